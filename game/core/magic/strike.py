"""Spells laid on one unit (digest 6.2, 6.3): Foot of Gork, Gerroff!!!, Waaagh!, Weird Enchantment and the
Tomb Kings' Death Bolt and Touch of Death.

- Foot of Gork: 6 attacks, armour as usual, no drive back (hits short of a stand go at the phase's end).
- Gerroff!!!: the unit is shoved D6 x 5 cm straight towards its own table edge as a drive back from
  shooting: a 6 confuses it, it never routs, and leaving the table rolls on the off-table chart.
- Waaagh! (RALLY+1): every stand, and the joined character who fights, +1 Attack in the next Combat phase.
- Weird Enchantment: until the end of the enemy's following turn the unit moves at half pace in everything
  it does and fights as if every enemy were terrifying; if it causes terror it stops doing so. Undead and
  Daemons keep their nerve: they are only slowed.
- Death Bolt (BOLT(3)): 3 shooting attacks with no armour save, driven back as usual.
- Touch of Death (TOUCH(3)): 3 attacks with armour on an enemy touching the Wizard's unit, struck in the
  first combat round.
"""

from __future__ import annotations

from game.core import board, carry, confusion
from game.core.combat.attacks import NO_TERROR, TERRIFIED, terrifying
from game.core.dice import Dice
from game.core.events import DiceRolled, Event
from game.core.magic import effects, record
from game.core.magic.actions import Cast
from game.core.magic.events import SpellEffect
from game.core.magic.line import strike
from game.core.profiles import SpellProfile
from game.core.questions import DRIVE_BACK_CONFUSES_ONLY, NOT_FRIGHTENED_BY_SPELLS
from game.core.shooting.driveback import never_driven_back, push_back
from game.core.shooting.events import HitsCarried
from game.core.shooting.volley import volley
from game.core.state import Character, GameState, Unit

FOOT_ATTACKS = 6
BOLT_ATTACKS = 3
TOUCH_ATTACKS = 3
GERROFF_STEP_MM = 50
RALLY_BONUS = 1


def _target(state: GameState, action: Cast) -> Unit:
    unit = state.units[action.target]
    return unit


def spell_effect(spell: SpellProfile, unit: Unit, text: str, rule: str) -> SpellEffect:
    """What a spell did to a unit, as the log says it (every army's spells report through this)."""
    return SpellEffect(spell=spell.name, unit=unit.id, unit_name=unit.name, effect=text, rule=rule)


