"""The Dwarfs' special rules (digest 10.6): one rule module, ``DWARFS``.

Handguns, the cannon, must-charge troops, terror and all-round vision are the Empire's and Orcs' rules,
reused. Carried out here:

- Troll Slayers fight a Monster stand with +1 Attack, and score victory points the other way round:
  the enemy scores their full value if any Slayer is left at the end, nothing if they are all slain
  (they still count as a loss for the break point).
- Rangers may pursue any troops that retreat, and dense terrain never costs their orders -1; one unit of
  them per full 1000 points may be held back at deployment and infiltrate later (``infiltration``).
- The Gyrocopter flies, is always a unit on its own (no brigade, no character joins it), sees all round
  and its gun makes armour count one worse (``shooting.weapons``).
- The Flame Cannon (``flame_cannon``), Runesmiths' anti-magic and the Anvil (``anti_magic``).
- The Oathstone: once a battle, in his side's Combat phase, the Hero carrying it inspires the unit he
  has joined (not Troll Slayers): he and every stand of it fight with +1 Attack and scorn terror for that
  Combat phase (``oathstone`` action).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core import hooks
from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import Event, Modifier
from game.core.magic import effects
from game.core.profiles import UnitType
from game.core.questions import (
    BRIGADES,
    DENSE_TERRAIN_PENALTY,
    IGNORES_TERROR,
    INFILTRATORS_PER_1000,
    MAY_PURSUE_ANY,
    NEVER_JOINED,
    VICTORY_POINTS,
)
from game.core.ruleset import Handler, RulesModule, SpecialRule, StepEdit
from game.core.specials import anti_magic, flame_cannon, infiltration
from game.core.specials.answers import answer_is
from game.core.specials.dwarf_events import OathSworn
from game.core.state import Character, GameState, Unit

OATH_USED = "oathstone_used"

RULES: dict[str, tuple[str, str]] = {
    "specials.troll_slayers": (
        "Troll Slayers",
        "Slayers fight a Monster stand with +1 Attack; the enemy scores their full value if any of them is left at "
        "the end, and nothing if they are all slain.",
    ),
    "specials.rangers": (
        "Rangers",
        "Rangers may pursue any troops that retreat, and dense terrain never costs their orders -1.",
    ),
    "specials.infiltrate": (
        "Infiltration",
        "A unit held back at deployment appears later by an order from any character, at any range, to a point in "
        "dense terrain or on a table edge other than the enemy's.",
    ),
    "specials.infiltrate.hold_back": ("Held back", "The unit stays hidden at deployment, to infiltrate later."),
    "specials.flame_cannon": (
        "Flame Cannon",
        "The Flame Cannon rolls 2D6 for its attacks each time it shoots; a double rolls on its misfire chart.",
    ),
    "specials.flame_cannon.3": ("Smoky flame", "After a double 3 the Flame Cannon shoots 1D6 attacks."),
    "specials.flame_cannon.misfire": ("Misfire", "A double on the Flame Cannon's attack dice: something goes wrong."),
    "specials.flame_cannon.misfire.1": ("Explodes", "The Flame Cannon explodes: no attacks, and it is destroyed."),
    "specials.flame_cannon.misfire.2": ("Belch of fire", "2D6+4 attacks, and then the Flame Cannon explodes."),
    "specials.flame_cannon.misfire.3": ("Wheezing", "6 attacks now, and 1D6 attacks whenever it shoots again."),
    "specials.flame_cannon.misfire.4": ("Boiler out", "The Flame Cannon does not shoot this turn."),
    "specials.flame_cannon.misfire.5": ("Soot and coals", "10 attacks this turn."),
    "specials.flame_cannon.misfire.6": ("Huge flame", "D6+12 attacks this turn."),
    "specials.flame_cannon.explodes": ("Flame Cannon explodes", "The Flame Cannon blows itself up."),
    "specials.runesmith": (
        "Anti-magic",
        "A spell cast by an enemy Wizard within 50 cm of a Runesmith is dispelled on a 4+; one try per spell.",
    ),
    "specials.anvil": (
        "The Anvil",
        "Once a battle the Anvil adds +1 to an anti-magic roll; struck in the Shooting phase, on a 4+ it makes the "
        "Runesmith's units within 20 cm scorn terror until his next turn.",
    ),
    "specials.oathstone": (
        "Oathstone",
        "Once a battle the Hero on the Oathstone gives himself and his unit +1 Attack a stand, and makes them scorn "
        "terror, for one Combat phase.",
    ),
    "specials.gyrocopter": (
        "Gyrocopter",
        "A flying machine that is always a unit on its own; its light gun makes armour count one worse.",
    ),
}


def slayers_against_monsters(state: GameState, unit: Unit, enemy: Unit) -> list[Modifier]:
    """The ``TARGET_MODIFIERS`` hook: Troll Slayers fighting a Monster stand."""
    if state.unit_profile(unit).has("troll_slayers") and state.unit_profile(enemy).type is UnitType.MONSTER:
        return [Modifier(1, "specials.troll_slayers", "Slayers against a monster")]
    return []


def _terror_scorned(state: GameState, unit: Unit, answer: bool) -> bool:
    return anti_magic.steadied(state, unit, answer) or bool(unit.flags.get(effects.OATH))


@dataclass(frozen=True)
class SwearOath(Action):
    """The Hero carrying the Oathstone inspires the unit he has joined for this Combat phase."""

    kind: ClassVar[str] = "oathstone"
    character: str

    def __str__(self) -> str:
        return f"{self.character} stands on the Oathstone"


def _carries_oathstone(state: GameState, ch: Character) -> bool:
    mount = state.mount_profile(ch)
    return mount is not None and "oathstone" in mount.special


def check_oath(state: GameState, action: SwearOath) -> list[str]:
    ch = state.characters.get(action.character)
    if ch is None or not ch.alive or ch.off_table:
        return [f"there is no character {action.character!r} on the table"]
    if not _carries_oathstone(state, ch):
        return [f"{ch.name} carries no Oathstone"]
    if ch.side != state.active or state.phase != "combat":
        return [f"{ch.name} calls on the Oathstone in his own side's Combat phase"]
    if ch.flags.get(OATH_USED):
        return [f"{ch.name} has already called on the Oathstone; it works once a battle"]
    unit = state.units.get(ch.joined or "")
    if unit is None or not unit.alive:
        return [f"{ch.name} must have joined a unit to inspire it"]
    if state.unit_profile(unit).has("troll_slayers"):
        return [f"Troll Slayers need no oath to fight: {ch.name} cannot inspire {unit.name}"]
    from game.core.combat.flow import pending_decision

    if pending_decision(state):
        return ["finish the fight under way first"]
    return []


def apply_oath(state: GameState, action: SwearOath, dice: Dice) -> list[Event]:
    ch = state.characters[action.character]
    unit = state.units[ch.joined or ""]
    ch.flags[OATH_USED] = 1
    # Lasts to the end of this player turn, whose last phase is this Combat phase.
    effects.set_lasting(unit, effects.OATH, 1, effects.ply(state))
    return [OathSworn(character=ch.id, character_name=ch.name, unit=unit.id, unit_name=unit.name,
                      rule="specials.oathstone")]


def legal_oath(state: GameState) -> list[SwearOath]:
    """Offered only where it can matter: the Hero's unit is in combat."""
    if state.phase != "combat":
        return []
    out = []
    for ch in state.live_characters(state.active):
        a = SwearOath(ch.id)
        unit = state.units.get(ch.joined or "")
        if unit is not None and unit.engaged and not check_oath(state, a):
            out.append(a)
    return out



