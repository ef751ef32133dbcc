"""Random Combat phases: hypothesis draws every choice and every die; the rules' invariants must hold."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import board
from game.core.combat.engagements import engagements
from game.core.combat.kept import combat_kept
from game.core.state import GameState
from game.table import overlapping
from tests.core.combat.common import at_fight, char, unit

LAYOUTS = {
    "lines": (
        [
            unit("Halberdiers", 700, 700, id="h1"),
            unit("Crossbowmen", 700, 720, id="c1"),
            unit("Flagellants", 900, 700, id="f1"),
            unit("Knights", 1100, 720, id="k1"),
        ],
        [
            unit("Orc Warriors", 700, 680, 180, id="o1"),
            unit("Trolls", 900, 680, 180, id="t1"),
            unit("Boar Riders", 1100, 660, 180, id="b1"),
            unit("Goblins", 1190, 720, 270, "column", id="g1"),
        ],
        [char("Hero", 700, 745, id="hero", joined="c1")],
        [char("Orc Hero", 900, 655, id="ohero", mount="Wyvern", joined="t1")],
    ),
    "monsters": (
        [
            unit("Halberdiers", 600, 700, id="h1"),
            unit("Cannon", 800, 700, id="a1"),
            unit("Steam Tank", 1000, 700, id="s1"),
            unit("Pistoliers", 1200, 700, id="p1"),
        ],
        [
            unit("Giant", 600, 670, 180, id="gi"),
            unit("Black Orcs", 800, 670, 180, id="bo"),
            unit("Wolf Chariots", 1000, 660, 180, id="wc"),
            unit("Wolf Riders", 1200, 660, 180, id="wr"),
        ],
        [char("General", 600, 725, id="gen2", mount="Griffon", joined="h1")],
        [],
    ),
}


class DrawnDice:
    def __init__(self, data: st.DataObject) -> None:
        self.data = data

    def roll(self, count: int, sides: int, purpose: str) -> tuple[int, ...]:
        return tuple(self.data.draw(st.integers(1, sides), label=purpose) for _ in range(count))


def no_overlaps(s: GameState) -> None:
    bases = [b for u in s.live_units() for b in board.unit_bases(s, u)]
    for i, a in enumerate(bases):
        for b in bases[i + 1 :]:
            assert a.owner == b.owner or not overlapping(a, b), f"{a.id} overlaps {b.id}"


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(layout=st.sampled_from(sorted(LAYOUTS)), data=st.data())
def test_random_combat_phases_keep_the_rules(layout: str, data: st.DataObject) -> None:
    units0, units1, chars0, chars1 = LAYOUTS[layout]
    s = at_fight(units0, units1, chars0, chars1)
    dice = DrawnDice(data)
    for _ in range(60):
        if s.game_over or s.phase != "combat":
            break
        legal = s.legal_actions()
        assert legal, "the side to act always has something to do"
        action = data.draw(st.sampled_from(legal), label="action")
        assert s.check(action) == [], f"{action} is offered but refused"
        s.apply(action, dice)
        no_overlaps(s)
        inside = {u for g in engagements(s) for u in g}
        for u in s.live_units():
            assert u.engaged == (u.id in inside), f"{u.name} engaged flag is stale"
            assert 0 <= u.hits
            rec = combat_kept(s).record
            if rec is None or (rec.pending is None and rec.queue is None):
                assert u.hits < s.unit_profile(u).hits * max(1, len(u.stands))
        assert GameState.from_dict(s.to_dict()) == s
    else:
        raise AssertionError("the Combat phase did not end in 60 actions")
