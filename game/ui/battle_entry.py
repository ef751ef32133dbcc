"""The hand-off from the menus to a battle: ``open_battle(manager, session)``.

Set-up (a new battle) and the load screen (a saved one) both end here with a ``Session`` whose battle
has begun (its ``Start`` action applied). The battle screen (``game.ui.battle.scene.BattleScene``)
takes it from here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.replay.session import Session

if TYPE_CHECKING:
    from game.ui.app import SceneManager


def open_battle(manager: SceneManager, session: Session) -> None:
    """Close the menus above the main menu and show the battle of ``session``."""
    from game.ui.battle.scene import BattleScene

    manager.unwind()
    manager.push(BattleScene(session))
