"""The Araby special rules and spells (digest 10.15, 6.3): one rule module, ``ARABY``.

Other armies' rules, reused: Men (the Empire's), all-round vision (the Empire's), terror (the Orcs'), flying
(the profiles of the Magic Carpets, the Flying Carpet and the Djinn), Sand Storm (Chaos's Anger of the Gods,
the AURA-1 pattern) and Sunstrike (the line pattern). Carried out here:

- Guards: the General's first order in a turn to a Guard unit, given to it alone, is tested against an
  unmodified 10 (``ORDER_VALUE``, as the Crown of Command).
- Camel Riders ignore the distance penalty when every unit of the order is Camel Riders; any order with them
  in it is at -1.
- Magic Carpets may be pursued by troops of any kind (``PURSUED_BY_ANY``).
- Elephants may not be brigaded with cavalry; a character on an Elephant may not join cavalry.
- Djinn: +1 to cast Curse of the Djinn (5+ instead of 6+), and 2 shots added to the volley of the unit its
  rider has joined (``VOLLEY_SHOTS``, as the Salamanders' stand).
- Curse of the Djinn: the enemy unit rolls every successful armour save again in this turn's Combat phase.
- Elephants stampede instead of being confused (``araby_stampede``).
- Mirage: an illusory unit (``araby_mirage``).
"""

from __future__ import annotations

from typing import Any

from game.core import hooks
from game.core.dice import Dice
from game.core.events import Event, Modifier, Narration
from game.core.magic import effects, record
from game.core.magic.actions import Cast
from game.core.magic.events import SpellEffect
from game.core.profiles import Rank, SpellProfile, UnitType
from game.core.questions import (
    BRIGADES,
    CHARGE_PASSES,
    COUNTS_FOR_BREAK_POINT,
    CROSSABLE_PIECES,
    DISTANCE_PENALTY_FACTOR,
    IMMUNE_TO_SPELLS,
    NEVER_EVADES,
    NEVER_JOINED,
    NEVER_USES_INITIATIVE,
    PURSUED_BY_ANY,
    PURSUES_ONLY,
)
from game.core.ruleset import RulesModule, SpecialRule
from game.core.specials import araby_mirage as mirage
from game.core.specials import araby_stampede as stampede
from game.core.specials.answers import answer_is
from game.core.state import Character, GameState, Unit

# The ply in which a General gave his first order to a Guard unit (later ones that turn are ordinary).
GUARDS_PLY = "guards_ordered"
GUARDS_COMMAND = 10
# A unit under Curse of the Djinn (this ply's Combat phase).
CURSE = "curse_of_the_djinn"
CURSE_SPELL = "Curse of the Djinn"
DJINN_SHOTS = 2

RULES: dict[str, tuple[str, str]] = {
    "specials.guards": (
        "Guards",
        "The General's first order in a turn to a Guard unit, given to it alone, is tested against 10 with no "
        "penalties.",
    ),
    "specials.camel_riders": (
        "Camel Riders",
        "Camel Riders ordered on their own ignore the distance penalty; any order with them in it is at -1.",
    ),
    "specials.magic_carpets": ("Magic Carpets", "Magic Carpets fly and may be pursued by troops of any kind."),
    "specials.elephants": (
        "Elephants",
        "Elephants cause terror, may never be brigaded with cavalry, and stampede where others would be confused.",
    ),
    "specials.elephants.stampede": (
        "Stampede",
        "Elephants that would be confused stampede instead: at the start of their next Command phase a D6 sends them "
        "towards (1-2) or away from (3-4) the nearest enemy, or towards (5) or away from (6) the nearest friend, a "
        "full move, charging whoever they meet, friend or foe; no orders for them that phase.",
    ),
    "specials.flying_carpet": ("Flying Carpet", "A character on a Flying Carpet flies; it adds no Attacks."),
    "specials.elephant_mount": (
        "Elephant",
        "A character on an Elephant has +2 Attacks, the unit he joins causes terror, and he may not join cavalry.",
    ),
    "specials.djinn": (
        "Djinn",
        "A character on a Djinn flies, has +2 Attacks, the unit he joins causes terror and shoots with 2 dice "
        "more; a Wizard on it casts Curse of the Djinn at +1.",
    ),
    "magic.mirage": (
        "Mirage",
        "An illusory unit stands within 60 cm of the Wizard, over 20 cm from the enemy. It never moves or fights and "
        "nothing harms it, but the enemy must treat it as real; it is gone once an enemy touches it, its own side "
        "passes through it, or the Wizard casts again.",
    ),
    "specials.mirage": (
        "Illusion",
        "This unit is a Mirage: it cannot move, shoot or fight, and hits on it strike nothing.",
    ),
    "magic.curse_of_the_djinn": (
        "Curse of the Djinn",
        "In this turn's Combat phase the enemy unit rolls every successful armour save again; the new roll stands.",
    ),
}



