"""Scenario specifications and building a game from one.

A scenario says what is on the table before the first action: the table size and terrain, each side's
army list and either a roster or explicit placements, who moves first, the turn limit, the seed,
optional scripted dice and an optional list of actions to apply. ``game.data`` reads scenario files
into these dataclasses; ``new_game`` turns one into a ``GameState``.

A roster side is deployed in a deployment phase before the first turn (option ``deployment``:
"alternate", the default) or laid out at once along its edge ("auto").
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import Any

from game.core.fantasy_warriors.allies import ALLY
from game.core.fantasy_warriors.foreign import battle_list, hiring_problems
from game.core.items.catalogue import item_flag
from game.core.profiles import ArmyList, UnitProfile
from game.core.roster import Roster, RosterCharacter, RosterUnit
from game.core.ruleset import Ruleset
from game.core.state import Character, GameState, Side, Stand, TerrainSpec, Unit

Pose = tuple[int, int, int]

FORMATIONS = ("line", "column")

# How rosters reach the table: "alternate" leaves them off the table for a deployment phase (one unit
# at a time, then characters); "auto" lays them out at once along their edge.
DEPLOYMENT_MODES = ("alternate", "auto")
DEFAULT_DEPLOYMENT = "alternate"
# Units and characters still waiting to be deployed carry this flag (and are off the table).
UNDEPLOYED = "undeployed"
# Unit flag: kept off the table, waiting to infiltrate (game.core.specials.infiltration).
HIDDEN = "infiltrating"
DEPLOYMENT_DEPTH_MM = 200
DEPLOYMENT_GAP_MM = 800
MIN_DEPLOYMENT_DEPTH_MM = 60


@dataclass(frozen=True)
class UnitPlacement:
    """A unit on the table at the start: its formation centred on (x, y) facing ``facing``.

    ``stands`` gives explicit poses instead (one per stand). ``id`` fixes the unit's id so the
    scenario's actions can name it; otherwise ids are given in order (u1, u2, ...).
    """

    profile: str
    x: int = 0
    y: int = 0
    facing: int = 0
    formation: str = "line"
    name: str = ""
    id: str | None = None
    stands: tuple[Pose, ...] | None = None
    size: int | None = None
    hits: int = 0
    confused: bool = False
    blunder_penalty: int = 0
    addons: tuple[str, ...] = ()
    # Held back off the table to infiltrate later (troops whose rules allow it, e.g. Dwarf Rangers).
    hidden: bool = False
    # Waiting off the table to be set up in the deployment phase, (x, y) its suggested place: a scenario that
    # shows setting up (a unit of characters formed in deployment) starts there with the pieces it names.
    waiting: bool = False
    # Purchases made for the unit in its roster under an optional module (("firewater", 1), ...).
    bought: tuple[tuple[str, int], ...] = ()
    # The magic item it carries, by name (game.core.items), or "".
    item: str = ""
    # Of the side's second army (Fantasy Warriors' allied Generals), kept in the unit's flags.
    ally: bool = False
    # The army list it is taken from when not the side's own (its id), as a roster entry's ``list``: hired, or
    # fielded as the army's own where that list allows it (``taken_by``).
    hired_from: str = ""


@dataclass(frozen=True)
class CharacterPlacement:
    """A character on the table at the start, optionally joined to a unit (by unit id)."""

    profile: str
    x: int = 0
    y: int = 0
    facing: int = 0
    mount: str | None = None
    name: str = ""
    id: str | None = None
    joined: str | None = None
    round_base: bool = False
    # The Battle Standard Bearer upgrade (rule modules that have one; flagged on the character).
    battle_standard: bool = False
    # Hired as a mercenary in the roster (its pay: 1, 2 or 4), kept in the character's flags.
    mercenary: int = 0
    # The magic item it carries, by name (game.core.items), or "".
    item: str = ""
    # Of the side's second army (Fantasy Warriors' allied Generals), kept in the character's flags.
    ally: bool = False
    # Waiting off the table to be set up in the deployment phase (as a unit's ``waiting``).
    waiting: bool = False
    # The army list a mercenary Hero is hired from when not the side's own (its id), as a roster entry's ``list``.
    hired_from: str = ""


@dataclass(frozen=True)
class SideSetup:
    """One side of a scenario: its army list id, a name, and a roster or explicit placements."""

    army: str
    name: str = ""
    roster: Roster | None = None
    units: tuple[UnitPlacement, ...] = ()
    characters: tuple[CharacterPlacement, ...] = ()
    # The roster of the side's second army under several players (Fantasy Warriors' allied Generals), or None.
    ally: Roster | None = None


@dataclass(frozen=True)
class ScenarioSpec:
    """Everything needed to start a game."""

    name: str
    sides: tuple[SideSetup, SideSetup]
    description: str = ""
    table_w: int = 1800
    table_h: int = 1200
    terrain: tuple[TerrainSpec, ...] = ()
    first_side: int | None = 0
    turn_limit: int = 8
    seed: int = 1
    dice: tuple[int, ...] | None = None
    actions: tuple[dict[str, Any], ...] = ()
    options: dict[str, Any] = field(default_factory=dict)
    start_step: str | None = None
    # Optional rule modules switched on for this game (ids), and options per module id.
    rules: tuple[str, ...] = ()
    rule_options: dict[str, dict[str, Any]] = field(default_factory=dict)


# Character flag: it carries the army's Battle Standard (a character module's upgrade).
BATTLE_STANDARD = "battle_standard"
# The rule module that plays the Battle Standard upgrade.
BATTLE_STANDARD_MODULE = "warhammer8-characters"


def _rot(dx: float, dy: float, facing: int) -> tuple[float, float]:
    """Rotate an offset given in the unit's own frame (x right, y back) to the table."""
    a = math.radians(facing)
    c, s = math.cos(a), math.sin(a)
    return (dx * c - dy * s, dx * s + dy * c)


