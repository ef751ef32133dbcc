"""The computer opponents' choices under the Fantasy Warriors rules: a speech before the battle when the
odds favour it, the goblin war chant when a blood lust is likelier than a rout of nerves, and a poisoned volley
for the shot that makes the most of it.

A speech is worth what it may do: each unit made eager counts +1, each shaken and confused unit -1, as the
speech table gives them, weighed by the chance of each line. The chant begins (or goes on) only when the
chance of 14 or more beats the chance of 7 or less; otherwise the army gets on with the battle. Standing
orders for contingents are chosen in ``standing``. A poisoned
volley turns about a sixth of the hits its target would have saved into losses: it goes on the shot the unit
is about to make when that shot is a good one (a fifth of a loss or more gained) at a target it can hurt, or when the
unit has as many volleys left as turns to use them.
"""

from __future__ import annotations

from game.ai.planner import Choice, Ctx, pct
from game.core import (
    Action,
    Chant,
    FwReady,
    PoisonVolley,
    SetUpForwards,
    Shoot,
    Speech,
    chant_odds,
    poison_bites,
    shot_odds,
    speech_odds,
    volleys_left,
)

# The extra losses (failed saves) a poisoned volley must be expected to cause before one is spent on a shot.
POISON_WORTH = 0.2


def _contingent_size(ctx: Ctx, unit: str) -> int:
    from game.core import unit_contingent

    return len(unit_contingent(ctx.state, ctx.state.units[unit]))


def speech_value(ctx: Ctx, unit: str) -> float:
    odds = speech_odds(ctx.state, ctx.state.units[unit])
    many = _contingent_size(ctx, unit)
    return (
        odds.get("legendary", 0.0) * many
        + odds.get("rousing", 0.0)
        - odds.get("failure", 0.0)
        - odds.get("major blunder", 0.0) * many
    )


def choose_forwards(ctx: Ctx, legal: list[Action]) -> Choice | None:
    """Wood elves setting up forwards: bowmen go into the wood nearest the enemy, where they shoot from cover and
    their first turn's confusion costs them little; the rest stay in their lines."""
    state = ctx.state
    offers = [a for a in legal if isinstance(a, SetUpForwards)
              and state.unit_profile(state.units[a.unit]).shots and a.formation == "line"]
    if not offers:
        return None
    # Nearest the enemy's edge: side 0 plays up the table (small y), side 1 down it.
    best = min(offers, key=lambda a: a.y if ctx.side == 0 else -a.y)
    name = state.units[best.unit].name
    return best, f"{name} set up forwards in the wood, to shoot from the trees"


def choose_before_battle(ctx: Ctx) -> Choice:
    """The best speech if it is worth making, else ready for battle (flyers stay in the air)."""
    legal = ctx.state.legal_actions()
    forwards = choose_forwards(ctx, legal)
    if forwards is not None:
        return forwards
    speeches = [a for a in legal if isinstance(a, Speech)]
    scored = sorted(((speech_value(ctx, a.unit), a) for a in speeches), key=lambda s: -s[0])
    if scored and scored[0][0] > 0:
        value, best = scored[0]
        name = ctx.state.units[best.unit].name
        return best, f"a speech to {name} is likelier to inspire than to shake (worth {value:+.1f} units)"
    ready = next(a for a in legal if isinstance(a, FwReady))
    return ready, "no speech is worth the risk of shaking the troops"


def choose_chant(ctx: Ctx, offered: list[Chant]) -> Choice | None:
    """Chant (again) when blood lust is likelier than failure; end a chant that goes on otherwise."""
    odds = chant_odds(ctx.state, ctx.side)
    good = sum(p for line, p in odds.items() if line in ("a blood-curdling roar", "a deafening war cry", "louder and louder"))
    bad = sum(p for line, p in odds.items() if line in ("a half-hearted murmur", "disaster"))
    go = next((a for a in offered if a.go_on), None)
    stop = next((a for a in offered if not a.go_on), None)
    if go is not None and good > bad:
        return go, f"the chant may whip every goblin into blood lust ({pct(good)}) more likely than fail ({pct(bad)})"
    if stop is not None:
        return stop, f"the chant is likelier to falter ({pct(bad)}) than to roar ({pct(good)})"
    return None


def choose_poison(ctx: Ctx, legal: list[Action]) -> Choice | None:
    """Ready a poisoned volley for the shot about to be chosen, when it is worth one; None to shoot plain."""
    from game.ai.plans.battle import choose_shooting

    state = ctx.state
    offers = {a.unit: a for a in legal if isinstance(a, PoisonVolley) and a.poisoned}
    if not offers:
        return None
    shot, _ = choose_shooting(ctx, [a for a in legal if not isinstance(a, PoisonVolley)])
    if not isinstance(shot, Shoot) or shot.unit not in offers or shot.target not in state.units:
        return None
    unit, target = state.units[shot.unit], state.units[shot.target]
    if not poison_bites(state, target):
        return None
    # shot_odds counts hits after saves: a save of s+ lets (s - 1) in 6 through; poison lets one in 6 more.
    save = state.unit_profile(target).armour or 7
    struck = float(shot_odds(state, shot.unit, shot.target)) * 6 / max(1, save - 1)
    gained = struck / 6
    left = volleys_left(state, unit)
    turns_left = max(1, state.turn_limit - state.turn + 1)
    if gained >= POISON_WORTH:
        return offers[shot.unit], (f"{unit.name} poisons its volley at {target.name}: about {struck:.1f} hits "
                                   f"to save, {gained:.2f} more losses")
    if left >= turns_left:
        return offers[shot.unit], f"{unit.name} poisons its volley: {left} left and only {turns_left} turns to use them"
    return None
