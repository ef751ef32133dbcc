"""The one loop: dispatches actions to the phase modules and walks the turn sequence.

Phase modules register a ``Handler`` per action kind and hooks by name (see ``sequence.TURN``).
``check`` gives the reasons an action is refused, ``apply`` carries it out and returns the events,
``legal_actions`` gathers what the side to act may do now.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from game.core.actions import Action, Concede, IllegalAction, Proceed
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, GameOver, PhaseBegan, TurnBegan
from game.core.sequence import (
    BATTLE_BEGINS,
    PRE_BATTLE,
    TURN,
    Step,
    home_step,
    pre_battle_home,
    pre_battle_index,
    step_index,
)
from game.core.state import GameState, Result

Hook = Callable[[GameState, Dice], list[Event]]


@dataclass(frozen=True)
class Handler:
    """How one action kind is checked, applied and generated."""

    check: Callable[[GameState, Action], list[str]]
    apply: Callable[[GameState, Action, Dice], list[Event]]
    legal: Callable[[GameState], Iterable[Action]] | None = None
    # Whether the step may be left while this kind's obligations are open (e.g. a move owed).
    blocks_leaving: Callable[[GameState], str | None] | None = None


HANDLERS: dict[str, Handler] = {}
HOOKS: dict[str, Hook] = {}
# Called before every action other than "proceed"-free bookkeeping: offers that lapse when play moves on.
BEFORE_ACTION: list[Callable[[GameState, Action], None]] = []
# Called after every action: end-of-battle checks (General slain, army broken, ...).
AFTER_ACTION: list[Hook] = []
# Which side must decide now, if not the active side (e.g. a loser choosing its retreat order).
DECIDER: list[Callable[[GameState], int | None]] = []


def register(kind: str, handler: Handler) -> None:
    HANDLERS[kind] = handler


def hook(name: str) -> Callable[[Hook], Hook]:
    def deco(fn: Hook) -> Hook:
        HOOKS[name] = fn
        return fn

    return deco


def _load_rules() -> None:
    # Importing the phase modules registers their handlers and hooks.
    from game.core import command, turn  # noqa: F401

    for optional in (
        "game.core.shooting",
        "game.core.combat",
        "game.core.magic",
        "game.core.specials",
        "game.core.deployment",
    ):
        try:
            __import__(optional)
        except ModuleNotFoundError as e:
            if e.name != optional:
                raise


_loaded = False


def _ensure_loaded() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        _load_rules()


def load_rules() -> None:
    """Register every phase module's actions and hooks (done on first use; call it to list the vocabulary)."""
    _ensure_loaded()


def current_index(state: GameState) -> int:
    return step_index(state.phase, state.step)


def current_step(state: GameState) -> Step:
    """The step being played: a pre-battle step (deployment) before turn 1, else a step of the turn."""
    pre = pre_battle_index(state.phase, state.step)
    return PRE_BATTLE[pre] if pre is not None else TURN[current_index(state)]


def _pre_battle_refusal(state: GameState, kind: str) -> list[str]:
    # Pre-battle kinds belong to their own step, and nothing of the turn happens before the battle begins.
    here, home = pre_battle_index(state.phase, state.step), pre_battle_home(kind)
    if here is None:
        return [] if home is None else [f"{PRE_BATTLE[home].title.lower()} is over; the battle has begun"]
    if home != here:
        return [f"the battle has not begun: {PRE_BATTLE[here].title.lower()} comes first"]
    return []


def acting_side(state: GameState) -> int:
    _ensure_loaded()
    for fn in DECIDER:
        side = fn(state)
        if side is not None:
            return side
    return state.active


def leave_blockers(state: GameState) -> list[str]:
    """Reasons the current step cannot be left yet (a move owed, a choice to make)."""
    _ensure_loaded()
    reasons = []
    for h in HANDLERS.values():
        if h.blocks_leaving is not None:
            r = h.blocks_leaving(state)
            if r and r not in reasons:
                reasons.append(r)
    return reasons


