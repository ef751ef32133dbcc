"""Mercenaries hired from another army list (Fantasy Warriors: "mercenaries make it possible to have units of
elves and orcs fighting side by side").

A roster entry hired from another list names it (``list: orcs``) and must be a mercenary, unless that list
names the army among those that may field the unit as their own (``taken_by``); its profile,
points and limits are that list's. Any list but an undead one may be hired from; from it, units that are not
undead and Heroes (a contingent's leader or individual). Before the roster is checked or played, the hired
profiles are added to the army's own list (``with_hired``), renamed "Knights (High Elves)" only where the
army has an entry of the same name; the other list's minimums never apply, its maximums do.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING

from game.core.fantasy_warriors.hiring import is_undead_army
from game.core.profiles import ArmyList, CharacterProfile, Limit, MountProfile, Rank, UnitProfile

if TYPE_CHECKING:
    from game.core.roster import Problem, Roster

LIST_KEY = "list"


def hires_abroad(roster: Roster) -> bool:
    """Whether any entry of the roster names a list other than the army's own."""
    return any(lid and lid != roster.army for _, _, _, lid, _ in _entries(roster))


def _entries(roster: Roster) -> list[tuple[str, int, str, str, bool]]:
    """(kind, index, profile, list id, hired as a mercenary) of every roster entry."""
    out = [("units", i, u.profile, u.hired_from, bool(dict(u.bought).get("mercenary")))
           for i, u in enumerate(roster.units)]
    return out + [("characters", i, c.profile, c.hired_from, bool(c.mercenary))
                  for i, c in enumerate(roster.characters)]


def hirable_lists(army: ArmyList, lists: Mapping[str, ArmyList]) -> list[ArmyList]:
    """The lists ``army`` may hire mercenaries from (none if it is undead itself), by name."""
    if is_undead_army(army):
        return []
    return sorted((a for a in lists.values() if a.id != army.id and not is_undead_army(a)), key=lambda a: a.name)


def hirable_units(other: ArmyList) -> list[UnitProfile]:
    return [u for u in other.units if not u.addon and not u.has("undead")]


def hirable_heroes(other: ArmyList) -> list[CharacterProfile]:
    return [c for c in other.characters if c.rank is Rank.HERO and "undead" not in c.special]


def foreign_problems(roster: Roster, army: ArmyList, lists: Mapping[str, ArmyList] | None) -> list[Problem]:
    """Every entry hired from another list that cannot be: an unknown or undead list, an entry the list does
    not have, one that is not a mercenary. Located at the entry's ``list`` or ``profile`` key."""
    from game.core.roster import Problem

    out: list[Problem] = []
    known = lists or {}
    for kind, i, profile, lid, mercenary in _entries(roster):
        if not lid or lid == army.id:
            continue
        other = known.get(lid)
        if other is None:
            listed = ", ".join(sorted(known)) or "none at hand"
            out.append(Problem((kind, i, LIST_KEY), f"no army list is called {lid!r} (lists: {listed})"))
            continue
        # An entry the other list lets armies field as their own (a Regiment of Renown) is no mercenary: the
        # mercenary rules (no undead) do not bind it; its own list's rules say who may take it.
        own = taken_as_own(army, other, kind, profile)
        if is_undead_army(army) and not own:
            out.append(Problem((kind, i, LIST_KEY), f"{army.name} is an undead army: it hires no mercenaries"))
            continue
        if is_undead_army(other) and not own:
            out.append(Problem((kind, i, LIST_KEY), f"{other.name} is undead: the undead are never hired"))
            continue
        if not mercenary and not own:
            out.append(Problem((kind, i, LIST_KEY), f"from another list ({other.name}) only mercenaries are "
                                                    "hired: add mercenary: paid, half or unpaid"))
        if kind == "units":
            names = [u.name for u in (other.units if own else hirable_units(other)) if not u.addon]
            if profile not in names:
                out.append(Problem((kind, i, "profile"), f"{other.name} has no unit to hire called {profile!r}"
                                                         f" (it has {', '.join(names)})"))
        else:
            names = [c.name for c in ([c for c in other.characters if c.taken_by] if own else hirable_heroes(other))]
            if profile not in names:
                out.append(Problem((kind, i, "profile"), f"from {other.name} only a Hero is hired "
                                                         f"({', '.join(names) or 'it has none'}), not {profile!r}"))
            elif roster.characters[i].mount:
                out += _mount_problems(roster, i, other)
    return out


def _mount_problems(roster: Roster, i: int, other: ArmyList) -> list[Problem]:
    """A Hero hired from ``other`` rides one of its mounts that a Hero (and he by name) may take, never one of the
    hiring army's own."""
    from game.core.roster import Problem

    c = roster.characters[i]
    rides = [m.name for m in other.mounts if Rank.HERO in m.ranks and (not m.riders or c.profile in m.riders)
             and m.ridden_with(roster.rules)]
    if c.mount in rides:
        return []
    words = f"one of its mounts ({', '.join(rides)})" if rides else "none of its mounts: it has none for him"
    return [Problem(("characters", i, "mount"), f"{c.profile}, hired from {other.name}, rides {words}, "
                                                f"not {c.mount!r}")]


