"""The Lizardmen (digest 10.9, 6.3): Born in Jungle, Reptilian, Skinks, Terradons, the Stegadon, the Slann and his
Divine Guidance, the mounts and the four spells, each with scripted dice."""

from game.core.board import unit_bases
from game.core.combat.attacks import terrifying
from game.core.command.actions import Hold, Order
from game.core.command.penalties import order_target
from game.core.magic import Cast
from game.core.magic.actions import SpellMove
from game.core.magic.effects import HELD
from game.core.specials.badly_hurt import check_badly_hurt
from game.core.specials.divine_guidance import DivineGuidance
from tests.helpers import ScriptedDice, act, battle, char, of_type, terrain, unit

SPARE0 = [unit("Skinks", 150 + 200 * i, 1120, id=f"spare{i}") for i in range(2)]
SPARE1 = [unit("Orc Warriors", 1650 - 200 * i, 80, 180, id=f"ospare{i}") for i in range(3)]
GENERAL1 = char("Orc General", 100, 40, id="og")
ORCS = unit("Orc Warriors", 900, 600, 180, id="o")  # front edge y 610


def liz(units0, units1=(), chars0=(), step="shoot", slann=("Slann Mage", 1700, 1150), **kw):
    """Lizardmen (side 0, bottom, facing up) against Orcs (side 1, top, facing down)."""
    return battle(
        [*units0, *SPARE0], [*units1, *SPARE1], [char(*slann, id="slann"), *chars0], [GENERAL1],
        armies0="lizardmen", step=step, **kw,
    )


def labels(s, ch, uids):
    tgt = order_target(s, s.characters[ch], [s.units[u] for u in uids])
    return tgt.target, [m.label for m in tgt.modifiers]


# ---------------------------------------------------------------- Born in Jungle


def test_born_in_jungle_no_dense_terrain_penalty_for_lizardmen():
    wood = terrain("w", "wood", [(800, 800), (1000, 800), (1000, 900), (800, 900)], "Itza Jungle")
    s = liz([unit("Saurus", 900, 860, id="sa")], [ORCS], [char("Skink Hero", 900, 920, id="sh")],
            terrain_pieces=[wood], step="orders")
    assert labels(s, "sh", ["sa"]) == (8, [])
    # The same wood costs an Empire unit its -1.
    e = battle([unit("Halberdiers", 900, 860, id="h")], [ORCS, *SPARE1], [char("General", 900, 920, id="g")],
               [GENERAL1], terrain_pieces=[wood], step="orders")
    assert labels(e, "g", ["h"]) == (8, ["in dense terrain (Itza Jungle)"])


# ---------------------------------------------------------------- Reptilian


def test_reptilians_heed_only_a_character_within_20cm():
    s = liz([unit("Saurus", 900, 800, id="sa"), unit("Skinks", 1300, 800, id="sk")], [ORCS],
            [char("Skink Hero", 900, 1060, id="sh")], step="orders")
    assert s.check(Order("sh", ("sa",))) == ["Saurus is 24 cm away; Saurus heed only a character within 20 cm"]
    # Skinks are no reptilians: a Hero's usual 60 cm reaches them.
    assert s.check(Order("sh", ("sk",))) == []
    s2 = liz([unit("Saurus", 900, 800, id="sa")], [ORCS], [char("Skink Hero", 900, 1010, id="sh")], step="orders")
    assert s2.check(Order("sh", ("sa",))) == []


def test_a_brigade_with_reptilians_needs_every_one_of_them_within_20cm():
    # Skinks touching the Saurus' right flank; the Hero 9 cm behind the Saurus.
    body = [unit("Saurus", 900, 1000, id="sa"), unit("Skinks", 1020, 1000, id="sk")]
    near = liz(body, [ORCS], [char("Skink Hero", 900, 1110, id="sh")], step="orders")
    assert near.check(Order("sh", ("sa", "sk"))) == []
    # Behind the Skinks instead, 22 cm from them: the Skinks may be ordered, the Saurus 33 cm off may not.
    far = liz(body, [ORCS], [char("Skink Hero", 1300, 1110, id="sh")], step="orders")
    (why,) = far.check(Order("sh", ("sa", "sk")))
    assert why.startswith("Saurus is ") and why.endswith("; Saurus heed only a character within 20 cm")


# ---------------------------------------------------------------- Skinks, Terradons, Stegadon


