"""A battle where the Banner of Fortune rolled again is saved and verified: the action played again from the
banner's roll replays die for die, and a game saved while the banner waits loads with the choice still open."""

from __future__ import annotations

from pathlib import Path

from game.core import UseItem, items_kept
from game.core.combat import Fight
from game.replay.log import load_session, verify, write_log
from game.replay.session import Session
from tests.core.combat.common import at_fight, unit

FORTUNE = "banner_of_fortune"


def _session() -> Session:
    state = at_fight([unit("Halberdiers", 900, 700, id="h", item="Banner of Fortune")],
                     [unit("Orc Warriors", 900, 680, 180, id="o")])
    session = Session.start(state, seed=3)
    session.apply(Fight("h"))
    assert items_kept(session.state).held is not None  # seed 3: the Halberdiers miss with some of their dice
    return session


def test_a_roll_thrown_again_replays_to_the_same_state(tmp_path: Path) -> None:
    session = _session()
    session.apply(UseItem("h", FORTUNE))
    assert session.state.units["h"].flags["item:" + FORTUNE] == 0
    path = tmp_path / "fortune.jsonl"
    write_log(session, path)
    assert verify(path).ok
    assert load_session(path).state.state_hash() == session.state.state_hash()


def test_a_game_saved_while_the_banner_waits_loads_with_the_choice_open(tmp_path: Path) -> None:
    session = _session()
    path = tmp_path / "waiting.jsonl"
    write_log(session, path)
    loaded = load_session(path)
    assert not loaded.state.check(UseItem("h", FORTUNE))
    loaded.apply(UseItem("h", FORTUNE))
    assert loaded.state.units["h"].flags["item:" + FORTUNE] == 0 and items_kept(loaded.state).held is None
