"""The Skaven's Screaming Bell after a fight it won (its combat scenario): an advance would carry it away from the
Clanrats pushing it, so it is not offered, and the panel says why beside the choices that are."""

from __future__ import annotations

from pathlib import Path

import pygame
from battle_samples import open_scene

from game.cli.scenario import start_session
from game.core import Fight

SCENARIO = Path(__file__).resolve().parents[3] / "assets" / "scenarios" / "battle" / "skaven-screaming-bell-combat.yaml"


def test_the_panel_says_why_the_bell_cannot_follow_up(artifacts: Path) -> None:
    session, _ = start_session(str(SCENARIO))
    session.apply(Fight("bell"))
    app, scene = open_scene(session)
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-skaven-bell-follow-up.png"))
    assert [x.text for x in scene.panel_kit.actions][:2] == ["1. Stand", "2. Fall back"]
    assert ("Screaming Bell would end its advance with no infantry touching it to push it: it cannot follow up."
            in scene.panel.lines)
