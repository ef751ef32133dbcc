"""Pieces another army list lets this army field as its own, in the army builder: the Mercenaries list's war
cannon for the Dwarfs, its war giant for the Orcs, its mammoth for Chaos; and the Regiments of Renown the allies
table lets it hire (their own rows; the roster check says when the table or the limits forbid one). The rows list them with their list's
points and limits; taking one keeps it with the list it comes from (``list: mercenary`` in the roster file)
and puts the roster under the artillery rules that play it. No pygame here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import ArmyList, CharacterProfile, RosterCharacter, RosterUnit, UnitProfile, with_hired

if TYPE_CHECKING:
    from game.ui.builder_model import RosterDraft

PIECE = "piece"
# Regiments of Renown (digest 10.26): units and Heroes the allies table lets the army hire as its own.
RENOWN = "renown"
KINDS = (PIECE, RENOWN)
RENOWN_LIST = "regiments_of_renown"
# The rules the pieces play under (the Mercenary book's artillery and huge creatures); regiments need none.
PIECE_RULES = "fw-artillery"


def piece_entries(d: RosterDraft) -> list[tuple[str, UnitProfile | CharacterProfile]]:
    """A row for every unit (or regiment Hero) of another list that names this army among those that may take it."""
    out: list[tuple[str, UnitProfile | CharacterProfile]] = []
    for lid in sorted(d.lists):
        if lid == d.army.id:
            continue
        kind = RENOWN if lid == RENOWN_LIST else PIECE
        out += [(kind, u) for u in d.lists[lid].units if d.army.id in u.taken_by]
        out += [(kind, c) for c in d.lists[lid].characters if d.army.id in c.taken_by]
    return out


def source(d: RosterDraft, name: str) -> str:
    """The id of the list the row's piece comes from."""
    return next(lid for lid in sorted(d.lists) if lid != d.army.id
                and any(u.name == name and d.army.id in u.taken_by
                        for u in (*d.lists[lid].units, *d.lists[lid].characters)))


def _is_character(d: RosterDraft, name: str) -> bool:
    return any(c.name == name for c in d.lists[source(d, name)].characters)


def _taken(d: RosterDraft, name: str) -> list[int]:
    src = source(d, name)
    if _is_character(d, name):
        return [i for i, c in enumerate(d.characters) if c.profile == name and c.hired_from == src and not c.mercenary]
    return [i for i, u in enumerate(d.units) if u.profile == name and u.hired_from == src
            and not dict(u.bought).get("mercenary")]


def taken_count(d: RosterDraft, name: str) -> int:
    return len(_taken(d, name))


def taken_points(d: RosterDraft, name: str) -> int:
    other = d.lists[source(d, name)]
    each = other.character(name).points if _is_character(d, name) else other.unit(name).points
    return each * taken_count(d, name)


def take(d: RosterDraft, name: str) -> None:
    """One more of the piece, fielded as the army's own; a Mercenary-book piece brings the rules that play it."""
    src = source(d, name)
    if _is_character(d, name):
        # A Hero who always rides a mount of his own (Asarnil's Dragon) comes with it.
        mount = next((m.name for m in d.lists[src].mounts if name in m.riders), None)
        d.characters.append(RosterCharacter(name, mount=mount, hired_from=src))
    else:
        d.units.append(RosterUnit(name, hired_from=src))
    if src != RENOWN_LIST and PIECE_RULES not in d.rules:
        d.rules.append(PIECE_RULES)
    d.changed = True


def drop(d: RosterDraft, name: str) -> bool:
    """One fewer of the piece (the last taken goes); the last piece gone takes its rules with it."""
    idx = _taken(d, name)
    if not idx:
        return False
    if _is_character(d, name):
        del d.characters[idx[-1]]
    else:
        del d.units[idx[-1]]
    if PIECE_RULES in d.rules and not any(taken_count(d, p.name) for k, p in piece_entries(d) if k == PIECE):
        d.rules.remove(PIECE_RULES)
    d.changed = True
    return True


def played_army(d: RosterDraft) -> ArmyList:
    """The army list as the roster plays it: its own, with the pieces and hired units of other lists added
    (what a purchase such as more gunpowder for a war cannon is offered against)."""
    return with_hired(d.roster(), d.army, d.lists)[1]
