"""The Empire and Orc spells, and the Tomb Kings' Death Bolt (digest 6.2, 6.3), with scripted dice."""

from game.core import carry
from game.core.actions import Proceed
from game.core.combat.attacks import NO_TERROR, TERRIFIED, plan_round
from game.core.command import Order
from game.core.command.kept import support_offer
from game.core.magic import Cast, SpellCharge, SpellHold, SpellMove
from game.core.magic.effects import HALF_PACE
from tests.core.magic.common import engage, magic, poses
from tests.helpers import act, char, of_type, unit

WIZARD = char("Wizard", 1200, 700, id="w")  # stand x 1180-1220
ORCS = unit("Orc Warriors", 1000, 700, 180, id="o")  # x 940-1060
GOBLINS = unit("Goblins", 860, 700, 180, id="gob")  # x 800-920


def test_ball_of_flame_every_unit_under_the_line_takes_3_attacks_and_is_driven_back_from_the_wizard():
    s = magic([], [ORCS, GOBLINS], [WIZARD])
    ev = act(s, Cast("w", "Ball of Flame", facing=270), [5, 4, 4, 1, 6, 1, 4, 5, 6])
    (line,) = of_type(ev, "SpellLine")
    assert (line.start, line.end, line.units) == ((1180, 700), (880, 700), ("o", "gob"))
    assert [(h.unit, h.struck) for h in of_type(ev, "HitsScored")] == [("o", 1), ("gob", 3)]
    assert len(s.units["gob"].stands) == 2
    ev = act(s, Proceed(), [1, 1, 1, 2])
    assert [(d.unit, d.moved, d.away_from) for d in of_type(ev, "DrivenBack")] == [("gob", 30, "w"), ("o", 20, "w")]
    assert poses(s, "o") == [(1020, 700, 180), (980, 700, 180), (940, 700, 180)]


def test_ball_of_flame_strikes_friends_too_and_engaged_units_carry_the_hits_into_combat():
    from game.core.shooting import book

    friends = unit("Halberdiers", 860, 700, 0, id="h")
    s = magic([friends, unit("Halberdiers", 1000, 730, 0, id="h2")], [ORCS], [WIZARD])
    engage(s, "o", "h2")
    ev = act(s, Cast("w", "Ball of Flame", facing=270), [5, 4, 4, 4, 1, 1, 1, 5, 5, 1, 1, 1])
    assert of_type(ev, "SpellLine")[0].units == ("o", "h")
    assert carry.first_round_hits(s, "o") == 3 and book.hits_taken(s, "o") == 0
    assert book.hits_taken(s, "h") == 2 and carry.first_round_hits(s, "h") == 0


def test_ball_of_flame_stops_at_terrain_that_blocks_a_shot():
    from tests.helpers import terrain

    wall = terrain("b", "building", [(1090, 680), (1110, 680), (1110, 720), (1090, 720)], "Barn")
    s = magic([], [ORCS], [WIZARD], terrain_pieces=[wall])
    ev = act(s, Cast("w", "Ball of Flame", facing=270), [5])
    (line,) = of_type(ev, "SpellLine")
    assert (line.end, line.units, line.stopped) == ((1110, 700), (), "at Barn")


def test_a_second_line_spell_spares_a_unit_already_struck():
    shamans = [char("Orc Shaman", 1200, 700, id="sh"), char("Goblin Shaman", 1130, 700, id="gs")]
    s = magic([unit("Halberdiers", 1000, 700, id="h")], [], [], shamans, first=1)
    act(s, Cast("sh", "Gotcha!", facing=270), [5, 1, 1, 1])
    ev = act(s, Cast("gs", "Gotcha!", facing=270), [6])
    (spared,) = of_type(ev, "SpellEffect")
    assert (spared.unit, spared.rule) == ("h", "magic.once")


def test_voice_of_command_moves_a_friendly_unit_as_if_ordered_leaving_characters_behind():
    s = magic(
        [unit("Halberdiers", 1000, 900, id="h")],
        [ORCS],
        [WIZARD, char("Hero", 1000, 935, id="hero", joined="h")],
    )
    act(s, Cast("w", "Voice of Command", target="h"), [5])
    assert s.command.pending.kind == "spell"
    assert s.check(Proceed()) == ["Halberdiers must move, charge or hold first"]
    target = [(x, y - 100, f) for x, y, f in poses(s, "h")]
    act(s, SpellMove(("h",), (tuple(target),)))
    assert poses(s, "h") == target
    assert s.characters["hero"].joined is None
    assert s.check(Proceed()) == []


def test_voice_of_command_may_charge_but_brings_no_supporting_charge():
    s = magic([unit("Halberdiers", 1000, 860, id="h"), unit("Halberdiers", 1000, 880, id="h2")], [ORCS], [WIZARD])
    act(s, Cast("w", "Voice of Command", target="h"), [6])
    act(s, SpellCharge("h", "o"))
    assert s.units["h"].engaged and s.units["h"].charged
    assert support_offer(s) is None


