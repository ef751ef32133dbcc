"""Warhammer 8th characters, combined units: the unit moves under its slowest part's restrictions (a Hero on a
common mount keeps infantry out of woods), and a joining character takes a front-rank place, the stand it
displaces stepping back a rank; one whose base does not fit stands at the end of the front rank. No dice are
rolled; the table decides."""

from __future__ import annotations

import pytest

from game.core import board, moves
from game.core.actions import Proceed
from game.core.command import MoveCharacter
from game.core.modules import compose
from game.core.scenario import ScenarioSpec, SideSetup, new_game
from game.core.turn import Start
from game.table import Mover
from tests.helpers import act, armies, battle, char, of_type, terrain, unit

WH8 = compose(["warhammer8-characters"])
WOOD = terrain("w", "wood", [(820, 560), (980, 560), (980, 620), (820, 620)], "Dark Wood")


def _mounted(ruleset=WH8):  # type: ignore[no-untyped-def]
    """Halberdiers with a Hero on a Warhorse (cavalry) joined, a wood in front of them."""
    lists = armies()  # the Empire's Warhorse, kept for the character modules (character-pieces.yaml)
    spec = ScenarioSpec(
        name="test",
        sides=(
            SideSetup("empire", units=(unit("Halberdiers", 900, 700, id="u1"),),
                      characters=(char("General", 400, 900, id="g"),
                                  char("Hero", 900, 725, id="h", mount="Warhorse", joined="u1"))),
            SideSetup("orcs", units=(unit("Orc Warriors", 900, 200, 180, id="o1"),),
                      characters=(char("Orc General", 900, 100, id="og"),)),
        ),
        terrain=(WOOD,),
        start_step="orders",
    )
    s = new_game(spec, lists, ruleset)
    act(s, Start())
    return s


def test_combined_unit_moves_under_its_slowest_parts_restrictions() -> None:
    s = _mounted()
    u = s.units["u1"]
    assert board.unit_mover(s, u) is Mover.CAVALRY
    into_wood = [(x, y - 110, f) for x, y, f in (st.pose for st in u.stands)]
    assert moves.move_problems(s, u, into_wood, allowance=200) == [
        "a stand would end in Dark Wood: infantry moving as cavalry cannot enter wood"
    ]
    # The Hero gone, the Halberdiers walk into the wood as infantry.
    s.characters["h"].joined = None
    s.invalidate()
    assert board.unit_mover(s, u) is Mover.INFANTRY
    assert moves.move_problems(s, u, into_wood, allowance=200) == []
    # Without a character module the Warhorse is not ridden at all: the game refuses it, naming it.
    with pytest.raises(ValueError, match="side 1 gives a character a Warhorse, ridden only with the "
                       "ninth-age-characters or warhammer8-characters rules"):
        _mounted(ruleset=compose([]))


def test_combined_unit_a_joining_character_takes_a_front_rank_place() -> None:
    s = battle(
        [unit("Halberdiers", 900, 700, id="u1")],
        [unit("Orc Warriors", 900, 200, 180, id="o1")],
        [char("General", 400, 900, id="g"), char("Hero", 1100, 760, id="h")],
        [],
        ruleset=WH8,
        step="orders",
    )
    act(s, Proceed(), [])
    ev = act(s, MoveCharacter("h", 940, 720, 0, "u1"), [])
    (took,) = of_type(ev, "TookFrontPlace")
    assert took.rule == "wh8.combined.front_rank" and took.pose == (940, 700, 0)
    assert [st.pose for st in s.units["u1"].stands] == [(860, 700, 0), (900, 700, 0), (940, 720, 0)]
    assert s.characters["h"].joined == "u1"
    assert "wh8.combined.front_rank" in s.ruleset.rulebook


def _beside(hero: object, *units: object, ruleset=WH8):  # type: ignore[no-untyped-def]
    s = battle(
        [unit("Halberdiers", 900, 700, id="u1"), *units],
        [unit("Orc Warriors", 900, 200, 180, id="o1")],
        [char("General", 400, 900, id="g"), hero],
        [],
        ruleset=ruleset,
        step="orders",
    )
    act(s, Proceed(), [])
    return s


def test_different_sized_bases_a_round_base_stands_beside_the_front_rank() -> None:
    s = _beside(char("Hero", 1100, 760, id="h", round_base=True))
    # He ends behind the right-hand stand; his 25 mm round base does not fit the rank.
    ev = act(s, MoveCharacter("h", 935, 723, 0, "u1"), [])
    (side,) = of_type(ev, "TookSidePlace")
    assert side.rule == "wh8.combined.side"
    assert side.text() == (
        "Hero's base does not fit Halberdiers' front rank: it stands at the end of the rank, facing the same way"
    )
    # Touching the right-hand stand (940 + 20 + 12.5), his front edge in line with theirs (690 + 12.5).
    assert s.characters["h"].pose == (973, 702, 0) and s.characters["h"].joined == "u1"
    assert [st.pose for st in s.units["u1"].stands] == [(860, 700, 0), (900, 700, 0), (940, 700, 0)]
    assert of_type(ev, "TookFrontPlace") == []


def test_different_sized_bases_the_other_end_when_the_nearer_is_taken_else_refused() -> None:
    # Handgunners stand hard against the Halberdiers' right: he goes to the left-hand end.
    s = _beside(char("Hero", 1100, 760, id="h", round_base=True), unit("Handgunners", 1040, 700, id="u2"))
    act(s, MoveCharacter("h", 935, 723, 0, "u1"), [])
    assert s.characters["h"].pose == (827, 702, 0)
    # Crossbowmen on the left too: no room at either end, the join is refused with the reason.
    s = _beside(
        char("Hero", 1100, 760, id="h", round_base=True),
        unit("Handgunners", 1040, 700, id="u2"),
        unit("Crossbowmen", 760, 700, id="u3"),
    )
    assert s.check(MoveCharacter("h", 935, 723, 0, "u1")) == [
        "Hero's base does not fit Halberdiers' front rank and there is no room at either end of it"
    ]


def test_different_sized_bases_a_mounted_hero_joining_knights_stands_beside_them() -> None:
    lists = armies()  # the Empire's Warhorse, kept for the character modules (character-pieces.yaml)
    spec = ScenarioSpec(
        name="test",
        sides=(
            SideSetup("empire", units=(unit("Knights", 900, 700, id="k"),),
                      characters=(char("General", 400, 900, id="g"),
                                  char("Hero", 1000, 800, id="h", mount="Warhorse"))),
            SideSetup("orcs", units=(unit("Orc Warriors", 900, 200, 180, id="o1"),),
                      characters=(char("Orc General", 900, 100, id="og"),)),
        ),
        start_step="orders",
    )
    s = new_game(spec, lists, WH8)
    act(s, Start())
    act(s, Proceed(), [])
    # Knights face their short edge (20 mm frontage): the Hero's 40 x 20 mm base does not fit their rank.
    assert [st.pose for st in s.units["k"].stands] == [(880, 700, 0), (900, 700, 0), (920, 700, 0)]
    ev = act(s, MoveCharacter("h", 920, 730, 0, "k"), [])
    assert [e.rule for e in ev if type(e).__name__ == "TookSidePlace"] == ["wh8.combined.side"]
    # Beside the right-hand stand (930 + 20), front edges in line (680 + 10); the Knights did not move.
    assert s.characters["h"].pose == (950, 690, 0) and s.characters["h"].joined == "k"
    assert [st.pose for st in s.units["k"].stands] == [(880, 700, 0), (900, 700, 0), (920, 700, 0)]
