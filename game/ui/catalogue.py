"""What the menus offer: the army lists, the scenarios, and every roster (shipped and the player's own).

Loaded once per visit to the set-up or browser screens and refreshed when the builder saves. A file
with problems is still listed, with its problems, so the player sees why it cannot be used rather than
finding it missing. No pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game.core import ArmyList, Roster, ScenarioSpec, TerrainSpec, roster_points, roster_problems
from game.data import DataError, load_armies, load_scenario
from game.data.paths import DEFAULT_SCENARIO, ROSTERS_DIR, SCENARIOS_DIR
from game.ui.userdirs import rosters_dir


@dataclass
class RosterEntry:
    """One roster file: what it holds (if it could be read) and what is wrong with it."""

    path: Path
    name: str
    army: str | None
    points_cap: int | None
    roster: Roster | None
    problems: list[str] = field(default_factory=list)
    shipped: bool = True
    points: int = 0

    @property
    def key(self) -> str:
        return str(self.path)

    @property
    def usable(self) -> bool:
        return self.roster is not None and not self.problems

    @property
    def label(self) -> str:
        """How lists show it: "Empire 2000 · 1995 pts · yours"."""
        parts = [self.name]
        if self.points_cap:
            parts.append(f"{self.points} pts")
        if not self.shipped:
            parts.append("yours")
        if self.problems:
            parts.append("cannot be read" if self.roster is None else "has problems")
        return " · ".join(parts)


@dataclass
class ScenarioEntry:
    """A scenario file: its spec if it loads, otherwise its problems."""

    path: Path
    name: str
    description: str
    spec: ScenarioSpec | None
    problems: list[str] = field(default_factory=list)

    @property
    def key(self) -> str:
        return str(self.path)


def _read_roster(path: Path, armies: dict[str, ArmyList], shipped: bool) -> RosterEntry:
    """Read a roster file; a force breaking the selection rules is still returned, with its problems."""
    from game.data.doc import Doc
    from game.data.rosters import ROSTER, build_roster
    from game.data.schema import check_node
    from game.data.yamlnodes import compose_file

    doc = Doc(path.name)
    node, problems = compose_file(path, doc.file)
    doc.problems.extend(problems)
    data = check_node(node, ROSTER, doc) if node is not None else None
    name = path.stem
    army_id: str | None = None
    cap: int | None = None
    roster: Roster | None = None
    if isinstance(data, dict):
        name = str(data.get("name") or name)
        army_id = data.get("army")
        cap = data.get("points_cap")
        if army_id in armies and isinstance(cap, int):
            # build_roster notes the selection problems in ``doc``; we recompute them below in plain words.
            before = len(doc.problems)
            roster = build_roster(data, doc, armies[army_id], armies)
            del doc.problems[before:]
        elif army_id is not None and army_id not in armies:
            doc.bad(("army",), f"names an army list this game does not have ({army_id!r})")
    messages = [f"line {p.line}: {p.message}" for p in sorted(doc.problems)]
    points = 0
    if roster is not None and army_id is not None:
        army = armies[army_id]
        messages += [_sentence(p.message) for p in roster_problems(roster, army, armies)]
        points = roster_points(roster, army, armies)
    return RosterEntry(path, name, army_id, cap, roster, messages, shipped, points)


def sort_name(name: str) -> str:
    """Names sort without a leading "The": The Empire between Dwarfs and High Elves."""
    n = name.lower()
    return n[4:] if n.startswith("the ") else n


def _sentence(message: str) -> str:
    """A rules message as a sentence: capital first, full stop last (as the builder lists them)."""
    s = message[:1].upper() + message[1:]
    return s if s.endswith(".") else s + "."


class Catalogue:
    """Army lists, scenarios and rosters, loaded from the shipped folders and the player's own."""

    def __init__(self, user_rosters: Path | None = None) -> None:
        self.armies: dict[str, ArmyList] = load_armies()
        self.user_rosters = user_rosters if user_rosters is not None else rosters_dir()
        self._rosters: list[RosterEntry] | None = None
        self._scenarios: list[ScenarioEntry] | None = None

    # ------------------------------------------------------------------ armies
    def army_ids(self, fielding: bool = False) -> list[str]:
        """Army list ids in the order players see them (by name); ``fielding``: only lists that make a force of
        their own (with a General), not the Regiments of Renown that others hire."""
        ids = sorted(self.armies, key=lambda a: sort_name(self.armies[a].name))
        if fielding:
            ids = [a for a in ids if any(c.rank.value == "general" for c in self.armies[a].characters)]
        return ids

    # ------------------------------------------------------------------ rosters
    def rosters(self, army: str | None = None) -> list[RosterEntry]:
        """Shipped rosters first, then the player's; only those of ``army`` if given."""
        if self._rosters is None:
            self.reload_rosters()
        assert self._rosters is not None
        return [r for r in self._rosters if army is None or r.army == army]

    def reload_rosters(self) -> None:
        out: list[RosterEntry] = []
        for folder, shipped in ((ROSTERS_DIR, True), (self.user_rosters, False)):
            if not folder.is_dir():
                continue
            files = sorted(folder.glob("*.yaml"), key=lambda p: p.name.lower())
            out.extend(_read_roster(p, self.armies, shipped) for p in files)
        self._rosters = out

    def roster(self, key: str | None) -> RosterEntry | None:
        return next((r for r in self.rosters() if r.key == key), None)

    # ------------------------------------------------------------------ scenarios
    def scenarios(self) -> list[ScenarioEntry]:
        """The scenario files directly in assets/scenarios (the rules demos in sub-folders are not battles)."""
        if self._scenarios is None:
            out = []
            for path in sorted(SCENARIOS_DIR.glob("*.yaml"), key=lambda p: (p != DEFAULT_SCENARIO, p.name)):
                try:
                    spec = load_scenario(path, self.armies)
                    out.append(ScenarioEntry(path, spec.name, spec.description, spec))
                except DataError as e:
                    out.append(ScenarioEntry(path, path.stem, "", None, [str(p) for p in e.problems]))
            self._scenarios = out
        return self._scenarios

    def scenario(self, key: str | None) -> ScenarioEntry | None:
        return next((s for s in self.scenarios() if s.key == key), None)

    def pitched_terrain(self) -> tuple[TerrainSpec, ...]:
        """The standard table's terrain (that of the pitched battle scenario)."""
        entry = self.scenario(str(DEFAULT_SCENARIO))
        return entry.spec.terrain if entry is not None and entry.spec is not None else ()

    def pitched_description(self) -> str:
        entry = self.scenario(str(DEFAULT_SCENARIO))
        return entry.description if entry is not None else ""
