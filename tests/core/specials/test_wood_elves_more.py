"""The Wood Elves' Wardancers, Wild Riders, Treeman, Treeman Ancient and Branchwraith, Spell Weaver, Unicorn and
spells (digest 10.21, 6.3), with scripted dice."""

from game.core.combat.attacks import plan_round, terrifying
from game.core.command import Move, MoveCharacter, Order
from game.core.command.penalties import order_target
from game.core.cover import stand_cover
from game.core.magic import Cast
from game.core.magic.effects import ply
from game.core.roster import Roster, RosterCharacter, RosterUnit, roster_problems
from game.core.specials.wood_elves import SUNG, TWILIGHT
from game.data import load_armies
from tests.core.specials.test_wood_elves import wood_elves
from tests.helpers import act, char, of_type, terrain, unit

ORCS_FACING = unit("Orc Warriors", 900, 680, 180, id="o")  # front to front with a unit at y 700
WOOD = terrain("wood", "wood", [(700, 600), (1100, 600), (1100, 800), (700, 800)], "Loren Wood")


def test_wardancers_the_add_on_stand_strikes_with_its_own_4_attacks():
    s = wood_elves([unit("Glade Guard", 900, 700, id="gg", addons=("Wardancers",))], [ORCS_FACING], step="fight")
    stands = plan_round(s, ["gg", "o"], 1).attacks["gg"].stands
    assert [st.dice for st in stands] == [3, 3, 3, 4]
    assert [m.rule for m in stands[-1].modifiers] == ["specials.wardancers"]


def test_wardancers_join_only_glade_guard_and_eternal_guard_and_count_four_per_1000():
    armies = load_armies()

    def problems(units):
        r = Roster("t", "wood_elves", 1000, tuple(units), (RosterCharacter("General"),))
        return [p.message for p in roster_problems(r, armies["wood_elves"])]

    base = [RosterUnit("Glade Guard"), RosterUnit("Glade Guard"), RosterUnit("Dryads")]
    assert problems([*base, RosterUnit("Eternal Guard", addons=("Wardancers",))]) == []
    assert problems([*base, RosterUnit("Dryads", addons=("Wardancers",))]) == ["Wardancers may not join Dryads"]
    five = [RosterUnit(p, addons=("Wardancers",)) for p in ["Glade Guard"] * 3 + ["Eternal Guard"] * 2]
    assert problems([RosterUnit("Dryads"), *five]) == [
        "Wardancers: at most 4 allowed for a 1000-point force, roster has 5"
    ]


def test_wild_riders_add_an_attack_a_stand_to_the_front_in_the_first_round_only():
    # Cavalry stands face with a short edge (2 cm wide, 4 cm deep): the Orcs stand front to front with them.
    s = wood_elves([unit("Wild Riders", 900, 700, id="wr")], [unit("Orc Warriors", 900, 670, 180, id="o")],
                   step="fight")
    first = plan_round(s, ["wr", "o"], 1).attacks["wr"].stands
    assert [st.dice for st in first] == [4, 4, 4]
    assert "specials.wild_riders" in [m.rule for m in first[0].modifiers]
    second = plan_round(s, ["wr", "o"], 2).attacks["wr"].stands
    assert [st.dice for st in second] == [3, 3, 3]


def test_wild_riders_fighting_with_a_flank_get_no_extra_attack():
    # The Orcs touch the Riders' left flank: no stand fights to its front.
    s = wood_elves([unit("Wild Riders", 900, 700, id="wr")], [unit("Orc Warriors", 860, 700, 90, id="o")],
                   step="fight")
    stands = plan_round(s, ["wr", "o"], 1).attacks["wr"].stands
    assert stands and all("specials.wild_riders" not in [m.rule for m in st.modifiers] for st in stands)


def test_treeman_walks_into_a_wood_and_takes_no_dense_terrain_penalty():
    s = wood_elves([unit("Treeman", 900, 900, id="tm"), unit("Treekin", 400, 900, id="tk")],
                   chars0=[char("Noble", 1000, 1000, id="n")], terrain_pieces=[WOOD])
    act(s, Order("n", ("tm",)), [1, 1])
    assert s.check(Move(("tm",), (((900, 720, 0),),))) == []
    act(s, Move(("tm",), (((900, 720, 0),),)), [])
    rules = [m.rule for m in order_target(s, s.characters["n"], [s.units["tm"]]).modifiers]
    assert "command.penalty.dense_terrain" not in rules
    # Never defended there: a monster takes no cover.
    assert stand_cover(s, s.units["tm"], 0).rank == 0


def test_treeman_rule_is_the_treemans_alone_other_monsters_stay_out_of_woods():
    from game.core.board import unit_mover
    from game.table import TerrainKind, may_enter

    s = wood_elves([unit("Treeman", 900, 900, id="tm")], [unit("Giant", 900, 300, 180, id="gi")])
    assert may_enter(TerrainKind.WOOD, unit_mover(s, s.units["tm"]))
    assert not may_enter(TerrainKind.WOOD, unit_mover(s, s.units["gi"]))
    assert not may_enter(TerrainKind.HIGH_OBSTACLE, unit_mover(s, s.units["tm"]))


