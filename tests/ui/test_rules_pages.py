"""The rules in the game window: the army lists browser has a page for each part of the rules and each optional
module, with its rulebook entries (our readings included), and each army page ends with its module's rulebook."""

from __future__ import annotations

from pathlib import Path

import pygame
from menu_driver import SIZE, key, pump

from game.core import known_modules
from game.ui.app import App
from game.ui.doc import plain_text


def open_browser() -> tuple[App, object]:
    app = App(None, SIZE)
    key(app, pygame.K_a)
    return app, app.top


def test_each_part_of_the_rules_has_a_page_with_its_rulebook(artifacts: Path) -> None:
    app, browser = open_browser()
    assert "rules:command" in browser.keys() and "rules:scouting" in browser.keys()  # type: ignore[attr-defined]
    # Army modules are on their army's page, not listed again among the rules.
    assert "rules:empire" not in browser.keys()  # type: ignore[attr-defined]
    browser.select("rules:magic-items")  # type: ignore[attr-defined]
    pump(app)
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "menu-rules-magic-items.png"))
    words = plain_text(browser._blocks())  # type: ignore[attr-defined]
    assert words.startswith("Magic items\n")
    assert "Played in every battle." in words
    # The reading written into the rulebook is there for the player to read.
    assert "a General who gives none (the Lizardmen's Slann) may not carry them" in words
    assert "Crown of Command\nThe General's first order each turn is against an unmodified 10" in words


def test_an_optional_modules_page_says_when_it_is_played_and_what_it_needs() -> None:
    app, browser = open_browser()
    browser.select("rules:fw-speeches")  # type: ignore[attr-defined]
    words = plain_text(browser._blocks())  # type: ignore[attr-defined]
    assert "Switched on per battle in the set-up screen." in words
    assert f"Needs: {known_modules()['fw-states'].title}." in words


def test_an_army_page_ends_with_how_the_game_plays_its_rules() -> None:
    app, browser = open_browser()
    browser.select("army:lizardmen")  # type: ignore[attr-defined]
    words = plain_text(browser._blocks())  # type: ignore[attr-defined]
    assert "How the game plays these rules" in words
    for title, text in known_modules()["lizardmen"].rulebook.values():
        assert f"{title}\n{text}" in words


def test_tab_to_a_rules_page_scrolls_the_list_to_it() -> None:
    app, browser = open_browser()
    bar = browser.list_scroller.vert_scroll_bar  # type: ignore[attr-defined]
    assert bar.start_percentage == 0
    browser.select("rules:scouting")  # type: ignore[attr-defined]
    pump(app, 3)
    item = browser.items["rules:scouting"]  # type: ignore[attr-defined]
    assert bar.start_percentage > 0.5
    assert browser.list_scroller.rect.contains(item.rect)  # type: ignore[attr-defined]
