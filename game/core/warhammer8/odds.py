"""The odds of the module's decisions, for the challenge dialog and the computer opponents: the chance each
character in a challenge slays the other this round, and the chance aimed attacks slay a character."""

from __future__ import annotations

from dataclasses import dataclass
from math import comb

from game.core.ninth_age import pieces
from game.core.state import Character, GameState
from game.core.warhammer8.fighting import alone_dice


def at_least(n: int, p: float, k: int) -> float:
    """The chance of ``k`` or more successes in ``n`` tries of chance ``p``."""
    if k <= 0:
        return 1.0
    return sum(comb(n, i) * p**i * (1 - p) ** (n - i) for i in range(k, n + 1))


def wound_chance(state: GameState, target: Character, to_hit: int = 4) -> float:
    """One attack die hitting at ``to_hit`` and getting past ``target``'s Armour."""
    p = pieces.piece(state, target)
    hit = (7 - to_hit) / 6
    save = 0.0 if p is None or p.armour is None else (7 - p.armour) / 6
    return hit * (1 - save)


@dataclass(frozen=True)
class DuelOdds:
    """A challenge between two characters, for one round: each one's dice and chance to slay the other."""

    dice: tuple[int, int]
    slays: tuple[float, float]

    def words(self, names: tuple[str, str]) -> str:
        a, b = names
        return (
            f"{a} ({self.dice[0]} dice) slays {b} this round: {round(self.slays[0] * 100)} %; "
            f"{b} ({self.dice[1]} dice) slays {a}: {round(self.slays[1] * 100)} %"
        )


def duel(state: GameState, a: Character, b: Character) -> DuelOdds:
    """The odds of a round of challenge between ``a`` and ``b``."""
    da, db = alone_dice(state, a), alone_dice(state, b)
    pa = at_least(da, wound_chance(state, b), max(1, pieces.hits_left(state, b)))
    pb = at_least(db, wound_chance(state, a), max(1, pieces.hits_left(state, a)))
    return DuelOdds((da, db), (pa, pb))


def aimed(state: GameState, target: Character, dice: int, to_hit: int = 4) -> float:
    """The chance ``dice`` attacks aimed at ``target`` slay it this round."""
    return at_least(dice, wound_chance(state, target, to_hit), max(1, pieces.hits_left(state, target)))
