"""Moving units on the table: how far a stand travels, formations, legality, and carrying a move out.

Used by every phase that moves stands (orders, initiative, blunders, drive backs, retreats). A move
is given as the end pose of every stand; ``move_problems`` says in words why it is not allowed,
``carry_out_move`` changes the state and returns the events (characters pushed aside or fleeing).
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence

from game.core import board, distance_words, hooks
from game.core.characters.alone import follow, is_own_unit, own_unit_id
from game.core.dice import Dice
from game.core.events import (
    CharacterDisplaced,
    CharacterSlain,
    DiceRolled,
    Event,
    UnitDestroyed,
    UnitLeftTable,
)
from game.core.questions import CARRIED_PIECES, CROSSABLE_PIECES, LEAVES_FOR_GOOD, PACE_MM
from game.core.state import Character, GameState, Stand, Unit, id_key
from game.table import Base, PathCheck, touching

Pose = tuple[int, int, int]

# Rounded poses make measured distances a fraction of a mm off; allow that much.
MEASURE_SLACK_MM = 0.6
KEEP_AWAY_MM = 10
NOT_CONNECTED = "the stands must end touching each other in one formation"
CHARACTER_FLEE_MM = 300


def corner_travel(a: Base, b: Base) -> float:
    """How far the corner that moves furthest travels from pose a to pose b (digest 3.3).

    An about-face on the spot moves each corner to the opposite corner: 44.7 mm for a 40 x 20 stand.
    """
    return max(math.dist(p, q) for p, q in zip(a.corners(), b.corners(), strict=True))


def formation(bases: Sequence[Base]) -> str:
    """ "line", "column" or "irregular" for a set of stand bases (digest 3.2)."""
    n = len(bases)
    if n <= 1:
        return "line"
    if _is_line(bases):
        return "line"
    if _is_column(bases):
        return "column"
    return "irregular"


def _same_facing(a: float, b: float, tol: float = 1.5) -> bool:
    d = abs((a - b + 180) % 360 - 180)
    return d <= tol


def _local(ref: Base, x: float, y: float) -> tuple[float, float]:
    """(right, back) offset of a point in ref's frame."""
    a = math.radians(ref.facing)
    dx, dy = x - ref.x, y - ref.y
    right = dx * math.cos(a) + dy * math.sin(a)
    back = -dx * math.sin(a) + dy * math.cos(a)
    return right, back


def _is_line(bases: Sequence[Base]) -> bool:
    ref = bases[0]
    if not all(_same_facing(b.facing, ref.facing) for b in bases):
        return False
    offs = sorted(_local(ref, b.x, b.y) for b in bases)
    for (r1, b1), (r2, b2) in zip(offs, offs[1:], strict=False):
        if abs(b2 - b1) > 1.5 or abs((r2 - r1) - ref.width) > 1.5:
            return False
    return True


def _behind(front: Base, back: Base) -> bool:
    """``back`` follows ``front`` in a column: edge to edge behind it, or corner to corner (curving)."""
    if _same_facing(front.facing, back.facing):
        r, b = _local(front, back.x, back.y)
        if abs(r) <= 1.5 and abs(b - (front.depth + back.depth) / 2) <= 1.5:
            return True
    fc = front.corners()
    bc = back.corners()
    rear = (fc[2], fc[3])
    frontc = (bc[0], bc[1])
    for p in rear:
        for q in frontc:
            if math.dist(p, q) <= 1.5:
                r, b = _local(front, back.x, back.y)
                return b > 0
    return False


def _is_column(bases: Sequence[Base]) -> bool:
    from itertools import permutations

    for order in permutations(range(len(bases))):
        if all(_behind(bases[order[i]], bases[order[i + 1]]) for i in range(len(order) - 1)):
            return True
    return False


def connected(bases: Sequence[Base]) -> bool:
    """All stands form one body: each touches another, edge or corner, and none is cut off."""
    if len(bases) <= 1:
        return True
    seen = {0}
    todo = [0]
    while todo:
        i = todo.pop()
        for j in range(len(bases)):
            if j not in seen and touching(bases[i], bases[j]):
                seen.add(j)
                todo.append(j)
    return len(seen) == len(bases)


def pace(state: GameState, unit: Unit, start: Sequence[Base], end: Sequence[Base] | None = None) -> int:
    """Allowance in mm: full pace in line or column, half pace if irregular at the start or the end."""
    from game.core.magic.effects import scaled

    # Spells and special rules may slow or hasten every move the unit makes (Weird Enchantment).
    # A rule may set the pace of this move outright (a Pump Wagon rolls for its own).
    fixed = state.ruleset.ask(PACE_MM, state, unit)
    full = scaled(state, unit, fixed or state.unit_profile(unit).full_pace_mm)
    irregular = formation(start) == "irregular" or (end is not None and formation(end) == "irregular")
    if irregular and not state.unit_profile(unit).flying:
        return full // 2
    if irregular and state.unit_profile(unit).flying:
        return 100
    return full


