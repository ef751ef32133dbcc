"""Army-list files (``armies/*.yaml``) into ``ArmyList`` profiles.

The schema is documented in ``armies/README.md``. Distances are written in cm, as in the rules, and
become mm in the profiles (the model's unit). Checking happens in three passes that all report into
the same list: the shape of the file (schema), references between entries, then building profiles.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from game.core.profiles import (
    HIRE_KINDS,
    ArmyList,
    CharacterProfile,
    Limit,
    MountKind,
    MountProfile,
    Rank,
    SpecialRule,
    SpellProfile,
    UnitProfile,
    UnitType,
)
from game.data.paths import REPO_ROOT, display_name, resolve
from game.data.problems import DataError, Problem, did_you_mean
from game.data.schema import (
    INVALID,
    Bool,
    Choice,
    Doc,
    F,
    Ident,
    Int,
    ListOf,
    Map,
    Nullable,
    PathT,
    Text,
    Type,
    Version,
    check_node,
    clip,
    entries,
    shown,
)
from game.data.yamlnodes import (
    INT,
    NULL,
    STR,
    Node,
    ScalarNode,
    compose_file,
    leading_zero,
    scalar_value,
    too_long,
    trap,
)

CM = 10  # mm per cm: files speak the rules' cm, profiles the model's mm

# Upper bounds past anything in the rules (a Dragon has 6 attacks, the largest unit 4 stands, the
# dearest entry a few hundred points): a value beyond them is a slip of the keyboard, not a unit.
MAX_ATTACKS = 20
MAX_HITS = 20
MAX_STANDS = 12
MAX_POINTS = 1000
MAX_CM = 200
MAX_COUNT = 100
# A stand's own base: from a skirmisher's 20 mm to a war mammoth's 60 mm and a little beyond.
MIN_BASE_MM, MAX_BASE_MM = 20, 80

_ARMOUR = re.compile(r"^([0-9]+)\+$")


class Armour(Type):
    """An armour save: "4+" (or 4), none, or nothing. Only 3+ to 6+ exist in the rules."""

    def check(self, node: Node, path: PathT, doc: Doc) -> Any:
        if isinstance(node, ScalarNode):
            t = trap(node)
            if t:
                doc.note(path, f"{t}; write none or a save such as 4+")
                return INVALID
            if node.tag == NULL:
                return None
            if node.tag == STR:
                text = node.value.strip()
                if text.lower() in ("none", "-", "\u2013", "0"):
                    return None
                m = _ARMOUR.match(text)
                if m and 3 <= int(m.group(1)) <= 6:
                    return int(m.group(1))
            elif node.tag == INT and not leading_zero(node) and not too_long(node):
                value = scalar_value(node)
                if value == 0:
                    return None
                if isinstance(value, int) and 3 <= value <= 6:
                    return value
        got = clip(node.value) if isinstance(node, ScalarNode) and node.tag != NULL else shown(node)
        doc.bad(path, f"must be 3+ to 6+ or none, got {got}")
        return INVALID


class Per(Type):
    """What a limit is counted against: 1000 (each full 1000 points) or army (the whole force)."""

    def check(self, node: Node, path: PathT, doc: Doc) -> Any:
        if isinstance(node, ScalarNode) and node.value in ("1000", "army"):
            return node.value
        doc.bad(path, f"must be 1000 or army, got {shown(node)}")
        return INVALID


class BaseSize(Type):
    """A stand's own base, frontage by depth in mm: ``40x60``."""

    def check(self, node: Node, path: PathT, doc: Doc) -> Any:
        m = re.fullmatch(r"\s*(\d+)\s*[x×]\s*(\d+)\s*", str(node.value)) if isinstance(node, ScalarNode) else None
        if m is None or not all(MIN_BASE_MM <= int(v) <= MAX_BASE_MM for v in m.groups()):
            doc.bad(path, f"must be frontage x depth in mm, each {MIN_BASE_MM} to {MAX_BASE_MM}, like 40x60, "
                          f"got {shown(node)}")
            return INVALID
        return (int(m.group(1)), int(m.group(2)))


LIMIT = Map({"min": F(Int(0, MAX_COUNT)), "max": F(Int(0, MAX_COUNT)), "per": F(Per()), "shared": F(Ident())})
SPECIAL = ListOf(Ident())
# A Regiment of Renown's hiring terms: what it counts against (kinds), what instead in one army (kinds, or one of
# that army's units by name), the regiments it will not serve beside and the units of one army it shuns.
HIRE_TERMS = {
    "counts_against": F(ListOf(Choice(HIRE_KINDS))),
    "counts_against_in": F(ListOf(Map({"army": F(Ident(), True), "counts_against": F(ListOf(Choice(HIRE_KINDS), 1)),
                                       "unit": F(Text())}), 1)),
    "not_with": F(ListOf(Text(), 1)),
    "not_with_own": F(ListOf(Map({"army": F(Ident(), True), "units": F(ListOf(Text(), 1), True)}), 1)),
}

