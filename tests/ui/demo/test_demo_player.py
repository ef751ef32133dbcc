"""The demo player and the attract loop, driven headless with posted events as a presenter would."""

from __future__ import annotations

import pygame
import pytest
from menu_driver import SIZE, click, key, press, pump

from game.data import load_armies
from game.data.demos import load_demos
from game.ui.app import App
from game.ui.demo.deck import DemoDeck
from game.ui.demo.launch import open_library, open_loop
from game.ui.demo.library import DemoLibrary
from game.ui.demo.player import DemoPlayer
from game.ui.main_menu import MainMenu

ARMIES = load_armies()
DEMOS = {d.name: d for d in load_demos(ARMIES)}


def player_on(name: str) -> tuple[App, DemoPlayer]:
    app = App(None, SIZE)
    app.settings.animation_speed = "off"
    library = open_library(app, [DEMOS[name]])
    pump(app)
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, DemoPlayer), "Enter plays the chosen demo"
    assert app.top.deck.demo.name == name and library.chosen is DEMOS[name]
    return app, app.top


def test_page_down_plays_a_demo_to_its_end_with_a_caption_for_every_step() -> None:
    app, player = player_on("orders-and-penalties")
    assert "Orders and the Command penalties" in player.caption_text
    total = player.deck.total
    seen = []
    for _ in range(total):
        key(app, pygame.K_PAGEDOWN)
        seen.append(player.caption_text)
    assert player.deck.at_end and player.deck.index == total
    # The first order: the roll's purpose, its target, the modifier with its cause and rule, the faces.
    first = seen[0]
    assert "The roll: Hero orders Halberdiers" in first
    assert "Command value 8" in first and "Needs 7 or less" in first
    assert "enemy within 20 cm" in first and "Enemy near:" in first
    assert "Rolled 3 + 2 = 5: passes" in first
    # The refused order says why, in the rules' words.
    refused = next(c for c in seen if "do not allow it" in c)
    assert "the General has failed an order" in refused
    # The game reached the demo's own last position.
    assert player.deck.state.state_hash() == player.deck.run.timeline.hash_at(-1)
    key(app, pygame.K_PAGEDOWN)
    assert player.deck.index == total, "nothing past the end"


@pytest.mark.parametrize("name", ["orders-and-penalties", "combat-basic", "shooting-drive-back"])
def test_back_then_forward_gives_the_same_state_hash(name: str) -> None:
    app, player = player_on(name)
    deck = player.deck
    hashes = [deck.state.state_hash()]
    for _ in range(deck.total):
        key(app, pygame.K_SPACE)
        hashes.append(deck.state.state_hash())
    for i in range(deck.total, 0, -1):
        key(app, pygame.K_PAGEUP)
        assert deck.index == i - 1
        assert deck.state.state_hash() == hashes[i - 1]
        key(app, pygame.K_PAGEDOWN)
        assert deck.state.state_hash() == hashes[i]
        key(app, pygame.K_PAGEUP)
    assert deck.index == 0 and deck.state.state_hash() == hashes[0]


