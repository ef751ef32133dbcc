"""The builder lets a Daemon Overlord take Wings, Favour of the Gods and Wizard powers together, a Hero the Wings
and the Favour, and takes each off again on its own (digest 10.13 [4]-[6])."""

from __future__ import annotations

from pathlib import Path

import pygame
from menu_driver import SIZE, key, pump

from game.ui.app import App
from game.ui.browser_scene import ARMY, BrowserScene
from game.ui.builder_scene import BuilderScene


def test_the_overlord_takes_all_three_upgrades_and_drops_one(user_dirs: dict[str, Path], artifacts: Path) -> None:
    app = App(None, SIZE)
    app.tick(force=True)
    key(app, pygame.K_a)
    assert isinstance(app.top, BrowserScene)
    app.top.select(ARMY + "daemons")
    key(app, pygame.K_b)
    b = app.top
    assert isinstance(b, BuilderScene)
    b.add("character", "Daemon Overlord")
    for name in ("Wizard powers", "Daemonic Wings", "Favour of the Gods"):
        b.add("mount", name)
    draft = b.get_draft()
    assert draft.characters[0].mount == "Daemonic Wings + Favour of the Gods + Wizard powers"
    assert draft.pick_points("mount", "Favour of the Gods") == 50 and draft.points() == 125 + 85
    # Each upgrade is counted once against its limit: a second Favour has nobody to go to.
    assert draft.why_not_add("mount", "Favour of the Gods") is not None
    b.add("character", "Daemon Lord Hero")
    b.add("mount", "Favour of the Gods")
    assert draft.characters[1].mount == "Favour of the Gods"
    b.remove("mount", "Favour of the Gods")
    b.remove("mount", "Favour of the Gods")
    assert draft.characters[0].mount == "Daemonic Wings + Wizard powers" and draft.characters[1].mount is None
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "builder-daemon-upgrades.png"))
