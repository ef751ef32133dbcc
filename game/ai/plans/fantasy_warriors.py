"""The computer opponents' choices under the Fantasy Warriors rules: a speech before the battle when the
odds favour it, and the goblin war chant when a blood lust is likelier than a rout of nerves.

A speech is worth what it may do: each unit made eager counts +1, each shaken and confused unit -1, as the
speech table gives them, weighed by the chance of each line. The chant begins (or goes on) only when the
chance of 14 or more beats the chance of 7 or less; otherwise the army gets on with the battle. Oppose is
the freest standing order (attack only forbids), so a contingent stays on it; one on hold is given oppose
orders first thing in the Orders step, when the roll (the General's Command less the pay) is likelier to pass
than fail, a failure costing him his orders.
"""

from __future__ import annotations

from game.ai.planner import Choice, Ctx, pct
from game.core import Chant, FwReady, Speech, StandingOrder, chant_odds, order_passes, speech_odds


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


def choose_before_battle(ctx: Ctx) -> Choice:
    """The best speech if it is worth making, else ready for battle (flyers stay in the air)."""
    legal = ctx.state.legal_actions()
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


def choose_standing_orders(ctx: Ctx) -> Choice | None:
    """Oppose orders for a contingent on hold, first thing in the Orders step, when likely to pass."""
    state = ctx.state
    if state.command.orders_started or state.command.pending is not None:
        return None
    for a in (a for a in state.legal_actions() if isinstance(a, StandingOrder) and a.orders == "oppose"):
        general, leader = state.characters[a.character], state.characters[a.leader]
        wage = leader.flags.get("bought:mercenary", 1)
        chance = float(order_passes(state.character_profile(general).command - wage))
        if chance > 0.5:
            return a, f"{leader.name}'s mercenaries may not move on hold: oppose orders pass {pct(chance)} of the time"
    return None
