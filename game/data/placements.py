"""Checks of explicitly placed units and characters in a scenario: references, ids, table bounds."""

from __future__ import annotations

from typing import Any

from game.core.fantasy_warriors.foreign import hiring_problems
from game.core.profiles import ArmyList, Rank, UnitType
from game.core.roster import Roster, RosterCharacter, RosterUnit
from game.core.scenario import formation_poses
from game.data.overlaps import overlapping_units
from game.data.problems import did_you_mean
from game.data.schema import Doc, entries

Pose = tuple[int, int, int]


def _auto_ids(data: dict[str, Any], section: str, prefix: str, taken: set[str]) -> dict[tuple[int, int], str]:
    """The ids ``new_game`` will give placements without one: (side, index) -> id, in the same order."""
    out: dict[tuple[int, int], str] = {}
    n = 1
    for s, side in entries(data.get("sides")):
        for i, p in entries(side.get(section)):
            if p.get("id") is not None:
                out[(s, i)] = p["id"]
                continue
            while f"{prefix}{n}" in taken:
                n += 1
            out[(s, i)] = f"{prefix}{n}"
            n += 1
    return out


def _unique_ids(data: dict[str, Any], doc: Doc) -> set[str]:
    seen: dict[str, str] = {}
    for s, side in entries(data.get("sides")):
        for section in ("units", "characters"):
            for i, p in entries(side.get(section)):
                pid = p.get("id")
                if pid is None:
                    continue
                if pid in seen:
                    doc.bad(("sides", s, section, i, "id"), f"{pid!r} is already used by {seen[pid]}")
                else:
                    seen[pid] = doc.label(("sides", s, section, i))
    return set(seen)


def _on_table(x: int, y: int, w: int, h: int) -> bool:
    return 0 <= x <= w and 0 <= y <= h


def check_placements(data: dict[str, Any], doc: Doc, armies: dict[str, ArmyList], w: int, h: int) -> None:
    """Report every placement problem; fills in x/y of characters that only name the unit they join."""
    taken = _unique_ids(data, doc)
    unit_ids = _auto_ids(data, "units", "u", taken)
    laid: list[tuple[Any, list[Pose], tuple[int, int]]] = []
    for s, side in entries(data.get("sides")):
        army = armies.get(side.get("army", ""))
        if army is None:
            continue
        own: dict[str, dict[str, Any]] = {}
        for i, u in entries(side.get("units")):
            own[unit_ids[(s, i)]] = u
            path = ("sides", s, "units", i)
            # A unit taken from another list is that list's (``check_hires`` says whether it may be taken).
            lid = u.get("list") or army.id
            if lid not in armies:
                continue
            found = _check_unit(u, path, doc, armies[lid], w, h)
            if found is not None:
                laid.append((path, *found))
        generals: list[tuple[Any, ...]] = []
        # An allied General's army (``ally: true``, Fantasy Warriors' several players) has its own General.
        allied: list[tuple[Any, ...]] = []
        unknown = False
        for i, c in entries(side.get("characters")):
            path = ("sides", s, "characters", i)
            # A Hero hired from another list is that list's, his mount too (``check_hires`` says if he may be).
            lid = c.get("list") or army.id
            if lid not in armies:
                continue
            rank = _check_character(c, path, doc, armies[lid], own, w, h)
            unknown |= rank is None
            if rank is Rank.GENERAL:
                (allied if c.get("ally") else generals).append(path)
        for group, who in ((generals, "a side"), (allied, "an allied army")):
            for extra in group[1:]:
                first = doc.label(group[0])
                doc.note(extra, f"{who} has one General, and {first} (line {doc.pos(group[0])[0]}) is already it")
        # A character whose profile is already reported might have been the General: say nothing more then.
        if "roster" not in side and own and not generals and not unknown:
            where = ("sides", s, "characters") if "characters" in side else ("sides", s)
            doc.note(
                where,
                f"has no General: each army is led by exactly one (a character of {army.name} "
                f"ranked General, e.g. {_general_name(army)})",
            )
        if "roster" not in side and not own:
            doc.note(("sides", s), "has no units: a side needs at least one unit on the table (or a roster)")
    for path, other in overlapping_units(laid):
        doc.note(path, f"its stands overlap those of {doc.label(other)} (line {doc.pos(other)[0]})")


