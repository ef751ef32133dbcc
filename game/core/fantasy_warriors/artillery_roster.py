"""What a roster may field of the Mercenary book's artillery and huge creatures (``fw-artillery``).

The pieces play only under the module (the roster's ``rules:``), and mercenary dragons and giants only in
a mercenary contingent (``mercenary: paid | half | unpaid`` on their entry). "Only certain armies can use
these": a piece the Mercenaries list names armies for (``taken_by``) is fielded, hired or not, only by the
Mercenaries themselves and those armies (a roster takes it with ``list: mercenary``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.fantasy_warriors.artillery import (
    BALLISTA,
    CROSSBOW,
    DRAGON,
    GIANT,
    MODULE_ID,
    WAR_CANNON,
    WAR_GIANT,
    WAR_MAMMOTH,
)
from game.core.profiles import ArmyList

if TYPE_CHECKING:
    from game.core.roster import Problem, Roster

FAMILY = "fantasy-warriors"
HOME_LIST = "mercenary"
PIECES = (BALLISTA, CROSSBOW, WAR_CANNON, WAR_GIANT, WAR_MAMMOTH, DRAGON, GIANT)
HIRED_ONLY = (DRAGON, GIANT)


def artillery_problems(roster: Roster, army: ArmyList) -> list[Problem]:
    """Each piece fielded without the module, and each dragon or giant outside the mercenary contingent."""
    from game.core.fantasy_warriors.hiring import KEY
    from game.core.roster import Problem

    out: list[Problem] = []
    ruled = MODULE_ID in roster.rules or FAMILY in roster.rules
    for i, u in enumerate(roster.units):
        try:
            prof = army.unit(u.profile)
        except KeyError:
            continue
        if not any(prof.has(p) for p in PIECES):
            continue
        if not ruled:
            out.append(Problem(("units", i, "profile"), f"{prof.name} fights only under the {MODULE_ID} rules: add "
                                                        f"{MODULE_ID} (or {FAMILY}) to the roster's rules"))
            continue
        if prof.taken_by and army.id not in (HOME_LIST, *prof.taken_by):
            out.append(Problem(("units", i, "profile"), f"{army.name} may not take a {prof.name}: only "
                                                        f"{_armies(prof.taken_by)} may"))
            continue
        if any(prof.has(p) for p in HIRED_ONLY) and KEY not in dict(u.bought):
            out.append(Problem(("units", i, "profile"), f"a {prof.name} fights only in a mercenary contingent: "
                                                        "mark it mercenary: paid, half or unpaid"))
    return out


def _armies(ids: tuple[str, ...]) -> str:
    """The armies that may take a piece as players read them: "Dwarfs, Empire and the Mercenaries"."""
    words = [i.replace("_", " ").title() for i in ids] + ["the Mercenaries"]
    return ", ".join(words[:-1]) + " and " + words[-1]