def test_skinks_terradons_and_the_stegadon_shoot_15cm_and_see_all_round():
    s = liz([unit("Skinks", 300, 800, id="sk"), unit("Terradons", 600, 800, id="td"),
             unit("Stegadon", 900, 800, id="st")], [ORCS])
    for uid, shots in (("sk", 1), ("td", 1), ("st", 3)):
        p = s.unit_profile(s.units[uid])
        assert (p.range_mm, p.shots, p.vision_360) == (150, shots, True)
    assert s.unit_profile(s.units["td"]).flying


def test_the_stegadon_stands_on_a_40_by_60mm_base_short_edge_in_front():
    s = liz([unit("Stegadon", 900, 800, id="st")], [ORCS])
    assert s.unit_profile(s.units["st"]).base_mm == (40, 60)
    (b,) = unit_bases(s, s.units["st"])
    assert (b.width, b.depth) == (40, 60)


def test_the_stegadon_is_brigaded_only_with_skinks():
    s = liz([unit("Stegadon", 900, 900, id="st"), unit("Skinks", 920 + 60, 900, id="sk"),
             unit("Saurus", 880 - 60, 900, id="sa")], [ORCS],
            [char("Skink Hero", 900, 1060, id="sh")], step="orders")
    assert s.check(Order("sh", ("st", "sk"))) == []
    assert s.check(Order("sh", ("sa", "st"))) == ["Stegadon cannot be brigaded with these units"]


def test_the_stegadon_causes_terror_and_is_badly_hurt_at_6_to_9_hits():
    s = liz([unit("Stegadon", 900, 800, id="st")], [ORCS])
    st = s.units["st"]
    assert terrifying(s, st)
    st.hits = 5
    assert check_badly_hurt(s, ScriptedDice([])) == [] and st.hits == 5
    st.hits = 6
    (ev,) = check_badly_hurt(s, ScriptedDice([]))
    p = s.unit_profile(st)
    assert (st.hits, p.hits, p.attacks, p.shots) == (0, 5, 5, 2) and ev.hits_cleared == 6


# ---------------------------------------------------------------- The Slann


def test_the_slann_gives_no_orders():
    s = liz([unit("Skinks", 900, 900, id="sk")], [ORCS], slann=("Slann Mage", 900, 960), step="orders")
    assert s.check(Order("slann", ("sk",))) == [
        "Slann Mage gives no orders: his Skink characters order in his name, with his Divine Guidance"
    ]
    assert all(a.character != "slann" for a in s.legal_actions() if isinstance(a, Order))


def test_the_slann_casts_and_rolls_a_failed_cast_again_unless_it_was_a_1():
    s = liz([], [ORCS], slann=("Slann Mage", 900, 800))
    ev = act(s, Cast("slann", "Gaze of Sotek", target="o"), [3, 5, 4, 4, 1])
    rolls = [r.rule for r in of_type(ev, "DiceRolled") if r.rule.startswith("magic")]
    assert rolls[:2] == ["magic.reroll", "magic.cast"] and s.units["o"].hits == 2
    s2 = liz([], [ORCS], slann=("Slann Mage", 900, 800))
    ev2 = act(s2, Cast("slann", "Gaze of Sotek", target="o"), [1])
    assert not of_type(ev2, "SpellCast")[0].success and s2.units["o"].hits == 0


def test_the_slann_casts_through_a_skink_shaman():
    # The Slann is 50 cm from the Orcs; his Shaman 20 cm.
    far = liz([], [ORCS], slann=("Slann Mage", 900, 1110))
    assert far.check(Cast("slann", "Gaze of Sotek", target="o"))[0].startswith("Orc Warriors is ")
    s = liz([], [ORCS], [char("Skink Shaman", 900, 820, id="shaman")], slann=("Slann Mage", 900, 1110))
    assert s.check(Cast("slann", "Gaze of Sotek", target="o")) == []
    ev = act(s, Cast("slann", "Gaze of Sotek", target="o"), [5, 4, 4, 1])
    assert of_type(ev, "SpellCast")[0].success and s.units["o"].hits == 2
    # The Shaman still casts his own spell.
    assert s.check(Cast("shaman", "Mazdamundi's Revenge", target="o")) == []


# ---------------------------------------------------------------- Divine Guidance


