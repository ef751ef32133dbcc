"""Albion (digest 10.18, 6.3): the Fenbeast and the Druid, the four spells, and the rules the list shares with
other armies (Ogres hungry for Men, the Giant, the Giant Eagle and chariot mounts), each with scripted dice."""

from game.core.combat.attacks import character_bonus, terrifying
from game.core.command.actions import Order
from game.core.command.initiative import must_charge_target
from game.core.command.penalties import order_target
from game.core.magic import Cast
from game.core.magic.casting import legal_casts
from game.core.questions import ALWAYS_DEFENDED, BRIGADES, DENSE_TERRAIN_PENALTY, NEVER_USES_INITIATIVE
from game.core.specials.albion import DOWNPOUR, MISTS
from game.core.state import Stand
from game.core.victory import break_point
from tests.core.magic.common import engage
from tests.helpers import act, battle, char, of_type, terrain, unit

SPARE0 = [unit("Warriors", 150 + 200 * i, 1120, id=f"spare{i}") for i in range(2)]
SPARE1 = [unit("Orc Warriors", 1650 - 200 * i, 80, 180, id=f"ospare{i}") for i in range(3)]
GENERAL1 = char("Orc General", 100, 40, id="og")
ORCS = unit("Orc Warriors", 900, 600, 180, id="o")  # front edge y 610


def albion(units0, units1=(), chars0=(), step="shoot", general=("General", 1700, 1150), chars1=(), **kw):
    """Albion (side 0, bottom, facing up) against Orcs (side 1, top, facing down)."""
    return battle(
        [*units0, *SPARE0], [*units1, *SPARE1], [char(*general, id="gen"), *chars0], [GENERAL1, *chars1],
        armies0="albion", step=step, **kw,
    )


def druid(x=900, y=900, **kw):
    return char("Druid", x, y, id="d", **kw)


# ---------------------------------------------------------------- Downpour


def test_downpour_costs_every_enemy_unit_within_30cm_one_on_its_orders_until_the_druids_next_turn():
    far = unit("Orc Warriors", 300, 300, 180, id="far")
    s = albion([], [ORCS, far], [druid()])
    ev = act(s, Cast("d", "Downpour"), [4])
    assert [e.unit for e in of_type(ev, "SpellEffect")] == ["o"]
    assert s.units["o"].flags[DOWNPOUR] == -1 and DOWNPOUR not in s.units["far"].flags
    mods = order_target(s, s.characters["og"], [s.units["o"]]).modifiers
    assert [(m.value, m.label) for m in mods if m.rule == "command.penalty.spell"] == [(-1, "Downpour")]
    # It lasts through the Orcs' turn (ply 2) and is gone when Albion's next turn begins.
    assert s.units["o"].flags[DOWNPOUR + "@until"] == 2


def test_downpour_failing_on_a_3_leaves_the_enemy_dry():
    s = albion([], [ORCS], [druid()])
    act(s, Cast("d", "Downpour"), [3])
    assert DOWNPOUR not in s.units["o"].flags


# ---------------------------------------------------------------- Storm of Hail


def test_storm_of_hail_three_attacks_no_armour_on_a_unit_the_druid_sees():
    s = albion([], [ORCS], [druid()])
    # A 5 casts it; 4, 4 and 1 to hit: two hits, and the Orcs' 6+ never saves against it.
    ev = act(s, Cast("d", "Storm of Hail", target="o"), [5, 4, 4, 1])
    assert s.units["o"].hits == 2
    assert not [e for e in of_type(ev, "DiceRolled") if "save" in e.purpose]


def test_storm_of_hail_needs_sight_of_its_target():
    wood = terrain("w", "wood", [(700, 680), (1100, 680), (1100, 760), (700, 760)], "Copse")
    s = albion([], [ORCS], [druid()], terrain_pieces=[wood])
    assert s.check(Cast("d", "Storm of Hail", target="o")) == [
        "Druid cannot see Orc Warriors, and Storm of Hail needs sight of its target"
    ]


# ---------------------------------------------------------------- Mists of Albion

WARRIORS = unit("Warriors", 900, 800, id="w")


def test_mists_of_albion_the_unit_counts_as_defended_until_it_moves():
    s = albion([WARRIORS], [unit("Orc Warriors", 900, 200, 180, id="o")], [druid(900, 950)])
    w = s.units["w"]
    assert s.ruleset.ask(ALWAYS_DEFENDED, s, w) == ""
    act(s, Cast("d", "Mists of Albion", target="w"), [5])
    assert w.flags[MISTS] == 1
    assert s.ruleset.ask(ALWAYS_DEFENDED, s, w) == "the mists of Albion hide Warriors"
    w.stands = [Stand(st.x, st.y - 50, st.facing) for st in w.stands]
    s.invalidate()
    assert s.ruleset.ask(ALWAYS_DEFENDED, s, w) == ""


def test_mists_of_albion_is_for_infantry_only():
    s = albion([unit("Cavalry", 900, 800, id="c")], [ORCS], [druid(900, 950)])
    assert s.check(Cast("d", "Mists of Albion", target="c")) == [
        "Mists of Albion is cast on infantry; Cavalry are cavalry"
    ]


# ---------------------------------------------------------------- Summon Fenbeast and the Fenbeast


def summoned(s):
    return [u for u in s.units.values() if u.profile == "Fenbeast"]


