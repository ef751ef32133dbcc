"""Seeded battles: whether an order a scripted opponent gives is for something its units can really do."""

from __future__ import annotations

from game.ai.agents import make_agent
from game.cli.simulate import battle_spec, load_sample
from game.core.command.actions import Hold, Order
from game.core.command.events import OrderIssued
from game.core.dice import SeededDice
from game.core.scenario import new_game


def wasted_orders(seed: int, turns: int, ai: tuple[str, str]) -> list[str]:
    """The passed orders after which the units only held, though the order was given for a move or a charge, in
    the first ``turns`` turns of an eight-turn battle."""
    armies, rosters, terrain = load_sample()
    state = new_game(battle_spec(rosters, seed, None, terrain), armies)
    dice = SeededDice(seed)
    agents = [make_agent(ai[0], 0, seed), make_agent(ai[1], 1, seed)]
    promised: dict[tuple[str, ...], str] = {}
    wasted = []
    while not state.game_over and state.turn <= turns:
        side = state.acting_side()
        action, reason = agents[side].choose(state)
        events = state.apply(action, dice)
        if ai[side] == "random":
            continue
        if isinstance(action, Order) and not reason.endswith(", hold"):
            if any(isinstance(e, OrderIssued) for e in events):
                promised[action.units] = reason
        elif isinstance(action, Hold) and action.units in promised:
            wasted.append(f"turn {state.turn}: {promised[action.units]}; then {reason}")
        if not isinstance(action, Order):
            promised.clear()
    return wasted


def test_hard_gives_no_order_for_a_move_its_unit_has_no_room_to_make() -> None:
    # Seed 117: the Orcs set up behind the river, their units packed close in touching brigades. Normal weighs
    # all but its most promising orders by a first estimate, and orders Squig Hunters to form up beside Stabbas
    # where friends leave them no room, so they then hold. Hard puts the orders it likes best to the rules
    # before it chooses one.
    assert wasted_orders(117, 3, ("random", "cunning:hard")) == []
    assert wasted_orders(117, 3, ("random", "cunning:normal")) == [
        "turn 3: Zoggit orders Squig Hunters first: 42 % to pass, form up beside Stabbas; "
        "then Squig Hunters hold their ground",
    ]
