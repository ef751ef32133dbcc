"""Starting the battle, the length of the battle, the end of each turn, and the checks that end it early.

``Start`` fixes the battle's length (digest 9.1: a set number of turns, a D6 roll for it, a random end
or no limit, option ``game_length``) and walks into the pre-battle steps (deployment). When they are
over the ``battle.begin`` hook decides who goes first and opens turn 1. After every action
``withdrawal`` checks whether an army has lost its General or reached its break point (digest 9.2).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core import engine, hooks, rulebook
from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Narration, TurnBegan
from game.core.ruleset import Handler, RulesModule, StepEdit
from game.core.sequence import Step
from game.core.state import Character, GameState
from game.core.victory import break_point, counted_units, is_lost, losses

# Turns the battle lasts for each face of the D6 rolled before it (digest 9.1; the two rules pages disagree).
ROLLED_LENGTHS: dict[str, tuple[int, ...]] = {
    "d6": (6, 6, 7, 7, 8, 8),
    "d6-short": (5, 5, 6, 6, 7, 7),
}
RANDOM_END = "random-end"
UNLIMITED = "unlimited"
# Other spellings accepted for the same choices; "fixed" keeps the scenario's own turn limit.
ALIASES: dict[str, str | None] = {"fixed": None, "roll_d6": "d6", "roll-d6": "d6", "random_end": RANDOM_END}
# Random end: roll at the end of each game turn from this one on; the battle ends on this score or more...
RANDOM_END_FROM_TURN = 5
RANDOM_END_SCORE = 4
# ...and always ends after this turn.
RANDOM_END_LAST_TURN = 8

END_RULES: dict[str, tuple[str, str]] = {
        "end.length": (
            "Length of the battle",
            "The players agree how many turns the battle lasts, or roll for it, or play on until an army withdraws.",
        ),
        "end.length.d6": (
            "Rolled length",
            "Before the battle one die decides its length: 1-2 six turns, 3-4 seven, 5-6 eight "
            "(the short table: five, six or seven).",
        ),
        "end.withdrawal": (
            "Withdrawal",
            "An army that withdraws cannot win the battle: if it has more victory points, the battle is a draw.",
        ),
        "end.length.random": (
            "Random end",
            "From the end of turn 5 a die is rolled after every turn: on 4 or more the battle ends there. "
            "It always ends after turn 8.",
        ),
}


@dataclass(frozen=True)
class Start(Action):
    """Begin the battle: fix its length, deploy, decide who moves first if the scenario says to roll for it."""

    kind: ClassVar[str] = "start"

    def __str__(self) -> str:
        return "start"


def canonical_length(value: object) -> object:
    """A ``game_length`` value in its own spelling (other spellings of the same choice mapped onto it)."""
    return ALIASES[value] if isinstance(value, str) and value in ALIASES else value


def game_length(state: GameState) -> int | str | None:
    """Option ``game_length`` in its own spelling: a number of turns, "d6", "d6-short", "random-end",
    "unlimited", or None for the scenario's turn limit."""
    return canonical_length(state.ruleset.option("end").game_length)  # type: ignore[return-value]


@dataclass(frozen=True)
class EndOptions:
    """``game_length``: a number of turns, "d6", "d6-short", "random-end", "unlimited", or None for the
    scenario's own turn limit (digest 9.1)."""

    game_length: int | str | None = None

    def problems(self) -> list[str]:
        problem = game_length_problem(canonical_length(self.game_length))
        return [problem] if problem else []


def game_length_problem(value: object) -> str | None:
    """Why an option ``game_length`` cannot be played, or None if it can."""
    if value is None or value in ROLLED_LENGTHS or value in (RANDOM_END, UNLIMITED):
        return None
    if isinstance(value, int) and not isinstance(value, bool) and value >= 1:
        return None
    choices = ", ".join([*ROLLED_LENGTHS, RANDOM_END, UNLIMITED])
    return f"the battle's length must be a number of turns (1 or more), {choices}; got {value!r}"


def _check_start(state: GameState, action: Action) -> list[str]:
    # The battle's length was checked with the rules' options when the game was made.
    return []


def _apply_start(state: GameState, action: Action, dice: Dice) -> list[Event]:
    state.started = True
    events = _fix_length(state, dice)
    return events + engine.enter_pre_battle(state, dice)


def _fix_length(state: GameState, dice: Dice) -> list[Event]:
    """Set ``turn_limit`` from option ``game_length``; a fixed number is the scenario's own unless given."""
    length = game_length(state)
    if isinstance(length, int):
        state.turn_limit = length
    elif length == RANDOM_END:
        state.turn_limit = RANDOM_END_LAST_TURN
    elif length == UNLIMITED:
        state.turn_limit = 0
    elif length in ROLLED_LENGTHS:
        face = dice.roll(1, 6, "length of the battle")[0]
        state.turn_limit = ROLLED_LENGTHS[length][face - 1]
        return [
            DiceRolled(
                purpose="Length of the battle",
                sides=6,
                faces=(face,),
                outcome=f"the battle lasts {state.turn_limit} turns",
                rule="end.length.d6",
            )
        ]
    return []


