"""Rosters: the force a player picks from an army list, and the checks of digest 9.4.

``roster_problems`` is the single source of the army-selection rules; the YAML loader maps each
problem's ``path`` to a file line, and the army builder screen lists the same problems live.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.core.fantasy_warriors.artillery_roster import artillery_problems
from game.core.fantasy_warriors.foreign import LIST_KEY, foreign_problems, hires_abroad, with_hired
from game.core.fantasy_warriors.hiring import KEY, PAY_WORDS, contingent_pay, hired_cost, mercenary_problems
from game.core.fantasy_warriors.individuals_roster import individual_problems
from game.core.fantasy_warriors.purchases import purchase_cost, purchase_problems
from game.core.items.choice import item_points, item_problems
from game.core.profiles import ArmyList, CharacterProfile, MountProfile, Rank, UnitProfile, mount_parts


@dataclass(frozen=True)
class RosterUnit:
    """One unit in a roster, with optional add-on stands (e.g. Skirmishers) and a display name."""

    profile: str
    name: str = ""
    addons: tuple[str, ...] = ()
    # Purchases under an optional rule module: ("firewater", 1), ("poisoned_volleys", 3).
    bought: tuple[tuple[str, int], ...] = ()
    # The magic item the unit carries, by name (game.core.items), or "".
    item: str = ""
    # The army list a mercenary unit is hired from when it is not the army's own (its id), else "".
    hired_from: str = ""


@dataclass(frozen=True)
class RosterCharacter:
    """One character in a roster, with an optional mount or upgrade."""

    profile: str
    mount: str | None = None
    name: str = ""
    # The Battle Standard Bearer upgrade: played only under a rule module that has one (warhammer8-characters).
    battle_standard: bool = False
    # Hired as a mercenary under fw-mercenaries: the pay (1 paid up, 2 half paid, 4 unpaid), 0 if not.
    mercenary: int = 0
    # The magic item the character carries, by name (game.core.items), or "".
    item: str = ""
    # The army list a mercenary Hero is hired from when it is not the army's own (its id), else "".
    hired_from: str = ""


@dataclass(frozen=True)
class Roster:
    """A chosen force: which list, the points cap declared up front, and the picks."""

    name: str
    army: str
    points_cap: int
    units: tuple[RosterUnit, ...] = ()
    characters: tuple[RosterCharacter, ...] = ()
    # Optional rule modules the roster is chosen under (their purchases are allowed only then).
    rules: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "name": self.name,
            "army": self.army,
            "points_cap": self.points_cap,
            "units": [_unit_dict(u) for u in self.units],
            "characters": [_character_dict(c) for c in self.characters],
        }
        if self.rules:
            out["rules"] = list(self.rules)
        return out


def _unit_dict(u: RosterUnit) -> dict[str, Any]:
    out: dict[str, Any] = {"profile": u.profile, "name": u.name, "addons": list(u.addons)}
    out.update({what: (bool(n) if what in ("firewater", "talisman", "champion") else n) for what, n in u.bought})
    if KEY in out:
        out[KEY] = PAY_WORDS.get(out[KEY], out[KEY])
    if u.item:
        out["item"] = u.item
    if u.hired_from:
        out[LIST_KEY] = u.hired_from
    return out


def _character_dict(c: RosterCharacter) -> dict[str, Any]:
    out: dict[str, Any] = {"profile": c.profile, "mount": c.mount, "name": c.name}
    if c.battle_standard:
        out["battle_standard"] = True
    if c.mercenary:
        out[KEY] = PAY_WORDS.get(c.mercenary, c.mercenary)
    if c.item:
        out["item"] = c.item
    if c.hired_from:
        out[LIST_KEY] = c.hired_from
    return out


@dataclass(frozen=True)
class Problem:
    """Something wrong with a roster: ``path`` locates the entry (e.g. ("units", 3)), ``message`` says what."""

    path: tuple[str | int, ...]
    message: str


def roster_points(roster: Roster, army: ArmyList, lists: Mapping[str, ArmyList] | None = None) -> int:
    """Total points: units, their add-on stands, characters and their mounts; a mercenary contingent's at
    its pay (full, half or a quarter, rounded up), the purchases made for its units at full price. Entries
    hired from another list cost that list's points (``lists``: the army lists by id)."""
    roster, army = with_hired(roster, army, lists)
    total = 0
    hired = 0
    for u in roster.units:
        cost = 0
        try:
            cost += army.unit(u.profile).points
        except KeyError:
            pass
        for a in u.addons:
            try:
                cost += army.unit(a).points
            except KeyError:
                pass
        if KEY in dict(u.bought):
            hired += cost
        else:
            total += cost
        total += sum(purchase_cost(what, n) for what, n in u.bought)
    for c in roster.characters:
        cost = 0
        try:
            cost += army.character(c.profile).points
        except KeyError:
            pass
        if c.mount:
            try:
                cost += army.mount(c.mount).points
            except KeyError:
                pass
        if c.mercenary:
            hired += cost
        else:
            total += cost
    return total + hired_cost(hired, contingent_pay(roster)) + item_points(roster, army)


