"""Deployment and character moves: where units are set up, and where characters stand (or whom they
join) so that next turn's orders reach the most units at the best odds while the General stays safe.

Unit placements prefer a line in the front row, infantry in the centre and horsemen on the flanks.
Characters are judged by the orders they could give from a place (the chance of passing, distance
penalties included, for each unit in range, counting only what another character does not already
cover better), by the danger there, and by the attack bonus they would bring to a unit about to fight.
"""

from __future__ import annotations

import math

from game.ai.planner import Choice, Ctx
from game.ai.plans import bands, champions
from game.ai.scoring.position import threat
from game.ai.scoring.views import UnitView
from game.ai.scoring.ways import zone_detour
from game.core import (
    MUST_CHARGE,
    Action,
    AutoDeploy,
    Character,
    DeployCharacter,
    DeployJoinCharacter,
    DeployUnit,
    JoinCharacter,
    MoveCharacter,
    Proceed,
    Rank,
    UnitType,
    board,
    character_value,
    characters_are_pieces,
    command_range,
    distance_penalty,
    order_passes,
)

FLANK_OFFSET_MM = 600


def _unit_place_score(ctx: Ctx, a: DeployUnit) -> float:
    state = ctx.state
    u = state.units[a.unit]
    prof = state.unit_profile(u)
    mid = state.table_w / 2
    off = abs(a.x - mid)
    if prof.type in (UnitType.CAVALRY, UnitType.CHARIOT):
        s = -abs(off - FLANK_OFFSET_MM) / 20
    else:
        s = -off / 20
    enemy_y = 0 if ctx.side == 0 else state.table_h
    # The row nearer the enemy is the front row.
    s -= abs(a.y - enemy_y) / 40
    # A place behind a river or a wood the unit cannot cross counts as far off as the walk round it.
    mover = board.unit_mover(state, u)
    s -= zone_detour(state, mover, a.formation == "line", a.x, a.y, enemy_y) / 20
    s += 6 if a.formation == "line" else 0
    near = [v for v in ctx.friends if math.dist((v.cx, v.cy), (a.x, a.y)) < 160]
    s += ctx.persona.line * min(2, len(near))
    if prof.has("screaming_bell"):
        # The Bell moves only in a brigade with infantry: set it up flush against some, or it never moves.
        s += PUSHED_BONUS if _beside_infantry(ctx, a.x, a.y) else -PUSHED_BONUS
    return s


# What standing flush against infantry is worth to a Screaming Bell being set up (it moves only with them).
PUSHED_BONUS = 40.0


def _beside_infantry(ctx: Ctx, x: float, y: float) -> bool:
    """Whether a stand of friendly infantry stands flush beside (x, y), the centre of a 40 x 60 mm Bell: edge to
    edge (centres 40 mm apart across) and alongside it (centres less than 40 mm apart in depth)."""
    return any(
        v.prof.type is UnitType.INFANTRY and 39 <= abs(px - x) <= 41 and abs(py - y) < 40
        for v in ctx.friends
        for px, py, _ in v.poses
    )


def choose_deployment(ctx: Ctx, legal: list[Action]) -> Choice:
    """Set up the next unit or character in the best-scoring offered place."""
    scored: list[tuple[float, Action, str]] = []
    cover = _coverage_by_others(ctx)
    for a in legal:
        if isinstance(a, DeployUnit):
            name = ctx.state.units[a.unit].name
            scored.append((_unit_place_score(ctx, a), a, f"{name} takes its place in the {a.formation}"))
        elif isinstance(a, DeployCharacter):
            ch = ctx.state.characters[a.character]
            s = _character_score(ctx, ch, a.x, a.y, a.join, cover)
            where = f"with {ctx.state.units[a.join].name}" if a.join else "behind the line"
            scored.append((s, a, f"{ch.name} stands {where}, within reach of the most units"))
        elif isinstance(a, DeployJoinCharacter):
            ch, host = ctx.state.characters[a.character], ctx.state.characters[a.host]
            if bands.may_band(ctx, ch, host):
                s = _character_score(ctx, ch, a.x, a.y, "", cover) + bands.shelter(ctx, ch, host)
                scored.append((s, a, f"{ch.name} stands beside {host.name}: one unit of characters, not alone"))
    if not scored:
        auto = next((a for a in legal if isinstance(a, AutoDeploy)), None)
        if auto is not None:
            return auto, "the rest set up in the standard way"
        return legal[0], "the only choice"
    return ctx.pick(ctx.shortlist(scored, lambda s: s[0]))


