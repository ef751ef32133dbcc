"""A hot-seat arcane duel (Fantasy Warriors' power) played by posted events: the challenger sets his stake face
down, the screen is handed over, the challenged player sees nothing of that stake, sets his own with the odds
shown and answers to the death; the dice go to the tray and the hand-over returns the table."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import open_scene
from menu_driver import click, key

from game.core.fantasy_warriors.duel import AnswerDuel, ChallengeDuel
from game.replay.session import Session
from game.ui.battle.cards import character_card
from game.ui.battle.handover_screen import HandOverScene

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from core.fantasy_warriors.test_duel import duel_battle  # noqa: E402

HOTSEAT = {"mode": "hotseat"}


def test_hotseat_duel_stakes_are_entered_behind_the_hand_over_screen() -> None:
    # Wizard stakes 10 (2 dice: 6, 5); the Shaman 15 (3 dice: 1, 2, 1); 11 against 4: seven saves, one fails.
    session = Session.start(duel_battle(), scripted=[6, 5, 1, 2, 1, 4, 4, 4, 4, 4, 4, 1], strict_script=True,
                            header=HOTSEAT)
    app, scene = open_scene(session)
    buttons = scene.panel.buttons
    assert "Wizard: 20 power, instead of a spell this turn" in scene.panel.lines
    assert buttons["terror_w_o"].text == "Terror: Orc Warriors, 18 cm, 13 power"
    app.draw()
    pygame.image.save(app.screen, "/tmp/i29magic-power-buttons.png")
    click(app, buttons["duel_w_os"])
    assert "Stake: 5 power (1 die) of 20" in scene.panel.lines
    key(app, pygame.K_EQUALS)
    assert "Stake: 10 power (2 dice) of 20" in scene.panel.lines
    app.draw()
    pygame.image.save(app.screen, "/tmp/i29magic-duel-stake.png")
    key(app, pygame.K_RETURN)
    assert scene.controller.applied[-1] == ChallengeDuel("w", "os", 10)
    top = app.top
    assert isinstance(top, HandOverScene)
    app.draw()
    pygame.image.save(app.screen, "/tmp/i29magic-duel-handover.png")
    click(app, top.ready_button)
    assert app.top is scene
    lines = scene.panel.lines
    assert "Orcs: An arcane duel!" in lines
    assert "Wizard challenges Orc Shaman. His stake lies face down; his card shows 20 power." in lines
    assert not any("10" in line for line in lines)  # nothing of his stake shows
    assert "Stake: 20 power (4 dice) of 20" in lines
    key(app, pygame.K_MINUS)
    lines = scene.panel.lines
    assert "Stake: 15 power (3 dice) of 20" in lines
    assert any(line.startswith("Staking 15: ") and "if he put down all he could (20)" in line for line in lines)
    app.draw()
    pygame.image.save(app.screen, "/tmp/i29magic-duel-answer.png")
    key(app, pygame.K_1)
    assert scene.controller.applied[-1] == AnswerDuel("os", "death", 15)
    st = scene.controller.state
    assert not st.characters["os"].alive
    assert ("gold", "Counters: 25 power") in character_card(st, "w").lines  # 20 - 10 + the Shaman's 15
    top = app.top
    assert isinstance(top, HandOverScene)
    app.draw()
    pygame.image.save(app.screen, "/tmp/i29magic-duel-back.png")
    click(app, top.ready_button)
    purposes = [r.roll.purpose for r in scene.aids.tray.rolls]
    assert "Wizard: arcane duel, 2 dice for 10 power" in purposes
    assert "Orc Shaman: arcane duel, 3 dice for 15 power" in purposes
    app.draw()
    pygame.image.save(app.screen, "/tmp/i29magic-duel-done.png")
