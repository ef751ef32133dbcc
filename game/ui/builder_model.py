"""The army builder's working copy of a roster: picks added and removed, points, and the live problems.

The selection rules are ``game.core.roster.roster_problems`` — the same checks the roster loader makes —
so the builder never disagrees with the game about what is legal. Problems never block editing: a force
is built up through illegal states (no General yet, too few Halberdiers) and the list simply shrinks.
No pygame here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path

from game.core import (
    EQUIPMENT_KINDS,
    FW_FAMILY,
    ArmyList,
    CharacterProfile,
    Limit,
    MountProfile,
    Rank,
    Roster,
    RosterCharacter,
    RosterUnit,
    UnitProfile,
    join_mounts,
    may_buy,
    mount_parts,
    purchase_offers,
    roster_points,
    roster_problems,
)
from game.ui import builder_hiring as hiring
from game.ui import builder_pieces as pieces
from game.ui.builder_items import ItemPicks

CAPS = (1000, 2000, 3000)


def limit_words(limit: Limit, cap: int) -> str:
    """A limit for a force of ``cap`` points in words: "4 or more", "up to 2", "exactly 1", "any number"."""
    lo, hi = limit.bounds(cap)
    if hi is not None and lo == hi:
        return f"exactly {lo}"
    if lo and hi is not None:
        return f"{lo} to {hi}"
    if lo:
        return f"{lo} or more"
    if hi is not None:
        return f"up to {hi}"
    return "any number"


@dataclass(frozen=True)
class Word:
    """A label for the builder's type column."""

    value: str


@dataclass(frozen=True)
class PurchaseEntry:
    """A purchase of an optional rule module (firewater, a poisoned volley), as a row of the builder's table."""

    what: str
    name: str
    points: int
    most: int
    limit: Limit = field(default_factory=Limit)
    kind: Word = Word("counter")


# The optional rules a roster may be chosen under from the builder, and the upgrade they bring.
WH8 = "warhammer8-characters"
WH8_TITLE = "Warhammer 8th characters"
STANDARD = "Battle Standard Bearer"


@dataclass(frozen=True)
class SwitchEntry:
    """A row that is on or off (a rule module, the Battle Standard): taken once at most, costing nothing."""

    name: str
    points: int = 0
    limit: Limit = field(default_factory=lambda: Limit(max=1, per_1000=False))
    kind: Word = Word("rules")


def slug(name: str) -> str:
    """A file name from a roster name: "Reikland Guard 2000" -> "reikland-guard-2000"."""
    s = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
    return s or "roster"


