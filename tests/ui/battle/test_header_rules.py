"""The header names the optional rule modules a game is played with, whichever they are: each character
module, and the Fantasy Warriors family once by its own name rather than part by part."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import open_scene

from game.core.modules import compose
from game.replay.session import Session
from game.ui.battle.header import rules_words

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import battle, unit  # noqa: E402


def _state(*rules: str):  # type: ignore[no-untyped-def]
    return battle([unit("Halberdiers", 900, 700, id="u1")], [unit("Orc Warriors", 900, 300, 180, id="o1")],
                  ruleset=compose(list(rules)))


def test_header_names_warhammer8_characters() -> None:
    assert rules_words(_state("warhammer8-characters")) == "Rules: Warhammer 8th characters"


def test_header_names_the_fantasy_warriors_family_once_and_single_parts_by_their_own_title() -> None:
    assert rules_words(_state("fantasy-warriors")) == "Rules: Fantasy Warriors"
    assert rules_words(_state("fw-speeches")) == (
        "Rules: Fantasy Warriors: unit states, Fantasy Warriors: speeches"
    )
    assert rules_words(_state("fantasy-warriors", "warhammer8-characters")) == (
        "Rules: Fantasy Warriors, Warhammer 8th characters"
    )
    assert rules_words(_state()) == ""


def test_header_shows_the_family_on_screen() -> None:
    def header_strip(state) -> bytes:  # type: ignore[no-untyped-def]
        app, _ = open_scene(Session.start(state, header={"mode": "solo", "ai": {"1": "nobody"}}))
        app.draw()
        pygame.image.save(app.screen, "/tmp/i27last-header.png")
        return pygame.image.tobytes(app.screen.subsurface(pygame.Rect(0, 0, 1200, 40)), "RGB")

    plain = header_strip(_state())
    # Both names fit in the header at the usual window size: the strip differs from a Warmaster game's.
    assert header_strip(_state("fantasy-warriors", "warhammer8-characters")) != plain