def test_divine_guidance_counts_one_less_and_a_double_six_is_no_blunder():
    s = liz([unit("Skinks", 900, 880, id="sk"), unit("Skinks", 500, 880, id="sk2")], [ORCS],
            [char("Skink Hero", 900, 960, id="sh"), char("Skink Hero", 500, 960, id="sh2")],
            slann=("Slann Mage", 900, 1060), step="orders")
    assert s.check(DivineGuidance("sh2")) == ["Skink Hero is 36.9 cm from Slann Mage; the Guidance reaches 20 cm"]
    act(s, DivineGuidance("sh"))
    assert labels(s, "sh", ["sk"]) == (9, ["Divine Guidance"])
    ev = act(s, Order("sh", ("sk",)), [6, 6])
    assert not of_type(ev, "Blunder")
    (failed,) = of_type(ev, "OrderFailed")
    assert "no blunder" in failed.consequence and "it may still move at half pace" in failed.consequence
    assert s.command.pending is not None and s.command.pending.kind == "half"
    act(s, Hold(("sk",)))
    # The Guidance is lost: the other Hero may not call on it, and his first order counts one more.
    assert s.check(DivineGuidance("sh2")) == [
        "an order under the Divine Guidance has failed this turn: it is lost until the next"
    ]
    assert labels(s, "sh2", ["sk2"]) == (7, ["the Divine Guidance failed"])


def test_only_skink_characters_use_divine_guidance():
    s = liz([unit("Saurus", 900, 800, id="sa")], [ORCS], [char("Saurus Hero", 900, 960, id="sh")],
            slann=("Slann Mage", 900, 1060), step="orders")
    assert s.check(DivineGuidance("sh")) == [
        "Saurus Hero is no Skink character; only they act on the Slann's Divine Guidance"
    ]


def test_divine_guidance_without_a_failure_costs_the_others_nothing():
    s = liz([unit("Skinks", 900, 880, id="sk"), unit("Skinks", 500, 880, id="sk2")], [ORCS],
            [char("Skink Hero", 900, 960, id="sh"), char("Skink Hero", 500, 960, id="sh2")],
            slann=("Slann Mage", 900, 1060), step="orders")
    act(s, DivineGuidance("sh"))
    act(s, Order("sh", ("sk",)), [3, 4])
    assert labels(s, "sh2", ["sk2"]) == (8, [])


# ---------------------------------------------------------------- Mounts


def test_stegadon_and_carnosaur_mounts_make_their_riders_unit_cause_terror():
    s = battle([unit("Saurus", 900, 800, id="sa"), unit("Skinks", 500, 800, id="sk"), *SPARE0], [ORCS, *SPARE1],
               [char("Slann Mage", 500, 860, id="slann", joined="sk", mount="Stegadon Mount"),
                char("Saurus Hero", 900, 860, id="h", joined="sa", mount="Carnosaur")],
               [GENERAL1], armies0="lizardmen", step="characters")
    assert terrifying(s, s.units["sa"]) and terrifying(s, s.units["sk"])
    assert s.mount_profile(s.characters["slann"]).attack_bonus == 3


def test_only_the_slann_rides_a_stegadon_and_only_a_saurus_hero_a_carnosaur():
    from game.core.roster import Roster, RosterCharacter, RosterUnit, roster_problems
    from tests.helpers import armies

    army = armies()["lizardmen"]
    units = [RosterUnit(p) for p in ["Saurus", "Saurus", "Skinks", "Skinks"]]
    chars = [RosterCharacter("Slann Mage"), RosterCharacter("Skink Hero", mount="Carnosaur"),
             RosterCharacter("Saurus Hero", mount="Stegadon Mount")]
    words = [p.message for p in roster_problems(Roster("r", "lizardmen", 1000, tuple(units), tuple(chars)), army)]
    assert words == ["Carnosaur may only be taken by: Saurus Hero", "Stegadon Mount may only be taken by: Slann Mage"]


# ---------------------------------------------------------------- Spells


def test_mazdamundis_revenge_holds_an_enemy_unseen_within_60cm():
    s = liz([], [unit("Orc Warriors", 900, 300, 180, id="far")], [char("Skink Shaman", 900, 850, id="shaman")])
    ev = act(s, Cast("shaman", "Mazdamundi's Revenge", target="far"), [4])
    assert of_type(ev, "SpellCast")[0].success and s.units["far"].flags.get(HELD)


