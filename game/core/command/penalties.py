"""Command penalties and ranges (seed "Malus de Commandement"; digest 2.4, 2.5, 2.7).

``order_target`` is the single place that works out what a character needs to roll to order a
unit or brigade, with every modifier and the rule it comes from. The order planner, the explain
cards, the AI and the order roll itself all use it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.core import board, distance_words, hooks
from game.core.events import Modifier
from game.core.magic.effects import UNTIL
from game.core.profiles import Rank
from game.core.questions import (
    BRIGADE_SIZE,
    COMMAND_RANGE_MM,
    DENSE_TERRAIN_PENALTY,
    DISTANCE_PENALTY_FACTOR,
    ENEMY_NEAR_PENALTY,
)
from game.core.state import Character, GameState, Unit
from game.table import DENSE

HERO_RANGE_MM = 600
WIZARD_RANGE_MM = 200
FLYER_RANGE_MM = 200
ENEMY_NEAR_MM = 200
MAX_ORDERS = 3
MAX_BRIGADE = 4
# Units that take no place among the four (Chaos Spawn) a brigade may take on top of them.
MAX_FREE_IN_BRIGADE = 2


@dataclass(frozen=True)
class OrderTarget:
    """What a character needs to roll to order some units: Command plus modifiers, or why he cannot."""

    command: int
    modifiers: tuple[Modifier, ...]
    distance_mm: float
    range_mm: float | None
    out_of_range: tuple[str, ...] = ()

    @property
    def target(self) -> int:
        # Command never exceeds 10, whatever the bonuses (digest 2.4).
        return min(10, self.command + sum(m.value for m in self.modifiers))


def distance_penalty(distance_mm: float) -> int:
    """-1 per full 20 cm beyond the first 20 cm: max(0, ceil(d / 20 cm) - 1) (digest 2.4)."""
    # Distances come from rounded poses; a hair over a boundary is measuring noise, not a full step.
    return max(0, math.ceil((distance_mm - 0.01) / 200) - 1)


def character_reach(state: GameState, ch: Character, unit: Unit) -> float:
    """Distance in mm from a character to a unit: from its own stand, or from the unit it has joined."""
    if ch.joined and ch.joined in state.units and state.units[ch.joined].alive:
        if ch.joined == unit.id:
            return 0.0
        a = ch.joined
    else:
        a = ch.id
    return board.memo(state, ("distance", a, unit.id), lambda: board.table(state).owner_distance(a, unit.id))


def command_range(state: GameState, ch: Character, unit: Unit) -> float | None:
    """How far this character's orders reach for this unit (None: the whole table)."""
    usual = _usual_range(state, ch, unit)
    # An army rule may hold every character's orders closer (the Skaven's Under the Lash).
    cap = state.ruleset.ask(COMMAND_RANGE_MM, state, unit)
    if cap and (usual is None or cap < usual):
        return cap
    return usual


def order_reaches(state: GameState, ch: Character) -> list[tuple[float | None, list[str]]]:
    """How far the character's orders reach his side's units on foot or horse, for the screens (None: the whole
    table): first the reach most of them share, then each other reach with the troops it holds for, farthest first.
    By rank, unless an army rule holds some or all closer (Under the Lash, Cold-blooded: 20 cm)."""
    rank = state.character_profile(ch).rank
    usual = None if rank is Rank.GENERAL else HERO_RANGE_MM if rank is Rank.HERO else WIZARD_RANGE_MM
    counts: dict[float | None, int] = {}
    troops: dict[float | None, set[str]] = {}
    for u in state.live_units(ch.side):
        prof = state.unit_profile(u)
        if prof.flying:
            continue
        reach = command_range(state, ch, u)
        counts[reach] = counts.get(reach, 0) + 1
        troops.setdefault(reach, set()).add(prof.name)
    if not counts:
        return [(usual, [])]
    ranked = sorted(counts, key=lambda r: (-counts[r], -(r or math.inf)))
    rest = sorted(ranked[1:], key=lambda r: -(r or math.inf))
    return [(r, sorted(troops[r])) for r in [ranked[0], *rest]]


def _usual_range(state: GameState, ch: Character, unit: Unit) -> float | None:
    rank = state.character_profile(ch).rank
    if state.unit_profile(unit).flying:
        return FLYER_RANGE_MM
    if rank is Rank.GENERAL:
        return None
    if rank is Rank.HERO:
        return HERO_RANGE_MM
    return WIZARD_RANGE_MM


def brigade_limit(state: GameState, units: list[Unit]) -> int | None:
    """How many units a brigade of these may have at most (None: any number, the Skaven's Strength in Numbers)."""
    sizes = [state.ruleset.ask(BRIGADE_SIZE, state, u) for u in units]
    bounded = [n for n in sizes if n]
    return min(bounded) if bounded else None


def enemy_within_20cm(state: GameState, unit: Unit) -> str | None:
    """The closest enemy unit within 20 cm, seen or not; enemy characters never count."""
    near = board.memo(
        state, ("enemy_near", unit.id), lambda: board.table(state).closest_enemy_units(unit.id, ENEMY_NEAR_MM)
    )
    return near[0][0] if near else None