@dataclass
class RosterDraft(ItemPicks):
    """A roster being edited."""

    army: ArmyList
    points_cap: int = 2000
    name: str = ""
    units: list[RosterUnit] = field(default_factory=list)
    characters: list[RosterCharacter] = field(default_factory=list)
    source: Path | None = None
    changed: bool = False
    # Optional rule modules the roster is chosen under (a purchase puts the Fantasy Warriors family here).
    rules: list[str] = field(default_factory=list)
    # Every army list by id (mercenaries may be hired from another), the list the hiring rows show
    # ("" the army's own) and the contingent's pay (1 paid up, 2 half paid, 4 unpaid).
    lists: dict[str, ArmyList] = field(default_factory=dict)
    hire_from: str = ""
    pay: int = 2

    def __post_init__(self) -> None:
        if not self.name:
            self.name = self.default_name()

    @classmethod
    def from_roster(cls, roster: Roster, army: ArmyList, source: Path | None = None,
                    lists: dict[str, ArmyList] | None = None) -> RosterDraft:
        hire_from, pay = hiring.first_hire(list(roster.units), list(roster.characters))
        return cls(army, roster.points_cap, roster.name, list(roster.units), list(roster.characters), source,
                   rules=list(roster.rules), lists=dict(lists or {}), hire_from=hire_from, pay=pay)

    def default_name(self) -> str:
        return f"{self.army.name} {self.points_cap}"

    # ------------------------------------------------------------------ reading
    def roster(self) -> Roster:
        return Roster(
            self.name.strip(), self.army.id, self.points_cap, tuple(self.units), tuple(self.characters), tuple(self.rules)
        )

    def points(self) -> int:
        return roster_points(self.roster(), self.army, self.lists)

    def problems(self) -> list[str]:
        """Everything that keeps the force from being legal, in plain sentences."""
        out = []
        if not self.name.strip():
            out.append("The roster needs a name.")
        for p in roster_problems(self.roster(), self.army, self.lists):
            msg = p.message[:1].upper() + p.message[1:]
            out.append(msg if msg.endswith(".") else msg + ".")
        return out

    def count(self, name: str) -> int:
        """How many picks of a unit, character or mount the force holds."""
        n = sum(1 for u in self.units if u.profile == name)
        n += sum(1 for c in self.characters if c.profile == name)
        n += sum(1 for c in self.characters if name in mount_parts(c.mount))
        return n

    def fielded_units(self) -> list[UnitProfile]:
        """Units that can be picked on their own (add-on stands are chosen on a unit instead; a unit no force may
        buy, such as a summoned Fenbeast, is not offered)."""
        return [u for u in self.army.units if not u.addon and u.limit.max != 0]

    def addons_for(self, profile: str) -> list[UnitProfile]:
        """Add-on stands a unit of ``profile`` may take (digest 9.4: infantry that allows them)."""
        prof = self.army.unit(profile)
        if prof.type != "infantry" or prof.has("no_addons"):
            return []
        return [u for u in self.army.units if u.addon]

    def mounts_for(self, profile: str) -> list[MountProfile]:
        rank = self.army.character(profile).rank
        return [m for m in self.offered_mounts() if rank in m.ranks and (not m.riders or profile in m.riders)]

    def offered_mounts(self) -> list[MountProfile]:
        """The list's mounts, those kept for rule modules (a character module's horse) only under them."""
        return [m for m in self.army.mounts if m.ridden_with(self.rules)]

    # ------------------------------------------------------------------ editing
    def _touch(self) -> None:
        self.changed = True

    def set_cap(self, cap: int) -> None:
        renamed = self.name == self.default_name()
        self.points_cap = max(1, cap)
        if renamed:
            self.name = self.default_name()
        self._touch()

    def set_name(self, name: str) -> None:
        if name != self.name:
            self.name = name
            self._touch()

    def add_unit(self, profile: str) -> None:
        self.army.unit(profile)
        self.units.append(RosterUnit(profile))
        self._touch()

    def remove_unit(self, i: int) -> None:
        del self.units[i]
        self._touch()

    def toggle_addon(self, i: int, addon: str) -> None:
        """Give unit ``i`` the add-on stand, or take it away if it has it."""
        u = self.units[i]
        addons = () if addon in u.addons else (addon,)
        self.units[i] = replace(u, addons=addons)
        self._touch()

    def add_character(self, profile: str) -> None:
        self.army.character(profile)
        self.characters.append(RosterCharacter(profile))
        self._touch()

    def remove_character(self, i: int) -> None:
        del self.characters[i]
        self._touch()

    def set_mount(self, i: int, mount: str | None) -> None:
        c = self.characters[i]
        self.characters[i] = replace(c, mount=mount)
        self._touch()

    # ------------------------------------------------------------------ picks by army-list entry
    def entries(self) -> list[tuple[str, UnitProfile | CharacterProfile | MountProfile]]:
        """Every entry of the list in the builder's order: ("unit" | "addon" | "character" | "mount", profile)."""
        out: list[tuple[str, UnitProfile | CharacterProfile | MountProfile]] = []
        out += [("unit", u) for u in self.fielded_units()]
        out += [("addon", u) for u in self.army.units if u.addon]
        out += [("character", c) for c in self.army.characters]
        out += [("mount", mt) for mt in self.offered_mounts()]
        out += [("item", it) for it in self.items()]  # type: ignore[misc]
        out += [("purchase", pe) for pe in self.purchases()]  # type: ignore[misc]
        out += pieces.piece_entries(self)
        out += hiring.hire_entries(self)
        out += [("rules", SwitchEntry(WH8_TITLE))]  # type: ignore[list-item]
        if WH8 in self.rules:
            # The upgrade exists only under the Warhammer 8th character rules (a game refuses it otherwise).
            out += [("standard", SwitchEntry(STANDARD, kind=Word("hero")))]  # type: ignore[list-item]
        return out

    # ------------------------------------------------------------------ Warhammer 8th rules and the Battle Standard
    def _bearers(self) -> list[int]:
        """Characters who may carry the Battle Standard: any but the General, Heroes first."""
        ranks = {c.name: c.rank for c in self.army.characters}
        able = [i for i, c in enumerate(self.characters) if ranks.get(c.profile) is not Rank.GENERAL]
        return sorted(able, key=lambda i: ranks.get(self.characters[i].profile) is not Rank.HERO)

    def _set_standard(self, i: int, on: bool) -> None:
        c = self.characters[i]
        self.characters[i] = replace(c, battle_standard=on)
        self._touch()

    def set_wh8(self, on: bool) -> None:
        """Choose the roster under the Warhammer 8th character rules, or not (the Battle Standard goes with them)."""
        if on and WH8 not in self.rules:
            self.rules.append(WH8)
        elif not on and WH8 in self.rules:
            self.rules.remove(WH8)
            for i, c in enumerate(self.characters):
                if c.battle_standard:
                    self._set_standard(i, False)
            # A horse kept for the character rules goes with them, as the Battle Standard does.
            kept = {m.name for m in self.offered_mounts()}
            for i, c in enumerate(self.characters):
                if c.mount and c.mount not in kept and any(m.name == c.mount for m in self.army.mounts):
                    self.characters[i] = replace(c, mount=None)
        self._touch()

    def standard_bearer(self) -> RosterCharacter | None:
        return next((c for c in self.characters if c.battle_standard), None)

    # ------------------------------------------------------------------ purchases (Fantasy Warriors)
    def purchases(self) -> list[PurchaseEntry]:
        # Equipment is bought by the length and set up on the table: not a counter on the unit.
        # Offered against the list as played: a war cannon taken from the Mercenaries list buys more gunpowder.
        return [PurchaseEntry(what, title, cost, most, kind=Word("equipment" if what in EQUIPMENT_KINDS else "counter"))
                for what, title, cost, most in purchase_offers(pieces.played_army(self))]

    def limit_text(self, kind: str, name: str, limit: Limit) -> str:
        """The "This force" column: a purchase counts per unit, everything else per force."""
        if kind == "rules":
            return "on or off"
        if kind == "standard":
            c = self.standard_bearer()
            return f"carried by {c.name or c.profile}" if c is not None else "1, not the General"
        if kind == "purchase":
            most = self._purchase(name).most
            return "1 a unit" if most == 1 else f"up to {most} a unit"
        if kind == "item":
            return "1 a force"
        if kind == hiring.HIRE_HERO:
            return "a leader, +1"
        if kind == hiring.HIRE:
            # The other list's minimums never apply to a hired company; its maximums do.
            return limit_words(Limit(None, limit.max, limit.per_1000), self.points_cap)
        words = limit_words(limit, self.points_cap)
        if limit.shared:
            # A cap shared with other entries (an Earthshaker or a Death Rocket): say with which.
            others = list(dict.fromkeys(
                p.name for _, p in self.entries() if p.name != name and p.limit.shared == limit.shared
            ))
            if others:
                words += f", with {' or '.join(others)}"
        return words

    def _purchase(self, name: str) -> PurchaseEntry:
        return next(p for p in self.purchases() if p.name == name)

    @staticmethod
    def bought(u: RosterUnit, what: str) -> int:
        return dict(u.bought).get(what, 0)

    def _purchase_slot(self, i: int, pe: PurchaseEntry) -> bool:
        u = self.units[i]
        return may_buy(pieces.played_army(self), u.profile, pe.what) and self.bought(u, pe.what) < pe.most

    def _set_bought(self, i: int, what: str, n: int) -> None:
        u = self.units[i]
        rest = tuple((w, k) for w, k in u.bought if w != what)
        self.units[i] = replace(u, bought=rest + (((what, n),) if n else ()))
        bought = any(x.bought for x in self.units) or any(c.mercenary for c in self.characters)
        # A purchase makes this a Fantasy Warriors roster; the last one taken away makes it plain again.
        if bought and FW_FAMILY not in self.rules:
            self.rules.append(FW_FAMILY)
        elif not bought and FW_FAMILY in self.rules:
            self.rules.remove(FW_FAMILY)
        self._touch()

    def pick_count(self, kind: str, name: str) -> int:
        if kind in hiring.KINDS:
            return hiring.hired_count(self, kind, name)
        if kind in pieces.KINDS:
            return pieces.taken_count(self, name)
        if kind == "item":
            return int(self.item_holder(name) is not None)
        if kind == "rules":
            return int(WH8 in self.rules)
        if kind == "standard":
            return int(self.standard_bearer() is not None)
        if kind == "unit":
            return sum(1 for u in self.units if u.profile == name and not hiring.is_hired(u))
        if kind == "addon":
            return sum(u.addons.count(name) for u in self.units)
        if kind == "purchase":
            what = self._purchase(name).what
            return sum(self.bought(u, what) for u in self.units)
        if kind == "character":
            return sum(1 for c in self.characters if c.profile == name and not c.mercenary)
        return sum(1 for c in self.characters if name in mount_parts(c.mount))

    def pick_points(self, kind: str, name: str) -> int:
        """Points spent on this entry (a mount's or add-on's own cost only)."""
        if kind in ("rules", "standard"):
            return 0
        if kind in hiring.KINDS:
            return hiring.hired_points(self, kind, name)
        if kind in pieces.KINDS:
            return pieces.taken_points(self, name)
        if kind == "item":
            return self.item_points(name)
        if kind == "purchase":
            each = self._purchase(name).points
        elif kind in ("unit", "addon"):
            each = self.army.unit(name).points
        elif kind == "character":
            each = self.army.character(name).points
        else:
            each = self.army.mount(name).points
        return each * self.pick_count(kind, name)

    def why_not_add(self, kind: str, name: str) -> str | None:
        """Why one more of this entry cannot be added (None if it can); limits are problems, not bars."""
        if kind == "rules" and WH8 in self.rules:
            return f"Already chosen under the {WH8_TITLE} rules."
        if kind == "item":
            return self.why_no_item(name)
        if kind in hiring.KINDS:
            return hiring.why_not_hire(self, kind, name)
        if kind == "standard":
            if self.standard_bearer() is not None:
                return "A force carries at most one Battle Standard."
            if not self._bearers():
                return "Needs a Hero to carry it: add one first (never the General)."
        if kind == "addon":
            if not any(self._addon_slot(i, name) for i in range(len(self.units))):
                takers = [u.name for u in self.fielded_units() if self.addons_for(u.name)]
                return f"Add a unit that may take one first ({', '.join(takers)}), or one without {name} already."
        if kind == "purchase":
            pe = self._purchase(name)
            if not any(self._purchase_slot(i, pe) for i in range(len(self.units))):
                played = pieces.played_army(self)
                takers = [u.name for u in played.units if not u.addon and may_buy(played, u.name, pe.what)]
                return f"Add a unit that may take it first ({', '.join(takers)}); each takes at most {pe.most}."
        if kind == "mount":
            mt = self.army.mount(name)
            if not any(self._mount_slot(i, mt) for i in range(len(self.characters))):
                # Named by the characters that may ride it: a mount kept for one (the Carnosaur for a Saurus
                # Hero) is not waiting on any Hero.
                riders = [c.name for c in self.army.characters if mt in self.mounts_for(c.name)]
                who = " or ".join(riders) if riders else " or ".join(r.value.capitalize() for r in mt.ranks)
                return f"Needs a {who} without a mount (or with upgrades it goes with): add one first."
        return None

    def _addon_slot(self, i: int, addon: str) -> bool:
        u = self.units[i]
        return not u.addons and any(a.name == addon for a in self.addons_for(u.profile))

    def _mount_slot(self, i: int, mt: MountProfile) -> bool:
        c = self.characters[i]
        # A Hero hired from another list rides that list's mounts (the hiring rows), none of this list's.
        if c.hired_from or mt not in self.mounts_for(c.profile):
            return False
        # Upgrades the list lets him combine (a Daemon Overlord's) go beside those he has; else one mount.
        have = mount_parts(c.mount)
        return not have or (mt.combines and mt.name not in have and all(self.army.mount(p).combines for p in have))

    def _with_mount(self, i: int, name: str, on: bool) -> None:
        """Character ``i`` takes the mount or upgrade ``name`` (beside the upgrades it combines with), or drops it."""
        have = [p for p in mount_parts(self.characters[i].mount) if p != name] + ([name] if on else [])
        order = [m.name for m in self.army.mounts]
        have.sort(key=lambda p: order.index(p) if p in order else len(order))
        self.set_mount(i, join_mounts(have))

    def add_pick(self, kind: str, name: str) -> bool:
        """One more of this entry; add-ons and mounts go to the first unit or character that can take them."""
        if kind == "rules":
            self.set_wh8(True)
            return True
        if kind == "standard":
            if self.why_not_add(kind, name) is not None:
                return False
            self._set_standard(self._bearers()[0], True)
            return True
        if kind in hiring.KINDS:
            return hiring.hire(self, kind, name)
        if kind in pieces.KINDS:
            pieces.take(self, name)
            return True
        if kind == "item":
            return self.add_item(name)
        if kind == "unit":
            self.add_unit(name)
            return True
        if kind == "character":
            self.add_character(name)
            return True
        if kind == "addon":
            for i in range(len(self.units)):
                if self._addon_slot(i, name):
                    self.toggle_addon(i, name)
                    return True
            return False
        if kind == "purchase":
            pe = self._purchase(name)
            for i in range(len(self.units)):
                if self._purchase_slot(i, pe):
                    self._set_bought(i, pe.what, self.bought(self.units[i], pe.what) + 1)
                    return True
            return False
        mt = self.army.mount(name)
        for i in range(len(self.characters)):
            if self._mount_slot(i, mt):
                self._with_mount(i, name, True)
                return True
        return False

    def remove_pick(self, kind: str, name: str) -> bool:
        """One fewer of this entry: the last one added goes (a mount or add-on is taken off its bearer)."""
        if kind == "rules":
            had = WH8 in self.rules
            self.set_wh8(False)
            return had
        if kind == "standard":
            idx = [i for i, c in enumerate(self.characters) if c.battle_standard]
            for i in idx:
                self._set_standard(i, False)
            return bool(idx)
        if kind in hiring.KINDS:
            return hiring.dismiss(self, kind, name)
        if kind in pieces.KINDS:
            return pieces.drop(self, name)
        if kind == "item":
            return self.remove_item(name)
        if kind == "unit":
            idx = [i for i, u in enumerate(self.units) if u.profile == name and not hiring.is_hired(u)]
            if idx:
                self.remove_unit(idx[-1])
            return bool(idx)
        if kind == "character":
            idx = [i for i, c in enumerate(self.characters) if c.profile == name and not c.mercenary]
            if idx:
                self.remove_character(idx[-1])
            return bool(idx)
        if kind == "addon":
            idx = [i for i, u in enumerate(self.units) if name in u.addons]
            if idx:
                self.toggle_addon(idx[-1], name)
            return bool(idx)
        if kind == "purchase":
            what = self._purchase(name).what
            idx = [i for i, u in enumerate(self.units) if self.bought(u, what)]
            if idx:
                self._set_bought(idx[-1], what, self.bought(self.units[idx[-1]], what) - 1)
            return bool(idx)
        idx = [i for i, c in enumerate(self.characters) if name in mount_parts(c.mount)]
        if idx:
            self._with_mount(idx[-1], name, False)
        return bool(idx)
