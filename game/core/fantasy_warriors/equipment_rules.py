"""What battlefield equipment does in a fight and under fire: the cover it gives the stands behind it and
the changes to the combat result of the sides fighting over it (worth halved into the result, away from zero).
"""

from __future__ import annotations

from game.core import board
from game.core.events import Modifier
from game.core.fantasy_warriors.equipment import CHEVAUX, MANTLET, PALISADE, PAVISE, PIT, RULE, Piece, pieces
from game.core.fantasy_warriors.states import is_eager
from game.core.profiles import UnitType
from game.core.state import GameState, Unit
from game.table import Base, base_distance
from game.table.equipment import behind, in_front, in_the_piece, interrupts, straight_ahead, touching

DEFENDED, FORTIFIED = "defended", "fortified"


def _shelters(piece: Piece, state: GameState, unit: Unit, index: int, attacker: tuple[float, float]) -> bool:
    stand = board.unit_base(state, unit, index)
    pb = piece.base()
    return behind(pb, stand) and interrupts(pb, attacker, stand.centre)


def stand_cover(state: GameState, unit: Unit, index: int, attacker: tuple[float, float]) -> tuple[str, str] | None:
    """Palisades and pavises: soft cover for a stand they shelter. Mantlets: hard cover for a stand they shelter,
    and soft cover for the rest of a unit half or more of whose stands they shelter. Eager units take none."""
    found = [p for p in pieces(state) if p.kind in (PALISADE, PAVISE, MANTLET)]
    # Cover is for infantry and artillery, as behind Warmaster's obstacles.
    if not found or is_eager(state, unit) or state.unit_profile(unit).type not in (UnitType.INFANTRY, UnitType.ARTILLERY):
        return None
    mine = [p for p in found if _shelters(p, state, unit, index, attacker)]
    if any(p.kind == MANTLET for p in mine):
        return FORTIFIED, "behind a mantlet"
    if mine:
        return DEFENDED, f"behind a {mine[0].name().split(' (')[0]}"
    mantlets = [p for p in found if p.kind == MANTLET]
    if mantlets:
        covered = sum(1 for i in range(len(unit.stands)) if any(_shelters(p, state, unit, i, attacker) for p in mantlets))
        if covered and 2 * covered >= len(unit.stands):
            return DEFENDED, "half the unit behind mantlets"
    return None


def _front_rank(state: GameState, unit: Unit, index: int) -> bool:
    """Whether stand ``index`` is in the unit's front rank (its centre as far forward as any stand's)."""
    bases = board.unit_bases(state, unit)
    d = bases[0].direction()
    lead = max(b.x * d[0] + b.y * d[1] for b in bases)
    me = bases[index]
    return me.x * d[0] + me.y * d[1] >= lead - 1


def shot_arc(state: GameState, unit: Unit, index: int, me: Base, them: Base) -> bool:
    """The hook ``SHOT_ARC``: a unit using mantlets or pavises shoots with its front rank only, and a stand behind a
    mantlet shoots only at what lies straight in front of it (between the lines its two ends run forward along)."""
    found = pieces(state)
    if not found:
        return True
    used = [p for p in found if p.mobile and p.unit == unit.id and not is_eager(state, unit)]
    if used and not _front_rank(state, unit, index):
        return False
    for p in found:
        if p.kind == MANTLET and p.side == unit.side and behind(p.base(), me) and touching(p.base(), me):
            return straight_ahead(p.base(), them)
    return True


def _touches(state: GameState, piece: Piece, unit: Unit, *, front: bool | None = None) -> bool:
    pb = piece.base()
    for b in board.unit_bases(state, unit):
        if touching(pb, b) and (front is None or in_front(pb, b) == front):
            return True
    return False


def result_modifiers(state: GameState, units: list[Unit]) -> list[Modifier]:
    """Changes to one side's combat result from the equipment in its fight."""
    if not units:
        return []
    side = units[0].side
    mods: list[Modifier] = []
    for p in pieces(state):
        if p.kind in (PALISADE, CHEVAUX) and p.side != side:
            # The attacker over a palisade (-4 worth a length: -2), onto the stakes from the front (-2: -1).
            if any(_touches(state, p, u, front=True) for u in units):
                per = 2 if p.kind == PALISADE else 1
                what = "palisade" if p.kind == PALISADE else "chevaux de frise"
                mods.append(Modifier(-per * p.lengths, f"{RULE}.{'palisade' if p.kind == PALISADE else 'chevaux'}",
                                     f"attacking over a {what} ({p.lengths} length{'s' if p.lengths > 1 else ''})"))
        elif p.kind in (MANTLET, PAVISE):
            # Both sides of a fight over mantlets (-2 worth each: -1) or pavises (-1 worth per two: -1 per two).
            used = p.unit and any(u.id == p.unit for u in units) and _touches_enemy(state, p, side)
            faced = any(_touches(state, p, u) for u in units if u.side != p.side)
            if used or faced:
                n = p.lengths if p.kind == MANTLET else (p.lengths + 1) // 2
                mods.append(Modifier(-n, f"{RULE}.{'mantlet' if p.kind == MANTLET else 'pavise'}",
                                     f"fighting over {p.name()}"))
    in_pit = [p for p in pieces(state) if p.kind == PIT
              and any(in_the_piece(p.base(), b) for u in units for b in board.unit_bases(state, u))]
    if in_pit:
        mods.append(Modifier(-1, f"{RULE}.pit", "fighting in a spiked pit"))
    return mods


def _touches_enemy(state: GameState, piece: Piece, side: int) -> bool:
    return any(_touches(state, piece, u) for u in state.live_units() if u.side != side)


def _front_of(state: GameState, stand: Base, towards: Base) -> Base:
    """The piece a stand shelters behind touching it, facing ``towards`` (range is measured from its front),
    else the stand itself."""
    for p in pieces(state):
        pb = p.base()
        if p.kind in (PALISADE, PAVISE, MANTLET) and touching(pb, stand) and behind(pb, stand) and in_front(pb, towards):
            return pb
    return stand


def shot_range(state: GameState, me: Base, them: Base, d: float) -> float:
    """The hook ``SHOT_RANGE``: from behind a palisade, pavise or mantlet the range is measured from the piece's
    front, and to a target behind one, to the piece's front."""
    if not pieces(state):
        return d
    a, b = _front_of(state, me, them), _front_of(state, them, me)
    return d if (a is me and b is them) else min(d, base_distance(a, b))
