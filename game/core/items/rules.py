"""What the magic items do in play (digest 6.4), through the hook points of the fight.

A carried item is the flag ``item:<id>`` on its unit or character: 1 while it works, 0 once used up or
ended. The banners that last for the first engagement also note that it has begun (2): a unit is in its
first engagement from the moment it is engaged until the end of a Combat phase finds it no longer
engaged, so pursuit rounds and an advance into a fresh fight in that phase belong to it, and a combat
left unresolved goes on into the next turn's. Magic-standard effects
do not reach add-on stands or joined characters: the Battle Banner's Attack goes to each of the unit's
own stands and the Banner of Fortitude's Hits to its stand count as the profile has it.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.dice import Dice
from game.core.events import Event, Modifier
from game.core.items.catalogue import BY_ID, FLAG
from game.core.state import Character, GameState, Unit

STAT_HITS, STAT_ARMOUR = "stat:hits", "stat:armour"
# The turn (a side's own, counted as turn * 2 + side) in which a Banner of Steadfastness last turned a hit aside.
STEADFAST_TURN = "item:steadfast_turn"
WORKS, BEGUN, ENDED = 1, 2, 0


@dataclass(frozen=True, kw_only=True)
class ItemWorks(Event):
    """A magic item starts or stops working, or is used up."""

    carrier: str
    carrier_name: str
    item: str
    what: str

    def text(self) -> str:
        return f"{self.item} of {self.carrier_name}: {self.what}"


def _has(flags: dict[str, int], item: str) -> int | None:
    """The state of ``item`` among a piece's flags (None if it does not carry it)."""
    return flags.get(FLAG + item)


def _said(piece: Unit | Character, item: str, what: str) -> ItemWorks:
    return ItemWorks(carrier=piece.id, carrier_name=piece.name, item=BY_ID[item].name, what=what, rule=f"items.{item}")


# ------------------------------------------------------------------------------------------- the fight
def banner_attacks(state: GameState, unit: Unit, charging: bool) -> list[Modifier]:
    """``STAND_ATTACKS``: the Battle Banner's +1 Attack a stand in the unit's first engagement."""
    if _has(unit.flags, "battle_banner") in (WORKS, BEGUN):
        return [Modifier(1, "items.battle_banner", "Battle Banner")]
    return []


def _swords(flags: dict[str, int]) -> list[Modifier]:
    """The Attack a Sword of Might gives, and a Sword of Fate's in its first round."""
    out = []
    if _has(flags, "sword_of_might") is not None:
        out.append(Modifier(1, "items.sword_of_might", "Sword of Might"))
    if _has(flags, "sword_of_fate") == WORKS:
        out.append(Modifier(1, "items.sword_of_fate", "Sword of Fate"))
    return out


def sword_stand(state: GameState, unit: Unit) -> list[Modifier]:
    """``ONE_STAND_MODIFIERS``: the swords a unit carries, on one of its stands."""
    return _swords(unit.flags)


def sword_bonus(state: GameState, ch: Character) -> list[Modifier]:
    """``CHARACTER_BONUS``: the swords a character carries, added to his bonus."""
    return _swords(ch.flags)


def round_fought(state: GameState, units: list[str], winner: int | None) -> list[Event]:
    """``ROUND_DECIDED``: a Sword of Fate has given its Attack once its carrier has fought a round; the swords
    that work once a round work again."""
    from game.core.items.rerolls import round_over

    round_over(state, units)
    events: list[Event] = []
    fought = set(units)
    pieces: list[Unit | Character] = [state.units[u] for u in units if u in state.units]
    pieces += [c for c in state.characters.values() if c.joined in fought]
    for p in pieces:
        if _has(p.flags, "sword_of_fate") == WORKS:
            p.flags[FLAG + "sword_of_fate"] = ENDED
            events.append(_said(p, "sword_of_fate", "its Attack is spent after the first round"))
    return events


def steadfast(state: GameState, unit: Unit, hits: int, rule: str) -> tuple[int, list[Event]]:
    """``HITS_STRUCK``: the Banner of Steadfastness ignores one hit from shooting or magic a turn, after saves."""
    if hits <= 0 or _has(unit.flags, "banner_of_steadfastness") != WORKS or not rule.startswith(("shooting", "magic")):
        return hits, []
    now = state.turn * 2 + state.active
    if unit.flags.get(STEADFAST_TURN) == now:
        return hits, []
    unit.flags[STEADFAST_TURN] = now
    what = "a spell" if rule.startswith("magic") else "the shooting"
    return hits - 1, [_said(unit, "banner_of_steadfastness", f"one hit from {what} is ignored this turn")]


