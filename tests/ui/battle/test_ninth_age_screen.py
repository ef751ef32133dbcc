"""Ninth Age characters on the battle screen: the module's name in the header, a combined unit's make-up on
its card, and a join the rules refuse named with its reason when the ghost is dropped against the unit."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import drag, open_scene, pump

from game.core.modules import compose
from game.replay.session import Session
from game.ui.battle.cards import unit_card
from game.ui.battle.characters import CharactersTool
from game.ui.battle.header import rules_words

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import battle, char, unit  # noqa: E402

SOLO = {"mode": "solo", "ai": {"1": "nobody"}}


def _session() -> Session:
    state = battle(
        [unit("Halberdiers", 900, 700, 0, id="u1"), unit("Halberdiers", 900, 720, 0, id="u2")],
        [unit("Orc Warriors", 900, 300, 180, id="o1")],
        [char("General", 600, 760, id="g"), char("Hero", 1100, 760, id="c2")],
        [char("Orc Hero", 980, 300, facing=180, id="oh", joined="o1")],
        step="characters",
        ruleset=compose(["ninth-age-characters"]),
    )
    return Session.start(state, header=SOLO)


def test_ninth_age_on_screen_header_card_and_a_refused_join() -> None:
    session = _session()
    state = session.state
    assert rules_words(state) == "Rules: Ninth Age characters"
    assert rules_words(battle([unit("Halberdiers", 900, 700, id="u1")], [])) == ""
    card = unit_card(state, "o1")
    assert ("gold", "With 3 stands: Orc Hero (Hits 2, 5+)") in card.lines
    app, scene = open_scene(session)
    tool = scene.tool()
    assert isinstance(tool, CharactersTool)
    tool.choose("c2")
    # Dropped against the front of the Halberdiers' right stand: its place would push that stand's file back
    # onto the Halberdiers behind, so the join is refused and the panel says why.
    drag(app, scene, (1100, 760), (940, 680))
    assert tool.pose is not None
    assert tool.offers == []
    assert tool.refused == {"u1": "no room for Hero in Halberdiers' front rank: a stand would end on Halberdiers"}
    assert ("bad", "✗ Cannot join Halberdiers: no room for Hero in Halberdiers' front rank: a stand would end on "
            "Halberdiers") in tool.status()
    app.draw()
    pygame.image.save(app.screen, "/tmp/i27ninth2-refused-join.png")


def test_ninth_age_on_screen_a_hero_charges_out_of_his_unit_from_the_orders_panel() -> None:
    from menu_driver import click

    from game.core import CharacterCharge

    state = battle(
        [unit("Orc Warriors", 900, 700, 0, id="o1")],
        [unit("Crossbowmen", 980, 560, 180, id="x1")],
        [char("Orc General", 900, 760, id="g"), char("Orc Hero", 980, 700, id="h", joined="o1")],
        [char("General", 1400, 300, id="eg")],
        armies0="orcs",
        armies1="empire",
        step="orders",
        ruleset=compose(["ninth-age-characters"]),
    )
    session = Session.start(state, scripted=[2, 3, 1, 1, 1], strict_script=True, header=SOLO)
    app, scene = open_scene(session)
    scene.tool().choose_character("h")  # type: ignore[attr-defined]
    pump(app, 2)
    app.draw()
    button = scene.panel.buttons["charge_alone_x1"]
    assert button.text == "Charge Crossbowmen · 72 %"
    assert button.tool_tip_text.startswith("Orc Hero needs 8 or less on two dice")
    pygame.image.save(app.screen, "/tmp/i27ninth2-charge-alone.png")
    click(app, button)
    assert scene.controller.applied == [CharacterCharge("h", "x1")]
    assert session.state.units["h-alone"].engaged


def test_ninth_age_on_screen_no_hits_on_the_card_in_warmaster() -> None:
    state = battle(
        [unit("Halberdiers", 900, 700, 0, id="u1")],
        [unit("Orc Warriors", 900, 300, 180, id="o1")],
        [char("Hero", 900, 720, id="h", joined="u1")],
        [],
    )
    assert ("gold", "With 3 stands: Hero") in unit_card(state, "u1").lines
