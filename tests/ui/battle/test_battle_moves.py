"""Moving after an order: dragging a ghost, its verdict, turning it, committing; charges; half pace; blunders."""

from __future__ import annotations

import pygame
from battle_samples import click_table, command_session, drag, open_scene, screen_of
from menu_driver import key, pump

from game.core import BlunderPick, board, moves
from game.core.command.actions import BlunderChoice, Charge, Hold, Move, Order
from game.core.command.charging import plan_charge
from game.ui.battle import overlays


def ordered(unit: str, at: tuple[int, int], dice: list[int], character: tuple[int, int] = (860, 1100)):  # type: ignore[no-untyped-def]
    """A battle where ``unit`` (standing at ``at``) has just been given an order with ``dice``."""
    session = command_session(dice=dice)
    app, scene = open_scene(session)
    click_table(app, scene, *character)
    click_table(app, scene, *at)
    key(app, pygame.K_RETURN)
    return session, app, scene


def test_dragging_the_unit_moves_a_ghost_and_enter_commits_the_move() -> None:
    session, app, scene = ordered("u1", (800, 1000), [3, 4])
    drag(app, scene, (800, 1000), (800, 880))
    tool = scene.moves
    assert tool.placed and tool.colour == overlays.LEGAL
    ghost = tool.ghost_poses()
    # The ghost follows the pointer (to a screen pixel, about 2 mm here) and keeps the formation.
    assert [p[2] for p in ghost[0]] == [0, 0, 0]
    assert all(abs(p[1] - 880) <= 3 for p in ghost[0])
    assert [p[0] - q[0] for p, q in zip(ghost[0][1:], ghost[0], strict=False)] == [40, 40]
    assert "✓ This move is allowed" in [w for _, w in tool.status()]
    # Confirm-before-commit is on by default: nothing moved yet.
    assert scene.controller.applied == [Order("c1", ("u1",))]
    key(app, pygame.K_RETURN)
    assert scene.controller.applied[-1] == Move(("u1",), (tuple(ghost[0]),))
    assert [s.pose for s in session.state.units["u1"].stands] == list(ghost[0])
    assert session.state.command.pending is None
    assert scene.tool() is scene.orders


def test_an_illegal_drag_is_red_with_the_rules_reason_and_cannot_be_committed() -> None:
    session, app, scene = ordered("u1", (800, 1000), [3, 4])
    # Too far is no longer refused (the ghost stops at its reach): ending on friends is.
    drag(app, scene, (800, 1000), (880, 1000))  # 8 cm right, on top of the Crossbowmen beside them
    tool = scene.moves
    reasons, travel = tool.verdict()
    assert tool.colour == overlays.ILLEGAL
    assert "Crossbowmen" in reasons[0]
    assert tool.status()[0] == ("bad", "✗ " + reasons[0][:1].upper() + reasons[0][1:])
    assert all(abs(t - 80) <= 4 for t in travel)
    assert not scene.panel.buttons["move"].is_enabled
    key(app, pygame.K_RETURN)
    assert scene.controller.applied == [Order("c1", ("u1",))]
    # The verdict is drawn on the table too: the ghost's outline is red where a stand would end.
    app.draw()
    x, y, f = tool.ghost_poses()[0][1]
    front = screen_of(scene, x, y - 10)
    r, g, b, _ = app.screen.get_at(front)
    assert r > 180 and g < 120


def test_without_confirmation_releasing_commits_and_the_wheel_turns_the_ghost() -> None:
    session, app, scene = ordered("u1", (800, 1000), [3, 4])
    app.settings.confirm_commit = False
    start = screen_of(scene, 800, 1000)
    end = screen_of(scene, 800, 900)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    for _ in range(3):
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, precise_x=0.0, precise_y=-1.0, flipped=False)
        )
    pump(app, 1)
    assert scene.moves.turn == 15
    ghost = scene.moves.ghost_poses()
    assert [p[2] for p in ghost[0]] == [15, 15, 15]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    pump(app, 2)
    assert scene.controller.applied[-1] == Move(("u1",), (tuple(ghost[0]),))
    assert session.state.units["u1"].stands[0].facing == 15


def test_q_and_e_turn_the_ghost_and_escape_puts_it_back() -> None:
    session, app, scene = ordered("u1", (800, 1000), [3, 4])
    drag(app, scene, (800, 1000), (800, 940))
    key(app, pygame.K_e)
    key(app, pygame.K_e)
    key(app, pygame.K_q)
    assert scene.moves.turn == 5
    key(app, pygame.K_ESCAPE)
    assert not scene.moves.has_ghost() and scene.moves.turn == 0
    assert app.top is scene  # Esc cancelled the ghost; it did not open the pause menu


def test_h_holds() -> None:
    session, app, scene = ordered("u1", (800, 1000), [3, 4])
    key(app, pygame.K_h)
    assert scene.controller.applied[-1] == Hold(("u1",))
    assert session.state.command.pending is None


def test_clicking_an_enemy_previews_the_charge_then_enter_charges() -> None:
    session, app, scene = ordered("u3", (1300, 1000), [2, 2])
    st = session.state
    click_table(app, scene, 1300, 700)  # the Boar Riders
    tool = scene.moves
    assert tool.target == "u12" and tool.charger == "u3"
    plan = plan_charge(st, st.units["u3"], "u12")
    assert not isinstance(plan, str)
    assert plan.edge == "front" and plan.contacted == ("u12",)
    assert tool.colour == overlays.LEGAL
    words = [w for _, w in tool.status()]
    assert words[0] == "✓ Knights charges Boar Riders in the front"
    assert scene.panel.buttons["charge"].is_enabled
    assert scene.controller.applied == [Order("c1", ("u3",))]  # only a preview so far
    key(app, pygame.K_RETURN)
    assert scene.controller.applied[-1] == Charge("u3", "u12")
    assert [s.pose for s in st.units["u3"].stands] == list(plan.poses)
    assert st.units["u3"].engaged and st.units["u12"].engaged


