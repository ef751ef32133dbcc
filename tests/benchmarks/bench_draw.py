"""Draw-time benchmark for the table view: ~60 units a side at 1600x1000, dummy video driver.

Run with ``python tests/benchmarks/bench_draw.py``. Prints the median and 95th-percentile time of a
full frame (felt and terrain from the warm cache, every stand, markers, header, a hover card) over
300 frames, then with the terrain layer repainted, and with the stand pictures redrawn too (what a zoom step costs). Not collected by pytest.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "ui")]

import pygame  # noqa: E402
from ui_samples import big_state  # noqa: E402

from game.ui.app import App  # noqa: E402

FRAMES = 300


def _stats(times: list[float]) -> str:
    ms = sorted(t * 1000 for t in times)
    p95 = ms[min(len(ms) - 1, round(0.95 * (len(ms) - 1)))]
    return f"median {statistics.median(ms):.2f} ms, p95 {p95:.2f} ms, max {ms[-1]:.2f} ms"


def main() -> None:
    state = big_state(60)
    stands = sum(len(u.stands) for u in state.units.values())
    app = App(state, (1600, 1000))
    view = app.view
    # Hover a unit so the card is part of the frame, as it would be while a player looks around.
    u = state.units[sorted(state.units)[0]]
    pos = view.camera.to_screen(u.stands[0].x, u.stands[0].y)
    view.handle(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(round(pos[0]), round(pos[1])), rel=(0, 0), buttons=(0, 0, 0))
    )
    view.draw(app.screen)  # warms the terrain layer and the text cache

    warm = []
    for _ in range(FRAMES):
        t0 = time.perf_counter()
        view.draw(app.screen)
        pygame.display.flip()
        warm.append(time.perf_counter() - t0)

    cold = []
    for _ in range(20):
        view.terrain.surface = None
        t0 = time.perf_counter()
        view.draw(app.screen)
        cold.append(time.perf_counter() - t0)

    zoom = []
    for _ in range(20):
        view.terrain.surface = None
        view.artist.sprites.begin(0.0)
        t0 = time.perf_counter()
        view.draw(app.screen)
        zoom.append(time.perf_counter() - t0)

    print(f"{len(state.units)} units, {stands} stands, {len(state.terrain)} terrain pieces, 1600x1000, dummy driver")
    print(f"frame, terrain cache warm ({FRAMES} frames): {_stats(warm)}")
    print(f"frame, terrain repainted (20 frames):       {_stats(cold)}")
    print(f"frame after a zoom step, terrain and stand pictures redrawn (20 frames): {_stats(zoom)}")
    pygame.display.quit()


if __name__ == "__main__":
    main()
