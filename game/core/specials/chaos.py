"""The Chaos army's special rules and spells (digest 10.7, 6.3): one rule module, ``CHAOS``.

Ogres, Trolls, terror, all-round vision, shooting that never drives back and the Chaos Dragon (the High
Elves' Dragon mount, breath and all) are other armies' rules, reused. Carried out here:

- Harpies fly and face their long edge (their profile), and no character may join them.
- Chaos Spawn: an order to Spawn costs -1 unless the brigade holds more units that are not Spawn than
  Spawn; a brigade may take two Spawn on top of its four units; a Spawn is never driven back by shooting,
  causes terror and always pursues or advances when it may.
- Spells: Boon of Chaos (the Waaagh!'s +1 Attack, cast on the Sorcerer's own engaged unit), Anger of the
  Gods (-1 to every order to an enemy unit within 30 cm of the Sorcerer, through the enemy's next turn),
  Rage of Chaos (dice rolled one at a time and added to a fighting unit's Attacks every round, unless one
  repeats: then the total strikes the unit itself), Curse of Chaos (the bolt pattern).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core import board, hooks
from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import Event, Modifier, Narration
from game.core.magic import effects, record
from game.core.magic.actions import Cast
from game.core.magic.strike import spell_effect
from game.core.profiles import SpellProfile
from game.core.questions import BRIGADE_SLOT, CAUSES_TERROR, MUST_PURSUE, NEVER_JOINED
from game.core.ruleset import Handler, RulesModule, SpecialRule
from game.core.shooting.fire import settle
from game.core.shooting.volley import volley
from game.core.specials.answers import answer_is
from game.core.state import Character, GameState, Unit

ANGER = "anger_of_the_gods"
ANGER_MM = 300
SLACK_MM = 0.01
# Rage of Chaos on a unit: the dice still being rolled (RAGE_OPEN, the total so far and which faces came up,
# one bit a face), then the extra Attack dice it rolls every round (RAGE).
RAGE_OPEN = "rage_open"
RAGE_TOTAL = "rage_total"
RAGE_SEEN = "rage_seen"
RAGE_DICE = "rage_dice"
RAGE = "rage_of_chaos"
# Which spell of rolled frenzy dice it was, as its place in FRENZIES plus one (the Skaven's Death Frenzy is
# worked out the same way), kept while the dice are rolled (RAGE_OPEN) and with the total (RAGE_KIND).
RAGE_KIND = "rage_kind"
FRENZIES = ("Rage of Chaos", "Death Frenzy")

RULES: dict[str, tuple[str, str]] = {
    "specials.harpies": ("Harpies", "Harpies fly and face their long edge; no character may join them."),
    "specials.spawn": (
        "Chaos Spawn",
        "An order to Spawn costs -1 unless more units of its brigade are not Spawn than are; a brigade may take "
        "two Spawn on top of its four units; Spawn cause terror, are never driven back and always pursue.",
    ),
    "magic.anger_of_the_gods": (
        "Anger of the Gods",
        "Until the end of the enemy's next turn, every order to an enemy unit within 30 cm of the Sorcerer "
        "costs -1.",
    ),
    "magic.rage_of_chaos": (
        "Rage of Chaos",
        "Dice rolled one at a time, up to one a stand, are added to the unit's Attacks every round of this "
        "Combat phase; if one repeats an earlier face, the total strikes the unit itself in the first round.",
    ),
}


def frenzy(unit: Unit) -> str:
    """The name of the frenzy spell being rolled for, or fought with by, the unit."""
    kind = int(unit.flags.get(RAGE_OPEN, 0) or unit.flags.get(RAGE_KIND, 0) or 1)
    return FRENZIES[kind - 1] if 0 < kind <= len(FRENZIES) else FRENZIES[0]



def _no_riders(state: GameState, unit: Unit, answer: object) -> str:
    return f"no character may join {unit.name}"


# ---------------------------------------------------------------- Chaos Spawn


def _spawn(state: GameState, unit: Unit) -> bool:
    return "spawn" in state.unit_profile(unit).special


def command_modifiers(state: GameState, ch: Character, units: list[Unit]) -> list[Modifier]:
    """Spawn without more other units than Spawn in the order: -1; an enemy Sorcerer's Anger nearby: -1."""
    out: list[Modifier] = []
    spawn = [u for u in units if _spawn(state, u)]
    if spawn and len(units) - len(spawn) <= len(spawn):
        out.append(Modifier(-1, "specials.spawn", "Chaos Spawn without enough other units in the brigade"))
    angry = _angry_sorcerer(state, ch.side, units)
    if angry is not None:
        # Named as the caster's army names the spell (Araby's Sand Storm is the same rule).
        spell = next((sp.name for sp in state.sides[angry.side].army.spells if sp.effect == ANGER), "Anger of the Gods")
        out.append(Modifier(-1, "magic.anger_of_the_gods", f"{spell} ({angry.name})"))
    return out


