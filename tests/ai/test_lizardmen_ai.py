"""The computer calls on the Slann's Divine Guidance whenever a Skink character may, and never orders with the Slann."""

from game.ai.plans.specials import choose_special
from game.core import DivineGuidance, Order
from tests.helpers import battle, char, unit


def test_the_computer_calls_on_divine_guidance_and_leaves_the_slann_out_of_orders():
    s = battle(
        [unit("Skinks", 900, 880, id="sk"), unit("Saurus", 150, 1120, id="sa")],
        [unit("Orc Warriors", 900, 300, 180, id="o"), unit("Orc Warriors", 1650, 80, 180, id="os")],
        [char("Slann Mage", 900, 1060, id="slann"), char("Skink Hero", 900, 960, id="sh")],
        [char("Orc General", 100, 40, id="og")],
        armies0="lizardmen",
        step="orders",
    )
    legal = s.legal_actions()
    assert not any(isinstance(a, Order) and a.character == "slann" for a in legal)
    chosen = choose_special(s, legal)
    assert chosen is not None and chosen[0] == DivineGuidance("sh")
