"""The opponents on offer: names, personalities as data, difficulty levels as named handicaps."""

from __future__ import annotations

from dataclasses import fields

import pytest

from game.ai.agents import AGENTS, RANDOM, SEEKER, make_agent, parse_name
from game.ai.difficulty import LEVELS
from game.ai.personalities import PERSONALITIES, Personality
from game.ai.random_agent import RandomAgent
from game.ai.scripted import ScriptedAgent


def test_every_personality_is_offered_at_every_level_and_random_and_seeker_too() -> None:
    expected = {f"{p}:{lv}" for p in PERSONALITIES for lv in LEVELS} | {RANDOM, SEEKER}
    assert set(AGENTS) == expected
    assert set(PERSONALITIES) == {"aggressive", "cautious", "cunning"}
    assert [lv.title for lv in LEVELS.values()] == ["Easy", "Normal", "Hard"]


def test_the_default_opponent_is_a_personality_at_normal() -> None:
    first = next(iter(AGENTS))
    assert first.endswith(":normal")


def test_personalities_differ_only_in_their_weights() -> None:
    numbers = [f.name for f in fields(Personality) if f.name not in ("name", "title", "description")]
    for p in PERSONALITIES.values():
        for n in numbers:
            assert isinstance(getattr(p, n), int | float), n
        # One sentence each, shown on screen.
        assert p.description.endswith(".") and p.description.count(". ") == 0
    rows = {tuple(getattr(p, n) for n in numbers) for p in PERSONALITIES.values()}
    assert len(rows) == len(PERSONALITIES)


def test_the_aggressive_one_seeks_combat_the_cautious_one_shoots_the_cunning_one_flanks() -> None:
    a, c, k = PERSONALITIES["aggressive"], PERSONALITIES["cautious"], PERSONALITIES["cunning"]
    assert a.attack > c.attack and a.close_in > c.close_in and a.charge_at < c.charge_at
    assert c.shooting > a.shooting and c.line > a.line and c.risk > a.risk
    assert k.flank > max(a.flank, c.flank) and k.general_safety > max(a.general_safety, c.general_safety)


def test_levels_are_handicaps_that_grow_from_hard_to_easy() -> None:
    easy, normal, hard = LEVELS["easy"], LEVELS["normal"], LEVELS["hard"]
    assert easy.noise > normal.noise > hard.noise > 0
    assert easy.breadth < normal.breadth < hard.breadth
    assert easy.sample and not normal.sample and not hard.sample
    assert hard.lookahead and not normal.lookahead and not easy.lookahead
    assert hard.thorough and not normal.thorough and not easy.thorough
    for lv in LEVELS.values():
        assert lv.description.endswith(".")


def test_names_parse_with_an_optional_level() -> None:
    assert parse_name("cunning:hard") == ("cunning", "hard")
    assert parse_name("Cautious") == ("cautious", "normal")
    assert parse_name("random") == ("random", "")
    with pytest.raises(ValueError, match="no opponent called 'brave'"):
        parse_name("brave")
    with pytest.raises(ValueError, match="no level 'nightmare'"):
        parse_name("cunning:nightmare")


def test_make_agent_builds_the_named_agent_for_a_side_with_its_own_seeded_dice() -> None:
    a = make_agent("cunning:hard", 1, 7)
    assert isinstance(a, ScriptedAgent) and a.side == 1 and a.name == "cunning:hard"
    assert isinstance(make_agent("random", 0, 7), RandomAgent)
    # Each side draws from its own source, never the game's (seed 7).
    assert a.dice.seed not in (7, make_agent("cunning:hard", 0, 7).dice.seed)
    assert AGENTS["cautious:easy"].title == "Cautious (Easy)"
    assert "Easy:" in AGENTS["cautious:easy"].description
