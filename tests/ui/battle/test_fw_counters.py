"""Fantasy Warriors counters on screen: eager, shaken, firewater and poisoned volleys beside the units and
on their cards, after a rousing speech."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import open_scene
from menu_driver import pump

from game.core.fantasy_warriors.before import Ready
from game.core.fantasy_warriors.speeches import Speech
from game.core.fantasy_warriors.states import make_shaken
from game.core.modules import compose
from game.replay.session import Session
from game.ui.battle.cards import unit_card

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import act, battle, char, unit  # noqa: E402

SOLO = {"mode": "solo", "ai": {"1": "nobody"}}


def test_fw_counters_show_beside_units_and_on_their_cards() -> None:
    state = battle(
        [unit("Goblins", 800, 800, 0, id="g1", bought=(("poisoned_volleys", 3),)),
         unit("Orc Warriors", 1000, 800, 0, id="o1", bought=(("firewater", 1),))],
        [unit("Halberdiers", 900, 400, 180, id="h1")],
        [char("Orc General", 1000, 860, id="og")],
        [char("General", 900, 300, id="eg")],
        armies0="orcs",
        armies1="empire",
        ruleset=compose(["fantasy-warriors"]),
    )
    act(state, Speech("o1"), [5])  # 5 + 3 + 1: rousing
    act(state, Ready(1))
    make_shaken(state, state.units["h1"], "test", "fw.shaken")
    assert ("gold", "Counters: eager · firewater") in unit_card(state, "o1").lines
    assert ("gold", "Counters: 3 poisoned") in unit_card(state, "g1").lines
    assert ("gold", "Counters: shaken") in unit_card(state, "h1").lines
    session = Session.start(state, scripted=[], strict_script=True, header=SOLO)
    app, scene = open_scene(session)
    app.draw()
    pygame.image.save(app.screen, "/tmp/fw1-counters.png")


def test_fw_speech_offered_in_words_and_rolled_in_the_dice_tray() -> None:
    from game.ui.battle.words import action_words

    state = battle(
        [unit("Goblins", 800, 800, 0, id="g1"), unit("Orc Warriors", 1000, 800, 0, id="o1")],
        [unit("Halberdiers", 900, 400, 180, id="h1")],
        [char("Orc General", 1000, 860, id="og")],
        [char("General", 900, 300, id="eg")],
        armies0="orcs",
        armies1="empire",
        ruleset=compose(["fantasy-warriors"]),
    )
    words = [action_words(state, a) for a in state.legal_actions()]
    assert words == ["Orcs: ready for battle", "Orc General speaks to Goblins", "Orc General speaks to Orc Warriors"]
    session = Session.start(state, scripted=[5], strict_script=True, header=SOLO)
    app, scene = open_scene(session)
    scene.controller.apply(Speech("o1"))
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, "/tmp/fw1-speech.png")
    assert session.state.characters["og"].joined == "o1"


def test_fw_handover_before_the_battle_names_the_side_to_choose() -> None:
    from game.ui.battle.handover_screen import HandOverScene

    state = battle(
        [unit("Goblins", 800, 800, 0, id="g1")],
        [unit("Halberdiers", 900, 400, 180, id="h1")],
        [char("Orc General", 800, 860, id="og")],
        [char("General", 900, 300, id="eg")],
        armies0="orcs",
        armies1="empire",
        ruleset=compose(["fw-speeches"]),
    )
    act(state, Speech("g1"), [4])
    screen = HandOverScene(None, 1, state, [])  # type: ignore[arg-type]
    assert screen.headline == "The Empire to choose before the battle"
    assert screen.sub == "Before the battle: pass the mouse to whoever commands The Empire."