UNIT = Map(
    {
        "name": F(Text(), True),
        "type": F(Choice(tuple(t.value for t in UnitType)), True),
        "attacks": F(Int(0, MAX_ATTACKS), True),
        "shots": F(Int(1, MAX_ATTACKS)),
        "shooting": F(Text()),
        "range": F(Int(1, MAX_CM)),
        "hits": F(Int(1, MAX_HITS), True),
        "armour": F(Armour(), True),
        "size": F(Int(1, MAX_STANDS), True),
        "points": F(Int(0, MAX_POINTS), True),
        "limit": F(LIMIT),
        "special": F(SPECIAL),
        "flying": F(Bool()),
        "vision_360": F(Bool()),
        "move": F(Int(1, MAX_CM)),
        "long_edge_front": F(Bool()),
        "addon": F(Bool()),
        "counts_as": F(Text()),
        "counts_as_max": F(Int(1, 20)),
        # Armies (their list ids) that may field this unit as their own; a stand's own base in mm.
        "taken_by": F(ListOf(Ident())),
        "base": F(BaseSize()),
        **HIRE_TERMS,
    }
)

CHARACTER = Map(
    {
        "name": F(Text(), True),
        "rank": F(Choice(tuple(r.value for r in Rank)), True),
        "attacks": F(Int(0, MAX_ATTACKS), True),
        # none: a General who gives no orders (the Lizardmen's Slann), kept as Command 0.
        "command": F(Nullable(Int(1, 10)), True),
        "points": F(Int(0, MAX_POINTS), True),
        "limit": F(LIMIT),
        "special": F(SPECIAL),
        "taken_by": F(ListOf(Ident())),
        **HIRE_TERMS,
    }
)

MOUNT = Map(
    {
        "name": F(Text(), True),
        "kind": F(Choice(tuple(k.value for k in MountKind)), True),
        "attacks": F(Int(0, MAX_ATTACKS), True),
        "points": F(Int(0, MAX_POINTS), True),
        "limit": F(LIMIT),
        "ranks": F(ListOf(Choice(tuple(r.value for r in Rank)), 1)),
        "riders": F(ListOf(Text(), 1)),
        "flying": F(Bool()),
        "terror": F(Bool()),
        "move": F(Int(1, MAX_CM)),
        "needs": F(ListOf(Text(), 1)),
        "special": F(SPECIAL),
        "combines": F(Bool()),
    }
)

SPELL = Map(
    {
        "name": F(Text(), True),
        "cast": F(Int(1, 6), True),
        "range": F(Nullable(Int(1, MAX_CM)), True),
        "effect": F(Ident(), True),
        "text": F(Text(), True),
    }
)

RULE = Map({"id": F(Ident(), True), "title": F(Text(), True), "text": F(Text(), True)})

ARMY = Map(
    {
        "id": F(Ident(), True),
        "name": F(Text(), True),
        "rules_version": F(Version(), True),
        "source": F(Text()),
        "special_rules": F(ListOf(RULE)),
        "units": F(ListOf(UNIT, 1), True),
        "characters": F(ListOf(CHARACTER, 1), True),
        "mounts": F(ListOf(MOUNT)),
        "spells": F(ListOf(SPELL)),
    }
)


def _limit(d: dict[str, Any] | None) -> Limit:
    d = d or {}
    return Limit(min=d.get("min"), max=d.get("max"), per_1000=d.get("per", "1000") != "army", shared=d.get("shared"))


