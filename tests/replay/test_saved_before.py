"""Games saved by an earlier copy of Warhost still load and verify.

The fixture was played (seeded, random agents, two turns) before any army beyond the Empire, the Orcs and the
Tomb Kings had a rule module; a later army's module must not change the rules such a save recorded.
"""

from __future__ import annotations

from pathlib import Path

from game.replay.log import load_session, read_log, verify

SAVED = Path(__file__).parent.parent / "fixtures" / "saved" / "empire-tomb-kings-before-new-armies.jsonl"


def test_a_game_saved_before_newer_army_modules_verifies() -> None:
    result = verify(SAVED)
    assert result.ok, result
    assert result.steps == len(read_log(SAVED).records)


def test_a_game_saved_before_newer_army_modules_loads_to_play_on() -> None:
    session = load_session(SAVED)
    assert session.state.ruleset.spec["modules"] == read_log(SAVED).header["rules"]["modules"]
    assert session.state.turn == 2
