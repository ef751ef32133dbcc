"""Fantasy Warriors equipment in charges (seed "Palisades and combat", "Chevaux de frise and movement", "Spiked
pits and movement", "Spiked pits and combat", "Mantlets and movement", "Mantlets and combat"): a charge halts
at the front of the piece its target stands behind and they fight over it; it goes into a pit and fights
there; it runs onto stakes when eager; behind mantlets it goes at half pace and fights over them."""

from __future__ import annotations

from game.core.actions import Proceed
from game.core.combat import Fight
from game.core.command.actions import Charge, Move, Order
from game.core.fantasy_warriors.equipment import pieces
from game.core.fantasy_warriors.states import make_eager
from game.core.modules import compose
from game.core.state import GameState
from tests.core.combat.common import at_fight, one, poses
from tests.core.fantasy_warriors.test_equipment import begun
from tests.helpers import act, of_type, unit

EQUIP = compose(["fw-equipment"])


def ordered(kind: str, *, mine: bool = False, orcs_y: int = 600) -> GameState:
    """Halberdiers (front edge y 790) ordered; Orcs facing them at ``orcs_y``, the piece bought by one side."""
    bought = ((kind, 3),)
    s = begun(at_fight([unit("Halberdiers", 900, 800, id="h", bought=bought if mine else ())],
                       [unit("Orc Warriors", 900, orcs_y, 180, id="o", bought=() if mine else bought)],
                       step="orders", ruleset=EQUIP))
    act(s, Order("gen", ("h",)), [1, 1])
    return s


def to_fight(s: GameState) -> None:
    while s.step != "fight":
        act(s, Proceed())


def rolled(events: list) -> list[tuple[str, int]]:
    return [(r.purpose, r.total) for r in of_type(events, "DiceRolled")]


def test_palisade_charged_over_the_charge_halts_at_its_front_and_fights_over_it() -> None:
    s = ordered("palisades")
    (p,) = pieces(s)
    assert p.y == 615  # touching the Orcs' front (y 610); its own front at y 620
    ev = act(s, Charge("h", "o"))
    # No hits and no confusion: the Halberdiers halt touching the palisade, they do not cross it.
    assert poses(s, "h") == [(860, 630, 0), (900, 630, 0), (940, 630, 0)]
    assert rolled(ev) == [] and s.units["h"].engaged and not s.units["h"].confused
    to_fight(s)
    # 12 Halberdier dice (charging), 12 Orc dice: all miss. The palisade's 3 lengths: -6 to the attacker.
    r = one(act(s, Fight("h"), [1] * 24), "CombatResult")
    assert (r.hits, r.scores, r.winner) == ((0, 0), (-6, 0), 1)


def test_palisade_own_charged_across_confuses_the_charger() -> None:
    s = ordered("palisades", mine=True, orcs_y=700)
    ev = act(s, Charge("h", "o"))
    # From the palisade's rear (y 780-790) over it to the Orcs (front edge y 710): 7 cm, within half pace.
    assert poses(s, "h") == [(860, 720, 0), (900, 720, 0), (940, 720, 0)]
    assert s.units["h"].confused and rolled(ev) == []


def test_spiked_pit_charged_into_d6_minus_3_hits_then_again_each_round_at_minus_one() -> None:
    s = ordered("spiked_pits")
    # The pit lies before the Orcs (y 610-630): the Halberdiers charge into it, their stands' centres in it.
    ev = act(s, Charge("h", "o"), [5, 1, 1])
    assert poses(s, "h") == [(860, 620, 0), (900, 620, 0), (940, 620, 0)]
    assert rolled(ev) == [("Halberdiers goes into a spiked pit", 2), ("Halberdiers armour saves", 0)]
    assert s.units["h"].hits == 2
    to_fight(s)
    # The round begins with the pit's hits again: a 4 is 1 hit, not saved, the third: a stand falls. Then the
    # two stands left strike 8 dice, the Orcs 12, all missing.
    ev = act(s, Fight("h"), [4, 1] + [1] * 20)
    assert len(s.units["h"].stands) == 2
    assert rolled(ev)[:2] == [("Halberdiers fights in a spiked pit", 1), ("Halberdiers armour saves", 0)]
    r = one(ev, "CombatResult")
    assert r.scores == (-1, 0) and "-1 fighting in a spiked pit" in r.text()


