"""Launch time and idle cost: ``python tests/benchmarks/bench_launch.py``.

1. From a fresh ``python -m game play --screenshot`` process to the main menu's first frame saved, five
   times (the interpreter's start, every import, the menu built and drawn): median and slowest.
2. Idle CPU: the main menu, then a battle screen of the two sample rosters after deployment, each left
   alone for a few seconds in the real event loop (``App.tick(block=True)``, as ``App.run`` does it):
   process CPU time as a share of the wall time, and the frames drawn meanwhile.
Dummy video driver. Not collected by pytest.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The battle autosaves and settings are read: keep both away from the real home folder.
_TMP = tempfile.mkdtemp(prefix="warhost-bench-")
os.environ["XDG_DATA_HOME"] = str(Path(_TMP) / "data")
os.environ["XDG_CONFIG_HOME"] = str(Path(_TMP) / "config")

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

IDLE_SECONDS = 4.0


def launch_times(runs: int = 5) -> list[float]:
    out = []
    for k in range(runs):
        shot = Path(_TMP) / f"menu-{k}.png"
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-m", "game", "play", "--screenshot", str(shot)], cwd=ROOT, check=True)
        out.append(time.perf_counter() - t0)
        assert shot.exists()
    return out


def idle(app, seconds: float = IDLE_SECONDS) -> tuple[float, int]:  # type: ignore[no-untyped-def]
    """(CPU share of one core, frames drawn) while nothing happens for ``seconds``."""
    # Let the start-up animations (tooltips, the first frames) settle before measuring.
    settle = time.perf_counter() + 2.0
    while time.perf_counter() < settle:
        app.tick(block=True)
    frames = app.frames_drawn
    c0, t0 = time.process_time(), time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        app.tick(block=True)
    return (time.process_time() - c0) / (time.perf_counter() - t0), app.frames_drawn - frames


def main() -> None:
    times = launch_times()
    print(
        f"launch to the main menu's first frame (5 runs): median {statistics.median(times):.2f} s, "
        f"slowest {max(times):.2f} s"
    )
    from game.core.deployment.actions import AutoDeploy
    from game.ui.app import App
    from game.ui.battle_entry import open_battle
    from game.ui.catalogue import Catalogue
    from game.ui.setup_model import BattleSetup

    app = App(None, (1600, 1000))
    app.tick(force=True)
    share, frames = idle(app)
    print(f"main menu left alone {IDLE_SECONDS:.0f} s: CPU {share * 100:.1f} % of one core, {frames} frames drawn")
    session = BattleSetup(Catalogue(Path(_TMP) / "rosters")).start()
    for _ in range(2):  # each side sets up the rest of its army
        if session.state.phase == "deployment":
            session.apply(AutoDeploy(session.state.acting_side()))
    open_battle(app, session)
    app.tick(force=True)
    share, frames = idle(app)
    print(
        f"battle screen ({session.state.phase}, {len(session.state.units)} units) left alone {IDLE_SECONDS:.0f} s: "
        f"CPU {share * 100:.1f} % of one core, {frames} frames drawn"
    )


if __name__ == "__main__":
    main()
