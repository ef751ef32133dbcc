"""The Skaven's Screaming Bell (digest 10.8 [7]): a gargantuan machine the horde pushes into battle.

- It stands on a 40 x 60 mm base, the short edge its front (the list's ``base``), and the army has at most one.
- It never moves of its own accord: no initiative, and an order moves it only in a brigade with one or more
  infantry units (``hooks.ACTION_CHECK``), at infantry pace (``MOVES_AS``) up to 20 cm (its profile).
- It is never driven back by shooting and rolls no drive-back dice.
- Forced to retreat it is destroyed. It pursues, advances or falls back only with a Skaven infantry unit touching
  it both when it would go and where its move would end (``hooks.AFTERMATH_MOVE_ENDS``; the infantry where it
  stands then, so a pushing unit that pursues or falls back first may carry the Bell along); otherwise it
  stands, a draw included. A fall back that would leave it alone is not made: it stands where it is.
- Skaven units touching it ignore terror. Skaven Heroes and Warlocks within 30 cm of it add +1 to their Command;
  enemy characters within 30 cm of it take -1.
"""

from __future__ import annotations

from typing import Any

from game.core import board
from game.core.events import Modifier
from game.core.magic import effects
from game.core.profiles import Rank, UnitType
from game.core.state import Character, GameState, Unit

RULE = "specials.screaming_bell"
TAG = "screaming_bell"
REACH_MM = 300
TOUCH_MM = 1.0

RULES: dict[str, tuple[str, str]] = {
    RULE: (
        "Screaming Bell",
        "Moves only in a brigade with infantry, never on initiative, is never driven back and is destroyed if it "
        "must retreat; after combat it moves only with infantry touching it at the start and the end. Skaven touching it ignore terror; Skaven Heroes and Warlocks within 30 cm of it have +1 "
        "Command, enemy characters within 30 cm -1.",
    ),
}


def _bells(state: GameState, side: int | None = None) -> list[Unit]:
    return [u for u in state.live_units(side) if state.unit_profile(u).has(TAG)]


def _touching(state: GameState, a: Unit, b: Unit) -> bool:
    return board.table(state).owner_distance(a.id, b.id) <= TOUCH_MM


def pushers(state: GameState, bell: Unit) -> list[Unit]:
    """The Skaven infantry units touching the bell."""
    return [u for u in state.live_units(bell.side)
            if u.id != bell.id and state.unit_profile(u).type is UnitType.INFANTRY and _touching(state, u, bell)]


def order_check(state: GameState, action: Any) -> list[str]:
    """``ACTION_CHECK``: an order moves the Bell only in a brigade with infantry."""
    if getattr(action, "kind", "") != "order":
        return []
    units = [state.units[u] for u in action.units if u in state.units]
    bells = [u for u in units if state.unit_profile(u).has(TAG)]
    if bells and not any(state.unit_profile(u).type is UnitType.INFANTRY for u in units):
        return [f"{bells[0].name} cannot move of its own accord: order it in a brigade with infantry"]
    return []


def stays(state: GameState, unit: Unit, answer: str) -> str:
    """``STAYS_AFTER_COMBAT``: with no Skaven infantry touching it, the Bell cannot pursue, advance or fall back."""
    if answer or pushers(state, unit):
        return answer
    return f"{unit.name} has no infantry touching it to push it: it stays where it is"


ALONE = {"pursue": "pursuit", "advance": "advance", "fall_back": "fall back"}


def move_ends(state: GameState, unit: Unit, choice: str, poses: Any) -> str:
    """``AFTERMATH_MOVE_ENDS``: the Bell's move after combat must end with Skaven infantry touching it."""
    if not state.unit_profile(unit).has(TAG):
        return ""
    t = board.table(state)
    end = board.unit_bases(state, unit, list(poses))
    for u in state.live_units(unit.side):
        if u.id == unit.id or u.off_table or state.unit_profile(u).type is not UnitType.INFANTRY:
            continue
        if any(t.distance(b, ob) <= TOUCH_MM for b in end for ob in t.bases_of(u.id)):
            return ""
    return f"{unit.name} would end its {ALONE.get(choice, 'move')} with no infantry touching it to push it"


def ignores_terror(state: GameState, unit: Unit, answer: bool) -> bool:
    """``IGNORES_TERROR``: Skaven units touching their Screaming Bell scorn terror."""
    if answer or not effects.helped(state, unit):
        return answer
    return any(b.id != unit.id and _touching(state, unit, b) for b in _bells(state, unit.side))


def bell_command(state: GameState, ch: Character, units: list[Unit]) -> list[Modifier]:
    """``COMMAND_MODIFIERS``: +1 to a Skaven Hero or Warlock within 30 cm of his Bell, -1 to an enemy character
    within 30 cm of one."""
    t = board.table(state)
    out: list[Modifier] = []
    rank = state.character_profile(ch).rank
    own = [b for b in _bells(state, ch.side) if t.owner_distance(ch.id, b.id) <= REACH_MM]
    if own and rank in (Rank.HERO, Rank.WIZARD):
        out.append(Modifier(1, RULE, f"{own[0].name} within 30 cm"))
    foes = [b for b in _bells(state, 1 - ch.side) if t.owner_distance(ch.id, b.id) <= REACH_MM]
    if foes:
        out.append(Modifier(-1, RULE, f"the enemy's {foes[0].name} within 30 cm"))
    return out
