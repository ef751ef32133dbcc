"""Command logs and saves: one JSON object a line, written atomically; reading, replaying, verifying.

Line 1 is the header (format, versions, seed, how the dice were made, content hashes, the starting
state, and any keys later versions add: a reader keeps what it does not know). Each further line is one
applied action with the dice faces it consumed, the state hash after it and the phase it ended in, and
for an action the computer chose, its ``reason``: data beside the step for the debrief and the replay,
never hashed (a log without reasons loads and verifies the same). A save is the same file: loading replays the actions with the session's own seeded dice, so the game
continues exactly as it would have.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from game.core.actions import Action
from game.core.engine import load_rules
from game.core.events import Event
from game.core.kept import old_layout_hash
from game.files import write_atomically
from game.replay.reading import FORMAT, FORMAT_VERSION, LogError, LogFile, initial_state, read_log
from game.replay.session import ChainedDice, Record, Session
from game.replay.verify import VerifyResult, apply_step, verify

# Header keys a resumed game carries on with (the rest are recomputed when it is next written).
KEPT_ON_LOAD = ("scenario", "scenario_file", "scenario_hash", "names", "mode", "ai", "game_id", "branched_from")

# Told of every step a load replays: (step number from 1, the action, its events, the session after it).
StepSeen = Callable[[int, Action, list[Event], Session], None]


def log_text(session: Session) -> str:
    """The session's header and records as the text of a log file."""
    lines = [json.dumps(session.header(), sort_keys=True, separators=(",", ":"))]
    for i, r in enumerate(session.records, start=1):
        lines.append(json.dumps({"step": i, **r.to_dict()}, sort_keys=True, separators=(",", ":")))
    return "\n".join(lines) + "\n"


def write_log(session: Session, path: str | Path) -> None:
    """Write the session's header and records to ``path`` atomically (a temporary file, then a rename)."""
    write_atomically(path, log_text(session))


class LogReplay:
    """A saved game being replayed one step at a time, each die and hash checked as it goes.

    Made, it has read the file and set up the starting state (a LogError if either is wrong); ``step``
    then replays the next record. The replay viewer takes the steps a few at a time between frames, so a
    long battle shows at once and reads on while the player looks; ``load_session`` takes them all.
    """

    def __init__(self, path: str | Path) -> None:
        from game.replay.verify import SCRIPTED, dice_kind

        load_rules()
        self.log = read_log(path)
        state = initial_state(self.log)
        header = {k: v for k, v in self.log.header.items() if k in KEPT_ON_LOAD}
        kind = dice_kind(self.log.header)
        script = self.log.header.get("script") if kind != "seeded" else None
        self.session = Session.start(
            state, seed=self.log.header["seed"], scripted=script, strict_script=kind == SCRIPTED, header=header
        )
        self.session.initial = self.log.header["initial_state"]
        # Nothing loaded is taken back: copying every state to make it undoable was a fifth of a load.
        self.session.undoable = False
        self.done = 0

    @property
    def total(self) -> int:
        """How many steps the file records."""
        return len(self.log.records)

    @property
    def finished(self) -> bool:
        return self.done >= self.total

    def step(self) -> tuple[Action, list[Event]]:
        """Replay the next record: its action and events; a LogError naming FILE:LINE if it does not replay."""
        rec = self.log.records[self.done]
        i = self.done + 1
        session = self.session
        where = f"{self.log.path}:{rec['_line']}: step {i}"
        events: list[Event] = []
        why = rec.get("reason")
        action = apply_step(rec, lambda a: events.extend(session.apply(a, why)), where)
        got = session.records[-1]
        if got.dice != rec["dice"]:
            raise LogError(
                f"{where}: the dice recorded ({rec['dice']}) are not the ones the game's seed gives ({got.dice}); "
                "the file was changed or is from another version"
            )
        # A log saved before the rules kept typed state hashed the old layout of the same state.
        if got.hash != rec["hash"] and old_layout_hash(session.state) != rec["hash"]:
            raise LogError(f"{where}: does not replay as saved (the file was changed or is from another version)")
        self.done = i
        if self.finished:
            session.undoable = True
        return action, events


def load_session(path: str | Path, on_step: StepSeen | None = None) -> Session:
    """Resume a saved game: replay its actions with the session's own dice and check every die and hash.

    This is the one place a log is replayed: the Load screen, ``play --load`` and the replay viewer (which
    keeps each position through ``on_step``, or takes ``LogReplay``'s steps itself) all come here, so they
    all accept and refuse the same files.
    """
    replay = LogReplay(path)
    while not replay.finished:
        action, events = replay.step()
        if on_step is not None:
            on_step(replay.done, action, events, replay.session)
    replay.session.undoable = True
    return replay.session


__all__ = [
    "FORMAT",
    "FORMAT_VERSION",
    "ChainedDice",
    "LogError",
    "LogFile",
    "LogReplay",
    "Record",
    "Session",
    "VerifyResult",
    "initial_state",
    "load_session",
    "log_text",
    "read_log",
    "verify",
    "write_log",
]
