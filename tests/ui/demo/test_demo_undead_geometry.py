"""The demo player draws the -1 of an enemy within 20 cm only where an order pays it: never for the Undead."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from menu_driver import SIZE, key, pump

from game.data import load_armies
from game.data.demos import load_demos
from game.ui.app import App
from game.ui.battle import overlays
from game.ui.demo.launch import open_library

ARMIES = load_armies()
DEMOS = {d.name: d for d in load_demos(ARMIES)}


def _rings_at_step(name: str, step: int, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    drawn: list[tuple[str, str]] = []
    real = overlays.range_outline

    def record(surface: Any, cam: Any, state: Any, uid: str, reach: float, colour: Any = overlays.RANGE,
               label: str = "") -> None:
        drawn.append((uid, label))
        real(surface, cam, state, uid, reach, colour, label)

    app = App(None, SIZE)
    app.settings.animation_speed = "off"
    open_library(app, [DEMOS[name]])
    pump(app)
    key(app, pygame.K_RETURN)
    for _ in range(step - 1):
        key(app, pygame.K_PAGEDOWN)
    monkeypatch.setattr(overlays, "range_outline", record)
    key(app, pygame.K_PAGEDOWN)
    app.tick(force=True)
    assert app.top.deck.index == step
    return drawn


def test_an_order_to_the_undead_draws_no_enemy_near_penalty(monkeypatch: pytest.MonkeyPatch) -> None:
    # Step 6: the Tomb King orders Skeletons 15 cm from the Orcs; the Undead pay nothing for it.
    drawn = _rings_at_step("tomb-kings-undead-orders", 6, monkeypatch)
    assert ("skeletons", "enemy within 20 cm: -1") not in drawn


def test_an_order_to_trolls_near_the_enemy_draws_the_penalty(monkeypatch: pytest.MonkeyPatch) -> None:
    # Step 3: the Orc General orders Trolls with Halberdiers within 20 cm: -1, drawn around them.
    drawn = _rings_at_step("orcs-trolls", 3, monkeypatch)
    assert ("trolls", "enemy within 20 cm: -1") in drawn