def enemy_near_penalty(state: GameState, unit: Unit) -> str | None:
    """The enemy within 20 cm that costs an order to ``unit`` -1; None if none, or if its rules spare it
    (the Undead)."""
    if not state.ruleset.ask(ENEMY_NEAR_PENALTY, state, unit):
        return None
    return enemy_within_20cm(state, unit)


def in_dense_terrain(state: GameState, unit: Unit) -> str | None:
    return board.memo(state, ("dense", unit.id), lambda: _in_dense_terrain(state, unit))


def _in_dense_terrain(state: GameState, unit: Unit) -> str | None:
    t = board.table(state)
    for b in t.bases_of(unit.id):
        for piece in t.terrain_under(b):
            if piece.kind in DENSE:
                return piece.name or piece.kind.value
    return None


def stands_lost_for_command(unit: Unit) -> int:
    """Stands lost, not counting add-on stands such as Skirmishers (digest 2.4)."""
    # Which stand fell is not tracked, so the add-on is taken to be the first stand lost.
    return max(0, unit.stands_lost - unit.addon_stands)


def order_target(state: GameState, ch: Character, units: list[Unit]) -> OrderTarget:
    """Command value and every penalty for ``ch`` ordering ``units`` (one unit or a brigade)."""
    # Every order offered is worked out when the orders are listed, and again when one is weighed or given:
    # remembered while the poses stay put, under everything else it depends on (orders given, losses,
    # lasting penalties and spells), so that a change within one action never reads an old answer.
    key = (
        "order-target",
        ch.id,
        ch.joined,
        ch.orders_given,
        tuple(sorted(ch.flags.items())),
        state.turn,
        tuple((u.id, u.orders, u.stands_lost, u.blunder_penalty, tuple(sorted(u.flags.items()))) for u in units),
    )
    return board.memo(state, key, lambda: _order_target(state, ch, units))


def _order_target(state: GameState, ch: Character, units: list[Unit]) -> OrderTarget:
    cp = state.character_profile(ch)
    fixed = next((v for fn in state.ruleset.hook(hooks.ORDER_VALUE) if (v := fn(state, ch, units)) is not None), None)
    mods: list[Modifier] = []
    # Distance: to the most distant unit of a brigade.
    dists = [(character_reach(state, ch, u), u) for u in units]
    far, far_unit = max(dists, key=lambda d: d[0])
    dp = distance_penalty(far)
    # The figure shown must lie in the band that set the penalty: 60.04 cm costs -3, so not "60 cm".
    lower = dp * 200 if dp else -math.inf
    label = f"distance {distance_words.between(far, lower, lower + 200 if dp else 200)}"
    factor = max(state.ruleset.ask(DISTANCE_PENALTY_FACTOR, state, u) for u in units)
    if factor > 1:
        dp *= factor
        label += f", doubled for {state.unit_profile(far_unit).name}"
    elif factor == 0:
        # Every unit of the order ignores distance (Camel Riders on their own).
        dp = 0
    if dp:
        mods.append(Modifier(-dp, "command.penalty.distance", label))
    out: list[str] = []
    reach: float | None = None
    for d, u in dists:
        r = command_range(state, ch, u)
        if r is not None:
            reach = r if reach is None else min(reach, r)
            if d > r + 0.01:
                out.append(u.id)
    nth = max(u.orders for u in units) + 1
    if nth == 2:
        mods.append(Modifier(-1, "command.penalty.second_order", "second order"))
    elif nth >= 3:
        mods.append(Modifier(-2, "command.penalty.third_order", "third order"))
    for u in units:
        if enemy_near_penalty(state, u):
            mods.append(Modifier(-1, "command.penalty.enemy_near", "enemy within 20 cm"))
            break
    for u in units:
        if not state.ruleset.ask(DENSE_TERRAIN_PENALTY, state, u):
            continue
        where = in_dense_terrain(state, u)
        if where:
            mods.append(Modifier(-1, "command.penalty.dense_terrain", f"in dense terrain ({where})"))
            break
    lost = max(stands_lost_for_command(u) for u in units)
    if lost:
        mods.append(Modifier(-lost, "command.penalty.casualties", f"{lost} stand{'s' if lost > 1 else ''} lost"))
    crazy = sum(u.blunder_penalty for u in units)
    if crazy:
        mods.append(Modifier(-crazy, "command.penalty.blunder", '"You must be crazy!"'))
    for u in units:
        for key, value in sorted(u.flags.items()):
            if key.startswith("command_mod:") and not key.endswith(UNTIL) and value:
                mods.append(Modifier(value, "command.penalty.spell", key.split(":", 1)[1]))
    # Terrain (a whole move along a road) and army special rules (the Bone Giant) that change the Command.
    for extra in state.ruleset.hook(hooks.COMMAND_MODIFIERS):
        mods += extra(state, ch, units)
    if state.ruleset.option("command").first_turn_bonus and state.turn == 1 and ch.orders_given == 0:
        mods.append(Modifier(+1, "command.bonus.first_turn", "first order of the battle"))
    if fixed is not None:
        # A magic item sets the order's Command outright: no penalty counts (the Crown of Command).
        return OrderTarget(fixed, (), far, reach, tuple(out))
    return OrderTarget(cp.command, tuple(mods), far, reach, tuple(out))
