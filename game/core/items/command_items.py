"""The General's magic items (digest 2.4 and 6.4): the Crown, the Helm, the Orb and the Sceptre.

- Crown of Command: the General's first order each turn is tested against an unmodified 10, no penalty
  counting; once that order fails (on 11 or 12, the only rolls that fail it) the Crown works no more.
- Helm of Dominion: the player declares one turn, in his Command phase; the General has +1 Command (at most 10)
  for the orders of that turn.
- Orb of Majesty: once a battle, right after one of the General's orders fails, its dice are rolled again as if
  his Command were 8, with the usual penalties. The offer lapses with the next action. A failure whose outcome
  is a chart of its own (a Giant going wild) is carried out at once and is not offered.
- Sceptre of Sovereignty: once a battle, a double six rolled by any of the army's characters for an order is
  ignored and the order passes. A Hero's or Wizard's blunder is rolled first, then the player decides (the
  blunder waits for him); the General's double six is offered until the next action, as the Orb is.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.dice import Dice
from game.core.events import Event, Modifier
from game.core.items.rules import _said
from game.core.items.use import (
    Usable,
    UseItem,
    carrier_of,
    hold,
    items_kept,
    offer,
    ply,
    ready,
    spend,
)
from game.core.profiles import Rank
from game.core.state import Character, GameState, Unit

CROWN, HELM, ORB, SCEPTRE = "crown_of_command", "helm_of_dominion", "orb_of_majesty", "sceptre_of_sovereignty"
HELM_PLY = "item:helm_ply"
ORB_COMMAND = 8


def _general(state: GameState, ch: Character) -> bool:
    return state.character_profile(ch).rank is Rank.GENERAL


def crown_value(state: GameState, ch: Character, units: list[Unit]) -> int | None:
    """``ORDER_VALUE``: the General's first order of the turn is against an unmodified 10."""
    if ready(ch, CROWN) and _general(state, ch) and ch.orders_given == 0:
        return 10
    return None


def helm_command(state: GameState, ch: Character, units: list[Unit]) -> list[Modifier]:
    """``COMMAND_MODIFIERS``: +1 Command, at most 10, in the turn the Helm was declared."""
    if ch.flags.get(HELM_PLY) != ply(state) or not _general(state, ch):
        return []
    return [Modifier(1, f"items.{HELM}", "Helm of Dominion")]


def order_rolled(
    state: GameState, ch: Character, units: list[Unit], faces: tuple[int, int], passed: bool, how: str
) -> list[Event]:
    """``ORDER_ROLLED``: the Crown's first order settled; the Orb and the Sceptre offered after a failure."""
    events: list[Event] = []
    if not how and ready(ch, CROWN) and _general(state, ch) and ch.orders_given == 1:
        if passed:
            events.append(_said(ch, CROWN, "the first order of the turn was tested against an unmodified 10"))
        else:
            spend(ch, CROWN)
            events.append(_said(ch, CROWN, f"the order failed on {sum(faces)}: the Crown works no more"))
    if passed or how == "passed":
        return events
    ids = [u.id for u in units]
    sceptre = carrier_of(state, ch.side, SCEPTRE)
    if sum(faces) == 12 and _general(state, ch) and isinstance(sceptre, Character):
        offer(state, SCEPTRE, sceptre, character=ch.id, units=ids)
    if not how and ready(ch, ORB) and _general(state, ch):
        offer(state, ORB, ch, units=ids)
    return events


def sceptre_holds(state: GameState, ch: Character, units: list[Unit], face: int) -> bool:
    """``BLUNDER_HELD``: a Hero's or Wizard's blunder waits while the Sceptre's carrier may cancel it."""
    sceptre = carrier_of(state, ch.side, SCEPTRE)
    if not isinstance(sceptre, Character):
        return False
    from game.core.command.orders import BLUNDER_RESULTS

    title, effect = BLUNDER_RESULTS[face]
    hold(state, SCEPTRE, sceptre, character=ch.id, units=[u.id for u in units], face=face, blunder=f"{title}: {effect}")
    return True


# ------------------------------------------------------------------------------------- used by choice
def _check_helm(state: GameState, a: UseItem) -> str:
    ch = state.characters.get(a.carrier)
    if ch is None or ch.side != state.active or state.phase != "command":
        return "the Helm of Dominion is declared in its own side's Command phase"
    if state.character_profile(ch).command >= 10:
        return f"{ch.name}'s Command is already 10, the most it can be"
    return ""


