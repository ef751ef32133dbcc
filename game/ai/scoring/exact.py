"""A charge weighed with the rules' own placement and odds, on the agent's private copy of the state.

``game.core.command.charging.plan_charge`` says where the charging stands would end; the copy (made
once per state, through ``board.memo``) has the charger put there, and
``game.core.combat.odds.fight_odds`` gives the first round's odds with every modifier and support the
rules know. The copy is put back as it was afterwards. No die is rolled.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from game.ai.scoring.combat import Estimate, estimate, value_of
from game.ai.scoring.geometry import FLANK, FRONT, REAR
from game.ai.scoring.views import views
from game.core import (
    GameState,
    Unit,
    board,
    carry,
    contacts,
    contacts_after_move,
    engagement_of,
    fight_odds,
    moves,
    plan_charge,
    weapon,
)

Pose = tuple[int, int, int]

ZONES = {"front": FRONT, "flank": FLANK, "rear": REAR}


def _shot_at_charger(state: GameState, unit_id: str, contacted: tuple[str, ...]) -> int:
    """Hits the charged units can be expected to strike by standing and shooting (rounded): half their
    dice hit, less the charger's armour saves."""
    if state.ruleset.option("shooting").stand_and_shoot == "never":
        return 0
    armour = state.unit_profile(state.units[unit_id]).armour
    saved = 1 - max(0, 7 - armour) / 6 if armour else 1.0
    total = 0.0
    for uid in contacted:
        t = state.units.get(uid)
        if t is None or not t.alive or t.engaged:
            continue
        w = weapon(state, t)
        if w is None or not w.at_chargers:
            continue
        total += len(t.stands) * (w.shots or 0) * 0.5 * saved
    return round(total)


def exact_charge(state: GameState, unit_id: str, target_id: str) -> tuple[Estimate, str] | None:
    """(the charge's first round, the edge it strikes), or None if the charge cannot be made."""
    got = charge_at(state, unit_id, target_id)
    return None if got is None else (got[0], got[1])


ChargeAt = tuple[Estimate, str, tuple[tuple[int, int, int], ...], tuple[str, ...]]
"""A charge placed: its first round, the edge it strikes, where the chargers end, the enemy units they touch."""


def charge_at(state: GameState, unit_id: str, target_id: str) -> ChargeAt | None:
    """(the charge's first round, the edge it strikes, where the charging stands end, the enemy units
    they touch), or None if the charge cannot be made."""
    unit = state.units[unit_id]
    plan = plan_charge(state, unit, target_id)
    if isinstance(plan, str):
        return None
    sim = _copy(state)
    shot = _shot_at_charger(state, unit_id, (target_id, *plan.contacted))
    # The copy touches as the state does but for the charger: only the units near it are worked out again.
    earlier = contacts(state)
    left = board.unit_bases(sim, sim.units[unit_id])
    with _charged_on_copy(sim, unit_id, plan.poses) as u:
        contacts_after_move(sim, earlier, u, left)
        # The hits the charged units are expected to shoot as it comes in count in the first round.
        carry.add_first_round_hits(sim, unit_id, shot)
        group = engagement_of(sim, unit_id) or [unit_id, *plan.contacted]
        odds = fight_odds(sim, group)
    win, lose = (odds.win0, odds.win1) if unit.side == 0 else (odds.win1, odds.win0)
    vs = views(state)
    zone = ZONES.get(plan.edge, FRONT)
    rough = estimate(vs[unit_id], vs[target_id], zone)
    gain = value_of(vs[unit_id], vs[target_id], float(win), float(lose), rough.inflicted, rough.taken)
    est = Estimate(float(win), float(odds.draw), float(lose), rough.inflicted, rough.taken, gain)
    poses = tuple((round(p[0]), round(p[1]), int(p[2])) for p in plan.poses)
    return est, zone, poses, (target_id, *plan.contacted)


def joins_after(state: GameState, first: str, poses: tuple[Pose, ...], unit_id: str, target_id: str) -> bool:
    """Whether ``unit_id`` could still charge ``target_id`` once ``first`` has charged it and stands at ``poses``:
    the first charger may fill the edge the second would strike or stand in its way (digest 3.6)."""
    sim = _copy(state)
    # Both in the fight now: the second charger meets an engaged enemy, as it would in the battle.
    with _charged_on_copy(sim, first, poses, engaged=(first, target_id)):
        plan = plan_charge(sim, sim.units[unit_id], target_id)
    return not isinstance(plan, str)


def _copy(state: GameState) -> GameState:
    """The agent's copy of ``state``, made once per state."""
    return board.memo(state, ("ai", "copy"), state.clone)  # type: ignore[no-any-return]


@contextmanager
def _charged_on_copy(
    sim: GameState, unit_id: str, poses: Sequence[Pose], engaged: tuple[str, ...] = ()
) -> Iterator[Unit]:
    """``unit_id`` standing at ``poses`` on the copy, having charged (and ``engaged`` marked engaged), while the
    block runs; everything is put back as it was afterwards, the hits carried into its fight included."""
    u = sim.units[unit_id]
    before, charged = list(u.stands), u.charged
    book = carry.first_round_book(sim)
    carried = book.get(unit_id)
    marked = [(sim.units[i], sim.units[i].engaged) for i in engaged if i in sim.units]
    try:
        moves.set_poses(sim, u, poses)
        u.charged = True
        for t, _ in marked:
            t.engaged = True
        yield u
    finally:
        u.stands, u.charged = before, charged
        for t, was in marked:
            t.engaged = was
        if carried is None:
            book.pop(unit_id, None)
        else:
            book[unit_id] = carried
        sim.invalidate()
