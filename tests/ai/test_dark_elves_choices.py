"""The computer opponents with the Dark Elves: a blunderer is judged at once - a Hero executed, the Sorceress spared
while the General has lost no level - and the Cauldron's +1 is spent on a cast that needs it."""

from __future__ import annotations

from game.ai.agents import make_agent
from game.core import CruelChoice, Order
from game.core.specials.dark_elf_general import LOST
from tests.core.specials.test_dark_elves import cruel_state
from tests.helpers import act


def _agent():
    return make_agent("cautious:normal", 0, 1)


def test_dark_elf_ai_executes_a_hero_who_blunders():
    s = cruel_state()
    act(s, Order("h", ("a",)), [6, 6, 4])
    action, reason = _agent().choose(s)
    assert action == CruelChoice(execute=True)
    assert reason == "Hero is executed: every order of the General keeps its full Command"


def test_dark_elf_ai_spares_the_sorceress_once_then_executes():
    s = cruel_state()
    act(s, Order("so", ("b",)), [6, 6, 4])
    assert _agent().choose(s)[0] == CruelChoice(execute=False)
    s = cruel_state()
    s.characters["gen"].flags[LOST] = 1
    act(s, Order("so", ("b",)), [6, 6, 4])
    assert _agent().choose(s)[0] == CruelChoice(execute=True)


def test_dark_elf_ai_casts_black_horror_for_its_unsaved_attacks():
    from game.core import Cast
    from tests.core.specials.test_dark_elves import dark_elves
    from tests.helpers import char, unit

    s = dark_elves([unit("Witch Elves", 1200, 1000, id="w")], [unit("Orc Warriors", 900, 600, 180, id="o")],
                   [char("Sorceress", 900, 800, id="so", mount="Cauldron of Blood")])
    action, reason = _agent().choose(s)
    assert action == Cast("so", "Black Horror", target="o")
    assert reason == "Sorceress casts Black Horror (17 % to work): 4 attacks on Orc Warriors"
