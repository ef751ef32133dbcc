"""Moves and charges: where a unit goes once it has its order (or its spell of command, or a failed
order's half-pace move), and how much an order to it is worth beforehand.

The candidates are the rules' own sample (``legal_actions``: hold, every charge, the standard moves)
and the planner's purposeful moves (``scoring.intents``: face an enemy and close to a chosen distance,
stop just out of its reach, come into shooting range, back away). Each is scored by the places its
units end in (``scoring.position``) against holding still; charges by their odds (``scoring.exact``).
Only the best few purposeful moves are put to the rules' check.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.ai.planner import Choice, Ctx, pct
from game.ai.plans.joining import help_in_fight, with_joiner
from game.ai.plans.lone_targets import lone_charge_choice, rough_offers
from game.ai.plans.places import PosesList, enemy_signature, here_value, place_delta, signature
from game.ai.plans.war_wagon import is_wagon, wagon_moves
from game.ai.scoring.combat import estimate
from game.ai.scoring.equipment import crossing_cost
from game.ai.scoring.exact import ChargeAt, charge_at, joins_after
from game.ai.scoring.geometry import FRONT, Stands, blocked, could_charge, gap, in_arc, surely_blocked, zone_of
from game.ai.scoring.intents import alongside, away_from, group_move
from game.ai.scoring.machines import back_poses, machine_base, walk_left
from game.ai.scoring.position import threat, turns_to_come, urgency
from game.ai.scoring.views import Pose, UnitView, moved_view
from game.ai.scoring.ways import way_round
from game.core import Action, Charge, Hold, Move, SpellCharge, SpellHold, SpellMove, UnitType, board, machine_word


@dataclass(frozen=True)
class Intent:
    """What an order to one unit is expected to be worth, and what it would be for."""

    gain: float
    words: str
    charge: bool = False


def charge_worth(ctx: Ctx, win: float, gain: float, zone: str) -> float:
    """A charge's score: its expected gain, with flank and rear charges counting extra and a penalty
    below the personality's lowest acceptable chance of winning."""
    p = ctx.persona
    s = p.attack * gain * (1.0 if zone == FRONT else 1.0 + p.flank)
    at = lowest_odds(ctx)
    if win < at:
        s -= 8 + 100 * (at - win)
    return s


def lowest_odds(ctx: Ctx) -> float:
    """The lowest chance of winning a charge's first round the personality accepts; late in a battle it is
    not winning, a general accepts worse odds."""
    return ctx.persona.charge_at * (1 - 0.3 * urgency(ctx.state, ctx.side))


def charge_choice(ctx: Ctx, unit: str, target: str, how: str = "") -> tuple[float, str] | None:
    """(score against staying put, reason) of ``unit`` charging ``target`` as the rules would place it, or None
    if the charge cannot be made; ``how`` is added to the reason ("on its initiative")."""
    if target in ctx.state.characters:  # a lone character charged as a one-stand unit (a character module)
        return lone_charge_choice(ctx, unit, target)
    ex = _charge_at(ctx, unit, target)
    if ex is None:
        return None
    est, zone, poses, fought = ex
    vs = ctx.views
    together = ""
    if ctx.level.lookahead:
        # A charge it would not make alone is made only for a friend the rules would still let join it.
        still = (lambda fid: _joins_after(ctx, unit, target, poses, fid)) if est.win < lowest_odds(ctx) else None
        est, j = with_joiner(ctx, vs[unit], vs[target], zone, est, still)
        if j is not None:
            together = f", {j.name} may join ({pct(j.chance)})"
    s = charge_worth(ctx, est.win, est.gain, zone) - here_value(ctx, vs[unit]) - _left_open(ctx, unit, poses, fought)
    s -= crossing_cost(ctx.state, vs[unit], poses)
    where = "" if zone == FRONT else f" in the {zone}"
    return s, f"{vs[unit].name} charges {vs[target].name}{where}{how}: wins {pct(ex[0].win)}{together}"


