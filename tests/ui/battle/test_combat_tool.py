"""The Combat phase by mouse: the engagements listed and numbered, the odds of the picked one, Fight, the
result card, and every choice after a round by its key: retreat order, stand, fall back, pursue, advance."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import centre, click_table, open_scene
from menu_driver import click, key, pump

from game.core.combat.actions import CombatChoice, Fight
from game.core.combat.odds import fight_odds
from game.replay.session import Session
from game.ui.battle.combat_tool import CombatTool
from game.ui.battle.planner import percent

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import battle, char, unit  # noqa: E402

# Side 1 belongs to "the computer" (so no hand-over screen), but to an opponent no version knows:
# nothing plays it by itself, and each test plays both sides.
SOLO = {"mode": "solo", "ai": {"1": "nobody"}}
HALB = unit("Halberdiers", 900, 700, id="h")
ORCS = unit("Orc Warriors", 900, 680, 180, id="o")
# Halberdiers hit four times (the Orcs fail every save), the Orcs roll nothing: the Empire win by 4.
WIN_BY_4 = [6, 6, 6, 6] + [1] * 5 + [1, 1, 1, 1] + [1] * 12
# Nobody hits: a draw.
DRAW = [1] * 9 + [1] * 12
SPARE0 = [unit("Halberdiers", 150 + 200 * i, 1120, id=f"spare{i}") for i in range(4)]
SPARE1 = [unit("Orc Warriors", 1650 - 200 * i, 80, 180, id=f"ospare{i}") for i in range(4)]


def fighting(units0: list, units1: list, dice: list[int]) -> Session:  # type: ignore[type-arg]
    """The Empire's Combat phase with these units in contact (and spare armies far away)."""
    state = battle(
        [*units0, *SPARE0],
        [*units1, *SPARE1],
        [char("General", 1700, 1150, id="gen")],
        [char("Orc General", 100, 40, id="ogen")],
        step="fight",
    )
    return Session.start(state, scripted=dice, strict_script=True, header=SOLO)


def open_fight(units0: list, units1: list, dice: list[int]):  # type: ignore[no-untyped-def,type-arg]
    session = fighting(units0, units1, dice)
    app, scene = open_scene(session)
    tool = scene.tool()
    assert isinstance(tool, CombatTool)
    return session, app, scene, tool


def test_engagements_are_listed_with_their_odds_and_enter_fights() -> None:
    session, app, scene, tool = open_fight([HALB], [ORCS], WIN_BY_4)
    assert tool.fights() == [("h", ["h", "o"])]
    assert "1. Halberdiers against Orc Warriors" in scene.panel.lines
    odds = fight_odds(session.state, ["h", "o"])
    assert f"The Empire win: {percent(odds.win0)}" in scene.panel.lines
    assert f"Orcs win: {percent(odds.win1)}" in scene.panel.lines
    assert "Halberdiers: 9 dice at 4+" in scene.panel.lines
    assert "[key: Enter]" in scene.panel.buttons["fight"].tool_tip_text
    key(app, pygame.K_RETURN)
    assert scene.controller.applied == [Fight("h")]
    r = tool.report
    assert r is not None and (r.hits, r.scores, r.winner, r.difference) == ((4, 0), (4, 0), 0, 4)
    assert r.verdict == "The Empire win by 4"
    assert r.strikes[0].startswith("Halberdiers → Orc Warriors: 9 dice at 4+, 4 hits")
    # The choices say what they mean, with keys.
    assert "Follow the beaten enemy and fight another round with +1 attack" in scene.panel.lines
    labels = [b.text for b in scene.panel_kit.actions]
    assert {"1. Stand", "2. Fall back", "3. Pursue"} <= set(labels)


def test_clicking_a_unit_picks_its_engagement_among_several() -> None:
    other0 = unit("Halberdiers", 400, 700, id="h2")
    other1 = unit("Orc Warriors", 400, 680, 180, id="o2")
    session, app, scene, tool = open_fight([HALB, other0], [ORCS, other1], [])
    assert [f for f, _ in tool.fights()] == ["h", "h2"]
    assert tool.current() is None and "Pick an engagement to fight." in scene.panel.lines
    click_table(app, scene, *centre(session.state, "o2"))
    assert tool.chosen == "h2" and tool.current() == ("h2", ["h2", "o2"])
    button = next(b for b in scene.panel_kit.actions if b.text == "1. Halberdiers against Orc Warriors")
    click(app, button)
    assert tool.chosen == "h"


def test_pursue_by_its_key_fights_a_second_round() -> None:
    session, app, scene, tool = open_fight([HALB], [ORCS], WIN_BY_4 + [1] * 15 + [1] * 8 + [4])
    key(app, pygame.K_RETURN)
    key(app, pygame.K_3)
    assert scene.controller.applied[-1] == CombatChoice("h", "pursue")
    assert tool.report is not None and tool.report.round == 2


