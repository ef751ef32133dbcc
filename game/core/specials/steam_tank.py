"""The Steam Tank (digest 10.1 [6]): a double six on any order rolls its Malfunction chart.

Already done elsewhere: its 20 cm move (the army list), no brigades (``command.orders``), no characters
joining (``command.characters``), all-round sight and shooting with armour one worse (``shooting``), always
defended (``cover``), never driven back or routed by shooting (``shooting.driveback``).
"""

from __future__ import annotations

from collections.abc import Callable

from game.core import moves
from game.core.dice import Dice
from game.core.events import DiceRolled, Event
from game.core.magic import effects
from game.core.shooting.weapons import NO_SHOOTING_FLAG, SHOTS_FLAG
from game.core.specials.events import Malfunction
from game.core.state import Character, GameState, Unit

OVERLOAD_SHOTS = 6
COMMANDER_SLAIN = "command_mod:commander slain"

RESULTS = {
    1: "the boiler bursts and the Steam Tank is destroyed",
    2: "its drive breaks: it can never move again, though it still shoots and fights",
    3: "it is stuck: it neither moves nor shoots this turn",
    4: "its commander is slain: it does not move, and takes -1 Command for the rest of the battle",
    5: "a momentary halt: it does not move this turn",
    6: "steam overload: it does not move, but shoots with 6 attacks this turn",
}


def malfunction_chart(
    state: GameState, ch: Character, units: list[Unit], faces: tuple[int, int]
) -> tuple[str, Callable[[Dice], list[Event]]] | None:
    """A double six on an order to a Steam Tank, whoever gave it, rolls on the Malfunction chart."""
    if faces != (6, 6):
        return None
    tanks = [u for u in units if state.unit_profile(u).has("steam_tank")]
    if not tanks:
        return None

    def roll(dice: Dice) -> list[Event]:
        events: list[Event] = []
        for tank in tanks:
            events += malfunction(state, tank, dice)
        return events

    return "a double six: the Steam Tank malfunctions (its own chart, not the Blunder table)", roll


def malfunction(state: GameState, tank: Unit, dice: Dice) -> list[Event]:
    """Roll the Malfunction chart for one Steam Tank and carry the result out."""
    face = dice.roll(1, 6, f"{tank.name} malfunction")[0]
    rule = f"specials.steam_tank.malfunction.{face}"
    events: list[Event] = [
        DiceRolled(
            purpose=f"{tank.name}: Malfunction chart",
            sides=6,
            faces=(face,),
            outcome=RESULTS[face],
            side=tank.side,
            quiet=True,
            rule=rule,
        ),
        Malfunction(unit=tank.id, unit_name=tank.name, face=face, result=RESULTS[face], rule=rule),
    ]
    now = effects.ply(state)
    if face == 1:
        events += moves.destroy_unit(state, tank, "its boiler burst", rule)
    elif face == 2:
        tank.flags[effects.IMMOBILE] = 1
    elif face == 3:
        effects.set_lasting(tank, NO_SHOOTING_FLAG, 1, now)
    elif face == 4:
        tank.flags[COMMANDER_SLAIN] = tank.flags.get(COMMANDER_SLAIN, 0) - 1
    elif face == 6:
        effects.set_lasting(tank, SHOTS_FLAG, OVERLOAD_SHOTS, now)
    return events