def check(state: GameState, action: Action) -> list[str]:
    _ensure_loaded()
    if state.result is not None:
        return ["the battle is over"]
    if isinstance(action, Concede):
        return [] if action.side in (0, 1) else ["side must be 0 or 1"]
    if not state.started:
        return HANDLERS["start"].check(state, action) if action.kind == "start" else ["the battle has not started yet"]
    if action.kind == "start":
        return ["the battle has already started"]
    if isinstance(action, Proceed):
        return leave_blockers(state)
    handler = HANDLERS.get(action.kind)
    if handler is None:
        return [f"unknown action {action.kind!r}"]
    refused = _pre_battle_refusal(state, action.kind)
    if refused:
        return refused
    home = home_step(action.kind)
    if home is not None:
        cur = current_index(state)
        here, there = TURN[cur], TURN[home]
        if there.phase != here.phase:
            return [f"{there.title} happens in the {there.phase} phase; it is now the {here.phase} phase"]
        if home < cur:
            return [f"the {there.title.lower()} step is over; it is now {here.title.lower()}"]
        if home > cur:
            blockers = leave_blockers(state)
            if blockers:
                return blockers
    return handler.check(state, action)


def apply(state: GameState, action: Action, dice: Dice) -> list[Event]:
    reasons = check(state, action)
    if reasons:
        raise IllegalAction(action, reasons)
    events: list[Event] = []
    for fn in BEFORE_ACTION:
        fn(state, action)
    if action.kind == "start":
        events += HANDLERS["start"].apply(state, action, dice)
    elif isinstance(action, Concede):
        events += end_battle(state, 1 - action.side, "concession", conceded=action.side)
    elif isinstance(action, Proceed):
        events += advance(state, dice)
    else:
        home = home_step(action.kind)
        while home is not None and current_index(state) < home and state.result is None:
            events += advance(state, dice, auto_skip=False)
        events += HANDLERS[action.kind].apply(state, action, dice)
    events += after_action(state, dice)
    # After "start" the start handler has already placed the game where the scenario asked.
    if state.result is None and not isinstance(action, Proceed) and action.kind != "start":
        events += skip_idle(state, dice)
    state.invalidate()
    return events


def after_action(state: GameState, dice: Dice) -> list[Event]:
    events: list[Event] = []
    for fn in AFTER_ACTION:
        if state.result is not None:
            break
        events += fn(state, dice)
    return events


def run_hooks(state: GameState, names: tuple[str, ...], dice: Dice) -> list[Event]:
    events: list[Event] = []
    for name in names:
        fn = HOOKS.get(name)
        if fn is not None and state.result is None:
            events += fn(state, dice)
            state.invalidate()
    return events


def enter_step(state: GameState, dice: Dice) -> list[Event]:
    step = current_step(state)
    events: list[Event] = [
        PhaseBegan(turn=state.turn, side=state.active, phase=step.phase, step=step.name, rule="sequence")
    ]
    events += run_hooks(state, step.enter, dice)
    return events


def advance(state: GameState, dice: Dice, auto_skip: bool = True) -> list[Event]:
    """Leave the current step and enter the next, passing to the other side after the last step."""
    pre = pre_battle_index(state.phase, state.step)
    if pre is not None:
        left = run_hooks(state, PRE_BATTLE[pre].leave, dice)
        return left if state.result is not None else left + enter_pre_battle(state, dice, pre + 1)
    events: list[Event] = []
    cur = current_index(state)
    events += run_hooks(state, TURN[cur].leave, dice)
    if state.result is not None:
        return events
    nxt = cur + 1
    if nxt >= len(TURN):
        events += next_turn(state, dice)
        if state.result is not None:
            return events
        nxt = 0
    else:
        state.phase, state.step = TURN[nxt].phase, TURN[nxt].name
    events += enter_step(state, dice)
    events += after_action(state, dice)
    if auto_skip and state.result is None:
        events += skip_idle(state, dice)
    return events


