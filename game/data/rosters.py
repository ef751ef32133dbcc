"""Roster files (``armies/rosters/*.yaml``) into ``Roster`` values.

The army-selection rules themselves live in ``game.core.roster.roster_problems``; this module checks
the file's shape and maps each of those problems back to the line of the entry it is about.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.core.fantasy_warriors.foreign import LIST_KEY
from game.core.fantasy_warriors.hiring import KEY as MERCENARY
from game.core.fantasy_warriors.hiring import PAY
from game.core.items.catalogue import ITEMS
from game.core.modules import optional_modules
from game.core.profiles import ArmyList
from game.core.roster import Roster, RosterCharacter, RosterUnit, roster_problems
from game.data.problems import DataError, Problem, did_you_mean
from game.data.schema import Bool, Choice, Doc, F, Ident, Int, ListOf, Map, Nullable, PathT, Text, check_node, entries
from game.data.yamlnodes import Node, compose_file

# Unit keys that buy something under an optional module, in the order they are checked.
PURCHASE_KEYS = ("firewater", "poisoned_volleys", "talisman", "gunpowder", "mantlets", "pavises", "palisades",
                 "chevaux_de_frise", "spiked_pits", "champion")
# The battlefield equipment among them, bought by the length.
EQUIPMENT_KEYS = PURCHASE_KEYS[4:9]
# Points caps run from skirmishes of a few hundred to club games of 10,000 or so.
MAX_CAP = 50_000

ROSTER_UNIT = Map(
    {
        "profile": F(Text(), True),
        "name": F(Text(empty=True)),
        "addons": F(ListOf(Text())),
        # Purchases under an optional rule module (game.core.fantasy_warriors.purchases checks them).
        "firewater": F(Bool()),
        "poisoned_volleys": F(Int(0, 99)),
        "talisman": F(Bool()),
        # A mercenary dragon or giant that is also a champion (fw-artillery).
        "champion": F(Bool()),
        # Hired under fw-mercenaries, and how well paid (game.core.fantasy_warriors.hiring checks it).
        MERCENARY: F(Choice(tuple(PAY))),
        # The army list a mercenary is hired from when not the army's own (game.core.fantasy_warriors.foreign).
        LIST_KEY: F(Text()),
        # Battlefield equipment, in lengths (one stand's frontage each).
        **{k: F(Int(0, 99)) for k in ("gunpowder", *EQUIPMENT_KEYS)},  # gunpowder counters, equipment lengths
        # A magic item, by name (game.core.items checks who may carry it).
        "item": F(Text()),
    }
)

ROSTER_CHARACTER = Map(
    {
        "profile": F(Text(), True),
        "mount": F(Nullable(Text())),
        "name": F(Text(empty=True)),
        # The Battle Standard Bearer upgrade, played under the warhammer8-characters module only.
        "battle_standard": F(Bool()),
        MERCENARY: F(Choice(tuple(PAY))),
        "item": F(Text()),
        LIST_KEY: F(Text()),
    }
)

ROSTER = Map(
    {
        "name": F(Text(), True),
        "army": F(Ident(), True),
        "points_cap": F(Int(1, MAX_CAP), True),
        "description": F(Text(empty=True)),
        "units": F(ListOf(ROSTER_UNIT), True),
        "characters": F(ListOf(ROSTER_CHARACTER), True),
        "rules": F(ListOf(Text())),
    }
)


def _entry_of(path: PathT, doc: Doc) -> PathT:
    """The entry a problem is about: the innermost named list entry, else the top-level key.

    ("units", 3, "addons", 0) -> ("units", 3) when units[3] has a profile.
    """
    for n in range(len(path), 0, -1):
        if path[:n] in doc.names:
            return path[:n]
    return path[:1]


def _names_for(path: PathT, army: ArmyList) -> list[str]:
    if path[-1] == "item":
        return [i.name for i in ITEMS if i.carried_out]
    if path[0] == "characters" and path[-1] == "mount":
        return [m.name for m in army.mounts]
    if path[0] == "characters":
        return [c.name for c in army.characters]
    return [u.name for u in army.units]


def build_roster(data: dict[str, Any], doc: Doc, army: ArmyList, lists: dict[str, ArmyList] | None = None) -> Roster:
    """A ``Roster`` from checked data, reporting ``roster_problems`` at the entries' lines.

    Entries the schema could not use are left out; index maps keep every reported problem at the
    file's own entry.
    """
    unit_map: list[int] = []
    addon_maps: list[list[int]] = []
    units: list[RosterUnit] = []
    for i, u in entries(data.get("units")):
        if "profile" not in u:
            continue
        addons = entries(u.get("addons"))
        bought = tuple((what, int(u[what])) for what in PURCHASE_KEYS if u.get(what))
        if u.get(MERCENARY) in PAY:
            bought += ((MERCENARY, PAY[u[MERCENARY]]),)
        units.append(RosterUnit(u["profile"], u.get("name", ""), tuple(a for _, a in addons), bought,
                                item=u.get("item", ""), hired_from=u.get(LIST_KEY, "")))
        unit_map.append(i)
        addon_maps.append([j for j, _ in addons])
    char_map: list[int] = []
    chars: list[RosterCharacter] = []
    for i, c in entries(data.get("characters")):
        if "profile" not in c:
            continue
        chars.append(RosterCharacter(c["profile"], c.get("mount"), c.get("name", ""), c.get("battle_standard") is True,
                                     PAY.get(c.get(MERCENARY, ""), 0), item=c.get("item", ""),
                                     hired_from=c.get(LIST_KEY, "")))
        char_map.append(i)
    rules = tuple(r for _, r in entries(data.get("rules")))
    optional = {m.id for m in optional_modules()}
    for i, r in entries(data.get("rules")):
        if r not in optional:
            doc.bad(("rules", i), f"no optional rule module is called {r!r}{did_you_mean(r, sorted(optional))}")
    roster = Roster(data.get("name", ""), army.id, data.get("points_cap", 0), tuple(units), tuple(chars), rules)

    for p in roster_problems(roster, army, lists):
        path = list(p.path)
        # The rules number entries among those built; the file numbers every entry it holds.
        padded = [*path, None, None, None]
        k, j = padded[1], padded[3]  # the entry's index, and its add-on's
        if path[0] == "units" and isinstance(k, int):
            path[1] = unit_map[k]
            if path[2:3] == ["addons"] and isinstance(j, int):
                path[3] = addon_maps[k][j]
        elif path[0] == "characters" and isinstance(k, int):
            path[1] = char_map[k]
        full = tuple(path)
        message = p.message
        wrong = _value_at(data, full) if "has no " in message or "no magic item called" in message else None
        if isinstance(wrong, str) and " to hire" not in message and "only a Hero" not in message:
            message += did_you_mean(wrong, _names_for(full, army))
        entry = _entry_of(full, doc)
        # The label already names the entry, so drop the core message's own "Knights: " lead.
        lead = f"{doc.names.get(entry)}: "
        if message.startswith(lead):
            message = message[len(lead) :]
        # Name the entry, but point at the exact key (e.g. the misspelt profile) when there is one.
        doc.note(entry, message, doc.pos(full))
    return roster


def _value_at(data: Any, path: PathT) -> Any:
    for p in path:
        try:
            data = data[p]
        except (KeyError, IndexError, TypeError):
            return None
    return data


def check_roster_node(node: Node | None, doc: Doc, armies: dict[str, ArmyList]) -> Roster | None:
    """Check a composed roster file against its army list; the roster if sound, else None."""
    data = check_node(node, ROSTER, doc)
    if not isinstance(data, dict):
        return None
    army_id = data.get("army")
    if army_id is None:
        return None
    if army_id not in armies:
        known = ", ".join(sorted(armies)) or "none"
        doc.bad(("army",), f"must be a known army list ({known}), got {army_id!r}{did_you_mean(army_id, armies)}")
        return None
    if "points_cap" not in data:
        return None  # the selection rules all hang on the cap; its own problem is already reported
    roster = build_roster(data, doc, armies[army_id], armies)
    return None if doc.problems else roster


def check_roster(
    path: str | Path, armies: dict[str, ArmyList], file: str | None = None
) -> tuple[Roster | None, list[Problem]]:
    """Read and check a roster file: (the roster or None, every problem found, in file order)."""
    doc = Doc(str(path) if file is None else file)
    node, problems = compose_file(path, doc.file)
    doc.problems.extend(problems)
    roster = check_roster_node(node, doc, armies) if node is not None else None
    return roster, sorted(doc.problems, key=lambda p: (p.line, p.column))


def load_roster(path: str | Path, armies: dict[str, ArmyList]) -> Roster:
    """Load a roster file; raises ``DataError`` with every problem if it is not a legal force."""
    roster, problems = check_roster(path, armies)
    if roster is None or problems:
        raise DataError(problems)
    return roster
