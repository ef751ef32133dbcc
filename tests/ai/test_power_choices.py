"""The computer opponents with magical power: a duel answered by the odds, challenges only when likely won,
arcane terror only when even a doubled cost is paid, and a random game with power on keeps to legal actions."""

from __future__ import annotations

from game.ai.agents import make_agent
from game.core import AnswerDuel, ArcaneTerror, ChallengeDuel
from game.core.dice import SeededDice
from tests.core.fantasy_warriors.test_duel import duel_battle
from tests.helpers import act


def _answer_with(shaman_power: int) -> tuple[object, str]:
    s = duel_battle()
    act(s, ChallengeDuel("w", "os", 20))
    s.kept["fw-power"].pools["os"] = shaman_power
    return make_agent("cautious:normal", 1, 1).choose(s)


def test_power_ai_accepts_a_duel_to_the_death_when_the_odds_favour_it() -> None:
    action, reason = _answer_with(30)  # 6 dice against the 4 the Wizard's 20 power can stake
    assert action == AnswerDuel("os", "death", 30)
    assert reason.startswith("accepts the duel to the death: 88 % to win against 8 % to lose")


def test_power_ai_refuses_to_fight_to_the_death_when_the_odds_are_against_it() -> None:
    action, reason = _answer_with(10)  # 2 dice against 4
    assert action == AnswerDuel("os", "defend", 10)
    assert reason.startswith("refuses to fight to the death and only defends: 4 % to win against 94 % to lose")


def test_power_ai_challenges_only_when_a_duel_is_likely_won() -> None:
    s = duel_battle()
    s.kept["fw-power"].pools["w"] = 40
    action, reason = make_agent("cautious:normal", 0, 1).choose(s)
    assert action == ChallengeDuel("w", "os", 40) and "staking all 40 power" in reason
    s = duel_battle()  # 20 against 20: no better than even
    action, _ = make_agent("cautious:normal", 0, 1).choose(s)
    assert not isinstance(action, ChallengeDuel)


def test_power_ai_casts_arcane_terror_only_when_a_doubled_cost_is_paid() -> None:
    s = duel_battle()
    s.kept["fw-power"].pools["os"] = 0  # no duel to fight
    action, reason = make_agent("cautious:normal", 0, 1).choose(s)
    # The Orcs' 12 worth + 1 for range, doubled 26, is more than 20: no terror.
    assert not isinstance(action, ArcaneTerror)
    s.kept["fw-power"].pools["w"] = 30
    action, reason = make_agent("cautious:normal", 0, 1).choose(s)
    assert isinstance(action, ArcaneTerror) and "even doubled (26)" in reason


def test_power_ai_random_and_planned_agents_keep_to_legal_actions_through_a_duel() -> None:
    for kind in ("random", "aggressive:normal"):
        s = duel_battle()
        s.kept["fw-power"].pools["w"] = 40
        agents = {0: make_agent(kind, 0, 5), 1: make_agent(kind, 1, 5)}
        dice = SeededDice(5)
        kinds = set()
        for _ in range(120):
            if s.game_over or s.turn > 2:
                break
            action, _why = agents[s.acting_side()].choose(s)
            assert s.check(action) == [], (action, s.check(action))
            s.apply(action, dice)
            kinds.add(action.kind)
        assert s.turn > 1 or s.game_over, "play went on past the Shooting phase"
        if kind != "random":
            assert {"fw_duel", "fw_duel_answer"} <= kinds


def test_power_ai_controls_its_fiend_each_turn_and_plays_on_legally() -> None:
    from tests.core.fantasy_warriors.test_fiend import summoned

    for kind in ("random", "aggressive:normal"):
        s = summoned()
        s.kept["fw-power"].pools["w"] = 40
        agents = {0: make_agent(kind, 0, 3), 1: make_agent(kind, 1, 3)}
        dice = SeededDice(3)
        kinds = set()
        for _ in range(200):
            if s.game_over or s.turn > 3:
                break
            action, _why = agents[s.acting_side()].choose(s)
            assert s.check(action) == [], (action, s.check(action))
            s.apply(action, dice)
            kinds.add(action.kind)
        assert s.turn > 2 or s.game_over
        assert kinds & {"fw_control", "fw_banish"}


def test_power_ai_druid_turns_a_wood_hostile_only_when_the_enemy_alone_stands_in_it() -> None:
    from game.core import DruidPower
    from tests.core.fantasy_warriors.test_druid import druid_battle

    s = druid_battle(orcs_at=(900, 560))
    action, reason = make_agent("cautious:normal", 0, 1).choose(s)
    assert action == DruidPower("d", "w1", "hostile") and "only the enemy stands in Dark Wood" in reason
    s = druid_battle()  # the wood is empty
    action, _ = make_agent("cautious:normal", 0, 1).choose(s)
    assert not isinstance(action, DruidPower)
