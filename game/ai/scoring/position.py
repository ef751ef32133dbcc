"""How good a place is for a unit: the features a scripted opponent weighs when it moves.

Each feature is in army points for the unit's side:

- ``threat``: what enemies within reach could expect to win by charging it on their next turn
  (worse from a flank or the rear: flank exposure), each weighted by the chance they get to charge;
- ``opportunity``: the best charge it could make from there on its next turn (or, looking one order
  ahead, with the next order this turn), with flank and rear charges counting extra;
- ``shooting``: the hits it could score on the closest enemy in range;
- ``closing``: how far it still has to walk to the enemy (closing in, or holding at a chosen distance),
  round any terrain it may not cross (``scoring.ways``);
- ``line``: friends it stands beside;
- the General's safety counts the threat to the unit he leads again.

``place_value`` adds them up with the personality's weights.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.ai.personalities import Personality
from game.ai.scoring.combat import estimate, support_stands
from game.ai.scoring.geometry import FRONT, blocked, gap, gap_over, in_arc, zone_of
from game.ai.scoring.machines import back_poses, closeness, machine_base
from game.ai.scoring.views import UnitView, moved_view
from game.ai.scoring.ways import detour
from game.core import GameState, UnitType

# Chances an enemy unit within reach gets to charge next turn: by an order, or on its initiative (20 cm).
P_ENEMY_ORDER = 0.55
P_ENEMY_INITIATIVE = 0.8
# An enemy that would have to turn round first (two orders) rarely manages it.
P_ENEMY_BEHIND = 0.2
# Chance our own unit gets to make a charge it is placed for on our next turn.
P_OWN_NEXT = 0.6
INITIATIVE_MM = 200
# Worth of each friend of the same kind touching a unit (up to two): orders for both on one roll.
BRIGADE_POINTS = 8.0
# What a machine left behind is worth to its crew each turn with no enemy in its range yet (share of its points).
MACHINE_FLOOR = 0.2


@dataclass(frozen=True)
class Place:
    """A place weighed: its total and the features behind it (for reasons and tests)."""

    value: float
    threat: float
    opportunity: float
    target: str
    shooting: float
    closing: float
    line: float
    # The chance of making the charge it offers on the side's next turn (not this one).
    later: float = 0.0


def threat(
    state: GameState, v: UnitView, enemies: list[UnitView], friends: list[UnitView], exposure: float
) -> tuple[float, str]:
    """What the enemy could win by charging ``v`` next turn, and the most dangerous enemy's name."""
    total, name, _ = threat_and_chance(state, v, enemies, friends, exposure)
    return total, name


def threat_and_chance(
    state: GameState, v: UnitView, enemies: list[UnitView], friends: list[UnitView], exposure: float
) -> tuple[float, str, float]:
    """``threat``, and the chance that some enemy charges ``v`` at all (the likeliest one's chance)."""
    found: list[tuple[float, str]] = []
    chance = 0.0
    sup: int | None = None
    for e in enemies:
        if e.engaged or e.prof.type is UnitType.ARTILLERY:
            continue
        if math.dist((e.cx, e.cy), (v.cx, v.cy)) > e.pace + 160:
            continue
        if gap_over(e, v, e.pace + 10) or blocked(state, e, v.cx, v.cy):
            continue
        g = gap(e, v)
        zone = zone_of(v, e.cx, e.cy)
        if zone == FRONT and sup is None:
            sup = support_stands(v, friends)
        est = estimate(e, v, zone, dfd_support=(sup or 0) if zone == FRONT else 0)
        if est.gain <= 0:
            continue
        if in_arc(e, v, 90):
            p = P_ENEMY_INITIATIVE if g <= INITIATIVE_MM else P_ENEMY_ORDER
        else:
            p = P_ENEMY_BEHIND
        weight = 1.0 if zone == FRONT else 1.0 + exposure
        found.append((p * est.gain * weight, e.name))
        chance = max(chance, p)
    if not found:
        return 0.0, "", 0.0
    found.sort(reverse=True)
    total = found[0][0] + sum(x for x, _ in found[1:3]) * 0.4
    return total, found[0][1], chance


def opportunity(
    state: GameState, v: UnitView, enemies: list[UnitView], flank: float, extra_mm: int = 0
) -> tuple[float, str]:
    """The best charge ``v`` could make from where it stands (gain in points, target name)."""
    if v.prof.type is UnitType.ARTILLERY:
        return 0.0, ""
    best, name = 0.0, ""
    for e in enemies:
        if math.dist((e.cx, e.cy), (v.cx, v.cy)) > v.pace + extra_mm + 160:
            continue
        if not in_arc(v, e, 80):
            continue
        if gap_over(v, e, v.pace + extra_mm) or blocked(state, v, e.cx, e.cy):
            continue
        zone = zone_of(e, v.cx, v.cy)
        est = estimate(v, e, zone)
        g = est.gain * (1.0 if zone == FRONT else 1.0 + flank)
        if g > best:
            best, name = g, e.name
    return best, name