def _charge_at(ctx: Ctx, unit: str, target: str) -> ChargeAt | None:
    """``exact.charge_at``, remembered while the two units and everything near them stay as they are (the
    charge is placed between them, and the battle line may reach the target's neighbours)."""
    vs = ctx.views
    a, b = vs[unit], vs[target]
    own = tuple((v.id, v.poses, v.hits_left, v.engaged, v.confused) for v in (a, b))
    key = ("charge-at", own, _local(ctx, [*a.poses, *b.poses]))
    if key not in ctx.memory:
        ctx.memory[key] = charge_at(ctx.state, unit, target)
    return ctx.memory[key]  # type: ignore[no-any-return]


def _joins_after(ctx: Ctx, unit: str, target: str, poses: tuple[Pose, ...], friend: str) -> bool:
    """``exact.joins_after``, remembered while the three units and everything near them stay as they are."""
    vs = ctx.views
    near = _local(ctx, [*vs[unit].poses, *vs[target].poses, *vs[friend].poses, *poses])
    key = ("joins-after", unit, vs[unit].poses, target, vs[target].poses, friend, vs[friend].poses, poses, near)
    if key not in ctx.memory:
        ctx.memory[key] = joins_after(ctx.state, unit, poses, friend, target)
    return bool(ctx.memory[key])


def _left_open(ctx: Ctx, unit: str, poses: tuple[Pose, ...], fought: tuple[str, ...]) -> float:
    """What the charge leaves the charger open to: the other enemies that could charge it where it ends
    (on their initiative, or by order) once this fight is over, weighed like any threat."""
    key = ("left-open", unit, poses, fought)
    got = ctx.memory.get(key)
    if got is None:
        _, enemy_next = turns_to_come(ctx.state, ctx.side)
        got = 0.0
        if enemy_next:
            m = moved_view(ctx.views[unit], poses)
            others = [e for e in ctx.enemies if e.id not in fought]
            danger, _ = threat(ctx.state, m, others, ctx.friends, ctx.persona.exposure)
            got = ctx.persona.risk * danger
        ctx.memory[key] = got
    return float(got)


def _nearest_enemies(ctx: Ctx, groups: list[UnitView], n: int) -> list[UnitView]:
    cx = sum(v.cx for v in groups) / len(groups)
    cy = sum(v.cy for v in groups) / len(groups)
    return sorted(ctx.enemies, key=lambda e: (math.dist((e.cx, e.cy), (cx, cy)), e.id))[:n]


def intent_moves(ctx: Ctx, groups: list[UnitView], allowance: int) -> list[tuple[PosesList, str]]:
    """Purposeful moves for a unit or brigade (not yet checked by the rules)."""
    key = ("moves", tuple(v.id for v in groups), allowance, _moves_signature(ctx, groups, allowance))
    got = ctx.memory.get(key)
    if got is None:
        got = _intent_moves(ctx, groups, allowance)
        ctx.memory[key] = got
    return got  # type: ignore[no-any-return]


def _moves_signature(ctx: Ctx, groups: list[UnitView], allowance: int) -> tuple[object, ...]:
    """Everything the purposeful moves depend on: the group where it stands, the enemy (the targets and the
    way round them), and for a lone unit the friends of its kind it could form up beside (within reach of
    ``_alongside_moves``). A friend's move elsewhere leaves them as they were (terrain never moves)."""
    own = tuple((v.id, v.poses, v.engaged, v.pace) for v in groups)
    if len(groups) > 1:
        return (own, enemy_signature(ctx))
    v = groups[0]
    reach = allowance + 151
    kin = tuple(
        (f.id, f.poses, f.engaged)
        for f in ctx.friends
        if f.id != v.id and f.prof.type is v.prof.type and math.dist((f.cx, f.cy), (v.cx, v.cy)) <= reach
    )
    return (own, enemy_signature(ctx), kin)


