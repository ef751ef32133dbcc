"""Allied Generals (Fantasy Warriors' "several allied warchiefs"): two armies on one side, each its own player's.

The side's second player brings an army of his own (``SideSetup.ally``: his roster, any list but an undead one
when the other is not), with its own General. Its pieces carry the ``ally`` flag; the lists are joined for the
battle, an entry the first list also has renamed "Knights (Dwarfs)". Each General orders only his own army:
his failed order stops his army's orders, not his ally's. Each army has its own break point (half its own
units, rounded up) and its own General: an army that reaches it, or loses its General, leaves the battle (its
units and characters still on the table go, counted as destroyed), and its ally fights on. The side withdraws
when both its armies have left. Both armies of a side cost the same points, and the two sides the same total.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import TYPE_CHECKING

from game.core import engine
from game.core.dice import Dice
from game.core.events import Event, Narration
from game.core.fantasy_warriors.foreign import hired_name
from game.core.moves import destroy_unit
from game.core.profiles import ArmyList, Limit, Rank
from game.core.state import RAISED_BY, Character, GameState, Unit
from game.core.victory import is_lost, is_reduced_to_one

if TYPE_CHECKING:
    from game.core.roster import Roster

MODULE_ID = "fw-players"
ALLY = "ally"
RULE = "fw.players.allied"


def army_no(piece: Unit | Character) -> int:
    """0 for the first army of a side, 1 for its ally's."""
    return 1 if piece.flags.get(ALLY) else 0


def allied_generals(state: GameState, side: int) -> bool:
    """Whether ``side`` fields two allied armies: a General of an ally's army on it, under the several players."""
    return state.ruleset.has(MODULE_ID) and any(
        c.side == side and c.flags.get(ALLY) and state.character_profile(c).rank is Rank.GENERAL
        for c in state.characters.values())


def generals(state: GameState, side: int, army: int) -> list[Character]:
    return [c for c in state.characters.values() if c.side == side and army_no(c) == army
            and state.character_profile(c).rank is Rank.GENERAL]


# ------------------------------------------------------------------ two lists, one battle
def join_lists(army: ArmyList, roster: Roster, other: ArmyList, ally: Roster) -> tuple[ArmyList, Roster]:
    """The side's list for the battle (``army`` with ``other``'s entries added, "Name (Other)" where both have
    one) and the ally's roster naming its entries as the joined list does. One list: nothing changes."""
    if other.id == army.id:
        return army, ally
    units, chars, mounts = list(army.units), list(army.characters), list(army.mounts)
    rules = {r.name: r for r in army.special_rules}
    for r in other.special_rules:
        rules.setdefault(r.name, r)

    def renamed(name: str) -> str:
        return hired_name(army, other, name)

    for u in other.units:
        units.append(replace(u, name=renamed(u.name), limit=Limit(None, u.limit.max, u.limit.per_1000),
                             counts_as=renamed(u.counts_as) if u.counts_as else None))
    for c in other.characters:
        chars.append(replace(c, name=renamed(c.name), limit=Limit(None, c.limit.max, c.limit.per_1000)))
    for m in other.mounts:
        mounts.append(replace(m, name=renamed(m.name), limit=Limit(None, m.limit.max, m.limit.per_1000),
                              riders=tuple(renamed(r) for r in m.riders)))
    joined = replace(army, id=f"{army.id}&{other.id}", units=tuple(units), characters=tuple(chars),
                     mounts=tuple(mounts), special_rules=tuple(rules.values()))
    played = replace(ally, units=tuple(replace(u, profile=renamed(u.profile)) for u in ally.units),
                     characters=tuple(replace(c, profile=renamed(c.profile), mount=renamed(c.mount) if c.mount else None)
                                      for c in ally.characters))
    return joined, played


def points_problems(rosters: list[list[Roster]]) -> list[str]:
    """Equal points: both armies of an alliance at the same points, and both sides the same total (a lone army
    facing an alliance is worth both of its armies)."""
    out: list[str] = []
    for i, armies in enumerate(rosters):
        if len(armies) == 2 and armies[0].points_cap != armies[1].points_cap:
            out.append(f"side {i + 1}: allied armies are worth the same points, not {armies[0].points_cap} and "
                       f"{armies[1].points_cap}")
    totals = [sum(r.points_cap for r in armies) for armies in rosters]
    if len(totals) == 2 and any(len(a) == 2 for a in rosters) and totals[0] != totals[1]:
        out.append(f"both sides are worth the same points: {totals[0]} against {totals[1]}")
    return out


