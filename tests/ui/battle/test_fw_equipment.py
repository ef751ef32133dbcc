"""Fantasy Warriors battlefield equipment drawn on the battle table and offered in the army builder."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import open_scene

from game.core.fantasy_warriors.before import Ready, decider
from game.core.modules import compose
from game.replay.session import Session
from game.ui.battle import equipment_layer

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import act, battle, char, unit  # noqa: E402

SOLO = {"mode": "solo", "ai": {"1": "nobody"}}


def test_fw_equipment_drawn_on_the_table_in_front_of_its_units() -> None:
    state = battle(
        [unit("Halberdiers", 600, 800, id="h1", bought=(("palisades", 3),)),
         unit("Halberdiers", 900, 800, id="h2", bought=(("spiked_pits", 3),)),
         unit("Crossbowmen", 1200, 800, id="c1", bought=(("mantlets", 3),))],
        [unit("Orc Warriors", 600, 500, 180, id="o1", bought=(("chevaux_de_frise", 3),)),
         unit("Orc Warriors", 900, 500, 180, id="o2", bought=(("pavises", 3),))],
        [char("General", 900, 900, id="g")], [char("Orc General", 900, 400, id="og")],
        ruleset=compose(["fantasy-warriors"]),
    )
    while state.phase == "before_battle":
        act(state, Ready(decider(state)))
    session = Session.start(state, scripted=[], strict_script=True, header=SOLO)
    app, scene = open_scene(session)
    app.draw()
    pygame.image.save(app.screen, "/tmp/i28e-table.png")
    # The palisade's wood colour is on screen just in front of the Halberdiers (their front edge at y 790).
    x, y = scene.camera.to_screen(600, 785)
    assert app.screen.get_at((round(x), round(y)))[:3] in {c for look in equipment_layer.LOOK.values() for c in look}


def test_fw_equipment_placing_offered_in_words() -> None:
    from game.core.fantasy_warriors.equipment import PlaceEquipment
    from game.ui.battle.words import action_words

    state = battle([unit("Halberdiers", 900, 1100, id="h", bought=(("palisades", 3),))],
                   [unit("Orc Warriors", 900, 100, 180, id="o")],
                   [char("General", 700, 1160, id="g")], [char("Orc General", 900, 40, id="og")],
                   ruleset=compose(["fw-equipment"]))
    offered = [a for a in state.legal_actions() if isinstance(a, PlaceEquipment)]
    assert [action_words(state, a) for a in offered] == ["Place the palisade (3 lengths): centre, 16 cm in"]
