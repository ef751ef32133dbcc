"""The Dwarfs' special actions on the battle screen: a Runesmith strikes the Anvil from the Shooting panel, a Hero
calls on his Oathstone from the Combat panel."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import open_scene
from menu_driver import pump

from game.core.specials.anti_magic import StrikeAnvil
from game.core.specials.dwarfs import SwearOath
from game.replay.session import Session

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import battle, char, unit  # noqa: E402
from test_special_actions import SOLO, click_button  # noqa: E402


def dwarfs(step: str, dice: list[int]) -> Session:
    """Warriors with a Hero on the Oathstone joined and a Runesmith with the Anvil behind; Orc Warriors 12 cm
    ahead (or, for the Combat phase, front to front)."""
    orcs_y = 560 if step == "shoot" else 680
    state = battle(
        [unit("Warriors", 900, 700, id="w"), unit("Warriors", 150, 1120, id="sp")],
        [unit("Orc Warriors", 900, orcs_y, 180, id="o"), unit("Orc Warriors", 1650, 80, 180, id="os")],
        [
            char("General", 1700, 1150, id="g"),
            char("Hero", 900, 720, id="h", joined="w", mount="Oathstone"),
            char("Runesmith", 900, 800, id="rs", mount="Anvil"),
        ],
        [char("Orc General", 100, 40, id="og")],
        armies0="dwarfs",
        step=step,
    )
    return Session.start(state, scripted=dice, strict_script=True, header=SOLO)


def test_the_shooting_panel_offers_the_anvil_and_the_button_strikes_it(artifacts: Path) -> None:
    app, scene = open_scene(dwarfs("shoot", [5]))
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-dwarf-anvil.png"))
    click_button(app, scene, "Runesmith: strike the Anvil")
    assert scene.controller.applied == [StrikeAnvil("rs")]


def test_the_combat_panel_offers_the_oathstone(artifacts: Path) -> None:
    app, scene = open_scene(dwarfs("fight", []))
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-dwarf-oathstone.png"))
    click_button(app, scene, "Hero: Oathstone, Warriors")
    assert scene.controller.applied == [SwearOath("h")]


def test_deployment_offers_to_hold_rangers_back_and_the_orders_panel_brings_them_on(artifacts: Path) -> None:
    from helpers import armies

    from game.core.dice import ScriptedDice
    from game.core.scenario import ScenarioSpec, SideSetup, new_game
    from game.core.specials.infiltration import HIDDEN, HoldBack
    from game.core.turn import Start
    from tests.core.deployment.helpers import ORCS, roster

    dw = roster("dwarfs", ["Rangers", "Warriors", "Warriors"], ["General"])
    spec = ScenarioSpec("hide", (SideSetup("dwarfs", roster=dw), SideSetup("orcs", roster=ORCS)), first_side=0,
                        options={"deployment": "alternate"})
    state = new_game(spec, armies())
    state.apply(Start(), ScriptedDice([]))
    app, scene = open_scene(Session.start(state, scripted=[], strict_script=True, header=SOLO))
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-dwarf-hold-back.png"))
    click_button(app, scene, "Hold Rangers back to infiltrate")
    assert scene.controller.applied == [HoldBack("u1")]
    assert scene.controller.state.units["u1"].flags.get(HIDDEN) == 1


def test_the_orders_panel_offers_hidden_rangers_their_places(artifacts: Path) -> None:
    from game.core.specials.infiltration import HIDDEN, Infiltrate

    state = battle(
        [unit("Rangers", 900, 1000, id="ra"), unit("Warriors", 150, 1120, id="sp")],
        [unit("Orc Warriors", 1650, 80, 180, id="os"), unit("Orc Warriors", 1450, 80, 180, id="os2")],
        [char("General", 900, 1150, id="g")],
        [char("Orc General", 100, 40, id="og")],
        armies0="dwarfs",
        step="orders",
    )
    state.units["ra"].flags[HIDDEN] = 1
    state.units["ra"].off_table = True
    state.invalidate()
    app, scene = open_scene(Session.start(state, scripted=[2, 2], strict_script=True, header=SOLO))
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-dwarf-infiltrate.png"))
    click_button(app, scene, "Rangers: own edge, middle · 10 · 92 %")
    (a,) = scene.controller.applied
    assert isinstance(a, Infiltrate) and (a.unit, a.y) == ("ra", 1200)
    assert not scene.controller.state.units["ra"].off_table
