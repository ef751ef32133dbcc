"""The Dark Elves' special rules and spells (digest 10.12, 6.3): one rule module, ``DARK_ELVES``.

Other armies' rules, reused: the Witch Elves' frenzy (the Skaven Plague Monks' to the letter), the Cold One
Knights' first-round bite (the Wood Elves' Wild Riders' answer), Harpies (the Chaos Harpies), the War Hydra's
terror and regeneration (the Orcs' rules: the healed hit still counts for the round), its breath (its profile's
2 shots to 20 cm, as the High Elf Dragon Rider's), the Elven Bolt Thrower (its profile), the Manticore's flight
and terror (the mount entry's) and the Cauldron of Blood's once-a-battle +1 to cast (the War Altar's, in
``magic.casting``; its 30 cm pace is the mount entry's ``move``, and the roster asks for a Witch Elf unit).
Carried out here:

- The repeating crossbow: 2 shots a stand to 15 cm, 1 to 30 cm, and always 1 against chargers
  (``SHOTS_BY_RANGE``, read by the shooting weapon).
- The War Hydra is never brigaded.
- Cruel masters (``cruel``): a Hero's or the Sorceress's double six for an order costs the General a level of
  Command or the blunderer's life, as the Dark Elf player chooses; the General's own double six costs him a
  level; at most two levels.
- Spells: Doom Bolt (the line pattern), Black Horror (4 attacks with no armour save on a visible enemy not in
  combat; no drive back), Dominion (the hold pattern), Soul Stealer (the touch pattern, 3 attacks with no
  armour save).
"""

from __future__ import annotations

from typing import Any

from game.core import hooks
from game.core.dice import Dice
from game.core.events import Event
from game.core.magic import record
from game.core.magic.actions import Cast
from game.core.magic.events import SpellEffect
from game.core.magic.line import strike
from game.core.magic.strike import touch
from game.core.profiles import SpellProfile
from game.core.questions import BRIGADES, FIRST_ROUND_FRONT_ATTACKS, SHOTS_BY_RANGE
from game.core.ruleset import Handler, RulesModule, SpecialRule
from game.core.specials import dark_elf_general as cruel
from game.core.specials.answers import answer_is
from game.core.specials.skaven import SKAVEN
from game.core.state import Character, GameState

# The repeating crossbow: 2 shots a stand up to 15 cm, 1 up to 30 cm.
CROSSBOW_BANDS = ((150, 2), (300, 1))
BLACK_HORROR_ATTACKS = 4
SOUL_STEALER_ATTACKS = 3

RULES: dict[str, tuple[str, str]] = {
    "specials.repeating_crossbow": (
        "Repeating crossbow",
        "Each stand shoots twice at a target within 15 cm and once up to 30 cm; against chargers, once a stand.",
    ),
    "specials.witch_elves": (
        "Witch Elves",
        "Witch Elves charge whenever they can on initiative, take no orders then, never evade, always pursue, are "
        "never driven back by shooting and scorn terror.",
    ),
    "specials.cold_one_knights": (
        "Cold One Knights",
        "Cold One Knights have +1 Attack a stand in the first round of each combat when their front fights; they "
        "are brigaded only with other Cold One Knights.",
    ),
    "specials.war_hydra": (
        "War Hydra",
        "The War Hydra is never brigaded; it causes terror, breathes fire (2 attacks to 20 cm) and regenerates a "
        "hit each round, the hit still counting for the result.",
    ),
    "specials.manticore": (
        "Manticore", "A character on a Manticore flies up to 100 cm, has +2 Attacks and his unit causes terror."
    ),
    "specials.cauldron_of_blood": (
        "Cauldron of Blood",
        "A Sorceress only, one in the army, with Witch Elves in it: she moves 30 cm and has +2 Attacks.",
    ),
    "magic.cauldron_of_blood": (
        "Cauldron of Blood", "Once a battle the Sorceress adds +1 to a casting roll, said before the die is rolled."
    ),
    cruel.RULE: (
        "Cruel masters",
        "A Hero's or the Sorceress's double six for an order costs the General one level of Command or the "
        "blunderer's life (no victory points to the enemy), as his side chooses; the General's own double six "
        "costs him a level; at most two levels, down to 8.",
    ),
    "magic.black_horror": (
        "Black Horror",
        "4 attacks with no armour save on an enemy unit the Sorceress sees, not in combat; it is not driven back.",
    ),
    "magic.soul_stealer": (
        "Soul Stealer",
        "3 attacks with no armour save on an enemy unit touching the Sorceress's unit in combat, struck in its "
        "first round.",
    ),
}


def _frenzy() -> dict[Any, Any]:
    return dict(next(s for s in SKAVEN.specials if s.id == "plague_monks").answers)


def resolve_black_horror(
    state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice
) -> list[Event]:
    """Black Horror: 4 attacks, no armour save, and the vortex drives no one back."""
    from game.core import board

    unit = state.units[action.target]
    record.note_affected(state, spell.name, unit.id)
    events: list[Event] = [
        SpellEffect(spell=spell.name, unit=unit.id, unit_name=unit.name, rule="magic.black_horror",
                    effect=f"is dragged into the vortex: {BLACK_HORROR_ATTACKS} attacks, no armour save, no drive back")
    ]
    caster = board.character_base(state, ch)
    return events + strike(state, ch, spell, unit, BLACK_HORROR_ATTACKS, [caster], dice, rule="magic.black_horror",
                           drive_back=False, no_saves=True)


def resolve_soul_stealer(
    state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice
) -> list[Event]:
    """Soul Stealer: TOUCH(3) with no armour save."""
    return touch(state, ch, spell, action, dice, SOUL_STEALER_ATTACKS, no_saves=True, rule="magic.soul_stealer")


DARK_ELVES = RulesModule(
    id="dark-elves",
    title="Dark Elves",
    description="Repeating crossbows, Witch Elves, Cold One Knights, the War Hydra, cruel masters and the "
    "Sorceress's dark magic.",
    requires=("orcs", "high-elves", "wood-elves", "chaos", "skaven"),
    specials=(
        SpecialRule("repeating_crossbow", "Repeating crossbow", {SHOTS_BY_RANGE: answer_is(CROSSBOW_BANDS)}),
        # The Plague Monks' frenzy, the same rule to the letter.
        SpecialRule("witch_elves", "Witch Elves", _frenzy()),
        SpecialRule(
            "cold_one_knights",
            "Cold One Knights",
            {FIRST_ROUND_FRONT_ATTACKS: answer_is(1), BRIGADES: answer_is("only with rule:cold_one_knights")},
        ),
        SpecialRule("war_hydra", "War Hydra", {BRIGADES: answer_is("never")}),
        SpecialRule("cruel_masters", "Cruel masters"),
        # The flight, +2 Attacks and terror are the mount entry's.
        SpecialRule("manticore", "Manticore"),
        # The pace is the mount entry's, the +1 to cast the War Altar's rule, the Witch Elves the roster's check.
        SpecialRule("cauldron_of_blood", "Cauldron of Blood"),
    ),
    actions={cruel.CruelChoice.kind: Handler(cruel.check_choice, cruel.apply_choice, cruel.legal_choice,
                                             cruel.choice_waits)},
    hooks={
        hooks.ORDER_ROLLED: (cruel.order_rolled,),
        hooks.COMMAND_MODIFIERS: (cruel.lost_command,),
        hooks.ACTION_CHECK: (cruel.choose_first,),
    },
    state=cruel.DarkElvesKept,
    spell_effects={"black_horror": resolve_black_horror, "soul_stealer": resolve_soul_stealer},
    rulebook=RULES,
)
