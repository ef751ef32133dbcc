"""The ``fw-power`` module: magical power and the new spells (Fantasy Warriors' "New magic spells")."""

from __future__ import annotations

from game.core import hooks
from game.core.fantasy_warriors import duel, power, power_rules, power_spells, states
from game.core.ruleset import Handler, RulesModule, StepEdit

POWER = RulesModule(
    id=power.MODULE_ID,
    title="Fantasy Warriors: magical power",
    description="Each Wizard has a pool of power to pay for arcane terror, shield and haste instead of casting his "
    "army's spells, and to fight arcane duels for hidden stakes.",
    optional=True,
    requires=(states.MODULE_ID,),
    actions={
        "fw_terror": Handler(power_spells.check_terror, power_spells.apply_terror, power_spells.legal_terrors),
        "fw_shield": Handler(power_spells.check_shield, power_spells.apply_shield, power_spells.legal_shields),
        "fw_haste": Handler(power_spells.check_haste, power_spells.apply_haste, power_spells.legal_hastes),
        "fw_duel": Handler(duel.check_challenge, duel.apply_challenge, duel.legal_challenges),
        "fw_duel_answer": Handler(duel.check_answer, duel.apply_answer, duel.legal_answers, duel.blocks_leaving),
    },
    steps=(
        StepEdit("actions", anchor="shooting/shoot", actions=("fw_terror", "fw_shield", "fw_duel", "fw_duel_answer")),
        StepEdit("actions", anchor="command/orders", actions=("fw_haste",)),
    ),
    battle_begins=(power.battle_begins,),
    hooks={
        hooks.CASTING_BARRED: (power.casting_barred,),
        hooks.ACTION_WAITS: (duel.action_waits,),
        hooks.DECIDER: (duel.decider,),
        hooks.INCOMING_SHOTS: (power_spells.turn_aside,),
        hooks.BEFORE_ACTION: (power_spells.note_movers,),
        hooks.AFTER_ACTION: (power_spells.after_action,),
    },
    options=power.PowerOptions,
    state=power.PowerKept,
    rulebook=power_rules.POWER,
)
