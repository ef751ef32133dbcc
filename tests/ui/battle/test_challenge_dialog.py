"""Warhammer 8th characters on the Combat screen: the challenge dialog offers a challenge with its odds, the
enemy accepts or refuses in the same panel, and the attacks aimed at a character are chosen there too; a Look
Out, Sir! roll lands in the dice tray with its explanation."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import open_scene
from menu_driver import key

from game.core.modules import compose
from game.core.warhammer8 import AcceptChallenge, IssueChallenge
from game.replay.session import Session

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from core.combat.common import at_fight  # noqa: E402
from helpers import char, unit  # noqa: E402

SOLO = {"mode": "solo", "ai": {"1": "nobody"}}
WH8 = compose(["warhammer8-characters"])


def _session(dice: list[int]) -> Session:
    state = at_fight(
        [unit("Halberdiers", 900, 700, id="h")],
        [unit("Orc Warriors", 900, 680, 180, id="o")],
        [char("Hero", 900, 725, id="hero", joined="h")],
        [char("Orc Hero", 900, 655, id="oh", joined="o")],
        ruleset=WH8,
    )
    return Session.start(state, scripted=dice, strict_script=True, header=SOLO)


def labels(scene: object) -> list[str]:
    return [scene.panel.buttons[k].text for k in scene.panel.buttons if k.startswith("wh8_")]  # type: ignore[attr-defined]


def test_challenge_dialog_issue_with_odds_then_accept() -> None:
    session = _session([6, 6, 6, 1, 1, 1, 1, 1, 1] + [1] * 9 + [1] * 12)
    app, scene = open_scene(session)
    lines = scene.panel.lines
    assert "The Empire: Issue a challenge?" in lines
    assert labels(scene) == ["1. Challenge with Hero", "2. No challenge"]
    # 3 dice at 4+, then past a 5+ save: a third of each die; 2 of 3 needed.
    assert "Hero (3 dice) slays Orc Hero this round: 26 %; Orc Hero (3 dice) slays Hero: 26 %" in lines
    app.draw()
    pygame.image.save(app.screen, "/tmp/i27wh8-challenge-issue.png")
    key(app, pygame.K_1)
    assert scene.controller.applied == [IssueChallenge("h", "hero")]
    app.draw()
    lines = scene.panel.lines
    assert "Orcs: A challenge!" in lines
    assert labels(scene) == ["1. Accept with Orc Hero"]
    assert any("Nowhere to run" in line for line in lines)
    pygame.image.save(app.screen, "/tmp/i27wh8-challenge-accept.png")
    key(app, pygame.K_1)
    assert scene.controller.applied[-1] == AcceptChallenge("h", "oh")



def test_look_out_sir_rolls_in_the_dice_tray_with_their_explanation() -> None:
    from battle_samples import centre, click_table
    from helpers import battle
    from menu_driver import pump

    from game.ui.battle.explain import ExplainScene

    state = battle(
        [unit("Crossbowmen", 900, 800, 0, id="x1")],
        [unit("Orc Warriors", 900, 560, 180, id="o1"), unit("Orc Warriors", 1500, 300, 180, id="o2")],
        [char("General", 900, 1000, id="c1")],
        [char("Orc General", 300, 200, id="c11"), char("Orc Hero", 900, 600, id="h")],
        step="shoot",
        ruleset=WH8,
    )
    # Three hits; Look Out, Sir! 4, 1, 6 sends two to the Orc Warriors (saves 6, 1); the Hero saves the third.
    session = Session.start(state, scripted=[4, 5, 6, 4, 1, 6, 5, 6, 1], strict_script=True, header=SOLO)
    app, scene = open_scene(session)
    click_table(app, scene, *centre(session.state, "x1"))
    key(app, pygame.K_RETURN)
    pump(app)
    tray = scene.aids.tray
    purposes = [r.roll.purpose for r in tray.rolls]
    assert "Look Out, Sir! for Orc Hero" in purposes
    app.draw()
    pygame.image.save(app.screen, "/tmp/i27wh8-look-out-sir-tray.png")
    tray.open(purposes.index("Look Out, Sir! for Orc Hero"))
    pump(app)
    card = app.top
    assert isinstance(card, ExplainScene)
    assert "Look Out, Sir! for lone characters" in card.text
    assert "on 4+ moves it to the nearest friendly unit of 2 or more stands" in card.text
    app.draw()
    pygame.image.save(app.screen, "/tmp/i27wh8-look-out-sir-card.png")


def test_challenge_dialog_refuse_then_aim_attacks_with_their_odds() -> None:
    state = at_fight(
        [unit("Halberdiers", 820, 700, id="h", size=2)],
        [unit("Orc Warriors", 900, 680, 180, id="o")],
        [char("Hero", 820, 725, id="hero", joined="h")],
        [char("Orc Hero", 900, 655, id="oh", joined="o")],
        ruleset=WH8,
    )
    session = Session.start(state, scripted=[], strict_script=True, header=SOLO)
    app, scene = open_scene(session)
    key(app, pygame.K_1)  # the Hero challenges
    app.draw()
    assert labels(scene) == ["1. Accept with Orc Hero", "2. Refuse"]
    key(app, pygame.K_2)  # the only Orc Hero retires
    app.draw()
    lines = scene.panel.lines
    assert "Orcs: Where do the attacks go?" in lines
    assert labels(scene) == ["1. 0 attacks at Hero", "2. 2 attacks at Hero", "3. 4 attacks at Hero"]
    # Four dice at 4+ past the Hero's 5+: a third of each; 2 of 4 needed.
    assert "41 % to slay Hero" in lines
    pygame.image.save(app.screen, "/tmp/i27wh8-aim.png")
