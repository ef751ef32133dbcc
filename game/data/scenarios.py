"""Scenario files (``assets/scenarios/*.yaml``) into ``ScenarioSpec`` values.

Positions, polygon points and the table size are millimetres (the model's unit), facings whole
degrees clockwise from north. The schema is documented in ``assets/scenarios/README.md``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.core.fantasy_warriors.hiring import PAY
from game.core.items.catalogue import ITEMS
from game.core.profiles import ArmyList
from game.core.roster import Roster
from game.core.scenario import FORMATIONS, CharacterPlacement, ScenarioSpec, SideSetup, UnitPlacement
from game.core.state import TerrainSpec
from game.data.actioncheck import ActionType
from game.data.overlaps import polygon_area
from game.data.paths import REPO_ROOT, display_name
from game.data.placements import check_hires, check_placements
from game.data.problems import DataError, Problem, did_you_mean
from game.data.rosters import EQUIPMENT_KEYS, PURCHASE_KEYS, check_roster
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
    Plain,
    Text,
    Type,
    check_node,
    entries,
    shown,
)
from game.data.turns import MAX_TURNS, check_length, check_start_step
from game.data.yamlnodes import INT, STR, Node, ScalarNode, compose_file, is_plain

TERRAIN_KINDS = (
    "open",
    "hill",
    "wood",
    "village",
    "broken",
    "loose",
    "river",
    "ford",
    "bridge",
    "road",
    "low_obstacle",
    "high_obstacle",
    "building",
    "impassable",
)
DEFAULT_TABLE = (1800, 1200)
# A table's side in mm: 10 m is past any club's table; larger is a slip (10^12 mm once got through).
MAX_TABLE = 10_000
# Seeds are stored in logs and shown to players; 2^63 - 1 keeps them one machine word.
MAX_SEED = 2**63 - 1
# Coordinates are checked against the table too; this bound only keeps nonsense out of the arithmetic.
MAX_COORD = 1_000_000


class FirstSide(Type):
    """Who moves first: side 0, side 1, or roll (decided by dice when the game starts)."""

    def check(self, node: Node, path: PathT, doc: Doc) -> Any:
        if is_plain(node) and node.tag == INT and node.value in ("0", "1"):
            return int(node.value)
        if isinstance(node, ScalarNode) and node.tag == STR and node.value == "roll":
            return None
        doc.bad(path, f"must be 0, 1 or roll, got {shown(node)}")
        return INVALID


POINT = ListOf(Int(-MAX_COORD, MAX_COORD), 2, 2)
POSE = ListOf(Int(-MAX_COORD, MAX_COORD), 3, 3)

TERRAIN = Map(
    {
        "id": F(Text(), True),
        "kind": F(Choice(TERRAIN_KINDS), True),
        "points": F(ListOf(POINT, 3), True),
        "name": F(Text(empty=True)),
    }
)

# The magic items the rules carry out (a scenario may give them to its pieces as a roster would).
ITEM_NAMES = tuple(i.name for i in ITEMS if i.carried_out)

UNIT_PLACEMENT = Map(
    {
        "profile": F(Text(), True),
        "x": F(Int(-MAX_COORD, MAX_COORD)),
        "y": F(Int(-MAX_COORD, MAX_COORD)),
        "facing": F(Int(0, 359)),
        "formation": F(Choice(FORMATIONS)),
        "id": F(Text()),
        "name": F(Text(empty=True)),
        "stands": F(ListOf(POSE, 1)),
        "size": F(Int(1)),
        "hits": F(Int(0)),
        "confused": F(Bool()),
        "blunder_penalty": F(Int(0, 10)),
        "hidden": F(Bool()),
        "waiting": F(Bool()),
        "addons": F(ListOf(Text())),
        # Purchases under an optional rule module, as a roster makes them (rosters.PURCHASE_KEYS).
        "firewater": F(Bool()),
        "poisoned_volleys": F(Int(1, 6)),
        "talisman": F(Bool()),
        "champion": F(Bool()),
        # A hired unit under fw-mercenaries, and its pay.
        "mercenary": F(Choice(tuple(PAY))),
        **{k: F(Int(1, 99)) for k in ("gunpowder", *EQUIPMENT_KEYS)},
        "item": F(Choice(ITEM_NAMES)),
        "ally": F(Bool()),
        # Taken from another army list (its id), as a roster entry's ``list``: hired, or the army's own by
        # that list's ``taken_by``.
        "list": F(Ident()),
    }
)

CHARACTER_PLACEMENT = Map(
    {
        "profile": F(Text(), True),
        "x": F(Int(-MAX_COORD, MAX_COORD)),
        "y": F(Int(-MAX_COORD, MAX_COORD)),
        "facing": F(Int(0, 359)),
        "mount": F(Nullable(Text())),
        "id": F(Text()),
        "name": F(Text(empty=True)),
        "joined": F(Text()),
        "round_base": F(Bool()),
        "battle_standard": F(Bool()),
        "mercenary": F(Choice(tuple(PAY))),
        "item": F(Choice(ITEM_NAMES)),
        "ally": F(Bool()),
        "waiting": F(Bool()),
        # Hired from another army list (its id), as a roster entry's ``list``: a Hero, a mercenary.
        "list": F(Ident()),
    }
)

SIDE = Map(
    {
        "army": F(Ident(), True),
        "name": F(Text(empty=True)),
        "roster": F(Text()),
        # The roster of the side's second army (Fantasy Warriors' allied Generals, under fw-players).
        "ally_roster": F(Text()),
        "units": F(ListOf(UNIT_PLACEMENT)),
        "characters": F(ListOf(CHARACTER_PLACEMENT)),
    }
)

SCENARIO = Map(
    {
        "name": F(Text(), True),
        "description": F(Text(empty=True)),
        "table": F(Map({"width": F(Int(100, MAX_TABLE), True), "height": F(Int(100, MAX_TABLE), True)})),
        "terrain": F(ListOf(TERRAIN)),
        "sides": F(ListOf(SIDE, 2, 2), True),
        "first_side": F(FirstSide()),
        "turn_limit": F(Int(1, MAX_TURNS)),
        "seed": F(Int(0, MAX_SEED)),
        "dice": F(ListOf(Int(1, 6))),
        "actions": F(ListOf(ActionType())),
        "options": F(Plain(mapping=True)),
        "rules": F(ListOf(Plain())),
        "start_step": F(Text()),
    }
)


def _rule_choices(data: dict[str, Any], doc: Doc) -> tuple[tuple[str, ...], dict[str, dict[str, Any]]]:
    """The optional rule modules a scenario's ``rules:`` names (an id, or ``{id: {option: value}}``) and their
    options; a bad entry is reported where it stands."""
    ids: list[str] = []
    opts: dict[str, dict[str, Any]] = {}
    for i, item in entries(data.get("rules")):
        if isinstance(item, str):
            ids.append(item)
        elif isinstance(item, dict) and len(item) == 1 and isinstance(next(iter(item.values())), dict | None):
            mid, given = next(iter(item.items()))
            ids.append(str(mid))
            opts[str(mid)] = dict(given or {})
        else:
            doc.note(("rules", i), "must be a rule module's id, or one id with its options ({id: {option: value}})")
    return tuple(ids), opts


def _brief(e: Exception) -> str:
    """A rule module's complaint, cut short if it quotes a value pasted over and over (room left for the list of
    every optional module, which a mistyped id is answered with)."""
    text = str(e)
    return text if len(text) <= 600 else f"{text[:500]}... ({len(text)} characters)"


def _check_rules(data: dict[str, Any], doc: Doc) -> None:
    """Every rule module named exists and every option belongs to a module and has a value it takes."""
    from game.core.modules import compose, known_modules, route_options
    from game.core.ruleset import RulesetError, make_options

    ids, opts = _rule_choices(data, doc)
    known = known_modules()
    for i, mid in enumerate(ids):
        try:
            compose([mid])
        except RulesetError as e:
            doc.note(("rules", i), _brief(e))
    routed: dict[str, dict[str, Any]] = {}
    options = data.get("options") or {}
    for key, value in options.items():
        try:
            for mid, part in route_options({key: value}).items():
                routed.setdefault(mid, {}).update(part)
        except RulesetError as e:
            doc.note(("options", key), _brief(e))
    for mid, part in routed.items():
        try:
            make_options(known[mid], part)
        except RulesetError as e:
            doc.note(("options", next(iter(part))), _brief(e))
    for i, mid in enumerate(ids):
        if mid in opts and mid in known:
            try:
                make_options(known[mid], opts[mid])
            except RulesetError as e:
                doc.note(("rules", i), _brief(e))


def _check_purchases(data: dict[str, Any], doc: Doc) -> None:
    """A unit's purchase counts only under the rule module that sells it: without it, say so."""
    from game.core.fantasy_warriors.purchases import PURCHASES
    from game.core.modules import compose
    from game.core.ruleset import RulesetError

    try:
        chosen = {m.id for m in compose(_rule_choices(data, Doc(""))[0]).modules}
    except RulesetError:
        return  # the rules' own problem is reported already
    for si, side in entries(data.get("sides")):
        for ui, u in entries(side.get("units") if isinstance(side, dict) else None):
            for key in PURCHASE_KEYS:
                module = PURCHASES[key][0]
                if isinstance(u, dict) and u.get(key) and module not in chosen:
                    doc.bad(("sides", si, "units", ui, key), f"counts only under the {module} rules: add it to rules")


