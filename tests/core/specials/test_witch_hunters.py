"""Witch Hunters (digest 10.19, 6.3): Chaos and Undead, the Zealots, the Warhounds, the Empire's troops in the
list, and the four prayers of the Warrior Priest, each with scripted dice."""

from game.core.actions import Proceed
from game.core.combat.attacks import TERRIFIED, plan_round
from game.core.combat.kept import Aftermath, CombatRecord, combat_kept
from game.core.combat.pursuit import quarry
from game.core.command.initiative import evade_problems, must_charge_target
from game.core.command.penalties import stands_lost_for_command
from game.core.cover import DEFENDED, FORTIFIED, OPEN, stand_cover
from game.core.magic import Cast, effects
from game.core.magic.record import magic_kept
from game.core.questions import FOE_KINDS, IGNORES_TERROR, MUST_PURSUE, NEVER_DRIVEN_BACK
from game.core.shooting import Shoot
from game.core.shooting.weapons import weapon
from game.core.specials import skirmishers
from game.core.specials.witch_hunters import FERVOUR, wh_kept
from tests.core.magic.common import engage
from tests.helpers import act, battle, char, of_type, terrain, unit

SPARE0 = [unit("Halberdiers", 150 + 200 * i, 1120, id=f"spare{i}") for i in range(2)]
ENEMY_GENERALS = {"orcs": "Orc General", "tomb_kings": "Tomb King", "skaven": "Grey Seer"}
SPARE1 = {
    "orcs": "Orc Warriors", "tomb_kings": "Skeletons", "skaven": "Clanrats",
}


def wh(units0, units1=(), chars0=(), step="shoot", enemy="orcs", chars1=(), **kw):
    """Witch Hunters (side 0, bottom, facing up) against ``enemy`` (side 1, top, facing down)."""
    spare1 = [unit(SPARE1[enemy], 1650 - 200 * i, 80, 180, id=f"espare{i}") for i in range(3)]
    return battle(
        [*units0, *SPARE0], [*units1, *spare1], [char("General", 1700, 1150, id="gen"), *chars0],
        [char(ENEMY_GENERALS[enemy], 100, 40, id="eg"), *chars1], armies0="witch_hunters", armies1=enemy,
        step=step, **kw,
    )


def stand_dice(s, uid, enemy, round_no=1):
    return [st.dice for st in plan_round(s, [uid, enemy], round_no).attacks[uid].stands]


ZEALOTS = unit("Zealots", 900, 700, id="z")


def _fight(enemy: str, profile: str, **kw):
    return wh([ZEALOTS], [unit(profile, 900, 680, 180, id="e")], enemy=enemy, step="fight", **kw)


# ---------------------------------------------------------------- Chaos and Undead


def test_chaos_and_undead_are_told_by_the_list_their_troops_come_from():
    t = _fight("tomb_kings", "Skeletons")
    assert t.ruleset.ask(FOE_KINDS, t, t.units["e"]) == ("undead",)
    s = _fight("skaven", "Clanrats")
    assert s.ruleset.ask(FOE_KINDS, s, s.units["e"]) == ("chaos",)
    o = _fight("orcs", "Orc Warriors")
    assert o.ruleset.ask(FOE_KINDS, o, o.units["e"]) == ()
    assert o.ruleset.ask(FOE_KINDS, o, o.units["z"]) == ()


# ---------------------------------------------------------------- Zealots


def test_zealots_strike_with_one_more_attack_in_the_first_round_against_undead():
    s = _fight("tomb_kings", "Skeletons")
    assert stand_dice(s, "z", "e") == [4, 4, 4]
    mods = plan_round(s, ["z", "e"], 1).attacks["z"].stands[0].modifiers
    assert [m.rule for m in mods] == ["specials.zealots"]
    # Only in the first round.
    assert stand_dice(s, "z", "e", round_no=2) == [3, 3, 3]


def test_zealots_strike_with_one_more_attack_against_chaos_but_not_against_orcs():
    assert stand_dice(_fight("skaven", "Clanrats"), "z", "e") == [4, 4, 4]
    assert stand_dice(_fight("orcs", "Orc Warriors"), "z", "e") == [3, 3, 3]


def test_zealots_must_charge_undead_on_initiative_but_not_orcs():
    near = unit("Zealots", 900, 760, id="z")
    s = wh([near], [unit("Skeletons", 900, 600, 180, id="e")], enemy="tomb_kings", step="initiative")
    assert must_charge_target(s, s.units["z"]) == "e"
    o = wh([near], [unit("Orc Warriors", 900, 600, 180, id="e")], step="initiative")
    assert must_charge_target(o, o.units["z"]) is None
    # Evading the Orcs is still open to them.
    assert evade_problems(o, o.units["z"], "e", 100)[0] == []


