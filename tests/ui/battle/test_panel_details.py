"""The smaller things a new player met: armour words, markers for what a unit has done, the armies' standing,
the chance of a blunder in the planner, and a who-goes-first roll that says whose die was whose."""

from __future__ import annotations

import pygame
from battle_samples import click_table, command_session, command_state, drag, open_scene
from menu_driver import key, pump
from test_deploy_tool import SOLO, armies, roster

from game.core.events import DiceRolled
from game.core.scenario import ScenarioSpec, SideSetup, new_game
from game.core.state import GameState
from game.core.turn import Start
from game.replay.session import Session
from game.ui.battle.cards import unit_card
from game.ui.battle.explain import ExplainScene
from game.ui.markers import MOVED, ORDERED, badge, unit_badges


def test_a_unit_without_armour_reads_armour_none_never_a_dash() -> None:
    r0 = roster("empire", ["Handgunners", "Halberdiers"], ["General"])
    r1 = roster("orcs", ["Orc Warriors"], ["Orc General"])
    spec = ScenarioSpec(name="Plain", sides=(SideSetup(r0.army, roster=r0), SideSetup(r1.army, roster=r1)))
    st = new_game(spec, armies())
    gunners = next(u for u in st.units.values() if u.profile == "Handgunners")
    words = unit_card(st, gunners.id).text
    assert "Armour none" in words
    assert "Armour -" not in words and "Armour - ·" not in words


def test_units_that_were_ordered_and_moved_carry_markers_of_their_own_shape() -> None:
    session = command_session(dice=[3, 4])
    app, scene = open_scene(session)
    st = session.state
    assert unit_badges(st.units["u1"], True) == []
    click_table(app, scene, 860, 1100)
    click_table(app, scene, 800, 1000)
    key(app, pygame.K_RETURN)  # ordered
    assert unit_badges(st.units["u1"], True) == ["ordered"]
    drag(app, scene, (800, 1000), (800, 900))
    key(app, pygame.K_RETURN)  # moved
    assert unit_badges(st.units["u1"], True) == ["ordered", "moved"]
    # Only the side playing shows what it did this turn; the enemy's units carry no such markers.
    assert unit_badges(st.units["u11"], False) == []
    # A square with the count and an arrowhead: told apart by shape, not colour alone.
    square, arrow = badge("ordered", 10, 1), badge("moved", 10)
    assert square.get_at((3, 3))[:3] == ORDERED  # a square fills its corners
    assert arrow.get_at((3, 3)).a == 0 and arrow.get_at((11, 4))[:3] == MOVED  # an arrowhead leaves them empty
    # The card says it in words too.
    assert "1 order this turn from General; has moved" in unit_card(st, "u1").text
    # And the marker is drawn on the table behind the unit.
    app.draw()
    # Just behind the unit's rear edge (the bottom of the Halberdiers on screen), both markers show.
    cx, cy = scene.camera.to_screen(800, 900)
    colours = {
        app.screen.get_at((round(cx) + dx, round(cy) + dy))[:3] for dx in range(-40, 41) for dy in range(0, 40)
    }
    found = ORDERED in colours and MOVED in colours
    assert found


def reduced_state() -> GameState:
    st = command_state()
    # The Orc Boyz have lost two of their three stands: half a unit lost, and half its points to the Empire.
    st.units["u13"].stands = st.units["u13"].stands[:1]
    return st


def test_the_side_panel_shows_each_armys_losses_break_point_and_victory_points() -> None:
    session = Session.start(reduced_state(), scripted=[], strict_script=True, header={"mode": "hotseat"})
    session.apply(Start())
    app, scene = open_scene(session)
    lines = scene.panel.lines
    assert "The Empire: 0 of 4 units lost (breaks at 2)" in lines
    assert "Points lost 0 · victory points 25" in lines
    assert "The Orcs: ½ of 3 units lost (breaks at 2)" in lines
    assert "Points lost 25 · victory points 0" in lines


def test_the_planner_shows_the_chance_of_a_blunder_for_one_order() -> None:
    app, scene = open_scene(command_session())
    click_table(app, scene, 400, 1060)  # the Hero
    click_table(app, scene, 400, 900)  # the Swordsmen
    assert "Chance of a blunder (a double six): 3 %" in scene.panel.lines
    click_table(app, scene, 860, 1100)  # the General
    click_table(app, scene, 800, 1000)
    assert "A General never blunders (a double six only fails)." in scene.panel.lines


def test_who_goes_first_says_whose_die_was_whose_and_points_to_no_missing_table() -> None:
    r0 = roster("empire", ["Halberdiers"], ["General"])
    r1 = roster("orcs", ["Orc Warriors"], ["Orc General"])
    spec = ScenarioSpec(
        name="Plain",
        sides=(SideSetup(r0.army, roster=r0, name="The Empire"), SideSetup(r1.army, roster=r1, name="The Orcs")),
        first_side=None,
        options={"deployment": "alternate"},
    )
    session = Session.start(new_game(spec, armies()), scripted=[4, 2, 2, 5], strict_script=True, header=SOLO)
    session.apply(Start())  # equal numbers: a die each for who deploys first (4 to 2)
    app, scene = open_scene(session)
    for _ in range(4):
        key(app, pygame.K_a)
        pump(app, 1)
    assert session.state.phase == "command"
    log = scene.aids.log
    words = [line.words for line in log.lines()]
    assert "Who deploys first (both have 1 units): The Empire 4, The Orcs 2: The Empire deploy first" in words
    assert "Who goes first: The Empire 2, The Orcs 5: The Orcs go first" in words
    assert not any("2+5 = 7" in w for w in words)
    roll = next(e for e in scene.aids.log.chronicle.entries if isinstance(e.event, DiceRolled) and e.event.purpose == "Who goes first").event
    card = ExplainScene(roll, None, None, names=("The Empire", "The Orcs"))
    assert "table below" not in card.text
    assert "Rolled The Empire 2, The Orcs 5: The Orcs go first" in card.text
