"""The odds of the power spells, for the duel dialog and the computer opponents: who wins an arcane duel for
given stakes, and what arcane terror may cost. Only what a player at the table knows goes in: the other
Wizard's pool is on his card, his stake is face down."""

from __future__ import annotations

from functools import cache

from game.core.fantasy_warriors import power
from game.core.fantasy_warriors.duel import dice_for
from game.core.fantasy_warriors.power_spells import terror_cost
from game.core.state import Character, GameState, Unit


@cache
def _sums(n: int) -> tuple[float, ...]:
    """The chance of each total 0..6n on n D6."""
    dist = [1.0]
    for _ in range(n):
        nxt = [0.0] * (len(dist) + 6)
        for total, p in enumerate(dist):
            for face in range(1, 7):
                nxt[total + face] += p / 6
        dist = nxt
    return tuple(dist)


def duel_odds(mine: int, theirs: int) -> tuple[float, float, float]:
    """(win, tie, lose) for the side staking ``mine`` against ``theirs``."""
    a, b = _sums(dice_for(mine)), _sums(dice_for(theirs))
    win = tie = 0.0
    for ta, pa in enumerate(a):
        if not pa:
            continue
        for tb, pb in enumerate(b):
            if ta > tb:
                win += pa * pb
            elif ta == tb:
                tie += pa * pb
    return win, tie, 1.0 - win - tie


def full_stake(points: int) -> int:
    """The most a Wizard can stake in whole dice."""
    return points - points % 5


def answer_odds(state: GameState, target: Character, challenger: Character, stake: int) -> tuple[float, float, float]:
    """The target's (win, tie, lose) staking ``stake``, guessing the challenger staked all his pool in whole dice."""
    return duel_odds(stake, full_stake(power.power_left(state, challenger)))


def terror_costs(state: GameState, ch: Character, unit: Unit) -> tuple[int, int, int]:
    """Arcane terror's cost on a roll of 1-2, 3-4 and 5-6."""
    base = terror_cost(state, ch, unit)
    return base // 2, base, base * 2


def terror_range(state: GameState, ch: Character, unit: Unit) -> float:
    """The range (mm) arcane terror's cost counts, from the Wizard or his unit to the target."""
    from game.core.magic.casting import spell_range

    return spell_range(state, ch, unit)
