"""The dice protocol: every die in the game comes through here.

Rules code asks ``dice.roll(count, sides, purpose)`` and gets the faces back. The driver owns a
``SeededDice``; tests and demos use ``ScriptedDice``, which fails loudly when it runs out and can
assert that nothing was left over. ``RecordingDice`` wraps any source and keeps the faces each
action consumed, which is what the command log stores.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Protocol


class DiceError(ValueError):
    """Raised when scripted dice run out, are left over, or cannot give the face asked for."""


class Dice(Protocol):
    """Anything that can roll dice for the rules."""

    def roll(self, count: int, sides: int, purpose: str) -> tuple[int, ...]:
        """Roll ``count`` dice of ``sides`` faces for ``purpose`` (a rule name) and return the faces."""
        ...


class SeededDice:
    """Dice from a seeded pseudo-random source, so a seed repeats a game exactly."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    def roll(self, count: int, sides: int, purpose: str) -> tuple[int, ...]:
        return tuple(self._rng.randint(1, sides) for _ in range(count))

    def getstate(self) -> object:
        return self._rng.getstate()

    def setstate(self, state: object) -> None:
        self._rng.setstate(state)  # type: ignore[arg-type]

    def __repr__(self) -> str:
        return f"SeededDice({self.seed})"


class ScriptedDice:
    """Dice that give exactly the faces a test or demo scripted, in order.

    Rolling past the end raises ``DiceError`` naming the purpose, and ``assert_consumed`` raises if
    faces remain, so a test knows its script matched the rules exactly.
    """

    def __init__(self, faces: Iterable[int]) -> None:
        self.faces = list(faces)
        self.position = 0
        self.rolls: list[tuple[str, tuple[int, ...]]] = []

    def roll(self, count: int, sides: int, purpose: str) -> tuple[int, ...]:
        if self.position + count > len(self.faces):
            left = self.faces[self.position :]
            raise DiceError(f"scripted dice exhausted: {purpose} needs {count} D{sides}, only {len(left)} left {left}")
        out = tuple(self.faces[self.position : self.position + count])
        for f in out:
            if not 1 <= f <= sides:
                raise DiceError(f"scripted face {f} is not a D{sides} face ({purpose})")
        self.position += count
        self.rolls.append((purpose, out))
        return out

    @property
    def remaining(self) -> list[int]:
        return self.faces[self.position :]

    def assert_consumed(self) -> None:
        if self.remaining:
            raise DiceError(f"{len(self.remaining)} scripted dice left over: {self.remaining}")

    def __repr__(self) -> str:
        return f"ScriptedDice({self.faces!r})"


class RecordingDice:
    """Wraps a dice source and records every face rolled since the last ``take()``."""

    def __init__(self, inner: Dice) -> None:
        self.inner = inner
        self._faces: list[int] = []

    def roll(self, count: int, sides: int, purpose: str) -> tuple[int, ...]:
        out = self.inner.roll(count, sides, purpose)
        self._faces.extend(out)
        return out

    def take(self) -> list[int]:
        """The faces rolled since the last call, and forget them."""
        out, self._faces = self._faces, []
        return out


def d3(face: int) -> int:
    """A D3 is a D6 halved, rounding up (digest 0)."""
    return (face + 1) // 2
