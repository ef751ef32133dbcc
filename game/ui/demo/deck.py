"""Where a demo stands: which step is shown, the game before and after it, and moving between steps.

Index 0 is the set-up; index k shows step k done. Going forward applies the step's action to the game
with the dice it used when the demo was checked, and the timeline makes sure it lands on the same
position. Going back (or to a chapter) brings the earlier position back from the timeline, exactly: the
state hash after back-then-forward is the hash before.
"""

from __future__ import annotations

from game.core import ArmyList, Event, GameState
from game.data.demos import Demo
from game.replay.script import ScriptRun, Step, play_script


class DemoDeck:
    """A demo played through, and the step on show."""

    def __init__(self, demo: Demo, run: ScriptRun) -> None:
        self.demo = demo
        self.run = run
        self.index = 0
        self.state: GameState = run.timeline.state_at(0)
        self.before: GameState = self.state
        self.events: list[Event] = list(run.start_events)
        # Bumped on every change, so the screen knows when to redraw what depends on the step.
        self.version = 0

    @classmethod
    def load(cls, demo: Demo, armies: dict[str, ArmyList]) -> DemoDeck:
        return cls(demo, play_script(demo.spec, armies))

    @property
    def total(self) -> int:
        return len(self.run.steps)

    @property
    def step(self) -> Step | None:
        """The step on show (None at the set-up)."""
        return self.run.steps[self.index - 1] if self.index > 0 else None

    @property
    def at_end(self) -> bool:
        return self.index >= self.total

    def forward(self) -> bool:
        """Play the next step; False at the end."""
        if self.at_end:
            return False
        step = self.run.steps[self.index]
        before = self.state
        if step.was_refused:
            after, events = before, []
        else:
            after = before.clone()
            events = self.run.timeline.forward(after, step.position)
        self.index += 1
        self.before, self.state, self.events = before, after, events
        self.version += 1
        return True

    def back(self) -> bool:
        """Show the step before; False at the set-up."""
        if self.index == 0:
            return False
        self.goto(self.index - 1)
        return True

    def goto(self, index: int) -> None:
        """Show step ``index`` (0: the set-up) at once, its position brought back from the timeline."""
        index = max(0, min(self.total, index))
        tl = self.run.timeline
        if index == 0:
            self.state = self.before = tl.state_at(0)
            self.events = list(self.run.start_events)
        else:
            step = self.run.steps[index - 1]
            self.before = tl.state_at(step.position)
            self.state = self.before if step.after == step.position else tl.state_at(step.after)
            self.events = list(step.events)
        self.index = index
        self.version += 1

    def chapters(self) -> list[tuple[int, str]]:
        """(step, title) to jump to: the set-up, the demo's chapters, else every step's first words."""
        out = [(0, "Set-up: " + self.demo.title)]
        if self.demo.chapters:
            return out + list(self.demo.chapters)
        from game.ui.demo.caption import doing_words

        for s in self.run.steps:
            words = self.demo.caption(s.number) or s.note or doing_words(self.run.timeline.state_at(s.position), s)
            out.append((s.number, words if len(words) <= 70 else words[:67].rstrip() + "..."))
        return out