ANCIENT = char("Treeman Ancient", 700, 1000, id="ta")


def test_treeman_ancient_orders_to_units_not_forest_spirits_count_minus_1():
    s = wood_elves([unit("Dryads", 700, 900, id="dr"), unit("Eternal Guard", 500, 900, id="eg")], chars0=[ANCIENT])
    assert "specials.tree_singer" in [m.rule for m in order_target(s, s.characters["ta"], [s.units["eg"]]).modifiers]
    assert "specials.tree_singer" not in [
        m.rule for m in order_target(s, s.characters["ta"], [s.units["dr"]]).modifiers
    ]
    ev = act(s, Order("ta", ("eg",)), [4, 4])  # 8 against Command 8 - 1
    assert not of_type(ev, "DiceRolled")[0].success


def test_treeman_ancient_joins_only_forest_spirits():
    s = wood_elves([unit("Dryads", 700, 900, id="dr"), unit("Eternal Guard", 500, 900, id="eg")],
                   chars0=[char("Branchwraith", 600, 1000, id="bw")], step="characters")
    refused = s.check(MoveCharacter("bw", 500, 920, 0, join="eg"))
    assert "the Branchwraith joins only Forest Spirits, and Eternal Guard are not" in refused
    assert s.check(MoveCharacter("bw", 700, 920, 0, join="dr")) == []


def test_treeman_ancient_causes_terror_with_the_unit_he_joins_the_branchwraith_does_not():
    s = wood_elves([unit("Dryads", 700, 900, id="dr"), unit("Treekin", 400, 900, id="tk")],
                   chars0=[char("Treeman Ancient", 700, 940, id="ta", joined="dr"),
                           char("Branchwraith", 400, 940, id="bw", joined="tk")])
    assert terrifying(s, s.units["dr"]) and not terrifying(s, s.units["tk"])


def test_treeman_ancient_casts_tree_singing_and_nothing_else():
    s = wood_elves([unit("Dryads", 700, 900, id="dr")], chars0=[char("Treeman Ancient", 700, 1000, id="ta")],
                   step="shoot")
    assert s.check(Cast("ta", "Twilight Host", target="dr")) == [
        "Treeman Ancient cannot cast Twilight Host; he may cast only Tree Singing"
    ]
    ev = act(s, Cast("ta", "Tree Singing", target="dr"), [5])
    assert of_type(ev, "SpellCast")[0].success and s.units["dr"].flags[SUNG] == 1


def test_treeman_ancient_and_branchwraith_carry_no_magic_items():
    from game.core.items.catalogue import BY_NAME, character_may_carry

    army = load_armies()["wood_elves"]
    sword = BY_NAME["Sword of Might"]
    assert character_may_carry(sword, army.character("Branchwraith")) == "the Branchwraith carries no magic items"
    assert character_may_carry(sword, army.character("Noble")) == ""


def test_tree_singing_infantry_count_as_defended_in_the_open_until_they_move():
    s = wood_elves([unit("Glade Guard", 900, 900, id="gg"), unit("Glade Riders", 700, 900, id="gr")],
                   chars0=[char("Spell Weaver", 900, 1000, id="sw")], step="shoot")
    assert s.check(Cast("sw", "Tree Singing", target="gr")) == [
        "Tree Singing is cast on infantry; Glade Riders are cavalry"
    ]
    assert stand_cover(s, s.units["gg"], 0).rank == 0
    act(s, Cast("sw", "Tree Singing", target="gg"), [5])
    cover = stand_cover(s, s.units["gg"], 0)
    assert (cover.rank, cover.reason) == (1, "the trees shelter Glade Guard (Tree Singing)")
    # Moved a step: the trees are left behind.
    st = s.units["gg"].stands[0]
    st.x += 10
    assert stand_cover(s, s.units["gg"], 0).rank == 0


def test_tree_singing_lasts_until_the_casters_next_turn():
    s = wood_elves([unit("Glade Guard", 900, 900, id="gg")], chars0=[char("Spell Weaver", 900, 1000, id="sw")],
                   step="shoot")
    act(s, Cast("sw", "Tree Singing", target="gg"), [5])
    assert s.units["gg"].flags[SUNG + "@until"] == ply(s) + 1


def test_twilight_host_a_friend_causes_terror_until_the_next_wood_elf_shooting_phase():
    s = wood_elves([unit("Eternal Guard", 900, 900, id="eg")], chars0=[char("Spell Weaver", 900, 1000, id="sw")],
                   step="shoot")
    assert not terrifying(s, s.units["eg"])
    ev = act(s, Cast("sw", "Twilight Host", target="eg"), [5])
    assert of_type(ev, "SpellCast")[0].success and terrifying(s, s.units["eg"])
    cast = s.units["eg"].flags[TWILIGHT]
    s.turn += 1  # the Wood Elves' next turn: still in its Command phase, then gone at its Shooting phase
    s.phase = "command"
    assert ply(s) == cast + 2 and terrifying(s, s.units["eg"])
    s.phase = "shooting"
    assert not terrifying(s, s.units["eg"])


