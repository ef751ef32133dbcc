"""The character-pieces file (``armies/modules/character-pieces.yaml``): Hits and Armour of characters.

Warmaster never hits a character; the rule modules that do (the character modules) share this one file.
Each army list loaded from ``armies/`` gets its characters' pieces attached (``ArmyList.character_pieces``)
so the rules core reads them as plain profiles. Problems are reported as FILE:LINE:COL like every file.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from game.core.profiles import ArmyList, CharacterPiece
from game.data.armies import Armour
from game.data.doc import Doc
from game.data.paths import display_name
from game.data.problems import DataError, Problem, did_you_mean
from game.data.schema import F, Ident, Int, ListOf, Map, Text, check_node, entries
from game.data.yamlnodes import Node, compose_file

# Where the file sits, relative to the folder of army lists.
PIECES_FILE = Path("modules") / "character-pieces.yaml"

PIECE = Map({"name": F(Text(), True), "hits": F(Int(1), True), "armour": F(Armour(), True), "why": F(Text(), True)})
ARMY_PIECES = Map({"army": F(Ident(), True), "characters": F(ListOf(PIECE, 1), True)})
PIECES = Map({"character_pieces": F(ListOf(ARMY_PIECES, 1), True)})


def check_pieces_node(
    node: Node | None, doc: Doc, armies: dict[str, ArmyList] | None = None, every: bool = True
) -> dict[str, tuple[CharacterPiece, ...]]:
    """The pieces by army id from a composed file; problems go to ``doc``. With ``armies``, every name must be
    one of its army's characters and each of its characters must be given; with ``every`` too (all the army
    lists of the folder are given), every army named must be one of them."""
    data = check_node(node, PIECES, doc)
    out: dict[str, tuple[CharacterPiece, ...]] = {}
    if not isinstance(data, dict):
        return out
    for i, entry in entries(data.get("character_pieces")):
        aid = entry.get("army")
        if aid is None:
            continue
        if aid in out:
            doc.bad(("character_pieces", i, "army"), f"{aid!r} is given twice")
            continue
        army = None if armies is None else armies.get(aid)
        if armies is not None and army is None and every:
            doc.bad(("character_pieces", i, "army"), f"must be an army list's id, got {aid!r}{did_you_mean(aid, armies)}")
            continue
        pieces: list[CharacterPiece] = []
        names = [c.name for c in army.characters] if army else []
        for j, c in entries(entry.get("characters")):
            if not {"name", "hits", "armour"} <= set(c):
                continue
            where = ("character_pieces", i, "characters", j, "name")
            if army is not None and c["name"] not in names:
                doc.bad(where, f"must be a character of {army.name}, got {c['name']!r}{did_you_mean(c['name'], names)}")
                continue
            if any(p.name == c["name"] for p in pieces):
                doc.bad(where, f"{c['name']!r} is given twice")
                continue
            pieces.append(CharacterPiece(c["name"], c["hits"], c["armour"]))
        given = {p.name for p in pieces}
        missing = [n for n in names if n not in given]
        if missing:
            doc.note(("character_pieces", i), f"no Hits and Armour for {', '.join(missing)}")
        out[aid] = tuple(pieces)
    return out


def check_pieces(
    path: str | Path, armies: dict[str, ArmyList] | None = None, every: bool = True
) -> tuple[dict[str, tuple[CharacterPiece, ...]], list[Problem]]:
    """Read and check the pieces file: (pieces by army id, every problem found); see ``check_pieces_node``."""
    doc = Doc(display_name(Path(path)))
    node, problems = compose_file(path, doc.file)
    doc.problems.extend(problems)
    pieces = check_pieces_node(node, doc, armies, every) if node is not None else {}
    doc.problems.sort(key=lambda p: (p.line, p.column))
    return pieces, doc.problems


def with_pieces(army: ArmyList, pieces: dict[str, tuple[CharacterPiece, ...]]) -> ArmyList:
    """The army list carrying its characters' pieces (unchanged when the file gives it none)."""
    mine = pieces.get(army.id)
    return replace(army, character_pieces=mine) if mine else army


def attach_pieces(
    folder: Path, armies: dict[str, ArmyList], every: bool = True
) -> tuple[dict[str, ArmyList], list[Problem]]:
    """The armies of ``folder`` with the pieces of its pieces file, if it has one; and that file's problems.
    ``every``: ``armies`` are all the lists of the folder (else other armies' entries are not questioned)."""
    path = folder / PIECES_FILE
    if not path.is_file():
        return armies, []
    pieces, problems = check_pieces(path, armies, every)
    if problems:
        return armies, problems
    return {k: with_pieces(a, pieces) for k, a in armies.items()}, []


def load_pieces(path: str | Path, armies: dict[str, ArmyList] | None = None) -> dict[str, tuple[CharacterPiece, ...]]:
    """The pieces file's pieces by army id; raises ``DataError`` with every problem if it is not sound."""
    pieces, problems = check_pieces(path, armies)
    if problems:
        raise DataError(problems)
    return pieces
