"""The Kislev special rules and spells (digest 10.11, 6.3): one rule module, ``KISLEV``.

Other armies' rules, reused: Men and handguns (the Empire's), the Horse Archers' 15 cm and all-round sight (their
profile, as the Pistoliers'), the Winged Lancers' first-round Attack to the front (the Wood Elf Wild Riders'
question), Chill (the Skaven's Wither to the letter), Icy Blast (the bolt every army shares), the Bowmen standing in
for Axemen (the list's ``counts_as``), the Bear mount's +1 and Yozhin's terror (the mount entries). Carried out here:

- Bears charge an enemy in the open with +1 more, support and are supported only by Bears, always pursue or
  advance, and count as defended only inside dense terrain (``DEFENDED_ONLY_INSIDE``).
- Yozhin's rider crosses water and swamp (``board.WADING_MOUNTS``).
- The Tzarina casts the army's spells (``magic.casting``'s casting characters) and once a battle adds +1 to a
  casting roll (the casting mounts' boon).
- Monster Bear!: the Wizard's unit, in combat, causes terror and he adds +2 more this turn's Combat phase.
- Freeze: a die against the target's Hits; higher shatters one stand, with no drive back.
- The War Wagon: ``kislev_wagon``.
"""

from __future__ import annotations

from game.core import hooks
from game.core.casualties import StandsLost, remove_stands
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Modifier
from game.core.magic import effects, record
from game.core.magic.actions import Cast
from game.core.magic.strike import spell_effect
from game.core.moves import destroy_unit
from game.core.profiles import SpellProfile
from game.core.questions import (
    ALWAYS_DEFENDED,
    CAUSES_TERROR,
    DEFENDED_ONLY_INSIDE,
    EXTRA_CHARGE_ATTACK,
    FIRST_ROUND_FRONT_ATTACKS,
    IGNORES_TERROR,
    MUST_PURSUE,
    SUPPORTED_ONLY_BY,
    SUPPORTS_ONLY,
)
from game.core.ruleset import RulesModule, SpecialRule
from game.core.specials import kislev_wagon as wagon
from game.core.specials.answers import answer_is, answer_naming
from game.core.state import Character, GameState, Unit

BEARS = "bears"
# Lasting flags for this turn's Combat phase: the Wizard who became a bear, and the unit he fights with.
MONSTER_BEAR = "monster_bear"
MONSTER_BEAR_BONUS = 2

RULES: dict[str, tuple[str, str]] = {
    "specials.winged_lancers": (
        "Winged Lancers",
        "Winged Lancers strike with +1 Attack a stand in the first round of each combat when fighting to the front, "
        "and scorn terror.",
    ),
    "specials.horse_archers": (
        "Horse Archers and Cossacks",
        "Kislev's horsemen shoot up to 15 cm and see from every edge for shooting and evading.",
    ),
    "specials.bowmen": ("Bowmen", "One Bowmen unit per full 1000 points may stand in for Axemen and fill their minimum."),
    "specials.bears": (
        "Bears",
        "Bears charge an enemy in the open with +1 more, support and are supported only by Bears, always pursue or "
        "advance, and are defended only inside dense terrain.",
    ),
    "specials.bear_mount": ("Bear", "A character riding a Bear adds +1 to his Attacks."),
    "specials.yozhin": (
        "Yozhin",
        "A Shaman on Yozhin adds +1 Attack, the unit he joins causes terror, and he crosses water and swamp.",
    ),
    "specials.tzarina": (
        "Tzarina",
        "The Tzarina is a General who casts the army's spells, and once a battle adds +1 to a casting roll.",
    ),
    "magic.monster_bear": (
        "Monster Bear!",
        "The Wizard, joined to a unit in combat, becomes a great bear: the unit causes terror and he adds +2 more "
        "this Combat phase.",
    ),
    "magic.freeze": (
        "Freeze",
        "A die against the target's Hits: a higher score shatters one stand. No drive back.",
    ),
    **wagon.RULES,
}



# ---------------------------------------------------------------- Monster Bear!


