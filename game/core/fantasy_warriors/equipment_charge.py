"""Charging over equipment and behind mantlets (Fantasy Warriors: "Palisades", "Chevaux de frise" and "Spiked
pits and movement"; "Mantlets and movement", "Mantlets and combat").

A charge may go over palisades, stakes and pits as an ordered move does, and pays for them the same way. A
target standing behind a piece of its own (touching its rear) is charged over it: the charge halts with its
stands touching the piece's front, and the two fight over it. A unit charging behind its mantlets or pavises
charges at half pace and halts with them between it and the enemy: they touch the enemy, and it fights over
them. The placement is the usual one (``game.table.charge``), worked out on a copy of the table where the
target stands that much nearer; the stands it gives are then checked on the real table.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from game.core import board
from game.core.dice import Dice
from game.core.events import Event
from game.core.fantasy_warriors.equipment import CHEVAUX, KINDS, PIT, Piece, pieces
from game.core.fantasy_warriors.equipment_carry import carry, move_check
from game.core.fantasy_warriors.equipment_cross import CROSS, end_check, hits
from game.core.fantasy_warriors.states import is_eager
from game.core.questions import CARRIED_PIECES, CROSSABLE_PIECES
from game.core.state import GameState, Unit
from game.table import Base
from game.table.equipment import behind, in_front, touching

Vector = tuple[float, float]


def _guarding(state: GameState, target: Unit) -> list[Piece]:
    """The target's own pieces (not pits) whose rear its stands touch: a charge halts at their front."""
    stands = board.unit_bases(state, target)
    return [p for p in pieces(state) if p.side == target.side and p.kind != PIT
            and any(touching(p.base(), b) and behind(p.base(), b) for b in stands)]


def _outward(stand: Base, edge: str) -> Vector:
    d, r = stand.direction(), stand.right()
    return {"front": d, "rear": (-d[0], -d[1]), "right": r, "left": (-r[0], -r[1])}.get(edge, d)


def _place(state: GameState, unit: Unit, target: Unit, shift: Vector, ignore: tuple[str, ...],
           allowance: float) -> Any:
    """The usual placement, on a table where the target stands ``shift`` nearer."""
    from game.table import Table
    from game.table.charge import place_charge

    bases = [dataclasses.replace(b, x=b.x + shift[0], y=b.y + shift[1]) if b.owner == target.id else b
             for b in board.all_bases(state)]
    t = Table(state.table_w, state.table_h, board.terrain_pieces(state), bases) if shift != (0.0, 0.0) \
        else board.table(state)
    return place_charge(t, unit.id, target.id, allowance=allowance, mover=board.unit_mover(state, unit),
                        enemies=[u.id for u in state.live_units(1 - unit.side)],
                        fortified_ok=state.unit_profile(unit).type.value == "infantry" or state.unit_profile(unit).flying,
                        names={u.id: u.name for u in state.live_units()}, ignore=ignore)


def _problems(state: GameState, unit: Unit, plan: Any) -> list[str]:
    end = board.unit_bases(state, unit, list(plan.poses))
    return end_check(state, unit, end) + move_check(state, unit, end)


def charge_place(state: GameState, unit: Unit, target: str) -> Any:
    """The hook ``CHARGE_PLACE``: the charge placed over equipment, or None when no piece is involved."""
    from game.core.command.charging import charge_allowance

    tu = state.units.get(target)
    found = pieces(state)
    if tu is None or not found or state.unit_profile(unit).flying:
        return None
    carried: tuple[str, ...] = state.ruleset.ask(CARRIED_PIECES, state, unit)
    crossable: tuple[str, ...] = state.ruleset.ask(CROSSABLE_PIECES, state, unit)
    ignore = carried + crossable
    guards = _guarding(state, tu)
    allowance = charge_allowance(state, unit) / (2 if carried else 1)
    plan = _place(state, unit, tu, (0.0, 0.0), ignore, allowance)
    if not isinstance(plan, str) and not _problems(state, unit, plan):
        return plan
    tries: list[Vector] = []
    for g in guards:
        d, depth = g.base().direction(), KINDS[g.kind].depth
        tries.append((d[0] * depth, d[1] * depth))
    if carried and not isinstance(plan, str):
        stand = board.table(state).base(plan.first_target_stand)
        n = _outward(stand, plan.target_edge)
        depth = max(KINDS[p.kind].depth for p in found if p.id in carried)
        tries.append((n[0] * depth, n[1] * depth))
    why = plan if isinstance(plan, str) else _problems(state, unit, plan)[0]
    for shift in tries:
        again = _place(state, unit, tu, shift, ignore + tuple(g.id for g in guards), allowance)
        if isinstance(again, str):
            continue
        wrong = _problems(state, unit, again)
        if not wrong:
            return again
        why = wrong[0]
    return why if why.startswith(f"the {unit.name} cannot") else f"the {unit.name} cannot reach {tu.name}: {why}"


def charge_arrives(state: GameState, unit: Unit, contacted: tuple[str, ...], dice: Dice) -> list[Event]:
    """The hook ``CHARGE_ARRIVES``: mantlets carried in the charge are put before the chargers at once (they make
    the contact), and an eager unit, which never halts at stakes, has run onto any whose front it touches: D6-2
    hits."""
    from game.core.combat.engagements import contacts

    events = carry(state, dice)
    if unit.alive and contacts(state).get(unit.id):
        # Fighting over the mantlets: engaged, though the stands touch the mantlets rather than the enemy.
        for uid in (unit.id, *contacted):
            state.units[uid].engaged = state.units[uid].alive
    if not is_eager(state, unit) or not unit.alive:
        return events
    stands = board.unit_bases(state, unit)
    for p in pieces(state):
        if p.kind == CHEVAUX and p.side != unit.side and any(
                touching(p.base(), b) and in_front(p.base(), b) for b in stands):
            return events + hits(state, unit, dice, "runs onto the stakes", 2, CROSS)
    return events
