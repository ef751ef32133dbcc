"""The arcane duel (Fantasy Warriors' "The arcane duel"): two Wizards stake power face down and roll for it.

In his Shooting phase a Wizard challenges an enemy Wizard he sees (range does not matter) who has 5 power
or more, staking 5 or more of his own face down. The game then waits for the target's side: it answers to
the death or to defend, with its own stake (0 or more) face down. Both are shown, each rolls 1D6 for every
5 full points staked, and the higher total wins. A tie is a stalemate: nothing is paid. Otherwise both
stakes are spent and the winner gains the loser's stake. To the death, the loser makes as many saving
throws as the difference and is slain if any fails. To defend: if the challenger wins the target makes
one save; if the target wins, the challenger pays his stake once more, and is slain if he cannot.

A Wizard's saving throw: his Armour in the characters' data if he wears any, else 4+, his own wards (the
seed's wizard always has a save; Warhost's wizards wear no armour).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core import board
from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import DiceRolled, Event
from game.core.fantasy_warriors import power
from game.core.fantasy_warriors.power_events import DuelStep
from game.core.magic.casting import caster_points
from game.core.moves import slay_character
from game.core.state import Character, GameState

DUEL = "Arcane duel"
POINTS_A_DIE = 5
LEAST_POWER = 5
WARD_SAVE = 4
TO_THE_DEATH, TO_DEFEND = "death", "defend"


@dataclass(frozen=True)
class ChallengeDuel(Action):
    """A Wizard challenges an enemy Wizard to an arcane duel, staking ``stake`` power face down."""

    kind: ClassVar[str] = "fw_duel"
    wizard: str
    target: str
    stake: int

    def __str__(self) -> str:
        # The stake is face down: never written where the other player reads.
        return f"{self.wizard} challenges {self.target} to an arcane duel"


@dataclass(frozen=True)
class AnswerDuel(Action):
    """The challenged Wizard answers to the death (``mode`` "death") or to defend, staking ``stake`` face down."""

    kind: ClassVar[str] = "fw_duel_answer"
    wizard: str
    mode: str
    stake: int

    def __str__(self) -> str:
        return f"{self.wizard} answers the duel ({'to the death' if self.mode == TO_THE_DEATH else 'to defend'})"


def waiting(state: GameState) -> dict[str, object]:
    """The duel waiting for the target's answer, or {}."""
    return power.power_kept(state).duel if state.ruleset.has(power.MODULE_ID) else {}


def duel_parties(state: GameState) -> tuple[str, str] | None:
    """(challenger id, target id) of the duel waiting for its answer; the stake stays face down."""
    duel = waiting(state)
    return (str(duel["attacker"]), str(duel["target"])) if duel else None


def dice_for(stake: int) -> int:
    return stake // POINTS_A_DIE


def sees_wizard(state: GameState, ch: Character, target: Character) -> bool:
    t = board.table(state)
    ends = [target.id, *([target.joined] if target.joined and target.joined in state.units else [])]
    return any(t.can_see(a, b, all_round=True).visible for a in caster_points(state, ch) for b in ends)


def check_challenge(state: GameState, action: ChallengeDuel) -> list[str]:
    if state.phase != "shooting":
        return ["an arcane duel is fought in the Shooting phase"]
    if waiting(state):
        return ["an arcane duel already waits for its answer"]
    ch = state.characters.get(action.wizard)
    why = power.wizard_problems(state, ch, action.wizard)
    if why:
        return why
    assert ch is not None
    target = state.characters.get(action.target)
    if target is None or not target.alive or target.off_table or target.side == ch.side:
        return ["an arcane duel is fought against an enemy Wizard on the table"]
    if not power.is_wizard(state, target):
        return [f"{target.name} is not a Wizard"]
    if power.power_left(state, target) < LEAST_POWER:
        return [f"{target.name} has less than {LEAST_POWER} power and cannot be drawn into a duel"]
    left = power.power_left(state, ch)
    if not LEAST_POWER <= action.stake <= left:
        return [f"{ch.name} stakes {LEAST_POWER} to {left} power, not {action.stake}"]
    if not sees_wizard(state, ch, target):
        return [f"{ch.name} cannot see {target.name}"]
    return []


def apply_challenge(state: GameState, action: ChallengeDuel, dice: Dice) -> list[Event]:
    ch, target = state.characters[action.wizard], state.characters[action.target]
    power.mark_used(state, ch, DUEL)
    power.power_kept(state).duel = {"attacker": ch.id, "target": target.id, "stake": action.stake}
    return [DuelStep(attacker=ch.id, attacker_name=ch.name, target=target.id, target_name=target.name,
                     what=f"{ch.name} places his stake face down; {state.sides[target.side].name} must answer",
                     rule="fw.power.duel")]


def legal_challenges(state: GameState) -> list[Action]:
    if state.phase != "shooting" or not state.ruleset.has(power.MODULE_ID) or waiting(state):
        return []
    out: list[Action] = []
    for ch in state.live_characters(state.active):
        if power.wizard_problems(state, ch, ch.id):
            continue
        left = power.power_left(state, ch)
        for target in state.live_characters(1 - ch.side):
            for stake in sorted({LEAST_POWER, left - left % POINTS_A_DIE}):
                a = ChallengeDuel(ch.id, target.id, stake)
                if stake >= LEAST_POWER and not check_challenge(state, a):
                    out.append(a)
    return out


