"""The saved games a player can load: their names, dates, battles and turns. No pygame here.

A save is a command log (``game.replay.log``): a header with the starting state, then one line per
action. Its header says the turn and phase it reached; an older save that does not is replayed with its
recorded dice to find them. A file that cannot be read is still listed, marked as damaged with the
reason; the others stay usable.

Autosaves live in a folder per game (``saving.AUTOSAVE_DIR``), the last few phases of each; the newest
autosave of all is what "Continue the last game" loads after a crash.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path

from game.files import clean_stale_temps
from game.ui.userdirs import autosaves_dir, saves_dir

SAVE_SUFFIXES = (".jsonl", ".save", ".json")
# The replay viewer keeps a save's bookmarks beside it (``NAME.jsonl.bookmarks.json``): not a save.
NOT_SAVES = ".bookmarks."
# Longer logs are listed without replaying them just to learn the turn.
MAX_REPLAY_FOR_LIST = 3000
# Listing is done each time the Load screen opens: a file not changed since is not read again.
_CACHE: dict[tuple[str, int, int], SaveInfo] = {}


@dataclass
class SaveInfo:
    """One saved game as the load screen lists it."""

    path: Path
    name: str
    modified: dt.datetime
    scenario: str = ""
    sides: str = ""
    turn: int | None = None
    phase: str = ""
    finished: bool = False
    damaged: str | None = None
    autosave: bool = False
    game_id: str = ""

    @property
    def date(self) -> str:
        return self.modified.strftime("%Y-%m-%d %H:%M")

    @property
    def turn_text(self) -> str:
        if self.damaged:
            return "cannot be read"
        if self.turn is None:
            return "turn ?"
        words = f"turn {self.turn}" + (f", {self.phase} phase" if self.phase and not self.finished else "")
        return words + (", finished" if self.finished else "")


def describe(path: Path) -> SaveInfo:
    """Read a save's header (and replay it for the turn if the header does not say); never raises."""
    try:
        st = path.stat()
        mtime = dt.datetime.fromtimestamp(st.st_mtime)
        key: tuple[str, int, int] | None = (str(path), st.st_size, st.st_mtime_ns)
    except (OSError, ValueError, OverflowError):
        mtime, key = dt.datetime.fromtimestamp(0), None
    if key is not None and key in _CACHE:
        return _CACHE[key]
    info = SaveInfo(path, path.stem.replace("_", " "), mtime)
    try:
        _fill(info)
    except Exception as e:  # noqa: BLE001 - the promise: one odd file never takes the Load screen down
        info.damaged = f"{path}: cannot be read ({e.__class__.__name__}: {e})"
    if key is not None:
        _CACHE[key] = info
    return info


def _fill(info: SaveInfo) -> None:
    from game.core import load_rules
    from game.replay.log import LogError, initial_state, read_log
    from game.replay.verify import apply_step, read_action

    load_rules()
    try:
        log = read_log(info.path)
        state = initial_state(log)
        for i, rec in enumerate(log.records, start=1):
            try:
                read_action(rec)
            except (ValueError, TypeError) as e:
                raise LogError(f"{log.path}:{rec['_line']}: step {i}: the action cannot be read: {e}") from None
    except LogError as e:
        info.damaged = str(e)
        return
    info.game_id = str(log.header.get("game_id") or "")
    info.scenario = str(log.header.get("scenario") or state.scenario or "")
    info.sides = " v ".join(s.name for s in state.sides)
    at = log.header.get("at")
    if isinstance(at, dict) and isinstance(at.get("turn"), int) and isinstance(at.get("phase"), str):
        info.turn, info.phase, info.finished = at["turn"], at["phase"], at.get("finished") is True
        return
    if len(log.records) > MAX_REPLAY_FOR_LIST:
        return
    from game.core import ScriptedDice

    try:
        for i, rec in enumerate(log.records, start=1):
            dice = ScriptedDice(rec["dice"])
            apply_step(rec, lambda a, dice=dice: state.apply(a, dice), f"{log.path}:{rec['_line']}: step {i}")
    except LogError as e:
        info.damaged = str(e)
        return
    info.turn, info.phase, info.finished = state.turn, state.phase, state.result is not None


def list_saves(folder: Path | None = None) -> list[SaveInfo]:
    """Every save in the folder, newest first (temporary files of interrupted saves are cleared away)."""
    folder = saves_dir() if folder is None else folder
    if not folder.is_dir():
        return []
    clean_stale_temps(folder)
    try:
        files = [p for p in folder.iterdir() if p.suffix in SAVE_SUFFIXES and NOT_SAVES not in p.name and p.is_file()]
    except OSError:
        return []
    infos = [describe(p) for p in files]
    infos.sort(key=lambda i: (i.modified, i.name), reverse=True)
    return infos


def list_autosaves(folder: Path | None = None) -> list[SaveInfo]:
    """Every game's autosaves, newest first; each is named after its battle and the phase it holds."""
    folder = autosaves_dir() if folder is None else folder
    out: list[SaveInfo] = []
    try:
        games = [g for g in folder.iterdir() if g.is_dir()]
    except OSError:
        return []
    for g in games:
        for info in list_saves(g):
            info.autosave = True
            info.name = "Autosave: " + (info.scenario or "battle")
            out.append(info)
    out.sort(key=lambda i: (i.modified, str(i.path)), reverse=True)
    return out


def last_game(folder: Path | None = None) -> SaveInfo | None:
    """The newest autosave that can be read, if its battle is not over: the game to continue."""
    for info in list_autosaves(folder):
        if not info.damaged:
            return None if info.finished else info
    return None
