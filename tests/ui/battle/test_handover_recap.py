"""Hot-seat hand-over: when the turn passes, a screen hides the table, names the next side and recaps what
the other side did; a recap line finds its pieces; Ready (Enter) uncovers the table. Solo games have none."""

from __future__ import annotations

from pathlib import Path

import pygame
from harness_b import HarnessScene, deployed_session, first_move, open_harness
from menu_driver import click_at, key, pump

from game.core.actions import Proceed
from game.core.command.actions import Hold, Order
from game.ui.battle.handover_screen import HandOverScene


def _empire_turn(mode: str = "hotseat", ai: dict[str, str] | None = None) -> tuple[object, HarnessScene]:
    """The Empire orders Altdorf Guard (passes) and moves it, Captain Ulrika fails with Nuln Halberdiers,
    who hold; then every step is passed until the Orcs' turn."""
    app, scene = open_harness(deployed_session(scripted=[3, 4, 5, 6], strict=False, mode=mode, ai=ai))
    ctl = scene.controller
    ctl.apply(Order("c1", ("u1",)))
    ctl.apply(first_move(scene))
    ctl.apply(Order("c2", ("u2",)))
    ctl.apply(Hold(("u2",)))
    while scene.state.active == 0:
        ctl.apply(Proceed())
    pump(app)
    return app, scene


def test_the_hand_over_appears_when_the_turn_passes_and_recaps_the_orders(artifacts: Path) -> None:
    app, scene = _empire_turn()
    screen = app.top
    assert isinstance(screen, HandOverScene)
    assert screen.headline == "Orcs to play"
    assert "Red, dotted" in screen.marking
    assert screen.recap_title == "What The Empire did in their turn"
    assert screen.tally.startswith("2 orders given, 1 failed; 1 move")
    words = [ln.words for ln in screen.lines]
    assert words[0] == "Elector Count Helmut ordered Altdorf Guard (1st order): passed"
    assert words[1].startswith("Captain Ulrika failed to order Nuln Halberdiers: it may still move at half pace")
    app.draw()
    app.save(artifacts / "battle-handover.png")
    # The table is not drawn under it: the screen is the hand-over's own.
    assert app.stack[-2] is scene
    key(app, pygame.K_ESCAPE)
    assert app.top is screen, "Esc must not uncover the table"
    key(app, pygame.K_RETURN)
    assert app.top is scene


def test_a_recap_line_closes_the_screen_and_highlights_its_pieces() -> None:
    app, scene = _empire_turn()
    screen = app.top
    assert isinstance(screen, HandOverScene)
    _, rect, _ = screen.rows[1]
    click_at(rect.move(screen.list_rect.x, screen.list_rect.y).center)
    pump(app)
    assert app.top is scene
    assert scene.highlighted == ["c2", "u2"]


def test_the_recap_next_time_covers_only_the_other_sides_turn() -> None:
    app, scene = _empire_turn()
    key(app, pygame.K_RETURN)
    ctl = scene.controller
    # The Orcs pass their whole turn.
    while scene.state.active == 1:
        ctl.apply(Proceed())
    pump(app)
    screen = app.top
    assert isinstance(screen, HandOverScene)
    assert screen.headline == "The Empire to play"
    assert screen.recap_title == "What Orcs did in their turn"
    assert screen.lines == [] and screen.tally == "No orders given, no moves, no charges and no losses."


def test_a_solo_game_has_no_hand_over() -> None:
    app, scene = _empire_turn(mode="solo", ai={"1": "steady"})
    assert app.top is scene
    assert scene.aids.handover.enabled is False


def _empire_ordered_once() -> tuple[object, HarnessScene]:
    """The Empire's General has ordered Altdorf Guard (passed) and moved it; the turn goes on."""
    app, scene = open_harness(deployed_session(scripted=[3, 4, 5, 6], strict=False, mode="hotseat"))
    scene.controller.apply(Order("c1", ("u1",)))
    scene.controller.apply(first_move(scene))
    return app, scene


def test_a_choice_made_in_the_other_sides_turn_leaves_its_whole_turn_in_the_recap() -> None:
    app, scene = _empire_ordered_once()
    ctl = scene.controller
    # The Orcs had the mouse for a choice here, part way through the Empire's turn (a spell to let work, a combat
    # to settle), and gave it back.
    handover = scene.aids.handover  # type: ignore[attr-defined]
    handover.left_at[1] = len(scene.session.records)  # type: ignore[attr-defined]
    ctl.apply(Order("c2", ("u2",)))
    ctl.apply(Hold(("u2",)))
    while scene.state.active == 0:
        ctl.apply(Proceed())
    pump(app)
    screen = app.top
    assert isinstance(screen, HandOverScene) and screen.headline == "Orcs to play"
    words = [ln.words for ln in screen.lines]
    # The order before the Orcs' choice is told too, not only what came after it.
    assert words[0] == "Elector Count Helmut ordered Altdorf Guard (1st order): passed"
    assert screen.tally.startswith("2 orders given, 1 failed")


def test_back_from_a_choice_the_screen_tells_the_turn_so_far_not_a_first_turn() -> None:
    app, scene = _empire_ordered_once()
    handover = scene.aids.handover  # type: ignore[attr-defined]
    handover.left_at[0] = 0  # the Empire gave the mouse to the Orcs for a choice before its first order
    screen = HandOverScene(handover, 0, scene.state, handover.recap_entries(0))
    assert screen.headline == "The Empire to play on"
    assert "have not played a turn yet" not in screen.tally
    assert screen.tally.startswith("1 order given, none failed; 1 move")


def test_the_side_to_decide_is_told_what_asks_for_its_choice() -> None:
    from game.core import Narration
    from game.ui.battle.chronicle import Entry, When

    app, scene = open_harness(deployed_session(scripted=[3, 4, 5, 6], strict=False, mode="hotseat"))
    handover = scene.aids.handover  # type: ignore[attr-defined]
    said = Narration(rule="items.scroll_of_dispelling",
                     message="Weird Enchantment has worked on Orc Boyz: Orcs may dispel it with the Scroll")
    entry = Entry(said, When(1, 0, "shooting", ""), 9, 0, ())
    screen = HandOverScene(handover, 1, scene.state, [entry])
    assert screen.headline == "Orcs to decide"
    assert screen.sub.endswith("The choice follows: Weird Enchantment has worked on Orc Boyz: Orcs may dispel it "
                               "with the Scroll")