def check_answer(state: GameState, action: AnswerDuel) -> list[str]:
    duel = waiting(state)
    if not duel:
        return ["no arcane duel waits for an answer"]
    if action.wizard != duel["target"]:
        return ["only the challenged Wizard answers the duel"]
    if action.mode not in (TO_THE_DEATH, TO_DEFEND):
        return ["the duel is answered to the death or to defend"]
    left = power.power_left(state, state.characters[action.wizard])
    if not 0 <= action.stake <= left:
        return [f"the stake is 0 to {left} power, not {action.stake}"]
    return []


def legal_answers(state: GameState) -> list[Action]:
    duel = waiting(state)
    if not duel:
        return []
    wid = str(duel["target"])
    left = power.power_left(state, state.characters[wid])
    stakes = sorted({0, LEAST_POWER, left - left % POINTS_A_DIE} & set(range(left + 1)))
    return [AnswerDuel(wid, mode, s) for mode in (TO_THE_DEATH, TO_DEFEND) for s in stakes]


def action_waits(state: GameState, action: Action) -> str:
    """While the answer is owed, nothing else happens (``hooks.ACTION_WAITS``)."""
    return "" if action.kind == AnswerDuel.kind else blocks_leaving(state)


def blocks_leaving(state: GameState) -> str:
    duel = waiting(state)
    return f"the arcane duel waits for {state.characters[str(duel['target'])].name}'s answer" if duel else ""


def decider(state: GameState) -> int | None:
    duel = waiting(state)
    return state.characters[str(duel["target"])].side if duel else None


def save_score(state: GameState, ch: Character) -> int:
    piece = state.sides[ch.side].army.piece(ch.profile)
    armour = piece.armour if piece is not None and piece.armour else None
    return min(WARD_SAVE, armour) if armour else WARD_SAVE


def apply_answer(state: GameState, action: AnswerDuel, dice: Dice) -> list[Event]:
    duel = waiting(state)
    k = power.power_kept(state)
    k.duel = {}
    att, tgt = state.characters[str(duel["attacker"])], state.characters[action.wizard]
    stakes = {att.id: int(str(duel["stake"])), tgt.id: action.stake}
    mode = "to the death" if action.mode == TO_THE_DEATH else "to defend"

    def step(what: str, rule: str = "fw.power.duel") -> DuelStep:
        return DuelStep(attacker=att.id, attacker_name=att.name, target=tgt.id, target_name=tgt.name, what=what,
                        rule=rule)

    events: list[Event] = [step(f"{tgt.name} answers {mode}; the stakes are shown: {att.name} {stakes[att.id]}, "
                                f"{tgt.name} {stakes[tgt.id]}")]
    totals = {}
    for ch in (att, tgt):
        n = dice_for(stakes[ch.id])
        faces = tuple(dice.roll(n, 6, f"{ch.name}: arcane duel")) if n else ()
        totals[ch.id] = sum(faces)
        events.append(DiceRolled(purpose=f"{ch.name}: arcane duel, {n} dice for {stakes[ch.id]} power", sides=6,
                                 faces=faces, total=totals[ch.id], side=ch.side,
                                 rule="fw.power.duel"))
    diff = totals[att.id] - totals[tgt.id]
    if diff == 0:
        return events + [step("a stalemate: neither pays anything", "fw.power.duel_outcome")]
    winner, loser = (att, tgt) if diff > 0 else (tgt, att)
    for ch in (att, tgt):
        events += power.pay(state, ch, stakes[ch.id], "his stake in the duel")[1]
    power.gain(state, winner, stakes[loser.id])
    events.append(power_gained(state, winner, stakes[loser.id]))
    events.append(step(f"{winner.name} wins by {abs(diff)}", "fw.power.duel_outcome"))
    if action.mode == TO_THE_DEATH:
        return events + _saves(state, loser, abs(diff), dice)
    if winner is att:
        return events + _saves(state, tgt, 1, dice)
    return events + power.pay(state, att, stakes[att.id], "a lost duel, paid again")[1]


def power_gained(state: GameState, ch: Character, points: int) -> Event:
    from game.core.fantasy_warriors.power_events import PowerPaid

    return PowerPaid(wizard=ch.id, wizard_name=ch.name, cost=-points, left=power.power_left(state, ch),
                     what="the loser's stake", rule="fw.power.duel_outcome")


def _saves(state: GameState, ch: Character, n: int, dice: Dice) -> list[Event]:
    need = save_score(state, ch)
    faces = tuple(dice.roll(n, 6, f"{ch.name}: saving throws after the duel"))
    failed = sum(1 for f in faces if f < need)
    events: list[Event] = [DiceRolled(purpose=f"{ch.name}: saving throws after the duel", sides=6, faces=faces,
                                      target=need, total=n - failed, success=not failed,
                                      outcome="he survives" if not failed else "one fails: he is slain",
                                      side=ch.side, rule="fw.power.duel_save")]
    if failed:
        events += slay_character(state, ch, "lost an arcane duel", "fw.power.duel_save")
    return events
