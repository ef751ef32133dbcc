"""The card of a unit or character: stat line, special rules, losses, orders this turn, penalties now.

``card_for`` is plain data (a title, the side, lines with a style), so tests read it and both the side
panel (the selected piece) and the floating card (the piece under the pointer) show the same words.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.core import (
    FLYER_RANGE_MM,
    Character,
    GameState,
    Unit,
    characters_are_pieces,
    is_own_unit,
    mercenary_contingents,
    order_reaches,
    order_target,
    unit_counters,
)
from game.core.items.catalogue import item_status
from game.ui import palette, text
from game.ui.battle.panel import STYLES, wrap
from game.ui.picking import Target
from game.ui.theme import Metrics

# Ink for the light card: the panel's styles would be too pale on parchment.
CARD_INK: dict[str, tuple[int, int, int]] = {"dim": (96, 88, 76), "bad": (150, 40, 30), "gold": (120, 84, 10)}


@dataclass
class Card:
    """What a card says: ``lines`` are (style, words); see ``panel.STYLES``."""

    title: str
    side: int | None
    lines: list[tuple[str, str]] = field(default_factory=list)

    def add(self, words: str, style: str = "") -> None:
        self.lines.append((style, words))

    @property
    def text(self) -> str:
        return "\n".join([self.title, *(w for _, w in self.lines)])


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def stat_line(state: GameState, u: Unit) -> str:
    p = state.unit_profile(u)
    parts = [
        _cap(str(p.type)),
        f"Attacks {p.attacks}",
        f"Hits {p.hits}",
        # A unit with no armour save reads "Armour none", never a bare dash.
        f"Armour {p.armour}+" if p.armour else "Armour none",
    ]
    if p.range_mm:
        parts.append(f"Range {p.range_mm // 10} cm")
    parts.append(f"Moves {p.full_pace_mm // 10} cm")
    if p.flying:
        parts.append("flies")
    return " · ".join(parts)


def special_rules(state: GameState, side: int, names: tuple[str, ...]) -> list[str]:
    """Each special rule as "Title: what it does" from the army list (our words), or its name."""
    army = state.sides[side].army
    out = []
    for n in names:
        r = army.rule(n)
        if r is None:
            out.append(_cap(n.replace("_", " ")))
        else:
            out.append(f"{r.title or _cap(r.name.replace('_', ' '))}: {r.text}" if r.text else r.title or r.name)
    return out


def commander_for(state: GameState, u: Unit, character: str | None) -> Character | None:
    """Whose penalties to show: the chosen character if it is on the unit's side, else its General."""
    ch = state.characters.get(character) if character else None
    if ch is not None and ch.side == u.side and ch.alive and not ch.off_table:
        return ch
    gen = state.general(u.side)
    return gen if gen is not None and gen.alive and not gen.off_table else None


def make_up_lines(state: GameState, u: Unit) -> list[tuple[str, str]]:
    """What the unit is made of beyond its stands: a character fighting alone, or the characters joined to it
    (with their Hits and Armour where a rule module gives them), and effects such as being shaken: (words,
    style)."""
    out: list[tuple[str, str]] = []
    joined = [c for c in state.live_characters(u.side) if c.joined == u.id]
    if is_own_unit(u):
        out.append((f"{u.name} fighting alone as a unit of one stand", "gold"))
    elif joined:
        parts = []
        for c in joined:
            piece = state.sides[c.side].army.piece(c.profile) if characters_are_pieces(state) else None
            if piece is None:
                parts.append(c.name)
            else:
                armour = f"{piece.armour}+" if piece.armour is not None else "no armour"
                parts.append(f"{c.name} (Hits {piece.hits}, {armour})")
        n = len(u.stands)
        out.append((f"With {n} stand{'' if n == 1 else 's'}: " + ", ".join(parts), "gold"))
    if u.flags.get("shaken"):
        out.append(("Shaken: -1 to orders, -1 Attack a stand", "bad"))
    if u.flags.get("no_charge"):
        out.append(("May not charge this turn (a character charged out)", "bad"))
    return out


