"""The replay viewer driven headless with posted events: open a save from the menu, step, scrub, jump,
bookmark (and find it again), take over and finish that game; a damaged bookmarks file; a bad log."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from battle.small_battle import small_session
from menu_driver import SIZE, click, click_at, key, pump, type_text

from game.ai.agents import make_agent
from game.core import Concede, DiceRolled, OrderFailed
from game.replay.log import load_session, read_log, write_log
from game.ui.app import App
from game.ui.battle.handover_screen import HandOverScene
from game.ui.battle.scene import BattleScene
from game.ui.main_menu import MainMenu
from game.ui.replay_viewer import scrub
from game.ui.replay_viewer.bookmarks import bookmarks_path
from game.ui.replay_viewer.model import Replay
from game.ui.replay_viewer.note_scene import NoteScene
from game.ui.replay_viewer.picker import ReplayPicker
from game.ui.replay_viewer.viewer import ReplayViewer
from game.ui.result import ResultScene


@pytest.fixture(scope="module")
def battle_text() -> str:
    """A small battle played to its end by two computer sides, as the text of its log."""
    session = small_session(mode="hotseat", turns=2)
    agents = {side: make_agent("aggressive:easy", side, 7) for side in (0, 1)}
    while session.state.result is None and len(session.records) < 400:
        action, _ = agents[session.state.acting_side()].choose(session.state)
        session.apply(action)
    from game.replay.log import log_text

    return log_text(session)


@pytest.fixture
def saved(battle_text: str, user_dirs: dict[str, Path]) -> Path:
    path = user_dirs["data"] / "saves" / "Evening_game.jsonl"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(battle_text, encoding="utf-8")
    return path


def open_from_menu(saved: Path) -> tuple[App, ReplayViewer]:
    app = App(None, SIZE)
    app.settings.animation_speed = "off"
    pump(app)
    menu = app.top
    assert isinstance(menu, MainMenu)
    click(app, menu.buttons["replays"])
    picker = app.top
    assert isinstance(picker, ReplayPicker)
    assert picker.saves is not None and [s.path for s in picker.saves] == [saved]
    click(app, picker.load_button)
    viewer = app.top
    assert isinstance(viewer, ReplayViewer), getattr(picker.dialog, "message", "")
    # A long battle reads on between frames; these tests look at the whole of it.
    for _ in range(500):
        if not viewer.replay.loading:
            break
        pump(app)
    assert not viewer.replay.loading
    return app, viewer


def test_step_scrub_and_jump_move_the_table_tray_and_log_together(saved: Path) -> None:
    app, viewer = open_from_menu(saved)
    rp = viewer.replay
    total = len(read_log(saved).records)
    assert rp.total == total and rp.index == 0
    assert not viewer.buttons["back"].is_enabled
    assert viewer.tray.rolls == [] and "Set-up" in viewer.panel_text

    key(app, pygame.K_RIGHT)
    assert rp.index == 1 and viewer.buttons["back"].is_enabled
    assert viewer.state.state_hash() == read_log(saved).records[0]["hash"]

    # A click on the scrub bar goes to the step under the pointer; the log ends at that step.
    bar = viewer.scrub_rect
    x = scrub.x_of(bar, total, total // 2)
    click_at((x, bar.centery))
    pump(app)
    assert rp.index == total // 2
    assert viewer.state.state_hash() == read_log(saved).records[total // 2 - 1]["hash"]
    assert viewer.log.chronicle.entries and max(e.record for e in viewer.log.chronicle.entries) <= total // 2
    assert f"Step {total // 2} of {total}" in viewer.panel_text

    # Dragging along the bar scrubs back.
    to = scrub.x_of(bar, total, 3)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, bar.centery), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(to, bar.centery), rel=(0, 0), buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(to, bar.centery), button=1))
    pump(app)
    assert rp.index == 3

    # R: the next step with a roll; its dice are the tray's newest.
    key(app, pygame.K_r)
    roll_step = rp.index
    assert roll_step > 3 and any(isinstance(e, DiceRolled) and e.faces for e in rp.step_events)
    assert viewer.tray.rolls and viewer.tray.rolls[0].record == roll_step
    # O: the next failed order; Shift+O goes back to the one before.
    key(app, pygame.K_o)
    failed = rp.index
    assert any(isinstance(e, OrderFailed) for e in rp.step_events)
    key(app, pygame.K_o)
    assert rp.index > failed
    key(app, pygame.K_o, mod=pygame.KMOD_SHIFT)
    assert rp.index == failed
    # This small battle had no fight: the Combat jump is there but cannot be pressed.
    assert rp.kinds["combat"] == [] and not viewer.buttons["combat"].is_enabled
    key(app, pygame.K_END)
    assert rp.index == total and not viewer.buttons["next"].is_enabled
    assert "over" in viewer.panel_text


def test_a_bookmark_with_a_note_is_kept_beside_the_file_and_there_on_reopening(saved: Path) -> None:
    app, viewer = open_from_menu(saved)
    viewer.goto(7)
    pump(app)
    key(app, pygame.K_b)
    note = app.top
    assert isinstance(note, NoteScene)
    type_text("Hero blunders here")
    pump(app)
    key(app, pygame.K_RETURN)
    assert app.top is viewer
    path = bookmarks_path(saved)
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["bookmarks"] == [{"step": 7, "note": "Hero blunders here"}]
    assert "Step 7: Hero blunders here" in [getattr(el, "full_label", "") for el in viewer.kit.actions]

    # Closed and opened again from the menu: the bookmark is listed, and clicking it goes there.
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, MainMenu)
    app2, again = open_from_menu(saved)
    assert [(b.step, b.note) for b in again.bookmarks.items] == [(7, "Hero blunders here")]
    button = next(el for el in again.kit.actions if getattr(el, "full_label", "") == "Step 7: Hero blunders here")
    click(app2, button)
    assert again.replay.index == 7 and "Bookmark: Hero blunders here" in again.panel_text


def test_a_damaged_bookmarks_file_is_reported_and_kept_and_the_viewer_works(saved: Path) -> None:
    path = bookmarks_path(saved)
    path.write_text('{"format": "warhost-bookmarks", "bookmarks": [\n  {"step": 3,, }\n', encoding="utf-8")
    damaged = path.read_text(encoding="utf-8")
    app, viewer = open_from_menu(saved)
    assert viewer.dialog is not None and "cannot be read" in viewer.dialog.title
    assert f"{path.name}:2:" in viewer.dialog.message
    key(app, pygame.K_RETURN)
    assert viewer.dialog is None
    key(app, pygame.K_RIGHT)
    assert viewer.replay.index == 1
    key(app, pygame.K_b)
    type_text("first")
    pump(app)
    key(app, pygame.K_RETURN)
    aside = path.with_name(path.name.removesuffix(".json") + ".damaged.json")
    assert aside.read_text(encoding="utf-8") == damaged
    assert json.loads(path.read_text(encoding="utf-8"))["bookmarks"] == [{"step": 1, "note": "first"}]


def test_take_over_starts_a_new_game_that_records_where_it_branched_and_finishes(saved: Path) -> None:
    app, viewer = open_from_menu(saved)
    viewer.goto(12)
    pump(app)
    before = viewer.state.state_hash()
    key(app, pygame.K_t)
    assert viewer.dialog is not None and viewer.dialog.title == "Take over from here?"
    labels = [b.label for b in viewer.dialog.buttons]
    assert labels[0] == "Hot-seat" and any(label.startswith("Computer plays") for label in labels)
    key(app, pygame.K_h)
    battle = app.top
    assert isinstance(battle, BattleScene)
    session = battle.controller.session
    assert session.state.state_hash() == before
    origin = session.header()["branched_from"]
    assert origin["file"] == str(saved.resolve()) and origin["step"] == 12 and origin["hash"] == before

    # A few steps of the new game (a hand-over screen waits for Enter), then a side concedes: the result shows.
    played = len(session.records)
    for _ in range(6):
        if isinstance(app.top, HandOverScene):
            key(app, pygame.K_RETURN)
        elif battle.next_button is not None and battle.next_button.is_enabled:
            click(app, battle.next_button)
    assert len(session.records) > played
    side = session.state.acting_side()
    battle.controller.apply(Concede(side))
    for _ in range(40):
        pump(app, 1)
        if isinstance(app.top, HandOverScene):
            key(app, pygame.K_RETURN)
        if isinstance(app.top, ResultScene):
            break
    assert isinstance(app.top, ResultScene)
    assert session.state.result is not None and session.state.result.winner == 1 - side

    # Its log names the source; loading it replays the new game, not the old one.
    out = saved.with_name("branch.jsonl")
    write_log(session, out)
    header = read_log(out).header
    assert header["branched_from"]["step"] == 12 and header["initial_hash"] != read_log(saved).header["initial_hash"]
    again = load_session(out)
    assert again.state.state_hash() == session.state.state_hash()
    assert again.header()["branched_from"] == origin


def test_take_over_against_the_computer_gives_it_the_chosen_side(saved: Path) -> None:
    app, viewer = open_from_menu(saved)
    viewer.goto(10)
    pump(app)
    key(app, pygame.K_t)
    key(app, pygame.K_2)
    battle = app.top
    assert isinstance(battle, BattleScene)
    header = battle.controller.session.header()
    assert header["mode"] == "solo" and list(header["ai"]) == ["1"]
    assert battle.opponents.agents and set(battle.opponents.agents) == {1}


def test_a_bad_log_on_the_command_line_names_its_line_and_opens_no_window(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from game.cli.replay import run_replay

    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"format": "warhost-log", "format_version": 1}\n{"action": \n', encoding="utf-8")
    assert run_replay(str(bad), window=True) == 1
    err = capsys.readouterr().err
    assert f"{bad}:1:" in err or f"{bad}:2:" in err
    assert "Traceback" not in err and not pygame.display.get_init()


def test_the_command_line_opens_the_viewer_on_a_good_log(saved: Path, tmp_path: Path) -> None:
    from game.__main__ import main

    shot = tmp_path / "viewer.png"
    assert main(["replay", str(saved), "--screenshot", str(shot)]) == 0
    assert shot.stat().st_size > 0
    # Opened once, it is offered first in the picker.
    from game.ui.replay_viewer.recent import recent

    assert recent() == [saved.resolve()]


def test_replay_model_positions_match_the_log(battle_text: str, tmp_path: Path) -> None:
    path = tmp_path / "g.jsonl"
    path.write_text(battle_text, encoding="utf-8")
    rp = Replay.load(path)
    records = read_log(path).records
    for i in (1, len(records) // 3, len(records)):
        assert rp.timeline.state_at(i).state_hash() == records[i - 1]["hash"]
    marks = rp.marks()
    assert marks[0].step == 1 and all(a.step < b.step for a, b in zip(marks, marks[1:], strict=False))


def test_combat_and_casualty_jumps_go_to_the_fight_and_its_losses(tmp_path: Path) -> None:
    from game.cli.scenario import run_scenario
    from game.core import CombatRound, StandsLost

    log = tmp_path / "fight.jsonl"
    scenario = Path(__file__).resolve().parents[3] / "assets" / "scenarios" / "battle" / "combat-retreat-and-pursuit.yaml"
    assert run_scenario(str(scenario), log=str(log)) == 0
    app = App(None, SIZE)
    viewer = ReplayViewer(Replay.load(log))
    app.push(viewer)
    pump(app)
    assert viewer.buttons["combat"].is_enabled and viewer.buttons["casualty"].is_enabled
    click(app, viewer.buttons["casualty"])
    assert any(isinstance(e, StandsLost) for e in viewer.replay.step_events)
    assert "loses" in viewer.panel_text
    key(app, pygame.K_HOME)
    key(app, pygame.K_c)
    first = viewer.replay.index
    assert any(isinstance(e, CombatRound) for e in viewer.replay.step_events)
    key(app, pygame.K_c)
    assert viewer.replay.index > first
    key(app, pygame.K_c, mod=pygame.KMOD_SHIFT)
    assert viewer.replay.index == first


def test_the_debrief_of_the_whole_battle_opens_from_the_viewer(saved: Path) -> None:
    from game.replay.debrief import debrief_log
    from game.ui.debrief_screen import DebriefScene

    app, viewer = open_from_menu(saved)
    key(app, pygame.K_d)
    scene = app.top
    assert isinstance(scene, DebriefScene)
    # The same figures as the debrief worked out from the file on its own.
    assert scene.debrief == debrief_log(saved)
    assert "Luck" in scene.text
    key(app, pygame.K_b)
    assert app.top is viewer


def test_a_long_battle_shows_at_once_and_reads_on_between_frames(saved: Path) -> None:
    total = len(read_log(saved).records)
    rp = Replay.open(saved, seconds=0)
    # Only the first step is read before the window shows; the bar still spans the whole file.
    assert (rp.total, rp.length, rp.loading) == (1, total, True)
    app = App(None, SIZE)
    app.settings.animation_speed = "off"
    viewer = ReplayViewer(rp)
    app.push(viewer)
    app.tick(force=True)
    app.draw()
    assert viewer.buttons["next"].is_enabled and viewer.buttons["debrief"].is_enabled
    pump(app, 3)
    assert 1 < rp.total and f"Step 0 of {total}" in viewer.panel_text
    if rp.loading:
        app.draw()
        pygame.image.save(app.screen, "/tmp/i26f-replay-reading.png")
    # End needs the whole battle: the rest is read at once, and every position is the file's.
    key(app, pygame.K_END)
    assert not rp.loading and rp.index == rp.total == total
    assert viewer.state.state_hash() == read_log(saved).records[-1]["hash"]
    whole = Replay.load(saved)
    assert [p.hash for p in rp.timeline.positions] == [p.hash for p in whole.timeline.positions]
    assert rp.kinds == whole.kinds and rp.marks() == whole.marks()
    app.draw()
    pygame.image.save(app.screen, "/tmp/i26f-replay-read.png")


def test_a_file_that_stops_replaying_part_way_shows_the_steps_before_and_says_why(
    saved: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # One step a frame: the frame after step 19 reads nothing and ends the reading, and must still tell why.
    monkeypatch.setattr("game.ui.replay_viewer.viewer.READ_SLICE", 0.0)
    lines = saved.read_text(encoding="utf-8").splitlines()
    rec = json.loads(lines[20])
    rec["dice"] = [6] * (len(rec["dice"]) + 1)
    lines[20] = json.dumps(rec)
    saved.write_text("\n".join(lines) + "\n", encoding="utf-8")
    app = App(None, SIZE)
    viewer = ReplayViewer(Replay.open(saved, seconds=0))
    app.push(viewer)
    for _ in range(200):
        if not viewer.replay.loading:
            break
        pump(app)
    assert viewer.replay.total == 19
    assert viewer.dialog is not None and viewer.dialog.title == "The file stops replaying after step 19"
    assert f"{saved}:21: step 20" in viewer.dialog.message
    key(app, pygame.K_RETURN)
    key(app, pygame.K_END)
    assert viewer.replay.index == 19


def test_in_a_small_window_the_file_name_never_runs_under_the_step(battle_text: str, tmp_path: Path) -> None:
    path = tmp_path / "A_long_evening_game_at_the_club_with_the_Tilean_regiments.jsonl"
    path.write_text(battle_text, encoding="utf-8")
    app = App(None, (942, 675))
    app.settings.animation_speed = "off"
    viewer = ReplayViewer(Replay.open(path))
    app.push(viewer)
    for _ in range(500):
        pump(app)
        if not viewer.replay.loading:
            break
    app.draw()
    pygame.image.save(app.screen, "/tmp/replay-small-header.png")
    r = viewer.header_rect
    background = app.screen.get_at((r.x + 2, r.y + 2))
    # Columns of the header holding any letter; the name and the step must stand apart by a clear gap.
    inked = [any(app.screen.get_at((x, y)) != background for y in range(r.y + 4, r.bottom - 4))
             for x in range(r.x, r.right)]
    first, last = inked.index(True), len(inked) - 1 - inked[::-1].index(True)
    widest, run = 0, 0
    for on in inked[first:last]:
        run = 0 if on else run + 1
        widest = max(widest, run)
    assert widest >= 20
