"""The node-level checks: YAML 1.1 surprises, field types and positions."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.data.armies import Armour
from game.data.schema import (
    Bool,
    Choice,
    Doc,
    F,
    Int,
    ListOf,
    Map,
    Nullable,
    Text,
    Version,
    check_node,
)
from game.data.yamlnodes import compose_text

SCHEMA = Map(
    {
        "name": F(Text(), True),
        "count": F(Int(1, 10)),
        "flag": F(Bool()),
        "version": F(Version()),
        "armour": F(Armour()),
        "colour": F(Choice(("red", "blue"))),
        "range": F(Nullable(Int(1))),
        "items": F(ListOf(Int(0))),
    }
)


def check(text: str) -> tuple[object, list[str]]:
    doc = Doc("f.yaml")
    node, problems = compose_text(text, "f.yaml")
    doc.problems.extend(problems)
    data = check_node(node, SCHEMA, doc)
    return data, [f"{p.line}:{p.column}: {p.message}" for p in doc.problems]


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("name: NO\n", "1:7: name: value NO was read as false; quote it if you meant the text"),
        ("name: yes\n", "1:7: name: value yes was read as true; quote it if you meant the text"),
        ("name: Off\n", "1:7: name: value Off was read as false; quote it if you meant the text"),
        ("name: x\ncount: on\n", "2:8: count: value on was read as true; a whole number is expected here"),
        ("name: x\ncount: 012\n", "2:8: count: value 012 was read as the octal number 10; write 12 without"),
        ("name: x\ncount: 09\n", "2:8: count: value 09 has a leading zero"),
        ("name: 012\n", "1:7: name: value 012 was read as the octal number 10; quote it if you meant the text"),
        ("name: 12:30\n", "1:7: name: value 12:30 was read as the base-60 number 750; quote it"),
        ("name: x\ncount: 1:30\n", "2:8: count: value 1:30 was read as the base-60 number 90; write a plain number"),
        ("name: 2024-05-01\n", "1:7: name: value 2024-05-01 was read as a date; quote it"),
        ("name: x\nversion: 1.10\n", '2:10: version: value 1.10 was read as the number 1.1; write it quoted: "1.10"'),
        ("name: x\nversion: 2\n", '2:10: version: value 2 was read as the number 2; write it quoted: "2"'),
        ("name: 12\n", "1:7: name must be text, got 12; quote it if you meant the text"),
        ("name: x\nflag: y\n", "2:7: flag must be true or false, got 'y'"),
        ("name: x\ncount: 0\n", "2:8: count must be 1 to 10, got 0"),
        ("name: x\ncount: 2.5\n", "2:8: count must be a whole number (1 to 10), got 2.5"),
        ("name: x\narmour: 2+\n", "2:9: armour must be 3+ to 6+ or none, got 2+"),
        ("name: x\narmour: off\n", "2:9: armour: value off was read as false; write none or a save such as 4+"),
        ("name: x\ncolour: Red\n", "2:9: colour must be one of red, blue, got 'Red'; did you mean 'red'?"),
        ("name: x\nitems: [1, -2, 3]\n", "2:12: items[1] must be at least 0, got -2"),
        ("name: x\nitems: 3\n", "2:8: items must be a list, got 3"),
        (
            "name: x\nname: y\n",
            "2:1: duplicate key 'name' (first at line 1); YAML would silently keep only the last one",
        ),
        ("nmae: x\n", "1:1: unknown key 'nmae'; did you mean 'name'?"),
        ("count: 3\n", "1:1: missing required key 'name'"),
        ("[1, 2]\n", "1:1: the top level must be a mapping of keys, got a list"),
        ("name: 'x\n", "1:7: YAML syntax error: a quoted scalar opened here never ends (the file ended first)"),
        ("name: x\n  bad: indent\n", "2:6: YAML syntax error: mapping values are not allowed"),
        ("", "1:1: file is empty: expected a mapping of keys"),
    ],
)
def test_problem_messages(text: str, problem: str) -> None:
    _, problems = check(text)
    assert any(p.startswith(problem) for p in problems), problems


def test_good_values_pass_through() -> None:
    data, problems = check(
        "name: 'NO'\ncount: 10\nflag: true\nversion: \"2.10\"\narmour: 4+\ncolour: red\nrange: none\nitems: [0, 1]\n"
    )
    assert problems == []
    assert data == {
        "name": "NO",
        "count": 10,
        "flag": True,
        "version": "2.10",
        "armour": 4,
        "colour": "red",
        "range": None,
        "items": [0, 1],
    }


@pytest.mark.parametrize(("text", "value"), [("none", None), ("~", None), ("'-'", None), ("3+", 3), ("6", 6)])
def test_armour_spellings(text: str, value: int | None) -> None:
    data, problems = check(f"name: x\narmour: {text}\n")
    assert problems == [] and data == {"name": "x", "armour": value}


def test_every_problem_of_a_file_comes_out_together() -> None:
    _, problems = check("name: NO\ncount: 11\nflag: maybe\ncolour: green\nextra: 1\n")
    assert [p.split(":")[0] for p in problems] == ["1", "2", "3", "4", "5"]


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab:- \n[]{}'\"#&*!|>%@,0129.+~\t")), max_size=60))
def test_any_text_gives_problems_never_a_traceback(text: str) -> None:
    data, problems = check(text)
    assert data is None or isinstance(data, dict)
    assert all(p.split(":")[0].isdigit() for p in problems)