def _check_references(data: dict[str, Any], doc: Doc) -> None:
    """Names unique, special rules defined, counts_as pointing at a unit, shooting given a range."""
    seen: dict[str, PathT] = {}
    for i, r in entries(data.get("special_rules")):
        rid = r.get("id")
        if rid is None:
            continue
        if rid in seen:
            doc.bad(("special_rules", i, "id"), f"{rid!r} is defined twice")
        seen[rid] = ("special_rules", i)
    _check_carried_out(data, doc)
    rules = list(seen)
    names: dict[str, PathT] = {}
    # A shared cap's first entry: (name, max, per) and where it was given; every other entry must agree.
    caps: dict[str, tuple[tuple[Any, Any, Any], PathT]] = {}
    unit_names = [u["name"] for _, u in entries(data.get("units")) if "name" in u]
    for section in ("units", "characters", "mounts", "spells"):
        for i, entry in entries(data.get(section)):
            name = entry.get("name")
            if name is not None:
                key = f"{'spell' if section == 'spells' else 'entry'}:{name}"
                if key in names:
                    line = doc.pos(names[key])[0]
                    doc.bad((section, i, "name"), f"{name!r} is used twice (also at line {line})")
                names[key] = (section, i, "name")
            for j, rid in entries(entry.get("special")):
                if rid not in seen:
                    doc.bad(
                        (section, i, "special", j),
                        f"must be a special rule defined under special_rules, got {rid!r}{did_you_mean(rid, rules)}",
                    )
            lim = entry.get("limit") or {}
            if lim.get("min") is not None and lim.get("max") is not None and lim["min"] > lim["max"]:
                doc.bad((section, i, "limit"), f"has min {lim['min']} above max {lim['max']}")
            if lim.get("shared") is not None:
                shared = (lim["shared"], lim.get("max"), lim.get("per", "1000"))
                first = caps.setdefault(lim["shared"], (shared, (section, i, "limit")))
                if first[0] != shared:
                    doc.bad((section, i, "limit"), f"shares the cap {lim['shared']!r} but not its max and per as given "
                                                   f"at line {doc.pos(first[1])[0]}")
    for i, u in entries(data.get("units")):
        target = u.get("counts_as")
        if target is not None and (target not in unit_names or target == u.get("name")):
            doc.bad(
                ("units", i, "counts_as"),
                f"must name another unit of this list, got {target!r}"
                f"{did_you_mean(target, [n for n in unit_names if n != u.get('name')])}",
            )
        if "counts_as_max" in u and "counts_as" not in u:
            doc.bad(("units", i, "counts_as_max"), "is given but the unit counts as no other unit")
        shoots = "shots" in u or "shooting" in u
        if shoots and "range" not in u:
            doc.note(("units", i), "a unit that shoots needs a range (in cm)")
        if "range" in u and not shoots:
            doc.bad(("units", i, "range"), "is given but the unit has no shots or shooting")
    _check_hire_terms(data, doc)
    char_names = [c.get("name") for _, c in entries(data.get("characters"))]
    for i, m in entries(data.get("mounts")):
        for j, who in entries(m.get("riders")):
            if who not in char_names:
                doc.bad(("mounts", i, "riders", j), f"must name a character of this list, got {who!r}{did_you_mean(who, char_names)}")
    chars = [c for _, c in entries(data.get("characters"))]
    # A list of regiments for hire only (every character taken by other armies) is no army of its own.
    hire_only = chars and all(c.get("taken_by") for c in chars)
    if chars and not hire_only and not any(c.get("rank") == "general" for c in chars):
        doc.note(("characters",), "the list needs a character of rank general")


# The special rule of a Regiment of Renown: such an entry must say what it counts against when hired.
RENOWN = "regiment_of_renown"


def _check_hire_terms(data: dict[str, Any], doc: Doc) -> None:
    """A regiment's hiring terms: given for every regiment, naming armies that hire it and regiments of this
    list; a per-army exception gives kinds or a unit, not both."""
    names = [e["name"] for s in ("units", "characters") for _, e in entries(data.get(s)) if "name" in e]
    for section in ("units", "characters"):
        for i, e in entries(data.get(section)):
            takers = e.get("taken_by") or []
            if RENOWN in (e.get("special") or []) and "counts_against" not in e:
                doc.note((section, i), "a Regiment of Renown needs counts_against: the kinds of the hiring army's "
                                       f"entries it counts against ({', '.join(HIRE_KINDS)}), or [] for none")
            for key in ("counts_against", "counts_against_in", "not_with", "not_with_own"):
                if key in e and not takers:
                    doc.bad((section, i, key), "is given but no army hires the entry (taken_by)")
            armies_seen: set[str] = set()
            for key in ("counts_against_in", "not_with_own"):
                for j, x in entries(e.get(key)):
                    army = x.get("army")
                    if army is not None and takers and army not in takers:
                        doc.bad((section, i, key, j, "army"), f"names {army!r}, which does not hire "
                                                              f"{e.get('name')} (taken_by){did_you_mean(army, takers)}")
                    if key == "counts_against_in":
                        if army in armies_seen:
                            doc.bad((section, i, key, j, "army"), f"names {army!r} twice")
                        armies_seen.add(army)
                        if ("counts_against" in x) == ("unit" in x):
                            doc.note((section, i, key, j), "give either counts_against (kinds) or unit (one of "
                                                           "that army's units), not both nor neither")
            for j, other in entries(e.get("not_with")):
                if other not in names or other == e.get("name"):
                    doc.bad((section, i, "not_with", j), f"must name another regiment of this list, got {other!r}"
                                                         f"{did_you_mean(other, names)}")


