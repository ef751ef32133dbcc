"""Opening "Learn to play" from the main menu."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.ui.app import SceneManager
    from game.ui.lesson.scene import LessonScene


def open_lesson(app: SceneManager, path: Path | None = None) -> LessonScene | None:
    """Push the lesson at ``path`` (the first battle by default); a broken lesson file becomes the main
    menu's notice (FILE:LINE:COL: problem) and nothing opens."""
    from game.data.demos import load_demo
    from game.data.problems import DataError
    from game.data.your_turn import FIRST_LESSON
    from game.ui.lesson.scene import LessonScene

    try:
        lesson = load_demo(path or FIRST_LESSON, app.catalogue.armies)
    except DataError as e:
        app.notice = str(e).splitlines()[0] if str(e) else "The lesson cannot be read."
        if app.top is not None:
            app.top.dirty = True
        return None
    scene = LessonScene(lesson, app.catalogue.armies)
    app.push(scene)
    return scene
