"""A scenario's scripted actions played through the rules into steps, each kept so it can be shown again.

A demo is played this way before anything is shown: every action must be allowed (or refused, where the
script says it shows a refusal), and the scripted dice must be used up exactly. What comes out is the
list of steps, each with the events it made, and a ``Timeline`` that brings back the position before
any step at once.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.core.actions import Action, IllegalAction, action_from_dict
from game.core.dice import DiceError
from game.core.events import Event
from game.core.profiles import ArmyList
from game.core.scenario import ScenarioSpec, new_game
from game.core.turn import Start
from game.replay.session import Session
from game.replay.timeline import Timeline


class ScriptError(ValueError):
    """The script does not play: an action the rules refuse, a refusal that does not happen, dice left."""


@dataclass
class Step:
    """One scripted action: what it was, what the script says about it, and what it did.

    ``position`` is the timeline position the step starts from; a refused step changes nothing, so its
    ``after`` is the same position.
    """

    number: int
    action: Action
    note: str
    refused: tuple[str, ...]
    events: list[Event]
    position: int
    after: int

    @property
    def was_refused(self) -> bool:
        return bool(self.refused)


@dataclass
class ScriptRun:
    """A script played to its end: the events of the start, the steps and the positions."""

    start_events: list[Event]
    steps: list[Step]
    timeline: Timeline
    dice_used: int = 0
    session: Session | None = field(default=None, repr=False)


def play_script(spec: ScenarioSpec, armies: dict[str, ArmyList]) -> ScriptRun:
    """Play ``spec``'s actions with its dice; raises ScriptError naming the step that went wrong."""
    import game.core.engine  # noqa: F401  (registers every action kind)

    state = new_game(spec, armies)
    scripted = list(spec.dice) if spec.dice is not None else None
    session = Session.start(state, seed=spec.seed, scripted=scripted, strict_script=scripted is not None)
    start_events = session.apply(Start())
    timeline = Timeline(session.state.clone())
    steps: list[Step] = []
    for n, raw in enumerate(spec.actions, start=1):
        raw = dict(raw)
        note, expect = str(raw.pop("note", "") or ""), raw.pop("expect", None)
        action = _action(raw, n)
        pos = timeline.length
        if expect == "refused":
            reasons = session.state.check(action)
            if not reasons:
                raise ScriptError(f"step {n} ({action}) should be refused by the rules, but is allowed")
            steps.append(Step(n, action, note, tuple(reasons), [], pos, pos))
            continue
        try:
            events = session.apply(action)
        except IllegalAction as e:
            raise ScriptError(f"step {n} ({action}) is not allowed: {'; '.join(e.reasons)}") from None
        except DiceError as e:
            raise ScriptError(f"step {n} ({action}): {e}") from None
        timeline.record(action, session.records[-1].dice, session.state)
        steps.append(Step(n, action, note, (), events, pos, pos + 1))
    left = _left(session)
    if left:
        raise ScriptError(f"{len(left)} scripted dice were not used: {left}")
    # The dice of the start count too: a rule may roll before the first step (scouting, who goes first).
    used = sum(len(d) for d in timeline.dice) + (len(session.records[0].dice) if session.records else 0)
    return ScriptRun(start_events, steps, timeline, used, session)


def _action(raw: dict[str, Any], n: int) -> Action:
    try:
        return action_from_dict(raw)
    except (ValueError, TypeError) as e:
        raise ScriptError(f"step {n}: {e}") from None


def _left(session: Session) -> list[int]:
    inner = getattr(session.dice, "inner", None)
    scripted = getattr(inner, "scripted", None)
    return list(scripted.remaining) if scripted is not None else []