def _intent_moves(ctx: Ctx, groups: list[UnitView], allowance: int) -> list[tuple[PosesList, str]]:
    out: list[tuple[PosesList, str]] = []
    seen: set[object] = set()
    targets = _nearest_enemies(ctx, groups, 3)
    for e in targets:
        g = min(gap(v, e) for v in groups)
        distances = [(allowance, f"advance on {e.name}")]
        if e.prof.type is not UnitType.ARTILLERY:
            distances.append((g - e.pace - 15, f"close on {e.name}, stopping out of its reach"))
        shots = [v for v in groups if v.shots]
        if shots:
            distances.append((g - min(v.range_mm for v in shots) + 20, f"bring {e.name} into range"))
        distances.append((g - ctx.persona.keep_distance_mm, f"close on {e.name}"))
        # Near enough to charge it with the next order (or on initiative next turn).
        reach = min(v.pace for v in groups) - 40
        distances.append((g - reach, f"come within charging reach of {e.name}"))
        for d, words in distances:
            if d < 15:
                continue
            poses = group_move(groups, e.cx, e.cy, d, allowance)
            # Distances beyond the allowance all end in the same place: weigh it once.
            key = tuple(poses) if poses is not None else None
            if poses is not None and key not in seen and not _crosses(ctx, groups, poses):
                seen.add(key)
                out.append((poses, words))
    if targets:
        # Round a river or a wood the unit may not cross: by the ford, the bridge or the river's end.
        via = way_round(ctx.state, groups, ctx.enemies, allowance)
        if via is not None:
            cx = sum(v.cx for v in groups) / len(groups)
            cy = sum(v.cy for v in groups) / len(groups)
            poses = group_move(groups, via[0], via[1], math.dist((cx, cy), via), allowance)
            if poses is not None and not _crosses(ctx, groups, poses):
                out.append((poses, "march round the terrain in the way"))
    if len(groups) == 1:
        out += _alongside_moves(ctx, groups[0], allowance)
        out += _back_to_machine(ctx, groups[0], allowance)
    if targets:
        e = targets[0]
        poses = away_from(groups, e.cx, e.cy, allowance, allowance)
        if poses is not None and not _crosses(ctx, groups, poses):
            out.append((poses, f"fall back from {e.name}"))
    if len(groups) == 1 and is_wagon(ctx, groups[0]):
        # Its rule's shapes: long moves in column, and laager where it stands.
        out = wagon_moves(ctx, groups[0], out, allowance)
    return out


def _back_to_machine(ctx: Ctx, v: UnitView, allowance: int) -> list[tuple[PosesList, str]]:
    """A crew away from their machine walk back behind it, or as far towards it as they may go."""
    base = machine_base(ctx.state, v)
    if base is None or v.engaged:
        return []
    words = f"walk back to their {machine_word(ctx.state, ctx.state.units[v.id])}"
    poses = back_poses(v, base)
    if max(math.dist(p[:2], q[:2]) for p, q in zip(v.poses, poses, strict=True)) > allowance:
        towards = group_move([v], base.x, base.y, walk_left(v.poses, base, v.prof.base_mm[1]), allowance)
        if towards is None:
            return []
        poses = towards[0]
    return [] if _crosses(ctx, [v], [poses]) else [([poses], words)]


def _alongside_moves(ctx: Ctx, v: UnitView, allowance: int) -> list[tuple[PosesList, str]]:
    """Moves that bring a lone unit up beside a friend, fronts level, to be ordered with it as a brigade."""
    if v.prof.type is UnitType.ARTILLERY or v.engaged:
        return []
    out: list[tuple[PosesList, str]] = []
    near = sorted(
        (f for f in ctx.friends if f.id != v.id and not f.engaged and f.prof.type is v.prof.type),
        key=lambda f: (math.dist((f.cx, f.cy), (v.cx, v.cy)), f.id),
    )[:2]
    for f in near:
        if math.dist((f.cx, f.cy), (v.cx, v.cy)) > allowance + 150 or gap(v, f) <= 1.0:
            continue
        for right in (True, False):
            poses = alongside(v, f, right)
            if max(math.dist(p[:2], q[:2]) for p, q in zip(v.poses, poses, strict=True)) > allowance:
                continue
            if not _crosses(ctx, [v], [poses]):
                out.append(([poses], f"form up beside {f.name}"))
    return out


def _crosses(ctx: Ctx, groups: list[UnitView], poses: PosesList) -> bool:
    """Whether any unit's way to its new place crosses terrain it may not enter."""
    for v, p in zip(groups, poses, strict=True):
        x = sum(q[0] for q in p) / len(p)
        y = sum(q[1] for q in p) / len(p)
        if blocked(ctx.state, v, x, y):
            return True
    return False


