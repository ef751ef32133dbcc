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
from game.core.magic import doom_and_despair, raise_dead
from game.core.questions import (
    ALWAYS_DEFENDED,
    BRIGADES,
    CAUSES_TERROR,
    DISTANCE_PENALTY_FACTOR,
    DRIVE_BACK_CONFUSES_ON,
    ENEMY_NEAR_PENALTY,
    FIGHTS_FRIENDS,
    IGNORES_TERROR,
    MUST_CHARGE,
    MUST_CHARGE_AT,
    NEVER_DRIVEN_BACK,
    NEVER_EVADES,
    NEVER_JOINED,
    NEVER_USES_INITIATIVE,
    NOT_FRIGHTENED_BY_SPELLS,
    REGENERATES,
)
from game.core.ruleset import Handler, RulesModule, SpecialRule
from game.core.specials import bone_giant, skirmishers, skull_chukka, tomb_king, zombie_dragon
from game.core.specials.answers import answer_is, answer_naming
from game.core.specials.badly_hurt import check_badly_hurt
from game.core.specials.giant import (
    GiantKept,
    end_friend_fights,
    fights_friends,
    giant_kept,
    resolve_throws,
    round_with_friend,
    wild_chart,
)
from game.core.specials.rules import RULES
from game.core.specials.steam_tank import malfunction_chart
from game.core.state import GameState


def _land_throws(state: GameState, dice: Dice) -> list[Event]:
    if giant_kept(state).throws is not None and state.phase == "shooting":
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
        SpecialRule(
            "must_charge",
            "Must charge",
            {MUST_CHARGE: answer_is(True), MUST_CHARGE_AT: answer_is("any"), NEVER_EVADES: answer_is(True)},
        ),
        SpecialRule(
            "no_drive_back",
            "Unshaken by missiles",
            {NEVER_DRIVEN_BACK: answer_naming("{name} are never driven back by shooting and roll no drive-back dice")},
        ),
        SpecialRule("immune_terror", "Fearless", {IGNORES_TERROR: answer_is(True)}),
        SpecialRule("no_addons", "No add-on stands"),
        SpecialRule("skirmishers", "Skirmishers"),
        SpecialRule("all_round_vision", "All-round vision"),
        SpecialRule("helblaster", "Helblaster"),
        SpecialRule("cannon", "Cannon"),
        SpecialRule(
            "steam_tank",
            "Steam Tank",
            {
                ALWAYS_DEFENDED: answer_naming("a {name} always counts as defended"),
                NEVER_DRIVEN_BACK: answer_naming("a {name} is never driven back or routed by shooting"),
                NEVER_JOINED: answer_naming("no character may join {unit}"),
                BRIGADES: answer_is("never"),
            },
        ),
        SpecialRule("griffon", "Griffon"),
        SpecialRule("war_altar", "War Altar"),
    ),
    hooks={
        hooks.FAILED_ORDER: (malfunction_chart,),
        hooks.ONE_STAND_MODIFIERS: (skirmishers.stand_modifiers,),
    },
    rulebook=_entries("specials.steam_tank", "specials.skirmishers"),
)

ORCS = RulesModule(
    id="orcs",
    title="Orcs",
    description="Goblin bows, Trolls regenerating, Ogres charging Men, the Giant going wild, Wyverns and chariots.",
    requires=("empire",),
    specials=(
        SpecialRule("goblin_bows", "Goblin bows"),
        SpecialRule("trolls", "Trolls"),
        SpecialRule("double_distance_penalty", "Stupid", {DISTANCE_PENALTY_FACTOR: answer_is(2)}),
        SpecialRule("regenerate", "Regeneration", {REGENERATES: answer_is(True)}),
        SpecialRule("not_greenskin", "Not a greenskin"),
        SpecialRule("ogres", "Ogres"),
        SpecialRule("must_charge_humans", "Charge Men", {MUST_CHARGE_AT: answer_is("humans")}),
        SpecialRule("giant", "Giant", {BRIGADES: answer_is("only with Giants")}),
        SpecialRule("giant_goes_wild", "Giant goes wild"),
        SpecialRule("badly_hurt", "Badly hurt"),
        SpecialRule("terror", "Terror", {CAUSES_TERROR: answer_is(True)}),
        SpecialRule("rock_lobber", "Rock Lobber"),
        SpecialRule("stone_thrower", "Stone thrower"),
        SpecialRule("wyvern", "Wyvern"),
        SpecialRule("chariot_mount", "Chariot mount"),
    ),
    hooks={
        hooks.FAILED_ORDER: (wild_chart,),
        hooks.SHOOTING_ENDS: (check_badly_hurt,),
        # The fight with a friend ends first: a Giant out of it may then be found badly hurt.
        hooks.COMBAT_ENDS: (end_friend_fights, check_badly_hurt),
        hooks.COMBAT_ROUND_BEGINS: (round_with_friend,),
        hooks.AFTER_ACTION: (_land_throws,),
    },
    answers={FIGHTS_FRIENDS: fights_friends},
    state=GiantKept,
    rulebook=_entries("specials.giant", "specials.badly_hurt"),
)

