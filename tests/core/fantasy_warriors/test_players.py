"""Fantasy Warriors several players: two players a side, each commanding his contingents, handing the turn over."""

from __future__ import annotations

import pytest

from game.core.actions import Proceed
from game.core.command import Order
from game.core.engine import IllegalAction
from game.core.fantasy_warriors.players import PassToAlly, player_at_table, player_of, players_kept
from game.core.modules import compose
from game.core.ruleset import RulesetError
from tests.core.fantasy_warriors.test_allies import begun
from tests.helpers import act, battle, char, of_type, unit

FOUR = compose(["fw-players"], {"fw-players": {"players": [["Anna", "Ben"], ["Cara", "Dan"]]}})


def alliance() -> object:
    # Side 0: the General beside u1, a Hero beside u2. Side 1 likewise. Each General gives his ally's contingent
    # nothing but the oppose orders it starts with.
    return begun(battle(
        [unit("Halberdiers", 600, 900, id="u1"), unit("Crossbowmen", 1300, 900, id="u2")],
        [unit("Orc Warriors", 600, 300, 180, id="o1"), unit("Goblins", 1300, 300, 180, id="o2")],
        [char("General", 600, 980, id="g"), char("Hero", 1300, 980, id="h")],
        [char("Orc General", 600, 220, id="og"), char("Orc Hero", 1300, 220, id="oh")],
        step="orders", ruleset=FOUR,
    ))


def test_players_the_first_commands_the_generals_contingent_the_second_the_heroes() -> None:
    s = alliance()
    assert [player_of(s, p) for p in ("g", "u1", "h", "u2", "og", "o1", "oh", "o2")] == [
        "Anna", "Anna", "Ben", "Ben", "Cara", "Cara", "Dan", "Dan"]
    assert player_at_table(s, 0) == "Anna"


def test_players_act_only_with_their_own_pieces_until_the_turn_is_handed_over() -> None:
    s = alliance()
    with pytest.raises(IllegalAction, match="Hero is Ben's to command: hand the turn to Ben first"):
        act(s, Order("h", ("u2",)), [3, 3])
    assert not [a for a in s.legal_actions() if isinstance(a, Order) and a.character == "h"]
    (said,) = of_type(act(s, PassToAlly(0)), "Narration")
    assert said.message == "Anna hands the turn of The Empire to Ben"
    assert player_at_table(s, 0) == "Ben"
    ev = act(s, Order("h", ("u2",)), [3, 3])
    assert of_type(ev, "DiceRolled")[0].success
    with pytest.raises(IllegalAction, match="General is Anna's to command"):
        act(s, Order("g", ("u1",)), [3, 3])


def test_players_each_sides_turn_begins_with_its_first_player() -> None:
    s = alliance()
    act(s, PassToAlly(0))
    while s.active == 0:
        s.apply(Proceed(), _seeded())
    assert player_at_table(s, 1) == "Cara"
    while s.active == 1:
        s.apply(Proceed(), _seeded())
    assert s.active == 0 and player_at_table(s, 0) == "Anna" and players_kept(s).seat == {0: 0}


def test_players_one_or_two_a_side_with_names_of_their_own() -> None:
    with pytest.raises(RulesetError, match="side 1 has one or two players"):
        compose(["fw-players"], {"fw-players": {"players": [["A", "B", "C"]]}})
    with pytest.raises(RulesetError, match="every player needs a name of his own"):
        compose(["fw-players"], {"fw-players": {"players": [["Anna", "Ben"], ["anna"]]}})


def _seeded() -> object:
    from game.core.dice import SeededDice

    return SeededDice(3)


def test_players_random_play_offers_only_what_the_player_at_the_table_may_do() -> None:
    import random

    from game.core.dice import SeededDice

    for seed in (1, 2):
        s, rng, dice = alliance(), random.Random(seed), SeededDice(seed)
        passes = 0
        for _ in range(60):
            if s.game_over:
                break
            legal = s.legal_actions()
            action = rng.choice(legal)
            assert s.check(action) == [], f"{action} is offered but refused"
            passes += isinstance(action, PassToAlly)
            s.apply(action, dice)
        assert passes > 0


def _before_battle() -> object:
    return battle(
        [unit("Halberdiers", 600, 900, id="u1"), unit("Crossbowmen", 1300, 900, id="u2")],
        [unit("Orc Warriors", 600, 300, 180, id="o1"), unit("Goblins", 1300, 300, 180, id="o2")],
        [char("General", 600, 980, id="g"), char("Hero", 1300, 980, id="h")],
        [char("Orc General", 600, 220, id="og"), char("Orc Hero", 1300, 220, id="oh")],
        step="orders", ruleset=FOUR,
    )


def test_players_single_general_gives_his_allys_contingents_standing_orders_before_the_battle() -> None:
    from game.core.fantasy_warriors.before import Ready, decider
    from game.core.fantasy_warriors.player_orders import ContingentOrders, contingent_orders

    s = _before_battle()
    assert decider(s) == 0 and contingent_orders(s, "h") == "oppose"
    assert sorted(str(a) for a in s.legal_actions() if isinstance(a, ContingentOrders)) == [
        "g gives h's contingent attack orders", "g gives h's contingent hold orders"]
    (said,) = of_type(act(s, ContingentOrders("g", "h", "hold")), "Narration")
    assert said.message == "Hero's contingent is under hold orders: they may not move"
    with pytest.raises(IllegalAction, match="only the General gives standing orders"):
        act(s, ContingentOrders("h", "h", "attack"))
    act(s, Ready(0))
    act(s, ContingentOrders("og", "oh", "attack"))
    act(s, Ready(1))
    act(s, PassToAlly(0))
    # Ben plays his Hero's contingent within its orders: under hold, the Crossbowmen take no order.
    with pytest.raises(IllegalAction, match="Crossbowmen is under hold orders: it may not move"):
        act(s, Order("h", ("u2",)), [3, 3])


def test_players_single_general_only_the_general_changes_standing_orders_in_battle_with_a_roll() -> None:
    from game.core.fantasy_warriors.player_orders import NewContingentOrders, contingent_orders

    s = alliance()
    ev = act(s, NewContingentOrders("g", "h", "attack"), [4, 4])
    assert of_type(ev, "DiceRolled")[0].success and contingent_orders(s, "h") == "attack"
    ev = act(s, NewContingentOrders("g", "h", "hold"), [5, 5])
    roll = of_type(ev, "DiceRolled")[0]
    assert not roll.success and roll.target == 9 and contingent_orders(s, "h") == "attack"
    assert s.command.general_failed
    act(s, PassToAlly(0))
    with pytest.raises(IllegalAction, match="General is Anna's to command"):
        act(s, NewContingentOrders("g", "h", "oppose"), [3, 3])
