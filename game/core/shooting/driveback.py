"""Drive backs (digest 4.6, 7.1, 7.3): units hit by shooting recoil straight away from their closest shooter.

The opposing player rolls a D6 per hit the unit suffered this phase (a defended unit ignores the first
hit, a fortified one the first two); the unit moves back that many cm as one block, keeping formation and
facing. Any 6 confuses it; a total beyond its full pace routs it (it is destroyed, characters with it
slain). On the way it stops 1 cm short of enemy and engaged units (confused), at the edge of ground it
may not enter (confused on a 6), and at unengaged friends unless they make way (each tests on a 6, and it
tests once per friend that made way); a friend that cannot make way stops it on contact, confused.
Flying units pass over what lies between and only stop short of where they may not land.

``drive_back`` is shared with magic (spells that shoot drive their victims back the same way);
``push_back`` moves a unit a set distance with the same obstacles (for spells that shove a unit).
"""

from __future__ import annotations

import math

from game.core import board, confusion, cover, makeway, moves
from game.core.dice import Dice
from game.core.events import DiceRolled, Event
from game.core.questions import DRIVE_BACK_CONFUSES_ONLY, DRIVE_BACK_DICE_LESS, DRIVE_BACK_LIMIT_MM, NEVER_DRIVEN_BACK
from game.core.shooting import sweep
from game.core.shooting.events import DriveBackSkipped, DrivenBack
from game.core.state import GameState, Unit
from game.table import Mover

# Steps (mm) tried when a flying unit backs off from a place it may not land.
FLYER_STEP_MM = 1
# A unit driven off the table goes this far past the edge before it rolls for leaving.
EDGE_CROSS_MM = 2.0
# Friends that could not make way (hemmed in), as against friends whose player would not have them move.
UNYIELDING = "unyielding"


def never_driven_back(state: GameState, unit: Unit) -> str:
    """Why shooting never drives this unit back, or "" if it can be."""
    return state.ruleset.ask(NEVER_DRIVEN_BACK, state, unit)


def away_from(state: GameState, unit: Unit, point: tuple[float, float]) -> tuple[float, float]:
    """The direction straight away from ``point`` along the line to the closest part of the unit."""
    t = board.table(state)
    best = min(t.bases_of(unit.id), key=lambda b: b.gap_to_point(point))
    q = best.closest_point(point)
    vx, vy = q[0] - point[0], q[1] - point[1]
    n = math.hypot(vx, vy)
    if n < 1e-6:
        # Touching: no line between them, so away through the unit's middle instead.
        cx = sum(s.x for s in unit.stands) / len(unit.stands)
        cy = sum(s.y for s in unit.stands) / len(unit.stands)
        vx, vy = cx - point[0], cy - point[1]
        n = math.hypot(vx, vy) or 1.0
    return vx / n, vy / n


