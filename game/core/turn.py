"""Starting the battle, the end of each turn, and the checks that end a battle early."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core import engine
from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Narration, TurnBegan
from game.core.sequence import TURN
from game.core.state import GameState
from game.core.victory import break_point, losses


@dataclass(frozen=True)
class Start(Action):
    """Begin the battle: decide who moves first if the scenario says to roll for it."""

    kind: ClassVar[str] = "start"

    def __str__(self) -> str:
        return "start"


def _check_start(state: GameState, action: Action) -> list[str]:
    return []


def _apply_start(state: GameState, action: Action, dice: Dice) -> list[Event]:
    events: list[Event] = []
    state.started = True
    if state.options.pop("roll_first_side", False):
        while True:
            a, b = dice.roll(1, 6, "first turn")[0], dice.roll(1, 6, "first turn")[0]
            winner = None if a == b else (0 if a > b else 1)
            outcome = "tie, roll again" if winner is None else f"{state.sides[winner].name} goes first"
            events.append(
                DiceRolled(
                    purpose="Who goes first",
                    sides=6,
                    faces=(a, b),
                    total=None,
                    outcome=outcome,
                    rule="sequence.first_turn",
                )
            )
            if winner is not None:
                break
        state.first_side = state.active = winner
    state.turn = 1
    state.phase, state.step = TURN[0].phase, TURN[0].name
    events.append(TurnBegan(turn=1, side=state.active, side_name=state.sides[state.active].name, rule="sequence"))
    events += engine.enter_step(state, dice)
    target = state.options.pop("start_step", None)
    if target:
        while state.step != target and state.result is None:
            events += engine.advance(state, dice, auto_skip=False)
    else:
        events += engine.skip_idle(state, dice)
    return events


engine.register("start", engine.Handler(_check_start, _apply_start, legal=lambda s: [Start()]))


@engine.hook("turn.end")
def _end_of_turn(state: GameState, dice: Dice) -> list[Event]:
    return []


def withdrawal(state: GameState, dice: Dice) -> list[Event]:
    """An army withdraws when its General is gone or its losses reach the break point (digest 9.2)."""
    if not state.started:
        return []
    for side in (state.active, 1 - state.active):
        gen = state.general(side)
        if gen is not None and (not gen.alive or (gen.off_table and gen.flags.get("gone_for_good", 0))):
            state.options["withdrawn"] = side
            return [
                Narration(
                    message=f"{state.sides[side].name} has lost its General: the army withdraws",
                    rule="end.general_slain",
                ),
                *engine.end_battle(state, None, f"{state.sides[side].name} withdraws (General lost)"),
            ]
        lost = losses(state, side)
        bp = break_point(state, side)
        if state.sides[side].start_units and lost >= bp:
            state.options["withdrawn"] = side
            return [
                Narration(
                    message=f"{state.sides[side].name} has lost {lost:g} of {state.sides[side].start_units} units "
                    f"(break point {bp}): the army withdraws",
                    rule="end.break_point",
                ),
                *engine.end_battle(state, None, f"{state.sides[side].name} withdraws (break point)"),
            ]
    return []


engine.AFTER_ACTION.append(withdrawal)
