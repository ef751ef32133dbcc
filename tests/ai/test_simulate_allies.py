"""``python -m game simulate --ally-roster``: allied Generals' armies, each side's two seats played by the computer,
a battle whose log verifies."""

from __future__ import annotations

from pathlib import Path

from game.cli.simulate import battle_spec, load_allies, play_match
from game.core.fantasy_warriors.players import names
from game.core.roster import Roster, RosterCharacter, RosterUnit
from game.data import load_armies
from game.replay.log import read_log
from game.replay.verify import verify


def _roster(army: str, cap: int, units: list[str], general: str) -> Roster:
    return Roster(f"{army} {cap}", army, cap, tuple(RosterUnit(p) for p in units), (RosterCharacter(general),))


def test_simulate_an_allied_army_with_the_computer_at_both_seats_and_the_log_verifies(tmp_path: Path) -> None:
    armies = load_armies()
    main = _roster("empire", 500, ["Halberdiers", "Crossbowmen"], "General")
    ally = _roster("dwarfs", 500, ["Warriors", "Handgunners"], "General")
    enemy = _roster("orcs", 1000, ["Orc Warriors", "Orc Warriors", "Goblins"], "Orc General")
    spec = battle_spec((main, enemy), 2, 1, (), (), {0: ally})
    log = tmp_path / "allies.jsonl"
    state, taken, _ = play_match(spec, armies, log, ("cautious:easy", "seeker"))
    assert names(state, 0) == ("Side 1 A", "Side 1 B") and state.result is not None
    assert state.sides[0].army.id == "empire&dwarfs"
    kinds = [r["action"]["kind"] for r in read_log(log).records]
    # Each computer seat hands the turn over once a step, so both armies act.
    assert kinds.count("fw_pass") >= 4 and taken == len(kinds)
    checked = verify(log)
    assert checked.ok, checked


def test_simulate_refuses_an_ally_roster_without_its_side() -> None:
    assert load_allies(["3=armies/rosters/dwarfs-2000.yaml"], load_armies()) is None


def test_players_the_computer_at_a_seat_hands_the_turn_to_its_ally_once_a_step() -> None:
    from game.ai.seats import SeatedAgent
    from game.core.actions import Proceed
    from game.core.fantasy_warriors.players import PassToAlly, player_at_table
    from tests.core.fantasy_warriors.test_allies import alliance
    from tests.helpers import act

    class Done:
        """An agent with nothing left to do: it always ends the step."""

        def choose(self, state: object) -> tuple[object, str]:
            return Proceed(), "nothing to do"

    s = alliance()
    seat = SeatedAgent(Done(), 0)  # type: ignore[arg-type]
    action, why = seat.choose(s)  # Anna's seat, in the Orders step
    assert action == PassToAlly(0) and why.startswith("done with my own troops")
    act(s, action)
    # Ben (the ally) now ends the step: he was handed it in this step.
    assert player_at_table(s, 0) == "Ben" and seat.choose(s)[0] == Proceed()
