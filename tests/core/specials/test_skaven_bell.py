"""The Skaven's Screaming Bell (digest 10.8 [7]): pushed by infantry, never driven back, overrun if it retreats,
moving after combat only with infantry touching it at the start and the end, and swaying the Command of
characters near it."""

from game.core.combat import pursuit
from game.core.combat.aftermath import may_stand_on_draw, winner_options
from game.core.combat.choices import _why_not
from game.core.combat.fallback import fall_back
from game.core.combat.kept import Aftermath
from game.core.command.actions import InitiativeCharge, Order
from game.core.command.penalties import order_target
from game.core.questions import IGNORES_TERROR, NEVER_DRIVEN_BACK, RETREAT_DESTROYS
from game.core.roster import Roster, RosterUnit, roster_problems
from tests.helpers import armies, battle, char, unit

SPARE0 = [unit("Clanrats", 150 + 200 * i, 1120, id=f"spare{i}") for i in range(2)]
SPARE1 = [unit("Orc Warriors", 1650 - 200 * i, 80, 180, id=f"ospare{i}") for i in range(3)]
BELL = unit("Screaming Bell", 900, 800, id="bell")  # its base x 880-920, y 770-830
PUSHERS = unit("Clanrats", 820, 800, id="c")  # their right edge at x 880: touching the Bell's flank


def skaven(units0, chars0=(), chars1=(), step="orders"):
    return battle([BELL, *units0, *SPARE0], [unit("Orc Warriors", 900, 500, 180, id="o"), *SPARE1],
                  [char("Grey Seer", 900, 950, id="gen"), *chars0], [char("Orc General", 100, 40, id="og"), *chars1],
                  armies0="skaven", step=step)


def test_the_bell_moves_only_in_a_brigade_with_infantry_and_never_on_initiative():
    s = skaven([PUSHERS])
    assert s.unit_profile(s.units["bell"]).base_mm == (40, 60)
    assert "cannot move of its own accord" in s.check(Order("gen", ("bell",)))[0]
    assert s.check(Order("gen", ("bell", "c"))) == []
    s = skaven([PUSHERS], step="initiative")
    assert s.check(InitiativeCharge("bell", "o"))


def test_it_is_never_driven_back_and_is_overrun_if_it_must_retreat():
    s = skaven([])
    bell = s.units["bell"]
    assert s.ruleset.ask(NEVER_DRIVEN_BACK, s, bell) == "Screaming Bell is never driven back"
    assert s.ruleset.ask(RETREAT_DESTROYS, s, bell) == "Screaming Bell, forced to retreat, is overrun"


def test_it_pursues_advances_or_falls_back_only_while_infantry_touch_it():
    p = Aftermath(units=["bell", "o"], round=1, retreated={"o": 1})
    alone = skaven([])
    assert winner_options(alone, alone.units["bell"], p) == ["stand"]
    assert may_stand_on_draw(alone, alone.units["bell"], p)
    pushed = skaven([PUSHERS])
    assert "fall_back" in winner_options(pushed, pushed.units["bell"], p)


def _bell_fight(orcs_y):
    """The Bell and its pushers against Orcs just in front of it (their rear edge ``orcs_y`` - 10)."""
    return battle([BELL, PUSHERS, *SPARE0], [unit("Orc Warriors", 900, orcs_y, 180, id="o"), *SPARE1],
                  [char("Grey Seer", 900, 950, id="gen")], [char("Orc General", 100, 40, id="og")],
                  armies0="skaven", step="orders")


def test_it_pursues_only_where_infantry_still_touch_it_at_the_end():
    p = Aftermath(units=["bell", "o"], round=1, retreated={"o": 1})
    # 4 cm forward (to y 760) its flank still meets the Clanrats' corner: it may pursue.
    near = _bell_fight(720)
    assert pursuit.plan_pursuit(near, near.units["bell"], p).poses == ((900, 760, 0),)
    assert winner_options(near, near.units["bell"], p) == ["stand", "fall_back", "pursue"]
    # 6 cm forward (to y 740) it would leave them behind: it may not.
    far = _bell_fight(700)
    bell = far.units["bell"]
    assert pursuit.plan_pursuit(far, bell, p).poses == ((900, 740, 0),)
    assert winner_options(far, bell, p) == ["stand", "fall_back"]
    assert _why_not(far, bell, "pursue", p, ["stand", "fall_back"]) == (
        "Screaming Bell would end its pursuit with no infantry touching it to push it")


def test_its_fall_back_is_not_made_if_it_would_end_alone_and_is_once_the_pushers_went_first():
    s = _bell_fight(740)
    fight = ["bell", "o", "c"]
    (stood,) = fall_back(s, s.units["bell"], 100, None, fight)
    assert stood.reason == "Screaming Bell would end its fall back with no infantry touching it to push it"
    assert s.units["bell"].stands[0].pose == (900, 800, 0)
    fall_back(s, s.units["c"], 100, None, fight)  # the Clanrats go 10 cm back first
    (fell,) = fall_back(s, s.units["bell"], 100, None, fight)
    assert fell.distance == 100 and s.units["bell"].stands[0].pose == (900, 900, 0)


def test_skaven_touching_the_bell_ignore_terror():
    s = skaven([PUSHERS, unit("Clanrats", 500, 600, id="far")])
    assert s.ruleset.ask(IGNORES_TERROR, s, s.units["c"])
    assert not s.ruleset.ask(IGNORES_TERROR, s, s.units["far"])


def test_heroes_and_warlocks_near_it_gain_1_command_and_enemy_characters_lose_1():
    s = skaven([PUSHERS, unit("Clanrats", 700, 1000, id="c2")],
               [char("Hero", 700, 950, id="h"), char("Hero", 300, 950, id="far_hero")],
               [char("Orc Hero", 1000, 550, id="oh")])
    near = order_target(s, s.characters["h"], [s.units["c2"]])
    assert [(m.value, m.rule) for m in near.modifiers if m.rule == "specials.screaming_bell"] == [
        (1, "specials.screaming_bell")]
    # The Grey Seer is no Hero or Warlock: the Bell does not lift him.
    assert not [m for m in order_target(s, s.characters["gen"], [s.units["c"]]).modifiers
                if m.rule == "specials.screaming_bell"]
    foe = order_target(s, s.characters["oh"], [s.units["o"]])
    assert [m.value for m in foe.modifiers if m.rule == "specials.screaming_bell"] == [-1]


def test_an_army_has_at_most_one_bell():
    army = armies()["skaven"]
    two = Roster(name="t", army="skaven", points_cap=3000,
                 units=(RosterUnit("Screaming Bell"), RosterUnit("Screaming Bell")), characters=())
    assert any("Screaming Bell" in p.message for p in roster_problems(two, army))
