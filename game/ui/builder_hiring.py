"""Hiring a mercenary contingent in the army builder: pick the list to hire from (the army's own or another,
never an undead one), its units and Heroes, and the pay (paid up, half paid, unpaid) the whole contingent
shares. The rows list the chosen list's entries; the roster keeps each pick with its list and pay, and the
total says what the contingent is worth and what it costs at its pay. No pygame here.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from game.core import (
    FW_FAMILY,
    ArmyList,
    CharacterProfile,
    MountProfile,
    Rank,
    RosterCharacter,
    RosterUnit,
    UnitProfile,
    hirable_heroes,
    hirable_lists,
    hirable_units,
    hired_cost,
)

if TYPE_CHECKING:
    from game.ui.builder_model import RosterDraft

HIRE, HIRE_HERO, HIRE_MOUNT = "hire", "hire_hero", "hire_mount"
KINDS = (HIRE, HIRE_HERO, HIRE_MOUNT)
PAYS = ((1, "Paid up"), (2, "Half paid"), (4, "Unpaid"))
PAY_WORDS = dict(PAYS)
MERC = "mercenary"


def hire_list(d: RosterDraft) -> ArmyList:
    """The list the rows hire from: the chosen one, else the army's own."""
    return d.lists.get(d.hire_from) or d.army


def _from(d: RosterDraft) -> str:
    """The ``hired_from`` of a pick from the chosen list ("" for the army's own)."""
    other = hire_list(d)
    return "" if other.id == d.army.id else other.id


def hire_choices(d: RosterDraft) -> list[tuple[str, str]]:
    """(words, list id) of every list the army may hire from, its own first."""
    return [(f"{d.army.name} (own list)", d.army.id)] + [(a.name, a.id) for a in hirable_lists(d.army, d.lists)]


def hire_entries(d: RosterDraft) -> list[tuple[str, UnitProfile | CharacterProfile | MountProfile]]:
    """The rows of the chosen list: its units that may be hired, then its Heroes, then (from another list) the
    mounts its Heroes ride: a Hero hired abroad rides his own list's mounts, never the army's."""
    other = hire_list(d)
    if any(u.has("undead") for u in d.army.units):
        return []  # an undead army hires no one
    units = hirable_units(other)
    out: list[tuple[str, UnitProfile | CharacterProfile | MountProfile]] = [(HIRE, u) for u in units]
    # The Amazon enchantress has no list of her own: she is hired beside the army's own picks.
    paid_only = [c for c in other.individuals if "enchantress" in c.special] if other.id == d.army.id else []
    out += [(HIRE_HERO, c) for c in (*hirable_heroes(other), *paid_only)]
    if other.id != d.army.id:
        out += [(HIRE_MOUNT, m) for m in other.mounts if Rank.HERO in m.ranks and m.ridden_with(d.rules)]
    return out


def is_hired(entry: RosterUnit | RosterCharacter) -> bool:
    if isinstance(entry, RosterUnit):
        return bool(dict(entry.bought).get(MERC))
    return bool(entry.mercenary)


def _units(d: RosterDraft, name: str) -> list[int]:
    src = _from(d)
    return [i for i, u in enumerate(d.units) if u.profile == name and is_hired(u) and u.hired_from == src]


def _heroes(d: RosterDraft, name: str) -> list[int]:
    src = _from(d)
    return [i for i, c in enumerate(d.characters) if c.profile == name and c.mercenary and c.hired_from == src]


def _riders(d: RosterDraft, name: str) -> list[int]:
    """The Heroes hired from the chosen list riding the mount ``name``."""
    src = _from(d)
    return [i for i, c in enumerate(d.characters) if c.mercenary and c.hired_from == src and c.mount == name]


def _may_ride(d: RosterDraft, i: int, mount: MountProfile) -> bool:
    c = d.characters[i]
    return (bool(c.mercenary) and c.hired_from == _from(d) and c.mount is None
            and (not mount.riders or c.profile in mount.riders))


def hired_count(d: RosterDraft, kind: str, name: str) -> int:
    if kind == HIRE_MOUNT:
        return len(_riders(d, name))
    return len(_units(d, name) if kind == HIRE else _heroes(d, name))


