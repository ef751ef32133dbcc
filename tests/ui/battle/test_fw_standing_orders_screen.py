"""Mercenary standing orders on the battle screen: a unit on hold is refused an order with the reason, and the
General gives the contingent new standing orders from the Orders panel, with the roll needed and its chance."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import click_table, open_scene
from menu_driver import click, pump

from game.core.fantasy_warriors.mercenaries import mercs
from game.core.modules import compose
from game.replay.session import Session
from game.ui.battle.chronicle import Chronicle

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import battle, char, unit  # noqa: E402

SOLO = {"mode": "solo", "ai": {"1": "nobody"}}


def held() -> Session:
    """The half-paid Hero's Halberdiers m1 on hold orders; the General with his own Halberdiers u1."""
    hired = (("mercenary", 2),)
    state = battle(
        [unit("Halberdiers", 500, 800, id="u1"), unit("Halberdiers", 1000, 800, id="m1", bought=hired)],
        [unit("Orc Warriors", 900, 300, 180, id="o")],
        [char("General", 500, 860, id="g"), char("Hero", 1000, 860, id="h", mercenary=2)],
        [char("Orc General", 1300, 200, id="og")],
        step="orders", ruleset=compose(["fw-mercenaries"]),
    )
    mercs(state).orders["h"] = "hold"
    state.units["m1"].name = "Free Company"
    return Session.start(state, scripted=[2, 3], strict_script=True, header=SOLO)


def test_fw_standing_orders_hold_refused_on_screen_then_freed_by_the_general() -> None:
    session = held()
    app, scene = open_scene(session)
    click_table(app, scene, 1000, 860)  # the Hero
    click_table(app, scene, 1000, 800)  # his Free Company, on hold
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, "/tmp/merc2-hold-refused.png")
    assert any("Free Company is under hold orders: it may not move" in line for line in scene.panel.lines), \
        scene.panel.lines
    (give,) = [b for b in scene.panel.buttons.values() if b.full_label.startswith("Give the order")]
    assert not give.is_enabled
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    pump(app, 2)
    button = scene.panel.buttons["standing_h_oppose"]
    # The General's Command 9 less 2 half paid: 7 or less, 58 %.
    assert button.text == "Hero's mercenaries: oppose · 7 · 58 %"
    assert "Hero's mercenaries: half paid, hold" in scene.panel.lines
    click(app, button)  # 2 + 3 = 5: passes
    assert mercs(session.state).orders["h"] == "oppose"
    app.draw()
    pygame.image.save(app.screen, "/tmp/merc2-standing-given.png")
    chronicle = Chronicle.of_session(session, session.state)
    said = [e.event.text() for e in chronicle.entries]
    assert any("Hero's mercenaries are now under oppose orders" in t for t in said)
    # Free now: the Hero may order them.
    click_table(app, scene, 1000, 860)
    click_table(app, scene, 1000, 800)
    (give,) = [b for b in scene.panel.buttons.values() if b.full_label.startswith("Give the order")]
    assert give.is_enabled
