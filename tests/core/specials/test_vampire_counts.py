"""The Vampire Counts (digest 10.14, 6.3): the Ethereal Host, Fell Bats, Dire Wolves, Ghouls, the Vampire Lord
and the spells, each with scripted dice."""

from game.core.combat.attacks import plan_round, terrifying
from game.core.command.actions import InitiativeCharge
from game.core.command.initiative import initiative_problems
from game.core.command.support import eligible
from game.core.confusion import MAY_BE_CONFUSED
from game.core.magic import Cast
from game.core.questions import NEVER_DRIVEN_BACK
from tests.core.magic.common import engage
from tests.helpers import act, battle, char, of_type, terrain, unit

SPARE0 = [unit("Skeletons", 150 + 200 * i, 1120, id=f"spare{i}") for i in range(2)]
SPARE1 = [unit("Orc Warriors", 1650 - 200 * i, 80, 180, id=f"ospare{i}") for i in range(3)]
GENERAL1 = char("Orc General", 100, 40, id="og")
ORCS = unit("Orc Warriors", 900, 600, 180, id="o")


def vc(units0, units1=(), chars0=(), step="shoot", general=("Vampire Lord", 1700, 1150), **kw):
    """Vampire Counts (side 0, bottom, facing up) against Orcs (side 1, top, facing down)."""
    return battle(
        [*units0, *SPARE0], [*units1, *SPARE1], [char(*general, id="gen"), *chars0], [GENERAL1],
        armies0="vampire_counts", step=step, **kw,
    )


def stand_dice(s, uid, enemy):
    return [(st.dice, st.to_hit) for st in plan_round(s, [uid, enemy], 1).attacks[uid].stands]


def test_ethereal_host_hits_on_4_even_against_a_defended_enemy():
    wood = terrain("w", "wood", [(780, 640), (1020, 640), (1020, 711), (780, 711)], "Haunted Wood")
    s = vc([unit("Ethereal Host", 900, 720, id="eh")], [unit("Orc Warriors", 900, 700, 180, id="o")],
           terrain_pieces=[wood], step="fight")
    assert {hit for _, hit in stand_dice(s, "eh", "o")} == {4}
    s2 = vc([unit("Grave Guard", 900, 720, id="gg")], [unit("Orc Warriors", 900, 700, 180, id="o")],
            terrain_pieces=[wood], step="fight")
    assert {hit for _, hit in stand_dice(s2, "gg", "o")} == {5}


def test_ethereal_host_is_never_driven_back_and_causes_terror():
    s = vc([unit("Ethereal Host", 900, 800, id="eh")], [ORCS])
    assert s.ruleset.ask(NEVER_DRIVEN_BACK, s, s.units["eh"]) and terrifying(s, s.units["eh"])


def test_dire_wolves_charge_with_plus_1_more_in_the_open():
    s = vc([unit("Dire Wolves", 900, 700, id="dw")], [unit("Orc Warriors", 900, 680, 180, id="o")], step="fight")
    s.units["dw"].charged = True
    assert stand_dice(s, "dw", "o")[0] == (4, 4)


def test_fell_bats_fly_on_their_long_edge_and_never_use_initiative():
    s = vc([unit("Fell Bats", 900, 800, id="fb")], [unit("Orc Warriors", 900, 700, 180, id="o")], step="initiative")
    prof = s.unit_profile(s.units["fb"])
    assert prof.flying and prof.long_edge_front
    assert initiative_problems(s, s.units["fb"]) == ["Fell Bats never use initiative; they may still home back"]


def test_ghouls_are_not_undead_and_undead_do_not_support_their_initiative_charge():
    s = vc([unit("Ghouls", 900, 760, id="gh"), unit("Skeletons", 900, 790, id="sk")], [ORCS], step="initiative")
    assert s.ruleset.ask(MAY_BE_CONFUSED, s, s.units["gh"])
    assert not s.ruleset.ask(MAY_BE_CONFUSED, s, s.units["sk"])
    act(s, InitiativeCharge("gh", "o"))
    assert eligible(s, s.units["sk"], s.units["gh"]) == [
        "Skeletons is undead and never uses initiative: it cannot support a charge made on initiative"
    ]


def test_the_vampire_lord_casts_as_a_wizard():
    s = vc([], [ORCS], general=("Vampire Lord", 900, 800))
    ev = act(s, Cast("gen", "Death Bolt", target="o"), [5, 4, 4, 1])
    assert of_type(ev, "SpellCast")[0].success and s.units["o"].hits == 2


def test_vanhels_danse_macabre_moves_a_friend_but_never_ghouls():
    s = vc([unit("Grave Guard", 900, 900, id="gg"), unit("Ghouls", 1200, 900, id="gh")],
           [unit("Orc Warriors", 900, 100, 180, id="o")], [char("Necromancer", 1000, 1000, id="ne")])
    assert s.check(Cast("ne", "Vanhel's Danse Macabre", target="gh")) == [
        "Vanhel's Danse Macabre cannot be cast on Ghouls"
    ]
    ev = act(s, Cast("ne", "Vanhel's Danse Macabre", target="gg"), [5])
    assert of_type(ev, "SpellCast")[0].success and s.command.pending is not None


def test_curse_of_years_six_attacks_on_an_enemy_touching_his_unit():
    s = vc([unit("Grave Guard", 900, 700, id="gg")], [unit("Orc Warriors", 900, 680, 180, id="o")],
           [char("Necromancer", 900, 720, id="ne", joined="gg")])
    engage(s, "gg", "o")
    ev = act(s, Cast("ne", "Curse of Years", target="o"), [6, 4, 4, 4, 1, 1, 1, 1, 1, 6])
    (hs,) = of_type(ev, "HitsScored")
    assert (hs.attacks, hs.hits, hs.struck) == (6, 3, 2)


def test_black_coach_and_winged_nightmare_make_the_unit_terrifying():
    for mount in ("Black Coach", "Winged Nightmare"):
        s = battle([unit("Skeletons", 900, 800, id="sk"), *SPARE0], [ORCS, *SPARE1],
                   [char("Vampire Lord", 900, 820, id="gen", joined="sk", mount=mount)], [GENERAL1],
                   armies0="vampire_counts")
        assert terrifying(s, s.units["sk"]), mount
