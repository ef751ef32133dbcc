"""Problems found in data files, each pinned to a file, line and column.

Every loader in ``game.data`` collects all the problems of a file before giving up, so a player
fixing a file sees the whole list at once rather than one error per run.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True, order=True)
class Problem:
    """One thing wrong in a data file; ``line`` and ``column`` are 1-based."""

    file: str
    line: int
    column: int
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}: {self.message}"


class DataError(ValueError):
    """Raised when a data file cannot be used; ``problems`` holds every problem found."""

    def __init__(self, problems: Iterable[Problem]) -> None:
        self.problems: list[Problem] = list(problems)
        super().__init__("\n".join(str(p) for p in self.problems) or "invalid data")


def closest(word: str, options: Iterable[str]) -> str | None:
    """The option most like ``word`` (for "did you mean" hints), or None if nothing is close."""
    opts = list(options)
    found = difflib.get_close_matches(word, opts, n=1, cutoff=0.6)
    if found:
        return found[0]
    # Case slips ("Knights" vs "knights") are below difflib's cutoff for short words.
    lowered = {o.lower(): o for o in opts}
    return lowered.get(word.lower())


def did_you_mean(word: str, options: Iterable[str]) -> str:
    """A ``"; did you mean 'x'?"`` suffix, or an empty string when no option is close."""
    best = closest(word, options)
    return f"; did you mean {best!r}?" if best else ""
