"""The Tomb King's bonus (digest 10.5 [6]): once a battle, +1 Attack to every stand of one unit within 20 cm.

The Tomb Kings' player calls on it with the ``tomb_king_bonus`` action in his own side's Combat phase,
before or between the fights, for one unit (in combat or not) within 20 cm of the king; every stand of
that unit fights with +1 Attack for the rest of that Combat phase. Joined characters get nothing from it.
Calling it in the enemy's Combat phase is not offered: there the other side makes the choices.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core import board
from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import Event
from game.core.magic import effects
from game.core.specials.events import KingsBonus
from game.core.state import Character, GameState, Unit

RULE = "specials.tomb_king"
REACH_MM = 200
USED = "tomb_king_bonus_used"
SLACK_MM = 0.01


@dataclass(frozen=True)
class TombKingBonus(Action):
    """The Tomb King gives one unit within 20 cm +1 Attack on every stand for this Combat phase."""

    kind: ClassVar[str] = "tomb_king_bonus"
    character: str
    unit: str

    def __str__(self) -> str:
        return f"{self.character} gives {self.unit} +1 Attack"


def _king_problems(state: GameState, ch: Character | None, cid: str) -> list[str]:
    if ch is None or not ch.alive or ch.off_table:
        return [f"there is no character {cid!r} on the table"]
    if "tomb_king" not in state.character_profile(ch).special:
        return [f"{ch.name} is no Tomb King"]
    if ch.side != state.active:
        return [f"{ch.name} calls on his bonus in his own side's Combat phase"]
    if state.phase != "combat":
        return [f"{ch.name} calls on his bonus in the Combat phase; it is now the {state.phase} phase"]
    if ch.flags.get(USED):
        return [f"{ch.name} has already called on his bonus; it works once a battle"]
    from game.core.combat.flow import pending_decision

    if pending_decision(state):
        return ["finish the fight under way first"]
    return []


def distance(state: GameState, ch: Character, unit: Unit) -> float:
    if ch.joined == unit.id:
        return 0.0
    return board.table(state).owner_distance(ch.id, unit.id)


def check_bonus(state: GameState, action: TombKingBonus) -> list[str]:
    ch = state.characters.get(action.character)
    reasons = _king_problems(state, ch, action.character)
    if reasons:
        return reasons
    assert ch is not None
    unit = state.units.get(action.unit)
    if unit is None or not unit.alive or unit.off_table:
        return [f"there is no unit {action.unit!r} on the table"]
    if unit.side != ch.side:
        return [f"{unit.name} is the enemy's; the bonus goes to one of {ch.name}'s own units"]
    if not effects.helped(state, unit):
        return [f"{unit.name} takes no help from its own side's spells and effects"]
    from game.core import distance_words

    d = distance(state, ch, unit)
    if d > REACH_MM + SLACK_MM:
        return [f"{unit.name} is {distance_words.past(d, REACH_MM)} away; the Tomb King's bonus reaches 20 cm"]
    return []


def apply_bonus(state: GameState, action: TombKingBonus, dice: Dice) -> list[Event]:
    ch = state.characters[action.character]
    unit = state.units[action.unit]
    ch.flags[USED] = 1
    # Lasts to the end of this player turn, whose last phase is this Combat phase.
    effects.set_lasting(unit, effects.KINGS_BONUS, 1, effects.ply(state))
    return [KingsBonus(character=ch.id, character_name=ch.name, unit=unit.id, unit_name=unit.name, rule=RULE)]


def legal_bonus(state: GameState) -> list[TombKingBonus]:
    """The bonus offered for each engaged unit within reach (elsewhere it would be wasted)."""
    if state.phase != "combat":
        return []
    out: list[TombKingBonus] = []
    for ch in state.live_characters(state.active):
        if "tomb_king" not in state.character_profile(ch).special or ch.flags.get(USED):
            continue
        for u in state.live_units(ch.side):
            a = TombKingBonus(ch.id, u.id)
            if u.engaged and not check_bonus(state, a):
                out.append(a)
    return out
