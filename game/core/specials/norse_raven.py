"""Eye of the Raven (digest 6.3, Norse): one of the Norse player's own dice rolled again, once.

The Shaman banks the re-roll when the spell works; it lasts until the end of his side's next Command phase and
serves the dice the Command phase hangs on:

- one die of an order that has just failed (not a blunder's roll: a double six, or a double a curse made one);
  the new face stands and the order is settled again with it. The chance lapses with the next action;
- the die just rolled on the Blunder table: play waits while the player keeps the result or rolls it again;
- the die of a Wizard's casting roll that has just failed: if the new roll works, the spell takes effect. The
  chance lapses with the next action, as a failed order's does.

A die rolled again by another rule (the Orb of Majesty) is not rolled a third time, and one Eye is banked at
a time: a second cast while one waits is refused.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Narration
from game.core.kept import kept, plain
from game.core.magic import effects
from game.core.magic.actions import Cast
from game.core.profiles import Rank, SpellProfile
from game.core.state import Character, GameState, Unit

MODULE_ID = "norse"
RULE = "magic.eye_of_the_raven"
SPELL = "Eye of the Raven"
# The ``how`` of an order settled again with the raven's die: another rule does not roll it a third time.
HOW = "eye_of_the_raven"


@dataclass
class NorseKept:
    # The ply each side's Eye of the Raven was cast in, while its re-roll is unspent (by side, as text).
    raven: dict[str, int] = field(default_factory=dict)
    # A die the raven may roll again now: {"kind": "order", "blunder" or "cast", "side", "character", "units",
    # "faces"}, and for a cast the Cast itself ("cast").
    offer: dict[str, Any] | None = None

    OLD_KEYS: ClassVar[dict[str, str]] = {}
    # Games saved before the Norse marched leave the module's state out while nothing is kept.
    OMITTED_WHEN_FRESH: ClassVar[bool] = True

    def to_dict(self) -> dict[str, Any]:
        return {"raven": dict(self.raven), "offer": plain(self.offer)}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> NorseKept:
        return cls(raven={k: int(v) for k, v in d.get("raven", {}).items()}, offer=plain(d.get("offer")))


def norse_kept(state: GameState) -> NorseKept:
    return kept(state, MODULE_ID, NorseKept)


def banked(state: GameState, side: int) -> bool:
    """Whether the side holds an unspent Eye of the Raven: to the end of its next Command phase after the cast."""
    cast = norse_kept(state).raven.get(str(side))
    if cast is None:
        return False
    now = effects.ply(state)
    return now <= cast + 1 or (now == cast + 2 and state.phase == "command")


@dataclass(frozen=True)
class RavenReroll(Action):
    """Roll again one die the Eye of the Raven may change: ``die`` 0 or 1 of a failed order, 0 for the Blunder
    table (``use=False``: keep the blunder as rolled)."""

    kind: ClassVar[str] = "eye_of_the_raven"
    die: int = 0
    use: bool = True

    def __str__(self) -> str:
        return f"Eye of the Raven: roll die {self.die + 1} again" if self.use else "Eye of the Raven: keep the roll"


def resolve_eye(state: GameState, ch: Character, spell: SpellProfile, action: Cast, dice: Dice) -> list[Event]:
    norse_kept(state).raven[str(ch.side)] = effects.ply(state)
    return [
        Narration(
            message=f"{spell.name}: until the end of your next Command phase you may roll one of your order, "
            "Blunder or casting dice again",
            rule=RULE,
        )
    ]


def refuse_second_eye(state: GameState, action: Action) -> list[str]:
    """``ACTION_CHECK``: one Eye at a time; while a blunder waits on the raven, nothing else is done."""
    k = norse_kept(state)
    if k.offer is not None and k.offer["kind"] == "blunder" and action.kind != RavenReroll.kind:
        return ["first roll the Blunder table again with the Eye of the Raven, or keep the result"]
    if isinstance(action, Cast) and action.spell == SPELL:
        ch = state.characters.get(action.wizard)
        if ch is not None and banked(state, ch.side):
            return ["an Eye of the Raven is already waiting to be used: one at a time"]
    return []


def _blunders(state: GameState, ch: Character, units: list[Unit], faces: tuple[int, int]) -> bool:
    from game.core.command.orders import cursed_double

    if state.character_profile(ch).rank is Rank.GENERAL:
        return False
    return sum(faces) == 12 or bool(cursed_double(state, ch, units, faces))


def order_rolled(
    state: GameState, ch: Character, units: list[Unit], faces: tuple[int, int], passed: bool, how: str
) -> list[Event]:
    """``ORDER_ROLLED``: a failed order of a side holding the raven may have one die rolled again."""
    if passed or how or not banked(state, ch.side) or _blunders(state, ch, units, faces):
        return []
    norse_kept(state).offer = {
        "kind": "order", "side": ch.side, "character": ch.id, "units": [u.id for u in units], "faces": list(faces),
    }
    return []


def blunder_held(state: GameState, ch: Character, units: list[Unit], face: int) -> bool:
    """``BLUNDER_HELD``: the Blunder table's die waits while a side holding the raven decides."""
    if not banked(state, ch.side):
        return False
    from game.core.command.orders import BLUNDER_RESULTS

    title, effect = BLUNDER_RESULTS[face]
    norse_kept(state).offer = {
        "kind": "blunder", "side": ch.side, "character": ch.id, "units": [u.id for u in units], "faces": [face],
        "result": f"\"{title}\": {effect}",
    }
    return True


