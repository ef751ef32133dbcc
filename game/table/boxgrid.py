"""Which stands' bounding boxes meet a box: a grid of table squares, each listing the stands over it.

The rules and the opponents ask this of one table tens of thousands of times a battle (is anything near
where a stand would end, what is beside it), mostly for a box the size of a stand. Asked of pymunk, every
stand found costs a call back into Python; a grid of plain lists answers the same question, by the same
test (boxes that touch meet, as in pymunk's ``bb_query``), in about half the time.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from game.table.geometry import id_key
from game.table.shapes import Base

Box = tuple[float, float, float, float]

# 10 cm: most boxes asked about (a stand and a few mm round it) cover one to four squares; larger squares only
# add stands to test, smaller ones squares to visit.
CELL = 100.0
# Squares are filed under one number, column * _ROW + row (cheaper to look up than a pair).
_ROW = 1 << 20


class BoxGrid:
    """The stands of one table, filed by the grid squares their bounding boxes cover."""

    def __init__(self, bases: Iterable[Base]) -> None:
        # Stands in id order, so that an answer sorted by position here is sorted by id.
        self._entries = [(*b.bounds(), b) for b in sorted(bases, key=lambda b: id_key(b.id))]
        self._cells: dict[int, list[int]] = {}
        for k, (x0, y0, x1, y1, _) in enumerate(self._entries):
            for i in range(math.floor(x0 / CELL), math.floor(x1 / CELL) + 1):
                for j in range(math.floor(y0 / CELL), math.floor(y1 / CELL) + 1):
                    # Filed in id order, since stands are taken in that order.
                    self._cells.setdefault(i * _ROW + j, []).append(k)

    def meeting(self, box: Box, characters: bool) -> list[Base]:
        """Stands whose bounding boxes meet ``box`` (touching counts), in id order; characters only if asked."""
        x0, y0, x1, y1 = box
        i0, i1 = math.floor(x0 / CELL), math.floor(x1 / CELL)
        j0, j1 = math.floor(y0 / CELL), math.floor(y1 / CELL)
        found: Iterable[int]
        if (i1 - i0 + 1) * (j1 - j0 + 1) > len(self._entries):
            # A box as big as a good part of the table: every stand is a candidate anyway.
            found = range(len(self._entries))
        else:
            cells = self._cells
            lists = [got for i in range(i0, i1 + 1) for j in range(j0, j1 + 1) if (got := cells.get(i * _ROW + j))]
            if not lists:
                return []
            # One square's list is already in id order; several may share stands.
            found = lists[0] if len(lists) == 1 else sorted({k for got in lists for k in got})
        out = []
        entries = self._entries
        for k in found:
            bx0, by0, bx1, by1, b = entries[k]
            if bx0 <= x1 and x0 <= bx1 and by0 <= y1 and y0 <= by1 and (characters or not b.character):
                out.append(b)
        return out
