"""The Kislev War Wagon (digest 10.11 [6]): a wagon stand and its horse team, laagered or in column.

Our readings, where the rule leaves a gap (also in the list's text):

- The unit's two stands are the wagon and the team; casualties take the team first, so one stand left is the
  wagon alone, which keeps its 4 Attacks, 4 shots and 4+ armour but can no longer move (``immobile``).
- Its Attacks and shots are the wagon's: 4 in all, however many of its stands fight or shoot (the profile gives
  each stand 4; with both stands at it the second's are taken off, ``ONE_STAND_MODIFIERS``/``VOLLEY_SHOTS``).
- Laager or column is kept as a flag: the wagon starts the battle laagered; a move that takes no part of a stand more
  than 5 cm (measured as every move is, by the corner that travels farthest) may leave it laagered, a longer one
  puts it in column. A move longer than 5 cm must end with its stands one behind the other (a column). The rule's
  "may" is the player's: a short move ends laagered unless the move names the wagon in its ``column`` choice,
  when its stands must end one behind the other and it stays in column.
- The laager's shape (the rule shows it only in a picture: a square of wagon and horses): the wagon stand (the
  first) stays where its move ended and the team stand is drawn in beside it, long edges touching, level with it
  and facing the same way, on the side the team stood nearer (the other if there is no room). A short move
  ends in laager where there is room, unless its player keeps it in column (the ``column`` choice); where neither
  side has room the wagon stays in column, in the open, and a short move ending neither in column nor with room
  for the laager is refused. The rule forms the laager after a successful order: the half-pace move after a
  failed one ends in column (a wagon that stays where it stands keeps its laager or column). Forming laager is a step of the move (``LaagerFormed``), and the wagons set up in
  column are drawn into laager as the battle begins.
- Laagered it counts as defended, has no flank nor rear (``HAS_NO_FLANKS``), and shooting rolls its drive-back
  dice only to see whether it is confused (``ALWAYS_DEFENDED``, ``DRIVE_BACK_CONFUSES_ONLY``; Gerroff!!! leaves it
  where it is, and had it been pushed off the table a second die confuses it on a 6); it cannot make way
  (``NEVER_MAKES_WAY``, nor can a wagon that lost its team) and never retreats: a lost combat leaves it where it
  stands, so the fight goes on in the next Combat phase. A column forced to retreat retreats as infantry would
  instead of being overrun (``ARTILLERY_RETREAT``).
- Kislev infantry with a side edge of a stand wholly along a laagered wagon stand's short edge counts as defended,
  against shooting and in its first round of combat (not once it has fought a round this phase): an answer to
  ``ALWAYS_DEFENDED`` for every unit (our reading: the wagon's cover replaces any better the ground gives).
- It never charges (``ACTION_CHECK``), and never pursues nor advances, as any artillery; its shooting sees all round (``vision_360``) and
  makes armour one worse (``PIERCES_ARMOUR``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from game.core import board, hooks, moves
from game.core.actions import Action
from game.core.combat.engagements import contacts
from game.core.combat.kept import combat_kept
from game.core.command.actions import Move
from game.core.dice import Dice
from game.core.events import Event, Modifier, Narration
from game.core.magic import effects
from game.core.profiles import UnitType
from game.core.questions import (
    ALWAYS_DEFENDED,
    ARTILLERY_RETREAT,
    DRIVE_BACK_CONFUSES_ONLY,
    HAS_NO_FLANKS,
    NEVER_MAKES_WAY,
    PIERCES_ARMOUR,
)
from game.core.specials.answers import answer_is
from game.core.state import GameState, Unit

WAR_WAGON = "war_wagon"
# The unit flag: 1 while the wagon stands laagered, 0 in column.
LAAGER = "laager"
LAAGER_MM = 50
SLACK_MM = 0.5
WAGON_ATTACKS = 4
# How far apart (mm, centre to centre, beyond a stand's depth) stands may stand and still be one column.
COLUMN_SLACK_MM = 3.0
# How far apart (mm) the ends of two edges may lie and still be flush.
EDGE_SLACK_MM = 1.5

RULES: dict[str, tuple[str, str]] = {
    "specials.war_wagon": (
        "War Wagon",
        "The War Wagon fights and shoots with 4 in all while the wagon stands; laagered it is defended, never "
        "driven back and never retreats; in column it retreats rather than being overrun.",
    ),
    "specials.war_wagon.laager": (
        "Laager",
        "A War Wagon ordered to move 5 cm or less may stand laagered, its team drawn in beside the wagon, level with "
        "it and facing the same way (where there is room; if not, it stays in column); its player may keep it in "
        "column instead, its stands one behind the other. A longer move, or any move after a failed order, puts it "
        "in column.",
    ),
}


def is_wagon(state: GameState, unit: Unit) -> bool:
    return state.unit_profile(unit).has(WAR_WAGON)


def laagered(unit: Unit) -> bool:
    return bool(unit.flags.get(LAAGER))


def _defended(state: GameState, unit: Unit, answer: str) -> str:
    return answer or ("a laagered War Wagon counts as defended" if laagered(unit) else "")


def _stays_put(state: GameState, unit: Unit, answer: str) -> str:
    return answer or ("a laagered War Wagon is never driven back nor routed" if laagered(unit) else "")


def _no_flanks(state: GameState, unit: Unit, answer: str) -> str:
    return answer or ("a laagered War Wagon has no flank nor rear" if laagered(unit) else "")


def _stays_in_the_way(state: GameState, unit: Unit, answer: str) -> str:
    if answer:
        return answer
    if laagered(unit):
        return "a laagered War Wagon cannot make way"
    return "a War Wagon without its team cannot move" if unit.flags.get(effects.IMMOBILE) else ""


def _retreat(state: GameState, unit: Unit, answer: str) -> str:
    if answer:
        return answer
    return "stands" if laagered(unit) else "retreats"


ANSWERS: dict[Any, Any] = {
    ALWAYS_DEFENDED: _defended,
    DRIVE_BACK_CONFUSES_ONLY: _stays_put,
    HAS_NO_FLANKS: _no_flanks,
    NEVER_MAKES_WAY: _stays_in_the_way,
    ARTILLERY_RETREAT: _retreat,
    PIERCES_ARMOUR: answer_is(True),
}


# ---------------------------------------------------------------- Laager and column


@dataclass(frozen=True, kw_only=True)
class LaagerFormed(Event):
    """A War Wagon drew its team in beside the wagon: it stands laagered."""

    unit: str
    unit_name: str
    side: str
    poses: tuple[tuple[int, int, int], ...]

    def text(self) -> str:
        return f"{self.unit_name} forms laager: the team is drawn in on the wagon's {self.side} (Laager)"


def laager_at_start(state: GameState, dice: Dice) -> list[Event]:
    """The wagons start the battle laagered: one set up in column draws its team in (where there is room)."""
    events: list[Event] = []
    for unit in state.live_units():
        if is_wagon(state, unit):
            unit.flags[LAAGER] = 1
            # Drawn in, or left in column for want of room, it says so; else it simply stands laagered.
            formed = form_laager(state, unit)
            events += formed or [Narration(message=f"{unit.name} stands laagered", rule="specials.war_wagon.laager")]
    return events


Pose = tuple[int, int, int]


def _right(facing: float) -> tuple[float, float]:
    """The unit vector to a stand's right (x right, y down, facing 0 = up the table)."""
    a = math.radians(facing)
    return math.cos(a), math.sin(a)


