"""The Kislev War Wagon (digest 10.11 [6]), clause by clause with scripted dice."""

from game.core.combat.attacks import plan_round
from game.core.combat.kept import Aftermath
from game.core.combat.retreat import retreat_unit
from game.core.command.actions import Charge, Move, Order
from game.core.cover import stand_cover
from game.core.dice import ScriptedDice
from game.core.magic import Cast, effects
from game.core.makeway import plan_make_way
from game.core.questions import ALWAYS_DEFENDED, DRIVE_BACK_CONFUSES_ONLY
from game.core.shooting.actions import Shoot
from game.core.shooting.driveback import drive_back
from game.core.shooting.weapons import weapon
from game.core.specials.kislev_wagon import LAAGER
from game.core.state import Stand
from tests.core.specials.test_kislev import ORCS, kislev, stand_dice
from tests.helpers import act, char, of_type, terrain, unit

# Two stands side by side, facing up; front edge at y 680.
WAGON = unit("War Wagon", 900, 700, id="w")


def _ordered(y=700):
    s = kislev([unit("War Wagon", 900, y, id="w")], [unit("Orc Warriors", 900, 100, 180, id="o")],
               general=("General", 900, 800), step="orders")
    act(s, Order("gen", ("w",)), [2, 3])
    return s


def test_the_wagon_starts_laagered_defended_and_never_driven_back():
    s = kislev([WAGON], [ORCS])
    w = s.units["w"]
    assert w.flags[LAAGER] == 1
    assert s.ruleset.ask(ALWAYS_DEFENDED, s, w) == "a laagered War Wagon counts as defended"
    assert s.ruleset.ask(DRIVE_BACK_CONFUSES_ONLY, s, w)
    assert stand_cover(s, w, 0, (900, 500)).level == "defended"


def test_the_wagon_shoots_four_in_all_30_cm_all_round_armour_one_worse():
    s = kislev([WAGON], [ORCS])
    w = weapon(s, s.units["w"])
    assert (w.range_mm, w.all_round, w.armour_worse) == (300, True, True)
    # Both stands see the Orcs: 4 dice, not 8. Three hit on 4s; the Orcs' 6+ is lost to the armour-piercing shot.
    ev = act(s, Shoot("w", "o"), [4, 5, 6, 1])
    assert [h.struck for h in of_type(ev, "HitsScored")] == [3]


def test_the_wagon_fights_with_four_in_all_and_is_defended_in_laager():
    s = kislev([WAGON], [unit("Orc Warriors", 900, 670, 180, id="o")], step="fight")
    assert stand_dice(s, "w", "o") == [4, 0]
    # The Orcs need 5s against the laager.
    assert {st.to_hit for st in plan_round(s, ["w", "o"], 1).attacks["o"].stands} == {5}


def test_a_move_of_5_cm_or_less_keeps_the_laager():
    s = _ordered()
    act(s, Move(("w",), (((890, 660, 0), (910, 660, 0)),)))
    assert s.units["w"].flags[LAAGER] == 1


def test_the_5_cm_is_measured_as_any_move_by_the_corner_that_goes_farthest():
    s = _ordered()
    # 4 cm on and a turn of 30 degrees: no stand's middle goes 5 cm, but a corner goes 5.3 cm.
    turned = ((891, 655, 30), (909, 665, 30))
    assert s.check(Move(("w",), (turned,))) == [
        "War Wagon moving more than 5 cm must end in column, one stand behind the other"
    ]


def test_after_a_failed_order_the_half_pace_move_cannot_form_laager():
    s = kislev([unit("War Wagon", 900, 700, id="w")], [unit("Orc Warriors", 900, 100, 180, id="o")],
               general=("General", 900, 800), step="orders")
    act(s, Order("gen", ("w",)), [5, 6])
    assert s.check(Move(("w",), (((890, 670, 0), (910, 670, 0)),))) == [
        "War Wagon forms laager only after a successful order: this move must end in column"
    ]
    act(s, Move(("w",), (((900, 690, 0), (900, 650, 0)),)))
    assert s.units["w"].flags[LAAGER] == 0 and [st.pose for st in s.units["w"].stands] == [(900, 690, 0), (900, 650, 0)]


