"""Taking over a replay: a new game that starts from any position of it, hot-seat or against the computer.

The new game is a session of its own (its own game id and fresh dice, so its autosaves and saves never
mix with the old game's) whose starting state is the position taken over. Its header says where it
branched from: ``branched_from`` names the source file, the step and that position's state hash, so the
new log can be traced to the old one and the position checked. No pygame here.
"""

from __future__ import annotations

import secrets

from game.core import Start
from game.replay.session import Session
from game.ui.replay_viewer.model import Replay


def take_over(replay: Replay, mode: str = "hotseat", ai_side: int | None = None, opponent: str | None = None,
              seed: int | None = None) -> Session:
    """A new session from the position on show; ``mode`` "solo" gives ``ai_side`` to ``opponent``."""
    index = replay.index
    state = replay.timeline.state_at(index)
    header: dict[str, object] = {
        "scenario": replay.header.get("scenario") or state.scenario or "Battle",
        "names": [s.name for s in state.sides],
        "mode": mode,
        "branched_from": {
            "file": str(replay.path.resolve()),
            "step": index,
            "hash": replay.timeline.hash_at(index),
            "game_id": replay.header.get("game_id"),
        },
    }
    if mode == "solo":
        if ai_side not in (0, 1) or not opponent:
            raise ValueError("a game against the computer needs the computer's side and opponent")
        header["ai"] = {str(ai_side): opponent}
    # Fresh dice: the game from here on is a new one, not the old game's rolls over again.
    seed = secrets.randbelow(2**31 - 1) + 1 if seed is None else seed
    session = Session.start(state, seed=seed, header=header)
    if not state.check(Start()):
        # Taken over before the battle began: it begins now, as a new battle does.
        session.apply(Start())
    return session