def formation_poses(profile: UnitProfile, n: int, x: int, y: int, facing: int, formation: str) -> list[Pose]:
    """Stand poses for ``n`` stands in line (side by side) or column (one behind another) centred on (x, y).

    Centres are rounded to whole mm: the table allows 1 mm of slack for touching stands.
    """
    w, d = profile.base_mm
    poses: list[Pose] = []
    for i in range(n):
        off = i - (n - 1) / 2
        dx, dy = (off * w, 0.0) if formation == "line" else (0.0, off * d)
        rx, ry = _rot(dx, dy, facing)
        poses.append((round(x + rx), round(y + ry), facing % 360))
    return poses


def zone_depth(table_h: int) -> int:
    """How deep each deployment zone runs from its long edge (digest 1 and 9.5).

    20 cm on the standard table, less on a shallower one so the zones stay 80 cm apart, but never
    under 6 cm (an infantry column must still fit).
    """
    return max(MIN_DEPLOYMENT_DEPTH_MM, min(DEPLOYMENT_DEPTH_MM, (table_h - DEPLOYMENT_GAP_MM) // 2))


def deployment_zone(state_h: int, side: int, depth: int | None = None) -> tuple[int, int]:
    """(y_min, y_max) of a side's deployment zone: side 0 along the bottom edge, side 1 the top."""
    depth = zone_depth(state_h) if depth is None else depth
    return (state_h - depth, state_h) if side == 0 else (0, depth)


def _auto_place(
    army: ArmyList, roster: Roster, side: int, table_w: int, table_h: int, allies_from: tuple[int, int] = (-1, -1)
) -> tuple[list[UnitPlacement], list[CharacterPlacement]]:
    """Lay a roster out in its deployment zone: units in line, left to right, two ranks if needed. Units and
    characters from the indices ``allies_from`` on are the second army's (allied Generals)."""
    facing = 0 if side == 0 else 180
    y0, y1 = deployment_zone(table_h, side)
    front_y = y0 + 40 if side == 0 else y1 - 40
    back_y = y0 + 130 if side == 0 else y1 - 130
    units: list[UnitPlacement] = []
    rows: list[list[tuple[UnitProfile, Any, bool]]] = [[], []]
    row_w = [0, 0]
    for n_ru, ru in enumerate(roster.units):
        p = army.unit(ru.profile)
        width = p.base_mm[0] * (p.size + len(ru.addons)) + 60
        r = 0 if row_w[0] + width <= table_w - 200 else 1
        rows[r].append((p, ru, 0 <= allies_from[0] <= n_ru))
        row_w[r] += width
    for r, row in enumerate(rows):
        x = (table_w - row_w[r]) // 2 + 30
        for p, ru, ally in row:
            n = p.size + len(ru.addons)
            width = p.base_mm[0] * n
            cx = x + width // 2
            cy = front_y if r == 0 else back_y
            if side == 1:
                cx = table_w - cx
            # Deeper bases (cavalry) sit further back so their front edge lines up with the infantry.
            shift = (p.base_mm[1] - 20) // 2
            cy = cy + shift if side == 0 else cy - shift
            units.append(UnitPlacement(ru.profile, cx, cy, facing, "line", ru.name, addons=ru.addons, bought=ru.bought,
                                       item=ru.item, ally=ally))
            x += width + 60
    chars: list[CharacterPlacement] = []
    # Between the two rows, just behind the front line: beside the units they lead, not on the table edge
    # (where the player could hardly see or pick them).
    cy = (front_y + back_y) // 2
    n = len(roster.characters)
    for i, rc in enumerate(roster.characters):
        char_x = table_w // 2 + (i - (n - 1) / 2) * 120
        chars.append(
            CharacterPlacement(rc.profile, int(char_x), cy, facing, rc.mount, rc.name, battle_standard=rc.battle_standard,
                               mercenary=rc.mercenary, item=rc.item, ally=0 <= allies_from[1] <= i)
        )
    return units, chars


def join_allies(
    side_no: int, roster: Roster, army: ArmyList, ally: Roster, armies: dict[str, ArmyList], ruleset: Ruleset
) -> tuple[Roster, ArmyList, tuple[int, int]]:
    """The side's two rosters as one (the ally's after the first), the joined list, and where the ally's begin."""
    from game.core.fantasy_warriors.allies import MODULE_ID, join_lists

    if not ruleset.has(MODULE_ID):
        raise ValueError(f"side {side_no + 1} brings an allied army, which is played only with the {MODULE_ID} rules")
    if ally.army not in armies:
        raise ValueError(f"side {side_no + 1}: unknown army list {ally.army!r} for the allied army")
    ally_roster, ally_army = battle_list(ally, armies[ally.army], armies)
    joined, ally_roster = join_lists(army, roster, ally_army, ally_roster)
    both = replace(roster, units=roster.units + ally_roster.units, characters=roster.characters + ally_roster.characters)
    return both, joined, (len(roster.units), len(roster.characters))


def spec_ruleset(spec: ScenarioSpec) -> Ruleset:
    """The rules a scenario asks for: the base modules and its optional ones, its ``options`` (flat names,
    each the option of one module) and its ``rule_options`` (per module id). Raises RulesetError."""
    from game.core.modules import compose, route_options

    options = route_options(spec.options)
    for mid, opts in spec.rule_options.items():
        options[mid] = {**options.get(mid, {}), **opts}
    rules = tuple(spec.rules)
    # A roster that hired mercenaries at half or a quarter of their points brings the rules that make them
    # pay for it: without them its sellswords would be cheap troops like any other.
    if any(_hires(s.roster) for s in spec.sides) and "fw-mercenaries" not in rules:
        rules += ("fw-mercenaries",)
    return compose(rules, options)


def _hires(roster: Roster | None) -> bool:
    return roster is not None and (any(dict(u.bought).get("mercenary") for u in roster.units)
                                   or any(c.mercenary for c in roster.characters))


def _module_mount(side_setup: SideSetup, armies: dict[str, ArmyList], ruleset: Ruleset) -> str:
    """Why a side's character may not ride its mount in a game under ``ruleset`` (a mount kept for rule modules
    the game is not played with), or ""."""
    army = armies.get(side_setup.army)
    if army is None:
        return ""
    ridden = [c.mount for c in side_setup.characters if c.mount]
    ridden += [c.mount for c in side_setup.roster.characters if c.mount] if side_setup.roster else []
    for name in ridden:
        mount = next((m for m in army.mounts if m.name == name), None)
        if mount is not None and mount.modules and not any(ruleset.has(m) for m in mount.modules):
            return (f"gives a character a {mount.name}, ridden only with the {' or '.join(mount.modules)} rules: "
                    "choose one of them, or take the mount away")
    return ""


def _take_from_lists(
    side_no: int,
    placements: list[UnitPlacement],
    chars: list[CharacterPlacement],
    army: ArmyList,
    armies: dict[str, ArmyList],
    ruleset: Ruleset,
) -> tuple[list[UnitPlacement], list[CharacterPlacement], ArmyList]:
    """Placed pieces taken from another list, through the roster's hiring rules: refused as a roster's entry
    would be, else the side's list takes them in (``battle_list``) and each placement names its profile (and
    mount) as it now reads."""
    placed = Roster(army.name, army.id, 1, units=tuple(
        RosterUnit(pl.profile, bought=pl.bought, hired_from=pl.hired_from) for pl in placements),
        characters=tuple(RosterCharacter(cp.profile, cp.mount, mercenary=cp.mercenary, hired_from=cp.hired_from)
                         for cp in chars),
        rules=tuple(m.id for m in ruleset.modules))
    bad = hiring_problems(placed, army, armies)
    if bad:
        kind, i = bad[0].path[0], int(bad[0].path[1])
        what = f"unit {i + 1} ({placements[i].profile})" if kind == "units" else f"character {i + 1} ({chars[i].profile})"
        raise ValueError(f"side {side_no + 1}, {what}: {bad[0].message}")
    played, army = battle_list(placed, army, armies)
    units = [replace(pl, profile=u.profile, hired_from="") for pl, u in zip(placements, played.units, strict=True)]
    people = [replace(cp, profile=c.profile, mount=c.mount, hired_from="")
              for cp, c in zip(chars, played.characters, strict=True)]
    return units, people, army


def new_game(spec: ScenarioSpec, armies: dict[str, ArmyList], ruleset: Ruleset | None = None) -> GameState:
    """Build the starting state of ``spec``, played with ``ruleset`` (else the base rules and the optional
    modules the spec names). Raises ValueError naming the first problem found (RulesetError for the rules)."""
    if ruleset is None:
        ruleset = spec_ruleset(spec)
    for n, side_setup in enumerate(spec.sides):
        chosen = [c.battle_standard for c in side_setup.characters]
        chosen += [c.battle_standard for c in side_setup.roster.characters] if side_setup.roster else []
        if any(chosen) and not ruleset.has(BATTLE_STANDARD_MODULE):
            raise ValueError(
                f"side {n + 1} gives a character the Battle Standard, which is played only with the "
                f"{BATTLE_STANDARD_MODULE} rules: choose them, or take the upgrade away"
            )
        why = _module_mount(side_setup, armies, ruleset)
        if why:
            raise ValueError(f"side {n + 1} {why}")
    if any(s.ally is not None for s in spec.sides):
        from game.core.fantasy_warriors.allies import points_problems

        # Allied Generals: equal points, a side's two armies and the two sides.
        bad = points_problems([[r for r in (s.roster, s.ally) if r is not None] for s in spec.sides])
        if bad:
            raise ValueError(bad[0])
    sides: list[Side] = []
    units: dict[str, Unit] = {}
    characters: dict[str, Character] = {}
    next_u, next_c = 1, 1
    placed: list[UnitPlacement | CharacterPlacement] = []
    for side_setup in spec.sides:
        placed += [*side_setup.units, *side_setup.characters]
    taken = {p.id for p in placed if p.id}
    mode = ruleset.option("deployment").deployment
    # The first turn walks forward until it reaches the start step: one that is never reached would
    # walk on for ever in a battle of unlimited length.
    steps = [s.name for s in ruleset.turn]
    if spec.start_step and spec.start_step not in steps:
        raise ValueError(f"start step must be one of {', '.join(steps)}, got {spec.start_step!r}")
    for side_no, setup in enumerate(spec.sides):
        if setup.army not in armies:
            raise ValueError(f"side {side_no + 1}: unknown army list {setup.army!r}")
        army = armies[setup.army]
        roster = setup.roster
        if roster is not None:
            # Mercenaries hired from another list join the army's list for this battle (and its saves).
            roster, army = battle_list(roster, army, armies)
        allies_from = (-1, -1)
        if roster is not None and setup.ally is not None:
            # An allied General's army: its list joins the side's for the battle, its roster follows the first.
            roster, army, allies_from = join_allies(side_no, roster, army, setup.ally, armies, ruleset)
        placements = list(setup.units)
        chars = list(setup.characters)
        if any(p.hired_from for p in placements) or any(c.hired_from for c in chars):
            placements, chars, army = _take_from_lists(side_no, placements, chars, army, armies, ruleset)
        # A roster side waiting for the deployment phase starts off the table; its automatic layout
        # stays in the stands as the suggested place (AutoDeploy starts from it).
        waiting = False
        if roster is not None and not placements and not chars:
            placements, chars = _auto_place(army, roster, side_no, spec.table_w, spec.table_h, allies_from)
            waiting = mode == "alternate"
        flags = {UNDEPLOYED: 1} if waiting else {}
        for pl in placements:
            prof = army.unit(pl.profile)
            uid = pl.id
            if uid is None:
                while f"u{next_u}" in taken:
                    next_u += 1
                uid = f"u{next_u}"
                next_u += 1
            if uid in units:
                raise ValueError(f"unit id {uid!r} is used twice")
            size = (pl.size if pl.size is not None else prof.size) + len(pl.addons)
            poses = list(pl.stands) if pl.stands else formation_poses(prof, size, pl.x, pl.y, pl.facing, pl.formation)
            units[uid] = Unit(
                id=uid,
                side=side_no,
                profile=prof.name,
                name=pl.name or prof.name,
                stands=[Stand(*p) for p in poses],
                start_size=prof.size + len(pl.addons),
                hits=pl.hits,
                confused=pl.confused,
                blunder_penalty=pl.blunder_penalty,
                addon_stands=len(pl.addons),
                off_table=waiting or pl.hidden or pl.waiting,
                flags={**({**flags, HIDDEN: 1} if pl.hidden else flags), **({UNDEPLOYED: 1} if pl.waiting else {}),
                       **{f"bought:{what}": n for what, n in pl.bought if n}, **item_flag(pl.item),
                       **({ALLY: 1} if pl.ally else {})},
            )
        for cp in chars:
            army.character(cp.profile)
            if cp.mount:
                army.mount(cp.mount)
            cid = cp.id
            if cid is None:
                while f"c{next_c}" in taken:
                    next_c += 1
                cid = f"c{next_c}"
                next_c += 1
            if cid in characters:
                raise ValueError(f"character id {cid!r} is used twice")
            characters[cid] = Character(
                id=cid,
                side=side_no,
                profile=cp.profile,
                name=cp.name or cp.profile,
                x=cp.x,
                y=cp.y,
                facing=cp.facing,
                mount=cp.mount,
                round_base=cp.round_base,
                joined=cp.joined,
                off_table=waiting or cp.waiting,
                flags=dict(sorted((flags | ({BATTLE_STANDARD: 1} if cp.battle_standard else {})
                                   | ({UNDEPLOYED: 1} if cp.waiting else {})
                                   | ({"bought:mercenary": cp.mercenary} if cp.mercenary else {})
                                   | item_flag(cp.item) | ({ALLY: 1} if cp.ally else {})).items())),
            )
        roster_name = roster.name if roster else ""
        sides.append(Side(setup.name or army.name, army, roster_name))
    for c in characters.values():
        if c.joined is not None and (c.joined not in units or units[c.joined].side != c.side):
            raise ValueError(f"character {c.id} joins {c.joined!r}, which is not a unit of its side")
    for s_no, s in enumerate(sides):
        s.start_units = sum(1 for u in units.values() if u.side == s_no)
    state = GameState(
        sides=(sides[0], sides[1]),
        units=units,
        characters=characters,
        terrain=list(spec.terrain),
        table_w=spec.table_w,
        table_h=spec.table_h,
        turn_limit=spec.turn_limit,
        seed=spec.seed,
        scenario=spec.name,
        first_side=spec.first_side if spec.first_side is not None else 0,
        active=spec.first_side if spec.first_side is not None else 0,
        _ruleset=ruleset,
    )
    state.roll_first_side = spec.first_side is None
    state.start_step = spec.start_step or None
    return state