def begin_battle(state: GameState, dice: Dice) -> list[Event]:
    """The armies are on the table: roll for the first turn if asked, then open turn 1."""
    events: list[Event] = []
    if state.roll_first_side:
        state.roll_first_side = False
        while True:
            a, b = dice.roll(1, 6, "first turn")[0], dice.roll(1, 6, "first turn")[0]
            winner = None if a == b else (0 if a > b else 1)
            outcome = "tie, roll again" if winner is None else f"{state.sides[winner].name} go first"
            events.append(
                DiceRolled(
                    purpose="Who goes first",
                    sides=6,
                    faces=(a, b),
                    total=None,
                    outcome=outcome,
                    rule="sequence.first_turn",
                )
            )
            if winner is not None:
                break
        state.first_side = state.active = winner
    state.turn = 1
    first = state.ruleset.turn[0]
    state.phase, state.step = first.phase, first.name
    events.append(TurnBegan(turn=1, side=state.active, side_name=state.sides[state.active].name, rule="sequence"))
    events += engine.enter_step(state, dice)
    target, state.start_step = state.start_step, None
    if target:
        while state.step != target and state.result is None:
            events += engine.advance(state, dice, auto_skip=False)
    else:
        events += engine.skip_idle(state, dice)
    return events



def _end_of_turn(state: GameState, dice: Dice) -> list[Event]:
    """With a random end, from turn 5 a die after both sides have played decides whether the battle ends."""
    if game_length(state) != RANDOM_END or state.active == state.first_side:
        return []
    if not RANDOM_END_FROM_TURN <= state.turn < state.turn_limit:
        return []
    face = dice.roll(1, 6, "random end")[0]
    ends = face >= RANDOM_END_SCORE
    events: list[Event] = [
        DiceRolled(
            purpose=f"Does the battle end after turn {state.turn}?",
            sides=6,
            faces=(face,),
            target=RANDOM_END_SCORE,
            success=ends,
            outcome="it ends here" if ends else "the battle goes on",
            rule="end.length.random",
        )
    ]
    if ends:
        events += engine.end_battle(state, None, "random end")
    return events


def general_gone(state: GameState, side: int) -> bool:
    """The General is slain, or off the table for good: left on its own, or with a unit that never came back.
    A side of two allied armies (Fantasy Warriors) has a General each: it is gone when both are."""
    gens = [c for c in state.characters.values() if c.side == side and state.character_profile(c).rank == "general"]
    return bool(gens) and all(_gone(state, g) for g in gens)


def _gone(state: GameState, gen: Character) -> bool:
    if not gen.alive:
        return True
    if not gen.off_table:
        return False
    with_unit = state.units.get(gen.joined) if gen.joined else None
    return bool(gen.flags.get("gone_for_good", 0)) or (with_unit is not None and is_lost(with_unit))


def withdrawal(state: GameState, dice: Dice) -> list[Event]:
    """An army withdraws when its General is gone or its losses reach the break point (digest 9.2)."""
    if not state.started:
        return []
    # A decision holding up all play (a roll a magic item may throw again) may still change the losses: the
    # check waits for it, as it runs again after every action.
    if any(fn(state) is not None for fn in state.ruleset.hook(hooks.HELD_DECIDER)):
        return []
    for side in (state.active, 1 - state.active):
        name = state.sides[side].name
        if general_gone(state, side) and not _fights_on(state, side):
            why = Narration(message=f"{name} lost their General: the army withdraws at once", rule="end.general_slain")
            return _withdraw(state, side, why, f"{name} withdrew (General lost)")
        lost = losses(state, side)
        bp = break_point(state, side)
        if state.sides[side].start_units and lost >= bp:
            why = Narration(
                message=f"{name} lost {lost:g} of their {counted_units(state, side)} units{_counting(state, side)} "
                f"(break point {bp}): "
                "the army withdraws at once",
                rule="end.break_point",
            )
            return _withdraw(state, side, why, f"{name} withdrew (break point)")
    return []


def _fights_on(state: GameState, side: int) -> str:
    """Why a module keeps the army fighting with its General gone, or ""."""
    return next((why for fn in state.ruleset.hook(hooks.GENERAL_LOST) if (why := fn(state, side))), "")


def _counting(state: GameState, side: int) -> str:
    """Words for a break point that counts only some units (Bretonnia's Knights)."""
    return " that count" if counted_units(state, side) != state.sides[side].start_units else ""


def _withdraw(state: GameState, side: int, why: Event, reason: str) -> list[Event]:
    state.withdrawn = side
    events = [why, *engine.end_battle(state, None, reason)]
    r = state.result
    if r is not None and r.winner is None and r.points[side] > r.points[1 - side]:
        events.insert(
            1,
            Narration(
                message=f"{state.sides[side].name} have more victory points, but an army that withdraws cannot win",
                rule="end.withdrawal",
            ),
        )
    return events



SEQUENCE = RulesModule(
    id="sequence",
    title="Turn sequence",
    description="Starting the battle, who goes first, and each side's turn: Command, Shooting, Combat, end.",
    actions={"start": Handler(_check_start, _apply_start, legal=lambda s: [Start()])},
    battle_begins=(begin_battle,),
    rulebook=rulebook.section("sequence", "demo"),
)

END = RulesModule(
    id="end",
    title="End of the battle",
    description="The battle's length, the random end, and armies withdrawing when their General is lost or "
    "their break point is reached.",
    steps=(StepEdit("turn", (Step("end", "end", "End of turn", enter=("turn.end",), automatic=True),)),),
    step_hooks={"turn.end": _end_of_turn},
    hooks={hooks.AFTER_ACTION: (withdrawal,)},
    options=EndOptions,
    rulebook={**rulebook.section("end"), **END_RULES},
)
