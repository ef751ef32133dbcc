"""Crossing equipment (Fantasy Warriors: "Palisades", "Chevaux de frise" and "Spiked pits and movement"): a
unit's ordered or initiative move may cross a palisade, stakes or a pit but never end on one. A palisade
confuses the unit, and crossing it faster than half pace (its centre moved more than half its pace) costs
D6-2 hits; going on through stakes from their front, or over a pit, costs D6-3 hits (D6-2 for eager units).
Hits are saved by the unit's Armour. A unit that halts touching the piece pays nothing.
"""

from __future__ import annotations

from game.core import board, confusion
from game.core.dice import Dice
from game.core.events import DiceRolled, Event
from game.core.fantasy_warriors.equipment import CHEVAUX, PALISADE, PIT, RULE, Piece, equipment_kept, pieces
from game.core.fantasy_warriors.states import is_eager
from game.core.profiles import UnitType
from game.core.state import GameState, Unit, id_key
from game.table import Base
from game.table.equipment import blocks, crosses

CROSS = f"{RULE}.crossing"


def crossable(state: GameState, unit: Unit, answer: tuple[str, ...]) -> tuple[str, ...]:
    if state.unit_profile(unit).type in (UnitType.ARTILLERY, UnitType.MACHINE):
        return answer
    return answer + tuple(p.id for p in pieces(state) if p.kind in (PALISADE, CHEVAUX, PIT))


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
    """After every action: units whose centre passed over a piece pay for it. A palisade confuses, and costs D6-2
    hits faster than half pace; stakes entered from their front and pits cost D6-3 hits (D6-2 for eager units)."""
    k = equipment_kept(state)
    found = [p for p in pieces(state) if p.kind in (PALISADE, CHEVAUX, PIT)]
    events: list[Event] = []
    for u in sorted(state.live_units(), key=lambda u: id_key(u.id)):
        if u.off_table:
            continue
        now = _centre(state, u)
        before = k.seen.get(u.id)
        k.seen[u.id] = now
        if before is None or before == now:
            continue
        for p in found:
            if u.alive and crosses(p.base(), before, now):
                events += _crossed(state, u, p, before, now, dice)
    return events


def _crossed(state: GameState, u: Unit, p: Piece, before: tuple[int, int], now: tuple[int, int],
             dice: Dice) -> list[Event]:
    pb = p.base()
    if p.kind == PALISADE:
        pace = state.unit_profile(u).full_pace_mm
        moved = ((now[0] - before[0]) ** 2 + (now[1] - before[1]) ** 2) ** 0.5
        events = _hits(state, u, dice, "crosses a palisade fast", 2) if moved > pace / 2 else []
        return events + confusion.confuse(state, u, f"crossing the {p.name()}", CROSS)
    if p.kind == CHEVAUX:
        ahead = (before[0] - pb.x) * pb.direction()[0] + (before[1] - pb.y) * pb.direction()[1]
        if ahead <= 0:
            return []  # from behind the stakes: nothing to run onto
    less = 2 if is_eager(state, u) else 3
    what = "goes on through the stakes" if p.kind == CHEVAUX else "goes over a spiked pit"
    return _hits(state, u, dice, what, less)


def _hits(state: GameState, unit: Unit, dice: Dice, what: str, less: int) -> list[Event]:
    from game.core.shooting.volley import apply_hits

    purpose = f"{unit.name} {what}"
    face = dice.roll(1, 6, purpose)[0]
    hits = max(0, face - less)
    events: list[Event] = [DiceRolled(purpose=purpose, sides=6, faces=(face,), total=hits,
                                      outcome=f"{hits} hit{'s' if hits != 1 else ''} (D6-{less})", side=unit.side,
                                      rule=CROSS)]
    armour = state.unit_profile(unit).armour
    if hits and armour:
        saves = dice.roll(hits, 6, f"{unit.name} armour saves")
        saved = sum(1 for f in saves if f >= armour)
        events.append(DiceRolled(purpose=f"{unit.name} armour saves", sides=6, faces=saves, total=saved,
                                 outcome=f"{saved} saved", side=unit.side, rule=CROSS))
        hits -= saved
    return events + apply_hits(state, unit, hits, CROSS)
