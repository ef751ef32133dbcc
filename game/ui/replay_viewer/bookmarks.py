"""Bookmarks of a replay: positions with a note, kept beside the log as ``FILE.bookmarks.json``.

The file is written atomically (``game.files.write_atomically``). One that cannot be read (edited by
hand, cut short) is reported with its line and column and never overwritten: before the first new
bookmark is written it is moved aside to ``FILE.bookmarks.damaged.json`` (numbered if that exists too),
so nothing the player wrote is lost. No pygame here.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from game.files import write_atomically

FORMAT = "warhost-bookmarks"
MAX_NOTE = 200


@dataclass(frozen=True)
class Bookmark:
    """A position of the replay (its step number) and the player's note."""

    step: int
    note: str


def bookmarks_path(log: Path) -> Path:
    return log.with_name(log.name + ".bookmarks.json")


class Bookmarks:
    """The bookmarks of one log; ``problem`` says why the file could not be read (None when it could)."""

    def __init__(self, log: Path) -> None:
        self.path = bookmarks_path(Path(log))
        self.items: list[Bookmark] = []
        self.problem: str | None = None
        self.moved_to: Path | None = None
        self._read()

    def _read(self) -> None:
        try:
            raw = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return
        except (OSError, UnicodeDecodeError) as e:
            self.problem = f"{self.path}: cannot be read ({e})"
            return
        try:
            doc = json.loads(raw)
        except json.JSONDecodeError as e:
            self.problem = f"{self.path}:{e.lineno}:{e.colno}: not valid JSON ({e.msg})"
            return
        if not isinstance(doc, dict) or doc.get("format") != FORMAT or not isinstance(doc.get("bookmarks"), list):
            self.problem = f"{self.path}:1: not a Warhost bookmarks file"
            return
        out = []
        for n, b in enumerate(doc["bookmarks"], start=1):
            ok = isinstance(b, dict) and isinstance(b.get("step"), int) and isinstance(b.get("note", ""), str)
            if not ok or isinstance(b.get("step"), bool) or b["step"] < 0:
                self.problem = f"{self.path}: bookmark {n} is not a step and a note"
                self.items = []
                return
            out.append(Bookmark(b["step"], b.get("note", "")[:MAX_NOTE]))
        self.items = sorted(out, key=lambda b: b.step)

    def add(self, step: int, note: str) -> None:
        """Bookmark ``step`` (a second note on the same step replaces the first) and write the file."""
        note = " ".join(note.split())[:MAX_NOTE]
        self.items = sorted([b for b in self.items if b.step != step] + [Bookmark(step, note)], key=lambda b: b.step)
        self._write()

    def remove(self, step: int) -> None:
        self.items = [b for b in self.items if b.step != step]
        self._write()

    def at(self, step: int) -> Bookmark | None:
        return next((b for b in self.items if b.step == step), None)

    def _write(self) -> None:
        if self.problem is not None and self.path.exists() and self.moved_to is None:
            self.moved_to = self._aside()
            self.path.replace(self.moved_to)
        doc = {"format": FORMAT, "version": 1, "bookmarks": [{"step": b.step, "note": b.note} for b in self.items]}
        write_atomically(self.path, json.dumps(doc, indent=1) + "\n")

    def _aside(self) -> Path:
        base = self.path.with_name(self.path.name.removesuffix(".json") + ".damaged")
        cand, n = base.with_name(base.name + ".json"), 2
        while cand.exists():
            cand, n = base.with_name(f"{base.name}-{n}.json"), n + 1
        return cand
