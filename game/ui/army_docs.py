"""Army lists and rosters as documents for the browser: stat lines, special rules, spells, picks.

Plain data in, ``doc`` blocks out; the screens render them. Numbers come from the army list exactly;
the sentences around them are ours.
"""

from __future__ import annotations

from collections.abc import Mapping

from game.core import ArmyList, CharacterProfile, Limit, MountProfile, UnitProfile, hire_words, with_hired
from game.core.items.catalogue import BY_NAME as ITEMS_BY_NAME
from game.ui.catalogue import RosterEntry
from game.ui.doc import BAD, GOOD, Block, Column, Gap, Heading, Para, Table


def limit_text(limit: Limit) -> str:
    """Min/max as the printed lists show them: "2/-" per 1000 points, "1" or "0-1" per army."""
    if not limit.per_1000:
        lo = limit.min or 0
        if limit.max is not None and lo == limit.max:
            return str(lo)
        return f"{lo}-{limit.max if limit.max is not None else '-'}"
    lo = "-" if limit.min is None else str(limit.min)
    hi = "-" if limit.max is None else str(limit.max)
    return f"{lo}/{hi}"


def armour_text(armour: int | None) -> str:
    return "-" if armour is None else f"{armour}+"


def attacks_text(u: UnitProfile) -> str:
    """Close-combat attacks, then shooting after a slash ("3/1", "1/2+bounce")."""
    if u.shooting:
        return f"{u.attacks}/{u.shooting}"
    if u.shots:
        return f"{u.attacks}/{u.shots}"
    return str(u.attacks)


def _rule_titles(army: ArmyList, names: tuple[str, ...]) -> str:
    out = []
    for n in names:
        r = army.rule(n)
        out.append(r.title or r.name if r else n.replace("_", " "))
    return ", ".join(out)


def _unit_notes(army: ArmyList, u: UnitProfile) -> str:
    notes = []
    if u.range_mm:
        notes.append(f"range {u.range_mm // 10} cm")
    if u.flying:
        notes.append("flies")
    if u.addon:
        notes.append("add-on stand")
    if u.counts_as:
        notes.append(f"counts as {u.counts_as}")
    notes += hire_words(u)
    shared = [o.name for o in army.units if o.name != u.name and u.limit.shared and o.limit.shared == u.limit.shared]
    if shared:
        notes.append(f"max shared with {' and '.join(shared)}")
    rules = _rule_titles(army, u.special)
    if rules:
        notes.append(rules)
    return "; ".join(notes)


def _character_row(army: ArmyList, c: CharacterProfile) -> tuple[str, ...]:
    return (
        c.name,
        c.rank.value.capitalize(),
        f"+{c.attack_bonus}",
        "-",
        "-",
        # Command 0: a General who gives no orders (the Slann), shown as the troops' blank.
        str(c.command) if c.command else "-",
        "1",
        str(c.points),
        limit_text(c.limit),
        "; ".join(x for x in (*hire_words(c), _rule_titles(army, c.special)) if x),
    )


def _mount_row(army: ArmyList, mt: MountProfile) -> tuple[str, ...]:
    who = ", ".join(mt.riders) if mt.riders else ", ".join(r.value.capitalize() for r in mt.ranks)
    notes = [w for w, on in (("flies", mt.flying), ("causes terror", mt.terror)) if on]
    if mt.move_mm is not None:
        notes.append(f"moves {mt.move_mm // 10} cm")
    if mt.needs:
        notes.append(f"needs {' or '.join(mt.needs)} in the army")
    rules = _rule_titles(army, mt.special)
    if rules:
        notes.append(rules)
    return (
        mt.name,
        mt.kind.value.capitalize(),
        f"+{mt.attack_bonus}",
        f"+{mt.points}",
        who,
        limit_text(mt.limit),
        "; ".join(notes),
    )


STAT_COLUMNS = (
    Column("Troop", wrap=True),
    Column("Type"),
    Column("Attacks", "right"),
    Column("Hits", "right"),
    Column("Armour", "right"),
    Column("Command", "right"),
    Column("Size", "right"),
    Column("Points", "right"),
    Column("Min/Max", "right"),
    Column("Notes", wrap=True),
)


