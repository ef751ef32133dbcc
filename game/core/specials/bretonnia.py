"""Bretonnia's special rules and spells (digest 10.10, 6.3): one rule module, ``BRETONNIA``.

- Feudal Society: only Knights, Grail Knights and Pegasus Knights count towards the army's break point.
- Peasants: an order to Peasants costs -1 more unless a unit that is not Peasants is in the brigade; they
  never charge on their initiative and never fight with the +1 for charging.
- Knights charge whenever they can on their initiative, never evade and scorn terror; Grail Knights charge
  an enemy in the open with +1 more, as monsters and chariots do; Pegasus Knights fly (their profile).
- The Trebuchet: a stone thrower (no saves, no shooting at chargers, blind shots) reaching 80 cm whose
  targets count their cover one step less; it never shoots in a turn it moved, a drive back of 10 cm or
  less leaves it where it is and a longer one wrecks it, and Gerroff!!! cannot be cast on it.
- The Grail Reliquae, carried by one unit of Peasants (the Grail Pilgrims): the Pilgrims and any Peasants
  touching them scorn terror, charge whenever they can on initiative, are never driven back or confused
  and are Peasants no more; touching Peasants fight with +1 Attack (the Pilgrims' profile has it).
- Mounts: a Unicorn gives its Enchantress a once-a-battle +1 to cast (as the War Altar does), a Pegasus
  flies, a Hippogriff flies and makes the unit its General joins cause terror (the mount entries).
- Spells: Shield of Combat (the Enchantress's unit rolls failed armour saves again in combat), Eerie Mist
  (an enemy unit may not use initiative and its orders cost -1), Aerial Shield (shooting at a friendly unit
  hits at -1, never worse than 6), Lady's Favour (the order pattern).
"""

from __future__ import annotations

from collections.abc import Callable

from game.core import board, hooks
from game.core.confusion import MAY_BE_CONFUSED
from game.core.dice import Dice
from game.core.events import Event, Modifier
from game.core.magic import effects, record
from game.core.magic.actions import Cast
from game.core.magic.strike import spell_effect
from game.core.profiles import SpellProfile
from game.core.questions import (
    CHARGE_BONUS,
    COUNTS_FOR_BREAK_POINT,
    COVER_STEP_LESS,
    DRIVE_BACK_LIMIT_MM,
    EXTRA_CHARGE_ATTACK,
    IGNORES_TERROR,
    IMMUNE_TO_SPELLS,
    MUST_CHARGE_AT,
    NEVER_DRIVEN_BACK,
    NEVER_EVADES,
    NEVER_USES_INITIATIVE,
    NO_INITIATIVE_CHARGE,
    REROLLS_FAILED_SAVES,
    SHOOTS_AFTER_MOVING,
    SHOT_AT_PENALTY,
)
from game.core.ruleset import RulesModule, SpecialRule
from game.core.specials.answers import answer_is, answer_naming, army_rule
from game.core.state import Character, GameState, Unit

# Lasting flags the spells set (``effects.set_lasting``); Aerial Shield keeps the ply it was cast in.
SHIELD = "shield_of_combat"
MIST = "eerie_mist"
AERIAL = "aerial_shield"
TOUCH_MM = 1.0
TREBUCHET_DRIVE_BACK_MM = 100

RULES: dict[str, tuple[str, str]] = {
    "specials.feudal_society": (
        "Feudal Society",
        "Only the Knights, Grail Knights and Pegasus Knights count towards Bretonnia's break point: the army "
        "withdraws when half of those units are lost.",
    ),
    "specials.peasants": (
        "Peasants",
        "Orders to Peasants cost -1 more unless a unit that is not Peasants goes in the brigade; Peasants never "
        "charge on their initiative and never fight with the +1 for charging.",
    ),
    "specials.grail_reliquae": (
        "Grail Reliquae",
        "The Grail Pilgrims and any Peasants touching them scorn terror, must charge on initiative, are never "
        "driven back or confused, and are Peasants no more; touching Peasants fight with +1 Attack.",
    ),
    "specials.trebuchet": (
        "Trebuchet",
        "80 cm, no armour saves, cover one step less; it never shoots in a turn it moved, and a drive back of "
        "10 cm or less leaves it be while a longer one wrecks it. Gerroff!!! cannot be cast on it.",
    ),
    "shooting.shot_at_penalty": (
        "Aerial Shield",
        "Enemies shooting at a unit under an Aerial Shield hit at -1, never needing worse than 6.",
    ),
    "combat.armour.again": (
        "Shield of Combat",
        "The unit rolls every failed armour save again in the Combat phase, once.",
    ),
    "magic.unicorn": (
        "Unicorn",
        "Once in the battle the Enchantress riding a Unicorn adds +1 to a casting roll, declared before rolling.",
    ),
    "magic.shield_of_combat": (
        "Shield of Combat",
        "The Enchantress's own unit rolls failed armour saves again in the Combat phase, until the end of the "
        "enemy's next turn (not against shooting at chargers).",
    ),
    "magic.eerie_mist": (
        "Eerie Mist",
        "An enemy unit may not use initiative and every order to it, or to its brigade, costs -1, until the end "
        "of its side's next turn.",
    ),
    "magic.aerial_shield": (
        "Aerial Shield",
        "Enemies shooting at a friendly unit hit at -1 (never worse than 6) until the next Bretonnian Shooting "
        "phase begins.",
    ),
}




