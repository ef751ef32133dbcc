"""``python -m game replay LOG [--verify] [--narrate]``: watch a command log, play it back, or prove it.

From the command line without either flag the log opens in the replay viewer (``window``). Otherwise,
without ``--verify`` the log's actions are applied with the dice it records and the final state hash is
printed. With ``--verify`` the army lists are checked against their hashes and every die is re-derived
from the seed (``game.replay.verify``). Any file, however damaged, ends in a message naming the file and
the line, and exit status 1; never a traceback.
"""

from __future__ import annotations

import sys
from typing import Any

from game.cli.narrate import lines
from game.core.dice import ScriptedDice
from game.core.events import Event
from game.core.state import GameState
from game.replay.log import LogError, initial_state, read_log
from game.replay.log import verify as verify_log
from game.replay.verify import apply_step


def run_replay(
    path: str,
    verify: bool = False,
    narrate: bool = False,
    window: bool = False,
    screenshot: str | None = None,
    frames: int | None = None,
) -> int:
    from game.core.engine import load_rules

    if window:
        from game.ui.replay_viewer.launch import run_viewer

        return run_viewer(path, screenshot, frames)
    # Every phase's actions must be known before a log's lines can be read back into actions.
    load_rules()
    if verify:
        return _verify(path)
    try:
        log = read_log(path)
        state = initial_state(log)
        for i, rec in enumerate(log.records, start=1):
            events = _step(state, rec, f"{log.path}:{rec['_line']}: step {i}")
            if narrate:
                for line in lines(events):
                    print(line)
    except LogError as e:
        print(e, file=sys.stderr)
        return 1
    print(f"{len(log.records)} steps, final state hash {state.state_hash()}")
    return 0


def _step(state: GameState, rec: dict[str, Any], where: str) -> list[Event]:
    """Apply one record with the faces it records; a LogError starting with ``where`` if it fails."""
    events: list[Event] = []
    dice = ScriptedDice(rec["dice"])
    apply_step(rec, lambda a: events.extend(state.apply(a, dice)), where)
    return events


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
