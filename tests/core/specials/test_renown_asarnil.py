"""Asarnil the Dragonlord, a Hero regiment of renown (digest 10.26 [11]): his Dragon flies him 100 cm, makes
the unit he joins terrifying and breathes fire (3 shooting attacks at 20 cm) while he has joined a unit out of
combat; his +4 Attacks already hold the Dragon's +3. Scripted dice."""

from __future__ import annotations

from game.core.combat.attacks import terrifying
from game.core.command.characters import character_move_reach
from game.core.specials.zombie_dragon import Breathe
from tests.helpers import act, battle, char, of_type, unit

SPARE0 = [unit("Halberdiers", 150 + 200 * i, 1120, id=f"spare{i}") for i in range(2)]
SPARE1 = [unit("Orc Warriors", 1650 - 200 * i, 80, 180, id=f"ospare{i}") for i in range(2)]


def _game(orcs_y: int = 600):
    return battle(
        [unit("Halberdiers", 900, 750, id="hal"), *SPARE0],
        [unit("Orc Warriors", 900, orcs_y, 180, id="o"), *SPARE1],
        [char("General", 1700, 1150, id="gen"),
         char("Asarnil the Dragonlord", 900, 770, id="as", joined="hal", hired_from="regiments_of_renown",
              mount="Asarnil's Dragon")],
        [char("Orc General", 100, 40, id="og")],
        step="shoot",
    )


def test_his_dragon_breathes_three_attacks_at_the_closest_enemy_within_20cm() -> None:
    s = _game()
    ev = act(s, Breathe("as", "o"), [4, 5, 1, 1, 1])
    hits = of_type(ev, "HitsScored")
    assert [(e.to_hit, e.attacks, e.by) for e in hits] == [(4, 3, "as")]
    assert sum(e.struck for e in hits) == 2
    assert s.units["o"].hits == 2


def test_no_breath_beyond_20cm_nor_once_his_unit_is_in_combat() -> None:
    far = _game(orcs_y=500)  # the Orcs' front edge 24 cm from the Halberdiers
    assert far.check(Breathe("as", "o"))[0].endswith("the Dragon's breath reaches 20 cm")
    s = _game()
    s.units["hal"].engaged = True
    assert s.check(Breathe("as", "o")) == [
        "Halberdiers is in combat; the Dragon breathes only when its rider's unit is not"]


def test_he_flies_100cm_with_4_attacks_and_his_unit_causes_terror() -> None:
    s = _game()
    asarnil = s.characters["as"]
    assert character_move_reach(s, asarnil) == 1000
    mount = s.mount_profile(asarnil)
    assert mount is not None and mount.flying and mount.terror
    assert s.character_profile(asarnil).attack_bonus + mount.attack_bonus == 4
    assert terrifying(s, s.units["hal"])
