"""Fantasy Warriors range from a piece's front (seed "Palisades and shooting", "Mantlets and shooting", "Pavises and
shooting"): a unit behind and touching a palisade, pavise or mantlet measures its range from the piece's front,
and range to a unit behind one is measured to the piece's front."""

from __future__ import annotations

from game.core.modules import compose
from game.core.shooting.targets import legal_targets
from game.core.state import GameState
from tests.core.fantasy_warriors.test_equipment import begun
from tests.core.shooting.common import shooting
from tests.helpers import unit

EQUIP = compose(["fw-equipment"])


def facing(bought0: tuple, bought1: tuple, orcs_y: int) -> GameState:
    return begun(shooting([unit("Crossbowmen", 900, 700, id="u1", bought=bought0)],
                          [unit("Orc Warriors", 900, orcs_y, 180, id="o1", bought=bought1)], ruleset=EQUIP))


def test_palisade_range_measured_from_its_front_when_shooting_from_behind_it() -> None:
    # The Crossbowmen's front edge at y 690, the palisade's front at y 680; the Orcs' front edge at y 385:
    # 30.5 cm from the stands, 29.5 cm from the palisade. Crossbows reach 30 cm.
    s = facing((("palisades", 3),), (), 375)
    assert legal_targets(s, s.units["u1"]) == (["o1"], False)
    bare = facing((), (), 375)
    assert legal_targets(bare, bare.units["u1"])[0] == []


def test_mantlet_range_measured_to_its_front_when_shooting_at_a_unit_behind_it() -> None:
    # The Orcs' front edge at y 380, their mantlet's front at y 390: 31 cm from the Crossbowmen, 30 cm to it.
    s = facing((), (("mantlets", 3),), 370)
    assert legal_targets(s, s.units["u1"]) == (["o1"], False)
    bare = facing((), (), 370)
    assert legal_targets(bare, bare.units["u1"])[0] == []