def drive_back(
    state: GameState,
    unit: Unit,
    hits: int,
    point: tuple[float, float],
    dice: Dice,
    *,
    driver: str = "",
    driver_name: str = "the enemy",
    can_rout: bool = True,
    fierce: tuple[int, int] = (6, 0),
) -> list[Event]:
    """Drive ``unit`` back for ``hits`` hits, directly away from ``point`` (the closest point of the driving
    stand). Rolls the dice, routs or confuses the unit as they say, and moves it.

    ``fierce`` is (face, n): n of the hits roll their dice apart, and those confuse on ``face`` or more
    (a Skull Chukka's 4+). Hits a defended or fortified unit ignores come off these first: the target's
    player would choose so."""
    if not unit.alive or unit.off_table or hits <= 0:
        return []
    why_not = never_driven_back(state, unit)
    if why_not:
        return [DriveBackSkipped(unit=unit.id, unit_name=unit.name, reason=why_not, rule="shooting.drive_back.none")]
    shelter = cover.unit_cover(state, unit, point)
    ignored = min(hits, shelter.rank)
    count = hits - ignored
    if count <= 0:
        first = "first hit does" if shelter.rank == 1 else "first two hits do"
        return [
            DriveBackSkipped(
                unit=unit.id,
                unit_name=unit.name,
                reason=f"it is {shelter.level} ({shelter.reason}), so its {first} not count",
                rule="shooting.drive_back.cover",
            )
        ]
    fierce_face, fierce_hits = fierce
    fierce_count = max(0, fierce_hits - ignored)
    plain = count - fierce_count
    # Troops too proud to give ground (Bushido) roll fewer dice: the plain dice go first.
    less = state.ruleset.ask(DRIVE_BACK_DICE_LESS, state, unit)
    if less:
        fierce_count = max(0, fierce_count - max(0, less - plain))
        plain = max(0, plain - less)
        if plain + fierce_count == 0:
            return [DriveBackSkipped(unit=unit.id, unit_name=unit.name,
                                     reason=f"it rolls {less} die fewer for {count} hit{'s' * (count != 1)}, "
                                     "so none are left", rule="shooting.drive_back.fewer")]
    faces = dice.roll(plain, 6, f"{unit.name}: drive back") if plain else ()
    again: list[Event] = []
    if 6 in faces:  # a rule module may let one 6 be rolled again (Hold Your Ground)
        i = faces.index(6)
        new, again = confusion.roll_again(state, unit, 6, dice, "drive-back dice")
        faces = (*faces[:i], new, *faces[i + 1 :])
    hot = dice.roll(fierce_count, 6, f"{unit.name}: drive back (confusing on {fierce_face}+)") if fierce_count else ()
    total_mm = 10 * (sum(faces) + sum(hot))
    full = state.unit_profile(unit).full_pace_mm
    limit = state.ruleset.ask(DRIVE_BACK_LIMIT_MM, state, unit)
    beyond = f"more than {limit / 10:g} cm" if limit else f"beyond its full pace of {full / 10:g} cm"
    full = limit or full
    # A laagered War Wagon rolls its drive-back dice only to see whether it is confused.
    still = state.ruleset.ask(DRIVE_BACK_CONFUSES_ONLY, state, unit)
    routed = can_rout and total_mm > full and not still
    sixes = faces.count(6)
    fierce_confuses = sum(1 for f in hot if f >= fierce_face)
    note = f"{hits} hit{'s' if hits != 1 else ''}"
    if ignored:
        note += f", {ignored} ignored: {shelter.level}"
    if less:
        note += f", {less} die fewer"
    outcome = f"{total_mm / 10:g} cm"
    if routed:
        outcome += f", {beyond}: wrecked" if limit else f", more than its full pace of {full / 10:g} cm: routed"
    elif still:
        outcome += f": {still}" + (", but a 6: confused" if sixes and confusion.can_be_confused(state, unit) else "")
    elif limit:
        outcome += f", {limit / 10:g} cm or less: it stays where it is"
    elif sixes and confusion.can_be_confused(state, unit):
        outcome += ", a 6: confused"
    elif fierce_confuses and confusion.can_be_confused(state, unit):
        outcome += f", a {fierce_face}+ on a confusing die: confused"
    rule = "shooting.drive_back.rout" if routed else "shooting.drive_back"
    events: list[Event] = list(again)
    if faces:
        events.append(
            DiceRolled(
                purpose=f"{unit.name} driven back ({note})",
                sides=6,
                faces=faces,
                total=total_mm // 10,
                outcome=outcome if not hot else f"{sum(faces)} cm",
                side=1 - unit.side,
                rule=rule,
            )
        )
    if hot:
        events.append(
            DiceRolled(
                purpose=f"{unit.name} driven back ({note}; {fierce_count} rolled apart, confusing on {fierce_face}+)",
                sides=6,
                faces=hot,
                total=total_mm // 10,
                outcome=outcome,
                side=1 - unit.side,
                rule="specials.skull_chukka" if not routed else rule,
            )
        )
    if routed:
        cause = f"{'wrecked' if limit else 'routed'}: driven back {total_mm / 10:g} cm, {beyond}"
        return events + moves.destroy_unit(state, unit, cause, "shooting.drive_back.rout")
    if limit:
        return events  # a short drive back is ignored altogether (a Trebuchet too heavy to shift)
    if sixes:
        events += confusion.confuse(state, unit, "a 6 among its drive-back dice", "shooting.drive_back.confusion")
    elif fierce_confuses:
        events += confusion.confuse(
            state, unit, f"a {fierce_face}+ among its confusing drive-back dice", "specials.skull_chukka"
        )
    if still:
        return events
    direction = away_from(state, unit, point)
    return events + push_back(state, unit, direction, total_mm, dice, driver=driver, driver_name=driver_name)


