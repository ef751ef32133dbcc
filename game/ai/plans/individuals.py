"""The computer opponents' enchantress (the ``fw-individuals`` module).

She enchants in the Shooting phase the enemy unit of greatest worth (its stands times its Attacks) among
those she enchants at least a third of the time, so that her counters go where they take most out of the fight.
Its own enchanted units are freed by a General or Hero touching them whenever one can try. A druid controls
his tree spirit while his pool pays a 6, and summons one out of his wood with 20 power or more.
"""

from __future__ import annotations

import math

from game.ai.planner import Choice, Ctx, pct
from game.core import (
    Character,
    ControlSpirit,
    Enchant,
    FreeEnchanted,
    GameState,
    MoveCharacter,
    SummonSpirit,
    board,
    character_move_reach,
    enchant_odds,
    enchantment_counters,
    is_enchantress,
    power_left,
)

ENCHANT_FROM = 1 / 3
CONTROL_FROM, SUMMON_FROM = 6, 20


def choose_enchantment(ctx: Ctx) -> Choice | None:
    state = ctx.state
    if not state.ruleset.has("fw-individuals"):
        return None
    legal = state.legal_actions()
    if state.phase == "command" and state.step == "orders":
        frees = [a for a in legal if isinstance(a, FreeEnchanted)]
        if frees:
            a = frees[0]
            return a, f"{state.characters[a.character].name} touches {state.units[a.unit].name}: he breaks the spell"
        return _spirit(ctx, legal)
    if state.phase != "shooting":
        return None
    picks = []
    for a in legal:
        if isinstance(a, Enchant):
            unit = state.units[a.target]
            chance = enchant_odds(state, state.characters[a.enchantress], unit)["enchanted"]
            if chance >= ENCHANT_FROM:
                picks.append((len(unit.stands) * state.unit_profile(unit).attacks, chance, a))
    if not picks:
        return None
    worth, chance, best = max(picks, key=lambda p: (p[0], p[1], p[2].target))
    return best, f"the enchantress holds {state.units[best.target].name} {pct(chance)} of the time"


# Where she stands: alone, this far from the nearest enemy unit (her short range, 30 cm, where she enchants best).
STAND_OFF_MM = 290
CLEAR_MM = 30


def enchantress_move(ctx: Ctx) -> Choice | None:
    """In the Characters step an enchantress with counters walks to a spot alone, about 29 cm from the nearest
    enemy unit, where she may enchant next turn; she never joins a unit."""
    state = ctx.state
    if not state.ruleset.has("fw-individuals"):
        return None
    t = board.table(state)
    enemies = state.live_units(1 - ctx.side)
    for ch in state.live_characters(ctx.side):
        if ch.moved or ch.off_table or not is_enchantress(state, ch) or enchantment_counters(state, ch) <= 0:
            continue
        if not enemies:
            return None
        foe = min(enemies, key=lambda u: (t.owner_distance(ch.id, u.id), u.id))
        fx = sum(s.x for s in foe.stands) / len(foe.stands)
        fy = sum(s.y for s in foe.stands) / len(foe.stands)
        d = math.hypot(ch.x - fx, ch.y - fy) or 1.0
        reach = character_move_reach(state, ch)
        for side_step in (0, 60, -60, 120, -120):
            ux, uy = (ch.x - fx) / d, (ch.y - fy) / d
            x, y = fx + ux * STAND_OFF_MM - uy * side_step, fy + uy * STAND_OFF_MM + ux * side_step
            gap = math.hypot(x - ch.x, y - ch.y)
            if gap > reach - 10:
                k = (reach - 10) / gap
                x, y = ch.x + (x - ch.x) * k, ch.y + (y - ch.y) * k
            a = MoveCharacter(ch.id, round(x), round(y), ch.facing, "")
            if gap < 20 and not ch.joined:
                break
            if _alone(state, ch, a) and not state.check(a):
                return a, f"{ch.name} stands alone within reach of {foe.name}, to enchant it"
    return None


def _alone(state: GameState, ch: Character, a: MoveCharacter) -> bool:
    t = board.table(state)
    mine = board.character_base(state, ch, (a.x, a.y, a.facing))
    for u in state.live_units():
        if any(t.distance(mine, b) < CLEAR_MM for b in board.unit_bases(state, u)):
            return False
    return True


def _spirit(ctx: Ctx, legal: list) -> Choice | None:  # type: ignore[type-arg]
    state = ctx.state
    for a in legal:
        if isinstance(a, ControlSpirit) and power_left(state, state.characters[a.druid]) >= CONTROL_FROM:
            return a, "the druid holds his tree spirit while his pool pays"
    return None


def summon_spirit(ctx: Ctx, legal: list) -> Choice | None:  # type: ignore[type-arg]
    """Called after the druid's terrain powers are weighed: a spirit when nothing better is open."""
    state = ctx.state
    for a in legal:
        if isinstance(a, SummonSpirit) and power_left(state, state.characters[a.druid]) >= SUMMON_FROM:
            return a, "the druid has power enough to call a tree spirit out of the wood"
    return None
