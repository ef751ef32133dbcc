"""Anti-magic (digest 6.1, 10.6 [8] and [9], 10.25 [9] and [11]): Dwarf Runesmiths and Nippon Shugenja undo
spells; the Dwarfs' Anvil and the Nippon Shrine steady nerves. Carried by the Dwarfs' module for both armies.

- A spell an enemy Wizard within 50 cm of a Runesmith casts successfully is dispelled on a D6 roll of 4+.
  One attempt per spell, however many Runesmiths are in reach; a Runesmith may try against every spell.
  The attempt is always made (it costs nothing), by the nearest Runesmith in reach.
- A Runesmith with the Anvil adds +1 to one anti-magic roll in the battle. Choice made for the players:
  the +1 is spent on the first roll of 3, the only roll it turns from failure into success.
- In his own side's Shooting phase a Runesmith with the Anvil may strike it once a turn (``strike_anvil``):
  on a D6 roll of 4+ every unit of his side within 20 cm of him is unaffected by terror until his side's
  next turn begins.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core import board
from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import Event
from game.core.magic import effects
from game.core.specials.dwarf_events import AntiMagic, AnvilStruck
from game.core.state import Character, GameState, Unit

RULE = "specials.runesmith"
ANVIL_RULE = "specials.anvil"
REACH_MM = 500
ANVIL_REACH_MM = 200
SLACK_MM = 0.01
NEEDED = 4
ANVIL_USED = "anvil_bonus_used"
STRUCK_PLY = "anvil_struck_ply"
# Unit flags: unaffected by terror (the Anvil's song, the Shrine's blessing), kept with an end like the spells'
# lasting effects.
RESOLVE = "anvil_resolve"
SHRINE_RESOLVE = "shrine_resolve"


# Characters who undo enemy spells, by their special rule -> the rule their attempts are logged under: the
# Dwarf Runesmith and the Nippon Shugenja work alike (digest 10.6 [8], 10.25 [9]).
DISPELLERS = {"runesmith": RULE, "shugenja": "specials.shugenja"}
# Their relics, by the mount's special rule -> (its name, what its bearer does with it, its rule, the flag it
# leaves on the units it steadies): the Anvil and the Shrine alike give +1 to one dispel a battle and steady
# nearby units against terror.
RELICS = {
    "anvil": ("Anvil", "strikes the Anvil", ANVIL_RULE, RESOLVE),
    "shrine": ("Shrine", "invokes the Shrine", "specials.shrine", SHRINE_RESOLVE),
}


def dispeller_rule(state: GameState, ch: Character) -> str:
    """The rule by which the character undoes enemy spells, or ''."""
    return next((r for s, r in DISPELLERS.items() if s in state.character_profile(ch).special), "")


def is_runesmith(state: GameState, ch: Character) -> bool:
    return bool(dispeller_rule(state, ch))


def relic(state: GameState, ch: Character) -> tuple[str, str, str, str] | None:
    """The character's relic (name, deed, rule, flag), or None."""
    mount = state.mount_profile(ch)
    if mount is None:
        return None
    return next((r for s, r in RELICS.items() if s in mount.special), None)


def has_anvil(state: GameState, ch: Character) -> bool:
    return relic(state, ch) is not None


def _distance(state: GameState, a: Character, b: Character) -> float:
    return board.table(state).owner_distance(a.id, b.id)


