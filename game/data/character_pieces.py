"""The character-pieces file (``armies/modules/character-pieces.yaml``): Hits and Armour of characters.

Warmaster never hits a character; the rule modules that do (the character modules) share this one file.
Each army list loaded from ``armies/`` gets its characters' pieces attached (``ArmyList.character_pieces``)
so the rules core reads them as plain profiles. Problems are reported as FILE:LINE:COL like every file.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from game.core.profiles import PIECE_MODULES, ArmyList, CharacterPiece, MountKind, MountProfile, Rank
from game.data.armies import Armour
from game.data.doc import Doc
from game.data.paths import display_name
from game.data.problems import DataError, Problem, did_you_mean
from game.data.schema import Choice, F, Ident, Int, ListOf, Map, Text, check_node, entries
from game.data.yamlnodes import Node, compose_file

# Where the file sits, relative to the folder of army lists.
PIECES_FILE = Path("modules") / "character-pieces.yaml"

PIECE = Map({"name": F(Text(), True), "hits": F(Int(1), True), "armour": F(Armour(), True), "why": F(Text(), True)})
# A plain horse (or boar, or steed) for characters: Warmaster has none, the character modules need one for a
# character of the cavalry troop type. Ridden only in games under one of those modules.
MOUNT = Map(
    {
        "name": F(Text(), True),
        "attacks": F(Int(0, 3), True),
        "points": F(Int(0, 100), True),
        "ranks": F(ListOf(Choice(tuple(r.value for r in Rank)), 1)),
        "riders": F(ListOf(Text(), 1)),
        "why": F(Text(), True),
    }
)
ARMY_PIECES = Map({"army": F(Ident(), True), "characters": F(ListOf(PIECE, 1), True), "mounts": F(ListOf(MOUNT, 1))})
PIECES = Map({"character_pieces": F(ListOf(ARMY_PIECES, 1), True)})


def check_pieces_node(
    node: Node | None,
    doc: Doc,
    armies: dict[str, ArmyList] | None = None,
    every: bool = True,
    mounts: dict[str, tuple[MountProfile, ...]] | None = None,
) -> dict[str, tuple[CharacterPiece, ...]]:
    """The pieces by army id from a composed file; problems go to ``doc``. With ``armies``, every name must be
    one of its army's characters and each of its characters must be given; with ``every`` too (all the army
    lists of the folder are given), every army named must be one of them. The mounts kept for the character
    modules go into ``mounts`` by army id, when given."""
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
        rides = _mounts(entry, i, army, doc)
        if mounts is not None and rides:
            mounts[aid] = rides
    return out


def _mounts(entry: dict[str, Any], i: int, army: ArmyList | None, doc: Doc) -> tuple[MountProfile, ...]:
    """An army's mounts kept for the character modules (common mounts, ridden only under them)."""
    out: list[MountProfile] = []
    own = [m.name for m in army.mounts if not m.modules] if army else []
    for j, m in entries(entry.get("mounts")):
        if not {"name", "attacks", "points"} <= set(m):
            continue
        if m["name"] in own or any(x.name == m["name"] for x in out):
            doc.bad(("character_pieces", i, "mounts", j, "name"), f"{army.name if army else 'the army'} already has a "
                    f"mount called {m['name']!r}")
            continue
        riders = tuple(m.get("riders", ()))
        names = [c.name for c in army.characters] if army else list(riders)
        wrong = [r for r in riders if r not in names]
        if wrong:
            doc.bad(("character_pieces", i, "mounts", j, "riders"), f"must be characters of {army.name if army else 'the army'}"
                    f", got {wrong[0]!r}{did_you_mean(wrong[0], names)}")
            continue
        ranks = tuple(Rank(r) for r in m.get("ranks", [r.value for r in Rank]))
        out.append(MountProfile(m["name"], MountKind.COMMON, m["attacks"], m["points"], ranks=ranks, riders=riders,
                                modules=PIECE_MODULES))
    return tuple(out)


Mounts = dict[str, tuple[MountProfile, ...]]


def _read(
    path: str | Path, armies: dict[str, ArmyList] | None = None, every: bool = True
) -> tuple[dict[str, tuple[CharacterPiece, ...]], Mounts, list[Problem]]:
    doc = Doc(display_name(Path(path)))
    node, problems = compose_file(path, doc.file)
    doc.problems.extend(problems)
    mounts: Mounts = {}
    pieces = check_pieces_node(node, doc, armies, every, mounts) if node is not None else {}
    doc.problems.sort(key=lambda p: (p.line, p.column))
    return pieces, mounts, doc.problems


def check_pieces(
    path: str | Path, armies: dict[str, ArmyList] | None = None, every: bool = True
) -> tuple[dict[str, tuple[CharacterPiece, ...]], list[Problem]]:
    """Read and check the pieces file: (pieces by army id, every problem found); see ``check_pieces_node``."""
    pieces, _, problems = _read(path, armies, every)
    return pieces, problems


def with_pieces(army: ArmyList, pieces: dict[str, tuple[CharacterPiece, ...]], mounts: Mounts | None = None) -> ArmyList:
    """The army list carrying its characters' pieces and the mounts kept for the character modules (unchanged
    when the file gives it none)."""
    mine = pieces.get(army.id)
    rides = (mounts or {}).get(army.id, ())
    if mine:
        army = replace(army, character_pieces=mine)
    return replace(army, mounts=army.mounts + rides) if rides else army


def attach_pieces(
    folder: Path, armies: dict[str, ArmyList], every: bool = True
) -> tuple[dict[str, ArmyList], list[Problem]]:
    """The armies of ``folder`` with the pieces of its pieces file, if it has one; and that file's problems.
    ``every``: ``armies`` are all the lists of the folder (else other armies' entries are not questioned)."""
    path = folder / PIECES_FILE
    if not path.is_file():
        return armies, []
    pieces, mounts, problems = _read(path, armies, every)
    if problems:
        return armies, problems
    return {k: with_pieces(a, pieces, mounts) for k, a in armies.items()}, []


def load_pieces(path: str | Path, armies: dict[str, ArmyList] | None = None) -> dict[str, tuple[CharacterPiece, ...]]:
    """The pieces file's pieces by army id; raises ``DataError`` with every problem if it is not sound."""
    pieces, problems = check_pieces(path, armies)
    if problems:
        raise DataError(problems)
    return pieces
