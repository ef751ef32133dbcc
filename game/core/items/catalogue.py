"""The magic items a force may buy (Warmaster's generic list), who may carry each and what it costs.

One item per unit or character, each item at most once in an army; a unit carries one only if it is
infantry, cavalry or a chariot (never a monster, a machine or an add-on stand). Its points are added to
the carrier's. Some items cost more on better troops: the Banner of Shielding by the unit's Armour, the
Banner of Fortitude and of Steadfastness by its Hits and Armour.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.core.profiles import CharacterProfile, MountProfile, Rank, UnitProfile, UnitType

# Who may carry an item: a unit, any character, the General only, a Wizard only, a Wizard or Runesmith.
UNIT, CHARACTER, GENERAL, WIZARD, WIZARD_OR_RUNESMITH = "unit", "character", "general", "wizard", "wizard_or_runesmith"
CARRIER_WORDS = {
    UNIT: "a unit of infantry, cavalry or chariots",
    CHARACTER: "a unit or a character",
    GENERAL: "the General",
    WIZARD: "a Wizard",
    WIZARD_OR_RUNESMITH: "a Wizard or a Runesmith",
}
UNIT_TYPES = (UnitType.INFANTRY, UnitType.CAVALRY, UnitType.CHARIOT)
# Generals who cast as Wizards and so may take a Wizard's items as well as a General's (digest 10.8 [7] Grey Seer,
# 10.13 [4] Vampire Lord; a Daemon Overlord with the Wizard powers bought as his mount, Daemons [4]; a Chaos
# Dwarf Sorcerer Lord, 10.20 [9]; a Kislev Tzarina, 10.11 [9]).
WIZARD_GENERALS = frozenset({"grey_seer", "vampire_lord", "daemon_wizard", "sorcerer_lord", "tzarina"})


def _flat(points: int) -> Callable[[UnitProfile | None], int]:
    return lambda _prof: points


def _by_armour(good: int, fair: int, poor: int) -> Callable[[UnitProfile | None], int]:
    """Points by the unit's Armour: 4+ or better, 5+, 6+ or none."""

    def cost(prof: UnitProfile | None) -> int:
        armour = prof.armour if prof is not None else None
        if armour is not None and armour <= 4:
            return good
        return fair if armour == 5 else poor

    return cost


def _by_hits(many: int, few: int) -> Callable[[UnitProfile | None], int]:
    """Points by the unit's Hits a stand: 4, or 2-3."""
    return lambda prof: many if prof is not None and prof.hits >= 4 else few


@dataclass(frozen=True)
class MagicItem:
    id: str
    name: str
    who: str
    cost: Callable[[UnitProfile | None], int]
    effect: str
    # Whether the rules carry the item out: a roster may buy only these.
    carried_out: bool = True

    def points(self, prof: UnitProfile | None = None) -> int:
        """What the item costs on this unit (a character's item: ``prof`` None)."""
        return self.cost(prof)


ITEMS: tuple[MagicItem, ...] = (
    MagicItem("battle_banner", "Battle Banner", UNIT, _flat(30),
              "+1 Attack a stand during the unit's first combat engagement of the battle (pursuit rounds and "
              "engagements reached by advancing included)."),
    MagicItem("banner_of_shielding", "Banner of Shielding", UNIT, _by_armour(50, 30, 15),
              "The unit's Armour is one better (at best 3+) until it loses a stand."),
    MagicItem("banner_of_fortitude", "Banner of Fortitude", UNIT, _by_hits(50, 30),
              "+1 Hits a stand during the unit's first combat engagement; the hits left over when it ends are "
              "discarded."),
    MagicItem("banner_of_steadfastness", "Banner of Steadfastness", UNIT, _by_armour(20, 15, 10),
              "Ignore one hit from shooting or magic a turn, after saves, until the unit loses a stand."),
    MagicItem("banner_of_fortune", "Banner of Fortune", UNIT, _flat(15),
              "Once a battle, roll all of the unit's attack dice of one Shooting or Combat roll again."),
    MagicItem("sword_of_destruction", "Sword of Destruction", CHARACTER, _flat(10),
              "One enemy unit touching the carrier rolls one successful armour save again each combat round."),
    MagicItem("sword_of_fate", "Sword of Fate", CHARACTER, _flat(5),
              "+1 Attack to one stand in the first round of the carrier's first combat (once a battle)."),
    MagicItem("sword_of_cleaving", "Sword of Cleaving", CHARACTER, _flat(10),
              "Roll one missed attack die again each combat round."),
    MagicItem("sword_of_might", "Sword of Might", CHARACTER, _flat(10), "+1 Attack to one stand."),
    MagicItem("crown_of_command", "Crown of Command", GENERAL, _flat(70),
              "The General's first order each turn is against an unmodified 10; it stops working once that "
              "order fails on 11 or 12."),
    MagicItem("helm_of_dominion", "Helm of Dominion", GENERAL, _flat(40),
              "+1 Command (at most 10) for one turn the player declares."),
    MagicItem("orb_of_majesty", "Orb of Majesty", GENERAL, _flat(30),
              "Once a battle, roll a failed order of the General again as if his Command were 8."),
    MagicItem("sceptre_of_sovereignty", "Sceptre of Sovereignty", GENERAL, _flat(30),
              "Once a battle, ignore one blunder (a double 6) by any of the army's characters: the order passes."),
    MagicItem("ring_of_magic", "Ring of Magic", WIZARD, _flat(30), "One spell cast without a roll, once a battle."),
    MagicItem("staff_of_spellbinding", "Staff of Spellbinding", WIZARD_OR_RUNESMITH, _flat(30),
              "Once, an enemy Wizard who fails a spell is spellbound on a 4+ (-1 to his casting)."),
    MagicItem("scroll_of_dispelling", "Scroll of Dispelling", WIZARD_OR_RUNESMITH, _flat(20),
              "Once, cancel an enemy spell that has worked."),
    MagicItem("wand_of_power", "Wand of Power", WIZARD, _flat(10), "+1 to one casting roll, once a battle (a 1 still "
              "fails)."),
    MagicItem("rod_of_repetition", "Rod of Repetition", WIZARD, _flat(10),
              "Once a battle, after a spell works, cast another."),
)
BY_NAME = {i.name: i for i in ITEMS}
BY_ID = {i.id: i for i in ITEMS}
# Where a carried item is kept: the unit's or character's flag ``item:<id>`` (1 while it works, 0 once used up).
FLAG = "item:"


