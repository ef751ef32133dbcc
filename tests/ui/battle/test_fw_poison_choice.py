"""Fantasy Warriors poisoned arrows on the battle screen: the player picks a bow unit, chooses to make its shot a
poisoned volley (P), sees the worse save, and shoots; a second unit shoots plain and keeps its volleys."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import centre, click_table, open_scene
from menu_driver import key, pump

from game.core.fantasy_warriors.poison import PoisonVolley, volleys_left
from game.core.modules import compose
from game.core.shooting.actions import Shoot
from game.replay.session import Session

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import battle, char, unit  # noqa: E402

SOLO = {"mode": "solo", "ai": {"1": "nobody"}}
VOLLEYS = (("poisoned_volleys", 2),)


def goblin_archers(dice: list[int]) -> Session:
    state = battle(
        [unit("Goblins", 700, 700, id="g1", bought=VOLLEYS), unit("Goblins", 1200, 700, id="g2", bought=VOLLEYS)],
        [unit("Knights", 700, 580, 180, id="k"), unit("Halberdiers", 1200, 580, 180, id="h")],
        [char("Orc General", 950, 900, id="og")], [char("General", 1700, 60, id="eg")],
        armies0="orcs", armies1="empire", step="shoot", ruleset=compose(["fw-poisoned-arrows"]),
    )
    return Session.start(state, scripted=dice, strict_script=True, header=SOLO)


def test_fw_poison_chosen_on_the_shooting_panel_before_the_shot() -> None:
    # g1 at the Knights, poisoned: 3 hits (4, 5, 6), saves 5+ instead of 4+: 4 fails, 5 and 6 save.
    # g2 at the Halberdiers, plain: 3 misses (1, 1, 1).
    session = goblin_archers([4, 5, 6, 4, 5, 6, 1, 1, 1])
    app, scene = open_scene(session)
    click_table(app, scene, *centre(session.state, "g1"))
    lines = scene.panel.lines
    assert "Knights save on 4+: 4+" in lines and "Hits to expect after saves: 0.8" in lines
    assert scene.panel.buttons["poison"].text == "Make it a poisoned volley (2 left)"
    key(app, pygame.K_p)
    pump(app, 2)
    lines = scene.panel.lines
    assert "This volley is poisoned (2 left): saves one worse." in lines
    assert "Knights save on 5+ (poisoned: one worse): 5+" in lines
    # 1.5 hits, of which a half got through a 4+ save and two thirds get through a 5+ one.
    assert "Hits to expect after saves: 1.0" in lines
    app.draw()
    pygame.image.save(app.screen, "/tmp/i28m-poison-ready.png")
    key(app, pygame.K_RETURN)
    assert scene.controller.applied == [PoisonVolley("g1"), Shoot("g1", "k")]
    st = session.state
    assert st.units["k"].hits == 1 and volleys_left(st, st.units["g1"]) == 1
    # The other unit: shown the choice, shoots plain, keeps both volleys.
    click_table(app, scene, *centre(st, "g2"))
    assert scene.panel.buttons["poison"].text == "Make it a poisoned volley (2 left)"
    key(app, pygame.K_RETURN)
    assert scene.controller.applied[-1] == Shoot("g2", "h") and volleys_left(st, st.units["g2"]) == 2
    app.draw()
    pygame.image.save(app.screen, "/tmp/i28m-poison-shot.png")


def test_fw_poison_put_back_before_shooting() -> None:
    session = goblin_archers([])
    app, scene = open_scene(session)
    click_table(app, scene, *centre(session.state, "g1"))
    key(app, pygame.K_p)
    pump(app, 2)
    assert scene.panel.buttons["poison"].text == "Shoot plain arrows instead"
    key(app, pygame.K_p)
    pump(app, 2)
    assert scene.controller.applied == [PoisonVolley("g1"), PoisonVolley("g1", False)]
    assert scene.panel.buttons["poison"].text == "Make it a poisoned volley (2 left)"
