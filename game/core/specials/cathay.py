"""Cathay's special rules and spells (digest 10.24, 6.3): one rule module, ``CATHAY``.

Army rule, answered for every unit of a list that names it:

- Structure and Discipline: a Cathay brigade may hold up to six units, but one of more than four needs two
  units of Bannermen and may hold no cavalry, chariots or Terracotta Warriors (an order naming such a brigade
  is refused: ``hooks.ACTION_CHECK``).

Units: Handguns make armour count one worse and fill the Crossbows' minimum (the Empire's ``handgun`` and the
list's ``counts_as``); Terracotta Warriors are undead (never on initiative, never confused, no penalty for
enemies near, scorn terror), brigade, support and are supported only among themselves, and take orders only
from a Sorcerer, who adds +1 to his Command for them; Hu Cavalry shoot 15 cm and see all round (their
profile); the Rocket Launcher rolls its attacks and its misfires (``cathay_rockets``) and lobs its rockets as
a stone thrower; the Triple Bows shoot 2 attacks a stand to 40 cm (their profile). The mounts add their
Attacks, the Celestial Dragon and the Qilin fly and the Dragon causes terror, by their entries.

Spells (``cathay_spells``): Glory of Cathay, Lion Dogs Attack (the hold pattern), Ferocity of Tigers and
Tranquility of Heaven.
"""

from __future__ import annotations

from typing import Any

from game.core import hooks
from game.core.actions import Action
from game.core.confusion import MAY_BE_CONFUSED
from game.core.events import Modifier
from game.core.profiles import Rank, UnitType
from game.core.questions import (
    BRIGADE_SIZE,
    BRIGADES,
    ENEMY_NEAR_PENALTY,
    IGNORES_TERROR,
    LOBS_SHOTS,
    NEVER_USES_INITIATIVE,
    NOT_FRIGHTENED_BY_SPELLS,
    PIERCES_ARMOUR,
    SUPPORTED_ONLY_BY,
    SUPPORTS_ONLY,
)
from game.core.ruleset import RulesModule, SpecialRule
from game.core.specials import cathay_rockets, cathay_spells
from game.core.specials.answers import answer_is, answer_naming, army_rule
from game.core.state import Character, GameState, Unit

ARMY_RULE = "structure_and_discipline"
TERRACOTTA = "terracotta_warriors"
BANNERMEN = "Bannermen"
DISCIPLINED_BRIGADE = 6
USUAL_BRIGADE = 4
BANNERMEN_NEEDED = 2
# Troops that may not stand in a brigade of more than four.
NOT_IN_GREAT_BRIGADE = (UnitType.CAVALRY, UnitType.CHARIOT)

RULES: dict[str, tuple[str, str]] = {
    "specials.structure_and_discipline": (
        "Structure and Discipline",
        "A Cathay brigade may hold up to six units if two are Bannermen and none is cavalry, chariots or "
        "Terracotta Warriors.",
    ),
    "specials.terracotta_warriors": (
        "Terracotta Warriors",
        "Undead clay soldiers: brigaded and supported only among themselves, ordered only by a Sorcerer, who adds "
        "+1 to his Command for them.",
    ),
    "specials.hu_cavalry": ("Hu Cavalry", "Hu Cavalry shoot up to 15 cm and see all round."),
    "specials.rocket_launcher": (
        "Rocket Launcher",
        "The Rocket Launcher rolls a die for its attacks, armour saving at -1; it never shoots at chargers.",
    ),
    "specials.rocket_launcher.misfire": (
        "Rocket misfire",
        "A 1 for the rockets: 1 it explodes, 2-3 one attack, 4-5 a die of attacks on the unit behind, 6 two dice.",
    ),
    "specials.triple_bows": ("Triple Bows", "Triple Bows shoot 2 attacks a stand up to 40 cm, armour as usual."),
    "specials.celestial_dragon": (
        "Celestial Dragon",
        "Its rider flies, adds +3 Attacks, and the unit he joins causes terror.",
    ),
    "specials.tiger": ("Tiger", "A Tiger adds +2 to its rider's Attacks."),
    "specials.qilin": ("Qilin", "Its rider flies and adds +1 to his Attacks."),
    **cathay_spells.RULES,
}




def _disciplined(state: GameState, unit: Unit) -> bool:
    return army_rule(state, unit, ARMY_RULE)


def _brigade_size(state: GameState, unit: Unit, so_far: Any) -> Any:
    """A unit of an army under Structure and Discipline may stand in a brigade of six (who else may is checked
    with the whole brigade, in ``refuse_orders``)."""
    return DISCIPLINED_BRIGADE if _disciplined(state, unit) else so_far