def unit_intent(ctx: Ctx, v: UnitView, allowance: int, follow_up: float, check: bool = True) -> Intent:
    """The best an order could do for ``v``: a charge it could make, or its best purposeful move.

    Without ``check`` the best move is taken at its word, not put to the rules (a first, cheap
    estimate for ranking orders; the few worth giving are then weighed with the check)."""
    key = ("intent", v.id, v.poses, allowance, round(follow_up, 2), check, signature(ctx, v))
    got = ctx.memory.get(key)
    if got is not None:
        return got  # type: ignore[no-any-return]
    best = Intent(0.0, "hold")
    if v.prof.type is not UnitType.ARTILLERY:
        charges = []
        for e in ctx.enemies:
            if not could_charge(ctx.state, v, e):
                continue
            zone = zone_of(e, v.cx, v.cy)
            est = estimate(v, e, zone, att_support=help_in_fight(ctx, e))
            if ctx.level.lookahead:
                est, _ = with_joiner(ctx, v, e, zone, est)
            charges.append((charge_worth(ctx, est.win, est.gain, zone), e.id, e, zone, est))
        # Only the most promising are put to the rules (sight, a path, room to form the battle line).
        rival: float | None = None
        for s, _, e, zone, est in sorted(charges, key=lambda c: (-c[0], c[1]))[:2]:
            if s <= best.gain or not _sees(ctx, v.id, e.id):
                continue
            if check:
                if rival is None:
                    # What the unit would rather do if the charge is no better: its best move, roughly.
                    rival = max(best.gain, _best_move(ctx, [v], allowance, follow_up, False, best).gain)
                if s - here_value(ctx, v) <= rival:
                    # Placing a charge by the rules is dear; one that even its first estimate, counted against
                    # staying put as the placed one is, puts below the unit's best move is not worth placing.
                    continue
                # Judged as the unit will judge it once it has the order (``choose_move``): placed by the
                # rules, against staying put and what it is left open to. An order risked for a charge the
                # unit would then refuse is an order wasted.
                placed = _placed_charge(ctx, v, e)
                if placed is None or placed.gain <= best.gain:
                    continue
                best = placed
                continue
            where = "" if zone == FRONT else f" in the {zone}"
            best = Intent(s, f"charge {e.name}{where} wins {pct(est.win)}", True)
    best = _best_move(ctx, [v], allowance, follow_up, check, best)
    ctx.memory[key] = best
    return best


def _placed_charge(ctx: Ctx, v: UnitView, e: UnitView) -> Intent | None:
    """``v``'s charge on ``e`` as ``charge_choice`` scores it, or None if the rules would not allow it."""
    got = charge_choice(ctx, v.id, e.id)
    if got is None:
        return None
    # The placing ``charge_choice`` judged by, remembered.
    est, zone, _, _ = _charge_at(ctx, v.id, e.id)  # type: ignore[misc]
    where = "" if zone == FRONT else f" in the {zone}"
    return Intent(got[0], f"charge {e.name}{where} wins {pct(est.win)}", True)


def _best_move(ctx: Ctx, groups: list[UnitView], allowance: int, follow_up: float, check: bool, best: Intent) -> Intent:
    """The group's best purposeful move if it beats ``best``. Only a move the rules would allow counts: a
    unit hemmed in by friends or terrain is worth less to order than its straight-line hopes (the best
    few are checked, shorter if the way is blocked); without ``check`` the best is taken at its word."""
    own = []
    for poses, words in intent_moves(ctx, groups, allowance):
        delta, _ = place_delta(ctx, groups, poses, follow_up)
        own.append((delta, poses, words))
    own.sort(key=lambda o: -o[0])
    if not check:
        return Intent(own[0][0], own[0][2]) if own and own[0][0] > best.gain else best
    for delta, poses, words in own[:3]:
        if delta <= best.gain:
            break
        if _fits(ctx, groups, poses, "order"):
            return Intent(delta, words)
        for share in (0.66, 0.33):
            shorter = _shorten(groups, poses, share)
            if _fits(ctx, groups, shorter, "order"):
                d, _ = place_delta(ctx, groups, shorter, follow_up)
                if d > best.gain:
                    best = Intent(d, f"{words}, as far as the way allows")
                break
    return best


