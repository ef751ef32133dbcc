"""Who holds what in the army builder: every character the force has taken, with his mount or upgrades, the magic
item he carries and the battle standard, listed beside the table.

The table counts picks by army-list entry ("Wolf Chariot: 1", "Sword of Might: taken"), which leaves the player
guessing which of two Goblin Heroes rides the chariot; this list says it. Characters of one entry are numbered
("Goblin Hero (2)") as the magic items' carrier lists name them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import mount_parts
from game.ui import palette
from game.ui.doc import Gap, Para

if TYPE_CHECKING:
    from game.ui.builder_model import RosterDraft

def character_label(d: RosterDraft, i: int) -> str:
    """The character's own name, or his entry's, numbered when the force has more than one of that entry."""
    c = d.characters[i]
    if c.name:
        return c.name
    same = [j for j, o in enumerate(d.characters) if o.profile == c.profile and not o.name]
    return f"{c.profile} ({same.index(i) + 1})" if len(same) > 1 else c.profile


def holdings(d: RosterDraft, i: int) -> str:
    """What character ``i`` has taken, in a few words: "mount: Wyvern · magic item: Sword of Might"."""
    c = d.characters[i]
    army = d.lists.get(c.hired_from) or d.army
    mounts: list[str] = []
    upgrades: list[str] = []
    for part in mount_parts(c.mount):
        try:
            special = army.mount(part).kind == "special"
        except KeyError:
            special = False
        (upgrades if special else mounts).append(part)
    words = []
    if mounts:
        words.append("mount: " + ", ".join(mounts))
    if upgrades:
        words.append(("upgrades: " if len(upgrades) > 1 else "upgrade: ") + ", ".join(upgrades))
    if not mounts and not upgrades:
        words.append("on foot")
    words.append(f"magic item: {c.item}" if c.item else "no magic item")
    if c.battle_standard:
        words.append("battle standard")
    return " · ".join(words)


def blocks(d: RosterDraft) -> list[Para | Gap]:
    """The list as the builder shows it: each character's name, and under it what he holds."""
    if not d.characters:
        return [Para("None yet: add a General under Characters.", colour=palette.TEXT_DIM, size=15)]
    out: list[Para | Gap] = []
    for i in range(len(d.characters)):
        if i:
            out.append(Gap(4))
        hired = " (hired)" if d.characters[i].mercenary else ""
        out.append(Para(character_label(d, i) + hired, size=15, bold=True))
        out.append(Para(holdings(d, i), size=14, colour=palette.TEXT_DIM, indent=12))
    return out
