"""Who fights whom (digest 5.1; 10.0 Giant Goes Wild 2): the two camps of a fight.

Units of different sides are foes. A unit that a rule sets against units of its own side for a while (a
Giant gone wild charging a friend: ``questions.FIGHTS_FRIENDS``) is their foe too, and fights in the other
camp: a fight's attacks, result, casualties and retreats are worked out by camp, which is the side for
every other unit. A fight whose units are all of one side is a fight between friends.
"""

from __future__ import annotations

from game.core.questions import FIGHTS_FRIENDS
from game.core.state import GameState, Unit


def sworn(state: GameState) -> dict[str, frozenset[str]]:
    """Each unit set against friends, with the friends it fights (cached until the table changes)."""
    cached = state._cache.get("combat_sworn")
    if cached is not None:
        return cached  # type: ignore[no-any-return]
    out: dict[str, frozenset[str]] = {}
    for u in state.live_units():
        against = state.ruleset.ask(FIGHTS_FRIENDS, state, u)
        if against:
            out[u.id] = frozenset(against)
    state._cache["combat_sworn"] = out
    return out


def foes(state: GameState, a: str, b: str) -> bool:
    """Whether units ``a`` and ``b`` fight each other when they touch."""
    if state.units[a].side != state.units[b].side:
        return True
    s = sworn(state)
    return b in s.get(a, ()) or a in s.get(b, ())


def camp(state: GameState, unit: Unit | str) -> int:
    """The camp the unit fights in: its side, or the other one while it fights friends."""
    u = state.units[unit] if isinstance(unit, str) else unit
    return 1 - u.side if u.id in sworn(state) else u.side


def between_friends(state: GameState, units: list[str]) -> bool:
    """A fight whose units are all of one side."""
    return len({state.units[u].side for u in units}) == 1


def camp_names(state: GameState, units: list[str]) -> tuple[str, str]:
    """What each camp of a fight is called: the sides' names, or between friends the units' own names."""
    if not between_friends(state, units):
        return state.sides[0].name, state.sides[1].name
    named = [", ".join(state.units[u].name for u in units if camp(state, u) == c) for c in (0, 1)]
    return named[0], named[1]
