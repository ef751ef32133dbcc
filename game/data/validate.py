"""Checking data files from the command line: ``python -m game validate PATH...``.

Each file's kind is told from its top-level keys: an army list has ``rules_version``, ``units`` and
``characters``; a roster has ``points_cap``; a demo has ``title``, ``summary`` and ``points``; a scenario has
``sides``. A sound file gets a one-line
summary, a broken one every problem as ``FILE:LINE:COLUMN: message``.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TextIO

from game.core.profiles import ArmyList
from game.core.roster import roster_points
from game.data.armies import check_armies, check_army_node
from game.data.character_pieces import check_pieces_node
from game.data.paths import ARMIES_DIR, REPO_ROOT
from game.data.problems import Problem
from game.data.rehearse import rehearse
from game.data.rosters import check_roster_node
from game.data.scenarios import check_scenario_node
from game.data.schema import Doc, shown, top_keys
from game.data.yamlnodes import MappingNode, Node, compose_file, node_pos

KINDS_HINT = (
    "cannot tell what kind of file this is: an army list has rules_version, units and "
    "characters; a roster has points_cap; a scenario has sides; character pieces have character_pieces"
)


def file_kind(node: Node | None) -> str | None:
    """'army', 'roster', 'demo', 'scenario' or 'pieces' from a composed file's top-level keys, else None."""
    keys = set(top_keys(node))
    if "character_pieces" in keys:
        return "pieces"
    if {"rules_version", "units", "characters"} <= keys:
        return "army"
    if "points_cap" in keys:
        return "roster"
    # A demo of an optional module may leave ``area`` out: its ``rules`` say where it is listed.
    if {"title", "summary", "points"} <= keys:
        return "demo"
    if "sides" in keys:
        return "scenario"
    return None


def _expand(paths: list[str]) -> list[Path]:
    out: list[Path] = []
    for p in paths:
        path = Path(p)
        if path.is_dir():
            out.extend(sorted(path.rglob("*.yaml")))
        else:
            out.append(path)
    return out


class _Armies:
    """The army lists rosters and scenarios are checked against, read once, on first need."""

    def __init__(self, directory: str | Path) -> None:
        self.directory = directory
        self.lists: dict[str, ArmyList] | None = None
        self.problems: list[Problem] = []

    def get(self) -> dict[str, ArmyList]:
        if self.lists is None:
            self.lists, self.problems = check_armies(self.directory)
        return self.lists


def check_file(path: Path, armies: _Armies) -> tuple[str | None, list[Problem]]:
    """Check one file of any kind: (its summary if sound, its problems)."""
    doc = Doc(str(path))
    node, problems = compose_file(path, doc.file)
    if node is None:
        return None, problems
    if not isinstance(node, MappingNode):
        return None, [Problem(doc.file, *node_pos(node), f"the top level must be a mapping of keys, got {shown(node)}")]
    kind = file_kind(node)
    summary: str | None = None
    if kind == "army":
        army = check_army_node(node, doc)
        if army is not None:
            summary = (
                f"army list {army.name} (v{army.version}): {len(army.units)} units, "
                f"{len(army.characters)} characters, {len(army.mounts)} mounts, {len(army.spells)} spells"
            )
    elif kind == "roster":
        lists = armies.get()
        roster = check_roster_node(node, doc, lists)
        if roster is not None:
            army = lists[roster.army]
            summary = (
                f"roster {roster.name!r} of {army.name}, {roster_points(roster, army, lists)}/{roster.points_cap} "
                f"points, {len(roster.units)} units, {len(roster.characters)} characters"
            )
    elif kind == "scenario":
        spec = check_scenario_node(node, doc, armies.get(), path.resolve().parent)
        if spec is not None and not doc.problems:
            rehearse(spec, armies.get(), doc)
        if spec is not None:
            summary = (
                f"scenario {spec.name!r}, {spec.table_w}x{spec.table_h} mm, {len(spec.terrain)} terrain "
                f"pieces, {len(spec.sides)} sides, {spec.turn_limit} turns"
            )
    elif kind == "demo":
        from game.data.demos import check_demo

        demo, found = check_demo(path, armies.get())
        doc.problems.extend(found)
        if demo is not None:
            summary = f"demo {demo.title!r} ({demo.area_title}), {demo.steps} steps"
    elif kind == "pieces":
        pieces = check_pieces_node(node, doc, armies.get())
        if not doc.problems:
            n = sum(len(v) for v in pieces.values())
            summary = f"character pieces: Hits and Armour of {n} characters in {len(pieces)} armies"
    else:
        doc.add((1, 1), KINDS_HINT)
    found = sorted(doc.problems, key=lambda p: (p.file != doc.file, p.file, p.line, p.column))
    return (summary if not found else None), found


def validate_paths(paths: list[str], out: TextIO | None = None, armies_dir: str | Path | None = None) -> int:
    """Check every file named (directories: every ``*.yaml`` below them); 0 if all are sound, else 1.

    Army lists for rosters and scenarios come from ``armies_dir`` (the repository's ``armies/`` by default).
    """
    out = sys.stdout if out is None else out
    armies = _Armies(ARMIES_DIR if armies_dir is None else armies_dir)
    status = 0
    checked: set[str] = set()
    for path in _expand(paths):
        summary, problems = check_file(path, armies)
        checked.add(str(path.resolve()))
        for p in problems:
            print(p, file=out)
        if summary is not None:
            print(f"{path}: {summary}", file=out)
        else:
            status = 1
    # A broken army list not named on the command line still explains why rosters using it failed.
    for p in armies.problems:
        if not {str(Path(p.file).resolve()), str((REPO_ROOT / p.file).resolve())} & checked:
            print(p, file=out)
            status = 1
    return status


def main(argv: list[str] | None = None) -> int:
    """Entry point for ``python -m game.data.validate PATH...``."""
    args = sys.argv[1:] if argv is None else argv
    if not args:
        print("usage: python -m game.data.validate PATH...", file=sys.stderr)
        return 2
    return validate_paths(args)
