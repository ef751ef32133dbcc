"""Every rule an event or modifier names has its own explanation in the rulebook."""

import re
from pathlib import Path

from game.core import engine, rulebook

CORE = Path(__file__).resolve().parents[2] / "game" / "core"


def test_every_rule_named_in_the_rules_core_is_explained():
    engine.load_rules()
    named: set[str] = set()
    for path in CORE.rglob("*.py"):
        for m in re.finditer(r'rule(?:_id)?=f?"([a-z_][a-z0-9_.]*)(\{)?', path.read_text(encoding="utf-8")):
            if not m.group(2):  # ids built with f-strings are checked through their fixed prefix
                named.add(m.group(1))
    book = rulebook.every_entry()
    missing = sorted(r for r in named if r not in book)
    assert missing == []


def test_explain_falls_back_to_the_parent_rule():
    assert rulebook.explain("command.penalty.something_new")[0] == "Command penalties"
