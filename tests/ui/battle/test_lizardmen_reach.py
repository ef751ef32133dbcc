"""Cold-blooded on screen: a Skink Hero's card and rings give his 60 cm reach for Skinks and the 20 cm that the
Saurus and Temple Guard heed, rather than one reach for every unit."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
from battle_samples import open_scene
from menu_driver import pump

from game.replay.session import Session
from game.ui.battle import overlays
from game.ui.battle.cards import reach_words

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from helpers import battle, char, unit  # noqa: E402

SOLO = {"mode": "solo", "ai": {"1": "nobody"}}


def _lizardmen():
    return battle(
        [unit("Saurus", 600, 900, id="s1"), unit("Saurus", 800, 900, id="s2"), unit("Temple Guard", 1000, 900, id="t"),
         unit("Skinks", 1100, 500, id="k")],
        [unit("Orc Warriors", 900, 200, 180, id="o")],
        [char("Skink Hero", 900, 1000, id="h")],
        [char("Orc General", 100, 40, id="og")],
        armies0="lizardmen",
        step="orders",
    )


def test_the_skink_heros_card_names_both_reaches() -> None:
    s = _lizardmen()
    assert reach_words(s, s.characters["h"]) == "Orders reach 20 cm; Skinks 60 cm (flyers 20 cm)"


def test_the_skink_hero_shows_a_ring_for_each_reach(artifacts: Path, monkeypatch) -> None:
    app, scene = open_scene(Session.start(_lizardmen(), scripted=[], strict_script=True, header=SOLO))
    drawn: list[tuple[float, str]] = []
    real = overlays.ring

    def spy(surface, cam, centre, radius_mm, colour, label=""):
        drawn.append((radius_mm, label))
        real(surface, cam, centre, radius_mm, colour, label)

    monkeypatch.setattr(overlays, "ring", spy)
    scene.tool().choose_character("h")  # type: ignore[attr-defined]
    pump(app, 2)
    app.draw()
    pygame.image.save(app.screen, str(artifacts / "battle-lizardmen-reach.png"))
    labels = {label for _, label in drawn}
    assert {"Skink Hero: orders reach 20 cm", "Skinks: orders reach 60 cm"} <= labels
    # The Skinks 52 cm off can take his order: the panel counts them with the Saurus within 20 cm.
    assert any("can take an order from Skink Hero" in line for line in scene.panel.lines)


def test_a_unit_card_gives_no_odds_for_an_order_beyond_reach() -> None:
    from game.ui.battle.cards import unit_card

    s = _lizardmen()
    # The Skinks 52 cm off are within his 60 cm; the Saurus 30 cm off heed only a character within 20 cm.
    assert any(w.startswith("Ordered by Skink Hero: needs") for _, w in unit_card(s, "k", "h").lines)
    words = [w for _, w in unit_card(s, "s1", "h").lines]
    assert "Beyond Skink Hero's reach: he cannot order it from there" in words
    assert not any(w.startswith("Ordered by") for w in words)


def test_an_enemy_units_card_gives_no_order_line() -> None:
    from game.ui.battle.cards import unit_card

    s = _lizardmen()
    # The Orcs are not playing their turn: their General's odds for them would be noise on the Lizardmen's turn.
    assert not any("Ordered by" in w or "reach" in w for _, w in unit_card(s, "o").lines)