def brigade_intent(ctx: Ctx, groups: list[UnitView], follow_up: float, check: bool = True) -> Intent:
    """The best an order to a brigade could do: its units' best charges, or its best move as one body
    (checked by the rules like a unit's, unless ``check`` is off)."""
    key = (
        "brigade",
        tuple(v.id for v in groups),
        round(follow_up, 2),
        check,
        tuple(signature(ctx, v) for v in groups),
    )
    got = ctx.memory.get(key)
    if got is not None:
        return got  # type: ignore[no-any-return]
    allowance = _allowance(ctx, groups, "order")
    best = Intent(0.0, "hold")
    # A charge by one unit (the others then move on or hold): as good as that unit's own charge.
    for v in groups:
        one = unit_intent(ctx, v, _allowance(ctx, [v], "order"), follow_up, check)
        if one.charge and one.gain > best.gain:
            best = one
    best = _best_move(ctx, groups, allowance, follow_up, check, best)
    ctx.memory[key] = best
    return best


def _fits(ctx: Ctx, groups: list[UnitView], poses: PosesList, kind: str) -> bool:
    """Whether every unit may end at ``poses`` (pace, terrain, other units), as the rules would check a move."""
    from game.core import allowance, moves

    if surely_blocked(groups, poses, _stands(ctx)):
        # Most moves refused are refused for a stand in the way, plainly: no need to ask the rules.
        return False
    pts = [q for v in groups for q in v.poses] + [q for ps in poses for q in ps]
    own = tuple((v.id, v.poses, v.hits_left, v.engaged, v.confused) for v in groups)
    key = ("fits", kind, own, tuple(tuple(p) for p in poses), _local(ctx, pts))
    got = ctx.memory.get(key)
    if got is not None:
        return bool(got)
    state = ctx.state
    movers = {v.id for v in groups}
    ok = True
    for v, p in zip(groups, poses, strict=True):
        u = state.units[v.id]
        allow = allowance(state, u, list(p), "half" if kind == "half" else "order")
        if moves.move_problems(state, u, p, allowance=allow, ignore=movers - {v.id}):
            ok = False
            break
    ctx.memory[key] = ok
    return ok


def _stands(ctx: Ctx) -> Stands:
    """Every unit's stands, filed for ``surely_blocked`` (once per state)."""
    return board.memo(ctx.state, ("ai", "stands"), lambda: Stands(list(ctx.views.values())))


def _shorten(groups: list[UnitView], poses: PosesList, share: float) -> PosesList:
    """The same move, ending the same way round but only ``share`` of the way along."""
    before = [p for v in groups for p in v.poses]
    after = [p for ps in poses for p in ps]
    bx = sum(p[0] for p in before) / len(before)
    by = sum(p[1] for p in before) / len(before)
    ax = sum(p[0] for p in after) / len(after)
    ay = sum(p[1] for p in after) / len(after)
    dx, dy = (bx - ax) * (1 - share), (by - ay) * (1 - share)
    return [tuple((round(p[0] + dx), round(p[1] + dy), p[2]) for p in ps) for ps in poses]


def _sees(ctx: Ctx, unit: str, target: str) -> bool:
    vs = ctx.views
    key = ("sees", unit, target, vs[unit].poses, vs[target].poses, _local(ctx, [*vs[unit].poses, *vs[target].poses]))
    got = ctx.memory.get(key)
    if got is None:
        got = board.table(ctx.state).can_see(unit, target).visible
        ctx.memory[key] = got
    return bool(got)


def _local(ctx: Ctx, points: list[Pose], margin: float = 120.0) -> tuple[object, ...]:
    """Where every unit and character near the box round ``points`` stands: all that a sight line or a
    move inside that box can meet (terrain does not move), so an answer about it holds while these stay put."""
    x0 = min(p[0] for p in points) - margin
    x1 = max(p[0] for p in points) + margin
    y0 = min(p[1] for p in points) - margin
    y1 = max(p[1] for p in points) + margin
    # The same box is asked about again and again while one decision weighs its choices.
    return board.memo(ctx.state, ("ai", "local", x0, y0, x1, y1), lambda: _in_box(ctx, x0, y0, x1, y1))


