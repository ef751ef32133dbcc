"""The Norse special rules and spells (digest 10.23, 6.3): one rule module, ``NORSE``.

Other armies' rules, reused: Men (the Empire's), the Storm Giant (the Orcs' Giant: brigaded only with Giants,
going wild, badly hurt, terror), the War Mammoth's terror and badly hurt (6-9 of its 10 Hits, to 5 Hits and
4 Attacks, the Orcs' rule), its 40 x 60 mm base (its profile), flying (the Valkyries' profile) and the
Berserkers' frenzy, which is the Skaven Plague Monks' to the letter. Carried out here:

- Valkyries charge any enemy they can reach on initiative and take no order instead, never evade and scorn
  terror (unlike Berserkers they may be driven back, and need not pursue).
- Ulfwerener face the short edge (their profile), charge an enemy in the open with +1 more as monsters do, may
  pursue any troop type, never support nor are supported, and are joined only by a Were Kin character.
- Were Kin: +1 Attack and terror for the unit the character joins (the mount entry's bonus and terror).
- Horn of Resounding: once a battle, in his Command phase, the Shaman sounds it: +1 Command to his orders for
  that turn (``sound_horn``).
- The War Mammoth's siege work has no place in a pitched battle and is left to the list's text.
- Spells: Aspect of Wulfen (a friendly unit causes terror in this turn's Combat phase), Thunder of Fo'Wor (the
  line pattern), Eye of the Raven (``norse_raven``), Spite of Low'Key (until the end of the enemy's next
  Command phase, any double an enemy character other than the General rolls for an order within 30 cm of the
  Shaman is a blunder).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from game.core import board, hooks
from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import Event, Modifier, Narration
from game.core.magic import effects, record
from game.core.magic.actions import Cast
from game.core.magic.strike import spell_effect
from game.core.profiles import SpellProfile
from game.core.questions import (
    CAUSES_TERROR,
    EXTRA_CHARGE_ATTACK,
    IGNORES_TERROR,
    MAY_PURSUE_ANY,
    MUST_CHARGE_AT,
    NEVER_EVADES,
    NEVER_SUPPORTS,
)
from game.core.ruleset import Handler, RulesModule, SpecialRule
from game.core.specials import norse_raven as raven
from game.core.specials.answers import answer_is, answer_naming
from game.core.specials.skaven import SKAVEN
from game.core.state import Character, GameState, Unit

HORN = "horn_of_resounding"
HORN_USED = "horn_sounded"
HORN_PLY = "horn_ply"
# Lasting flags: a unit under Aspect of Wulfen (this ply); a Shaman whose Spite of Low'Key curses the enemy.
ASPECT = "aspect_of_wulfen"
SPITE = "spite_of_low_key"
SPITE_MM = 300
SLACK_MM = 0.01

RULES: dict[str, tuple[str, str]] = {
    "specials.berserkers": (
        "Berserkers",
        "Berserkers charge whenever they can on initiative, take no orders then, never evade, always pursue, are "
        "never driven back by shooting and scorn terror.",
    ),
    "specials.valkyries": (
        "Valkyries",
        "Valkyries fly, charge whenever they can on initiative and take no orders then, never evade and scorn terror.",
    ),
    "specials.ulfwerener": (
        "Ulfwerener",
        "Ulfwerener face the short edge, charge an enemy in the open with +1 more, may pursue any troop type, never "
        "support nor are supported, and only a Were Kin character may join them.",
    ),
    "specials.were_kin": ("Were Kin", "A Were Kin character has +1 Attack and the unit he joins causes terror."),
    "specials.horn_of_resounding": (
        "Horn of Resounding",
        "Once a battle, in his Command phase, the Shaman sounds the Horn: +1 Command to his orders that turn.",
    ),
    "specials.mammoth": (
        "War Mammoth",
        "The War Mammoth stands on a 40 x 60 mm base, causes terror and is badly hurt at 6-9 hits (to 5 Hits, "
        "4 Attacks).",
    ),
    "magic.aspect_of_wulfen": ("Aspect of Wulfen", "A friendly unit causes terror in this turn's Combat phase."),
    raven.RULE: (
        "Eye of the Raven",
        "Until the end of your next Command phase, one die of a failed order (not a blunder), of the Blunder "
        "table or of a failed casting roll may be rolled again, once.",
    ),
    "magic.spite_of_low_key": (
        "Spite of Low'Key",
        "Until the end of the enemy's next Command phase, any double an enemy character other than the General "
        "rolls for an order within 30 cm of the Shaman is a blunder.",
    ),
}




def _answers_of(module: RulesModule, rule: str) -> dict[Any, Any]:
    return dict(next(s for s in module.specials if s.id == rule).answers)


# ---------------------------------------------------------------- Ulfwerener and Were Kin


def were_kin(state: GameState, ch: Character) -> bool:
    mount = state.mount_profile(ch)
    return mount is not None and "were_kin" in mount.special


def joins_only_were_kin(state: GameState, ch: Character, pose: object, join: str) -> list[str]:
    """The ``CHARACTER_MOVE_CHECK`` hook: only a Were Kin character may join the Ulfwerener."""
    unit = state.units.get(join or "")
    if unit is None or not state.unit_profile(unit).has("ulfwerener") or were_kin(state, ch):
        return []
    return [f"only a Were Kin character may join {unit.name}, and {ch.name} is not"]


# ---------------------------------------------------------------- Horn of Resounding (and the Pay Wagon)

# Mount items that give their rider +1 to his orders for one turn, once a battle: the Norse Shaman's Horn, and
# the Dogs of War Paymaster's Pay Wagon (the same rule; the Dogs of War module names it and reuses this one).
PAY_WAGON = "pay_wagon"
BOOST_ITEMS: dict[str, tuple[str, str]] = {
    HORN: ("Horn of Resounding", "sounds the Horn of Resounding"),
    PAY_WAGON: ("Pay Wagon", "opens the Pay Wagon to his men"),
}


@dataclass(frozen=True)
class SoundHorn(Action):
    """The rider sounds the Horn of Resounding (or opens the Pay Wagon): +1 Command to his orders this turn,
    once a battle."""

    kind: ClassVar[str] = "sound_horn"
    character: str
    item: str = HORN

    def __str__(self) -> str:
        return f"{self.character} {BOOST_ITEMS.get(self.item, BOOST_ITEMS[HORN])[1]}"


def boost_item(state: GameState, ch: Character) -> str:
    """The once-a-battle Command item the character rides (``BOOST_ITEMS``), or ''."""
    mount = state.mount_profile(ch)
    if mount is None:
        return ""
    return next((i for i in BOOST_ITEMS if i in mount.special), "")


def check_horn(state: GameState, action: SoundHorn) -> list[str]:
    ch = state.characters.get(action.character)
    if ch is None or not ch.alive or ch.off_table:
        return [f"there is no character {action.character!r} on the table"]
    name = BOOST_ITEMS.get(action.item, ("that item",))[0]
    if boost_item(state, ch) != action.item:
        return [f"{ch.name} carries no {name}"]
    if ch.side != state.active or state.phase != "command":
        return ["the Horn is sounded in its own side's Command phase" if action.item == HORN
                else f"the {name} is opened in its own side's Command phase"]
    if ch.flags.get(HORN_USED):
        return [f"{ch.name} has already sounded the Horn; it is sounded once a battle" if action.item == HORN
                else f"{ch.name} has already opened the {name}; it is opened once a battle"]
    if state.command.pending is not None:
        return ["finish the move owed first"]
    return []


def apply_horn(state: GameState, action: SoundHorn, dice: Dice) -> list[Event]:
    ch = state.characters[action.character]
    ch.flags[HORN_USED] = 1
    ch.flags[HORN_PLY] = effects.ply(state)
    name, does = BOOST_ITEMS[action.item]
    return [Narration(message=f"{ch.name} {does}: +1 Command to his orders this turn", rule=f"specials.{action.item}")]


def legal_horn(state: GameState) -> list[SoundHorn]:
    if state.phase != "command":
        return []
    out = []
    for ch in state.live_characters(state.active):
        item = boost_item(state, ch)
        if item and not check_horn(state, SoundHorn(ch.id, item)):
            out.append(SoundHorn(ch.id, item))
    return out


def horn_command(state: GameState, ch: Character, units: list[Unit]) -> list[Modifier]:
    """``COMMAND_MODIFIERS``: +1 to the Shaman's orders in the turn he sounded the Horn."""
    if ch.flags.get(HORN_PLY) != effects.ply(state):
        return []
    item = boost_item(state, ch) or HORN
    return [Modifier(1, f"specials.{item}", BOOST_ITEMS[item][0])]