def _has(state: GameState, unit: Unit, rule: str) -> bool:
    return rule in state.unit_profile(unit).special


def blessed(state: GameState, unit: Unit) -> bool:
    """Peasants touching the Grail Pilgrims (a unit with the Grail Reliquae) are Pilgrims too."""
    t = board.table(state)
    for other in state.live_units(unit.side):
        if other.id != unit.id and _has(state, other, "grail_reliquae") and not other.off_table:
            if t.owner_distance(unit.id, other.id) <= TOUCH_MM:
                return True
    return False


def is_peasant(state: GameState, unit: Unit) -> bool:
    """A unit of Peasants that the Reliquae has not made Pilgrims."""
    return _has(state, unit, "peasants") and not blessed(state, unit)


def _peasant(peasant: object, pilgrim: object) -> Callable[[GameState, Unit, object], object]:
    """An answer for Peasants: ``peasant`` as they are, ``pilgrim`` while they touch the Grail Pilgrims."""
    return lambda state, unit, answer: pilgrim if blessed(state, unit) else peasant


def _pilgrim(value: object) -> Callable[[GameState, Unit, object], object]:
    """An answer the Peasants give only while they touch the Grail Pilgrims; otherwise the usual one."""
    return lambda state, unit, answer: value if blessed(state, unit) else answer


def _feudal(state: GameState, unit: Unit, answer: bool) -> bool:
    if not army_rule(state, unit, "feudal_society"):
        return answer
    return answer and _has(state, unit, "knights")


def _misted(state: GameState, unit: Unit, answer: str) -> str:
    if answer or not unit.flags.get(MIST):
        return answer
    return f"{unit.name} is lost in an Eerie Mist and cannot use initiative"


def _shielded(state: GameState, unit: Unit, answer: int) -> int:
    """Aerial Shield: from the Shooting phase it was cast in until the caster's next Shooting phase begins."""
    cast = unit.flags.get(AERIAL)
    if not cast:
        return answer
    now = effects.ply(state)
    if now <= cast + 1 or (now == cast + 2 and state.phase == "command"):
        return answer + 1
    return answer


def _saves_again(state: GameState, unit: Unit, answer: bool) -> bool:
    return answer or bool(unit.flags.get(SHIELD))


def command_modifiers(state: GameState, ch: Character, units: list[Unit]) -> list[Modifier]:
    """Peasants ordered without a unit that is not Peasants: -1; a unit in an Eerie Mist in the order: -1."""
    out: list[Modifier] = []
    peasants = [u for u in units if is_peasant(state, u)]
    if peasants and len(peasants) == len(units):
        out.append(Modifier(-1, "specials.peasants", "Peasants without a better unit in their brigade"))
    misted = [u for u in units if u.flags.get(MIST)]
    if misted:
        out.append(Modifier(-1, "magic.eerie_mist", f"Eerie Mist on {misted[0].name}"))
    return out


def pilgrim_attacks(state: GameState, unit: Unit, charging: bool) -> list[Modifier]:
    """The ``STAND_ATTACKS`` hook: Peasants touching the Grail Pilgrims fight with +1 Attack."""
    if _has(state, unit, "peasants") and blessed(state, unit):
        return [Modifier(1, "specials.grail_reliquae", "Grail Pilgrims")]
    return []