def army_blocks(army: ArmyList) -> list[Block]:
    """An army list: stat table (troops and characters), mounts, special rules, spells."""
    rows: list[tuple[str, ...]] = []
    dim: set[int] = set()
    for u in army.units:
        if u.addon:
            dim.add(len(rows))
        rows.append(
            (
                u.name,
                u.type.value.capitalize(),
                attacks_text(u),
                str(u.hits),
                armour_text(u.armour),
                "-",
                str(u.size),
                str(u.points),
                limit_text(u.limit),
                _unit_notes(army, u),
            )
        )
    rows.extend(_character_row(army, c) for c in army.characters)
    blocks: list[Block] = [
        Heading(army.name, 1),
        Para(
            f"Army list version {army.version}. Attacks after a slash are shooting attacks. Min/Max count per "
            'full 1000 points of the force; a single number or "0-1" counts for the whole army.',
            size=15,
        ),
        Heading("Troops and characters"),
        Table(STAT_COLUMNS, tuple(rows), dim_rows=frozenset(dim)),
    ]
    if army.mounts:
        blocks += [
            Heading("Mounts and upgrades"),
            Para("A mount's attacks and points add to its rider's.", size=15),
            Table(
                (
                    Column("Mount"),
                    Column("Kind"),
                    Column("Attacks", "right"),
                    Column("Points", "right"),
                    Column("Who may take it"),
                    Column("Min/Max", "right"),
                    Column("Notes", wrap=True),
                ),
                tuple(_mount_row(army, mt) for mt in army.mounts),
            ),
        ]
    if army.special_rules:
        blocks.append(Heading("Special rules"))
        for r in army.special_rules:
            blocks.append(Para(r.title or r.name, bold=True, size=16))
            blocks.append(Para(r.text, size=15, indent=14))
    if army.spells:
        blocks += [
            Heading("Spells"),
            Para("A Wizard casts by rolling a die: the score needed is the casting number.", size=15),
            Table(
                (Column("Spell"), Column("Cast", "right"), Column("Range", "right"), Column("What it does", wrap=True)),
                tuple(
                    (s.name, f"{s.cast}+", f"{s.range_mm // 10} cm" if s.range_mm else "none", s.text)
                    for s in army.spells
                ),
            ),
        ]
    return blocks


def roster_blocks(
    entry: RosterEntry, army: ArmyList | None, lists: Mapping[str, ArmyList] | None = None
) -> list[Block]:
    """A roster: its picks with their points (an entry hired from another list at that list's, ``lists``), the
    total, and any problems."""
    blocks: list[Block] = [Heading(entry.name, 1)]
    where = "shipped with the game" if entry.shipped else "one of yours"
    if army is None or entry.roster is None:
        blocks.append(Para(f"{entry.path.name} ({where}) cannot be read:", colour=BAD))
        blocks += [Para(p, bullet=True, colour=BAD) for p in entry.problems]
        return blocks
    r = entry.roster
    blocks.append(
        Para(f"{army.name} · points cap {r.points_cap} · total {entry.points} points · {entry.path.name} ({where})")
    )
    if entry.problems:
        blocks.append(Para("Not a legal force yet:", colour=BAD, bold=True))
        blocks += [Para(p, bullet=True, colour=BAD) for p in entry.problems]
    else:
        blocks.append(Para("A legal force for its points cap.", colour=GOOD, bold=True))
    # Entries hired from another list are priced by it: the roster and list as played name them.
    played, army = with_hired(r, army, lists)
    unit_rows = []
    listed = 0
    for u, p in zip(r.units, played.units, strict=True):
        try:
            prof = army.unit(p.profile)
            pts = prof.points + sum(army.unit(a).points for a in p.addons) + _item_points(u.item, prof)
        except KeyError:
            pts = 0
        listed += pts
        unit_rows.append((u.name or u.profile, u.profile, ", ".join(u.addons) or "-", u.item or "-", str(pts)))
    char_rows = []
    for c, pc in zip(r.characters, played.characters, strict=True):
        try:
            pts = army.character(pc.profile).points + (army.mount(pc.mount).points if pc.mount else 0)
            pts += _item_points(c.item, None)
        except KeyError:
            pts = 0
        listed += pts
        char_rows.append((c.name or c.profile, c.profile, c.mount or "-", c.item or "-", str(pts)))
    blocks += [
        Heading(f"Units ({len(unit_rows)})"),
        Table(
            (Column("Name", wrap=True), Column("Troop"), Column("Add-on stands"), Column("Magic item", wrap=True),
             Column("Points", "right")),
            tuple(unit_rows),
        ),
        Heading(f"Characters ({len(char_rows)})"),
        Table(
            (Column("Name", wrap=True), Column("Character"), Column("Mount"), Column("Magic item", wrap=True),
             Column("Points", "right")),
            tuple(char_rows),
        ),
        Gap(4),
    ]
    # What the rows do not show (purchases made for units, a mercenary contingent paid a share of its points) is
    # given as one figure, so that the rows and the total add up.
    if entry.points != listed:
        blocks.append(Para(f"Purchases and mercenary pay: {entry.points - listed:+d} points."))
    blocks.append(Para(f"Total: {entry.points} of {r.points_cap} points.", bold=True))
    return blocks


def _item_points(name: str, prof: UnitProfile | None) -> int:
    item = ITEMS_BY_NAME.get(name)
    return 0 if item is None else item.points(prof)
