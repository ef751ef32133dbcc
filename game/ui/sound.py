"""The battle's sounds: dice, an order passing or failing, a charge, a fight, a unit destroyed.

Every sound is made here, from sine waves and a little noise, the first time it is needed: nothing is
recorded or borrowed, and no file has to ship. ``cue_for(events)`` names the one sound a batch of
events deserves (the weightiest: a unit destroyed drowns the dice that destroyed it); ``play`` plays
it at the player's volume unless sound is off.

The mixer starts on the first sound, not with the window: a machine with no audio device (or the
"dummy" driver of the tests) simply stays silent, and nothing is ever raised to the player.
"""

from __future__ import annotations

import math
from array import array
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import pygame

RATE = 22050
# The cues, weightiest first: one batch of events plays only the first that applies.
CUES = ("destroyed", "combat", "charge", "order_failed", "order_passed", "dice")
_ORDER_EVENTS = {
    "UnitDestroyed": "destroyed",
    "CharacterSlain": "destroyed",
    "CombatResult": "combat",
    "CombatRound": "combat",
    "Strike": "combat",
    "Charged": "charge",
    "OrderFailed": "order_failed",
    "Blunder": "order_failed",
    "OrderIssued": "order_passed",
    "DiceRolled": "dice",
}


def cue_for(events: Iterable[Any]) -> str | None:
    """The sound for a batch of events (from one action), or None if nothing in it makes a sound."""
    found = {_ORDER_EVENTS.get(type(e).__name__) for e in events}
    return next((c for c in CUES if c in found), None)


# ---------------------------------------------------------------------- making the sounds
class _Noise:
    """A small fixed noise source (a linear congruential generator): the same rattle every time."""

    def __init__(self, seed: int) -> None:
        self.x = seed

    def __call__(self) -> float:
        self.x = (self.x * 1103515245 + 12345) & 0x7FFFFFFF
        return self.x / 0x3FFFFFFF - 1.0


def _samples(seconds: float, fn: Callable[[float], float]) -> list[float]:
    return [fn(i / RATE) for i in range(int(seconds * RATE))]


def _tone(freqs: Sequence[float], seconds: float, decay: float, attack: float = 0.005) -> Callable[[float], float]:
    """Partials of equal weight, a quick attack and an exponential fade."""

    def f(t: float) -> float:
        env = min(1.0, t / attack) * math.exp(-t * decay)
        return env * sum(math.sin(2 * math.pi * fr * t) for fr in freqs) / len(freqs)

    return f


def _dice() -> list[float]:
    """Three or four dice knocking on a board: short noisy clicks at uneven gaps."""
    noise = _Noise(7)
    out = [0.0] * int(0.42 * RATE)
    for start, pitch in ((0.0, 900), (0.07, 1200), (0.16, 1000), (0.21, 1400), (0.3, 1100)):
        s = int(start * RATE)
        for i in range(int(0.05 * RATE)):
            t = i / RATE
            env = math.exp(-t * 90)
            v = env * (0.6 * noise() + 0.4 * math.sin(2 * math.pi * pitch * t))
            if s + i < len(out):
                out[s + i] += v * 0.8
    return out


def _order_passed() -> list[float]:
    """Two rising notes, bright: the order is on its way."""
    a = _samples(0.12, _tone((523.3, 1046.5), 0.12, 18))
    b = _samples(0.22, _tone((784.0, 1568.0), 0.22, 12))
    return a + b


def _order_failed() -> list[float]:
    """A low note sliding down: the unit does not stir."""

    def f(t: float) -> float:
        fr = 220 - 90 * t
        return min(1.0, t / 0.01) * math.exp(-t * 6) * (math.sin(2 * math.pi * fr * t) + 0.3 * math.sin(6 * math.pi * fr * t))

    return _samples(0.45, f)


def _charge() -> list[float]:
    """A horn call: a rising, reedy note (odd harmonics) that swells and holds."""

    def f(t: float) -> float:
        fr = 196 + 120 * min(t, 0.25)
        env = min(1.0, t / 0.06) * (1.0 if t < 0.45 else math.exp(-(t - 0.45) * 10))
        ph = 2 * math.pi * fr * t
        return env * (math.sin(ph) + 0.5 * math.sin(3 * ph) + 0.25 * math.sin(5 * ph)) / 1.75

    return _samples(0.7, f)