def _general_name(army: ArmyList) -> str:
    return next((c.name for c in army.characters if c.rank is Rank.GENERAL), "its General")


def _check_unit(
    u: dict[str, Any], path: tuple[Any, ...], doc: Doc, army: ArmyList, w: int, h: int
) -> tuple[list[Pose], tuple[int, int]] | None:
    """Report what is wrong with a unit's placement; its stands' poses and base when they are sound."""
    names = [p.name for p in army.units if not p.addon]
    if "profile" not in u:
        return None
    try:
        prof = army.unit(u["profile"])
    except KeyError:
        doc.bad(
            (*path, "profile"),
            f"must be a unit of {army.name}, got {u['profile']!r}{did_you_mean(u['profile'], names)}",
        )
        return None
    if prof.addon:
        doc.bad((*path, "profile"), f"{prof.name} is an add-on stand, not a unit: list it under a unit's addons")
        return None
    if u.get("size", 0) > prof.size:
        doc.bad((*path, "size"), f"must be at most {prof.size}, the stands of a full unit of {prof.name}")
        return None
    addons = [a for _, a in entries(u.get("addons"))]
    for j, a in entries(u.get("addons")):
        extra = next((p for p in army.units if p.name == a), None)
        if extra is None or not extra.addon:
            choices = [p.name for p in army.units if p.addon]
            doc.bad(
                (*path, "addons", j), f"must be an add-on stand of {army.name}, got {a!r}{did_you_mean(a, choices)}"
            )
        elif prof.type is not UnitType.INFANTRY or prof.has("no_addons"):
            doc.note(path, f"{a} may not join {prof.name}", doc.pos((*path, "addons", j)))
    if len(addons) > 1:
        doc.bad((*path, "addons"), "may hold at most one add-on stand")
    count = u.get("size", prof.size) + len(addons)
    most = prof.hits * count - 1
    if u.get("hits", 0) > most:
        doc.bad(
            (*path, "hits"),
            f"must be at most {most}: {count} stands of {prof.hits} hits each would have lost a stand at {most + 1}",
        )
    if "stands" in u:
        stands = [p for _, p in entries(u["stands"])]
        if len(stands) != count:
            poses_word = "pose" if len(stands) == 1 else "poses"
            doc.bad((*path, "stands"), f"holds {len(stands)} {poses_word} for a unit of {count} stands")
        given = [(j, p) for j, p in entries(u["stands"]) if len(p) == 3 and None not in p]
        off = False
        for j, p in given:
            if not _on_table(p[0], p[1], w, h):
                doc.bad((*path, "stands", j), f"at ({p[0]}, {p[1]}) is off the {w} x {h} mm table")
                off = True
        if off or len(given) != len(stands):
            return None
        return [(p[0], p[1], p[2]) for _, p in given], prof.base_mm
    missing = [k for k in ("x", "y") if k not in u]
    if missing:
        doc.note(path, f"needs {' and '.join(missing)} (or explicit stands)")
        return None
    poses = formation_poses(prof, count, u["x"], u["y"], u.get("facing", 0), u.get("formation", "line"))
    for k, (x, y, _) in enumerate(poses):
        if not _on_table(x, y, w, h):
            doc.note(path, f"stand {k + 1} would sit at ({x}, {y}), off the {w} x {h} mm table", doc.pos((*path, "x")))
            return None
    return poses, prof.base_mm


