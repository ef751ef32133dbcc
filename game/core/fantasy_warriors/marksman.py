"""Marksmen (Fantasy Warriors' "Marksmen"): an individual who picks off a lone enemy character.

Once in his side's Shooting phase a marksman who touches no unit and is not in combat shoots at an enemy
character that stands alone (joined to no unit) and that he sees: 1D6, -1 in bad light, hits on 3+ within
30 cm (the seed's short range) and on 4+ within 60 cm. A hit slays the character unless he saves with his
Armour (the characters' data); one without armour has no save. He needs no volleys and never poisons.

Touching a unit he cannot pick his shot; if the unit shoots bows (Warmaster's bows and crossbows, which share
one stat line; not handguns nor machines) he adds his worth to its volley instead: a character's worth is his
bonus + 2 = 2, halved as worth always is on the table: one more attack die each time it shoots.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core import board
from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Modifier, Narration
from game.core.fantasy_warriors.power_events import PowerSpell
from game.core.fantasy_warriors.states import fw_options
from game.core.magic.effects import ply
from game.core.moves import slay_character
from game.core.shooting.weapons import MISSILE, weapon
from game.core.state import Character, GameState, Unit

SHORT_MM, LONG_MM = 300, 600
SHORT_HITS, LONG_HITS = 3, 4
USED = "fw_sniped"
WORTH_SHOTS = 1
BOW_TYPES = ("infantry", "cavalry")


@dataclass(frozen=True)
class Snipe(Action):
    kind: ClassVar[str] = "fw_snipe"
    marksman: str
    target: str

    def __str__(self) -> str:
        return f"{self.marksman} snipes at {self.target}"


def is_marksman(state: GameState, ch: Character) -> bool:
    return "marksman" in state.character_profile(ch).special


def _touches_a_unit(state: GameState, ch: Character) -> bool:
    if ch.joined:
        return True
    t = board.table(state)
    return any(t.owner_distance(ch.id, u.id) <= 1.0 for u in state.live_units())


def check_snipe(state: GameState, action: Snipe) -> list[str]:
    if state.phase != "shooting":
        return ["a marksman shoots in the Shooting phase"]
    ch = state.characters.get(action.marksman)
    if ch is None or not ch.alive or ch.side != state.active or not is_marksman(state, ch):
        return ["only a marksman of the side to play snipes"]
    if ch.flags.get(USED) == ply(state):
        return [f"{ch.name} has already shot this turn; a marksman shoots once a turn"]
    if _touches_a_unit(state, ch):
        return [f"{ch.name} touches a unit and cannot pick his shot (beside bowmen he adds to their shooting)"]
    target = state.characters.get(action.target)
    if target is None or not target.alive or target.off_table or target.side == ch.side:
        return ["a marksman shoots at an enemy character on the table"]
    if target.joined:
        return [f"{target.name} is with a unit; a marksman picks off only characters standing alone"]
    t = board.table(state)
    d = t.owner_distance(ch.id, target.id)
    if d > LONG_MM + 0.01:
        return [f"{target.name} is {d / 10:.0f} cm away; a marksman reaches 60 cm"]
    if not t.can_see(ch.id, target.id, all_round=True).visible:
        return [f"{ch.name} cannot see {target.name}"]
    return []


def apply_snipe(state: GameState, action: Snipe, dice: Dice) -> list[Event]:
    ch, target = state.characters[action.marksman], state.characters[action.target]
    ch.flags[USED] = ply(state)
    d = board.table(state).owner_distance(ch.id, target.id)
    need = SHORT_HITS if d <= SHORT_MM + 0.01 else LONG_HITS
    opts = fw_options(state)
    mods = (Modifier(-1, "fw.individuals.marksman", "bad light"),) if opts.bad_light or opts.night else ()
    face = dice.roll(1, 6, f"{ch.name} snipes at {target.name}")[0]
    total = face + sum(m.value for m in mods)
    hit = total >= need
    events: list[Event] = [DiceRolled(purpose=f"{ch.name} snipes at {target.name} ({d / 10:.0f} cm)", sides=6,
                                      faces=(face,), target=need, modifiers=mods, total=total, success=hit,
                                      outcome="a hit" if hit else "a miss", side=ch.side,
                                      rule="fw.individuals.marksman")]
    if not hit:
        return events
    piece = state.army_of(target).piece(target.profile)
    armour = piece.armour if piece is not None else None
    if armour:
        save = dice.roll(1, 6, f"{target.name}: armour save")[0]
        events.append(DiceRolled(purpose=f"{target.name}: armour save", sides=6, faces=(save,), target=armour,
                                 total=save, success=save >= armour,
                                 outcome="saved" if save >= armour else "not saved", side=target.side,
                                 rule="fw.individuals.marksman"))
        if save >= armour:
            return events
    events.append(PowerSpell(wizard=ch.id, wizard_name=ch.name, spell="", unit=target.id, unit_name=target.name,
                             effect=f"is picked off by {ch.name}", rule="fw.individuals.marksman"))
    return events + slay_character(state, target, f"shot by {ch.name}", "fw.individuals.marksman")


def legal_snipes(state: GameState) -> list[Action]:
    if state.phase != "shooting":
        return []
    out: list[Action] = []
    for ch in state.live_characters(state.active):
        if not is_marksman(state, ch):
            continue
        for t in state.live_characters(1 - state.active):
            a = Snipe(ch.id, t.id)
            if not check_snipe(state, a):
                out.append(a)
    return out


def bow_unit(state: GameState, unit: Unit) -> bool:
    """Warmaster's bowmen and crossbowmen: ordinary missiles (not handguns) shot by infantry or cavalry."""
    w = weapon(state, unit)
    return (w is not None and w.kind == MISSILE and not w.armour_worse
            and state.unit_profile(unit).type.value in BOW_TYPES)


def adds_worth(state: GameState, shooter: Unit, target: Unit, stands: int) -> tuple[int, list[Event]]:
    """The hook ``EXTRA_SHOTS``: a marksman joined to or touching a bow unit of his side adds to its volley."""
    if not bow_unit(state, shooter):
        return 0, []
    t = board.table(state)
    for ch in state.live_characters(shooter.side):
        if ch.off_table or not is_marksman(state, ch):
            continue
        if ch.joined == shooter.id or (not ch.joined and t.owner_distance(ch.id, shooter.id) <= 1.0):
            return WORTH_SHOTS, [Narration(message=f"{ch.name} shoots with {shooter.name}: his worth adds "
                                                   f"{WORTH_SHOTS} attack to the volley",
                                           rule="fw.individuals.marksman_with_bows")]
    return 0, []
