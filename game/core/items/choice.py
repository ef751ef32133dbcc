"""Magic items in a roster: who may carry which, once each in an army, and what they add to its points."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core.items.catalogue import BY_NAME, character_may_carry, unit_may_carry
from game.core.profiles import ArmyList

if TYPE_CHECKING:
    from game.core.roster import Problem, Roster


def item_points(roster: Roster, army: ArmyList) -> int:
    """What the roster's magic items cost (each on its carrier)."""
    total = 0
    for u in roster.units:
        item = BY_NAME.get(u.item)
        if item is not None:
            try:
                total += item.points(army.unit(u.profile))
            except KeyError:
                pass
    for c in roster.characters:
        item = BY_NAME.get(c.item)
        if item is not None:
            total += item.points(None)
    return total


def item_problems(roster: Roster, army: ArmyList) -> list[Problem]:
    """Every item the roster may not give, located at the carrier's ``item`` key."""
    from game.core.roster import Problem

    out: list[Problem] = []
    first: dict[str, str] = {}
    picks: list[tuple[tuple[str | int, ...], str, str]] = []
    for i, u in enumerate(roster.units):
        if u.item:
            picks.append((("units", i, "item"), u.item, u.name or u.profile))
    for i, c in enumerate(roster.characters):
        if c.item:
            picks.append((("characters", i, "item"), c.item, c.name or c.profile))
    for path, name, carrier in picks:
        item = BY_NAME.get(name)
        if item is None:
            out.append(Problem(path, f"there is no magic item called {name!r}"))
            continue
        if not item.carried_out:
            out.append(Problem(path, f"the {name}'s rule is not played yet: choose another item"))
            continue
        why = _carrier_problem(roster, army, path, item)
        if why:
            out.append(Problem(path, why))
        elif name in first:
            out.append(Problem(path, f"each magic item may be taken once in an army; {first[name]} has the {name}"))
        else:
            first[name] = carrier
    return out


def _carrier_problem(roster: Roster, army: ArmyList, path: tuple[str | int, ...], item: object) -> str:
    from game.core.items.catalogue import MagicItem

    assert isinstance(item, MagicItem)
    kind, i = path[0], path[1]
    assert isinstance(i, int)
    try:
        if kind == "units":
            return unit_may_carry(item, army.unit(roster.units[i].profile))
        picked = roster.characters[i]
        mount = army.mount(picked.mount) if picked.mount else None
        return character_may_carry(item, army.character(picked.profile), mount)
    except KeyError:
        return ""  # the unknown profile is reported on its own
