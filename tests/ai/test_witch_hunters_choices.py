"""The computer opponents with the Witch Hunters: the Priest's prayers are chosen for what they do, a Sanctuary
is kept rather than prayed for again, and Zealots charge the Undead as they must."""

from __future__ import annotations

from game.ai.agents import make_agent
from game.core import Cast, InitiativeCharge
from game.core.magic.record import magic_kept
from tests.core.magic.common import engage
from tests.core.specials.test_witch_hunters import wh
from tests.helpers import act, char, unit


def test_the_ai_prays_for_holy_fervour_on_the_priests_fighting_unit():
    # Cursing the Skeletons would only slow them: the dead are not frightened, and they are held in the fight.
    s = wh([unit("Zealots", 900, 700, id="z")], [unit("Skeletons", 900, 680, 180, id="o")],
           [char("Warrior Priest", 900, 730, id="p", joined="z")], enemy="tomb_kings")
    engage(s, "z", "o")
    action, reason = make_agent("cautious:normal", 0, 1).choose(s)
    assert isinstance(action, Cast) and (action.spell, action.target) == ("Holy Fervour", "z")
    assert "fights with +1 Attack" in reason


def test_the_ai_keeps_a_sanctuary_rather_than_pray_for_it_again():
    s = wh([unit("Knights", 900, 700, id="k")], [unit("Orc Warriors", 900, 350, 180, id="o")],
           [char("Warrior Priest", 900, 740, id="p", joined="k")])
    act(s, Cast("p", "Sanctuary", target="k"), [5])
    magic_kept(s).record = None  # as in a later Shooting phase: he may pray again
    again, reason = make_agent("cautious:normal", 0, 1).choose(s)
    # Praying again would end the blessing, and might not bring it back.
    assert not (isinstance(again, Cast) and again.spell == "Sanctuary"), reason


def test_the_ai_zealots_charge_the_undead_on_initiative():
    s = wh([unit("Zealots", 900, 760, id="z")], [unit("Skeletons", 900, 600, 180, id="sk")], enemy="tomb_kings",
           step="initiative")
    action, _ = make_agent("cautious:normal", 0, 1).choose(s)
    assert isinstance(action, InitiativeCharge) and (action.unit, action.target) == ("z", "sk")
