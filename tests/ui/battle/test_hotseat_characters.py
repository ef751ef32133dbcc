"""Hot-seat battles with each character module on, played by posted events to the result screen.

A small scripted table: side 0's Crossbowmen shoot at a lone Orc Hero (Warhammer 8th: his Look Out, Sir!
rolls land in the dice tray), then the Halberdiers and their Hero fight the Orc Warriors and theirs, the
challenge issued and accepted through the challenge dialog; the Orcs' player, handed the screen, concedes
from the pause menu and the result screen names the winner. The Ninth Age battle has a Hero charge out of
his unit alone from the orders panel. Dice are scripted where a rule is checked, seeded after.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import centre, click_table, open_scene
from menu_driver import click, key, pump

from game.core.modules import compose
from game.replay.session import Session
from game.ui.app import App
from game.ui.battle.handover_screen import HandOverScene
from game.ui.battle.header import rules_words
from game.ui.battle.scene import BattleScene
from game.ui.result import ResultScene

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import battle, char, unit  # noqa: E402

HOTSEAT = {"mode": "hotseat"}


def wh8_session() -> Session:
    state = battle(
        [unit("Crossbowmen", 900, 800, 0, id="x1"), unit("Halberdiers", 300, 700, id="h")],
        [
            unit("Orc Warriors", 900, 560, 180, id="o1"),
            unit("Orc Warriors", 300, 680, 180, id="o"),
            unit("Orc Warriors", 1500, 300, 180, id="o2"),
        ],
        [char("General", 900, 1000, id="c1"), char("Hero", 300, 725, id="hero", joined="h")],
        [char("Orc General", 1500, 200, id="c11"), char("Orc Hero", 900, 600, id="loh"),
         char("Orc Hero", 300, 655, id="oh", joined="o")],
        step="shoot",
        ruleset=compose(["warhammer8-characters"]),
    )
    # Three hits on the lone Orc Hero; Look Out, Sir! 4, 1, 6; saves 5, 6, 1. The rest from the seed.
    return Session.start(state, seed=7, scripted=[4, 5, 6, 4, 1, 6, 5, 6, 1], header=HOTSEAT)


def labels(scene: BattleScene) -> list[str]:
    return [b.text for k, b in scene.panel.buttons.items() if k.startswith("wh8_")]


def play_on(app: App, scene: BattleScene, until: int, picture: str = "") -> list[str]:
    """Take each decision the screen asks for (the hand-over's Ready, a combat choice by its key, a fight by
    a click and Enter, else Next step) until side ``until`` plays; returns what was done."""
    done: list[str] = []
    state = scene.controller.state
    while not (state.active == until and app.top is scene) and state.result is None:
        assert len(done) < 60, done[-10:]
        top = app.top
        if isinstance(top, HandOverScene):
            click(app, top.ready_button)
            done.append("ready")
            continue
        assert top is scene, type(top).__name__
        tool = scene.steps.combat
        if scene.tool() is tool and tool.choices():
            key(app, pygame.K_1)
            done.append("choice")
        elif scene.tool() is tool and tool.fights():
            if tool.current() is None:
                click_table(app, scene, *centre(state, tool.fights()[0][1][0]))
            key(app, pygame.K_RETURN)
            done.append("fight")
            if picture:
                app.draw()
                pygame.image.save(app.screen, picture)
                picture = ""
        else:
            key(app, pygame.K_SPACE)
            done.append("next")
    return done


def concede(app: App, scene: BattleScene) -> ResultScene:
    """The player at the screen concedes from the pause menu; the result screen follows."""
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_c)
    key(app, pygame.K_c)
    pump(app, 3)
    shown = app.top
    assert isinstance(shown, ResultScene), type(shown).__name__
    return shown


def test_warhammer8_hotseat_battle_with_a_challenge_and_look_out_sir_to_the_result() -> None:
    session = wh8_session()
    state = session.state
    app, scene = open_scene(session)
    assert rules_words(state) == "Rules: Warhammer 8th characters"
    click_table(app, scene, *centre(state, "x1"))
    key(app, pygame.K_RETURN)
    pump(app)
    purposes = [r.roll.purpose for r in scene.aids.tray.rolls]
    assert "Look Out, Sir! for Orc Hero" in purposes
    # Two of the three hits went to the Orc Warriors (one saved); the Orc Hero saved the one he kept.
    assert state.characters["loh"].alive
    key(app, pygame.K_SPACE)
    assert state.phase == "combat" and labels(scene) == ["1. Challenge with Hero", "2. No challenge"]
    app.draw()
    pygame.image.save(app.screen, "/tmp/i27last-wh8-challenge.png")
    key(app, pygame.K_1)
    # The Orcs answer: the screen is handed to their player first.
    assert isinstance(app.top, HandOverScene), type(app.top).__name__
    click(app, app.top.ready_button)
    assert app.top is scene and labels(scene) == ["1. Accept with Orc Hero"]
    app.draw()
    pygame.image.save(app.screen, "/tmp/i27last-wh8-accept.png")
    key(app, pygame.K_1)
    kinds = [a.kind for a in scene.controller.applied]
    assert kinds[-2:] == ["wh8_challenge", "wh8_accept"]
    done = play_on(app, scene, until=1, picture="/tmp/i27last-wh8-fight.png")
    assert "fight" in done and "ready" in done
    shown = concede(app, scene)
    result = state.result
    assert result is not None and result.winner == 0
    assert shown.summary.headline.startswith("The Empire win")
    app.draw()
    pygame.image.save(app.screen, "/tmp/i27last-wh8-result.png")


def test_ninth_age_hotseat_battle_with_a_hero_charging_alone_to_the_result() -> None:
    from game.core import CharacterCharge

    state = battle(
        [unit("Orc Warriors", 900, 700, 0, id="o1"), unit("Orc Warriors", 300, 900, 0, id="o2")],
        [unit("Crossbowmen", 980, 560, 180, id="x1"), unit("Halberdiers", 300, 300, 180, id="h")],
        [char("Orc General", 900, 760, id="g"), char("Orc Hero", 980, 700, id="oh", joined="o1")],
        [char("General", 1400, 300, id="eg")],
        armies0="orcs",
        armies1="empire",
        step="orders",
        ruleset=compose(["ninth-age-characters"]),
    )
    # The Orc Hero's charge order passes on 2 + 3; the rest from the seed.
    session = Session.start(state, seed=11, scripted=[2, 3], header=HOTSEAT)
    app, scene = open_scene(session)
    assert rules_words(state) == "Rules: Ninth Age characters"
    scene.tool().choose_character("oh")  # type: ignore[attr-defined]
    pump(app, 2)
    click(app, scene.panel.buttons["charge_alone_x1"])
    assert scene.controller.applied == [CharacterCharge("oh", "x1")]
    alone = state.units["oh-alone"]
    assert alone.engaged and [c.id for c in state.live_characters() if c.joined == "o1"] == []
    done = play_on(app, scene, until=1, picture="/tmp/i27last-ninth-fight.png")
    assert "fight" in done and "ready" in done
    shown = concede(app, scene)
    result = state.result
    assert result is not None and result.winner == 0
    assert shown.summary.headline.startswith("Orcs win")
    app.draw()
    pygame.image.save(app.screen, "/tmp/i27last-ninth-result.png")
