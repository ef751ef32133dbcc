"""The end of the battle: its length, withdrawal, victory points and the result (digest 9.1-9.3)."""

from __future__ import annotations

import pytest

from game.core import victory
from game.core.actions import Concede, Proceed
from game.core.dice import ScriptedDice
from game.core.ruleset import RulesetError
from game.core.state import GameState, Stand
from game.core.turn import Start
from tests.helpers import act, battle, char, of_type, unit

# Empire (side 0) along the bottom, Orcs (side 1) along the top, 80 cm apart: nothing can reach anything.
EMPIRE = [
    unit("Halberdiers", 300, 1100, id="h1"),
    unit("Halberdiers", 600, 1100, id="h2", addons=("Skirmishers",)),
    unit("Knights", 900, 1100, id="k1"),
    unit("Pistoliers", 1200, 1100, id="p1"),
    unit("Cannon", 1500, 1100, id="can"),
]
ORCS = [
    unit("Orc Warriors", 300, 100, 180, id="o1"),
    unit("Orc Warriors", 600, 100, 180, id="o2"),
    unit("Boar Riders", 900, 100, 180, id="b1"),
    unit("Giant", 1200, 100, 180, id="giant"),
]
EMPIRE_CHARS = [char("General", 900, 1170, id="gen", mount="Griffon"), char("Hero", 300, 1170, id="hero")]
ORC_CHARS = [char("Orc General", 900, 30, id="boss", mount="Chariot"), char("Orc Shaman", 300, 30, id="shaman")]


def make(**kw) -> GameState:
    return battle(EMPIRE, ORCS, EMPIRE_CHARS, ORC_CHARS, **kw)


def destroy(s: GameState, *ids: str) -> None:
    for i in ids:
        s.units[i].destroyed = True
    s.invalidate()


def down_to_one(s: GameState, *ids: str) -> None:
    for i in ids:
        s.units[i].stands = s.units[i].stands[:1]
    s.invalidate()


def proceed_until(s: GameState, done) -> None:
    """Proceed step by step (no dice) until ``done(s)`` or the battle is over."""
    for _ in range(500):
        if done(s) or s.game_over:
            return
        act(s, Proceed())
    raise AssertionError("never got there")


# --- victory points (digest 9.3) -----------------------------------------------------------------


def test_victory_points_full_value_for_each_enemy_unit_destroyed():
    s = make()
    destroy(s, "b1", "o1")
    assert victory.score(s) == ((110 + 60, 0), (0, 2))


def test_victory_points_a_unit_gone_for_good_off_the_table_counts_as_destroyed():
    s = make()
    s.units["k1"].off_table = True
    s.units["k1"].flags["gone_for_good"] = 1
    assert victory.score(s) == ((0, 110), (1, 0))
    s.units["k1"].flags.pop("gone_for_good")
    assert victory.score(s) == ((0, 0), (0, 0))  # off the table for now: it may still come back


def test_victory_points_half_value_rounded_up_to_5_for_a_unit_of_3_or_more_stands_down_to_one():
    s = make()
    # Halberdiers 45 -> 22.5 -> 25; with Skirmishers 65 -> 32.5 -> 35; Pistoliers 95 -> 47.5 -> 50; Orc Warriors 60 -> 30.
    down_to_one(s, "h1", "h2", "p1", "o1")
    assert victory.score(s) == ((30, 25 + 35 + 50), (0, 0))
    assert victory.half_value(110) == 55 and victory.half_value(45) == 25 and victory.half_value(5) == 5


def test_victory_points_units_that_start_with_one_or_two_stands_give_nothing_until_destroyed():
    s = make()
    down_to_one(s, "can")  # a Cannon battery has two stands
    assert victory.score(s) == ((0, 0), (0, 0))
    destroy(s, "can", "giant")
    assert victory.score(s) == ((135, 85), (1, 1))


def test_victory_points_a_unit_with_two_stands_left_gives_nothing():
    s = make()
    s.units["k1"].stands = s.units["k1"].stands[:2]
    assert victory.score(s) == ((0, 0), (0, 0))


def test_victory_points_characters_slain_score_their_value_with_their_mount():
    s = make()
    s.characters["gen"].alive = False  # General 125 on a Griffon 80
    s.characters["shaman"].alive = False  # Orc Shaman 45, on foot
    s.characters["boss"].alive = False  # Orc General 95 in a Chariot 10
    assert victory.score(s) == ((45 + 105, 205), (0, 0))


