"""Nothing is lost: a game killed mid-battle is continued from the Load screen, a new battle leaves other
games' autosaves alone, and a save killed mid-write leaves neither a torn file nor a temporary one."""

from __future__ import annotations

import os
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pygame
from menu_driver import SIZE, key

from game.core.dice import SeededDice
from game.files import write_atomically
from game.replay.log import read_log, write_log
from game.ui.app import App
from game.ui.battle.scene import BattleScene
from game.ui.battle_entry import open_battle
from game.ui.catalogue import Catalogue
from game.ui.load_scene import CONTINUE, LoadScene
from game.ui.saves import list_autosaves, list_saves
from game.ui.setup_model import BattleSetup

REPO = Path(__file__).resolve().parents[2]

# A battle played by two random agents through the battle screen, printing each action's count; the
# test kills it (SIGKILL: no clean-up of any kind) once a few phases have been autosaved.
PLAYER = """
import sys
sys.path.insert(0, {repo!r})
from game.ai.agents import make_agent
from game.ui.app import App
from game.ui.battle_entry import open_battle
from game.ui.catalogue import Catalogue
from game.ui.setup_model import BattleSetup
from pathlib import Path

app = App(None, (1024, 700))
setup = BattleSetup(Catalogue(Path({none!r})))
setup.seed = 11
session = setup.start()
open_battle(app, session)
scene = app.top
agents = [make_agent("random", side, 11) for side in (0, 1)]
while not session.state.game_over:
    action, _ = agents[scene.session.state.acting_side()].choose(scene.session.state)
    scene.controller.apply(action)
    print(len(scene.session.records), flush=True)
"""


def _env(user_dirs: dict[str, Path]) -> dict[str, str]:
    return dict(
        os.environ,
        XDG_CONFIG_HOME=str(user_dirs["config"].parent),
        XDG_DATA_HOME=str(user_dirs["data"].parent),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
    )


