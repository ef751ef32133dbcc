"""Exact odds for shooting, for the explain cards, the planner and the AI (fractions; ``float()`` to show).

``expected_hits`` is the average number of hits a batch of attacks leaves after saves; ``hits_distribution``
gives the chance of each number; ``drive_back_odds`` the chances a unit hit so many times is confused or
routed; ``shot_odds`` puts it together for a unit about to shoot.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache
from math import comb

from game.core.events import Modifier
from game.core.shooting.attacks import save_target
from game.core.state import GameState


def _p_at_least(score: int | None) -> Fraction:
    """Chance a D6 rolls ``score`` or more (None: never)."""
    if score is None or score > 6:
        return Fraction(0)
    return Fraction(7 - max(1, score), 6)


def hit_chance(to_hit: int, armour: int | None = None, armour_worse: int = 0, no_saves: bool = False) -> Fraction:
    """Chance one attack hits and is not saved."""
    mods = (Modifier(armour_worse, rule="shooting.armour_piercing", label=""),) if armour_worse else ()
    save = save_target(armour, mods, no_saves)
    return _p_at_least(to_hit) * (1 - _p_at_least(save))


def expected_hits(
    attacks: int, to_hit: int, armour: int | None = None, armour_worse: int = 0, no_saves: bool = False
) -> Fraction:
    """Average hits that stand from ``attacks`` dice needing ``to_hit``, after the target's saves."""
    return attacks * hit_chance(to_hit, armour, armour_worse, no_saves)


def hits_distribution(
    attacks: int, to_hit: int, armour: int | None = None, armour_worse: int = 0, no_saves: bool = False
) -> dict[int, Fraction]:
    """Chance of each number of hits standing after saves."""
    p = hit_chance(to_hit, armour, armour_worse, no_saves)
    return {k: comb(attacks, k) * p**k * (1 - p) ** (attacks - k) for k in range(attacks + 1)}


@cache
def _sums(n: int) -> dict[int, int]:
    """How many ways n D6 make each total."""
    ways = {0: 1}
    for _ in range(n):
        nxt: dict[int, int] = {}
        for total, w in ways.items():
            for f in range(1, 7):
                nxt[total + f] = nxt.get(total + f, 0) + w
        ways = nxt
    return ways


def drive_back_odds(dice: int, full_pace_cm: int) -> tuple[Fraction, Fraction]:
    """(chance of at least one 6, chance the total exceeds the full pace) for ``dice`` drive-back dice."""
    if dice <= 0:
        return Fraction(0), Fraction(0)
    confused = 1 - Fraction(5, 6) ** dice
    over = sum(w for total, w in _sums(dice).items() if total > full_pace_cm)
    return confused, Fraction(over, 6**dice)


def helblaster_odds(dice: int) -> tuple[Fraction, Fraction]:
    """(chance of a misfire: exactly three 1s, chance it blows up: four or more) for a volley of ``dice``."""
    p1 = Fraction(1, 6)

    def exactly(k: int) -> Fraction:
        return comb(dice, k) * p1**k * (1 - p1) ** (dice - k)

    misfire = exactly(3) if dice >= 3 else Fraction(0)
    boom = sum((exactly(k) for k in range(4, dice + 1)), Fraction(0))
    return misfire, boom


def shot_odds(state: GameState, unit_id: str, target_id: str) -> Fraction:
    """Average hits ``unit_id`` would leave on ``target_id`` if it shot now (first batch's score for all dice;
    cannon bounces and Helblaster misfires left out)."""
    from game.core import board
    from game.core.shooting import targets
    from game.core.shooting.volley import stand_covers, to_hit_for
    from game.core.shooting.weapons import CANNON, weapon

    unit = state.units[unit_id]
    w = weapon(state, unit)
    allowed, blind = targets.legal_targets(state, unit)
    if w is None or target_id not in allowed:
        return Fraction(0)
    stands = next((s for t, s in targets.allocation(state, unit, target_id, blind) if t == target_id), ())
    if target_id in state.characters:
        # A lone character a rule module lets be shot at: cover as a stand on foot has, its own Armour.
        from game.core.cover import character_cover

        ch = state.characters[target_id]
        piece = state.army_of(ch).piece(ch.profile)
        near = min((r.distance for i in stands if (r := targets.reach(state, unit, i, target_id))), default=0.0)
        attacks = w.dice_at(near) * len(stands)
        shelter = character_cover(state, ch, [board.unit_base(state, unit, i) for i in stands])
        to_hit, _ = to_hit_for(shelter.rank, "")
        return expected_hits(attacks, to_hit, piece.armour if piece else None, int(w.armour_worse), w.no_saves)
    target = state.units[target_id]
    aimed = targets.aimed_stands(state, unit, stands, target_id, blind)
    covers = stand_covers(state, target, [board.unit_base(state, unit, i) for i in stands])
    level = min((covers[j].rank for j in aimed), default=0)
    to_hit, _ = to_hit_for(level, "", cover_shift=w.cover_shift, blind=blind)
    nearest = min(r.distance for i in stands if (r := targets.reach(state, unit, i, target_id, blind=blind)))
    per_stand = 2 if w.kind == CANNON else w.dice_at(nearest)
    armour = state.unit_profile(target).armour
    dice = per_stand * len(stands)
    if w.kind != CANNON:
        from game.core import hooks

        dice += sum(m.value for extra in state.ruleset.hook(hooks.VOLLEY_SHOTS) for m in extra(state, unit, len(stands)))
    return expected_hits(dice, to_hit, armour, int(w.armour_worse), w.no_saves)
