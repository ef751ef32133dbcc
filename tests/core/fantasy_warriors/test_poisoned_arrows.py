"""Fantasy Warriors poisoned arrows: a volley makes the target's saves one worse, never against the undead."""

from __future__ import annotations

from game.core.actions import Proceed
from game.core.dice import SeededDice
from game.core.fantasy_warriors.poison import PoisonVolley, is_ready, volleys_left
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
    act(s, PoisonVolley("g1"), [])
    assert unit_counters(s, s.units["g1"]) == ["2 poisoned", "poison ready"]
    ev = act(s, Shoot("g1", "k"), [4, 5, 6] + [4, 5, 6])
    (hs,) = of_type(ev, "HitsScored")
    # Knights save on 4+; poisoned, on 5+: two of three saved.
    assert (hs.hits, hs.save, hs.saved) == (3, 5, 2)
    assert [m.label for m in hs.save_modifiers] == ["poisoned arrows: saves one worse"]
    assert volleys_left(s, s.units["g1"]) == 1
    assert of_type(ev, "CounterChanged")[0].text() == "Goblins has 1 poisoned volley left: one spent on Knights"


def test_poisoned_arrows_have_no_effect_against_the_undead() -> None:
    s = goblins_shoot(unit("Skeletons", 900, 580, 180, id="sk"), army="tomb_kings", leader="Tomb King")
    act(s, PoisonVolley("g1"), [])
    ev = act(s, Shoot("g1", "sk"), [4, 5, 6] + [6, 6, 6])
    (hs,) = of_type(ev, "HitsScored")
    assert hs.save_modifiers == ()
    assert volleys_left(s, s.units["g1"]) == 2
    assert of_type(ev, "Narration")[0].message == (
        "Goblins keeps its poisoned volley: poison does nothing against the undead (Skeletons)")


def test_poisoned_volley_only_when_the_player_chooses_it() -> None:
    s = goblins_shoot(unit("Knights", 900, 580, 180, id="k"))
    ev = act(s, Shoot("g1", "k"), [4, 5, 6] + [4, 5, 6])
    (hs,) = of_type(ev, "HitsScored")
    # Not readied: an ordinary volley, the Knights save on 4+ and all three are saved.
    assert (hs.hits, hs.save, hs.saved) == (3, 4, 3) and hs.save_modifiers == ()
    assert volleys_left(s, s.units["g1"]) == 2


def test_poisoned_volley_readied_then_put_back_is_not_spent() -> None:
    s = goblins_shoot(unit("Knights", 900, 580, 180, id="k"))
    act(s, PoisonVolley("g1"), [])
    assert s.check(PoisonVolley("g1")) == ["Goblins's next volley is already poisoned"]
    act(s, PoisonVolley("g1", poisoned=False), [])
    assert not is_ready(s, s.units["g1"])
    act(s, Shoot("g1", "k"), [4, 5, 6] + [4, 5, 6])
    assert volleys_left(s, s.units["g1"]) == 2
    assert s.check(PoisonVolley("g1")) == ["Goblins has already shot this phase"]


def test_poisoned_volley_readied_but_not_shot_is_forgotten_when_the_phase_ends() -> None:
    s = goblins_shoot(unit("Knights", 900, 580, 180, id="k"))
    act(s, PoisonVolley("g1"), [])
    while s.phase == "shooting":
        s.apply(Proceed(), SeededDice(1))
    assert not is_ready(s, s.units["g1"]) and volleys_left(s, s.units["g1"]) == 2


def test_poisoned_volley_readied_only_in_its_sides_shooting_phase_with_volleys_left() -> None:
    s = goblins_shoot(unit("Knights", 900, 580, 180, id="k"))
    assert s.check(PoisonVolley("spare")) == ["Orc Warriors has no poisoned volleys left"]
    act(s, PoisonVolley("g1"), [])
    act(s, Shoot("g1", "k"), [4, 5, 6] + [4, 5, 6])
    while s.phase == "shooting":
        s.apply(Proceed(), SeededDice(1))
    assert s.check(PoisonVolley("g1")) == ["Shooting happens in the shooting phase; it is now the combat phase"]
