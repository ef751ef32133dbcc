"""Troll Slayers give the enemy their points while any of them stands (digest 9.3): the side panel says so beside
the points lost, so that points lost before any fighting do not read as a mistake."""

from __future__ import annotations

import sys
from pathlib import Path

from game.ui.battle.army_status import status_lines

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import battle, char, unit  # noqa: E402


def test_the_points_lost_name_the_slayers_still_standing() -> None:
    s = battle(
        [unit("Troll Slayers", 600, 900, id="ts"), unit("Warriors", 900, 900, id="w")],
        [unit("Orc Warriors", 900, 300, 180, id="o")],
        [char("General", 600, 1000, id="g")],
        [char("Orc General", 100, 40, id="og")],
        armies0="dwarfs",
        step="orders",
    )
    lines = {side: points for side, _, points in status_lines(s)}
    assert lines[0] == "Points lost 80 (80 for Troll Slayers while they stand) · victory points 0"
    assert lines[1] == "Points lost 0 · victory points 80"
    # Once destroyed they are worth nothing, and the note goes.
    s.units["ts"].stands = []
    s.units["ts"].destroyed = True
    lines = {side: points for side, _, points in status_lines(s)}
    assert lines[0] == "Points lost 0 · victory points 0"
