"""What a character may join (the seed's "What Unit Can I Join?" and "Joining A Unit"), on Warmaster's troop types.

Unit Strength orders the troop types: infantry 1, cavalry 2, chariots 3, monsters 4; artillery and machines
are war machines. A character may join infantry and cavalry of no higher Unit Strength than its own; a
chariot unit only when it rides a chariot itself; a flying unit only when it flies and is of the same troop
type; never monsters or war machines. A character on a monster or a chariot joins no other kind. Fleeing is
confusion, so an engaged or confused unit cannot be joined, and a character joins only by ending its move in
the Characters step touching the unit: not by being set up with it in deployment.
"""

from __future__ import annotations

from game.core.ninth_age.pieces import troop_type
from game.core.profiles import UnitType
from game.core.state import Character, GameState, Unit

RULE = "wh8.joining"

UNIT_STRENGTH: dict[UnitType, int] = {
    UnitType.INFANTRY: 1,
    UnitType.CAVALRY: 2,
    UnitType.CHARIOT: 3,
    UnitType.MONSTER: 4,
    UnitType.ARTILLERY: 3,
    UnitType.MACHINE: 3,
}
WORDS: dict[UnitType, str] = {
    UnitType.INFANTRY: "infantry",
    UnitType.CAVALRY: "cavalry",
    UnitType.CHARIOT: "a chariot",
    UnitType.MONSTER: "a monster",
    UnitType.ARTILLERY: "artillery",
    UnitType.MACHINE: "a war machine",
}


def flies(state: GameState, ch: Character) -> bool:
    mount = state.mount_profile(ch)
    return mount is not None and mount.flying


def why_not(state: GameState, ch: Character, unit: Unit) -> str:
    """Why ``ch`` may not join ``unit`` under the seed's list, in a player's words; "" when it may."""
    reason = _by_type(state, ch, unit)
    if reason:
        return reason
    if unit.engaged:
        return f"{unit.name} is engaged in combat: a character may not join it"
    if unit.confused:
        return f"{unit.name} is confused (fleeing): a character may not join it"
    return ""


def _by_type(state: GameState, ch: Character, unit: Unit) -> str:
    prof = state.unit_profile(unit)
    mine = troop_type(state, ch)
    if prof.type in (UnitType.ARTILLERY, UnitType.MACHINE):
        return f"{ch.name} may not join {unit.name}: a character never joins a war machine"
    if prof.flying:
        if flies(state, ch) and mine is prof.type:
            return ""
        return f"{ch.name} may not join {unit.name}: only a flying character of the same troop type joins flyers"
    if prof.type is UnitType.MONSTER:
        return f"{ch.name} may not join {unit.name}: a character never joins a unit of monsters"
    if prof.type is UnitType.CHARIOT:
        if mine is UnitType.CHARIOT:
            return ""
        return f"{ch.name} may not join {unit.name}: only a character riding a chariot joins chariots"
    if mine in (UnitType.MONSTER, UnitType.CHARIOT) or flies(state, ch):
        ride = "a flying mount" if flies(state, ch) else WORDS[mine]
        return f"{ch.name} rides {ride}: it joins no {WORDS[prof.type]} unit"
    if UNIT_STRENGTH[prof.type] > UNIT_STRENGTH[mine]:
        return (
            f"{ch.name} ({WORDS[mine]}, Unit Strength {UNIT_STRENGTH[mine]}) may not join {unit.name} "
            f"({WORDS[prof.type]}, Unit Strength {UNIT_STRENGTH[prof.type]}): a character joins no troop type "
            "of higher Unit Strength than its own"
        )
    return ""


def join_reasons(state: GameState, ch: Character, pose: tuple[int, int, int], join: str) -> list[str]:
    """The hook ``CHARACTER_MOVE_CHECK``: a move joining a unit the seed's list forbids is refused, with why."""
    unit = state.units.get(join) if join else None
    if unit is None or not unit.alive or unit.side != ch.side or ch.joined == unit.id:
        return []
    reason = why_not(state, ch, unit)
    return [reason] if reason else []


def not_in_deployment(state: GameState, unit: Unit, answer: str) -> str:
    """The answer to ``NEVER_JOINED``: in deployment no character joins; it joins by moving into contact."""
    if answer or state.phase != "deployment":
        return answer
    return f"a character joins {unit.name} only by moving into contact with it in the Characters step, not in deployment"


def leave_reasons(state: GameState, ch: Character, pose: tuple[int, int, int], join: str) -> list[str]:
    """The hook ``CHARACTER_MOVE_CHECK``: the seed's "Leaving a Unit": a character cannot leave a unit that is in
    combat or fleeing (confused here); one joined to such a unit makes no move of its own."""
    unit = state.units.get(ch.joined or "")
    if unit is None or not unit.alive or join == unit.id:
        return []
    if unit.engaged:
        return [f"{unit.name} is in combat: {ch.name} cannot leave it"]
    if unit.confused:
        return [f"{unit.name} is confused (fleeing): {ch.name} cannot leave it"]
    return []