def test_a_longer_move_must_end_in_column_and_leaves_it_in_the_open():
    s = _ordered()
    line = ((890, 600, 0), (910, 600, 0))
    assert s.check(Move(("w",), (line,))) == [
        "War Wagon moving more than 5 cm must end in column, one stand behind the other"
    ]
    column = ((900, 580, 0), (900, 620, 0))
    assert s.check(Move(("w",), (column,))) == []
    act(s, Move(("w",), (column,)))
    w = s.units["w"]
    assert w.flags[LAAGER] == 0 and not s.ruleset.ask(ALWAYS_DEFENDED, s, w)
    assert stand_cover(s, w, 0, (900, 300)).level == "open"


def test_a_laagered_wagon_forced_to_retreat_holds_its_ground():
    s = kislev([WAGON], [unit("Orc Warriors", 900, 670, 180, id="o")], step="fight")
    before = [st.pose for st in s.units["w"].stands]
    ev = retreat_unit(s, s.units["w"], "", Aftermath(units=["w", "o"], round=1, retreat_mm=80), ScriptedDice([]))
    assert s.units["w"].alive and [st.pose for st in s.units["w"].stands] == before
    assert ev[0].rule == "combat.retreat.holds"


def test_a_wagon_column_forced_to_retreat_retreats_rather_than_being_overrun():
    s = kislev([unit("War Wagon", 900, 700, id="w")], [unit("Orc Warriors", 900, 670, 180, id="o")], step="fight")
    s.units["w"].flags[LAAGER] = 0
    ev = retreat_unit(s, s.units["w"], "", Aftermath(units=["w", "o"], round=1, retreat_mm=80), ScriptedDice([]))
    assert s.units["w"].alive and of_type(ev, "Retreated")
    # Other artillery is overrun.
    s2 = kislev([], [unit("Orc Warriors", 900, 670, 180, id="o"), unit("Rock Lobber", 400, 300, 180, id="rl")],
                step="fight")
    retreat_unit(s2, s2.units["rl"], "", Aftermath(units=["rl", "o"], round=1, retreat_mm=80), ScriptedDice([]))
    assert not s2.units["rl"].alive


def test_a_wagon_that_lost_its_team_can_no_longer_move():
    s = kislev([WAGON], [unit("Orc Warriors", 900, 500, 180, id="o")])
    s.units["w"].stands.pop()
    s.invalidate()
    ev = act(s, Shoot("w", "o"), [1, 1, 1, 1])
    assert s.units["w"].flags[effects.IMMOBILE] == 1
    assert any("lost its team" in e.text() for e in ev)


def test_shooting_rolls_a_laagers_drive_back_only_for_confusion():
    s = kislev([WAGON], [ORCS])
    w = s.units["w"]
    before = [st.pose for st in w.stands]
    # Three hits, the first ignored as it is defended: 6 + 5 would rout a wagon in the open; it stays, confused.
    ev = drive_back(s, w, 3, (900, 500), ScriptedDice([6, 5]))
    assert [st.pose for st in w.stands] == before and w.alive and w.confused
    assert of_type(ev, "DiceRolled")[0].outcome.endswith("never driven back nor routed, but a 6: confused")


def test_a_wagon_column_is_driven_back_as_usual():
    s = kislev([WAGON], [ORCS])
    w = s.units["w"]
    w.flags[LAAGER] = 0
    drive_back(s, w, 2, (900, 500), ScriptedDice([2, 1]))
    assert [st.y for st in w.stands] == [730, 730]


def test_gerroff_leaves_a_laager_put_and_confuses_it_on_a_6_if_it_would_have_left_the_table():
    shaman = char("Orc Shaman", 500, 800, id="os", facing=180)
    s = kislev([unit("War Wagon", 900, 1150, id="w")], [ORCS], chars1=[shaman], first=1)
    # Cast on a 5; a 4 pushes 20 cm, off the table from 5 cm away: the second die, a 6, confuses it.
    ev = act(s, Cast("os", "Gerroff!!!", target="w"), [5, 4, 6])
    w = s.units["w"]
    assert w.alive and w.confused and [st.y for st in w.stands] == [1150, 1150]
    assert of_type(ev, "DiceRolled")[-1].outcome == "a 6: confused"
    s = kislev([unit("War Wagon", 900, 700, id="w")], [ORCS], chars1=[shaman], first=1)
    act(s, Cast("os", "Gerroff!!!", target="w"), [5, 4])
    assert not s.units["w"].confused and [st.y for st in s.units["w"].stands] == [700, 700]