def in_laager(poses: list[Pose] | tuple[Pose, ...], width_mm: float) -> bool:
    """The two stands stand side by side, long edges touching, level and facing one way (one stand: any way)."""
    if len(poses) < 2:
        return True
    (wx, wy, wf), (tx, ty, tf) = poses[0], poses[1]
    if abs((wf - tf + 180) % 360 - 180) > 1:
        return False
    rx, ry = _right(wf)
    across = (tx - wx) * rx + (ty - wy) * ry
    along = (tx - wx) * ry - (ty - wy) * rx
    return abs(abs(across) - width_mm) <= COLUMN_SLACK_MM and abs(along) <= COLUMN_SLACK_MM


def laager_poses(state: GameState, unit: Unit, poses: list[Pose] | tuple[Pose, ...]) -> tuple[Pose, ...] | None:
    """Where the stands stand laagered with the wagon (the first stand) at ``poses[0]``: the team beside it, on
    the side the team at ``poses[1]`` is nearer, or the other if that side has no room; None if neither has."""
    poses = tuple(poses)
    width = float(state.unit_profile(unit).base_mm[0])
    if len(poses) < 2 or in_laager(poses, width):
        return poses
    (wx, wy, wf), (tx, ty, _) = poses[0], poses[1]
    rx, ry = _right(wf)
    first = 1 if (tx - wx) * rx + (ty - wy) * ry >= 0 else -1
    for sign in (first, -first):
        team = (int(round(wx + sign * width * rx)), int(round(wy + sign * width * ry)), int(wf))
        if _room(state, unit, (poses[0], team)):
            return (poses[0], team)
    return None


