"""Regiments of Renown take no help from their paymaster's spells and effects (digest 10.26, Independent): an
area spell or effect passes them over while it helps the army's own units beside them; a character's bonus is
refused them. One question (``SHARES_FRIENDLY_EFFECTS``) that every such effect asks. Scripted dice."""

from __future__ import annotations

from game.core.magic import Cast
from game.core.magic.effects import LIGHT
from game.core.questions import IGNORES_TERROR, SHARES_FRIENDLY_EFFECTS
from game.core.specials.anti_magic import StrikeAnvil
from game.core.specials.cathay_spells import TRANQUIL
from game.core.specials.daemons import RAGE
from game.core.specials.tomb_king import TombKingBonus
from tests.helpers import act, battle, char, of_type, unit

ROR = "regiments_of_renown"
SPARE1 = [unit("Orc Warriors", 1650 - 200 * i, 80, 180, id=f"ospare{i}") for i in range(3)]


def _game(army: str, own: str, chars0: list, general: str, step: str = "shoot", more: tuple = ()):
    spare = [unit(own, 150 + 200 * i, 1120, id=f"spare{i}") for i in range(3)]
    return battle(
        [unit(own, 900, 700, id="own"), unit("Alcatani Fellowship", 1100, 700, id="ror", hired_from=ROR), *spare,
         *more],
        [unit("Orc Warriors", 900, 400, 180, id="o"), *SPARE1],
        [char(general, 1700, 1150, id="gen"), *chars0], [char("Orc General", 100, 40, id="og")],
        armies0=army, step=step,
    )


def test_a_regiment_is_the_one_unit_that_does_not_share_its_sides_effects() -> None:
    s = _game("high_elves", "Spearmen", [], "General")
    assert s.ruleset.ask(SHARES_FRIENDLY_EFFECTS, s, s.units["own"]) is True
    assert s.ruleset.ask(SHARES_FRIENDLY_EFFECTS, s, s.units["ror"]) is False


def test_light_of_battle_shines_on_the_elves_beside_it_but_not_on_the_regiment() -> None:
    s = _game("high_elves", "Spearmen", [char("Wizard", 1000, 800, id="m")], "General")
    ev = act(s, Cast("m", "Light of Battle"), [5])
    assert s.units["own"].flags.get(LIGHT) == 1 and not s.units["ror"].flags.get(LIGHT)
    assert [e.unit for e in ev if getattr(e, "rule", "") == "magic.light_of_battle" and hasattr(e, "unit")] == ["own"]


def test_daemonic_rage_passes_the_regiment_over() -> None:
    s = _game("daemons", "Daemon Hordes", [char("Daemon Sorcerer", 1000, 800, id="so")], "Daemon Overlord")
    act(s, Cast("so", "Daemonic Rage"), [5])
    assert s.units["own"].flags.get(RAGE) == 1 and RAGE not in s.units["ror"].flags


def test_tranquility_of_heaven_does_not_calm_the_regiment() -> None:
    s = _game("cathay", "Bannermen", [char("Sorcerer", 1000, 760, id="so")], "General")
    act(s, Cast("so", "Tranquility of Heaven"), [6])
    assert s.units["own"].flags.get(TRANQUIL) and not s.units["ror"].flags.get(TRANQUIL)


def test_the_anvils_song_steadies_the_dwarfs_but_not_the_regiment_within_20cm() -> None:
    s = _game("dwarfs", "Warriors", [char("Runesmith", 1000, 800, id="rs", mount="Anvil")], "General")
    (ev,) = of_type(act(s, StrikeAnvil("rs"), [4]), "AnvilStruck")
    assert ev.units == ("own",)
    assert s.ruleset.ask(IGNORES_TERROR, s, s.units["own"]) and not s.ruleset.ask(IGNORES_TERROR, s, s.units["ror"])


def test_the_tomb_kings_bonus_is_refused_to_a_regiment() -> None:
    s = _game("tomb_kings", "Skeletons", [], "Tomb King", step="fight")
    s.characters["gen"].joined = None
    king = s.characters["gen"]
    king.x, king.y = 1100, 800
    assert s.check(TombKingBonus("gen", "ror")) == ["Alcatani Fellowship takes no help from its own side's spells and "
                                                    "effects"]


def test_only_the_skaven_touching_their_screaming_bell_scorn_terror() -> None:
    for behind, scorns in (("own", True), ("ror", False)):
        # The Bell's 60 mm deep base right behind the unit's rear edge.
        bell = unit("Screaming Bell", 900 if behind == "own" else 1100, 740, id="bell")
        s = _game("skaven", "Clanrats", [], "Grey Seer", more=(bell,))
        assert s.ruleset.ask(IGNORES_TERROR, s, s.units[behind]) is scorns, behind


def test_a_hero_regiment_takes_no_plus_1_from_a_friendly_spell_on_the_unit_he_fights_with() -> None:
    from game.core.combat.attacks import plan_round

    def first_stands(hero: dict) -> tuple[list[int], list[str]]:
        s = battle(
            [unit("Spearmen", 900, 700, id="sp"), *[unit("Spearmen", 150 + 200 * i, 1120, id=f"s{i}") for i in range(3)]],
            [unit("Orc Warriors", 900, 680, 180, id="o"), *SPARE1],
            [char("General", 1700, 1150, id="gen"), char(x=900, y=720, id="h", joined="sp", **hero)],
            [char("Orc General", 100, 40, id="og")], armies0="high_elves", step="fight",
        )
        s.units["sp"].flags[LIGHT] = 1  # Light of Battle shines on the Elves
        stands = plan_round(s, ["sp", "o"], 1).attacks["sp"].stands
        return [st.dice for st in stands], [m.label for m in stands[0].modifiers]

    # An Elf Hero (+1) takes the spell's +1 for the character: 3 + 1 + 1; the spell's die goes to a stand too.
    assert first_stands({"profile": "Hero"})[0] == [5, 3, 4]
    # Asarnil (+4) fights with them but the spell gives him nothing: 3 + 4.
    dice, labels = first_stands({"profile": "Asarnil the Dragonlord", "hired_from": ROR, "mount": "Asarnil's Dragon"})
    assert dice == [7, 3, 4] and not any("Light of Battle" in label for label in labels)