def unit_card(state: GameState, uid: str, character: str | None = None) -> Card:
    u = state.units[uid]
    p = state.unit_profile(u)
    card = Card(u.name, u.side)
    card.add(f"{state.sides[u.side].name}", "dim")
    card.add(stat_line(state, u))
    for rule in special_rules(state, u.side, p.special):
        card.add(rule, "dim")
    lost = u.stands_lost
    card.add(f"Stands {len(u.stands)} of {u.start_size}" + (f" ({lost} lost)" if lost else ""), "bad" if lost else "")
    if u.hits:
        card.add(f"Hits carried {u.hits} (a stand falls at {p.hits})", "bad")
    for words, style in make_up_lines(state, u):
        card.add(words, style)
    status = [w for w, on in (("Confused", u.confused), ("Engaged in combat", u.engaged)) if on]
    if status:
        card.add(" · ".join(status), "bad")
    counters = unit_counters(state, u)
    if counters:
        card.add("Counters: " + " · ".join(counters), "gold")
    _add_item(card, u.flags)
    hired = next((v for v in mercenary_contingents(state) if u.id in v.units), None)
    if hired is not None:
        card.add(hired.label, "gold")
    if u.side == state.active and state.phase == "command":
        card.add(orders_words(state, u), "gold")
    ch = commander_for(state, u, character)
    # A character who gives no orders (Command 0: the Slann) has no roll to show; nor has a unit of the side
    # not playing its turn, whose orders are a turn away.
    if (ch is not None and u.alive and not u.off_table and state.character_profile(ch).command > 0
            and u.side == state.active):
        tgt = order_target(state, ch, [u])
        if u.id in tgt.out_of_range:
            # Odds for an order the rules refuse would read as an order he may give.
            card.add(f"Beyond {ch.name}'s reach: he cannot order it from there", "dim")
        else:
            mods = "".join(f", {m.value:+d} {m.label}" for m in tgt.modifiers)
            card.add(f"Ordered by {ch.name}: needs {tgt.target} or less (Command {tgt.command}{mods})")
    return card


def _add_item(card: Card, flags: dict[str, int]) -> None:
    """The magic item a unit or character carries, and whether it still works."""
    said = item_status(flags)
    if said is not None:
        card.add(f"Carries the {said[0]}", "gold" if said[1] else "dim")
    if flags.get("item:spellbound"):
        card.add("Spellbound by the Staff of Spellbinding: -1 to his casting rolls", "bad")


def orders_words(state: GameState, u: Unit) -> str:
    """What the unit has done in this Command phase."""
    if u.initiative_moved:
        return "Moved on its initiative this turn"
    parts = []
    if u.orders:
        by = state.characters[u.ordered_by].name if u.ordered_by in state.characters else "a character"
        parts.append(f"{u.orders} order{'s' if u.orders > 1 else ''} this turn from {by}")
    if u.order_failed:
        parts.append("failed an order: no more this turn")
    elif u.no_more_orders:
        parts.append("takes no more orders this turn")
    if u.charged:
        parts.append("charged")
    elif u.moved:
        parts.append("has moved")
    return "; ".join(parts) if parts else "No orders yet this turn"


def reach_words(state: GameState, c: Character) -> str:
    flyers = f"flyers {FLYER_RANGE_MM // 10} cm"
    (reach, _), *others = order_reaches(state, c)
    # Troops an army rule holds closer (or lets go farther) than the rest are named, so that the ring on the table
    # is not read as the reach for every unit.
    also = "".join(f"; {', '.join(names)} {_reach(r)}" for r, names in others)
    return f"Orders reach {_reach(reach)}{also} ({flyers})"


def _reach(reach: float | None) -> str:
    return "the whole table" if reach is None else f"{reach / 10:g} cm"