def _round_shift(t: float, direction: tuple[float, float], exact: bool) -> tuple[int, int]:
    dx, dy = direction[0] * t, direction[1] * t
    if exact:
        return round(dx), round(dy)

    # Stopping short of something: never round towards it.
    def toward_zero(x: float) -> int:
        return math.trunc(x + math.copysign(0.05, x)) if x else 0

    return toward_zero(dx), toward_zero(dy)


def push_back(
    state: GameState,
    unit: Unit,
    direction: tuple[float, float],
    distance: int,
    dice: Dice,
    *,
    driver: str = "",
    driver_name: str = "the enemy",
) -> list[Event]:
    """Slide the unit up to ``distance`` mm along ``direction`` as one block, stopping where the rules say."""
    if distance <= 0 or not unit.alive:
        return []
    if state.unit_profile(unit).flying:
        return _fly_back(state, unit, direction, distance, dice, driver, driver_name)
    met = sweep.meetings(state, unit, direction, distance)
    hard = next((m for m in met if m.kind != sweep.FRIEND), None)
    stop = hard.t if hard is not None else float(distance)
    stopped_by = hard
    events: list[Event] = []
    refuse = state.ruleset.option("movement").make_way == "never"
    for m in met:
        if m.kind != sweep.FRIEND or m.t >= stop - 1e-6:
            continue
        friend = state.units[m.other]
        made, evs = (False, []) if refuse else makeway.make_way(state, friend, unit, direction, stop, dice)
        events += evs
        if not made:
            stop, stopped_by = m.t, sweep.Meeting(m.t, sweep.FRIEND if refuse else UNYIELDING, m.other)
            break
    return events + _finish(state, unit, direction, distance, stop, stopped_by, dice, driver, driver_name)


def _finish(
    state: GameState,
    unit: Unit,
    direction: tuple[float, float],
    distance: int,
    stop: float,
    stopped_by: sweep.Meeting | None,
    dice: Dice,
    driver: str,
    driver_name: str,
) -> list[Event]:
    edge = stopped_by is not None and stopped_by.kind == sweep.EDGE
    if edge:
        stop += EDGE_CROSS_MM
    dx, dy = _round_shift(stop, direction, exact=stopped_by is None or edge)
    if stopped_by is None and _lands_on_a_unit(state, unit, dx, dy):
        # A friend grazing the path by less than the overlap allowance stays put; rounding the whole move to
        # the millimetre must not then carry the unit onto it.
        dx, dy = _round_shift(stop, direction, exact=False)
        # Rounding towards zero can still leave a stand over the friend's corner (a path that meets it at a
        # slant): give back a millimetre at a time until it stands clear.
        back = stop
        while back > 0 and _lands_on_a_unit(state, unit, dx, dy):
            back = max(0.0, back - 1.0)
            dx, dy = _round_shift(back, direction, exact=False)
    poses = tuple((s.x + dx, s.y + dy, s.facing) for s in unit.stands)
    words = _stopped_words(state, stopped_by)
    events: list[Event] = [
        DrivenBack(
            unit=unit.id,
            unit_name=unit.name,
            away_from=driver,
            away_from_name=driver_name,
            distance=distance,
            moved=round(math.hypot(dx, dy)),
            poses=poses,
            stopped="" if edge else words,
            rule="shooting.drive_back",
        )
    ]
    if dx or dy:
        events += makeway.shift_unit(state, unit, dx, dy, dice if edge else None)
    if stopped_by is None or edge:
        return events
    if stopped_by.kind in (sweep.ENEMY, sweep.ENGAGED):
        events += confusion.confuse(
            state, unit, f"driven back against {_name(state, stopped_by.other)}", "shooting.drive_back.blocked"
        )
    elif stopped_by.kind == sweep.TERRAIN:
        events += confusion.confusion_test(
            state,
            unit,
            dice,
            f"after being driven against {_name(state, stopped_by.other)}",
            "shooting.drive_back.terrain",
        )
    elif stopped_by.kind in (sweep.FRIEND, UNYIELDING):
        events += confusion.confuse(
            state, unit, f"driven back into {_name(state, stopped_by.other)}", "shooting.drive_back.friends"
        )
    return events


