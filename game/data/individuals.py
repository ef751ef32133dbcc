"""The individuals file (``armies/modules/fw-individuals.yaml``): the characters Fantasy Warriors' individuals
module adds to every army list (``ArmyList.individuals``), taken only in a roster chosen under that module
(``game.core.fantasy_warriors.individuals_roster`` checks it). Problems are reported as FILE:LINE:COL.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from game.core.profiles import ArmyList, CharacterProfile, Rank
from game.data.armies import LIMIT, SPECIAL, _limit
from game.data.doc import Doc
from game.data.paths import display_name
from game.data.problems import Problem
from game.data.schema import Choice, F, Int, ListOf, Map, Text, check_node, entries
from game.data.yamlnodes import Node, compose_file

INDIVIDUALS_FILE = Path("modules") / "fw-individuals.yaml"

ENTRY = Map({
    "name": F(Text(), True),
    "rank": F(Choice(tuple(r.value for r in Rank)), True),
    "attacks": F(Int(0, 10), True),
    "command": F(Int(1, 10), True),
    "points": F(Int(0, 1000), True),
    "limit": F(LIMIT),
    "special": F(SPECIAL),
    "why": F(Text(), True),
})
FILE = Map({"individuals": F(ListOf(ENTRY, 1), True)})


def check_individuals(path: Path) -> tuple[tuple[CharacterProfile, ...], list[Problem]]:
    doc = Doc(display_name(path))
    node, problems = compose_file(path, doc.file)
    doc.problems.extend(problems)
    out = check_individuals_node(node, doc) if node is not None else ()
    doc.problems.sort(key=lambda p: (p.line, p.column))
    return out, doc.problems


def check_individuals_node(node: Node, doc: Doc) -> tuple[CharacterProfile, ...]:
    """The individuals of a composed file; problems go to ``doc``."""
    data = check_node(node, FILE, doc)
    out: list[CharacterProfile] = []
    if isinstance(data, dict):
        for i, e in entries(data.get("individuals")):
            if not {"name", "rank", "attacks", "command", "points"} <= set(e):
                continue
            if any(c.name == e["name"] for c in out):
                doc.bad(("individuals", i, "name"), f"{e['name']!r} is given twice")
                continue
            out.append(CharacterProfile(name=e["name"], rank=Rank(e["rank"]), attack_bonus=e["attacks"],
                                        command=e["command"], points=e["points"], limit=_limit(e.get("limit")),
                                        special=tuple(e.get("special") or ())))
    return tuple(out)


def attach_individuals(folder: Path, armies: dict[str, ArmyList]) -> tuple[dict[str, ArmyList], list[Problem]]:
    """The armies with the individuals file's characters, if the folder has one (a list's own character of the
    same name wins); and that file's problems."""
    path = folder / INDIVIDUALS_FILE
    if not path.is_file():
        return armies, []
    found, problems = check_individuals(path)
    if problems:
        return armies, problems
    out = {}
    for k, a in armies.items():
        own = {c.name for c in a.characters}
        out[k] = replace(a, individuals=tuple(c for c in found if c.name not in own))
    return out, []
