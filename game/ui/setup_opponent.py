"""The solo set-up's opponent: the side the player commands, the computer's personality and its level.

Opponents are named ``personality:level`` (``cunning:hard``), or have no level at all (``random``,
``seeker``), as ``game.ai.agents.AGENTS`` lists them. The screen splits the name into two choices, personality and level, and shows each one's
sentence underneath, so a player knows what he is about to face before the battle starts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.ui import palette
from game.ui.doc import DocPane, Para
from game.ui.setup_model import SIDE_PLACES
from game.ui.widgets import Kit

if TYPE_CHECKING:
    from game.ui.setup_model import BattleSetup

RANDOM = "random"


def split_name(name: str) -> tuple[str, str]:
    """("cunning", "hard") from "cunning:hard"; ("random", "") from "random"."""
    base, _, level = name.partition(":")
    return base, level


class OpponentSection:
    """The widgets and the description of the computer's side, in the left column of the set-up."""

    def __init__(self, agents: dict[str, Any]) -> None:
        self.agents = agents
        self.pane: DocPane | None = None

    # ------------------------------------------------------------------ what is on offer
    def personalities(self) -> list[tuple[str, str]]:
        """(title, key) of each personality, in the registry's order."""
        out: dict[str, str] = {}
        for name, choice in self.agents.items():
            base, _ = split_name(name)
            # A registry title names the level too ("Cunning (Hard)"): the personality is the part before it.
            out.setdefault(base, "Random (sparring)" if base == RANDOM else _before_brackets(choice, base))
        return [(title, key) for key, title in out.items()]

    def levels(self) -> list[tuple[str, str]]:
        """(title, key) of each level, easiest first."""
        seen: dict[str, str] = {}
        for name, choice in self.agents.items():
            _, level = split_name(name)
            if level:
                seen.setdefault(level, _in_brackets(choice, level.title()))
        order = ["easy", "normal", "hard"]
        return sorted(((t, k) for k, t in seen.items()), key=lambda tk: order.index(tk[1]) if tk[1] in order else 9)

    # ------------------------------------------------------------------ choosing
    def levelless(self, base: str) -> bool:
        """Whether an opponent comes at one strength only (random, seeker): its name has no level."""
        return base == RANDOM or base in self.agents

    def choose_personality(self, model: BattleSetup, base: str) -> None:
        if self.levelless(base) or not self.levels():
            model.opponent = base
            return
        _, level = split_name(model.opponent or "")
        level = level or next((k for _, k in self.levels() if k == "normal"), self.levels()[0][1])
        model.opponent = f"{base}:{level}"

    def choose_level(self, model: BattleSetup, level: str) -> None:
        base, _ = split_name(model.opponent or "")
        if base and not self.levelless(base):
            model.opponent = f"{base}:{level}"

    def description(self, model: BattleSetup) -> list[Any]:
        choice = self.agents.get(model.opponent or "")
        words = getattr(choice, "description", "") if choice is not None else ""
        you, them = (SIDE_PLACES[i].split(" · ")[0] for i in (1 - model.ai_side, model.ai_side))
        names = [s.name for s in model.sides]
        out = [
            Para(
                f"You command {you} ({names[1 - model.ai_side]}); the computer commands {them} "
                f"({names[model.ai_side]}).",
                size=15,
            )
        ]
        if words:
            out.append(Para(words, size=15, colour=palette.TEXT_DIM))
        return out

    # ------------------------------------------------------------------ widgets
    def build(self, kit: Kit, rect: pygame.Rect, m: Any, model: BattleSetup, changed: Any) -> None:
        """The choices inside ``rect``; ``changed(layout)`` refreshes the scene after a choice."""
        x, y, w = rect.x, rect.y, rect.width
        half = (w - m(12)) // 2
        kit.label(pygame.Rect(x, y, w, m(28)), "Your opponent", object_id="#heading")
        y += m(34)
        kit.label(pygame.Rect(x, y, half, m(40)), "You command")

        def side(key: str) -> None:
            model.ai_side = 1 - int(key)
            changed(True)

        kit.dropdown(
            pygame.Rect(x + half + m(12), y, half, m(40)),
            [(SIDE_PLACES[i].split(" · ")[0], str(i)) for i in (0, 1)],
            str(1 - model.ai_side),
            side,
        )
        y += m(48)
        base, level = split_name(model.opponent or "")

        def personality(key: str) -> None:
            self.choose_personality(model, key)
            changed(True)

        def difficulty(key: str) -> None:
            self.choose_level(model, key)
            changed(False)

        kit.dropdown(pygame.Rect(x, y, half, m(40)), self.personalities(), base, personality)
        levels = self.levels()
        if levels:
            kit.dropdown(
                pygame.Rect(x + half + m(12), y, half, m(40)),
                levels,
                level or "normal",
                difficulty,
                enabled=not self.levelless(base),
            )
        y += m(48)
        self.pane = DocPane(pygame.Rect(x, y, w, max(m(60), rect.bottom - y)), m, self.description(model))

    def refresh(self, model: BattleSetup) -> None:
        if self.pane is not None:
            self.pane.set_blocks(self.description(model))


def _before_brackets(choice: Any, default: str) -> str:
    title = str(getattr(choice, "title", "") or default.title())
    return title.split(" (")[0]


def _in_brackets(choice: Any, default: str) -> str:
    title = str(getattr(choice, "title", ""))
    return title[title.find("(") + 1 : -1] if title.endswith(")") else default