def test_wings_of_the_jungle_moves_the_casters_unit_with_him_and_leaves_others_behind():
    s = liz([unit("Skinks", 900, 900, id="sk")], [ORCS],
            [char("Skink Shaman", 900, 920, id="shaman", joined="sk"), char("Skink Hero", 960, 920, id="h",
                                                                             joined="sk")])
    assert s.check(Cast("shaman", "Wings of the Jungle", target="spare0")) == [
        "Wings of the Jungle is cast on the unit Skink Shaman has joined"
    ]
    act(s, Cast("shaman", "Wings of the Jungle", target="sk"), [5])
    assert s.characters["h"].joined is None
    act(s, SpellMove(("sk",), (((860, 800, 0), (900, 800, 0), (940, 800, 0)),)))
    sh = s.characters["shaman"]
    assert s.units["sk"].stands[1].pose == (900, 800, 0)
    assert sh.joined == "sk" and (sh.x, sh.y) == (900, 820)
    assert (s.characters["h"].x, s.characters["h"].y) == (960, 920)


def test_shield_of_the_old_ones_one_better_armour_never_past_4():
    s = liz([unit("Saurus", 900, 640, id="sa"), unit("Skinks", 500, 640, id="sk"), unit("Kroxigor", 1300, 640,
                                                                                       id="kx")],
            [ORCS, unit("Orc Warriors", 500, 600, 180, id="o2"), unit("Orc Warriors", 1300, 600, 180, id="o3")],
            [char("Skink Shaman", 900, 900, id="shaman")], slann=("Slann Mage", 500, 900))
    for u in ("sa", "sk", "kx", "o", "o2", "o3"):
        s.units[u].engaged = True
    act(s, Cast("shaman", "Shield of the Old Ones", target="sa"), [5])
    act(s, Cast("slann", "Shield of the Old Ones", target="sk"), [5])
    assert s.unit_profile(s.units["sa"]).armour == 4 and s.unit_profile(s.units["sk"]).armour == 6
    assert s.check(Cast("shaman", "Shield of the Old Ones", target="kx"))[0].startswith("Skink Shaman has already")


# ---------------------------------------------------------------- Salamanders


def test_salamanders_add_a_die_and_make_the_targets_armour_one_worse():
    from game.core.shooting import Shoot

    # Four stands with the Salamander: 4 Skink dice + 1 more for the Salamander's second shot.
    s = liz([unit("Skinks", 900, 700, id="sk", addons=("Salamanders",))], [unit("Orc Warriors", 900, 600, 180,
                                                                                 id="o")])
    assert len(s.units["sk"].stands) == 4 and s.units["sk"].addon_stands == 1
    ev = act(s, Shoot("sk", "o"), [4, 4, 4, 1, 1])
    (fired,) = of_type(ev, "ShotFired")
    assert fired.attacks == 5
    # Three hits; the Orc Warriors' 6+ armour, one worse, saves nothing (no save is rolled): a stand falls.
    assert len(s.units["o"].stands) == 2
    plain = liz([unit("Skinks", 900, 700, id="sk")], [unit("Orc Warriors", 900, 600, 180, id="o")])
    ev2 = act(plain, Shoot("sk", "o"), [4, 4, 4, 6, 6, 6])
    assert of_type(ev2, "ShotFired")[0].attacks == 3 and plain.units["o"].hits == 0


def test_salamanders_are_lost_first_and_never_count_for_the_command_penalty():
    s = liz([unit("Skinks", 900, 700, id="sk", addons=("Salamanders",))], [ORCS],
            [char("Skink Hero", 900, 800, id="sh")], step="orders")
    sk = s.units["sk"]
    sk.stands.pop()
    assert sk.stands_lost == 1
    assert labels(s, "sh", ["sk"]) == (7, ["enemy within 20 cm"])
    from game.core.specials.lizardmen import salamander_alive

    assert not salamander_alive(s, sk)


def test_only_skinks_take_salamanders_and_the_stegadon_shuns_them():
    from game.core.roster import Roster, RosterCharacter, RosterUnit, roster_problems
    from tests.helpers import armies

    army = armies()["lizardmen"]
    units = [RosterUnit("Saurus", addons=("Salamanders",)), RosterUnit("Saurus"), RosterUnit("Skinks"),
             RosterUnit("Skinks", addons=("Salamanders",))]
    words = [p.message for p in roster_problems(Roster("r", "lizardmen", 1000, tuple(units),
                                                       (RosterCharacter("Slann Mage"),)), army)]
    assert words == ["Salamanders may not join Saurus"]
    s = liz([unit("Stegadon", 900, 900, id="st"), unit("Skinks", 920 + 60, 900, id="sk", addons=("Salamanders",))],
            [ORCS], [char("Skink Hero", 900, 1060, id="sh")], step="orders")
    assert s.check(Order("sh", ("st", "sk"))) == ["Stegadon cannot be brigaded with these units"]
