"""The Skaven's special rules and spells (digest 10.8, 6.3): one rule module, ``SKAVEN``.

Army rules, answered for every unit of a list that names them:

- Strength in Numbers: a Skaven brigade may hold any number of units.
- Vermintide: victorious Skaven units, artillery too, may pursue any troop type, flyers included (terrain and
  fortified foes still stop them, as for anyone).
- Under the Lash: every Skaven character, the General too, orders units only within 20 cm; Gutter Runners
  are ordered at the usual ranges.

Units: Jezzails make armour count one worse; Plague Monks must charge, never evade, always pursue, are never
driven back by shooting and scorn terror; Rat Swarms are never driven back and only other Rat Swarms may
support them; Gutter Runners see all round and reach 15 cm (their profile), may infiltrate and pay nothing
for dense terrain; the Warp Lightning Cannon reaches 40 cm and moves 20 cm (its profile), and two 1s among its
to-hit dice confuse it; the Doom Wheel causes terror, moves 20 cm (its profile) and charges an enemy in the
open with D6 Attacks on top of the usual +1; the Screaming Bell is pushed by infantry (``screaming_bell``); the Grey Seer is a General who casts as a Warlock does
(``magic.casting``); a Rat Ogre Bodyguard adds +1 to its character's Attacks (the mount entry).

Spells: Wither (-1 Attack for every stand of an engaged enemy, and its fighting character, this Combat
phase), Warp Lightning (the bolt pattern), Death Frenzy (Rage of Chaos's dice), Plague (6 attacks on an
unengaged enemy, armour as usual, no drive back).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core import board, confusion, hooks
from game.core.combat.attacks import charging_now, plan_round
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Modifier, Narration
from game.core.magic import effects, record
from game.core.magic.actions import Cast
from game.core.magic.line import strike
from game.core.magic.strike import spell_effect
from game.core.profiles import SpellProfile
from game.core.questions import (
    ARTILLERY_PURSUES,
    BRIGADE_SIZE,
    CAUSES_TERROR,
    CHARGE_DICE,
    COMMAND_RANGE_MM,
    DENSE_TERRAIN_PENALTY,
    DEPLOYS_FLUSH,
    IGNORES_TERROR,
    INFILTRATORS_PER_1000,
    MAY_PURSUE_ANY,
    MOVES_AS,
    MUST_CHARGE_AT,
    MUST_PURSUE,
    NEVER_DRIVEN_BACK,
    NEVER_EVADES,
    NEVER_USES_INITIATIVE,
    PIERCES_ARMOUR,
    RETREAT_DESTROYS,
    STAYS_AFTER_COMBAT,
    SUPPORTED_ONLY_BY,
)
from game.core.ruleset import RulesModule, SpecialRule
from game.core.shooting.events import ShotFired
from game.core.shooting.volley import volley
from game.core.specials import screaming_bell as bell
from game.core.specials.answers import answer_is, answer_naming, army_rule
from game.core.state import Character, GameState, Unit

LASH_MM = 200
GUTTER_RUNNERS_PER_1000 = 2
PLAGUE_ATTACKS = 6
# Lasting flags: Wither's -1 on an enemy unit; the Doom Wheel's charge die, kept for the Combat phase.
WITHER = "wither"
WHEEL_DIE = "doom_wheel_die"
CANNON = "specials.warp_lightning_cannon"

RULES: dict[str, tuple[str, str]] = {
    "specials.strength_in_numbers": ("Strength in Numbers", "A Skaven brigade may hold any number of units."),
    "specials.vermintide": (
        "Vermintide",
        "Victorious Skaven units, artillery too, may pursue any troop type, cavalry, chariots and flyers included.",
    ),
    "specials.under_the_lash": (
        "Under the Lash",
        "Every Skaven character, the General too, orders units only within 20 cm; Gutter Runners at the usual "
        "ranges.",
    ),
    "specials.jezzails": ("Jezzails", "A target hit by Jezzails saves as if its armour were one point worse."),
    "specials.gutter_runners": (
        "Gutter Runners",
        "Gutter Runners see all round, shoot 15 cm, may infiltrate, pay nothing for dense terrain and are ordered "
        "at the usual ranges.",
    ),
    "specials.grey_seer": ("Grey Seer", "The Grey Seer is the General and casts the Skaven spells as a Warlock does; he may carry a General's or a "
                   "Wizard's magic item."),
    "specials.rat_ogre_bodyguard": ("Rat Ogre Bodyguard", "A Rat Ogre Bodyguard adds +1 to its character's Attacks."),
    "specials.plague_monks": (
        "Plague Monks",
        "Plague Monks charge whenever they can on initiative, take no orders then, never evade, always pursue, "
        "are never driven back by shooting and scorn terror.",
    ),
    "specials.rat_swarms": (
        "Rat Swarms",
        "Rat Swarms are never driven back by shooting, and only other Rat Swarms may support them. They carry no "
        "magic items.",
    ),
    CANNON: (
        "Warp Lightning Cannon",
        "Two or more 1s among the Warp Lightning Cannon's to-hit dice leave it confused.",
    ),
    "specials.doom_wheel": (
        "Doom Wheel",
        "Charging an enemy in the open, the Doom Wheel rolls a die and adds it to its Attacks, on top of the +1.",
    ),
    "combat.charge.rolled": ("Charging with rolled Attacks", "A die rolled as the charge strikes adds its score."),
    "magic.wither": (
        "Wither",
        "Every stand of an engaged enemy unit, and its fighting character, has -1 Attack this Combat phase.",
    ),
    "magic.plague": ("Plague", "6 attacks on an unengaged enemy unit, armour as usual; it is not driven back."),
}




def _army_rule(rule: str, value: object) -> Callable[[GameState, Unit, Any], Any]:
    """An answer every unit of an army whose list names ``rule`` gives; others keep theirs."""

    def answer(state: GameState, unit: Unit, so_far: Any) -> Any:
        return value if army_rule(state, unit, rule) else so_far

    return answer


# ---------------------------------------------------------------- Warp Lightning Cannon


def cannon_fire(
    state: GameState, shooter: Unit, bases: list[Any], target: Unit, aim: Callable[..., list[int]], dice: Dice,
    at_chargers: bool,
) -> tuple[int, list[Event]] | None:
    """The ``SPECIAL_FIRE`` hook: the cannon shoots as missiles do, then two 1s to hit leave it confused."""
    prof = state.unit_profile(shooter)
    if not prof.has("warp_lightning_cannon"):
        return None
    attacks = (prof.shots or 0) * len(bases)
    events: list[Event] = [
        ShotFired(
            unit=shooter.id, unit_name=shooter.name, target=target.id, target_name=target.name, stands=len(bases),
            attacks=attacks, at_chargers=at_chargers,
            rule="shooting.chargers" if at_chargers else "shooting.target",
        )
    ]
    for turn_aside in state.ruleset.hook(hooks.INCOMING_SHOTS):
        gone, said = turn_aside(state, shooter, target, attacks, dice)
        attacks -= gone
        events += said
    saves: list[Modifier] = []
    for spend in state.ruleset.hook(hooks.VOLLEY_SAVES):
        more, said = spend(state, shooter, target)
        saves += more
        events += said
    struck, evs = volley(
        state, target, attacks, dice, shooter=shooter, shooter_bases=bases, aim=aim, rule=CANNON,
        save_modifiers=saves, in_the_open=at_chargers, how="looses warp lightning at",
    )
    events += evs
    ones = sum(
        f == 1 for e in evs if isinstance(e, DiceRolled) and e.purpose.endswith(": to hit") for f in e.faces
    )
    if ones >= 2:
        what = "a double 1" if ones == 2 else f"{ones} 1s"
        events += confusion.confuse(state, shooter, f"{what} among its to-hit dice", CANNON)
    return struck, events


# ---------------------------------------------------------------- Doom Wheel


def wheel_rolls(state: GameState, units: list[str], dice: Dice) -> list[Event]:
    """The ``COMBAT_ROUND_BEGINS`` hook: a Doom Wheel charging an enemy in the open rolls its extra Attacks."""
    events: list[Event] = []
    for uid in units:
        u = state.units[uid]
        if not u.alive or not state.unit_profile(u).has("doom_wheel") or not charging_now(state, u, 1):
            continue
        # The usual +1 for charging is given only against an enemy in the open: the die goes with it.
        plan = plan_round(state, units, 1).attacks.get(uid)
        if plan is None or not any(m.rule == "combat.charge" for st in plan.stands for m in st.modifiers):
            events.append(Narration(message=f"{u.name} charges an enemy that is not in the open: no extra Attacks",
                                    rule="specials.doom_wheel"))
            continue
        (face,) = dice.roll(1, 6, f"{u.name} charging: extra Attacks")
        effects.set_lasting(u, WHEEL_DIE, face, effects.ply(state))
        events.append(
            DiceRolled(
                purpose=f"{u.name} charging: extra Attacks", sides=6, faces=(face,), total=face,
                outcome=f"+{face} Attacks against an enemy in the open", side=u.side, rule="specials.doom_wheel",
            )
        )
    return events


def _wheel_die(state: GameState, unit: Unit, answer: int) -> int:
    return int(unit.flags.get(WHEEL_DIE, 0)) or answer


# ---------------------------------------------------------------- Spells



def resolve_wither(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    """Wither (SAP-1): -1 Attack for every stand and the character who fights with it, this Combat phase."""
    unit = state.units[action.target]
    record.note_affected(state, spell.name, unit.id)
    effects.set_lasting(unit, WITHER, 1, effects.ply(state))
    return [
        spell_effect(spell, unit, "withers: -1 Attack for every stand, and for the character who fights with it, this "
                "Combat phase", "magic.wither")
    ]


def withered(state: GameState, unit: Unit, charging: bool) -> list[Modifier]:
    """The ``STAND_ATTACKS`` hook: a withered unit's stands strike with -1 Attack."""
    return [Modifier(-1, "magic.wither", "Wither")] if unit.flags.get(WITHER) else []