def enter_pre_battle(state: GameState, dice: Dice, first: int = 0) -> list[Event]:
    """Enter the next pre-battle step with something to do (idle ones pass unannounced); after the
    last, the BATTLE_BEGINS hooks choose who goes first and open turn 1."""
    for step in PRE_BATTLE[first:]:
        state.phase, state.step = step.phase, step.name
        if not _idle(state):
            return enter_step(state, dice)
    return run_hooks(state, BATTLE_BEGINS, dice)


def next_turn(state: GameState, dice: Dice) -> list[Event]:
    """Hand the table to the other side; after both have played, the game turn ends."""
    events: list[Event] = []
    state.active = 1 - state.active
    if state.active == state.first_side:
        # A turn limit of 0 means the battle has no set length (option game_length "unlimited"). The result
        # names the last turn played, so the count stops there.
        if state.turn_limit and state.turn >= state.turn_limit:
            return end_battle(state, None, "turn limit")
        state.turn += 1
    state.phase, state.step = TURN[0].phase, TURN[0].name
    events.append(
        TurnBegan(turn=state.turn, side=state.active, side_name=state.sides[state.active].name, rule="sequence")
    )
    return events


def skip_idle(state: GameState, dice: Dice) -> list[Event]:
    """Pass steps that run by themselves or where nothing but proceeding is possible."""
    events: list[Event] = []
    for _ in range(len(TURN) * 2 + 2):
        if state.result is not None:
            break
        step = current_step(state)
        if step.automatic:
            events += advance(state, dice, auto_skip=False)
            continue
        if _idle(state):
            events += advance(state, dice, auto_skip=False)
            if step in PRE_BATTLE:
                break  # the battle has begun where the BATTLE_BEGINS hooks placed it
            continue
        break
    return events


def _idle(state: GameState) -> bool:
    """Whether the current step passes by itself: nothing to do in it but proceed."""
    return current_step(state).skip_when_idle and not leave_blockers(state) and not _step_actions(state)


def _step_actions(state: GameState) -> list[Action]:
    step = current_step(state)
    out: list[Action] = []
    for kind in step.actions:
        h = HANDLERS.get(kind)
        if h is not None and h.legal is not None:
            out.extend(h.legal(state))
    return out


def legal_actions(state: GameState) -> list[Action]:
    _ensure_loaded()
    if state.result is not None:
        return []
    if not state.started:
        return [HANDLERS["start"].legal(state).__iter__().__next__()] if HANDLERS["start"].legal else []
    # The current step's actions only: later steps of the phase are reached by proceeding (their actions
    # stay allowed by check, so a person may jump ahead, but listing them all would be slow and redundant).
    out: list[Action] = list(_step_actions(state))
    # Kinds that belong to no step (e.g. a supporting charge) are offered whenever their rule allows.
    if pre_battle_index(state.phase, state.step) is None:
        for kind, h in HANDLERS.items():
            if kind != "start" and home_step(kind) is None and pre_battle_home(kind) is None and h.legal is not None:
                out.extend(h.legal(state))
    if not leave_blockers(state):
        out.append(Proceed())
    return out


def end_battle(state: GameState, winner: int | None, reason: str, conceded: int | None = None) -> list[Event]:
    """Score victory points and end the battle. ``winner`` None means: decide by points."""
    from game.core.victory import score

    pts, lost = score(state)
    if conceded is not None:
        pts = (0, pts[1]) if conceded == 0 else (pts[0], 0)
        winner = 1 - conceded
    withdrawn = state.options.get("withdrawn")
    if winner is None:
        if pts[0] != pts[1]:
            winner = 0 if pts[0] > pts[1] else 1
        if withdrawn is not None and winner == withdrawn:
            winner = None  # a side that withdraws cannot win (digest 9.2)
    state.result = Result(winner, reason, pts, lost, state.turn)
    name = state.sides[winner].name if winner is not None else ""
    return [GameOver(winner=winner, reason=reason, points=pts, winner_name=name, rule="end.victory")]


def roll_event(purpose: str, faces: tuple[int, ...], **kw: object) -> DiceRolled:
    return DiceRolled(purpose=purpose, sides=6, faces=faces, **kw)  # type: ignore[arg-type]
