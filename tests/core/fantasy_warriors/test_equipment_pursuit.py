"""Fantasy Warriors equipment in pursuits and falling back (seed "Palisades and movement", "Chevaux de frise
and movement"): a pursuit or a fall back goes over the pieces a move may cross and pays for them after the
action as any move does, never ending on one; a pursuer meeting the enemy right behind a piece halts touching
it and fights over it; a carried piece with no room in front of a pursuer is left where it stood."""

from __future__ import annotations

from game.core.combat import CombatChoice, Fight
from game.core.fantasy_warriors.equipment import pieces
from game.core.modules import compose
from game.core.state import GameState
from tests.core.combat.common import at_fight, poses
from tests.core.fantasy_warriors.test_equipment import begun
from tests.core.fantasy_warriors.test_equipment_retreat import LOSE_BY_4
from tests.helpers import act, of_type, unit

EQUIP = compose(["fw-equipment"])


def fought(kind: str, y: int, side: int) -> GameState:
    """The Halberdiers (y 690-710) beat the Orcs (y 670-690), who retreat 4 cm to y 630-650; a piece of
    ``side``'s, 3 lengths wide, lies across x 840-960 at ``y``, facing its side's enemy."""
    s = begun(at_fight([unit("Halberdiers", 900, 700, id="h", bought=((kind, 3),) if side == 0 else ())],
                       [unit("Orc Warriors", 900, 680, 180, id="o", bought=((kind, 3),) if side == 1 else ())],
                       ruleset=EQUIP))
    (p,) = pieces(s)
    p.x, p.y, p.facing = 900, y, 0 if side == 0 else 180
    s.invalidate()
    return s


def test_pursuit_onto_the_enemy_behind_a_palisade_halts_at_it_and_fights_over_it() -> None:
    # The Orcs' palisade (y 650-660) lay just behind their first place; they retreat over it to y 630-650.
    s = fought("palisades", 655, 1)
    act(s, Fight("h"), LOSE_BY_4)
    assert "pursue" in [a.choice for a in s.legal_actions() if isinstance(a, CombatChoice)]
    # Round 2 after the pursuit: 15 Halberdier dice and 6 confused Orc dice, all missing.
    ev = act(s, CombatChoice("h", "pursue"), [1] * 21)
    assert [e.text() for e in of_type(ev, "Pursued")] == ["Halberdiers pursues Orc Warriors (basic pursuit)"]
    result = of_type(ev, "CombatResult")[0].text()
    assert "-6 attacking over a palisade (3 lengths)" in result
    # The Halberdiers halted touching the palisade's front (y 660) and lost the round by 6: back 6 cm.
    assert poses(s, "h") == [(860, 730, 0), (900, 730, 0), (940, 730, 0)]


def test_fall_back_goes_over_a_palisade_confused_and_d6_minus_2_hits_fast() -> None:
    # The Empire's own palisade behind the Halberdiers (y 720-730): they fall back 15 cm over it.
    s = fought("palisades", 725, 0)
    act(s, Fight("h"), LOSE_BY_4)
    ev = act(s, CombatChoice("h", "fall_back"), [5, 5, 5] + [4] + [1, 1])
    assert poses(s, "h") == [(860, 850, 0), (900, 850, 0), (940, 850, 0)]
    # 15 cm is more than half the Halberdiers' 20 cm pace: D6-2 hits (a 4: 2, none saved), and confused.
    assert [(r.purpose, r.total) for r in of_type(ev, "DiceRolled")][-2:] == [
        ("Halberdiers crosses a palisade fast", 2), ("Halberdiers armour saves", 0)]
    assert s.units["h"].confused and s.units["h"].hits == 2


def test_fall_back_never_ends_on_a_piece() -> None:
    # The palisade at y 740-750: a 4 cm fall back would end on it, so the Halberdiers stop at 3 cm, touching it.
    s = fought("palisades", 745, 0)
    act(s, Fight("h"), LOSE_BY_4)
    act(s, CombatChoice("h", "fall_back", distance=40), [5, 5, 5])
    assert poses(s, "h") == [(860, 730, 0), (900, 730, 0), (940, 730, 0)]
    assert not s.units["h"].confused


def test_pursuit_goes_on_past_the_units_own_mantlet_and_leaves_it_behind() -> None:
    # The Halberdiers fight the Orcs over their mantlet (y 680-690); they win by 4 and pursue into contact.
    s = begun(at_fight([unit("Halberdiers", 900, 700, id="h", bought=(("mantlets", 1),))],
                       [unit("Orc Warriors", 900, 670, 180, id="o")], ruleset=EQUIP))
    act(s, Fight("h"), [4] * 4 + [1] * 5 + [1] * 4 + [1] * 12)
    # Round 2: 15 Halberdier dice and 8 Orc dice all miss; a draw, and the roll for who falls back first.
    ev = act(s, CombatChoice("h", "pursue"), [1] * 24)
    assert poses(s, "h") == [(860, 650, 0), (900, 650, 0), (940, 650, 0)]
    (p,) = pieces(s)
    assert (p.x, p.y, p.unit) == (900, 685, "")
    assert "Halberdiers has no room for its mantlet (1 length) in front: it is left behind" in [e.text() for e in ev]