def _check_terrain(data: dict[str, Any], doc: Doc, w: int, h: int) -> None:
    ids: dict[str, int] = {}
    for i, t in entries(data.get("terrain")):
        tid = t.get("id")
        if tid is not None:
            if tid in ids:
                doc.bad(("terrain", i, "id"), f"{tid!r} is already used by terrain[{ids[tid]}]")
            ids.setdefault(tid, i)
        for j, p in entries(t.get("points")):
            if len(p) == 2 and None not in p and not (0 <= p[0] <= w and 0 <= p[1] <= h):
                doc.bad(("terrain", i, "points", j), f"at ({p[0]}, {p[1]}) is off the {w} x {h} mm table")
        poly = _polygon(t)
        if poly is not None and polygon_area(poly) < 1:
            doc.bad(("terrain", i, "points"), "enclose no area: the points lie on one line (or on one spot)")
    _check_crossings(data, doc)


def _check_crossings(data: dict[str, Any], doc: Doc) -> None:
    """A bridge or ford opens a river only where the river is not drawn: a crossing laid on top of a river
    piece would leave the water under it as impassable as the rest, so it is refused."""
    pieces = [(i, t) for i, t in entries(data.get("terrain")) if _polygon(t) is not None]
    rivers = [(i, t) for i, t in pieces if t.get("kind") == "river"]
    for i, t in pieces:
        if t.get("kind") not in ("bridge", "ford"):
            continue
        poly = _polygon(t) or []
        cx = sum(p[0] for p in poly) / len(poly)
        cy = sum(p[1] for p in poly) / len(poly)
        for _, r in rivers:
            if _inside((cx, cy), _polygon(r) or []):
                doc.note(
                    ("terrain", i),
                    f"this {t.get('kind')} lies on river {r.get('id')!r}, whose water under it would still block "
                    f"every move: draw the river in pieces that stop at the {t.get('kind')}",
                )
                break


