"""The debrief of a battle: each side's luck, the moments that swung it, and the computer's key decisions.

Worked out from the command log alone (the actions, with the dice each used, replayed from the starting
state), so it serves the result screen and the replay viewer alike. Luck compares what the dice gave with
what their own odds promised, roll by roll:

- hits: every die rolled to hit (shooting, combat, spells that shoot), each hitting with chance
  (7 - needed) / 6;
- orders: every order roll, passing with the chance of two dice coming up at most the target (a double six
  failing), as ``odds.order_passes`` works it out;
- saves: every armour save rolled, each made with chance (7 - needed) / 6.

Each count is a sum of independent yes/no trials of known chance, so its exact distribution (a
Poisson binomial) gives how unusual the result was: the chance of doing at least this well (or at most this
badly), and the standard score (result less expectation, over the standard deviation).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

from game.core.actions import Action, action_from_dict
from game.core.dice import ScriptedDice
from game.core.events import DiceRolled, Event, TurnBegan
from game.core.odds import order_passes
from game.core.state import GameState
from game.core.victory import scoring
from game.replay.stakes import Stake, at_stake, stakes

# Swings and decisions shown, the largest first.
TOP = 5
# A result at least this likely (either way) is "about as expected".
ORDINARY = 0.2


def die_chance(needed: int) -> Fraction:
    """Chance one D6 comes up ``needed`` or more."""
    return Fraction(max(0, min(6, 7 - needed)), 6)


@dataclass(frozen=True)
class Luck:
    """One kind of roll for one side: how many trials, how many the odds promised and how many came off."""

    what: str
    trials: int
    expected: Fraction
    scored: int
    variance: Fraction
    # The chance of a result at least this good, and at most this good (exact, from the rolls' odds).
    at_least: float
    at_most: float

    @property
    def z(self) -> float | None:
        """The standard score, or None when nothing was left to chance."""
        if self.variance == 0:
            return None
        return float(self.scored - self.expected) / math.sqrt(self.variance)

    @property
    def verdict(self) -> str:
        """In words: lucky, unlucky or as expected, and how rare."""
        if self.trials == 0:
            return "no rolls"
        if self.scored > self.expected and self.at_least < ORDINARY:
            return f"lucky: this well or better {rarity(self.at_least)}"
        if self.scored < self.expected and self.at_most < ORDINARY:
            return f"unlucky: this badly or worse {rarity(self.at_most)}"
        return "about as expected"


def rarity(chance: float) -> str:
    if chance <= 0:
        return "never"
    return f"1 time in {max(1, round(1 / chance))}"


@dataclass
class _Trials:
    what: str
    chances: list[Fraction] = field(default_factory=list)
    scored: int = 0

    def add(self, chance: Fraction, success: bool) -> None:
        self.chances.append(chance)
        self.scored += int(success)

    def luck(self) -> Luck:
        dist = [1.0]
        for p in self.chances:
            pf = float(p)
            nxt = [0.0] * (len(dist) + 1)
            for k, q in enumerate(dist):
                nxt[k] += q * (1 - pf)
                nxt[k + 1] += q * pf
            dist = nxt
        s = self.scored
        return Luck(
            self.what,
            len(self.chances),
            sum(self.chances, Fraction(0)),
            s,
            sum((p * (1 - p) for p in self.chances), Fraction(0)),
            min(1.0, sum(dist[s:])),
            min(1.0, sum(dist[: s + 1])),
        )


@dataclass(frozen=True)
class SideLuck:
    side: int
    name: str
    hits: Luck
    orders: Luck
    saves: Luck

    @property
    def all(self) -> tuple[Luck, Luck, Luck]:
        return (self.hits, self.orders, self.saves)


@dataclass(frozen=True)
class Swing:
    """An action that moved the victory points at stake or won (``game.replay.stakes`` says what is at
    stake): who won what, each side's points at stake before and after, and what happened, in words."""

    record: int
    turn: int
    side_name: str
    gained: tuple[int, int]
    happened: tuple[str, ...]
    stake_before: tuple[int, int] = (0, 0)
    stake_after: tuple[int, int] = (0, 0)

    @property
    def size(self) -> int:
        """Points that changed hands plus the points put at stake or taken out of it, both sides together."""
        moved = sum(abs(a - b) for a, b in zip(self.stake_after, self.stake_before, strict=True))
        return abs(self.gained[0]) + abs(self.gained[1]) + moved


@dataclass(frozen=True)
class Decision:
    """Why the computer made the action numbered ``record``, and how much that action swung."""

    record: int
    turn: int
    side_name: str
    reason: str
    action: str
    swing: int


@dataclass(frozen=True)
class Debrief:
    sides: tuple[SideLuck, SideLuck]
    swings: tuple[Swing, ...]
    decisions: tuple[Decision, ...]
    # Played against the computer (the log's header says so): the screen then always has its decisions' part.
    solo: bool = False


def _stake_changes(was: dict[str, Stake], now: dict[str, Stake], lost: Iterable[str]) -> tuple[str, ...]:
    """In words, the pieces newly at stake and those out of danger (the ``lost`` ones are told as losses)."""
    told = set(lost)
    out = [f"{s.name} {s.why} ({s.points} at stake)" for k, s in now.items() if k not in was and k not in told]
    out += [f"{s.name} out of danger" for k, s in was.items() if k not in now and k not in told]
    return tuple(out)


