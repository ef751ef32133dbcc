"""Doom and Despair, the Tomb Kings' HOLD spell (digest 6.2, 6.3): no charge, pursuit or advance."""

from game.core.actions import Proceed
from game.core.combat import CombatChoice, Fight
from game.core.command.actions import Charge, InitiativeCharge, Order
from game.core.magic import Cast
from game.core.magic.effects import HELD, ply, set_lasting
from tests.core.combat.common import at_fight
from tests.helpers import act, battle, char, of_type, unit

PRIEST = char("Liche Priest", 900, 1180, id="lp")  # 60 cm from the Orcs' nearest edge


def tomb_kings(orcs=None, priest=PRIEST):
    return battle(
        [unit("Skeletons", 900, 700, id="sk"), unit("Skeletons", 150, 1100, id="spare")],
        [orcs or unit("Orc Warriors", 900, 560, 180, id="o"), unit("Orc Warriors", 1650, 250, 180, id="spare1")],
        [char("Tomb King", 300, 1150, id="king"), priest],
        [char("Orc General", 1700, 60, id="og")],
        armies0="tomb_kings",
        step="shoot",
    )


def to_orc_turn(s):
    while not (s.active == 1 and s.step == "initiative"):
        act(s, Proceed())


HELD_WORDS = "Orc Warriors has lost heart (Doom and Despair) and may not charge until the end of its side's next turn"


def test_doom_and_despair_reaches_60cm_without_sight():
    s = tomb_kings(priest=char("Liche Priest", 984, 1180, id="lp"))  # corner to corner: 60.001 cm
    assert s.check(Cast("lp", "Doom and Despair", target="o")) == [
        "Orc Warriors is just over 60 cm away; Doom and Despair reaches 60 cm"
    ]
    s = tomb_kings()
    assert s.check(Cast("lp", "Doom and Despair", target="o")) == []


def test_doom_and_despair_the_enemy_may_not_charge_on_initiative_or_by_order_in_its_next_turn():
    s = tomb_kings()
    ev = act(s, Cast("lp", "Doom and Despair", target="o"), [4])
    assert [e.rule for e in of_type(ev, "SpellEffect")] == ["magic.hold"]
    to_orc_turn(s)
    assert s.check(InitiativeCharge("o", "sk")) == [HELD_WORDS]
    assert not [a for a in s.legal_actions() if isinstance(a, InitiativeCharge)]
    while s.step != "orders":
        act(s, Proceed())
    act(s, Order("og", ("o",)), [1, 1])
    assert s.check(Charge("o", "sk")) == [HELD_WORDS]


def test_doom_and_despair_ends_with_the_enemys_next_turn():
    s = tomb_kings()
    act(s, Cast("lp", "Doom and Despair", target="o"), [4])
    to_orc_turn(s)
    while not (s.active == 0 and s.phase == "command"):
        act(s, Proceed())
    assert not s.units["o"].flags.get(HELD)


def test_doom_and_despair_a_failed_roll_does_nothing():
    s = tomb_kings()
    act(s, Cast("lp", "Doom and Despair", target="o"), [3])
    to_orc_turn(s)
    assert s.check(InitiativeCharge("o", "sk")) == []


def test_doom_and_despair_overrides_a_compulsory_charge():
    # Flagellants must charge on initiative when they can; under the spell they cannot, so initiative may end.
    s = battle(
        [unit("Flagellants", 900, 700, id="f"), unit("Halberdiers", 150, 1100, id="spare")],
        [unit("Orc Warriors", 900, 560, 180, id="o")],
        [char("General", 300, 1150, id="g")],
        [char("Orc General", 1700, 60, id="og")],
    )
    assert s.check(Proceed()) != []
    set_lasting(s.units["f"], HELD, 1, ply(s))
    s._cache.clear()
    assert s.check(Proceed()) == []


def test_doom_and_despair_a_winner_under_the_spell_may_not_pursue():
    halb = unit("Halberdiers", 900, 700, id="h")
    orcs = unit("Orc Warriors", 900, 680, 180, id="o")
    s = at_fight([halb], [orcs])
    set_lasting(s.units["h"], HELD, 1, ply(s))
    act(s, Fight("h"), [6, 6, 6, 6] + [1] * 5 + [1, 1, 1, 1] + [1] * 12)
    assert s.check(CombatChoice("h", "pursue")) == [
        "Halberdiers has lost heart (Doom and Despair) and may not pursue until the end of its side's next turn"
    ]
    assert sorted(a.choice for a in s.legal_actions() if isinstance(a, CombatChoice)) == ["fall_back", "stand"]