def shooting(v: UnitView, enemies: list[UnitView]) -> tuple[float, str]:
    """Points' worth of hits ``v`` could shoot at the closest enemy it faces within range."""
    if not v.shots or v.engaged:
        return 0.0, ""
    best: tuple[float, UnitView] | None = None
    for e in enemies:
        if e.engaged or not in_arc(v, e, 60):
            continue
        if math.dist((e.cx, e.cy), (v.cx, v.cy)) > v.range_mm + 120:
            continue
        if gap_over(v, e, v.range_mm):
            continue
        g = gap(v, e)
        if best is None or g < best[0]:
            best = (g, e)
    if best is None:
        return 0.0, ""
    e = best[1]
    saved = 1 - max(0, 7 - e.prof.armour) / 6 if e.prof.armour else 1.0
    hits = v.stands * v.shots * 0.5 * saved
    # Hits also drive the target back and may confuse it: a little on top of the hits themselves.
    return hits * e.per_hit * 1.2, e.name


def nearest(v: UnitView, enemies: list[UnitView]) -> float:
    """Gap to the closest enemy unit (mm)."""
    best = math.inf
    for e in sorted(enemies, key=lambda e: math.dist((e.cx, e.cy), (v.cx, v.cy)))[:3]:
        # Only a nearer one changes the answer.
        if not gap_over(v, e, best):
            best = gap(v, e)
    return best


def beside(v: UnitView, friends: list[UnitView]) -> tuple[int, int]:
    """(friendly units within 2 cm of ``v``: its line, those of them touching it: its brigade)."""
    n = touching = 0
    for f in friends:
        if f.id == v.id or math.dist((f.cx, f.cy), (v.cx, v.cy)) > 200 or gap_over(v, f, 20):
            continue
        n += 1
        touching += gap(v, f) <= 1.0 and f.prof.type is v.prof.type and not f.engaged
    return n, touching


def turns_to_come(state: GameState, side: int) -> tuple[bool, bool]:
    """(whether ``side`` has another turn after this one, whether its enemy has a turn still to come).

    In a battle of a set length the last turns change what a place is worth: a charge set up for a
    turn that never comes gains nothing, and a threat from an enemy that plays no more costs nothing.
    """
    from game.core import game_length

    length = game_length(state)
    if not state.turn_limit or not (length is None or isinstance(length, int)):
        return True, True
    last = state.turn >= state.turn_limit
    if state.active == side:
        # The side that plays first in a game turn is followed by the other side in the same game turn.
        return not last, side == state.first_side or not last
    # The enemy is playing now: what it does this turn still counts.
    return state.active == state.first_side or not last, True


def charge_chance(own_next: bool, follow_up: float, struck_first: float = 0.0) -> float:
    """The chance a unit gets to make a charge it stands ready for: with the next order this turn
    (looking one order ahead), or failing that on its side's next turn, unless the enemy, who plays in
    between, charges it first (``struck_first``)."""
    later = (P_OWN_NEXT if own_next else 0.0) * (1 - struck_first)
    return follow_up + (1 - follow_up) * later


def urgency(state: GameState, side: int) -> float:
    """0 to 1: how pressing it is to come to grips, for a side not ahead on victory points as the
    battle's set length runs out (a draw is no win). It rises over the second half of the battle."""
    from game.core import board, game_length, score

    length = game_length(state)
    if not state.turn_limit or not (length is None or isinstance(length, int)):
        return 0.0
    half = state.turn_limit / 2
    if state.turn <= half:
        return 0.0
    points = board.memo(state, ("ai", "score"), lambda: score(state)[0])
    if points[side] > points[1 - side]:
        return 0.0
    return min(1.0, (state.turn - half) / half)


def place_value(
    state: GameState,
    v: UnitView,
    enemies: list[UnitView],
    friends: list[UnitView],
    persona: Personality,
) -> Place:
    """The worth of ``v`` standing where it stands, for its own side, judged for its side's next turn.

    Looking one order ahead adds to it (``plans.places.place_delta``): ``Place.later`` says how much of the
    charge it offers a further order this turn would add.
    """
    own_next, enemy_next = turns_to_come(state, v.side)
    risk, who, struck_first = (
        threat_and_chance(state, v, enemies, friends, persona.exposure) if enemy_next else (0.0, "", 0.0)
    )
    opp, target = opportunity(state, v, enemies, persona.flank)
    # The enemy plays before our next turn: a charge it makes on this unit first is a charge we never make.
    later = charge_chance(own_next, 0.0, struck_first)
    shot, shot_at = shooting(v, enemies)
    gun = machine_base(state, v)
    if gun is not None:
        # A crew away from their machine shoot nothing; the place is worth the shooting it leads back to.
        shot, shot_at = shooting(moved_view(v, back_poses(v, gun)), enemies)
        shot = max(shot, MACHINE_FLOOR * v.points) * closeness(v, gun)
    # The walk to the enemy, not the straight line: a unit at a river bank is no nearer for it.
    d = nearest(v, enemies) + detour(state, v, enemies)
    urge = urgency(state, v.side)
    risk *= 1 - 0.5 * urge
    # A general who is not ahead as time runs out gives up keeping his distance: a draw is no win.
    keep = persona.keep_distance_mm * (1 - urge)
    closing = -persona.close_in * (1 + urge) * max(0.0, d - keep) / 100 if d < math.inf else 0.0
    near, touching = beside(v, friends)
    line = persona.line * min(2, near)
    if v.prof.type is not UnitType.ARTILLERY:
        # Units touching at the start of the Orders move as a brigade on one roll.
        line += BRIGADE_POINTS * min(2, touching)
    risk_w = persona.risk * (1 + persona.general_safety if v.has_general else 1)
    value = persona.attack * later * opp - risk_w * risk + persona.shooting * shot + closing + line
    return Place(value, risk, opp, target or shot_at or who, shot, closing, line, later)
