"""Builds tests/fixtures/broken_saves/: broken saves and logs, each with what the game must say about it.

Run ``python tests/replay/broken_saves_maker.py`` to rebuild the folder (the files are committed; this
is how they were made). Two sound logs are the starting points: a scripted one (a scenario played with
its own dice) and a seeded one (dice from the seed); their army lists are cut down to the profiles the
game uses, so each file stays small. Every case then breaks one thing the way a crash, an editor, a
shared folder or a person trying to cheat would, and ``manifest.json`` records, for each door (replay,
replay --verify, loading), the exit status and the ``FILE:LINE`` fragment the message must hold.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from game.core.actions import action_from_dict  # noqa: E402
from game.core.dice import ScriptedDice  # noqa: E402
from game.core.engine import load_rules  # noqa: E402
from game.core.state import GameState  # noqa: E402
from game.replay.log import log_text  # noqa: E402
from game.replay.session import Session, content_hash  # noqa: E402

OUT = REPO / "tests" / "fixtures" / "broken_saves"
SCENARIO = REPO / "assets" / "scenarios" / "command" / "orders-and-penalties.yaml"


def _trim(state: GameState) -> GameState:
    """The state with army lists holding only the profiles its units and characters use."""
    d = state.to_dict()
    for i, side in enumerate(d["sides"]):
        army = side["army"]
        units = {u["profile"] for u in d["units"].values() if u["side"] == i}
        chars = {c["profile"] for c in d["characters"].values() if c["side"] == i}
        mounts = {c["mount"] for c in d["characters"].values() if c["side"] == i}
        army["units"] = [u for u in army["units"] if u["name"] in units]
        army["characters"] = [c for c in army["characters"] if c["name"] in chars]
        army["mounts"] = [m for m in army["mounts"] if m["name"] in mounts]
        army["spells"] = []
        army["special_rules"] = []
    return GameState.from_dict(d)


def sound_logs() -> tuple[str, str]:
    """(scripted log text, seeded log text), both verifying."""
    sys.path.insert(0, str(REPO))
    from game.cli.scenario import load
    from game.core.scenario import new_game
    from game.core.turn import Start

    load_rules()
    armies, spec = load(str(SCENARIO))
    out = []
    for scripted in (True, False):
        state = _trim(new_game(spec, armies))
        session = Session.start(
            state,
            seed=spec.seed,
            scripted=list(spec.dice) if scripted else None,
            strict_script=scripted,
            header={"scenario": spec.name, "game_id": "fixture"},
        )
        session.apply(Start())
        for raw in spec.actions:
            raw = {k: v for k, v in raw.items() if k not in ("note", "expect")}
            try:
                session.apply(action_from_dict(raw))
            except ValueError:
                if scripted:
                    continue  # the scenario's own refused examples
                break  # other dice, other game: the seeded log stops where the scenario's plan no longer fits
        out.append(log_text(session))
    return out[0], out[1]


def rehash(lines: list[str], header: dict[str, Any] | None = None) -> list[str]:
    """Recompute every record's state hash (and the header's hashes) after an edit, as a cheat would."""
    load_rules()
    head = json.loads(lines[0]) if header is None else header
    state = GameState.from_dict(head["initial_state"])
    head["initial_hash"] = content_hash(head["initial_state"])
    head["armies"] = {s.army.id: content_hash(s.army.to_dict()) for s in state.sides}
    out = [json.dumps(head, sort_keys=True)]
    for line in lines[1:]:
        rec = json.loads(line)
        try:
            state.apply(action_from_dict(rec["action"]), ScriptedDice(rec["dice"]))
        except ValueError:
            break  # the edit made this action impossible: the cheat's log ends before it
        rec["hash"] = state.state_hash()
        out.append(json.dumps(rec, sort_keys=True))
    return out


Case = tuple[str, Callable[[list[str]], "list[str] | bytes"], dict[str, Any]]


def _head(lines: list[str], edit: Callable[[dict[str, Any]], None]) -> list[str]:
    h = json.loads(lines[0])
    edit(h)
    return [json.dumps(h, sort_keys=True), *lines[1:]]


def _state(lines: list[str], edit: Callable[[dict[str, Any]], None]) -> list[str]:
    return _head(lines, lambda h: edit(h["initial_state"]))


def _rec(lines: list[str], n: int, edit: Callable[[dict[str, Any]], None]) -> list[str]:
    out = list(lines)
    r = json.loads(out[n])
    edit(r)
    out[n] = json.dumps(r, sort_keys=True)
    return out


def _raw(lines: list[str], n: int, old: str, new: str) -> list[str]:
    out = list(lines)
    assert old in out[n], (old, out[n][:200])
    out[n] = out[n].replace(old, new, 1)
    return out


def _first_unit(h: dict[str, Any]) -> dict[str, Any]:
    return h["units"][sorted(h["units"])[0]]


def _set(d: dict[str, Any], key: str, v: Any) -> None:
    d[key] = v


def _dice_step(lines: list[str], last: bool = False) -> int:
    steps = [i for i, line in enumerate(lines[1:], start=1) if json.loads(line)["dice"]]
    return steps[-1] if last else steps[0]


def _edit_die(lines: list[str]) -> list[str]:
    n = _dice_step(lines, last=True)
    out = _rec(lines, n, lambda r: r["dice"].__setitem__(0, 6 if r["dice"][0] != 6 else 5))
    return rehash(out)


def _edit_army(lines: list[str]) -> list[str]:
    h = json.loads(lines[0])
    h["initial_state"]["sides"][0]["army"]["units"][0]["attacks"] += 2
    armies = dict(h["armies"])
    out = rehash(lines, h)
    # The cheat recomputed the state hashes but left the army hashes as they were.
    h2 = json.loads(out[0])
    h2["armies"] = armies
    return [json.dumps(h2, sort_keys=True), *out[1:]]


def _all(status: int, line: int | None, says: str, **doors: int) -> dict[str, Any]:
    exp = {"replay": status, "verify": status, "load": status, "line": line, "says": says}
    exp.update(doors)
    return exp


def cases(scripted: list[str], seeded: list[str]) -> list[tuple[str, list[str] | bytes, dict[str, Any]]]:
    s, z = scripted, seeded
    last = len(s) - 1
    big = "9" * 5000
    deep = "[" * 5_000 + "]" * 5_000
    out: list[tuple[str, list[str] | bytes, dict[str, Any]]] = [
        ("empty.jsonl", b"", _all(1, 1, "empty")),
        ("blank-lines.jsonl", b"\n\n  \n", _all(1, 1, "empty")),
        ("cut-mid-line.jsonl", ("\n".join(s)[: -len(s[-1]) // 2]).encode(), _all(1, last + 1, "not valid JSON")),
        ("header-not-json.jsonl", ["{format: warhost-log}", *s[1:]], _all(1, 1, "not valid JSON")),
        ("header-is-a-list.jsonl", ["[1, 2, 3]", *s[1:]], _all(1, 1, "expected a JSON object")),
        ("not-a-warhost-log.jsonl", _head(s, lambda h: _set(h, "format", "chess-pgn")), _all(1, 1, "not a Warhost")),
        ("future-version.jsonl", _head(s, lambda h: _set(h, "format_version", 9)), _all(1, 1, "version 9")),
        ("no-seed.jsonl", _head(s, lambda h: h.pop("seed")), _all(1, 1, "no 'seed'")),
        ("seed-is-text.jsonl", _head(s, lambda h: _set(h, "seed", "abc")), _all(1, 1, "'seed' 'abc'")),
        ("seed-is-true.jsonl", _head(s, lambda h: _set(h, "seed", True)), _all(1, 1, "is not a whole number")),
        ("seed-5000-digits.jsonl", _raw(s, 0, '"seed": 3', '"seed": ' + big), _all(1, 1, "5000 digits")),
        ("seed-nan.jsonl", _raw(s, 0, '"seed": 3', '"seed": NaN'), _all(1, 1, "NaN")),
        ("state-no-units.jsonl", _state(s, lambda st: st.pop("units")), _all(1, 1, "missing 'units'")),
        ("state-one-side.jsonl", _state(s, lambda st: st["sides"].pop()), _all(1, 1, "missing entries")),
        ("state-unit-side-7.jsonl", _state(s, lambda st: _set(_first_unit(st), "side", 7)), _all(1, 1, "side 7")),
        (
            "state-x-is-text.jsonl",
            _state(s, lambda st: _first_unit(st)["stands"][0].__setitem__(0, "twelve")),
            _all(1, 1, "invalid literal"),
        ),
        (
            "state-hits-is-text.jsonl",
            _state(s, lambda st: _set(_first_unit(st), "hits", "2")),
            _all(1, 1, "'2' is not a whole number"),
        ),
        ("state-table-no-area.jsonl", _state(s, lambda st: _set(st, "table_w", 0)), _all(1, 1, "no area")),
        (
            "state-x-is-nan.jsonl",
            _raw(_state(s, lambda st: _first_unit(st)["stands"][0].__setitem__(0, 777777)), 0, "777777", "NaN"),
            _all(1, 1, "NaN"),
        ),
        (
            "state-x-is-1e999.jsonl",
            _raw(_state(s, lambda st: _first_unit(st)["stands"][0].__setitem__(0, 777777)), 0, "777777", "1e999"),
            _all(1, 1, "inf"),
        ),
        (
            "state-hits-huge.jsonl",
            _state(s, lambda st: _set(_first_unit(st), "hits", 10**15)),
            _all(1, 1, "out of range"),
        ),
        (
            "state-unknown-profile.jsonl",
            _state(s, lambda st: _set(_first_unit(st), "profile", "Dragon Ogres")),
            _all(1, 1, "'Dragon Ogres'"),
        ),
        (
            "state-start-step-nowhere.jsonl",
            _state(s, lambda st: st.update(start_step="nowhere", turn_limit=0)),
            _all(1, 1, "'nowhere' is not a step"),
        ),
        ("state-active-side-2.jsonl", _state(s, lambda st: _set(st, "active", 2)), _all(1, 1, "side 2")),
        ("state-phase-lunch.jsonl", _state(s, lambda st: _set(st, "phase", "lunch")), _all(1, 1, "'lunch'")),
        (
            "state-joined-nowhere.jsonl",
            _state(s, lambda st: _set(st["characters"][sorted(st["characters"])[0]], "joined", "u999")),
            _all(1, 1, "no unit 'u999'"),
        ),
        ("state-stands-not-a-list.jsonl", _state(s, lambda st: _set(_first_unit(st), "stands", 5)), _all(1, 1, "")),
        (
            "state-nested-deep.jsonl",
            _raw(s, 0, '"command": {', '"command": {"x": ' + deep + ", "),
            _all(1, 1, "nested"),
        ),
        ("record-nested-deep.jsonl", _raw(s, 2, '"dice": [', '"deep": ' + deep + ', "dice": ['), _all(1, 3, "nested")),
        ("record-is-a-list.jsonl", [*s[:3], "[1, 2]", *s[4:]], _all(1, 4, "expected a JSON object")),
        ("record-no-dice.jsonl", _rec(s, 2, lambda r: r.pop("dice")), _all(1, 3, "no 'dice'")),
        ("record-dice-text.jsonl", _rec(s, 2, lambda r: _set(r, "dice", ["six"])), _all(1, 3, "not die faces")),
        ("record-die-zero.jsonl", _rec(s, 2, lambda r: _set(r, "dice", [0, 3])), _all(1, 3, "not die faces")),
        ("record-die-5000-digits.jsonl", _raw(s, 2, '"dice": [', '"dice": [' + big + ", "), _all(1, 3, "5000 digits")),
        ("record-hash-not-hex.jsonl", _rec(s, 2, lambda r: _set(r, "hash", "zz")), _all(1, 3, "not a state hash")),
        (
            "record-unknown-action.jsonl",
            _rec(s, 3, lambda r: _set(r, "action", {"kind": "teleport_everyone"})),
            _all(1, 4, "step 3: the action cannot be read"),
        ),
        (
            "record-action-field-text.jsonl",
            _rec(s, 1, lambda r: _set(r, "action", {"kind": "concede", "side": "both"})),
            _all(1, 2, "'both' is not a whole number"),
        ),
        (
            "record-action-unknown-unit.jsonl",
            _rec(s, 2, lambda r: r["action"].__setitem__("units", ["u999"])),
            _all(1, 3, "step 2"),
        ),
        ("record-hash-changed.jsonl", _rec(s, 2, lambda r: _set(r, "hash", "0" * 64)), _all(1, 3, "step 2", replay=0)),
        ("bad-utf8-line-4.jsonl", "\n".join(s).encode().replace(b'"dice"', b'"d\xffice"', 3), {}),
        ("die-edited-hashes-recomputed.jsonl", _edit_die(z), _all(1, _dice_step(z, last=True) + 1, "seed", replay=0)),
        ("army-edited-hashes-recomputed.jsonl", _edit_army(s), _all(1, 1, "army list", replay=0, load=0)),
        ("script-edited.jsonl", _head(s, lambda h: h["script"].__setitem__(0, 6 if h["script"][0] != 6 else 5)), {}),
        (
            "rules-unknown-module.jsonl",
            _head(s, lambda h: h["rules"]["modules"].append("dragons-everywhere")),
            _all(1, 1, "rules this copy of Warhost does not have"),
        ),
        (
            "rules-hash-edited.jsonl",
            _head(s, lambda h: _set(h, "rules_hash", "0" * 16)),
            _all(1, 1, "do not match their hash"),
        ),
        ("rules-not-a-table.jsonl", _head(s, lambda h: _set(h, "rules", [1, 2])), _all(1, 1, "rules this copy")),
        # Files the game must accept as they are.
        ("ok-bom.jsonl", b"\xef\xbb\xbf" + "\n".join(s).encode() + b"\n", _all(0, None, "")),
        ("ok-crlf.jsonl", "\r\n".join(s).encode() + b"\r\n", _all(0, None, "")),
        (
            "ok-unknown-header-keys.jsonl",
            _head(s, lambda h: _set(h, "ruleset", {"id": "wmr", "hash": "ab"})),
            _all(0, None, ""),
        ),
        ("ok-seeded.jsonl", z, _all(0, None, "")),
    ]
    return out


NEEDS_REPLAY = {
    "army-edited-hashes-recomputed.jsonl",
    "die-edited-hashes-recomputed.jsonl",
    "record-action-unknown-unit.jsonl",
    "record-hash-changed.jsonl",
    "script-edited.jsonl",
}


def build() -> dict[str, Any]:
    # Written with spaces after separators, as a person editing a file would see it.
    scripted, seeded = (
        [json.dumps(json.loads(x), sort_keys=True) for x in t.strip("\n").split("\n")] for t in sound_logs()
    )
    manifest: dict[str, Any] = {}
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.glob("*.jsonl"):
        old.unlink()
    for name, content, expect in cases(scripted, seeded):
        data = content if isinstance(content, bytes) else ("\n".join(content) + "\n").encode()
        (OUT / name).write_bytes(data)
        manifest[name] = expect
    # Cases whose expectation depends on where the edit landed.
    bad = (OUT / "bad-utf8-line-4.jsonl").read_bytes().split(b"\n")
    n = next(i for i, line in enumerate(bad, start=1) if b"\xff" in line)
    manifest["bad-utf8-line-4.jsonl"] = _all(1, n, "not UTF-8")
    manifest["script-edited.jsonl"] = _all(1, _dice_step(scripted) + 1, "its script gives", replay=0)
    # The Load screen's list reads every file without replaying the rules: these it cannot tell apart.
    for name, exp in manifest.items():
        exp["listed"] = "damaged" if exp["load"] and name not in NEEDS_REPLAY else "ok"
    (OUT / "manifest.json").write_text(json.dumps(manifest, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return manifest


if __name__ == "__main__":
    m = build()
    print(f"{len(m)} files in {OUT}")
