"""Hand-made armies and battles for the UI tests, screenshots and the draw benchmark.

Built with ``new_game`` from small ``ArmyList`` objects so the UI tests never depend on the YAML data.
"""

from __future__ import annotations

from game.core.profiles import ArmyList, CharacterProfile, MountKind, MountProfile, Rank, UnitProfile, UnitType
from game.core.scenario import CharacterPlacement, ScenarioSpec, SideSetup, UnitPlacement, new_game
from game.core.state import GameState, TerrainSpec


def _u(name: str, t: UnitType, size: int = 3, hits: int = 3) -> UnitProfile:
    return UnitProfile(name=name, type=t, attacks=3, hits=hits, armour=5, size=size, points=50)


BLUE = ArmyList(
    id="blue",
    name="Reikland Army",
    version="test",
    units=(
        _u("Halberdiers", UnitType.INFANTRY),
        _u("Crossbowmen", UnitType.INFANTRY),
        _u("Swordsmen", UnitType.INFANTRY),
        _u("Knights", UnitType.CAVALRY),
        _u("Cannon", UnitType.ARTILLERY, size=2, hits=2),
        _u("Steam Tank", UnitType.MACHINE, size=1, hits=6),
    ),
    characters=(
        CharacterProfile("General", Rank.GENERAL, 2, 9, 125),
        CharacterProfile("Hero", Rank.HERO, 1, 8, 80),
        CharacterProfile("Wizard", Rank.WIZARD, 0, 7, 45),
    ),
    mounts=(MountProfile("Griffon", MountKind.MONSTROUS, 2, 80, flying=True, terror=True),),
)

RED = ArmyList(
    id="red",
    name="Greenskin Horde",
    version="test",
    units=(
        _u("Orc Warriors", UnitType.INFANTRY),
        _u("Orc Boyz", UnitType.INFANTRY),
        _u("Boar Riders", UnitType.CAVALRY),
        _u("Wolf Chariots", UnitType.CHARIOT),
        _u("Giant", UnitType.MONSTER, size=1, hits=8),
        _u("Rock Lobber", UnitType.ARTILLERY, size=1, hits=3),
    ),
    characters=(
        CharacterProfile("Warboss", Rank.GENERAL, 2, 9, 95),
        CharacterProfile("Orc Hero", Rank.HERO, 1, 8, 80),
        CharacterProfile("Shaman", Rank.WIZARD, 0, 7, 45),
    ),
)

ARMIES = {BLUE.id: BLUE, RED.id: RED}


def _t(tid: str, kind: str, name: str, pts: list[tuple[int, int]]) -> TerrainSpec:
    return TerrainSpec(id=tid, kind=kind, points=tuple(pts), name=name)


# One piece of every terrain kind, laid out clear of the deployment zones.
TERRAIN: tuple[TerrainSpec, ...] = (
    _t("open", "open", "Sheep Meadow", [(1480, 230), (1700, 230), (1700, 330), (1480, 330)]),
    _t("wood", "wood", "Drakwald Copse", [(200, 300), (380, 280), (450, 390), (400, 480), (240, 470), (180, 390)]),
    _t("village", "village", "Grenzdorf", [(1250, 300), (1440, 300), (1440, 430), (1250, 430)]),
    _t(
        "hill",
        "hill",
        "Watchtower Hill",
        [(1250, 760), (1400, 720), (1560, 760), (1580, 860), (1420, 920), (1260, 880)],
    ),
    _t(
        "river",
        "river",
        "The Stir",
        [(0, 560), (400, 575), (800, 595), (1100, 620), (1120, 640), (1100, 660), (800, 635), (400, 615), (0, 600)],
    ),
    _t("ford", "ford", "Miller's Ford", [(360, 560), (440, 560), (440, 625), (360, 625)]),
    _t("bridge", "bridge", "Old Stone Bridge", [(870, 585), (930, 585), (930, 660), (870, 660)]),
    _t("road", "road", "Altdorf Road", [(885, 0), (915, 0), (915, 1200), (885, 1200)]),
    _t("hedge", "low_obstacle", "Hawthorn Hedge", [(950, 850), (1150, 850), (1150, 860), (950, 860)]),
    _t("wall", "high_obstacle", "Abbey Wall", [(560, 770), (760, 770), (760, 782), (560, 782)]),
    _t("barn", "building", "Tithe Barn", [(1500, 470), (1580, 470), (1580, 520), (1500, 520)]),
    _t(
        "rocks",
        "impassable",
        "Troll Rocks",
        [(1600, 600), (1690, 590), (1740, 650), (1700, 720), (1620, 710), (1590, 660)],
    ),
    _t("scree", "broken", "Scree Slope", [(600, 380), (760, 370), (780, 460), (620, 480)]),
    _t("field", "loose", "Turnip Field", [(1160, 540), (1330, 540), (1330, 690), (1160, 690)]),
)


