"""What a roster may buy for its units under the Fantasy Warriors modules, and what it costs.

Firewater (20 points a unit) needs ``fw-firewater``; a talisman (50 points, one a unit) any module of the
family, as speeches, the war chant and the command test all count it; poisoned volleys (20 points each, 1 to 6 a unit)
need ``fw-poisoned-arrows`` and a bow unit of a Goblin, Orc or Amazon army; battlefield equipment (so
many lengths of mantlets, pavises, palisades, chevaux de frise or spiked pits) needs ``fw-equipment`` and
an infantry or artillery unit. The roster names the modules
it is chosen under (``rules:``); choosing the family ``fantasy-warriors`` allows both.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.fantasy_warriors.equipment import KINDS as EQUIPMENT_KINDS
from game.core.fantasy_warriors.talismans import COST as TALISMAN_COST
from game.core.profiles import ArmyList, UnitType

if TYPE_CHECKING:
    from game.core.roster import Problem, Roster

FAMILY = "fantasy-warriors"
# The states every module of the family shares: a purchase under it is allowed by any of them.
STATES_MODULE = "fw-states"
# What may be bought, the module that allows it, its cost each, and the most a unit may have.
PURCHASES: dict[str, tuple[str, int, int]] = {
    "firewater": ("fw-firewater", 20, 1),
    "poisoned_volleys": ("fw-poisoned-arrows", 20, 6),
    "talisman": (STATES_MODULE, TALISMAN_COST, 1),
}
# More gunpowder for a war cannon (``fw-artillery``): 40 points a counter beyond the 6 it brings.
PURCHASES["gunpowder"] = ("fw-artillery", 40, 6)
# "Add 10 points to the cost if you want the dragon (the giant) to also be a champion" (``fw-artillery``).
PURCHASES["champion"] = ("fw-artillery", 10, 1)
# Battlefield equipment, bought by the length (``fw-equipment``): cost a length and the most lengths a unit.
PURCHASES.update({kind: ("fw-equipment", k.cost, k.most) for kind, k in EQUIPMENT_KINDS.items()})
POISON_ARMIES = ("goblins", "orcs", "amazons")


TITLES = {"firewater": "Firewater", "poisoned_volleys": "Poisoned volley", "talisman": "Talisman",
          "gunpowder": "Gunpowder counter", "champion": "Champion (dragon or giant)",
          **{kind: f"{k.title} (a length)" for kind, k in EQUIPMENT_KINDS.items()}}


def purchase_offers(army: ArmyList) -> list[tuple[str, str, int, int]]:
    """(what, title, cost each, most a unit) of each purchase some unit of the army could make."""
    out = []
    for what, (_, cost, most) in PURCHASES.items():
        if any(may_buy(army, u.name, what) for u in army.units if not u.addon):
            out.append((what, TITLES[what], cost, most))
    return out


def may_buy(army: ArmyList, profile: str, what: str) -> bool:
    """Whether a unit of this profile may make the purchase at all (the rules' module aside)."""
    from game.core.fantasy_warriors.poison import is_bow

    if what in ("firewater", "talisman"):
        return True
    if what in EQUIPMENT_KINDS:
        # Equipment is set up and used by foot: infantry and artillery (a mounted unit could not carry it).
        try:
            return army.unit(profile).type in (UnitType.INFANTRY, UnitType.ARTILLERY)
        except KeyError:
            return False
    if what == "poisoned_volleys":
        try:
            return army.id in POISON_ARMIES and is_bow(army.unit(profile))
        except KeyError:
            return False
    if what == "gunpowder":
        try:
            return army.unit(profile).has("war_cannon")
        except KeyError:
            return False
    if what == "champion":
        try:
            prof = army.unit(profile)
        except KeyError:
            return False
        return prof.has("mercenary_dragon") or prof.has("mercenary_giant")
    return False


def allowed(module: str, rules: tuple[str, ...] | list[str]) -> bool:
    """Whether rules chosen for a roster allow a purchase of this module: every part of the family brings the
    shared states, so any of them allows what the states sell."""
    if module in rules or FAMILY in rules:
        return True
    return module == STATES_MODULE and any(r.startswith("fw-") for r in rules)


def purchase_cost(what: str, n: int) -> int:
    found = PURCHASES.get(what)
    return 0 if found is None else found[1] * max(0, n)


def purchase_problems(roster: Roster, army: ArmyList) -> list[Problem]:
    """Every purchase the roster may not make, located at the unit's entry and key."""
    from game.core.fantasy_warriors.poison import is_bow
    from game.core.roster import Problem

    out: list[Problem] = []
    for i, u in enumerate(roster.units):
        for what, n in u.bought:
            if what == "mercenary":
                continue  # hiring.mercenary_problems checks the contingent
            where = ("units", i, what)
            found = PURCHASES.get(what)
            if found is None:
                out.append(Problem(where, f"nothing called {what!r} can be bought for a unit"))
                continue
            module, _, most = found
            if not allowed(module, roster.rules):
                if module == STATES_MODULE:
                    out.append(Problem(where, f"a {what} is bought only under the {FAMILY} rules or one of their "
                                              f"parts: add {FAMILY} to the roster's rules"))
                else:
                    out.append(Problem(where, f"{what.replace('_', ' ')} is bought only under the {module} rules: "
                                              f"add {module} (or {FAMILY}) to the roster's rules"))
                continue
            if not 1 <= n <= most:
                out.append(Problem(where, f"a unit may have 1 to {most} {what.replace('_', ' ')}, not {n}"))
            if what == "gunpowder" and not may_buy(army, u.profile, what):
                out.append(Problem(where, f"{u.profile} is no war cannon: gunpowder is bought for a war cannon"))
            if what == "champion" and not may_buy(army, u.profile, what):
                out.append(Problem(where, f"{u.profile} may not be a champion: only a mercenary dragon or giant is"))
            if what in EQUIPMENT_KINDS and not may_buy(army, u.profile, what):
                out.append(Problem(where, f"{u.profile} may not use {what.replace('_', ' ')}: battlefield equipment "
                                          "is for infantry and artillery"))
            if what == "poisoned_volleys":
                # "Only goblins, orcs, amazons and mercenaries may use poisoned arrows."
                if army.id not in POISON_ARMIES and not dict(u.bought).get("mercenary"):
                    out.append(Problem(where, f"only Goblin, Orc and Amazon armies may use poisoned arrows, not {army.name}"))
                    continue
                try:
                    prof = army.unit(u.profile)
                except KeyError:
                    continue
                if not is_bow(prof):
                    out.append(Problem(where, f"{prof.name} are not armed with bows: poisoned arrows are for bow units"))
    return out
