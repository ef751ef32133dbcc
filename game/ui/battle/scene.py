"""The battle screen: the table with its tools, the header with "Next step", the side panel, the components.

``BattleScene`` is a ``TableScene`` (same table view, leave-the-battle dialog and result hand-off) laid
out for play: the header names the turn, the side to play and the step; the side panel shows what the
current tool offers (the order planner, a ghost's verdict, character moves), the actions the rules
allow in steps without a tool of their own (each as a button, so a battle can always go on by mouse)
and the card of the selected piece. The dice tray, the log and the other components (see
``components.py``) are embedded when their modules exist. All input that changes the game goes
through ``BattleController``; the scene only reads the state.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.ai.opponent import SoloOpponents
from game.core import Action, Event, GameState
from game.replay.session import Session
from game.ui.battle import components, help_overlay, overlays, selection, side_panel
from game.ui.battle.animation import Slides
from game.ui.battle.blunder import BlunderClicks
from game.ui.battle.cards import Card, card_for, draw_floating
from game.ui.battle.characters import CharactersTool
from game.ui.battle.computer_turn import ComputerTurn
from game.ui.battle.controller import BattleController
from game.ui.battle.ghosts import MoveTool
from game.ui.battle.header import BattleHeader, proceed_status
from game.ui.battle.layout import BattleLayout, compute
from game.ui.battle.orders import OrdersTool
from game.ui.battle.panel import Panel
from game.ui.battle.ruler import Reach, Ruler
from game.ui.battle.sight_tool import SightCheck
from game.ui.battle.step_tools import StepTools
from game.ui.battle.tool import Tool, is_left_press
from game.ui.battle.view import BattleView
from game.ui.camera import Camera
from game.ui.picking import Target, pick
from game.ui.table_scene import TableScene
from game.ui.table_view import PAN_KEYS
from game.ui.widgets import Kit

VIEW_KEYS = frozenset({pygame.K_f, pygame.K_HOME, *PAN_KEYS})
WATCH_HINT = "Wheel: zoom · Right-drag or arrows: pan · F: fit · Esc: menu · F1: keys"


class BattleScene(TableScene):
    """A battle being played through ``session``."""

    design_size = (1200, 720)

    def __init__(self, session: Session) -> None:
        self.controller = BattleController(session)
        super().__init__(session.state, session)
        self.controller.listeners.append(self._after_action)
        self.lay: BattleLayout | None = None
        self.header = BattleHeader()
        self.header_kit: Kit | None = None
        self.panel_kit: Kit | None = None
        self.panel: Panel | None = None
        self.next_button: Any = None
        self.selected: Target | None = None
        self.highlighted: tuple[str, ...] = ()
        self.components: list[tuple[components.Slot, Any]] = []
        # Part of the screen built elsewhere: the dice tray, the log, hand-over, saving, pause, undo.
        self.aids: Any = None
        self._found: list[tuple[components.Slot, type]] | None = None
        self._legal: tuple[int, list[Action]] | None = None
        self._panel_stale = True
        # How many of a long list of actions are shown, for which version of the state.
        self._list: tuple[int, int] = (-1, side_panel.LIST_PAGE)
        self._card: tuple[object, Card | None] | None = None
        self._hover_card: tuple[object, Card | None] | None = None
        self.slides = Slides(session.state)
        self._sliding = False
        self.orders = OrdersTool(self)
        self.moves = MoveTool(self)
        self.blunder = BlunderClicks(self)
        self.characters = CharactersTool(self)
        # Deployment, shooting and magic, combat, the evade preview, and the markers of what actions did.
        self.steps = StepTools(self)
        # The computer's sides in a solo battle (none in hot-seat): they play through the controller.
        self.opponents = SoloOpponents.for_session(self.controller, session)
        # How the player follows them: banner, pause and speed keys, their turn's recap, the result's wait.
        self.computer = ComputerTurn(self, self.opponents)
        # Aids for any step: the ruler (hold R), the sight check (hold L), the selection's reach (C, M).
        self.ruler = Ruler(self)
        self.sight = SightCheck(self)
        self.reach = Reach(self)

    # ------------------------------------------------------------------ what the tools use
    @property
    def camera(self) -> Camera:
        assert self.view is not None
        return self.view.camera

    @property
    def confirm_commit(self) -> bool:
        return bool(self.app.settings.confirm_commit) if self.app is not None else True

    @property
    def uses_widgets(self) -> bool:
        return True

    @property
    def animating(self) -> bool:
        # A component that shows something for a while (a rolling die, a message) keeps the frames coming.
        if self.slides.active or self.steps.busy or (self.aids is not None and getattr(self.aids, "busy", False)):
            return True
        return any(getattr(c, "animating", False) or getattr(c, "busy", False) for _, c in self.components)

    def over_table(self, pos: tuple[int, int] | None) -> bool:
        return self.view is not None and self.view.over_table(pos)

    def pick(self, pos: tuple[int, int]) -> Target | None:
        x, y = self.camera.to_table(*pos)
        return pick(self.controller.state, x, y, slack=min(3.0, 2.0 / self.camera.scale))

    def select(self, target: Target | None) -> None:
        """Show ``target``'s card in the side panel (the caller rebuilds the panel)."""
        self.selected = target

    def reset_for_side(self, side: int, view: bool = True) -> None:
        """A player takes the table for ``side``: what the last player (or the computer) picked is put down,
        the side's General is the piece shown, and (``view``) the whole table is in view again."""
        st = self.controller.state
        general = st.general(side)
        on_table = general is not None and general.alive and not general.off_table
        self.selected = Target("character", general.id) if on_table and general is not None else None
        self.highlighted = ()
        self.orders.character, self.orders.group, self.orders.plan, self.orders.reactor = None, [], [], None
        self.moves.reset()
        if view and self.view is not None:
            self.view.camera.fit()
            self.view.hover = None
        self.refresh_panel()

    def highlight(self, ids: Any) -> None:
        """Outline these units and characters on the table (the log and the recap point at pieces)."""
        self.highlighted = tuple(ids)
        self.dirty = True

    def legal(self) -> list[Action]:
        """The rules' legal actions now (worked out once per change of the state)."""
        v = self.controller.version
        if self._legal is None or self._legal[0] != v:
            self._legal = (v, self.controller.state.legal_actions())
        return self._legal[1]

    def tool(self) -> Tool | None:
        """The tool for the step being played, or None (the list of actions then does it all)."""
        st = self.controller.state
        if st.result is not None or self.computer.hides_controls:
            # The computer is playing (or the battle is over): the human's tools wait.
            return None
        if st.phase != "command":
            return self.steps.tool()
        if st.command.blunder_choice is not None:
            return self.blunder
        if st.command.pending is not None:
            return self.moves
        if st.step in ("initiative", "orders"):
            return self.steps.command_tool(self.orders)
        if st.step == "characters":
            return self.characters
        return None

    # ------------------------------------------------------------------ building
    def build(self, kit: Kit, size: tuple[int, int]) -> None:
        if self._found is None:
            bundle = components.bundle()
            if bundle is not None:
                self._found = []
                self.aids = bundle(self)
                self.aids.attach()
            else:
                self._found = components.available()
        places = {slot.place for slot, _ in self._found} | ({"tray", "log"} if self.aids is not None else set())
        self.lay = lay = compute(size, self.m, tray="tray" in places, log="log" in places)
        if self.view is None:
            self.view = BattleView(self.controller.state, lay.table)
            self.view.hint = help_overlay.HINT
        else:
            self.view.set_rect(lay.table)
        self.view.set_text_px(self.m.font(12))
        if self.aids is not None:
            self.aids.layout(tray=lay.tray, log=lay.log, table=lay.table)
        else:
            components.embed(self, lay, self._found)
        # The widgets were all just torn down: the panel is rebuilt now, whatever was asked before.
        self._panel_stale = True
        self.rebuild_panel()

    def refresh_panel(self) -> None:
        """Ask for the header button and the side panel to be rebuilt (once, before the next frame).

        Several things may ask in one pass (a tool, then the controller's listener): widgets are made once.
        """
        self._panel_stale = True
        self.dirty = True

    def rebuild_panel(self) -> None:
        """Rebuild the header button and the side panel from the state and the tools, if asked to."""
        if not self._panel_stale:
            return
        if self.app is None or self.app.top is not self or self.lay is None:
            self.dirty = True
            return
        self._panel_stale = False
        for k in (self.header_kit, self.panel_kit):
            if k is not None:
                k.kill()
        m, lay, st = self.m, self.lay, self.controller.state
        self.header_kit = Kit(self.app.ui, m)
        self.panel_kit = Kit(self.app.ui, m)
        self.panel = Panel(lay.panel, m, self.panel_kit)
        self.dirty = True
        if self.view is not None:
            # Space pauses the computer while it plays: the corner's key line must not promise "next step".
            self.view.hint = WATCH_HINT if self.computer.hides_controls else help_overlay.HINT
        if self.computer.hides_controls:
            # No "Next step" and no tools while the computer plays: the panel says who plays and how to follow.
            self.next_button = None
            self.computer.fill_panel(self.panel)
            card = self.card()
            if card is not None:
                self.panel.y = max(self.panel.y, self.panel.rect.bottom - side_panel.card_height(lay.panel, m, card))
                side_panel.card_into(self.panel, card)
            return
        ok, why = proceed_status(st)
        self.next_button = self.header_kit.button(
            BattleHeader.button_rect(lay.header, m),
            "Next step",
            self.proceed,
            key=pygame.K_SPACE,
            show_key="tooltip",
            tooltip=why,
            enabled=ok,
            object_id="#primary",
        )
        self.sight.fill_panel(self.panel)
        side_panel.fill(self, self.panel)

    def card(self) -> Card | None:
        st = self.controller.state
        key = (self.controller.version, self.selected, self.orders.character)
        if self._card is None or self._card[0] != key:
            self._card = (key, card_for(st, self.selected, self.orders.character))
        return self._card[1]

    def hover_card(self, target: Target) -> Card | None:
        """The floating card of the piece under the pointer (kept until it or the state changes)."""
        key = (self.controller.version, target, self.orders.character)
        if self._hover_card is None or self._hover_card[0] != key:
            self._hover_card = (key, card_for(self.controller.state, target, self.orders.character))
        return self._hover_card[1]

    @property
    def list_limit(self) -> int:
        """How many listed actions get a button (a new state starts again at one page)."""
        version, limit = self._list
        return limit if version == self.controller.version else side_panel.LIST_PAGE

    def show_more(self) -> None:
        self._list = (self.controller.version, self.list_limit + side_panel.LIST_PAGE)
        self.refresh_panel()

    # ------------------------------------------------------------------ acting
    def proceed(self) -> None:
        if self.controller.proceed() is None:
            self.refresh_panel()  # refused: the panel shows why

    def act(self, action: Action) -> None:
        if self.controller.apply(action) is None:
            self.refresh_panel()

    def undo(self) -> None:
        self.controller.undo()
        self.refresh_panel()

    def _after_action(self, events: list[Event], state: GameState) -> None:
        # After an undo the session holds another state object: everything that shows it must follow.
        self.state = state
        speed = self.computer.animation_speed(self.app.settings.animation_speed if self.app is not None else "off")
        self.slides.follow(events, state, speed)
        self.computer.on_events(events, state)
        if self.view is not None:
            self.view.state = state
            self.view.hover = None
        if self.selected is not None and not _still_there(state, self.selected):
            self.selected = None
        for tool in (self.orders, self.moves, self.blunder, self.characters):
            tool.on_events(events)
        self.steps.on_events(events, state)
        self.refresh_panel()

    # ------------------------------------------------------------------ input
    def handle(self, e: pygame.event.Event) -> bool:
        if self.view is None:
            return False
        if e.type == pygame.MOUSEMOTION:
            # Follow the pointer even while a tool drags (it takes the motion): the hover must not go stale.
            self.view.pointer = e.pos
        if self.computer.refuses(e):
            return True
        if self._components_handle(e, first=True):
            return True
        # R and L are held while the left button measures or asks: they hear it before the tools do.
        if self.ruler.handle(e) or self.sight.handle(e):
            return True
        for k in (self.panel_kit, self.header_kit):
            if k is not None and k.dispatch(e):
                self.dirty = True
                return True
        tool = self.tool()
        if tool is not None and tool.handle(e):
            if e.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEBUTTONDOWN):
                self.view._update_hover()
            self.dirty = True
            return True
        if e.type == pygame.KEYDOWN and self._key(e):
            return True
        if self._components_handle(e, first=False):
            return True
        if self.aids is not None and self.aids.handle(e):
            self.dirty = True
            return True
        if e.type == pygame.KEYDOWN and e.key == pygame.K_z and e.mod & pygame.KMOD_CTRL:
            # Only reached when no undo component took the key.
            self.undo()
            return True
        if e.type in (pygame.KEYDOWN, pygame.KEYUP):
            return False
        if is_left_press(e) and self.over_table(e.pos):
            self.selected = self.pick(e.pos)
            self.refresh_panel()
            return True
        if e.type == pygame.MOUSEWHEEL and not self.over_table(self.view.pointer):
            return False
        self.view.handle(e)
        return True

    def _components_handle(self, e: pygame.event.Event, first: bool) -> bool:
        # The last drawn (topmost) hears first.
        for slot, comp in reversed(self.components):
            if slot.first == first and comp.handle(e):
                self.dirty = True
                return True
        return False

    def _key(self, e: pygame.event.Event) -> bool:
        assert self.view is not None
        for k in (self.panel_kit, self.header_kit):
            if k is not None and k.shortcut(e):
                self.dirty = True
                return True
        if e.key in VIEW_KEYS and not e.mod & pygame.KMOD_CTRL:
            # Ctrl+S is saving, not panning: it goes on to the saver.
            self.view.handle(e)
            return True
        if help_overlay.is_help_key(e):
            help_overlay.open_help(self)
            return True
        return self.reach.handle(e)

    def back(self) -> None:
        """Esc with nothing else to cancel: ask before leaving the battle."""
        self.leave()

    def on_exit(self) -> None:
        # Another screen opens over the battle: R or L may come up there, so they are let go of now.
        self.ruler.release()
        self.sight.release()
        super().on_exit()

    def update(self, dt: float) -> None:
        if self.computer.playing is not None and not self.computer.paused or self.computer.recap_due is not None:
            # The computer decides: keep the frames coming, one of its actions at a time, paced by the setting.
            self.dirty = True
        sliding = self.slides.active
        if self._sliding and not sliding:
            # The last frame of a slide shows the pieces where they stopped, not where they nearly were.
            self.dirty = True
        self._sliding = sliding
        speed = self.app.settings.animation_speed if self.app is not None else "off"
        self.computer.update(dt, speed, busy=sliding)
        self.rebuild_panel()
        for _, comp in self.components:
            step = getattr(comp, "update", None)
            if step is not None:
                step(dt)
        if self.controller.state.result is not None and not self.result_shown:
            # The finished battle stays in view until its last moves are seen; then the result screen.
            self.dirty = True
            if not self.computer.result_ready(busy=self.slides.active):
                return
        super().update(dt)

    # ------------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        if self.view is None or self.lay is None:
            return
        self.rebuild_panel()
        overlays.begin_frame(self.m.scale)
        st = self.controller.state
        tool = self.tool()
        # A tool that draws the ranges that matter in its step says so: the selection's move range would be noise.
        # The ranges asked for with C and M take its place.
        auto = not getattr(tool, "draws_ranges", False) and not self.reach.active
        under = [lambda surf: selection.under(self, surf)] if auto else []
        under.append(self.reach.under)
        over = [lambda surf: selection.over(self, surf), self.steps.draw_marks]
        if tool is not None:
            under.append(tool.under)
            over.append(tool.over)
        over += [self.sight.over, self.ruler.over]
        dragging = tool is not None and getattr(tool, "dragging", False)
        # While measuring or asking, no floating card covers the line.
        no_card = dragging or self.ruler.held or self.sight.held
        # Everything the picture under the tools' top layer depends on, so it is kept while that holds.
        key = (self.controller.version, id(tool), tool.under_key() if tool else None, self.selected, self.reach.key())
        moving = self.slides.moving()
        if moving:
            over.insert(0, lambda surf: self.slides.draw(surf, st, self.camera, self.view.artist))  # type: ignore[union-attr]
        self.view.draw_battle(surface, under, over, hover=not dragging, key=key, skip=moving)
        self.header.draw(surface, self.lay.header, st, self.m)
        if self.panel is not None:
            self.panel.draw(surface)
        self.computer.draw(surface, self.lay.table)
        for slot, comp in self.components:
            if slot.place != "overlay":
                comp.draw(surface)
        if self.aids is not None:
            self.aids.draw(surface)
        hover = self.view.hover
        if hover is not None and not no_card and self.view.over_table(self.view.pointer) and hover != self.selected:
            card = self.hover_card(hover)
            if card is not None and self.view.pointer is not None:
                draw_floating(surface, card, self.view.pointer, self.m, self.lay.table)
        for slot, comp in self.components:
            if slot.place == "overlay":
                comp.draw(surface)
        self._dirty = False


def _still_there(state: GameState, target: Target) -> bool:
    if target.kind == "unit":
        u = state.units.get(target.id)
        return u is not None and u.alive and not u.off_table
    if target.kind == "character":
        c = state.characters.get(target.id)
        return c is not None and c.alive and not c.off_table
    return True
