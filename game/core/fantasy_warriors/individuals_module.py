"""The ``fw-individuals`` module: paladins and destroyers (Fantasy Warriors' "Individuals")."""

from __future__ import annotations

from game.core.fantasy_warriors import individuals, marksman, states
from game.core.fantasy_warriors.rules import Entries
from game.core.questions import IGNORES_TERROR
from game.core.ruleset import Handler, RulesModule, SpecialRule, StepEdit

RULES: Entries = {
    "fw.individuals": ("Individuals", "Paladins, destroyers and marksmen join every army list under these rules, taken in a roster "
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
    "fw.individuals.not_carried": ("Individuals not carried yet", "The marksman adding his worth to a bow unit he "
                                   "touches, the Amazon enchantress (Warhost has no Amazon list) and the druid's "
                                   "terrain powers and tree spirit are not carried yet; nor is a destroyer avenging "
                                   "his fallen General, since Warhost's battle ends with him."),
}

INDIVIDUALS = RulesModule(
    id=individuals.MODULE_ID,
    title="Fantasy Warriors: individuals",
    description="Paladins, whose ward makes a unit scorn terror, destroyers, pure fighters, and marksmen who pick "
    "off lone characters, in every army list.",
    optional=True,
    requires=(states.MODULE_ID,),
    actions={"fw_snipe": Handler(marksman.check_snipe, marksman.apply_snipe, marksman.legal_snipes)},
    steps=(StepEdit("actions", anchor="shooting/shoot", actions=("fw_snipe",)),),
    answers={IGNORES_TERROR: individuals.scorns_terror},
    specials=(SpecialRule("paladin", "Paladin"), SpecialRule("destroyer", "Destroyer"),
              SpecialRule("marksman", "Marksman")),
    rulebook=RULES,
)