def test_zealots_must_pursue_after_beating_chaos_but_choose_after_beating_orcs():
    for enemy, profile, must in (("skaven", "Clanrats", True), ("orcs", "Orc Warriors", False)):
        s = _fight(enemy, profile)
        combat_kept(s).record = CombatRecord(pending=Aftermath(units=["e", "z"], round=1, retreated={"e": 1}))
        assert s.ruleset.ask(MUST_PURSUE, s, s.units["z"]) is must, enemy


# ---------------------------------------------------------------- Warhounds


BOARS = unit("Boar Riders", 900, 680, 180, id="boar")


def _hounds(profile: str = "Zealots", addons=("Warhounds",)):
    return wh([unit(profile, 900, 700, id="z", addons=addons)], [BOARS], step="fight")


def test_infantry_with_warhounds_may_pursue_cavalry_without_them_not():
    pending = Aftermath(units=["z", "boar"], round=1, retreated={"boar": 1})
    s = _hounds()
    assert len(s.units["z"].stands) == 4
    assert quarry(s, s.units["z"], pending) == ["boar"]
    bare = _hounds(addons=())
    assert quarry(bare, bare.units["z"], pending) == []
    # The hounds are the first stand lost: once the unit has lost one, the riders are out of reach again.
    s.units["z"].stands.pop()
    assert quarry(s, s.units["z"], pending) == []


def test_a_lost_warhound_stand_costs_no_command_penalty():
    s = _hounds()
    s.units["z"].stands.pop()
    assert stands_lost_for_command(s.units["z"]) == 0
    s.units["z"].stands.pop()
    assert stands_lost_for_command(s.units["z"]) == 1


def test_warhounds_fight_with_their_own_three_attacks_beside_flagellants():
    s = _hounds("Flagellants")
    mods = skirmishers.stand_modifiers(s, s.units["z"])
    assert [(m.value, m.rule) for m in mods] == [(-2, "specials.warhounds")]


# ---------------------------------------------------------------- The Empire's troops in the list


def test_handguns_pistoliers_and_cannon_shoot_by_the_empire_rules():
    s = wh([unit("Handgunners", 900, 800, id="hg"), unit("Pistoliers", 400, 800, id="pi"),
            unit("Cannon", 1400, 800, id="cn")], [unit("Orc Warriors", 900, 600, 180, id="o")])
    assert weapon(s, s.units["hg"]).armour_worse
    pistols = weapon(s, s.units["pi"])
    assert pistols.range_mm == 150 and pistols.all_round
    assert weapon(s, s.units["cn"]).kind == "cannon"
    # Handguns: 3 attacks hit on 4s, and the Orcs' 6+ saves nothing against them: one stand lost.
    ev = act(s, Shoot("hg", "o"), [4, 4, 4])
    assert len(s.units["o"].stands) == 2
    assert not [e for e in of_type(ev, "DiceRolled") if "save" in e.purpose]


def test_flagellants_charge_never_evade_scorn_terror_and_shooting():
    s = wh([unit("Flagellants", 900, 760, id="f")], [unit("Orc Warriors", 900, 600, 180, id="o")], step="initiative")
    f = s.units["f"]
    assert must_charge_target(s, f) == "o"
    assert evade_problems(s, f, "o", 100)[0] == ["Flagellants never evades"]
    assert s.ruleset.ask(IGNORES_TERROR, s, f)
    assert s.ruleset.ask(NEVER_DRIVEN_BACK, s, f) == "Flagellants are never driven back by shooting and roll no drive-back dice"


# ---------------------------------------------------------------- Prayers


PRIEST_WITH_KNIGHTS = char("Warrior Priest", 900, 730, id="p", joined="k")


def _knights(**kw):
    return wh([unit("Knights", 900, 700, id="k")], [unit("Orc Warriors", 900, 300, 180, id="o")],
              [PRIEST_WITH_KNIGHTS], **kw)


def test_sanctuary_makes_even_cavalry_in_the_open_defended():
    s = _knights()
    assert stand_cover(s, s.units["k"], 0).level == OPEN
    ev = act(s, Cast("p", "Sanctuary", target="k"), [5])
    assert [e.rule for e in of_type(ev, "SpellEffect")] == ["magic.sanctuary"]
    cover = stand_cover(s, s.units["k"], 0)
    assert (cover.level, cover.reason) == (DEFENDED, "hallowed ground (Sanctuary of Warrior Priest)")


