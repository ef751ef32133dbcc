"""The High Elves' special rules and spells (digest 10.4, 6.3): one rule module, ``HIGH_ELVES``.

- Archers shoot with +1 to hit (3+ in the open, 4+ defended, 5+ fortified).
- Giant Eagles fly; the Dragon Rider flies, causes terror, is badly hurt at 4-5 hits (Hits 3, Attacks 3/2) and
  breathes fire as its shooting (3 attacks, 20 cm); a Dragon mount breathes as the Tomb Kings' Zombie Dragon
  does; the Elven Bolt Thrower is a 40 cm missile with 3 attacks and armour saves. These are their stat lines
  and the rules of terror, badly hurt and the dragon's breath, reused.
- A Mage re-rolls a failed casting roll unless it was a 1 (``magic.casting``).
- Spells: Storm of Stone (every enemy unit within 30 cm: 3 attacks, no drive back, hits carried into combat
  by engaged units), Light of Battle (every friendly unit within 30 cm: one extra Attack die, and +1 for the
  character who fights with it, in this turn's Combat phase), Heaven's Fire (a friendly unengaged infantry or
  cavalry unit with missiles shoots once more this phase, the extra volley at -1 to hit), Hail of Destruction
  (the bolt pattern).
"""

from __future__ import annotations

from game.core import board, hooks
from game.core.dice import Dice
from game.core.events import Event, Modifier
from game.core.magic import effects, record
from game.core.magic.actions import Cast
from game.core.magic.line import strike
from game.core.magic.strike import spell_effect
from game.core.profiles import SpellProfile
from game.core.questions import SHOOTING_HIT_BONUS
from game.core.ruleset import RulesModule, SpecialRule
from game.core.shooting.weapons import SHOOT_AGAIN
from game.core.specials.answers import answer_is
from game.core.state import Character, GameState, Unit

QUAKE_MM = 300
QUAKE_ATTACKS = 3
LIGHT_MM = 300
SLACK_MM = 0.01

RULES: dict[str, tuple[str, str]] = {
    "shooting.hit_bonus": ("Keen-eyed archers", "Elven Archers hit with +1: 3+ in the open, 4+ defended, 5+ fortified."),
    "shooting.second_volley": ("Second volley", "A unit shooting a second time in one phase does so at -1 to hit."),
    "magic.reroll": ("Mage", "A High Elf Mage rolls a failed casting roll again, unless it was a 1."),
    "magic.quake": (
        "Storm of Stone",
        "Every enemy unit within 30 cm of the Mage suffers 3 attacks; no drive back, and units in combat carry the "
        "hits into their first round.",
    ),
    "magic.light_of_battle": (
        "Light of Battle",
        "Every friendly unit within 30 cm of the Mage fights with one extra Attack die, and its character with +1, in "
        "this turn's Combat phase.",
    ),
    "magic.heavens_fire": (
        "Heaven's Fire",
        "A friendly infantry or cavalry unit with missiles, not in combat, shoots once more this phase, at -1 to hit.",
    ),
}




def _within(state: GameState, ch: Character, unit: Unit, reach: float) -> bool:
    from game.core.magic.casting import spell_range

    return spell_range(state, ch, unit) <= reach + SLACK_MM


def resolve_quake(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    """Storm of Stone: every enemy unit within 30 cm suffers 3 attacks, armour as usual, and is not driven back."""
    caster = board.character_base(state, ch)
    events: list[Event] = []
    reach = spell.range_mm if spell.range_mm is not None else QUAKE_MM
    for unit in [u for u in state.live_units(1 - ch.side) if _within(state, ch, u, reach)]:
        if record.affected(state, spell.name, unit.id) or not unit.alive:
            continue
        record.note_affected(state, spell.name, unit.id)
        events.append(spell_effect(spell, unit, f"is shaken by the earth: {QUAKE_ATTACKS} attacks", "magic.quake"))
        # An engaged unit keeps the hits for its first combat round (settled like shooting); no one is driven back.
        events += strike(
            state, ch, spell, unit, QUAKE_ATTACKS, [caster], dice, rule="magic.quake", drive_back=unit.engaged
        )
    return events


def resolve_light(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    """Light of Battle: every friendly unit within 30 cm fights with an extra die in this turn's Combat phase."""
    events: list[Event] = []
    reach = spell.range_mm if spell.range_mm is not None else LIGHT_MM
    for unit in [u for u in state.live_units(ch.side) if _within(state, ch, u, reach)]:
        if record.affected(state, spell.name, unit.id) or not effects.helped(state, unit):
            continue
        record.note_affected(state, spell.name, unit.id)
        effects.set_lasting(unit, effects.LIGHT, 1, effects.ply(state))
        events.append(
            spell_effect(spell, unit, "shines: one extra Attack die, and +1 for its character, this Combat phase",
                    "magic.light_of_battle")
        )
    return events


def resolve_heavens_fire(
    state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice
) -> list[Event]:
    """Heaven's Fire: the unit may shoot once more this phase (or again, if it has shot), at -1 to hit."""
    unit = state.units[action.target]
    record.note_affected(state, spell.name, unit.id)
    effects.set_lasting(unit, SHOOT_AGAIN, 1, effects.ply(state))
    return [spell_effect(spell, unit, "may shoot once more this phase, at -1 to hit", "magic.heavens_fire")]


def light_die(state: GameState, unit: Unit) -> list[Modifier]:
    """The ``ONE_STAND_MODIFIERS`` hook: Light of Battle's extra die."""
    if unit.flags.get(effects.LIGHT):
        return [Modifier(1, "magic.light_of_battle", effects.LABELS[effects.LIGHT])]
    return []


HIGH_ELVES = RulesModule(
    id="high-elves",
    title="High Elves",
    description="Keen-eyed Archers, Giant Eagles, Dragons, the Elven Bolt Thrower and the Mages' magic.",
    requires=("orcs", "tomb-kings"),
    specials=(
        SpecialRule("elf_archers", "Elven archers", {SHOOTING_HIT_BONUS: answer_is(1)}),
        # Carried out by the stat lines and the rules they name (flying, terror, badly hurt, the breath).
        SpecialRule("giant_eagles", "Giant Eagles"),
        SpecialRule("dragon", "Dragon"),
        SpecialRule("elven_bolt_thrower", "Elven Bolt Thrower"),
        SpecialRule("giant_eagle_mount", "Giant Eagle mount"),
        SpecialRule("mage_reroll", "Mage"),
    ),
    hooks={hooks.ONE_STAND_MODIFIERS: (light_die,)},
    spell_effects={
        "quake": resolve_quake,
        "light_of_battle": resolve_light,
        "heavens_fire": resolve_heavens_fire,
    },
    rulebook=RULES,
)
