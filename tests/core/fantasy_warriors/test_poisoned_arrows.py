"""Fantasy Warriors poisoned arrows: a volley makes the target's saves one worse, never against the undead."""

from __future__ import annotations

from game.core.fantasy_warriors.poison import volleys_left
from game.core.fantasy_warriors.states import unit_counters
from game.core.modules import compose
from game.core.shooting import Shoot
from tests.helpers import act, battle, char, of_type, unit

POISON = compose(["fw-poisoned-arrows"])
VOLLEYS = (("poisoned_volleys", 2),)


def goblins_shoot(target: object, army: str = "empire", leader: str = "General") -> object:
    return battle(
        [unit("Goblins", 900, 700, id="g1", bought=VOLLEYS), unit("Orc Warriors", 150, 1100, id="spare")],
        [target],
        [char("Orc General", 300, 1150, id="og")],
        [char(leader, 1700, 60, id="eg")],
        armies0="orcs",
        armies1=army,
        step="shoot",
        ruleset=POISON,
    )


def test_poisoned_volley_makes_saves_one_worse_and_is_spent() -> None:
    s = goblins_shoot(unit("Knights", 900, 580, 180, id="k"))
    assert unit_counters(s, s.units["g1"]) == ["2 poisoned"]
    ev = act(s, Shoot("g1", "k"), [4, 5, 6] + [4, 5, 6])
    (hs,) = of_type(ev, "HitsScored")
    # Knights save on 4+; poisoned, on 5+: two of three saved.
    assert (hs.hits, hs.save, hs.saved) == (3, 5, 2)
    assert [m.label for m in hs.save_modifiers] == ["poisoned arrows: saves one worse"]
    assert volleys_left(s, s.units["g1"]) == 1
    assert of_type(ev, "CounterChanged")[0].text() == "Goblins has 1 poisoned volley left: one spent on Knights"


def test_poisoned_arrows_have_no_effect_against_the_undead() -> None:
    s = goblins_shoot(unit("Skeletons", 900, 580, 180, id="sk"), army="tomb_kings", leader="Tomb King")
    ev = act(s, Shoot("g1", "sk"), [4, 5, 6] + [6, 6, 6])
    (hs,) = of_type(ev, "HitsScored")
    assert hs.save_modifiers == ()
    assert volleys_left(s, s.units["g1"]) == 2
