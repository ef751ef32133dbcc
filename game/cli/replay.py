"""``python -m game replay LOG --verify``: re-apply a command log and compare every state hash."""

from __future__ import annotations

import sys

from game.cli.narrate import lines
from game.core.actions import action_from_dict
from game.core.dice import ScriptedDice
from game.replay.log import LogError, initial_state, read_log
from game.replay.log import verify as verify_log


def run_replay(path: str, verify: bool = False, narrate: bool = False) -> int:
    from game.core.engine import load_rules

    # Every phase's actions must be known before a log's lines can be read back into actions.
    load_rules()
    if verify:
        return _verify(path)
    try:
        log = read_log(path)
        state = initial_state(log)
    except LogError as e:
        print(e, file=sys.stderr)
        return 1
    for rec in log.records:
        events = state.apply(action_from_dict(rec["action"]), ScriptedDice(rec["dice"]))
        if narrate:
            for line in lines(events):
                print(line)
    print(f"{len(log.records)} steps, final state hash {state.state_hash()}")
    return 0


def _verify(path: str) -> int:
    try:
        result = verify_log(path)
    except LogError as e:
        print(e, file=sys.stderr)
        return 1
    if result.ok:
        print(f"ok ({result.steps} steps)")
        return 0
    print(result.message)
    return 1
