"""Albion's special rules and spells (digest 10.18, 6.3): one rule module, ``ALBION``.

The list's Ogres, Giant, Giant Eagles and mounts are the rules other armies carry already (the Orcs' Ogres
hungry for Men and their Giant, the High Elves' Giant Eagles and Giant Eagle mount, the chariot mount); this
module carries what is Albion's own:

- Fenbeast: summoned only, by a Druid's spell. It may not be brigaded, never uses its initiative and heeds only
  a Druid, who counts Command 8 for it (his own 7, +1). Bog and marsh (broken ground) are open ground to it: no
  -1 on its orders for standing there. It causes terror and counts for neither break point nor victory points
  (the flags the spell gives it, ``magic.summon``).
- Druid: the Wizard who alone orders a Fenbeast; an army has no more Fenbeasts than Druids (``magic.summon``
  counts the Wizards who know the spell).

Spells: Downpour (-1 on every order to each enemy unit within 30 cm of the Druid when it works, until the start
of the Druid's next turn), Storm of Hail (the bolt pattern), Mists of Albion (a friendly infantry unit counts as
defended, even in the open, until the Druid's next turn or until it moves: the Wood Elves' Tree Singing under
Albion's name), Summon Fenbeast (``magic.summon``).
"""

from __future__ import annotations

from game.core import board
from game.core import hooks as hook_points
from game.core.dice import Dice
from game.core.events import Event, Modifier, Narration
from game.core.magic import effects, record
from game.core.magic.actions import Cast
from game.core.magic.casting import spell_range
from game.core.magic.shelter import Shelter
from game.core.magic.strike import spell_effect
from game.core.magic.summon import resolve_summon
from game.core.profiles import SpellProfile
from game.core.questions import (
    ALWAYS_DEFENDED,
    BRIGADES,
    CAUSES_TERROR,
    COUNTS_FOR_BREAK_POINT,
    DENSE_TERRAIN_PENALTY,
    NEVER_USES_INITIATIVE,
    ORDERED_ONLY_BY,
)
from game.core.ruleset import RulesModule, SpecialRule
from game.core.specials.answers import answer_is
from game.core.state import Character, GameState, Unit, id_key
from game.table import DENSE, TerrainKind

DRUID = "Druid"
# The Command a Druid counts when he orders a Fenbeast.
FENBEAST_COMMAND = 8
# Downpour's -1 is read by every order as a "command_mod:" flag (``command.penalties``).
DOWNPOUR = "command_mod:Downpour"
# Lasting flags of Mists of Albion and where the unit stood when it was cast.
MISTS = "mists_of_albion"
MISTS_OF_ALBION = Shelter(MISTS, "the mists of Albion hide {unit}", "magic.mists_of_albion")
RANGE_SLACK_MM = 0.01

RULES: dict[str, tuple[str, str]] = {
    "specials.fenbeast": (
        "Fenbeast",
        "A Fenbeast comes only when a Druid summons it. It is never brigaded, never uses its initiative and heeds "
        "only a Druid, who counts Command 8 for it. Bog and marsh are open ground to it; it causes terror and is "
        "worth nothing towards break point or victory points.",
    ),
    "specials.druid_of_albion": (
        "Druid",
        "Only a Druid may order a Fenbeast, and the army never has more Fenbeasts on the table than Druids.",
    ),
    "magic.downpour": (
        "Downpour",
        "Every enemy unit within 30 cm of the Druid when the spell works takes -1 on its orders until the start "
        "of the Druid's next turn.",
    ),
    "magic.mists_of_albion": (
        "Mists of Albion",
        "A friendly infantry unit within 30 cm that is not in combat counts as defended, even in the open, until "
        "the Druid's next turn or until it moves.",
    ),
    "magic.summon_fenbeast": (
        "Summon Fenbeast",
        "A Fenbeast rises within 30 cm of the Druid. It may touch an enemy only if that enemy is already "
        "fighting, and then joins the fight without charging. It takes no order before the Druid's next turn.",
    ),
}



