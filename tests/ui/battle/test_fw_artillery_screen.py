"""Fantasy Warriors' artillery on screen: the war cannon's gunpowder on its card, the charge offered with the
ignition's odds, the ignition table's roll in the dice tray, and a dragon's breath counters."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import open_scene
from menu_driver import pump

from game.core.fantasy_warriors.artillery_cannon import LoadCannon
from game.core.modules import compose
from game.core.shooting import Shoot
from game.replay.session import Session
from game.ui.battle.cards import unit_card
from game.ui.battle.words import action_words

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import battle, char, unit  # noqa: E402

SOLO = {"mode": "solo", "ai": {"1": "nobody"}}


def company() -> object:
    return battle(
        [unit("War Cannon", 700, 800, id="gun"), unit("Mercenary Dragon", 1200, 640, id="d"),
         unit("Ballista", 400, 800, id="b"), unit("Sellswords", 200, 1100, id="spare")],
        [unit("Orc Warriors", 700, 400, 180, id="o1"), unit("Orc Warriors", 1200, 520, 180, id="o2")],
        [char("Paymaster", 300, 1150, id="pm")],
        [char("Orc General", 1700, 60, id="og")],
        armies0="mercenary", step="shoot", ruleset=compose(["fw-artillery"]),
    )


def test_war_cannon_counters_on_its_card_and_the_ignition_in_the_dice_tray() -> None:
    state = company()
    assert ("gold", "Counters: 6 gunpowder") in unit_card(state, "gun").lines
    assert ("gold", "Counters: 6 breath") in unit_card(state, "d").lines
    assert action_words(state, LoadCannon("gun", 2)) == "War Cannon loads a charge of 2 gunpowder"
    session = Session.start(state, scripted=[5, 4, 4, 1, 1], strict_script=True, header=SOLO)
    app, scene = open_scene(session)
    app.draw()
    pygame.image.save(app.screen, "/tmp/p29-shoot-panel.png")
    scene.controller.apply(LoadCannon("gun", 2))
    scene.controller.apply(Shoot("gun", "o1"))
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, "/tmp/p29-ignition.png")
    rolls = [t.roll for t in scene.aids.tray.rolls]
    ignition = next(r for r in rolls if r.rule == "fw.cannon.ignition")
    assert (ignition.faces, ignition.total, ignition.outcome) == ((5,), 4, "fires as usual")
    assert ("gold", "Counters: 4 gunpowder") in unit_card(session.state, "gun").lines


def test_the_ignition_roll_explains_its_table() -> None:
    from game.ui.battle.explain import ExplainScene

    state = company()
    session = Session.start(state, scripted=[2, 5, 1, 1, 4, 4], strict_script=True, header=SOLO)
    app, scene = open_scene(session)
    scene.controller.apply(LoadCannon("gun", 3))
    scene.controller.apply(Shoot("gun", "o1"))
    pump(app, 2)
    tray = scene.aids.tray
    at = next(i for i, t in enumerate(tray.rolls) if t.roll.rule == "fw.cannon.ignition")
    tray.open(at)
    pump(app)
    card = app.top
    assert isinstance(card, ExplainScene)
    assert "−2 | a treble charge" in card.text
    assert "0 or less explodes, 1 misfire, 2 bad (-2 to hit)" in card.text
    app.draw()
    pygame.image.save(app.screen, "/tmp/p29-ignition-card.png")
    assert not session.state.units["gun"].alive
