"""The Fantasy Warriors module family: Fantasy Warriors' Mercenary part and rules update on Warmaster's table.

One module per heading, each switchable, and ``fantasy-warriors`` choosing them all. ``fw-states`` holds
what the others share (eager, shaken, bad omens, contingents, the command test and the "Before the
battle" step); ``fw-speeches``, ``fw-firewater``, ``fw-poisoned-arrows``, ``fw-flying``, ``fw-tricks``
and ``fw-update`` each carry one heading. The translation onto Warhost's pieces is written in ``rules``
(the rulebook), which also lists Fantasy Warriors' rules Warhost has no counterpart for, and why.
"""

from __future__ import annotations

from game.core import hooks
from game.core.fantasy_warriors import (
    allies,
    artillery,
    artillery_cannon,
    artillery_crew,
    artillery_rules,
    before,
    chant,
    equipment,
    equipment_carry,
    equipment_charge,
    equipment_cross,
    equipment_rules,
    firewater,
    flying,
    forwards,
    huge,
    mercenaries,
    messages,
    player_orders,
    players,
    poison,
    races,
    rules,
    speeches,
    standing_orders,
    states,
    update,
)
from game.core.fantasy_warriors.counters import UnitCounters
from game.core.fantasy_warriors.firewater import has_firewater
from game.core.fantasy_warriors.individuals_module import INDIVIDUALS
from game.core.fantasy_warriors.power_module import POWER
from game.core.fantasy_warriors.states import unit_counters
from game.core.questions import (
    CARRIED_PIECES,
    COUNTS_FOR_BREAK_POINT,
    CROSSABLE_PIECES,
    MUST_CHARGE_AT,
    NEVER_USES_INITIATIVE,
    RACE,
    STAYS_CONFUSED,
)
from game.core.ruleset import Handler, RulesModule, StepEdit
from game.core.sequence import Step

__all__ = ["MODULES", "has_firewater", "unit_counters"]

STATES = RulesModule(
    id=states.MODULE_ID,
    title="Fantasy Warriors: unit states",
    description="Eager and shaken units, bad omens, contingents of a Hero and his units, and the command test "
    "that the other Fantasy Warriors modules use.",
    optional=True,
    actions={"fw_ready": Handler(before.check_ready, before.apply_ready, before.legal_ready, before.blocks_leaving)},
    steps=(
        StepEdit("after", (before.STEP,), anchor="deployment/deploy"),
        StepEdit("before", (Step("end", "shaken", "Shaken units recover", enter=("fw.turn_ends",), automatic=True),),
                 anchor="end/end"),
    ),
    step_hooks={"fw.before_battle": before.enter, "fw.turn_ends": states.turn_ends},
    battle_begins=(states.battle_begins,),
    hooks={
        hooks.DECIDER: (before.decider,),
        hooks.AFTER_ACTION: (states.after_action,),
        hooks.COMMAND_MODIFIERS: (states.order_penalty,),
        hooks.STAND_ATTACKS: (states.attack_changes,),
        hooks.ROUND_DECIDED: (states.round_decided,),
    },
    answers={MUST_CHARGE_AT: states.must_charge, RACE: races.race},
    options=states.StatesOptions,
    state=states.StatesKept,
    rulebook=rules.STATES,
)

SPEECHES = RulesModule(
    id=speeches.MODULE_ID,
    title="Fantasy Warriors: speeches",
    description="Before the battle the General may speak to one unit: a good speech makes it (or its whole "
    "contingent) eager, a bad one shakes and confuses it.",
    optional=True,
    requires=(states.MODULE_ID,),
    actions={"fw_speech": Handler(speeches.check_speech, speeches.apply_speech, speeches.legal_speeches)},
    steps=(StepEdit("actions", anchor=f"{before.PHASE}/{before.NAME}", actions=("fw_speech",)),),
    state=speeches.SpeechesKept,
    rulebook=rules.SPEECHES,
)

FIREWATER = RulesModule(
    id=firewater.MODULE_ID,
    title="Fantasy Warriors: firewater",
    description="Units bought firewater in the roster: +1 to tests and to the combat result, -1 to hit, and no "
    "recovery from confusion.",
    optional=True,
    requires=(states.MODULE_ID,),
    battle_begins=(firewater.place,),
    hooks={hooks.STRIKE_SCORE: (firewater.worse_to_hit,), hooks.RESULT_MODIFIERS: (firewater.result_bonus,)},
    answers={STAYS_CONFUSED: firewater.stays_confused},
    state=UnitCounters,
    rulebook=rules.FIREWATER,
)

POISON = RulesModule(
    id=poison.MODULE_ID,
    title="Fantasy Warriors: poisoned arrows",
    description="Goblin, Orc and Amazon bow units buy poisoned volleys in the roster and choose when to shoot "
    "one: it makes the target's saves one worse, but not against the undead.",
    optional=True,
    requires=(states.MODULE_ID,),
    battle_begins=(poison.place,),
    actions={"fw_poison": Handler(poison.check_poison, poison.apply_poison, poison.legal_poison)},
    steps=(StepEdit("actions", anchor="shooting/shoot", actions=("fw_poison",)),),
    hooks={hooks.VOLLEY_SAVES: (poison.spend,), hooks.SHOOTING_ENDS: (poison.forget_ready,)},
    state=poison.PoisonKept,
    rulebook=rules.POISON,
)