def test_voice_of_command_needs_an_unengaged_friendly_unit_within_30cm():
    s = magic([unit("Halberdiers", 1000, 720, 0, id="h")], [ORCS], [WIZARD])
    engage(s, "h", "o")
    assert s.check(Cast("w", "Voice of Command", target="h")) == [
        "Halberdiers is engaged in combat; Voice of Command can only be cast on a unit that is not"
    ]
    assert s.check(Cast("w", "Voice of Command", target="o")) == [
        "Voice of Command is cast on a friendly unit; Orc Warriors is the enemy's"
    ]


def test_voice_of_command_failing_leaves_nothing_owed():
    s = magic([unit("Halberdiers", 1000, 900, id="h")], [ORCS], [WIZARD])
    act(s, Cast("w", "Voice of Command", target="h"), [4])
    assert s.command.pending is None
    assert s.check(SpellHold(("h",))) == ["no unit is waiting to move by a spell"]


def test_weird_enchantment_halves_pace_and_makes_every_enemy_terrifying_until_its_next_turn_ends():
    s = magic([unit("Halberdiers", 1000, 900, id="h")], [unit("Giant", 1000, 700, 180, id="gi")], [WIZARD])
    ev = act(s, Cast("w", "Weird Enchantment", target="gi"), [4])
    assert of_type(ev, "SpellEffect")[0].rule == "magic.weird_enchantment"
    gi = s.units["gi"]
    assert (gi.flags[HALF_PACE], gi.flags[TERRIFIED], gi.flags[NO_TERROR]) == (1, 1, 1)
    from game.core import board, moves

    assert moves.pace(s, gi, board.unit_bases(s, gi)) == 100
    # Through the Orcs' turn, gone when the Empire's next turn begins.
    for _ in range(3):
        act(s, Proceed())
    assert s.active == 1 and gi.flags.get(HALF_PACE) == 1
    while s.active == 1:
        act(s, Proceed())
    assert HALF_PACE not in gi.flags and TERRIFIED not in gi.flags


def test_weird_enchantment_on_undead_slows_but_does_not_frighten():
    from tests.helpers import battle

    s = battle(
        [unit("Halberdiers", 150, 1100, id="r0")],
        [unit("Skeletons", 1000, 700, 180, id="sk"), unit("Skeletons", 1650, 250, 180, id="r1")],
        [char("General", 300, 1150, id="g"), WIZARD],
        [char("Tomb King", 1700, 60, id="tk")],
        armies1="tomb_kings",
        step="shoot",
    )
    act(s, Cast("w", "Weird Enchantment", target="sk"), [4])
    assert s.units["sk"].flags.get(HALF_PACE) == 1 and TERRIFIED not in s.units["sk"].flags


def test_teleport_moves_the_wizard_anywhere_and_he_may_cast_one_more_different_spell():
    s = magic([unit("Halberdiers", 300, 700, id="h")], [ORCS], [WIZARD])
    ev = act(s, Cast("w", "Teleport", target="h"), [2])
    (tp,) = of_type(ev, "Teleported")
    assert tp.joined == "h" and s.characters["w"].joined == "h"
    assert s.check(Cast("w", "Teleport", x=900, y=1000)) == [
        "the spell after a Teleport must be a different one, and not another Teleport"
    ]
    assert s.check(Cast("w", "Voice of Command", target="h")) == []
    act(s, Cast("w", "Voice of Command", target="h"), [2])
    assert s.check(Cast("w", "Weird Enchantment", target="o")) != []


def test_teleport_may_not_land_on_stands_or_touching_the_enemy():
    s = magic([], [ORCS], [WIZARD])
    assert s.check(Cast("w", "Teleport", x=1000, y=700))[0] == "Wizard would reappear on Orc Warriors"
    assert s.check(Cast("w", "Teleport", x=1000, y=721)) == [
        "Wizard may not reappear touching the enemy (Orc Warriors)"
    ]


def test_foot_of_gork_6_attacks_with_armour_and_no_drive_back():
    s = magic([unit("Halberdiers", 1000, 900, id="h")], [], [], [char("Orc Shaman", 1000, 600, id="sh")], first=1)
    ev = act(s, Cast("sh", "Foot of Gork", target="h"), [6, 4, 4, 4, 4, 1, 1, 6, 1, 1, 1])
    assert [(h.hits, h.saved, h.struck) for h in of_type(ev, "HitsScored")] == [(4, 1, 3)]
    assert len(s.units["h"].stands) == 2
    ev = act(s, Proceed(), [])
    assert not of_type(ev, "DrivenBack") and poses(s, "h")[0][1] == 900


