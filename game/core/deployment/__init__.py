"""The deployment phase: the armies set up before the first turn (digest 1 and 9.5).

When a side comes from a roster and the option ``deployment`` is "alternate" (the default for such
battles), its units and characters start off the table with the flag "undeployed". The battle then
opens with this pre-battle step: the sides set up one unit at a time (the army with more units
first), then their characters, each inside its own zone along its long edge; ``AutoDeploy`` lays
out the rest of a side at once. When nothing is left to place, who goes first is decided and turn 1
begins. ``MODULE`` is the "deployment" rule module: the pre-battle step, its actions and hooks.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import hooks
from game.core.deployment import auto, candidates, order, placing
from game.core.deployment.actions import AutoDeploy, DeployCharacter, DeployUnit
from game.core.dice import Dice
from game.core.events import Event, Narration
from game.core.ruleset import Handler, RulesModule, StepEdit
from game.core.scenario import DEFAULT_DEPLOYMENT, DEPLOYMENT_MODES
from game.core.sequence import Step
from game.core.state import GameState

__all__ = ["MODULE", "AutoDeploy", "DeployCharacter", "DeployUnit"]

RULES: dict[str, tuple[str, str]] = {
        "deployment": (
            "Deployment",
            "Before the first turn each army sets up along its own long table edge, the two zones at least 80 cm apart.",
        ),
        "deployment.order": (
            "Who deploys first",
            "The army with more units sets up first; with equal numbers each player rolls a die, the higher "
            "first (roll again on a tie).",
        ),
        "deployment.place": (
            "Setting up a unit",
            "The sides take turns to set up one unit each, in line or in column, wholly within 20 cm of their "
            "own table edge and clear of other stands and of terrain the unit could not enter.",
        ),
        "deployment.characters": (
            "Setting up characters",
            "When every unit is on the table the characters are set up the same way, in turns; a character "
            "set up touching a unit of its side may join it.",
        ),
        "deployment.no_room": (
            "No room to deploy",
            "A unit that cannot fit anywhere in its zone stays out of the battle and counts as lost.",
        ),
}


def _blocks_leaving(state: GameState) -> str | None:
    # Asked before the phase's working data exists too: the step must not pass while anything waits.
    if state.phase != order.PHASE or not order.anything_waiting(state):
        return None
    left = []
    for side in (0, 1):
        n_u, n_c = len(order.waiting_units(state, side)), len(order.waiting_characters(state, side))
        if n_u or n_c:
            left.append(f"{state.sides[side].name} {n_u} unit{'s' * (n_u != 1)} and {n_c} character{'s' * (n_c != 1)}")
    return "still to deploy: " + "; ".join(left)


def _deployment_start(state: GameState, dice: Dice) -> list[Event]:
    for fn in state.ruleset.hook(hooks.DEPLOY_ORDER):
        decided = fn(state, dice)
        if decided is not None:
            return decided
    return order.choose_first(state, dice)


def _deployment_end(state: GameState, dice: Dice) -> list[Event]:
    order.deployment_kept(state).order = None
    return [Narration(message="Both armies are deployed", rule="deployment")]


@dataclass(frozen=True)
class DeploymentOptions:
    """``deployment``: how sides given as rosters reach the table: "alternate" (one unit at a time, then
    characters, in zones 20 cm deep) or "auto" (all at once, in the standard layout)."""

    deployment: str = DEFAULT_DEPLOYMENT

    def problems(self) -> list[str]:
        if self.deployment not in DEPLOYMENT_MODES:
            return [f"deployment must be one of {', '.join(DEPLOYMENT_MODES)}, got {self.deployment!r}"]
        return []


MODULE = RulesModule(
    id="deployment",
    title="Deployment",
    description="The armies set up in turns along their own edges before the first turn.",
    actions={
        "deploy_unit": Handler(placing.check_deploy_unit, placing.apply_deploy_unit, candidates.legal_units),
        "deploy_character": Handler(
            placing.check_deploy_character, placing.apply_deploy_character, candidates.legal_characters
        ),
        "auto_deploy": Handler(auto.check_auto_deploy, auto.apply_auto_deploy, candidates.legal_auto, _blocks_leaving),
    },
    steps=(
        StepEdit(
            "pre_battle",
            (
                Step(
                    "deployment",
                    "deploy",
                    "Deployment",
                    actions=("deploy_unit", "deploy_character", "auto_deploy"),
                    enter=("deployment.start",),
                    leave=("deployment.end",),
                    skip_when_idle=True,
                ),
            ),
        ),
    ),
    step_hooks={"deployment.start": _deployment_start, "deployment.end": _deployment_end},
    hooks={hooks.DECIDER: (order.placer,)},
    options=DeploymentOptions,
    state=order.DeploymentKept,
    rulebook=RULES,
)