def test_a_second_click_on_the_same_enemy_charges_too() -> None:
    session, app, scene = ordered("u3", (1300, 1000), [2, 2])
    click_table(app, scene, 1300, 700)
    click_table(app, scene, 1300, 700)
    assert scene.controller.applied[-1] == Charge("u3", "u12")


def test_after_a_failed_order_the_ghost_may_go_half_pace_and_charges_are_refused() -> None:
    session, app, scene = ordered("u1", (800, 1000), [5, 6])  # 11: fails, a first order: half pace
    st = session.state
    assert st.command.pending is not None and st.command.pending.kind == "half"
    assert "Up to 10 cm: half pace after a failed order." in scene.panel.lines
    drag(app, scene, (800, 1000), (800, 850))
    # Pulled 15 cm at half pace, the ghost stops at 10 cm.
    assert scene.moves.colour == overlays.LEGAL
    assert 95 <= max(scene.moves.verdict()[1]) <= 100.6
    key(app, pygame.K_ESCAPE)
    click_table(app, scene, 800, 560)  # the Orc Warriors
    assert scene.moves.colour == overlays.ILLEGAL
    assert "cannot charge" in scene.moves.status()[0][1]
    key(app, pygame.K_ESCAPE)
    drag(app, scene, (800, 1000), (800, 930))
    assert scene.moves.colour == overlays.LEGAL
    key(app, pygame.K_RETURN)
    move = scene.controller.applied[-1]
    assert isinstance(move, Move) and move.units == ("u1",)
    a = board.unit_base(st, st.units["u1"], 0)
    assert a.y < 1000 and moves.corner_travel(a, a.moved(a.x, 1000, 0)) <= 100.6


def test_a_blunder_on_a_brigade_asks_which_unit_takes_the_penalty() -> None:
    session = command_session(dice=[6, 6, 1])  # a Hero's double six, then "You must be crazy!"
    app, scene = open_scene(session)
    click_table(app, scene, 400, 1060)  # the Hero
    click_table(app, scene, 800, 1000)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LSHIFT, mod=0, unicode="", scancode=0))
    pump(app, 1)
    click_table(app, scene, 920, 1000)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_LSHIFT, mod=0, unicode="", scancode=0))
    key(app, pygame.K_RETURN)
    assert scene.controller.applied == [Order("c2", ("u1", "u2"))]
    assert session.state.command.blunder_choice == BlunderPick(("u1", "u2"))
    assert scene.tool() is scene.blunder
    assert "Blunder: who takes the penalty?" in scene.panel.lines
    click_table(app, scene, 920, 1000)
    assert scene.controller.applied[-1] == BlunderChoice("u2")
    assert session.state.units["u2"].blunder_penalty == 1


def test_a_charge_slides_into_place_at_the_chosen_speed() -> None:
    session, app, scene = ordered("u3", (1300, 1000), [2, 2])
    app.settings.animation_speed = "slow"
    click_table(app, scene, 1300, 700)
    key(app, pygame.K_RETURN, passes=1)
    assert scene.slides.moving() == frozenset({"u3"})
    assert scene.animating
    app.draw()  # a frame mid-slide: the Knights are drawn on top, between where they were and where they go
    scene.slides.started -= 5.0
    assert not scene.animating and scene.slides.moving() == frozenset()


def test_with_animation_off_pieces_jump() -> None:
    session, app, scene = ordered("u1", (800, 1000), [3, 4])
    app.settings.animation_speed = "off"
    drag(app, scene, (800, 1000), (800, 900))
    key(app, pygame.K_RETURN)
    assert isinstance(scene.controller.applied[-1], Move)
    assert scene.slides.moving() == frozenset() and not scene.animating


def test_undo_takes_a_move_back_and_the_table_follows() -> None:
    session, app, scene = ordered("u1", (800, 1000), [3, 4])
    before = [s.pose for s in session.state.units["u1"].stands]
    drag(app, scene, (800, 1000), (800, 900))
    key(app, pygame.K_RETURN)
    assert isinstance(scene.controller.applied[-1], Move)
    key(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    state = session.state  # undo puts an earlier state in the session
    assert [s.pose for s in state.units["u1"].stands] == before
    assert state.command.pending is not None and scene.tool() is scene.moves
    assert scene.view is not None and scene.view.state is state and scene.state is state


def test_f_reforms_the_moving_unit_into_a_column_and_back() -> None:
    session, app, scene = ordered("u1", (800, 1000), [3, 4])
    tool = scene.moves
    assert scene.panel.buttons["formation"].text.startswith("Form a column")
    key(app, pygame.K_f)
    ghost = tool.ghost_poses()[0]
    # One stand behind another, about the unit's middle, facing as before.
    assert [p[0] for p in ghost] == [800, 800, 800] and [p[2] for p in ghost] == [0, 0, 0]
    assert sorted(p[1] for p in ghost) == [980, 1000, 1020]
    assert scene.panel.buttons["formation"].text.startswith("Form a line")
    key(app, pygame.K_RETURN)
    assert scene.controller.applied[-1] == Move(("u1",), (tuple(ghost),))
    assert [s.pose for s in session.state.units["u1"].stands] == list(ghost)
