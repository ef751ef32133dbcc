"""Events of the Shooting phase (and of shooting at chargers in the enemy's Command phase)."""

from __future__ import annotations

from dataclasses import dataclass

from game.core.events import Event, Modifier


def faces_text(faces: tuple[int, ...]) -> str:
    return ", ".join(str(f) for f in faces)


def _hits(n: int) -> str:
    return f"{n} hit{'s' if n != 1 else ''}"


def _dice(n: int) -> str:
    return f"{n} {'die' if n == 1 else 'dice'}"


def _mods(mods: tuple[Modifier, ...]) -> str:
    return f" ({', '.join(str(m) for m in mods)})" if mods else ""


@dataclass(frozen=True, kw_only=True)
class ShotFired(Event):
    """A unit (or some of its stands) shoots at a target unit."""

    unit: str
    unit_name: str
    target: str
    target_name: str
    stands: int
    attacks: int
    blind: bool = False
    at_chargers: bool = False
    split: bool = False

    def text(self) -> str:
        who = f"{self.stands} stand{'s' if self.stands != 1 else ''}"
        if self.split:
            who = f"stand by stand, {who}"
        verb = "shoots blind at" if self.blind else "shoots at"
        if self.at_chargers:
            verb = "stands and shoots at the charging"
        return f"{self.unit_name} {verb} {self.target_name} ({who}, {_dice(self.attacks)})"


@dataclass(frozen=True, kw_only=True)
class HitsScored(Event):
    """One batch of attacks told in full: dice to hit, hits, saves and the hits that stand."""

    unit: str
    unit_name: str
    by: str
    by_name: str
    how: str
    attacks: int
    to_hit: int
    modifiers: tuple[Modifier, ...]
    hit_faces: tuple[int, ...]
    hits: int
    save: int | None
    save_modifiers: tuple[Modifier, ...]
    save_faces: tuple[int, ...]
    saved: int
    struck: int
    note: str = ""

    def text(self) -> str:
        if self.hit_faces:
            line = (
                f"{self.unit_name} takes {_dice(self.attacks)} from {self.by_name}, needing {self.to_hit}+"
                f"{_mods(self.modifiers)}: rolled {faces_text(self.hit_faces)}, {_hits(self.hits)}"
            )
        else:
            line = f"{self.unit_name} takes {_hits(self.hits)} from {self.by_name} without a roll"
        if self.save_faces:
            line += (
                f"; saves on {self.save}+{_mods(self.save_modifiers)}: rolled {faces_text(self.save_faces)}, "
                f"{self.saved} saved"
            )
        elif self.note:
            line += f" ({self.note})"
        if self.hits:
            line += f": {_hits(self.struck)} struck"
        return line


@dataclass(frozen=True, kw_only=True)
class Misfire(Event):
    """A Helblaster volley with three or more 1s: no hits, or the gun blows up."""

    unit: str
    unit_name: str
    faces: tuple[int, ...]
    ones: int
    result: str

    def text(self) -> str:
        return f"{self.unit_name} rolls {faces_text(self.faces)}: {self.ones} ones, {self.result}"


@dataclass(frozen=True, kw_only=True)
class CannonBall(Event):
    """A cannon ball's flight: where it struck, where it stopped, and how many stands of each unit it crossed."""

    unit: str
    unit_name: str
    start: tuple[int, int]
    end: tuple[int, int]
    struck: tuple[tuple[str, str, int], ...]

    def text(self) -> str:
        parts = [f"{n} stand{'s' if n != 1 else ''} of {name}" for _, name, n in self.struck]
        return f"{self.unit_name}: the ball strikes and bounces 5 cm on through {', '.join(parts)}"


@dataclass(frozen=True, kw_only=True)
class HitsCarried(Event):
    """Hits on an engaged unit (or a charger) that count in the first round of its combat."""

    unit: str
    unit_name: str
    hits: int
    why: str

    def text(self) -> str:
        verb = "counts" if self.hits == 1 else "count"
        return f"{self.unit_name}: {_hits(self.hits)} {verb} in the first round of combat ({self.why})"


@dataclass(frozen=True, kw_only=True)
class DrivenBack(Event):
    """A unit driven back by shooting: how far the dice said, how far it went, and what stopped it."""

    unit: str
    unit_name: str
    away_from: str
    away_from_name: str
    distance: int
    moved: int
    poses: tuple[tuple[int, int, int], ...]
    stopped: str = ""

    def text(self) -> str:
        line = f"{self.unit_name} is driven back {self.distance / 10:g} cm away from {self.away_from_name}"
        if self.stopped:
            line += f", but stops after {self.moved / 10:g} cm: {self.stopped}"
        return line


@dataclass(frozen=True, kw_only=True)
class DriveBackSkipped(Event):
    """A unit hit by shooting that is not driven back, and why."""

    unit: str
    unit_name: str
    reason: str

    def text(self) -> str:
        return f"{self.unit_name} is not driven back: {self.reason}"


@dataclass(frozen=True, kw_only=True)
class OddHitsDiscarded(Event):
    """Hits short of a whole stand are forgotten once the drive backs are done."""

    units: tuple[str, ...]
    unit_names: str

    def text(self) -> str:
        return f"Hits short of a whole stand are discarded ({self.unit_names})"