# ------------------------------------------------------------------------------------ between actions
def banners_between_actions(state: GameState, dice: Dice) -> list[Event]:
    """``AFTER_ACTION``: the banners that last for a while begin and end."""
    events: list[Event] = []
    for u in state.units.values():
        if not u.flags or not any(k.startswith(FLAG) for k in u.flags):
            continue
        events += _shielding(state, u)
        events += _steadfast_lost(u)
        events += _engagement_begins(state, u, "battle_banner")
        events += _engagement_begins(state, u, "banner_of_fortitude")
    return events


def banners_in_the_fight(state: GameState, units: list[str], dice: Dice) -> list[Event]:
    """``COMBAT_ROUND_BEGINS``: a unit that fights with its first-engagement banner still unbegun begins it here
    (units set up in contact start engaged without a charge)."""
    events: list[Event] = []
    for uid in units:
        u = state.units.get(uid)
        if u is not None and u.flags:
            events += _engagement_begins(state, u, "battle_banner", fighting=True)
            events += _engagement_begins(state, u, "banner_of_fortitude", fighting=True)
    return events


def banners_after_combat(state: GameState, dice: Dice) -> list[Event]:
    """``COMBAT_ENDS``: a first engagement is over for the units the phase leaves unengaged."""
    events: list[Event] = []
    for u in state.units.values():
        if u.flags and (u.flags.get(FLAG + "battle_banner") == BEGUN or u.flags.get(FLAG + "banner_of_fortitude") == BEGUN):
            events += _engagement_over(u, "battle_banner")
            events += _engagement_over(u, "banner_of_fortitude")
    return events


def _steadfast_lost(u: Unit) -> list[Event]:
    if _has(u.flags, "banner_of_steadfastness") != WORKS or (u.alive and len(u.stands) >= u.start_size):
        return []
    u.flags[FLAG + "banner_of_steadfastness"] = ENDED
    u.flags.pop(STEADFAST_TURN, None)
    return [_said(u, "banner_of_steadfastness", "the unit has lost a stand: the banner's power is gone")]


def _shielding(state: GameState, u: Unit) -> list[Event]:
    if _has(u.flags, "banner_of_shielding") != WORKS:
        return []
    if u.alive and len(u.stands) >= u.start_size:
        if STAT_ARMOUR not in u.flags:
            # Armour one better, at best 3+; a unit with none saves on a 6.
            base = state.army_of(u).unit(u.profile).armour
            u.flags[STAT_ARMOUR] = 6 if not base else max(3, base - 1)
        return []
    u.flags.pop(STAT_ARMOUR, None)
    u.flags[FLAG + "banner_of_shielding"] = ENDED
    return [_said(u, "banner_of_shielding", "the unit has lost a stand: its Armour is as before")]


def _engagement_begins(state: GameState, u: Unit, item: str, fighting: bool = False) -> list[Event]:
    if _has(u.flags, item) != WORKS or not (u.engaged or fighting) or not u.alive:
        return []
    u.flags[FLAG + item] = BEGUN
    if item == "banner_of_fortitude":
        u.flags[STAT_HITS] = state.army_of(u).unit(u.profile).hits + 1
        return [_said(u, item, f"+1 Hits a stand ({u.flags[STAT_HITS]}) in its first engagement")]
    return [_said(u, item, "+1 Attack a stand in its first engagement")]


def _engagement_over(u: Unit, item: str) -> list[Event]:
    if _has(u.flags, item) != BEGUN or (u.engaged and u.alive):
        return []
    u.flags[FLAG + item] = ENDED
    if item != "banner_of_fortitude":
        return [_said(u, item, "its first engagement is over")]
    u.flags.pop(STAT_HITS, None)
    left, u.hits = u.hits, 0
    extra = f"; the {left} hit{'s' if left != 1 else ''} left over {'are' if left != 1 else 'is'} discarded"
    return [_said(u, item, f"its first engagement is over{extra if left else ''}")]
