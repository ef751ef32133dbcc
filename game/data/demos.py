"""Demo files (``assets/demos/*.yaml``): a scenario to play through, with a title, a rule area, a paragraph
for the library and words for each step.

A demo either names a scenario file (``scenario: ../scenarios/command/initiative.yaml``, so the scenario
stays the one source) or carries the scenario's keys itself. The demo's own keys are checked in the same
pass as the scenario's, and every problem is reported as ``FILE:LINE:COLUMN: message``. The format is in
``assets/demos/README.md``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core.profiles import ArmyList
from game.core.scenario import ScenarioSpec
from game.data.paths import REPO_ROOT, display_name
from game.data.problems import DataError, Problem, did_you_mean
from game.data.scenarios import SCENARIO, check_scenario, check_scenario_node
from game.data.schema import Doc, F, Int, ListOf, Map, Text, check_node, entries, top_keys
from game.data.yamlnodes import compose_file
from game.data.your_turn import YOUR_TURN_FIELD, YourTurn, check_your_turn

DEMOS_DIR = REPO_ROOT / "assets" / "demos"

# The rule areas, in the order the library lists them, with the heading each is listed under.
AREAS: dict[str, str] = {
    "sequence": "The turn sequence",
    "initiative": "Initiative and homing back",
    "orders": "Orders",
    "penalties": "Command penalties",
    "brigades": "Brigades",
    "charges": "Charges",
    "characters": "Generals, Wizards and Heroes",
    "shooting": "Shooting",
    "combat": "Combat",
    "magic": "Magic",
    "end": "The end of the battle",
}

# Every numbered point of the two Warmaster seed documents ("Command & Initiative at a Glance" and the
# characters document), and the parts of the rest of the rules, that a demo must show. A demo names the
# points it shows under ``points``; a test checks that each one is shown by some demo.
SEED_POINTS: dict[str, str] = {
    "sequence": "The Command phase goes initiative, home back, orders, characters",
    "initiative.1": "A unit may charge or evade the closest enemy it sees within 20 cm",
    "initiative.2": "A unit cannot move on initiative and by orders in the same turn",
    "home_back.1": "Flyers far from every character home back D6 x 10 cm before orders",
    "orders.1": "A unit moves once for each order it is given",
    "orders.2": "A unit may take up to three orders from the same character",
    "orders.3": "A unit cannot take orders from different characters",
    "orders.4": "Finish ordering one unit before ordering another",
    "orders.5": "Finish with one character before giving orders from another",
    "orders.6": "An order passes on 2D6 equal to or under the character's Command",
    "orders.7": "A failed order stops that character's orders",
    "orders.8": "A failed order stops that unit's orders",
    "orders.9": "When the General fails, nobody gives another order",
    "penalty.distance": "-1 Command per full 20 cm of distance",
    "penalty.successive": "-1 Command for each successive order to the unit",
    "penalty.enemy_near": "-1 Command with an enemy within 20 cm",
    "penalty.dense_terrain": "-1 Command for a unit in dense terrain",
    "penalty.casualties": "-1 Command per casualty",
    "brigade.1": "Up to four touching units take one order as a brigade",
    "brigade.2": "A brigade completes its move as a brigade unless units charge",
    "charge.1": "A unit that moves into contact with the enemy has charged",
    "charge.2": "Units touching the enemy, or supporting, are engaged in combat",
    "charge.3": "Units in combat take no further orders",
    "characters.game_values": "Characters have Command and an Attack bonus, no Hits or Armour; their command ranges",
    "characters.general": "The General: orders anywhere; his failure ends all orders",
    "characters.hero": "A Hero: orders within 60 cm",
    "characters.wizard": "A Wizard: orders within 20 cm",
    "characters.moves": "Characters move once after orders, up to 60 cm (100 cm flying), without an order",
    "characters.joining": "A character joins a unit by ending his move touching it",
    "characters.pushed_aside": "Friends moving onto a character push him aside by the least distance",
    "characters.enemy_through": "A lone character in an enemy's way flees 30 cm to a friend, or is slain",
    "characters.in_combat": "A character with a unit in combat adds his Attack bonus to one stand",
    "characters.mounts": "Mounts: a flying mount moves 100 cm; monsters and chariots add attacks",
    "shooting": "Shooting: range, the closest target, hits, armour and drive backs",
    "combat": "Combat: attacks, the result, retreats, pursuit and falling back",
    "magic": "Magic: a Wizard casts one spell a turn",
    "end": "The end of the battle: turns, break point, a slain General",
}

STEP_TEXT = Map({"step": F(Int(1), True), "text": F(Text(), True)})
STEP_TITLE = Map({"step": F(Int(1), True), "title": F(Text(), True)})

# The keys a demo has whether or not it carries its scenario's keys itself.
DEMO_FIELDS: dict[str, F] = {
    "title": F(Text(), True),
    # A rule area, or a rule module's id; a demo whose rules switch on a module may leave it out.
    "area": F(Text()),
    "summary": F(Text(), True),
    # Seed points or rulebook entry ids, checked against both once the file is read (see _check_points).
    "points": F(ListOf(Text(), 1), True),
    "order": F(Int(0)),
    "captions": F(ListOf(STEP_TEXT)),
    "chapters": F(ListOf(STEP_TITLE)),
    # Steps the player makes on the battle screen (a lesson): see game/data/your_turn.py.
    "your_turn": YOUR_TURN_FIELD,
}
REFERENCING = Map({**DEMO_FIELDS, "scenario": F(Text(), True)})


@dataclass(frozen=True)
class Demo:
    """A demo ready to play: its words, and the scenario with its scripted actions and dice."""

    name: str
    title: str
    area: str
    summary: str
    points: tuple[str, ...]
    spec: ScenarioSpec
    path: str
    order: int = 0
    # Words for step n (1-based, the n-th scripted action), besides the action's own ``note``.
    captions: tuple[tuple[int, str], ...] = ()
    chapters: tuple[tuple[int, str], ...] = ()
    your_turn: tuple[YourTurn, ...] = ()

    def caption(self, step: int) -> str:
        return " ".join(t for n, t in self.captions if n == step)

    @property
    def steps(self) -> int:
        return len(self.spec.actions)

    @property
    def area_title(self) -> str:
        return group_title(self.area)

    @property
    def rules_line(self) -> str:
        """The optional rules the demo switches on, in words ("" for the base rules alone)."""
        if not self.spec.rules:
            return ""
        modules = _modules()
        titles = [modules[r].title if r in modules else r for r in self.spec.rules]
        return f"Played with the optional rules: {', '.join(titles)}."


def _modules() -> dict[str, Any]:
    from game.core.modules import known_modules

    return known_modules()


def group_title(area: str) -> str:
    """The heading a demo is listed under: its rule area's, or its rule module's title ("Optional rules:
    Ninth Age characters", "Army special rules: Orcs")."""
    if area in AREAS:
        return AREAS[area]
    from game.core.modules import optional_modules

    module = _modules().get(area)
    if module is None:
        return area
    if any(m.id == area for m in optional_modules()):
        return f"Optional rules: {module.title}"
    return f"Army special rules: {module.title}" if module.specials else module.title


def group_order() -> list[str]:
    """The library's headings in order: the rule areas, then the modules (base, then optional)."""
    return [*AREAS, *(m for m in _modules() if m not in AREAS)]


def rulebook_points() -> dict[str, str]:
    """Every rulebook entry of every module the game knows, by id: its title; and every special rule a module
    carries out, as ``specials.<id>`` (the id army lists use), so a demo can say which special rules it shows
    and a test can ask that each army's rules have a demo."""
    out: dict[str, str] = {}
    for module in _modules().values():
        for rid, (title, _) in module.rulebook.items():
            out.setdefault(rid, title)
    for module in _modules().values():
        for rule in module.specials:
            out.setdefault(special_point(rule.id), rule.title)
    return out


def special_point(rule: str) -> str:
    """The rule point of an army special rule: what a demo lists under ``points`` to show it."""
    return f"specials.{rule}"


def point_title(point: str) -> str:
    """A rule point in words: a seed point's sentence, or a rulebook entry's title."""
    return SEED_POINTS.get(point) or rulebook_points().get(point, point)


def demo_groups(demos: list[Demo]) -> list[tuple[str, list[Demo]]]:
    """(heading, its demos) for every heading that has demos, in library order."""
    return [(group_title(g), here) for g in group_order() if (here := [d for d in demos if d.area == g])]


def _scenario_path(ref: str, here: Path) -> Path:
    p = Path(ref)
    if p.is_absolute():
        return p
    beside = here / p
    return beside if beside.exists() else REPO_ROOT / p


def _check_area(data: dict[str, Any], doc: Doc, rules: tuple[str, ...]) -> str:
    """The demo's heading: its ``area`` (a rule area or a module's id) or the first module its rules switch on."""
    area = data.get("area")
    if area is None:
        if rules:
            return rules[0]
        doc.note((), "area: is required (a rule area, or the id of the rule module whose demo this is)")
        return ""
    if area not in AREAS and area not in _modules():
        known = [*AREAS, *_modules()]
        doc.bad(("area",), f"must be a rule area ({', '.join(AREAS)}) or a rule module's id (python -m game rules), "
                f"got {area!r}{did_you_mean(area, known)}")
    return str(area)


def _check_points(data: dict[str, Any], doc: Doc) -> None:
    """Every point is a seed point or a rulebook entry of some module."""
    book = rulebook_points()
    for i, p in entries(data.get("points")):
        if p not in SEED_POINTS and p not in book:
            doc.bad(
                ("points", i),
                f"must be a rule point (python -m game demo --list) or a rulebook entry's id "
                f"(python -m game rules MODULE), got {p!r}{did_you_mean(p, [*SEED_POINTS, *book])}",
            )


def _check_steps(data: dict[str, Any], doc: Doc, steps: int) -> None:
    """Every caption and chapter names a step the script has."""
    for key in ("captions", "chapters"):
        for i, item in entries(data.get(key)):
            n = item.get("step")
            if isinstance(n, int) and n > steps:
                doc.bad((key, i, "step"), f"must be a step of the script (1 to {steps}), got {n}")


def check_demo(path: str | Path, armies: dict[str, ArmyList]) -> tuple[Demo | None, list[Problem]]:
    """Read and check a demo file: (the demo or None, every problem found, the scenario's own included)."""
    path = Path(path)
    doc = Doc(display_name(path))
    node, problems = compose_file(path, doc.file)
    doc.problems.extend(problems)
    if node is None:
        return None, doc.problems
    keys = set(top_keys(node))
    spec: ScenarioSpec | None
    if "scenario" in keys:
        data = check_node(node, REFERENCING, doc)
        spec = None
        if isinstance(data, dict) and isinstance(data.get("scenario"), str):
            target = _scenario_path(data["scenario"], path.resolve().parent)
            if not target.is_file():
                doc.bad(("scenario",), f"names a file that does not exist: {data['scenario']!r}")
            else:
                spec, found = check_scenario(target, armies, display_name(target))
                doc.problems.extend(found)
                if found:
                    doc.note(("scenario",), f"scenario {data['scenario']!r} has problems (listed under its own file)")
        shared = sorted(k for k in keys if k in SCENARIO.fields)
        if shared:
            doc.note((), f"give either scenario: or the scenario's own keys, not both (found {', '.join(shared)})")
    else:
        spec = check_scenario_node(node, doc, armies, path.resolve().parent, extra=DEMO_FIELDS)
        data = doc.data
    if isinstance(data, dict):
        _check_points(data, doc)
    if not isinstance(data, dict) or spec is None:
        return None, _sorted(doc)
    area = _check_area(data, doc, spec.rules)
    _check_steps(data, doc, len(spec.actions))
    your_turn = check_your_turn(data, [dict(a) for a in spec.actions], doc)
    if doc.problems:
        return None, _sorted(doc)
    demo = Demo(
        name=path.stem,
        title=data["title"],
        area=area,
        summary=data["summary"],
        points=tuple(data["points"]),
        spec=spec,
        path=str(path),
        order=data.get("order", 0),
        captions=tuple((c["step"], c["text"]) for _, c in entries(data.get("captions"))),
        chapters=tuple((c["step"], c["title"]) for _, c in entries(data.get("chapters"))),
        your_turn=your_turn,
    )
    return demo, []


def _sorted(doc: Doc) -> list[Problem]:
    return sorted(doc.problems, key=lambda p: (p.file != doc.file, p.file, p.line, p.column))


def load_demo(path: str | Path, armies: dict[str, ArmyList]) -> Demo:
    """Load a demo file; raises ``DataError`` with every problem if it cannot be played."""
    demo, problems = check_demo(path, armies)
    if demo is None or problems:
        raise DataError(problems)
    return demo


def demo_files(directory: Path = DEMOS_DIR) -> list[Path]:
    return sorted(directory.rglob("*.yaml"))


def load_demos(armies: dict[str, ArmyList], directory: Path = DEMOS_DIR) -> list[Demo]:
    """Every demo of the library, in library order (area, then ``order``, then name); raises ``DataError``
    with the problems of every broken file."""
    demos: list[Demo] = []
    problems: list[Problem] = []
    for p in demo_files(directory):
        demo, found = check_demo(p, armies)
        problems.extend(found)
        if demo is not None:
            demos.append(demo)
    if problems:
        raise DataError(problems)
    groups = group_order()
    return sorted(demos, key=lambda d: (groups.index(d.area), d.order, d.name))
