"""The Cathay Rocket Launcher (digest 10.24 [4]): a stone thrower firing a die's worth of rockets.

Each time it shoots it rolls a die for its attacks; armour saves at -1. A 1 is a misfire, rolled again on its
chart: 1 it blows itself up; 2-3 a dud, one attack; 4-5 it overshoots, a die of attacks on the first unit in
the line of fire beyond the target, whatever the range (a 1 on that die is just one attack, no chart again;
nothing if no unit stands behind; a unit in combat keeps the hits for its first round); 6 two dice of attacks.
Being a stone thrower it lobs its rockets high (``questions.LOBS_SHOTS``): it never shoots at chargers, and with no
enemy in sight it may fire blind at the nearest one in range, hitting only on 6s.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from game.core import board, carry, moves
from game.core.dice import Dice
from game.core.events import DiceRolled, Event
from game.core.shooting.events import HitsCarried, ShotFired
from game.core.shooting.fire import save_modifiers
from game.core.shooting.volley import volley
from game.core.shooting.weapons import weapon
from game.core.state import GameState, Unit

RULE = "specials.rocket_launcher"
MISFIRE = "specials.rocket_launcher.misfire"
CHART = {
    1: "KABOOM! the launcher blows itself up",
    2: "a dud: one attack",
    3: "a dud: one attack",
    4: "whoosh! the rocket overshoots: a die of attacks on the first unit behind the target",
    5: "whoosh! the rocket overshoots: a die of attacks on the first unit behind the target",
    6: "a big badaboom: two dice of attacks",
}
# How far to either side of the line of fire a stand's centre may lie and still be in the rocket's way.
LANE_MM = 20.0


def _rolled(unit: Unit, purpose: str, faces: tuple[int, ...], outcome: str, rule: str) -> DiceRolled:
    return DiceRolled(purpose=f"{unit.name}: {purpose}", sides=6, faces=faces, total=sum(faces), outcome=outcome,
                      side=unit.side, rule=rule)


def behind(state: GameState, shooter: Unit, target: Unit) -> Unit | None:
    """The first unit, of either side, in the line of fire beyond ``target``: from the launcher through the
    target's nearest stand, the unit whose stand centre lies nearest past the target within a stand's half width."""
    src = board.unit_base(state, shooter, 0)
    bases = board.unit_bases(state, target)
    if not bases:
        return None
    aim = min(bases, key=lambda b: math.hypot(b.x - src.x, b.y - src.y))
    dx, dy = aim.x - src.x, aim.y - src.y
    far = math.hypot(dx, dy)
    if far <= 0:
        return None
    ux, uy = dx / far, dy / far
    best: tuple[float, Unit] | None = None
    for u in state.live_units():
        if u.id in (shooter.id, target.id) or u.off_table:
            continue
        for b in board.unit_bases(state, u):
            along = (b.x - src.x) * ux + (b.y - src.y) * uy
            aside = abs((b.x - src.x) * uy - (b.y - src.y) * ux)
            if along > far and aside <= LANE_MM and (best is None or along < best[0]):
                best = (along, u)
    return best[1] if best else None


def _fired(shooter: Unit, target: Unit, stands: int, attacks: int, blind: bool = False) -> ShotFired:
    return ShotFired(unit=shooter.id, unit_name=shooter.name, target=target.id, target_name=target.name,
                     stands=stands, attacks=attacks, blind=blind, at_chargers=False, rule="shooting.target")


def _overshoot(state: GameState, shooter: Unit, target: Unit, bases: list[Any], dice: Dice) -> list[Event]:
    (face,) = dice.roll(1, 6, f"{shooter.name}: overshooting rocket")
    victim = behind(state, shooter, target)
    where = f"{face} attacks on {victim.name}" if victim else "no unit behind: it flies off the field"
    events: list[Event] = [_rolled(shooter, "overshooting rocket", (face,), where, MISFIRE)]
    if victim is None:
        return events
    events.append(_fired(shooter, victim, len(bases), face))
    w = weapon(state, shooter)
    saves = list(save_modifiers(state, shooter, w)) if w else []
    engaged = victim.engaged
    struck, evs = volley(state, victim, face, dice, shooter=shooter, shooter_bases=bases,
                         aim=lambda: list(range(len(victim.stands))), rule=RULE, save_modifiers=saves,
                         how="overshoots into")
    events += evs
    if engaged and struck:
        carry.add_first_round_hits(state, victim.id, struck)
        events.append(HitsCarried(unit=victim.id, unit_name=victim.name, hits=struck,
                                  why="struck by a stray rocket while in combat", rule=MISFIRE))
    return events


def fire(
    state: GameState, shooter: Unit, bases: list[Any], target: Unit, aim: Callable[..., list[int]], dice: Dice,
    at_chargers: bool,
) -> tuple[int, list[Event]] | None:
    """The ``SPECIAL_FIRE`` hook: the Rocket Launcher rolls its attacks, or its misfire."""
    if not state.unit_profile(shooter).has("rocket_launcher"):
        return None
    from game.core.shooting.targets import closest_targets

    # A target it may shoot at but cannot see is one lobbed at blind.
    blind = target.id not in closest_targets(state, shooter)
    (face,) = dice.roll(1, 6, f"{shooter.name}'s rockets")
    events: list[Event] = []
    if face != 1:
        attacks = face
        events.append(_rolled(shooter, "rockets", (face,), f"{face} attacks", RULE))
    else:
        (chart,) = dice.roll(1, 6, f"{shooter.name}'s misfire")
        events.append(_rolled(shooter, "rockets", (face,), "a 1: misfire", RULE))
        events.append(_rolled(shooter, "misfire", (chart,), CHART[chart], MISFIRE))
        if chart == 1:
            return 0, events + moves.destroy_unit(state, shooter, "its rockets blew it apart", MISFIRE)
        if chart in (4, 5):
            return 0, events + _overshoot(state, shooter, target, bases, dice)
        if chart == 6:
            pair = dice.roll(2, 6, f"{shooter.name}'s big badaboom")
            attacks = sum(pair)
            events.append(_rolled(shooter, "big badaboom", tuple(pair), f"{attacks} attacks", MISFIRE))
        else:
            attacks = 1
    events.append(_fired(shooter, target, len(bases), attacks, blind))
    w = weapon(state, shooter)
    saves = list(save_modifiers(state, shooter, w)) if w else []
    struck, evs = volley(state, target, attacks, dice, shooter=shooter, shooter_bases=bases, aim=aim, rule=RULE,
                         save_modifiers=saves, blind=blind, how="fires rockets at")
    return struck, events + evs