def test_spiked_pit_climbing_out_costs_nothing_more() -> None:
    s = ordered("spiked_pits", orcs_y=300)
    (p,) = pieces(s)
    p.y = 620
    s.invalidate()
    # Into the pit (y 610-630) by an ordered move: a 1 is no hits going in.
    ev = act(s, Move(("h",), (tuple((x, y - 180, f) for x, y, f in poses(s, "h")),)), [1])
    assert rolled(ev) == [("Halberdiers goes into a spiked pit", 0)]
    act(s, Order("gen", ("h",)), [1, 1])
    ev = act(s, Move(("h",), (tuple((x + 150, y, f) for x, y, f in poses(s, "h")),)))
    assert rolled(ev) == []


def test_chevaux_de_frise_eager_unit_charging_onto_them_d6_minus_2_hits() -> None:
    s = ordered("chevaux_de_frise")
    make_eager(s, s.units["h"], "test", "fw.eager")
    # Eager units never halt at stakes: charging onto their front, a 4 is 2 hits; Armour 6 saves one of 6, 1.
    ev = act(s, Charge("h", "o"), [4, 6, 1])
    assert rolled(ev) == [("Halberdiers runs onto the stakes", 2), ("Halberdiers armour saves", 1)]
    assert s.units["h"].hits == 1


def test_chevaux_de_frise_halting_at_them_charging_costs_nothing() -> None:
    s = ordered("chevaux_de_frise")
    ev = act(s, Charge("h", "o"))
    to_fight(s)
    r = one(act(s, Fight("h"), [1] * 24), "CombatResult")
    assert rolled(ev) == [] and r.scores == (-3, 0)


def test_chevaux_de_frise_eager_unit_will_not_halt_at_them() -> None:
    s = ordered("chevaux_de_frise")
    make_eager(s, s.units["h"], "test", "fw.eager")
    # The stakes' front is at y 620: a move ending there is a halt an eager unit does not make.
    halt = (tuple((x, y - 170, f) for x, y, f in poses(s, "h")),)
    assert s.check(Move(("h",), halt)) == [
        "Halberdiers is eager and will not halt at the chevaux de frise (3 lengths): it goes on through or stops short"]
    assert s.check(Move(("h",), (tuple((x, y - 160, f) for x, y, f in poses(s, "h")),))) == []


def test_mantlet_charge_at_half_pace_halts_with_the_mantlet_touching_the_enemy() -> None:
    s = ordered("mantlets", mine=True, orcs_y=700)
    (p,) = pieces(s)
    ev = act(s, Charge("h", "o"))
    # The Halberdiers stop a mantlet's depth short: the mantlet (y 710-720) touches the Orcs' front (y 710).
    assert poses(s, "h") == [(860, 730, 0), (900, 730, 0), (940, 730, 0)]
    assert (p.x, p.y, p.unit) == (900, 715, "h") and rolled(ev) == []
    assert s.units["h"].engaged and s.units["o"].engaged
    to_fight(s)
    r = one(act(s, Fight("h"), [1] * 24 + [1]), "CombatResult")
    assert r.scores == (-3, -3) and "-3 fighting over mantlet (3 lengths)" in r.text()


def test_mantlet_charge_too_far_at_half_pace_refused() -> None:
    s = ordered("mantlets", mine=True, orcs_y=600)
    # 17 cm to go; full pace would do, half pace (10 cm) does not.
    assert s.check(Charge("h", "o")) != []


def test_spiked_pit_only_a_unit_in_it_reaches_the_unit_behind_it() -> None:
    from game.core.combat.engagements import contacts

    # The Orcs touch the far edge of their pit (y 610-630); the Halberdiers halt touching its near edge.
    s = ordered("spiked_pits")
    act(s, Move(("h",), (tuple((x, y - 160, f) for x, y, f in poses(s, "h")),)))
    assert poses(s, "h") == [(860, 640, 0), (900, 640, 0), (940, 640, 0)]
    assert contacts(s)["h"] == [] and not s.units["h"].engaged
    # Stakes before the Orcs (y 610-620) are fought over: the units touching their two sides are in contact.
    s2 = ordered("chevaux_de_frise")
    act(s2, Move(("h",), (tuple((x, y - 170, f) for x, y, f in poses(s2, "h")),)))
    assert contacts(s2)["h"] != []