def sample_state() -> GameState:
    """Both armies with every troop type, round and square characters, a confused unit, hits and a fight."""
    blue = SideSetup(
        army="blue",
        name="The Empire",
        units=(
            UnitPlacement("Halberdiers", 500, 1060, 0, id="u1"),
            UnitPlacement("Crossbowmen", 720, 1060, 0, id="u2", hits=1),
            UnitPlacement("Knights", 1000, 1080, 0, id="u3", confused=True),
            UnitPlacement("Cannon", 1250, 1070, 0, id="u4"),
            UnitPlacement("Steam Tank", 1420, 1050, 30, id="u5"),
            UnitPlacement("Crossbowmen", 250, 880, 90, "column", id="u6"),
            UnitPlacement("Swordsmen", 1050, 345, 0, id="u7"),
        ),
        characters=(
            CharacterPlacement("General", 800, 1140, 0, id="c1", round_base=True),
            CharacterPlacement("Hero", 1120, 1150, 0, id="c2"),
            CharacterPlacement("Wizard", 620, 1130, 0, mount="Griffon", id="c3", round_base=True),
        ),
    )
    red = SideSetup(
        army="red",
        name="The Orcs",
        units=(
            UnitPlacement("Orc Warriors", 620, 140, 180, id="u11"),
            UnitPlacement("Boar Riders", 880, 150, 180, id="u12", hits=2),
            UnitPlacement("Wolf Chariots", 1150, 150, 180, id="u13"),
            UnitPlacement("Giant", 1380, 210, 200, id="u14"),
            UnitPlacement("Rock Lobber", 400, 140, 180, id="u15"),
            UnitPlacement("Orc Boyz", 1050, 325, 180, id="u16"),
        ),
        characters=(
            CharacterPlacement("Warboss", 860, 50, 180, id="c11"),
            CharacterPlacement("Shaman", 640, 60, 180, id="c12", round_base=True),
            CharacterPlacement("Orc Hero", 1120, 60, 180, id="c13"),
        ),
    )
    spec = ScenarioSpec(name="Every terrain", sides=(blue, red), terrain=TERRAIN)
    state = new_game(spec, ARMIES)
    # A combat in progress between u7 and u16, set directly: the UI only has to show it.
    state.units["u7"].engaged = True
    state.units["u16"].engaged = True
    state.units["u16"].hits = 1
    return state


def big_state(per_side: int = 60) -> GameState:
    """``per_side`` units a side (3 stands each, mixed types) on the full terrain set: a heavy frame to draw."""
    kinds_b = ("Halberdiers", "Crossbowmen", "Knights", "Swordsmen", "Cannon")
    kinds_r = ("Orc Warriors", "Boar Riders", "Orc Boyz", "Wolf Chariots", "Rock Lobber")
    sides = []
    for side, kinds, army, facing in ((0, kinds_b, "blue", 0), (1, kinds_r, "red", 180)):
        units = []
        for i in range(per_side):
            col, row = i % 12, i // 12
            x = 110 + col * 145
            y = 1150 - row * 95 if side == 0 else 50 + row * 95
            units.append(UnitPlacement(kinds[i % len(kinds)], x, y, facing, hits=i % 3, confused=i % 7 == 0))
        chars = (CharacterPlacement("General" if side == 0 else "Warboss", 900, 1180 if side == 0 else 20, facing),)
        sides.append(SideSetup(army=army, units=tuple(units), characters=chars))
    spec = ScenarioSpec(name="Benchmark", sides=(sides[0], sides[1]), terrain=TERRAIN)
    return new_game(spec, ARMIES)
