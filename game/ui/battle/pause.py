"""The pause menu (Esc): Resume, Save, Settings, Concede, Quit to the main menu.

Conceding asks first, then applies ``Concede(side)`` through the battle's controller like any other action
and shows the result screen. Quitting asks too, and offers to save first when anything happened since the
last save.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.core import Concede, Event, GameState
from game.ui.battle import bridge
from game.ui.battle.overlay import OverlayScene
from game.ui.battle.saving import Saver
from game.ui.scene import DialogButton
from game.ui.widgets import Kit

ITEMS: tuple[tuple[str, str, int, str], ...] = (
    ("resume", "Resume", pygame.K_ESCAPE, "Back to the battle"),
    ("save", "Save", pygame.K_s, "Save the game under a name"),
    ("settings", "Settings", pygame.K_o, "UI scale, animation speed, side markings..."),
    ("concede", "Concede", pygame.K_c, "Give up the battle: the other side wins"),
    ("quit", "Quit to main menu", pygame.K_q, "Leave the battle (you may save first)"),
)


def human_side(scene: Any) -> int:
    """The side giving up: in a solo game the player's side, else the side whose decision it is."""
    session = bridge.session_of(scene)
    state = bridge.state_of(scene)
    ai = (getattr(session, "header_extra", None) or {}).get("ai") if session is not None else None
    if ai:
        computer = {int(k) for k in ai}
        humans = [s for s in (0, 1) if s not in computer]
        if len(humans) == 1:
            return humans[0]
    return state.acting_side()


class PauseMenu:
    """The pause menu as a component of the battle scene: Esc opens it."""

    def __init__(self, scene: Any, rect: pygame.Rect | None = None, saver: Saver | None = None) -> None:
        self.scene = scene
        self.rect = pygame.Rect(rect or (0, 0, 0, 0))
        self.saver = saver

    def on_events(self, events: list[Event], state: GameState) -> None:
        """Nothing to follow."""

    def layout(self, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)

    def draw(self, surface: pygame.Surface) -> None:
        """Nothing on the battle screen."""

    def handle(self, e: pygame.event.Event) -> bool:
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
            self.open()
            return True
        return False

    def open(self) -> None:
        app = getattr(self.scene, "app", None)
        if app is not None:
            app.push(PauseScene(self))


class PauseScene(OverlayScene):
    """The menu itself, over the battle."""

    title = "Paused"

    def __init__(self, menu: PauseMenu) -> None:
        super().__init__()
        self.menu = menu
        self.buttons: dict[str, Any] = {}

    @property
    def battle(self) -> Any:
        return self.menu.scene

    def build(self, kit: Kit, size: tuple[int, int]) -> None:
        m = self.m
        w, h = size
        bw, bh, gap = m(380), m(54), m(12)
        cw = bw + m(60)
        ch = m(90) + len(ITEMS) * (bh + gap) + m(50)
        self.card = pygame.Rect((w - cw) // 2, (h - ch) // 2, cw, ch)
        x = self.card.x + m(30)
        kit.label(pygame.Rect(x, self.card.y + m(20), bw, m(40)), "Paused", object_id="#screen_title")
        y = self.card.y + m(80)
        actions = {
            "resume": self.close,
            "save": self.save,
            "settings": self.settings,
            "concede": self.concede,
            "quit": self.quit,
        }
        self.buttons = {}
        for key, label, k, tip in ITEMS:
            self.buttons[key] = kit.button(
                pygame.Rect(x, y, bw, bh),
                label,
                actions[key],
                key=k,
                tooltip=tip,
                object_id="#primary" if key == "resume" else None,
            )
            y += bh + gap
        over = bridge.state_of(self.battle).result is not None
        if over:
            self.buttons["concede"].disable()
        kit.label(
            pygame.Rect(x, y + m(4), bw, m(26)),
            "Ctrl+S saves; every phase is autosaved.",
            object_id="#hint",
        )

    # ------------------------------------------------------------------ the choices
    def save(self) -> None:
        if self.menu.saver is None:
            return
        backdrop = self.backdrop
        self.close()
        self.menu.saver.open(backdrop=backdrop)

    def settings(self) -> None:
        from game.ui.settings_scene import SettingsScene

        if self.app is not None:
            self.app.push(SettingsScene())

    def concede(self) -> None:
        state = bridge.state_of(self.battle)
        side = human_side(self.battle)
        me, other = state.sides[side].name, state.sides[1 - side].name
        self.open_dialog(
            f"Concede the battle for {me}?",
            f"{other} win at once, and {me} score no victory points. This cannot be undone.",
            (
                DialogButton("Keep fighting", pygame.K_ESCAPE),
                DialogButton(f"{me} concede", pygame.K_c, lambda: self._concede(side), primary=True),
            ),
            escape=0,
        )

    def _concede(self, side: int) -> None:
        from game.ui.result import ResultScene

        battle = self.battle
        bridge.apply_action(battle, Concede(side))
        self.close()
        app = self.app or getattr(battle, "app", None)
        state = bridge.state_of(battle)
        if app is not None and state.result is not None and not getattr(battle, "result_shown", False):
            # The battle scene may also show the result when it sees the battle is over; the flag stops a second.
            battle.result_shown = True
            app.push(ResultScene(state))

    def quit(self) -> None:
        saver = self.menu.saver
        if saver is not None and saver.unsaved and bridge.state_of(self.battle).result is None:
            self.open_dialog(
                "Leave the battle?",
                "What happened since the last save will be lost. The autosave keeps the start of this phase.",
                (
                    DialogButton("Stay", pygame.K_ESCAPE),
                    DialogButton("Leave without saving", pygame.K_l, self._leave),
                    DialogButton("Save, then leave", pygame.K_s, self._save_then_leave, primary=True),
                ),
                escape=0,
            )
            return
        self.open_dialog(
            "Leave the battle?",
            "The game is saved. Leaving takes you back to the main menu.",
            (
                DialogButton("Stay", pygame.K_ESCAPE),
                DialogButton("Leave", pygame.K_RETURN, self._leave, primary=True),
            ),
            escape=0,
        )

    def _leave(self) -> None:
        app = self.app
        if app is not None:
            app.unwind()

    def _save_then_leave(self) -> None:
        saver = self.menu.saver
        app = self.app
        if saver is None or app is None:
            return
        backdrop = self.backdrop
        self.close()
        saver.open(then=app.unwind, backdrop=backdrop)
