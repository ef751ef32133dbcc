"""Turning events into the lines the command line prints."""

from __future__ import annotations

from collections.abc import Iterable

from game.core.events import DiceRolled, Event, PhaseBegan


def lines(events: Iterable[Event]) -> list[str]:
    """One readable line per event; rolls told in full by the next event are not repeated."""
    out: list[str] = []
    for e in events:
        if isinstance(e, DiceRolled) and e.quiet:
            continue
        if isinstance(e, PhaseBegan):
            out.append(f"-- {e.text()} --")
            continue
        out.append(e.text())
    return out
