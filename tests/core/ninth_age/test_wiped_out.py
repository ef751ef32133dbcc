"""Ninth Age characters, "The unit wiped out, characters left": hits that take a combined unit's last stand
leave its characters on the table, under the unit's lasting effects. Scripted dice, exact results; the same
shots with the module off slay them as Warmaster does."""

from __future__ import annotations

from typing import Any

from game.core import hooks
from game.core.casualties import take_casualties
from game.core.command.characters import character_move_reach
from game.core.dice import ScriptedDice
from game.core.magic import effects
from game.core.modules import compose
from game.core.shooting import Shoot
from game.core.shooting.targets import legal_targets
from game.core.state import GameState
from tests.core.shooting.common import shooting
from tests.helpers import act, char, of_type, unit

NINTH = compose(["ninth-age-characters"])
GUNS = unit("Handgunners", 900, 700, id="u2")
# One stand of Orc Warriors left, with the Orc Hero (2 Hits) joined.
REMNANT = unit("Orc Warriors", 900, 560, 180, id="o1", size=1)
HERO = char("Orc Hero", 900, 530, id="h", joined="o1")
# Two handgun hits of three shots; the Orcs' 6+ counts as 7+, so neither is saved. One stand and the Hero
# share them one each: the stand, already carrying 2 of its 3 Hits, falls; the Hero takes 1 of his 2.
TWO_STRUCK = [4, 5, 1]


def _remnant(ruleset: Any = NINTH) -> GameState:
    s = shooting([GUNS], [REMNANT], chars1=[HERO], ruleset=ruleset, spares=True)
    s.units["o1"].hits = 2
    return s


def test_wiped_out_unit_its_characters_stay_on_the_table_alone() -> None:
    s = _remnant()
    ev = act(s, Shoot("u2", "o1"), TWO_STRUCK)
    assert [(e.character, e.hits) for e in of_type(ev, "CharacterHit")] == [("h", 1)]
    (left,) = of_type(ev, "CharactersLeft")
    assert (left.unit, left.characters, left.rule) == ("o1", ("h",), "ninth_age.wiped_out")
    assert left.text() == "Orc Hero stands alone where Orc Warriors fell"
    assert of_type(ev, "UnitDestroyed")[0].unit == "o1"
    assert of_type(ev, "CharacterSlain") == []
    hero = s.characters["h"]
    assert hero.alive and hero.joined is None and (hero.x, hero.y) == (900, 530)
    # Alone now, he is the Handgunners' target next time they may shoot.
    assert legal_targets(s, s.units["u2"]) == (["h"], False)


def test_wiped_out_unit_with_the_module_off_its_characters_are_slain() -> None:
    s = _remnant(ruleset=None)
    ev = act(s, Shoot("u2", "o1"), TWO_STRUCK)
    (slain,) = of_type(ev, "CharacterSlain")
    assert (slain.character, slain.cause) == ("h", "Orc Warriors was destroyed")
    assert of_type(ev, "CharactersLeft") == []


def test_wiped_out_unit_its_characters_keep_its_lasting_effects_until_they_end() -> None:
    s = _remnant()
    # Weird Enchantment on the Orcs to the end of their side's next turn (ply 2: side 1's turn 1).
    effects.set_lasting(s.units["o1"], effects.HALF_PACE, 1, 2)
    ev = act(s, Shoot("u2", "o1"), TWO_STRUCK)
    (left,) = of_type(ev, "CharactersLeft")
    assert left.effects == ("half_pace",)
    assert left.text() == "Orc Hero stands alone where Orc Warriors fell, still under Weird Enchantment"
    hero = s.characters["h"]
    # The same unit for the spell: he moves at half pace, 30 cm rather than 60, while it lasts.
    assert character_move_reach(s, hero) == 300
    s.active, s.turn = 0, 2  # ply 3: the spell has run its course; the next action ends it
    ended = [e for point in s.ruleset.hook(hooks.AFTER_ACTION) for e in point(s, ScriptedDice([]))]
    assert [e.what for e in of_type(ended, "EffectsEnded")] == ["Orc Hero (Weird Enchantment)"]
    assert effects.HALF_PACE not in hero.flags and character_move_reach(s, hero) == 600


def test_wiped_out_unit_in_combat_its_characters_are_slain_as_in_warmaster() -> None:
    s = _remnant()
    orcs = s.units["o1"]
    orcs.hits = 3
    ev = take_casualties(s, orcs, "combat.casualties")
    assert [e.character for e in of_type(ev, "CharacterSlain")] == ["h"]
    assert of_type(ev, "CharactersLeft") == []