def hired_points(d: RosterDraft, kind: str, name: str) -> int:
    """What the picks of this row cost at the contingent's pay (their full points divided, rounded up)."""
    other = hire_list(d)
    if kind == HIRE_MOUNT:
        each = other.mount(name).points
    else:
        each = other.unit(name).points if kind == HIRE else other.character(name).points
    return hired_cost(each * hired_count(d, kind, name), d.pay)


def why_not_hire(d: RosterDraft, kind: str, name: str) -> str | None:
    """Why one more of the row cannot be hired (None if it can): a mount needs a Hero of its list to ride it."""
    if kind != HIRE_MOUNT:
        return None
    mount = hire_list(d).mount(name)
    if any(_may_ride(d, i, mount) for i in range(len(d.characters))):
        return None
    who = ", ".join(mount.riders) or f"Hero of {hire_list(d).name}"
    return f"Needs a hired {who} without a mount: hire one first."


def contingent_value(d: RosterDraft) -> int:
    """The full points of every unit and Hero hired, from whichever list."""
    total = 0
    for u in d.units:
        if is_hired(u):
            source = d.lists.get(u.hired_from) or d.army
            try:
                total += source.unit(u.profile).points + sum(source.unit(a).points for a in u.addons)
            except KeyError:
                pass
    for c in d.characters:
        if c.mercenary:
            source = d.lists.get(c.hired_from) or d.army
            try:
                total += source.character(c.profile).points + (source.mount(c.mount).points if c.mount else 0)
            except KeyError:
                pass
    return total


def contingent_words(d: RosterDraft) -> str:
    """The contingent with its pay, under the total: "Mercenaries worth 370 points, unpaid: they cost 93"; "" if none."""
    value = contingent_value(d)
    if not value:
        return ""
    return f"Mercenaries worth {value} points, {PAY_WORDS[d.pay].lower()}: they cost {hired_cost(value, d.pay)}"


def hire(d: RosterDraft, kind: str, name: str) -> bool:
    """One more of the row's unit or Hero, hired at the contingent's pay (the roster goes under the family); a
    mount goes to the first Hero hired from its list who may ride it."""
    if kind == HIRE_MOUNT:
        mount = hire_list(d).mount(name)
        free = [i for i in range(len(d.characters)) if _may_ride(d, i, mount)]
        if not free:
            return False
        d.characters[free[0]] = replace(d.characters[free[0]], mount=name)
        d.changed = True
        return True
    if kind == HIRE:
        d.units.append(RosterUnit(name, bought=((MERC, d.pay),), hired_from=_from(d)))
    else:
        d.characters.append(RosterCharacter(name, mercenary=d.pay, hired_from=_from(d)))
    if FW_FAMILY not in d.rules:
        d.rules.append(FW_FAMILY)
    d.changed = True
    return True


def dismiss(d: RosterDraft, kind: str, name: str) -> bool:
    """One fewer of the row's unit or Hero (the last hired goes), or the mount off the last Hero riding it."""
    if kind == HIRE_MOUNT:
        riders = _riders(d, name)
        if not riders:
            return False
        d.characters[riders[-1]] = replace(d.characters[riders[-1]], mount=None)
        d.changed = True
        return True
    idx = _units(d, name) if kind == HIRE else _heroes(d, name)
    if not idx:
        return False
    if kind == HIRE:
        del d.units[idx[-1]]
    else:
        del d.characters[idx[-1]]
    still = any(u.bought for u in d.units) or any(c.mercenary for c in d.characters)
    if not still and FW_FAMILY in d.rules:
        d.rules.remove(FW_FAMILY)
    d.changed = True
    return True


def set_pay(d: RosterDraft, pay: int) -> None:
    """The whole contingent's pay: one contingent, one pay."""
    d.pay = pay
    for i, u in enumerate(d.units):
        if is_hired(u):
            rest = tuple((w, n) for w, n in u.bought if w != MERC)
            d.units[i] = replace(u, bought=rest + ((MERC, pay),))
    for i, c in enumerate(d.characters):
        if c.mercenary:
            d.characters[i] = replace(c, mercenary=pay)
    d.changed = True


def first_hire(units: list[RosterUnit], characters: list[RosterCharacter]) -> tuple[str, int]:
    """(list id, pay) of a loaded roster's contingent: where the builder's hiring rows start."""
    for u in units:
        if is_hired(u):
            return u.hired_from, dict(u.bought)[MERC]
    for c in characters:
        if c.mercenary:
            return c.hired_from, c.mercenary
    return "", 2
