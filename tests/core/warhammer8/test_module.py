"""The Warhammer 8th character module as a module: catalogued, optional, exclusive of the Ninth Age, explained."""

from __future__ import annotations

import subprocess
import sys

import pytest

from game.core.modules import base, compose, optional_modules
from game.core.ruleset import RulesetError
from game.core.warhammer8 import MODULE


def test_the_module_is_optional_and_catalogued() -> None:
    assert MODULE in optional_modules()
    assert (MODULE.id, MODULE.optional, MODULE.excludes) == ("warhammer8-characters", True, ("ninth-age-characters",))
    assert MODULE.title == "Warhammer 8th characters" and MODULE.description


def test_the_module_is_switched_on_per_game_only() -> None:
    rules = compose(["warhammer8-characters"])
    assert rules.has("warhammer8-characters") and not base().has("warhammer8-characters")
    assert base().difference(rules) == "with warhammer8-characters"


def test_the_module_and_the_ninth_age_module_exclude_each_other() -> None:
    with pytest.raises(RulesetError, match="exclude each other"):
        compose(["ninth-age-characters", "warhammer8-characters"])


def test_every_rulebook_entry_says_what_the_seed_says_and_what_warhost_does() -> None:
    for rid, (title, text) in MODULE.rulebook.items():
        assert rid.startswith("wh8") and title
        assert "The seed" in text and "Warhost" in text, rid


def test_the_rules_command_prints_every_adaptation() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "game", "rules", "warhammer8-characters"], capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stderr
    for rid, (title, _) in MODULE.rulebook.items():
        assert f"{rid} — {title}" in out.stdout
    assert "Look Out, Sir!" in out.stdout and "Inspiring Presence" in out.stdout