def test_sanctuary_on_a_unit_already_defended_makes_it_fortified():
    wood = terrain("wood", "wood", [(780, 660), (1020, 660), (1020, 760), (780, 760)])
    s = wh([unit("Halberdiers", 900, 700, id="h")], [unit("Orc Warriors", 900, 300, 180, id="o")],
           [char("Warrior Priest", 900, 730, id="p", joined="h")], terrain_pieces=[wood])
    assert stand_cover(s, s.units["h"], 0).level == DEFENDED
    act(s, Cast("p", "Sanctuary", target="h"), [6])
    assert stand_cover(s, s.units["h"], 0).level == FORTIFIED


def test_sanctuary_is_only_for_the_priests_own_unit_and_fails_on_a_4():
    s = _knights()
    assert s.check(Cast("p", "Sanctuary", target="spare0")) != []
    act(s, Cast("p", "Sanctuary", target="k"), [4])
    assert stand_cover(s, s.units["k"], 0).level == OPEN


def test_sanctuary_ends_when_the_unit_moves():
    s = _knights()
    act(s, Cast("p", "Sanctuary", target="k"), [5])
    k = s.units["k"]
    for st in k.stands:
        st.y -= 10
    s.invalidate()
    assert stand_cover(s, k, 0).level == OPEN
    assert [e.rule for e in of_type(act(s, Proceed()), "EffectsEnded")] == ["magic.sanctuary.ends"]


def test_sanctuary_holds_when_the_unit_only_loses_a_stand():
    s = _knights()
    act(s, Cast("p", "Sanctuary", target="k"), [5])
    s.units["k"].stands.pop()
    s.invalidate()
    assert stand_cover(s, s.units["k"], 0).level == DEFENDED
    assert not of_type(act(s, Proceed()), "EffectsEnded")


def test_sanctuary_ends_when_the_priest_leaves_and_says_so():
    s = _knights()
    act(s, Cast("p", "Sanctuary", target="k"), [5])
    s.characters["p"].joined = None
    assert stand_cover(s, s.units["k"], 0).level == OPEN
    ev = act(s, Proceed())
    ended = of_type(ev, "EffectsEnded")
    assert [e.rule for e in ended] == ["magic.sanctuary.ends"]
    assert wh_kept(s).sanctuary == {}


def test_sanctuary_ends_when_the_priest_tries_another_prayer():
    s = _knights()
    act(s, Cast("p", "Sanctuary", target="k"), [5])
    magic_kept(s).record = None  # as in a later Shooting phase: he may pray again
    ev = act(s, Cast("p", "Holy Fervour", target="k"), [1])
    assert [e.rule for e in of_type(ev, "EffectsEnded")] == ["magic.sanctuary.ends"]
    assert stand_cover(s, s.units["k"], 0).level == OPEN


def test_holy_fervour_gives_every_stand_and_the_priest_one_more_attack():
    s = wh([ZEALOTS], [unit("Orc Warriors", 900, 680, 180, id="o")], [char("Warrior Priest", 900, 730, id="p",
                                                                          joined="z")])
    engage(s, "z", "o")
    # Each stand 3, the Priest adds 1 to the first.
    assert stand_dice(s, "z", "o") == [4, 3, 3]
    act(s, Cast("p", "Holy Fervour", target="z"), [4])
    assert s.units["z"].flags[FERVOUR] == 1
    assert stand_dice(s, "z", "o") == [6, 4, 4]


def test_doctrine_of_sigmar_moves_a_unit_as_if_ordered():
    s = wh([unit("Halberdiers", 900, 900, id="h")], [unit("Orc Warriors", 900, 300, 180, id="o")],
           [char("Warrior Priest", 900, 1000, id="p")])
    act(s, Cast("p", "Doctrine of Sigmar", target="h"), [5])
    assert s.command.pending is not None and s.command.pending.kind == "spell"


def test_divine_curse_halves_the_pace_and_frightens_but_not_the_undead():
    s = wh([], [unit("Orc Warriors", 900, 700, 180, id="o")], [char("Warrior Priest", 900, 900, id="p")])
    act(s, Cast("p", "Divine Curse", target="o"), [4])
    assert effects.pace_factor(s, s.units["o"]) == (1, 2)
    assert s.units["o"].flags[TERRIFIED] == 1
    t = wh([], [unit("Skeletons", 900, 700, 180, id="sk")], [char("Warrior Priest", 900, 900, id="p")],
           enemy="tomb_kings")
    ev = act(t, Cast("p", "Divine Curse", target="sk"), [4])
    assert "not frightened" in of_type(ev, "SpellEffect")[0].effect
