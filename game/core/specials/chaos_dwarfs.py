"""The Chaos Dwarf special rules and spells (digest 10.20, 6.3): one rule module, ``CHAOS_DWARFS``.

Other armies' rules, reused: the stone thrower (the Orcs'), the Cathay Rocket Launcher for the Death Rocket (a
die of attacks, armour at -1, its misfire chart), the bolt thrower (the Tomb Kings'), the Skull Chukka's question
for the Earthshaker's fiercer drive back, armour-piercing shooting (``PIERCES_ARMOUR``) for Blunderbusses, all-
round vision and a 15 cm range for Hobgoblins (their profiles), a Blunderbuss unit standing in for Chaos Dwarfs
(the profile's ``counts_as``), the shared cap of Earthshakers and Death Rockets (``Limit.shared``), flying and
terror of the Great Taurus (its mount entry), the War Altar's once-a-battle +1 for the Sorcerer Lord
(``casting.CASTING_BOON_CHARACTERS``), the Norse Aspect of Wulfen's terror for Word of Fear, and the touch, quake
and line spell patterns. Carried out here:

- Hobgoblins or Wolf Riders share no brigade with Black Orcs or Orc Slaves unless Chaos Dwarfs or Blunderbusses
  are in it (an order naming such a brigade is refused).
- Orc Slaves: -1 Command to an order that includes them unless the brigade holds Black Orcs, Chaos Dwarfs or
  Blunderbusses; one -1 however many Slave units the order names.
- The Earthshaker's shot, when it strikes at least one hit, makes every other unit touching its target roll a
  die: confused on a 6 (units that cannot be confused do not roll).
- The Lammasu (``lammasu``): once a turn its side may try to undo, on a 4+, an enemy spell laid on a friendly unit
  within 30 cm of it; the spell waits while the player chooses.
- Word of Fear: a friendly unit causes terror in this turn's Combat phase.
"""

from __future__ import annotations

from typing import Any

from game.core import board, hooks
from game.core.confusion import confusion_test
from game.core.dice import Dice
from game.core.events import Event, Modifier
from game.core.magic import effects, record
from game.core.magic.actions import Cast
from game.core.magic.events import SpellEffect
from game.core.profiles import SpellProfile
from game.core.questions import DRIVE_BACK_CONFUSES_ON, PIERCES_ARMOUR
from game.core.ruleset import Handler, RulesModule, SpecialRule
from game.core.specials import lammasu, skull_chukka
from game.core.specials.answers import answer_is
from game.core.specials.norse import ASPECT
from game.core.state import Character, GameState, Unit

HOBGOBLINS, BLACK_ORCS, ORC_SLAVES, OVERSEERS = "hobgoblins", "black_orcs", "orc_slaves", "overseers"
EARTHSHAKER = "earthshaker"
TOUCH_MM = 1.0

RULES: dict[str, tuple[str, str]] = {
    "specials.overseers": (
        "Slave-masters",
        "Orc Slaves brigaded with Chaos Dwarfs or Blunderbusses take orders without their -1, and Hobgoblins may "
        "share such a brigade with orcs.",
    ),
    "specials.blunderbusses": (
        "Blunderbusses",
        "Range 15 cm, 2 attacks a stand, the target's armour one worse; one unit per 1000 points may stand in for "
        "Chaos Dwarfs.",
    ),
    "specials.hobgoblins": (
        "Hobgoblins",
        "Range 15 cm and all-round sight; no brigade with Black Orcs or Orc Slaves unless Chaos Dwarfs or "
        "Blunderbusses are in it.",
    ),
    "specials.black_orcs": ("Black Orcs", "Orc Slaves brigaded with Black Orcs take orders without their -1."),
    "specials.orc_slaves": (
        "Orc Slaves",
        "-1 Command to an order that includes Orc Slaves, unless Black Orcs, Chaos Dwarfs or Blunderbusses are in "
        "the brigade.",
    ),
    "specials.earthshaker": (
        "Earthshaker Cannon",
        "A stone thrower: its drive-back dice confuse on 4+, and when it strikes a unit each unit touching that "
        "one is confused on a 6.",
    ),
    "specials.death_rocket": (
        "Death Rocket",
        "A stone thrower firing a die of attacks, armour at -1, with a misfire chart on a 1; one Earthshaker or "
        "Death Rocket per 1000 points.",
    ),
    "specials.great_taurus": ("Great Taurus", "A flying mount for any character: +2 Attacks and terror."),
    "specials.lammasu": (
        "Lammasu",
        "A Sorcerer's flying mount, +1 Attack: once a turn its side may try to undo, on a 4+, an enemy spell laid "
        "on a friendly unit within 30 cm.",
    ),
    "specials.sorcerer_lord": (
        "Sorcerer Lord",
        "The General casts spells as a Sorcerer, may carry a Wizard's item, and once a battle adds +1 to a "
        "casting roll.",
    ),
    "magic.word_of_fear": ("Word of Fear", "A friendly unit causes terror in this turn's Combat phase."),
}


def _has(state: GameState, unit: Unit, rule: str) -> bool:
    return state.unit_profile(unit).has(rule)


# ---------------------------------------------------------------- Hobgoblins and Orc Slaves


