"""The shooting module's options: the digest's alternative readings a game may choose."""

from __future__ import annotations

from dataclasses import dataclass

CHOICES = ("always", "never")


@dataclass(frozen=True)
class ShootingOptions:
    """``stand_and_shoot``: "always" (charged units shoot at their chargers, digest 4.8) or "never"."""

    stand_and_shoot: str = "always"

    def problems(self) -> list[str]:
        if self.stand_and_shoot not in CHOICES:
            return [f"stand_and_shoot must be always or never, got {self.stand_and_shoot!r}"]
        return []