def test_play_advances_by_itself_and_b_blanks_the_screen() -> None:
    app, player = player_on("charge-ends-orders")
    player.step_secs = 0.0
    key(app, pygame.K_p)
    assert player.playing
    for _ in range(30):
        app.tick()
        if player.deck.at_end:
            break
    assert player.deck.at_end
    pump(app)
    assert not player.playing, "playing stops at the end of a single demo"
    key(app, pygame.K_b)
    app.tick(force=True)
    assert player.blank and app.screen.get_at((SIZE[0] // 2, SIZE[1] // 2))[:3] == (0, 0, 0)
    key(app, pygame.K_b)
    assert not player.blank and player.deck.at_end, "the key that ends the blank does nothing else"


def test_chapters_jump_to_a_step() -> None:
    app, player = player_on("orders-and-penalties")
    key(app, pygame.K_c)
    assert player.chapter_kit is not None
    buttons = list(player.chapter_kit.actions)
    labels = [b.text for b in buttons]
    assert "7. The General: distance" in labels
    chapter = next(b for b in buttons if b.text.startswith("7."))
    click(app, chapter)
    assert player.deck.index == 7 and player.chapter_kit is None
    assert player.deck.state.state_hash() == player.deck.run.timeline.hash_at(player.deck.run.steps[6].after)


def test_the_attract_loop_runs_through_two_demos_and_a_key_leaves_it() -> None:
    app = App(None, SIZE)
    app.settings.animation_speed = "off"
    app.tick(force=True)
    menu = app.top
    assert isinstance(menu, MainMenu)
    click(app, menu.buttons["loop"])
    loop = app.top
    assert isinstance(loop, DemoPlayer) and loop.attract and loop.playing
    assert loop.full and not app.settings.fullscreen, "full screen for the loop, the saved setting untouched"
    first = loop.deck.demo.name
    loop.step_secs = 0.0
    for _ in range(400):
        app.tick()
        if loop.demos_played >= 2:
            break
    assert loop.demos_played >= 2 and loop.deck.demo.name != first
    press(pygame.K_a)
    pump(app)
    assert app.top is menu and app.running
    assert not app.settings.fullscreen, "leaving the loop puts the window back as it was"


def test_the_menu_opens_the_library_and_esc_comes_back() -> None:
    app = App(None, SIZE)
    app.tick(force=True)
    menu = app.top
    click(app, menu.buttons["demos"])
    assert isinstance(app.top, DemoLibrary)
    assert len(app.top.demos) == len(DEMOS)
    key(app, pygame.K_ESCAPE)
    assert app.top is menu


def test_a_deck_loads_without_a_window() -> None:
    deck = DemoDeck.load(DEMOS["brigades"], ARMIES)
    deck.goto(deck.total)
    assert deck.state.state_hash() == deck.run.timeline.hash_at(-1)
    deck.goto(0)
    assert deck.state.state_hash() == deck.run.timeline.hash_at(0)


def test_open_loop_over_the_menu_plays_every_demo() -> None:
    app = App(None, SIZE)
    loop = open_loop(app)
    assert [d.name for d in loop.playlist] == list(DEMOS)


def test_a_step_slides_the_pieces_it_moves_and_back_jumps_at_once() -> None:
    app, player = player_on("charge-ends-orders")
    app.settings.animation_speed = "slow"
    key(app, pygame.K_PAGEDOWN)
    assert not player.slides.moving(), "an order moves nothing"
    key(app, pygame.K_PAGEDOWN)
    assert player.slides.moving() == {"halberdiers"}, "the charge slides the Halberdiers into contact"
    key(app, pygame.K_PAGEUP)
    assert not player.slides.moving(), "stepping back puts the pieces back at once"


def test_the_command_line_names_an_unknown_demo_and_checks_the_rest(capsys: pytest.CaptureFixture[str]) -> None:
    from game.__main__ import main

    assert main(["demo", "no-such-demo"]) == 1
    assert "no demo called 'no-such-demo'" in capsys.readouterr().err
    assert main(["demo", "brigades", "--check"]) == 0
    assert capsys.readouterr().out.startswith("brigades: 9 steps, 6 dice")


def test_the_command_line_opens_the_player_on_a_demo(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from game.__main__ import main

    shot = tmp_path / "demo.png"
    assert main(["demo", "initiative", "--screenshot", str(shot), "--frames", "3"]) == 0
    assert shot.stat().st_size > 10_000


def test_pointing_at_a_character_shows_his_game_values() -> None:
    app, player = player_on("who-orders-whom")
    key(app, pygame.K_PAGEDOWN)
    hero = player.deck.state.characters["hero"]
    pos = tuple(round(v) for v in player.view.camera.to_screen(hero.x, hero.y))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pump(app)
    assert player.view.hover is not None and player.view.hover.id == "hero"
    from game.ui.battle.cards import card_for

    card = card_for(player.deck.state, player.view.hover)
    assert card is not None and "Command 8" in str(card)


def test_an_order_draws_the_heros_command_range_on_the_table() -> None:
    from game.core.command.penalties import HERO_RANGE_MM
    from game.core.profiles import STAND_SHORT_MM
    from game.ui.battle.overlays import RANGE

    app, player = player_on("who-orders-whom")
    key(app, pygame.K_PAGEDOWN)
    app.tick(force=True)
    hero = player.deck.state.characters["hero"]
    cam = player.view.camera
    # The ring's rim straight above the Hero (the ring is drawn that far out from his base's edge).
    sx, sy = cam.to_screen(hero.x, hero.y - HERO_RANGE_MM - STAND_SHORT_MM / 2)
    assert player.table_rect.collidepoint(sx, sy)
    near = [app.screen.get_at((round(sx), round(sy) + dy))[:3] for dy in range(-3, 4)]
    assert RANGE in near, near


def test_the_dice_of_a_step_are_drawn_as_dice_and_a_step_without_dice_draws_none() -> None:
    from game.ui.demo.tray import draw_tray

    app, player = player_on("orders-and-penalties")
    key(app, pygame.K_PAGEDOWN)
    area = player.table_rect
    box = draw_tray(app.screen, area, player.deck.events, app.metrics)
    assert box is not None and area.contains(box)
    key(app, pygame.K_PAGEDOWN)  # the Halberdiers hold: no dice
    assert draw_tray(app.screen, area, player.deck.events, app.metrics) is None


def test_clicking_a_demo_in_the_library_tells_of_it_and_enter_plays_it() -> None:
    app = App(None, SIZE)
    library = open_library(app)
    pump(app)
    click(app, library.buttons["brigades"])
    assert library.chosen is not None and library.chosen.name == "brigades"
    assert "Brigades: one order for up to four units" in library.pane.text
    assert library.buttons["brigades"].is_selected
    key(app, pygame.K_RETURN)
    assert isinstance(app.top, DemoPlayer) and app.top.deck.demo.name == "brigades"
    key(app, pygame.K_ESCAPE)
    assert app.top is library


# In four parts, so that the test runner can share them out between its processes.
PARTS = 4


@pytest.mark.parametrize("part", range(PARTS))
def test_every_demo_plays_to_its_end_in_the_player_drawing_each_step(part: int) -> None:
    app = App(None, SIZE)
    app.settings.animation_speed = "off"
    library = open_library(app)
    for name, demo in list(DEMOS.items())[part::PARTS]:
        player = DemoPlayer([demo], library.deck)
        # In the library's place: going back to it would build its long list again for every demo.
        app.replace(player)
        while not player.deck.at_end:
            key(app, pygame.K_PAGEDOWN, passes=1)
            app.tick(force=True)
            assert player.caption_text, name
        assert player.deck.state.state_hash() == player.deck.run.timeline.hash_at(-1), name


def test_f11_puts_the_player_full_screen_and_back_keeping_its_step() -> None:
    app, player = player_on("brigades")
    key(app, pygame.K_PAGEDOWN)
    key(app, pygame.K_F11)
    assert app.settings.fullscreen and app.top is player and player.deck.index == 1
    assert player.table_rect.right < app.size[0], "the layout follows the new window"
    key(app, pygame.K_F11)
    assert not app.settings.fullscreen and player.deck.index == 1


def test_a_module_demo_is_listed_under_its_module_and_plays_with_its_rules_said() -> None:
    app = App(None, SIZE)
    app.settings.animation_speed = "off"
    library = open_library(app, list(DEMOS.values()))
    pump(app)
    # Far down the list, below the rule areas and the armies' rules.
    library.choose(DEMOS["ninth-age-lone"])
    pump(app, 3)
    # The list scrolls to the chosen demo: its button is in view.
    button = library.buttons["ninth-age-lone"]
    assert library.scroller.rect.top <= button.rect.top and button.rect.bottom <= library.scroller.rect.bottom
    assert "Optional rules: Ninth Age characters" in library.pane.text
    assert "Played with the optional rules: Ninth Age characters." in library.pane.text
    app.draw()
    pygame.image.save(app.screen, "/tmp/i26f-library-module.png")
    key(app, pygame.K_RETURN)
    player = app.top
    assert isinstance(player, DemoPlayer) and player.deck.demo.name == "ninth-age-lone"
    assert "Played with the optional rules: Ninth Age characters." in player.caption_text
    assert "Lone characters are shot at" in player.caption_text
    key(app, pygame.K_PAGEDOWN)
    key(app, pygame.K_PAGEDOWN)
    assert player.deck.at_end
    assert "Gorbag" in player.caption_text and "slain" in player.caption_text
    app.tick(force=True)
    app.draw()
    pygame.image.save(app.screen, "/tmp/i26f-demo-module.png")