def withered_character(state: GameState, ch: Character) -> list[Modifier]:
    """The ``CHARACTER_BONUS`` hook: the character fighting with a withered unit adds 1 less."""
    unit = state.units.get(ch.joined or "")
    return [Modifier(-1, "magic.wither", "Wither")] if unit is not None and unit.flags.get(WITHER) else []


def resolve_plague(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    """Plague: 6 attacks with armour on an unengaged enemy unit (sight not needed), and no drive back."""
    unit = state.units[action.target]
    record.note_affected(state, spell.name, unit.id)
    events: list[Event] = [spell_effect(spell, unit, f"is struck by plague: {PLAGUE_ATTACKS} attacks, and no drive back",
                                   "magic.plague")]
    caster = board.character_base(state, ch)
    return events + strike(state, ch, spell, unit, PLAGUE_ATTACKS, [caster], dice, rule="magic.plague",
                           drive_back=False)


SKAVEN = RulesModule(
    id="skaven",
    title="Skaven",
    description="Endless ratmen under the lash, Plague Monks, Rat Swarms, Gutter Runners, warp lightning and the "
    "Doom Wheel.",
    requires=("chaos",),
    specials=(
        SpecialRule("strength_in_numbers", "Strength in Numbers"),
        SpecialRule("vermintide", "Vermintide"),
        SpecialRule("under_the_lash", "Under the Lash"),
        SpecialRule("jezzails", "Jezzails", {PIERCES_ARMOUR: answer_is(True)}),
        SpecialRule(
            "plague_monks",
            "Plague Monks",
            # As Bretonnian Knights: orders are barred only while a charge is open to them (``MUST_CHARGE`` would
            # bar them for good).
            {
                MUST_CHARGE_AT: answer_is("any"),
                NEVER_EVADES: answer_is(True),
                MUST_PURSUE: answer_is(True),
                NEVER_DRIVEN_BACK: answer_naming("{unit} are never driven back by shooting"),
                IGNORES_TERROR: answer_is(True),
            },
        ),
        SpecialRule(
            "rat_swarms",
            "Rat Swarms",
            {NEVER_DRIVEN_BACK: answer_naming("{unit} are never driven back"), SUPPORTED_ONLY_BY: answer_is("rat_swarms")},
        ),
        SpecialRule(
            "gutter_runners",
            "Gutter Runners",
            {
                INFILTRATORS_PER_1000: answer_is(GUTTER_RUNNERS_PER_1000),
                DENSE_TERRAIN_PENALTY: answer_is(False),
                COMMAND_RANGE_MM: answer_is(0),
            },
        ),
        SpecialRule("warp_lightning_cannon", "Warp Lightning Cannon"),
        SpecialRule("doom_wheel", "Doom Wheel", {CAUSES_TERROR: answer_is(True), CHARGE_DICE: _wheel_die}),
        SpecialRule("screaming_bell", "Screaming Bell", {
            NEVER_USES_INITIATIVE: answer_is("the Screaming Bell never moves of its own accord"),
            NEVER_DRIVEN_BACK: answer_naming("{unit} is never driven back"),
            NEVER_EVADES: answer_is(True),
            MOVES_AS: answer_is("infantry"),
            RETREAT_DESTROYS: answer_naming("{unit}, forced to retreat, is overrun"),
            STAYS_AFTER_COMBAT: bell.stays,
            DEPLOYS_FLUSH: answer_is(True),
        }),
        # Casting is carried out by ``magic.casting`` (CASTING_CHARACTERS); the Bodyguard's +1 by its entry.
        SpecialRule("grey_seer", "Grey Seer"),
        SpecialRule("rat_ogre_bodyguard", "Rat Ogre Bodyguard"),
    ),
    answers={
        BRIGADE_SIZE: _army_rule("strength_in_numbers", 0),
        MAY_PURSUE_ANY: _army_rule("vermintide", True),
        ARTILLERY_PURSUES: _army_rule("vermintide", True),
        COMMAND_RANGE_MM: _army_rule("under_the_lash", LASH_MM),
        IGNORES_TERROR: bell.ignores_terror,
    },
    hooks={
        hooks.SPECIAL_FIRE: (cannon_fire,),
        hooks.COMBAT_ROUND_BEGINS: (wheel_rolls,),
        hooks.STAND_ATTACKS: (withered,),
        hooks.CHARACTER_BONUS: (withered_character,),
        hooks.ACTION_CHECK: (bell.order_check,),
        hooks.COMMAND_MODIFIERS: (bell.bell_command,),
        hooks.AFTERMATH_MOVE_ENDS: (bell.move_ends,),
    },
    spell_effects={"wither": resolve_wither, "plague": resolve_plague},
    rulebook={**RULES, **bell.RULES},
)
