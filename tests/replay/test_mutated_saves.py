"""Mutated saves: whatever hypothesis does to a sound log's bytes or values, every door answers with the
log accepted or a LogError naming the file and a line, never another exception."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.cli.replay import run_replay
from game.replay.log import LogError, load_session, verify
from game.ui.saves import describe

SOUND = Path(__file__).resolve().parents[1] / "fixtures" / "broken_saves" / "ok-seeded.jsonl"
TEXT = SOUND.read_bytes()
LINES = TEXT.decode("utf-8").splitlines()

# Values a hand edit, a damaged disk or a hostile file might put anywhere.
ODD = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**30), 10**30),
    st.text(max_size=8),
    st.lists(st.integers(-3, 9), max_size=3),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
    st.sampled_from(["NaN", "Infinity", "-1e999", "9" * 60, "[" * 3000 + "]" * 3000]),
)
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def _paths(v: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(v, dict):
        for k, x in v.items():
            out += _paths(x, (*prefix, k))
    elif isinstance(v, list):
        for i, x in enumerate(v):
            out += _paths(x, (*prefix, i))
    return out


def _doors(path: Path, capsys: Any) -> None:
    """Every door either accepts the file or names it and a line."""
    where = re.compile(re.escape(str(path)) + r":\d+:")
    for door in (lambda: load_session(path), lambda: verify(path)):
        try:
            door()
        except LogError as e:
            assert where.match(str(e)), str(e)
    for v in (False, True):
        status = run_replay(str(path), verify=v)
        said = capsys.readouterr()
        if status:
            assert where.search(said.out + said.err), said
    info = describe(path)
    assert info.damaged is None or where.match(info.damaged), info.damaged


@SETTINGS
@given(cut=st.integers(0, len(TEXT)), at=st.integers(0, len(TEXT) - 1), junk=st.binary(min_size=0, max_size=4))
def test_bytes_cut_or_overwritten(tmp_path_factory: Any, capsys: Any, cut: int, at: int, junk: bytes) -> None:
    path = tmp_path_factory.mktemp("m") / "mutated.jsonl"
    data = TEXT[:at] + junk + TEXT[at + len(junk) :]
    path.write_bytes(data[: max(cut, at)])
    _doors(path, capsys)


@SETTINGS
@given(data=st.data())
def test_a_value_replaced(tmp_path_factory: Any, capsys: Any, data: st.DataObject) -> None:
    n = data.draw(st.integers(0, len(LINES) - 1), label="line")
    obj = json.loads(LINES[n])
    where = data.draw(st.sampled_from(_paths(obj)[1:]), label="where")
    value = data.draw(ODD, label="value")
    target = obj
    for k in where[:-1]:
        target = target[k]
    placeholder = "@@VALUE@@"
    target[where[-1]] = placeholder
    raw = value if isinstance(value, str) and value[:1] in "N-I9[" and value != "" else json.dumps(value)
    line = json.dumps(obj).replace(json.dumps(placeholder), raw, 1)
    path = tmp_path_factory.mktemp("m") / "mutated.jsonl"
    path.write_text("\n".join([*LINES[:n], line, *LINES[n + 1 :]]) + "\n", encoding="utf-8")
    _doors(path, capsys)
