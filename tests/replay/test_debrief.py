"""The debrief, worked out from a command log played with scripted dice: exact luck figures, the swings of
victory points and the computer's decisions."""

from __future__ import annotations

from fractions import Fraction

import pytest

from game.ai.reasons import AgentReason
from game.data import load_armies
from game.data.demos import load_demo
from game.replay.debrief import debrief_session
from game.replay.script import play_script

ARMIES = load_armies()


def played(name: str):  # type: ignore[no-untyped-def]
    run = play_script(load_demo(f"assets/demos/{name}.yaml", ARMIES).spec, ARMIES)
    assert run.session is not None
    return run.session


def test_luck_counts_every_die_against_its_own_odds() -> None:
    # combat-basic: the General orders on 3+4 needing 8; 12 Halberdier dice at 4+ (6 5 5 4 4 3 3 2 2 1 1 1),
    # the Orcs save on 6 (6 3 2 1 5); 12 Orc dice at 4+ (6 5 4 3 3 2 2 1 1 1 2 3), the Halberdiers save on 6.
    empire, orcs = debrief_session(played("combat-basic")).sides
    assert (empire.hits.trials, empire.hits.expected, empire.hits.scored) == (12, 6, 5)
    assert empire.hits.variance == 3 and empire.hits.z == pytest.approx(-1 / 3**0.5)
    assert empire.hits.at_most == pytest.approx(1586 / 4096)  # P(5 or fewer of 12 at a half)
    assert empire.hits.verdict == "about as expected"
    assert (empire.orders.trials, empire.orders.expected, empire.orders.scored) == (1, Fraction(26, 36), 1)
    assert (empire.saves.trials, empire.saves.expected, empire.saves.scored) == (3, Fraction(1, 2), 1)
    assert (orcs.hits.trials, orcs.hits.expected, orcs.hits.scored) == (12, 6, 3)
    assert orcs.hits.at_most == pytest.approx(299 / 4096)  # P(3 or fewer): 1 + 12 + 66 + 220 of 4096
    assert orcs.hits.z == pytest.approx(-3 / 3**0.5)
    assert orcs.hits.verdict == "unlucky: this badly or worse 1 time in 14"
    assert (orcs.saves.trials, orcs.saves.expected, orcs.saves.scored) == (5, Fraction(5, 6), 1)
    assert orcs.orders.trials == 0 and orcs.orders.z is None and orcs.orders.verdict == "no rolls"


def test_a_general_slain_alone_is_a_swing_of_his_points_changing_hands() -> None:
    deb = debrief_session(played("character-slain"))
    assert [(s.record, s.gained, s.happened, s.side_name, s.size) for s in deb.swings] == [
        (3, (0, 125), ("General Hausmann slain",), "The Orcs", 125)
    ]


def test_the_swings_are_the_largest_changes_in_the_points_at_stake() -> None:
    # combat-unresolved: the Halberdiers (45 points) fight the Orc Warriors (60), win twice, the Orcs are
    # reduced to one stand (half, 30, to the Empire) and the combat goes on into the next turn, where the
    # Orcs are destroyed (the other 30).
    deb = debrief_session(played("combat-unresolved"))
    got = [(s.record, s.size, s.gained, s.stake_before, s.stake_after, s.happened) for s in deb.swings]
    assert got == [
        # Both units engaged: 45 + 60 put at stake.
        (1, 105, (0, 0), (0, 0), (45, 60), ("Halberdiers engaged (45 at stake)", "Orc Warriors engaged (60 at stake)")),
        # The Orcs destroyed: 30 won, their last 30 and the Halberdiers' 45 no longer at stake.
        (9, 105, (30, 0), (45, 30), (0, 0), ("Orc Warriors destroyed", "Halberdiers out of danger")),
        # Down to one stand: 30 won, 60 at stake becomes 30.
        (3, 60, (30, 0), (0, 60), (0, 30), ("Orc Warriors reduced to one stand",)),
        # The first round won, the Halberdiers pursue out of the fight; the Orcs, a stand down, stay at stake.
        (2, 45, (0, 0), (45, 60), (0, 60), ("Halberdiers out of danger",)),
        # The fight goes on next turn: the Halberdiers are engaged again.
        (4, 45, (0, 0), (0, 30), (45, 30), ("Halberdiers engaged (45 at stake)",)),
    ]


def test_points_at_stake_count_engaged_confused_and_damaged_units_and_their_characters() -> None:
    from game.replay.stakes import at_stake, stakes
    from tests.helpers import battle, char, unit

    state = battle(
        [unit("Halberdiers", 500, 900, id="hal"), unit("Knights", 900, 900, id="kn"), unit("Crossbowmen", 1300, 900, id="xb")],
        [unit("Orc Warriors", 500, 300, facing=180, id="orcs"), unit("Boar Riders", 900, 300, facing=180, id="boars")],
        [char("General", 900, 1100, id="gen"), char("Hero", 500, 960, id="hero", joined="hal")],
        [char("Orc General", 900, 150, id="boss")],
    )
    assert stakes(state) == {} and at_stake(stakes(state)) == (0, 0)
    state.units["hal"].engaged = True  # 45, and the Hero with them, 80
    state.units["kn"].confused = True  # 110
    state.units["orcs"].stands = state.units["orcs"].stands[:1]  # 60, half already won: 30 left
    state.units["boars"].stands = state.units["boars"].stands[:2]  # 110, a stand down
    items = stakes(state)
    assert {k: (s.side, s.points, s.why) for k, s in items.items()} == {
        "hal": (0, 45, "engaged"),
        "kn": (0, 110, "confused"),
        "orcs": (1, 30, "down to 1 of 3 stands"),
        "boars": (1, 110, "down to 2 of 3 stands"),
        "hero": (0, 80, "with the Halberdiers"),
    }
    assert at_stake(items) == (235, 140)


def test_the_computers_key_decisions_keep_their_reasons_largest_swing_first() -> None:
    session = played("character-slain")
    why = {
        1: [AgentReason(side=1, side_name="The Orcs", reason="Order the Boar Riders forward", rule="ai.reason")],
        3: [AgentReason(side=1, side_name="The Orcs", reason="Ride down the lone General", rule="ai.reason")],
    }
    deb = debrief_session(session, why)
    assert [(d.record, d.reason, d.swing, d.side_name) for d in deb.decisions] == [
        (3, "Ride down the lone General", 125, "The Orcs"),
        (1, "Order the Boar Riders forward", 0, "The Orcs"),
    ]


def test_a_written_log_gives_the_same_debrief_as_the_game(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from game.replay.debrief import debrief_log
    from game.replay.log import write_log

    session = played("combat-basic")
    path = tmp_path / "battle.jsonl"
    write_log(session, path)
    assert debrief_log(path) == debrief_session(session)
