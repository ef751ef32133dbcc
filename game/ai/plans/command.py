"""The Command phase: initiative moves, the order in which characters give orders, home back, and
where a blunder's penalty goes.

Orders are weighed by their odds (``game.core.command.penalties.order_target`` and
``game.core.odds``): an order is worth its chance of passing times what the unit would gain
(``moving.unit_intent``), plus a little for the half-pace move a failed first order still allows.
A General's failure stops every character, so his orders also carry the risk of losing the orders the
Heroes and Wizards still have to give; that is why they usually order first. A character who stops
for another can never return, which is counted too.
"""

from __future__ import annotations

from game.ai.planner import Choice, Ctx, pct
from game.ai.plans.moving import brigade_intent, charge_choice, unit_intent
from game.ai.plans.places import place_delta
from game.ai.scoring.views import moved_view
from game.core import (
    MAX_ORDERS,
    Action,
    BlunderChoice,
    Evade,
    HomeBack,
    HomeBackMove,
    Infiltrate,
    InitiativeCharge,
    Order,
    Proceed,
    evade_poses,
    order_passes,
    order_target,
    unit_names,
)

# A failed first order still allows a half-pace move: worth a share of what the order was for.
HALF_MOVE_SHARE = 0.3
# What a blunder costs, in points, at 1 in 36 for Heroes and Wizards.
BLUNDER_COST = 40.0
# Share of the better chance another character would give a unit that an order by a worse one gives up.
ALTERNATIVE_SHARE = 0.6
# How many of the orders best by their final worth a thorough general puts to the rules before choosing: his
# judgement's noise rarely lifts a lower one above them, and putting his whole shortlist to the rules made Hard's
# slowest decisions half as slow again (95th percentile 0.21 s against 0.13 s a decision).
THOROUGH = 3
# A unit takes orders from one character a turn, even after failing one (digest 2.4): a character leaves a unit
# to another whose chance of passing the order, discounted by this share for the orders of his own that may fail
# before he comes to it (the General orders last), is still the better one.
LEAVE_TO_LIKELIER = 0.75


