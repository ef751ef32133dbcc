"""Fantasy Warriors battlefield equipment in combat and movement: the result of the sides fighting over it,
and units halting at pieces they may not cross."""

from __future__ import annotations

from game.core import moves
from game.core.combat import Fight
from game.core.fantasy_warriors.equipment import pieces
from game.core.modules import compose
from tests.core.combat.common import at_fight, one
from tests.core.fantasy_warriors.test_equipment import begun
from tests.helpers import act, unit

EQUIP = compose(["fw-equipment"])


def _over(kind: str, lengths: int) -> object:
    # Orcs behind their piece, touching it; Halberdiers touching its front: they fight over it.
    return begun(at_fight([unit("Halberdiers", 900, 700, id="h")],
                          [unit("Orc Warriors", 900, 670, 180, id="o", bought=((kind, lengths),))], ruleset=EQUIP))


def test_chevaux_de_frise_minus_one_to_the_attackers_result_per_length_from_the_front() -> None:
    s = _over("chevaux_de_frise", 3)
    ev = act(s, Fight("h"), [1] * 9 + [1] * 12)
    r = one(ev, "CombatResult")
    assert (r.hits, r.scores) == ((0, 0), (-3, 0))
    assert "-3 attacking over a chevaux de frise (3 lengths)" in r.text()


def test_mantlet_minus_one_to_both_sides_result_per_mantlet_in_the_fight() -> None:
    s = _over("mantlets", 2)
    ev = act(s, Fight("h"), [1] * 9 + [1] * 12 + [1])
    r = one(ev, "CombatResult")
    assert (r.hits, r.scores) == ((0, 0), (-2, -2))


def test_pavise_minus_one_to_both_sides_per_two_pavises() -> None:
    s = _over("pavises", 3)
    ev = act(s, Fight("h"), [1] * 9 + [1] * 12 + [1])
    r = one(ev, "CombatResult")
    # Three pavises: two pairs, rounding up.
    assert (r.hits, r.scores) == ((0, 0), (-2, -2))


def test_equipment_stands_across_a_piece_fight_each_other_as_if_touching() -> None:
    s = _over("palisades", 3)
    # 9 Halberdier dice: three 4s hit the Orcs in the open (saves on 6: none); 12 Orc dice, two 4s hit (6+: none).
    ev = act(s, Fight("h"), [4, 4, 4] + [1] * 6 + [1, 1, 1] + [4, 4] + [1] * 10 + [1, 1])
    r = one(ev, "CombatResult")
    assert r.hits == (3, 2)
    # The palisade's -6 for three lengths turns the Empire's win into a loss.
    assert r.scores == (-3, 2) and r.winner == 1


def test_spiked_pit_a_stand_ends_in_it_or_short_never_half_over_it() -> None:
    s = begun(at_fight([unit("Halberdiers", 900, 900, id="h")],
                       [unit("Orc Warriors", 900, 300, 180, id="ow", bought=(("spiked_pits", 3),))], ruleset=EQUIP))
    (p,) = pieces(s)
    assert p.base().depth == 20
    p.y = 800  # 20 mm deep: y 790-810, in front of the Halberdiers' front edge at y 890
    s.invalidate()
    h = s.units["h"]
    half = [(x, y - 90, f) for x, y, f in moves.unit_poses(h)]
    assert moves.move_problems(s, h, half, allowance=300, keep_away=False) == [
        "a stand would end half over the spiked pit (3 lengths)"]
    inside = [(x, y - 100, f) for x, y, f in moves.unit_poses(h)]
    assert moves.move_problems(s, h, inside, allowance=300, keep_away=False) == []
    halt = [(x, y - 80, f) for x, y, f in moves.unit_poses(h)]
    assert moves.move_problems(s, h, halt, allowance=300, keep_away=False) == []
