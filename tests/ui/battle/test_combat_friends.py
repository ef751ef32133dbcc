"""The Combat phase screen with a fight between units of one side (a Giant gone wild charging a friend):
listed like any fight, each camp named by its units, and the card telling the fight's own ending."""

from __future__ import annotations

import sys
from pathlib import Path

from battle_samples import open_scene
from menu_driver import pump

from game.core.actions import Proceed
from game.core.command import Order
from game.replay.session import Session
from game.ui.battle.combat_tool import CombatTool

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import act, battle, char, unit  # noqa: E402

# Giant: 6 hits of 10 dice, no Orc saves; Orcs: 3 hits, the Giant saves 1.
GIANT_WINS = [4, 4, 4, 4, 4, 4, 1, 1, 1, 1] + [1] * 6 + [6, 6, 6] + [6, 1, 1]


def test_a_giant_fighting_a_friend_is_listed_and_its_card_says_the_fight_ends() -> None:
    state = battle(
        [unit("Halberdiers", 150 + 200 * i, 1120, id=f"spare{i}") for i in range(4)],
        [unit("Giant", 900, 400, 0, id="gi"), unit("Orc Warriors", 900, 250, 180, "column", id="o")],
        [char("General", 1700, 1150, id="gen")],
        [char("Orc General", 1500, 300, id="og")],
        step="orders",
        first=1,
    )
    act(state, Order("og", ("gi",)), [5, 5, 2])  # fails: Giant Goes Wild, 2
    while state.step != "fight":
        act(state, Proceed())
    session = Session.start(state, scripted=GIANT_WINS, strict_script=True, header={"mode": "solo", "ai": {"0": "nobody"}})
    app, scene = open_scene(session)
    tool = scene.tool()
    assert isinstance(tool, CombatTool)
    assert tool.fights() == [("gi", ["gi", "o"])]
    tool.choose("gi")
    pump(app, 2)
    assert "1. Giant (charged) against Orc Warriors" in scene.panel.lines
    assert any(line.startswith("Giant wins:") for line in scene.panel.lines)
    tool.fight()
    pump(app, 2)
    assert tool.report is not None and tool.report.friends
    assert tool.report.colours == (1, 1)
    assert tool.report.verdict == "Giant wins by 3; the fight ends"
