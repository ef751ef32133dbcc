"""The High Elves (digest 10.4, 6.3): keen-eyed Archers, the Mage's second try, the Dragon Rider badly hurt, the
Dragon mount's breath and the four spells, each with scripted dice."""

from game.core.combat.attacks import plan_round, terrifying
from game.core.magic import Cast
from game.core.magic.effects import LIGHT
from game.core.shooting import Shoot
from game.core.specials.badly_hurt import check_badly_hurt
from game.core.specials.zombie_dragon import Breathe
from tests.helpers import act, battle, char, of_type, unit

SPARE0 = [unit("Spearmen", 150 + 200 * i, 1120, id=f"spare{i}") for i in range(3)]
SPARE1 = [unit("Orc Warriors", 1650 - 200 * i, 80, 180, id=f"ospare{i}") for i in range(3)]
GENERAL1 = char("Orc General", 100, 40, id="og")


def elves(units0, units1=(), chars0=(), step="shoot", general=("General", 1700, 1150), **kw):
    """High Elves (side 0, bottom, facing up) against Orcs (side 1, top, facing down)."""
    return battle(
        [*units0, *SPARE0], [*units1, *SPARE1], [char(*general, id="gen"), *chars0], [GENERAL1],
        armies0="high_elves", step=step, **kw,
    )


ORCS = unit("Orc Warriors", 900, 600, 180, id="o")  # front edge y 610


def batches(ev, by):
    return [(e.to_hit, e.attacks) for e in of_type(ev, "HitsScored") if e.by == by]


# ---------------------------------------------------------------- Archers


def test_archers_hit_on_3_in_the_open_where_other_bowmen_need_4():
    s = elves([unit("Archers", 900, 800, id="ar")], [ORCS])
    ev = act(s, Shoot("ar", "o"), [3, 3, 2, 1, 1])
    assert batches(ev, "ar") == [(3, 3)] and s.units["o"].hits == 2
    s = elves([unit("Reavers", 900, 800, id="re")], [ORCS])
    ev = act(s, Shoot("re", "o"), [3, 3, 2])
    assert batches(ev, "re") == [(4, 3)] and s.units["o"].hits == 0


# ---------------------------------------------------------------- Mage

MAGE = char("Wizard", 900, 800, id="m")


def test_mage_a_failed_cast_is_rolled_again():
    s = elves([], [ORCS], [MAGE])
    ev = act(s, Cast("m", "Hail of Destruction", target="o"), [3, 5, 1, 1, 1])
    assert [(r.faces, r.rule) for r in of_type(ev, "DiceRolled") if r.rule in ("magic.reroll", "magic.cast")] == [
        ((3,), "magic.reroll"),
        ((5,), "magic.cast"),
    ]
    assert of_type(ev, "SpellCast")[0].success


def test_mage_a_1_is_not_rolled_again():
    s = elves([], [ORCS], [MAGE])
    ev = act(s, Cast("m", "Hail of Destruction", target="o"), [1])
    assert not of_type(ev, "SpellCast")[0].success


def test_mage_odds_count_the_second_try():
    from fractions import Fraction

    from game.core.magic.odds import spell_chance

    s = elves([], [ORCS], [MAGE])
    # 5+: 2/6 at once, and the 3/6 failures other than a 1 try again: 1/3 + 1/2 x 1/3.
    assert spell_chance(s, "m", "Hail of Destruction") == Fraction(1, 2)


# ---------------------------------------------------------------- Spells


def test_hail_of_destruction_three_attacks_no_armour():
    s = elves([], [ORCS], [MAGE])
    ev = act(s, Cast("m", "Hail of Destruction", target="o"), [5, 4, 4, 4])
    assert s.units["o"].hits == 0 and len(s.units["o"].stands) == 2
    assert not [e for e in of_type(ev, "HitsScored") if e.save_faces]


def test_storm_of_stone_strikes_every_enemy_unit_within_30cm_and_drives_none_back():
    near = unit("Orc Warriors", 1200, 700, 90, id="near")
    far = unit("Orc Warriors", 900, 300, 180, id="far")  # 49 cm away
    s = elves([], [ORCS, near, far], [MAGE])
    ev = act(s, Cast("m", "Storm of Stone"), [6] + [4, 4, 1] + [1, 1] + [4, 1, 1] + [1])
    hit = sorted(e.unit for e in of_type(ev, "SpellEffect"))
    assert hit == ["near", "o"]
    # Units go in id order: "near" takes 2 hits, "o" 1; neither waits to be driven back.
    assert (s.units["near"].hits, s.units["o"].hits) == (2, 1)
    from game.core.shooting.book import shooting_kept

    book = shooting_kept(s).book
    assert book is None or not book.hits


