"""The computer opponents with the Chaos Dwarfs: the Sorcerer Lord casts, Word of Fear goes to a unit fighting,
and no order brigades Hobgoblins with orcs when no Chaos Dwarfs keep the peace."""

from __future__ import annotations

from game.ai.agents import make_agent
from game.core import Cast, Order, SeededDice
from tests.core.specials.test_chaos_dwarfs import dwarfs
from tests.helpers import unit


def _agent():
    return make_agent("cautious:normal", 0, 1)


def test_chaos_dwarf_ai_sorcerer_lord_casts_word_of_fear_on_a_unit_in_combat():
    s = dwarfs([unit("Chaos Dwarfs", 900, 700, id="cd")], [unit("Orc Warriors", 900, 680, 180, id="o")],
               general=("Sorcerer Lord", 900, 800))
    s.units["cd"].engaged = s.units["o"].engaged = True
    action, _ = _agent().choose(s)
    assert isinstance(action, Cast) and action.wizard == "gen"
    assert action.spell == "Word of Fear" and action.target == "cd"


def test_chaos_dwarf_ai_never_brigades_hobgoblins_with_orc_slaves_alone():
    s = dwarfs([unit("Hobgoblins", 300, 800, id="hg"), unit("Orc Slaves", 420, 800, id="sl")],
               [unit("Orc Warriors", 360, 450, 180, id="o")], general=("General", 360, 900), step="orders")
    ordered = []
    dice = SeededDice(3)
    for _ in range(60):
        if s.phase != "command":
            break
        action, _ = _agent().choose(s)
        if isinstance(action, Order):
            ordered.append(set(action.units))
        s.apply(action, dice)
    # The Hobgoblins and the Slaves are ordered, each on its own.
    assert {"hg"} in ordered and {"sl"} in ordered
    assert {"hg", "sl"} not in ordered
