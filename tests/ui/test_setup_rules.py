"""The set-up screen lists the optional rule modules; one switched on is the started battle's rules."""

from __future__ import annotations

from game.core.modules import optional_modules
from tests.ui.menu_driver import click
from tests.ui.test_setup import open_setup


def test_the_optional_modules_are_listed_and_one_switched_on_plays() -> None:
    app, s = open_setup()
    ids = [m.id for m in optional_modules()]
    assert ids and sorted(s.rule_buttons) == sorted(ids)
    button = s.rule_buttons["ninth-age-characters"]
    assert "Characters get Hits and Armour" in button.tool_tip_text
    click(app, button)
    s = app.top
    assert s.setup_model().rules == ["ninth-age-characters"]
    assert s.rule_buttons["ninth-age-characters"].text.startswith("[x]")
    click(app, s.start_button)
    state = app.top.session.state
    assert state.ruleset.has("ninth-age-characters")
    assert state.to_dict()["rules"]["modules"][-1] == "ninth-age-characters"


def test_switching_a_module_off_plays_the_base_rules() -> None:
    app, s = open_setup()
    click(app, s.rule_buttons["ninth-age-characters"])
    click(app, app.top.rule_buttons["ninth-age-characters"])
    assert app.top.setup_model().rules == []
    click(app, app.top.start_button)
    assert not app.top.session.state.ruleset.has("ninth-age-characters")


def test_the_fantasy_warriors_family_is_one_choice_and_its_parts_switch_alone() -> None:
    app, s = open_setup()
    click(app, s.rule_buttons["fantasy-warriors"])
    rules = app.top.setup_model().rules
    assert rules[-1] == "fantasy-warriors" and {"fw-states", "fw-speeches", "fw-tricks"} <= set(rules)
    assert app.top.rule_buttons["fw-speeches"].text == "[x] speeches"
    # A part switched off takes the family with it; the other parts stay.
    click(app, app.top.rule_buttons["fw-speeches"])
    rules = app.top.setup_model().rules
    assert "fantasy-warriors" not in rules and "fw-speeches" not in rules and "fw-tricks" in rules
    click(app, app.top.start_button)
    state = app.top.session.state
    assert state.ruleset.has("fw-tricks") and not state.ruleset.has("fw-speeches")


def test_scouting_switched_on_opens_the_battle_with_the_scouting_roll() -> None:
    import pygame

    app, s = open_setup()
    button = s.rule_buttons["scouting"]
    assert "scouts" in button.tool_tip_text
    click(app, button)
    app.draw()
    pygame.image.save(app.screen, "/tmp/scout-setup.png")
    click(app, app.top.start_button)
    state = app.top.session.state
    assert state.ruleset.has("scouting") and state.phase == "deployment"
    rolls = [e for step in app.top.session.events for e in step if getattr(e, "rule", "") == "deployment.scouting"]
    assert [e.purpose for e in rolls[:2]] == [f"Scouting: {state.sides[0].name}", f"Scouting: {state.sides[1].name}"]


def test_a_roster_built_for_optional_rules_switches_them_on() -> None:
    app, s = open_setup()
    m = s.setup_model()
    key = next(r.key for r in m.cat.rosters() if r.path.name == "dwarfs-elf-sellswords-1000.yaml")
    m.set_army(0, "dwarfs")
    m.set_roster(0, key)
    # Its pavises, spiked pits and poisoned volleys are played: the Fantasy Warriors rules come on with it.
    assert "fantasy-warriors" in m.rules and m.problems() == []
    state = m.start().state
    assert state.ruleset.has("fw-equipment") and state.ruleset.has("fw-poisoned-arrows")
    # Switched off by the player, the set-up says why the battle cannot start.
    m.toggle_rule("fantasy-warriors")
    assert m.problems() == [
        "Side 1: its roster 'Dwarfs 1000 with elven sellswords' is built for the Fantasy Warriors rules: switch "
        "them on under Optional rules."
    ]


def test_no_rule_toggle_has_its_words_cut() -> None:
    app, s = open_setup()
    for mid, button in s.rule_buttons.items():
        assert button.text == button.full_label, mid
        assert not button.text.endswith("…"), mid
