"""Fantasy Warriors mantlets and pavises narrowing a unit's shooting (seed "Mantlets and shooting", "Pavises and
shooting"): a stand behind a mantlet shoots only at what lies straight in front of it, between the lines its two
ends run forward along; a unit using mantlets or pavises shoots with one rank only."""

from __future__ import annotations

from game.core.fantasy_warriors.equipment import pieces
from game.core.modules import compose
from game.core.shooting import Shoot
from game.core.shooting.targets import reach
from game.core.state import GameState, Stand
from tests.core.fantasy_warriors.test_equipment import begun
from tests.core.shooting.common import shooting
from tests.helpers import act, of_type, unit

EQUIP = compose(["fw-equipment"])


def crossbows(bought: tuple, orcs_x: int) -> GameState:
    """Crossbowmen in line (stands at x 860, 900, 940, front edge y 690); one length of equipment goes before the
    middle stand (x 880-920). Orcs 16 cm ahead, at ``orcs_x``."""
    return begun(shooting([unit("Crossbowmen", 900, 700, id="u1", bought=bought)],
                          [unit("Orc Warriors", orcs_x, 520, 180, id="o1")], ruleset=EQUIP))


def test_mantlet_the_stand_behind_it_shoots_only_straight_ahead_of_it() -> None:
    # The Orcs off to the right (x 1130-1250): the middle stand behind the mantlet may not shoot at them.
    s = crossbows((("mantlets", 1),), 1190)
    (p,) = pieces(s)
    assert (p.x, p.y, p.kind) == (900, 685, "mantlets")
    assert [reach(s, s.units["u1"], i, "o1") is not None for i in range(3)] == [True, False, True]
    bare = crossbows((), 1190)
    assert [reach(bare, bare.units["u1"], i, "o1") is not None for i in range(3)] == [True, True, True]
    # Two stands shoot: 2 dice (a 4 and a 5 hit), the Orcs save on 6 (two 1s).
    ev = act(s, Shoot("u1", "o1"), [4, 5, 1, 1])
    assert [len(r.faces) for r in of_type(ev, "DiceRolled")][:1] == [2]


def test_mantlet_a_target_between_its_ends_lines_is_shot_at() -> None:
    # Orcs straight ahead (x 840-960): the middle stand's mantlet (x 880-920) lies under their whole front.
    s = crossbows((("mantlets", 1),), 900)
    assert [reach(s, s.units["u1"], i, "o1") is not None for i in range(3)] == [True, True, True]
    # Orcs whose nearest stand only just passes the mantlet's right end line (x 920): 1 cm over it.
    t = crossbows((("mantlets", 1),), 970)
    assert reach(t, t.units["u1"], 1, "o1") is not None
    u = crossbows((("mantlets", 1),), 990)  # their left edge on the line itself: outside
    assert reach(u, u.units["u1"], 1, "o1") is None


def _ranks(bought: tuple) -> GameState:
    """Two Crossbowmen stands in front (x 880 and 920) and one behind to the right (x 960, y 720) that sees past
    them; Orcs ahead on the right."""
    s = crossbows(bought, 1030)
    s.units["u1"].stands = [Stand(880, 700, 0), Stand(920, 700, 0), Stand(960, 720, 0)]
    for p in pieces(s):
        p.x, p.y = 900, 685
    s.invalidate()
    return s


def test_one_rank_shoots_from_a_unit_using_pavises() -> None:
    s = _ranks((("pavises", 1),))
    assert [reach(s, s.units["u1"], i, "o1") is not None for i in range(3)] == [True, True, False]
    bare = _ranks(())
    assert [reach(bare, bare.units["u1"], i, "o1") is not None for i in range(3)] == [True, True, True]
    # Two stands shoot (dice 4, 4), not three.
    ev = act(s, Shoot("u1", "o1"), [4, 4, 1, 1])
    assert len(of_type(ev, "DiceRolled")[0].faces) == 2
