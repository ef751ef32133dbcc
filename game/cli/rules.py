"""``python -m game rules [ID]``: the rule modules the game knows, or one module's rulebook.

Without an id it lists every module: the base modules every game plays with, then the optional ones a
game may switch on (``--rules``, a scenario's ``rules:``, the set-up screen), each with its one-line
description, its options and their defaults, and the army special rules it carries out. With an id it
prints that module's rulebook entries in full.
"""

from __future__ import annotations

import sys
from dataclasses import MISSING, fields, is_dataclass

from game.core.modules import base_modules, known_modules, optional_modules
from game.core.ruleset import RulesModule


def option_lines(m: RulesModule) -> list[str]:
    """``name = default: what it means`` for each option of a module (its class's docstring explains them)."""
    if not is_dataclass(m.options):
        return []
    out = []
    for f in fields(m.options):
        default = f.default if f.default is not MISSING else None
        out.append(f"{f.name} = {default!r}")
    return out


def _module_lines(m: RulesModule) -> list[str]:
    lines = [f"{m.id} — {m.title}", f"    {m.description}"]
    opts = option_lines(m)
    if opts:
        lines.append("    options: " + "; ".join(opts))
    if m.requires:
        lines.append("    requires: " + ", ".join(m.requires))
    if m.excludes:
        lines.append("    excludes: " + ", ".join(m.excludes))
    if m.specials:
        lines.append("    special rules: " + ", ".join(sp.id for sp in m.specials))
    lines.append(f"    rulebook: {len(m.rulebook)} entries (python -m game rules {m.id})")
    return lines


def run_rules(module_id: str | None = None) -> int:
    """Print the modules, or one module's rulebook; 2 with the known ids if ``module_id`` is unknown."""
    if module_id is None:
        print("Base rules (every game):")
        for m in base_modules():
            print("\n".join("  " + line for line in _module_lines(m)))
        print("\nOptional modules (switched on per game):")
        opt = optional_modules()
        if not opt:
            print("  none yet")
        for m in opt:
            print("\n".join("  " + line for line in _module_lines(m)))
        return 0
    m = known_modules().get(module_id)
    if m is None:
        print(f"no rule module is called {module_id!r}; known: {', '.join(known_modules())}", file=sys.stderr)
        return 2
    print("\n".join(_module_lines(m)))
    # A module without options (an empty options class) has nothing to explain.
    if option_lines(m) and m.options.__doc__:
        print("\nOptions:\n    " + " ".join(m.options.__doc__.replace("``", "").split()))
    print("\nRulebook:")
    for rid in sorted(m.rulebook):
        title, text = m.rulebook[rid]
        print(f"  {rid} — {title}\n      {text}")
    return 0