def _apply_helm(state: GameState, a: UseItem, dice: Dice) -> list[Event]:
    ch = state.characters[a.carrier]
    spend(ch, HELM)
    ch.flags[HELM_PLY] = ply(state)
    return [_said(ch, HELM, "declared for this turn: +1 Command to his orders")]


def _legal_helm(state: GameState) -> list[UseItem]:
    if state.phase != "command":
        return []
    return [UseItem(ch.id, HELM) for ch in state.live_characters(state.active) if ready(ch, HELM)]


def _waiting(state: GameState, item: str, a: UseItem) -> dict[str, object] | None:
    k = items_kept(state)
    for w in (k.held, *k.offers):
        if w is not None and w["item"] == item and w["carrier"] == a.carrier:
            return w
    return None


def _check_orb(state: GameState, a: UseItem) -> str:
    if not a.use:
        return "the Orb of Majesty is simply not used: go on with the turn"
    return "" if _waiting(state, ORB, a) else "the Orb of Majesty rolls again an order of the General's just failed"


def _apply_orb(state: GameState, a: UseItem, dice: Dice) -> list[Event]:
    from game.core.command.orders import settle_order, undo_failure
    from game.core.command.penalties import order_target

    w = _waiting(state, ORB, a)
    assert w is not None
    items_kept(state).offers = []
    ch = state.characters[a.carrier]
    units = [state.units[u] for u in w["units"]]  # type: ignore[attr-defined]
    spend(ch, ORB)
    undo_failure(state, ch, units)
    tgt = order_target(state, ch, units)
    nth = max(u.orders for u in units) + 1
    faces = dice.roll(2, 6, "order again")
    events: list[Event] = [_said(ch, ORB, f"the order is rolled again as if his Command were {ORB_COMMAND}")]
    return events + settle_order(state, ch, units, (faces[0], faces[1]), ORB_COMMAND, tgt.modifiers, nth, dice,
                                 how=ORB)


def _check_sceptre(state: GameState, a: UseItem) -> str:
    w = _waiting(state, SCEPTRE, a)
    if w is None:
        return "the Sceptre of Sovereignty cancels a double six just rolled for an order"
    if not a.use and w is not items_kept(state).held:
        return "the Sceptre of Sovereignty is simply not used: go on with the turn"
    return ""


def _apply_sceptre(state: GameState, a: UseItem, dice: Dice) -> list[Event]:
    from game.core.command.blunders import carry_out_blunder
    from game.core.command.orders import blunder_takers, settle_order, undo_failure

    w = _waiting(state, SCEPTRE, a)
    assert w is not None
    k = items_kept(state)
    k.held, k.offers = None, []
    ch = state.characters[str(w["character"])]
    units = [state.units[u] for u in w["units"]]  # type: ignore[attr-defined]
    if not a.use:
        return carry_out_blunder(state, units, int(w["face"]), dice,  # type: ignore[call-overload]
                                 blunder_takers(state, ch, units))
    bearer = state.characters[a.carrier]
    spend(bearer, SCEPTRE)
    undo_failure(state, ch, units)
    nth = max(u.orders for u in units) + 1
    cp = state.character_profile(ch)
    events: list[Event] = [_said(bearer, SCEPTRE, f"{ch.name}'s double six is ignored: the order passes")]
    return events + settle_order(state, ch, units, (6, 6), cp.command, (), nth, dice, how="passed")


def _legal_waiting(item: str) -> Callable[[GameState], list[UseItem]]:
    def legal(state: GameState) -> list[UseItem]:
        k = items_kept(state)
        out = []
        if k.held is not None and k.held["item"] == item:
            out += [UseItem(k.held["carrier"], item), UseItem(k.held["carrier"], item, use=False)]
        out += [UseItem(o["carrier"], item) for o in k.offers if o["item"] == item]
        return out

    return legal


USABLE = {
    HELM: Usable(_check_helm, _apply_helm, _legal_helm),
    ORB: Usable(_check_orb, _apply_orb, _legal_waiting(ORB)),
    SCEPTRE: Usable(_check_sceptre, _apply_sceptre, _legal_waiting(SCEPTRE)),
}