def _has(state: GameState, unit: Unit, rule: str) -> bool:
    return state.unit_profile(unit).has(rule)


def _mount_has(state: GameState, ch: Character, rule: str) -> bool:
    mount = state.mount_profile(ch)
    return mount is not None and rule in mount.special


# ---------------------------------------------------------------- Guards and Camel Riders


def _general(state: GameState, ch: Character) -> bool:
    return state.character_profile(ch).rank is Rank.GENERAL


def guards_value(state: GameState, ch: Character, units: list[Unit]) -> int | None:
    """``ORDER_VALUE``: the General's first order this turn to a Guard unit, alone, is against an unmodified 10."""
    if (
        _general(state, ch)
        and len(units) == 1
        and _has(state, units[0], "guards")
        and ch.flags.get(GUARDS_PLY) != effects.ply(state)
    ):
        return GUARDS_COMMAND
    return None


def guards_ordered(
    state: GameState, ch: Character, units: list[Unit], faces: tuple[int, int], passed: bool, how: str
) -> list[Event]:
    """``ORDER_ROLLED``: once the General's order to a Guard unit has passed this turn, the privilege is spent. A
    failure leaves it: the General gives no more orders this phase, unless the same order's dice are rolled again
    (an item, the raven), and that roll is still the first order to the Guards."""
    if not (passed or how == "passed") or not _general(state, ch) or ch.flags.get(GUARDS_PLY) == effects.ply(state):
        return []
    if not any(_has(state, u, "guards") for u in units):
        return []
    ch.flags[GUARDS_PLY] = effects.ply(state)
    if len(units) != 1:
        return []
    return [Narration(message=f"{units[0].name} are Guards: {ch.name}'s first order to them this turn was tested "
                      f"against 10 with no penalties", rule="specials.guards")]


def camel_command(state: GameState, ch: Character, units: list[Unit]) -> list[Modifier]:
    """``COMMAND_MODIFIERS``: -1 to any order with Camel Riders in it."""
    if any(_has(state, u, "camel_riders") for u in units):
        return [Modifier(-1, "specials.camel_riders", "Camel Riders in the order")]
    return []


# ---------------------------------------------------------------- Elephant mount and Djinn


def elephant_rider_joins(state: GameState, ch: Character, pose: object, join: str) -> list[str]:
    """``CHARACTER_MOVE_CHECK``: no cavalry will have a character on an Elephant with them."""
    unit = state.units.get(join or "")
    if unit is None or not _mount_has(state, ch, "elephant_mount"):
        return []
    if state.unit_profile(unit).type is UnitType.CAVALRY:
        return [f"{ch.name} rides an Elephant and may not join cavalry such as {unit.name}"]
    return []


def djinn_shots(state: GameState, shooter: Unit, stands: int) -> list[Modifier]:
    """``VOLLEY_SHOTS``: a character on a Djinn joined to a unit adds the Djinn's 2 shots to its volley."""
    if not stands:
        return []
    return [
        Modifier(DJINN_SHOTS, "specials.djinn", f"{ch.name}'s Djinn")
        for ch in state.live_characters(shooter.side)
        if ch.joined == shooter.id and _mount_has(state, ch, "djinn")
    ]


def djinn_casting(state: GameState, ch: Character, action: Any) -> list[Modifier]:
    """``CAST_MODIFIERS``: a Wizard on a Djinn casts Curse of the Djinn at +1."""
    if getattr(action, "spell", "") == CURSE_SPELL and _mount_has(state, ch, "djinn"):
        return [Modifier(1, "specials.djinn", "Djinn")]
    return []


# ---------------------------------------------------------------- Curse of the Djinn