def hatred(state: GameState, action: Any) -> list[str]:
    """The ``ACTION_CHECK`` hook: Hobgoblins and orcs share a brigade only with Chaos Dwarfs or Blunderbusses."""
    if getattr(action, "kind", "") != "order" or len(action.units) < 2:
        return []
    units = [state.units[u] for u in action.units if u in state.units]
    hobs = [u for u in units if _has(state, u, HOBGOBLINS)]
    orcs = [u for u in units if _has(state, u, BLACK_ORCS) or _has(state, u, ORC_SLAVES)]
    if not hobs or not orcs or any(_has(state, u, OVERSEERS) for u in units):
        return []
    return [f"{hobs[0].name} will not be brigaded with {orcs[0].name} unless Chaos Dwarfs or Blunderbusses "
            "go with them"]


def slaves_command(state: GameState, ch: Character, units: list[Unit]) -> list[Modifier]:
    """``COMMAND_MODIFIERS``: -1 for an order to Orc Slaves with no Black Orcs, Chaos Dwarfs or Blunderbusses."""
    slaves = [u for u in units if _has(state, u, ORC_SLAVES)]
    if not slaves or any(_has(state, u, BLACK_ORCS) or _has(state, u, OVERSEERS) for u in units):
        return []
    return [Modifier(-1, "specials.orc_slaves", f"{slaves[0].name} obey only under the lash")]


# ---------------------------------------------------------------- The Earthshaker


def earthshaker_fire(
    state: GameState, shooter: Unit, bases: list[Any], target: Unit, aim: Any, dice: Dice, at_chargers: bool
) -> tuple[int, list[Event]] | None:
    """The ``SPECIAL_FIRE`` hook: the Earthshaker shoots as a stone thrower, then its shock runs through every unit
    touching the one it struck (a 6 confuses)."""
    if not _has(state, shooter, EARTHSHAKER):
        return None
    from game.core.shooting.fire import fire_weapon
    from game.core.shooting.targets import closest_targets
    from game.core.shooting.weapons import weapon

    w = weapon(state, shooter)
    if w is None:
        return None
    blind = target.id not in closest_targets(state, shooter)
    struck, events = fire_weapon(state, shooter, w, target, bases, aim, dice, blind=blind, at_chargers=at_chargers)
    if struck > 0:
        events += shock(state, target, dice)
    return struck, events


def touching(state: GameState, unit: Unit) -> list[Unit]:
    """Every other unit on the table in base contact with ``unit``."""
    t = board.table(state)
    return [
        u for u in state.live_units()
        if u.id != unit.id and not u.off_table and t.owner_distance(unit.id, u.id) <= TOUCH_MM
    ]


def shock(state: GameState, target: Unit, dice: Dice) -> list[Event]:
    """Each unit touching the Earthshaker's target tests for confusion: a 6 confuses it (none if the shot left no
    stand of the target to touch)."""
    events: list[Event] = []
    if not target.alive or target.off_table:
        return events
    for u in touching(state, target):
        events += confusion_test(state, u, dice, f"as the Earthshaker's shell shakes {target.name}",
                                 "specials.earthshaker")
    return events


# ---------------------------------------------------------------- Word of Fear


def resolve_word_of_fear(
    state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice
) -> list[Event]:
    """Word of Fear: the unit causes terror in this turn's Combat phase (the Norse module's answer reads the flag)."""
    unit = state.units[action.target]
    record.note_affected(state, spell.name, unit.id)
    effects.set_lasting(unit, ASPECT, 1, effects.ply(state))
    return [SpellEffect(spell=spell.name, unit=unit.id, unit_name=unit.name,
                        effect="hears the litany of fear: it causes terror in this Combat phase",
                        rule="magic.word_of_fear")]


# ---------------------------------------------------------------- The module

CHAOS_DWARFS = RulesModule(
    id="chaos-dwarfs",
    title="Chaos Dwarfs",
    description="Blunderbusses, Hobgoblins and their slaves, the Earthshaker and Death Rocket, the Lammasu and the "
    "Sorcerer Lord.",
    requires=("orcs", "tomb-kings", "cathay", "high-elves", "norse"),
    specials=(
        SpecialRule("overseers", "Slave-masters"),
        SpecialRule("blunderbusses", "Blunderbusses", {PIERCES_ARMOUR: answer_is(True)}),
        SpecialRule("hobgoblins", "Hobgoblins"),
        SpecialRule("black_orcs", "Black Orcs"),
        SpecialRule("orc_slaves", "Orc Slaves"),
        SpecialRule("earthshaker", "Earthshaker Cannon", {DRIVE_BACK_CONFUSES_ON: answer_is(skull_chukka.CONFUSES_FROM)}),
        # The rockets are the Cathay Rocket Launcher's (the list names ``rocket_launcher`` beside it).
        SpecialRule("death_rocket", "Death Rocket"),
        # Flying, +2 Attacks and terror are the mount entry's.
        SpecialRule("great_taurus", "Great Taurus"),
        SpecialRule("lammasu", "Lammasu"),
        # Casting and the once-a-battle +1: ``magic.casting``'s tables name the rule.
        SpecialRule("sorcerer_lord", "Sorcerer Lord"),
    ),
    hooks={
        hooks.ACTION_CHECK: (hatred,),
        hooks.COMMAND_MODIFIERS: (slaves_command,),
        hooks.SPECIAL_FIRE: (earthshaker_fire,),
        hooks.SPELL_ON_UNIT: (lammasu.spell_on_unit,),
        hooks.HELD_DECIDER: (lammasu.decider,),
        hooks.ACTION_WAITS: (lammasu.waits,),
    },
    actions={"lammasu": Handler(lammasu.check_breath, lammasu.apply_breath, lammasu.legal_breath,
                                lammasu.blocks_leaving)},
    state=lammasu.ChaosDwarfsKept,
    spell_effects={"word_of_fear": resolve_word_of_fear},
    rulebook=RULES,
)
