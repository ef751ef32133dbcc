"""``python -m game replay FILE``: the replay viewer over the main menu (Esc comes back to the menus).

The file is read before the window opens: one that cannot be read ends with its ``FILE:LINE`` message on
the console and exit status 1, never a window nor a traceback.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


def run_viewer(path: str, screenshot: str | os.PathLike[str] | None = None, frames: int | None = None) -> int:
    from game.replay.log import LogError
    from game.ui.replay_viewer.model import Replay

    try:
        replay = Replay.open(path)
    except LogError as e:
        print(e, file=sys.stderr)
        return 1
    except (ValueError, KeyError, TypeError, OSError) as e:
        # Past every check of the reader yet still not a game this copy can show: said, not raised.
        print(f"{path}:1: cannot be shown ({e.__class__.__name__}: {e})", file=sys.stderr)
        return 1
    from game.ui.app import App
    from game.ui.main_menu import solo_agents
    from game.ui.replay_viewer.recent import remember
    from game.ui.replay_viewer.viewer import ReplayViewer

    app = App()
    remember(Path(path))
    app.push(ReplayViewer(replay, solo_agents()))
    return app.run(screenshot, frames)