def _combat() -> list[float]:
    """Steel on steel: a noise burst with inharmonic ringing partials."""
    noise = _Noise(11)
    ring = _tone((1310.0, 1870.0, 2630.0, 3120.0), 0.5, 9, attack=0.001)
    return [0.5 * noise() * math.exp(-(i / RATE) * 40) + 0.6 * ring(i / RATE) for i in range(int(0.5 * RATE))]


def _destroyed() -> list[float]:
    """A heavy fall: a low thump and a fading rumble."""
    noise = _Noise(23)
    out = []
    level = 0.0
    for i in range(int(0.8 * RATE)):
        t = i / RATE
        # The rumble is noise smoothed down to its low part.
        level += (noise() - level) * 0.05
        thump = math.sin(2 * math.pi * (70 - 30 * t) * t) * math.exp(-t * 7)
        out.append(0.7 * thump + 1.6 * level * math.exp(-t * 4))
    return out


MAKERS: dict[str, Callable[[], list[float]]] = {
    "dice": _dice,
    "order_passed": _order_passed,
    "order_failed": _order_failed,
    "charge": _charge,
    "combat": _combat,
    "destroyed": _destroyed,
}


def pcm(samples: Sequence[float], peak: float = 0.7) -> bytes:
    """16-bit signed mono samples, normalised to ``peak`` of full scale, ends faded so nothing clicks."""
    top = max((abs(v) for v in samples), default=0.0) or 1.0
    n = len(samples)
    fade = min(200, n // 4)
    out = array("h")
    for i, v in enumerate(samples):
        edge = min(1.0, (i + 1) / fade, (n - i) / fade) if fade else 1.0
        out.append(int(max(-1.0, min(1.0, v / top * peak * edge)) * 32767))
    return out.tobytes()


# ---------------------------------------------------------------------- playing them
class SoundPlayer:
    """Plays the cues; silent for good once the mixer cannot start."""

    def __init__(self) -> None:
        self.available: bool | None = None  # None: not tried yet
        self._sounds: dict[str, Any] = {}
        self.played: list[str] = []  # every cue asked for with sound on (tests read it)

    def _start(self) -> bool:
        if self.available is None:
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init(RATE, -16, 1, 512)
                self.available = bool(pygame.mixer.get_init())
            except (pygame.error, NotImplementedError, OSError):
                self.available = False
        return self.available

    def sound(self, cue: str) -> Any:
        """The cue's ``pygame.mixer.Sound``, made on first use (None without a mixer)."""
        if not self._start():
            return None
        s = self._sounds.get(cue)
        if s is None:
            try:
                s = pygame.mixer.Sound(buffer=pcm(MAKERS[cue]()))
            except pygame.error:
                return None
            self._sounds[cue] = s
        return s

    def play(self, cue: str | None, volume: int, on: bool = True) -> bool:
        """Play ``cue`` at ``volume`` (0-100); True if it went to the mixer."""
        if cue is None or not on or volume <= 0:
            return False
        self.played.append(cue)
        s = self.sound(cue)
        if s is None:
            return False
        try:
            s.set_volume(max(0.0, min(1.0, volume / 100)))
            s.play()
        except pygame.error:
            return False
        return True


_player: SoundPlayer | None = None


def player() -> SoundPlayer:
    """The one player of the program."""
    global _player
    if _player is None:
        _player = SoundPlayer()
    return _player


def play(cue: str | None, settings: Any) -> bool:
    """Play ``cue`` as the player's settings say (``sound_on``, ``sound_volume``)."""
    if settings is None:
        return False
    return player().play(cue, int(getattr(settings, "sound_volume", 0)), bool(getattr(settings, "sound_on", False)))


def play_events(events: Iterable[Any], settings: Any) -> str | None:
    """Play the sound a batch of events deserves; returns its cue (or None)."""
    cue = cue_for(events)
    if cue is not None:
        play(cue, settings)
    return cue
