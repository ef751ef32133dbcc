"""Fantasy Warriors equipment crossed in a retreat (seed "Palisades and movement", "Spiked pits and movement"): a
retreat goes over a palisade or pit as any move does and pays for it; a stand whose retreat would end on one is
lost, as one that would end in impassable ground."""

from __future__ import annotations

from game.core.combat import Fight
from game.core.fantasy_warriors.equipment import pieces
from game.core.modules import compose
from game.core.state import GameState
from tests.core.combat.common import at_fight, poses
from tests.core.fantasy_warriors.test_equipment import begun
from tests.helpers import act, of_type, unit

EQUIP = compose(["fw-equipment"])
# 9 Halberdier dice, four hitting; the Orcs save none of the four; 12 Orc dice missing: the Orcs lose by 4 and
# retreat 4 cm (their front stand falls, the other two go back from y 680 to y 640).
LOSE_BY_4 = [4, 4, 4, 4, 1, 1, 1, 1, 1] + [1] * 4 + [1] * 12


def behind_the_orcs(kind: str, y: int, side: int) -> GameState:
    """The Orcs (y 670-690) fighting the Halberdiers front to front, a piece of ``side``'s lying behind them."""
    s = begun(at_fight([unit("Halberdiers", 900, 700, id="h", bought=((kind, 3),) if side == 0 else ())],
                       [unit("Orc Warriors", 900, 680, 180, id="o", bought=((kind, 3),) if side == 1 else ())],
                       ruleset=EQUIP))
    (p,) = pieces(s)
    p.x, p.y, p.facing = 900, y, 180 if side == 1 else 0
    s.invalidate()
    return s


def test_palisade_crossed_in_a_retreat_confuses_and_loses_no_stand() -> None:
    s = behind_the_orcs("palisades", 655, 1)
    ev = act(s, Fight("h"), LOSE_BY_4)
    o = s.units["o"]
    # Over the palisade (y 650-660) at 4 cm, less than half the Orcs' pace: confused, no hits.
    assert poses(s, "o") == [(900, 640, 180), (860, 640, 180)]
    assert o.confused and o.hits == 1
    assert [e.text() for e in of_type(ev, "Confused")] == ["Orc Warriors is confused (crossing the palisade (3 lengths))"]


def test_spiked_pit_crossed_in_a_retreat_d6_minus_3_hits() -> None:
    # The Empire's pit, 20 mm deep, at y 650-670: the Orcs go over it from y 670-690 to y 630-650.
    s = behind_the_orcs("spiked_pits", 660, 0)
    ev = act(s, Fight("h"), LOSE_BY_4 + [6, 1, 1, 1])
    # A 6 is 3 hits, none saved: with the hit they carried, another stand falls.
    assert [(r.purpose, r.total) for r in of_type(ev, "DiceRolled")][-2:] == [
        ("Orc Warriors goes over a spiked pit", 3), ("Orc Warriors armour saves", 0)]
    assert len(s.units["o"].stands) == 1


def test_palisade_a_stand_whose_retreat_would_end_on_it_is_lost() -> None:
    s = behind_the_orcs("palisades", 645, 1)
    ev = act(s, Fight("h"), LOSE_BY_4)
    # The palisade at y 640-650 lies under the stands' end (y 630-650): both are lost, the unit with them.
    assert [e.text() for e in of_type(ev, "RetreatBlocked")] == [
        "Orc Warriors loses 2 stands: the retreat is blocked by palisade (3 lengths)"]
    assert not s.units["o"].alive


def test_spiked_pit_retreating_out_of_it_costs_nothing() -> None:
    # The Orcs stand in their enemy's pit (it lies under them, y 670-690), fighting the Halberdiers in front.
    s = behind_the_orcs("spiked_pits", 680, 0)
    # The round begins with the pit's hits (a 1: none); the Orcs lose by 4, and by one more for fighting in
    # the pit: they go back 5 cm, out of it, and pay nothing more.
    ev = act(s, Fight("h"), [1] + LOSE_BY_4)
    assert poses(s, "o") == [(900, 630, 180), (860, 630, 180)]
    assert [r.purpose for r in of_type(ev, "DiceRolled")][0] == "Orc Warriors fights in a spiked pit"


def test_spiked_pit_a_unit_retreating_out_of_it_may_end_still_partly_in_it() -> None:
    s = behind_the_orcs("spiked_pits", 680, 0)
    # No hits either side: the Orcs lose by the pit's 1 and go back 1 cm, half out of it; no stand is lost.
    act(s, Fight("h"), [1] + [1] * 9 + [1] * 12)
    assert poses(s, "o") == [(940, 670, 180), (900, 670, 180), (860, 670, 180)]
