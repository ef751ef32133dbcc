"""The Ogre Kingdoms' special rules and spells (digest 10.17, 6.3): one rule module, ``OGRE_KINGDOMS``.

Other armies' rules, reused: Bull Ogres charging Men on initiative (the Orcs' Ogres), the Slave Giant (the Giant),
the Scrap Launcher (the stone thrower), the Bull Rhinox's terror (the mount entry), Bone Cruncher (the bolt
pattern), Gnoblars' short bows (their profile's 15 cm) and the Gorgers' infiltration (``infiltration``).
Carried out here, as answers to rule questions and a few hooks:

- Leadbelchers: armour one worse against their shots. Rhinox Riders: scorn terror, +1 charging in the open.
- Yhetees: +1 charging in the open; they support and are supported only by Yhetees; they must pursue and advance.
- Gnoblars: supported only by Gnoblars (they support anyone); no magic items (the item catalogue); no characters.
- Gorgers: -1 to every order naming them (``COMMAND_MODIFIERS``, infiltration orders too), no distance penalty,
  may pursue any troops, one unit per 1000 points may infiltrate, no penalty for dense terrain.
- Tooth Cracker: enemy shooting cannot drive the unit back until the Butcher's next turn, and nothing confuses it
  until the end of his next Command phase (a unit flag holding the ply it was cast in).
- Bull Gorger: +1 Attack for every stand of the Butcher's unit and the character who fights with it this Combat
  phase (the rally's lasting flag under its own name, ``effects.GORGED``).
- Troll Guts: +1 Hits a stand until the end of this turn's Combat phase; then hits left over that now make up a
  stand or more remove stands (``COMBAT_ENDS``).
"""

from __future__ import annotations

from game.core import hooks
from game.core.casualties import take_casualties
from game.core.confusion import MAY_BE_CONFUSED
from game.core.dice import Dice
from game.core.events import Event, Modifier, Narration
from game.core.magic import effects, record
from game.core.magic.actions import Cast
from game.core.magic.events import SpellEffect
from game.core.profiles import SpellProfile
from game.core.questions import (
    DENSE_TERRAIN_PENALTY,
    DISTANCE_PENALTY_FACTOR,
    EXTRA_CHARGE_ATTACK,
    IGNORES_TERROR,
    INFILTRATORS_PER_1000,
    MAY_PURSUE_ANY,
    MUST_PURSUE,
    NEVER_DRIVEN_BACK,
    NEVER_JOINED,
    PIERCES_ARMOUR,
    SUPPORTED_ONLY_BY,
    SUPPORTS_ONLY,
)
from game.core.ruleset import RulesModule, SpecialRule
from game.core.specials.answers import answer_is, answer_naming
from game.core.state import Character, GameState, Unit

# Unit flags: the ply Tooth Cracker was cast in; Troll Guts' Hits a stand, and the Hits value it replaced (0: none).
TOOTH = "tooth_cracker"
GUTS = "troll_guts"
GUTS_BEFORE = "troll_guts_before"
STAT_HITS = effects.STAT_HITS
GORGERS_PER_1000 = 1

RULES: dict[str, tuple[str, str]] = {
    "specials.gorgers": (
        "Gorgers",
        "Gorgers: -1 to every order naming them, no distance penalty, pursue anything, infiltrate, no dense-terrain "
        "penalty.",
    ),
    "magic.tooth_cracker": (
        "Tooth Cracker",
        "A friendly unit is not driven back by shooting until your next turn and cannot be confused until the end "
        "of your next Command phase.",
    ),
    "magic.bull_gorger": (
        "Bull Gorger",
        "Every stand of the Butcher's unit, and the character who fights with it, has +1 Attack this Combat phase.",
    ),
    "magic.troll_guts": (
        "Troll Guts",
        "A friendly unit in combat has +1 Hits a stand until the end of the Combat phase; then left-over hits may "
        "cost it stands.",
    ),
}


# ---------------------------------------------------------------- Gorgers


def gorgers_command(state: GameState, ch: Character, units: list[Unit]) -> list[Modifier]:
    """``COMMAND_MODIFIERS``: -1 to any order naming Gorgers, alone or in a brigade (once however many)."""
    if any(state.unit_profile(u).has("gorgers") for u in units):
        return [Modifier(-1, "specials.gorgers", "Gorgers are unruly beasts")]
    return []


# ---------------------------------------------------------------- Tooth Cracker


def _tooth(state: GameState, unit: Unit) -> int:
    """How many plies ago Tooth Cracker was cast on the unit (0 this turn), or -1 if never."""
    cast = unit.flags.get(TOOTH)
    return -1 if cast is None else effects.ply(state) - cast


def tooth_unshaken(state: GameState, unit: Unit, answer: str) -> str:
    """``NEVER_DRIVEN_BACK``: under Tooth Cracker through the enemy's turn after it was cast."""
    if answer or not 0 <= _tooth(state, unit) <= 1:
        return answer
    return "Tooth Cracker has made it stone-hard"