def _unit_distance(v: UnitView, x: float, y: float) -> float:
    return max(0.0, min(math.dist((p[0], p[1]), (x, y)) for p in v.poses) - 15)


def _chances(ctx: Ctx, ch: Character, x: float, y: float, join: str) -> dict[str, float]:
    """The chance of each friendly unit in range passing an order from this character at (x, y)."""
    cmd = ctx.state.character_profile(ch).command
    out: dict[str, float] = {}
    for v in ctx.friends:
        d = 0.0 if v.id == join else _unit_distance(v, x, y)
        # The rules' own reach: by rank, 20 cm to flyers, and closer where an army rule says so (Under the Lash).
        reach = command_range(ctx.state, ch, ctx.state.units[v.id])
        if reach is not None and d > reach:
            continue
        # Units that must charge on initiative take no orders (the rules' own answer).
        if v.engaged or ctx.state.ruleset.ask(MUST_CHARGE, ctx.state, ctx.state.units[v.id]):
            continue
        out[v.id] = float(order_passes(min(10, cmd - distance_penalty(d))))
    return out


def _coverage_by_others(ctx: Ctx, skip: str = "") -> dict[str, float]:
    """For each unit, the best chance another character (already placed) gives it."""
    best: dict[str, float] = {}
    for ch in ctx.state.live_characters(ctx.side):
        if ch.id == skip or ch.flags.get("undeployed"):
            continue
        for uid, p in _chances(ctx, ch, ch.x, ch.y, ch.joined or "").items():
            best[uid] = max(best.get(uid, 0.0), p)
    return best


def _character_score(ctx: Ctx, ch: Character, x: float, y: float, join: str, cover: dict[str, float]) -> float:
    """Orders within reach (beyond what others cover), less danger, plus the fight a joined unit may see."""
    state = ctx.state
    rank = state.character_profile(ch).rank
    chances = _chances(ctx, ch, x, y, join)
    if rank is Rank.GENERAL:
        # The General's orders are the army's backbone: every unit counts in full.
        reach = sum(chances.values())
    else:
        reach = sum(max(0.0, p - cover.get(uid, 0.0)) for uid, p in chances.items())
    score = 6.0 * reach
    worth = float(character_value(state, ch))
    safety = ctx.persona.general_safety if rank is Rank.GENERAL else 0.5
    vs = ctx.views
    if join and join in vs:
        danger, _ = threat(state, vs[join], ctx.enemies, ctx.friends, ctx.persona.exposure)
        fights = danger > 0 or any(math.dist((e.cx, e.cy), (vs[join].cx, vs[join].cy)) < 350 for e in ctx.enemies)
        bonus = state.character_profile(ch).attack_bonus
        mount = state.mount_profile(ch)
        bonus += mount.attack_bonus if mount else 0
        melee = not vs[join].shots
        if fights and (melee or not characters_are_pieces(state)):
            score += ctx.persona.attack * 3.0 * bonus
        if fights and melee and characters_are_pieces(state) and rank is Rank.HERO:
            # A character that can be hit fights for renown (challenges, picked-out foes) only in the front
            # rank of a unit that comes to blows: a Hero seeks one out rather than shooters or the rear.
            score += ctx.persona.attack * 2.0 * (bonus + 2)
        score -= safety * danger * 0.5 * worth / max(1.0, vs[join].value)
        score += champions.front_worth(ctx, ch, join)
    else:
        near = min((math.dist((e.cx, e.cy), (x, y)) - e.pace for e in ctx.enemies), default=9999)
        if near < 60:
            score -= safety * worth * 0.5
        score -= 2.0  # a character alone can be caught by any charge that touches him
    return score


