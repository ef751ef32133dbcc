"""A panel's live status lines: words longer than the lines kept for them end in an ellipsis, so a player sees that
the reason goes on; words that fit are drawn whole."""

from __future__ import annotations

import pygame
import pytest

from game.ui import text
from game.ui.battle.panel import Panel
from game.ui.theme import Metrics

LONG = "Halberdiers must be set up wholly inside its deployment zone (within 20 cm of its own table edge)"


def drawn(words: str, count: int, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    pygame.init()
    seen: list[str] = []
    real = text.render

    def spy(line, *args, **kw):  # type: ignore[no-untyped-def]
        seen.append(line)
        return real(line, *args, **kw)

    panel = Panel(pygame.Rect(0, 0, 300, 400), Metrics(1.0), None)
    panel.live(lambda: [("bad", words)], count, 13)
    monkeypatch.setattr(text, "render", spy)
    panel.draw(pygame.Surface((300, 400)))
    return seen


def test_a_reason_cut_short_ends_in_an_ellipsis(monkeypatch: pytest.MonkeyPatch) -> None:
    lines = drawn(LONG, 1, monkeypatch)
    assert lines[-1].endswith("…") and not lines[-1].startswith("…")
    assert "edge)" not in lines[-1]


def test_a_reason_with_room_is_drawn_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    lines = drawn(LONG, 3, monkeypatch)
    assert not any(line.endswith("…") for line in lines)
    assert " ".join(lines) == LONG
