"""Stat lines: the frozen profiles an army list is made of.

Profiles come from the army-list YAML files (loaded by ``game.data``) but are plain frozen dataclasses
so the rules core never needs yaml. Every profile round-trips through ``to_dict`` / ``from_dict``
so a saved game carries the exact stat lines it was played with.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, fields
from enum import StrEnum
from functools import cached_property
from typing import Any


class UnitType(StrEnum):
    """The troop types of the rules; they set pace, base facing and terrain access."""

    INFANTRY = "infantry"
    CAVALRY = "cavalry"
    CHARIOT = "chariot"
    MONSTER = "monster"
    ARTILLERY = "artillery"
    MACHINE = "machine"


class Rank(StrEnum):
    """The three kinds of character."""

    GENERAL = "general"
    HERO = "hero"
    WIZARD = "wizard"


class MountKind(StrEnum):
    """How a mount changes its rider: monstrous and chariot mounts restrict terrain."""

    COMMON = "common"
    MONSTROUS = "monstrous"
    CHARIOT = "chariot"
    SPECIAL = "special"


# Full pace in mm by troop type (digest 3.1); half pace is half of it.
FULL_PACE_MM: dict[UnitType, int] = {
    UnitType.INFANTRY: 200,
    UnitType.CAVALRY: 300,
    UnitType.CHARIOT: 300,
    UnitType.MONSTER: 200,
    UnitType.ARTILLERY: 100,
    UnitType.MACHINE: 200,
}
FLYING_PACE_MM = 1000
FLYING_CHARGE_MM = 600
CHARACTER_MOVE_MM = 600
FLYING_CHARACTER_MOVE_MM = 1000

STAND_LONG_MM = 40
STAND_SHORT_MM = 20
ROUND_BASE_MM = 25


@dataclass(frozen=True)
class Limit:
    """How many of an entry a force may hold.

    ``per_1000`` limits scale with each full 1000 points of the points cap; absolute ones do not.
    ``None`` means no limit on that side. Entries naming the same ``shared`` cap count together against
    its maximum (the Chaos Dwarfs' Earthshaker and Death Rocket: one of either per 1000 points).
    """

    min: int | None = None
    max: int | None = None
    per_1000: bool = True
    shared: str | None = None

    def bounds(self, points_cap: int) -> tuple[int, int | None]:
        """The (minimum, maximum) count allowed for a force of ``points_cap`` points (digest 9.4)."""
        if not self.per_1000:
            return (self.min or 0, self.max)
        thousands = points_cap // 1000
        if thousands < 1:
            # Below 1000 points the 1000-point maxima apply and minima are ignored.
            return (0, self.max)
        lo = (self.min or 0) * thousands
        hi = None if self.max is None else self.max * thousands
        return (lo, hi)

    def describe(self) -> str:
        lo = "-" if self.min is None else str(self.min)
        hi = "-" if self.max is None else str(self.max)
        if not self.per_1000:
            if self.min == self.max and self.min is not None:
                return str(self.min)
            return f"{lo}-{hi} per army"
        return f"{lo}/{hi}"


# What a Regiment of Renown counts against in the army that hires it: that army's dearest entry with a maximum of
# the kind (infantry, infantry that shoots, cavalry or chariots, artillery, monsters, flying units of 3 stands,
# Heroes, terror-causing monstrous mounts); a unit named instead of a kind counts against that unit.
HIRE_KINDS = ("infantry", "shooting_infantry", "cavalry_or_chariot", "artillery", "monster", "flying_3", "hero",
              "terror_mount")


@dataclass(frozen=True)
class UnitProfile:
    """One troop entry of an army list."""

    name: str
    type: UnitType
    attacks: int
    hits: int
    armour: int | None
    size: int
    points: int
    limit: Limit = field(default_factory=Limit)
    shots: int | None = None
    shooting: str | None = None
    range_mm: int | None = None
    special: tuple[str, ...] = ()
    flying: bool = False
    vision_360: bool = False
    move_mm: int | None = None
    long_edge_front: bool | None = None
    addon: bool = False
    # Another entry whose minimum this one also fills (Empire Handgunners fill the Crossbowmen minimum).
    counts_as: str | None = None
    # How many of it, per full 1000 points, may fill that minimum (None: every one).
    counts_as_max: int | None = None
    # Other armies (their list ids) that may field it as their own (the Mercenaries list's war cannon: dwarfs).
    taken_by: tuple[str, ...] = ()
    # A stand's own (frontage, depth) in mm where it is no standard base (a war mammoth's 40 x 60).
    base: tuple[int, int] | None = None
    # A Regiment of Renown's hiring terms (``specials.renown``): what it counts against, whom it will not serve beside.
    counts_against: tuple[str, ...] = ()
    counts_against_in: tuple[tuple[str, str], ...] = ()
    not_with: tuple[str, ...] = ()
    not_with_own: tuple[tuple[str, str], ...] = ()

    @property
    def front_is_long_edge(self) -> bool:
        """Infantry face the long edge, every other type the short edge, unless the list says."""
        if self.long_edge_front is not None:
            return self.long_edge_front
        return self.type is UnitType.INFANTRY

    @cached_property
    def base_mm(self) -> tuple[int, int]:
        """(frontage, depth) of one stand in mm (asked for every distance the opponents measure: kept)."""
        if self.base is not None:
            return self.base
        if self.front_is_long_edge:
            return (STAND_LONG_MM, STAND_SHORT_MM)
        return (STAND_SHORT_MM, STAND_LONG_MM)

    @property
    def full_pace_mm(self) -> int:
        if self.move_mm is not None:
            return self.move_mm
        if self.flying:
            return FLYING_PACE_MM
        return FULL_PACE_MM[self.type]

    def has(self, rule: str) -> bool:
        return rule in self.special

    def to_dict(self) -> dict[str, Any]:
        return _to_dict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> UnitProfile:
        d = dict(d)
        d["type"] = UnitType(d["type"])
        d["limit"] = Limit(**d.get("limit", {}))
        d["special"] = tuple(d.get("special", ()))
        d["taken_by"] = tuple(d.get("taken_by", ()))
        if d.get("base") is not None:
            d["base"] = (int(d["base"][0]), int(d["base"][1]))
        return cls(**_hire_terms(d))


@dataclass(frozen=True)
class CharacterProfile:
    """A General, Hero or Wizard entry."""

    name: str
    rank: Rank
    attack_bonus: int
    command: int
    points: int
    limit: Limit = field(default_factory=Limit)
    special: tuple[str, ...] = ()
    # The other armies that may field this character as their own (a Hero regiment of renown).
    taken_by: tuple[str, ...] = ()
    # A Hero regiment's hiring terms, as a unit's (``UnitProfile.counts_against``...).
    counts_against: tuple[str, ...] = ()
    counts_against_in: tuple[tuple[str, str], ...] = ()
    not_with: tuple[str, ...] = ()
    not_with_own: tuple[tuple[str, str], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return _to_dict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> CharacterProfile:
        d = dict(d)
        d["rank"] = Rank(d["rank"])
        d["limit"] = Limit(**d.get("limit", {}))
        d["special"] = tuple(d.get("special", ()))
        d["taken_by"] = tuple(d.get("taken_by", ()))
        return cls(**_hire_terms(d))


def _hire_terms(d: dict[str, Any]) -> dict[str, Any]:
    """A saved profile's hiring terms back into tuples (JSON keeps them as lists)."""
    d["counts_against"] = tuple(d.get("counts_against", ()))
    d["not_with"] = tuple(d.get("not_with", ()))
    for key in ("counts_against_in", "not_with_own"):
        d[key] = tuple((str(a), str(b)) for a, b in d.get(key, ()))
    return d


@dataclass(frozen=True)
class MountProfile:
    """A mount or upgrade a character may take; its points and bonus add to the rider."""

    name: str
    kind: MountKind
    attack_bonus: int
    points: int
    limit: Limit = field(default_factory=Limit)
    ranks: tuple[Rank, ...] = (Rank.GENERAL, Rank.HERO, Rank.WIZARD)
    # The characters (by name) who may take it, when only some of a rank may (the Dwarfs' Anvil: Runesmiths).
    riders: tuple[str, ...] = ()
    flying: bool = False
    terror: bool = False
    special: tuple[str, ...] = ()
    # The rule modules under one of which alone it may be ridden (a character module's horse); none: always.
    modules: tuple[str, ...] = ()
    # How far its rider moves, where it is not the usual 60 cm (the Cauldron of Blood's 30 cm); None: the usual.
    move_mm: int | None = None
    # Units (by name) the force must hold at least one of for it to be taken (the Cauldron needs Witch Elves).
    needs: tuple[str, ...] = ()
    # An upgrade the list lets a character take beside others that say so (a Daemon Overlord's Wings, Favour of
    # the Gods and Wizard powers, all three at once): taken together they are one compound "mount".
    combines: bool = False

    def ridden_with(self, rules: tuple[str, ...] | list[str]) -> bool:
        """Whether a roster or game played with ``rules`` (module ids) may ride it: a mount kept for rule modules
        only under one of them."""
        return not self.modules or any(m in rules for m in self.modules)

    def to_dict(self) -> dict[str, Any]:
        d = _to_dict(self)
        # A mount's own pace (the Cauldron of Blood's) is written only where it has one: older lists hash the same.
        if d.get("move_mm") is None:
            d.pop("move_mm", None)
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> MountProfile:
        d = dict(d)
        d["kind"] = MountKind(d["kind"])
        d["limit"] = Limit(**d.get("limit", {}))
        d["ranks"] = tuple(Rank(r) for r in d.get("ranks", ()))
        d["riders"] = tuple(d.get("riders", ()))
        d["special"] = tuple(d.get("special", ()))
        d["modules"] = tuple(d.get("modules", ()))
        d["needs"] = tuple(d.get("needs", ()))
        return cls(**d)


# How a character's several upgrades are written as the one "mount" he takes: "Daemonic Wings + Wizard powers".
MOUNT_JOIN = " + "


def mount_parts(name: str | None) -> list[str]:
    """The upgrades a character's mount names, one for a plain mount, none for no mount."""
    return [p.strip() for p in name.split(MOUNT_JOIN.strip())] if name else []


def join_mounts(parts: list[str]) -> str | None:
    return MOUNT_JOIN.join(parts) if parts else None


def combined_mount(parts: list[MountProfile]) -> MountProfile:
    """Upgrades taken together: their points and Attacks added, flying or terror if any gives it, every rule of
    theirs, taken only by the ranks (and characters) all of them allow. A KeyError if they do not combine."""
    names = [m.name for m in parts]
    apart = [m.name for m in parts if not m.combines]
    if apart:
        raise KeyError(f"{apart[0]} cannot be taken together with another upgrade")
    if len(set(names)) != len(names):
        raise KeyError(f"an upgrade is named twice in {MOUNT_JOIN.join(names)!r}")
    riders: tuple[str, ...] = ()
    for m in parts:
        if m.riders:
            riders = tuple(r for r in (riders or m.riders) if r in m.riders)
    return MountProfile(
        name=MOUNT_JOIN.join(names),
        kind=next((m.kind for m in parts if m.kind is not MountKind.SPECIAL), MountKind.SPECIAL),
        attack_bonus=sum(m.attack_bonus for m in parts),
        points=sum(m.points for m in parts),
        ranks=tuple(r for r in Rank if all(r in m.ranks for m in parts)),
        riders=riders,
        flying=any(m.flying for m in parts),
        terror=any(m.terror for m in parts),
        special=tuple(dict.fromkeys(t for m in parts for t in m.special)),
        combines=True,
    )


@dataclass(frozen=True)
class SpellProfile:
    """A spell of the army's list: casting number (D6 needed) and range in mm (None: no range)."""

    name: str
    cast: int
    range_mm: int | None
    text: str = ""
    effect: str = ""

    def to_dict(self) -> dict[str, Any]:
        return _to_dict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> SpellProfile:
        return cls(**d)


@dataclass(frozen=True)
class SpecialRule:
    """A special rule: ``name`` is the identifier profiles refer to, ``title`` how players know it."""

    name: str
    text: str
    title: str = ""

    def to_dict(self) -> dict[str, Any]:
        return _to_dict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> SpecialRule:
        return cls(**d)


# The rule modules that let characters be hit, and read their pieces (and the mounts kept with them).
PIECE_MODULES = ("ninth-age-characters", "warhammer8-characters")


@dataclass(frozen=True)
class CharacterPiece:
    """A character's Hits and Armour as a piece that can be hit, for the rule modules that let characters be
    hit (Warmaster itself never hits a character). Read from the one shared data file of those modules."""

    name: str
    hits: int
    armour: int | None

    def to_dict(self) -> dict[str, Any]:
        return _to_dict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> CharacterPiece:
        return cls(**d)


@dataclass(frozen=True)
class ArmyList:
    """A whole army list: the catalogue a roster picks from."""

    id: str
    name: str
    version: str
    units: tuple[UnitProfile, ...]
    characters: tuple[CharacterProfile, ...]
    mounts: tuple[MountProfile, ...] = ()
    spells: tuple[SpellProfile, ...] = ()
    special_rules: tuple[SpecialRule, ...] = ()
    # Characters as pieces (Hits, Armour), by character name; empty when the shared data file has none.
    character_pieces: tuple[CharacterPiece, ...] = ()
    # Characters a rule module adds to every list (Fantasy Warriors' individuals), taken only under it.
    individuals: tuple[CharacterProfile, ...] = ()
    # Entries hired from other lists for a battle: (the name the entry goes by here, the list's id, its own name).
    hired: tuple[tuple[str, str, str], ...] = ()

    def origin(self, name: str) -> tuple[str, str]:
        """(the id of the list the entry ``name`` comes from, its name there): a hired entry's own list, else this
        one (a list that took in hired entries is known as "empire+orcs": its own id is the first part)."""
        for played, lid, own in self.hired:
            if played == name:
                return lid, own
        return self.id.split("+", 1)[0], name

    def unit(self, name: str) -> UnitProfile:
        for u in self.units:
            if u.name == name:
                return u
        raise KeyError(f"{self.name} has no unit called {name!r}")

    def character(self, name: str) -> CharacterProfile:
        for c in (*self.characters, *self.individuals):
            if c.name == name:
                return c
        raise KeyError(f"{self.name} has no character called {name!r}")

    def mount(self, name: str) -> MountProfile:
        """The mount or upgrade called ``name``; several upgrades that combine, joined with " + ", as one."""
        parts = mount_parts(name)
        if len(parts) > 1:
            return combined_mount([self.mount(p) for p in parts])
        for m in self.mounts:
            if m.name == name:
                return m
        raise KeyError(f"{self.name} has no mount called {name!r}")

    def spell(self, name: str) -> SpellProfile:
        for s in self.spells:
            if s.name == name:
                return s
        raise KeyError(f"{self.name} has no spell called {name!r}")

    def piece(self, name: str) -> CharacterPiece | None:
        """The character's Hits and Armour as a piece, or None when the data gives it none."""
        for p in self.character_pieces:
            if p.name == name:
                return p
        return None

    def rule(self, name: str) -> SpecialRule | None:
        for r in self.special_rules:
            if r.name == name:
                return r
        return None

    def to_dict(self) -> dict[str, Any]:
        # A list never changes, yet every state's serialisation (after each step, for its hash) carries
        # both sides' lists: their JSON is made once and each caller gets a fresh copy of it to keep.
        made = self.__dict__.get("_json")
        if made is None:
            made = json.dumps(self._to_dict_once())
            object.__setattr__(self, "_json", made)
        return json.loads(made)  # type: ignore[no-any-return]

    def _to_dict_once(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "version": self.version,
            "units": [u.to_dict() for u in self.units],
            "characters": [c.to_dict() for c in self.characters],
            "mounts": [m.to_dict() for m in self.mounts],
            "spells": [s.to_dict() for s in self.spells],
            "special_rules": [r.to_dict() for r in self.special_rules],
            # Written only when present, so lists without piece data serialise as they always did.
            **({"character_pieces": [p.to_dict() for p in self.character_pieces]} if self.character_pieces else {}),
            **({"individuals": [c.to_dict() for c in self.individuals]} if self.individuals else {}),
            **({"hired": [list(h) for h in self.hired]} if self.hired else {}),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ArmyList:
        return cls(
            id=d["id"],
            name=d["name"],
            version=d["version"],
            units=tuple(UnitProfile.from_dict(u) for u in d["units"]),
            characters=tuple(CharacterProfile.from_dict(c) for c in d["characters"]),
            mounts=tuple(MountProfile.from_dict(m) for m in d.get("mounts", ())),
            spells=tuple(SpellProfile.from_dict(s) for s in d.get("spells", ())),
            special_rules=tuple(SpecialRule.from_dict(r) for r in d.get("special_rules", ())),
            character_pieces=tuple(CharacterPiece.from_dict(p) for p in d.get("character_pieces", ())),
            individuals=tuple(CharacterProfile.from_dict(c) for c in d.get("individuals", ())),
            hired=tuple((str(a), str(b), str(c)) for a, b, c in d.get("hired", ())),
        )


def _plain(v: Any) -> Any:
    if isinstance(v, StrEnum):
        return v.value
    if isinstance(v, tuple | list):
        return [_plain(x) for x in v]
    if isinstance(v, dict):
        return {k: _plain(x) for k, x in v.items()}
    return v


# Fields added after saves and logs were first written: left out while at their default, so that a list
# not using them keeps the hash the saves recorded.
_OMIT_AT_DEFAULT = {
    "riders": (), "counts_as_max": None, "taken_by": (), "base": None, "modules": (), "combines": False,
    "needs": (), "counts_against": (), "counts_against_in": (), "not_with": (), "not_with_own": (),
}


def _limit_dict(limit: Limit) -> dict[str, Any]:
    # A cap of its own is written only when shared, so a list without one hashes as it always did.
    d = asdict(limit)
    if d["shared"] is None:
        del d["shared"]
    return d


def _to_dict(obj: Any) -> dict[str, Any]:
    out = {}
    for f in fields(obj):
        v = getattr(obj, f.name)
        if f.name in _OMIT_AT_DEFAULT and v == _OMIT_AT_DEFAULT[f.name]:
            continue
        out[f.name] = _limit_dict(v) if isinstance(v, Limit) else _plain(v)
    return out