FLYING = RulesModule(
    id=flying.MODULE_ID,
    title="Fantasy Warriors: flying counters",
    description="Flyers are in the air or on the ground, switched only before they move; on the ground they "
    "walk at their troop type's pace.",
    optional=True,
    requires=(states.MODULE_ID,),
    actions={
        "fw_flight": Handler(flying.check_flight, flying.apply_flight, flying.legal_flights),
        "fw_flight_before": Handler(flying.check_flight, flying.apply_flight, flying.legal_flights),
    },
    steps=(StepEdit("actions", anchor=f"{before.PHASE}/{before.NAME}", actions=("fw_flight_before",)),),
    state=UnitCounters,
    rulebook=rules.FLYING,
)

TRICKS = RulesModule(
    id=chant.MODULE_ID,
    title="Fantasy Warriors: tricks",
    description="The goblin war chant in the army's first turn, which may whip every goblin into blood lust or "
    "leave them shaken; wood elves setting up forwards in the woods.",
    optional=True,
    requires=(states.MODULE_ID,),
    actions={
        "fw_chant": Handler(chant.check_chant, chant.apply_chant, chant.legal_chants, chant.blocks_leaving),
        "fw_forwards": Handler(forwards.check_forwards, forwards.apply_forwards, forwards.legal_forwards),
    },
    steps=(
        StepEdit("actions", anchor="command/initiative", actions=("fw_chant",)),
        StepEdit("actions", anchor=f"{before.PHASE}/{before.NAME}", actions=("fw_forwards",)),
    ),
    hooks={hooks.AFTER_ACTION: (chant.breaks, forwards.orders_arrive, forwards.note_first)},
    answers={NEVER_USES_INITIATIVE: forwards.hold_reason},
    state=chant.ChantKept,
    rulebook=rules.TRICKS,
)

UPDATE = RulesModule(
    id=update.MODULE_ID,
    title="Fantasy Warriors: rules update",
    description="Fantasy Warriors' rules update where Warhost has the moment: units that leave the table on purpose "
    "stay gone, and the suggested deployment in the central 60% for the side that lost the roll-off.",
    optional=True,
    requires=(states.MODULE_ID,),
    answers=update.ANSWERS,
    hooks={hooks.DEPLOY_WIDTH: (update.deploy_width,)},
    options=update.UpdateOptions,
    rulebook=rules.UPDATE,
)

MERCENARIES = RulesModule(
    id=mercenaries.MODULE_ID,
    title="Fantasy Warriors: mercenaries",
    description="One hired contingent per army, led by a mercenary Hero: worse orders the worse it is paid, and "
    "a loyalty test that may make it eager, shaken, leave the battle or change sides.",
    optional=True,
    requires=(states.MODULE_ID,),
    steps=(StepEdit("before", (Step("end", "loyalty", "Mercenaries' loyalty", enter=("fw.loyalty",), automatic=True),),
                    anchor="end/end"),
           StepEdit("actions", anchor="command/orders", actions=("fw_standing_order",))),
    actions={"fw_standing_order": Handler(standing_orders.check_standing_order, standing_orders.apply_standing_order,
                                          standing_orders.legal_standing_orders)},
    step_hooks={"fw.loyalty": mercenaries.turn_ends},
    battle_begins=(mercenaries.battle_begins,),
    hooks={hooks.COMMAND_MODIFIERS: (mercenaries.order_penalty,), hooks.AFTER_ACTION: (mercenaries.after_action,),
           hooks.STANDING_ORDERS: (standing_orders.refusals,)},
    state=mercenaries.MercenariesKept,
    rulebook=rules.MERCENARIES,
)

EQUIPMENT = RulesModule(
    id=equipment.MODULE_ID,
    title="Fantasy Warriors: battlefield equipment",
    description="Mantlets, pavises, palisades, chevaux de frise and spiked pits bought by the length: cover for "
    "the stands behind them and a worse combat result for those who fight over them.",
    optional=True,
    requires=(states.MODULE_ID,),
    actions={"fw_equipment": Handler(equipment.check_place, equipment.apply_place, equipment.legal_places)},
    steps=(StepEdit("actions", anchor=f"{before.PHASE}/{before.NAME}", actions=("fw_equipment",)),),
    battle_begins=(equipment.place_bought,),
    hooks={hooks.STAND_COVER: (equipment_rules.stand_cover,),
           hooks.RESULT_MODIFIERS: (equipment_rules.result_modifiers,),
           hooks.TABLE_PIECES: (equipment.table_pieces,),
           hooks.UNIT_MOVE_CHECK: (equipment_carry.move_check, equipment_cross.end_check,
                                   equipment_cross.eager_halt_check),
           hooks.AFTER_ACTION: (equipment_carry.carry, equipment_cross.crossings, equipment.note_first),
           hooks.CHARGE_PLACE: (equipment_charge.charge_place,),
           hooks.CHARGE_ARRIVES: (equipment_charge.charge_arrives,),
           hooks.COMBAT_ROUND_BEGINS: (equipment_cross.pit_round,),
           hooks.SHOT_RANGE: (equipment_rules.shot_range,),
           hooks.SHOT_ARC: (equipment_rules.shot_arc,),
           hooks.NOT_FOUGHT_ACROSS: (equipment_cross.pits_not_fought_across,)},
    answers={CARRIED_PIECES: equipment_carry.carried_pieces, CROSSABLE_PIECES: equipment_cross.crossable},
    state=equipment.EquipmentKept,
    rulebook=rules.EQUIPMENT,
)

