"""The dice tray shows every roll as dice with pips, newest first; a click opens the roll's explanation."""

from __future__ import annotations

from pathlib import Path

import pygame
from harness_b import HarnessScene, deployed_session, first_move, open_harness
from menu_driver import click_at, key, pump

from game.core import odds
from game.core.command.actions import Order
from game.core.events import DiceRolled
from game.core.rulebook import explain
from game.ui.battle.dice_art import COUNTED, IVORY, PIP
from game.ui.battle.explain import ExplainScene, explain_blocks, order_chance, percent

ORDER = Order(character="c1", units=("u1",))


def _ordered(faces: list[int]) -> tuple[object, HarnessScene]:
    app, scene = open_harness(deployed_session(scripted=faces))
    scene.controller.apply(ORDER)
    pump(app)
    return app, scene


def test_a_scripted_order_roll_appears_in_the_tray_with_its_side_and_result() -> None:
    app, scene = _ordered([3, 4])
    tray = scene.aids.tray
    assert len(tray.rolls) == 1
    t = tray.rolls[0]
    assert t.roll.faces == (3, 4) and t.roll.quiet and t.roll.outcome == "passes"
    assert t.side_name == "The Empire"
    assert type(t.follow).__name__ == "OrderIssued"
    # The dice are drawn as dice: ivory faces with dark pips inside the row.
    (_, row) = tray.row_rects[0]
    area = app.screen.subsurface(row.move(tray.rect.topleft))
    colours = {tuple(area.get_at((x, y)))[:3] for x in range(area.get_width()) for y in range(area.get_height())}
    assert IVORY in colours and PIP in colours


def test_newest_roll_first_and_quiet_rolls_included() -> None:
    app, scene = _ordered([3, 4, 6, 6])
    # The unit moves, then takes a second order: rolled 6+6, a double six.
    scene.controller.apply(first_move(scene))
    scene.controller.apply(ORDER)
    pump(app)
    rolls = scene.aids.tray.rolls
    assert [r.roll.faces for r in rolls] == [(6, 6), (3, 4)]
    assert rolls[0].roll.success is False and "double six" in rolls[0].roll.outcome


def test_clicking_a_roll_opens_its_card_with_modifiers_rules_and_chance(artifacts: Path) -> None:
    app, scene = _ordered([3, 4])
    tray = scene.aids.tray
    (_, row) = tray.row_rects[0]
    click_at(row.move(tray.rect.topleft).center)
    pump(app)
    card = app.top
    assert isinstance(card, ExplainScene)
    words = card.text
    title, line = explain("command.penalty.distance")
    assert "Elector Count Helmut orders Altdorf Guard" in words
    assert "The character's Command is 9." in words and "Needs 8 or less on 2D6" in words
    assert "−1 | distance 22 cm" in words
    assert f"{title}: {line}" in words
    assert "Rolled 3 + 4 = 7: passes ✓" in words
    assert f"Chance it had: {percent(odds.order_passes(8))} (26 of the 36 ways" in words
    assert "The rule: Giving an order" in words
    app.draw()
    app.save(artifacts / "battle-roll-explained.png")
    key(app, pygame.K_ESCAPE)
    assert app.top is scene


def test_a_click_outside_the_card_closes_it() -> None:
    app, scene = _ordered([3, 4])
    scene.aids.tray.open(0)
    pump(app)
    card = app.top
    assert isinstance(card, ExplainScene)
    click_at((card.card.x - 10, card.card.y + 5))
    pump(app)
    assert app.top is scene


def test_hit_dice_are_marked_by_what_each_die_did() -> None:
    roll = DiceRolled(purpose="Crossbows shoot at Orcs: to hit", sides=6, faces=(2, 4, 6), target=4, outcome="2 hits")
    text = "\n".join(getattr(b, "text", "") for b in explain_blocks(roll, "The Empire"))
    assert "Needs 4 or more on each die." in text
    assert "Rolled 2, 4, 6: 2 of 3 scored 4+: 2 hits" in text
    assert "Each die had a 50 % chance" in text
    assert order_chance(roll) is None
    from game.ui.battle.explain import die_looks

    assert die_looks(roll) == ("dim", "counted", "counted")
    assert COUNTED != IVORY


def test_the_battle_screen_embeds_the_tray_and_the_log() -> None:
    """Through the real hand-off from the menus: the tray and the log sit in the battle screen's strip."""
    import pytest

    pytest.importorskip("game.ui.battle.scene")
    from menu_driver import SIZE

    from game.ui.app import App
    from game.ui.battle_entry import open_battle

    app = App(None, SIZE)
    open_battle(app, deployed_session(scripted=[3, 4]))
    pump(app)
    battle = app.top
    aids = getattr(battle, "aids", None)
    if aids is None:
        pytest.skip("this battle screen does not embed the aids")
    battle.controller.apply(ORDER)
    pump(app)
    assert aids.tray.rect.width > 0 and aids.log.rect.width > 0
    assert aids.tray.rolls[0].roll.faces == (3, 4)
    assert any("orders Altdorf Guard (1st order)" in ln.words for ln in aids.log.lines())
