"""The saved games a player can load: their names, dates, battles and turns. No pygame here.

A save is a command log (``game.replay.log``): a header with the starting state, then one line per
action. The turn a save reached is not written down, so the list finds it by replaying the actions with
their recorded dice — the same work loading does, done once per listing. A file that cannot be read is
still listed, marked as damaged; trying to load it shows why.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path

from game.ui.userdirs import saves_dir

SAVE_SUFFIXES = (".jsonl", ".save", ".json")
# Longer logs are listed without replaying them just to learn the turn.
MAX_REPLAY_FOR_LIST = 3000


@dataclass
class SaveInfo:
    """One saved game as the load screen lists it."""

    path: Path
    name: str
    modified: dt.datetime
    scenario: str = ""
    sides: str = ""
    turn: int | None = None
    finished: bool = False
    damaged: str | None = None

    @property
    def date(self) -> str:
        return self.modified.strftime("%Y-%m-%d %H:%M")

    @property
    def turn_text(self) -> str:
        if self.damaged:
            return "cannot be read"
        if self.turn is None:
            return "turn ?"
        return f"turn {self.turn}" + (", finished" if self.finished else "")


def describe(path: Path) -> SaveInfo:
    """Read a save's header (and replay it for the turn); never raises."""
    from game.core.actions import action_from_dict
    from game.core.dice import ScriptedDice
    from game.core.engine import load_rules
    from game.replay.log import LogError, initial_state, read_log

    try:
        mtime = dt.datetime.fromtimestamp(path.stat().st_mtime)
    except OSError:
        mtime = dt.datetime.fromtimestamp(0)
    info = SaveInfo(path, path.stem.replace("_", " "), mtime)
    try:
        log = read_log(path)
        state = initial_state(log)
    except LogError as e:
        info.damaged = str(e)
        return info
    info.scenario = str(log.header.get("scenario") or state.scenario or "")
    info.sides = " v ".join(s.name for s in state.sides)
    if len(log.records) > MAX_REPLAY_FOR_LIST:
        return info
    load_rules()
    try:
        for rec in log.records:
            state.apply(action_from_dict(rec["action"]), ScriptedDice(rec["dice"]))
    except Exception:  # noqa: BLE001 - a save that does not replay is loaded (and explained) on demand
        return info
    info.turn = state.turn
    info.finished = state.result is not None
    return info


def list_saves(folder: Path | None = None) -> list[SaveInfo]:
    """Every save in the folder, newest first."""
    folder = saves_dir() if folder is None else folder
    if not folder.is_dir():
        return []
    files = [p for p in folder.iterdir() if p.is_file() and p.suffix in SAVE_SUFFIXES]
    infos = [describe(p) for p in files]
    infos.sort(key=lambda i: (i.modified, i.name), reverse=True)
    return infos
