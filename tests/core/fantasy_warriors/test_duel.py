"""Fantasy Warriors' arcane duel: hidden stakes, the target's answer, every outcome, and nothing else meanwhile."""

from __future__ import annotations

from game.core.fantasy_warriors.duel import AnswerDuel, ChallengeDuel
from game.core.fantasy_warriors.power import power_left
from game.core.shooting import Shoot
from game.core.state import GameState
from tests.core.fantasy_warriors.test_power import ORCS, shooting
from tests.helpers import act, char, of_type, unit

WIZARD = char("Wizard", 900, 700, id="w")  # 20 power
SHAMAN = char("Orc Shaman", 1300, 400, id="os")  # 20 power


def duel_battle() -> GameState:
    return shooting([unit("Crossbowmen", 600, 700, id="x")], [ORCS], [WIZARD], [SHAMAN])


def challenged(stake: int = 5) -> GameState:
    s = duel_battle()
    act(s, ChallengeDuel("w", "os", stake))
    return s


def powers(s: GameState) -> tuple[int, int]:
    return power_left(s, s.characters["w"]), power_left(s, s.characters["os"])


def test_duel_stake_is_hidden_and_the_target_side_must_answer_before_anything_else() -> None:
    s = duel_battle()
    ev = act(s, ChallengeDuel("w", "os", 15))
    assert "15" not in " ".join(e.text() for e in ev) and "15" not in str(ChallengeDuel("w", "os", 15))
    assert powers(s) == (20, 20)  # the card shows nothing of the stake before it is turned up
    assert s.acting_side() == 1
    assert s.check(Shoot("x", "o")) == ["the arcane duel waits for Orc Shaman's answer"]
    assert {a.kind for a in s.legal_actions()} == {"fw_duel_answer"}
    assert s.check(AnswerDuel("os", "death", 25)) == ["the stake is 0 to 20 power, not 25"]


def test_duel_to_the_death_attacker_wins_loser_makes_saves_for_the_difference() -> None:
    s = challenged(5)
    ev = act(s, AnswerDuel("os", "death", 5), [6, 3] + [4, 5, 2])
    assert powers(s) == (20, 15)  # both stakes spent, the winner gains the loser's 5
    assert not s.characters["os"].alive
    (save,) = [e for e in of_type(ev, "DiceRolled") if e.rule == "fw.power.duel_save"]
    assert (save.faces, save.target) == ((4, 5, 2), 4)
    assert s.acting_side() == 0


def test_duel_to_the_death_target_wins_challenger_survives_his_saves() -> None:
    s = challenged(5)
    act(s, AnswerDuel("os", "death", 10), [2] + [4, 3] + [4, 4, 4, 6, 5])
    assert powers(s) == (15, 15)  # the Shaman spent 10 and gained the Wizard's 5
    assert s.characters["w"].alive and s.characters["os"].alive


def test_duel_to_defend_attacker_wins_target_makes_one_save() -> None:
    s = challenged(10)
    ev = act(s, AnswerDuel("os", "defend", 5), [6, 6] + [1] + [3])
    assert not s.characters["os"].alive
    assert [e for e in of_type(ev, "DiceRolled") if e.rule == "fw.power.duel_save"][0].faces == (3,)


def test_duel_to_defend_target_wins_challenger_pays_his_stake_again_or_dies() -> None:
    s = challenged(5)
    act(s, AnswerDuel("os", "defend", 5), [1] + [2])
    assert powers(s) == (10, 20)  # 20 - 5 - 5 again; the Shaman gains the 5
    s = challenged(15)
    ev = act(s, AnswerDuel("os", "defend", 5), [1, 1, 1] + [4])
    assert not s.characters["w"].alive
    assert of_type(ev, "CharacterSlain")[0].cause == "a lost duel, paid again cost 15 power and he had 5"


def test_duel_tie_is_a_stalemate_and_nobody_pays() -> None:
    s = challenged(5)
    ev = act(s, AnswerDuel("os", "death", 5), [4, 4])
    assert powers(s) == (20, 20)
    assert of_type(ev, "DuelStep")[-1].what == "a stalemate: neither pays anything"


def test_duel_target_with_less_than_5_power_is_immune() -> None:
    s = duel_battle()
    s.kept["fw-power"].pools["os"] = 4
    assert s.check(ChallengeDuel("w", "os", 5)) == ["Orc Shaman has less than 5 power and cannot be drawn into a duel"]
