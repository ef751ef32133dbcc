"""The card that tells a combat round's result: each side's hits, supports, hits from before the fight, the
total, who won and by how much, the blows struck, and what must be decided next.

``RoundReport.from_events`` reads it from the round's events (``CombatRound``, ``Strike``,
``CombatResult``); ``card_picture`` draws it (cached), and the combat tool puts it over the table,
clear of the fight it tells about.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core import CombatResult, CombatRound, Event, GameState, Strike
from game.ui import palette, text
from game.ui.battle.paint import BAD, GOLD, GOOD, PANEL_BG, PANEL_EDGE, fit
from game.ui.doc import wrap
from game.ui.theme import Metrics

WIDTH = 430
MAX_STRIKES = 6


@dataclass(frozen=True)
class RoundReport:
    """One combat round as the card tells it."""

    round: int
    ids: tuple[str, ...]
    sides: tuple[str, str]
    units: tuple[str, str]
    hits: tuple[int, int]
    supports: tuple[int, int]
    carried: tuple[int, int]
    scores: tuple[int, int]
    winner: int | None
    difference: int
    wiped: tuple[bool, bool]
    strikes: tuple[str, ...]
    # A round between units of one side (a Giant gone wild and a friend): both wear that side's colours.
    friends: bool = False
    colours: tuple[int, int] = (0, 1)

    @classmethod
    def from_events(cls, events: list[Event], state: GameState | None = None) -> RoundReport | None:
        """The last round told in ``events``, or None if they tell none."""
        last = max((i for i, e in enumerate(events) if isinstance(e, CombatResult)), default=None)
        if last is None:
            return None
        res = events[last]
        assert isinstance(res, CombatResult)
        start = max((i for i, e in enumerate(events[:last]) if isinstance(e, CombatRound)), default=0)
        head = events[start] if isinstance(events[start], CombatRound) else None
        strikes = tuple(_strike_words(e) for e in events[start:last] if isinstance(e, Strike))
        units = (", ".join(head.side0), ", ".join(head.side1)) if isinstance(head, CombatRound) else ("", "")
        return cls(
            round=head.round if isinstance(head, CombatRound) else 1,
            ids=head.units if isinstance(head, CombatRound) else (),
            sides=res.side_names,
            units=units,
            hits=res.hits,
            supports=res.supports,
            carried=res.carried,
            scores=res.scores,
            winner=res.winner,
            difference=res.difference,
            wiped=res.wiped_out,
            strikes=strikes,
            friends=res.friends,
            colours=_colours(res, head, state),
        )

    @property
    def verdict(self) -> str:
        if self.winner is None:
            if all(self.wiped):
                return "Both sides are wiped out"
            return "A draw: both hold their ground; the fight ends" if self.friends else "A draw: both sides fall back"
        who = self.sides[self.winner]
        if self.friends:
            return f"{who} wins by {self.difference}; the fight ends"
        if self.wiped[1 - self.winner]:
            return f"{who} win: every enemy is destroyed"
        return f"{who} win by {self.difference}"


def _colours(res: CombatResult, head: Event | None, state: GameState | None) -> tuple[int, int]:
    """Whose colours each column wears: the sides, or between friends their one side."""
    if not res.friends or state is None or not isinstance(head, CombatRound) or not head.units:
        return (0, 1)
    side = state.units[head.units[0]].side
    return (side, side)


def _strike_words(e: Strike) -> str:
    struck = e.hits - e.saved
    saved = f", {e.saved} saved" if e.saved else ""
    return f"{e.unit_name} → {e.target_name}: {e.dice} dice at {e.to_hit}+, {e.hits} hits{saved}: {struck} struck"


_cache: dict[tuple[object, ...], pygame.Surface] = {}


def card_picture(report: RoundReport, next_words: str, m: Metrics) -> pygame.Surface:
    """The card drawn on a dark panel with a gold edge."""
    key = (report, next_words, m.scale, palette.side_style(0).pattern)
    pic = _cache.get(key)
    if pic is not None:
        return pic
    w = m(WIDTH)
    pad = m(12)
    # Two columns of numbers at the right, each wide enough for a side's name.
    col2 = w - pad - m(104)
    col1 = col2 - m(112)
    body = m.font(13)
    title = text.render(f"Combat result · round {report.round}", m.font(16), GOLD, True)
    lines: list[tuple[str, tuple[int, int], str]] = [
        ("Hits struck", report.hits, ""),
        ("Hits before the fight", report.carried, ""),
        ("Supporting stands", report.supports, ""),
        ("Total", report.scores, "total"),
    ]
    # Draw onto a tall scratch surface, then cut it to size.
    scratch = pygame.Surface((w, m(600)), pygame.SRCALPHA)
    y = pad
    scratch.blit(title, (pad, y))
    y += title.get_height() + m(6)
    for side in (0, 1):
        if report.units[side] and not report.friends:  # between friends the columns name the units
            img = fit(f"{report.sides[side]}: {report.units[side]}", body, w - 2 * pad - m(20), palette.TEXT_DIM)
            palette.draw_shield(scratch, side, pygame.FRect(pad, y + 1, m(11), m(14)))
            scratch.blit(img, (pad + m(16), y))
            y += img.get_height() + m(2)
    y += m(4)
    for side, x in ((0, col1), (1, col2)):
        name = fit(report.sides[side], body, m(88), palette.TEXT, True)
        palette.draw_shield(scratch, report.colours[side], pygame.FRect(x, y + 1, m(11), m(14)))
        scratch.blit(name, (x + m(15), y))
    y += m(20)
    for label, (a, b), style in lines:
        bold = style == "total"
        if bold:
            pygame.draw.line(scratch, PANEL_EDGE, (pad, y), (w - pad, y))
            y += m(3)
        img = text.render(label, body, palette.TEXT if bold else palette.TEXT_DIM, bold)
        scratch.blit(img, (pad, y))
        for value, x in ((a, col1), (b, col2)):
            v = text.render(str(value), m.font(15 if bold else 13), palette.TEXT, bold)
            scratch.blit(v, (x + m(15), y - (m(1) if bold else 0)))
        y += img.get_height() + m(3)
    y += m(4)
    colour = GOOD if report.winner is not None else GOLD
    verdict = text.render(report.verdict, m.font(17), colour, True)
    scratch.blit(verdict, (pad, y))
    y += verdict.get_height() + m(6)
    for s in report.strikes[:MAX_STRIKES]:
        img = fit(s, m.font(11), w - 2 * pad, palette.TEXT_DIM)
        scratch.blit(img, (pad, y))
        y += img.get_height() + m(1)
    if len(report.strikes) > MAX_STRIKES:
        more = text.render(f"… and {len(report.strikes) - MAX_STRIKES} more in the log", m.font(11), palette.TEXT_DIM)
        scratch.blit(more, (pad, y))
        y += more.get_height() + m(1)
    if next_words:
        y += m(4)
        # Wrapped, not cut: the keys at the end of the line are what the player needs to read.
        colour = BAD if "retreat" in next_words else GOLD
        for line in wrap(next_words, text.font(m.font(13), True), w - 2 * pad):
            img = text.render(line, m.font(13), colour, True)
            scratch.blit(img, (pad, y))
            y += img.get_height()
    rows_h = y + pad
    pic = pygame.Surface((w + 4, rows_h + 4), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, w, rows_h)
    pygame.draw.rect(pic, (0, 0, 0, 150), rect.move(4, 4), border_radius=m(8))
    pygame.draw.rect(pic, (*PANEL_BG, 246), rect, border_radius=m(8))
    pygame.draw.rect(pic, GOLD, rect, 2, border_radius=m(8))
    pic.blit(scratch, (0, 0), pygame.Rect(0, 0, w, rows_h))
    if len(_cache) > 20:
        _cache.clear()
    _cache[key] = pic
    return pic