def _room(state: GameState, unit: Unit, poses: tuple[Pose, ...]) -> bool:
    """The team may stand at ``poses[1]``: on the table, on ground artillery may enter, on no other unit's stand
    and not within 1 cm of an enemy (as any move must end)."""
    bases = board.unit_bases(state, unit, list(poses))
    hits = board.table(state).overlaps(bases[1], mover=board.unit_mover(state, unit), ignore={unit.id})
    return not hits and moves.enemy_within(state, unit, bases[1:], moves.KEEP_AWAY_MM) is None


def form_laager(state: GameState, unit: Unit) -> list[Event]:
    """Draw a laagered wagon's team in beside it if it stands otherwise; where there is no room it stays in
    column instead (the flag cleared, and said)."""
    if len(unit.stands) < 2 or not laagered(unit):
        return []
    now = [s.pose for s in unit.stands]
    placed = laager_poses(state, unit, now)
    if placed == tuple(now):
        return []
    if placed is None:
        unit.flags[LAAGER] = 0
        return [Narration(message=f"{unit.name} has no room to draw its team in beside the wagon: it stays in column",
                          rule="specials.war_wagon.laager")]
    rx, ry = _right(now[0][2])
    side = "right" if (placed[1][0] - now[0][0]) * rx + (placed[1][1] - now[0][1]) * ry > 0 else "left"
    events: list[Event] = [LaagerFormed(unit=unit.id, unit_name=unit.name, side=side, poses=placed,
                                        rule="specials.war_wagon.laager")]
    return events + moves.carry_out_move(state, unit, placed, None)


def keep_laager(state: GameState, dice: Dice) -> list[Event]:
    """``AFTER_ACTION``: a wagon whose move left it laagered (``note_move``) forms its laager as the move ends."""
    events: list[Event] = []
    for unit in state.live_units():
        if laagered(unit) and len(unit.stands) == 2 and not unit.off_table and is_wagon(state, unit):
            events += form_laager(state, unit)
    return events


def farthest_mm(state: GameState, unit: Unit, poses: list[Pose] | tuple[Pose, ...]) -> float:
    """How far the farthest-travelling corner of any stand goes to ``poses``: a move is measured so (digest 3.3),
    and so is the laager's 5 cm (the log gives the same figure)."""
    start, end = board.unit_bases(state, unit), board.unit_bases(state, unit, list(poses))
    return max((moves.corner_travel(a, b) for a, b in zip(start, end, strict=False)), default=0.0)


