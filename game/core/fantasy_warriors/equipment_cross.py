"""Crossing equipment (Fantasy Warriors: "Palisades", "Chevaux de frise" and "Spiked pits and movement"): a
unit's moves and charges may cross a palisade, stakes or a pit but never end on a palisade or stakes. A
palisade confuses the unit, and crossing it faster than half pace (its centre moved more than half its pace)
costs D6-2 hits; going on through stakes from their front, or over or into a pit, costs D6-3 hits (D6-2 for
eager units). Hits are saved by the unit's Armour. A unit that halts touching the piece pays nothing, but an
eager unit never halts at stakes or a pit. A unit may end a move in a pit (each stand there with its centre
in it); it fights there at -1 (``equipment_rules``) and takes the pit's hits again each round it fights.
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
from game.table.equipment import blocks, contains, crosses, in_front, in_the_piece, touching

CROSS = f"{RULE}.crossing"


def crossable(state: GameState, unit: Unit, answer: tuple[str, ...]) -> tuple[str, ...]:
    if state.unit_profile(unit).type in (UnitType.ARTILLERY, UnitType.MACHINE):
        return answer
    return answer + tuple(p.id for p in pieces(state) if p.kind in (PALISADE, CHEVAUX, PIT))


def end_check(state: GameState, unit: Unit, end: list[Base]) -> list[str]:
    """No stand may end on a piece but in a pit, and there only with its centre in it."""
    # What the table itself counts as a stand over a piece (its footprint and give), beside the piece's own
    # rectangle: a stand ending a hair over a piece's end is over it, whichever way it is measured.
    t, mover = board.table(state), board.unit_mover(state, unit)
    on_table = [set(t.overlaps(b, mover=mover, ignore=[unit.id])) for b in end]
    for p in pieces(state):
        if p.unit == unit.id and p.mobile:
            continue
        pb = p.base()
        over = [b for b, ids in zip(end, on_table, strict=True) if blocks(pb, b) or p.id in ids]
        if p.kind == PIT and over and all(in_the_piece(pb, b) for b in over):
            continue
        if over:
            edge = " half over" if p.kind == PIT else " on"
            return [f"a stand would end{edge} the {p.name()}"]
    return []


def eager_halt_check(state: GameState, unit: Unit, end: list[Base]) -> list[str]:
    """An eager unit does not halt at stakes (from their front) or a pit: it goes on, unless it began there."""
    if not is_eager(state, unit):
        return []
    start = board.unit_bases(state, unit)
    for p in pieces(state):
        if p.kind not in (CHEVAUX, PIT):
            continue
        pb = p.base()

        def halted(bases: list[Base], pb: Base = pb, kind: str = p.kind) -> bool:
            return any(touching(pb, b) and not in_the_piece(pb, b) and (kind == PIT or in_front(pb, b))
                       for b in bases)

        if halted(end) and not halted(start):
            return [f"{unit.name} is eager and will not halt at the {p.name()}: it goes on through or stops short"]
    return []


def pits_not_fought_across(state: GameState) -> tuple[str, ...]:
    """The hook ``NOT_FOUGHT_ACROSS``: a unit facing a pit is attacked from the front only by a unit in the pit,
    never by one halted at its far edge."""
    return tuple(p.id for p in pieces(state) if p.kind == PIT)


def in_pits(state: GameState, unit: Unit) -> list[Piece]:
    """The pits the unit stands in (a stand's centre in the pit)."""
    bases = board.unit_bases(state, unit)
    return [p for p in pieces(state) if p.kind == PIT and any(in_the_piece(p.base(), b) for b in bases)]


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
        was_in = k.pits.get(u.id, [])
        if before is None or before == now:
            if before is None:
                k.pits[u.id] = [p.id for p in in_pits(state, u)]
            continue
        paid = set(was_in)  # climbing out of a pit the unit stood in costs nothing more
        for p in found:
            if p.kind == PIT and contains(p.base(), before):
                paid.add(p.id)  # its centre was in the pit: climbing out
            if u.alive and p.id not in paid and crosses(p.base(), before, now):
                paid.add(p.id)
                events += _crossed(state, u, p, before, now, dice)
        # A stand gone into a pit though the unit's centre passed beside it: the pit's hits all the same.
        for p in in_pits(state, u) if u.alive else []:
            if p.id not in paid:
                events += _crossed(state, u, p, before, now, dice)
        k.pits[u.id] = [p.id for p in in_pits(state, u)] if u.alive else []
    return events


def pit_round(state: GameState, units: list[str], dice: Dice) -> list[Event]:
    """The hook ``COMBAT_ROUND_BEGINS``: a unit fighting in a pit takes the pit's hits again (D6-3, eager D6-2)."""
    events: list[Event] = []
    for uid in sorted(units, key=id_key):
        u = state.units[uid]
        for _pit in in_pits(state, u) if u.alive else []:
            events += hits(state, u, dice, "fights in a spiked pit", 2 if is_eager(state, u) else 3, f"{RULE}.pit")
    return events


def _crossed(state: GameState, u: Unit, p: Piece, before: tuple[int, int], now: tuple[int, int],
             dice: Dice) -> list[Event]:
    pb = p.base()
    if p.kind == PALISADE:
        pace = state.unit_profile(u).full_pace_mm
        moved = ((now[0] - before[0]) ** 2 + (now[1] - before[1]) ** 2) ** 0.5
        events = hits(state, u, dice, "crosses a palisade fast", 2) if moved > pace / 2 else []
        return events + confusion.confuse(state, u, f"crossing the {p.name()}", CROSS)
    if p.kind == CHEVAUX:
        ahead = (before[0] - pb.x) * pb.direction()[0] + (before[1] - pb.y) * pb.direction()[1]
        if ahead <= 0:
            return []  # from behind the stakes: nothing to run onto
    less = 2 if is_eager(state, u) else 3
    what = "goes on through the stakes" if p.kind == CHEVAUX else "goes over a spiked pit"
    if p.kind == PIT and any(in_the_piece(pb, b) for b in board.unit_bases(state, u)):
        what = "goes into a spiked pit"
    return hits(state, u, dice, what, less)


def hits(state: GameState, unit: Unit, dice: Dice, what: str, less: int, rule: str = CROSS) -> list[Event]:
    """D6 less ``less`` hits on the unit, saved by its Armour."""
    from game.core.shooting.volley import apply_hits

    purpose = f"{unit.name} {what}"
    face = dice.roll(1, 6, purpose)[0]
    count = max(0, face - less)
    events: list[Event] = [DiceRolled(purpose=purpose, sides=6, faces=(face,), total=count,
                                      outcome=f"{count} hit{'s' if count != 1 else ''} (D6-{less})", side=unit.side,
                                      rule=rule)]
    armour = state.unit_profile(unit).armour
    if count and armour:
        saves = dice.roll(count, 6, f"{unit.name} armour saves")
        saved = sum(1 for f in saves if f >= armour)
        events.append(DiceRolled(purpose=f"{unit.name} armour saves", sides=6, faces=saves, total=saved,
                                 outcome=f"{saved} saved", side=unit.side, rule=rule))
        count -= saved
    return events + apply_hits(state, unit, count, rule)


def expected_crossing(state: GameState, unit: Unit, poses: list[tuple[int, int, int]]) -> tuple[float, bool]:
    """What moving the unit to ``poses`` is expected to cost it in equipment gone over (for the computer
    opponents): the hits its Armour will not save, and whether a palisade confuses it."""
    found = [p for p in pieces(state) if p.kind in (PALISADE, CHEVAUX, PIT)]
    if not found or len(poses) != len(unit.stands):
        return 0.0, False
    end = board.unit_bases(state, unit, list(poses))
    before = _centre(state, unit)
    now = (sum(b.x for b in end) / len(end), sum(b.y for b in end) / len(end))
    was_in = equipment_kept(state).pits.get(unit.id, [])
    hits, confuses = 0.0, False
    many = 10 / 6 if is_eager(state, unit) else 1.0  # the mean of D6-2, of D6-3
    for p in found:
        pb = p.base()
        went = crosses(pb, before, now) or (p.kind == PIT and any(in_the_piece(pb, b) for b in end))
        if not went or p.id in was_in:
            continue
        if p.kind == PALISADE:
            confuses = True
            fast = ((now[0] - before[0]) ** 2 + (now[1] - before[1]) ** 2) ** 0.5 > state.unit_profile(unit).full_pace_mm / 2
            hits += 10 / 6 if fast else 0.0
        elif p.kind == PIT or (before[0] - pb.x) * pb.direction()[0] + (before[1] - pb.y) * pb.direction()[1] > 0:
            hits += many
    armour = state.unit_profile(unit).armour
    return hits * (1.0 - ((7 - armour) / 6 if armour else 0.0)), confuses
