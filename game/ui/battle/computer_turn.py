"""The computer's turn as the player follows it: who is playing, pause, one move at a time, faster or the
rest at once; in a solo battle a recap of its turn; and time to see the last moves before the result.

``ComputerTurn`` stands between the battle scene and its opponents (``game.ai.opponent.SoloOpponents``).
Every pass the scene lets it ``update``: while a computer side is to decide (``playing``) the human's
controls are hidden, the side panel shows ``fill_panel`` (whose buttons all have keys, so nothing needs
the mouse) and a banner across the top of the table says who is playing. When the computer's turn hands
the table back, its recap opens once the last pieces have stopped moving; when the battle is over, the
table stays as it ended until the last animation is over (and ``RESULT_HOLD`` seconds more when the
computer made the last move) before the result screen.
"""

from __future__ import annotations

import time
from typing import Any

import pygame

from game.core import Event, GameState, TurnBegan, player_at_table
from game.ui import palette, text
from game.ui.battle.paint import GOLD, fit, metrics_of
from game.ui.battle.panel import Panel

# The animation speeds from slowest to none: "faster" plays one step along.
SPEEDS = ("slow", "normal", "fast", "off")
# Seconds the finished battle stays on the table (after its last animation) before the result screen.
RESULT_HOLD = 1.5
KEYS_PLAYING = "Space: pause · N: next move · X: faster · Enter: the rest of its turn at once"
KEYS_PAUSED = "Paused · Space: go on · N: its next move · Enter: the rest of its turn at once"


def faster(speed: str) -> str:
    """The next faster animation speed (none is the fastest)."""
    i = SPEEDS.index(speed) if speed in SPEEDS else 1
    return SPEEDS[min(len(SPEEDS) - 1, i + 1)]


def playing_words(state: GameState, side: int) -> str:
    who = player_at_table(state, side)
    # Several players: the computer may hold one seat of the side; the words name the player it is.
    return f"The computer is playing {who} ({state.sides[side].name})" if who else f"The computer is playing {state.sides[side].name}"


