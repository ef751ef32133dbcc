"""The General and the Battle Standard (the seed's "Inspiring Presence" and "The Battle Standard Bearer").

Warhammer 8th's Leadership lives in Warmaster's orders: an order to units all within 30 cm of the General is
rolled against the General's Command when it is higher. Panic is Warmaster's confusion: a unit within 30 cm
of its Battle Standard rolls again one die that would confuse it (a 6 among its drive-back dice, a confusion
test) each phase. Both reach 45 cm when the character rides a monstrous or flying mount (the seed's "Line of
Sight 5 or more"). Neither works while the character's unit is confused (fleeing), nor after it retired from
a challenge this turn. A regiment that shares none of its own side's effects (``SHARES_FRIENDLY_EFFECTS``: the
Regiments of Renown) takes neither: an order that includes one is rolled on the ordering character's own Command.
"""

from __future__ import annotations

from game.core import board
from game.core.events import Modifier
from game.core.magic.effects import helped
from game.core.profiles import MountKind
from game.core.scenario import BATTLE_STANDARD
from game.core.state import Character, GameState, Unit
from game.core.warhammer8.kept import now, phase_key, wh8_kept

RANGE_MM = 300
TALL_RANGE_MM = 450


def is_standard(ch: Character) -> bool:
    return bool(ch.flags.get(BATTLE_STANDARD))


def reach_mm(state: GameState, ch: Character) -> int:
    """30 cm; 45 cm on a monstrous or flying mount (tall enough to be seen from afar)."""
    mount = state.mount_profile(ch)
    tall = mount is not None and (mount.kind is MountKind.MONSTROUS or mount.flying)
    return TALL_RANGE_MM if tall else RANGE_MM


def _steady(state: GameState, ch: Character) -> bool:
    """On the table, not with a confused (fleeing) unit, not retired from a challenge this turn."""
    if not ch.alive or ch.off_table or wh8_kept(state).retired.get(ch.id) == now(state):
        return False
    unit = state.units.get(ch.joined or "")
    return unit is None or not unit.confused


def within(state: GameState, ch: Character, unit: Unit) -> bool:
    return board.table(state).owner_distance(ch.id, unit.id) <= reach_mm(state, ch) + 0.5


def inspiring_presence(state: GameState, ch: Character, units: list[Unit]) -> list[Modifier]:
    """The hook ``COMMAND_MODIFIERS``: units all within reach of a higher-Command General use his Command."""
    general = state.general(ch.side)
    if general is None or general.id == ch.id or not units or not _steady(state, general):
        return []
    gain = state.character_profile(general).command - state.character_profile(ch).command
    if gain <= 0 or not all(within(state, general, u) and helped(state, u) for u in units):
        return []
    cm = reach_mm(state, general) // 10
    return [Modifier(gain, "wh8.inspiring_presence", f"Inspiring Presence: {general.name} within {cm} cm")]


def hold_your_ground(state: GameState, unit: Unit, purpose: str) -> str:
    """The hook ``CONFUSION_REROLL``: once a phase, a unit within reach of its Battle Standard rolls again."""
    k = wh8_kept(state)
    if k.held.get(unit.id) == phase_key(state) or not helped(state, unit):
        return ""
    for ch in state.live_characters(unit.side):
        if is_standard(ch) and _steady(state, ch) and within(state, ch, unit):
            k.held[unit.id] = phase_key(state)
            return f"Hold Your Ground: {ch.name} within {reach_mm(state, ch) // 10} cm"
    return ""
