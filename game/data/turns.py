"""How long a scenario's battle may run, and the steps of the turn it may start at.

A ``start_step`` the turn never reaches used to send the first turn walking for ever in a battle of
unlimited length; a length of a trillion turns is a slip of the keyboard. Both are checked here, at
their own lines. (The rule options themselves are checked by the rule modules that own them.)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from game.data.doc import Doc
from game.data.problems import did_you_mean

# A battle longer than this is a typing slip; game_length "unlimited" says the other thing meant.
MAX_TURNS = 100


def check_length(data: dict[str, Any], doc: Doc) -> None:
    """A number of turns given as option ``game_length`` stays within MAX_TURNS, like ``turn_limit``."""
    length = (data.get("options") or {}).get("game_length")
    if isinstance(length, int) and not isinstance(length, bool) and length > MAX_TURNS:
        doc.bad(("options", "game_length"), f"must be at most {MAX_TURNS} turns, got {length}")


def check_start_step(data: dict[str, Any], doc: Doc, rules: Iterable[str]) -> None:
    """``start_step`` names a step of the turn the scenario's rules play (optional modules may add steps)."""
    from game.core.modules import compose
    from game.core.ruleset import RulesetError

    step = data.get("start_step")
    if step is None:
        return
    try:
        turn = compose(rules).turn
    except RulesetError:
        turn = compose().turn  # the unknown module is reported where it is named
    names = [s.name for s in turn]
    if step not in names:
        doc.bad(("start_step",), f"must be one of {', '.join(names)}, got {step!r}{did_you_mean(step, names)}")
