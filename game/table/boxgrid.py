"""Which stands' bounding boxes meet a box: a grid of table squares, each listing the stands over it.

The rules and the opponents ask this of one table tens of thousands of times a battle (is anything near
where a stand would end, what is beside it), always for a small box. Asked of pymunk, every stand found
costs a call back into Python; a grid of plain lists answers the same question, by the same test (boxes
that touch meet, as in pymunk's ``bb_query``), several times faster.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from game.table.geometry import id_key
from game.table.shapes import Base

Box = tuple[float, float, float, float]

# About a stand's length: most boxes asked about cover a few squares, and a stand lies over one to four.
CELL = 50.0


class BoxGrid:
    """The stands of one table, filed by the grid squares their bounding boxes cover."""

    def __init__(self, bases: Iterable[Base]) -> None:
        # Stands in id order, so that an answer sorted by position here is sorted by id.
        self._bases = sorted(bases, key=lambda b: id_key(b.id))
        self._boxes = [b.bounds() for b in self._bases]
        self._cells: dict[tuple[int, int], list[int]] = {}
        for k, (x0, y0, x1, y1) in enumerate(self._boxes):
            for i in range(math.floor(x0 / CELL), math.floor(x1 / CELL) + 1):
                for j in range(math.floor(y0 / CELL), math.floor(y1 / CELL) + 1):
                    self._cells.setdefault((i, j), []).append(k)

    def meeting(self, box: Box, characters: bool) -> list[Base]:
        """Stands whose bounding boxes meet ``box`` (touching counts), in id order; characters only if asked."""
        x0, y0, x1, y1 = box
        i0, i1 = math.floor(x0 / CELL), math.floor(x1 / CELL)
        j0, j1 = math.floor(y0 / CELL), math.floor(y1 / CELL)
        found: Iterable[int]
        if (i1 - i0 + 1) * (j1 - j0 + 1) > len(self._bases):
            # A box as big as a good part of the table: every stand is a candidate anyway.
            found = range(len(self._bases))
        else:
            near: set[int] = set()
            cells = self._cells
            for i in range(i0, i1 + 1):
                for j in range(j0, j1 + 1):
                    got = cells.get((i, j))
                    if got:
                        near.update(got)
            found = sorted(near)
        out = []
        boxes = self._boxes
        for k in found:
            bx0, by0, bx1, by1 = boxes[k]
            if bx0 <= x1 and x0 <= bx1 and by0 <= y1 and y0 <= by1:
                b = self._bases[k]
                if characters or not b.character:
                    out.append(b)
        return out