def test_a_game_killed_mid_battle_is_continued_from_the_load_screen(user_dirs: dict[str, Path]) -> None:
    autosaves = user_dirs["data"] / "saves" / "autosave"
    code = PLAYER.format(repo=str(REPO), none=str(user_dirs["data"] / "none"))
    child = subprocess.Popen([sys.executable, "-c", code], env=_env(user_dirs), stdout=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 120
        assert child.stdout is not None
        for _ in child.stdout:
            if len(list(autosaves.glob("*/*.jsonl"))) >= 3 or time.monotonic() > deadline:
                break
        child.send_signal(signal.SIGKILL)
    finally:
        child.wait(timeout=30)
    assert child.returncode == -signal.SIGKILL
    newest = list_autosaves()[0]
    recorded = read_log(newest.path).records[-1]["hash"]

    app = App(None, SIZE)
    app.tick(force=True)
    key(app, pygame.K_l)
    load = app.top
    assert isinstance(load, LoadScene) and load.saves
    first = load.saves[0]
    assert first.name == CONTINUE and first.path == newest.path and not first.finished
    key(app, pygame.K_RETURN)
    battle = app.top
    assert isinstance(battle, BattleScene)
    assert battle.session.state.state_hash() == recorded
    # The continued game keeps its id: its next autosaves go to the same folder.
    assert battle.session.game_id == newest.path.parent.name


def test_a_new_battle_never_touches_another_games_autosaves(user_dirs: dict[str, Path]) -> None:
    def open_harness(session: object) -> None:
        app = App(None, SIZE)
        open_battle(app, session)
        app.tick(force=True)

    first = BattleSetup(Catalogue(user_dirs["data"] / "none")).start()
    open_harness(first)
    before = {p: p.read_bytes() for p in (user_dirs["data"] / "saves" / "autosave").glob("*/*.jsonl")}
    assert len(before) == 1
    pygame.display.quit()
    second = BattleSetup(Catalogue(user_dirs["data"] / "none")).start()
    assert second.game_id != first.game_id
    open_harness(second)
    after = {p: p.read_bytes() for p in (user_dirs["data"] / "saves" / "autosave").glob("*/*.jsonl")}
    assert len(after) == 2
    assert all(after[p] == data for p, data in before.items())
    assert {i.game_id for i in list_autosaves()} == {first.game_id, second.game_id}


# Writes one of two texts over the same file as fast as it can until killed.
WRITER = """
import sys
sys.path.insert(0, {repo!r})
from game.core.dice import SeededDice
from game.files import write_atomically
texts = [open({a!r}).read(), open({b!r}).read()]
print("ready", flush=True)
i = 0
while True:
    write_atomically({target!r}, texts[i % 2])
    i += 1
"""


def test_25_kills_mid_save_leave_no_torn_file_and_no_temporary_file(tmp_path: Path) -> None:
    session = BattleSetup(Catalogue(tmp_path / "none")).start()
    a, b = tmp_path / "a.txt", tmp_path / "b.txt"
    write_log(session, a)
    # The second version is longer, so a torn write of either is caught by comparing whole texts.
    b.write_text(a.read_text(encoding="utf-8") * 40, encoding="utf-8")
    texts = {a.read_text(encoding="utf-8"), b.read_text(encoding="utf-8")}
    folder = tmp_path / "saves"
    folder.mkdir()
    target = folder / "game.jsonl"
    code = WRITER.format(repo=str(REPO), a=str(a), b=str(b), target=str(target))
    dice = SeededDice(24)
    left_behind = 0
    for _ in range(25):
        child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
        assert child.stdout is not None and child.stdout.readline().strip() == "ready"
        time.sleep(dice.roll(1, 140, "kill")[0] / 1000 + 0.01)
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
        if target.exists():
            assert target.read_text(encoding="utf-8") in texts
        left_behind += len(list(folder.glob("*.tmp")))
        list_saves(folder)  # what opening the Load screen does
        assert [p.name for p in folder.iterdir() if p.name != "game.jsonl"] == []
    # Most kills land inside a write: the clean-up above had work to do.
    assert left_behind >= 5


def test_a_save_keeps_the_files_permissions(tmp_path: Path) -> None:
    path = tmp_path / "shared.jsonl"
    path.write_text("old\n", encoding="utf-8")
    os.chmod(path, 0o664)
    write_atomically(path, "new\n")
    assert stat.S_IMODE(path.stat().st_mode) == 0o664 and path.read_text(encoding="utf-8") == "new\n"
    fresh = write_atomically(tmp_path / "fresh.jsonl", "x\n")
    # A new file is readable by its owner's group as any file the player makes (not private, as mkstemp makes it).
    umask = os.umask(0o022)
    os.umask(umask)
    assert stat.S_IMODE(fresh.stat().st_mode) == 0o666 & ~umask


def test_a_temporary_file_of_a_running_writer_is_left_alone(tmp_path: Path) -> None:
    from game.files import clean_stale_temps

    mine = tmp_path / f"game.jsonl.{os.getpid()}.abc.tmp"
    mine.write_text("being written", encoding="utf-8")
    gone = tmp_path / "game.jsonl.999999999.abc.tmp"
    gone.write_text("half", encoding="utf-8")
    assert clean_stale_temps(tmp_path) == [gone]
    assert mine.exists()


def test_the_folder_is_synced_after_the_rename(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import game.files

    synced: list[str] = []
    real = os.fsync

    def fsync(fd: int) -> None:
        synced.append("folder" if stat.S_ISDIR(os.fstat(fd).st_mode) else "file")
        real(fd)

    monkeypatch.setattr(game.files.os, "fsync", fsync)
    path = write_atomically(tmp_path / "game.jsonl", "x\n")
    # The text reaches the disk before the rename, and the rename itself after it.
    assert synced == ["file", "folder"] and path.read_text(encoding="utf-8") == "x\n"


def test_each_game_keeps_its_last_phases_and_only_the_oldest_games_go(tmp_path: Path) -> None:
    from game.ui.battle.saving import KEEP_GAMES, KEEP_PHASES, prune_autosaves

    root = tmp_path / "autosave"
    for g in range(KEEP_GAMES + 2):
        folder = root / f"game{g:02d}"
        folder.mkdir(parents=True)
        for n in range(2):
            (folder / f"{n:06d}-turn1-command.jsonl").write_text("x\n", encoding="utf-8")
        os.utime(folder, (1_700_000_000 + g, 1_700_000_000 + g))
    current = root / "game05"
    for n in range(2, 9):
        (current / f"{n:06d}-turn{n}-command.jsonl").write_text("x\n", encoding="utf-8")
        os.utime(current / f"{n:06d}-turn{n}-command.jsonl", (1_800_000_000 + n, 1_800_000_000 + n))
    os.utime(current, (1_900_000_000, 1_900_000_000))
    prune_autosaves(current)
    # This game: its newest phases; the other games: all kept but the two autosaved longest ago.
    assert sorted(p.name[:6] for p in current.iterdir()) == [f"{n:06d}" for n in range(9 - KEEP_PHASES, 9)]
    left = sorted(p.name for p in root.iterdir())
    assert len(left) == KEEP_GAMES and "game00" not in left and "game01" not in left and "game05" in left