def choose_character(ctx: Ctx, legal: list[Action]) -> Choice:
    """Move the character whose move gains most over staying where he is; proceed when none does."""
    from game.ai.plans.individuals import enchantress_move
    from game.core import is_enchantress

    state = ctx.state
    walk = enchantress_move(ctx)
    if walk is not None:
        return walk
    # An enchantress keeps apart from every unit: she moves only by her own plan above.
    moves = [a for a in legal if isinstance(a, MoveCharacter) and not is_enchantress(state, state.characters[a.character])]
    proceed = next((a for a in legal if isinstance(a, Proceed)), None)
    scored: list[tuple[float, Action, str]] = []
    by_char: dict[str, list[MoveCharacter]] = {}
    for a in moves:
        by_char.setdefault(a.character, []).append(a)
    for ch in state.live_characters(ctx.side):
        # One the rules offer no join still weighs the places offered here (a front unit beyond the four nearest).
        if not ch.moved and not ch.off_table:
            by_char.setdefault(ch.id, [])
    for cid, offers in by_char.items():
        ch = state.characters[cid]
        cover = _coverage_by_others(ctx, skip=cid)
        here = _character_score(ctx, ch, ch.x, ch.y, ch.joined or "", cover)
        for extra in [*_own_offers(ctx, ch), *champions.offers(ctx, ch)]:
            if not state.check(extra):
                offers.append(extra)
        for a in offers:
            s = _character_score(ctx, ch, a.x, a.y, a.join, cover) - here
            where = f"joins {state.units[a.join].name}" if a.join else "moves behind the line"
            why = "to order more units next turn"
            if champions.front_worth(ctx, ch, a.join) > 0:
                why = f"to fight in its front rank and challenge the enemy's characters ({champions.words(ctx, ch)})"
            scored.append((s, a, f"{ch.name} {where} {why}"))
    for j in legal:
        if isinstance(j, JoinCharacter) and j.character in by_char:
            ch, host = state.characters[j.character], state.characters[j.host]
            if bands.may_band(ctx, ch, host):
                cover = _coverage_by_others(ctx, skip=ch.id)
                here = _character_score(ctx, ch, ch.x, ch.y, ch.joined or "", cover)
                s = _character_score(ctx, ch, j.x, j.y, "", cover) + bands.shelter(ctx, ch, host) - here
                scored.append((s, j, f"{ch.name} joins {host.name}: one unit of characters, not alone"))
    scored = [s for s in scored if s[0] > 0.5]
    if not scored:
        return (
            (proceed, "every character stands well where he is")
            if proceed is not None
            else (legal[0], "the only choice")
        )
    return ctx.pick(ctx.shortlist(scored, lambda s: s[0]))


def _own_offers(ctx: Ctx, ch: Character) -> list[MoveCharacter]:
    """A place behind the middle of the army's units (or of those in his range), not joined."""
    friends = [v for v in ctx.friends if not v.engaged]
    if not friends:
        return []
    back = 1 if ctx.side == 0 else -1
    cx = sum(v.cx for v in friends) / len(friends)
    cy = sum(v.cy for v in friends) / len(friends) + back * 80
    from game.core import character_move_reach

    reach = character_move_reach(ctx.state, ch)
    d = math.dist((cx, cy), (ch.x, ch.y))
    if d > reach - 10:
        k = (reach - 10) / d
        cx, cy = ch.x + (cx - ch.x) * k, ch.y + (cy - ch.y) * k
    return [MoveCharacter(ch.id, round(cx), round(cy), ch.facing, "")]