def roster_problems(roster: Roster, army: ArmyList, lists: Mapping[str, ArmyList] | None = None) -> list[Problem]:
    """Every way ``roster`` breaks the army-selection rules of its list (digest 9.4), in file order. Entries
    hired from another list are checked against that list (``lists``: the army lists by id)."""
    abroad = foreign_problems(roster, army, lists)
    if not abroad and not hires_abroad(roster):
        return _problems(roster, army)
    played, hiring = with_hired(roster, army, lists)
    # An entry whose list or profile is wrong is told once, at its own key.
    told = {p.path[:2] for p in abroad}
    return abroad + [p for p in _problems(played, hiring) if p.path[:2] not in told]


def _problems(roster: Roster, army: ArmyList) -> list[Problem]:
    problems: list[Problem] = []
    counts: dict[str, int] = {}
    first_seen: dict[str, tuple[str | int, ...]] = {}
    fills: dict[str, int] = {}
    # Units standing in for another (Handgunners for Warriors), counted against their per-1000 allowance.
    stand_ins: dict[str, int] = {}
    if roster.army != army.id:
        problems.append(Problem(("army",), f"roster is for army {roster.army!r} but was checked against {army.id!r}"))
    if roster.points_cap <= 0:
        problems.append(Problem(("points_cap",), f"points cap must be positive, not {roster.points_cap}"))

    for i, u in enumerate(roster.units):
        try:
            prof = army.unit(u.profile)
        except KeyError:
            problems.append(Problem(("units", i, "profile"), f"{army.name} has no unit called {u.profile!r}"))
            continue
        if prof.addon:
            problems.append(
                Problem(
                    ("units", i, "profile"),
                    f"{prof.name} is an add-on stand, not a unit: list it under a unit's addons",
                )
            )
        counts[prof.name] = counts.get(prof.name, 0) + 1
        first_seen.setdefault(prof.name, ("units", i))
        if prof.counts_as:
            room = None if prof.counts_as_max is None else prof.counts_as_max * max(1, roster.points_cap // 1000)
            used = stand_ins.get(prof.name, 0)
            if room is None or used < room:
                stand_ins[prof.name] = used + 1
                fills[prof.counts_as] = fills.get(prof.counts_as, 0) + 1
        for j, a in enumerate(u.addons):
            try:
                add = army.unit(a)
            except KeyError:
                problems.append(Problem(("units", i, "addons", j), f"{army.name} has no add-on called {a!r}"))
                continue
            if not add.addon:
                problems.append(Problem(("units", i, "addons", j), f"{add.name} cannot be added to a unit"))
                continue
            if prof.type != "infantry" or prof.has("no_addons"):
                problems.append(Problem(("units", i, "addons", j), f"{add.name} may not join {prof.name}"))
            # An add-on stand with a limit counts against it like a unit (Wardancers: four per 1000 points,
            # Salamanders two).
            counts[add.name] = counts.get(add.name, 0) + 1
            first_seen.setdefault(add.name, ("units", i, "addons", j))
        if len(u.addons) > 1:
            problems.append(Problem(("units", i, "addons"), "a unit may take at most one add-on stand"))

    generals = 0
    for i, c in enumerate(roster.characters):
        try:
            cp = army.character(c.profile)
        except KeyError:
            problems.append(Problem(("characters", i, "profile"), f"{army.name} has no character called {c.profile!r}"))
            continue
        counts[cp.name] = counts.get(cp.name, 0) + 1
        first_seen.setdefault(cp.name, ("characters", i))
        if cp.rank is Rank.GENERAL:
            generals += 1
        parts = mount_parts(c.mount)
        for part in parts:
            try:
                mp = army.mount(part)
            except KeyError:
                problems.append(Problem(("characters", i, "mount"), f"{army.name} has no mount called {part!r}"))
                continue
            if cp.rank not in mp.ranks:
                who = ", ".join(r.value.capitalize() for r in mp.ranks)
                problems.append(Problem(("characters", i, "mount"), f"{mp.name} may only be taken by: {who}"))
            elif mp.riders and cp.name not in mp.riders:
                problems.append(
                    Problem(("characters", i, "mount"), f"{mp.name} may only be taken by: {', '.join(mp.riders)}")
                )
            if mp.needs and not any(u.profile in mp.needs for u in roster.units):
                problems.append(
                    Problem(("characters", i, "mount"), f"{mp.name} needs a unit of {' or '.join(mp.needs)} in the force")
                )
            counts[mp.name] = counts.get(mp.name, 0) + 1
            first_seen.setdefault(mp.name, ("characters", i, "mount"))
        if len(parts) > 1:
            try:
                army.mount(c.mount or "")
            except KeyError as e:
                # Only upgrades the list lets a character combine may be taken together (a Daemon Overlord's).
                problems.append(Problem(("characters", i, "mount"), str(e.args[0])))

    problems += purchase_problems(roster, army)
    problems += mercenary_problems(roster, army)
    problems += item_problems(roster, army)
    problems += individual_problems(roster, army)
    problems += artillery_problems(roster, army)
    from game.core.specials.renown import renown_problems  # the army modules import the roster's neighbours

    problems += renown_problems(roster, army)
    if generals != 1:
        problems.append(Problem(("characters",), f"a force needs exactly one General; this one has {generals}"))
    standards = [i for i, c in enumerate(roster.characters) if c.battle_standard]
    for i in standards[1:]:
        problems.append(Problem(("characters", i, "battle_standard"), "a force carries at most one Battle Standard"))
    for i in standards:
        c = roster.characters[i]
        if c.profile in {p.name for p in army.characters if p.rank is Rank.GENERAL}:
            problems.append(Problem(("characters", i, "battle_standard"), "the General may not carry the Battle Standard"))

    entries: list[UnitProfile | CharacterProfile | MountProfile] = [*army.units, *army.characters, *army.mounts]
    for entry in entries:
        if getattr(entry, "rank", None) is Rank.GENERAL:
            continue  # the exactly-one-General check above covers it
        lo, hi = entry.limit.bounds(roster.points_cap)
        n = counts.get(entry.name, 0)
        if n + fills.get(entry.name, 0) < lo:
            problems.append(Problem(first_seen.get(entry.name, ("units",)), _too_few(entry.name, lo, n, roster)))
        # A unit standing in for this one (Blunderbusses for Chaos Dwarfs) counts towards its maximum too.
        n_max = n + fills.get(entry.name, 0)
        if hi is not None and n_max > hi:
            scope = f"for a {roster.points_cap}-point force" if entry.limit.per_1000 else "per army"
            problems.append(
                Problem(
                    first_seen.get(entry.name, ("units",)),
                    f"{entry.name}: at most {hi} allowed {scope}, roster has {n_max}",
                )
            )
    problems += _shared_cap_problems(entries, counts, first_seen, roster)
    pts = roster_points(roster, army)
    if pts > roster.points_cap:
        problems.append(Problem(("points_cap",), f"force costs {pts} points, over the cap of {roster.points_cap}"))
    return problems


def _shared_cap_problems(
    entries: list[UnitProfile | CharacterProfile | MountProfile],
    counts: dict[str, int],
    first_seen: dict[str, tuple[str | int, ...]],
    roster: Roster,
) -> list[Problem]:
    """Entries naming the same shared cap count together against its maximum (one Earthshaker or Death Rocket
    per full 1000 points)."""
    groups: dict[str, list[UnitProfile | CharacterProfile | MountProfile]] = {}
    for entry in entries:
        if entry.limit.shared:
            groups.setdefault(entry.limit.shared, []).append(entry)
    out: list[Problem] = []
    for members in groups.values():
        _, hi = members[0].limit.bounds(roster.points_cap)
        n = sum(counts.get(m.name, 0) for m in members)
        if hi is not None and n > hi and len(members) > 1:
            taken = [m.name for m in members if counts.get(m.name)]
            names = " or ".join(m.name for m in members)
            out.append(Problem(first_seen.get(taken[-1], ("units",)),
                               f"{names}: at most {hi} of them together for a {roster.points_cap}-point force, "
                               f"roster has {n}"))
    return out


def _too_few(name: str, lo: int, n: int, roster: Roster) -> str:
    return f"{name}: at least {lo} needed for a {roster.points_cap}-point force, roster has {n}"
