"""Fantasy Warriors firewater: -1 to hit, +1 to the combat result, no recovery from confusion."""

from __future__ import annotations

from game.core.actions import Proceed
from game.core.combat import Fight
from game.core.fantasy_warriors.firewater import has_firewater
from game.core.fantasy_warriors.states import unit_counters
from game.core.modules import compose
from game.core.shooting import Shoot
from tests.core.combat.common import at_fight, one, strikes
from tests.core.shooting.common import shooting
from tests.helpers import act, battle, char, of_type, unit

FIRE = compose(["fw-firewater"])
DRUNK = (("firewater", 1),)


def test_firewater_bought_is_on_the_unit_when_the_battle_begins() -> None:
    s = shooting([unit("Crossbowmen", 900, 700, id="u1", bought=DRUNK)], [unit("Orc Warriors", 900, 560, 180, id="o1")],
                 ruleset=FIRE)
    assert has_firewater(s, s.units["u1"]) and unit_counters(s, s.units["u1"]) == ["firewater"]
    # Without the module the purchase does nothing.
    base = shooting([unit("Crossbowmen", 900, 700, id="u1", bought=DRUNK)], [unit("Orc Warriors", 900, 560, 180, id="o1")])
    assert not has_firewater(base, base.units["u1"])


def test_firewater_minus_one_to_hit_in_shooting() -> None:
    s = shooting([unit("Crossbowmen", 900, 700, id="u1", bought=DRUNK)], [unit("Orc Warriors", 900, 560, 180, id="o1")],
                 ruleset=FIRE)
    ev = act(s, Shoot("u1", "o1"), [4, 5, 6, 1, 1])
    (hs,) = of_type(ev, "HitsScored")
    assert (hs.to_hit, hs.hits) == (5, 2)
    assert [m.label for m in hs.modifiers] == ["firewater: -1 to hit"]


def test_firewater_minus_one_to_hit_and_plus_one_to_the_combat_result() -> None:
    s = at_fight([unit("Halberdiers", 900, 700, id="h", bought=DRUNK)], [unit("Orc Warriors", 900, 680, 180, id="o")],
                 ruleset=FIRE)
    # Halberdiers 9 dice needing 5: two 4s miss, one 5 hits (Orcs save on 6: a 1). Orcs 12 dice, one hit, saved? 1: no.
    ev = act(s, Fight("h"), [5, 4, 4, 1, 1, 1, 1, 1, 1, 1] + [4] + [1] * 11 + [1])
    st = strikes(ev)
    assert (st["h", "o"].to_hit, st["h", "o"].hits) == (5, 1)
    r = one(ev, "CombatResult")
    # 1 hit each; the firewater's +1 wins it for the Empire.
    assert (r.hits, r.scores, r.winner) == ((1, 1), (2, 1), 0)
    assert "+1 firewater" in r.text()


def test_firewater_unit_cannot_recover_from_confusion() -> None:
    s = battle([unit("Halberdiers", 900, 700, id="h", bought=DRUNK), unit("Halberdiers", 500, 700, id="h2")],
               [unit("Orc Warriors", 900, 200, 180, id="o")],
               [char("General", 300, 1150, id="g")], [char("Orc General", 1700, 60, id="og")],
               step="characters", ruleset=FIRE)
    s.units["h"].confused = s.units["h2"].confused = True
    ev = act(s, Proceed())
    assert s.units["h"].confused and not s.units["h2"].confused
    assert "Halberdiers stays confused: firewater: it cannot reorganise" in [e.text() for e in ev]
