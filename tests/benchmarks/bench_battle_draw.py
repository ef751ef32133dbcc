"""Draw-time benchmark for the battle screen: two 3000-point armies at 1600x1000, dummy video driver.

Run with ``python tests/benchmarks/bench_battle_draw.py``. The armies are ``big_state(60)``: 60 units of
50 points a side (3000 points, 180 stands each, more stands than a real 3000-point force fields) on the
table with every kind of terrain. The screen is in the Command phase with the order planner open (a
General and a unit chosen, a plan of two orders), the unit's move range drawn and a hover card showing,
plus the dice tray and the log when they exist. Prints the median and 95th percentile of a whole frame
(the scene, the widgets and the flip) over 300 frames; then the same while a ghost is dragged (each frame
a new position, so the rules check the move again), and after a zoom step (every picture redrawn).
Not collected by pytest.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The battle autosaves: keep it away from the real home folder.
_TMP = tempfile.mkdtemp(prefix="warhost-bench-")
os.environ["XDG_DATA_HOME"] = str(Path(_TMP) / "data")
os.environ["XDG_CONFIG_HOME"] = str(Path(_TMP) / "config")

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "ui")]

import pygame  # noqa: E402
from ui_samples import big_state  # noqa: E402

from game.core.turn import Start  # noqa: E402
from game.replay.session import Session  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.battle.scene import BattleScene  # noqa: E402
from game.ui.battle_entry import open_battle  # noqa: E402
from game.ui.picking import Target  # noqa: E402

FRAMES = 300


Sample = tuple[float, float]  # (wall seconds, CPU seconds of this thread)


def _stats(samples: list[Sample]) -> str:
    """Wall-clock and CPU figures: on a busy machine the wall clock also counts time spent waiting for a core."""
    out = []
    for name, k in (("wall", 0), ("cpu", 1)):
        ms = sorted(s[k] * 1000 for s in samples)
        p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
        out.append(f"{name} median {statistics.median(ms):.2f} ms, p95 {p95:.2f} ms")
        if k == 0:
            out[-1] += f", max {ms[-1]:.2f} ms"
    return "; ".join(out)


def _timed(fn) -> Sample:  # type: ignore[no-untyped-def]
    w0, c0 = time.perf_counter(), time.thread_time()
    fn()
    return time.perf_counter() - w0, time.thread_time() - c0


def _frame(app: App) -> Sample:
    return _timed(app.draw)


def main() -> None:
    state = big_state(60)
    session = Session.start(state, header={"mode": "solo", "ai": {"1": "bench"}})
    session.apply(Start())
    assert state.phase == "command" and state.step == "orders", (state.phase, state.step)
    stands = sum(len(u.stands) for u in state.units.values())
    points = [sum(state.unit_profile(u).points for u in state.units.values() if u.side == s) for s in (0, 1)]
    app = App(None, (1600, 1000))
    app.tick(force=True)
    open_battle(app, session)
    app.tick(force=True)
    scene = app.top
    assert isinstance(scene, BattleScene)
    general = next(c for c in state.live_characters(0))
    units = state.live_units(0)
    scene.orders.click(Target("character", general.id))
    scene.orders.click(Target("unit", units[5].id))
    scene.orders.add_to_plan()
    scene.orders.click(Target("unit", units[6].id))
    scene.orders.add_to_plan()
    # Hover another unit so the floating card is part of the frame.
    u = units[20]
    pos = scene.camera.to_screen(u.stands[0].x, u.stands[0].y)
    scene.handle(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(round(pos[0]), round(pos[1])), rel=(0, 0), buttons=(0, 0, 0))
    )
    for _ in range(3):
        app.draw()  # warms the terrain layer, the stand pictures and the text cache

    planner = [_frame(app) for _ in range(FRAMES)]

    # A ghost dragged a millimetre further each frame: the rules' check of the Move plus the frame.
    # (Passed or failed, a first order leaves a move owed: full or half pace.)
    scene.orders.plan = []
    scene.orders.group = [units[5].id]
    scene.orders.give()
    assert state.command.pending is not None, "a double six: no move is owed with this seed"
    tool = scene.moves
    tool.placed = True
    drag = []

    def step() -> None:
        tool.verdict()
        app.draw()

    for i in range(FRAMES):
        tool.dy = -(i % 150)
        drag.append(_timed(step))

    zoom = []
    for _ in range(20):
        scene.view.terrain.surface = None  # type: ignore[union-attr]
        scene.view.artist.sprites.begin(0.0)  # type: ignore[union-attr]
        scene.view._board = None  # type: ignore[union-attr]
        zoom.append(_frame(app))

    print(
        f"{len(state.units)} units ({points[0]} and {points[1]} points), {stands} stands, "
        f"{len(state.terrain)} terrain pieces, 1600x1000, dummy driver"
    )
    print(f"battle screen, planner open, hover card ({FRAMES} frames): {_stats(planner)}")
    print(f"battle screen while dragging a ghost, move checked each frame ({FRAMES} frames): {_stats(drag)}")
    print(f"frame after a zoom step, terrain and stand pictures redrawn (20 frames): {_stats(zoom)}")
    pygame.display.quit()


if __name__ == "__main__":
    main()