def test_light_of_battle_friends_within_30cm_roll_one_more_die():
    spears = unit("Spearmen", 900, 700, id="sp")
    s = elves([spears, unit("Spearmen", 300, 400, id="away")], [unit("Orc Warriors", 900, 680, 180, id="o")], [MAGE])
    act(s, Cast("m", "Light of Battle"), [5])
    assert s.units["sp"].flags.get(LIGHT) == 1 and not s.units["away"].flags.get(LIGHT)
    plan = plan_round(s, ["sp", "o"], 1)
    assert [st.dice for st in plan.attacks["sp"].stands] == [3, 3, 4]


def test_heavens_fire_the_archers_shoot_a_second_time_at_minus_1():
    s = elves([unit("Archers", 900, 800, id="ar")], [ORCS], [char("Wizard", 700, 850, id="m")])
    act(s, Shoot("ar", "o"), [1, 1, 1])
    assert s.check(Shoot("ar", "o")) == ["Archers has already shot this phase"]
    act(s, Cast("m", "Heaven's Fire", target="ar"), [4])
    ev = act(s, Shoot("ar", "o"), [4, 4, 3, 1, 1])
    assert batches(ev, "ar") == [(4, 3)] and s.units["o"].hits == 2
    assert s.check(Shoot("ar", "o")) == ["Archers has already shot this phase"]


def test_heavens_fire_is_only_for_infantry_or_cavalry_that_shoot():
    s = elves([unit("Spearmen", 900, 800, id="sp")], [ORCS], [char("Wizard", 700, 850, id="m")])
    assert s.check(Cast("m", "Heaven's Fire", target="sp")) == [
        "Heaven's Fire is cast on infantry or cavalry that shoot; Spearmen do not"
    ]


# ---------------------------------------------------------------- Dragons


def test_dragon_rider_badly_hurt_at_4_hits_keeps_3_hits_3_attacks_and_2_breath():
    s = elves([unit("Dragon Rider", 900, 800, id="dr")], [ORCS])
    s.units["dr"].hits = 4
    (ev,) = of_type(check_badly_hurt(s, None), "BadlyHurt")  # no dice needed
    prof = s.unit_profile(s.units["dr"])
    assert (prof.hits, prof.attacks, prof.shots, s.units["dr"].hits) == (3, 3, 2, 0)
    assert ev.hits_cleared == 4


def test_dragon_rider_breath_is_3_shots_to_20cm():
    s = elves([unit("Dragon Rider", 900, 750, id="dr")], [ORCS])  # its front edge 14 cm from the Orcs
    ev = act(s, Shoot("dr", "o"), [4, 4, 1, 1, 1])
    assert batches(ev, "dr") == [(4, 3)]


def test_dragon_mount_breathes_and_makes_his_unit_terrifying():
    spears = unit("Spearmen", 900, 750, id="sp")
    s = battle(
        [spears, *SPARE0], [ORCS, *SPARE1],
        [char("General", 900, 770, id="gen", joined="sp", mount="Dragon")], [GENERAL1],
        armies0="high_elves", step="shoot",
    )
    assert terrifying(s, s.units["sp"])
    ev = act(s, Breathe("gen", "o"), [4, 4, 4, 1, 1, 1])
    assert [(e.to_hit, e.attacks) for e in of_type(ev, "HitsScored")] == [(4, 3)]


# ---------------------------------------------------------------- Bolt thrower, eagles


def test_elven_bolt_thrower_three_attacks_a_stand_to_40cm_armour_saves():
    from game.core.shooting.weapons import weapon

    s = elves([unit("Elven Bolt Thrower", 900, 950, id="bt")], [ORCS])  # front edge 93 cm, Orcs' 61: 32 cm
    w = weapon(s, s.units["bt"])
    assert (w.range_mm, w.no_saves, w.at_chargers) == (400, False, True)
    ev = act(s, Shoot("bt", "o"), [4, 4, 4, 1, 1, 1, 6, 1, 1])
    (b,) = of_type(ev, "HitsScored")
    assert (b.attacks, b.save_faces) == (6, (6, 1, 1)) and s.units["o"].hits == 2


def test_giant_eagles_fly_and_a_giant_eagle_carries_its_rider_100cm():
    from game.core.command import MoveCharacter

    s = elves([unit("Giant Eagles", 900, 800, id="ge")], [ORCS], [char("Hero", 300, 900, id="h", mount="Giant Eagle"),
              char("Wizard", 300, 1000, id="m")], step="characters")
    assert s.unit_profile(s.units["ge"]).full_pace_mm == 1000
    assert s.check(MoveCharacter("h", 300, 100, 0)) == []
    assert s.check(MoveCharacter("m", 300, 200, 0)) != []