def test_summon_fenbeast_on_a_6_a_fenbeast_rises_worth_nothing_to_the_enemy():
    s = albion([], [ORCS], [druid()])
    before = break_point(s, 0)
    ev = act(s, Cast("d", "Summon Fenbeast", x=900, y=780, facing=0), [6])
    (beast,) = summoned(s)
    assert [st.pose for st in beast.stands] == [(900, 780, 0)]
    assert of_type(ev, "SpellEffect")[0].unit == beast.id
    assert terrifying(s, beast) and not beast.engaged
    assert break_point(s, 0) == before
    assert beast.flags["no_victory_points"] == 1


def test_summon_fenbeast_on_a_5_fails():
    s = albion([], [ORCS], [druid()])
    act(s, Cast("d", "Summon Fenbeast", x=900, y=780, facing=0), [5])
    assert summoned(s) == []


def test_summon_fenbeast_only_within_30cm_of_the_druid():
    s = albion([], [ORCS], [druid(900, 1100)])
    (why,) = s.check(Cast("d", "Summon Fenbeast", x=900, y=700, facing=0))
    assert why.startswith("that spot is") and why.endswith("from Druid; Summon Fenbeast reaches 30 cm")


def test_summon_fenbeast_touches_an_enemy_only_if_it_is_already_fighting():
    s = albion([], [ORCS], [druid()])
    # Flush against the Orcs' front edge (y 610), facing them.
    spot = Cast("d", "Summon Fenbeast", x=900, y=630, facing=0)
    assert s.check(spot) == [
        "the Fenbeast may touch an enemy only if it is already fighting, and Orc Warriors is not"
    ]
    s2 = albion([unit("Warriors", 780, 630, id="w")], [unit("Orc Warriors", 780, 600, 180, id="o")], [druid()])
    engage(s2, "w", "o")
    # Its front edge against the flank of the Orcs' end stand (x 800 to 840), facing west.
    ev = act(s2, Cast("d", "Summon Fenbeast", x=860, y=600, facing=270), [6])
    (beast,) = summoned(s2)
    assert beast.engaged
    assert "joining the fight (not as a charger)" in of_type(ev, "SpellEffect")[0].effect


def test_never_more_fenbeasts_than_druids():
    s = albion([unit("Fenbeast", 1300, 900, id="fb")], [ORCS], [druid()])
    assert s.check(Cast("d", "Summon Fenbeast", x=900, y=780, facing=0)) == [
        "the army already has 1 Fenbeast, as many as it has Wizards to summon them"
    ]
    assert not [a for a in legal_casts(s) if a.spell == "Summon Fenbeast"]


def test_only_a_druid_orders_the_fenbeast_counting_command_8():
    s = albion([unit("Fenbeast", 900, 800, id="fb")], [unit("Orc Warriors", 900, 100, 180, id="o")],
               [druid(900, 950)], step="orders")
    beast = s.units["fb"]
    assert s.check(Order("gen", ("fb",))) == ["Fenbeast heeds only a Druid"]
    tgt = order_target(s, s.characters["d"], [beast])
    assert [(m.value, m.rule) for m in tgt.modifiers] == [(1, "specials.fenbeast")]
    # 4 + 4 = 8: over the Druid's own 7 it would fail; for the Fenbeast he counts 8.
    ev = act(s, Order("d", ("fb",)), [4, 4])
    assert of_type(ev, "OrderIssued")


def test_the_fenbeast_is_never_brigaded_never_uses_initiative_and_bog_is_open_ground():
    bog = terrain("b", "broken", [(800, 700), (1000, 700), (1000, 900), (800, 900)], "Fen")
    s = albion([], [ORCS], [druid()], terrain_pieces=[bog])
    act(s, Cast("d", "Summon Fenbeast", x=900, y=800, facing=0), [6])
    beast = s.units["fenbeast1"]
    assert s.ruleset.ask(BRIGADES, s, beast) == "never"
    assert s.ruleset.ask(NEVER_USES_INITIATIVE, s, beast) == "Fenbeast never uses its initiative"
    assert s.ruleset.ask(DENSE_TERRAIN_PENALTY, s, beast) is False
    # Warriors in the same fen take the -1 for dense terrain as usual.
    s.units["spare0"].stands = [Stand(850 + 40 * i, 880, 0) for i in range(3)]
    s.invalidate()
    assert s.ruleset.ask(DENSE_TERRAIN_PENALTY, s, s.units["spare0"]) is True


# ---------------------------------------------------------------- Shared rules on Albion's list


def test_ogres_must_charge_men_within_reach_on_their_initiative():
    s = battle([unit("Ogres", 900, 760, id="og1"), *SPARE0], [unit("Halberdiers", 900, 600, 180, id="h")],
               [char("General", 1700, 1150, id="gen")], [char("General", 100, 40, id="eg")],
               armies0="albion", armies1="empire", step="initiative")
    assert must_charge_target(s, s.units["og1"]) == "h"
    # Orcs are no Men: the Ogres need not charge them.
    s2 = albion([unit("Ogres", 900, 760, id="og1")], [ORCS], step="initiative")
    assert must_charge_target(s2, s2.units["og1"]) is None


def test_the_giant_goes_wild_when_an_order_fails():
    s = albion([unit("Giant", 900, 800, id="gi")], [unit("Orc Warriors", 900, 100, 180, id="o")],
               general=("General", 900, 950), step="orders")
    ev = act(s, Order("gen", ("gi",)), [5, 5, 1])
    assert of_type(ev, "GiantGoesWild")[0].face == 1


def test_giant_eagle_and_chariot_mounts():
    s = albion([unit("Warriors", 900, 800, id="w")], [ORCS],
               [druid(300, 900, mount="Giant Eagle"), char("Hero", 900, 820, id="h", joined="w", mount="Chariot")])
    assert s.mount_profile(s.characters["d"]).flying
    assert character_bonus(s, s.units["w"])[0] == 2
