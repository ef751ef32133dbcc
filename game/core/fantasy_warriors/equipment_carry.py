"""Mantlets and pavises move with the unit behind them (Fantasy Warriors: "Mantlets and movement", "Pavises and
movement"): the unit moves at half pace through its own pieces, which are put back touching its front after
the move. A unit that becomes eager, or moves back away from them (a retreat), leaves them where they are.
"""

from __future__ import annotations

from game.core import board
from game.core.dice import Dice
from game.core.events import Event, Narration
from game.core.fantasy_warriors.equipment import KINDS, RULE, Piece, equipment_kept, piece_problems, pieces
from game.core.fantasy_warriors.states import is_eager
from game.core.state import GameState, Unit
from game.table import Base, TerrainKind
from game.table.equipment import swept_into

CARRY = f"{RULE}.carried"
# Where mantlets and pavises may not go (Fantasy Warriors: swamps, woods, bushes, buildings and walls).
NO_CARRYING = frozenset({TerrainKind.WOOD, TerrainKind.VILLAGE, TerrainKind.BUILDING, TerrainKind.BROKEN,
                         TerrainKind.LOW_OBSTACLE, TerrainKind.HIGH_OBSTACLE, TerrainKind.RIVER,
                         TerrainKind.IMPASSABLE})


def _carried(state: GameState, unit: Unit) -> list[Piece]:
    return [p for p in pieces(state) if p.mobile and p.unit == unit.id]


def carried_pieces(state: GameState, unit: Unit, answer: tuple[str, ...]) -> tuple[str, ...]:
    if is_eager(state, unit):
        return answer
    return answer + tuple(p.id for p in _carried(state, unit))


def _front_pose(piece: Piece, bases: list[Base]) -> tuple[int, int, int, float]:
    """(x, y, facing) of the piece touching the middle of the front of these stands, and how far ahead of
    that front its centre then is."""
    d = bases[0].direction()
    lead = max(b.x * d[0] + b.y * d[1] for b in bases)
    front = [b for b in bases if b.x * d[0] + b.y * d[1] >= lead - 1]
    cx = sum(b.x for b in front) / len(front)
    cy = sum(b.y for b in front) / len(front)
    reach = bases[0].depth / 2 + KINDS[piece.kind].depth / 2
    return (int(round(cx + d[0] * reach)), int(round(cy + d[1] * reach)), int(round(bases[0].facing)) % 360, reach)


def move_check(state: GameState, unit: Unit, end: list[Base]) -> list[str]:
    """The unit's carried pieces must fit in front of it where it would end, and never go into woods, villages,
    buildings, walls, hedges, rivers or broken and marshy ground on the way."""
    out = []
    barred = [(t.id, t.points) for t in board.terrain_pieces(state) if t.kind in NO_CARRYING]
    names = {t.id: t.name or t.kind.value.replace("_", " ") for t in board.terrain_pieces(state)}
    for p in _carried(state, unit) if not is_eager(state, unit) else []:
        x, y, f, _ = _front_pose(p, end)
        moved = Piece(p.id, p.kind, p.lengths, x, y, f, p.side, p.unit)
        out += [f"{why} in front of {unit.name}" for why in piece_problems(state, moved, moved.base(), unit.id)]
        into = swept_into(p.base(), moved.base(), barred)
        if into is not None:
            out.append(f"the {p.name()} cannot be carried into {names[into]}")
    return out[:1]


def carry(state: GameState, dice: Dice) -> list[Event]:
    """After every action: carried pieces follow their units, or are left behind."""
    events: list[Event] = []
    changed = False
    for p in [p for p in pieces(state) if p.mobile and p.unit]:
        u = state.units.get(p.unit)
        if u is None or not u.alive or u.off_table:
            p.unit = ""
            continue
        bases = board.unit_bases(state, u)
        x, y, f, reach = _front_pose(p, bases)
        if (x, y, f) == (p.x, p.y, p.facing):
            continue
        d = bases[0].direction()
        ahead = (p.x - (x - d[0] * reach)) * d[0] + (p.y - (y - d[1] * reach)) * d[1]
        moved = Piece(p.id, p.kind, p.lengths, x, y, f, p.side, p.unit)
        if is_eager(state, u) or (ahead > reach + 1 and f == p.facing):
            why = "is eager and comes out from behind it" if is_eager(state, u) else "falls back from it"
            p.unit = ""
            events.append(Narration(message=f"{u.name} {why}: its {p.name()} is left behind", rule=f"{RULE}.left"))
        elif not piece_problems(state, moved, moved.base(), u.id):
            p.x, p.y, p.facing = x, y, f
        elif not piece_problems(state, p, p.base()):
            # No room in front (a pursuit into contact goes on past it): the piece stays where it stood.
            p.unit = ""
            events.append(Narration(message=f"{u.name} has no room for its {p.name()} in front: it is left behind",
                                    rule=f"{RULE}.left"))
        else:
            # No room in front and a stand where it stood: the piece is lost, never left under a stand.
            del equipment_kept(state).pieces[p.id]
            events.append(Narration(message=f"{u.name} loses its {p.name()}", rule=f"{RULE}.left"))
        changed = True
    if changed:
        state.invalidate()
    return events