def _polygon(t: dict[str, Any]) -> list[tuple[float, float]] | None:
    pts = [p for _, p in entries(t.get("points"))]
    if len(pts) < 3 or any(len(p) != 2 or None in p for p in pts):
        return None
    return [(float(p[0]), float(p[1])) for p in pts]


def _inside(pt: tuple[float, float], poly: list[tuple[float, float]]) -> bool:
    """Even-odd rule: whether a point lies inside a simple polygon."""
    x, y = pt
    inside = False
    for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1], strict=True):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            inside = not inside
    return inside


def _load_side_roster(
    side: dict[str, Any], i: int, doc: Doc, armies: dict[str, ArmyList], here: Path, key: str = "roster"
) -> Roster | None:
    """The roster a side names (under ``key``), read from beside the scenario file or from the repository root.
    An ally's roster (``ally_roster``) may be of any list."""
    ref = side[key]
    candidates = [here / ref, REPO_ROOT / ref] if not Path(ref).is_absolute() else [Path(ref)]
    path = next((c for c in candidates if c.is_file()), None)
    if path is None:
        doc.bad(
            ("sides", i, key),
            f"names a file that does not exist: {ref!r} (looked beside the scenario and in the repository root)",
        )
        return None
    roster, problems = check_roster(path, armies, display_name(path))
    if problems:
        doc.problems.extend(problems)
        doc.note(("sides", i, key), f"roster {ref!r} has problems (listed under its own file)")
        return None
    if roster is not None and key == "roster" and roster.army != side.get("army"):
        doc.note(
            ("sides", i),
            f"roster {ref!r} is for army {roster.army!r}, but this side plays {side.get('army')!r}",
            doc.pos(("sides", i, "roster")),
        )
        return None
    return roster