def resolve_monster_bear(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    """The Wizard and the unit he fights with are changed for this turn's Combat phase."""
    unit = state.units[action.target]
    record.note_affected(state, spell.name, unit.id)
    now = effects.ply(state)
    effects.set_lasting(unit, MONSTER_BEAR, 1, now)
    ch.flags[MONSTER_BEAR] = 1
    ch.flags[MONSTER_BEAR + effects.UNTIL] = now
    return [spell_effect(spell, unit, f"fights beside a great bear: it causes terror and {ch.name} adds +2 more to its "
                    "Attacks this Combat phase", "magic.monster_bear")]


def bear_bonus(state: GameState, ch: Character) -> list[Modifier]:
    """``CHARACTER_BONUS``: the Wizard turned bear adds +2 more while it lasts, to the unit he cast it with."""
    unit = state.units.get(ch.joined or "")
    if not ch.flags.get(MONSTER_BEAR) or unit is None or not unit.flags.get(MONSTER_BEAR):
        return []
    return [Modifier(MONSTER_BEAR_BONUS, "magic.monster_bear", "Monster Bear!")]


def bear_terror(state: GameState, unit: Unit, answer: bool) -> bool:
    """The ``CAUSES_TERROR`` answer: the unit a Monster Bear fights with, in the Combat phase it was cast for."""
    return answer or bool(unit.flags.get(MONSTER_BEAR) and state.phase == "combat")


# ---------------------------------------------------------------- Freeze


def resolve_freeze(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    """A die against the target's Hits: more shatters one stand; the target is never driven back."""
    unit = state.units[action.target]
    record.note_affected(state, spell.name, unit.id)
    hits = state.unit_profile(unit).hits
    (face,) = dice.roll(1, 6, f"{spell.name} on {unit.name}")
    shatters = face > hits
    events: list[Event] = [
        DiceRolled(purpose=f"{spell.name} on {unit.name}", sides=6, faces=(face,), target=hits + 1,
                   modifiers=(), total=face, success=shatters,
                   outcome=(f"more than its {hits} Hits: a stand shatters" if shatters
                            else f"not more than its {hits} Hits: unscathed"),
                   side=ch.side, rule="magic.freeze"),
    ]
    if not shatters:
        return [*events, spell_effect(spell, unit, "is chilled but unscathed", "magic.freeze")]
    remove_stands(state, unit, 1)
    events.append(spell_effect(spell, unit, "loses a stand, frozen and shattered", "magic.freeze"))
    events.append(StandsLost(unit=unit.id, unit_name=unit.name, count=1, left=len(unit.stands), hits_left=unit.hits,
                             rule="magic.freeze"))
    if not unit.stands:
        unit.hits = 0
        events += destroy_unit(state, unit, "its last stand shattered", "magic.freeze")
    return events


# ---------------------------------------------------------------- The module


KISLEV = RulesModule(
    id="kislev",
    title="Kislev",
    description="Winged Lancers, horse archers, Bears, the War Wagon, Yozhin and the Tzarina's ice magic.",
    requires=("empire", "skaven"),
    specials=(
        SpecialRule("winged_lancers", "Winged Lancers",
                    {FIRST_ROUND_FRONT_ATTACKS: answer_is(1), IGNORES_TERROR: answer_is(True)}),
        # Carried out by the profile (15 cm, vision_360), as the Pistoliers' and Hu Cavalry's.
        SpecialRule("horse_archers", "Horse Archers and Cossacks"),
        # Carried out by the list's counts_as / counts_as_max.
        SpecialRule("bowmen", "Bowmen"),
        SpecialRule(
            BEARS,
            "Bears",
            {
                EXTRA_CHARGE_ATTACK: answer_is(True),
                SUPPORTED_ONLY_BY: answer_is(BEARS),
                SUPPORTS_ONLY: answer_is(BEARS),
                MUST_PURSUE: answer_is(True),
                DEFENDED_ONLY_INSIDE: answer_naming("{unit} count as defended only inside dense terrain"),
            },
        ),
        SpecialRule(wagon.WAR_WAGON, "War Wagon", wagon.ANSWERS),
        # The +1 Attack is the mount entry's.
        SpecialRule("bear_mount", "Bear"),
        # The +1 and terror are the mount entry's; the water is ``board.WADING_MOUNTS``.
        SpecialRule("yozhin", "Yozhin"),
        # Casting is ``magic.casting``'s (CASTING_CHARACTERS, CASTING_MOUNTS); items ``items.catalogue``.
        SpecialRule("tzarina", "Tzarina"),
    ),
    answers={CAUSES_TERROR: bear_terror, ALWAYS_DEFENDED: wagon.covered_by_laager},
    hooks={
        hooks.CHARACTER_BONUS: (bear_bonus,),
        **wagon.HOOKS,
    },
    battle_begins=wagon.BATTLE_BEGINS,
    spell_effects={"monster_bear": resolve_monster_bear, "freeze": resolve_freeze},
    rulebook=RULES,
)
