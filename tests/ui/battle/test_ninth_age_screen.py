"""Ninth Age characters on the battle screen: the module's name in the header, a combined unit's make-up on
its card, and a join the rules refuse named with its reason when the ghost is dropped against the unit."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import drag, open_scene

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
