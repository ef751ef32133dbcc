"""Fantasy Warriors' druids: a terrain piece he touches made impassable to the enemy or hostile to all, for
2D6 of power, kept for 1D6 each later Orders step or lost."""

from __future__ import annotations

from game.core import board
from game.core.actions import Proceed
from game.core.dice import ScriptedDice
from game.core.fantasy_warriors.druid import DruidPower, KeepDruidPower, druid_kept, unit_move_check
from game.core.fantasy_warriors.power import power_left
from game.core.fantasy_warriors.states import unit_counters
from game.core.modules import compose
from game.core.moves import translate, unit_poses
from game.core.state import GameState
from tests.helpers import act, battle, char, terrain, unit

RULES = compose(["fw-individuals", "fw-power"])
WOOD = terrain("w1", "wood", [(800, 500), (1000, 500), (1000, 650), (800, 650)], "Dark Wood")


def druid_battle(orcs_at: tuple[int, int] = (900, 300)) -> GameState:
    return battle([unit("Halberdiers", 400, 900, id="h")], [unit("Orc Warriors", *orcs_at, 180, id="o")],
                  [char("General", 300, 1150, id="g"), char("Druid", 900, 660, id="d")],
                  [char("Orc General", 1700, 60, id="og")], terrain_pieces=[WOOD], step="orders", ruleset=RULES)


def bases_at(s: GameState, uid: str, dx: int, dy: int) -> list:
    return board.unit_bases(s, s.units[uid], translate(unit_poses(s.units[uid]), dx, dy))


def test_druid_impassable_terrain_bars_the_enemy_not_his_own_side() -> None:
    s = druid_battle()
    act(s, DruidPower("d", "w1", "impassable"), [3, 4])
    assert power_left(s, s.characters["d"]) == 13 and s.characters["d"].moved
    assert unit_counters(s, s.characters["d"]) == ["13 power", "impassable terrain"]
    assert unit_move_check(s, s.units["o"], bases_at(s, "o", 0, 270)) == [
        "Dark Wood is impassable to Orc Warriors: Druid's power holds it"]
    assert unit_move_check(s, s.units["h"], bases_at(s, "h", 500, -330)) == []


def test_druid_impassable_terrain_holds_an_enemy_caught_on_it() -> None:
    s = druid_battle(orcs_at=(900, 560))
    act(s, DruidPower("d", "w1", "impassable"), [3, 4])
    assert unit_move_check(s, s.units["o"], bases_at(s, "o", 0, -300)) == [
        "Orc Warriors is caught in Dark Wood, made impassable by Druid: it cannot move"]


def test_druid_hostile_terrain_rolls_12_dice_hitting_on_6_at_every_unit_on_it() -> None:
    s = druid_battle(orcs_at=(900, 560))
    ev = act(s, DruidPower("d", "w1", "hostile"), [2, 3] + [6, 6, 1, 2, 3, 4, 5, 1, 2, 3, 4, 5] + [1, 6])
    (hits,) = [e for e in ev if e.type_name == "HitsScored"]
    assert (hits.hits, hits.saved) == (2, 1)
    assert s.units["o"].hits == 1


def test_druid_keeps_his_power_for_1d6_or_loses_it_when_his_orders_step_passes() -> None:
    s = druid_battle()
    act(s, DruidPower("d", "w1", "impassable"), [3, 4])
    d = ScriptedDice([])
    s.apply(Proceed(), d)
    while not (s.active == 0 and s.step == "orders"):
        s.apply(Proceed(), d)
    act(s, KeepDruidPower("d"), [2])
    assert power_left(s, s.characters["d"]) == 11 and "d" in druid_kept(s).powers
    s.apply(Proceed(), d)
    while not (s.active == 0 and s.step == "orders"):
        s.apply(Proceed(), d)
    assert "d" in druid_kept(s).powers  # still his to keep in this Orders step
    s.apply(Proceed(), d)
    assert "d" not in druid_kept(s).powers