def dispel(state: GameState, wizard: Character, spell: str, dice: Dice) -> tuple[bool, list[Event]]:
    """The ``SPELL_WORKS`` hook: the nearest enemy Runesmith within 50 cm of the Wizard tries to dispel."""
    smiths = [
        (_distance(state, wizard, ch), ch.id, ch)
        for ch in state.live_characters(1 - wizard.side)
        if is_runesmith(state, ch)
    ]
    smiths = [s for s in smiths if s[0] <= REACH_MM + SLACK_MM]
    if not smiths:
        return False, []
    # A Runesmith with the Anvil unused goes first among equals: his +1 may matter.
    _, _, smith = min(smiths, key=lambda s: (round(s[0], 3), not _anvil_ready(state, s[2]), s[1]))
    (face,) = dice.roll(1, 6, f"{smith.name} anti-magic against {spell}")
    anvil = face == NEEDED - 1 and _anvil_ready(state, smith)
    if anvil:
        smith.flags[ANVIL_USED] = 1
    ok = face + (1 if anvil else 0) >= NEEDED
    return ok, [
        AntiMagic(
            character=smith.id,
            character_name=smith.name,
            wizard_name=wizard.name,
            spell=spell,
            face=face,
            anvil=anvil,
            dispelled=ok,
            relic=(relic(state, smith) or ("Anvil",))[0],
            rule=dispeller_rule(state, smith),
        )
    ]


def _anvil_ready(state: GameState, ch: Character) -> bool:
    return has_anvil(state, ch) and not ch.flags.get(ANVIL_USED)


@dataclass(frozen=True)
class StrikeAnvil(Action):
    """A Runesmith strikes the Anvil in his side's Shooting phase."""

    kind: ClassVar[str] = "strike_anvil"
    character: str

    def __str__(self) -> str:
        return f"{self.character} strikes the Anvil"


def check_strike(state: GameState, action: StrikeAnvil) -> list[str]:
    ch = state.characters.get(action.character)
    if ch is None or not ch.alive or ch.off_table:
        return [f"there is no character {action.character!r} on the table"]
    held = relic(state, ch)
    if held is None:
        return [f"{ch.name} has no Anvil to strike"]
    deed = held[1]
    if ch.side != state.active or state.phase != "shooting":
        return [f"{ch.name} {deed} in his own side's Shooting phase"]
    if state.command.pending is not None:
        return ["finish the move under way first"]
    if ch.flags.get(STRUCK_PLY) == effects.ply(state):
        return [f"{ch.name} has already {deed.replace('strikes', 'struck').replace('invokes', 'invoked')} this turn"]
    return []


def in_reach(state: GameState, ch: Character) -> list[Unit]:
    t = board.table(state)
    return [
        u
        for u in state.live_units(ch.side)
        if (u.id == ch.joined or t.owner_distance(ch.id, u.id) <= ANVIL_REACH_MM + SLACK_MM) and effects.helped(state, u)
    ]


def apply_strike(state: GameState, action: StrikeAnvil, dice: Dice) -> list[Event]:
    ch = state.characters[action.character]
    ch.flags[STRUCK_PLY] = effects.ply(state)
    _, deed, rule, flag = relic(state, ch) or RELICS["anvil"]
    (face,) = dice.roll(1, 6, f"{ch.name} {deed}")
    units = in_reach(state, ch) if face >= NEEDED else []
    for u in units:
        # Until his side's next turn begins: through the end of the enemy's coming turn.
        effects.set_lasting(u, flag, 1, effects.ply(state) + 1)
    return [
        AnvilStruck(
            character=ch.id,
            character_name=ch.name,
            face=face,
            units=tuple(u.id for u in units),
            unit_names=", ".join(u.name for u in units),
            deed=deed,
            rule=rule,
        )
    ]


def legal_strike(state: GameState) -> list[StrikeAnvil]:
    if state.phase != "shooting":
        return []
    out = []
    for ch in state.live_characters(state.active):
        a = StrikeAnvil(ch.id)
        if has_anvil(state, ch) and not check_strike(state, a):
            out.append(a)
    return out


def steadied(state: GameState, unit: Unit, answer: bool) -> bool:
    """The ``IGNORES_TERROR`` answer of units the Anvil's song or the Shrine's blessing reaches."""
    return answer or bool(unit.flags.get(RESOLVE) or unit.flags.get(SHRINE_RESOLVE))