def _no_initiative(state: GameState, unit: Unit, answer: str) -> str:
    return f"{unit.name} never uses its initiative"


def bog_is_open(state: GameState, unit: Unit, answer: bool) -> bool:
    """The dense-terrain -1 counts only where the Fenbeast stands in dense terrain other than bog or marsh."""
    if not answer:
        return False
    t = board.table(state)
    return any(
        p.kind in DENSE and p.kind is not TerrainKind.BROKEN for b in t.bases_of(unit.id) for p in t.terrain_under(b)
    )


def druid_commands_fenbeast(state: GameState, ch: Character, units: list[Unit]) -> list[Modifier]:
    """The ``COMMAND_MODIFIERS`` hook: a Druid ordering a Fenbeast counts Command 8."""
    prof = state.character_profile(ch)
    if "druid_of_albion" not in prof.special or not units or not all(state.unit_profile(u).has("fenbeast") for u in units):
        return []
    lift = FENBEAST_COMMAND - prof.command
    return [Modifier(lift, "specials.fenbeast", f"a {prof.name} counts Command 8 for the Fenbeast")] if lift else []


# ---------------------------------------------------------------- Spells



def downpour_victims(state: GameState, ch: Character, spell: SpellProfile) -> list[Unit]:
    """Enemy units within the spell's range of the Druid (or of the unit he has joined), in id order."""
    reach = (spell.range_mm or 0) + RANGE_SLACK_MM
    return sorted(
        (u for u in state.live_units(1 - ch.side) if not u.off_table and spell_range(state, ch, u) <= reach),
        key=lambda u: id_key(u.id),
    )


def resolve_downpour(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    """Downpour: -1 on the orders of every enemy unit in range until the start of the Druid's next turn."""
    victims = [u for u in downpour_victims(state, ch, spell) if not record.affected(state, spell.name, u.id)]
    if not victims:
        return [Narration(message=f"{spell.name}: no enemy unit within {(spell.range_mm or 0) / 10:g} cm of {ch.name}",
                          rule="magic.downpour")]
    until = effects.ply(state) + 1
    events: list[Event] = []
    for u in victims:
        record.note_affected(state, spell.name, u.id)
        effects.set_lasting(u, DOWNPOUR, -1, until)
        events.append(spell_effect(spell, u, "is soaked: -1 on its orders until the start of your next turn",
                              "magic.downpour"))
    return events


ALBION = RulesModule(
    id="albion",
    title="Albion",
    description="The misty isle: Druids who bring rain, hail and mist and summon the Fenbeast from the marsh.",
    # The Ogres and the Giant are the Orcs' rules, the Giant Eagles and their mount the High Elves'.
    requires=("orcs", "high-elves"),
    specials=(
        SpecialRule(
            "fenbeast",
            "Fenbeast",
            {
                BRIGADES: answer_is("never"),
                NEVER_USES_INITIATIVE: _no_initiative,
                ORDERED_ONLY_BY: answer_is(DRUID),
                CAUSES_TERROR: answer_is(True),
                COUNTS_FOR_BREAK_POINT: answer_is(False),
                DENSE_TERRAIN_PENALTY: bog_is_open,
            },
        ),
        # Carried out by ``magic.summon`` (as many Fenbeasts as Druids) and the Fenbeast's ORDERED_ONLY_BY.
        SpecialRule("druid_of_albion", "Druid"),
    ),
    answers={ALWAYS_DEFENDED: MISTS_OF_ALBION.defended},
    hooks={hook_points.COMMAND_MODIFIERS: (druid_commands_fenbeast,)},
    spell_effects={
        "downpour": resolve_downpour,
        "mists_of_albion": MISTS_OF_ALBION.resolve,
        "summon_fenbeast": resolve_summon,
    },
    rulebook=RULES,
)
