"""The pygame-ce application: the table view, camera, drawing, input. The only package importing pygame.

``run(state)`` opens a window on a game state; see ``game.ui.app``.
"""

import os

# Keep pygame's import banner off the console (it must be set before pygame is first imported).
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game.ui.app import App, run  # noqa: E402

__all__ = ["App", "run"]
