"""``python -m game [play]``: open the game window on the main menu, a scenario's battle, or a saved game.

A scenario or a save opens as a battle to play (over the main menu, as if started or loaded from the
menus): it goes on from where it stands and autosaves like any other.
"""

from __future__ import annotations

import sys


def run_play(
    scenario: str | None,
    screenshot: str | None = None,
    frames: int | None = None,
    load: str | None = None,
    rules: tuple[str, ...] = (),
) -> int:
    """The main menu by default; ``scenario`` starts that scenario's battle (with the optional rule modules
    ``rules`` switched on besides its own), ``load`` resumes a save."""
    if scenario is not None:
        from game.cli.scenario import start_session
        from game.ui.app import App
        from game.ui.battle_entry import open_battle

        session, _ = start_session(scenario, rules)
        app = App(None)
        open_battle(app, session)
        return app.run(screenshot, frames)
    if load is not None:
        from game.replay.log import LogError, load_session
        from game.ui.app import App
        from game.ui.battle_entry import open_battle

        try:
            session = load_session(load)
        except LogError as e:
            print(e, file=sys.stderr)
            return 1
        # The battle opens over the main menu, as if loaded from the Load screen: it plays on and autosaves.
        app = App(None)
        open_battle(app, session)
        return app.run(screenshot, frames)
    from game.ui.app import run_menu

    return run_menu(screenshot=screenshot, frames=frames)
