"""What a roster may take of Fantasy Warriors' individuals (``ArmyList.individuals``): only under the
``fw-individuals`` module (or the family); no paladin in an army with orcs, goblins, trolls or ogres, its
mercenaries included; one destroyer for each General, and always on foot; an enchantress only as a mercenary
or in a Mercenaries army.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.profiles import ArmyList, Rank

if TYPE_CHECKING:
    from game.core.roster import Problem, Roster

MODULE_ID = "fw-individuals"
FAMILY = "fantasy-warriors"
# The races a paladin will not serve beside, by army list id and by the words in a unit's name.
DARK_ARMIES = ("orcs", "goblins", "trolls", "ogres")
DARK_WORDS = ("orc", "goblin", "troll", "ogre")
MERCENARY_LIST = "mercenary"


def dark_presence(roster: Roster, army: ArmyList) -> str:
    """Why the force has orcs, goblins, trolls or ogres in it, or ""."""
    if army.id in DARK_ARMIES:
        return f"the force is raised from the {army.name} list"
    for u in roster.units:
        if u.hired_from in DARK_ARMIES:
            return f"the force hires {u.profile} from the {u.hired_from.capitalize()} list"
        words = u.profile.lower().replace("-", " ").split()
        if any(w.rstrip("s") in DARK_WORDS for w in words):
            return f"the force has {u.profile}"
    return ""


def individual_problems(roster: Roster, army: ArmyList) -> list[Problem]:
    from game.core.roster import Problem

    out: list[Problem] = []
    names = {c.name: c for c in army.individuals}
    generals = sum(1 for c in roster.characters if _rank(army, c.profile) is Rank.GENERAL)
    destroyers = 0
    for i, c in enumerate(roster.characters):
        cp = names.get(c.profile)
        if cp is None:
            continue
        where = ("characters", i, "profile")
        if MODULE_ID not in roster.rules and FAMILY not in roster.rules:
            out.append(Problem(where, f"a {cp.name} is an individual of the {MODULE_ID} rules: add {MODULE_ID} "
                                      f"(or {FAMILY}) to the roster's rules"))
            continue
        if "paladin" in cp.special:
            why = dark_presence(roster, army)
            if why:
                out.append(Problem(where, f"a Paladin will not serve in an army with orcs, goblins, trolls or ogres: "
                                          f"{why}"))
        if "enchantress" in cp.special and not c.mercenary and army.id != MERCENARY_LIST:
            out.append(Problem(where, "an Enchantress serves only for pay: Warhost has no Amazon list, so she is "
                                      "hired (mercenary: paid, half or unpaid, under fw-mercenaries) or taken in "
                                      "a Mercenaries army"))
        if "destroyer" in cp.special:
            destroyers += 1
            if destroyers > max(1, generals):
                out.append(Problem(where, f"one Destroyer for each General: this force has {generals} General and "
                                          f"{destroyers} Destroyers"))
            if c.mount:
                out.append(Problem(("characters", i, "mount"), "a Destroyer is always on foot"))
    return out


def _rank(army: ArmyList, name: str) -> Rank | None:
    try:
        return army.character(name).rank
    except KeyError:
        return None
