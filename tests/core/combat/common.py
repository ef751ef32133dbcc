"""Small combats for rules tests: units placed in contact, a spare army far away, scripted dice.

Coordinates are mm. The Empire (side 0) stands at the bottom facing up (0 degrees); the Orcs (side 1)
at the top facing down (180). An infantry line of three centred on (900, 700) has its front edge at
y 690; Orc infantry centred on (900, 680) facing 180 meets it front to front.
"""

from __future__ import annotations

from typing import Any

from game.core.actions import Proceed
from game.core.combat import CombatChoice, Fight
from game.core.command.actions import Charge, Order
from game.core.events import Event
from game.core.state import GameState
from tests.helpers import act, battle, char, of_type, unit

# Far from everything: they keep each army above its break point and out of the way.
SPARE0 = [unit("Halberdiers", 150 + 200 * i, 1120, id=f"spare{i}") for i in range(4)]
SPARE1 = [unit("Orc Warriors", 1650 - 200 * i, 80, 180, id=f"ospare{i}") for i in range(4)]
GENERALS0 = [char("General", 1700, 1150, id="gen")]
GENERALS1 = [char("Orc General", 100, 40, id="ogen")]


def at_fight(units0: list, units1: list, chars0: list = (), chars1: list = (), **kw: Any) -> GameState:  # type: ignore[assignment]
    """A battle in side 0's Combat phase with these units placed as given."""
    return battle(
        [*units0, *SPARE0],
        [*units1, *SPARE1],
        [*GENERALS0, *chars0],
        [*GENERALS1, *chars1],
        step=kw.pop("step", "fight"),
        **kw,
    )


def charge_then_fight(
    units0: list,
    units1: list,
    charger: str,
    target: str,
    chars0: list = (),  # type: ignore[assignment]
    chars1: list = (),  # type: ignore[assignment]
    **kw: Any,
) -> tuple[GameState, list[Event]]:
    """The side to play orders ``charger`` by its General (rolling 1+1) to charge ``target``; play goes
    on to the Combat phase. ``first=1`` gives the first turn to the Orcs."""
    s = at_fight(units0, units1, chars0, chars1, step="orders", **kw)
    general = "gen" if s.active == 0 else "ogen"
    events = act(s, Order(general, (charger,)), [1, 1])
    events += act(s, Charge(charger, target))
    while s.step != "fight":
        events += act(s, Proceed())
    return s, events


def poses(s: GameState, uid: str) -> list[tuple[int, int, int]]:
    return [st.pose for st in s.units[uid].stands]


def one(events: list[Event], name: str) -> Any:
    found = of_type(events, name)
    assert len(found) == 1, [e.text() for e in found]
    return found[0]


def strikes(events: list[Event]) -> dict[tuple[str, str], Any]:
    return {(e.unit, e.target): e for e in of_type(events, "Strike")}


__all__ = [
    "CombatChoice",
    "Fight",
    "act",
    "at_fight",
    "char",
    "charge_then_fight",
    "of_type",
    "one",
    "poses",
    "strikes",
    "unit",
]