def test_result_summary_breaks_the_points_down_by_enemy_loss():
    s = make()
    destroy(s, "b1")
    down_to_one(s, "h2")
    s.characters["hero"].alive = False
    summary = victory.result_summary(s)
    assert summary["winner"] is None and summary["reason"] == "" and summary["turn"] == 1
    empire, orcs = summary["sides"]
    assert (empire["points"], empire["units_lost"]) == (110, 0)  # units_lost: its own losses
    assert empire["breakdown"] == [
        {"id": "b1", "name": "Boar Riders", "what": "unit", "how": "destroyed", "points": 110}
    ]
    assert (orcs["points"], orcs["units_lost"]) == (35 + 80, 1)
    assert orcs["breakdown"] == [
        {"id": "h2", "name": "Halberdiers", "what": "unit", "how": "reduced to one stand", "points": 35},
        {"id": "hero", "name": "Hero", "what": "character", "how": "slain", "points": 80},
    ]


# --- the battle's length (digest 9.1) ------------------------------------------------------------


def test_the_battle_ends_after_both_sides_play_the_last_turn_and_points_decide():
    s = make(turn_limit=2)
    destroy(s, "o1")
    proceed_until(s, lambda s: False)
    assert s.result is not None
    assert (s.result.winner, s.result.reason, s.result.points, s.result.turn) == (0, "turn limit", (60, 0), 2)


def test_equal_points_at_the_turn_limit_is_a_draw():
    s = make(turn_limit=1)
    ev: list = []
    while not s.game_over:
        ev += act(s, Proceed())
    assert s.result.winner is None and s.result.points == (0, 0)
    assert of_type(ev, "GameOver")[0].text() == "The battle is over (turn limit): a draw; victory points 0 to 0"


def test_a_number_of_turns_in_the_options_sets_the_length():
    s = make(options={"game_length": 3})
    assert s.turn_limit == 3


@pytest.mark.parametrize(
    ("length", "face", "turns"),
    [
        ("d6", 1, 6),
        ("d6", 3, 7),
        ("d6", 5, 8),
        ("d6", 6, 8),
        ("d6-short", 2, 5),
        ("d6-short", 4, 6),
        ("d6-short", 6, 7),
    ],
)
def test_a_die_rolled_before_the_battle_sets_its_length(length, face, turns):
    s = make(options={"game_length": length}, dice=[face])
    assert s.turn_limit == turns


def test_the_rolled_length_is_told_as_a_roll():
    from game.core.scenario import ScenarioSpec, SideSetup, new_game
    from tests.helpers import armies

    spec = ScenarioSpec(
        "x",
        (SideSetup("empire", units=tuple(EMPIRE)), SideSetup("orcs", units=tuple(ORCS))),
        options={"game_length": "d6"},
    )
    s = new_game(spec, armies())
    ev = s.apply(Start(), ScriptedDice([4]))
    (roll,) = of_type(ev, "DiceRolled")
    assert (roll.rule, roll.text()) == ("end.length.d6", "Length of the battle: rolled 4: the battle lasts 7 turns")


def test_random_end_rolls_after_turn_5_and_ends_on_4_or_more():
    s = make(options={"game_length": "random-end"})
    assert s.turn_limit == 8
    proceed_until(s, lambda s: (s.turn, s.active, s.step) == (5, 1, "fight"))
    ev = act(s, Proceed(), [3])
    (roll,) = of_type(ev, "DiceRolled")
    assert roll.text() == "Does the battle end after turn 5?: rolled 3 (needs 4): the battle goes on"
    assert not s.game_over and s.turn == 6
    proceed_until(s, lambda s: (s.turn, s.active, s.step) == (6, 1, "fight"))
    act(s, Proceed(), [4])
    assert (s.result.reason, s.result.turn) == ("random end", 6)


def test_random_end_never_rolls_before_turn_5_and_always_ends_after_turn_8():
    s = make(options={"game_length": "random-end"})
    proceed_until(s, lambda s: (s.turn, s.active, s.step) == (5, 1, "fight"))
    for turn in (5, 6, 7):
        act(s, Proceed(), [1])
        proceed_until(s, lambda s, t=turn: (s.turn, s.active, s.step) == (t + 1, 1, "fight"))
    act(s, Proceed())  # the end of turn 8: no roll, the battle is over
    assert (s.result.reason, s.result.turn) == ("turn limit", 8)


def test_an_unlimited_battle_goes_on_past_turn_8():
    s = make(options={"game_length": "unlimited"})
    assert s.turn_limit == 0
    proceed_until(s, lambda s: s.turn == 10)
    assert not s.game_over


def test_an_unknown_battle_length_is_refused_when_the_game_is_made():
    with pytest.raises(RulesetError, match="module 'end': the battle's length must be a number of turns"):
        make(options={"game_length": "forever"})


def test_the_set_up_screens_spellings_of_the_lengths_are_understood():
    assert make(options={"game_length": "fixed"}, turn_limit=6).turn_limit == 6
    assert make(options={"game_length": "roll_d6"}, dice=[1]).turn_limit == 6
    assert make(options={"game_length": "random_end"}).turn_limit == 8


# --- withdrawal (digest 9.2) ---------------------------------------------------------------------


def test_break_point_is_half_the_starting_units_rounded_up():
    s = make()
    assert (victory.break_point(s, 0), victory.break_point(s, 1)) == (3, 2)


