"""The Chaos Dwarfs' Lammasu (digest 10.20 [8]): once a turn its side may try to undo an enemy spell.

- An enemy spell that has worked and is laid on a friendly unit within 30 cm of the Lammasu (or on the unit its
  Sorcerer has joined) is held while the Chaos Dwarf player chooses (``LammasuBreath``): try to undo it, or let it
  be. The rule says "you can": the player picks which spell of the turn is worth the one attempt.
- Tried: a D6 roll of 4+ undoes the spell; the attempt is spent for the turn, whatever the die. Let be: the spell
  takes effect (or waits on the Scroll of Dispelling, if the enemy of its Wizard carries one) and the Lammasu may
  still try against a later spell of the turn.
- Spells that name no unit (a line, a storm around the Wizard) are laid on no unit and never held.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from game.core import board
from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Narration
from game.core.kept import kept, plain
from game.core.magic import effects
from game.core.magic.actions import Cast
from game.core.state import Character, GameState, Unit

MODULE_ID = "chaos-dwarfs"
RULE = "specials.lammasu"
LAMMASU = "lammasu"
LAMMASU_MM = 300
LAMMASU_NEEDS = 4
# Character flag: the ply in which the Lammasu last tried to undo a spell (once a turn).
LAMMASU_PLY = "lammasu_ply"
SLACK_MM = 0.01
WAITS = "first choose whether the Lammasu tries to undo the spell"


@dataclass
class ChaosDwarfsKept:
    # A spell held while the Lammasu's side chooses: {"side", "character", "wizard", "unit", "spell", "cast"}.
    offer: dict[str, Any] | None = None

    OLD_KEYS: ClassVar[dict[str, str]] = {}
    # Games saved before the Lammasu asked leave the module's state out while nothing is kept.
    OMITTED_WHEN_FRESH: ClassVar[bool] = True

    def to_dict(self) -> dict[str, Any]:
        return {"offer": plain(self.offer)}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ChaosDwarfsKept:
        return cls(offer=plain(d.get("offer")))


def chaos_dwarfs_kept(state: GameState) -> ChaosDwarfsKept:
    return kept(state, MODULE_ID, ChaosDwarfsKept)


def lammasu_offer(state: GameState) -> dict[str, Any] | None:
    """The spell waiting on the Lammasu's side, as kept, or None."""
    offer = chaos_dwarfs_kept(state).offer
    return plain(offer) if offer is not None else None


@dataclass(frozen=True)
class LammasuBreath(Action):
    """The Lammasu's side answers a spell held for it: ``use`` tries to undo it (4+), False lets it be."""

    kind: ClassVar[str] = "lammasu"
    character: str
    use: bool = True

    def __str__(self) -> str:
        return f"{self.character}'s Lammasu " + ("tries to undo the spell" if self.use else "lets the spell be")


def _riders(state: GameState, side: int) -> list[Character]:
    out = []
    for ch in state.live_characters(side):
        mount = state.mount_profile(ch)
        if mount is not None and LAMMASU in mount.special and not ch.off_table:
            out.append(ch)
    return out


def spell_on_unit(state: GameState, wizard: Character, action: Any, unit: Unit, dice: Dice) -> tuple[bool, list[Event]]:
    """The ``SPELL_ON_UNIT`` hook: an enemy spell on a unit within the reach of a Lammasu that has not tried this
    turn is held for its side's choice."""
    if unit.side == wizard.side:
        return False, []
    t = board.table(state)
    now = effects.ply(state)
    for ch in _riders(state, unit.side):
        if ch.flags.get(LAMMASU_PLY) == now:
            continue
        if ch.joined != unit.id and t.owner_distance(ch.id, unit.id) > LAMMASU_MM + SLACK_MM:
            continue
        chaos_dwarfs_kept(state).offer = {
            "side": unit.side, "character": ch.id, "wizard": wizard.id, "unit": unit.id, "spell": action.spell,
            "cast": action.to_dict(),
        }
        return True, [Narration(message=f"{wizard.name}'s {action.spell} has worked on {unit.name}: {ch.name}'s "
                                f"Lammasu may try to undo it (once a turn, 4+)", rule=RULE)]
    return False, []


def check_breath(state: GameState, action: LammasuBreath) -> list[str]:
    offer = chaos_dwarfs_kept(state).offer
    if offer is None:
        return ["no spell waits on the Lammasu just now"]
    if offer["character"] != action.character:
        return [f"{action.character} does not ride the Lammasu the spell waits on"]
    return []


def apply_breath(state: GameState, action: LammasuBreath, dice: Dice) -> list[Event]:
    from game.core.actions import action_from_dict
    from game.core.magic.casting import past_the_dispels, spell_of

    k = chaos_dwarfs_kept(state)
    offer = k.offer
    assert offer is not None
    k.offer = None
    ch = state.characters[offer["character"]]
    wizard = state.characters[offer["wizard"]]
    unit = state.units[offer["unit"]]
    cast = action_from_dict(offer["cast"])
    assert isinstance(cast, Cast)
    spell = spell_of(state, wizard, cast.spell)
    assert spell is not None
    events: list[Event] = []
    if not action.use:
        events.append(Narration(message=f"{ch.name}'s Lammasu lets {spell.name} be: it may still try against a "
                                "later spell this turn", rule=RULE))
        return events + past_the_dispels(state, wizard, spell, cast, dice)
    ch.flags[LAMMASU_PLY] = effects.ply(state)
    (face,) = dice.roll(1, 6, f"{ch.name}'s Lammasu against {spell.name}")
    ok = face >= LAMMASU_NEEDS
    events.append(DiceRolled(
        purpose=f"{ch.name}'s Lammasu breathes against {spell.name} on {unit.name}", sides=6, faces=(face,),
        target=LAMMASU_NEEDS, success=ok, outcome=f"{spell.name} is undone" if ok else f"{spell.name} holds",
        side=unit.side, rule=RULE,
    ))
    if ok:
        return events
    return events + past_the_dispels(state, wizard, spell, cast, dice)


def legal_breath(state: GameState) -> list[LammasuBreath]:
    offer = chaos_dwarfs_kept(state).offer
    if offer is None:
        return []
    return [LammasuBreath(offer["character"]), LammasuBreath(offer["character"], use=False)]


def waits(state: GameState, action: Action) -> str:
    """``ACTION_WAITS``: while a spell waits on the Lammasu, nothing but the answer."""
    if chaos_dwarfs_kept(state).offer is None or isinstance(action, LammasuBreath):
        return ""
    return WAITS


def decider(state: GameState) -> int | None:
    """``HELD_DECIDER``: the side a held spell waits for."""
    offer = chaos_dwarfs_kept(state).offer
    return None if offer is None else int(offer["side"])


def blocks_leaving(state: GameState) -> str | None:
    return WAITS if chaos_dwarfs_kept(state).offer is not None else None
