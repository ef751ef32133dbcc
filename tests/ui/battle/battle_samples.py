"""Small battles for the battle-screen tests, and helpers to click and drag on its table.

The armies are the hand-made ones of ``ui_samples`` (no YAML). ``command_battle`` puts side 0 in the
Orders step of turn 1 with nothing near enough for initiative; dice come from a strict script, so a
test says exactly which faces each roll gets and fails if one is left over or missing.
"""

from __future__ import annotations

import pygame
from menu_driver import SIZE, pump
from ui_samples import ARMIES

from game.core.scenario import CharacterPlacement, ScenarioSpec, SideSetup, UnitPlacement, new_game
from game.core.state import GameState
from game.core.turn import Start
from game.replay.session import Session
from game.ui.app import App
from game.ui.battle.scene import BattleScene
from game.ui.battle_entry import open_battle


def command_state(step: str | None = None, boars_at: int = 700) -> GameState:
    """Side 0 (The Empire) to play turn 1; the Orcs stand well back (no initiative).

    ``boars_at`` moves the Boar Riders (facing the Knights) nearer: at 850 they are 11 cm away, close
    enough for the Knights' initiative.
    """
    blue = SideSetup(
        army="blue",
        name="The Empire",
        units=(
            UnitPlacement("Halberdiers", 800, 1000, 0, id="u1"),
            UnitPlacement("Crossbowmen", 920, 1000, 0, id="u2"),
            UnitPlacement("Knights", 1300, 1000, 0, id="u3"),
            UnitPlacement("Swordsmen", 400, 900, 0, id="u4"),
        ),
        characters=(
            CharacterPlacement("General", 860, 1100, 0, id="c1", round_base=True),
            CharacterPlacement("Hero", 400, 1060, 0, id="c2"),
        ),
    )
    red = SideSetup(
        army="red",
        name="The Orcs",
        units=(
            UnitPlacement("Orc Warriors", 800, 560, 180, id="u11"),
            UnitPlacement("Boar Riders", 1300, boars_at, 180, id="u12"),
            UnitPlacement("Orc Boyz", 300, 300, 180, id="u13"),
        ),
        characters=(CharacterPlacement("Warboss", 800, 400, 180, id="c11"),),
    )
    spec = ScenarioSpec(name="Crossroads", sides=(blue, red), first_side=0, turn_limit=4, start_step=step)
    return new_game(spec, ARMIES)


def command_session(
    dice: list[int] | None = None, step: str | None = None, hotseat: bool = False, boars_at: int = 700
) -> Session:
    """The battle, started, recorded, with exactly ``dice`` to roll (strict).

    Unless ``hotseat``, the header says the Orcs are the computer's, so no hand-over screen interrupts.
    """
    state = command_state(step, boars_at)
    header = {"mode": "hotseat"} if hotseat else {"mode": "solo", "ai": {"1": "random"}}
    session = Session.start(state, scripted=list(dice or []), strict_script=True, header=header)
    session.apply(Start())
    return session


def open_scene(session: Session, size: tuple[int, int] = SIZE) -> tuple[App, BattleScene]:
    """A window with the main menu, then the battle opened the way set-up and loading open it."""
    app = App(None, size)
    app.tick(force=True)
    open_battle(app, session)
    pump(app, 2)
    scene = app.top
    assert isinstance(scene, BattleScene)
    return app, scene


def screen_of(scene: BattleScene, x: float, y: float) -> tuple[int, int]:
    """Where table point (x, y) mm is on screen."""
    sx, sy = scene.camera.to_screen(x, y)
    return round(sx), round(sy)


def motion(pos: tuple[int, int], buttons: tuple[int, int, int] = (0, 0, 0)) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons))


def press(pos: tuple[int, int], button: int = 1) -> None:
    motion(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))


def release(pos: tuple[int, int], button: int = 1) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))


def click_table(app: App, scene: BattleScene, x: float, y: float, passes: int = 2) -> None:
    pos = screen_of(scene, x, y)
    press(pos)
    release(pos)
    pump(app, passes)


def drag(
    app: App,
    scene: BattleScene,
    a: tuple[float, float],
    b: tuple[float, float],
    steps: int = 4,
    release_at_end: bool = True,
) -> None:
    """Press at table point a, move to b in a few steps, and let go (unless told not to)."""
    pa, pb = screen_of(scene, *a), screen_of(scene, *b)
    press(pa)
    for k in range(1, steps + 1):
        motion((round(pa[0] + (pb[0] - pa[0]) * k / steps), round(pa[1] + (pb[1] - pa[1]) * k / steps)), (1, 0, 0))
    if release_at_end:
        release(pb)
    pump(app, 2)


def key_down(k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))


def key_up(k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))


def centre(state: GameState, uid: str) -> tuple[float, float]:
    u = state.units[uid]
    return sum(s.x for s in u.stands) / len(u.stands), sum(s.y for s in u.stands) / len(u.stands)
