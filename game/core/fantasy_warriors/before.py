"""The "Before the battle" step the Fantasy Warriors modules share, after deployment.

Each side in turn makes its choices there (a General's speech, flyers on the ground or in the air) and
says it is ready (``Ready``). A side with nothing to choose is not asked; when neither side has anything
to choose the step passes unannounced. Entering the step gives every unit its contingent.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar

from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import Event, Narration
from game.core.fantasy_warriors.states import settle_contingents, states
from game.core.sequence import Step
from game.core.state import GameState

PHASE, NAME = "before_battle", "choices"
STEP = Step(PHASE, NAME, "Before the battle", actions=("fw_ready",), enter=("fw.before_battle",), skip_when_idle=True)


@dataclass(frozen=True)
class Ready(Action):
    """The side has made its choices before the battle (a General who has not spoken makes no speech)."""

    kind: ClassVar[str] = "fw_ready"
    side: int

    def __str__(self) -> str:
        return f"side {self.side + 1} is ready for battle"


def here(state: GameState) -> bool:
    return state.phase == PHASE and state.step == NAME


def has_choices(state: GameState, side: int) -> bool:
    """Whether the side has anything to choose before the battle (the parts switched on say)."""
    from game.core.fantasy_warriors import equipment, flying, forwards, player_orders, speeches

    return (speeches.may_speak(state, side) or flying.may_switch_before(state, side)
            or equipment.may_place(state, side) or forwards.may_set_up_forwards(state, side)
            or player_orders.may_give_orders(state, side))


def waiting(state: GameState) -> list[int]:
    """Sides still to choose, in order."""
    ready = states(state).ready
    return [s for s in (0, 1) if s not in ready and has_choices(state, s)]


def decider(state: GameState) -> int | None:
    if not here(state):
        return None
    left = waiting(state)
    return left[0] if left else None


def check_ready(state: GameState, action: Ready) -> list[str]:
    if not here(state):
        return ["the choices before the battle are over"]
    if action.side not in waiting(state) or decider(state) != action.side:
        return [f"{state.sides[action.side].name if action.side in (0, 1) else 'that side'} is not the side to choose now"]
    return []


def apply_ready(state: GameState, action: Ready, dice: Dice) -> list[Event]:
    states(state).ready.append(action.side)
    return [Narration(message=f"{state.sides[action.side].name}: ready for battle", rule="fw.before_battle")]


def legal_ready(state: GameState) -> Iterable[Action]:
    side = decider(state)
    return [] if side is None else [Ready(side)]


def blocks_leaving(state: GameState) -> str | None:
    if not here(state):
        return None
    left = waiting(state)
    return None if not left else f"{state.sides[left[0]].name} has still to make its choices before the battle"


def enter(state: GameState, dice: Dice) -> list[Event]:
    """The armies are deployed: contingents are settled and bought counters put on (firewater is handed out
    at deployment, before any speech); when this step has nothing to choose the battle's start does both."""
    from game.core.fantasy_warriors import equipment, firewater, poison

    settle_contingents(state)
    events: list[Event] = []
    if state.ruleset.has(firewater.MODULE_ID):
        events += firewater.place(state, dice)
    if state.ruleset.has(poison.MODULE_ID):
        events += poison.place(state, dice)
    if state.ruleset.has(equipment.MODULE_ID):
        events += equipment.place_bought(state, dice)
    return events
