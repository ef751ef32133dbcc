"""Writing a roster as YAML, in the format ``load_roster`` reads (armies/README.md, "Roster").

Every name is written quoted, so a force called ``NO`` or a unit named ``12:30`` comes back as the text
it was, not as YAML 1.1's false or 750. The file is written atomically: a temporary file in the same
folder, then a rename, so a crash never leaves half a roster behind.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from game.core.fantasy_warriors.hiring import PAY_WORDS
from game.core.roster import Roster
from game.files import write_atomically

_Dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


class _Quoted(str):
    """A value to be written double-quoted (keys stay plain)."""


class _QuotingDumper(_Dumper):  # type: ignore[misc, valid-type]
    """Writes ``_Quoted`` strings double-quoted."""


def _quoted(dumper: yaml.SafeDumper, value: str) -> yaml.ScalarNode:
    return dumper.represent_scalar("tag:yaml.org,2002:str", str(value), style='"')


_QuotingDumper.add_representer(_Quoted, _quoted)


def roster_data(roster: Roster) -> dict[str, Any]:
    """The roster as the plain mapping a roster file holds (empty names and add-on lists left out)."""
    q = _Quoted
    units: list[dict[str, Any]] = []
    for u in roster.units:
        entry: dict[str, Any] = {"profile": q(u.profile)}
        if u.name:
            entry["name"] = q(u.name)
        if u.addons:
            entry["addons"] = [q(a) for a in u.addons]
        for what, n in u.bought:
            entry[what] = bool(n) if what in ("firewater", "talisman", "champion") else PAY_WORDS.get(n, n) if what == "mercenary" else n
        if u.item:
            entry["item"] = q(u.item)
        if u.hired_from:
            entry["list"] = q(u.hired_from)
        units.append(entry)
    characters: list[dict[str, Any]] = []
    for c in roster.characters:
        entry = {"profile": q(c.profile)}
        if c.name:
            entry["name"] = q(c.name)
        if c.mount:
            entry["mount"] = q(c.mount)
        if c.battle_standard:
            entry["battle_standard"] = True
        if c.mercenary:
            entry["mercenary"] = PAY_WORDS.get(c.mercenary, c.mercenary)
        if c.item:
            entry["item"] = q(c.item)
        if c.hired_from:
            entry["list"] = q(c.hired_from)
        characters.append(entry)
    out: dict[str, Any] = {
        "name": q(roster.name),
        "army": q(roster.army),
        "points_cap": roster.points_cap,
        "units": units,
        "characters": characters,
    }
    if roster.rules:
        out["rules"] = [q(r) for r in roster.rules]
    return out


def roster_yaml(roster: Roster) -> str:
    """The text of a roster file."""
    body = yaml.dump(
        roster_data(roster), Dumper=_QuotingDumper, sort_keys=False, allow_unicode=True, default_flow_style=False
    )
    return "# A roster saved by the Warhost army builder.\n" + body


def save_roster(roster: Roster, path: str | Path) -> Path:
    """Write ``roster`` to ``path`` atomically (creating the folder); returns the path written."""
    return write_atomically(path, roster_yaml(roster))