def test_foot_of_gork_needs_an_unengaged_enemy_within_50cm():
    s = magic([unit("Halberdiers", 1000, 1000, id="h")], [], [], [char("Orc Shaman", 1000, 480, id="sh")], first=1)
    assert s.check(Cast("sh", "Foot of Gork", target="h")) == []  # exactly 50 cm
    s.characters["sh"].y = 470
    s.invalidate()
    assert s.check(Cast("sh", "Foot of Gork", target="h")) == [
        "Halberdiers is 51 cm away; Foot of Gork reaches 50 cm"
    ]


def test_gotcha_is_a_line_spell():
    s = magic([unit("Halberdiers", 1000, 700, id="h")], [], [], [char("Orc Shaman", 1200, 700, id="sh")], first=1)
    ev = act(s, Cast("sh", "Gotcha!", facing=270), [5, 4, 4, 1, 1, 1])
    assert of_type(ev, "SpellLine")[0].units == ("h",)
    assert [h.struck for h in of_type(ev, "HitsScored")] == [2]


def test_gerroff_drives_an_enemy_towards_its_own_edge_without_rout():
    s = magic([unit("Halberdiers", 1000, 900, id="h")], [], [], [char("Orc Shaman", 1000, 500, id="sh")], first=1)
    ev = act(s, Cast("sh", "Gerroff!!!", target="h"), [5, 5])
    assert of_type(ev, "DrivenBack")[0].moved == 250  # 5 x 5 cm, beyond its 20 cm pace: still no rout
    assert poses(s, "h")[0][1] == 1150 and s.units["h"].alive and not s.units["h"].confused


def test_gerroff_a_6_confuses_and_the_table_edge_means_the_off_table_chart():
    s = magic([unit("Halberdiers", 1000, 1000, id="h")], [], [], [char("Orc Shaman", 1000, 700, id="sh")], first=1)
    ev = act(s, Cast("sh", "Gerroff!!!", target="h"), [5, 6, 6])
    assert s.units["h"].confused or not s.units["h"].alive or s.units["h"].off_table is not None
    assert of_type(ev, "UnitLeftTable")


def test_waaagh_gives_a_greenskin_unit_in_combat_1_attack_per_stand_and_character():
    s = magic(
        [unit("Halberdiers", 900, 620, 0, id="h")],
        [unit("Orc Warriors", 900, 600, 180, id="o")],
        [],
        [char("Orc Shaman", 1000, 560, id="sh", joined="o")],
        first=1,
    )
    engage(s, "o", "h")
    act(s, Cast("sh", "Waaagh!", target="o"), [4])
    dice = [st.dice for st in plan_round(s, ["o", "h"], 1).attacks["o"].stands]
    assert sorted(dice) == [5, 5, 6]  # 4 + 1 each, and the Shaman's +0 + 1 on one stand


def test_waaagh_is_not_for_trolls_or_units_out_of_combat():
    s = magic([], [unit("Trolls", 900, 600, 180, id="t")], [], [char("Orc Shaman", 1000, 560, id="sh")], first=1)
    engage(s, "t")
    assert s.check(Cast("sh", "Waaagh!", target="t")) == [
        "Trolls are no greenskins; Waaagh! only stirs Orcs and Goblins"
    ]


def test_death_bolt_needs_sight_and_allows_no_armour():
    from tests.helpers import battle, terrain

    def bolt_battle(pieces=()):
        return battle(
            [unit("Knights", 1000, 500, 0, id="k")],
            [unit("Skeletons", 1650, 250, 180, id="r1")],
            [char("General", 300, 1150, id="g")],
            [char("Tomb King", 1700, 60, id="tk"), char("Liche Priest", 1000, 300, id="lp")],
            armies1="tomb_kings",
            step="shoot",
            first=1,
            terrain_pieces=list(pieces),
        )

    s = bolt_battle()
    ev = act(s, Cast("lp", "Death Bolt", target="k"), [5, 4, 4, 1])
    assert [(h.hits, h.save, h.struck) for h in of_type(ev, "HitsScored")] == [(2, None, 2)]
    ev = act(s, Proceed(), [3, 2])
    assert of_type(ev, "DrivenBack")[0].away_from == "lp"
    wall = terrain("b", "building", [(900, 380), (1100, 380), (1100, 420), (900, 420)], "Tomb")
    s = bolt_battle([wall])
    assert s.check(Cast("lp", "Death Bolt", target="k")) == [
        "Liche Priest cannot see Knights, and Death Bolt needs sight of its target"
    ]


def test_a_unit_moved_by_a_spell_needs_no_order_roll():
    s = magic([unit("Halberdiers", 1000, 900, id="h")], [ORCS], [WIZARD])
    assert s.check(Order("g", ("h",))) != []
