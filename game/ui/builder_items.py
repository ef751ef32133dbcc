"""Magic items in the army builder: one row an item, taken once a force, carried by the unit or character chosen.

"+" gives the item to the first character (a sword) or unit (a banner) that may carry it and has none yet; the row's "This force"
cell then becomes a list of every one that may carry it, so the player moves it where it is wanted.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from game.core import Limit, RosterCharacter, RosterUnit
from game.core.items.catalogue import (
    BY_NAME,
    CARRIER_WORDS,
    CHARACTER,
    GENERAL,
    ITEMS,
    UNIT,
    WIZARD,
    WIZARD_OR_RUNESMITH,
    MagicItem,
    character_may_carry,
    unit_may_carry,
)
from game.ui.builder_upgrades import character_label

if TYPE_CHECKING:
    from game.core import ArmyList


@dataclass(frozen=True)
class ItemWord:
    value: str


@dataclass(frozen=True)
class ItemEntry:
    """A magic item as a row of the builder's table."""

    name: str
    points: str
    limit: Limit = field(default_factory=lambda: Limit(max=1, per_1000=False))
    kind: ItemWord = ItemWord("")


def _cost_words(item: MagicItem, army: ArmyList) -> str:
    """The item's points, or their range where they go by the carrier's troops."""
    if item.who != UNIT:
        return str(item.points(None))
    costs = sorted({item.points(u) for u in army.units if not u.addon and not unit_may_carry(item, u)})
    return "–".join(str(c) for c in (costs[0], costs[-1])) if len(costs) > 1 else str(costs[0] if costs else 0)


class ItemPicks:
    """The builder draft's magic items (mixed into ``RosterDraft``)."""

    army: ArmyList
    units: list[RosterUnit]
    characters: list[RosterCharacter]

    if TYPE_CHECKING:

        def _touch(self) -> None: ...

    def items(self) -> list[ItemEntry]:
        word = {UNIT: "Banner", CHARACTER: "Sword", GENERAL: "General's item", WIZARD: "Wizard's item",
                WIZARD_OR_RUNESMITH: "Wizard's item"}
        return [
            ItemEntry(i.name, _cost_words(i, self.army), kind=ItemWord(word.get(i.who, "Item")))
            for i in ITEMS
            if i.carried_out and self._in_list(i)
        ]

    def _in_list(self, item: MagicItem) -> bool:
        """Whether anyone the army list offers may carry the item."""
        return any(not unit_may_carry(item, u) for u in self.army.units if not u.addon) or any(
            not character_may_carry(item, c) for c in self.army.characters
        )

    def item_carriers(self, name: str) -> list[tuple[str, str]]:
        """(label, key) of every unit ("u3") or character ("c0") of the force that may carry the item: those
        carrying nothing else, and its present carrier."""
        item = BY_NAME[name]
        out: list[tuple[str, str]] = []
        seen: dict[str, int] = {}
        for i, u in enumerate(self.units):
            seen[u.profile] = seen.get(u.profile, 0) + 1
            try:
                prof = self.army.unit(u.profile)
            except KeyError:
                continue
            if not unit_may_carry(item, prof) and u.item in ("", name):
                out.append((f"{u.name or u.profile} ({seen[u.profile]})", f"u{i}"))
        for i, c in enumerate(self.characters):
            try:
                cp = self.army.character(c.profile)
                # An upgrade taken as the mount may make him a Wizard (a Daemon Overlord's Wizard powers).
                mount = self.army.mount(c.mount) if c.mount else None
            except KeyError:
                continue
            if not character_may_carry(item, cp, mount) and c.item in ("", name):
                out.append((character_label(self, i), f"c{i}"))  # type: ignore[arg-type]
        # A sword goes to a character first, as most players arm their Heroes; a banner to a unit.
        return sorted(out, key=lambda o: o[1][0] != "c") if item.who != UNIT else out

    def item_holder(self, name: str) -> str | None:
        """The key of the unit or character carrying the item, or None."""
        for i, u in enumerate(self.units):
            if u.item == name:
                return f"u{i}"
        for i, c in enumerate(self.characters):
            if c.item == name:
                return f"c{i}"
        return None

    def item_points(self, name: str) -> int:
        key = self.item_holder(name)
        if key is None:
            return 0
        if key[0] == "u":
            return BY_NAME[name].points(self.army.unit(self.units[int(key[1:])].profile))
        return BY_NAME[name].points(None)

    def _give(self, name: str, key: str | None) -> None:
        for i, u in enumerate(self.units):
            if u.item == name or key == f"u{i}":
                self.units[i] = replace(u, item=name if key == f"u{i}" else "")
        for i, c in enumerate(self.characters):
            if c.item == name or key == f"c{i}":
                self.characters[i] = replace(c, item=name if key == f"c{i}" else "")
        self._touch()

    def why_no_item(self, name: str) -> str | None:
        if self.item_holder(name) is not None:
            return "Each magic item may be taken once in a force."
        if not self.item_carriers(name):
            return self._character_refusal(name) or (
                f"Carried by {CARRIER_WORDS[BY_NAME[name].who]} with no item yet: add one first."
            )
        return None

    def _character_refusal(self, name: str) -> str | None:
        """Why a character of the right rank with no item yet may still not carry it (the Slann and the Crown), or
        None: the player is told that, rather than to add a carrier he already has."""
        item = BY_NAME[name]
        for c in self.characters:
            try:
                cp = self.army.character(c.profile)
                mount = self.army.mount(c.mount) if c.mount else None
            except KeyError:
                continue
            why = character_may_carry(item, cp, mount)
            # "only the General may...", "only a Wizard may...": his rank, which adding a carrier mends.
            if c.item == "" and why and not why.startswith("only "):
                return why[0].upper() + why[1:] + "."
        return None

    def add_item(self, name: str) -> bool:
        if self.why_no_item(name) is not None:
            return False
        self._give(name, self.item_carriers(name)[0][1])
        return True

    def remove_item(self, name: str) -> bool:
        had = self.item_holder(name) is not None
        self._give(name, None)
        return had

    def move_item(self, name: str, key: str) -> None:
        """Give the item to another unit or character that may carry it."""
        if key in {k for _, k in self.item_carriers(name)}:
            self._give(name, key)
