"""The Tomb Kings' special actions on the battle screen: a Zombie Dragon breathes from the Shooting panel, the
Tomb King gives his bonus from the Combat panel."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import open_scene
from menu_driver import pump

from game.core.specials.tomb_king import TombKingBonus
from game.core.specials.zombie_dragon import Breathe
from game.replay.session import Session

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import battle, char, unit  # noqa: E402

SOLO = {"mode": "solo", "ai": {"1": "nobody"}}


def tomb_kings(step: str, dice: list[int]) -> Session:
    """Skeletons with the Tomb King on a Zombie Dragon joined; Orc Warriors 12 cm ahead (or, for the Combat
    phase, front to front)."""
    orcs_y = 560 if step == "shoot" else 680
    state = battle(
        [unit("Skeletons", 900, 700, id="sk"), unit("Skeletons", 150, 1120, id="sp")],
        [unit("Orc Warriors", 900, orcs_y, 180, id="o"), unit("Orc Warriors", 1650, 80, 180, id="os")],
        [char("Tomb King", 900, 735, id="king", joined="sk", mount="Zombie Dragon")],
        [char("Orc General", 100, 40, id="og")],
        armies0="tomb_kings",
        step=step,
    )
    return Session.start(state, scripted=dice, strict_script=True, header=SOLO)


def click_button(app, scene, label: str) -> None:  # type: ignore[no-untyped-def]
    (b,) = [b for b in scene.panel.buttons.values() if b.text == label]
    pos = b.rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    pump(app, 3)


def test_the_shooting_panel_offers_the_dragons_breath_and_the_button_breathes(artifacts: Path) -> None:
    app, scene = open_scene(tomb_kings("shoot", [4, 4, 4, 1, 1, 1]))
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-dragon-breath.png"))
    click_button(app, scene, "Tomb King: breathe at Orc Warriors")
    assert scene.controller.applied == [Breathe("king", "o")]


def test_the_combat_panel_offers_the_tomb_kings_bonus(artifacts: Path) -> None:
    app, scene = open_scene(tomb_kings("fight", []))
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-tomb-king-bonus.png"))
    click_button(app, scene, "Tomb King: +1 Attack, Skeletons")
    assert scene.controller.applied == [TombKingBonus("king", "sk")]
