"""The Wizard's magic items (digest 6.1 and 6.4).

- Ring of Magic: once a battle, a spell is cast without a roll; it works (it may still be dispelled).
- Wand of Power: once a battle, +1 to one casting roll, chosen before the roll; a 1 still fails.
- Rod of Repetition: once a battle, after a spell of his has worked this phase, the Wizard casts another;
  it may be the same spell, and on the same unit if the first was dispelled (a unit is touched by a spell once a
  turn). With a Teleport that makes three spells at most.
- Scroll of Dispelling (a Wizard's or a Runesmith's): once, an enemy spell that has worked is cancelled. The
  spell waits for the Scroll's side to decide; a Runesmith's anti-magic roll comes first.
- Staff of Spellbinding (a Wizard's or a Runesmith's): once, when an enemy Wizard fails a casting roll, the
  Staff's side may use it: on a D6 roll of 4+ that Wizard is spellbound, -1 to all his casting rolls for the rest
  of the battle. The game waits for the Staff's side after the failed roll.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Modifier
from game.core.items.rules import _said
from game.core.items.use import Usable, UseItem, carrier_of, hold, items_kept, ply, ready, spend
from game.core.state import Character, GameState

RING, WAND, ROD = "ring_of_magic", "wand_of_power", "rod_of_repetition"
SCROLL, STAFF = "scroll_of_dispelling", "staff_of_spellbinding"
SPELLBOUND = "item:spellbound"
STAFF_NEEDS = 4


def cast_items(state: GameState, ch: Character) -> list[str]:
    """``CAST_ITEMS``: the Ring and the Wand, while the Wizard has them."""
    return [i for i in (RING, WAND) if ready(ch, i)]


def ring_casts(state: GameState, ch: Character, action: Any) -> str:
    """``CAST_AUTOMATIC``: the Ring of Magic casts the spell without a roll."""
    return "the Ring of Magic casts it without a roll" if action.item == RING else ""


def cast_modifiers(state: GameState, ch: Character, action: Any) -> list[Modifier]:
    """``CAST_MODIFIERS``: the Wand's +1, and -1 for a Wizard the Staff has spellbound."""
    out = []
    if action.item == WAND:
        out.append(Modifier(1, f"items.{WAND}", "Wand of Power"))
    if ch.flags.get(SPELLBOUND):
        out.append(Modifier(-1, f"items.{STAFF}", "spellbound"))
    return out


def cast_rolled(state: GameState, ch: Character, action: Any, ok: bool, dice: Dice) -> list[Event]:
    """``CAST_ROLLED``: an item spent on the roll is used up; the Rod notes a spell that worked; the Staff
    is offered to the enemy after a failure."""
    events: list[Event] = []
    if action.item in (RING, WAND):
        spend(ch, action.item)
        events.append(_said(ch, action.item, "used up on this spell"))
    worked = items_kept(state).cast_worked
    if ok and ready(ch, ROD):
        worked[ch.id] = ply(state)
    else:
        worked.pop(ch.id, None)
    if not ok:
        staff = carrier_of(state, 1 - ch.side, STAFF)
        if isinstance(staff, Character) and not ch.flags.get(SPELLBOUND):
            hold(state, STAFF, staff, wizard=ch.id)
    return events


def scroll_holds(state: GameState, ch: Character, action: Any) -> list[Event] | None:
    """``SPELL_HELD``: a spell that has worked waits while the enemy may read the Scroll of Dispelling."""
    scroll = carrier_of(state, 1 - ch.side, SCROLL)
    if not isinstance(scroll, Character):
        return None
    hold(state, SCROLL, scroll, wizard=ch.id, cast=asdict(action))
    return []


# ------------------------------------------------------------------------------------- used by choice
def _held(state: GameState, item: str, a: UseItem) -> dict[str, Any] | None:
    held = items_kept(state).held
    if held is not None and held["item"] == item and held["carrier"] == a.carrier:
        return held
    return None


