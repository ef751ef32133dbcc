"""The Ninth Age character module as a module: catalogued, optional, exclusive of Warhammer 8th, explained."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace

import pytest

from game.core.modules import base, compose, optional_modules
from game.core.ninth_age import MODULE
from game.core.ruleset import RulesetError


def test_the_module_is_optional_and_catalogued() -> None:
    assert MODULE in optional_modules()
    assert (MODULE.id, MODULE.optional, MODULE.excludes) == (
        "ninth-age-characters",
        True,
        ("warhammer8-characters",),
    )
    assert MODULE.title == "Ninth Age characters" and MODULE.description


def test_the_module_is_switched_on_per_game_only() -> None:
    rules = compose(["ninth-age-characters"])
    assert rules.has("ninth-age-characters") and not base().has("ninth-age-characters")
    assert base().difference(rules) == "with ninth-age-characters"


def test_the_module_excludes_the_warhammer8_character_module() -> None:
    rival = replace(MODULE, id="warhammer8-characters", excludes=(), hooks={}, rulebook={})
    with pytest.raises(RulesetError, match="exclude each other"):
        compose(["ninth-age-characters"], extra=(rival,))


def test_every_rulebook_entry_says_what_the_seed_says_and_what_warhost_does() -> None:
    for rid, (title, text) in MODULE.rulebook.items():
        assert rid.startswith("ninth_age") and title
        assert "The seed" in text and "Warhost" in text, rid


def test_the_rules_command_prints_the_modules_rulebook() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "game", "rules", "ninth-age-characters"], capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stderr
    for rid, (title, _) in MODULE.rulebook.items():
        assert f"{rid} — {title}" in out.stdout