def _check_carried_out(data: dict[str, Any], doc: Doc) -> None:
    """A special rule an army list describes is a promise: some rule module must carry it out."""
    from game.core.modules import known_modules

    kept = {sp.id for m in known_modules().values() for sp in m.specials}
    for i, r in entries(data.get("special_rules")):
        rid = r.get("id")
        if isinstance(rid, str) and rid not in kept:
            doc.add(doc.pos(("special_rules", i, "id")), f"special rule {rid!r} is described but no rule carries it out")


def _hire_terms(e: dict[str, Any]) -> dict[str, Any]:
    """A regiment's hiring terms as the profile keeps them: (army, kind or unit) and (army, unit) pairs."""
    return {
        "counts_against": tuple(e.get("counts_against", ())),
        "counts_against_in": tuple((x["army"], w) for x in e.get("counts_against_in", ())
                                   for w in (x.get("counts_against") or [x["unit"]])),
        "not_with": tuple(e.get("not_with", ())),
        "not_with_own": tuple((x["army"], n) for x in e.get("not_with_own", ()) for n in x["units"]),
    }


def _build(data: dict[str, Any]) -> ArmyList:
    units = tuple(
        UnitProfile(
            name=u["name"],
            type=UnitType(u["type"]),
            attacks=u["attacks"],
            hits=u["hits"],
            armour=u["armour"],
            size=u["size"],
            points=u["points"],
            limit=_limit(u.get("limit")),
            shots=u.get("shots"),
            shooting=u.get("shooting"),
            range_mm=u["range"] * CM if "range" in u else None,
            special=tuple(u.get("special", ())),
            flying=u.get("flying", False),
            vision_360=u.get("vision_360", False),
            move_mm=u["move"] * CM if "move" in u else None,
            long_edge_front=u.get("long_edge_front"),
            addon=u.get("addon", False),
            counts_as=u.get("counts_as"),
            counts_as_max=u.get("counts_as_max"),
            taken_by=tuple(u.get("taken_by", ())),
            base=u.get("base"),
            **_hire_terms(u),
        )
        for u in data["units"]
    )
    characters = tuple(
        CharacterProfile(
            c["name"],
            Rank(c["rank"]),
            c["attacks"],
            c["command"] or 0,
            c["points"],
            _limit(c.get("limit")),
            tuple(c.get("special", ())),
            tuple(c.get("taken_by", ())),
            **_hire_terms(c),
        )
        for c in data["characters"]
    )
    mounts = tuple(
        MountProfile(
            name=m["name"],
            kind=MountKind(m["kind"]),
            attack_bonus=m["attacks"],
            points=m["points"],
            limit=_limit(m.get("limit")),
            ranks=tuple(Rank(r) for r in m.get("ranks", [r.value for r in Rank])),
            riders=tuple(m.get("riders", ())),
            flying=m.get("flying", False),
            terror=m.get("terror", False),
            special=tuple(m.get("special", ())),
            move_mm=None if m.get("move") is None else m["move"] * CM,
            needs=tuple(m.get("needs", ())),
            combines=m.get("combines", False),
        )
        for m in data.get("mounts", [])
    )
    spells = tuple(
        SpellProfile(s["name"], s["cast"], None if s["range"] is None else s["range"] * CM, s["text"], s["effect"])
        for s in data.get("spells", [])
    )
    rules = tuple(SpecialRule(r["id"], r["text"], r["title"]) for r in data.get("special_rules", []))
    return ArmyList(data["id"], data["name"], data["rules_version"], units, characters, mounts, spells, rules)


def check_army_node(node: Node | None, doc: Doc) -> ArmyList | None:
    """Check an already composed army-list file; the list if it is sound, else None (see ``doc``)."""
    data = check_node(node, ARMY, doc)
    if not isinstance(data, dict):
        return None
    _check_references(data, doc)
    return None if doc.problems else _build(data)


def _check_army_file(path: str | Path, file: str | None = None) -> tuple[ArmyList | None, Doc]:
    doc = Doc(str(path) if file is None else file)
    node, problems = compose_file(path, doc.file)
    doc.problems.extend(problems)
    army = check_army_node(node, doc) if node is not None else None
    doc.problems.sort(key=lambda p: (p.line, p.column))
    return army, doc