def test_twilight_host_fails_on_a_4():
    s = wood_elves([unit("Eternal Guard", 900, 900, id="eg")], chars0=[char("Spell Weaver", 900, 1000, id="sw")],
                   step="shoot")
    ev = act(s, Cast("sw", "Twilight Host", target="eg"), [4])
    assert not of_type(ev, "SpellCast")[0].success and TWILIGHT not in s.units["eg"].flags


def test_unicorn_the_spell_weaver_adds_1_to_one_casting_roll_once_a_battle():
    s = wood_elves([unit("Eternal Guard", 900, 900, id="eg")],
                   chars0=[char("Spell Weaver", 900, 1000, id="sw", mount="Unicorn")], step="shoot")
    ev = act(s, Cast("sw", "Twilight Host", target="eg", war_altar=True), [4])
    (roll,) = [r for r in of_type(ev, "DiceRolled") if r.rule == "magic.cast"]
    assert (roll.total, roll.success, [m.label for m in roll.modifiers]) == (5, True, ["Unicorn"])


def test_call_of_the_hunt_a_friend_charges_the_nearest_enemy_it_sees_and_is_not_shot_at():
    s = wood_elves([unit("Eternal Guard", 900, 900, id="eg")], [unit("Goblins", 900, 760, 180, id="gob"),
                                                                unit("Orc Warriors", 1200, 700, 180, id="far")],
                   chars0=[char("Spell Weaver", 900, 1000, id="sw")], step="shoot")
    ev = act(s, Cast("sw", "Call of the Hunt", target="eg"), [5])
    (charged,) = of_type(ev, "Charged")
    assert (charged.unit, charged.target) == ("eg", "gob")
    assert s.units["eg"].engaged and s.units["gob"].engaged
    # The Goblins' bows stay silent: no shooting at the chargers, and no hits carried.
    assert of_type(ev, "HitsCarried") == [] and not [e for e in of_type(ev, "DiceRolled") if e.rule.startswith("shoot")]
    (said,) = of_type(ev, "Narration")
    assert said.text() == "Eternal Guard charges at the Call of the Hunt: no shooting at it as it comes"


def test_call_of_the_hunt_with_no_enemy_in_sight_sends_the_unit_nowhere():
    s = wood_elves([unit("Eternal Guard", 900, 900, 180, id="eg")], [unit("Goblins", 900, 600, 180, id="gob")],
                   chars0=[char("Spell Weaver", 900, 800, id="sw")], step="shoot")
    ev = act(s, Cast("sw", "Call of the Hunt", target="eg"), [6])
    assert of_type(ev, "Charged") == [] and not s.units["eg"].engaged
    (fx,) = of_type(ev, "SpellEffect")
    assert fx.effect == "hears the horns but goes nowhere: Eternal Guard can see no enemy to hunt"


FURY_WOOD = terrain("wood", "wood", [(700, 600), (1100, 600), (1100, 800), (700, 800)], "Athel Loren")


def fury_battle():
    return wood_elves([unit("Glade Guard", 300, 1000, id="gg")],
                      [unit("Orc Warriors", 900, 560, 180, id="near"), unit("Orc Warriors", 900, 700, 180, id="wood_orcs"),
                       unit("Orc Warriors", 300, 300, 180, id="far")],
                      chars0=[char("Spell Weaver", 900, 1000, id="sw")], step="shoot", terrain_pieces=[FURY_WOOD])


def test_fury_of_the_forest_strikes_every_enemy_within_10cm_of_the_wood_no_save_inside():
    s = fury_battle()
    # Cast on a 6; the Orcs by the wood: 4 4 1 hit twice, saves 1 1; the Orcs in it: defended, 5 5 5, no saves.
    ev = act(s, Cast("sw", "Fury of the Forest", target="wood"), [6, 4, 4, 1, 1, 1, 5, 5, 5])
    struck = [e for e in of_type(ev, "HitsScored")]
    assert [(h.unit, h.to_hit, h.hits) for h in struck] == [("near", 4, 2), ("wood_orcs", 5, 3)]
    assert s.units["near"].hits == 2 and len(s.units["near"].stands) == 3
    assert len(s.units["wood_orcs"].stands) == 2
    assert s.units["far"].hits == 0 and of_type(ev, "DrivenBack") == []


def test_fury_of_the_forest_needs_a_wood_within_60cm():
    s = fury_battle()
    assert s.check(Cast("sw", "Fury of the Forest", target="gg")) == [
        "Fury of the Forest is cast on a wood; pick one on the table"
    ]
    s.characters["sw"].y = 1500
    s._cache.clear()
    assert s.check(Cast("sw", "Fury of the Forest", target="wood")) == [
        "Athel Loren is 69 cm away; Fury of the Forest reaches 60 cm"
    ]