def _check_sides(
    data: dict[str, Any], doc: Doc, armies: dict[str, ArmyList], here: Path, w: int, h: int,
    allies: dict[int, Roster | None] | None = None,
) -> list[Roster | None]:
    """Each side's roster (None where it places its pieces); the allies' rosters go into ``allies``."""
    allies = {} if allies is None else allies
    rosters: list[Roster | None] = []
    for i, side in entries(data.get("sides")):
        rosters.append(None)
        army_id = side.get("army")
        if army_id is not None and army_id not in armies:
            doc.bad(
                ("sides", i, "army"),
                f"must be a known army list ({', '.join(sorted(armies)) or 'none'}), "
                f"got {army_id!r}{did_you_mean(army_id, armies)}",
            )
            continue
        placed = "units" in side or "characters" in side
        if "roster" in side and placed:
            doc.note(("sides", i), "give either a roster or units/characters, not both")
        elif "roster" not in side and not placed:
            doc.note(("sides", i), "needs a roster or units/characters")
        elif "roster" in side and army_id is not None:
            rosters[-1] = _load_side_roster(side, i, doc, armies, here)
        if "ally_roster" in side and "roster" not in side:
            doc.note(("sides", i, "ally_roster"), "an allied army joins a side that has a roster of its own")
        elif "ally_roster" in side:
            allies[i] = _load_side_roster(side, i, doc, armies, here, "ally_roster")
    check_placements(data, doc, armies, w, h)
    check_hires(data, doc, armies, _rule_choices(data, Doc(""))[0])
    return rosters


def _build(
    data: dict[str, Any], rosters: list[Roster | None], w: int, h: int, allies: dict[int, Roster | None] | None = None
) -> ScenarioSpec:
    rules, rule_options = _rule_choices(data, Doc(""))
    sides = []
    for side, roster in zip(data["sides"], rosters, strict=True):
        units = tuple(
            UnitPlacement(
                profile=u["profile"],
                x=u.get("x", 0),
                y=u.get("y", 0),
                facing=u.get("facing", 0),
                formation=u.get("formation", "line"),
                name=u.get("name", ""),
                id=u.get("id"),
                stands=tuple(tuple(s) for s in u["stands"]) if "stands" in u else None,
                size=u.get("size"),
                hits=u.get("hits", 0),
                confused=u.get("confused", False),
                blunder_penalty=u.get("blunder_penalty", 0),
                hidden=u.get("hidden", False),
                waiting=u.get("waiting", False),
                addons=tuple(u.get("addons", ())),
                bought=tuple((k, int(u[k])) for k in PURCHASE_KEYS if u.get(k))
                + ((("mercenary", PAY[u["mercenary"]]),) if u.get("mercenary") in PAY else ()),
                item=u.get("item", ""),
                ally=u.get("ally", False),
                hired_from=u.get("list", "") if u.get("list") != side["army"] else "",
            )
            for u in side.get("units", [])
        )
        chars = tuple(
            CharacterPlacement(
                profile=c["profile"],
                x=c["x"],
                y=c["y"],
                facing=c.get("facing", 0),
                mount=c.get("mount"),
                name=c.get("name", ""),
                id=c.get("id"),
                joined=c.get("joined"),
                round_base=c.get("round_base", False),
                battle_standard=c.get("battle_standard", False),
                mercenary=PAY.get(c.get("mercenary", ""), 0),
                item=c.get("item", ""),
                ally=c.get("ally", False),
                waiting=c.get("waiting", False),
                hired_from=c.get("list", "") if c.get("list") != side["army"] else "",
            )
            for c in side.get("characters", [])
        )
        ally = (allies or {}).get(len(sides))
        sides.append(SideSetup(side["army"], side.get("name", ""), roster, units, chars, ally))
    terrain = tuple(
        TerrainSpec(t["id"], t["kind"], tuple((p[0], p[1]) for p in t["points"]), t.get("name", ""))
        for t in data.get("terrain", [])
    )
    return ScenarioSpec(
        name=data["name"],
        sides=(sides[0], sides[1]),
        description=data.get("description", ""),
        table_w=w,
        table_h=h,
        terrain=terrain,
        first_side=data.get("first_side", 0),
        turn_limit=data.get("turn_limit", 8),
        seed=data.get("seed", 1),
        dice=tuple(data["dice"]) if "dice" in data else None,
        actions=tuple(data.get("actions", ())),
        options=dict(data.get("options", {})),
        start_step=data.get("start_step"),
        rules=rules,
        rule_options=rule_options,
    )