def move_problems(
    state: GameState,
    unit: Unit,
    poses: Sequence[Pose],
    *,
    allowance: float,
    ignore: Iterable[str] = (),
    keep_away: bool = True,
    allow_leave_table: bool = True,
    what: str = "move",
) -> list[str]:
    """Why moving ``unit`` to ``poses`` is not allowed, in words; empty if it is."""
    if len(poses) != len(unit.stands):
        return [f"{unit.name} has {len(unit.stands)} stands; {len(poses)} positions were given"]
    t = board.table(state)
    mover = board.unit_mover(state, unit)
    start = board.unit_bases(state, unit)
    end = board.unit_bases(state, unit, list(poses))
    ignored = {unit.id, *ignore}
    # A column following a road moves as over open ground, whatever the road runs through (digest 8).
    from game.core.roads import terrain_passed

    ignored |= terrain_passed(state, unit, start, end)
    # Equipment the unit carries moves with it, at half pace (Fantasy Warriors' mantlets and pavises).
    crossable: tuple[str, ...] = state.ruleset.ask(CROSSABLE_PIECES, state, unit)
    ignored |= set(crossable)
    carried = state.ruleset.ask(CARRIED_PIECES, state, unit)
    if carried:
        ignored |= set(carried)
        allowance /= 2
        what = f"{what} carrying its equipment"
    reasons: list[str] = []
    kind = state.unit_profile(unit).type.value
    for _i, (a, b) in enumerate(zip(start, end, strict=True)):
        travel = corner_travel(a, b)
        if travel > allowance + MEASURE_SLACK_MM:
            reasons.append(
                f"a stand would move {distance_words.past(travel, allowance)}; {kind} may {what} {allowance / 10:g} cm here"
            )
            break
    if not connected(end):
        reasons.append(NOT_CONNECTED)
    leaving = False
    for a, b in zip(start, end, strict=True):
        hits = t.overlaps(b, mover=mover, ignore=ignored)
        if "table edge" in hits:
            leaving = True
            hits = [h for h in hits if h != "table edge"]
        if hits:
            piece = next((t for t in board.terrain_pieces(state) if t.id == hits[0]), None)
            if piece is not None:
                where = piece.name or piece.kind.replace("_", " ")
                # A combined unit may cross ground as a part of it does: the words say so.
                way = (
                    kind
                    if mover is board.profile_mover(state.unit_profile(unit))
                    else f"{kind} moving as {mover.value}"
                )
                reasons.append(f"a stand would end in {where}: {way} cannot enter {piece.kind.replace('_', ' ')}")
            else:
                reasons.append(f"a stand would end on {_describe(state, hits[0])}")
            break
        path = t.path_clear(a, b, mover=mover, ignore=ignored)
        if not path.ok and path.blocked_by != "table edge":
            reasons.append(f"a stand's path is blocked: {path_words(state, path)}")
            break
    if leaving and not allow_leave_table:
        reasons.append("the unit may not leave the table with this move")
    if not reasons:
        for check in state.ruleset.hook(hooks.UNIT_MOVE_CHECK):
            reasons += check(state, unit, end)
    if keep_away and not reasons:
        near = enemy_within(state, unit, end, KEEP_AWAY_MM)
        if near:
            reasons.append(
                f"a stand would end within 1 cm of {state.units[near].name}; only a charge may come that close"
            )
    return reasons


def path_words(state: GameState, path: PathCheck) -> str:
    """The table's reason with unit and character ids replaced by the names players know."""
    ref = path.blocked_by or ""
    name = (
        state.units[ref].name if ref in state.units else state.characters[ref].name if ref in state.characters else ""
    )
    if not name:
        return path.reason
    # Only the id standing as a word: a short id ("o") is also a letter of the words around it.
    return re.sub(rf"(?<![\w.]){re.escape(ref)}(?![\w])", name, path.reason)


def enemy_within(state: GameState, unit: Unit, end: Sequence[Base], gap: float) -> str | None:
    """The first enemy unit (in id order) with a stand closer than ``gap`` to one of ``end``."""
    t = board.table(state)
    near: set[str] = set()
    for b in end:
        x0, y0, x1, y1 = b.bounds()
        # The index's broad phase: only stands within the gap of this one's bounds can be that close.
        for ob in t.stands_in_box((x0 - gap, y0 - gap, x1 + gap, y1 + gap)):
            if ob.side != unit.side and ob.owner not in near and t.distance(b, ob) < gap - MEASURE_SLACK_MM:
                near.add(ob.owner)
    return min(near, key=id_key) if near else None