def _check_held(item: str, what: str) -> Any:
    def check(state: GameState, a: UseItem) -> str:
        return "" if _held(state, item, a) else what

    return check


def _legal_held(item: str) -> Any:
    def legal(state: GameState) -> list[UseItem]:
        held = items_kept(state).held
        if held is None or held["item"] != item:
            return []
        return [UseItem(held["carrier"], item), UseItem(held["carrier"], item, use=False)]

    return legal


def _apply_scroll(state: GameState, a: UseItem, dice: Dice) -> list[Event]:
    from game.core.magic.actions import Cast
    from game.core.magic.casting import spell_of

    held = _held(state, SCROLL, a)
    assert held is not None
    items_kept(state).held = None
    wizard = state.characters[held["wizard"]]
    cast = Cast(**held["cast"])
    if a.use:
        bearer = state.characters[a.carrier]
        spend(bearer, SCROLL)
        return [_said(bearer, SCROLL, f"{wizard.name}'s {cast.spell} is dispelled")]
    spell = spell_of(state, wizard, cast.spell)
    assert spell is not None
    return state.ruleset.spell_effects[spell.effect](state, wizard, spell, cast, dice)


def _apply_staff(state: GameState, a: UseItem, dice: Dice) -> list[Event]:
    held = _held(state, STAFF, a)
    assert held is not None
    items_kept(state).held = None
    if not a.use:
        return []
    bearer, wizard = state.characters[a.carrier], state.characters[held["wizard"]]
    spend(bearer, STAFF)
    (face,) = dice.roll(1, 6, f"Staff of Spellbinding against {wizard.name}")
    bound = face >= STAFF_NEEDS
    if bound:
        wizard.flags[SPELLBOUND] = 1
    what = f"{wizard.name} is spellbound: -1 to his casting rolls" if bound else f"{wizard.name} shakes it off"
    return [
        DiceRolled(
            purpose=f"Staff of Spellbinding against {wizard.name}",
            sides=6,
            faces=(face,),
            target=STAFF_NEEDS,
            success=bound,
            outcome=what,
            side=bearer.side,
            quiet=True,
            rule=f"items.{STAFF}",
        ),
        _said(bearer, STAFF, what),
    ]


def _check_rod(state: GameState, a: UseItem) -> str:
    from game.core.magic import record

    ch = state.characters.get(a.carrier)
    if ch is None or state.phase != "shooting" or ch.side != state.active:
        return "the Rod of Repetition is used in its Wizard's own Shooting phase"
    if not a.use:
        return "the Rod of Repetition is simply not used: go on with the turn"
    if items_kept(state).cast_worked.get(ch.id) != ply(state):
        return f"the Rod of Repetition is used after a spell of {ch.name}'s has worked this phase"
    if record.may_cast_again(state, ch.id):
        return f"{ch.name} may already cast another spell"
    return ""


def _apply_rod(state: GameState, a: UseItem, dice: Dice) -> list[Event]:
    from game.core.magic import record

    ch = state.characters[a.carrier]
    spend(ch, ROD)
    items_kept(state).cast_worked.pop(ch.id, None)
    record.grant_extra(state, ch.id, repeat=True)
    return [_said(ch, ROD, "he may cast one more spell this phase, the same one too")]


def _legal_rod(state: GameState) -> list[UseItem]:
    if state.phase != "shooting":
        return []
    return [UseItem(ch.id, ROD) for ch in state.live_characters(state.active) if ready(ch, ROD)]


USABLE = {
    SCROLL: Usable(
        _check_held(SCROLL, "the Scroll of Dispelling cancels an enemy spell that has just worked"),
        _apply_scroll,
        _legal_held(SCROLL),
    ),
    STAFF: Usable(
        _check_held(STAFF, "the Staff of Spellbinding is used when an enemy Wizard has just failed a spell"),
        _apply_staff,
        _legal_held(STAFF),
    ),
    ROD: Usable(_check_rod, _apply_rod, _legal_rod),
}
