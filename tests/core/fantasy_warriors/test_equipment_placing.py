"""Fantasy Warriors battlefield equipment bought by the length and placed before the battle (seed "Palisades",
"Chevaux de frise", "Spiked pits": set up with the army, up to 18 in from the baseline for the outmanoeuvring side)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from game.core.actions import IllegalAction
from game.core.deployment.order import DeployOrder, deployment_kept
from game.core.fantasy_warriors.equipment import PlaceEquipment, equipment_kept
from game.core.modules import compose
from game.core.profiles import ArmyList
from game.core.roster import roster_points
from game.data import DataError, load_armies, load_roster
from tests.helpers import act, battle, char, unit

EQUIP = compose(["fw-equipment"])


@pytest.fixture(scope="module")
def armies() -> dict[str, ArmyList]:
    return load_armies()


def test_equipment_bought_by_the_length_at_its_price(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    path = tmp_path / "r.yaml"
    path.write_text("name: T\narmy: orcs\npoints_cap: 1000\nrules: [fw-equipment]\nunits:\n"
                    "  - profile: Orc Warriors\n    palisades: 3\n  - profile: Orc Warriors\n"
                    "  - profile: Goblins\n    mantlets: 2\n  - profile: Goblins\n"
                    "characters:\n  - profile: Orc General\n")
    roster = load_roster(path, armies)
    plain = replace(roster, units=tuple(replace(u, bought=()) for u in roster.units))
    # 3 lengths of palisade at 8 and 2 of mantlet at 16.
    assert roster_points(roster, armies["orcs"]) - roster_points(plain, armies["orcs"]) == 3 * 8 + 2 * 16


def test_equipment_refused_at_its_line_for_cavalry_too_long_or_without_the_module(
        tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    path = tmp_path / "r.yaml"
    path.write_text("name: T\narmy: orcs\npoints_cap: 1000\nrules: [fw-equipment]\nunits:\n"
                    "  - profile: Wolf Riders\n    pavises: 1\n  - profile: Orc Warriors\n    spiked_pits: 5\n"
                    "  - profile: Orc Warriors\n  - profile: Goblins\n  - profile: Goblins\n"
                    "characters:\n  - profile: Orc General\n")
    with pytest.raises(DataError) as err:
        load_roster(path, armies)
    assert [str(p) for p in err.value.problems] == [
        f"{path}:7:14: units[0] 'Wolf Riders': Wolf Riders may not use pavises: battlefield equipment is for infantry "
        "and artillery",
        f"{path}:9:18: units[1] 'Orc Warriors': a unit may have 1 to 4 spiked pits, not 5",
    ]
    path.write_text("name: T\narmy: orcs\npoints_cap: 1000\nunits:\n  - profile: Orc Warriors\n    palisades: 1\n"
                    "  - profile: Orc Warriors\n  - profile: Goblins\n  - profile: Goblins\n"
                    "characters:\n  - profile: Orc General\n")
    with pytest.raises(DataError) as err:
        load_roster(path, armies)
    assert [str(p) for p in err.value.problems] == [
        f"{path}:6:16: units[0] 'Orc Warriors': palisades is bought only under the fw-equipment rules: "
        "add fw-equipment (or fantasy-warriors) to the roster's rules"]


def _before(first: int | None = None) -> object:
    s = battle([unit("Halberdiers", 900, 1100, id="h", bought=(("chevaux_de_frise", 2),)),
                unit("Crossbowmen", 500, 1100, id="c", bought=(("mantlets", 1),))],
               [unit("Orc Warriors", 900, 100, 180, id="o")],
               [char("General", 700, 1160, id="g")], [char("Orc General", 900, 40, id="og")], ruleset=EQUIP)
    if first is not None:
        deployment_kept(s).order = DeployOrder(first, None, "units")
    return s


def test_equipment_placing_fixed_pieces_before_the_battle_within_the_zone() -> None:
    s = _before()
    assert (s.phase, s.step) == ("before_battle", "choices")
    p = equipment_kept(s).pieces["eq2"]
    assert (p.kind, p.y) == ("chevaux_de_frise", 1085)
    # Its far edge 20 cm from the side's own edge (the table is 1200 deep): allowed; 1 cm further is not.
    act(s, PlaceEquipment(0, "eq2", 900, 1005, 0))
    assert (p.x, p.y) == (900, 1005)
    with pytest.raises(IllegalAction, match="must be within 20 cm of the side's own edge"):
        act(s, PlaceEquipment(0, "eq2", 900, 995, 0))
    with pytest.raises(IllegalAction, match="would stand on Halberdiers"):
        act(s, PlaceEquipment(0, "eq2", 900, 1100, 0))
    with pytest.raises(IllegalAction, match="moves with its unit, not on its own"):
        act(s, PlaceEquipment(0, "eq1", 500, 1000, 0))


def test_equipment_placing_45_cm_forward_for_the_side_that_set_up_first() -> None:
    s = _before(first=0)
    act(s, PlaceEquipment(0, "eq2", 900, 755, 0))
    with pytest.raises(IllegalAction, match="must be within 45 cm"):
        act(s, PlaceEquipment(0, "eq2", 900, 745, 0))
    t = _before(first=1)
    with pytest.raises(IllegalAction, match="must be within 20 cm"):
        act(t, PlaceEquipment(0, "eq2", 900, 755, 0))


def test_equipment_placing_45_cm_remembered_after_a_real_deployment() -> None:
    # The deployment forgets its order once both armies are down: the module keeps who set up first.
    from game.core.dice import ScriptedDice
    from game.core.roster import Roster, RosterCharacter, RosterUnit
    from game.core.scenario import ScenarioSpec, SideSetup, new_game
    from game.core.turn import Start
    from tests.helpers import armies

    empire = Roster("E", "empire", 2000, units=(RosterUnit("Halberdiers", bought=(("chevaux_de_frise", 2),)),
                                                RosterUnit("Halberdiers")),
                    characters=(RosterCharacter("General"),), rules=("fw-equipment",))
    orcs = Roster("O", "orcs", 2000, units=(RosterUnit("Orc Warriors"),), characters=(RosterCharacter("Orc General"),))
    spec = ScenarioSpec(name="t", sides=(SideSetup("empire", roster=empire), SideSetup("orcs", roster=orcs)),
                        first_side=0, rules=("fw-equipment",), options={"deployment": "alternate"})
    s = new_game(spec, armies())
    s.apply(Start(), ScriptedDice([]))
    while s.phase == "deployment":
        s.apply(next(iter(s.legal_actions())), ScriptedDice([]))
    assert s.phase == "before_battle" and deployment_kept(s).order is None
    # The Empire had more units and set up first: its stakes may go 45 cm out, the Orcs' pieces 20 cm.
    assert equipment_kept(s).first == 0
    piece = next(p for p in equipment_kept(s).pieces.values() if p.kind == "chevaux_de_frise")
    act(s, PlaceEquipment(0, piece.id, piece.x, 755, 0))
    assert equipment_kept(s).pieces[piece.id].y == 755
