"""The ``fw-power`` module: magical power and the new spells (Fantasy Warriors' "New magic spells")."""

from __future__ import annotations

from game.core import hooks
from game.core.fantasy_warriors import duel, fiend, power, power_rules, power_spells, states
from game.core.ruleset import Handler, RulesModule, StepEdit

POWER = RulesModule(
    id=power.MODULE_ID,
    title="Fantasy Warriors: magical power",
    description="Each Wizard has a pool of power to pay for arcane terror, shield and haste instead of casting his "
    "army's spells, to fight arcane duels for hidden stakes and to summon a fiend.",
    optional=True,
    requires=(states.MODULE_ID,),
    actions={
        "fw_terror": Handler(power_spells.check_terror, power_spells.apply_terror, power_spells.legal_terrors),
        "fw_shield": Handler(power_spells.check_shield, power_spells.apply_shield, power_spells.legal_shields),
        "fw_haste": Handler(power_spells.check_haste, power_spells.apply_haste, power_spells.legal_hastes),
        "fw_duel": Handler(duel.check_challenge, duel.apply_challenge, duel.legal_challenges),
        "fw_duel_answer": Handler(duel.check_answer, duel.apply_answer, duel.legal_answers, duel.blocks_leaving),
        "fw_summon": Handler(fiend.check_summon, fiend.apply_summon, fiend.legal_summons),
        "fw_control": Handler(fiend.check_control, fiend.apply_control, None, fiend.blocks_leaving),
        "fw_banish": Handler(fiend.check_banish, fiend.apply_banish),
        "fw_take_fiend": Handler(fiend.check_take, fiend.apply_take, fiend.legal_takes),
    },
    steps=(
        StepEdit("actions", anchor="shooting/shoot", actions=("fw_terror", "fw_shield", "fw_duel", "fw_duel_answer")),
        StepEdit("actions", anchor="command/orders",
                 actions=("fw_haste", "fw_summon", "fw_control", "fw_banish", "fw_take_fiend")),
    ),
    battle_begins=(power.battle_begins,),
    hooks={
        hooks.CASTING_BARRED: (power.casting_barred,),
        hooks.ACTION_WAITS: (duel.action_waits, fiend.fiend_waits),
        hooks.DECIDER: (duel.decider, fiend.decider),
        hooks.SUMMONED_PROFILE: (fiend.summoned_profile,),
        hooks.INCOMING_SHOTS: (power_spells.turn_aside,),
        hooks.BEFORE_ACTION: (power_spells.note_movers,),
        hooks.AFTER_ACTION: (power_spells.after_action, fiend.after_action),
    },
    options=power.PowerOptions,
    state=power.PowerKept,
    rulebook=power_rules.POWER,
)
