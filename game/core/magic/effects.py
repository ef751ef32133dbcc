"""Lasting effects of spells and special rules, and the small interface other phases read them through.

Effects that outlast the action that made them live in ``unit.flags``. A flag that ends has a companion
``<flag>@until`` holding the last *ply* (one player's turn: ply 1 is the first side's turn 1, ply 2 the
other side's turn 1, ...) in which it still applies; ``expire`` removes both once play has moved past it.
The engine runs ``expire`` after every action, so a flag is gone as soon as the next player's turn begins.

What other phases ask:

- ``attack_modifiers(state, unit)``: per-stand Attack modifiers in combat (``Waaagh!`` gives +1).
- ``character_attack_bonus(state, unit)``: extra Attack for the joined character who fights (+1 likewise).
- ``sits_out(state, unit)``: why the unit strikes no blows this turn ("" if it fights), e.g. a dopey Giant.
- ``pace_factor(state, unit)``: (numerator, denominator) scaling every move and charge allowance
  (``Weird Enchantment`` halves it, a Giant's wild rush doubles it).
- ``causes_terror`` / ``terrified``: read in combat through the flags ``combat.attacks.NO_TERROR`` and
  ``combat.attacks.TERRIFIED``, which spells set and ``expire`` clears.
- ``held(state, unit, what)``: why the unit may not charge, pursue or advance (Doom and Despair), or "".

Permanent changes to a unit's stat line (a badly hurt Giant) are the flags ``stat:hits`` and
``stat:attacks``, which ``GameState.unit_profile`` applies.
"""

from __future__ import annotations

from game.core.events import Modifier
from game.core.state import Character, GameState, Unit

UNTIL = "@until"
# +N Attacks on every stand (and on the joined character who fights) in the Combat phase: RALLY spells.
RALLY = "rally"
# The unit strikes no blows in combat (a Giant standing about, result 1 of its wild chart).
NO_FIGHT = "no_fight"
# Every move and charge at half pace (Weird Enchantment).
HALF_PACE = "half_pace"
# Every move and charge at double pace (a Giant's wild rush, while it lasts).
DOUBLE_PACE = "double_pace"
# +1 Attack on every stand, not on characters, for one Combat phase (the Tomb King's bonus).
KINGS_BONUS = "kings_bonus"
# +1 Attack on every stand and on the Hero with it, for one Combat phase (a Dwarf Hero's Oathstone).
OATH = "oath"
# One extra Attack die for the unit and +1 for the character who fights with it, for one Combat phase
# (High Elf Light of Battle); the unit's die is added by the High Elves' module.
LIGHT = "light_of_battle"
# +1 Attack on every stand and on the character who fights with it, for one Combat phase (Chaos's Boon of Chaos:
# the Waaagh!'s gift under its own name).
BOON = "boon_of_chaos"
# The same +1 for the unit an Ogre Butcher has joined (Bull Gorger), under its own name.
GORGED = "bull_gorger"
# The same +1 for every Gor, Ungor and Centigor unit in combat near a Bray Shaman (Beastmen's Power of Herd).
HERD = "power_of_herd"
# The unit, if it wins a fight, holds its ground: it may only stand (a Giant gone wild on a 2).
HOLD_GROUND = "hold_ground"
# The unit may not charge, pursue or advance (Doom and Despair).
HELD = "held"
# Beside HELD, the name of the spell that holds the unit ("held_by:Lion Dogs Attack"): each army's hold speaks of its
# own spell.
HELD_BY = "held_by:"
# The unit may never move again (a Steam Tank that broke down).
IMMOBILE = "immobile"
# -1 to orders and -1 Attack a stand (module-adaptations, "shaken"): a character module's failed charge out.
SHAKEN = "shaken"
# The unit may not charge this turn (a character charged out of it, the Ninth Age's "Charging out of a Unit").
NO_CHARGE = "no_charge"
# Millimetres added to the unit's (or a lone character's) next move: Fantasy Warriors' haste.
HASTE_MM = "haste_mm"
# Stat line overrides kept for the rest of the battle (read by GameState.unit_profile).
STAT_HITS = "stat:hits"
STAT_ATTACKS = "stat:attacks"
STAT_SHOTS = "stat:shots"
# Spells that last for the unit's next fight only, not carried into an advance (Power of Herd, digest 6.3).
SPENT_ON_ADVANCE = (HERD,)
# Which spell set each lasting flag: {flag: spell name} is not kept; labels come from these.
LABELS = {
    RALLY: "Waaagh!",
    HALF_PACE: "Weird Enchantment",
    HELD: "Doom and Despair",
    KINGS_BONUS: "Tomb King",
    SHAKEN: "shaken",
    OATH: "Oathstone",
    LIGHT: "Light of Battle",
    BOON: "Boon of Chaos",
    GORGED: "Bull Gorger",
    HERD: "Power of Herd",
    # Not spells: the Dwarfs' Anvil and the Nippon Shrine steadying units against terror (specials.anti_magic).
    "anvil_resolve": "the Anvil's song",
    "shrine_resolve": "the Shrine's blessing",
}


def helped(state: GameState, unit: Unit) -> bool:
    """Whether its own side's spells and effects help the unit (``SHARES_FRIENDLY_EFFECTS``): every friendly
    spell or effect reaching an area or given by a character asks before it takes hold (a hired regiment: no)."""
    from game.core.questions import SHARES_FRIENDLY_EFFECTS

    return bool(state.ruleset.ask(SHARES_FRIENDLY_EFFECTS, state, unit))


