"""The Wood Elves' special rules: Woodland Folk, Glade Guard, Waywatchers, Forest Spirits (digest 10.21)."""

from game.core.command import Order
from game.core.command.penalties import order_target
from game.core.questions import IGNORES_TERROR
from game.core.shooting import Shoot
from tests.helpers import act, battle, char, of_type, terrain, unit

SPARE0 = [unit("Eternal Guard", 150 + 200 * i, 1120, id=f"spare{i}") for i in range(3)]
SPARE1 = [unit("Orc Warriors", 1650 - 200 * i, 80, 180, id=f"ospare{i}") for i in range(3)]
GENERAL0 = char("General", 1700, 1150, id="gen")
GENERAL1 = char("Orc General", 100, 40, id="og")
WOOD = terrain("wood", "wood", [(700, 600), (1100, 600), (1100, 800), (700, 800)], "Loren Wood")
VILLAGE = terrain("village", "village", [(1300, 600), (1500, 600), (1500, 800), (1300, 800)], "Hamlet")


def wood_elves(units0, units1=(), chars0=(), step="orders", **kw):
    """Wood Elves (side 0, bottom, facing up) against Orcs (side 1, top, facing down)."""
    return battle([*units0, *SPARE0], [*units1, *SPARE1], [GENERAL0, *chars0], [GENERAL1],
                  armies0="wood_elves", step=step, **kw)


def rules_of(s, who, uid):
    return [m.rule for m in order_target(s, s.characters[who], [s.units[uid]]).modifiers]


def test_woodland_folk_infantry_in_a_wood_take_no_dense_terrain_penalty():
    s = wood_elves([unit("Eternal Guard", 900, 700, id="eg"), unit("Glade Riders", 1000, 1000, id="gr")],
                   chars0=[char("Noble", 900, 900, id="n")], terrain_pieces=[WOOD])
    assert "command.penalty.dense_terrain" not in rules_of(s, "n", "eg")
    # In the village the same troops pay the -1.
    s2 = wood_elves([unit("Eternal Guard", 1400, 700, id="eg")], chars0=[char("Noble", 1400, 900, id="n")],
                    terrain_pieces=[WOOD, VILLAGE])
    assert "command.penalty.dense_terrain" in rules_of(s2, "n", "eg")


def test_woodland_folk_order_in_the_wood_at_full_command():
    s = wood_elves([unit("Eternal Guard", 900, 700, id="eg")], chars0=[char("Noble", 900, 900, id="n")],
                   terrain_pieces=[WOOD])
    ev = act(s, Order("n", ("eg",)), [4, 4])  # 8 against Command 8: no -1 for the wood
    assert of_type(ev, "DiceRolled")[0].success


def test_glade_guard_hit_on_3_in_the_open():
    s = wood_elves([unit("Glade Guard", 900, 700, id="gg")], [unit("Orc Warriors", 900, 560, 180, id="o")],
                   step="shoot")
    ev = act(s, Shoot("gg", "o"), [3, 3, 2, 6, 6])
    (hs,) = of_type(ev, "HitsScored")
    assert (hs.to_hit, hs.hits) == (3, 2)


def test_waywatchers_hit_with_plus_one_and_armour_one_worse():
    s = wood_elves([unit("Waywatchers", 900, 700, id="ww")], [unit("Black Orcs", 900, 560, 180, id="bo")],
                   step="shoot")
    # Two stands x 2 shots: 3+ to hit; Black Orcs save 5+, one worse: 6+ (only the 6 saves).
    ev = act(s, Shoot("ww", "bo"), [3, 3, 2, 6] + [4, 5, 6])
    (hs,) = of_type(ev, "HitsScored")
    assert (hs.to_hit, hs.hits, hs.save, hs.saved) == (3, 3, 6, 1)
    assert [m.label for m in hs.save_modifiers] == ["Waywatchers: armour counts one worse"]


def test_forest_spirits_ignore_terror_and_take_minus_one_from_the_general_or_a_noble():
    s = wood_elves([unit("Dryads", 900, 700, id="dr"), unit("Eternal Guard", 600, 700, id="eg")],
                   chars0=[char("Noble", 800, 900, id="n")])
    assert s.ruleset.ask(IGNORES_TERROR, s, s.units["dr"])
    assert not s.ruleset.ask(IGNORES_TERROR, s, s.units["eg"])
    assert "specials.forest_spirits" in rules_of(s, "n", "dr")
    assert "specials.forest_spirits" in rules_of(s, "gen", "dr")
    assert "specials.forest_spirits" not in rules_of(s, "n", "eg")


def test_forest_spirits_order_fails_on_what_would_pass_for_elves():
    s = wood_elves([unit("Dryads", 900, 700, id="dr")], chars0=[char("Noble", 900, 850, id="n")])
    ev = act(s, Order("n", ("dr",)), [4, 4])  # 8 against Command 8 - 1
    roll = of_type(ev, "DiceRolled")[0]
    assert not roll.success
    assert "Forest Spirits heed the elves unwillingly" in [m.label for m in roll.modifiers]


def test_waywatchers_may_be_held_back_to_infiltrate():
    from game.core.specials.infiltration import HoldBack
    from tests.core.deployment.helpers import ORCS, deploying, roster

    s = deploying(roster("wood_elves", ["Glade Guard", "Glade Guard", "Dryads", "Waywatchers"], ["General"]), ORCS)
    assert s.check(HoldBack("u1")) == ["Glade Guard cannot infiltrate, so it must be set up"]
    (ev,) = of_type(act(s, HoldBack("u4")), "Infiltrated")
    assert ev.text() == "Waywatchers are held back, to infiltrate later"
