"""The Vampire Counts' special rules and spells (digest 10.14, 6.3): one rule module, ``VAMPIRE_COUNTS``.

Undead, terror, never driven back, Raise Dead and Death Bolt are the Tomb Kings', Orcs' and Empire's rules,
reused; the Dire Wolves' extra Attack on the charge is Bretonnia's Grail Knights' answer. Carried out here:

- The Ethereal Host always hits on 4+ in combat, whatever cover its foe has.
- Fell Bats fly and face their long edge (their profile) and never use initiative, though they home back.
- Dire Wolves charge an enemy in the open with +1 more, as monsters and chariots do.
- The Vampire Lord is a General who casts spells as a Wizard does (``magic.casting``).
- Ghouls are not Undead; an Undead unit never supports a charge made on initiative (``command.support``).
- Spells: Vanhel's Danse Macabre (the order pattern, never on Ghouls), Curse of Years (6 attacks on an enemy
  touching the caster's unit, struck in the first round).
"""

from __future__ import annotations

from game.core.dice import Dice
from game.core.events import Event
from game.core.magic.actions import Cast
from game.core.magic.order import resolve_order
from game.core.magic.strike import touch
from game.core.profiles import SpellProfile
from game.core.questions import ALWAYS_HITS_ON, EXTRA_CHARGE_ATTACK, NEVER_USES_INITIATIVE
from game.core.ruleset import RulesModule, SpecialRule
from game.core.specials.answers import answer_is
from game.core.state import Character, GameState, Unit

CURSE_OF_YEARS_ATTACKS = 6
ETHEREAL_TO_HIT = 4

RULES: dict[str, tuple[str, str]] = {
    "specials.ethereal_host": (
        "Ethereal Host",
        "The Ethereal Host always hits on 4+ in combat, whatever cover its foe has; it is never driven back and "
        "causes terror. It carries no magic items.",
    ),
    "specials.fell_bats": ("Fell Bats", "Fell Bats fly on their long edge and never use initiative, but home back."),
    "specials.dire_wolves": (
        "Dire Wolves", "Dire Wolves charge an enemy in the open with +1 more Attack. They carry no magic items."
    ),
    "specials.vampire_lord": (
        "Vampire Lord",
        "The Vampire Lord is the General and casts spells as a Wizard does; he may carry a General's or a Wizard's "
        "magic item.",
    ),
    "magic.curse_of_years": (
        "Curse of Years",
        "6 attacks on an enemy unit touching the caster's unit in combat, struck in its first round.",
    ),
}



def _bats(state: GameState, unit: Unit, answer: object) -> str:
    return f"{unit.name} never use initiative; they may still home back"


def resolve_curse(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    """Curse of Years: TOUCH(6)."""
    return touch(state, ch, spell, action, dice, CURSE_OF_YEARS_ATTACKS)


VAMPIRE_COUNTS = RulesModule(
    id="vampire-counts",
    title="Vampire Counts",
    description="The Ethereal Host, Fell Bats, Dire Wolves, Ghouls and the Vampire Lord's necromancy.",
    requires=("tomb-kings", "bretonnia"),
    specials=(
        SpecialRule("ethereal_host", "Ethereal Host", {ALWAYS_HITS_ON: answer_is(ETHEREAL_TO_HIT)}),
        SpecialRule("fell_bats", "Fell Bats", {NEVER_USES_INITIATIVE: _bats}),
        SpecialRule("dire_wolves", "Dire Wolves", {EXTRA_CHARGE_ATTACK: answer_is(True)}),
        # Casting is carried out by ``magic.casting`` (CASTING_CHARACTERS); Ghouls by the lack of ``undead``.
        SpecialRule("vampire_lord", "Vampire Lord"),
        SpecialRule("ghouls", "Ghouls"),
        # Mounts: flying and terror come from the entries.
        SpecialRule("winged_nightmare", "Winged Nightmare"),
        SpecialRule("black_coach", "Black Coach"),
    ),
    spell_effects={"vanhels_danse_macabre": resolve_order, "curse_of_years": resolve_curse},
    rulebook=RULES,
)
