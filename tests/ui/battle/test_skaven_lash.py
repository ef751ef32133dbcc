"""Under the Lash on screen: a Skaven character's card and order ring say 20 cm, the General's too, and a
unit beyond it is refused in the rules' own words."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import open_scene
from menu_driver import pump

from game.replay.session import Session
from game.ui.battle.cards import reach_words

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import battle, char, unit  # noqa: E402

SOLO = {"mode": "solo", "ai": {"1": "nobody"}}


def _skaven():
    return battle(
        [unit("Clanrats", 600, 900, id="c"), unit("Stormvermin", 1100, 800, id="s"),
         unit("Gutter Runners", 1500, 800, id="gr")],
        [unit("Orc Warriors", 900, 300, 180, id="o"), unit("Orc Warriors", 1650, 80, 180, id="os")],
        [char("Grey Seer", 600, 1000, id="g"), char("Hero", 1100, 1110, id="h")],
        [char("Orc General", 100, 40, id="og")],
        armies0="skaven",
        step="orders",
    )


def test_skaven_characters_say_their_orders_reach_20cm() -> None:
    s = _skaven()
    assert reach_words(s, s.characters["g"]) == "Orders reach 20 cm; Gutter Runners the whole table (flyers 20 cm)"
    # The Gutter Runners, free of the lash, are named with the Hero's own reach.
    assert reach_words(s, s.characters["h"]) == "Orders reach 20 cm; Gutter Runners 60 cm (flyers 20 cm)"
    assert reach_words(s, s.characters["og"]) == "Orders reach the whole table (flyers 20 cm)"


def test_the_skaven_heros_order_ring_and_refusal_on_screen(artifacts: Path) -> None:
    app, scene = open_scene(Session.start(_skaven(), scripted=[], strict_script=True, header=SOLO))
    scene.tool().choose_character("h")  # type: ignore[attr-defined]
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-skaven-lash.png"))
    # Only the Gutter Runners, free of the lash, are within his reach: the Stormvermin are 30 cm off.
    assert "1 unit can take an order from Hero." in scene.panel.lines