def test_a_laager_has_no_flank():
    s = kislev([WAGON], [unit("Orc Warriors", 870, 700, 90, id="o")], step="fight")
    mods = [m.rule for st in plan_round(s, ["w", "o"], 1).attacks["w"].stands for m in st.modifiers]
    assert "combat.flank" not in mods
    s.units["w"].flags[LAAGER] = 0
    mods = [m.rule for st in plan_round(s, ["w", "o"], 1).attacks["w"].stands for m in st.modifiers]
    assert "combat.flank" in mods


def test_kislev_infantry_beside_a_laagers_short_edge_is_defended():
    # The wagon faces right: its stands' short edges are upright; the Axemen's left stand's side edge lies on one.
    s = kislev([unit("War Wagon", 900, 700, 90, id="w"), unit("Axemen", 980, 690, id="a"),
                unit("Axemen", 980, 900, id="far")], [ORCS])
    assert s.ruleset.ask(ALWAYS_DEFENDED, s, s.units["a"]) == "beside the laagered War Wagon"
    assert s.ruleset.ask(ALWAYS_DEFENDED, s, s.units["far"]) == ""
    s.units["w"].flags[LAAGER] = 0
    assert s.ruleset.ask(ALWAYS_DEFENDED, s, s.units["a"]) == ""


def test_a_laager_cannot_make_way_a_column_can():
    s = kislev([WAGON, unit("Axemen", 900, 620, id="a")], [ORCS])
    w, a = s.units["w"], s.units["a"]
    assert plan_make_way(s, w, a, (0.0, 1.0), 100.0) == ["a laagered War Wagon cannot make way"]
    w.flags[LAAGER] = 0
    how = plan_make_way(s, w, a, (0.0, 1.0), 100.0)
    assert isinstance(how, tuple) and how[0] in ("moves aside", "moves back")


def test_the_wagon_never_charges():
    s = kislev([WAGON], [unit("Orc Warriors", 900, 600, 180, id="o")], general=("General", 900, 850), step="orders")
    act(s, Order("gen", ("w",)), [2, 3])
    assert not [a for a in s.legal_actions() if a.kind == "charge"]
    assert s.check(Charge("w", "o")) != []


# ---------------------------------------------------------------- The laager's shape

COLUMN = [(900, 700, 0), (900, 660, 0)]  # the wagon, its team in front


def _in_column(s, poses=COLUMN):
    w = s.units["w"]
    w.stands = [Stand(*p) for p in poses]
    w.flags[LAAGER] = 0
    s.invalidate()
    return w


def test_a_short_move_from_column_draws_the_team_in_beside_the_wagon():
    s = _ordered()
    w = _in_column(s)
    # 2 cm on in column: the wagon stays where it ends, the team (straight ahead) is drawn in on its right.
    ev = act(s, Move(("w",), (((900, 680, 0), (900, 640, 0)),)))
    assert [st.pose for st in w.stands] == [(900, 680, 0), (920, 680, 0)] and w.flags[LAAGER] == 1
    assert [e.text() for e in of_type(ev, "LaagerFormed")] == [
        "War Wagon forms laager: the team is drawn in on the wagon's right (Laager)"
    ]
    assert s.ruleset.ask(ALWAYS_DEFENDED, s, w) == "a laagered War Wagon counts as defended"


def test_the_team_goes_to_the_other_side_where_the_near_one_is_blocked():
    wood = terrain("pines", "wood", [(912, 600), (990, 600), (990, 760), (912, 760)])
    s = kislev([WAGON], [unit("Orc Warriors", 900, 100, 180, id="o")], general=("General", 900, 800),
               step="orders", terrain_pieces=[wood])
    act(s, Order("gen", ("w",)), [2, 3])
    w = _in_column(s)
    ev = act(s, Move(("w",), (((900, 690, 0), (900, 650, 0)),)))
    assert [st.pose for st in w.stands] == [(900, 690, 0), (880, 690, 0)] and w.flags[LAAGER] == 1
    assert "on the wagon's left" in of_type(ev, "LaagerFormed")[0].text()