# ------------------------------------------------------------------ orders
def failed_general(state: GameState, dice: Dice) -> list[Event]:
    """A General's failed order stops his own army's orders; his ally's General and Heroes may still order."""
    cmd = state.command
    if not cmd.general_failed or not state.started or not allied_generals(state, state.active):
        return []
    failed = [g for g in state.live_characters(state.active) if g.failed
              and state.character_profile(g).rank is Rank.GENERAL]
    if not failed:
        return []
    army = army_no(failed[0])
    other = [g for g in generals(state, state.active, 1 - army) if g.alive and not g.failed and not g.off_table]
    if not other:
        return []
    cmd.general_failed = False
    for ch in state.live_characters(state.active):
        if army_no(ch) == army:
            ch.failed = True
    return [Narration(message=f"{failed[0].name} has failed: his army gives no more orders this phase; "
                              f"{other[0].name}'s army may still be ordered", rule=f"{RULE}.orders")]


# ------------------------------------------------------------------ break points
def counts_for_break_point(state: GameState, unit: Unit, answer: bool) -> bool:
    """An alliance never breaks as one army: each of its armies has its own break point (``armies_break``)."""
    return False if allied_generals(state, unit.side) else answer


def army_units(state: GameState, side: int, army: int) -> list[Unit]:
    """The units the army started with: mercenaries who went over to the enemy are still counted (as Warmaster's
    break point counts the units a side starts with), those who came over from him are not."""
    return [u for u in state.units.values() if u.flags.get(RAISED_BY, u.side) == side and army_no(u) == army]


def army_losses(state: GameState, side: int, army: int) -> float:
    """Units lost by the army (turncoats now fighting for the enemy are no loss)."""
    units = [u for u in army_units(state, side, army) if u.side == side]
    return sum(1.0 if is_lost(u) else 0.5 if is_reduced_to_one(u) else 0.0 for u in units)


def army_break_point(state: GameState, side: int, army: int) -> int:
    return math.ceil(len(army_units(state, side, army)) / 2)


def army_left(state: GameState, side: int, army: int) -> bool:
    """Whether the army has left the battle (nothing of it is still fighting)."""
    units = [u for u in state.units.values() if u.side == side and army_no(u) == army]
    chars = [c for c in state.characters.values() if c.side == side and army_no(c) == army]
    return not any(u.alive and not is_lost(u) for u in units) and not any(c.alive for c in chars)


def armies_standing(state: GameState, side: int) -> list[tuple[str, float, int, int, bool]]:
    """For each allied army of ``side``: (its player, units lost, units it started with, break point, left the
    battle); [] for a side of one army."""
    if not allied_generals(state, side):
        return []
    from game.core.fantasy_warriors.players import names

    who = names(state, side) or ("first", "second")
    return [(who[a] if a < len(who) else f"army {a + 1}", army_losses(state, side, a), len(army_units(state, side, a)),
             army_break_point(state, side, a), army_left(state, side, a)) for a in (0, 1)]


def armies_break(state: GameState, dice: Dice) -> list[Event]:
    """After every action: an allied army whose General is gone or whose losses reach its break point leaves
    the battle; when both armies of a side have left, the side withdraws."""
    if not state.started or state.result is not None:
        return []
    events: list[Event] = []
    for side in (state.active, 1 - state.active):
        if not allied_generals(state, side):
            continue
        for army in (0, 1):
            if army_left(state, side, army):
                continue
            gens = generals(state, side, army)
            lost, bp = army_losses(state, side, army), army_break_point(state, side, army)
            if gens and all(not g.alive for g in gens):
                why = f"{gens[0].name} is slain"
            elif army_units(state, side, army) and lost >= bp:
                why = f"it lost {lost:g} of its {len(army_units(state, side, army))} units (break point {bp})"
            else:
                continue
            events += _leave(state, side, army, why)
        if all(army_left(state, side, a) for a in (0, 1)):
            name = state.sides[side].name
            state.withdrawn = side
            events.append(Narration(message=f"Both armies of {name} have left the battle: {name} withdraw",
                                    rule=f"{RULE}.break"))
            return events + engine.end_battle(state, None, f"{name} withdrew (both allied armies broken)")
    return events


def _leave(state: GameState, side: int, army: int, why: str) -> list[Event]:
    from game.core.fantasy_warriors.players import names

    who = names(state, side)[army] if len(names(state, side)) == 2 else f"army {army + 1}"
    events: list[Event] = [Narration(message=f"{who}'s army ({state.sides[side].name}) breaks and leaves the "
                                             f"battle: {why}", rule=f"{RULE}.break")]
    for ch in state.live_characters(side):
        if army_no(ch) != army and ch.joined in state.units and army_no(state.units[ch.joined]) == army:
            ch.joined = None  # an ally's character with them stays
    for u in state.live_units(side):
        if army_no(u) == army and not is_lost(u):
            events += destroy_unit(state, u, "its army leaves the battle", f"{RULE}.break")
    for ch in state.live_characters(side):
        if army_no(ch) == army:
            ch.alive = False
            ch.joined = None
            events.append(Narration(message=f"{ch.name} leaves the battle with his army", rule=f"{RULE}.break"))
    state.invalidate()
    return events