def _points(state: GameState) -> tuple[tuple[int, int], dict[str, tuple[int, str]]]:
    """(victory points per side, {piece id: (scoring side, "Knights destroyed")})."""
    items = {s.id: (s.side, f"{s.name} {s.how}") for s in scoring(state)}
    pts = [0, 0]
    for s in scoring(state):
        pts[s.side] += s.points
    return (pts[0], pts[1]), items


class DebriefBuilder:
    """Takes a battle one action at a time (``add`` right after it is applied) and gives the debrief."""

    def __init__(self, start: GameState) -> None:
        self.names = (start.sides[0].name, start.sides[1].name)
        self.trials = [
            {k: _Trials(w) for k, w in (("hits", "Hits"), ("orders", "Orders passed"), ("saves", "Saves made"))}
            for _ in (0, 1)
        ]
        self.points, self.items = _points(start)
        self.stakes = stakes(start)
        self.turn = start.turn
        self.swings: list[Swing] = []
        self.decisions: list[Decision] = []

    def add(
        self,
        record: int,
        action: Action,
        events: Sequence[Event],
        state: GameState,
        actor: int | None = None,
        reason: str | None = None,
    ) -> None:
        """The action numbered ``record`` (from 1), made by side ``actor``, made ``events`` and left ``state``;
        ``reason`` is why the computer chose it, as the log keeps it."""
        actor_turn = self.turn
        reasons: list[tuple[int, str]] = []
        if reason and actor in (0, 1):
            reasons.append((actor, reason))
        for e in events:
            if isinstance(e, TurnBegan):
                self.turn = e.turn
            elif isinstance(e, DiceRolled):
                self._roll(e)
            elif type(e).__name__ == "AgentReason" and not reason:
                # A reason heard as an event (a game played before logs kept them); the log's own wins.
                reasons.append((int(getattr(e, "side", 0)), str(getattr(e, "reason", ""))))
        pts, items = _points(state)
        now = stakes(state)
        gained = (pts[0] - self.points[0], pts[1] - self.points[1])
        before, after = at_stake(self.stakes), at_stake(now)
        swing = 0
        if gained != (0, 0) or before != after:
            # A unit reduced to one stand and then destroyed is worth its value less the half already won.
            lost = [key for key, (_, words) in items.items() if self.items.get(key, (0, ""))[1] != words]
            side = actor if actor in (0, 1) else (reasons[0][0] if reasons else state.acting_side())
            what = (*(items[k][1] for k in lost), *_stake_changes(self.stakes, now, lost))
            found = Swing(record, actor_turn, self.names[side], gained, what, before, after)
            self.swings.append(found)
            swing = found.size
        for side, why in reasons:
            if why and action.kind != "proceed":
                self.decisions.append(Decision(record, actor_turn, self.names[side], why, str(action), swing))
        self.points, self.items, self.stakes = pts, items, now

    def _roll(self, e: DiceRolled) -> None:
        if e.side not in (0, 1) or e.target is None:
            return
        t = self.trials[e.side]
        if e.rule == "command.order":
            passed = e.success if e.success is not None else (e.total or sum(e.faces)) <= e.target
            t["orders"].add(order_passes(e.target), bool(passed))
        elif e.rule.endswith(".armour"):
            for f in e.faces:
                t["saves"].add(die_chance(e.target), f >= e.target)
        elif e.rule == "combat.attacks" or e.purpose.endswith("to hit"):
            for f in e.faces:
                t["hits"].add(die_chance(e.target), f >= e.target)

    def result(self) -> Debrief:
        sides = tuple(
            SideLuck(s, self.names[s], *(self.trials[s][k].luck() for k in ("hits", "orders", "saves")))
            for s in (0, 1)
        )
        swings = sorted(self.swings, key=lambda w: (-w.size, w.record))[:TOP]
        decisions = sorted(self.decisions, key=lambda d: (-d.swing, d.record))[:TOP]
        return Debrief((sides[0], sides[1]), tuple(swings), tuple(decisions))


def debrief_records(
    initial: Mapping[str, Any],
    records: Iterable[Any],
    reasons: Mapping[int, Sequence[Event]] | None = None,
    rules: Any = None,
) -> Debrief:
    """The debrief of a command log: the starting state's dict and its records (``Record`` objects or
    their dicts: the action, the dice it used and the computer's reason, if any), replayed. ``reasons`` are
    reasons heard as events (the computer's ``AgentReason``), by record number from 1, for records that
    keep none of their own."""
    state = GameState.from_dict(dict(initial), rules)
    builder = DebriefBuilder(state)
    for n, rec in enumerate(records, start=1):
        d = rec if isinstance(rec, Mapping) else rec.to_dict()
        action = action_from_dict(d["action"])
        events = state.apply(action, ScriptedDice(list(d["dice"])))
        why = d.get("reason")
        heard = () if why else (reasons or {}).get(n, ())
        builder.add(n, action, [*heard, *events], state, d.get("actor"), why)
    return builder.result()


def debrief_session(session: Any, reasons: Mapping[int, Sequence[Event]] | None = None) -> Debrief:
    """The debrief of a ``Session`` played so far (the result screen's battle)."""
    d = debrief_records(session.initial, session.records, reasons, session.state.ruleset)
    return replace(d, solo=session.header_extra.get("mode") == "solo")


def debrief_log(path: Any) -> Debrief:
    """The debrief of a saved game or command log file (for the replay viewer)."""
    from game.replay.reading import initial_state, read_log

    log = read_log(path)
    start = initial_state(log)
    d = debrief_records(start.to_dict(), log.records, None, start.ruleset)
    return replace(d, solo=log.header.get("mode") == "solo")
