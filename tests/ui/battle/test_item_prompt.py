"""Magic items used in play get a prompt on the battle screen: a blunder waits for the Sceptre's answer, a
spell that worked offers the Rod of Repetition, and the Wizard's panel spends the Wand of Power on a roll."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import open_scene
from menu_driver import pump

from game.core import UseItem
from game.core.command.actions import Order
from game.core.magic import Cast
from game.replay.session import Session

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import battle, char, unit  # noqa: E402
from test_special_actions import SOLO, click_button  # noqa: E402


def empire(step: str, chars: list, dice: list[int]) -> Session:  # type: ignore[type-arg]
    state = battle(
        [unit("Halberdiers", 900, 500, id="u1"), unit("Halberdiers", 150, 1120, id="sp")],
        [unit("Orc Warriors", 900, 300, 180, id="o"), unit("Orc Warriors", 1650, 80, 180, id="os")],
        chars,
        [char("Orc General", 100, 40, id="og")],
        step=step,
    )
    return Session.start(state, scripted=dice, strict_script=True, header=SOLO)


def _texts(scene) -> list[str]:  # type: ignore[no-untyped-def]
    return [b.text for b in scene.panel.buttons.values()]


def test_a_blunder_waits_for_the_sceptre_and_the_prompt_answers_it(artifacts: Path) -> None:
    chars = [char("Hero", 900, 600, id="h"), char("General", 1700, 1150, id="g", item="Sceptre of Sovereignty")]
    app, scene = open_scene(empire("orders", chars, [6, 6, 4]))
    scene.act(Order("h", ("u1",)))
    pump(app, 3)
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-item-sceptre.png"))
    assert {"Use the Sceptre", "Let the blunder stand"} <= set(_texts(scene))
    click_button(app, scene, "Use the Sceptre")
    assert scene.controller.applied[-1] == UseItem("g", "sceptre_of_sovereignty")
    assert scene.controller.state.command.pending is not None


def test_the_rod_is_offered_after_a_spell_works_and_the_wand_is_spent_from_the_magic_panel(artifacts: Path) -> None:
    chars = [char("General", 1700, 1150, id="g"), char("Wizard", 900, 600, id="w", item="Rod of Repetition")]
    app, scene = open_scene(empire("shoot", chars, [5]))
    scene.act(Cast("w", "Weird Enchantment", target="o"))
    pump(app, 3)
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-item-rod.png"))
    click_button(app, scene, "Cast again with the Rod")
    assert scene.controller.applied[-1] == UseItem("w", "rod_of_repetition")


def test_the_wizards_panel_spends_the_wand_of_power_on_a_roll(artifacts: Path) -> None:
    from menu_driver import click, key

    from game.ui.battle.magic_tool import MagicTool

    chars = [char("General", 1700, 1150, id="g"), char("Wizard", 900, 600, id="w", item="Wand of Power")]
    app, scene = open_scene(empire("shoot", chars, [3]))
    click(app, next(x for x in scene.panel_kit.actions if x.text == "Cast a spell with Wizard"))
    tool = scene.tool()
    assert isinstance(tool, MagicTool)
    key(app, pygame.K_3)
    assert tool.spell == "Weird Enchantment"
    click(app, next(x for x in scene.panel_kit.actions if x.text.startswith("Wand of Power")))
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-item-wand.png"))
    assert next(x for x in scene.panel_kit.actions if x.text.startswith("Wand of Power")).text == (
        "Wand of Power (+1): spent on this spell"
    )
    tool.target = "o"
    assert tool.action() == Cast("w", "Weird Enchantment", target="o", item="wand_of_power")


def test_in_a_hotseat_battle_the_scroll_is_handed_to_the_orcs_player_who_dispels(artifacts: Path) -> None:
    from menu_driver import click

    from game.ui.battle.handover_screen import HandOverScene

    state = battle(
        [unit("Halberdiers", 900, 500, id="u1"), unit("Halberdiers", 150, 1120, id="sp")],
        [unit("Orc Warriors", 900, 300, 180, id="o"), unit("Orc Warriors", 1650, 80, 180, id="os")],
        [char("General", 1700, 1150, id="g"), char("Wizard", 900, 600, id="w")],
        [char("Orc General", 100, 40, id="og"), char("Orc Shaman", 1500, 100, id="sh", item="Scroll of Dispelling")],
        step="shoot",
    )
    app, scene = open_scene(Session.start(state, scripted=[5], strict_script=True, header={"mode": "hotseat"}))
    scene.act(Cast("w", "Weird Enchantment", target="o"))
    pump(app, 3)
    assert isinstance(app.top, HandOverScene)
    click(app, app.top.ready_button)
    pump(app, 3)
    assert app.top is scene
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-item-scroll.png"))
    assert {"Dispel it", "Let it work"} <= set(_texts(scene))
    click_button(app, scene, "Dispel it")
    assert scene.controller.applied[-1] == UseItem("sh", "scroll_of_dispelling")
    assert not scene.controller.state.units["o"].flags.get("half_pace")
