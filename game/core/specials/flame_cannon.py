"""The Dwarf Flame Cannon (digest 10.6 [5]): 2D6 attacks to 30 cm, and a misfire chart for every double.

Each time it shoots (at chargers too) the Flame Cannon rolls two dice for its number of attacks. A double
does not shoot as usual: 1-1 it explodes with no attacks; 2-2 it belches 2D6+4 attacks and then explodes;
3-3 six attacks this time, and 1D6 attacks (no chart) whenever it shoots from then on; 4-4 no shot this
turn; 5-5 ten attacks; 6-6 D6+12 attacks. Armour saves as usual against it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core import moves
from game.core.dice import Dice
from game.core.events import Event
from game.core.shooting.events import ShotFired
from game.core.shooting.volley import volley
from game.core.specials.dwarf_events import FlameCannonRoll
from game.core.state import GameState, Unit

RULE = "specials.flame_cannon"
# Set for the rest of the battle once a 3-3 has come up: one die of attacks from then on, no chart.
SMOKY = "flame_cannon_smoky"
CHART = {
    1: "it explodes, doing no harm to the enemy",
    2: "an enormous belch of fire, 2D6+4 attacks, and then it explodes",
    3: "an unusually smoky flame: 6 attacks, and only 1D6 attacks from now on",
    4: "its boiler goes out: no shot this turn",
    5: "a great gout of soot and coals: 10 attacks",
    6: "an especially huge flame: D6+12 attacks",
}


def _attacks(state: GameState, unit: Unit, dice: Dice) -> tuple[int, bool, list[Event]]:
    """(attacks, explodes afterwards, events) for one shot of the Flame Cannon."""
    if unit.flags.get(SMOKY):
        (face,) = dice.roll(1, 6, f"{unit.name}'s attacks")
        return face, False, [_roll(unit, (face,), face, f"{face} attacks", f"{RULE}.3")]
    a, b = dice.roll(2, 6, f"{unit.name}'s attacks")
    if a != b:
        return a + b, False, [_roll(unit, (a, b), a + b, f"{a + b} attacks", RULE)]
    rule = f"{RULE}.misfire.{a}"
    events: list[Event] = [_roll(unit, (a, b), 0, f"a double {a}: {CHART[a]}", rule)]
    if a == 1:
        return 0, True, events
    if a == 2:
        extra = sum(dice.roll(2, 6, f"{unit.name}'s last belch of fire"))
        return extra + 4, True, events
    if a == 3:
        unit.flags[SMOKY] = 1
        return 6, False, events
    if a == 4:
        return 0, False, events
    if a == 5:
        return 10, False, events
    (extra,) = dice.roll(1, 6, f"{unit.name}'s huge flame")
    return extra + 12, False, events


def _roll(unit: Unit, faces: tuple[int, ...], attacks: int, result: str, rule: str) -> FlameCannonRoll:
    return FlameCannonRoll(unit=unit.id, unit_name=unit.name, faces=faces, attacks=attacks, result=result, rule=rule)


def fire(
    state: GameState,
    shooter: Unit,
    bases: list[Any],
    target: Unit,
    aim: Callable[..., list[int]],
    dice: Dice,
    at_chargers: bool,
) -> tuple[int, list[Event]] | None:
    """The ``SPECIAL_FIRE`` hook: fires a Flame Cannon, passes on anything else."""
    if not state.unit_profile(shooter).has("flame_cannon"):
        return None
    attacks, explodes, events = _attacks(state, shooter, dice)
    struck = 0
    if attacks > 0:
        events.append(
            ShotFired(
                unit=shooter.id,
                unit_name=shooter.name,
                target=target.id,
                target_name=target.name,
                stands=len(bases),
                attacks=attacks,
                at_chargers=at_chargers,
                rule="shooting.chargers" if at_chargers else "shooting.target",
            )
        )
        struck, evs = volley(
            state, target, attacks, dice, shooter=shooter, shooter_bases=bases, aim=aim, rule=RULE,
            in_the_open=at_chargers, how="pours flame on",
        )
        events += evs
    if explodes:
        events += moves.destroy_unit(state, shooter, "it exploded", f"{RULE}.explodes")
    return struck, events
