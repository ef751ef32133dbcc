"""The game state: plain dataclasses keyed by stable ids, with one canonical serialisation.

``GameState.to_dict()`` is the single serialiser: saves, ``--json`` dumps, equality of states
after a round trip and ``state_hash()`` all come from it. Collections are dicts keyed by id and are
always iterated in sorted-id order so two processes see the same game identically.

The state answers ``legal_actions()``, ``check(action)`` and ``apply(action, dice)``; the rules
themselves live in the rule modules of the game's ruleset (``state.ruleset``), walked by
``game.core.engine``.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field, fields, replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from game.core.profiles import ArmyList, CharacterProfile, MountProfile, UnitProfile

if TYPE_CHECKING:
    from game.core.actions import Action
    from game.core.dice import Dice
    from game.core.events import Event
    from game.core.ruleset import Ruleset

STATE_FORMAT = 1
# The flag of a unit or character that changed sides: the side whose army list it was raised from.
RAISED_BY = "raised_by"


def _ser(v: Any) -> Any:
    if hasattr(v, "to_dict"):
        return v.to_dict()
    if isinstance(v, tuple | list):
        return [_ser(x) for x in v]
    if isinstance(v, dict):
        return {k: _ser(v[k]) for k in sorted(v)}
    return v


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    # Looking the fields up once a class rather than once an object: a state is serialised after every
    # step (its hash goes into the log), and ``fields()`` was most of that cost.
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(f.name for f in fields(cls))
    return names


def _fields_dict(obj: Any, skip: tuple[str, ...] = ()) -> dict[str, Any]:
    return {n: _ser(getattr(obj, n)) for n in _field_names(type(obj)) if n not in skip}


def _tuples(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(_tuples(x) for x in v)
    return v


@dataclass
class Stand:
    """One base of a unit: centre in mm and facing in degrees clockwise from north (towards y = 0)."""

    x: int
    y: int
    facing: int

    @property
    def pose(self) -> tuple[int, int, int]:
        return (self.x, self.y, self.facing)

    def to_dict(self) -> list[int]:  # type: ignore[override]
        return [self.x, self.y, self.facing]

    @classmethod
    def from_dict(cls, d: list[int]) -> Stand:
        return cls(int(d[0]), int(d[1]), int(d[2]))


@dataclass
class Unit:
    """A unit of stands and everything the rules track about it this battle."""

    id: str
    side: int
    profile: str
    name: str
    stands: list[Stand]
    start_size: int
    hits: int = 0
    confused: bool = False
    engaged: bool = False
    destroyed: bool = False
    off_table: bool = False
    # Command phase, reset at the start of each of its side's turns.
    orders: int = 0
    ordered_by: str | None = None
    order_failed: bool = False
    no_more_orders: bool = False
    initiative_moved: bool = False
    moved: bool = False
    charged: bool = False
    # "You must be crazy!" blunders suffered: a permanent -1 Command each.
    blunder_penalty: int = 0
    addon_stands: int = 0
    # Free-form per-battle flags the later phases keep (e.g. spells in effect), kept sorted.
    flags: dict[str, int] = field(default_factory=dict)

    @property
    def alive(self) -> bool:
        return not self.destroyed and bool(self.stands)

    @property
    def stands_lost(self) -> int:
        return max(0, self.start_size - len(self.stands))

    def to_dict(self) -> dict[str, Any]:
        return _fields_dict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Unit:
        d = dict(d)
        d["stands"] = [Stand.from_dict(s) for s in d["stands"]]
        d["flags"] = dict(d.get("flags", {}))
        return cls(**d)


@dataclass
class Character:
    """A General, Hero or Wizard stand."""

    id: str
    side: int
    profile: str
    name: str
    x: int
    y: int
    facing: int = 0
    mount: str | None = None
    round_base: bool = False
    joined: str | None = None
    alive: bool = True
    off_table: bool = False
    moved: bool = False
    orders_given: int = 0
    finished: bool = False
    failed: bool = False
    flags: dict[str, int] = field(default_factory=dict)

    @property
    def pose(self) -> tuple[int, int, int]:
        return (self.x, self.y, self.facing)

    def to_dict(self) -> dict[str, Any]:
        return _fields_dict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Character:
        d = dict(d)
        d["flags"] = dict(d.get("flags", {}))
        return cls(**d)


@dataclass
class TerrainSpec:
    """A terrain piece as the state holds it: kind, polygon in mm, and a display name."""

    id: str
    kind: str
    points: tuple[tuple[int, int], ...]
    name: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "kind": self.kind, "points": [list(p) for p in self.points], "name": self.name}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> TerrainSpec:
        return cls(id=d["id"], kind=d["kind"], points=_tuples(d["points"]), name=d.get("name", ""))


@dataclass
class Side:
    """One player's side: display name, the army list it uses and its roster's name."""

    name: str
    army: ArmyList
    roster: str = ""
    start_units: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "army": self.army.to_dict(),
            "roster": self.roster,
            "start_units": self.start_units,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Side:
        return cls(d["name"], ArmyList.from_dict(d["army"]), d.get("roster", ""), d.get("start_units", 0))


@dataclass(frozen=True)
class PendingMove:
    """A move owed after an order, a failed first order or a spell: the units still to move and how."""

    units: tuple[str, ...]
    # "order" (a full move or a charge), "half" (half pace, no charge) or "spell" (a spell's move).
    kind: str
    character: str | None = None
    spell: str | None = None

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"units": list(self.units), "kind": self.kind, "character": self.character}
        if self.spell is not None:
            d["spell"] = self.spell
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> PendingMove:
        return cls(tuple(d["units"]), d["kind"], d.get("character"), d.get("spell"))


@dataclass(frozen=True)
class BlunderPick:
    """A blundering brigade whose player must name the unit that takes the penalty first."""

    units: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"units": list(self.units)}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> BlunderPick:
        return cls(tuple(d["units"]))


@dataclass
class CommandState:
    """Where the Command phase stands: who is ordering whom, and what move is owed."""

    orders_started: bool = False
    general_failed: bool = False
    character: str | None = None
    group: tuple[str, ...] = ()
    brigade: tuple[str, ...] = ()
    brigade_done: tuple[str, ...] = ()
    # A move owed after an order or a failed first order.
    pending: PendingMove | None = None
    # A blundering brigade waiting for its player to pick who suffers first.
    blunder_choice: BlunderPick | None = None

    def to_dict(self) -> dict[str, Any]:
        return _fields_dict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> CommandState:
        d = dict(d)
        for k in ("group", "brigade", "brigade_done"):
            d[k] = tuple(d.get(k, ()))
        if d.get("pending") is not None:
            d["pending"] = PendingMove.from_dict(d["pending"])
        if d.get("blunder_choice") is not None:
            d["blunder_choice"] = BlunderPick.from_dict(d["blunder_choice"])
        return cls(**d)


@dataclass
class Result:
    """How the battle ended."""

    winner: int | None
    reason: str
    points: tuple[int, int]
    units_lost: tuple[int, int] = (0, 0)
    turn: int = 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "winner": self.winner,
            "reason": self.reason,
            "points": list(self.points),
            "units_lost": list(self.units_lost),
            "turn": self.turn,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Result:
        return cls(d["winner"], d["reason"], tuple(d["points"]), tuple(d.get("units_lost", (0, 0))), d.get("turn", 0))  # type: ignore[arg-type]


@dataclass
class GameState:
    """The whole game at one moment. Change it only through ``apply``."""

    sides: tuple[Side, Side]
    units: dict[str, Unit]
    characters: dict[str, Character]
    terrain: list[TerrainSpec] = field(default_factory=list)
    table_w: int = 1800
    table_h: int = 1200
    turn: int = 1
    first_side: int = 0
    active: int = 0
    phase: str = "command"
    step: str = "initiative"
    turn_limit: int = 8
    seed: int = 0
    scenario: str = ""
    # Instructions for the start of the battle: roll for the first turn; begin at this step of turn 1.
    roll_first_side: bool = False
    start_step: str | None = None
    # The side whose army withdrew (it cannot win, digest 9.2).
    withdrawn: int | None = None
    command: CommandState = field(default_factory=CommandState)
    # Each rule module's typed working data (engagements, shots taken, ...) by module id: see kept.py.
    kept: dict[str, Any] = field(default_factory=dict)
    result: Result | None = None
    started: bool = False
    _cache: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)
    # The rules this game is played with (``game.core.ruleset.Ruleset``); the base rules unless set.
    _ruleset: Any = field(default=None, compare=False, repr=False)
    # Where every unit stood and which were engaged when the action being carried out began (poses by unit
    # id, engaged ids): rules that look back at the start of a move read it. Never saved.
    action_start: tuple[dict[str, list[tuple[int, int, int]]], set[str]] | None = field(
        default=None, compare=False, repr=False
    )

    @property
    def ruleset(self) -> Ruleset:
        """The game's rules: every phase, screen and opponent reads them from here."""
        if self._ruleset is None:
            from game.core.modules import base

            self._ruleset = base()
        return self._ruleset  # type: ignore[no-any-return]

    @ruleset.setter
    def ruleset(self, rules: Ruleset) -> None:
        self._ruleset = rules
        self._cache.clear()

    # ------------------------------------------------------------------ lookups
    def army_of(self, piece: Unit | Character) -> ArmyList:
        """The army list a unit or character was raised from: its side's, unless it changed sides (kept in
        its flags, e.g. Fantasy Warriors' mercenaries), when it keeps the list it was hired from."""
        return self.sides[piece.flags.get(RAISED_BY, piece.side) if piece.flags else piece.side].army

    def unit_profile(self, unit: Unit | str) -> UnitProfile:
        u = self.units[unit] if isinstance(unit, str) else unit
        if u.profile[:1] == "@":  # a lone character acting as a one-stand unit (game.core.characters.alone)
            from game.core.characters.alone import profile

            return profile(self, u)
        if u.profile[:1] == "%":  # a creature a rule module brings onto the table (its stat line is the module's)
            from game.core import hooks

            for summoned in self.ruleset.hook(hooks.SUMMONED_PROFILE):
                found = summoned(self, u.profile[1:])
                if found is not None:
                    return found
            raise KeyError(f"no rule of this game knows the creature {u.profile[1:]!r}")
        prof = self.army_of(u).unit(u.profile)
        # A unit's stat line changed for the rest of the battle (a badly hurt Giant) is kept in its flags.
        if u.flags and (
            "stat:hits" in u.flags or "stat:attacks" in u.flags or "stat:grounded" in u.flags
            or "stat:armour" in u.flags
        ):
            prof = replace(
                prof,
                hits=u.flags.get("stat:hits", prof.hits),
                attacks=u.flags.get("stat:attacks", prof.attacks),
                shots=u.flags.get("stat:shots", prof.shots),
                armour=u.flags.get("stat:armour", prof.armour),
            )
            # A flyer on the ground (Fantasy Warriors' flying counters) moves at its ground pace, as a walker.
            if "stat:grounded" in u.flags:
                prof = replace(prof, flying=False, move_mm=u.flags["stat:grounded"])
        return prof

    def character_profile(self, ch: Character | str) -> CharacterProfile:
        c = self.characters[ch] if isinstance(ch, str) else ch
        return self.army_of(c).character(c.profile)

    def mount_profile(self, ch: Character | str) -> MountProfile | None:
        c = self.characters[ch] if isinstance(ch, str) else ch
        if c.mount is None:
            return None
        mount = self.army_of(c).mount(c.mount)
        # A flying mount on the ground (Fantasy Warriors' flying counters) walks like any other.
        return replace(mount, flying=False) if c.flags and "stat:grounded" in c.flags else mount

    def free_unit_id(self, prefix: str) -> str:
        """The first id ``prefix1``, ``prefix2``, ... no unit has, for a unit that comes into the battle (a summoned
        beast, the raised dead)."""
        n = 1
        while f"{prefix}{n}" in self.units:
            n += 1
        return f"{prefix}{n}"

    def live_units(self, side: int | None = None) -> list[Unit]:
        """Units on the table, in id order."""
        return [
            self.units[k]
            for k in sorted(self.units, key=_id_key)
            if self.units[k].alive and not self.units[k].off_table and (side is None or self.units[k].side == side)
        ]

    def live_characters(self, side: int | None = None) -> list[Character]:
        return [
            self.characters[k]
            for k in sorted(self.characters, key=_id_key)
            if self.characters[k].alive
            and not self.characters[k].off_table
            and (side is None or self.characters[k].side == side)
        ]

    def general(self, side: int) -> Character | None:
        for c in self.characters.values():
            if c.side == side and self.character_profile(c).rank == "general":
                return c
        return None

    @property
    def game_over(self) -> bool:
        return self.result is not None

    # ------------------------------------------------------------ serialisation
    def to_dict(self) -> dict[str, Any]:
        return {
            "format": STATE_FORMAT,
            "sides": [s.to_dict() for s in self.sides],
            "units": {k: self.units[k].to_dict() for k in sorted(self.units, key=_id_key)},
            "characters": {k: self.characters[k].to_dict() for k in sorted(self.characters, key=_id_key)},
            "terrain": [t.to_dict() for t in self.terrain],
            "table_w": self.table_w,
            "table_h": self.table_h,
            "turn": self.turn,
            "first_side": self.first_side,
            "active": self.active,
            "phase": self.phase,
            "step": self.step,
            "turn_limit": self.turn_limit,
            "seed": self.seed,
            "scenario": self.scenario,
            "roll_first_side": self.roll_first_side,
            "start_step": self.start_step,
            "withdrawn": self.withdrawn,
            "command": self.command.to_dict(),
            "kept": self._kept_dicts(),
            "result": None if self.result is None else self.result.to_dict(),
            "started": self.started,
            "rules": self.ruleset.spec,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any], ruleset: Ruleset | None = None) -> GameState:
        """The state ``to_dict`` gave; its rules are ``ruleset`` if given, else composed from the ids and
        options it records (a module this copy of the game does not know raises RulesetError)."""
        if d.get("format") != STATE_FORMAT:
            raise ValueError(f"state format {d.get('format')!r} is not {STATE_FORMAT}")
        # Saves from before rule modules kept the rule options and these flags in one "options" mapping.
        old = dict(d.get("options") or {})
        flags = {k: old.pop(k) for k in ("roll_first_side", "start_step", "withdrawn") if k in old}
        if ruleset is None:
            from game.core.modules import from_spec, route_options

            ruleset = from_spec(d.get("rules") or {"options": route_options(old)})
        return cls(
            sides=(Side.from_dict(d["sides"][0]), Side.from_dict(d["sides"][1])),
            units={k: Unit.from_dict(v) for k, v in d["units"].items()},
            characters={k: Character.from_dict(v) for k, v in d["characters"].items()},
            terrain=[TerrainSpec.from_dict(t) for t in d["terrain"]],
            table_w=d["table_w"],
            table_h=d["table_h"],
            turn=d["turn"],
            first_side=d["first_side"],
            active=d["active"],
            phase=d["phase"],
            step=d["step"],
            turn_limit=d["turn_limit"],
            seed=d["seed"],
            scenario=d.get("scenario", ""),
            roll_first_side=bool(d.get("roll_first_side", flags.get("roll_first_side", False))),
            start_step=d.get("start_step", flags.get("start_step")),
            withdrawn=d.get("withdrawn", flags.get("withdrawn")),
            command=CommandState.from_dict(d["command"]),
            kept=_kept_from(d, ruleset),
            result=None if d.get("result") is None else Result.from_dict(d["result"]),
            started=d.get("started", False),
            _ruleset=ruleset,
        )

    def _kept_dicts(self) -> dict[str, Any]:
        out = {}
        for mid, cls in self.ruleset.kept.items():
            d = self._kept_dict(mid, cls)
            # A module whose state came after games were saved without it leaves it out while it is fresh.
            if getattr(cls, "OMITTED_WHEN_FRESH", False) and d == cls().to_dict():
                continue
            out[mid] = d
        return out

    def _kept_dict(self, module_id: str, cls: type) -> dict[str, Any]:
        found = self.kept.get(module_id)
        return (cls() if found is None else found).to_dict()  # type: ignore[no-any-return]

    def canonical_json(self) -> str:
        return json.dumps(self.to_dict(), sort_keys=True, separators=(",", ":"), ensure_ascii=True)

    def state_hash(self) -> str:
        """sha256 of the canonical JSON: equal states hash equal in every process."""
        return hashlib.sha256(self.canonical_json().encode("ascii")).hexdigest()

    def clone(self) -> GameState:
        return GameState.from_dict(json.loads(self.canonical_json()), self.ruleset)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    def __hash__(self) -> int:  # states are mutable; identity hash keeps them usable as dict keys
        return id(self)

    # ------------------------------------------------------------------- rules
    def legal_actions(self) -> list[Action]:
        """Representative legal actions for the side to act (moves are sampled, not exhaustive)."""
        from game.core import engine

        return engine.legal_actions(self)

    def check(self, action: Action) -> list[str]:
        """The reasons ``action`` is not allowed now, in words a player understands; empty if legal."""
        from game.core import engine

        return engine.check(self, action)

    def apply(self, action: Action, dice: Dice) -> list[Event]:
        """Validate and carry out ``action``; returns the events. Raises IllegalAction if refused."""
        from game.core import engine

        return engine.apply(self, action, dice)

    def acting_side(self) -> int:
        """The side whose decision the game waits for (usually the active side)."""
        from game.core import engine

        return engine.acting_side(self)

    def invalidate(self) -> None:
        """Forget cached geometry after poses change."""
        self._cache.clear()


