"""Headless pygame for every UI test: the SDL drivers must be chosen before pygame.display starts."""

import os
import sys
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# The sample battles and the menu driver live beside the tests.
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
import pytest  # noqa: E402

ARTIFACTS = Path(__file__).resolve().parent.parent / "artifacts"


@pytest.fixture
def artifacts() -> Path:
    """tests/artifacts (git-ignored): screenshots saved for people to look at."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS


@pytest.fixture(autouse=True)
def user_dirs(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    """Settings, saves and rosters go to fresh temporary folders, never the real home."""
    base = tmp_path_factory.mktemp("player")
    config, data = base / "config", base / "data"
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    return {"config": config / "warhost", "data": data / "warhost"}


@pytest.fixture(autouse=True)
def _clean_events():
    """Each test starts and ends with an empty event queue, no window left open and the default markings."""
    yield
    from game.ui import palette

    palette.set_markings("full")
    if pygame.display.get_init():
        pygame.event.clear()
        pygame.display.quit()