def great_brigade_problems(state: GameState, units: list[Unit]) -> list[str]:
    """Why these units may not be one brigade of more than four under Structure and Discipline."""
    if len(units) <= USUAL_BRIGADE or not all(_disciplined(state, u) for u in units):
        return []
    out: list[str] = []
    banners = sum(state.unit_profile(u).name == BANNERMEN for u in units)
    if banners < BANNERMEN_NEEDED:
        out.append(f"a brigade of more than {USUAL_BRIGADE} units needs {BANNERMEN_NEEDED} units of {BANNERMEN}")
    barred = [u.name for u in units
              if state.unit_profile(u).type in NOT_IN_GREAT_BRIGADE or state.unit_profile(u).has(TERRACOTTA)]
    if barred:
        out.append(f"{', '.join(barred)} may not stand in a brigade of more than {USUAL_BRIGADE} units")
    return out


def refuse_orders(state: GameState, action: Action) -> list[str]:
    """The ``ACTION_CHECK`` hook: great brigades under Structure and Discipline; Terracotta Warriors heed only
    a Sorcerer."""
    if action.kind != "order":
        return []
    ch = state.characters.get(getattr(action, "character", ""))
    units = [state.units[u] for u in getattr(action, "units", ()) if u in state.units]
    if ch is None or not units:
        return []
    out = great_brigade_problems(state, units)
    if state.character_profile(ch).rank is not Rank.WIZARD:
        out += [f"{u.name} take orders only from a Sorcerer" for u in units if state.unit_profile(u).has(TERRACOTTA)]
    return out


def sorcerer_bonus(state: GameState, ch: Character, units: list[Unit]) -> list[Modifier]:
    """The ``COMMAND_MODIFIERS`` hook: +1 when a Sorcerer orders Terracotta Warriors."""
    if state.character_profile(ch).rank is not Rank.WIZARD:
        return []
    if any(state.unit_profile(u).has(TERRACOTTA) for u in units):
        return [Modifier(1, "specials.terracotta_warriors", "a Sorcerer wakes the Terracotta Warriors")]
    return []


CATHAY = RulesModule(
    id="cathay",
    title="Cathay",
    description="Drilled brigades of Bannermen, Handguns, Terracotta Warriors woken by sorcery, Hu horse archers, "
    "rockets and the Sorcerers' magic.",
    requires=("empire", "tomb-kings"),
    specials=(
        SpecialRule("structure_and_discipline", "Structure and Discipline"),
        SpecialRule(
            TERRACOTTA,
            "Terracotta Warriors",
            {
                MAY_BE_CONFUSED: answer_is(False),
                NEVER_USES_INITIATIVE: answer_naming("{unit} are undead and never use initiative"),
                ENEMY_NEAR_PENALTY: answer_is(False),
                IGNORES_TERROR: answer_is(True),
                NOT_FRIGHTENED_BY_SPELLS: answer_is(True),
                BRIGADES: answer_is(f"only with rule:{TERRACOTTA}"),
                SUPPORTED_ONLY_BY: answer_is(TERRACOTTA),
                SUPPORTS_ONLY: answer_is(TERRACOTTA),
            },
        ),
        # Carried out by the profile: 15 cm range and all-round sight.
        SpecialRule("hu_cavalry", "Hu Cavalry"),
        SpecialRule("rocket_launcher", "Rocket Launcher", {LOBS_SHOTS: answer_is(True), PIERCES_ARMOUR: answer_is(True)}),
        # Carried out by the profile: 2 attacks a stand to 40 cm, armour as usual.
        SpecialRule("triple_bows", "Triple Bows"),
        # Carried out by the mount entries (their Attacks, flying, terror).
        SpecialRule("celestial_dragon", "Celestial Dragon"),
        SpecialRule("tiger", "Tiger"),
        SpecialRule("qilin", "Qilin"),
    ),
    answers={BRIGADE_SIZE: _brigade_size, IGNORES_TERROR: cathay_spells.calm},
    hooks={
        hooks.ACTION_CHECK: (refuse_orders,),
        hooks.COMMAND_MODIFIERS: (sorcerer_bonus,),
        hooks.SPECIAL_FIRE: (cathay_rockets.fire,),
        hooks.STAND_ATTACKS: (cathay_spells.ferocious,),
    },
    spell_effects={
        "glory_of_cathay": cathay_spells.resolve_glory,
        "ferocity_of_tigers": cathay_spells.resolve_ferocity,
        "tranquility_of_heaven": cathay_spells.resolve_tranquility,
    },
    rulebook=RULES,
)