def taken_as_own(army: ArmyList, other: ArmyList, kind: str, profile: str) -> bool:
    """Whether the army may field this unit or character of the other list as its own, not hired: the other list
    names armies that may take it (the Mercenaries list's war cannon: dwarfs; a Regiment of Renown). Whether this army is one of them is the
    piece's module's to say (``fw-artillery``), with the armies it names."""
    try:
        return bool((other.unit(profile) if kind == "units" else other.character(profile)).taken_by)
    except KeyError:
        return False


def hired_name(army: ArmyList, other: ArmyList, name: str) -> str:
    """The name a hired entry goes by in the army: its own, or "Name (Other list)" where the army has one."""
    own = {u.name for u in army.units} | {c.name for c in army.characters} | {m.name for m in army.mounts}
    return f"{name} ({other.name})" if name in own else name


def with_hired(roster: Roster, army: ArmyList, lists: Mapping[str, ArmyList] | None) -> tuple[Roster, ArmyList]:
    """The roster and the army list as they are played: every sound entry hired from another list added to the
    army's list (its minimums dropped, its maximums kept) and the roster naming it as the army now does."""
    if not hires_abroad(roster) or not lists:
        return roster, army
    # An entry with a wrong list or profile is not hired; one with a wrong mount is (its mount is told apart).
    bad = {(p.path[0], p.path[1]) for p in foreign_problems(roster, army, lists) if p.path[2:] != ("mount",)}
    units, chars, mounts = list(army.units), list(army.characters), list(army.mounts)
    rules = {r.name: r for r in army.special_rules}
    added = {u.name for u in units} | {c.name for c in chars} | {m.name for m in mounts}
    hired: list[tuple[str, str, str]] = []

    def hire(profile: UnitProfile | CharacterProfile | MountProfile, other: ArmyList) -> str:
        name = hired_name(army, other, profile.name)
        if name not in added:
            added.add(name)
            hired.append((name, other.id, profile.name))
            limit = Limit(None, profile.limit.max, profile.limit.per_1000)
            if isinstance(profile, UnitProfile):
                units.append(replace(profile, name=name, limit=limit, counts_as=None))
            elif isinstance(profile, CharacterProfile):
                chars.append(replace(profile, name=name, limit=limit))
            else:
                mounts.append(replace(profile, name=name, limit=limit, riders=tuple(
                    hired_name(army, other, r) for r in profile.riders)))
            for s in profile.special:
                rule = next((r for r in other.special_rules if r.name == s), None)
                if rule is not None:
                    rules.setdefault(s, rule)
        return name

    new_units = []
    for i, u in enumerate(roster.units):
        other = lists.get(u.hired_from) if u.hired_from != army.id else None
        if other is None or ("units", i) in bad:
            new_units.append(u)
            continue
        new_units.append(replace(u, profile=hire(other.unit(u.profile), other), hired_from=""))
    new_chars = []
    for i, c in enumerate(roster.characters):
        other = lists.get(c.hired_from) if c.hired_from != army.id else None
        if other is None or ("characters", i) in bad:
            new_chars.append(c)
            continue
        mount = c.mount
        if mount:
            try:
                mount = hire(other.mount(mount), other)
            except KeyError:
                pass  # the army's own check names the mount it does not have
        name = hire(other.character(c.profile), other)
        # A Hero fielded as the army's own (a regiment of renown) brings the mounts only he rides, so the roster
        # check can tell him to ride one (Asarnil's Dragon).
        if other.character(c.profile).taken_by:
            for m in other.mounts:
                if c.profile in m.riders:
                    hire(m, other)
        new_chars.append(replace(c, profile=name, mount=mount, hired_from=""))
    played = replace(army, units=tuple(units), characters=tuple(chars), mounts=tuple(mounts),
                     special_rules=tuple(rules.values()), hired=(*army.hired, *hired))
    return replace(roster, units=tuple(new_units), characters=tuple(new_chars)), played


def battle_list(roster: Roster, army: ArmyList, lists: Mapping[str, ArmyList] | None) -> tuple[Roster, ArmyList]:
    """``with_hired`` for a battle: a list that took in hired entries is known by an id of its own ("empire+orcs"),
    so a log's army hashes (kept by id) tell it from the plain list the other side may field."""
    played, hiring = with_hired(roster, army, lists)
    if hiring is army:
        return played, hiring
    others = sorted({lid for _, _, _, lid, _ in _entries(roster) if lid and lid != army.id})
    return played, replace(hiring, id="+".join([army.id, *others]))


def hiring_problems(roster: Roster, army: ArmyList, lists: Mapping[str, ArmyList] | None) -> list[Problem]:
    """What the hiring rules say of each piece taken from another list, and of nothing else (a scenario's placed
    pieces, which no points or limits bind): the list and the entry (``foreign_problems``), then the piece's own
    module's word on which armies may field it (``fw-artillery``: the Mercenaries' ``taken_by``)."""
    from game.core.fantasy_warriors.artillery_roster import artillery_problems

    abroad = foreign_problems(roster, army, lists)
    told = {p.path[:2] for p in abroad}
    taken = {("units", i) for i, u in enumerate(roster.units) if u.hired_from and u.hired_from != army.id}
    played, hiring = with_hired(roster, army, lists)
    return abroad + [p for p in artillery_problems(played, hiring) if p.path[:2] in taken - told]