def tooth_steady(state: GameState, unit: Unit, answer: bool) -> bool:
    """``MAY_BE_CONFUSED``: not while Tooth Cracker holds, to the end of the Butcher's next Command phase."""
    since = _tooth(state, unit)
    if 0 <= since <= 1 or (since == 2 and state.phase == "command"):
        return False
    return answer


def resolve_tooth(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    unit = state.units[action.target]
    record.note_affected(state, spell.name, unit.id)
    unit.flags[TOOTH] = effects.ply(state)
    return [SpellEffect(spell=spell.name, unit=unit.id, unit_name=unit.name, rule="magic.tooth_cracker",
                        effect="is not driven back by shooting until your next turn, nor confused until the end "
                        "of your next Command phase")]


def tooth_wears_off(state: GameState, dice: Dice) -> list[Event]:
    """``COMMAND_BEGINS``: past the Butcher's next Command phase the flag is dropped."""
    for u in state.units.values():
        if TOOTH in u.flags and _tooth(state, u) > 2:
            u.flags.pop(TOOTH)
    return []


# ---------------------------------------------------------------- Bull Gorger and Troll Guts


def resolve_gorger(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    unit = state.units[action.target]
    record.note_affected(state, spell.name, unit.id)
    effects.set_lasting(unit, effects.GORGED, 1, effects.ply(state))
    return [SpellEffect(spell=spell.name, unit=unit.id, unit_name=unit.name, rule="magic.bull_gorger",
                        effect="gorges: +1 Attack for every stand, and for the character who fights with it, this "
                        "Combat phase")]


def resolve_guts(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    unit = state.units[action.target]
    record.note_affected(state, spell.name, unit.id)
    hits = state.unit_profile(unit).hits
    if GUTS not in unit.flags:
        unit.flags[GUTS_BEFORE] = unit.flags.get(STAT_HITS, 0)
    unit.flags[GUTS] = 1
    unit.flags[STAT_HITS] = hits + 1
    return [SpellEffect(spell=spell.name, unit=unit.id, unit_name=unit.name, rule="magic.troll_guts",
                        effect=f"has {hits + 1} Hits a stand until the end of the Combat phase")]


def guts_wear_off(state: GameState, dice: Dice) -> list[Event]:
    """``COMBAT_ENDS``: Hits return to normal; left-over hits that now make up a stand remove it."""
    events: list[Event] = []
    for u in state.units.values():
        if not u.flags.pop(GUTS, None):
            continue
        before = u.flags.pop(GUTS_BEFORE, 0)
        if before:
            u.flags[STAT_HITS] = before
        else:
            u.flags.pop(STAT_HITS, None)
        if not u.alive:
            continue
        events.append(Narration(message=f"Troll Guts wears off: {u.name} has {state.unit_profile(u).hits} Hits a "
                                f"stand again", rule="magic.troll_guts"))
        events += take_casualties(state, u, "magic.troll_guts")
    return events


# ---------------------------------------------------------------- The module

_MONSTROUS_CHARGE = {EXTRA_CHARGE_ATTACK: answer_is(True)}

OGRE_KINGDOMS = RulesModule(
    id="ogre-kingdoms",
    title="Ogre Kingdoms",
    description="Bull Ogres, Leadbelchers, Yhetees, Gnoblars, Gorgers, Rhinox Riders and the Butchers' gut magic.",
    requires=("orcs",),
    specials=(
        SpecialRule("leadbelchers", "Leadbelchers", {PIERCES_ARMOUR: answer_is(True)}),
        SpecialRule(
            "yhetees",
            "Yhetees",
            {**_MONSTROUS_CHARGE, SUPPORTED_ONLY_BY: answer_is("yhetees"), SUPPORTS_ONLY: answer_is("yhetees"),
             MUST_PURSUE: answer_is(True)},
        ),
        SpecialRule(
            "gnoblars",
            "Gnoblars",
            {SUPPORTED_ONLY_BY: answer_is("gnoblars"), NEVER_JOINED: answer_naming("no character may join {unit}")},
        ),
        SpecialRule(
            "gorgers",
            "Gorgers",
            {
                DISTANCE_PENALTY_FACTOR: answer_is(0),
                MAY_PURSUE_ANY: answer_is(True),
                INFILTRATORS_PER_1000: answer_is(GORGERS_PER_1000),
                DENSE_TERRAIN_PENALTY: answer_is(False),
            },
        ),
        SpecialRule("rhinox_riders", "Rhinox Riders", {**_MONSTROUS_CHARGE, IGNORES_TERROR: answer_is(True)}),
        # The +2 Attacks and terror are the mount entry's.
        SpecialRule("bull_rhinox", "Bull Rhinox"),
    ),
    answers={NEVER_DRIVEN_BACK: tooth_unshaken, MAY_BE_CONFUSED: tooth_steady},
    hooks={
        hooks.COMMAND_MODIFIERS: (gorgers_command,),
        hooks.COMMAND_BEGINS: (tooth_wears_off,),
        hooks.COMBAT_ENDS: (guts_wear_off,),
    },
    spell_effects={"tooth_cracker": resolve_tooth, "bull_gorger": resolve_gorger, "troll_guts": resolve_guts},
    rulebook=RULES,
)
