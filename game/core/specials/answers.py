"""Answers the army modules give to questions (``game.core.questions``), the same for every unit carrying a rule."""

from __future__ import annotations

from collections.abc import Callable

from game.core.state import GameState, Unit


def answer_is(value: object) -> Callable[[GameState, Unit, object], object]:
    """An answer that is always ``value``, whatever came before."""
    return lambda state, unit, answer: value


def answer_naming(words: str) -> Callable[[GameState, Unit, object], str]:
    """A reason naming the unit's troop type (``{name}``) or the unit itself (``{unit}``)."""
    return lambda state, unit, answer: words.format(name=state.unit_profile(unit).name, unit=unit.name)


def army_rule(state: GameState, unit: Unit, rule: str) -> bool:
    """Whether an army-wide rule of the unit's list binds it: the list names it and the unit is no Regiment of
    Renown (hired regiments keep none of their paymaster's army rules, good or bad)."""
    if state.unit_profile(unit).has("regiment_of_renown"):
        return False
    return any(r.name == rule for r in state.army_of(unit).special_rules)
