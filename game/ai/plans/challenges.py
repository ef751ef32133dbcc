"""The decisions before a combat round under the Warhammer 8th character module: whether to issue a challenge,
to accept it (and with whom) or refuse it, whom to send to the back, and how many attacks to aim at a
character. Each is weighed by the odds of ``game.core.warhammer8.odds`` and the personality's boldness."""

from __future__ import annotations

from game.ai.planner import Choice, Ctx, pct
from game.core import Action, GameState
from game.core.warhammer8 import odds
from game.core.warhammer8.actions import (
    AcceptChallenge,
    AimAttacks,
    IssueChallenge,
    NameRetiring,
    NoChallenge,
    RefuseChallenge,
)
from game.core.warhammer8.challenges import challenger_of, engagement_units
from game.core.warhammer8.engaged import acceptors

# How much better than the foe a character must fare to issue a challenge (before boldness): an even duel
# is worth fighting, since the winner's overkill counts towards the combat result and a refusal sends the
# foe's character to the back; a bold personality takes slightly worse odds, a careful one wants better.
ISSUE_EDGE = 0.0
KINDS = frozenset({"wh8_challenge", "wh8_no_challenge", "wh8_accept", "wh8_refuse", "wh8_retire", "wh8_aim"})


def _edge(state: GameState, mine: str, theirs: str) -> tuple[float, str]:
    """How much better ``mine`` fares than ``theirs`` in a round of challenge (-1 to 1), and the odds in words."""
    a, b = state.characters[mine], state.characters[theirs]
    d = odds.duel(state, a, b)
    return d.slays[0] - d.slays[1], f"{a.name} slays {b.name} {pct(d.slays[0])}, is slain {pct(d.slays[1])}"


def _boldness(ctx: Ctx) -> float:
    """How far behind in the odds the side still fights: personalities that weigh attack over risk take worse
    chances."""
    return 0.05 if ctx.persona.attack > ctx.persona.risk else -0.05


def choose(ctx: Ctx, legal: list[Action]) -> Choice:
    """One decision among the module's actions offered."""
    state = ctx.state
    mine = [a for a in legal if a.kind in KINDS]
    issue = [a for a in mine if isinstance(a, IssueChallenge)]
    if issue or any(isinstance(a, NoChallenge) for a in mine):
        best: tuple[float, Action, str] | None = None
        for a in issue:
            g = engagement_units(state, a.engagement)
            for foe in acceptors(state, g, state.characters[a.character]):
                edge, words = _edge(state, a.character, foe.id)
                if best is None or edge > best[0]:
                    best = (edge, a, words)
        if best is not None and best[0] + _boldness(ctx) + ctx.noise() / 100 > ISSUE_EDGE:
            return best[1], f"a challenge: {best[2]}"
        nope = next(a for a in mine if isinstance(a, NoChallenge))
        return nope, "no challenge: the odds do not favour one" if issue else "no character to challenge with"
    accept = [a for a in mine if isinstance(a, AcceptChallenge)]
    if accept:
        eid = accept[0].engagement
        challenger = challenger_of(state, eid) or ""
        scored = sorted(((_edge(state, a.character, challenger)[0], a) for a in accept), key=lambda x: -x[0])
        edge, a = scored[0]
        words = _edge(state, a.character, challenger)[1]
        refuse = next((x for x in mine if isinstance(x, RefuseChallenge)), None)
        if refuse is not None and edge + _boldness(ctx) < -0.15:
            return refuse, f"the challenge is refused: {words}"
        return a, f"the challenge is accepted: {words}"
    retire = [a for a in mine if isinstance(a, NameRetiring)]
    if retire:
        # Send back the one whose Attack bonus the enemy would miss most.
        def bonus(a: NameRetiring) -> int:
            return state.character_profile(state.characters[a.character]).attack_bonus

        a = max(retire, key=bonus)
        return a, f"{state.characters[a.character].name} must retire: its bonus is lost to its unit"
    aims = [a for a in mine if isinstance(a, AimAttacks)]
    if aims:
        target = state.characters[aims[0].character]
        most = max(aims, key=lambda a: a.dice)
        chance = odds.aimed(state, target, most.dice)
        if chance >= 0.35:
            return most, f"{most.dice} attacks at {target.name}: {pct(chance)} to slay"
        none = min(aims, key=lambda a: a.dice)
        return none, f"attacks at the unit: only {pct(chance)} to slay {target.name}"
    return legal[0], "the only thing to do"


__all__ = ["KINDS", "choose"]