def character_card(state: GameState, cid: str) -> Card:
    c = state.characters[cid]
    cp = state.character_profile(c)
    card = Card(c.name, c.side)
    card.add(f"{state.sides[c.side].name} · {_cap(str(cp.rank))}", "dim")
    mount = state.mount_profile(c)
    # The Attacks combat adds: his own and his mount's, each named, so the card's figure is the one fought with.
    attacks = f"Attacks +{cp.attack_bonus}"
    if mount is not None and mount.attack_bonus:
        attacks = f"Attacks +{cp.attack_bonus + mount.attack_bonus} (+{cp.attack_bonus}, {mount.name} +{mount.attack_bonus})"
    card.add(f"{f'Command {cp.command}' if cp.command else 'Gives no orders'} · {attacks}")
    if mount is not None:
        card.add(f"Rides {mount.name}" + (" (flies)" if mount.flying else ""))
    for rule in special_rules(state, c.side, cp.special):
        card.add(rule, "dim")
    counters = unit_counters(state, c)
    if counters:
        card.add("Counters: " + " · ".join(counters), "gold")
    _add_item(card, c.flags)
    card.add(reach_words(state, c))
    if c.joined and c.joined in state.units:
        card.add(f"With {state.units[c.joined].name}")
    if c.side == state.active and state.phase == "command":
        done = []
        if c.orders_given:
            done.append(f"{c.orders_given} order{'s' if c.orders_given > 1 else ''} given")
        if c.failed:
            done.append("failed an order: gives no more this phase")
        elif c.finished:
            done.append("finished giving orders")
        if c.moved:
            done.append("has moved")
        card.add("; ".join(done) if done else "No orders given yet this turn", "gold")
    return card


def card_for(state: GameState, target: Target | None, character: str | None = None) -> Card | None:
    """The card of a picked unit or character (None for terrain or nothing)."""
    if target is None:
        return None
    if target.kind == "unit" and target.id in state.units:
        return unit_card(state, target.id, character)
    if target.kind == "character" and target.id in state.characters:
        return character_card(state, target.id)
    if target.kind == "terrain":
        for t in state.terrain:
            if t.id == target.id:
                return Card(t.name or _cap(t.kind.replace("_", " ")), None, [("dim", _cap(t.kind.replace("_", " ")))])
    return None


_pictures: dict[tuple[object, ...], pygame.Surface] = {}


def card_picture(card: Card, m: Metrics) -> pygame.Surface:
    """The card drawn on parchment with a drop shadow (cached: the pointer often rests on one piece)."""
    key = (card.title, card.side, tuple(card.lines), m.scale, palette.side_style(0).pattern)
    pic = _pictures.get(key)
    if pic is not None:
        return pic
    pad, width = m(8), m(300)
    title = text.render(card.title, m.font(15), palette.CARD_TEXT, True)
    imgs = []
    for style, words in card.lines:
        colour, bold = CARD_INK.get(style, palette.CARD_TEXT), STYLES.get(style, STYLES[""])[1]
        for line in wrap(words, m.font(13), width - 2 * pad, bold):
            imgs.append(text.render(line, m.font(13), colour, bold))
    icon = m(20) if card.side is not None else 0
    w = max([title.get_width() + icon] + [i.get_width() for i in imgs]) + 2 * pad
    h = 2 * pad + title.get_height() + m(4) + sum(i.get_height() + m(2) for i in imgs)
    pic = pygame.Surface((w + 3, h + 3), pygame.SRCALPHA)
    rect = pygame.Rect(0, 0, w, h)
    pygame.draw.rect(pic, (0, 0, 0), rect.move(3, 3), border_radius=6)
    pygame.draw.rect(pic, palette.CARD_BG, rect, border_radius=6)
    pygame.draw.rect(pic, palette.CARD_EDGE, rect, 1, border_radius=6)
    x, y = pad, pad
    if card.side is not None:
        palette.draw_shield(pic, card.side, pygame.FRect(x, y + 1, m(13), m(16)))
    pic.blit(title, (x + icon, y))
    y += title.get_height() + m(4)
    for img in imgs:
        pic.blit(img, (x, y))
        y += img.get_height() + m(2)
    if len(_pictures) > 200:
        _pictures.clear()
    _pictures[key] = pic
    return pic


def draw_floating(
    surface: pygame.Surface, card: Card, pointer: tuple[int, int], m: Metrics, bounds: pygame.Rect
) -> None:
    """The card beside the pointer, kept inside ``bounds``."""
    pic = card_picture(card, m)
    rect = pic.get_rect(topleft=(pointer[0] + m(18), pointer[1] + m(20)))
    if rect.right > bounds.right - 4:
        rect.right = pointer[0] - m(12)
    if rect.bottom > bounds.bottom - 4:
        rect.bottom = pointer[1] - m(12)
    rect.clamp_ip(bounds)
    surface.blit(pic, rect)
