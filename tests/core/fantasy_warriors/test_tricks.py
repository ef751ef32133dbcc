"""Fantasy Warriors tricks: the goblin war chant (seed "Goblin tricks")."""

from __future__ import annotations

from game.core.actions import Proceed
from game.core.command.actions import Order
from game.core.fantasy_warriors.chant import Chant, chant_kept
from game.core.fantasy_warriors.states import states
from game.core.modules import compose
from tests.helpers import act, battle, char, of_type, unit

TRICKS = compose(["fw-tricks"])
NIGHT = compose(["fw-tricks"], {"fw-states": {"night": True}})


def goblins(ruleset: object = TRICKS, army: str = "Goblins", **kw: object) -> object:
    # An all-goblin force from the Orcs list; its General (Attack +2) is worth 4.
    return battle(
        [unit(army, 600, 900, id="g1"), unit("Goblins", 900, 900, id="g2")],
        [unit("Halberdiers", 900, 200, 180, id="h1")],
        [char("Orc General", 750, 960, id="og")],
        [char("General", 900, 100, id="eg")],
        armies0="orcs",
        armies1="empire",
        ruleset=ruleset,
        **kw,
    )


def test_chant_roll_is_d6_plus_the_generals_worth_plus_a_die_at_night() -> None:
    s = goblins(NIGHT)
    ev = act(s, Chant(), [6, 6] + [2, 3])  # 6 + 4 + 6 (night) = 16; the Empire's test 5
    roll = of_type(ev, "DiceRolled")[0]
    assert [str(m) for m in roll.modifiers] == ["+4 Orc General's worth", "+6 night"]
    assert roll.total == 16


def test_chant_16_or_more_the_enemy_tests_and_every_goblin_is_eager() -> None:
    s = goblins(NIGHT)
    ev = act(s, Chant(), [6, 6] + [2, 3])
    test = of_type(ev, "DiceRolled")[1]
    assert (test.purpose, test.total, test.outcome) == ("General's contingent: command test", 5, "shaken")
    assert sorted(states(s).eager) == ["g1", "g2"] and list(states(s).shaken) == ["h1"]
    assert chant_kept(s).chant == "over"


def test_chant_14_eager_only_for_units_not_confused() -> None:
    s = goblins(NIGHT)
    s.units["g1"].confused = True
    act(s, Chant(), [5, 5])  # 5 + 4 + 5 = 14
    assert states(s).eager == ["g2"] and states(s).eager_waiting == []


def test_chant_10_to_13_goes_on_and_must_be_chanted_again_or_ended_next_turn() -> None:
    s = goblins()
    ev = act(s, Chant(), [6])  # 6 + 4 = 10
    assert of_type(ev, "TableRead")[0].line == "the chant goes on"
    # Rolled once this turn: nothing is left to do on initiative, and the turn moves on.
    assert s.step == "orders"
    for _ in range(12):
        if s.active == 0 and s.turn == 2:
            break
        act(s, Proceed())
    assert (s.turn, s.step) == (2, "initiative")
    assert s.check(Proceed()) == ["the chant goes on: chant again or end it"]
    act(s, Chant(False))
    assert chant_kept(s).chant == "over" and s.check(Proceed()) == []


def test_chant_broken_when_a_unit_moves_counts_as_7() -> None:
    s = goblins()
    act(s, Chant(), [6])
    ev = act(s, Order("og", ("g1",)), [1, 1])
    assert "The war chant is broken: Goblins moved" in [e.text() for e in ev]
    assert sorted(states(s).shaken) == ["g1", "g2"] and states(s).bad_omens == [0]


def test_chant_7_shaken_and_bad_omens_and_disaster_below() -> None:
    s = goblins()
    ev = act(s, Chant(), [3])  # 3 + 4 = 7
    assert of_type(ev, "TableRead")[0].line == "a half-hearted murmur"
    assert sorted(states(s).shaken) == ["g1", "g2"] and states(s).bad_omens == [0]
    s2 = goblins()
    ev2 = act(s2, Chant(), [1])  # 5: past the table's end, a disaster
    assert of_type(ev2, "TableRead")[0].line == "disaster"


def test_chant_only_for_a_goblin_army_in_its_first_turn_before_anything_moves() -> None:
    s = goblins(army="Orc Warriors")
    assert s.check(Chant()) == ["only a goblin army has a war chant"]
    s2 = goblins()
    s2.units["g1"].initiative_moved = True
    assert s2.check(Chant()) == ["the army must stand still to chant: Goblins moved"]
