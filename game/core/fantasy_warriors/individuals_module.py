"""The ``fw-individuals`` module: paladins and destroyers (Fantasy Warriors' "Individuals")."""

from __future__ import annotations

from game.core.fantasy_warriors import individuals, states
from game.core.fantasy_warriors.rules import Entries
from game.core.questions import IGNORES_TERROR
from game.core.ruleset import RulesModule, SpecialRule

RULES: Entries = {
    "fw.individuals": ("Individuals", "Paladins and destroyers join every army list under these rules, taken in a roster "
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
}

INDIVIDUALS = RulesModule(
    id=individuals.MODULE_ID,
    title="Fantasy Warriors: individuals",
    description="Paladins, whose ward makes a unit scorn terror, and destroyers, pure fighters, in every army list.",
    optional=True,
    requires=(states.MODULE_ID,),
    answers={IGNORES_TERROR: individuals.scorns_terror},
    specials=(SpecialRule("paladin", "Paladin"), SpecialRule("destroyer", "Destroyer")),
    rulebook=RULES,
)
