"""The Beastmen special rules and spells (digest 10.22, 6.3): one rule module, ``BEASTMEN``.

Other armies' rules, reused: The things in the woods (the Wood Elves' Woodland Folk: a wood costs the infantry
no -1), holding back and infiltrating (the Dwarf Rangers' ``infiltration``), the Minotaurs' Bloodlust (the
Skaven Plague Monks' frenzy, to the letter), the Centigors' and Spawn's sight all round, the Chaos Spawn and the
Dragon Ogres' scorn of terror (the Chaos list's), the Shaggoth's terror and badly hurt (the Orcs' Giant's, 5-7
of its 8 Hits to 4 and 4), the Tuskgor Chariot mount (the chariot mount's +1), Chaos Bolt (the bolt) and
Hunting for Gore! (the order spell). Carried out here:

- Ambush: up to half the Gor units and half the Ungor units, rounded down, each kind counted apart, may be held
  back (``INFILTRATORS_HALF``).
- The Shaggoth is never brigaded: he is ordered on his own.
- Doombull: the unit he joins causes terror; Gor, Ungor and Bestigors he joins are seized by Bloodlust, which
  lasts to the end of their side's next Command phase though he leave them.
- Spells: Traitor Kin (an enemy cavalry, chariot or monster unit may not use initiative and its orders cost -1,
  to the end of the enemy's next turn) and Power of Herd (every Gor, Ungor and Centigor unit in combat within
  range, and the characters with them, +1 Attack a stand this Combat phase).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core import hooks
from game.core.dice import Dice
from game.core.events import Event, Modifier
from game.core.magic import effects, record
from game.core.magic.actions import Cast
from game.core.magic.strike import spell_effect
from game.core.profiles import SpellProfile
from game.core.questions import BRIGADES, CAUSES_TERROR, INFILTRATORS_HALF, NEVER_USES_INITIATIVE, Question
from game.core.ruleset import RulesModule, SpecialRule
from game.core.specials.answers import answer_is
from game.core.specials.skaven import SKAVEN
from game.core.state import Character, GameState, Unit

# Lasting flag: an enemy unit under Traitor Kin (to the end of the enemy's next turn).
TRAITOR = "traitor_kin"
# Lasting flag: Gor, Ungor or Bestigors a Doombull has joined keep his Bloodlust until the end of their side's
# next Command phase; its value is the ply of that turn.
MADDENED = "doombull_bloodlust"
# The troops Power of Herd stirs, and the troops a Doombull maddens.
HERD_KINDS = ("Gor", "Ungor", "Centigors")
MADDENED_KINDS = ("Gor", "Ungor", "Bestigors")
SLACK_MM = 0.01

RULES: dict[str, tuple[str, str]] = {
    "specials.ambush": (
        "Ambush",
        "Up to half the Gor units and half the Ungor units may be held back and come on later by an order to "
        "dense terrain or a table edge other than the enemy's.",
    ),
    "specials.bloodlust": (
        "Bloodlust",
        "Minotaurs charge whenever they can on initiative, take no orders then, never evade, always pursue, are "
        "never driven back by shooting and scorn terror.",
    ),
    "specials.shaggoth": ("Dragon Ogre Shaggoth", "The Shaggoth is never brigaded: he is ordered on his own."),
    "specials.doombull": (
        "Doombull",
        "The unit the Doombull joins causes terror; Gor, Ungor or Bestigors he joins have Bloodlust to the end of "
        "their next Command phase.",
    ),
    "magic.traitor_kin": (
        "Traitor Kin",
        "An enemy cavalry, chariot or monster unit may not use initiative and orders to it or its brigade cost -1, "
        "until the end of the enemy's next turn.",
    ),
    "magic.power_of_herd": (
        "Power of Herd",
        "Every Gor, Ungor and Centigor unit in combat within range, and the characters with them, fight with +1 "
        "Attack a stand this Combat phase, in the fight they are in: a unit that advances into a new fight leaves it "
        "behind.",
    ),
}



def _answers_of(module: RulesModule, rule: str) -> dict[Any, Any]:
    return dict(next(s for s in module.specials if s.id == rule).answers)



# ---------------------------------------------------------------- The Doombull


def doombulls(state: GameState, unit: Unit) -> list[Character]:
    """The live Doombulls who have joined the unit."""
    return [c for c in state.live_characters(unit.side)
            if c.joined == unit.id and not c.off_table and "doombull" in state.character_profile(c).special]


def doombull_terror(state: GameState, unit: Unit, answer: bool) -> bool:
    """The ``CAUSES_TERROR`` answer: the unit a Doombull has joined."""
    return answer or bool(doombulls(state, unit))


_FRENZY = _answers_of(SKAVEN, "plague_monks")


def _next_command_ply(state: GameState, side: int) -> int:
    now = effects.ply(state)
    return now + 2 if state.active == side else now + 1


def maddened(state: GameState, unit: Unit) -> bool:
    """Gor, Ungor or Bestigors with a Doombull, or whose Bloodlust from him lasts (through their next Command
    phase)."""
    if unit.profile not in MADDENED_KINDS:
        return False
    if doombulls(state, unit):
        return True
    until = unit.flags.get(MADDENED, 0)
    now = effects.ply(state)
    return now < until or (now == until and state.phase == "command")


def mark_maddened(state: GameState, dice: Dice) -> list[Event]:
    """``AFTER_ACTION``: the Bloodlust a Doombull brings is kept on the unit, to outlast his leaving."""
    for side in (0, 1):
        for unit in state.live_units(side):
            if unit.profile in MADDENED_KINDS and doombulls(state, unit):
                until = _next_command_ply(state, side)
                effects.set_lasting(unit, MADDENED, until, until)
    return []


def _maddened(question: Question[Any]) -> Callable[[GameState, Unit, Any], Any]:
    """The Plague Monks' answer to ``question``, for Gor, Ungor or Bestigors a Doombull maddens."""
    frenzy = _FRENZY[question]

    def answer(state: GameState, unit: Unit, so_far: Any) -> Any:
        return frenzy(state, unit, so_far) if maddened(state, unit) else so_far

    return answer


