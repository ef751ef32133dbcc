"""Fantasy Warriors tricks: the goblin war chant (seed "Goblin tricks")."""

from __future__ import annotations

from game.core.actions import Proceed
from game.core.command.actions import Order
from game.core.fantasy_warriors.chant import Chant, chant_kept
from game.core.fantasy_warriors.states import states
from game.core.modules import compose
from tests.helpers import act, battle, char, of_type, unit

TRICKS = compose(["fw-tricks"])
NIGHT = compose(["fw-tricks"], {"fw-states": {"night": True}})


def goblins(ruleset: object = TRICKS, army: str = "Goblins", **kw: object) -> object:
    # An all-goblin force from the Orcs list; its General (Attack +2) is worth 4.
    return battle(
        [unit(army, 600, 900, id="g1"), unit("Goblins", 900, 900, id="g2")],
        [unit("Halberdiers", 900, 200, 180, id="h1")],
        [char("Orc General", 750, 960, id="og")],
        [char("General", 900, 100, id="eg")],
        armies0="orcs",
        armies1="empire",
        ruleset=ruleset,
        **kw,
    )


def test_chant_roll_is_d6_plus_the_generals_worth_plus_a_die_at_night() -> None:
    s = goblins(NIGHT)
    ev = act(s, Chant(), [6, 6] + [2, 3])  # 6 + 4 + 6 (night) = 16; the Empire's test 5
    roll = of_type(ev, "DiceRolled")[0]
    assert [str(m) for m in roll.modifiers] == ["+4 Orc General's worth", "+6 night"]
    assert roll.total == 16


def test_chant_16_or_more_the_enemy_tests_and_every_goblin_is_eager() -> None:
    s = goblins(NIGHT)
    ev = act(s, Chant(), [6, 6] + [2, 3])
    test = of_type(ev, "DiceRolled")[1]
    assert (test.purpose, test.total, test.outcome) == ("General's contingent: command test", 5, "shaken")
    assert sorted(states(s).eager) == ["g1", "g2"] and list(states(s).shaken) == ["h1"]
    assert chant_kept(s).chant == "over"


def test_chant_14_eager_only_for_units_not_confused() -> None:
    s = goblins(NIGHT)
    s.units["g1"].confused = True
    act(s, Chant(), [5, 5])  # 5 + 4 + 5 = 14
    assert states(s).eager == ["g2"] and states(s).eager_waiting == []


def test_chant_10_to_13_goes_on_and_must_be_chanted_again_or_ended_next_turn() -> None:
    s = goblins()
    ev = act(s, Chant(), [6])  # 6 + 4 = 10
    assert of_type(ev, "TableRead")[0].line == "the chant goes on"
    # Rolled once this turn: nothing is left to do on initiative, and the turn moves on.
    assert s.step == "orders"
    for _ in range(12):
        if s.active == 0 and s.turn == 2:
            break
        act(s, Proceed())
    assert (s.turn, s.step) == (2, "initiative")
    assert s.check(Proceed()) == ["the chant goes on: chant again or end it"]
    act(s, Chant(False))
    assert chant_kept(s).chant == "over" and s.check(Proceed()) == []


def test_chant_broken_when_a_unit_moves_counts_as_7() -> None:
    s = goblins()
    act(s, Chant(), [6])
    ev = act(s, Order("og", ("g1",)), [1, 1])
    assert "The war chant is broken: Goblins moved" in [e.text() for e in ev]
    assert sorted(states(s).shaken) == ["g1", "g2"] and states(s).bad_omens == [0]


def test_chant_7_shaken_and_bad_omens_and_disaster_below() -> None:
    s = goblins()
    ev = act(s, Chant(), [3])  # 3 + 4 = 7
    assert of_type(ev, "TableRead")[0].line == "a half-hearted murmur"
    assert sorted(states(s).shaken) == ["g1", "g2"] and states(s).bad_omens == [0]
    s2 = goblins()
    ev2 = act(s2, Chant(), [1])  # 5: past the table's end, a disaster
    assert of_type(ev2, "TableRead")[0].line == "disaster"


def test_chant_only_for_a_goblin_army_in_its_first_turn_before_anything_moves() -> None:
    s = goblins(army="Orc Warriors")
    assert s.check(Chant()) == ["only goblins have a war chant: an army of nothing but goblins, or a goblin contingent it hired"]
    s2 = goblins()
    s2.units["g1"].initiative_moved = True
    assert s2.check(Chant()) == ["the army must stand still to chant: Goblins moved"]


def _hired_goblins(tmp_path: object) -> object:
    """An Empire army that hired a goblin contingent (two Goblins and a Goblin Hero from the Orcs list)."""
    from pathlib import Path

    from game.core.dice import ScriptedDice
    from game.core.fantasy_warriors.before import Ready, decider
    from game.core.scenario import ScenarioSpec, SideSetup, new_game
    from game.core.turn import Start
    from game.data import load_roster
    from tests.helpers import armies

    path = Path(str(tmp_path)) / "r.yaml"
    path.write_text("name: T\narmy: empire\npoints_cap: 1000\nrules: [fantasy-warriors]\nunits:\n"
                    "  - profile: Halberdiers\n  - profile: Halberdiers\n  - profile: Crossbowmen\n"
                    "  - profile: Crossbowmen\n" + "  - profile: Goblins\n    list: orcs\n    mercenary: paid\n" * 2 +
                    "characters:\n  - profile: General\n  - profile: Goblin Hero\n    list: orcs\n    mercenary: paid\n")
    roster = load_roster(path, armies())
    foe = load_roster("armies/rosters/empire-mercenaries-1000.yaml", armies())
    spec = ScenarioSpec("t", (SideSetup("empire", roster=roster), SideSetup("empire", roster=foe)),
                        rules=("fw-tricks", "fw-mercenaries"), first_side=0, options={"deployment": "auto"})
    s = new_game(spec, armies())
    s.apply(Start(), ScriptedDice([]))
    while s.phase == "before_battle":
        s.apply(Ready(decider(s)), ScriptedDice([]))
    return s


def test_chant_goblins_known_by_the_list_they_come_from(tmp_path: object) -> None:
    from game.core.questions import RACE

    s = _hired_goblins(tmp_path)
    # The hired Goblins keep their people abroad; the Empire's own units are of the Empire list.
    assert {u.name: s.ruleset.ask(RACE, s, u) for u in s.live_units(0)} == {
        "Halberdiers": "empire", "Crossbowmen": "empire", "Goblins": "goblins"}
    t = goblins(army="Orc Warriors")
    assert [t.ruleset.ask(RACE, t, t.units[u]) for u in ("g1", "g2")] == ["orcs", "goblins"]


def test_chant_a_goblin_contingent_hired_abroad_keeps_it(tmp_path: object) -> None:
    s = _hired_goblins(tmp_path)
    assert s.check(Chant()) == []
    hired = sorted(u.id for u in s.live_units(0) if u.name == "Goblins")
    # The hired goblins' Hero leads the chant: a 4 + his worth (Attack +1: 3) = 7, a half-hearted murmur.
    ev = act(s, Chant(), [4])
    roll = of_type(ev, "DiceRolled")[0]
    assert [str(m) for m in roll.modifiers] == ["+3 Goblin Hero's worth"] and roll.total == 7
    # Only the goblins chanted: they alone are shaken; the omens turn bad for the whole army.
    assert sorted(states(s).shaken) == hired and states(s).bad_omens == [0]
