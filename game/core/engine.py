"""The one loop: dispatches actions to the game's rule modules and walks its turn sequence.

Everything rule-specific comes from the game's own ruleset (``state.ruleset``): the handler of each
action kind, the steps of the turn and the hooks they run, the typed hook points (``game.core.hooks``).
``check`` gives the reasons an action is refused, ``apply`` carries it out and returns the events,
``legal_actions`` gathers what the side to act may do now.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core import hooks
from game.core.actions import Action, Concede, IllegalAction, Proceed
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, GameOver, PhaseBegan, TurnBegan
from game.core.ruleset import Handler
from game.core.sequence import Step
from game.core.state import GameState, Result

__all__ = ["Handler", "acting_side", "advance", "apply", "check", "end_battle", "legal_actions"]

Hook = Callable[[GameState, Dice], list[Event]]


def load_rules() -> None:
    """Import every rule module the game knows, so their action and event types can be read back from a log."""
    from game.core.modules import known_modules

    known_modules()


def current_index(state: GameState) -> int:
    return state.ruleset.step_index(state.phase, state.step)


def current_step(state: GameState) -> Step:
    """The step being played: a pre-battle step (deployment) before turn 1, else a step of the turn."""
    rules = state.ruleset
    pre = rules.pre_battle_index(state.phase, state.step)
    return rules.pre_battle[pre] if pre is not None else rules.turn[current_index(state)]


def _pre_battle_refusal(state: GameState, kind: str) -> list[str]:
    # Pre-battle kinds belong to their own step, and nothing of the turn happens before the battle begins.
    rules = state.ruleset
    here, home = rules.pre_battle_index(state.phase, state.step), rules.pre_battle_home(kind)
    if here is None:
        return [] if home is None else [f"{rules.pre_battle[home].title.lower()} is over; the battle has begun"]
    if home != here:
        return [f"the battle has not begun: {rules.pre_battle[here].title.lower()} comes first"]
    return []


def acting_side(state: GameState) -> int:
    for fn in (*state.ruleset.hook(hooks.HELD_DECIDER), *state.ruleset.hook(hooks.DECIDER)):
        side = fn(state)
        if side is not None:
            return side
    return state.active


def leave_blockers(state: GameState) -> list[str]:
    """Reasons the current step cannot be left yet (a move owed, a choice to make)."""
    reasons = []
    for h in state.ruleset.handlers.values():
        if h.blocks_leaving is not None:
            r = h.blocks_leaving(state)
            if r and r not in reasons:
                reasons.append(r)
    return reasons


def check(state: GameState, action: Action) -> list[str]:
    if state.result is not None:
        return ["the battle is over"]
    rules = state.ruleset
    if isinstance(action, Concede):
        return [] if action.side in (0, 1) else ["side must be 0 or 1"]
    if not state.started:
        return rules.handlers["start"].check(state, action) if action.kind == "start" else ["the battle has not started yet"]
    if action.kind == "start":
        return ["the battle has already started"]
    if isinstance(action, Proceed):
        return leave_blockers(state)
    handler = rules.handlers.get(action.kind)
    if handler is None:
        return [f"no rule of this game knows the action {action.kind!r}"]
    refused = _pre_battle_refusal(state, action.kind)
    if refused:
        return refused
    for waits in rules.hook(hooks.ACTION_WAITS):
        why = waits(state, action)
        if why:
            return [why]
    home = rules.home_step(action.kind)
    if home is not None:
        cur = current_index(state)
        here, there = rules.turn[cur], rules.turn[home]
        if there.phase != here.phase:
            return [f"{there.title} happens in the {there.phase} phase; it is now the {here.phase} phase"]
        if home < cur:
            return [f"the {there.title.lower()} step is over; it is now {here.title.lower()}"]
        if home > cur:
            blockers = leave_blockers(state)
            if blockers:
                return blockers
    refused = module_refusals(state, action)
    return refused or handler.check(state, action)


def module_refusals(state: GameState, action: Action) -> list[str]:
    """What the rule modules' general checks say against the action (``hooks.ACTION_CHECK``)."""
    return [r for fn in state.ruleset.hook(hooks.ACTION_CHECK) for r in fn(state, action)]


def apply(state: GameState, action: Action, dice: Dice) -> list[Event]:
    reasons = check(state, action)
    if reasons:
        raise IllegalAction(action, reasons)
    events: list[Event] = []
    rules = state.ruleset
    for fn in rules.hook(hooks.BEFORE_ACTION):
        fn(state, action)
    for wrap in rules.hook(hooks.ACTION_DICE):
        dice = wrap(state, action, dice)
    if action.kind == "start":
        events += rules.handlers["start"].apply(state, action, dice)
    elif isinstance(action, Concede):
        events += end_battle(state, 1 - action.side, "concession", conceded=action.side)
    elif isinstance(action, Proceed):
        events += advance(state, dice)
    else:
        home = rules.home_step(action.kind)
        while home is not None and current_index(state) < home and state.result is None:
            events += advance(state, dice, auto_skip=False)
        events += rules.handlers[action.kind].apply(state, action, dice)
    events += after_action(state, dice)
    # After "start" the start handler has already placed the game where the scenario asked.
    if state.result is None and not isinstance(action, Proceed) and action.kind != "start":
        events += skip_idle(state, dice)
    state.invalidate()
    return events


