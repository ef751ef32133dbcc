"""Events of magic: a spell cast (or not), what it did, and effects that begin and end."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Event


@dataclass(frozen=True, kw_only=True)
class SpellCast(Event):
    """A Wizard tried a spell: the roll needed, what came up, and whether it works."""

    wizard: str
    wizard_name: str
    spell: str
    target: str = ""
    target_name: str = ""
    needed: int
    face: int
    success: bool
    why: str = ""

    def text(self) -> str:
        on = f" on {self.target_name}" if self.target_name else ""
        verdict = "it works" if self.success else "it fails"
        extra = f" ({self.why})" if self.why else ""
        return f"{self.wizard_name} casts {self.spell}{on}: needs {self.needed}+, rolls {self.face}, {verdict}{extra}"


@dataclass(frozen=True, kw_only=True)
class SpellLine(Event):
    """A spell drawn as a line: where it runs and which units lie under it, nearest first."""

    wizard: str
    wizard_name: str
    spell: str
    start: tuple[int, int]
    end: tuple[int, int]
    units: tuple[str, ...]
    unit_names: str
    stopped: str = ""

    def text(self) -> str:
        length = round(((self.end[0] - self.start[0]) ** 2 + (self.end[1] - self.start[1]) ** 2) ** 0.5)
        stop = f", stopped {self.stopped}" if self.stopped else ""
        who = self.unit_names or "nobody"
        return f"{self.spell} runs {length / 10:g} cm from {self.wizard_name}{stop}: under it {who}"


@dataclass(frozen=True, kw_only=True)
class SpellEffect(Event):
    """What a spell did to a unit (or why it did nothing to it)."""

    spell: str
    unit: str
    unit_name: str
    effect: str

    def text(self) -> str:
        return f"{self.spell}: {self.unit_name} {self.effect}"


@dataclass(frozen=True, kw_only=True)
class Teleported(Event):
    """A Wizard vanishes and reappears elsewhere, perhaps joining a unit."""

    wizard: str
    wizard_name: str
    pose: tuple[int, int, int]
    joined: str = ""
    joined_name: str = ""
    left: str = ""

    def text(self) -> str:
        where = f"beside {self.joined_name}, joining it" if self.joined else f"at ({self.pose[0]}, {self.pose[1]})"
        was = f", leaving {self.left}" if self.left else ""
        return f"{self.wizard_name} vanishes and reappears {where}{was}; he may try one more, different spell"


@dataclass(frozen=True, kw_only=True)
class EffectsEnded(Event):
    """Lasting effects that ran out as a new player turn began."""

    units: tuple[str, ...]
    what: str

    def text(self) -> str:
        return f"Effects end: {self.what}"