PLAYERS = RulesModule(
    id=players.MODULE_ID,
    title="Fantasy Warriors: several players",
    description="Two players a side in hot-seat: under one General (his ally's contingents on standing orders) or "
    "as allied Generals with an army each, who may write to each other; each acts only with his own pieces and "
    "hands the turn over.",
    optional=True,
    requires=(states.MODULE_ID,),
    actions={"fw_pass": Handler(players.check_pass, players.apply_pass, players.legal_pass),
             "fw_message": Handler(messages.check_message, messages.apply_message, messages.legal_messages),
             "fw_contingent_orders": Handler(player_orders.check_orders, player_orders.apply_orders,
                                             player_orders.legal_orders),
             "fw_new_contingent_orders": Handler(player_orders.check_orders, player_orders.apply_orders,
                                                 player_orders.legal_orders)},
    steps=(StepEdit("actions", anchor=f"{before.PHASE}/{before.NAME}", actions=("fw_contingent_orders",)),
           StepEdit("actions", anchor="command/orders", actions=("fw_new_contingent_orders",))),
    battle_begins=(players.share_out,),
    hooks={hooks.AFTER_ACTION: (players.new_turn, allies.failed_general, allies.armies_break),
           hooks.ACTION_CHECK: (players.refuse_others_pieces,),
           hooks.STANDING_ORDERS: (player_orders.refusals,)},
    answers={COUNTS_FOR_BREAK_POINT: allies.counts_for_break_point},
    options=players.PlayersOptions,
    state=players.PlayersKept,
    rulebook=rules.PLAYERS,
)

ARTILLERY = RulesModule(
    id=artillery.MODULE_ID,
    title="Fantasy Warriors: artillery and huge creatures",
    description="The Mercenaries army list's ballistas, giant crossbows and dwarven war cannon with its ignition "
    "table, the goblin war giant, the barbarian war mammoth, and dragons and giants for hire.",
    optional=True,
    requires=(states.MODULE_ID,),
    actions={"fw_load": Handler(artillery_cannon.check_load, artillery_cannon.apply_load, artillery_cannon.legal_loads,
                                artillery_cannon.blocks_leaving),
             "fw_breath": Handler(huge.check_breath, huge.apply_breath, huge.legal_breaths),
             "fw_leave_gun": Handler(artillery_crew.check_leave, artillery_crew.apply_leave, artillery_crew.legal_leave),
             "fw_man_gun": Handler(artillery_crew.check_man, artillery_crew.apply_man, artillery_crew.legal_man)},
    steps=(StepEdit("actions", anchor="shooting/shoot", actions=("fw_load", "fw_breath")),
           StepEdit("actions", anchor="command/orders", actions=("fw_leave_gun", "fw_man_gun"))),
    battle_begins=(artillery.place,),
    hooks={hooks.SPECIAL_FIRE: (artillery.fire_machine, artillery_cannon.fire, huge.fire_bolts),
           hooks.STRIKE_SCORE: (artillery_cannon.loading_score,),
           hooks.STAND_COVER: (artillery_cannon.crew_cover,),
           hooks.UNIT_MOVE_CHECK: (artillery.move_check, artillery_crew.end_on_machine),
           hooks.SAVES_ROLLED: (huge.saves_rolled,),
           hooks.STAND_ATTACKS: (huge.champion_attacks,),
           hooks.AFTER_ACTION: (huge.after_action, artillery_crew.spike)},
    specials=artillery.SPECIALS,
    state=artillery.ArtilleryKept,
    rulebook=artillery_rules.ARTILLERY,
)

PARTS = (STATES, SPEECHES, FIREWATER, POISON, FLYING, TRICKS, UPDATE, MERCENARIES, EQUIPMENT, ARTILLERY,
         PLAYERS, POWER, INDIVIDUALS)

FAMILY = RulesModule(
    id="fantasy-warriors",
    title="Fantasy Warriors",
    description="Every Fantasy Warriors module at once: speeches, firewater, poisoned arrows, flying counters, "
    "the goblin war chant, the rules update, mercenaries, battlefield equipment, artillery and huge creatures, "
    "magical power and individuals.",
    optional=True,
    requires=tuple(m.id for m in PARTS),
    rulebook={**{k: v for m in PARTS for k, v in m.rulebook.items()}, **rules.NOT_CARRIED},
)

MODULES = (*PARTS, FAMILY)
