"""Fantasy Warriors rules update: a unit leaving the table on its own move stays gone."""

from __future__ import annotations

from game.core.command.actions import Move
from game.core.modules import compose
from tests.core.command.test_movement import ordered, shifted
from tests.helpers import act, of_type, unit

UPDATE = compose(["fw-update"])


def test_leave_table_voluntarily_for_good_counts_as_destroyed() -> None:
    s = ordered(unit("Halberdiers", 900, 110, id="u1"), ruleset=UPDATE)
    ev = act(s, Move(("u1",), (shifted(s, "u1", dy=-150),)))  # no die: it does not roll to return
    assert s.units["u1"].destroyed
    assert of_type(ev, "UnitLeftTable") == []
    # Off, it rolls on Warmaster's off-table chart.
    s2 = ordered(unit("Halberdiers", 900, 110, id="u1"), ruleset=compose(["fw-update"], {"fw-update": {"leave_for_good": False}}))
    ev2 = act(s2, Move(("u1",), (shifted(s2, "u1", dy=-150),)), [2])
    assert of_type(ev2, "UnitLeftTable")