# ---------------------------------------------------------------- Spells



def resolve_aspect(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    """Aspect of Wulfen: the unit causes terror in this turn's Combat phase."""
    unit = state.units[action.target]
    record.note_affected(state, spell.name, unit.id)
    effects.set_lasting(unit, ASPECT, 1, effects.ply(state))
    return [spell_effect(spell, unit, "takes the shape of a monstrous pack: it causes terror in this Combat phase",
                    "magic.aspect_of_wulfen")]


def wulfen_terror(state: GameState, unit: Unit, answer: bool) -> bool:
    """The ``CAUSES_TERROR`` answer: a unit under Aspect of Wulfen, in the Combat phase of its turn."""
    return answer or bool(unit.flags.get(ASPECT) and state.phase == "combat")


def resolve_spite(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    """Spite of Low'Key: the Shaman carries the curse through the enemy's next turn (its Command phase counts)."""
    ch.flags[SPITE] = 1
    ch.flags[SPITE + effects.UNTIL] = effects.ply(state) + 1
    return [Narration(message=f"{spell.name}: until the end of the enemy's next Command phase, any double an enemy "
                      f"Hero or Wizard within 30 cm of {ch.name} rolls for an order is a blunder",
                      rule="magic.spite_of_low_key")]


def spiteful(state: GameState, ch: Character, units: list[Unit], faces: tuple[int, int]) -> str:
    """``ORDER_BLUNDERS``: an enemy character's double within 30 cm of a cursing Shaman is a blunder."""
    t = board.table(state)
    for shaman in state.live_characters(1 - ch.side):
        if shaman.flags.get(SPITE) and not shaman.off_table and not ch.off_table:
            if t.owner_distance(shaman.id, ch.id) <= SPITE_MM + SLACK_MM:
                return f"Spite of Low'Key ({shaman.name}) makes a double {faces[0]} a blunder"
    return ""


# ---------------------------------------------------------------- The module

_FRENZY = _answers_of(SKAVEN, "plague_monks")

NORSE = RulesModule(
    id="norse",
    title="Norse",
    description="Berserkers, Ulfwerener, Valkyries, the Storm Giant and the War Mammoth, and the Shamans' gifts.",
    requires=("orcs", "skaven"),
    specials=(
        # The Plague Monks' frenzy, the same rule to the letter.
        SpecialRule("berserkers", "Berserkers", _FRENZY),
        SpecialRule(
            "valkyries",
            "Valkyries",
            {MUST_CHARGE_AT: answer_is("any"), NEVER_EVADES: answer_is(True), IGNORES_TERROR: answer_is(True)},
        ),
        SpecialRule(
            "ulfwerener",
            "Ulfwerener",
            {
                EXTRA_CHARGE_ATTACK: answer_is(True),
                MAY_PURSUE_ANY: answer_is(True),
                NEVER_SUPPORTS: answer_naming("{unit} never support nor are supported"),
            },
        ),
        SpecialRule("mammoth", "War Mammoth"),
        # The +1 Attack and terror are the mount entry's; the joining rule is the hook below.
        SpecialRule("were_kin", "Were Kin"),
        SpecialRule("horn_of_resounding", "Horn of Resounding"),
    ),
    actions={
        "sound_horn": Handler(check_horn, apply_horn, legal_horn),
        "eye_of_the_raven": Handler(raven.check_reroll, raven.apply_reroll, raven.legal_reroll, raven.blunder_waits),
    },
    answers={CAUSES_TERROR: wulfen_terror},
    hooks={
        hooks.CHARACTER_MOVE_CHECK: (joins_only_were_kin,),
        hooks.COMMAND_MODIFIERS: (horn_command,),
        hooks.ORDER_BLUNDERS: (spiteful,),
        hooks.ORDER_ROLLED: (raven.order_rolled,),
        hooks.CAST_ROLLED: (raven.cast_rolled,),
        hooks.BLUNDER_HELD: (raven.blunder_held,),
        hooks.BEFORE_ACTION: (raven.lapse,),
        hooks.ACTION_CHECK: (raven.refuse_second_eye,),
    },
    state=raven.NorseKept,
    spell_effects={
        "aspect_of_wulfen": resolve_aspect,
        "eye_of_the_raven": raven.resolve_eye,
        "spite_of_low_key": resolve_spite,
    },
    rulebook=RULES,
)