def _in_box(ctx: Ctx, x0: float, y0: float, x1: float, y1: float) -> tuple[object, ...]:
    units = tuple(
        entry
        for entry, (bx0, by0, bx1, by1), poses in _unit_boxes(ctx)
        # A unit whose stands' box misses this box has no stand in it.
        if bx0 <= x1
        and x0 <= bx1
        and by0 <= y1
        and y0 <= by1
        and any(x0 <= p[0] <= x1 and y0 <= p[1] <= y1 for p in poses)
    )
    chars = tuple(
        (c.id, c.x, c.y, c.joined)
        for c in ctx.state.live_characters()
        if not c.off_table and x0 <= c.x <= x1 and y0 <= c.y <= y1
    )
    return units + chars


def _unit_boxes(ctx: Ctx) -> list[tuple[tuple[object, ...], tuple[float, float, float, float], tuple[Pose, ...]]]:
    """Each unit's entry for ``_local`` with the box round its stands' centres (once per state)."""

    def build() -> list[tuple[tuple[object, ...], tuple[float, float, float, float], tuple[Pose, ...]]]:
        out = []
        for v in ctx.views.values():
            xs = [p[0] for p in v.poses]
            ys = [p[1] for p in v.poses]
            out.append(((v.id, v.poses, v.engaged), (min(xs), min(ys), max(xs), max(ys)), v.poses))
        return out

    return board.memo(ctx.state, ("ai", "unit-boxes"), build)


def _move_class(kind: str) -> tuple[type[Move], type[Charge], type[Hold]]:
    if kind == "spell":
        return SpellMove, SpellCharge, SpellHold
    return Move, Charge, Hold


def charge_offers(ctx: Ctx, groups: list[UnitView], kind: str) -> list[tuple[float, str, str]]:
    """(rough score, unit, target) for the charges worth asking the rules about, best first."""
    if kind == "half":
        return []
    out = []
    for v in groups:
        if v.prof.type is UnitType.ARTILLERY and kind != "order":
            continue
        for e in ctx.enemies:
            if math.dist((e.cx, e.cy), (v.cx, v.cy)) > v.pace + 160 or not in_arc(v, e, 100):
                continue
            if gap(v, e) > v.pace or blocked(ctx.state, v, e.cx, e.cy):
                continue
            zone = zone_of(e, v.cx, v.cy)
            est = estimate(v, e, zone, att_support=help_in_fight(ctx, e))
            out.append((charge_worth(ctx, est.win, est.gain, zone), v.id, e.id))
        out += rough_offers(ctx, v)
    out.sort(key=lambda c: (-c[0], c[1], c[2]))
    return out


