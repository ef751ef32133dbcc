"""A charge weighed with the rules' own placement and odds, on the agent's private copy of the state.

``game.core.command.charging.plan_charge`` says where the charging stands would end; the copy (made
once per state, through ``board.memo``) has the charger put there, and
``game.core.combat.odds.fight_odds`` gives the first round's odds with every modifier and support the
rules know. The copy is put back as it was afterwards. No die is rolled.
"""

from __future__ import annotations

from game.ai.scoring.combat import Estimate, estimate, value_of
from game.ai.scoring.geometry import FLANK, FRONT, REAR
from game.ai.scoring.views import views
from game.core import board, moves
from game.core.combat.engagements import engagement_of
from game.core.combat.odds import fight_odds
from game.core.command.charging import plan_charge
from game.core.state import GameState

ZONES = {"front": FRONT, "flank": FLANK, "rear": REAR}


def exact_charge(state: GameState, unit_id: str, target_id: str) -> tuple[Estimate, str] | None:
    """(the charge's first round, the edge it strikes), or None if the charge cannot be made."""
    unit = state.units[unit_id]
    plan = plan_charge(state, unit, target_id)
    if isinstance(plan, str):
        return None
    sim: GameState = board.memo(state, ("ai", "copy"), state.clone)
    u = sim.units[unit_id]
    before, charged = list(u.stands), u.charged
    try:
        moves.set_poses(sim, u, plan.poses)
        u.charged = True
        group = engagement_of(sim, unit_id) or [unit_id, *plan.contacted]
        odds = fight_odds(sim, group)
    finally:
        u.stands, u.charged = before, charged
        sim.invalidate()
    win, lose = (odds.win0, odds.win1) if unit.side == 0 else (odds.win1, odds.win0)
    vs = views(state)
    zone = ZONES.get(plan.edge, FRONT)
    rough = estimate(vs[unit_id], vs[target_id], zone)
    gain = value_of(vs[unit_id], vs[target_id], float(win), float(lose), rough.inflicted, rough.taken)
    return Estimate(float(win), float(odds.draw), float(lose), rough.inflicted, rough.taken, gain), zone