DWARFS = RulesModule(
    id="dwarfs",
    title="Dwarfs",
    description="Troll Slayers, Rangers, the Flame Cannon, the Gyrocopter, Runesmiths' anti-magic, the Anvil and "
    "the Oathstone.",
    requires=("empire", "orcs"),
    specials=(
        SpecialRule("troll_slayers", "Troll Slayers", {VICTORY_POINTS: answer_is("standing")}),
        SpecialRule(
            "rangers",
            "Rangers",
            {MAY_PURSUE_ANY: answer_is(True), DENSE_TERRAIN_PENALTY: answer_is(False), INFILTRATORS_PER_1000: answer_is(1)},
        ),
        SpecialRule("flame_cannon", "Flame Cannon"),
        SpecialRule(
            "gyrocopter",
            "Gyrocopter",
            {
                BRIGADES: answer_is("never"),
                NEVER_JOINED: lambda state, unit, answer: f"no character may join {unit.name}",
            },
        ),
        SpecialRule("runesmith", "Runesmith"),
        SpecialRule("anvil", "Anvil"),
        SpecialRule("oathstone", "Oathstone"),
    ),
    actions={
        "strike_anvil": Handler(anti_magic.check_strike, anti_magic.apply_strike, anti_magic.legal_strike),
        "oathstone": Handler(check_oath, apply_oath, legal_oath),
        "hold_back": Handler(infiltration.check_hold_back, infiltration.apply_hold_back, infiltration.legal_hold_back),
        "infiltrate": Handler(
            infiltration.check_infiltrate, infiltration.apply_infiltrate, infiltration.legal_infiltrate
        ),
    },
    steps=(StepEdit("actions", anchor="deployment/deploy", actions=("hold_back",)),),
    answers={IGNORES_TERROR: _terror_scorned},
    hooks={
        hooks.TARGET_MODIFIERS: (slayers_against_monsters,),
        hooks.SPECIAL_FIRE: (flame_cannon.fire,),
        hooks.SPELL_WORKS: (anti_magic.dispel,),
    },
    rulebook=RULES,
)