def test_with_no_room_either_side_the_wagon_stays_in_column():
    woods = [terrain("east", "wood", [(912, 600), (990, 600), (990, 760), (912, 760)]),
             terrain("west", "wood", [(810, 600), (888, 600), (888, 760), (810, 760)])]
    # Set up in column between two woods: no room for the laager as the battle begins.
    s = kislev([unit("War Wagon", 900, 700, formation="column", id="w")], [unit("Orc Warriors", 900, 100, 180, id="o")],
               general=("General", 900, 850), step="orders", terrain_pieces=woods)
    w = s.units["w"]
    assert [st.pose for st in w.stands] == [(900, 680, 0), (900, 720, 0)] and w.flags[LAAGER] == 0
    act(s, Order("gen", ("w",)), [2, 3])
    # 1 cm on with the team askew, neither a column nor room for the laager: refused.
    assert s.check(Move(("w",), (((900, 670, 0), (900, 710, 5)),))) == [
        "War Wagon has no room to draw its team in beside the wagon there: end in column"
    ]
    ev = act(s, Move(("w",), (((900, 670, 0), (900, 710, 0)),)))
    assert [st.pose for st in w.stands] == [(900, 670, 0), (900, 710, 0)] and w.flags[LAAGER] == 0
    assert [e.text() for e in ev if "no room" in e.text()] == [
        "War Wagon has no room to draw its team in beside the wagon: it stays in column"
    ]
    assert not s.ruleset.ask(ALWAYS_DEFENDED, s, w)


def test_a_wagon_set_up_in_column_is_drawn_into_laager_as_the_battle_begins():
    s = kislev([unit("War Wagon", 900, 700, formation="column", id="w")], [ORCS])
    w = s.units["w"]
    assert [st.pose for st in w.stands] == [(900, 680, 0), (920, 680, 0)] and w.flags[LAAGER] == 1


def test_a_short_move_may_keep_the_wagon_in_column_when_its_player_says_so():
    s = _ordered()
    w = _in_column(s)
    keep = Move(("w",), (((900, 680, 0), (900, 640, 0)),), column=("w",))
    assert str(keep) == "move w (w in column)"
    ev = act(s, keep)
    assert [st.pose for st in w.stands] == [(900, 680, 0), (900, 640, 0)] and w.flags[LAAGER] == 0
    assert of_type(ev, "LaagerFormed") == [] and not s.ruleset.ask(ALWAYS_DEFENDED, s, w)


def test_a_laagered_wagon_kept_in_column_must_end_one_stand_behind_the_other():
    s = _ordered()
    side_by_side = ((890, 660, 0), (910, 660, 0))
    assert s.check(Move(("w",), (side_by_side,), column=("w",))) == [
        "War Wagon is to stay in column: its stands must end one behind the other"
    ]


def test_only_a_war_wagon_chooses_column_and_the_choice_is_written_only_when_made():
    from game.core.actions import action_from_dict

    s = kislev([unit("Axemen", 900, 700, id="a")], [unit("Orc Warriors", 900, 100, 180, id="o")],
               general=("General", 900, 800), step="orders")
    act(s, Order("gen", ("a",)), [2, 3])
    ends = tuple((st.x, st.y - 20, 0) for st in s.units["a"].stands)
    assert s.check(Move(("a",), (ends,), column=("a",))) == [
        "Axemen is no War Wagon: only a War Wagon chooses between laager and column"
    ]
    plain = Move(("a",), (ends,))
    assert "column" not in plain.to_dict() and action_from_dict(plain.to_dict()) == plain
    chosen = Move(("w",), (((900, 680, 0), (900, 640, 0)),), column=("w",))
    assert chosen.to_dict()["column"] == ["w"] and action_from_dict(chosen.to_dict()) == chosen
