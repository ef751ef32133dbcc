"""The Combat phase: engagements, attacks, results, retreats, pursuits, fall backs and advances.

Importing this package registers its actions (``fight``, ``combat_choice``), the hooks that open and
close the phase, and the decider that names the side who must choose after a round.
"""

from __future__ import annotations

from game.core import engine
from game.core.combat import choices, flow, phase, rules  # noqa: F401  (rules registers the rulebook entries)
from game.core.combat.actions import CombatChoice, Fight
from game.core.combat.phase import PHASE_END

__all__ = ["PHASE_END", "CombatChoice", "Fight"]

engine.register(
    "fight",
    engine.Handler(flow.check_fight, flow.apply_fight, flow.legal_fights, flow.blocks_leaving),  # type: ignore[arg-type]
)
engine.register(
    "combat_choice",
    engine.Handler(choices.check_choice, choices.apply_choice, choices.legal_choices),  # type: ignore[arg-type]
)
engine.hook("combat.start")(phase.start)
engine.hook("combat.end")(phase.end)
engine.DECIDER.append(flow.decider)
engine.AFTER_ACTION.append(phase.after_action)