def _angry_sorcerer(state: GameState, side: int, units: list[Unit]) -> Character | None:
    """An enemy Sorcerer under Anger of the Gods within 30 cm of any unit of the order, checked as it is given."""
    sorcerers = [c for c in state.live_characters(1 - side) if c.flags.get(ANGER)]
    if not sorcerers:
        return None
    t = board.table(state)
    for c in sorcerers:
        if any(t.owner_distance(c.id, u.id) <= ANGER_MM + SLACK_MM for u in units):
            return c
    return None


# ---------------------------------------------------------------- Spells



def resolve_anger(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    """Anger of the Gods: the Sorcerer carries the curse until the end of the enemy's next turn."""
    ch.flags[ANGER] = 1
    ch.flags[ANGER + effects.UNTIL] = effects.ply(state) + 1
    return [
        Narration(
            message=f"{spell.name}: until the end of the enemy's next turn every order to an enemy unit within "
            f"30 cm of {ch.name} costs -1",
            rule="magic.anger_of_the_gods",
        )
    ]


def resolve_boon(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    """Boon of Chaos: +1 Attack for every stand of his unit and the character who fights with it, this phase."""
    unit = state.units[action.target]
    record.note_affected(state, spell.name, unit.id)
    effects.set_lasting(unit, effects.BOON, 1, effects.ply(state))
    return [
        spell_effect(spell, unit, "is blessed: +1 Attack for every stand, and for the character who fights with it, "
                "this Combat phase", "magic.rally")
    ]


def resolve_rage(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    """Rage of Chaos: the first die is rolled at once; more may follow (``RageDie``) until the player stops."""
    unit = state.units[action.target]
    record.note_affected(state, spell.name, unit.id)
    unit.flags[RAGE_OPEN] = FRENZIES.index(spell.name) + 1 if spell.name in FRENZIES else 1
    unit.flags[RAGE_TOTAL] = 0
    unit.flags[RAGE_SEEN] = 0
    unit.flags[RAGE_DICE] = 0
    return [spell_effect(spell, unit, "is seized by rage: roll its dice one at a time", "magic.rage_of_chaos"),
            *_roll_rage(state, unit, dice)]


def _roll_rage(state: GameState, unit: Unit, dice: Dice) -> list[Event]:
    name = frenzy(unit)
    face = dice.roll(1, 6, f"{name} on {unit.name}")[0]
    seen = int(unit.flags.get(RAGE_SEEN, 0))
    total = int(unit.flags.get(RAGE_TOTAL, 0)) + face
    unit.flags[RAGE_DICE] = int(unit.flags.get(RAGE_DICE, 0)) + 1
    if seen & (1 << face):
        _close(unit)
        said = Narration(message=f"{name} on {unit.name}: a {face} again - the rage turns inward, "
                         f"{total} attacks strike {unit.name} itself in the first round", rule="magic.rage_of_chaos")
        return [said, *_backfire(state, unit, total, dice)]
    unit.flags[RAGE_SEEN] = seen | (1 << face)
    unit.flags[RAGE_TOTAL] = total
    if unit.flags[RAGE_DICE] >= len(unit.stands):
        return [Narration(message=f"{name} on {unit.name}: a {face}, {total} in all, one die a stand: "
                          "the rage is set", rule="magic.rage_of_chaos"), *_settle(state, unit)]
    return [Narration(message=f"{name} on {unit.name}: a {face}, {total} in all; roll again or stop",
                      rule="magic.rage_of_chaos")]


def _close(unit: Unit) -> None:
    for key in (RAGE_OPEN, RAGE_TOTAL, RAGE_SEEN, RAGE_DICE):
        unit.flags.pop(key, None)


def _settle(state: GameState, unit: Unit) -> list[Event]:
    total = int(unit.flags.get(RAGE_TOTAL, 0))
    kind = int(unit.flags.get(RAGE_OPEN, 1))
    _close(unit)
    effects.set_lasting(unit, RAGE, total, effects.ply(state))
    effects.set_lasting(unit, RAGE_KIND, kind, effects.ply(state))
    return [Narration(message=f"{unit.name} fights with {total} more Attacks in every round of this Combat phase",
                      rule="magic.rage_of_chaos")]


@dataclass(frozen=True)
class RageDie(Action):
    """Roll one more die for Rage of Chaos on a unit (``stop``: roll no more, and the total stands)."""

    kind: ClassVar[str] = "rage"
    unit: str
    stop: bool = False

    def __str__(self) -> str:
        return f"{self.unit}: {'stop the rage there' if self.stop else 'roll one more die for the rage'}"


def _open(state: GameState) -> list[Unit]:
    return [u for u in state.live_units(state.active) if u.flags.get(RAGE_OPEN)]


def check_rage(state: GameState, action: RageDie) -> list[str]:
    unit = state.units.get(action.unit)
    if unit is None or not unit.flags.get(RAGE_OPEN) or unit.side != state.active:
        return ["no frenzy dice are being rolled for that unit"]
    return []


def apply_rage(state: GameState, action: RageDie, dice: Dice) -> list[Event]:
    unit = state.units[action.unit]
    return _settle(state, unit) if action.stop else _roll_rage(state, unit, dice)


def legal_rage(state: GameState) -> list[RageDie]:
    return [RageDie(u.id, stop) for u in _open(state) for stop in (False, True)]


def rage_waits(state: GameState) -> str | None:
    """The phase cannot go on while a Rage of Chaos is still being rolled."""
    units = _open(state)
    return f"roll on or stop the {frenzy(units[0])} on {units[0].name} first" if units else None


def rage_die(state: GameState, unit: Unit) -> list[Modifier]:
    """The ``ONE_STAND_MODIFIERS`` hook: the rage's total is the unit's extra dice, every round."""
    extra = int(unit.flags.get(RAGE, 0))
    return [Modifier(extra, "magic.rage_of_chaos", frenzy(unit))] if extra else []


def _backfire(state: GameState, unit: Unit, total: int, dice: Dice) -> list[Event]:
    """The rage turns inward: ``total`` attacks on the unit itself, its hits carried into the first round."""

    def every_stand() -> list[int]:
        return list(range(len(unit.stands)))

    bases = board.unit_bases(state, unit)
    struck, events = volley(
        state, unit, total, dice, shooter=unit, shooter_bases=bases, aim=every_stand, rule="magic.rage_of_chaos",
        how="turns its rage on",
    )
    return events + settle(state, unit, struck, bases)


CHAOS = RulesModule(
    id="chaos",
    title="Chaos",
    description="Chaos Spawn, Harpies and the Sorcerers' dark gifts.",
    requires=("high-elves",),
    specials=(
        SpecialRule("harpies", "Harpies", {NEVER_JOINED: _no_riders}),
        SpecialRule(
            "spawn",
            "Chaos Spawn",
            {BRIGADE_SLOT: answer_is(False), MUST_PURSUE: answer_is(True), CAUSES_TERROR: answer_is(True)},
        ),
    ),
    actions={"rage": Handler(check_rage, apply_rage, legal_rage, rage_waits)},
    hooks={hooks.COMMAND_MODIFIERS: (command_modifiers,), hooks.ONE_STAND_MODIFIERS: (rage_die,)},
    spell_effects={
        "boon_of_chaos": resolve_boon,
        "anger_of_the_gods": resolve_anger,
        "rage_of_chaos": resolve_rage,
    },
    rulebook=RULES,
)