def _initiative_offers(ctx: Ctx) -> list[Action]:
    """Initiative moves worth asking the rules about: charges the odds favour, evades from real threats."""
    from game.ai.plans.moving import charge_worth as worth
    from game.ai.scoring.combat import estimate
    from game.ai.scoring.geometry import zone_of
    from game.core import UnitType, initiative_problems, reactable

    state = ctx.state
    vs = ctx.views
    rough: list[tuple[float, Action]] = []
    for unit in state.live_units(ctx.side):
        if initiative_problems(state, unit) or unit.id not in vs:
            continue
        v = vs[unit.id]
        for target in reactable(state, unit):
            e = vs[target]
            if v.prof.type is not UnitType.ARTILLERY:
                zone = zone_of(e, v.cx, v.cy)
                est = estimate(v, e, zone)
                rough.append((worth(ctx, est.win, est.gain, zone), InitiativeCharge(unit.id, target)))
            full = v.pace
            for d in (full, full // 2):
                poses = evade_poses(state, unit, target, d)
                delta, _ = place_delta(ctx, [v], [tuple(poses)])
                rough.append((delta - 5.0, Evade(unit.id, target, d)))
    rough.sort(key=lambda r: -r[0])
    out: list[Action] = []
    for score, a in rough:
        # Each is a charge placed by the rules (dear to work out): the few most promising are enough.
        if score <= 0 or len(out) >= max(2, ctx.level.breadth // 4):
            break
        if not state.check(a):
            out.append(a)
    if not state.check(Proceed()):
        out.append(Proceed())
    elif not out:
        # Something must be done before initiative may end (a unit that must charge): the rules' own list.
        return state.legal_actions()
    return out


def choose_initiative(ctx: Ctx, legal: list[Action] | None = None) -> Choice:
    """Charge or evade on initiative when it beats waiting for orders."""
    state = ctx.state
    vs = ctx.views
    if legal is None:
        legal = _initiative_offers(ctx)
    scored: list[tuple[float, Action, str]] = []
    for a in legal:
        if isinstance(a, InitiativeCharge):
            charge = charge_choice(ctx, a.unit, a.target, " on its initiative")
            if charge is not None:
                scored.append((charge[0], a, charge[1]))
        elif isinstance(a, Evade):
            v = vs[a.unit]
            poses = evade_poses(state, state.units[a.unit], a.enemy, a.distance)
            delta, _ = place_delta(ctx, [v], [tuple(poses)])
            # An evading unit gives up its orders this turn.
            scored.append((delta - 5.0, a, f"{v.name} evades {vs[a.enemy].name}, out of its reach"))
    proceed = next((a for a in legal if isinstance(a, Proceed)), None)
    if proceed is not None:
        scored.append((0.0, proceed, "no initiative move is worth more than the orders to come"))
    if not scored:
        return legal[0], "the only choice"
    return ctx.pick(ctx.shortlist(scored, lambda s: s[0]))


def _order_value(ctx: Ctx, a: Order, check: bool = True) -> tuple[float, float, str]:
    """(points an order passing is worth, its chance of passing, what it is for); without ``check`` the
    moves it is for are not yet put to the rules."""
    state = ctx.state
    ch = state.characters[a.character]
    units = [state.units[u] for u in a.units]
    tgt = order_target(state, ch, units)
    p = float(order_passes(tgt.target))
    follow = 0.0
    if ctx.level.lookahead and max(u.orders for u in units) + 1 < MAX_ORDERS:
        # Rounded, so that one look ahead per unit serves every character who could order it.
        follow = round(float(order_passes(tgt.target - 1)), 1)
    gain, words = 0.0, []
    from game.ai.plans.moving import _allowance

    vs = ctx.views
    if len(units) > 1:
        # A brigade moves as one body: its best move together, or charges by some of its units.
        intent = brigade_intent(ctx, [vs[u.id] for u in units], follow, check)
        return intent.gain, p, intent.words if intent.gain > 0 else "hold"
    for u in units:
        v = vs[u.id]
        intent = unit_intent(ctx, v, _allowance(ctx, [v], "order"), follow, check)
        gain += intent.gain
        if intent.gain > 0:
            words.append(intent.words)
    return gain, p, "; ".join(words[:2]) or "hold"


def choose_order(ctx: Ctx, legal: list[Action]) -> Choice:
    """The order with the best expected value, or proceed when none is worth the risk.

    An order's value is its chance of passing times what it is for, plus the half-pace move a failed
    first order keeps, less what is put at risk: a General's failure ends every character's orders
    (so Heroes and Wizards go first), a unit ordered by one character cannot be ordered by a likelier
    one, and a character who stops for another cannot return. Looking one order ahead, a character
    also counts the orders of his own that a failure now would cost.
    """
    orders = [a for a in legal if isinstance(a, Order)]
    proceed = next((a for a in legal if isinstance(a, Proceed)), None)
    rough: list[tuple[float, float, str, Order]] = []
    for a in orders:
        gain, p, words = _order_value(ctx, a, check=False)
        if gain > 0:
            rough.append((gain, p, words, a))
    # Only the most promising orders have their moves put to the rules (the dear part of weighing them);
    # a move the rules refuse is worth less than it looked, so the rest keep their first estimate.
    checked: set[int] = set()
    while True:
        rough.sort(key=lambda r: (-r[0] * r[1], r[3].character, r[3].units))
        todo = [i for i in range(min(ctx.level.breadth, len(rough))) if id(rough[i][3]) not in checked]
        if not todo:
            break
        _check(ctx, rough, todo, checked)
    while True:
        scored = _scored_orders(ctx, rough)
        if not ctx.level.thorough:
            break
        # The choice is made by the final worth, which weighs more than the first ranking did (a General waiting
        # for his Heroes, a unit left to a likelier character): a thorough general puts the best few by it to the
        # rules too, or an order could be given to a unit hemmed in where it stands.
        best = {id(s[1]) for s in sorted(scored, key=lambda s: -s[0])[:THOROUGH]}
        todo = [i for i, r in enumerate(rough) if id(r[3]) in best and id(r[3]) not in checked]
        if not todo:
            break
        _check(ctx, rough, todo, checked)
    if not scored:
        hidden = [a for a in legal if isinstance(a, Infiltrate)]
        if hidden:
            # Left to the last by ``specials.choose_special`` when only the General may call them.
            from game.ai.plans.specials import choose_infiltration

            return choose_infiltration(ctx.state, hidden)
        if proceed is not None:
            return proceed, "no order is worth its risk now"
        return legal[0], "the only choice"
    return ctx.pick(ctx.shortlist(scored, lambda s: s[0]))


def _check(ctx: Ctx, rough: list[tuple[float, float, str, Order]], todo: list[int], checked: set[int]) -> None:
    """Put the moves of the orders at ``todo`` to the rules, and weigh them again."""
    for i in todo:
        a = rough[i][3]
        checked.add(id(a))
        gain, p, words = _order_value(ctx, a)
        rough[i] = (gain, p, words, a)


def _scored_orders(ctx: Ctx, rough: list[tuple[float, float, str, Order]]) -> list[tuple[float, Action, str]]:
    """Each order worth giving with its expected worth, all it puts at risk counted, and its reason."""
    state = ctx.state
    valued = [r for r in rough if r[0] > 0]
    # The chance each character gives each unit (single-unit orders), to hand units to the likeliest.
    chance: dict[tuple[str, str], float] = {}
    for _, p, _, a in valued:
        if len(a.units) == 1:
            chance[(a.character, a.units[0])] = p
    current = state.command.character
    general = state.general(ctx.side)
    gid = general.id if general is not None else ""
    base: list[tuple[float, float, str, Order]] = []
    for gain, p, words, a in valued:
        first = max(state.units[u].orders for u in a.units) == 0
        ev = p * gain + (1 - p) * (HALF_MOVE_SHARE * gain if first else 0.0)
        # A unit given to a less likely character loses the difference (it could have had the better one).
        better = max((q for (c, uid), q in chance.items() if uid in a.units and c != a.character), default=0.0)
        if len(a.units) == 1 and p < LEAVE_TO_LIKELIER * better:
            continue
        ev -= ALTERNATIVE_SHARE * max(0.0, better - p) * gain
        if a.character != gid:
            ev -= BLUNDER_COST / 36
        base.append((ev, p, words, a))
    # What each character would still do (his best four worthwhile orders).
    worth: dict[str, float] = {}
    for cid in {a.character for _, _, _, a in base}:
        mine = sorted(
            (ev for ev, _, _, a in base if a.character == cid and ev >= ctx.persona.order_threshold), reverse=True
        )
        worth[cid] = sum(mine[:4])
    # A Hero's or Wizard's failure stops only him, a General's stops everyone: while any of them has a
    # worthwhile order left, the General waits.
    heroes_busy = any(w > 0 for c, w in worth.items() if c != gid)
    scored: list[tuple[float, Action, str]] = []
    for ev, p, words, a in base:
        ch = state.characters[a.character]
        if a.character == gid and heroes_busy:
            continue
        if current is not None and current != a.character:
            # The character giving orders now is finished once another starts.
            ev -= worth.get(current, 0.0)
        if a.character == gid:
            # A General's failure ends every character's orders: the Heroes' and Wizards' still to come.
            ev -= (1 - p) * sum(w for c, w in worth.items() if c not in (gid, current))
        if ev < ctx.persona.order_threshold:
            continue
        if ctx.level.lookahead:
            # Looking ahead: a failure also ends this character's later orders, so the likeliest go first.
            ev -= (1 - p) * max(0.0, worth.get(a.character, 0.0) - ev) * 0.5
        first = max(state.units[u].orders for u in a.units) == 0
        names = unit_names(state, a.units)
        first_word = " first" if a.character != gid and first else ""
        scored.append((ev, a, f"{ch.name} orders {names}{first_word}: {pct(p)} to pass, {words}"))
    return scored


def choose_home_back(ctx: Ctx, legal: list[Action]) -> Choice:
    """Flyers far from their characters come home: roll, then fly to the nearest character."""
    for a in legal:
        if isinstance(a, HomeBack):
            return a, f"{ctx.views[a.unit].name} is far from every character: it homes back"
    moves = [a for a in legal if isinstance(a, HomeBackMove) and a.character]
    if moves:
        a = moves[0]
        return a, f"{ctx.views[a.unit].name} flies back to {ctx.state.characters[a.character].name}"
    return legal[0], "the only choice"


def choose_blunder_penalty(ctx: Ctx, legal: list[Action]) -> Choice:
    """The unit of the brigade that matters least takes the permanent -1 Command."""
    choices = [a for a in legal if isinstance(a, BlunderChoice)]
    vs = ctx.views
    a = min(choices, key=lambda c: (vs[c.unit].value if c.unit in vs else 0.0, c.unit))
    return a, f"{vs[a.unit].name if a.unit in vs else a.unit} is the unit the penalty hurts least"


__all__ = ["choose_blunder_penalty", "choose_home_back", "choose_initiative", "choose_order", "moved_view"]
