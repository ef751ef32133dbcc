"""Warhammer 8th characters, "What Unit Can I Join?" and "Joining A Unit": by troop type and Unit Strength, the
reason shown when refused; joining only by moving into contact."""

from __future__ import annotations

from game.core.command.actions import MoveCharacter
from game.core.deployment.actions import DeployCharacter, DeployUnit
from game.core.modules import compose
from game.core.scenario import ScenarioSpec, SideSetup, new_game
from game.core.turn import Start
from tests.core.deployment.helpers import EMPIRE
from tests.core.deployment.helpers import ORCS as ORCS_ROSTER
from tests.helpers import act, armies, battle, char, of_type, unit

WH8 = compose(["warhammer8-characters"])
HALB = unit("Halberdiers", 900, 700, id="u1")
KNIGHTS = unit("Knights", 500, 700, id="k")
CANNON = unit("Cannon", 1300, 700, id="gun")
TANK = unit("Steam Tank", 1300, 900, id="tank")
ORCS = unit("Orc Warriors", 900, 200, 180, id="o1")


def spot(s: object, ch: str, uid: str) -> tuple[int, int]:
    """Where the character would stand touching the unit (the join spot the game offers)."""
    from game.core import moves

    p = moves.join_position(s, s.characters[ch], s.units[uid])  # type: ignore[attr-defined]
    assert p is not None
    return round(p.x), round(p.y)


def make(*chars: object, units0: list[object] | None = None, ruleset: object = WH8) -> object:
    return battle(
        units0 or [HALB, KNIGHTS, CANNON, TANK], [ORCS], list(chars), [char("Orc General", 1700, 60, id="oc")],
        step="characters", ruleset=ruleset,
    )


def test_what_a_character_may_join_a_hero_on_foot_joins_infantry() -> None:
    s = make(char("Hero", 900, 900, id="h"))
    ev = act(s, MoveCharacter("h", 900, 720, 0, "u1"))
    assert of_type(ev, "CharacterMoved")[0].text() == "Hero moves 18 cm and joins Halberdiers"


def test_what_a_character_may_join_no_troop_type_of_higher_unit_strength() -> None:
    s = make(char("Hero", 500, 900, id="h"))
    x, y = spot(s, "h", "k")
    assert s.check(MoveCharacter("h", x, y, 0, "k")) == [
        "Hero (infantry, Unit Strength 1) may not join Knights (cavalry, Unit Strength 2): a character joins no "
        "troop type of higher Unit Strength than its own"
    ]
    # Warmaster itself lets a Hero on foot join Knights.
    assert make(char("Hero", 500, 900, id="h"), ruleset=None).check(MoveCharacter("h", x, y, 0, "k")) == []


def test_what_a_character_may_join_never_a_war_machine() -> None:
    s = make(char("Hero", 1300, 800, id="h"))
    x, y = spot(s, "h", "gun")
    assert s.check(MoveCharacter("h", x, y, 0, "gun")) == [
        "Hero may not join Cannon: a character never joins a war machine"
    ]


def test_what_a_character_may_join_a_character_on_a_monster_or_chariot_joins_no_other_unit() -> None:
    s = make(char("Hero", 900, 900, id="h", mount="Griffon"), char("Wizard", 500, 900, id="w", mount="War Altar"))
    x, y = spot(s, "h", "u1")
    assert s.check(MoveCharacter("h", x, y, 0, "u1")) == ["Hero rides a flying mount: it joins no infantry unit"]
    x, y = spot(s, "w", "k")
    assert s.check(MoveCharacter("w", x, y, 0, "k")) == ["Wizard rides a chariot: it joins no cavalry unit"]


def test_what_a_character_may_join_chariots_only_from_a_chariot() -> None:
    chariots = unit("Wolf Chariots", 900, 700, 0, id="bc")
    s = battle(
        [unit("Halberdiers", 300, 1100, id="x")], [chariots, unit("Orc Warriors", 1300, 700, id="ow")], [],
        [char("Orc Hero", 900, 900, id="oh"), char("Orc Hero", 900, 950, id="rider", mount="Chariot"),
         char("Orc General", 1700, 60, id="oc")],
        step="characters", first=1, ruleset=WH8,
    )
    x, y = spot(s, "oh", "bc")
    assert s.check(MoveCharacter("oh", x, y, 0, "bc")) == [
        "Orc Hero may not join Wolf Chariots: only a character riding a chariot joins chariots"
    ]
    x, y = spot(s, "rider", "bc")
    assert s.check(MoveCharacter("rider", x, y, 0, "bc")) == []


def test_what_a_character_may_join_not_an_engaged_or_fleeing_unit() -> None:
    s = make(char("Hero", 900, 900, id="h"))
    s.units["u1"].confused = True
    assert s.check(MoveCharacter("h", 900, 720, 0, "u1")) == [
        "Halberdiers is confused (fleeing): a character may not join it"
    ]
    s.units["u1"].confused, s.units["u1"].engaged = False, True
    assert s.check(MoveCharacter("h", 900, 720, 0, "u1")) == [
        "Halberdiers is engaged in combat: a character may not join it"
    ]


def test_joining_only_by_moving_into_contact_not_in_deployment() -> None:
    def deploying(ruleset: object) -> object:
        spec = ScenarioSpec(
            name="t",
            sides=(SideSetup("empire", roster=EMPIRE), SideSetup("orcs", roster=ORCS_ROSTER)),
            first_side=0,
            options={"deployment": "alternate"},
        )
        s = new_game(spec, armies(), ruleset)
        act(s, Start())
        for a in (
            DeployUnit("u1", 500, 1100, 0),
            DeployUnit("u4", 900, 100, 180),
            DeployUnit("u2", 900, 1100, 0),
            DeployUnit("u5", 1200, 100, 180),
            DeployUnit("u3", 1300, 1100, 0),
        ):
            act(s, a)
        return s

    # Halberdiers u2 centred on (900, 1100): a 40 x 20 base touching their rear sits at y 1120.
    s = deploying(WH8)
    assert s.check(DeployCharacter("c1", 900, 1121, 0, join="u2")) == [
        "a character joins Halberdiers only by moving into contact with it in the Characters step, not in deployment"
    ]
    assert s.check(DeployCharacter("c1", 900, 1121, 0)) == []
    assert deploying(None).check(DeployCharacter("c1", 900, 1121, 0, join="u2")) == []


def test_leaving_a_unit_in_combat_or_fleeing_is_refused() -> None:
    def joined() -> object:
        return battle([HALB], [ORCS], [char("General", 400, 900, id="g"), char("Hero", 940, 720, id="h", joined="u1")],
                      [], ruleset=WH8, step="characters")

    s = joined()
    s.units["u1"].engaged = True
    assert s.check(MoveCharacter("h", 940, 800, 0)) == ["Halberdiers is in combat: Hero cannot leave it"]
    s = joined()
    s.units["u1"].confused = True
    assert s.check(MoveCharacter("h", 940, 800, 0)) == ["Halberdiers is confused (fleeing): Hero cannot leave it"]
    s = joined()
    assert s.check(MoveCharacter("h", 940, 800, 0)) == []
    # Warmaster itself lets a character walk away from a unit in combat.
    base = battle([HALB], [ORCS], [char("General", 400, 900, id="g"), char("Hero", 940, 720, id="h", joined="u1")],
                  [], step="characters")
    base.units["u1"].engaged = True
    assert base.check(MoveCharacter("h", 940, 800, 0)) == []
