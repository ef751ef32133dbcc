"""The ``fw-individuals`` module: Fantasy Warriors' "Individuals" (paladins, destroyers, marksmen, druids and
the Amazon enchantress)."""

from __future__ import annotations

from game.core import hooks
from game.core.fantasy_warriors import druid, enchanted, enchantress, individuals, marksman, states, tree_spirit
from game.core.fantasy_warriors.individuals_kept import IndividualsKept
from game.core.fantasy_warriors.rules import Entries
from game.core.questions import IGNORES_TERROR, MOVES_AS
from game.core.ruleset import Handler, RulesModule, SpecialRule, StepEdit

RULES: Entries = {
    "fw.individuals": ("Individuals", "Paladins, destroyers, marksmen, druids and the Amazon enchantress join every army list under these "
                       "rules, taken in a roster "
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
    "fw.individuals.destroyer_avenges": ("A destroyer avenging his General", "Warmaster's army withdraws when its "
                                         "General falls; a destroyer stays instead, \"overcome by the need to "
                                         "avenge\" him: while he lives on the table his army fights on (it still "
                                         "withdraws at its break point), and the unit he is with goes into blood "
                                         "lust (eager) at once, unless it is an independent Regiment of Renown. "
                                         "When he falls too, the army withdraws."),
    "fw.individuals.marksman": ("Marksman", "Once in his Shooting phase a marksman (Command 1, 55 points) who touches no "
                                "unit and is not in combat shoots at an enemy character standing alone that he "
                                "sees: 1D6, -1 in bad light, a hit on 3+ within 30 cm and 4+ within 60 cm. The "
                                "character then saves with his Armour from the characters' data, or is slain."),
    "fw.individuals.marksman_with_bows": ("A marksman with bowmen", "Touching a unit (or joined to it) a marksman "
                                          "cannot pick his shot; if it shoots bows or crossbows (one Warmaster stat "
                                          "line) he adds his worth to its shooting: a character's worth, 2, halved "
                                          "as worth is on the table, is one more attack each time it shoots."),
    "fw.individuals.druid": ("Druid", "A Wizard (Command 7, 60 points) whose power, paid from his pool under fw-power, "
                             "works on a terrain piece he touches, in the Orders step before he moves: 2D6 to make "
                             "it impassable to the enemy (none may end a move on it; an enemy on it cannot move) or "
                             "hostile to all (each unit with a stand on it takes 12 dice hitting on 6 with armour "
                             "saves, each lone character 2 dice, slain by a hit he does not save). In each later "
                             "Orders step he keeps it for 1D6, touching it and not moving; else it ends."),
    "fw.individuals.tree_spirit": ("The druid's tree spirit", "In the Orders step, before he moves, a druid "
                                   "touching a wood pays 2D6 of power: a tree spirit steps out beside him and "
                                   "neither moves this turn. Treated as an individual, it is a one-stand unit of "
                                   "his side, ordered as any unit and walking as infantry (woods too). Its line "
                                   "is Warmaster's Treeman's: monster, Attacks 6, Hits 4, Armour 4+, terror; "
                                   "summoned, it counts for neither break point nor victory points. One to a "
                                   "druid; the tree model the seed removes is not shown."),
    "fw.individuals.tree_spirit.control": ("Controlling the tree spirit", "In each of his later Orders steps, "
                                           "before it is ordered, the druid pays 1D6 to control it; that is his "
                                           "power for the turn, and he may not move from its wood. On a 1 he pays "
                                           "and makes a saving throw: failing, he is slain and it goes. Not "
                                           "controlled, its druid dead or gone from the wood, it leaves the table."),
    "fw.individuals.enchantress": ("Amazon enchantress", "A Wizard of the Amazons (+0, Command 7, 70 points: a "
                                   "Warmaster Wizard's 45 and 25 for six enchantments). Warhost has no Amazon list, "
                                   "so she serves only for pay: as a mercenary contingent's individual or in a "
                                   "Mercenaries army. She starts with 6 enchantment counters. In her Shooting "
                                   "phase, as her magic for the turn, standing apart from every other piece, she "
                                   "picks an enemy unit she sees within 60 cm (24 in; short range to 30 cm) that "
                                   "is neither fighting, confused nor shaken, and it rolls against her."),
    "fw.individuals.enchantress.roll": ("The enchantment roll", "1D6 for the unit's quality, which Warhost reads from "
                                        "its points: -1 a levy (under 50), +1 veterans (100 or more). -2 with no "
                                        "character of its side within 20 cm (no leader), -2 for a unit of the Orcs "
                                        "list (tribal), -3 for Trolls (stupid), -1 at short range; +2 with a "
                                        "character joined (disciplined), +1 in bad light, +1 at long range."),
    "fw.individuals.enchantress.enchanted": ("0 or less: enchanted", "The unit is enchanted and one of her counters "
                                             "goes with it."),
    "fw.individuals.enchantress.confused": ("1 to 2: confused", "The enchantment fails; the unit is confused (the "
                                            "seed's disorganized) and she keeps her counters."),
    "fw.individuals.enchantress.one": ("3 to 4: one counter", "The enchantment fails; she spends one counter."),
    "fw.individuals.enchantress.two": ("5 or more: two counters", "The enchantment fails; she spends two counters."),
    "fw.individuals.enchantress.spent": ("Her power spent", "Without two counters to pay on a 5 or more, her power "
                                         "is spent: every unit she holds is free and she enchants no more."),
    "fw.individuals.enchantress.march": ("An enchanted unit", "It neither shoots, charges on initiative nor evades. "
                                         "When its side's Orders step is over it marches its full pace straight at "
                                         "her, whatever the ground, and halts touching her."),
    "fw.individuals.enchantress.orders": ("Orders and enchanted units", "Every order to a unit of a contingent "
                                          "counts -1 for each enchanted unit in it (the seed's battle leader test). "
                                          "An order that passes frees the enchanted unit it reaches, which carries "
                                          "it out; her counter goes back to her. One that fails leaves it held."),
    "fw.individuals.enchantress.free": ("A Hero breaks the spell", "In the Orders step a General or Hero touching "
                                        "an enchanted unit of his side may try once a turn to free it: 2D6 at or "
                                        "under his Command. Then the counter is lost to her."),
    "fw.individuals.enchantress.broken": ("The spell broken", "Charged, shot at, or the target of a spell, the unit "
                                          "is free at once and her counter goes back to her; so too when it is "
                                          "confused or shaken (a reaction overrides the spell). When she dies the units she "
                                          "holds are free and her counters gone."),
    "fw.individuals.not_carried": ("Individuals: what is left out", "A player may not shoot at or charge his own "
                                   "enchanted unit to free it, as the seed allows: Warmaster never lets a side "
                                   "attack its own. The tree the seed's tree spirit takes from its wood is not "
                                   "taken from the drawing. Unit quality, leaders and discipline, which Warhost's "
                                   "units do not have, are read as the enchantment roll says."),
    "fw.individuals.enchantress.charged": ("Charged out of the spell", "A unit freed by a charge strikes no blow in "
                                           "that turn's combat."),
}

INDIVIDUALS = RulesModule(
    id=individuals.MODULE_ID,
    title="Fantasy Warriors: individuals",
    description="Paladins, whose ward makes a unit scorn terror, destroyers, pure fighters, marksmen who pick "
    "off lone characters, druids who turn terrain against the enemy, and the hired Amazon enchantress.",
    optional=True,
    requires=(states.MODULE_ID,),
    actions={
        "fw_snipe": Handler(marksman.check_snipe, marksman.apply_snipe, marksman.legal_snipes),
        "fw_druid": Handler(druid.check_power, druid.apply_power, druid.legal_powers),
        "fw_druid_keep": Handler(druid.check_keep, druid.apply_keep),
        "fw_enchant": Handler(enchantress.check_enchant, enchantress.apply_enchant, enchantress.legal_enchants),
        "fw_free_enchanted": Handler(enchanted.check_free, enchanted.apply_free, enchanted.legal_frees),
        "fw_tree_spirit": Handler(tree_spirit.check_summon, tree_spirit.apply_summon, tree_spirit.legal_spirits),
        "fw_tree_spirit_control": Handler(tree_spirit.check_control, tree_spirit.apply_control),
    },
    steps=(
        StepEdit("actions", anchor="shooting/shoot", actions=("fw_snipe", "fw_enchant")),
        StepEdit("actions", anchor="command/orders", actions=("fw_druid", "fw_druid_keep", "fw_free_enchanted",
                                                                  "fw_tree_spirit", "fw_tree_spirit_control")),
    ),
    hooks={
        hooks.UNIT_MOVE_CHECK: (druid.unit_move_check,),
        hooks.CHARACTER_MOVE_CHECK: (druid.character_move_check,),
        hooks.AFTER_ACTION: (druid.after_action, enchanted.after_action, tree_spirit.after_action,
                             individuals.after_action),
        hooks.GENERAL_LOST: (individuals.fights_on,),
        hooks.ACTION_CHECK: (enchanted.action_check, tree_spirit.action_check),
        hooks.SUMMONED_PROFILE: (tree_spirit.summoned_profile,),
        hooks.COMMAND_MODIFIERS: (enchanted.order_modifiers,),
        hooks.CHARGE_ARRIVES: (enchanted.charge_arrives,),
        hooks.INCOMING_SHOTS: (enchanted.incoming_shots,),
        hooks.BEFORE_ACTION: (enchanted.before_action,),
        hooks.STAND_ATTACKS: (enchanted.stand_attacks,),
        hooks.VOLLEY_SHOTS: (marksman.adds_worth,),
    },
    state=IndividualsKept,
    answers={IGNORES_TERROR: individuals.scorns_terror, MOVES_AS: tree_spirit.moves_as},
    specials=(SpecialRule("paladin", "Paladin"), SpecialRule("destroyer", "Destroyer"),
              SpecialRule("marksman", "Marksman"), SpecialRule("druid", "Druid"), SpecialRule("enchantress", "Enchantress")),
    rulebook=RULES,
)
