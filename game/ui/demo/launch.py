"""Opening the demo player from the command line: the library over the main menu, then the chosen demo or the
attract loop on top, so Esc (or any key in the loop) comes back to the menus."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from game.data.demos import Demo

if TYPE_CHECKING:
    from game.ui.app import SceneManager
    from game.ui.demo.library import DemoLibrary
    from game.ui.demo.player import DemoPlayer


def open_library(app: SceneManager, demos: list[Demo] | None = None) -> DemoLibrary:
    """Push the library of demos on ``app`` (loading the demo files if not given); returns the library."""
    from game.data.demos import load_demos
    from game.ui.demo.library import DemoLibrary

    armies = app.catalogue.armies
    library = DemoLibrary(demos if demos is not None else load_demos(armies), armies)
    app.push(library)
    return library


def open_loop(app: SceneManager, demos: list[Demo] | None = None) -> DemoPlayer:
    """Push the attract loop straight over the current screen; returns the player."""
    from game.data.demos import load_demos
    from game.ui.demo.deck import DemoDeck
    from game.ui.demo.player import DemoPlayer

    armies = app.catalogue.armies
    playlist = demos if demos is not None else load_demos(armies)
    player = DemoPlayer(playlist, lambda d: DemoDeck.load(d, armies), attract=True)
    app.push(player)
    return player


def open_player(
    demos: list[Demo],
    demo: Demo | None,
    *,
    loop: bool = False,
    screenshot: str | os.PathLike[str] | None = None,
    frames: int | None = None,
) -> int:
    """``python -m game demo [NAME] [--loop]``: the window on the library, a demo, or the attract loop."""
    from game.ui.app import App
    from game.ui.demo.player import DemoPlayer

    app = App()
    if loop:
        open_loop(app, demos)
    else:
        library = open_library(app, demos)
        if demo is not None:
            library.chosen = demo
            app.push(DemoPlayer([demo], library.deck))
    return app.run(screenshot, frames)