def _describe(state: GameState, ref: str) -> str:
    if ref in state.units:
        return state.units[ref].name
    if ref in state.characters:
        return state.characters[ref].name
    for piece in state.terrain:
        if piece.id == ref:
            return f"{piece.name or piece.kind} (impassable to it)"
    return ref


def leaves_table(state: GameState, unit: Unit, poses: Sequence[Pose]) -> bool:
    t = board.table(state)
    return any(not t.in_table(b) for b in board.unit_bases(state, unit, list(poses)))


def set_poses(state: GameState, unit: Unit, poses: Sequence[Pose]) -> None:
    unit.stands = [Stand(round(p[0]), round(p[1]), round(p[2]) % 360) for p in poses]
    if is_own_unit(unit):  # a character acting alone goes where its stand goes
        follow(state, unit)
    state.invalidate()


def carry_out_move(
    state: GameState, unit: Unit, poses: Sequence[Pose], dice: Dice | None = None, *, own_move: bool = False
) -> list[Event]:
    """Put the unit's stands at ``poses``, then deal with characters in the way and the table edge
    (``own_move``: the unit's player moved it there, by order or on initiative)."""
    from game.core.characters.combined import carried_along, carry_joined

    carried = carried_along(state, unit)
    first = unit.stands[0].pose if unit.stands else (0, 0, 0)
    before = board.unit_bases(state, unit)
    set_poses(state, unit, poses)
    after = board.unit_bases(state, unit)
    events: list[Event] = []
    events += displace_characters(state, unit, before, after, skip=tuple(carried))
    events += carry_joined(state, unit, first, carried)
    if dice is not None and leaves_table(state, unit, poses):
        events += leave_table(state, unit, dice, own_move=own_move)
    return events


