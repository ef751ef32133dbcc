"""The order planner: the chance of each planned order, of the whole chain, and of a blunder.

A player queues the orders a character means to give this phase (the same unit a 1st, 2nd and 3rd
time, or several units one after another); each row gets its target number from the rules'
``order_target`` with every modifier and its source, and its chance from ``game.core.odds``. Later
rows are worked out on a copy of the state with the order counts the earlier rows would leave (the
2nd-order penalty, no first-order bonus...), so the numbers are the rules' own. Distances are taken as
they are now: the unit will have moved by then, which the panel says.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from game.core import MAX_ORDERS, GameState, Modifier, Order, Rank, module_refusals, odds, order_target

NTH = {1: "1st", 2: "2nd", 3: "3rd"}


def percent(p: Fraction | float) -> str:
    """A chance as a player reads it: "58 %", "<1 %" and ">99 %" near the ends."""
    v = float(p) * 100
    if 0 < v < 0.5:
        return "<1 %"
    if 99.5 <= v < 100:
        return ">99 %"
    return f"{v:.0f} %"


@dataclass(frozen=True)
class PlanRow:
    """One planned order: the units, which order it is for them, and what it needs."""

    units: tuple[str, ...]
    names: str
    nth: int
    command: int
    modifiers: tuple[Modifier, ...]
    target: int
    chance: Fraction
    # Why this order could not be given (as planned); empty if it can.
    problems: tuple[str, ...] = ()

    @property
    def label(self) -> str:
        return f"{self.names} ({NTH.get(self.nth, f'{self.nth}th')} order)"


@dataclass(frozen=True)
class Plan:
    """A character's planned chain of orders with its odds."""

    character: str
    character_name: str
    rows: tuple[PlanRow, ...]
    can_blunder: bool

    @property
    def targets(self) -> list[int]:
        return [r.target for r in self.rows]

    @property
    def chain(self) -> Fraction:
        """Chance that every planned order passes."""
        if any(r.problems for r in self.rows):
            return Fraction(0)
        return odds.chain_passes(self.targets)

    @property
    def blunder(self) -> Fraction:
        """Chance of a blunder somewhere in the chain (Heroes and Wizards only)."""
        return odds.chain_blunders(self.targets, self.can_blunder)

    @property
    def expected(self) -> Fraction:
        return odds.expected_orders(self.targets)


def unit_names(state: GameState, units: Sequence[str]) -> str:
    names = [state.units[u].name for u in units]
    return names[0] if len(names) == 1 else "brigade: " + ", ".join(names)


def evaluate(
    state: GameState, character: str, groups: Sequence[Sequence[str]], first_problems: Sequence[str] = ()
) -> Plan:
    """The plan of ``character`` giving ``groups`` in turn; ``first_problems`` are the rules' refusals of
    the first order now (from ``state.check``)."""
    ch = state.characters[character]
    rank = state.character_profile(ch).rank
    rows: list[PlanRow] = []
    work = state
    counts: dict[str, int] = {}
    for i, group in enumerate(groups):
        units = tuple(group)
        if i > 0 and work is state:
            # Later orders: a copy that remembers the orders planned before this one.
            work = state.clone()
        if work is not state:
            for uid in {u for g in groups[:i] for u in g}:
                work.units[uid].orders = state.units[uid].orders + counts.get(uid, 0)
            work.characters[character].orders_given = ch.orders_given + i
        live = [work.units[u] for u in units]
        tgt = order_target(work, work.characters[character], live)
        nth = max(u.orders for u in live) + 1
        problems: list[str] = list(first_problems) if i == 0 else []
        if nth > MAX_ORDERS:
            problems.append("no unit may have more than three orders in a turn")
        for uid in tgt.out_of_range:
            problems.append(f"{state.units[uid].name} is out of {ch.name}'s command range")
        rows.append(
            PlanRow(
                units=units,
                names=unit_names(state, units),
                nth=nth,
                command=tgt.command,
                modifiers=tgt.modifiers,
                target=tgt.target,
                chance=odds.order_passes(tgt.target),
                problems=tuple(dict.fromkeys(problems)),
            )
        )
        for uid in units:
            counts[uid] = counts.get(uid, 0) + 1
    return Plan(character, ch.name, tuple(rows), can_blunder=rank is not Rank.GENERAL)


def can_order(state: GameState, cid: str) -> bool:
    """Whether this character may still give orders this phase."""
    c = state.characters.get(cid)
    return (
        c is not None
        and c.alive
        and not c.off_table
        and c.side == state.active
        and not c.failed
        and not c.finished
        and not state.command.general_failed
        # A rule of the army may keep a character from ordering at all (the Lizardmen's Slann).
        and not module_refusals(state, Order(cid, ()))
    )
