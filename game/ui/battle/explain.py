"""A roll explains itself: what it was for, what it needed, every modifier with the rule behind it, the dice,
the total, the outcome and, for an order, the chance it had.

``explain_blocks`` is the card's text as plain data (tests read it); ``ExplainScene`` shows the card over
the battle with the dice drawn large. Esc, the Close button or a click outside the card closes it.
"""

from __future__ import annotations

from fractions import Fraction

import pygame

from game.core import DiceRolled, Event, explain, odds
from game.ui import palette, text
from game.ui.battle.dice_art import dice_strip
from game.ui.battle.log_kinds import is_opposed, opposed_faces
from game.ui.battle.overlay import OverlayScene
from game.ui.doc import BAD, GOLD, GOOD, Block, Column, DocPane, Heading, Para, Table, plain_text, wrap
from game.ui.widgets import Kit

ORDER_RULE = "command.order"
TICK = "✓"
CROSS = "✗"


def is_order_roll(roll: DiceRolled) -> bool:
    """A Command test: 2D6 against the character's Command, equal or under passes."""
    return roll.rule == ORDER_RULE or roll.rule.startswith(ORDER_RULE + ".")


def die_looks(roll: DiceRolled) -> tuple[str, ...]:
    """How each die is drawn: "counted" (scored against the target), "dim" (missed) or "plain"."""
    if roll.target is None or is_order_roll(roll):
        return tuple("plain" for _ in roll.faces)
    return tuple("counted" if f >= roll.target else "dim" for f in roll.faces)


def per_die_chance(target: int, sides: int = 6) -> Fraction:
    """Chance one die scores ``target`` or more."""
    return Fraction(max(0, min(sides, sides + 1 - target)), sides)


def order_chance(roll: DiceRolled) -> Fraction | None:
    """The chance an order roll had of passing (None for other rolls)."""
    if not is_order_roll(roll) or roll.target is None:
        return None
    return odds.order_passes(roll.target)


def percent(p: Fraction) -> str:
    v = float(p) * 100
    if 0 < v < 1:
        return "under 1 %"
    if 99 < v < 100:
        return "over 99 %"
    return f"{round(v)} %"


def result_word(roll: DiceRolled) -> str:
    """The outcome as the tray shows it: "passes", "fails", "3 hits", "2 saved"..."""
    if roll.outcome:
        return roll.outcome
    if roll.success is True:
        return "succeeds"
    if roll.success is False:
        return "fails"
    return f"rolled {roll.total if roll.total is not None else sum(roll.faces)}"


def success_mark(roll: DiceRolled) -> str:
    """A tick or a cross for a roll that passed or failed (words and shape, not only colour)."""
    if roll.success is True:
        return TICK
    if roll.success is False:
        return CROSS
    return ""


def dice_words(n: int, sides: int) -> str:
    if n == 1:
        return f"one D{sides}"
    return f"{n}D{sides}"


def target_words(roll: DiceRolled) -> str:
    """What the roll needed, in a sentence."""
    if roll.target is None and is_opposed(roll):
        return "No number to beat: each side rolls one die and the higher wins; a tie rolls again."
    if roll.target is None:
        # Only the rule (below) says what such dice mean: there is no table on this card to point to.
        return f"No number to beat: {dice_words(len(roll.faces), roll.sides)}, read as the rule below says."
    if is_order_roll(roll):
        return f"Needs {roll.target} or less on {dice_words(len(roll.faces), roll.sides)}. A double six always fails."
    each = " on each die" if len(roll.faces) > 1 else ""
    return f"Needs {roll.target} or more{each}."


def faces_words(roll: DiceRolled, names: tuple[str, str] | None = None) -> str:
    if is_opposed(roll):
        # Two dice compared, never added: say whose die was whose.
        if names is not None:
            return f"Rolled {opposed_faces(roll, names)}"
        return f"Rolled {roll.faces[0]} (first side) against {roll.faces[1]} (second side)"
    faces = " + ".join(str(f) for f in roll.faces) or "no dice"
    if is_order_roll(roll) and len(roll.faces) > 1:
        total = roll.total if roll.total is not None else sum(roll.faces)
        return f"Rolled {faces} = {total}"
    if roll.target is not None and len(roll.faces) > 1:
        scored = sum(1 for f in roll.faces if f >= roll.target)
        return f"Rolled {', '.join(str(f) for f in roll.faces)}: {scored} of {len(roll.faces)} scored {roll.target}+"
    if roll.total is not None and len(roll.faces) > 1:
        return f"Rolled {faces} (counts as {roll.total})"
    return f"Rolled {', '.join(str(f) for f in roll.faces) or 'no dice'}"


def modifier_rows(roll: DiceRolled) -> tuple[tuple[str, str, str], ...]:
    """(value, what, rule: explanation) for each modifier."""
    rows = []
    for m in roll.modifiers:
        title, line = explain(m.rule)
        rows.append((f"{m.value:+d}".replace("-", "−"), m.label, f"{title}: {line}" if line else title))
    return tuple(rows)


