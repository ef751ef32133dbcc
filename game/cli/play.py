"""``python -m game [play]``: open the game window."""

from __future__ import annotations


def run_play(
    scenario: str | None, screenshot: str | None = None, frames: int | None = None, load: str | None = None
) -> int:
    from game.cli.scenario import DEFAULT_SCENARIO_PATH, start_session
    from game.ui.app import run

    session, _ = start_session(scenario or str(DEFAULT_SCENARIO_PATH))
    return run(session.state, screenshot=screenshot, frames=frames)
