"""Small builders for table tests: stands, lines of stands, rectangles of terrain, tables."""

from __future__ import annotations

from game.table import Base, Table, TerrainKind, TerrainPiece


def inf(sid: str, owner: str, side: int, x: float, y: float, facing: float = 0.0) -> Base:
    """An infantry stand, 40 wide and 20 deep."""
    return Base(sid, owner, side, x, y, facing, 40, 20)


def cav(sid: str, owner: str, side: int, x: float, y: float, facing: float = 0.0) -> Base:
    """A cavalry stand, 20 wide and 40 deep."""
    return Base(sid, owner, side, x, y, facing, 20, 40)


def hero(sid: str, side: int, x: float, y: float, *, round_base: bool = True) -> Base:
    """A character stand: round (25 mm across) or a 40 x 20 rectangle."""
    if round_base:
        return Base(sid, sid, side, x, y, 0.0, 25, 25, round=True, character=True)
    return Base(sid, sid, side, x, y, 0.0, 40, 20, character=True)


def line(owner: str, side: int, x: float, y: float, n: int = 3, facing: float = 0.0) -> list[Base]:
    """A unit of infantry stands edge to edge in a line across the table, centred on (x, y)."""
    assert facing in (0.0, 180.0)
    return [inf(f"{owner}.{i}", owner, side, x + 40.0 * (i - (n - 1) / 2.0), y, facing) for i in range(n)]


def rect(pid: str, kind: TerrainKind, x0: float, y0: float, x1: float, y1: float) -> TerrainPiece:
    """A rectangular terrain piece."""
    return TerrainPiece(pid, kind, ((x0, y0), (x1, y0), (x1, y1), (x0, y1)))


def table(*bases: Base, terrain: tuple[TerrainPiece, ...] = ()) -> Table:
    """A standard 1800 x 1200 mm table."""
    return Table(1800, 1200, terrain, bases)
