"""Headless pygame for every UI test: the SDL drivers must be chosen before pygame.display starts."""

import os
import sys
from pathlib import Path

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# The sample battles live beside the tests.
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
def _clean_events():
    """Each test starts and ends with an empty event queue and no window left open."""
    yield
    if pygame.display.get_init():
        pygame.event.clear()
        pygame.display.quit()