def is_column(poses: list[tuple[int, int, int]], depth_mm: float) -> bool:
    """The stands stand one behind the other, all facing one way (a single stand is a column)."""
    if len(poses) < 2:
        return True
    facing = poses[0][2]
    if any(p[2] != facing for p in poses):
        return False
    fx, fy = math.sin(math.radians(facing)), -math.cos(math.radians(facing))
    for a, b in zip(poses, poses[1:], strict=False):
        dx, dy = b[0] - a[0], b[1] - a[1]
        along = abs(dx * fx + dy * fy)
        across = abs(dx * fy - dy * fx)
        if across > COLUMN_SLACK_MM or abs(along - depth_mm) > COLUMN_SLACK_MM:
            return False
    return True


def unordered(state: GameState) -> bool:
    """The move owed is the half-pace move after a failed order: the laager is formed only after a successful one."""
    pending = state.command.pending
    return pending is not None and pending.kind == "half"


def move_check(state: GameState, unit: Unit, end: list[Any]) -> list[str]:
    """``UNIT_MOVE_CHECK``: a wagon moving more than 5 cm in the Command phase must end in column; a shorter move
    ends in column or where its laager has room (the rule is of its own moves; making way for a friend is not one).
    After a failed order any move ends in column."""
    if not is_wagon(state, unit) or len(end) < 2 or state.phase != "command":
        return []
    poses = [(int(round(b.x)), int(round(b.y)), int(round(b.facing))) for b in end]
    column = is_column(poses, float(end[0].depth))
    far = farthest_mm(state, unit, poses)
    if column or far <= SLACK_MM:
        return []
    if unordered(state):
        return [f"{unit.name} forms laager only after a successful order: this move must end in column"]
    if far <= LAAGER_MM + SLACK_MM:
        if laager_poses(state, unit, poses) is not None:
            return []
        return [f"{unit.name} has no room to draw its team in beside the wagon there: end in column"]
    return [f"{unit.name} moving more than 5 cm must end in column, one stand behind the other"]


CHARGES = ("charge", "initiative_charge", "support_charge")


def column_choice(state: GameState, action: Action) -> list[str]:
    """``ACTION_CHECK``: only a moving War Wagon may be kept in column, and its stands must end one behind the
    other."""
    if not isinstance(action, Move) or not action.column:
        return []
    ends = dict(zip(action.units, action.poses, strict=False))
    for uid in action.column:
        unit = state.units.get(uid)
        if uid not in ends or unit is None:
            return [f"{uid!r} is not one of the units moving"]
        if not is_wagon(state, unit):
            return [f"{unit.name} is no War Wagon: only a War Wagon chooses between laager and column"]
        if len(ends[uid]) > 1 and not is_column(list(ends[uid]), float(state.unit_profile(unit).base_mm[1])):
            return [f"{unit.name} is to stay in column: its stands must end one behind the other"]
    return []


def never_charges(state: GameState, action: Action) -> list[str]:
    """``ACTION_CHECK``: the wagon never charges (nor, out of the list of what it may do, is a charge offered)."""
    if action.kind not in CHARGES:
        return []
    unit = state.units.get(str(getattr(action, "unit", "")))
    return [f"{unit.name} never charges"] if unit is not None and is_wagon(state, unit) else []


def note_move(state: GameState, action: Action) -> None:
    """``BEFORE_ACTION``: a wagon's move sets laager (5 cm or less, after a successful order, unless its player
    keeps it in column) or column; staying where it stands after a failed order changes nothing."""
    if not isinstance(action, Move):
        return
    for uid, poses in zip(action.units, action.poses, strict=False):
        unit = state.units.get(uid)
        if unit is None or not is_wagon(state, unit):
            continue
        far = farthest_mm(state, unit, poses)
        if unordered(state):
            if far > SLACK_MM:
                unit.flags[LAAGER] = 0
            continue
        unit.flags[LAAGER] = 1 if far <= LAAGER_MM + SLACK_MM and uid not in action.column else 0