def choose_move(ctx: Ctx, legal: list[Action] | None = None) -> Choice:
    """Settle the move owed: the best of holding, charging and moving.

    Without ``legal`` the candidates are built here: hold, the most promising charges (checked by the
    rules, which place the stands), and the purposeful moves, checked best first.
    """
    state = ctx.state
    pending = state.command.pending
    kind = "order" if pending is None else pending.kind
    move_cls, charge_cls, hold_cls = _move_class(kind)
    ids = [] if pending is None else list(pending.units)
    vs = ctx.views
    groups = [vs[u] for u in ids if u in vs]
    names = " and ".join(v.name for v in groups) or "the unit"
    follow = _follow_up(ctx, ids) if ctx.level.lookahead and kind == "order" else 0.0
    if legal is None:
        hold = hold_cls(tuple(ids))
        # Standing attack orders forbid holding while a way towards the enemy is open.
        legal = [] if state.check(hold) else [hold]
        asked = 0
        for rough, uid, tid in charge_offers(ctx, groups, kind):
            # Each check places the charge by the rules (dear): the few most promising are enough.
            if asked >= max(2, ctx.level.breadth // 4) or rough < -20:
                break
            asked += 1
            act = charge_cls(uid, tid)
            if not state.check(act):
                legal.append(act)
    scored: list[tuple[float, Action, str]] = []
    for a in legal:
        if isinstance(a, Hold):
            scored.append((0.0, a, f"{names} hold their ground"))
        elif isinstance(a, Charge):
            charge = charge_choice(ctx, a.unit, a.target)
            if charge is not None:
                scored.append((charge[0], a, charge[1]))
        elif isinstance(a, Move) and len(a.units) == len(groups):
            order = {u: i for i, u in enumerate(a.units)}
            poses = [a.poses[order[v.id]] for v in groups]
            delta, target = place_delta(ctx, groups, poses, follow)
            scored.append((delta, a, f"{names} move{' towards ' + target if target else ''}"))
    if groups:
        allowance = _allowance(ctx, groups, kind)
        own = []
        for poses, words in intent_moves(ctx, groups, allowance):
            delta, _ = place_delta(ctx, groups, poses, follow)
            own.append((delta, poses, words))
        others = _stands(ctx)
        tried = 0
        best_so_far = max((s for s, _, _ in scored), default=-math.inf)
        found = False
        for delta, poses, words in sorted(own, key=lambda o: -o[0]):
            if tried >= max(3, ctx.level.breadth // 2) or delta <= best_so_far:
                break
            tried += 1
            act = move_cls(tuple(v.id for v in groups), tuple(tuple(p) for p in poses))
            if not surely_blocked(groups, poses, others) and not state.check(act):
                scored.append((delta, act, f"{names} {words}"))
                found = True
                continue
            # Something is in the way (friends, terrain): try the same way, shorter.
            for share in (0.66, 0.33):
                shorter = _shorten(groups, poses, share)
                act = move_cls(tuple(v.id for v in groups), tuple(tuple(p) for p in shorter))
                if not surely_blocked(groups, shorter, others) and not state.check(act):
                    d, _ = place_delta(ctx, groups, shorter, follow)
                    scored.append((d, act, f"{names} {words}, as far as the way allows"))
                    found = True
                    break
        if not found and not any(isinstance(a, Move) for a in legal) and own and max(o[0] for o in own) > 0:
            # None of the planner's own moves fits (terrain, other units): fall back on the rules' sample.
            from game.core import group_candidates

            units = [state.units[v.id] for v in groups]
            for m in group_candidates(state, units, "half" if kind == "half" else "order"):
                poses = list(m.poses)
                delta, target = place_delta(ctx, groups, poses, follow)
                act = move_cls(m.units, m.poses)
                scored.append((delta, act, f"{names} move{' towards ' + target if target else ''}"))
    if not scored:
        if not legal:  # no hold, and none of the planner's moves: the rules' own sample has one
            legal = [a for a in state.legal_actions() if isinstance(a, (Move, Charge, Hold))]
        return legal[0], "the only move offered"
    short = ctx.shortlist(scored, lambda s: s[0])
    return ctx.pick(short)


def _allowance(ctx: Ctx, groups: list[UnitView], kind: str) -> int:
    from game.core import CARRIED_PIECES, allowance

    state = ctx.state
    how = "half" if kind == "half" else "order"

    def one(v: UnitView) -> int:
        u = state.units[v.id]
        # A unit carrying its mantlets or pavises moves at half its pace (Fantasy Warriors).
        return allowance(state, u, None, how) // (2 if state.ruleset.ask(CARRIED_PIECES, state, u) else 1)

    # Asked for every order listed, each time the orders are weighed: once per position is enough.
    return board.memo(state, ("ai", "allowance", tuple(v.id for v in groups), how), lambda: min(map(one, groups)))


def _follow_up(ctx: Ctx, ids: list[str]) -> float:
    """Chance the next order to these units passes (looking one order ahead), 0 if none may follow."""
    from game.core import MAX_ORDERS, order_passes, order_target

    state = ctx.state
    cid = None if state.command.pending is None else state.command.pending.character
    if not cid or cid not in state.characters:
        return 0.0
    units = [state.units[u] for u in ids]
    if any(u.orders >= MAX_ORDERS for u in units):
        return 0.0
    # The units have had this order counted already, so the target carries the next order's penalty.
    return float(order_passes(order_target(state, state.characters[cid], units).target))
