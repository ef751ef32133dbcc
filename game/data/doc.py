"""A file being checked: its problems, and where each path of its data sits in the file."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.data.problems import Problem

PathT = tuple[str | int, ...]


def dotted(path: PathT) -> str:
    """("sides", 0, "units", 2, "x") -> "sides[0].units[2].x"."""
    out = ""
    for p in path:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else p)
    return out


@dataclass
class Doc:
    """One file being checked: its problems, and where each path of its data sits."""

    file: str
    data: Any = None
    problems: list[Problem] = field(default_factory=list)
    at: dict[PathT, tuple[int, int]] = field(default_factory=dict)
    names: dict[PathT, str] = field(default_factory=dict)
    # Nodes of free-form values already taken in (by identity): a YAML alias makes one node appear
    # many times, and expanding aliases of aliases would take a few lines of text to billions of values.
    walked: set[int] = field(default_factory=set)
    # Paths whose value is written as an alias (``*name``), with the alias's place: free-form fields refuse them.
    aliased: dict[PathT, tuple[int, int]] = field(default_factory=dict)

    def pos(self, path: PathT) -> tuple[int, int]:
        """Position of ``path``, or of its nearest recorded ancestor (1, 1 for the file itself)."""
        for n in range(len(path), -1, -1):
            if path[:n] in self.at:
                return self.at[path[:n]]
        return (1, 1)

    def label(self, path: PathT) -> str:
        """How messages name ``path``: the innermost named list entry, then the keys below it.

        ("units", 3, "special", 0) -> "units[3] 'Zealots': special[0]".
        """
        cuts = [i + 1 for i, p in enumerate(path) if isinstance(p, int) and path[: i + 1] in self.names]
        if not cuts:
            return dotted(path)
        entry = path[: cuts[-1]]
        text = f"{dotted(entry)} {self.names[entry]!r}"
        rest = dotted(path[cuts[-1] :])
        return f"{text}: {rest}" if rest else text

    def add(self, pos: tuple[int, int], message: str) -> None:
        self.problems.append(Problem(self.file, pos[0], pos[1], message))

    def bad(self, path: PathT, detail: str, pos: tuple[int, int] | None = None) -> None:
        """A value is wrong: "<label> <detail>", e.g. "units[3] 'Knights': armour must be ..."."""
        label = self.label(path)
        self.add(pos or self.pos(path), f"{label} {detail}" if label else detail[0].upper() + detail[1:])

    def note(self, path: PathT, detail: str, pos: tuple[int, int] | None = None) -> None:
        """A statement about a path: "<label>: <detail>" (or just the detail at the top level)."""
        label = self.label(path)
        self.add(pos or self.pos(path), f"{label}: {detail}" if label else detail)
