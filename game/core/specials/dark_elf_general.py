"""Cruel masters (digest 10.12 note 7): what a double six for an order costs a Dark Elf army.

- A Hero or the Sorceress rolls a double six for an order: the blunder is carried out as usual, and then the
  Dark Elf player chooses (``CruelChoice``): the General loses one level of Command, or the blunderer is
  executed - taken off as a casualty that gives the enemy no victory points. Play waits for the choice.
- The General rolls a double six for an order: he loses one level of Command (his order fails as any General's
  double six does).
- The General loses at most two levels (10 to 8). After that a blunderer is executed without a choice, and the
  General's double six only ends his orders as usual.

Only a double six counts: a double a curse makes a blunder (Spite of Low'Key) is not one. The lost levels are a
modifier on every order the General gives (the cap of 10 makes that the same as a lower Command value).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import Event, Modifier, Narration
from game.core.kept import kept, plain
from game.core.moves import slay_character
from game.core.profiles import Rank
from game.core.state import Character, GameState, Unit

MODULE_ID = "dark-elves"
RULE = "specials.cruel_masters"
TAG = "cruel_masters"
# On the General: the levels of Command he has lost.
LOST = "command_lost"
MOST_LOST = 2


@dataclass
class DarkElvesKept:
    # A blunderer waiting on his side's choice: {"side", "character", "general"}.
    choice: dict[str, Any] | None = None

    OLD_KEYS: ClassVar[dict[str, str]] = {}
    # Games saved before the Dark Elves marched leave the module's state out while nothing is kept.
    OMITTED_WHEN_FRESH: ClassVar[bool] = True

    def to_dict(self) -> dict[str, Any]:
        return {"choice": plain(self.choice)}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> DarkElvesKept:
        return cls(choice=plain(d.get("choice")))


def dark_elves_kept(state: GameState) -> DarkElvesKept:
    return kept(state, MODULE_ID, DarkElvesKept)


@dataclass(frozen=True)
class CruelChoice(Action):
    """The General's answer to a blunderer: ``execute`` him, or (False) lose a level of Command himself."""

    kind: ClassVar[str] = "cruel_choice"
    execute: bool = True

    def __str__(self) -> str:
        return "execute the blunderer" if self.execute else "the General loses a level of Command"


def cruel_general(state: GameState, side: int) -> Character | None:
    """The side's living General bound by the rule, or None."""
    gen = state.general(side)
    if gen is None or not gen.alive or TAG not in state.character_profile(gen).special:
        return None
    return gen


def levels_lost(ch: Character) -> int:
    return int(ch.flags.get(LOST, 0))


def _demote(state: GameState, gen: Character, why: str) -> list[Event]:
    gen.flags[LOST] = levels_lost(gen) + 1
    now = state.character_profile(gen).command - levels_lost(gen)
    return [Narration(message=f"{gen.name} loses a level of Command ({why}): Command {now} from now on", rule=RULE)]


def _execute(state: GameState, ch: Character, gen: Character) -> list[Event]:
    ch.flags["no_victory_points"] = 1
    return [
        Narration(message=f"{gen.name} has {ch.name} executed for the blunder; the enemy scores nothing for it",
                  rule=RULE),
        *slay_character(state, ch, f"executed by {gen.name}", rule=RULE),
    ]


def order_rolled(
    state: GameState, ch: Character, units: list[Unit], faces: tuple[int, int], passed: bool, how: str
) -> list[Event]:
    """``ORDER_ROLLED``: a double six of a Dark Elf character costs a level of Command or a life."""
    if passed or tuple(faces) != (6, 6):
        return []
    gen = cruel_general(state, ch.side)
    if gen is None:
        return []
    spent = levels_lost(gen) >= MOST_LOST
    if ch.id == gen.id:
        if spent:
            return [Narration(message=f"{gen.name} has lost all the Command he may: his double six only ends his "
                              "orders", rule=RULE)]
        return _demote(state, gen, "his own double six")
    if state.character_profile(ch).rank not in (Rank.HERO, Rank.WIZARD) or not ch.alive:
        return []
    if spent:
        return _execute(state, ch, gen)
    dark_elves_kept(state).choice = {"side": ch.side, "character": ch.id, "general": gen.id}
    return [Narration(message=f"{ch.name} has rolled a double six: {gen.name} loses a level of Command, or "
                      f"{ch.name} is executed", rule=RULE)]


def choice_offer(state: GameState) -> dict[str, Any] | None:
    """The blunderer waiting on his side's choice ({"side", "character", "general"}), or None."""
    c = dark_elves_kept(state).choice
    return plain(c) if c is not None else None


def check_choice(state: GameState, action: CruelChoice) -> list[str]:
    c = dark_elves_kept(state).choice
    if c is None:
        return ["no Dark Elf blunderer waits for judgement"]
    if c["side"] != state.active:
        return ["the blunderer's own side chooses"]
    return []


def apply_choice(state: GameState, action: CruelChoice, dice: Dice) -> list[Event]:
    k = dark_elves_kept(state)
    c = k.choice
    assert c is not None
    k.choice = None
    ch = state.characters[c["character"]]
    gen = state.characters[c["general"]]
    if action.execute:
        return _execute(state, ch, gen)
    return _demote(state, gen, f"to spare {ch.name}")


def legal_choice(state: GameState) -> list[CruelChoice]:
    c = dark_elves_kept(state).choice
    if c is None or c["side"] != state.active:
        return []
    return [CruelChoice(True), CruelChoice(False)]


def choice_waits(state: GameState) -> str | None:
    if dark_elves_kept(state).choice is not None:
        return "first choose: the General loses a level of Command, or the blunderer is executed"
    return None


# A magic item's answer may be owed at the same moment (an item offered after a failed order): it is not held up.
NOT_HELD = (CruelChoice.kind, "use_item")


def choose_first(state: GameState, action: Action) -> list[str]:
    """``ACTION_CHECK``: while a blunderer waits on his side's choice, nothing else is done but an item's answer."""
    if dark_elves_kept(state).choice is not None and action.kind not in NOT_HELD:
        return ["first choose: the General loses a level of Command, or the blunderer is executed"]
    return []


def lost_command(state: GameState, ch: Character, units: list[Unit]) -> list[Modifier]:
    """``COMMAND_MODIFIERS``: the levels the General has lost, on every order he gives."""
    lost = levels_lost(ch)
    return [Modifier(-lost, RULE, "Command lost to cruelty")] if lost else []
