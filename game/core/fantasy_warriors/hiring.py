"""Hiring a mercenary contingent in the roster (Fantasy Warriors' "Creating and purchasing a mercenary command").

A unit or character is hired as a mercenary by ``mercenary: paid | half | unpaid`` in the roster; the
contingent costs its full points, half or a quarter of them (rounded up), and that pay is kept as the
number every order to it loses: 1, 2 or 4. One contingent per army and never in an undead army; it is led
by a mercenary Hero, may take one more mercenary Hero as its individual, never the General, and may not
have more stands than the rest of the army.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.profiles import ArmyList, Rank

if TYPE_CHECKING:
    from game.core.roster import Problem, Roster

MODULE_ID = "fw-mercenaries"
FAMILY = "fantasy-warriors"
KEY = "mercenary"
# The pay words, and what each costs and takes off every order: points divided by it, rounded up.
PAY = {"paid": 1, "half": 2, "unpaid": 4}
PAY_WORDS = {v: k for k, v in PAY.items()}
PAY_TITLES = {1: "paid up", 2: "half paid", 4: "unpaid"}


def hired_cost(points: int, pay: int) -> int:
    """What the contingent's ``points`` cost at this pay (full, half, quarter; rounded up)."""
    return -(-points // pay) if pay in PAY_WORDS else points


def is_undead_army(army: ArmyList) -> bool:
    return any(u.has("undead") for u in army.units)


def contingent_pay(roster: Roster) -> int:
    """The pay of the roster's mercenaries (the first one's; the checks refuse a mixed contingent), 0 if none."""
    for u in roster.units:
        for what, n in u.bought:
            if what == KEY:
                return n
    for c in roster.characters:
        if c.mercenary:
            return c.mercenary
    return 0


def unit_stands(army: ArmyList, profile: str, addons: tuple[str, ...]) -> int:
    try:
        return army.unit(profile).size + len(addons)
    except KeyError:
        return 0


def mercenary_problems(roster: Roster, army: ArmyList) -> list[Problem]:
    """Every way the roster's mercenary contingent breaks the hiring rules, at the entries it is about."""
    from game.core.roster import Problem

    hired_units = [(i, dict(u.bought)[KEY]) for i, u in enumerate(roster.units) if KEY in dict(u.bought)]
    hired_chars = [(i, c.mercenary) for i, c in enumerate(roster.characters) if c.mercenary]
    if not hired_units and not hired_chars:
        return []
    first = ("units", hired_units[0][0], KEY) if hired_units else ("characters", hired_chars[0][0], KEY)
    if MODULE_ID not in roster.rules and FAMILY not in roster.rules:
        return [Problem(first, f"mercenaries are hired only under the {MODULE_ID} rules: add {MODULE_ID} "
                               f"(or {FAMILY}) to the roster's rules")]
    if is_undead_army(army):
        return [Problem(first, f"{army.name} is an undead army: it hires no mercenaries")]
    out: list[Problem] = []
    pay = contingent_pay(roster)
    for kind, hired in (("units", hired_units), ("characters", hired_chars)):
        for i, n in hired:
            if n not in PAY_WORDS:
                out.append(Problem((kind, i, KEY), f"mercenaries are paid, half or unpaid, not {n}"))
            elif n != pay:
                out.append(Problem((kind, i, KEY), f"one contingent, one pay: this one is {PAY_WORDS[n]} but the "
                                                   f"first mercenary is {PAY_WORDS.get(pay, pay)}"))
    heroes = leaders = 0
    for i, _ in hired_chars:
        try:
            rank = army.character(roster.characters[i].profile).rank
        except KeyError:
            continue
        # An individual of fw-individuals (the Enchantress, a Wizard) may be the contingent's one more piece.
        individual = any(p.name == roster.characters[i].profile for p in army.individuals)
        if rank is Rank.GENERAL:
            out.append(Problem(("characters", i, KEY), "the General cannot be a mercenary"))
        elif rank is not Rank.HERO and not individual:
            out.append(Problem(("characters", i, KEY), "a mercenary individual must be a Hero"))
        else:
            heroes += 1
            leaders += rank is Rank.HERO
            if heroes > 2:
                out.append(Problem(("characters", i, KEY), "a mercenary contingent has one Hero to lead it and at "
                                                           "most one more individual"))
    if leaders == 0:
        out.append(Problem(first, "a mercenary contingent is led by a mercenary Hero: mark one Hero mercenary"))
    if not hired_units:
        out.append(Problem(first, "a mercenary contingent must have units"))
    hired_ix = {i for i, _ in hired_units}
    mine = sum(unit_stands(army, u.profile, u.addons) for i, u in enumerate(roster.units) if i in hired_ix)
    rest = sum(unit_stands(army, u.profile, u.addons) for i, u in enumerate(roster.units) if i not in hired_ix)
    if mine > rest:
        out.append(Problem(first, f"the mercenaries have {mine} stands, more than the {rest} of the rest of the army"))
    return out
