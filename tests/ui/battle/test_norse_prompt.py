"""The Norse choices on the side panel: the Horn of Resounding in the Orders step, and the Eye of the Raven's die
after a failed order and after a blunder, which waits for the answer."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import open_scene
from menu_driver import click, pump

from game.core.specials.norse_raven import norse_kept
from game.replay.session import Session

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import act, battle, char, unit  # noqa: E402

from game.core import Cast, Order  # noqa: E402

SOLO = {"mode": "solo", "ai": {"1": "nobody"}}


def _norse(step: str = "orders"):
    state = battle(
        [unit("Bondsmen", 900, 880, id="c"), unit("Bondsmen", 150, 1120, id="r")],
        [unit("Orc Warriors", 900, 500, 180, id="o"), unit("Orc Warriors", 1650, 80, 180, id="os")],
        [char("Jarl", 1100, 960, id="gen"), char("Shaman", 900, 960, id="sh", name="Grimnir",
                                                 mount="Horn of Resounding"), char("Hero", 800, 960, id="h")],
        [char("Orc General", 100, 40, id="og")],
        armies0="norse",
        step=step,
    )
    norse_kept(state).raven["0"] = 1
    return state


def _texts(scene) -> list[str]:
    return [x.text for x in scene.panel_kit.actions]


def test_the_horn_is_offered_and_sounded(artifacts: Path) -> None:
    app, scene = open_scene(Session.start(_norse(), scripted=[], strict_script=True, header=SOLO))
    assert "Grimnir: sound the Horn of Resounding" in _texts(scene)
    click(app, next(x for x in scene.panel_kit.actions if x.text == "Grimnir: sound the Horn of Resounding"))
    pump(app, 2)
    assert scene.controller.state.characters["sh"].flags.get("horn_sounded")
    assert "Grimnir: sound the Horn of Resounding" not in _texts(scene)


def test_a_blunder_waits_on_the_ravens_die(artifacts: Path) -> None:
    state = _norse()
    act(state, Order("h", ("c",)), [6, 6, 1])
    app, scene = open_scene(Session.start(state, scripted=[4], strict_script=True, header=SOLO))
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-norse-raven-blunder.png"))
    assert {"Roll it again", "Keep the blunder"} <= set(_texts(scene))
    click(app, next(x for x in scene.panel_kit.actions if x.text == "Roll it again"))
    pump(app, 2)
    st = scene.controller.state
    assert norse_kept(st).offer is None and st.units["c"].blunder_penalty == 0


def test_a_failed_orders_die_is_offered_with_its_odds(artifacts: Path) -> None:
    state = _norse()
    act(state, Order("gen", ("c",)), [4, 6])
    app, scene = open_scene(Session.start(state, scripted=[], strict_script=True, header=SOLO))
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-norse-raven-order.png"))
    assert "Roll the 6 again (83 % to pass)" in _texts(scene)


def test_a_failed_spell_is_offered_again(artifacts: Path) -> None:
    state = _norse("shoot")
    state.units["c"].engaged = state.units["o"].engaged = True
    act(state, Cast("sh", "Aspect of Wulfen", target="c"), [2])
    app, scene = open_scene(Session.start(state, scripted=[5], strict_script=True, header=SOLO))
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-norse-raven-cast.png"))
    click(app, next(x for x in scene.panel_kit.actions if x.text == "Roll it again (50 % to work)"))
    pump(app, 2)
    assert scene.controller.state.units["c"].flags.get("aspect_of_wulfen") == 1
