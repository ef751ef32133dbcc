"""What a unit shoots with (digest 4.2, 4.7, 10.1, 10.2): range, attacks per stand and the special weapons.

Read from the profile: ``shots`` (attacks per stand), ``range_mm``, ``shooting`` ("8-4-2" for dice set by
range bands, "2+bounce" for a cannon) and the ``special`` identifiers: handgun, helblaster and steam_tank
make armour count one worse; cannon, stone_thrower and bolt_thrower allow no armour save; vision_360 lets
every edge look out.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.questions import COVER_STEP_LESS, LOBS_SHOTS, PIERCES_ARMOUR, SHOOTS_AT_CHARGERS, SHOTS_BY_RANGE
from game.core.state import GameState, Unit

MISSILE, CANNON, HELBLASTER, STONE_THROWER = "missile", "cannon", "helblaster", "stone_thrower"
BOLT_THROWER = "bolt_thrower"
# Attacks rolled afresh each time (the Flame Cannon's "2D6"): fired by the rule module that knows the weapon.
ROLLED = "rolled"
DEFAULT_RANGE_MM = 300
# Armour counts one worse against these weapons.
ARMOUR_PIERCING = ("handgun", "helblaster", "steam_tank", "gyrocopter", "waywatchers")
# No armour save at all against these.
NO_SAVES = ("cannon", "stone_thrower", "bolt_thrower")
# Sets a unit's attacks for this turn (e.g. a Steam Tank venting steam); 0 or absent: the profile's.
SHOTS_FLAG = "shots_override"
# A unit with this flag set may not shoot this turn (e.g. a stuck Steam Tank).
NO_SHOOTING_FLAG = "no_shooting"
# Until the end of the turn: the unit may shoot once more this phase (High Elf Heaven's Fire).
SHOOT_AGAIN = "shoot_again"
# Set while a unit fires its second volley of a phase: -1 to hit.
SECOND_VOLLEY = "second_volley"


@dataclass(frozen=True)
class Weapon:
    """A unit's shooting: kind, range, attacks per stand and how armour fares against it."""

    kind: str
    range_mm: int
    shots: int
    armour_worse: bool
    no_saves: bool
    all_round: bool
    # Dice by distance: ((up to mm, dice), ...), nearest band first (the Helblaster's 8-4-2).
    bands: tuple[tuple[int, int], ...] = ()
    # Steps of cover its targets lose (a cannon's ball, a Trebuchet's boulder): 1 counts fortified as defended.
    cover_shift: int = 0
    # Lobbed high as a stone thrower's, whatever the weapon (the Cathay Rocket Launcher).
    lobbed: bool = False
    # False for a weapon that may not stand and shoot though it lobs nothing blind (the Goblins' Doom Diver).
    chargers_ok: bool = True

    @property
    def at_chargers(self) -> bool:
        """Stone throwers lob too high to shoot at chargers; everything else may, unless its rule says not."""
        return self.kind != STONE_THROWER and not self.lobbed and self.chargers_ok

    @property
    def blind_fire(self) -> bool:
        return self.kind == STONE_THROWER or self.lobbed

    @property
    def rule(self) -> str:
        """The rule id that explains this weapon."""
        return {
            CANNON: "shooting.cannon",
            HELBLASTER: "shooting.helblaster",
            STONE_THROWER: "shooting.stone_thrower",
            BOLT_THROWER: "shooting.bolt_thrower",
        }.get(self.kind, "shooting")

    def dice_at(self, distance_mm: float) -> int:
        """Attack dice for one stand shooting at a target this far away."""
        if not self.bands:
            return self.shots
        for reach, n in self.bands:
            if distance_mm <= reach + 0.5:
                return n
        return 0


def _bands(text: str) -> tuple[tuple[int, int], ...]:
    # "8-4-2": 8 dice to 10 cm, 4 to 20 cm, 2 to 30 cm.
    parts = [int(p) for p in text.split("-") if p.strip().isdigit()]
    return tuple(((i + 1) * 100, n) for i, n in enumerate(parts))


def _missile_bands(state: GameState, unit: Unit, kind: str) -> tuple[tuple[int, int], ...]:
    # A bow whose volley grows at close range (the Dark Elves' repeating crossbow: 2 a stand to 15 cm, 1 to 30).
    return state.ruleset.ask(SHOTS_BY_RANGE, state, unit) if kind == MISSILE else ()


def weapon(state: GameState, unit: Unit) -> Weapon | None:
    """The unit's missile weapon, or None if it has no shooting attack."""
    prof = state.unit_profile(unit)
    if not prof.shots and not prof.shooting:
        return None
    shooting = prof.shooting or ""
    if prof.has("helblaster") or (shooting and "-" in shooting):
        kind = HELBLASTER
    elif prof.has("cannon"):
        kind = CANNON
    elif prof.has("stone_thrower"):
        kind = STONE_THROWER
    elif prof.has("bolt_thrower"):
        kind = BOLT_THROWER
    elif "D6" in shooting.upper():
        kind = ROLLED
    else:
        kind = MISSILE
    shots = prof.shots or 0
    if kind == ROLLED:
        # The attacks are rolled when it fires; what the odds reckon with is the average (2D6: 7).
        n = shooting.upper().split("D6", 1)[0]
        shots = 4 * (int(n) if n.isdigit() else 1) - (int(n) if n.isdigit() else 1) // 2
    elif not shots and shooting and shooting[0].isdigit() and "-" not in shooting:
        shots = int(shooting.split("+", 1)[0])
    override = unit.flags.get(SHOTS_FLAG, 0)
    if override:
        shots = override
    return Weapon(
        kind=kind,
        range_mm=prof.range_mm or DEFAULT_RANGE_MM,
        shots=shots,
        armour_worse=any(prof.has(s) for s in ARMOUR_PIERCING) or state.ruleset.ask(PIERCES_ARMOUR, state, unit),
        no_saves=any(prof.has(s) for s in NO_SAVES),
        all_round=prof.vision_360 or prof.has("all_round_vision"),
        bands=_bands(shooting) if kind == HELBLASTER and shooting else _missile_bands(state, unit, kind),
        cover_shift=1 if kind == CANNON else state.ruleset.ask(COVER_STEP_LESS, state, unit),
        lobbed=state.ruleset.ask(LOBS_SHOTS, state, unit),
        chargers_ok=state.ruleset.ask(SHOOTS_AT_CHARGERS, state, unit),
    )
