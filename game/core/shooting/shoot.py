"""The Shoot action (digest 4.1-4.3): each unit shoots once, at the closest enemy unit it can see.

Shooting is optional, but a unit that shoots shoots with every stand able to; stands that cannot reach
the chosen target shoot stand by stand at the closest unit they can reach.
"""

from __future__ import annotations

from game.core import board, hooks
from game.core.dice import Dice
from game.core.events import Event
from game.core.shooting import book, targets
from game.core.shooting.actions import Shoot
from game.core.shooting.fire import fire, settle
from game.core.shooting.weapons import SECOND_VOLLEY, SHOOT_AGAIN, weapon
from game.core.state import Character, GameState, Unit


def _name(state: GameState, uid: str) -> str:
    """A target's name: a unit's, or a lone character's that a rule module lets be shot at."""
    return state.units[uid].name if uid in state.units else state.characters[uid].name


def _describe_choice(state: GameState, unit: Unit, ids: list[str]) -> str:
    t = board.table(state)
    return " or ".join(f"{_name(state, u)} ({t.owner_distance(unit.id, u) / 10:.1f} cm)" for u in ids)


def check_shoot(state: GameState, action: Shoot) -> list[str]:
    unit = state.units.get(action.unit)
    if unit is None:
        return [f"there is no unit {action.unit!r}"]
    reasons = targets.shooter_problems(state, unit)
    if reasons:
        return reasons
    tu = state.units.get(action.target)
    piece = state.characters.get(action.target)
    if piece is not None and piece.side != unit.side and action.target in dict(targets.candidate_targets(state, unit)):
        pass  # a lone character a rule module lets be shot at: the closest-target rule below applies to it too
    elif tu is None or not tu.alive or tu.off_table:
        return [f"there is no enemy unit {action.target!r} on the table"]
    elif tu.side == unit.side:
        return [f"{tu.name} is on your own side"]
    elif tu.engaged and not (unit.engaged and action.target in dict(targets.candidate_targets(state, unit))):
        # Only a crew shooting into its own fight (huge creatures' crews) may pick out an engaged enemy.
        return [f"{tu.name} is engaged in combat and cannot be picked out as a target"]
    allowed, blind = targets.legal_targets(state, unit)
    if not allowed:
        w = weapon(state, unit)
        rng = (w.range_mm if w else 0) / 10
        return [f"{unit.name} can see no enemy unit within its {rng:g} cm range (a clear view 1 cm wide is needed)"]
    if action.target not in allowed:
        if blind:
            return [
                f"{unit.name} sees no target, so it may only shoot blind at the nearest enemy in range: "
                f"{_describe_choice(state, unit, allowed)}"
            ]
        return [
            f"{unit.name} must shoot at the closest enemy unit it can see: {_describe_choice(state, unit, allowed)}"
        ]
    return []


def apply_shoot(state: GameState, action: Shoot, dice: Dice) -> list[Event]:
    unit = state.units[action.unit]
    w = weapon(state, unit)
    assert w is not None
    _, blind = targets.legal_targets(state, unit)
    groups = targets.allocation(state, unit, action.target, blind)
    second = book.has_shot(state, unit.id)
    if second:
        # Its second volley this phase: the spell that allowed it is used up, and this one is at -1 to hit.
        unit.flags.pop(SHOOT_AGAIN, None)
        unit.flags.pop(SHOOT_AGAIN + "@until", None)
        unit.flags[SECOND_VOLLEY] = 1
    book.mark_shot(state, unit.id)
    split = len(groups) > 1
    events: list[Event] = []
    for target_id, stands in groups:
        if not unit.alive:
            break  # a Helblaster that blew up fires no more
        if target_id in state.characters:
            events += _shoot_piece(state, unit, stands, state.characters[target_id], dice)
            continue
        target = state.units[target_id]
        if not target.alive:
            continue
        distance = min(r.distance for i in stands if (r := targets.reach(state, unit, i, target_id, blind=blind)))
        shooters = [board.unit_base(state, unit, i) for i in stands]

        def aim(stands: tuple[int, ...] = stands, target_id: str = target_id) -> list[int]:
            return targets.aimed_stands(state, unit, stands, target_id, blind)

        struck, evs = fire(state, unit, w, target, stands, aim, dice, distance=distance, blind=blind, split=split)
        events += evs
        events += settle(state, target, struck, shooters)
    unit.flags.pop(SECOND_VOLLEY, None)
    return events


def _shoot_piece(state: GameState, unit: Unit, stands: tuple[int, ...], ch: Character, dice: Dice) -> list[Event]:
    """Stands shooting at a lone character: the rule module that made it a target rolls the shots."""
    if not ch.alive:
        return []
    for point in state.ruleset.hook(hooks.PIECE_SHOT):
        got = point(state, unit, stands, ch, dice)
        if got is not None:
            return got
    return []


def legal_shoot(state: GameState) -> list[Shoot]:
    """Every unit of the side to play that may shoot, with each target it may choose."""
    if state.phase != "shooting":
        return []
    out: list[Shoot] = []
    for unit in state.live_units(state.active):
        if targets.shooter_problems(state, unit):
            continue
        allowed, _ = targets.legal_targets(state, unit)
        out.extend(Shoot(unit.id, t) for t in allowed)
    return out