def resolve_curse(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    """Curse of the Djinn: the unit rolls its successful saves again in this turn's Combat phase."""
    unit = state.units[action.target]
    record.note_affected(state, spell.name, unit.id)
    effects.set_lasting(unit, CURSE, 1, effects.ply(state))
    return [SpellEffect(spell=spell.name, unit=unit.id, unit_name=unit.name,
                        effect="is cursed: in this Combat phase it rolls every successful armour save again",
                        rule="magic.curse_of_the_djinn")]


def cursed_saves(
    state: GameState, target: Unit, attacker: Unit, faces: tuple[int, ...], needed: int, dice: Dice
) -> tuple[tuple[int, ...], list[Event]]:
    """``SAVES_MADE``: a cursed unit rolls every successful save again; the second roll stands."""
    made = [i for i, f in enumerate(faces) if f >= needed]
    if not target.flags.get(CURSE) or state.phase != "combat" or not made:
        return faces, []
    again = dice.roll(len(made), 6, f"{target.name}: saves again (Curse of the Djinn)")
    out = list(faces)
    for i, face in zip(made, again, strict=True):
        out[i] = face
    kept = sum(1 for f in again if f >= needed)
    return tuple(out), [Narration(
        message=f"Curse of the Djinn: {target.name} roll {len(made)} successful save(s) again "
        f"({', '.join(map(str, again))}): {kept} still saved",
        rule="magic.curse_of_the_djinn",
    )]


# ---------------------------------------------------------------- The module

ARABY = RulesModule(
    id="araby",
    title="Araby",
    description="Guards, Camel Riders, Magic Carpets and Elephants, the Djinn, and the sorcery of the desert.",
    requires=("empire", "orcs", "chaos"),
    specials=(
        SpecialRule("guards", "Guards"),
        SpecialRule("camel_riders", "Camel Riders", {DISTANCE_PENALTY_FACTOR: answer_is(0)}),
        SpecialRule("magic_carpets", "Magic Carpets", {PURSUED_BY_ANY: answer_is(True)}),
        SpecialRule("elephants", "Elephants", {
            BRIGADES: answer_is("not with type:cavalry"),
            PURSUES_ONLY: stampede.pursues_only,
        }),
        # Flying and the Attack bonus are the mount entry's; terror too for the Elephant and the Djinn.
        SpecialRule("flying_carpet", "Flying Carpet"),
        SpecialRule("elephant_mount", "Elephant"),
        SpecialRule("djinn", "Djinn"),
        SpecialRule("mirage", "Illusion", {
            NEVER_EVADES: answer_is(True),
            NEVER_USES_INITIATIVE: answer_is("it is an illusion and cannot move"),
            NEVER_JOINED: answer_is("it is an illusion; no character may join it"),
            COUNTS_FOR_BREAK_POINT: answer_is(False),
            # Nothing moves it: a spell that would shove it back has nothing to shove.
            IMMUNE_TO_SPELLS: answer_is(("gerroff", "foot_of_gork")),
        }),
    ),
    # Araby's own moves and charges pass through its illusions (which ends them).
    answers={CROSSABLE_PIECES: mirage.crossable, CHARGE_PASSES: mirage.crossable},
    hooks={
        hooks.ORDER_VALUE: (guards_value,),
        hooks.ORDER_ROLLED: (guards_ordered,),
        hooks.COMMAND_MODIFIERS: (camel_command,),
        hooks.CHARACTER_MOVE_CHECK: (elephant_rider_joins,),
        hooks.CAST_MODIFIERS: (djinn_casting,),
        hooks.VOLLEY_SHOTS: (djinn_shots,),
        hooks.SAVES_MADE: (cursed_saves,),
        hooks.BEFORE_ACTION: (mirage.before_action,),
        hooks.AFTER_ACTION: (mirage.after_action,),
        hooks.CHARGE_ARRIVES: (mirage.charge_arrives,),
        hooks.CAST_ROLLED: (mirage.cast_rolled,),
        hooks.HITS_STRUCK: (mirage.no_harm,),
        hooks.STANDING_ORDERS: (mirage.refusals,),
        hooks.SUMMONED_PROFILE: (mirage.summoned_profile,),
        hooks.CONFUSED_INSTEAD: (stampede.instead_of_confusion,),
        hooks.COMMAND_BEGINS: (stampede.command_begins,),
    },
    state=mirage.MirageKept,
    spell_effects={"curse_of_the_djinn": resolve_curse, "mirage": mirage.resolve_mirage},
    rulebook=RULES,
)
