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


# Played (seeded, random agents, two turns) when the magic-items module was a base module that kept no state of
# its own: the state it keeps now, for items held and offered, must not change such a game's hashes.
SAVED_WITH_ITEMS = Path(__file__).parent.parent / "fixtures" / "saved" / "empire-orcs-with-magic-items-module.jsonl"


def test_a_game_saved_when_magic_items_kept_no_state_verifies() -> None:
    result = verify(SAVED_WITH_ITEMS)
    assert result.ok, result
    assert result.steps == len(read_log(SAVED_WITH_ITEMS).records) == 101
