"""The ``fw-individuals`` module: paladins and destroyers (Fantasy Warriors' "Individuals")."""

from __future__ import annotations

from game.core import hooks
from game.core.fantasy_warriors import druid, individuals, marksman, states
from game.core.fantasy_warriors.rules import Entries
from game.core.questions import IGNORES_TERROR
from game.core.ruleset import Handler, RulesModule, SpecialRule, StepEdit

RULES: Entries = {
    "fw.individuals": ("Individuals", "Paladins, destroyers, marksmen and druids join every army list under these rules, taken in a roster "
                       "chosen under fw-individuals; their stat lines, argued from the seed and Warmaster's Heroes, "
                       "are in armies/modules/fw-individuals.yaml."),
    "fw.individuals.paladin": ("Paladin", "A Hero (+1, Command 8, 90 points) of the highest order: a unit of his own army "
                               "he has joined or touches scorns terror, which covers the seed's undead dread, and "
                               "cannot be the target of arcane terror. No paladin serves in an army with orcs, "
                               "goblins, trolls or ogres, mercenaries included."),
    "fw.individuals.destroyer": ("Destroyer", "A fighter and nothing more: +2 Attacks like a General, Command 1 so his "
                                 "orders are worth nothing, 70 points; one for each General, always on foot. He leads no "
                                 "contingent, so his death calls for no command test. While he lives, his side's "
                                 "command tests count +1 when he is with a unit in combat, else -1."),
    "fw.individuals.marksman": ("Marksman", "Once in his Shooting phase a marksman (Command 1, 55 points) who touches no "
                                "unit and is not in combat shoots at an enemy character standing alone that he "
                                "sees: 1D6, -1 in bad light, a hit on 3+ within 30 cm and 4+ within 60 cm. The "
                                "character then saves with his Armour from the characters' data, or is slain."),
    "fw.individuals.druid": ("Druid", "A Wizard (Command 7, 60 points) whose power, paid from his pool under fw-power, "
                             "works on a terrain piece he touches, in the Orders step before he moves: 2D6 to make "
                             "it impassable to the enemy (none may end a move on it; an enemy on it cannot move) or "
                             "hostile to all (each unit with a stand on it takes 12 dice hitting on 6 with armour "
                             "saves, each lone character 2 dice, slain by a hit he does not save). In each later "
                             "Orders step he keeps it for 1D6, touching it and not moving; else it ends."),
    "fw.individuals.not_carried": ("Individuals not carried yet", "The marksman adding his worth to a bow unit he "
                                   "touches, the Amazon enchantress (Warhost has no Amazon list) and the druid's "
                                   "tree spirit are not carried yet; nor is a destroyer avenging his fallen General, "
                                   "since Warhost's battle ends with him."),
}

INDIVIDUALS = RulesModule(
    id=individuals.MODULE_ID,
    title="Fantasy Warriors: individuals",
    description="Paladins, whose ward makes a unit scorn terror, destroyers, pure fighters, marksmen who pick "
    "off lone characters, and druids who turn terrain against the enemy, in every army list.",
    optional=True,
    requires=(states.MODULE_ID,),
    actions={
        "fw_snipe": Handler(marksman.check_snipe, marksman.apply_snipe, marksman.legal_snipes),
        "fw_druid": Handler(druid.check_power, druid.apply_power, druid.legal_powers),
        "fw_druid_keep": Handler(druid.check_keep, druid.apply_keep),
    },
    steps=(
        StepEdit("actions", anchor="shooting/shoot", actions=("fw_snipe",)),
        StepEdit("actions", anchor="command/orders", actions=("fw_druid", "fw_druid_keep")),
    ),
    hooks={
        hooks.UNIT_MOVE_CHECK: (druid.unit_move_check,),
        hooks.CHARACTER_MOVE_CHECK: (druid.character_move_check,),
        hooks.AFTER_ACTION: (druid.after_action,),
    },
    state=druid.DruidKept,
    answers={IGNORES_TERROR: individuals.scorns_terror},
    specials=(SpecialRule("paladin", "Paladin"), SpecialRule("destroyer", "Destroyer"),
              SpecialRule("marksman", "Marksman"), SpecialRule("druid", "Druid")),
    rulebook=RULES,
)
