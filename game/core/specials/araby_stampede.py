"""Araby's Elephants stampede instead of becoming confused (digest 10.15 [5]).

Whatever would confuse a unit of Elephants sets it stampeding instead: it is not confused and no rule of
confusion applies to it. At the start of its side's next Command phase, before anything moves on initiative,
it rolls a D6 and goes as far as it can, its full pace:

- 1-2 towards the nearest enemy unit;
- 3-4 straight away from the nearest enemy unit;
- 5 towards the nearest unit of its own side;
- 6 straight away from the nearest unit of its own side.

An enemy it meets is charged, sight or no sight; a friend it meets is charged too (it is the Giant gone wild's
charge on a friend: ``specials.giant``'s ``FIGHTS_FRIENDS`` and one round of combat; our reading of "counts as
enemies for the duration of the combat", whose length the source leaves open). A friend it cannot reach
cleanly, or one already fighting, stops it. It takes no order and uses no initiative in that Command phase,
and the stampede ends with it. Stampeding Elephants that win a round pursue if they can and otherwise stand:
they never fall back or advance (``questions.PURSUES_ONLY``), through that turn's Combat phase.

Elephants set stampeding in their own Command phase stampede no further: it ends with that phase, and they
take no more orders in it. They stop at the table's edge (our reading: the source does not say they leave).
"""

from __future__ import annotations

import math

from game.core import board, moves
from game.core.command.charging import carry_out_charge, charge_problems
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Narration
from game.core.magic import effects
from game.core.specials import giant
from game.core.specials.events import STAMPEDE_RULE
from game.core.state import GameState, Unit, id_key

RULE = STAMPEDE_RULE
# How a stampede's charge is told (the Giant's own words are "a Giant gone wild").
HOW = "stampeding Elephants"
# The flag of a unit to stampede at its side's next Command phase, and of one that stampeded this turn.
STAMPEDE = "stampede"
STAMPEDED = "stampeded"
CHART = {
    1: "towards the nearest enemy",
    2: "towards the nearest enemy",
    3: "away from the nearest enemy",
    4: "away from the nearest enemy",
    5: "towards the nearest friend",
    6: "away from the nearest friend",
}


def stampedes(state: GameState, unit: Unit) -> bool:
    return state.unit_profile(unit).has("elephants")


def instead_of_confusion(state: GameState, unit: Unit, why: str, rule: str) -> list[Event] | None:
    """``CONFUSED_INSTEAD``: Elephants that would be confused stampede."""
    if not stampedes(state, unit):
        return None
    if state.phase == "command" and unit.side == state.active:
        # The stampede would end with this very phase: it only stops their orders.
        unit.no_more_orders = True
        unit.initiative_moved = True
        return [Narration(message=f"{unit.name} would be confused ({why}): they stampede instead, and take no more "
                          "orders this Command phase", rule=RULE)]
    unit.flags[STAMPEDE] = 1
    return [Narration(message=f"{unit.name} would be confused ({why}): they stampede instead, at the start of "
                      "their next Command phase", rule=RULE)]


def _nearest(state: GameState, unit: Unit, side: int) -> Unit | None:
    t = board.table(state)
    found = [u for u in state.live_units(side) if u.id != unit.id and not u.flags.get("mirage")]
    return min(found, key=lambda u: (t.owner_distance(unit.id, u.id), id_key(u.id)), default=None)


def _centre(unit: Unit) -> tuple[float, float]:
    return sum(s.x for s in unit.stands) / len(unit.stands), sum(s.y for s in unit.stands) / len(unit.stands)


def _direction(state: GameState, unit: Unit, other: Unit, away: bool) -> tuple[float, float]:
    """Towards the nearest stand of ``other`` (or straight away from it, as an evade is worked out)."""
    cx, cy = _centre(unit)
    tb = min(board.table(state).bases_of(other.id), key=lambda b: math.dist((b.x, b.y), (cx, cy)))
    dx, dy = tb.x - cx, tb.y - cy
    n = math.hypot(dx, dy) or 1.0
    return (-dx / n, -dy / n) if away else (dx / n, dy / n)


def _turn_to(state: GameState, unit: Unit, direction: tuple[float, float]) -> None:
    """The herd turns about its centre to face the way it runs, where the table leaves room (a stampede goes
    head first: whoever it runs into is charged, seen or not)."""
    facing = round(math.degrees(math.atan2(direction[0], -direction[1]))) % 360
    turn = math.radians(facing - unit.stands[0].facing)
    cx, cy = _centre(unit)
    c, s = math.cos(turn), math.sin(turn)
    poses = [(round(cx + (st.x - cx) * c - (st.y - cy) * s), round(cy + (st.x - cx) * s + (st.y - cy) * c), facing)
             for st in unit.stands]
    if not moves.move_problems(state, unit, poses, allowance=10_000, keep_away=False, allow_leave_table=False):
        moves.set_poses(state, unit, poses)


def stampede(state: GameState, unit: Unit, dice: Dice) -> list[Event]:
    """One unit's stampede: the roll, and the move it makes."""
    face = dice.roll(1, 6, f"{unit.name}: stampede")[0]
    events: list[Event] = [DiceRolled(purpose=f"{unit.name}: stampede", sides=6, faces=(face,), outcome=CHART[face],
                                      side=unit.side, rule=RULE)]
    unit.no_more_orders = True
    unit.initiative_moved = True
    unit.moved = True
    effects.set_lasting(unit, STAMPEDED, 1, effects.ply(state))
    side = 1 - unit.side if face <= 4 else unit.side
    other = _nearest(state, unit, side)
    if other is None:
        return events + [Narration(message=f"{unit.name} stampede, but there is nobody to run at or from", rule=RULE)]
    away = face in (3, 4, 6)
    direction = _direction(state, unit, other, away)
    _turn_to(state, unit, direction)
    if face <= 2 and not charge_problems(state, unit, other.id, how="blunder"):
        return events + carry_out_charge(state, unit, other.id, dice, how=HOW)
    limit = effects.scaled(state, unit, state.unit_profile(unit).full_pace_mm)
    direction = _direction(state, unit, other, away)
    enemies = giant.in_the_way(state, unit, direction, limit, 1 - unit.side)
    friends = giant.in_the_way(state, unit, direction, limit, unit.side)
    charged = giant.charge_first_enemy(state, unit, enemies, friends, dice, how=HOW)
    if charged is not None:
        return events + charged
    if friends:
        charged = giant.charge_friend(state, unit, friends[0], enemies, dice, RULE, how=HOW)
        if charged is not None:
            return events + charged
    d = giant.furthest(state, unit, direction, limit, [])
    return events + giant.move_straight(state, unit, direction, d, f"stampeding {CHART[face]}", RULE)


def command_begins(state: GameState, dice: Dice) -> list[Event]:
    """``COMMAND_BEGINS``: the side's stampeding Elephants go, before anything moves on initiative."""
    events: list[Event] = []
    for unit in state.live_units(state.active):
        if unit.flags.pop(STAMPEDE, None) and unit.alive:
            if unit.engaged:
                events.append(Narration(message=f"{unit.name} are fighting: the stampede ends where they stand",
                                        rule=RULE))
                continue
            events += stampede(state, unit, dice)
    return events


def pursues_only(state: GameState, unit: Unit, answer: bool) -> bool:
    """``PURSUES_ONLY``: Elephants that stampeded this turn pursue if they win, and never advance."""
    return answer or bool(unit.flags.get(STAMPEDED))
