"""Confusion (digest 7): who may be confused, making a unit confused, and the D6 test for it.

Every way a unit becomes confused (a 6 among drive-back dice, making way, a burst through, a fall back
that cannot clear, a spell) comes through ``confuse``, and whether it can be confused at all is the rule
question ``MAY_BE_CONFUSED``, answered by the game's ruleset over the unit's special rules (undead never
are). Confusion ends at the end of the unit's own Command phase (the "command" module's step hook).
"""

from __future__ import annotations

from game.core import rulebook
from game.core.dice import Dice
from game.core.events import Confused, DiceRolled, Event
from game.core.ruleset import Question, RulesModule, SpecialRule
from game.core.state import GameState, Unit

MAY_BE_CONFUSED: Question[bool] = Question("may_be_confused", "Whether the unit can become confused at all.", True)


def can_be_confused(state: GameState, unit: Unit) -> bool:
    """Whether the unit can become confused: the ruleset's answer, and no lasting effect against it."""
    return not unit.flags.get("never_confused") and state.ruleset.ask(MAY_BE_CONFUSED, state, unit)


def confuse(state: GameState, unit: Unit, cause: str, rule: str) -> list[Event]:
    """Make the unit confused (no event if it already is, or cannot be)."""
    if unit.confused or not unit.alive or not can_be_confused(state, unit):
        return []
    from game.core import hooks

    for instead in state.ruleset.hook(hooks.CONFUSED_INSTEAD):
        done = instead(state, unit, cause, rule)
        if done is not None:
            return done
    unit.confused = True
    return [Confused(unit=unit.id, unit_name=unit.name, cause=cause, rule=rule)]


def confusion_test(state: GameState, unit: Unit, dice: Dice, why: str, rule: str) -> list[Event]:
    """Roll a D6 for confusion: a 6 confuses the unit. Units that cannot be confused, or already are, do not
    roll."""
    if not unit.alive or unit.confused or not can_be_confused(state, unit):
        return []
    face = dice.roll(1, 6, f"{unit.name}: confusion test {why}")[0]
    face, again = roll_again(state, unit, face, dice, f"confusion test {why}")
    events: list[Event] = [
        *again,
        DiceRolled(
            purpose=f"{unit.name}: confusion test {why}",
            sides=6,
            faces=(face,),
            target=6,
            success=face == 6,
            outcome="confused" if face == 6 else "keeps its order",
            side=unit.side,
            rule=rule,
        )
    ]
    if face == 6:
        events += confuse(state, unit, f"rolled a 6 {why}", rule)
    return events


def roll_again(state: GameState, unit: Unit, face: int, dice: Dice, purpose: str) -> tuple[int, list[Event]]:
    """A 6 that would confuse the unit, rolled again where a rule module allows it (``hooks.CONFUSION_REROLL``):
    the new face and the events; the face unchanged when no module allows it."""
    from game.core import hooks

    if face != 6 or not can_be_confused(state, unit):
        return face, []
    for grant in state.ruleset.hook(hooks.CONFUSION_REROLL):
        why = grant(state, unit, purpose)
        if why:
            new = dice.roll(1, 6, f"{unit.name}: {purpose}, rolled again")[0]
            event = DiceRolled(
                purpose=f"{unit.name}: a 6 on its {purpose} rolled again ({why})",
                sides=6,
                faces=(new,),
                success=new != 6,
                outcome="a 6 again: it stands" if new == 6 else f"a {new} replaces the 6",
                side=unit.side,
                rule="confusion.roll_again",
            )
            return new, [event]
    return face, []


def _never(state: GameState, unit: Unit, answer: bool) -> bool:
    return False


MODULE = RulesModule(
    id="confusion",
    title="Confusion",
    description="Units thrown into confusion by drive backs, friends bursting through or making way, and their "
    "recovery at the end of their own Command phase.",
    specials=(SpecialRule("never_confused", "Never confused", {MAY_BE_CONFUSED: _never}),),
    rulebook=rulebook.section("confusion"),
)
