"""Where a lesson stands: which scripted step is next, whether the player must make it, what to say.

The lesson is a demo whose ``your_turn`` steps the player makes (see ``game/data/your_turn.py``). The
other steps are played for the player, a run of them after each "Continue". Plain logic, no drawing:
the scene asks ``vet`` about every action the player tries and tells ``done`` when one was applied.
"""

from __future__ import annotations

from typing import Any

from game.core import Action, action_from_dict
from game.data.demos import Demo
from game.data.your_turn import YourTurn

WAIT = "Read what happened, then press Continue."


class Guide:
    """The steps of ``lesson`` and the one it waits for."""

    def __init__(self, lesson: Demo) -> None:
        self.lesson = lesson
        self.raw: list[dict[str, Any]] = [dict(a) for a in lesson.spec.actions]
        self.turns: dict[int, YourTurn] = {t.step: t for t in lesson.your_turn}
        # 1-based number of the next scripted step to play.
        self.next = 1
        # "do": the player must make step ``next``; "read": a step was made, its rule is shown.
        self.mode = "read"
        self.notes: list[str] = []
        self.last: YourTurn | None = None
        # How many your-turn steps the player has made.
        self.made = 0

    @property
    def finished(self) -> bool:
        return self.next > len(self.raw)

    @property
    def waiting(self) -> YourTurn | None:
        """The your-turn step the player must make now, or None."""
        return self.turns.get(self.next) if self.mode == "do" else None

    def action(self, n: int) -> Action:
        raw = {k: v for k, v in self.raw[n - 1].items() if k not in ("note", "expect")}
        return action_from_dict(raw)

    def vet(self, action: Action) -> Action | str:
        """The scripted action to apply for what the player did, or the hint when it is not the step."""
        turn = self.waiting
        if turn is None:
            return WAIT
        scripted = self.raw[self.next - 1]
        if not turn.agrees(scripted, action.to_dict()):
            return turn.hint
        # The script's own action: its dice and what follows were checked when the lesson was loaded.
        return self.action(self.next)

    def done(self) -> None:
        """The player's step was applied: show its rule."""
        self.last = self.turns.get(self.next)
        self.made += 1
        self.next += 1
        self.mode = "read"
        self.notes = []

    def auto_steps(self) -> list[int]:
        """The numbers of the steps played for the player before the next your-turn step (or the end)."""
        out = []
        n = self.next
        while n <= len(self.raw) and n not in self.turns:
            out.append(n)
            n += 1
        return out

    def played(self, n: int) -> None:
        """Step ``n`` was played for the player."""
        note = str(self.raw[n - 1].get("note") or "")
        if note:
            self.notes.append(note)
        self.next = n + 1

    def begin_turn(self) -> None:
        self.mode = "do"
        self.last = None
