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

from game.ui import text as text_mod
from game.ui.theme import Metrics, font_bold, font_size

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

    full_label = ""

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

    def while_hovering(self, time_delta: float, mouse_pos: object) -> None:
        had = self.tool_tip is not None
        super().while_hovering(time_delta, mouse_pos)  # type: ignore[arg-type]
        if not had and self.tool_tip is not None:
            place_beside(self.tool_tip, self.rect, pygame.Rect((0, 0), self.ui_manager.get_root_container().rect.size))


TIP_GAP = 16


def place_beside(tip: UIElement, button: pygame.Rect, window: pygame.Rect) -> None:
    """Put a tooltip beside its button, towards the middle of the window, rather than under it.

    Under a button the tip covered what is written below it (a side panel's instructions, the next
    buttons); beside it, it covers the table or empty space. Where there is no room beside, it stays.
    """
    w, h = tip.rect.size
    left = button.centerx > window.centerx
    x = button.left - TIP_GAP - w if left else button.right + TIP_GAP
    if x < window.left or x + w > window.right:
        return
    y = min(max(window.top, button.top), window.bottom - h)
    tip.set_position((x, y))


def _border(el: UIElement) -> int:
    b = getattr(el, "border_width", 0) or 0
    return max(b.values(), default=0) if isinstance(b, dict) else int(b)


def text_room(el: UIElement) -> int:
    """How many px of words fit across a button or a label (its width less border and padding)."""
    pad = 0
    if isinstance(el, UIButton):
        # The theme's padding keeps left- or right-aligned words off the edge; centred words get a little air.
        centred = getattr(el, "text_horiz_alignment", "center") == "center"
        pad = 2 if centred else max(2, int(getattr(el, "text_horiz_alignment_padding", 0) or 0))
    return el.rect.width - 2 * _border(el) - 2 * pad


def words_width(el: UIElement, words: str) -> int:
    """The width in px of ``words`` in the element's own font (0 before it has one)."""
    font = getattr(el, "font", None)
    return font.get_rect(words).width if font is not None and words else 0


def shortened(el: UIElement, words: str, room: int) -> str:
    """``words`` cut at a word (or, failing that, a letter) and ended with an ellipsis to fit ``room`` px."""
    if words_width(el, words) <= room:
        return words
    head, _, last = words.rpartition(" ")
    if "/" in last.rstrip("/"):
        # A folder is told by its last parts: "Saved in …/warhost/saves" rather than "Saved in /home/…".
        parts = last.split("/")
        for n in range(1, len(parts)):
            tail = "…/" + "/".join(parts[n:])
            if words_width(el, f"{head} {tail}".lstrip()) <= room:
                return f"{head} {tail}".lstrip()
    cut = words
    while " " in cut:
        cut = cut.rsplit(" ", 1)[0].rstrip(" ·:,(-")
        if words_width(el, cut + "…") <= room:
            return cut + "…"
    cut = words
    while len(cut) > 1 and words_width(el, cut + "…") > room:
        cut = cut[:-1]
    # A word of one or two letters is left whole: an ellipsis would only make it longer.
    return cut.rstrip() + "…" if len(cut) < len(words) and len(words) > 2 else words


def _tip(first: str, rest: str | None) -> str:
    return f"{escape_html(first)}<br>{rest}" if rest else escape_html(first)


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
        if words_width(b, text) > text_room(b):
            # Too long for the box: the key goes to the tooltip first, then the words are cut, and the
            # tooltip says them in full. No button shows half a word hanging over its edge.
            room = text_room(b)
            if key is not None and show_key == "label":
                tip = f"{tooltip}  [key: {key_name(key, ctrl)}]" if tooltip else f"Key: {key_name(key, ctrl)}"
            short = shortened(b, label, room)
            b.set_text(short)
            b.set_tooltip(_tip(label, tip) if short != label else tip)
        # The words in full, whatever the button shows (tests and screens find a button by them).
        b.full_label = label
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
        # Made empty and given its words once they are known to fit: made with words too long, the label
        # would clip them (and say so) before they could be shortened.
        el = UILabel(
            rect, "", self.ui, container=container, object_id=ObjectID(object_id=object_id) if object_id else None
        )
        if words_width(el, text) > text_room(el):
            # Cut with an ellipsis rather than clipped mid-letter; the full words in a tooltip.
            el.set_text(shortened(el, text, text_room(el)))
            el.set_tooltip(escape_html(text))
        else:
            el.set_text(text)
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
        shown = getattr(el.current_state, "selected_option_button", None)
        if shown is not None and any(words_width(shown, lab) > text_room(shown) for lab, _ in opts):
            # A long name is cut with an ellipsis (the same in the open list), never clipped mid-letter.
            room = text_room(shown)
            opts = [(shortened(shown, lab, room), oid) for lab, oid in opts]
            start = next((o for o in opts if o[1] == selected), opts[0])
            el.kill()
            el = UIDropDownMenu(opts, start, rect, self.ui, container=container)
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

    def button_width(self, label: str, key: int | None = None, object_id: str | None = None) -> int:
        """The width (px) a button needs to show ``label`` and its key in full, before it is made."""
        words = f"{label}  ({key_name(key)})" if key is not None else label
        oid = object_id or "button"
        f = text_mod.font(font_size(oid, self.m.scale), font_bold(oid))
        return f.size(words)[0] + 2 * self.m(12) + 4

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

    def close_dropdowns(self) -> bool:
        """Fold any open drop-down of this kit; True if one was open."""
        closed = False
        for el in self.changes:
            if isinstance(el, UIDropDownMenu) and el.alive() and el.current_state is el.menu_states["expanded"]:
                el._close_dropdown_if_open()
                closed = True
        return closed

    def shortcut(self, e: pygame.event.Event) -> bool:
        """Press the button bound to this key, if it is enabled and shown; True if one was pressed.

        Esc with a drop-down open only folds it: the list was what the player meant to leave, not the screen.
        """
        if e.type != pygame.KEYDOWN:
            return False
        if e.key == pygame.K_ESCAPE and self.close_dropdowns():
            return True
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