def explain_blocks(
    roll: DiceRolled,
    side_name: str | None = None,
    follow: Event | None = None,
    names: tuple[str, str] | None = None,
) -> list[Block]:
    """The card's text below the dice."""
    blocks: list[Block] = []
    who = f"Rolled by {side_name}." if side_name else "A roll for the whole battle."
    blocks.append(Para(who, colour=palette.TEXT_DIM, size=15))
    blocks.append(Heading("What it needed", 3))
    base: str | None = None
    command = getattr(follow, "command", None)
    if is_order_roll(roll) and isinstance(command, int):
        base = f"The character's Command is {command}."
    blocks.append(Para(" ".join(p for p in (base, target_words(roll)) if p), size=16))
    if roll.modifiers:
        blocks.append(
            Table(
                (Column("Modifier", "right"), Column("Because"), Column("Rule", wrap=True)),
                modifier_rows(roll),
                size=14,
            )
        )
        total = sum(m.value for m in roll.modifiers)
        if is_order_roll(roll) and isinstance(command, int):
            blocks.append(
                Para(f"Command {command} {total:+d} = {roll.target}: the number to roll.".replace("-", "−"), size=15)
            )
    elif roll.target is not None:
        blocks.append(Para("No modifiers applied.", colour=palette.TEXT_DIM, size=15))
    blocks.append(Heading("The dice", 3))
    mark = success_mark(roll)
    colour = GOOD if roll.success is True else BAD if roll.success is False else palette.TEXT
    blocks.append(
        Para(f"{faces_words(roll, names)}: {result_word(roll)} {mark}".rstrip(), colour=colour, size=17, bold=True)
    )
    chance = order_chance(roll)
    if chance is not None:
        blocks.append(
            Para(
                f"Chance it had: {percent(chance)} ({int(chance * 36)} of the 36 ways two dice can fall).",
                size=15,
            )
        )
    elif roll.target is not None and roll.sides == 6:
        p = per_die_chance(roll.target)
        blocks.append(Para(f"Each die had a {percent(p)} chance of scoring {roll.target} or more.", size=15))
    title, line = explain(roll.rule) if roll.rule else ("", "")
    if title:
        blocks.append(Heading(f"The rule: {title}", 3))
        if line:
            blocks.append(Para(line, size=15))
    if follow is not None:
        blocks.append(Heading("What happened", 3))
        blocks.append(Para(follow.text(), size=15))
    return blocks


class ExplainScene(OverlayScene):
    """The explanation card of one roll, over the battle."""

    title = "A roll explained"

    def __init__(
        self,
        roll: DiceRolled,
        side_name: str | None = None,
        follow: Event | None = None,
        backdrop: pygame.Surface | None = None,
        names: tuple[str, str] | None = None,
    ) -> None:
        super().__init__(backdrop)
        self.roll = roll
        self.side_name = side_name
        self.follow = follow
        self.blocks = explain_blocks(roll, side_name, follow, names)
        self.pane: DocPane | None = None
        self.title_lines: list[pygame.Surface] = []
        self.dice_img: pygame.Surface | None = None

    @property
    def text(self) -> str:
        """Everything the card says, for tests."""
        return self.roll.purpose + "\n" + plain_text(self.blocks)

    def build(self, kit: Kit, size: tuple[int, int]) -> None:
        m = self.m
        w, h = size
        cw = min(w - m(40), m(760))
        pad = m(24)
        inner = cw - 2 * pad
        f = text.font(m.font(22), True)
        self.title_lines = [f.render(ln, True, GOLD) for ln in wrap(self.roll.purpose, f, inner - m(30))]
        title_h = sum(i.get_height() for i in self.title_lines)
        die = m(56) if len(self.roll.faces) <= 8 else m(38)
        per_row = max(1, (inner + die // 6) // (die + max(2, die // 6)))
        self.dice_img = dice_strip(self.roll.faces, die, die_looks(self.roll), limit=per_row)
        probe = DocPane(pygame.Rect(0, 0, inner, 10), m, self.blocks)
        doc_h = probe.surface.get_height() if probe.surface is not None else 0
        bh = m(44)
        head = pad + title_h + m(14) + die + m(16)
        ch = min(h - m(40), head + doc_h + m(12) + bh + pad)
        self.card = pygame.Rect((w - cw) // 2, (h - ch) // 2, cw, ch)
        doc_rect = pygame.Rect(self.card.x + pad, self.card.y + head, inner, ch - head - bh - pad - m(12))
        self.pane = DocPane(doc_rect, m, self.blocks)
        kit.button(
            pygame.Rect(self.card.right - pad - m(200), self.card.bottom - pad - bh, m(200), bh),
            "Close",
            self.close,
            key=pygame.K_ESCAPE,
            object_id="#primary",
        )

    def handle(self, e: pygame.event.Event) -> bool:
        if self.pane is not None and self.pane.handle(e, self.app.pointer if self.app else None):
            self.dirty = True
            return True
        return super().handle(e)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        m = self.m
        x, y = self.card.x + m(24), self.card.y + m(24)
        if self.side_name is not None and self.roll.side is not None:
            palette.draw_shield(surface, self.roll.side, pygame.FRect(self.card.right - m(48), y, m(22), m(26)))
        for img in self.title_lines:
            surface.blit(img, (x, y))
            y += img.get_height()
        y += m(14)
        if self.dice_img is not None:
            surface.blit(self.dice_img, (x, y))
        if self.pane is not None:
            self.pane.draw(surface)
