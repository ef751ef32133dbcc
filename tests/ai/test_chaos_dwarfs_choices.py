"""The computer opponents with the Chaos Dwarfs: the Sorcerer Lord casts, Word of Fear goes to a unit fighting,
no order brigades Hobgoblins with orcs when no Chaos Dwarfs keep the peace, and the Lammasu's one try a turn is
spent on an enemy spell that hurts, or on any once no other enemy Wizard may cast (a slight one is let be while
another may still come)."""

from __future__ import annotations

from game.ai.agents import make_agent
from game.core import Cast, LammasuBreath, Order, SeededDice
from tests.core.specials.test_chaos_dwarfs import SORCERER_LAMMASU, dwarfs, orcs_casting
from tests.helpers import act, unit


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


def _lammasu_agent():
    return make_agent("cautious:normal", 1, 1)


def test_chaos_dwarf_ai_tries_the_lammasu_against_the_last_spell_coming():
    s = orcs_casting(SORCERER_LAMMASU)
    act(s, Cast("sh", "Gerroff!!!", target="cd"), [5])
    action, reason = _lammasu_agent().choose(s)
    assert action == LammasuBreath("so")
    assert reason == "the Lammasu tries against Gerroff!!!: no other enemy Wizard may cast this turn"


def test_chaos_dwarf_ai_lets_a_slight_spell_be_while_another_wizard_may_cast():
    s = orcs_casting(SORCERER_LAMMASU, shaman2=True)
    act(s, Cast("sh", "Gerroff!!!", target="cd"), [5])
    action, reason = _lammasu_agent().choose(s)
    assert action == LammasuBreath("so", use=False)
    assert reason == "Gerroff!!! does Chaos Dwarfs little harm: the Lammasu keeps its try for Orc Shaman's spell"
    act(s, action, [1])  # shoved back 5 cm, far from any foe
    act(s, Cast("sh2", "Foot of Gork", target="cd"), [6])
    action, reason = _lammasu_agent().choose(s)
    assert action == LammasuBreath("so")
    assert reason.startswith("the Lammasu tries against Foot of Gork")


def test_chaos_dwarf_ai_spends_the_lammasu_on_a_spell_that_hurts_though_another_may_come():
    s = orcs_casting(SORCERER_LAMMASU, shaman2=True)
    act(s, Cast("sh", "Foot of Gork", target="cd"), [6])
    action, reason = _lammasu_agent().choose(s)
    assert action == LammasuBreath("so")
    assert reason == "the Lammasu tries against Foot of Gork: it would cost Chaos Dwarfs about 16 points"
