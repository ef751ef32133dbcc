"""A short fuzz of every screen: a few thousand random pygame events each, and no exception.

Clicks, drags, wheel turns, keys with and without Ctrl and Shift, and typed text land on the main menu,
the battle set-up, the army builder, a battle, the Load screen (with a sound and a damaged save),
Settings and the replay viewer. Whatever a screen opens (a dialog, another screen) is fuzzed too, until the fuzz returns to
the screen it is testing. The events come from seeded dice, so a failure repeats with its seed.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from menu_driver import key

from game.core.dice import SeededDice
from game.replay.log import write_log
from game.ui.app import App
from game.ui.battle_entry import open_battle
from game.ui.catalogue import Catalogue
from game.ui.scene import Scene
from game.ui.setup_model import BattleSetup

SIZE = (1280, 800)
EVENTS = 2500
BROKEN = Path(__file__).resolve().parents[1] / "fixtures" / "broken_saves"

KEYS = [
    *range(pygame.K_a, pygame.K_z + 1),
    *range(pygame.K_0, pygame.K_9 + 1),
    pygame.K_ESCAPE,
    pygame.K_RETURN,
    pygame.K_TAB,
    pygame.K_BACKSPACE,
    pygame.K_DELETE,
    pygame.K_SPACE,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_PAGEUP,
    pygame.K_PAGEDOWN,
    pygame.K_HOME,
    pygame.K_END,
    pygame.K_MINUS,
    pygame.K_EQUALS,
    pygame.K_F1,
    pygame.K_KP_ENTER,
]
MODS = [0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL]


class Fuzz:
    """Random events from seeded dice (the only source of chance the project allows)."""

    def __init__(self, seed: int) -> None:
        self.dice = SeededDice(seed)

    def pick(self, n: int) -> int:
        return self.dice.roll(1, n, "fuzz")[0] - 1

    def pos(self) -> tuple[int, int]:
        return (self.pick(SIZE[0]), self.pick(SIZE[1]))

    def event(self) -> pygame.event.Event:
        kind = self.pick(10)
        if kind <= 2:
            return pygame.event.Event(pygame.MOUSEMOTION, pos=self.pos(), rel=(0, 0), buttons=(self.pick(2), 0, 0))
        if kind <= 4:
            t = pygame.MOUSEBUTTONDOWN if kind == 3 else pygame.MOUSEBUTTONUP
            return pygame.event.Event(t, pos=self.pos(), button=1 + self.pick(3))
        if kind == 5:
            return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=self.pick(3) - 1, flipped=False, precise_y=0.0)
        if kind <= 8:
            k = KEYS[self.pick(len(KEYS))]
            t = pygame.KEYDOWN if kind <= 7 else pygame.KEYUP
            ch = chr(k) if 32 <= k < 127 else ""
            return pygame.event.Event(t, key=k, mod=MODS[self.pick(len(MODS))], unicode=ch, scancode=0)
        return pygame.event.Event(pygame.TEXTINPUT, text="aZ9 -_é"[self.pick(7)])


def _menu(app: App) -> None:
    """The main menu is what the app shows first."""


def _setup(app: App) -> None:
    key(app, pygame.K_n)


def _builder(app: App) -> None:
    key(app, pygame.K_a)
    key(app, pygame.K_b)


def _battle(app: App) -> None:
    open_battle(app, BattleSetup(Catalogue(Path("/nonexistent"))).start())


def _load(app: App) -> None:
    key(app, pygame.K_l)


def _settings(app: App) -> None:
    key(app, pygame.K_o)


def _replays(app: App) -> None:
    key(app, pygame.K_p)
    picker = app.top
    picker.pick(next(i for i, s in enumerate(picker.saves) if not s.damaged))  # type: ignore[union-attr]
    key(app, pygame.K_RETURN)


SCENES: dict[str, Callable[[App], None]] = {
    "main menu": _menu,
    "set-up": _setup,
    "builder": _builder,
    "battle": _battle,
    "load": _load,
    "settings": _settings,
    "replay viewer": _replays,
}


def _open(name: str) -> tuple[App, type[Scene]]:
    app = App(None, SIZE)
    app.tick(force=True)
    SCENES[name](app)
    app.tick(force=True)
    assert app.top is not None
    return app, type(app.top)


def _back_to(app: App, kind: type[Scene], name: str) -> None:
    """Close what the fuzz opened over the screen under test, or open that screen again from the menu."""
    while app.top is not None and not isinstance(app.top, kind) and any(isinstance(s, kind) for s in app.stack):
        app.pop()
    if not isinstance(app.top, kind):
        app.unwind()
        SCENES[name](app)
    pygame.event.clear()
    app.tick(force=True)


@pytest.mark.parametrize("name", list(SCENES))
def test_random_events_never_raise(name: str, user_dirs: dict[str, Path]) -> None:
    saves = user_dirs["data"] / "saves"
    saves.mkdir(parents=True)
    write_log(BattleSetup(Catalogue(Path("/nonexistent"))).start(), saves / "sound.jsonl")
    shutil.copy(BROKEN / "state-unit-side-7.jsonl", saves / "damaged.jsonl")
    fuzz = Fuzz(24 + len(name))
    app, kind = _open(name)
    reopened = on_scene = 0
    pygame.event.clear()
    for n in range(EVENTS):
        pygame.event.post(fuzz.event())
        on_scene += isinstance(app.top, kind)
        if n % 16 == 15:
            app.tick(force=n % 128 == 127)
        # Quitting starts again; wandering off to other screens for a while goes back to the one under test.
        if not app.running:
            pygame.display.quit()
            app, kind = _open(name)
            reopened += 1
        elif n % 40 == 39 and not isinstance(app.top, kind):
            _back_to(app, kind, name)
            reopened += 1
    app.tick(force=True)
    # Most events reached the screen under test, not only what it opened.
    print(f"{name}: {on_scene} of {EVENTS} events on the screen, reopened {reopened} times")
    assert on_scene >= EVENTS // 2
