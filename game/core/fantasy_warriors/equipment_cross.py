"""Crossing palisades (Fantasy Warriors: "Palisades and movement"): a unit's ordered or initiative move may
cross a palisade but never end on it; crossing confuses the unit, and crossing faster than half pace (the
unit's centre moved more than half its pace) costs D6-2 hits that its Armour may save.
"""

from __future__ import annotations

from game.core import board, confusion
from game.core.dice import Dice
from game.core.events import DiceRolled, Event
from game.core.fantasy_warriors.equipment import PALISADE, RULE, equipment_kept, pieces
from game.core.profiles import UnitType
from game.core.state import GameState, Unit, id_key
from game.table import Base
from game.table.equipment import blocks, crosses

CROSS = f"{RULE}.crossing"


def crossable(state: GameState, unit: Unit, answer: tuple[str, ...]) -> tuple[str, ...]:
    if state.unit_profile(unit).type in (UnitType.ARTILLERY, UnitType.MACHINE):
        return answer
    return answer + tuple(p.id for p in pieces(state) if p.kind == PALISADE)


def end_check(state: GameState, unit: Unit, end: list[Base]) -> list[str]:
    """No stand may end on a piece (the moves pass over palisades only)."""
    for p in pieces(state):
        if p.unit == unit.id and p.mobile:
            continue
        pb = p.base()
        if any(blocks(pb, b) for b in end):
            return [f"a stand would end on the {p.name()}"]
    return []


def _centre(state: GameState, unit: Unit) -> tuple[int, int]:
    bases = board.unit_bases(state, unit)
    return (round(sum(b.x for b in bases) / len(bases)), round(sum(b.y for b in bases) / len(bases)))


def crossings(state: GameState, dice: Dice) -> list[Event]:
    """After every action: units whose centre passed over a palisade are confused, and hit if they went fast."""
    k = equipment_kept(state)
    palisades = [p for p in pieces(state) if p.kind == PALISADE]
    events: list[Event] = []
    for u in sorted(state.live_units(), key=lambda u: id_key(u.id)):
        if u.off_table:
            continue
        now = _centre(state, u)
        before = k.seen.get(u.id)
        k.seen[u.id] = now
        if before is None or before == now:
            continue
        crossed = [p for p in palisades if crosses(p.base(), before, now)]
        if not crossed:
            continue
        pace = state.unit_profile(u).full_pace_mm
        moved = ((now[0] - before[0]) ** 2 + (now[1] - before[1]) ** 2) ** 0.5
        if moved > pace / 2:
            events += _hits(state, u, dice)
        events += confusion.confuse(state, u, f"crossing the {crossed[0].name()}", CROSS)
    return events


def _hits(state: GameState, unit: Unit, dice: Dice) -> list[Event]:
    from game.core.shooting.volley import apply_hits

    purpose = f"{unit.name} crosses a palisade fast"
    face = dice.roll(1, 6, purpose)[0]
    hits = max(0, face - 2)
    events: list[Event] = [DiceRolled(purpose=purpose, sides=6, faces=(face,), total=hits,
                                      outcome=f"{hits} hit{'s' if hits != 1 else ''} (D6-2)", side=unit.side,
                                      rule=CROSS)]
    armour = state.unit_profile(unit).armour
    if hits and armour:
        saves = dice.roll(hits, 6, f"{unit.name} armour saves")
        saved = sum(1 for f in saves if f >= armour)
        events.append(DiceRolled(purpose=f"{unit.name} armour saves", sides=6, faces=saves, total=saved,
                                 outcome=f"{saved} saved", side=unit.side, rule=CROSS))
        hits -= saved
    return events + apply_hits(state, unit, hits, CROSS)