# ---------------------------------------------------------------- Spells


def resolve_traitor(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    """Traitor Kin: no initiative and -1 to its orders, to the end of the enemy's next turn."""
    unit = state.units[action.target]
    record.note_affected(state, spell.name, unit.id)
    effects.set_lasting(unit, TRAITOR, 1, effects.ply(state) + 1)
    return [spell_effect(spell, unit, "sees its beasts turn on it: no initiative, and -1 to orders to it or its brigade, "
                    "until the end of its next turn", "magic.traitor_kin")]


def traitor_initiative(state: GameState, unit: Unit, answer: str) -> str:
    """The ``NEVER_USES_INITIATIVE`` answer: a unit under Traitor Kin."""
    return answer or (f"{unit.name} are under Traitor Kin" if unit.flags.get(TRAITOR) else "")


def traitor_command(state: GameState, ch: Character, units: list[Unit]) -> list[Modifier]:
    """``COMMAND_MODIFIERS``: -1 to an order to a unit under Traitor Kin, or a brigade holding one."""
    if any(u.flags.get(TRAITOR) for u in units):
        return [Modifier(-1, "magic.traitor_kin", "Traitor Kin")]
    return []


def resolve_herd(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    """Power of Herd: +1 Attack a stand, characters too, for every herd unit in combat within range."""
    from game.core.magic.casting import spell_range

    reach = spell.range_mm or 0
    events: list[Event] = []
    for unit in state.live_units(ch.side):
        if unit.off_table or not unit.engaged or unit.profile not in HERD_KINDS or not effects.helped(state, unit):
            continue
        if spell_range(state, ch, unit) > reach + SLACK_MM:
            continue
        record.note_affected(state, spell.name, unit.id)
        effects.set_lasting(unit, effects.HERD, 1, effects.ply(state))
        events.append(spell_effect(spell, unit, "fights with +1 Attack on every stand, and for the character with it, "
                              "this Combat phase", "magic.power_of_herd"))
    return events


# ---------------------------------------------------------------- The module

BEASTMEN = RulesModule(
    id="beastmen",
    title="Beastmen",
    description="Ambushing Gor and Ungor, the Minotaurs' Bloodlust, the Shaggoth, the Doombull and the Bray "
    "Shamans' spells.",
    requires=("skaven", "wood-elves", "dwarfs", "chaos", "orcs"),
    specials=(
        SpecialRule("ambush", "Ambush", {INFILTRATORS_HALF: answer_is(True)}),
        # The Plague Monks' frenzy, the same rule to the letter.
        SpecialRule("bloodlust", "Bloodlust", _FRENZY),
        SpecialRule("shaggoth", "Dragon Ogre Shaggoth", {BRIGADES: answer_is("never")}),
        # The terror and the Bloodlust he brings come through the module's answers below.
        SpecialRule("doombull", "Doombull"),
    ),
    answers={
        CAUSES_TERROR: doombull_terror,
        NEVER_USES_INITIATIVE: traitor_initiative,
        **{q: _maddened(q) for q in _FRENZY},
    },
    hooks={hooks.COMMAND_MODIFIERS: (traitor_command,), hooks.AFTER_ACTION: (mark_maddened,)},
    spell_effects={"traitor_kin": resolve_traitor, "power_of_herd": resolve_herd},
    rulebook=RULES,
)