def ply(state: GameState) -> int:
    """The number of the player turn being played: 1 for the first side's turn 1, 2 for the other side's, ..."""
    return (state.turn - 1) * 2 + (0 if state.active == state.first_side else 1) + 1


def set_lasting(unit: Unit, key: str, value: int, until_ply: int) -> None:
    """Set ``unit.flags[key]`` until the end of ply ``until_ply``."""
    unit.flags[key] = value
    unit.flags[key + UNTIL] = until_ply


def clear(unit: Unit | Character, key: str) -> None:
    unit.flags.pop(key, None)
    unit.flags.pop(key + UNTIL, None)


def spend_on_advance(unit: Unit) -> None:
    """The unit advances into a new fight: the spells that lasted for its last fight only are spent."""
    for key in SPENT_ON_ADVANCE:
        clear(unit, key)


def expire(state: GameState) -> list[str]:
    """Remove lasting flags whose last ply is over; returns "unit id:flag" for each removed."""
    now = ply(state)
    gone: list[str] = []
    # Characters carry lasting flags only when a rule module keeps them under their wiped-out unit's effects.
    holders: list[Unit | Character] = [*state.units.values(), *state.characters.values()]
    for u in holders:
        if not u.flags:
            continue
        for k in [k for k in u.flags if k.endswith(UNTIL)]:
            if u.flags[k] < now:
                key = k[: -len(UNTIL)]
                clear(u, key)
                gone.append(f"{u.id}:{key}")
    return gone


def attack_modifiers(state: GameState, unit: Unit) -> list[Modifier]:
    """Attack modifiers every fighting stand of the unit gets from spells in effect."""
    out: list[Modifier] = []
    bonus = unit.flags.get(RALLY, 0)
    if bonus:
        out.append(Modifier(bonus, "magic.rally", LABELS[RALLY]))
    if unit.flags.get(KINGS_BONUS):
        out.append(Modifier(1, "specials.tomb_king", LABELS[KINGS_BONUS]))
    if unit.flags.get(SHAKEN):
        out.append(Modifier(-1, "ninth_age.shaken", LABELS[SHAKEN]))
    if unit.flags.get(OATH):
        out.append(Modifier(1, "specials.oathstone", LABELS[OATH]))
    if unit.flags.get(BOON):
        out.append(Modifier(1, "magic.rally", LABELS[BOON]))
    if unit.flags.get(GORGED):
        out.append(Modifier(1, "magic.bull_gorger", LABELS[GORGED]))
    if unit.flags.get(HERD):
        out.append(Modifier(1, "magic.power_of_herd", LABELS[HERD]))
    return out


def character_attack_bonus(state: GameState, unit: Unit, ch: Character | None = None) -> list[Modifier]:
    """Extra Attack for the joined character ``ch`` who adds his bonus (RALLY spells count characters too); none
    for one his side's spells never help (``hooks.CHARACTER_UNHELPED``: a Hero regiment of renown)."""
    from game.core import hooks

    if ch is not None and any(left_out(state, ch) for left_out in state.ruleset.hook(hooks.CHARACTER_UNHELPED)):
        return []
    out = []
    bonus = unit.flags.get(RALLY, 0)
    if bonus:
        out.append(Modifier(bonus, "magic.rally", f"{LABELS[RALLY]} (character)"))
    if unit.flags.get(OATH):
        out.append(Modifier(1, "specials.oathstone", f"{LABELS[OATH]} (character)"))
    if unit.flags.get(LIGHT):
        out.append(Modifier(1, "magic.light_of_battle", f"{LABELS[LIGHT]} (character)"))
    if unit.flags.get(BOON):
        out.append(Modifier(1, "magic.rally", f"{LABELS[BOON]} (character)"))
    if unit.flags.get(GORGED):
        out.append(Modifier(1, "magic.bull_gorger", f"{LABELS[GORGED]} (character)"))
    if unit.flags.get(HERD):
        out.append(Modifier(1, "magic.power_of_herd", f"{LABELS[HERD]} (character)"))
    return out


def sits_out(state: GameState, unit: Unit) -> str:
    """Why the unit strikes no blows in combat this turn, or "" if it fights."""
    if unit.flags.get(NO_FIGHT):
        return f"{unit.name} stands about looking dopey and will not fight this turn"
    return ""


def pace_factor(state: GameState, unit: Unit | Character) -> tuple[int, int]:
    """(numerator, denominator) applied to the unit's (or a character's) move and charge allowances."""
    num, den = 1, 1
    if unit.flags.get(HALF_PACE):
        den *= 2
    if unit.flags.get(DOUBLE_PACE):
        num *= 2
    return num, den


def scaled(state: GameState, unit: Unit | Character, mm: int) -> int:
    """An allowance in mm with the unit's pace factor applied (rounded down)."""
    num, den = pace_factor(state, unit)
    out = mm * num // den if (num, den) != (1, 1) else mm
    # Haste (Fantasy Warriors' power spells) adds a length to the end of the move, after any halving.
    return out + unit.flags.get(HASTE_MM, 0)


def held(state: GameState, unit: Unit, what: str) -> str:
    """Why the unit may not ``what`` ("charge", "pursue", "advance") under a HOLD spell, or ""."""
    if unit.flags.get(HELD):
        spell = next((k[len(HELD_BY):] for k in unit.flags if k.startswith(HELD_BY) and not k.endswith(UNTIL)),
                     LABELS[HELD])
        return f"{unit.name} has lost heart ({spell}) and may not {what} until the end of its side's next turn"
    if what == "charge" and unit.flags.get(NO_CHARGE):
        return f"a character charged out of {unit.name} this turn: the unit may not charge"
    return ""
