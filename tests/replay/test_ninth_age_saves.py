"""Saves of a battle with the Ninth Age character module: a save made while a lone character fights as a
unit of one, and one begun from such a position, load back to the same state and verify."""

from __future__ import annotations

from pathlib import Path

from game.core.actions import Proceed
from game.core.command import Charge, Order
from game.core.modules import compose
from game.replay.log import load_session, write_log
from game.replay.session import Session
from tests.helpers import battle, char, unit


def _state():  # type: ignore[no-untyped-def]
    return battle(
        [unit("Halberdiers", 900, 700, id="u1")],
        [unit("Orc Warriors", 300, 300, 180, id="o1")],
        [char("General", 900, 760, id="g")],
        [char("Orc Hero", 900, 640, facing=180, id="h")],
        ruleset=compose(["ninth-age-characters"]),
        step="orders",
    )


def test_a_save_with_a_character_fighting_alone_loads_back(tmp_path: Path) -> None:
    session = Session.start(_state(), scripted=[1, 1], strict_script=True)
    session.apply(Order("g", ("u1",)))
    session.apply(Charge("u1", "h"))
    session.apply(Proceed())
    assert "h-alone" in session.state.units
    log = tmp_path / "ninth.jsonl"
    write_log(session, log)
    loaded = load_session(log)
    assert loaded.state == session.state


def test_a_battle_begun_with_a_character_fighting_alone_loads_back(tmp_path: Path) -> None:
    start = Session.start(_state(), scripted=[1, 1], strict_script=True)
    start.apply(Order("g", ("u1",)))
    start.apply(Charge("u1", "h"))
    session = Session.start(start.state.clone())
    session.apply(Proceed())
    log = tmp_path / "begun.jsonl"
    write_log(session, log)
    assert load_session(log).state == session.state