def carried(flags: dict[str, int]) -> MagicItem | None:
    """The item a unit or character carries, used up or not."""
    for k in flags:
        if k.startswith(FLAG) and k[len(FLAG):] in BY_ID:
            return BY_ID[k[len(FLAG):]]
    return None


NO_ITEMS = ("rat_swarms", "ulfwerener", "ethereal_host", "dire_wolves", "daemon_swarm", "temple_daemons",
            "regiment_of_renown", "gnoblars")
# The General's items that work only on his own orders: a General who gives none (the Lizardmen's Slann) has no use
# for them, so the list cannot buy them for him. The Sceptre, which saves any character's order, he may carry.
OWN_ORDERS_ITEMS = ("crown_of_command", "helm_of_dominion", "orb_of_majesty")
# Characters who are no Wizards but may carry one Wizard's item each (digest 10.25 [9]: a Shugenja's Scroll).
ONE_WIZARD_ITEM = {"shugenja": "scroll_of_dispelling"}


def unit_may_carry(item: MagicItem, prof: UnitProfile) -> str:
    """Why a unit of this profile may not carry the item, or ''."""
    if item.who not in (UNIT, CHARACTER):
        return f"the {item.name} is carried by {CARRIER_WORDS[item.who]}, not a unit"
    if prof.type not in UNIT_TYPES:
        return f"only infantry, cavalry and chariots carry magic items, not {prof.type.value}"
    # Troops whose list says they carry none (digest 10.8 [3] Rat Swarms, 10.13 [1] Ethereal Host and Daemon Swarms, [2] Dire
    # Wolves, 10.17 [4] Gnoblars, 10.23 [2] Ulfwerener, 10.25 [5] Temple Daemons): infantry or cavalry all the same, so the troop type alone would let them.
    if any(prof.has(rule) for rule in NO_ITEMS):
        return f"{prof.name} carry no magic items"
    return ""


def character_may_carry(item: MagicItem, prof: CharacterProfile, mount: MountProfile | None = None) -> str:
    """Why a character of this profile (on ``mount``, his upgrade taken as one) may not carry the item, or ''."""
    if item.who == UNIT:
        return f"the {item.name} is a unit's banner, not a character's"
    # The Treeman Ancient and the Branchwraith (digest 10.21 [8], [9]) are spirits of the wood, not bearers.
    if "tree_singer" in prof.special or "regiment_of_renown" in prof.special:
        return f"the {prof.name} carries no magic items"
    if item.who == GENERAL and prof.rank != Rank.GENERAL:
        return f"only the General may carry the {item.name}"
    if item.id in OWN_ORDERS_ITEMS and prof.command == 0:
        return f"the {prof.name} gives no orders, and the {item.name} works only on the General's own orders"
    rules = set(prof.special) | (set(mount.special) if mount is not None else set())
    wizard = prof.rank == Rank.WIZARD or (prof.rank == Rank.GENERAL and bool(WIZARD_GENERALS & rules))
    if item.who == WIZARD and not wizard:
        return f"only a Wizard may carry the {item.name}"
    if item.who == WIZARD_OR_RUNESMITH and not wizard and "runesmith" not in prof.special:
        if not any(ONE_WIZARD_ITEM.get(rule) == item.id for rule in prof.special):
            return f"only a Wizard or a Runesmith may carry the {item.name}"
    return ""


def item_flag(name: str) -> dict[str, int]:
    """The flag a piece carrying the item called ``name`` starts the battle with (none for "")."""
    item = BY_NAME.get(name)
    return {} if item is None else {FLAG + item.id: 1}


def item_status(flags: dict[str, int]) -> tuple[str, bool] | None:
    """What a piece's card says of the item it carries, and whether it still works (None: it carries none)."""
    item = carried(flags)
    if item is None:
        return None
    state = flags[FLAG + item.id]
    if state == 0:
        lasting = ("battle_banner", "banner_of_shielding", "banner_of_fortitude", "banner_of_steadfastness",
                   "crown_of_command")
        spent = "ended" if item.id in lasting else "used"
        return f"{item.name} ({spent})", False
    return f"{item.name}: {item.effect}", True
