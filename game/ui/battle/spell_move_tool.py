"""The move a spell of command grants (Voice of Command), played like the move after an order.

The unit moves "as if ordered", by the Command phase's own rules, but through the magic actions
(``SpellMove``, ``SpellCharge``, ``SpellHold``). So this is the move tool of ghosts.py with a controller
that builds those actions instead of ``Move``, ``Charge`` and ``Hold``: dragging, turning, the verdict,
charge previews and the side panel all stay the same.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core import Event, SpellCharge, SpellHold, SpellMove, spell_pending
from game.ui.battle.controller import BattleController, Pose
from game.ui.battle.ghosts import MoveTool
from game.ui.battle.panel import Panel


class SpellController:
    """The battle controller as the move tool sees it while a spell's move is owed."""

    def __init__(self, inner: BattleController) -> None:
        self.inner = inner

    def __getattr__(self, name: str) -> Any:
        # Everything else (version, state, check, apply...) is the real controller's.
        return getattr(self.inner, name)

    def _move(self, units: Sequence[str], poses: Sequence[Sequence[Pose]], column: Sequence[str]) -> SpellMove:
        # ``column``: a War Wagon moving as if ordered chooses laager or column as after an order.
        m = self.inner.move_action(units, poses, column)
        return SpellMove(m.units, m.poses, m.column)

    def check_move(self, units: Sequence[str], poses: Sequence[Sequence[Pose]], column: Sequence[str] = ()) -> list[str]:
        return self.inner.check(self._move(units, poses, column))

    def move(self, units: Sequence[str], poses: Sequence[Sequence[Pose]], column: Sequence[str] = ()) -> list[Event] | None:
        return self.inner.apply(self._move(units, poses, column))

    def check_charge(self, unit: str, target: str, initiative: bool = False) -> list[str]:
        return self.inner.check(SpellCharge(unit, target))

    def charge(self, unit: str, target: str, initiative: bool = False) -> list[Event] | None:
        return self.inner.apply(SpellCharge(unit, target))

    def hold(self, units: Sequence[str]) -> list[Event] | None:
        return self.inner.apply(SpellHold(tuple(units)))


class SpellMoveTool(MoveTool):
    """The move tool, acting through the spell's actions."""

    draws_ranges = True

    @property
    def controller(self) -> Any:  # type: ignore[override]
        return SpellController(self.scene.controller)

    def fill_panel(self, panel: Panel) -> None:
        p = spell_pending(self.state)
        if p is not None:
            panel.text(f"{p.spell or 'The spell'}: this unit moves as if it had been given an order.", "gold", 13)
        super().fill_panel(panel)