def cast_rolled(state: GameState, ch: Character, action: Any, ok: bool, dice: Dice) -> list[Event]:
    """``CAST_ROLLED``: a failed casting roll of a side holding the raven may be rolled again."""
    if ok or not banked(state, ch.side):
        return []
    norse_kept(state).offer = {
        "kind": "cast", "side": ch.side, "character": ch.id, "units": [], "faces": [0], "cast": action.to_dict(),
    }
    return []


def lapse(state: GameState, action: Action) -> None:
    """``BEFORE_ACTION``: a failed order's or spell's chance lapses with whatever is done next."""
    k = norse_kept(state)
    if k.offer is not None and k.offer["kind"] in ("order", "cast") and action.kind != RavenReroll.kind:
        k.offer = None


def check_reroll(state: GameState, action: RavenReroll) -> list[str]:
    offer = norse_kept(state).offer
    if offer is None or offer["side"] != state.active:
        return ["the Eye of the Raven has no die to roll again just now"]
    if action.die not in range(len(offer["faces"])):
        return [f"there is no die {action.die + 1} to roll again"]
    if not action.use and offer["kind"] != "blunder":
        return ["a failed roll is kept simply by going on"]
    return []


def apply_reroll(state: GameState, action: RavenReroll, dice: Dice) -> list[Event]:
    from game.core.command.blunders import carry_out_blunder

    k = norse_kept(state)
    offer = k.offer
    assert offer is not None
    k.offer = None
    ch = state.characters[offer["character"]]
    units = [state.units[u] for u in offer["units"]]
    faces = [int(f) for f in offer["faces"]]
    if not action.use:
        return carry_out_blunder(state, units, faces[0], dice)
    k.raven.pop(str(ch.side), None)
    if offer["kind"] == "cast":
        return _cast_again(state, ch, offer["cast"], dice)
    old = faces[action.die]
    (face,) = dice.roll(1, 6, f"{SPELL}: die rolled again")
    faces[action.die] = face
    events: list[Event] = [
        DiceRolled(
            purpose=f"{SPELL}: the {old} rolled again", sides=6, faces=(face,), total=face,
            outcome=f"a {face} stands in place of the {old}", side=ch.side, rule=RULE,
        )
    ]
    if offer["kind"] == "blunder":
        from game.core.command.orders import BLUNDER_RESULTS

        title, effect = BLUNDER_RESULTS[face]
        events.append(Narration(message=f"Blunder table: {title} - {effect}", rule=f"command.blunder.{face}"))
        return events + carry_out_blunder(state, units, face, dice)
    from game.core.command.orders import settle_order, undo_failure
    from game.core.command.penalties import order_target

    undo_failure(state, ch, units)
    tgt = order_target(state, ch, units)
    nth = max(u.orders for u in units) + 1
    return events + settle_order(state, ch, units, (faces[0], faces[1]), tgt.command, tgt.modifiers, nth, dice,
                                 how=HOW)


def _cast_again(state: GameState, ch: Character, cast: dict[str, Any], dice: Dice) -> list[Event]:
    """The failed casting roll rolled again with the same modifiers; a spell that now works takes effect."""
    from game.core.actions import action_from_dict
    from game.core.magic.casting import after_the_roll, casting_modifiers, spell_of, works

    action = action_from_dict(cast)
    assert isinstance(action, Cast)
    spell = spell_of(state, ch, action.spell)
    assert spell is not None
    mods = casting_modifiers(state, ch, action.war_altar, action)
    (face,) = dice.roll(1, 6, f"{SPELL}: {ch.name} casts {spell.name} again")
    ok = works(face, spell.cast, mods)
    events: list[Event] = [
        DiceRolled(
            purpose=f"{SPELL}: {ch.name} casts {spell.name} again", sides=6, faces=(face,), target=spell.cast,
            modifiers=mods, total=face + sum(m.value for m in mods), success=ok,
            outcome="it works" if ok else "it fails", side=ch.side, rule=RULE,
        )
    ]
    return events + after_the_roll(state, ch, spell, action, ok, dice)


def legal_reroll(state: GameState) -> list[RavenReroll]:
    offer = norse_kept(state).offer
    if offer is None or offer["side"] != state.active:
        return []
    out = [RavenReroll(i) for i in range(len(offer["faces"]))]
    if offer["kind"] == "blunder":
        out.append(RavenReroll(0, use=False))
    return out


def blunder_waits(state: GameState) -> str | None:
    """The step cannot be left while a blunder waits on the raven."""
    offer = norse_kept(state).offer
    if offer is not None and offer["kind"] == "blunder":
        return "roll the Blunder table again with the Eye of the Raven, or keep the result, first"
    return None



def raven_offer(state: GameState) -> dict[str, Any] | None:
    """The die the raven may roll again now, as kept ({"kind", "side", "character", "units", "faces"}), or None."""
    offer = norse_kept(state).offer
    return plain(offer) if offer is not None else None


def reroll_odds(state: GameState, die: int) -> float:
    """The chance that rolling die ``die`` of the failed order on offer again makes the order pass."""
    from game.core.command.penalties import order_target

    offer = norse_kept(state).offer
    if offer is not None and offer["kind"] == "cast":
        from game.core.magic.odds import spell_chance

        c = offer["cast"]
        return float(spell_chance(state, offer["character"], c["spell"], c.get("war_altar", False), c.get("item", "")))
    if offer is None or offer["kind"] != "order":
        return 0.0
    ch = state.characters[offer["character"]]
    tgt = order_target(state, ch, [state.units[u] for u in offer["units"]])
    needed = min(10, tgt.command + sum(m.value for m in tgt.modifiers))
    keep = int(offer["faces"][1 - die])
    return sum(1 for x in range(1, 7) if keep + x <= needed and keep + x != 12) / 6