class ComputerTurn:
    """Pacing and showing the computer's decisions on one battle scene."""

    def __init__(self, scene: Any, opponents: Any) -> None:
        self.scene = scene
        self.opponents = opponents
        self.paused = False
        # Moves still to play while paused (N asks for one).
        self.steps = 0
        self.fast = False
        # The rest of this turn without pauses or animations.
        self.at_once = False
        # True while the opponent's action is being applied (the scene animates it at the turn's speed).
        self.acting = False
        # (side, turn) of a computer turn just finished, whose recap opens when the pieces have stopped.
        self.recap_due: tuple[int, int] | None = None
        self.recap_shown: Any = None
        st = scene.controller.state
        self._turn: tuple[int, int, str] = (st.turn, st.active, st.phase)
        self.ended_at: float | None = None
        # Whether the battle ended while this screen showed it (then its last moves are worth seeing).
        self.ended_here = False
        self.hold = RESULT_HOLD
        # Where the banner went, for which state, view and size (worked out again when one changes).
        self._placed: tuple[object, pygame.Rect] | None = None
        self._banner: tuple[object, pygame.Surface] | None = None
        self._spot = 0
        # Where the banner was last drawn (None: not shown).
        self.banner_rect: pygame.Rect | None = None

    # ------------------------------------------------------------------ what the scene asks
    @property
    def playing(self) -> int | None:
        """The computer side deciding now, if any."""
        return self.opponents.to_play()

    @property
    def hides_controls(self) -> bool:
        """Whether the human's tools, panel and "Next step" are put away (the computer plays, or it is over)."""
        return self.playing is not None or self.scene.controller.state.result is not None

    def speed(self, setting: str) -> str:
        """The animation speed for the computer's moves: the setting, one step faster, or none at once."""
        if self.at_once:
            return "off"
        return faster(setting) if self.fast else setting

    def animation_speed(self, setting: str) -> str:
        """The speed for the action just applied: the computer's own while it acts, else the setting."""
        return self.speed(setting) if self.acting else setting

    # ------------------------------------------------------------------ the player's keys
    def toggle_pause(self) -> None:
        self.paused = not self.paused
        self.steps = 0
        self.scene.refresh_panel()

    def next_move(self) -> None:
        """While paused: let the computer make its next move, then wait again."""
        self.paused = True
        self.steps = 1
        self.scene.refresh_panel()

    def toggle_fast(self) -> None:
        self.fast = not self.fast
        self.scene.refresh_panel()

    def rest_at_once(self) -> None:
        self.at_once = True
        self.paused = False
        self.steps = 0
        self.scene.refresh_panel()

    def refuses(self, e: pygame.event.Event) -> bool:
        """Ctrl+Z while the computer plays: its moves are not the player's to take back (it is told why)."""
        undo = e.type == pygame.KEYDOWN and e.key == pygame.K_z and e.mod & pygame.KMOD_CTRL
        if not undo or self.playing is None:
            return False
        from game.ui.battle.toast import say

        say(self.scene, "The computer is playing: its moves cannot be taken back.")
        return True

    # ------------------------------------------------------------------ time passing
    def on_events(self, events: list[Event], state: GameState) -> None:
        """Note when a computer turn hands the table to a person (its recap is then due, in solo)."""
        was = self._turn
        self._turn = (state.turn, state.active, state.phase)
        if state.result is not None and events:
            self.ended_here = True
            # The last piece picked (often the computer's) has no move left worth a range or a card.
            self.scene.selected = None
            # The computer's last move is held a moment longer: the player did not make it, so must see it.
            self.hold = RESULT_HOLD if self.acting else 0.0
        if not any(isinstance(e, TurnBegan) for e in events) or state.result is not None:
            return
        agents = getattr(self.opponents, "agents", {})
        # Deployment is not a turn: the first recap comes after the computer's first turn.
        if was[1] in agents and state.active not in agents and was[2] not in {s.phase for s in state.ruleset.pre_battle}:
            self.recap_due = (was[1], was[0])

    def update(self, dt: float, setting: str, busy: bool) -> None:
        """Let the computer act when it may; open its turn's recap when it is over and nothing moves."""
        side = self.playing
        if side is None:
            # Its turn is over: the next one starts at the usual pace, not paused.
            self.at_once = False
            self.paused = False
            self.steps = 0
            if self.recap_due is not None and not busy:
                self._open_recap()
            return
        if self.paused and self.steps <= 0:
            return
        stepping = self.paused
        self.acting = True
        try:
            # A move asked for with N comes at once (no thinking pause); "at once" waits for nothing.
            acted = self.opponents.update(
                dt + (1.0 if stepping or self.at_once else 0.0),
                self.speed(setting),
                busy=busy and not self.at_once,
            )
        finally:
            self.acting = False
        if acted and stepping:
            self.steps -= 1
            self.scene.refresh_panel()

    def result_ready(self, busy: bool) -> bool:
        """Whether the result screen may replace the table: the last moves have been seen."""
        if self.scene.controller.state.result is None or not self.ended_here:
            # Not over, or over before this screen opened (a loaded game): nothing to wait for.
            self.ended_at = None
            return True
        if busy:
            self.ended_at = None
            return False
        now = time.perf_counter()
        if self.ended_at is None:
            self.ended_at = now
        return now - self.ended_at >= self.hold

    def see_result_now(self) -> None:
        """Enter on the finished battle: the result without waiting (again, after looking at the table)."""
        self.ended_at = time.perf_counter() - self.hold
        self.scene.dirty = True
        app = getattr(self.scene, "app", None)
        st = self.scene.controller.state
        if getattr(self.scene, "result_shown", False) and app is not None and st.result is not None:
            from game.ui.result import ResultScene

            app.push(ResultScene(st))

    def _open_recap(self) -> None:
        app = getattr(self.scene, "app", None)
        if app is None or app.top is not self.scene:
            return
        assert self.recap_due is not None
        side, turn = self.recap_due
        self.recap_due = None
        from game.ui.battle.turn_recap import TurnRecapScene

        self.recap_shown = TurnRecapScene(self.scene, side, turn)
        app.push(self.recap_shown)

    # ------------------------------------------------------------------ showing it
    def fill_panel(self, panel: Panel) -> None:
        """The side panel while the computer plays (or the battle is over): what it does and the keys."""
        st = self.scene.controller.state
        if st.result is not None:
            self._result_panel(panel, st)
            return
        side = self.playing
        if side is None:
            return
        panel.titled(playing_words(st, side), side)
        about = self.opponents.describe(side)
        if about:
            panel.text(about, "dim", 13)
        panel.space(4)
        last = getattr(self.opponents, "last", "")
        if last:
            panel.text(f"Its last move: {last}", "", 13)
            panel.space(4)
        if self.paused:
            panel.text("Paused: it waits until you go on or ask for its next move.", "gold", 13)
        elif self.at_once:
            panel.text("Playing the rest of its turn at once.", "gold", 13)
        else:
            pace = "faster than your animation setting" if self.fast else "at your animation setting"
            panel.text(f"Playing {pace}.", "dim", 13)
        panel.space(4)
        panel.button(
            "pause",
            "Go on (Space)" if self.paused else "Pause (Space)",
            self.toggle_pause,
            key=pygame.K_SPACE,
            tooltip="Let it play on" if self.paused else "Stop after the move it is making",
            primary=True,
        )
        panel.button(
            "step",
            "Its next move (N)",
            self.next_move,
            key=pygame.K_n,
            tooltip="Let it make one move, then pause",
        )
        panel.button(
            "fast",
            "Usual speed (X)" if self.fast else "Faster (X)",
            self.toggle_fast,
            key=pygame.K_x,
            tooltip="Shorter pauses and animations for the computer's moves",
        )
        panel.button(
            "once",
            "The rest of its turn at once (Enter)",
            self.rest_at_once,
            key=pygame.K_RETURN,
            also=(pygame.K_KP_ENTER,),
            tooltip="No pauses and no animations until it hands the table back",
        )
        panel.space(4)
        panel.text(
            "Your controls come back when it has finished. Meanwhile you may zoom, pan and click a piece "
            "for its card.",
            "dim",
            12,
        )

    def _result_panel(self, panel: Panel, st: GameState) -> None:
        from game.ui.result import reason_words

        panel.heading("The battle is over")
        panel.text(f"{self._outcome(st)}. {reason_words(st)}", "", 13)
        again = bool(getattr(self.scene, "result_shown", False))
        if again:
            panel.text("The table as the battle ended. Esc leaves the battle.", "dim", 13)
        else:
            panel.text("The table stays as the battle ended for a moment; then the result follows.", "dim", 13)
        panel.button(
            "result",
            "The result again (Enter)" if again else "See the result (Enter)",
            self.see_result_now,
            key=pygame.K_RETURN,
            also=(pygame.K_KP_ENTER,),
            tooltip="Victory points, losses and what comes next",
            primary=True,
        )

    @staticmethod
    def _outcome(st: GameState) -> str:
        r = st.result
        assert r is not None
        return "A drawn battle" if r.winner is None else f"{st.sides[r.winner].name} win the battle"

    def banner_words(self) -> tuple[str, str] | None:
        """(the banner's line, its keys) while the computer plays or the battle has just ended."""
        st = self.scene.controller.state
        if st.result is not None:
            who = self._outcome(st)
            if getattr(self.scene, "result_shown", False):
                return f"Battle over: {who}", "Enter: the result again · Esc: leave the battle"
            return f"Battle over: {who}", "The result follows · Enter: see it now"
        side = self.playing
        if side is None:
            return None
        keys = KEYS_PAUSED if self.paused else KEYS_PLAYING
        return playing_words(st, side), keys

    def _place(self, box: pygame.Rect, table: pygame.Rect, top_gap: int, bottom_gap: int) -> pygame.Rect:
        """Where the banner goes: along the top or the bottom of the table or across its middle, centred or
        to a side, wherever the fewest pieces lie under it (the top centre when it is a tie): it must not
        hide the moves it announces, and the computer's own edge is often the top one."""
        spots = []
        for y_anchor in ("top", "bottom", "middle"):
            for x_anchor in ("centre", "left", "right"):
                r = box.copy()
                if y_anchor == "top":
                    r.top = table.y + top_gap
                elif y_anchor == "bottom":
                    r.bottom = table.bottom - bottom_gap
                else:
                    r.centery = table.centery
                if x_anchor == "centre":
                    r.centerx = table.centerx
                elif x_anchor == "left":
                    r.left = table.x + top_gap
                else:
                    r.right = table.right - top_gap
                spots.append(r)
        cam = getattr(self.scene, "camera", None)
        if cam is None:
            return spots[0]
        st = self.scene.controller.state
        key = (self.scene.controller.version, cam.key(), box.size, table.topleft, table.size)
        if self._placed is not None and self._placed[0] == key:
            return self._placed[1]
        points = [cam.to_screen(s.x, s.y) for u in st.live_units() if not u.off_table for s in u.stands]
        points += [cam.to_screen(c.x, c.y) for c in st.live_characters() if not c.off_table]
        # A margin round the banner: a piece just beside it is as hard to see as one under it.
        counts = [sum(1 for p in points if r.inflate(top_gap * 2, top_gap * 2).collidepoint(p)) for r in spots]
        best = counts.index(min(counts))
        # It stays put while its place is as good as any: a banner hopping at every move would distract.
        if self._spot < len(counts) and counts[self._spot] == counts[best]:
            best = self._spot
        self._spot = best
        self._placed = (key, spots[best])
        return spots[best]

    def draw(self, surface: pygame.Surface, table: pygame.Rect) -> None:
        """The banner over the table (its picture kept while its words, side and scale stay the same)."""
        words = self.banner_words()
        self.banner_rect = None
        if words is None:
            return
        m = metrics_of(self.scene)
        key = (words, self.playing, table.width, m.scale, palette.side_style(0).pattern)
        if self._banner is None or self._banner[0] != key:
            self._banner = (key, self._picture(words, self.playing, table.width, m))
        pic = self._banner[1]
        box = self._place(pic.get_rect(), table, m(10), m(40))
        surface.blit(pic, box.topleft)
        self.banner_rect = box

    @staticmethod
    def _picture(words: tuple[str, str], side: int | None, width: int, m: Any) -> pygame.Surface:
        line, keys = words
        head = fit(line, m.font(20), width - m(120), GOLD, bold=True)
        sub = fit(keys, m.font(13), width - m(60), palette.TEXT)
        shield = m(34) if side is not None else 0
        w = max(head.get_width() + shield, sub.get_width()) + m(32)
        h = head.get_height() + sub.get_height() + m(18)
        pic = pygame.Surface((w, h), pygame.SRCALPHA)
        box = pic.get_rect()
        pygame.draw.rect(pic, (16, 18, 24, 232), box, border_radius=m(8))
        pygame.draw.rect(pic, GOLD, box, 2, border_radius=m(8))
        x = (w - head.get_width() - shield) // 2
        y = m(7)
        if side is not None:
            palette.draw_shield(pic, side, pygame.FRect(x, y + m(2), m(20), m(24)))
            x += shield
        pic.blit(head, (x, y))
        text.blit_centred(pic, sub, (w // 2, y + head.get_height() + m(4) + sub.get_height() // 2))
        return pic