def test_stand_by_its_key() -> None:
    session, app, scene, tool = open_fight([HALB], [ORCS], WIN_BY_4)
    key(app, pygame.K_RETURN)
    key(app, pygame.K_1)
    assert scene.controller.applied[-1] == CombatChoice("h", "stand")
    assert "Every engagement has been fought. Press Next step (Space) to end the turn." in scene.panel.lines


def test_fall_back_by_its_key_after_a_win() -> None:
    session, app, scene, tool = open_fight([HALB], [ORCS], WIN_BY_4 + [3, 3, 3])
    key(app, pygame.K_RETURN)
    before = centre(session.state, "h")
    key(app, pygame.K_2)
    assert scene.controller.applied[-1] == CombatChoice("h", "fall_back")
    assert centre(session.state, "h")[1] > before[1]


def test_after_a_draw_each_side_falls_back_in_turn_by_key() -> None:
    # 1-3: the side whose turn it is not (the Orcs) moves first.
    session, app, scene, tool = open_fight([HALB], [ORCS], DRAW + [2] + [3, 4, 5] + [1, 1, 1])
    key(app, pygame.K_RETURN)
    assert tool.report is not None and tool.report.winner is None
    assert session.state.acting_side() == 1
    assert scene.panel.lines[0] == "Orcs decide"
    key(app, pygame.K_1)
    assert scene.controller.applied[-1] == CombatChoice("o", "fall_back")
    assert scene.panel.lines[0] == "The Empire decide"
    key(app, pygame.K_1)
    assert scene.controller.applied[-1] == CombatChoice("h", "fall_back")


def test_the_loser_picks_the_retreat_order_by_key() -> None:
    behind = unit("Crossbowmen", 900, 720, id="c", size=1)
    session, app, scene, tool = open_fight([HALB, behind], [ORCS], [1] * 9 + [6] * 5 + [1] * 7 + [1] * 5)
    key(app, pygame.K_RETURN)
    assert session.state.acting_side() == 0
    labels = [b.text for b in scene.panel_kit.actions]
    assert "1. Retreat Crossbowmen first" in labels and "2. Retreat Halberdiers first" in labels
    key(app, pygame.K_2)
    assert scene.controller.applied[-1] == CombatChoice("h", "retreat")


def test_advance_by_its_key_when_every_enemy_is_destroyed() -> None:
    # A lone Orc stand is wiped out; more Orcs stand 12 cm beyond, in sight: the Halberdiers may advance.
    lone = unit("Orc Warriors", 900, 680, 180, id="o", size=1)
    fresh = unit("Orc Warriors", 900, 560, 180, id="o2")
    # 9 dice: 3 hits, no saves (6+ armour rolls of 1); the Orc stand rolls 1s.
    dice = [6, 6, 6] + [1] * 6 + [1, 1, 1] + [1] * 4
    session, app, scene, tool = open_fight([HALB], [lone, fresh], dice)
    key(app, pygame.K_RETURN)
    assert tool.report is not None and tool.report.wiped[1]
    labels = [b.text for b in scene.panel_kit.actions]
    advance = next(t for t in labels if t.endswith("Advance"))
    key(app, pygame.K_1 + int(advance.split(".")[0]) - 1)
    assert scene.controller.applied[-1] == CombatChoice("h", "advance")
    # The fresh fight comes next: it is the one picked.
    assert tool.current() is not None and tool.current()[0] == "h"


def test_screenshot_of_the_result_card(artifacts: Path) -> None:
    session, app, scene, tool = open_fight([HALB], [ORCS], WIN_BY_4)
    app.settings.animation_speed = "off"
    key(app, pygame.K_RETURN)
    pump(app, 2)
    app.draw()
    assert tool.card_rect is not None and scene.view is not None and scene.view.rect.contains(tool.card_rect)
    app.save(artifacts / "battle-combat-result.png")


def test_the_card_shows_the_whole_retreat_instruction_with_its_keys() -> None:
    behind = unit("Crossbowmen", 900, 720, id="c", size=1)
    session, app, scene, tool = open_fight([HALB, behind], [ORCS], [1] * 9 + [6] * 5 + [1] * 7 + [1] * 5)
    key(app, pygame.K_RETURN)
    words = tool.next_words()
    # Two losing units to order: the keys offered are 1 and 2.
    assert words.endswith("(keys 1-2)")
    from game.ui.battle.result_card import card_picture

    assert tool.report is not None
    # The instruction wraps onto more lines rather than losing its keys to an ellipsis.
    short = card_picture(tool.report, "Next", tool.m).get_height()
    whole = card_picture(tool.report, words, tool.m).get_height()
    one_line = (
        card_picture(tool.report, "Next", tool.m).get_height() - card_picture(tool.report, "", tool.m).get_height()
    )
    assert whole >= short + one_line // 2
