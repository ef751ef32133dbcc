"""The pygame-ce application: menus, set-up, army builder, the table view. The only package importing pygame.

``run_menu()`` opens the game on its main menu; ``run(state)`` opens a window on a game state (the table
viewer of the command line). Screens are scenes on a stack (``game.ui.scene``, ``game.ui.app``); menus
use pygame_gui with the theme in ``assets/ui/theme.json``. A new battle or a loaded one reaches the
battle screen through ``game.ui.battle_entry.open_battle``.
"""

import os

# Keep pygame's import banner off the console (it must be set before pygame is first imported).
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game.ui.app import App, run, run_menu  # noqa: E402

__all__ = ["App", "run", "run_menu"]
