"""Mercenaries on screen: the contingent outlined in gold with its pay and orders, the loyalty roll in the dice
tray, and a contingent that changed sides outlined on the other side, named in the log."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import open_scene
from menu_driver import pump

from game.core.actions import Proceed
from game.core.modules import compose
from game.core.moves import destroy_unit
from game.replay.session import Session
from game.ui.battle.cards import unit_card
from game.ui.battle.chronicle import Chronicle
from game.ui.battle.contingents import GOLD
from game.ui.battle.dice_tray import tray_rolls

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import battle, char, unit  # noqa: E402

SOLO = {"mode": "solo", "ai": {"1": "nobody"}}


def make():  # type: ignore[no-untyped-def]
    hired = (("mercenary", 4),)
    return battle(
        [unit("Halberdiers", 500, 800, id="u1"), unit("Halberdiers", 900, 800, id="m1", bought=hired),
         unit("Knights", 1100, 800, id="m2", bought=hired)],
        [unit("Orc Warriors", 900, 300, 180, id="o")],
        [char("General", 500, 860, id="g"), char("Hero", 1000, 860, id="h", mercenary=4)],
        [char("Orc General", 1300, 200, id="og")],
        step="shaken", ruleset=compose(["fw-mercenaries"]),
    )


def gold_pixels(surface: pygame.Surface) -> int:
    mask = pygame.mask.from_threshold(surface, GOLD, (4, 4, 4, 255))
    return mask.count()


def test_fw_mercenaries_outlined_and_loyalty_in_the_dice_tray_when_they_change_sides() -> None:
    state = make()
    session = Session.start(state, scripted=[4, 4, 5], strict_script=True, header=SOLO)
    app, scene = open_scene(session)
    app.draw()
    pygame.image.save(app.screen, "/tmp/i28m-outlined.png")
    assert ("gold", "Hero's mercenaries: unpaid, oppose") in unit_card(state, "m1").lines
    before = gold_pixels(app.screen)
    assert before > 200  # the dashed outlines and the label
    destroy_unit(session.state, session.state.units["m2"], "test", "test")
    scene.controller.apply(Proceed())  # 8 - 4 unpaid = 4; then 5 - 2 = 3: they change sides
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, "/tmp/i28m-turned.png")
    st = session.state
    assert st.units["m1"].side == 1 and st.characters["h"].side == 1
    chronicle = Chronicle.of_session(session, st)
    rolls = tray_rolls(chronicle, st)
    assert [r.roll.rule for r in rolls[:2]] == ["fw.mercenaries.betrayal", "fw.mercenaries.loyalty"]
    # The quiet rolls' cards say what came of them: the table's line.
    assert rolls[0].follow is not None and "3 or less: betrayal: they change sides" in rolls[0].follow.text()
    assert any(e.event.rule == "fw.mercenaries.change_sides" for e in chronicle.entries)
    assert gold_pixels(app.screen) > 100