TOMB_KINGS = RulesModule(
    id="tomb-kings",
    title="Tomb Kings",
    description="The undead legions of the desert: never confused, never using initiative, raised by their priests.",
    requires=("orcs",),
    specials=(
        SpecialRule(
            "undead",
            "Undead",
            {
                MAY_BE_CONFUSED: answer_is(False),
                NEVER_USES_INITIATIVE: answer_naming("{unit} is undead and never uses initiative"),
                ENEMY_NEAR_PENALTY: answer_is(False),
                IGNORES_TERROR: answer_is(True),
                NOT_FRIGHTENED_BY_SPELLS: answer_is(True),
            },
        ),
        SpecialRule("bolt_thrower", "Bolt thrower"),
        # Carried out by the rules of the troop type and the unit's other special rules: flyers home back,
        # the Sphinx's terror and badly hurt, the Bone Thrower's bolt_thrower.
        SpecialRule("carrion", "Carrion"),
        SpecialRule("sphinx", "Sphinx"),
        SpecialRule("bone_thrower", "Bone Thrower"),
        # The Bone Giant's -1 comes through the COMMAND_MODIFIERS hook below.
        SpecialRule("bone_giant", "Bone Giant"),
        SpecialRule("skull_chukka", "Skull Chukka", {DRIVE_BACK_CONFUSES_ON: answer_is(skull_chukka.CONFUSES_FROM)}),
        # Their actions: the king's once-a-battle bonus and the Dragon's breath.
        SpecialRule("tomb_king", "Tomb King"),
        SpecialRule("zombie_dragon", "Zombie Dragon"),
    ),
    actions={
        "tomb_king_bonus": Handler(tomb_king.check_bonus, tomb_king.apply_bonus, tomb_king.legal_bonus),
        "breathe": Handler(zombie_dragon.check_breathe, zombie_dragon.apply_breathe, zombie_dragon.legal_breathe),
    },
    hooks={hooks.COMMAND_MODIFIERS: (bone_giant.command_modifiers,)},
    spell_effects={"hold": doom_and_despair.resolve_hold, "raise_dead": raise_dead.resolve_raise_dead},
    rulebook=_entries("specials.bone_giant", "specials.skull_chukka", "specials.tomb_king", "specials.zombie_dragon"),
)

def _army_modules() -> tuple[RulesModule, ...]:
    # The later armies' modules import this package's shared pieces, so they are read after it.
    from game.core.specials.albion import ALBION
    from game.core.specials.araby import ARABY
    from game.core.specials.beastmen import BEASTMEN
    from game.core.specials.bretonnia import BRETONNIA
    from game.core.specials.cathay import CATHAY
    from game.core.specials.chaos import CHAOS
    from game.core.specials.chaos_dwarfs import CHAOS_DWARFS
    from game.core.specials.daemons import DAEMONS
    from game.core.specials.dark_elves import DARK_ELVES
    from game.core.specials.dogs_of_war import DOGS_OF_WAR
    from game.core.specials.dwarfs import DWARFS
    from game.core.specials.goblins import GOBLINS
    from game.core.specials.high_elves import HIGH_ELVES
    from game.core.specials.kislev import KISLEV
    from game.core.specials.lizardmen import LIZARDMEN
    from game.core.specials.nippon import NIPPON
    from game.core.specials.norse import NORSE
    from game.core.specials.ogre_kingdoms import OGRE_KINGDOMS
    from game.core.specials.renown import REGIMENTS_OF_RENOWN
    from game.core.specials.skaven import SKAVEN
    from game.core.specials.vampire_counts import VAMPIRE_COUNTS
    from game.core.specials.witch_hunters import WITCH_HUNTERS
    from game.core.specials.wood_elves import WOOD_ELVES

    return (
        EMPIRE, ORCS, TOMB_KINGS, DWARFS, HIGH_ELVES, WOOD_ELVES, BRETONNIA, CHAOS, VAMPIRE_COUNTS, LIZARDMEN, SKAVEN,
        CATHAY,
        ALBION,
        WITCH_HUNTERS,
        NORSE,
        DAEMONS,
        ARABY,
        BEASTMEN,
        GOBLINS,
        OGRE_KINGDOMS,
        NIPPON,
        DARK_ELVES,
        CHAOS_DWARFS,
        DOGS_OF_WAR,
        REGIMENTS_OF_RENOWN,
        KISLEV,
    )


ARMY_MODULES: tuple[RulesModule, ...] = _army_modules()
