"""The Combat phase: engagements, attacks, results, retreats, pursuits, fall backs and advances.

``MODULE`` is the "combat" rule module: its actions (``fight``, ``combat_choice``), the step and hook that
open the phase, the check that closes it once play has left it, and the decider that names the side who
must choose after a round.
"""

from __future__ import annotations

from game.core import hooks
from game.core.combat import choices, flow, phase
from game.core.combat.actions import CombatChoice, Fight
from game.core.combat.kept import CombatKept
from game.core.combat.rules import RULES
from game.core.ruleset import Handler, RulesModule, StepEdit
from game.core.sequence import Step

__all__ = ["MODULE", "CombatChoice", "Fight"]

MODULE = RulesModule(
    id="combat",
    title="Combat",
    description="Engagements fought round by round: attacks, combat results, retreats, pursuits, fall backs "
    "and advances.",
    actions={
        "fight": Handler(flow.check_fight, flow.apply_fight, flow.legal_fights, flow.blocks_leaving),
        "combat_choice": Handler(choices.check_choice, choices.apply_choice, choices.legal_choices),
    },
    steps=(
        StepEdit(
            "turn", (Step("combat", "fight", "Combat", actions=("fight", "combat_choice"), enter=("combat.start",)),)
        ),
    ),
    step_hooks={"combat.start": phase.start},
    hooks={hooks.DECIDER: (flow.decider,), hooks.AFTER_ACTION: (phase.after_action,)},
    state=CombatKept,
    rulebook=RULES,
)