def _lands_on_a_unit(state: GameState, unit: Unit, dx: int, dy: int) -> bool:
    t = board.table(state)
    mover = board.unit_mover(state, unit)
    poses = [(s.x + dx, s.y + dy, s.facing) for s in unit.stands]
    return any(
        ref in state.units
        for b in board.unit_bases(state, unit, poses)
        for ref in t.overlaps(b, mover=mover, ignore=[unit.id])
    )


def _name(state: GameState, ref: str) -> str:
    if ref in state.units:
        return state.units[ref].name
    for piece in state.terrain:
        if piece.id == ref:
            return piece.name or piece.kind.replace("_", " ")
    return ref


def _stopped_words(state: GameState, m: sweep.Meeting | None) -> str:
    if m is None:
        return ""
    name = _name(state, m.other)
    return {
        sweep.ENEMY: f"1 cm short of the enemy ({name})",
        sweep.ENGAGED: f"1 cm short of {name}, engaged in combat",
        sweep.TERRAIN: f"at the edge of {name}, where it may not go",
        sweep.FRIEND: f"against {name}, which did not make way",
        UNYIELDING: f"against {name}, which could not make way",
        sweep.EDGE: "at the table edge",
    }[m.kind]


def _landing(state: GameState, unit: Unit, dx: float, dy: float) -> sweep.Meeting | None:
    """What stops a flyer landing shifted by (dx, dy): a unit under it, ground it may not land on, or an
    enemy or engaged unit within 1 cm."""
    t = board.table(state)
    g = sweep.ENEMY_GAP_MM
    for b in board.unit_bases(state, unit):
        nb = b.translated(dx, dy)
        for hit in t.overlaps(nb, mover=Mover.FLYER, ignore=[unit.id]):
            if hit != "table edge" and hit not in state.units:
                return sweep.Meeting(0.0, sweep.TERRAIN, hit)
        x0, y0, x1, y1 = nb.bounds()
        for ob in t.stands_in_box((x0 - g, y0 - g, x1 + g, y1 + g)):
            if ob.owner == unit.id or ob.owner not in state.units:
                continue
            other = state.units[ob.owner]
            gap = sweep.signed_gap(nb, ob)
            if other.side != unit.side or other.engaged:
                if gap < g - moves.MEASURE_SLACK_MM:
                    return sweep.Meeting(0.0, sweep.ENEMY if other.side != unit.side else sweep.ENGAGED, other.id)
            elif gap < -0.5:
                return sweep.Meeting(0.0, sweep.FRIEND, other.id)
    return None


def _fly_back(
    state: GameState,
    unit: Unit,
    direction: tuple[float, float],
    distance: int,
    dice: Dice,
    driver: str,
    driver_name: str,
) -> list[Event]:
    edge = min(
        (
            e
            for b in board.unit_bases(state, unit)
            if (e := sweep._edge_reach(state, b, direction, distance)) is not None
        ),
        default=None,
    )
    if edge is not None:
        return _finish(
            state,
            unit,
            direction,
            distance,
            edge,
            sweep.Meeting(edge, sweep.EDGE, "table edge"),
            dice,
            driver,
            driver_name,
        )
    blocker = _landing(state, unit, direction[0] * distance, direction[1] * distance)
    if blocker is None:
        return _finish(state, unit, direction, distance, float(distance), None, dice, driver, driver_name)
    stop = float(distance)
    while stop > 0:
        stop = max(0.0, stop - FLYER_STEP_MM)
        dx, dy = _round_shift(stop, direction, exact=False)
        if _landing(state, unit, dx, dy) is None:
            break
    return _finish(
        state,
        unit,
        direction,
        distance,
        stop,
        sweep.Meeting(stop, blocker.kind, blocker.other),
        dice,
        driver,
        driver_name,
    )