def check_scenario_node(
    node: Node | None,
    doc: Doc,
    armies: dict[str, ArmyList],
    here: Path = REPO_ROOT,
    extra: dict[str, F] | None = None,
) -> ScenarioSpec | None:
    """Check a composed scenario file; the spec if it is sound, else None (see ``doc``).

    ``here`` is the scenario's folder, the first place a side's roster path is looked up. ``extra`` are
    keys a file that holds a scenario may carry besides the scenario's own (a demo's title, captions...);
    they are checked in the same pass and left in ``doc.data``.
    """
    data = check_node(node, Map({**SCENARIO.fields, **extra}) if extra else SCENARIO, doc)
    if not isinstance(data, dict):
        return None
    table = data.get("table", {})
    w, h = table.get("width", DEFAULT_TABLE[0]), table.get("height", DEFAULT_TABLE[1])
    _check_terrain(data, doc, w, h)
    _check_rules(data, doc)
    _check_purchases(data, doc)
    check_length(data, doc)
    check_start_step(data, doc, _rule_choices(data, Doc(""))[0])
    allies: dict[int, Roster | None] = {}
    rosters = _check_sides(data, doc, armies, here, w, h, allies)
    if doc.problems:
        return None
    return _build(data, rosters, w, h, allies)


def check_scenario(
    path: str | Path, armies: dict[str, ArmyList], file: str | None = None
) -> tuple[ScenarioSpec | None, list[Problem]]:
    """Read and check a scenario file: (the spec or None, every problem found)."""
    spec, doc = check_scenario_doc(path, armies, file)
    return spec, doc.problems


def check_scenario_doc(
    path: str | Path, armies: dict[str, ArmyList], file: str | None = None
) -> tuple[ScenarioSpec | None, Doc]:
    """``check_scenario`` that hands back the whole ``Doc``: its problems, and where each key sits, so
    what goes wrong later, when the scenario runs (a scripted action refused), can name its line too."""
    doc = Doc(str(path) if file is None else file)
    node, problems = compose_file(path, doc.file)
    doc.problems.extend(problems)
    spec = check_scenario_node(node, doc, armies, Path(path).resolve().parent) if node is not None else None
    doc.problems.sort(key=lambda p: (p.file != doc.file, p.file, p.line, p.column))
    return spec, doc


def load_scenario(path: str | Path, armies: dict[str, ArmyList]) -> ScenarioSpec:
    """Load a scenario file; raises ``DataError`` with every problem if it cannot be played."""
    spec, problems = check_scenario(path, armies)
    if spec is None or problems:
        raise DataError(problems)
    return spec
