"""Army special rules: one rule module per army (digest 10.0-10.5, 2.6).

Each army's module declares the special rules its list names (``SpecialRule``: the id the list uses and
the answers it gives to rule questions), and carries out those that need more than an answer:

- the Giant Goes Wild chart and the Steam Tank's Malfunction chart replace a failed order's usual outcome
  (``hooks.FAILED_ORDER``);
- the badly-hurt check at the end of the Shooting and Combat phases (``hooks.SHOOTING_ENDS``,
  ``hooks.COMBAT_ENDS``);
- an after-action check that lands the things wild Giants threw, as the Shooting phase begins.

A special rule named in an army list must be carried out by a module of the game's ruleset, or
``python -m game validate`` refuses the list. Lasting effects use ``game.core.magic.effects``.
"""

from __future__ import annotations

from game.core import hooks
from game.core.confusion import MAY_BE_CONFUSED
from game.core.dice import Dice
from game.core.events import Event
from game.core.ruleset import RulesModule, SpecialRule
from game.core.specials.badly_hurt import check_badly_hurt
from game.core.specials.giant import THROWS, resolve_throws, wild_chart
from game.core.specials.rules import RULES
from game.core.specials.steam_tank import malfunction_chart
from game.core.state import GameState


def _land_throws(state: GameState, dice: Dice) -> list[Event]:
    if THROWS in state.phase_data and state.phase == "shooting":
        return resolve_throws(state, dice)
    return []


def _entries(*prefixes: str) -> dict[str, tuple[str, str]]:
    return {k: v for k, v in RULES.items() if k == "specials" or any(k.startswith(p) for p in prefixes)}


# Rules shared by several armies (troop kinds and weapons) are kept by the army module that first needs
# them; a later army's module requires that one rather than writing the rule again.
EMPIRE = RulesModule(
    id="empire",
    title="The Empire",
    description="Handguns, Flagellants, Skirmishers, the Helblaster, the cannon, the Steam Tank and the War Altar.",
    specials=(
        SpecialRule("humans", "Men"),
        SpecialRule("handgun", "Handguns"),
        SpecialRule("flagellants", "Flagellants"),
        SpecialRule("must_charge", "Must charge"),
        SpecialRule("no_drive_back", "Unshaken by missiles"),
        SpecialRule("immune_terror", "Fearless"),
        SpecialRule("no_addons", "No add-on stands"),
        SpecialRule("skirmishers", "Skirmishers"),
        SpecialRule("all_round_vision", "All-round vision"),
        SpecialRule("helblaster", "Helblaster"),
        SpecialRule("cannon", "Cannon"),
        SpecialRule("steam_tank", "Steam Tank"),
        SpecialRule("griffon", "Griffon"),
        SpecialRule("war_altar", "War Altar"),
    ),
    hooks={hooks.FAILED_ORDER: (malfunction_chart,)},
    rulebook=_entries("specials.steam_tank"),
)

ORCS = RulesModule(
    id="orcs",
    title="Orcs",
    description="Goblin bows, Trolls regenerating, Ogres charging Men, the Giant going wild, Wyverns and chariots.",
    requires=("empire",),
    specials=(
        SpecialRule("goblin_bows", "Goblin bows"),
        SpecialRule("trolls", "Trolls"),
        SpecialRule("double_distance_penalty", "Stupid"),
        SpecialRule("regenerate", "Regeneration"),
        SpecialRule("not_greenskin", "Not a greenskin"),
        SpecialRule("ogres", "Ogres"),
        SpecialRule("must_charge_humans", "Charge Men"),
        SpecialRule("giant", "Giant"),
        SpecialRule("giant_goes_wild", "Giant goes wild"),
        SpecialRule("badly_hurt", "Badly hurt"),
        SpecialRule("terror", "Terror"),
        SpecialRule("rock_lobber", "Rock Lobber"),
        SpecialRule("stone_thrower", "Stone thrower"),
        SpecialRule("wyvern", "Wyvern"),
        SpecialRule("chariot_mount", "Chariot mount"),
    ),
    hooks={
        hooks.FAILED_ORDER: (wild_chart,),
        hooks.SHOOTING_ENDS: (check_badly_hurt,),
        hooks.COMBAT_ENDS: (check_badly_hurt,),
        hooks.AFTER_ACTION: (_land_throws,),
    },
    rulebook=_entries("specials.giant", "specials.badly_hurt"),
)

TOMB_KINGS = RulesModule(
    id="tomb-kings",
    title="Tomb Kings",
    description="The undead legions of the desert: never confused, never using initiative, raised by their priests.",
    requires=("orcs",),
    specials=(
        SpecialRule("undead", "Undead", {MAY_BE_CONFUSED: lambda state, unit, answer: False}),
        SpecialRule("bolt_thrower", "Bolt thrower"),
    ),
)

ARMY_MODULES: tuple[RulesModule, ...] = (EMPIRE, ORCS, TOMB_KINGS)