def team_lost(state: GameState, dice: Dice) -> list[Event]:
    """``AFTER_ACTION``: a wagon without its team can no longer move."""
    events: list[Event] = []
    for unit in state.live_units():
        if is_wagon(state, unit) and len(unit.stands) == 1 and unit.start_size > 1 and not unit.flags.get(
            effects.IMMOBILE
        ):
            unit.flags[effects.IMMOBILE] = 1
            events.append(Narration(message=f"{unit.name} has lost its team: the wagon can no longer move",
                                    rule="specials.war_wagon"))
    return events


# ---------------------------------------------------------------- Beside the laager


def _flush(a: tuple[Any, Any], b: tuple[Any, Any]) -> bool:
    """Two edges lie on one another, end to end (either way round)."""
    same = all(math.dist(p, q) <= EDGE_SLACK_MM for p, q in zip(a, b, strict=True))
    crossed = all(math.dist(p, q) <= EDGE_SLACK_MM for p, q in zip(a, reversed(b), strict=True))
    return same or crossed


def beside_laager(state: GameState, unit: Unit) -> str:
    """The laagered wagon whose short edge a side edge of one of the unit's stands wholly touches, by name, or ""."""
    t = board.table(state)
    wagons = [w for w in state.live_units(unit.side) if is_wagon(state, w) and laagered(w) and not w.off_table]
    if not wagons:
        return ""
    mine = [b.edges() for b in t.bases_of(unit.id)]
    for w in wagons:
        for wb in t.bases_of(w.id):
            short = min(wb.width, wb.depth)
            ends = [e for e in wb.edges().values() if abs(math.dist(*e) - short) <= EDGE_SLACK_MM]
            if any(_flush(side, end) for edges in mine for side in (edges["left"], edges["right"]) for end in ends):
                return w.name
    return ""


def covered_by_laager(state: GameState, unit: Unit, answer: str) -> str:
    """The ``ALWAYS_DEFENDED`` answer for every unit: Kislev infantry beside a laager's short edge, against
    shooting and in the first round of a combat (not once it has fought a round this phase)."""
    if answer or state.army_of(unit).id != "kislev" or state.unit_profile(unit).type is not UnitType.INFANTRY:
        return answer
    if unit.engaged and unit.id in fought_this_phase(state):
        return answer
    wagon = beside_laager(state, unit)
    return f"beside the laagered {wagon}" if wagon else answer


def fought_this_phase(state: GameState) -> list[str]:
    record = combat_kept(state).record
    return record.fought if record is not None else []


# ---------------------------------------------------------------- Four in all


def _label(state: GameState, unit: Unit) -> str:
    return f"{state.unit_profile(unit).name}: 4 in all, the wagon's"


def wagon_attacks(state: GameState, unit: Unit) -> list[Modifier]:
    """``ONE_STAND_MODIFIERS``: with both stands fighting, the second's Attacks are not its own."""
    if not is_wagon(state, unit):
        return []
    fighting = {x.stand for x in contacts(state).get(unit.id, [])}
    if len(fighting) < 2:
        return []
    return [Modifier(-WAGON_ATTACKS, "specials.war_wagon", _label(state, unit))]


def wagon_shots(state: GameState, unit: Unit, stands: int) -> list[Modifier]:
    """``VOLLEY_SHOTS``: the wagon shoots 4 however many of its stands see the target."""
    if not is_wagon(state, unit) or stands < 2:
        return []
    shots = state.unit_profile(unit).shots or WAGON_ATTACKS
    return [Modifier(-(shots * (stands - 1)), "specials.war_wagon", _label(state, unit))]


HOOKS: dict[Any, Any] = {
    hooks.BEFORE_ACTION: (note_move,),
    hooks.ACTION_CHECK: (never_charges, column_choice),
    hooks.AFTER_ACTION: (team_lost, keep_laager),
    hooks.UNIT_MOVE_CHECK: (move_check,),
    hooks.ONE_STAND_MODIFIERS: (wagon_attacks,),
    hooks.VOLLEY_SHOTS: (wagon_shots,),
}
BATTLE_BEGINS = (laager_at_start,)