def check_army(path: str | Path, file: str | None = None) -> tuple[ArmyList | None, list[Problem]]:
    """Read and check one army-list file: (the list or None, every problem found)."""
    army, doc = _check_army_file(path, file)
    return army, doc.problems


def load_army(path: str | Path) -> ArmyList:
    """Load one army-list file; raises ``DataError`` with every problem if it is not sound."""
    from game.data.character_pieces import attach_pieces

    army, problems = check_army(path)
    if army is None or problems:
        raise DataError(problems)
    armies, problems = attach_pieces(Path(path).parent, {army.id: army}, every=False)
    if problems:
        raise DataError(problems)
    from game.data.individuals import attach_individuals

    armies, problems = attach_individuals(Path(path).parent, armies)
    if problems:
        raise DataError(problems)
    return armies[army.id]


def load_armies(directory: str | Path = "armies") -> dict[str, ArmyList]:
    """Every ``*.yaml`` army list directly in ``directory``, by id.

    A relative directory is looked up from the working directory, then from the repository root.
    Raises ``DataError`` listing the problems of every broken file (and ids used twice).
    """
    armies, problems = check_armies(directory)
    if problems:
        raise DataError(problems)
    return armies


def _taken_by_problems(armies: dict[str, ArmyList], docs: dict[str, Doc]) -> list[Problem]:
    """Every army a unit's ``taken_by`` names that no list in the folder is (a typo would bar that army silently)."""
    out: list[Problem] = []
    for aid, army in armies.items():
        for kind, listed in (("units", army.units), ("characters", army.characters)):
            for i, u in enumerate(listed):
                for j, other in enumerate(u.taken_by):
                    if other not in armies or other == aid:
                        line, col = docs[aid].pos((kind, i, "taken_by", j))
                        out.append(Problem(docs[aid].file, line, col, f"{kind}[{i}] {u.name!r}: taken_by names "
                                           f"{other!r}, which is no other army list"
                                           f"{did_you_mean(other, sorted(armies))}"))
                out += _named_units_problems(armies, docs, aid, kind, i, u)
    return out


def _named_units_problems(armies: dict[str, ArmyList], docs: dict[str, Doc], aid: str, kind: str, i: int,
                          u: UnitProfile | CharacterProfile) -> list[Problem]:
    """A regiment's terms naming units of a hiring army (Rangers in a Dwarf army) must name units it has."""
    out: list[Problem] = []
    for key in ("counts_against_in", "not_with_own"):
        raw = (docs[aid].data or {}).get(kind, [])[i].get(key) or []
        for j, x in enumerate(raw):
            army = armies.get(x.get("army", ""))
            wanted = x.get("units") or ([x["unit"]] if "unit" in x else [])
            if army is None:
                continue
            for n, name in enumerate(wanted):
                if name not in [p.name for p in army.units]:
                    where = (kind, i, key, j, "units", n) if key == "not_with_own" else (kind, i, key, j, "unit")
                    line, col = docs[aid].pos(where)
                    out.append(Problem(docs[aid].file, line, col, f"{kind}[{i}] {u.name!r}: {key} names {name!r}, "
                                       f"which is no unit of {army.name}"
                                       f"{did_you_mean(name, [p.name for p in army.units])}"))
    return out


def check_armies(directory: str | Path = "armies") -> tuple[dict[str, ArmyList], list[Problem]]:
    """Like ``load_armies`` but never raises: (the sound lists by id, the problems of the others)."""
    folder = resolve(directory, REPO_ROOT)
    armies: dict[str, ArmyList] = {}
    where: dict[str, str] = {}
    docs: dict[str, Doc] = {}
    problems: list[Problem] = []
    if not folder.is_dir():
        return armies, [Problem(str(directory), 1, 1, "no such directory of army lists")]
    for path in sorted(folder.glob("*.yaml")):
        army, doc = _check_army_file(path, display_name(path))
        problems.extend(doc.problems)
        if army is None:
            continue
        if army.id in armies:
            line, col = doc.pos(("id",))
            problems.append(Problem(doc.file, line, col, f"army id {army.id!r} is already used by {where[army.id]}"))
            continue
        armies[army.id] = army
        where[army.id] = doc.file
        docs[army.id] = doc
    problems += _taken_by_problems(armies, docs)
    # The characters' Hits and Armour for the character modules live in one file beside the lists.
    from game.data.character_pieces import attach_pieces

    armies, more = attach_pieces(folder, armies)
    # Fantasy Warriors' individuals: characters every list may take under that module.
    from game.data.individuals import attach_individuals

    armies, extra = attach_individuals(folder, armies)
    return armies, problems + more + extra
