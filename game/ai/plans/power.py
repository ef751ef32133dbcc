"""The computer opponents' use of magical power (the ``fw-power`` module).

An arcane duel is answered by the odds, guessing that the challenger staked his whole pool (his stake is
face down; his pool is on his card): fight to the death when winning is at least as likely as losing, else
only defend, so that a loss costs one saving throw instead of several. A Wizard challenges when his whole
pool beats the target's whole pool three times in five. Arcane terror is cast on the enemy unit of greatest
worth (the cheapest of equals) whose cost, even doubled, the pool can pay; failing that, a Wizard with a unit raises a shield of two
dice while he has 12 power or more.
"""

from __future__ import annotations

from game.ai.planner import Choice, Ctx, pct
from game.core import (
    AnswerDuel,
    ArcaneTerror,
    BanishFiend,
    ChallengeDuel,
    ControlFiend,
    DruidPower,
    KeepDruidPower,
    RaiseShield,
    Snipe,
    SummonFiend,
    TakeFiend,
    answer_odds,
    duel_odds,
    duel_parties,
    full_stake,
    power_left,
    terror_costs,
    units_on_terrain,
)

CHALLENGE_WHEN = 0.6
SHIELD_FROM = 12
CONTROL_FROM = 18
SUMMON_FROM = 30
KEEP_FROM = 6


def choose_power(ctx: Ctx) -> Choice | None:
    state = ctx.state
    if state.phase == "shooting" and state.ruleset.has("fw-individuals"):
        snipes = [a for a in state.legal_actions() if isinstance(a, Snipe)]
        if snipes:
            best = max(snipes, key=lambda a: (state.character_profile(state.characters[a.target]).rank.value == "general",
                                              a.target))
            return best, f"the marksman has a clear shot at {state.characters[best.target].name}, standing alone"
    from game.ai.plans.individuals import choose_enchantment

    chosen = choose_enchantment(ctx)
    if chosen is not None:
        return chosen
    if not state.ruleset.has("fw-power"):
        return None
    if state.phase == "command" and state.step == "orders":
        return _fiend(ctx)
    if state.phase != "shooting":
        return None
    legal = state.legal_actions()
    answers = [a for a in legal if isinstance(a, AnswerDuel)]
    if answers:
        return _answer(ctx, answers)
    for a in legal:
        if isinstance(a, ChallengeDuel):
            mine = power_left(state, state.characters[a.wizard])
            if a.stake != full_stake(mine):
                continue
            theirs = full_stake(power_left(state, state.characters[a.target]))
            win, _, _ = duel_odds(a.stake, theirs)
            if win >= CHALLENGE_WHEN:
                name = state.characters[a.target].name
                return a, f"a duel against {name} is won {pct(win)} of the time staking all {a.stake} power"
    terrors = []
    for a in legal:
        if isinstance(a, ArcaneTerror):
            ch, unit = state.characters[a.wizard], state.units[a.target]
            worst = terror_costs(state, ch, unit)[2]
            if worst <= power_left(state, ch):
                terrors.append((len(unit.stands) * state.unit_profile(unit).attacks, a, worst))
    if terrors:
        _, best, worst = max(terrors, key=lambda t: (t[0], -t[2], t[1].target))
        name = state.units[best.target].name
        return best, f"arcane terror may confuse {name}, and even doubled ({worst}) the power is there"
    for a in legal:
        if isinstance(a, RaiseShield) and a.dice == 2 and power_left(state, state.characters[a.wizard]) >= SHIELD_FROM:
            return a, "a shield over the Wizard's unit turns aside enemy shots for the power to spare"
    return None


def _answer(ctx: Ctx, answers: list[AnswerDuel]) -> Choice:
    state = ctx.state
    wid = answers[0].wizard
    me = state.characters[wid]
    parties = duel_parties(state)  # only who challenged whom: the stake stays face down
    them = state.characters[parties[0] if parties else wid]
    stake = full_stake(power_left(state, me))
    win, _, lose = answer_odds(state, me, them, stake)
    mode = "death" if win >= lose else "defend"
    pick = next((a for a in answers if a.mode == mode and a.stake == stake), answers[0])
    if mode == "death":
        return pick, f"accepts the duel to the death: {pct(win)} to win against {pct(lose)} to lose"
    return pick, f"refuses to fight to the death and only defends: {pct(win)} to win against {pct(lose)} to lose"


def _fiend(ctx: Ctx) -> Choice | None:
    """A fiend taken over when a Wizard has power to hold it, controlled with three dice (above 6 nine times
    in ten) while the pool pays the worst of them, else banished; summoned with 30 power or more."""
    state = ctx.state
    legal = state.legal_actions()
    takes = [a for a in legal if isinstance(a, TakeFiend)]
    if takes:
        able = [a for a in takes if a.wizard and power_left(state, state.characters[a.wizard]) >= CONTROL_FROM]
        if able:
            return able[0], "a Wizard with power to hold it takes the loose fiend"
        return next(a for a in takes if not a.wizard), "no Wizard has the power to hold the fiend: it is let go"
    for a in legal:
        if isinstance(a, ControlFiend) and a.dice == 3:
            if power_left(state, state.characters[a.wizard]) >= CONTROL_FROM:
                return a, "three dice hold the fiend nine times in ten, and the pool pays even 18"
    for a in legal:
        if isinstance(a, KeepDruidPower) and power_left(state, state.characters[a.druid]) >= KEEP_FROM:
            return a, "the druid keeps his hold on the terrain while his power lasts"
    for a in legal:
        if isinstance(a, DruidPower) and a.power == "hostile" and power_left(state, state.characters[a.druid]) >= 12:
            on = units_on_terrain(state, a.terrain)
            druid_side = state.characters[a.druid].side
            if on and all(u.side != druid_side for u in on):
                name = next((t.name or t.kind for t in state.terrain if t.id == a.terrain), a.terrain)
                return a, f"only the enemy stands in {name}: the druid turns it hostile"
    from game.ai.plans.individuals import summon_spirit

    spirit = summon_spirit(ctx, legal)
    if spirit is not None:
        return spirit
    for a in legal:
        if isinstance(a, BanishFiend):
            return a, "the Wizard cannot afford to hold his fiend any longer: he banishes it"
    for a in legal:
        if isinstance(a, SummonFiend) and power_left(state, state.characters[a.wizard]) >= SUMMON_FROM:
            return a, "the Wizard has power enough to summon a fiend and hold it"
    return None