def _swept(before: Sequence[Base], after: Sequence[Base]) -> list[Base]:
    """Intermediate poses along each stand's straight path, every 10 mm or so."""
    out: list[Base] = []
    for a, b in zip(before, after, strict=True):
        steps = max(1, int(math.dist((a.x, a.y), (b.x, b.y)) // 10))
        for k in range(steps + 1):
            f = k / steps
            out.append(a.moved(a.x + (b.x - a.x) * f, a.y + (b.y - a.y) * f, b.facing if f > 0.5 else a.facing))
    return out


def displace_characters(
    state: GameState, unit: Unit, before: Sequence[Base], after: Sequence[Base], skip: tuple[str, ...] = ()
) -> list[Event]:
    """Friendly characters the unit ends on step aside; lone enemy characters it touches must flee. Characters
    in ``skip`` move with the unit and are placed afterwards."""
    events: list[Event] = []
    t = board.table(state)
    flying = state.unit_profile(unit).flying
    swept = list(after) if flying else _swept(before, after)
    # Everything the unit passed over or stopped on lies in this box (``swept`` ends with ``after``): a
    # character outside it cannot be touched, which spares most of the distance checks.
    boxes = [b.bounds() for b in swept]
    x0, y0 = min(b[0] for b in boxes) - 1, min(b[1] for b in boxes) - 1
    x1, y1 = max(b[2] for b in boxes) + 1, max(b[3] for b in boxes) + 1
    for ch in state.live_characters():
        if (ch.joined is not None and ch.joined == own_unit_id(ch)) or ch.id in skip:
            continue  # a character acting alone is its own unit's stand; a carried one is placed after
        cb = board.character_base(state, ch)
        cx0, cy0, cx1, cy1 = cb.bounds()
        if cx0 > x1 or cx1 < x0 or cy0 > y1 or cy1 < y0:
            continue
        if ch.side == unit.side:
            if any(t.distance(cb, b) <= 0 and _overlap(cb, b) for b in after):
                events += push_character_aside(state, ch)
        elif ch.joined is None and any(t.distance(cb, b) <= 0 for b in swept):
            events += character_flees(state, ch, unit)
    return events


def _overlap(a: Base, b: Base) -> bool:
    return board.table_overlap(a, b)


def push_character_aside(state: GameState, ch: Character) -> list[Event]:
    """Move a character the minimum distance so that no stand sits on it (seed: characters as tokens)."""
    t = board.table(state)
    cb = board.character_base(state, ch)
    blockers = [b for u in state.live_units() for b in t.bases_of(u.id)]
    nb = t.push_aside(cb, blockers)
    moved = math.dist((cb.x, cb.y), (nb.x, nb.y))
    ch.x, ch.y = round(nb.x), round(nb.y)
    state.invalidate()
    return [
        CharacterDisplaced(
            character=ch.id,
            character_name=ch.name,
            pose=ch.pose,
            distance=round(moved),
            rule="characters.displaced_by_friends",
        )
    ]


def character_flees(state: GameState, ch: Character, enemy: Unit) -> list[Event]:
    """A lone character met by an enemy unit moves up to 30 cm to join a friend, or is slain."""
    t = board.table(state)
    cb = board.character_base(state, ch)
    best: tuple[float, Unit, Base] | None = None
    for friend in state.live_units(ch.side):
        spot = join_position(state, ch, friend)
        if spot is None:
            continue
        d = math.dist((cb.x, cb.y), (spot.x, spot.y))
        if d <= CHARACTER_FLEE_MM and (best is None or d < best[0]):
            best = (d, friend, spot)
    if best is None:
        return slay_character(state, ch, f"caught alone by {enemy.name} with no friend within 30 cm")
    d, friend, spot = best
    ch.x, ch.y = round(spot.x), round(spot.y)
    ch.joined = friend.id
    state.invalidate()
    _ = t
    return [
        CharacterDisplaced(
            character=ch.id,
            character_name=ch.name,
            pose=ch.pose,
            distance=round(d),
            joined=friend.id,
            joined_name=friend.name,
            by_enemy=True,
            rule="characters.enemy_contact",
        )
    ]


def join_position(state: GameState, ch: Character, unit: Unit) -> Base | None:
    """The nearest spot touching ``unit`` where the character sits on no stand, or None if there is none.

    Spots are tried all round each stand of the unit: off the middle and the ends of every edge.
    """
    t = board.table(state)
    cb = board.character_base(state, ch)
    stands = t.bases_of(unit.id)
    if not stands:
        return None
    half = (cb.depth if not cb.round else cb.width) / 2
    spots: list[tuple[float, int, int, int, float]] = []
    for s in stands:
        a = math.radians(s.facing)
        fx, fy = math.sin(a), -math.cos(a)  # forward
        rx, ry = math.cos(a), math.sin(a)  # right
        for out_f, out_r, along, length in (
            (1, 0, (rx, ry), s.width),
            (-1, 0, (rx, ry), s.width),
            (0, 1, (fx, fy), s.depth),
            (0, -1, (fx, fy), s.depth),
        ):
            reach = (s.depth / 2 if out_f else s.width / 2) + half + 0.5
            ox = s.x + (fx * out_f + rx * out_r) * reach
            oy = s.y + (fy * out_f + ry * out_r) * reach
            facing = s.facing if out_f else (s.facing + 90) % 360
            for k in (-0.5, -0.25, 0.0, 0.25, 0.5):
                x = round(ox + along[0] * k * length)
                y = round(oy + along[1] * k * length)
                spots.append((math.dist((cb.x, cb.y), (x, y)), x, y, len(spots), facing if not cb.round else cb.facing))
    # Nearest first (ties in the order tried); the first spot that is free and still touching the unit wins.
    # Only the spots tried become bases: building all of them cost more than the tests.
    spots.sort()
    for _, x, y, _, facing in spots:
        spot = cb.moved(x, y, facing)
        if not t.in_table(spot):
            continue
        # Stands and other characters (two characters joining one unit must not end on one spot); the
        # terrain part of ``Table.overlaps`` does not matter here.
        near = t.stands_in_box(spot.bounds(), characters=True)
        if any(b.owner != ch.id and board.table_overlap(spot, b) for b in near):
            continue
        if any(t.distance(spot, st) <= 1.0 for st in stands):
            return spot
    return None


def slay_character(state: GameState, ch: Character, cause: str, rule: str = "characters.slain") -> list[Event]:
    ch.alive = False
    ch.joined = None
    state.invalidate()
    return [CharacterSlain(character=ch.id, character_name=ch.name, cause=cause, rule=rule)]


def destroy_unit(state: GameState, unit: Unit, cause: str, rule: str) -> list[Event]:
    """Remove a unit from the battle; characters with it are slain. Outside the Combat phase (a stand fading at
    the start of a turn, a boiler bursting) the enemies it was fighting are engaged no longer unless another
    enemy still touches them; in combat the phase's own steps settle that."""
    was_engaged = unit.engaged
    unit.destroyed = True
    unit.engaged = False
    events: list[Event] = [UnitDestroyed(unit=unit.id, unit_name=unit.name, cause=cause, rule=rule)]
    for ch in state.live_characters(unit.side):
        if ch.joined == unit.id:
            # A character acting alone falls with its stand: its Hits were taken.
            why = "its Hits taken" if is_own_unit(unit) else f"{unit.name} was destroyed"
            events += slay_character(state, ch, why)
    state.invalidate()
    if was_engaged and state.phase != "combat":
        from game.core.combat.engagements import update_engaged

        update_engaged(state)
    return events


OFF_TABLE_RESULTS = {
    "gone": "gone for good; it counts as destroyed",
    "away": "off the table; it rolls again at the start of its side's next turn",
    "back_halt": "returns where it left but cannot move again this turn",
    "back": "returns where it left",
}


def off_table_result(score: int) -> str:
    """The off-table chart for a die less stands lost: gone, away, back_halt or back (digest 3.8)."""
    if score <= 0:
        return "gone"
    if score <= 2:
        return "away"
    return "back_halt" if score <= 4 else "back"


def leave_table(state: GameState, unit: Unit, dice: Dice, *, own_move: bool = False) -> list[Event]:
    """A unit crossing the table edge rolls D6 minus stands lost (digest 3.8); an optional rule may make a
    unit that leaves on its own move go for good (``LEAVES_FOR_GOOD``)."""
    why = state.ruleset.ask(LEAVES_FOR_GOOD, state, unit) if own_move else ""
    if why:
        unit.off_table = True
        unit.flags["gone_for_good"] = 1
        return destroy_unit(state, unit, f"left the table on its own move: {why}", "fw.update.leave_table")
    face = dice.roll(1, 6, "leaving the table")[0]
    score = face - unit.stands_lost
    key = off_table_result(score)
    events: list[Event] = [
        DiceRolled(
            purpose=f"{unit.name} leaves the table",
            sides=6,
            faces=(face,),
            total=score,
            outcome=OFF_TABLE_RESULTS[key],
            rule="movement.leave_table",
            side=unit.side,
            quiet=True,
        )
    ]
    events.append(
        UnitLeftTable(
            unit=unit.id, unit_name=unit.name, roll=score, result=OFF_TABLE_RESULTS[key], rule="movement.leave_table"
        )
    )
    if key == "gone":
        unit.off_table = True
        unit.flags["gone_for_good"] = 1
        events += destroy_unit(state, unit, "left the table for good", "movement.leave_table")
    elif key == "away":
        unit.off_table = True
        for ch in state.live_characters(unit.side):
            if ch.joined == unit.id:
                ch.off_table = True
    else:
        bring_back_inside(state, unit)
        if key == "back_halt":
            unit.no_more_orders = True
    state.invalidate()
    return events


def bring_back_inside(state: GameState, unit: Unit) -> None:
    """Shift the unit, keeping formation and facing, just far enough to be wholly on the table."""
    bases = board.unit_bases(state, unit)
    xs = [p[0] for b in bases for p in b.corners()]
    ys = [p[1] for b in bases for p in b.corners()]
    dx = max(0.0, -min(xs)) - max(0.0, max(xs) - state.table_w)
    dy = max(0.0, -min(ys)) - max(0.0, max(ys) - state.table_h)
    dx += math.copysign(1, dx) if dx else 0
    dy += math.copysign(1, dy) if dy else 0
    at_edge = [(round(s.x + dx), round(s.y + dy), s.facing) for s in unit.stands]
    set_poses(state, unit, _clear_of_others(state, unit, at_edge, dx, dy) or at_edge)


def _clear_of_others(state: GameState, unit: Unit, poses: list[Pose], dx: float, dy: float) -> list[Pose] | None:
    """``poses`` moved the least (further in, or along the edge) so that no stand ends on another unit or
    in terrain it may not enter; None if nothing within 30 cm is clear."""
    t = board.table(state)
    mover = board.unit_mover(state, unit)
    norm = math.hypot(dx, dy) or 1.0
    nx, ny = dx / norm, dy / norm  # into the table
    shifts = sorted(((a, b) for a in range(0, 301, 10) for b in range(-300, 301, 10)), key=lambda ab: math.hypot(*ab))
    for a, b in shifts:
        cand = translate(poses, a * nx - b * ny, a * ny + b * nx)
        if not any(t.overlaps(base, mover=mover, ignore=[unit.id]) for base in board.unit_bases(state, unit, cand)):
            return cand
    return None


def translate(poses: Sequence[Pose], dx: float, dy: float) -> list[Pose]:
    return [(round(x + dx), round(y + dy), f) for x, y, f in poses]


def unit_poses(unit: Unit) -> list[Pose]:
    return [s.pose for s in unit.stands]
