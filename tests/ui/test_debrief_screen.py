"""The debrief opened from the result screen with the mouse: its figures for a scripted game."""

from __future__ import annotations

import pygame
from menu_driver import SIZE, click, pump

from game.ai.reasons import AgentReason
from game.core.engine import end_battle
from game.data import load_armies
from game.data.demos import load_demo
from game.replay.script import play_script
from game.ui.app import App
from game.ui.battle_entry import open_battle
from game.ui.debrief_screen import DebriefScene
from game.ui.result import ResultScene


def test_the_result_screen_opens_the_debrief_with_the_games_figures() -> None:
    armies = load_armies()
    # A scripted game: the Boar Riders' order passes on the Warboss's 13 in 18 and they ride down the
    # lone General Hausmann (125 points to the Orcs).
    run = play_script(load_demo("assets/demos/character-slain.yaml", armies).spec, armies)
    session = run.session
    assert session is not None
    session.header_extra["mode"] = "solo"
    end_battle(session.state, 1, "the enemy General was slain")
    app = App(None, SIZE)
    app.tick(force=True)
    open_battle(app, session)
    pump(app, 2)
    result = app.top
    assert isinstance(result, ResultScene)
    battle = app.stack[-2]
    # The computer's reason for its charge, as its log heard it when it played.
    why = AgentReason(side=1, side_name="The Orcs", reason="Ride down the lone General", rule="ai.reason")
    battle.aids.log.chronicle.add([why], session.state, record=3)
    button = next(b for b in result.kit.actions if b.text.startswith("Debrief"))
    click(app, button)
    scene = app.top
    assert isinstance(scene, DebriefScene)
    words = scene.text
    assert "Orders passed | 1 | 0.7 | 1 | +0.6 | about as expected" in words
    assert "Hits | 0 | - | - | - | no rolls" in words  # the Orcs'
    assert "No dice to hit, to save or to order were rolled." in words  # the Empire's
    assert "Turn 1, action 3 | The Orcs | 125 | +125 to The Orcs | - | General Hausmann slain" in words
    assert "Turn 1, action 3 | The Orcs | Ride down the lone General | 125" in words
    app.draw()
    pygame.image.save(app.screen, "/tmp/i26-debrief.png")
    click(app, next(b for b in scene.kit.actions if b.text.startswith("Back")))
    assert app.top is result
    app.draw()
    pygame.image.save(app.screen, "/tmp/i26-result.png")


def test_a_saved_log_opens_in_the_debrief(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from game.replay.log import write_log
    from game.ui.debrief_screen import open_log_debrief

    armies = load_armies()
    run = play_script(load_demo("assets/demos/character-slain.yaml", armies).spec, armies)
    assert run.session is not None
    path = tmp_path / "battle.jsonl"
    write_log(run.session, path)
    app = App(None, SIZE)
    app.tick(force=True)
    scene = open_log_debrief(app, path)
    pump(app, 2)
    assert app.top is scene
    assert "Turn 1, action 3 | The Orcs | 125 | +125 to The Orcs | - | General Hausmann slain" in scene.text
    # Not a solo game: no section for the computer's decisions.
    assert "The computer's key decisions" not in scene.text


def test_a_saved_solo_game_opens_in_the_debrief_with_the_computers_reasons(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from game.replay.log import load_session, write_log
    from game.ui.debrief_screen import open_debrief, open_log_debrief
    from tests.replay.test_solo_reasons import solo_battle

    session = solo_battle()
    path = tmp_path / "solo.jsonl"
    write_log(session, path)
    app = App(None, SIZE)
    app.tick(force=True)
    # From the file (the replay viewer's way in) and from the game loaded to play on (the result screen's).
    for opening in (lambda: open_log_debrief(app, path), lambda: open_debrief(app, load_session(path))):
        scene = opening()
        pump(app, 2)
        assert app.top is scene
        words = scene.text
        assert "The computer's key decisions" in words
        assert "The computer's reasons were not kept" not in words
        decided = [r.reason for r in session.records if r.reason and r.action["kind"] != "proceed"]
        assert len(decided) >= 2 and all(f"| {why} |" in words for why in decided)
        assert "plays as" not in words  # the opponent's introduction is no decision
    app.draw()
    pygame.image.save(app.screen, "/tmp/i26f-debrief-solo.png")


def test_the_debrief_explains_and_lists_the_swings_in_points_at_stake() -> None:
    from game.ui.debrief_screen import SWING_TEXT, open_debrief

    armies = load_armies()
    run = play_script(load_demo("assets/demos/combat-unresolved.yaml", armies).spec, armies)
    session = run.session
    assert session is not None
    # As if the computer had played both sides: its reasons kept in the log beside its steps.
    session.header_extra["mode"] = "solo"
    session.records[1].reason = "Halberdiers fight the Orc Warriors: expected to win by 2"
    session.records[8].reason = "Fight on: the Orc Warriors cannot break away"
    app = App(None, SIZE)
    app.tick(force=True)
    scene = open_debrief(app, session)
    pump(app, 2)
    words = scene.text
    assert SWING_TEXT in words and "engaged in a combat not yet decided, confused, or has lost stands" in words
    assert (
        "Turn 1, action 1 | The Empire | 105 | - | The Empire 0 to 45; The Orcs 0 to 60 | "
        "Halberdiers engaged (45 at stake), Orc Warriors engaged (60 at stake)"
    ) in words
    assert (
        "Turn 1, action 9 | The Orcs | 105 | +30 to The Empire | The Empire 45 to 0; The Orcs 30 to 0 | "
        "Orc Warriors destroyed, Halberdiers out of danger"
    ) in words
    assert "Turn 1, action 9 | The Orcs | Fight on: the Orc Warriors cannot break away | 105" in words
    assert "Turn 1, action 2 | The Empire | Halberdiers fight the Orc Warriors: expected to win by 2 | 45" in words
    app.draw()
    pygame.image.save(app.screen, "/tmp/i26f-debrief-swings.png")