def _check_character(
    c: dict[str, Any], path: tuple[Any, ...], doc: Doc, army: ArmyList, own: dict[str, dict[str, Any]], w: int, h: int
) -> Rank | None:
    """Report what is wrong with a character's placement; its rank when its profile is known."""
    rank = None
    if "profile" in c:
        try:
            rank = army.character(c["profile"]).rank
        except KeyError:
            doc.bad(
                (*path, "profile"),
                f"must be a character of {army.name}, got {c['profile']!r}"
                f"{did_you_mean(c['profile'], [p.name for p in army.characters])}",
            )
    mount = c.get("mount")
    if mount is not None:
        try:
            mp = army.mount(mount)
            if rank is not None and rank not in mp.ranks:
                who = ", ".join(r.value for r in mp.ranks)
                doc.bad((*path, "mount"), f"{mp.name} may only be ridden by: {who}")
        except KeyError:
            doc.bad(
                (*path, "mount"),
                f"must be a mount of {army.name}, got {mount!r}{did_you_mean(mount, [m.name for m in army.mounts])}",
            )
    joined = c.get("joined")
    unit = own.get(joined) if joined is not None else None
    if joined is not None and unit is None:
        doc.bad((*path, "joined"), f"must be the id of a unit of this side, got {joined!r}{did_you_mean(joined, own)}")
    if "x" not in c or "y" not in c:
        if unit is None:
            if joined is None:
                doc.note(path, "needs x and y (or the id of the unit it has joined)")
            return rank
        # A character that only names its unit stands at the unit's position.
        first = unit["stands"][0] if unit.get("stands") else [unit.get("x", 0), unit.get("y", 0)]
        if not isinstance(first, list) or len(first) < 2 or None in first[:2]:
            return rank  # the unit's own position is already reported as broken
        c.setdefault("x", first[0])
        c.setdefault("y", first[1])
        c.setdefault("facing", unit.get("facing", first[2] if len(first) > 2 else 0))
    if not _on_table(c["x"], c["y"], w, h):
        doc.note(path, f"stands at ({c['x']}, {c['y']}), off the {w} x {h} mm table", doc.pos((*path, "x")))
    return rank


def check_hires(data: dict[str, Any], doc: Doc, armies: dict[str, ArmyList], rules: tuple[str, ...]) -> None:
    """Each placed piece taken from another list (``list:``) that the roster's hiring rules refuse, at its key:
    an unknown or undead list, a unit not hired (``mercenary:``) that list does not let the army field as its own
    (``taken_by``), a character not a Hero, a piece its module keeps from the army, or the module not in the
    scenario's ``rules``."""
    for s, side in entries(data.get("sides")):
        army = armies.get(side.get("army", ""))
        units = [u for _, u in entries(side.get("units"))]
        people = [c for _, c in entries(side.get("characters"))]
        if army is None or not any(p.get("list") not in (None, army.id) for p in (*units, *people)):
            continue
        roster = Roster(army.name, army.id, 1, units=tuple(
            RosterUnit(str(u.get("profile", "")), bought=(("mercenary", 1),) if u.get("mercenary") else (),
                       hired_from=u.get("list") or "") for u in units),
            characters=tuple(RosterCharacter(str(c.get("profile", "")), c.get("mount"), mercenary=int(
                bool(c.get("mercenary"))), hired_from=c.get("list") or "") for c in people), rules=rules)
        # A profile or mount the other list lacks is told once, by the placement's own check.
        told = {("units", i) for i, u in enumerate(units) if u.get("list") in armies
                and u.get("profile") not in {p.name for p in armies[u["list"]].units}}
        told |= {("characters", i) for i, c in enumerate(people) if c.get("list") in armies
                 and c.get("profile") not in {p.name for p in armies[c["list"]].characters}}
        for p in hiring_problems(roster, army, armies):
            if p.path[:2] in told:
                continue
            path = ("sides", s, *p.path)
            # The module speaks of a roster's rules; here they are the scenario's own ``rules:``.
            doc.note(path[:4], p.message.replace("the roster's rules", "the scenario's rules"), doc.pos(path))