def resolve_foot(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    unit = _target(state, action)
    record.note_affected(state, spell.name, unit.id)
    events: list[Event] = [
        spell_effect(spell, unit, f"is stamped on: {FOOT_ATTACKS} attacks, and no drive back", "magic.foot_of_gork")
    ]
    caster = board.character_base(state, ch)
    return events + strike(
        state, ch, spell, unit, FOOT_ATTACKS, [caster], dice, rule="magic.foot_of_gork", drive_back=False
    )


def resolve_bolt(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    unit = _target(state, action)
    record.note_affected(state, spell.name, unit.id)
    caster = board.character_base(state, ch)
    return strike(state, ch, spell, unit, BOLT_ATTACKS, [caster], dice, rule="magic.bolt", no_saves=True)


def resolve_touch(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    return touch(state, ch, spell, action, dice, TOUCH_ATTACKS)


def touch(
    state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice, attacks: int,
    *, no_saves: bool = False, rule: str = "magic.touch",
) -> list[Event]:
    """TOUCH(n): ``attacks`` attacks on an enemy touching his unit, struck in its first round; armour saves as
    usual unless ``no_saves`` (the Dark Elves' Soul Stealer)."""
    unit = _target(state, action)
    record.note_affected(state, spell.name, unit.id)
    caster = board.character_base(state, ch)

    def every_stand() -> list[int]:
        return list(range(len(unit.stands)))

    struck, events = volley(
        state,
        unit,
        attacks,
        dice,
        shooter=ch,  # type: ignore[arg-type]  # volley reads only id, name and side
        shooter_bases=[caster],
        aim=every_stand,
        rule=rule,
        in_the_open=True,
        no_saves=no_saves,
        no_saves_reason=f"no armour save against {spell.name}",
        how=f"strikes with {spell.name}",
    )
    if struck:
        carry.add_first_round_hits(state, unit.id, struck)
        events.append(
            HitsCarried(
                unit=unit.id,
                unit_name=unit.name,
                hits=struck,
                why="they count as struck in the first round of its combat",
                rule=rule,
            )
        )
    return events


def own_edge_direction(state: GameState, unit: Unit) -> tuple[float, float]:
    """Straight towards the unit's own table edge: side 0 the bottom edge, side 1 the top."""
    return (0.0, 1.0) if unit.side == 0 else (0.0, -1.0)


def resolve_gerroff(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    unit = _target(state, action)
    record.note_affected(state, spell.name, unit.id)
    why_not = never_driven_back(state, unit)
    if why_not:
        return [spell_effect(spell, unit, f"stands firm: {why_not}", "magic.gerroff")]
    face = dice.roll(1, 6, f"{unit.name} pushed back by {spell.name}")[0]
    mm = face * GERROFF_STEP_MM
    confused = face == 6 and confusion.can_be_confused(state, unit)
    events: list[Event] = [
        DiceRolled(
            purpose=f"{unit.name} pushed back by {spell.name} (D6 x 5 cm)",
            sides=6,
            faces=(face,),
            total=mm // 10,
            outcome=f"{mm / 10:g} cm towards its own table edge" + (", a 6: confused" if confused else ""),
            side=ch.side,
            rule="magic.gerroff",
        )
    ]
    if face == 6:
        events += confusion.confuse(state, unit, f"a 6 on the {spell.name} roll", "magic.gerroff")
    direction = own_edge_direction(state, unit)
    still = state.ruleset.ask(DRIVE_BACK_CONFUSES_ONLY, state, unit)
    if still:
        return events + _held_against_gerroff(state, unit, spell, mm, still, dice)
    return events + push_back(state, unit, direction, mm, dice, driver=ch.id, driver_name=ch.name)


def _held_against_gerroff(state: GameState, unit: Unit, spell: SpellProfile, mm: int, why: str, dice: Dice) -> list[Event]:
    """A unit shooting never moves (a laagered War Wagon) stays put; had the push carried it off the table, a
    second die confuses it on a 6."""
    t = board.table(state)
    boxes = [b.bounds() for b in t.bases_of(unit.id)]
    off = (max(b[3] for b in boxes) + mm > state.table_h) if unit.side == 0 else (min(b[1] for b in boxes) - mm < 0)
    events: list[Event] = [spell_effect(spell, unit, f"stays where it is: {why}", "magic.gerroff")]
    if not off:
        return events
    face = dice.roll(1, 6, f"{unit.name} would have left the table")[0]
    confused = face == 6 and confusion.can_be_confused(state, unit)
    events.append(DiceRolled(purpose=f"{unit.name} would have been pushed off the table", sides=6, faces=(face,),
                             total=face, outcome="a 6: confused" if confused else "it keeps its order",
                             side=1 - unit.side, rule="magic.gerroff"))
    if confused:
        events += confusion.confuse(state, unit, f"a 6: {spell.name} shook the laager", "magic.gerroff")
    return events


def resolve_rally(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    unit = _target(state, action)
    record.note_affected(state, spell.name, unit.id)
    effects.set_lasting(unit, effects.RALLY, unit.flags.get(effects.RALLY, 0) + RALLY_BONUS, effects.ply(state))
    return [
        spell_effect(
            spell,
            unit,
            "is roused: +1 Attack for every stand, and for the character who fights with it, this Combat phase",
            "magic.rally",
        )
    ]


def resolve_weird(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    unit = _target(state, action)
    record.note_affected(state, spell.name, unit.id)
    until = effects.ply(state) + 1  # to the end of the enemy's following turn
    effects.set_lasting(unit, effects.HALF_PACE, 1, until)
    steady = state.ruleset.ask(NOT_FRIGHTENED_BY_SPELLS, state, unit)
    parts = ["moves at half pace in everything it does"]
    if steady:
        parts.append("but, being hard to spook, is not frightened")
    else:
        if terrifying(state, unit):
            effects.set_lasting(unit, NO_TERROR, 1, until)
            parts.append("no longer causes terror")
        effects.set_lasting(unit, TERRIFIED, 1, until)
        parts.append("counts every enemy as terrifying")
    text = ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else parts[0]
    return [
        spell_effect(
            spell, unit, f"is bewitched until the end of its side's next turn: it {text}", "magic.weird_enchantment"
        )
    ]
