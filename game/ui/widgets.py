"""Building blocks for the menu screens on top of pygame_gui: buttons with shortcuts, and a kit that wires them.

A scene builds its widgets through a ``Kit``. The kit remembers what each widget does (a callback for a
button, a change handler for a drop-down or a text field) and which key presses which button, so a
scene never matches raw pygame_gui events itself. Rebuilding a scene is: kill the kit, make a new one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame
import pygame_gui
from pygame_gui.core import ObjectID, UIElement
from pygame_gui.elements import (
    UIButton,
    UIDropDownMenu,
    UILabel,
    UIPanel,
    UIScrollingContainer,
    UITextBox,
    UITextEntryLine,
)

from game.ui.theme import Metrics

Action = Callable[[], None]
Change = Callable[[str], None]
Container = pygame_gui.core.interfaces.IContainerLikeInterface | None

KEY_NAMES = {
    pygame.K_ESCAPE: "Esc",
    pygame.K_RETURN: "Enter",
    pygame.K_DELETE: "Del",
    pygame.K_PLUS: "+",
    pygame.K_MINUS: "−",
    pygame.K_EQUALS: "+",
}


def key_name(key: int, ctrl: bool = False) -> str:
    """How a shortcut reads on a button: "N", "Esc", "Ctrl+S"."""
    name = KEY_NAMES.get(key) or pygame.key.name(key).upper()
    return f"Ctrl+{name}" if ctrl else name


class Button(UIButton):
    """A button that still shows its tooltip while disabled, so a greyed choice can say why it is grey."""

    def can_hover(self) -> bool:
        if not self.is_enabled:
            return self.alive() and not self.held
        return super().can_hover()

    def on_hovered(self) -> None:
        if self.is_enabled:
            super().on_hovered()
        else:
            # Only start the tooltip clock: the disabled look must not change to the hover look.
            self.hover_time = 0.0

    def on_unhovered(self) -> None:
        if self.is_enabled:
            super().on_unhovered()
        elif self.tool_tip is not None:
            self.tool_tip.kill()
            self.tool_tip = None


def escape_html(s: str) -> str:
    """Text for a pygame_gui text box, which reads a little HTML."""
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\n", "<br>")


class Kit:
    """Makes widgets for one scene (or one dialog) and routes their events back to the scene."""

    def __init__(self, ui: pygame_gui.UIManager, m: Metrics) -> None:
        self.ui = ui
        self.m = m
        self.elements: list[UIElement] = []
        self.actions: dict[UIElement, Action] = {}
        self.changes: dict[UIElement, Change] = {}
        self.shortcuts: list[tuple[int, bool, UIButton, Action]] = []

    # ------------------------------------------------------------------ making widgets
    def _keep(self, el: UIElement, container: Container) -> UIElement:
        if container is None:
            self.elements.append(el)
        return el

    def button(
        self,
        rect: pygame.Rect,
        label: str,
        action: Action,
        *,
        key: int | None = None,
        ctrl: bool = False,
        also: Sequence[int] = (),
        show_key: str = "label",
        tooltip: str | None = None,
        enabled: bool = True,
        selected: bool = False,
        object_id: str | None = None,
        container: Container = None,
    ) -> Button:
        """A button running ``action``; ``key`` (and ``also``) press it too.

        ``show_key`` puts the shortcut in the label ("label"), at the end of the tooltip ("tooltip") or
        nowhere ("none", when the screen says it another way).
        """
        text = label
        tip = tooltip
        if key is not None and show_key == "label":
            text = f"{label}  ({key_name(key, ctrl)})"
        elif key is not None and show_key == "tooltip":
            tip = f"{tooltip}  [key: {key_name(key, ctrl)}]" if tooltip else f"Key: {key_name(key, ctrl)}"
        b = Button(
            rect,
            text,
            self.ui,
            container=container,
            tool_tip_text=tip,
            object_id=ObjectID(object_id=object_id) if object_id else None,
        )
        if not enabled:
            b.disable()
        if selected:
            b.select()
        self.actions[b] = action
        for k in (key, *also):
            if k is not None:
                self.shortcuts.append((k, ctrl, b, action))
        self._keep(b, container)
        return b

    def label(self, rect: pygame.Rect, text: str, object_id: str | None = None, container: Container = None) -> UILabel:
        el = UILabel(
            rect, text, self.ui, container=container, object_id=ObjectID(object_id=object_id) if object_id else None
        )
        self._keep(el, container)
        return el

    def textbox(
        self, rect: pygame.Rect, text: str, object_id: str | None = None, container: Container = None
    ) -> UITextBox:
        el = UITextBox(
            escape_html(text),
            rect,
            self.ui,
            container=container,
            object_id=ObjectID(object_id=object_id) if object_id else None,
        )
        self._keep(el, container)
        return el

    def panel(
        self, rect: pygame.Rect, object_id: str | None = None, container: Container = None, layer: int = 1
    ) -> UIPanel:
        el = UIPanel(
            rect,
            starting_height=layer,
            manager=self.ui,
            container=container,
            object_id=ObjectID(object_id=object_id) if object_id else None,
        )
        self._keep(el, container)
        return el

    def scroller(self, rect: pygame.Rect, inner_height: int, container: Container = None) -> UIScrollingContainer:
        """A vertically scrolling area whose content is ``inner_height`` px tall."""
        el = UIScrollingContainer(rect, self.ui, container=container, allow_scroll_x=False)
        el.set_scrollable_area_dimensions((rect.width - self.m(20), max(inner_height, 1)))
        self._keep(el, container)
        return el

    def dropdown(
        self,
        rect: pygame.Rect,
        options: Sequence[tuple[str, str]],
        selected: str,
        on_change: Change,
        container: Container = None,
        enabled: bool = True,
    ) -> UIDropDownMenu:
        """A drop-down of (label, id) options; ``on_change`` gets the chosen id."""
        opts = [(lab, oid) for lab, oid in options]
        start = next((o for o in opts if o[1] == selected), opts[0] if opts else ("", ""))
        el = UIDropDownMenu(opts or [("", "")], start, rect, self.ui, container=container)
        if not enabled:
            el.disable()
        self.changes[el] = on_change
        self._keep(el, container)
        return el

    def entry(
        self,
        rect: pygame.Rect,
        text: str,
        on_change: Change,
        container: Container = None,
        placeholder: str = "",
        max_length: int = 60,
        allowed: str | None = None,
    ) -> UITextEntryLine:
        el = UITextEntryLine(rect, self.ui, container=container, placeholder_text=placeholder or None)
        el.set_text_length_limit(max_length)
        if allowed == "numbers":
            el.set_allowed_characters("numbers")
        el.set_text(text)
        self.changes[el] = on_change
        self._keep(el, container)
        return el

    # ------------------------------------------------------------------ events
    def dispatch(self, e: pygame.event.Event) -> bool:
        """Run the callback behind a pygame_gui event from one of this kit's widgets; True if it was ours."""
        el = getattr(e, "ui_element", None)
        if el is None:
            return False
        if e.type == pygame_gui.UI_BUTTON_PRESSED and el in self.actions:
            if el.is_enabled:
                self.actions[el]()
            return True
        if e.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and el in self.changes:
            self.changes[el](getattr(e, "selected_option_id", e.text))
            return True
        if e.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and el in self.changes:
            self.changes[el](e.text)
            return True
        return False

    def shortcut(self, e: pygame.event.Event) -> bool:
        """Press the button bound to this key, if it is enabled and shown; True if one was pressed."""
        if e.type != pygame.KEYDOWN:
            return False
        ctrl = bool(getattr(e, "mod", 0) & pygame.KMOD_CTRL)
        for k, needs_ctrl, button, action in self.shortcuts:
            if k == e.key and needs_ctrl == ctrl and button.alive() and button.is_enabled and button.visible:
                action()
                return True
        return False

    def kill(self) -> None:
        for el in self.elements:
            el.kill()
        self.elements.clear()
        self.actions.clear()
        self.changes.clear()
        self.shortcuts.clear()
