"""Several players on the set-up screen: with the several-players rule on, each side names its one or two players;
the battle starts with the General's contingent for the first and the Heroes' for the second."""

from __future__ import annotations

import pygame

from tests.ui.menu_driver import click, pump, type_text
from tests.ui.test_setup import open_setup


def players_entries(scene):  # type: ignore[no-untyped-def]
    return [el for el in scene.kit.changes if getattr(el, "placeholder_text", "").startswith("General's player")]


def test_fw_players_named_on_the_set_up_screen_play_two_a_side() -> None:
    app, s = open_setup()
    assert players_entries(s) == []  # the rule is off: no players to name
    click(app, s.rule_buttons["fw-players"])
    s = app.top
    entries = players_entries(s)
    assert len(entries) == 2
    for entry, names in zip(entries, ("Anna, Ben", "Cara, Dan"), strict=True):
        click(app, entry)
        type_text(names)
        pump(app)
    model = s.setup_model()
    assert [model.player_names(i) for i in (0, 1)] == [["Anna", "Ben"], ["Cara", "Dan"]]
    assert model.problems() == []
    app.draw()
    pygame.image.save(app.screen, "/tmp/i28m-setup-players.png")
    click(app, s.start_button)
    state = app.top.session.state
    assert state.ruleset.option("fw-players").players == (("Anna", "Ben"), ("Cara", "Dan"))


def test_fw_players_the_same_name_twice_is_a_problem() -> None:
    app, s = open_setup()
    click(app, s.rule_buttons["fw-players"])
    model = app.top.setup_model()
    model.set_players(0, "Anna, Ben")
    model.set_players(1, "anna")
    assert "Every player needs a name of his own." in model.problems()
    model.set_players(1, "Cara, Dan, Eve")
    assert "Side 2: one or two players, their names between commas." in model.problems()


def test_fw_players_an_allied_army_and_a_computer_seat_from_the_set_up_screen() -> None:
    app, s = open_setup()
    click(app, s.rule_buttons["fw-players"])
    s = app.top
    model = s.setup_model()
    thousand = [r for r in model.cat.rosters() if r.usable and r.points_cap == 1000]
    empire = next(r for r in thousand if r.army == "empire")
    dwarfs = next(r for r in thousand if r.army == "dwarfs")
    s.choose_roster(0, empire.key)
    s.choose_ally(0, dwarfs.key)  # what the "Ally's army" list does
    assert "Side 1: an allied army needs its own player: name two players." in model.problems()
    for entry, names in zip(players_entries(s), ("Anna, Ben", "Cara, Dan"), strict=True):
        click(app, entry)
        type_text(names)
        pump(app)
    s.choose_roster(1, empire.key)
    s.choose_army(1, "orcs")
    s.choose_roster(1, next(r for r in model.cat.rosters("orcs") if r.usable and r.points_cap == 2000).key)
    s.choose_ally(1, empire.key)
    assert model.problems() == ["Side 2: allied armies are worth the same points, not 2000 and 1000.",
                                "Both sides are worth the same points: 2000 against 3000."]
    s.choose_ally(1, "__none__")
    s.choose_computer_seat(1, "1")  # the computer plays Dan
    assert model.problems() == []
    click(app, s.start_button)
    session = app.top.session
    state = session.state
    assert session.header_extra["ai_seats"] == {"Dan": model.computer_seats()["Dan"]}
    generals = sorted((c.name, c.flags.get("ally", 0)) for c in state.characters.values()
                      if c.side == 0 and state.character_profile(c).rank.value == "general")
    assert [g[1] for g in generals] == [0, 1] and "&dwarfs" in state.sides[0].army.id