def after_action(state: GameState, dice: Dice) -> list[Event]:
    events: list[Event] = []
    for fn in state.ruleset.hook(hooks.AFTER_ACTION):
        if state.result is not None:
            break
        events += fn(state, dice)
    return events


def run_hooks(state: GameState, names: tuple[str, ...], dice: Dice) -> list[Event]:
    events: list[Event] = []
    for name in names:
        fn = state.ruleset.step_hooks[name]
        if state.result is None:
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
    rules = state.ruleset
    pre = rules.pre_battle_index(state.phase, state.step)
    if pre is not None:
        left = run_hooks(state, rules.pre_battle[pre].leave, dice)
        return left if state.result is not None else left + enter_pre_battle(state, dice, pre + 1)
    events: list[Event] = []
    cur = current_index(state)
    events += run_hooks(state, rules.turn[cur].leave, dice)
    if state.result is not None:
        return events
    nxt = cur + 1
    if nxt >= len(rules.turn):
        events += next_turn(state, dice)
        if state.result is not None:
            return events
        nxt = 0
    else:
        state.phase, state.step = rules.turn[nxt].phase, rules.turn[nxt].name
    events += enter_step(state, dice)
    events += after_action(state, dice)
    if auto_skip and state.result is None:
        events += skip_idle(state, dice)
    return events


def enter_pre_battle(state: GameState, dice: Dice, first: int = 0) -> list[Event]:
    """Enter the next pre-battle step with something to do (idle ones pass unannounced); after the
    last, the BATTLE_BEGINS hooks choose who goes first and open turn 1."""
    for step in state.ruleset.pre_battle[first:]:
        state.phase, state.step = step.phase, step.name
        if not _idle(state):
            return enter_step(state, dice)
    events: list[Event] = []
    for fn in state.ruleset.battle_begins:
        if state.result is None:
            events += fn(state, dice)
            state.invalidate()
    return events


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
    first = state.ruleset.turn[0]
    state.phase, state.step = first.phase, first.name
    events.append(
        TurnBegan(turn=state.turn, side=state.active, side_name=state.sides[state.active].name, rule="sequence")
    )
    return events


def skip_idle(state: GameState, dice: Dice) -> list[Event]:
    """Pass steps that run by themselves or where nothing but proceeding is possible."""
    events: list[Event] = []
    for _ in range(len(state.ruleset.turn) * 2 + 2):
        if state.result is not None:
            break
        step = current_step(state)
        if step.automatic:
            events += advance(state, dice, auto_skip=False)
            continue
        if _idle(state):
            events += advance(state, dice, auto_skip=False)
            if step in state.ruleset.pre_battle:
                break  # the battle has begun where the BATTLE_BEGINS hooks placed it
            continue
        break
    return events


def _idle(state: GameState) -> bool:
    """Whether the current step passes by itself: nothing to do in it but proceed."""
    return current_step(state).skip_when_idle and not leave_blockers(state) and not _any_step_action(state)


def _any_step_action(state: GameState) -> bool:
    """Whether the current step offers any action; stops at the first (a handler's ``legal`` may be lazy)."""
    for kind in current_step(state).actions:
        h = state.ruleset.handlers[kind]
        if h.legal is not None and next(iter(h.legal(state)), None) is not None:
            return True
    return False


def _step_actions(state: GameState) -> list[Action]:
    step = current_step(state)
    out: list[Action] = []
    for kind in step.actions:
        h = state.ruleset.handlers[kind]
        if h.legal is not None:
            out.extend(h.legal(state))
    return out


def legal_actions(state: GameState) -> list[Action]:
    if state.result is not None:
        return []
    rules = state.ruleset
    if not state.started:
        start = rules.handlers["start"].legal
        return [next(iter(start(state)))] if start else []
    # The current step's actions only: later steps of the phase are reached by proceeding (their actions
    # stay allowed by check, so a person may jump ahead, but listing them all would be slow and redundant).
    out: list[Action] = list(_step_actions(state))
    # Kinds that belong to no step (e.g. a supporting charge) are offered whenever their rule allows.
    if rules.pre_battle_index(state.phase, state.step) is None:
        for kind, h in rules.handlers.items():
            if kind != "start" and rules.home_step(kind) is None and rules.pre_battle_home(kind) is None and h.legal:
                out.extend(h.legal(state))
    if state.ruleset.hook(hooks.ACTION_CHECK):
        out = [a for a in out if not module_refusals(state, a)]
    waits = state.ruleset.hook(hooks.ACTION_WAITS)
    if waits:
        out = [a for a in out if not any(w(state, a) for w in waits)]
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
    withdrawn = state.withdrawn
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