def _kept_from(d: dict[str, Any], ruleset: Ruleset) -> dict[str, Any]:
    """The modules' kept state of a saved game; saves from before typed state kept it in ``phase_data``."""
    from game.core.kept import from_old_layout

    if "kept" not in d:
        old = d.get("phase_data") or {}
        return {mid: from_old_layout(cls, old) for mid, cls in ruleset.kept.items()}
    saved = d["kept"]
    if not isinstance(saved, dict):
        raise ValueError(f"'kept' is {type(saved).__name__}, not a mapping of module ids")
    stray = sorted(set(saved) - set(ruleset.kept))
    if stray:
        raise ValueError(f"'kept' has data of module {stray[0]!r}, which keeps none in this game")
    return {mid: cls.from_dict(saved.get(mid) or {}) for mid, cls in ruleset.kept.items()}  # type: ignore[attr-defined]


# Ids are sorted by this many thousands of times a turn, and a battle has only a few hundred.
@lru_cache(maxsize=8192)
def _id_key(k: str) -> tuple[str, int]:
    """Sort ids like u2 < u10: prefix, then number."""
    i = len(k)
    while i > 0 and k[i - 1].isdigit():
        i -= 1
    return (k[:i], int(k[i:]) if i < len(k) else -1)


def id_key(k: str) -> tuple[str, int]:
    return _id_key(k)
