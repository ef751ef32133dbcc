"""The computer's machine crews (war cannons, ballistas, giant crossbows): when they leave their machine and
when they man it again. Only what the rules offer is weighed, so no choice here can break a rule.

A crew leave their machine when it can do nothing for them: a gun out of powder has nothing left to fire, and
its crew walk at their own pace instead of hauling it; and when an enemy that could charge them next turn would
most likely win the fight, shooting at it included (the crew seek cover rather than die at a machine that
cannot save them). A crew beside a machine they left man it again as soon as neither holds, for away from it
they shoot nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.ai.scoring.combat import estimate
from game.ai.scoring.geometry import could_charge, zone_of
from game.ai.scoring.views import UnitView, views
from game.core import Action, GameState, LeaveGun, ManGun, UnitType, machine_has_shots, machine_word

# The chance of an enemy charge winning its first round beyond which the crew count as overrun.
OVERRUN = 0.6


def overrun_by(state: GameState, crew: UnitView) -> tuple[str, float] | None:
    """The enemy likeliest to overrun the crew on its next turn and its chance of winning, if one passes
    ``OVERRUN``; None when none does."""
    worst: tuple[str, float] | None = None
    for e in views(state).values():
        if e.side == crew.side or e.engaged or e.prof.type is UnitType.ARTILLERY:
            continue
        if not could_charge(state, e, crew):
            continue
        win = estimate(e, crew, zone_of(crew, e.cx, e.cy)).win
        if win >= OVERRUN and (worst is None or win > worst[1]):
            worst = (e.name, win)
    return worst


def why_leave(state: GameState, unit_id: str) -> str | None:
    """Why the crew had better be away from their machine now, or None if they had better man it."""
    unit = state.units[unit_id]
    it = machine_word(state, unit)
    if not machine_has_shots(state, unit):
        return f"{unit.name}'s {it} has nothing left to fire: the crew move at their own pace without it"
    crew = views(state).get(unit_id)
    threat = overrun_by(state, crew) if crew is not None else None
    if threat is not None:
        name, win = threat
        return (f"{name} could charge {unit.name} next turn and win {round(win * 100)} % of the time: the crew "
                f"leave their {it} to seek cover")
    return None


def choose_gun_crew(state: GameState, legal: Sequence[Action]) -> tuple[Action, str] | None:
    """Leave a machine that cannot save its crew, or man again one they stand beside; None otherwise."""
    for a in legal:
        if isinstance(a, LeaveGun):
            why = why_leave(state, a.unit)
            if why is not None:
                return a, why
    for a in legal:
        if isinstance(a, ManGun) and why_leave(state, a.unit) is None:
            unit = state.units[a.unit]
            it = machine_word(state, unit)
            return a, f"{unit.name}'s crew stand beside their {it}: manned, it shoots; away from it they shoot nothing"
    return None