def test_an_army_withdraws_at_once_when_its_losses_reach_the_break_point():
    s = make()
    destroy(s, "o1")
    act(s, Proceed())
    assert not s.game_over
    destroy(s, "b1")
    ev = act(s, Proceed())
    texts = [e.text() for e in ev]
    assert "Orcs lost 2 of their 4 units (break point 2): the army withdraws at once" in texts
    assert (s.result.winner, s.result.reason, s.result.points) == (0, "Orcs withdrew (break point)", (170, 0))


def test_a_unit_down_from_3_stands_to_1_counts_half_a_unit_lost():
    s = make()
    destroy(s, "h1", "k1")
    down_to_one(s, "p1")  # 2.5 of 5 lost: not yet at the break point of 3
    act(s, Proceed())
    assert victory.losses(s, 0) == 2.5 and not s.game_over
    down_to_one(s, "h2")  # 3 of 5
    act(s, Proceed())
    assert s.result is not None and s.result.reason == "The Empire withdrew (break point)"


def test_characters_never_count_towards_the_break_point():
    s = make()
    s.characters["shaman"].alive = False
    destroy(s, "o1")
    act(s, Proceed())
    assert victory.losses(s, 1) == 1 and not s.game_over


def test_units_marked_as_not_counting_are_left_out_of_the_break_point():
    s = make()
    s.units["o1"].flags["no_break_point"] = 1
    destroy(s, "o1", "o2")
    act(s, Proceed())
    assert victory.losses(s, 1) == 1 and not s.game_over


def test_an_army_whose_general_is_slain_withdraws():
    s = make()
    s.characters["boss"].alive = False
    ev = act(s, Proceed())
    assert "Orcs lost their General: the army withdraws at once" in [e.text() for e in ev]
    assert (s.result.winner, s.result.reason, s.result.points) == (0, "Orcs withdrew (General lost)", (105, 0))


def test_an_army_whose_general_leaves_the_table_for_good_withdraws():
    s = make()
    gen = s.characters["gen"]
    gen.off_table = True
    act(s, Proceed())
    assert not s.game_over  # off the table for now: he may come back with his unit
    gen.flags["gone_for_good"] = 1
    act(s, Proceed())
    assert s.result.reason == "The Empire withdrew (General lost)"


def test_a_general_carried_off_by_a_unit_that_never_returns_is_gone_for_good():
    s = make()
    gen, knights = s.characters["gen"], s.units["k1"]
    gen.joined, gen.off_table, knights.off_table = "k1", True, True
    act(s, Proceed())
    assert not s.game_over
    knights.flags["gone_for_good"] = 1
    knights.destroyed = True
    act(s, Proceed())
    assert s.result.reason == "The Empire withdrew (General lost)"


def test_an_army_that_withdraws_cannot_win_so_more_points_make_a_draw():
    s = make()
    destroy(s, "o1", "o2", "b1")  # the Empire scores 230
    destroy(s, "h1", "h2", "k1")  # the Orcs score 45 + 65 + 110 = 220, and the Empire breaks first
    act(s, Proceed())
    assert s.result.reason == "The Empire withdrew (break point)"
    assert s.result.points == (230, 220) and s.result.winner is None
    assert victory.result_summary(s)["sides"][0]["withdrew"] is True


def test_an_army_that_withdraws_with_fewer_points_loses():
    s = make()
    destroy(s, "h1", "h2", "k1")
    act(s, Proceed())
    assert s.result.winner == 1 and s.result.points == (0, 220)


def test_a_conceding_side_scores_nothing_and_the_other_wins():
    s = make()
    destroy(s, "b1", "o1")  # the Empire has 170 points
    destroy(s, "h1")  # the Orcs have 45
    act(s, Concede(1))
    assert (s.result.winner, s.result.reason, s.result.points) == (0, "concession", (170, 0))
    act_side0 = make()
    destroy(act_side0, "b1")
    act(act_side0, Concede(0))
    assert (act_side0.result.winner, act_side0.result.points) == (1, (0, 0))
    summary = victory.result_summary(act_side0)
    assert summary["sides"][0]["conceded"] and summary["sides"][0]["breakdown"] == []


def test_nothing_more_happens_once_the_battle_is_over():
    s = make()
    act(s, Concede(0))
    assert s.legal_actions() == [] and s.check(Proceed()) == ["the battle is over"]


def test_a_restored_stand_count_is_compared_with_the_start():
    # A unit placed with fewer stands than its profile (it lost some before) is still a 3-stand unit.
    s = battle([unit("Halberdiers", 300, 1100, id="h1", size=1)], ORCS, EMPIRE_CHARS, ORC_CHARS)
    assert s.units["h1"].start_size == 3 and victory.score(s) == ((0, 25), (0, 0))
    s.units["h1"].stands.append(Stand(340, 1100, 0))
    assert victory.score(s) == ((0, 0), (0, 0))