def resolve_shield(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    """Shield of Combat: the Enchantress's unit saves again in combat until the end of the enemy's next turn."""
    unit = state.units[action.target]
    record.note_affected(state, spell.name, unit.id)
    effects.set_lasting(unit, SHIELD, 1, effects.ply(state) + 1)
    return [
        spell_effect(spell, unit, "rolls failed armour saves again in combat until the end of the enemy's next turn",
                "magic.shield_of_combat")
    ]


def resolve_mist(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    """Eerie Mist: no initiative, and -1 to every order to the unit or its brigade, through the enemy's turn."""
    unit = state.units[action.target]
    record.note_affected(state, spell.name, unit.id)
    effects.set_lasting(unit, MIST, 1, effects.ply(state) + 1)
    return [
        spell_effect(spell, unit, "is lost in the mist: no initiative, and its orders cost -1, until the end of its "
                "side's next turn", "magic.eerie_mist")
    ]


def resolve_aerial(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    """Aerial Shield: shooting at the unit hits at -1 until the next Bretonnian Shooting phase."""
    unit = state.units[action.target]
    record.note_affected(state, spell.name, unit.id)
    now = effects.ply(state)
    effects.set_lasting(unit, AERIAL, now, now + 2)
    return [
        spell_effect(spell, unit, "is shielded: enemy shooting hits it at -1 until your next Shooting phase",
                "magic.aerial_shield")
    ]


BRETONNIA = RulesModule(
    id="bretonnia",
    title="Bretonnia",
    description="Knights who charge, Peasants who would rather not, the Grail Pilgrims, the Trebuchet and the "
    "Enchantress's magic.",
    requires=("orcs",),
    specials=(
        SpecialRule("feudal_society", "Feudal Society"),
        SpecialRule(
            "peasants",
            "Peasants",
            {
                NO_INITIATIVE_CHARGE: _peasant("Peasants never charge on their initiative", ""),
                CHARGE_BONUS: _peasant(False, True),
                IGNORES_TERROR: _pilgrim(True),
                MUST_CHARGE_AT: _pilgrim("any"),
                NEVER_DRIVEN_BACK: _pilgrim("the Grail Pilgrims are never driven back"),
                MAY_BE_CONFUSED: _pilgrim(False),
            },
        ),
        SpecialRule(
            "grail_reliquae",
            "Grail Reliquae",
            {
                IGNORES_TERROR: answer_is(True),
                MUST_CHARGE_AT: answer_is("any"),
                NEVER_DRIVEN_BACK: answer_naming("{unit} are never driven back"),
                MAY_BE_CONFUSED: answer_is(False),
            },
        ),
        SpecialRule(
            "knights",
            "Knights",
            {MUST_CHARGE_AT: answer_is("any"), NEVER_EVADES: answer_is(True), IGNORES_TERROR: answer_is(True)},
        ),
        SpecialRule("grail_knights", "Grail Knights", {EXTRA_CHARGE_ATTACK: answer_is(True)}),
        # Carried out by the profile (flying: true) and the Knights' rule.
        SpecialRule("pegasus_knights", "Pegasus Knights"),
        SpecialRule(
            "trebuchet",
            "Trebuchet",
            {
                COVER_STEP_LESS: answer_is(1),
                SHOOTS_AFTER_MOVING: answer_is(False),
                DRIVE_BACK_LIMIT_MM: answer_is(TREBUCHET_DRIVE_BACK_MM),
                IMMUNE_TO_SPELLS: answer_is(("gerroff",)),
            },
        ),
        # The mounts: the Unicorn's +1 is cast by ``magic.casting``, flying and terror come from the entries.
        SpecialRule("unicorn", "Unicorn"),
        SpecialRule("pegasus", "Pegasus"),
        SpecialRule("hippogriff", "Hippogriff"),
    ),
    answers={
        COUNTS_FOR_BREAK_POINT: _feudal,
        NEVER_USES_INITIATIVE: _misted,
        SHOT_AT_PENALTY: _shielded,
        REROLLS_FAILED_SAVES: _saves_again,
    },
    hooks={hooks.COMMAND_MODIFIERS: (command_modifiers,), hooks.STAND_ATTACKS: (pilgrim_attacks,)},
    spell_effects={
        "shield_of_combat": resolve_shield,
        "eerie_mist": resolve_mist,
        "aerial_shield": resolve_aerial,
    },
    rulebook=RULES,
)
