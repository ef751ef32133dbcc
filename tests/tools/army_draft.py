"""Draft an army list from the stat data, and check shipped lists against it (a developer's tool).

    python tests/tools/army_draft.py draft dwarfs > /tmp/dwarfs.yaml
    python tests/tools/army_draft.py check            # every shipped list
    python tests/tools/army_draft.py check empire orcs

The data is ``../shared/rules/armies-wmr-2025.json`` (stat lines, points, limits and the footnoted rule
names of every Warmaster Revolution army) or the file named by ``--data``. A draft carries the numbers
exactly; its rule and spell texts are only the rule's name and must be written in our own words before
the list is shipped (the draft marks each with ``WRITE:`` so that ``validate`` is not the first to see it).
``check`` reports every stat line, points value or limit of a shipped list that disagrees with the data,
and every entry one side has that the other lacks.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
DEFAULT_DATA = REPO.parent.parent / "shared" / "rules" / "armies-wmr-2025.json"
UNIT_TYPES = {"Infantry", "Cavalry", "Chariot", "Monster", "Artillery", "Machine"}
RANKS = {"General": "general", "Hero": "hero", "Wizard": "wizard"}
MOUNT_KINDS = {
    "Monstrous Mount": "monstrous",
    "Chariot Mount": "chariot",
    "Special Mount": "special",
    "Special": "special",
    "Special Bonus": "special",
}
# Spell patterns of the digest's spell table, as the magic rules name their effects.
PATTERNS = {"LINE": "line", "BOLT": "bolt", "ORDER": "order", "HOLD": "hold", "RALLY": "rally", "TOUCH": "touch"}


def snake(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.lower().replace("’", "").replace("'", "")).strip("_")


def load(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def limit_of(mm: dict[str, Any]) -> dict[str, Any]:
    """The list's ``limit`` mapping for the data's min_max ({} when unlimited)."""
    if mm.get("absolute"):
        out = {"max": mm["max"], "per": "army"}
        if mm.get("min"):
            out = {"min": mm["min"], **out}
        return out
    out = {}
    if mm.get("min_per_1000"):
        out["min"] = mm["min_per_1000"]
    if mm.get("max_per_1000") is not None:
        out["max"] = mm["max_per_1000"]
    return out


def flow(d: dict[str, Any]) -> str:
    return "{" + ", ".join(f"{k}: {v}" for k, v in d.items()) + "}"


def armour(a: dict[str, Any]) -> str:
    return f"{a['save']}+" if a.get("save") else "none"


def rule_ids(army: dict[str, Any]) -> dict[str, str]:
    """Footnote number -> the snake_case rule id the draft gives it."""
    return {n: snake(name) for n, name in army["special_rules"].items()}


def _specials(entry: dict[str, Any], ids: dict[str, str]) -> list[str]:
    return [ids[str(n)] for n in entry.get("special_resolved") or entry.get("special") or [] if str(n) in ids]


def draft(key: str, data: dict[str, Any]) -> str:
    army = data["armies"][key]
    ids = rule_ids(army)
    name = data["army_names"].get(key, key).split(" (")[0]
    out = [
        f"# {name}: stat lines, points and limits of Warmaster Revolution Armies v2.25.",
        "# Distances are in cm; limits count per full 1000 points unless `per: army`.",
        "# Rule and spell texts are our own summaries of the rules.",
        f"id: {snake(key)}",
        f"name: {name}",
        'rules_version: "2.25"',
        "source: WMR Armies v2.25 (2025), transcribed by warmaster.info",
        "",
        "special_rules:",
    ]
    for n, rid in ids.items():
        out += [f"  - id: {rid}", f"    title: {army['special_rules'][n]}", "    text: >-", "      WRITE: our words"]
    for rule in army.get("army_rules", []):
        out += [f"  - id: {snake(rule)}", f"    title: {rule}", "    text: >-", "      WRITE: our words"]
    units = [u for u in army["units"] if u["type"] in UNIT_TYPES]
    chars = [u for u in army["units"] if u["type"] in RANKS]
    mounts = [u for u in army["units"] if u["type"] in MOUNT_KINDS]
    out += ["", "units:"]
    for u in units:
        out += [f"  - name: {u['name']}", f"    type: {u['type'].lower()}", f"    attacks: {u['attacks']['melee']}"]
        shoot = u["attacks"]["shoot"]
        if isinstance(shoot, int):
            out += [f"    shots: {shoot}", "    range: 30          # WRITE: check the rule for the range"]
        elif shoot:
            out += [f'    shooting: "{shoot}"', "    range: 30          # WRITE: check the rule for the range"]
        out += [
            f"    hits: {u['hits']}",
            f"    armour: {armour(u['armour'])}",
            f"    size: {u['unit_size']}",
            f"    points: {u['points']}",
        ]
        lim = limit_of(u["min_max"])
        if lim:
            out.append(f"    limit: {flow(lim)}")
        if u["type"] == "Monster" and "fly" in " ".join(army["special_rules"].values()).lower():
            out.append("    # WRITE: flying: true if a rule says it flies")
        sp = _specials(u, ids)
        if sp:
            out.append(f"    special: [{', '.join(sp)}]")
    out += ["", "characters:"]
    for c in chars:
        out += [
            f"  - name: {c['name']}",
            f"    rank: {RANKS[c['type']]}",
            f"    attacks: +{c['attacks']['melee'] or 0}",
            f"    command: {c['command']}",
            f"    points: {c['points']}",
            f"    limit: {flow(limit_of(c['min_max']) or {})}",
        ]
        sp = _specials(c, ids)
        if sp:
            out.append(f"    special: [{', '.join(sp)}]")
    if mounts:
        out += ["", "mounts:"]
    for m in mounts:
        out += [
            f"  - name: {m['name']}",
            f"    kind: {MOUNT_KINDS[m['type']]}",
            f"    attacks: +{m['attacks']['melee'] or 0}",
            f"    points: {m['points']}",
        ]
        lim = limit_of(m["min_max"])
        if lim:
            out.append(f"    limit: {flow(lim)}")
        sp = _specials(m, ids)
        if sp:
            out.append(f"    special: [{', '.join(sp)}]")
    spells = army.get("spells") or []
    if spells:
        out += ["", "spells:"]
    for s in spells:
        rng = s["range_cm"] if s["range_cm"] is not None else "none"
        out += [
            f"  - name: {s['name'].replace('’', chr(39))}",
            f"    cast: {s['cast']}",
            f"    range: {rng}",
            f"    effect: {snake(s['name'])}          # WRITE: the pattern (line, bolt, order, hold, rally, ...)",
            "    text: >-",
            "      WRITE: our words",
        ]
    return "\n".join(out) + "\n"


def _stat_line(entry: Any) -> dict[str, Any]:
    """The comparable numbers of a loaded profile (unit, character or mount)."""
    lim = entry.limit
    bounds = {"min": lim.min, "max": lim.max, "absolute": not lim.per_1000}
    if hasattr(entry, "hits"):
        return {
            "type": entry.type.value,
            "attacks": entry.attacks,
            "shots": entry.shots or entry.shooting,
            "hits": entry.hits,
            "armour": entry.armour,
            "size": entry.size,
            "points": entry.points,
            **bounds,
        }
    if hasattr(entry, "rank"):
        return {"rank": entry.rank.value, "attacks": entry.attack_bonus, "command": entry.command, "points": entry.points, **bounds}
    return {"kind": entry.kind.value, "attacks": entry.attack_bonus, "points": entry.points, **bounds}


def _data_line(u: dict[str, Any]) -> dict[str, Any]:
    mm = u["min_max"]
    if mm.get("absolute"):
        bounds = {"min": mm.get("min") or None, "max": mm.get("max"), "absolute": True}
    else:
        bounds = {"min": mm.get("min_per_1000"), "max": mm.get("max_per_1000"), "absolute": False}
    shoot = u["attacks"]["shoot"]
    if isinstance(shoot, str):
        shoot = shoot.replace("–", "-").replace(" ", "")
        shoot = int(shoot.split("per")[0]) if shoot.split("per")[0].isdigit() else shoot
    if u["type"] in UNIT_TYPES:
        return {
            "type": u["type"].lower(),
            "attacks": u["attacks"]["melee"],
            "shots": shoot,
            "hits": u["hits"],
            "armour": u["armour"]["save"],
            "size": u["unit_size"],
            "points": u["points"],
            **bounds,
        }
    if u["type"] in RANKS:
        return {"rank": RANKS[u["type"]], "attacks": u["attacks"]["melee"], "command": u["command"], "points": u["points"], **bounds}
    return {"kind": MOUNT_KINDS[u["type"]], "attacks": u["attacks"]["melee"] or 0, "points": u["points"], **bounds}


def check(keys: list[str], data: dict[str, Any]) -> list[str]:
    """Every disagreement between the shipped lists named and the data, as lines to print."""
    sys.path.insert(0, str(REPO))
    from game.data import load_armies

    lists = load_armies(REPO / "armies")
    by_key = {snake(k): k for k in data["armies"]}
    out: list[str] = []
    for aid in keys or sorted(lists):
        key = by_key.get(snake(aid))
        if key is None or aid not in lists:
            out.append(f"{aid}: no such army in {'the data' if key is None else 'armies/'}")
            continue
        army = lists[aid]
        mine = {p.name: _stat_line(p) for p in (*army.units, *army.characters, *army.mounts)}
        theirs = {u["name"]: _data_line(u) for u in data["armies"][key]["units"]}
        for name in sorted(set(mine) | set(theirs)):
            if name not in mine:
                out.append(f"{aid}: {name} is in the data but not in the list")
            elif name not in theirs:
                out.append(f"{aid}: {name} is in the list but not in the data")
            else:
                for field, value in theirs[name].items():
                    if field == "shots" and isinstance(value, str):
                        continue  # special shooting strings are written in the list's own way
                    if mine[name].get(field) != value:
                        out.append(f"{aid}: {name} {field} is {mine[name].get(field)!r}, the data says {value!r}")
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--data", type=Path, default=DEFAULT_DATA)
    sub = p.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("draft", help="print an army-list draft for one army of the data")
    d.add_argument("army", help="the data's key, e.g. dwarfs or high-elves")
    c = sub.add_parser("check", help="compare shipped lists with the data")
    c.add_argument("armies", nargs="*", help="list ids (default: every shipped list)")
    args = p.parse_args(argv)
    data = load(args.data)
    if args.cmd == "draft":
        if args.army not in data["armies"]:
            print(f"no army {args.army!r}; the data has: {', '.join(sorted(data['armies']))}", file=sys.stderr)
            return 2
        sys.stdout.write(draft(args.army, data))
        return 0
    problems = check(args.armies, data)
    for line in problems:
        print(line)
    print(f"{len(problems)} disagreement(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
