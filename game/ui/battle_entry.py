"""The hand-off from the menus to a battle: ``open_battle(manager, session)``.

Set-up (a new battle) and the load screen (a saved one) both end here with a ``Session`` whose battle
has begun (its ``Start`` action applied). For now the battle is shown on the table view; the battle
screen with orders replaces this one function.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.replay.session import Session

if TYPE_CHECKING:
    from game.ui.app import SceneManager


def open_battle(manager: SceneManager, session: Session) -> None:
    """Close the menus above the main menu and show the battle of ``session``."""
    from game.ui.table_scene import TableScene

    manager.unwind()
    manager.push(TableScene(session.state, session))
