"""Challenges (the seed's "Challenges"), and the aimed attacks, as decisions taken before an engagement's round.

Before an engagement is fought each phase: the side whose turn it is may issue a challenge with a character
joined to one of its units there; if it does not, the other side may. The enemy accepts with a character
joined to a unit touching the challenger's, or refuses, and the challenger names the character that
retires (it strikes no blow that round and its Command is no use until the turn ends); one whose unit has
every stand in contact has nowhere to run and cannot be named, and when none can, the challenge must be
accepted. A challenge going on in the engagement is fought again, and no other is issued. Then each unit
with stands touching an enemy character and its unit says how many of those attacks go at the character.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.combat.engagements import engagement_id, pending_engagements
from game.core.combat.flow import forced_next, in_fight_step, pending_decision
from game.core.dice import Dice
from game.core.events import Event
from game.core.state import GameState, id_key
from game.core.warhammer8 import engaged
from game.core.warhammer8.actions import (
    AcceptChallenge,
    AimAttacks,
    IssueChallenge,
    NameRetiring,
    NoChallenge,
    RefuseChallenge,
)
from game.core.warhammer8.events import (
    AttacksAimed,
    ChallengeAccepted,
    ChallengeIssued,
    ChallengeRefused,
    NoChallengeIssued,
)
from game.core.warhammer8.kept import now, wh8_kept


@dataclass(frozen=True)
class Decision:
    """The next decision an engagement waits for: its kind, the side to take it, and what it is about."""

    kind: str  # "challenge", "answer", "retire" or "aim"
    side: int
    about: tuple[str, ...] = ()


def _talk(state: GameState, eid: str) -> dict[str, Any]:
    return wh8_kept(state).talks.get(eid, {})


def next_decision(state: GameState, units: list[str]) -> Decision | None:
    """What the engagement waits for before its round is fought, or None."""
    eid = engagement_id(units)
    talk = _talk(state, eid)
    if engaged.duel_of(state, units) is None and "challenger" not in talk:
        passed = talk.get("passed", [])
        for side in (state.active, 1 - state.active):
            if side not in passed and engaged.challengers(state, units, side):
                return Decision("challenge", side)
    if "challenger" in talk and "answered" not in talk:
        ch = state.characters[talk["challenger"]]
        return Decision("answer", 1 - ch.side, (ch.id,))
    if talk.get("answered") == "refused" and "retiring" not in talk:
        ch = state.characters[talk["challenger"]]
        return Decision("retire", ch.side, (ch.id,))
    aims = wh8_kept(state).aims
    for attacker, target, n in engaged.aim_choices(state, units):
        if f"{attacker.id}>{target.id}" not in aims:
            return Decision("aim", attacker.side, (attacker.id, target.id, str(n)))
    return None


OPEN_CACHE = "wh8_open"


def _open(state: GameState) -> list[tuple[list[str], Decision]]:
    """The engagements still to fight with a decision waiting (only the forced one when an advance leads).
    Asked many times between two actions (every screen frame asks who decides), so it is kept on the state's
    cache, which every action clears, and dropped at once when a decision is taken."""
    cached = state._cache.get(OPEN_CACHE)
    if cached is None:
        cached = _work_out_open(state)
        state._cache[OPEN_CACHE] = cached
    return cached  # type: ignore[no-any-return]


def _work_out_open(state: GameState) -> list[tuple[list[str], Decision]]:
    if not in_fight_step(state) or pending_decision(state):
        return []
    left = pending_engagements(state)
    forced = forced_next(state)
    if forced is not None:
        left = [g for g in left if engagement_id(g) == forced]
    out = []
    for g in left:
        d = next_decision(state, g)
        if d is not None:
            out.append((g, d))
    return out


def current(state: GameState) -> tuple[list[str], Decision] | None:
    """The engagement whose decisions are under way (started and not finished), if any."""
    talks = wh8_kept(state).talks
    for g, d in _open(state):
        if engagement_id(g) in talks:
            return g, d
    return None


def fight_waits(state: GameState, units: list[str]) -> str:
    """The hook ``FIGHT_WAITS``: an engagement with a challenge or an aim to settle is not fought yet."""
    d = next_decision(state, units)
    if d is None:
        return ""
    who = state.sides[d.side].name
    words = {
        "challenge": "say whether a character issues a challenge",
        "answer": "accept or refuse the challenge",
        "retire": "name the character that retires",
        "aim": "say where its attacks on a character and its unit go",
    }[d.kind]
    return f"before this fight, {who} must {words}"


def decider(state: GameState) -> int | None:
    """The hook ``DECIDER``: the side a started engagement's decision waits for; else, when the side whose
    turn it is has nothing left but decisions the other side owes, the other side."""
    cur = current(state)
    if cur is not None:
        return cur[1].side
    waiting = _open(state)
    if not waiting or any(d.side == state.active for _, d in waiting):
        return None
    ready = [g for g in pending_engagements(state) if next_decision(state, g) is None]
    forced = forced_next(state)
    if forced is not None:
        ready = [g for g in ready if engagement_id(g) == forced]
    return None if ready else waiting[0][1].side


def _find(state: GameState, eid: str) -> tuple[list[str], Decision] | None:
    for g, d in _open(state):
        if engagement_id(g) == eid:
            return g, d
    return None


def _wants(state: GameState, eid: str, kind: str) -> tuple[list[str], Decision] | list[str]:
    """The engagement and its decision when it waits for ``kind``, else the reasons it does not."""
    found = _find(state, eid)
    if found is None:
        return [f"no fight {eid!r} waits for a decision now"]
    cur = current(state)
    if cur is not None and engagement_id(cur[0]) != eid:
        return ["finish the decisions of the fight under way first"]
    if found[1].kind != kind:
        return [f"that fight waits for another decision first ({found[1].kind})"]
    if found[1].side != state.acting_side():
        return ["it is the other side's decision"]
    return found


# --------------------------------------------------------------------------------------------- checks
def check_challenge(state: GameState, a: IssueChallenge) -> list[str]:
    got = _wants(state, a.engagement, "challenge")
    if isinstance(got, list):
        return got
    g, d = got
    ch = state.characters.get(a.character)
    if ch is None or ch.side != d.side:
        return [f"{a.character!r} is no character of the side to challenge"]
    if ch not in engaged.challengers(state, g, d.side):
        return [f"{ch.name} cannot issue a challenge here: it must be joined to a unit in the fight touching an "
                "enemy unit with a character"]
    return []


def check_no_challenge(state: GameState, a: NoChallenge) -> list[str]:
    got = _wants(state, a.engagement, "challenge")
    if isinstance(got, list):
        return got
    return [] if a.side == got[1].side else ["it is the other side's chance to challenge"]


def check_accept(state: GameState, a: AcceptChallenge) -> list[str]:
    got = _wants(state, a.engagement, "answer")
    if isinstance(got, list):
        return got
    g, d = got
    challenger = state.characters[d.about[0]]
    ch = state.characters.get(a.character)
    if ch is None or ch not in engaged.acceptors(state, g, challenger):
        names = ", ".join(c.name for c in engaged.acceptors(state, g, challenger))
        return [f"only a character joined to a unit touching {challenger.name}'s may accept: {names}"]
    return []


def retirers(state: GameState, units: list[str], challenger_id: str) -> list[Any]:
    return [c for c in engaged.acceptors(state, units, state.characters[challenger_id]) if engaged.can_retire(state, c)]


def check_refuse(state: GameState, a: RefuseChallenge) -> list[str]:
    got = _wants(state, a.engagement, "answer")
    if isinstance(got, list):
        return got
    g, d = got
    if not retirers(state, g, d.about[0]):
        return ["nowhere to run: every character that could accept stands in a unit whose every stand touches "
                "the enemy, so the challenge must be accepted"]
    return []


def check_retire(state: GameState, a: NameRetiring) -> list[str]:
    got = _wants(state, a.engagement, "retire")
    if isinstance(got, list):
        return got
    g, d = got
    able = retirers(state, g, d.about[0])
    if not any(c.id == a.character for c in able):
        return [f"name one that could have accepted and has room to step back: {', '.join(c.name for c in able)}"]
    return []


def check_aim(state: GameState, a: AimAttacks) -> list[str]:
    unit = state.units.get(a.unit)
    g = None
    for eg, d in _open(state):
        if d.kind == "aim" and d.about[:2] == (a.unit, a.character):
            g = (eg, d)
    if unit is None or g is None:
        return [f"{a.unit!r} has no attacks to aim at {a.character!r} now"]
    cur = current(state)
    if cur is not None and engagement_id(cur[0]) != engagement_id(g[0]):
        return ["finish the decisions of the fight under way first"]
    if g[1].side != state.acting_side():
        return ["it is the other side's decision"]
    most = int(g[1].about[2])
    if not 0 <= a.dice <= most:
        return [f"{unit.name} may aim 0 to {most} attacks at the character"]
    return []


# --------------------------------------------------------------------------------------------- applying
def _mark(state: GameState, eid: str) -> dict[str, Any]:
    state._cache.pop(OPEN_CACHE, None)
    return wh8_kept(state).talks.setdefault(eid, {})


def apply_challenge(state: GameState, a: IssueChallenge, dice: Dice) -> list[Event]:
    ch = state.characters[a.character]
    _mark(state, a.engagement)["challenger"] = ch.id
    return [ChallengeIssued(character=ch.id, character_name=ch.name, side=ch.side, rule="wh8.challenge")]


def apply_no_challenge(state: GameState, a: NoChallenge, dice: Dice) -> list[Event]:
    talk = _mark(state, a.engagement)
    talk["passed"] = sorted({*talk.get("passed", []), a.side})
    return [NoChallengeIssued(side=a.side, side_name=state.sides[a.side].name, rule="wh8.challenge")]


def apply_accept(state: GameState, a: AcceptChallenge, dice: Dice) -> list[Event]:
    talk = _mark(state, a.engagement)
    talk["answered"] = "accepted"
    challenger = state.characters[talk["challenger"]]
    ch = state.characters[a.character]
    wh8_kept(state).duels.append([challenger.id, ch.id])
    return [
        ChallengeAccepted(
            challenger=challenger.id,
            challenger_name=challenger.name,
            character=ch.id,
            character_name=ch.name,
            rule="wh8.challenge.accept",
        )
    ]


def apply_refuse(state: GameState, a: RefuseChallenge, dice: Dice) -> list[Event]:
    talk = _mark(state, a.engagement)
    g = next(g for g in pending_engagements(state) if engagement_id(g) == a.engagement)
    talk["answered"] = "refused"
    able = retirers(state, g, talk["challenger"])
    if len(able) == 1:  # the challenger has no choice to make
        return _retire(state, talk, able[0].id)
    return []


def apply_retire(state: GameState, a: NameRetiring, dice: Dice) -> list[Event]:
    return _retire(state, _mark(state, a.engagement), a.character)


def _retire(state: GameState, talk: dict[str, Any], who: str) -> list[Event]:
    talk["retiring"] = who
    ch = state.characters[who]
    wh8_kept(state).retired[who] = now(state)
    challenger = state.characters[talk["challenger"]]
    return [
        ChallengeRefused(
            challenger=challenger.id,
            challenger_name=challenger.name,
            character=ch.id,
            character_name=ch.name,
            rule="wh8.challenge.refuse",
        )
    ]


def apply_aim(state: GameState, a: AimAttacks, dice: Dice) -> list[Event]:
    for eg, _ in _open(state):
        if a.unit in eg:
            _mark(state, engagement_id(eg))
    wh8_kept(state).aims[f"{a.unit}>{a.character}"] = a.dice
    state._cache.pop(OPEN_CACHE, None)
    unit, ch = state.units[a.unit], state.characters[a.character]
    return [AttacksAimed(unit=unit.id, unit_name=unit.name, character=ch.id, character_name=ch.name, dice=a.dice,
                         rule="wh8.close_combat")]


# --------------------------------------------------------------------------------------------- offering
def legal(state: GameState) -> list[Any]:
    """The decisions open now, for the side that must take them."""
    side = state.acting_side()
    cur = current(state)
    todo = [cur] if cur is not None else [(g, d) for g, d in _open(state) if d.side == side]
    out: list[Any] = []
    for g, d in todo:
        if d.side != side:
            continue
        eid = engagement_id(g)
        if d.kind == "challenge":
            out += [IssueChallenge(eid, c.id) for c in engaged.challengers(state, g, side)]
            out.append(NoChallenge(eid, side))
        elif d.kind == "answer":
            out += [AcceptChallenge(eid, c.id) for c in engaged.acceptors(state, g, state.characters[d.about[0]])]
            if retirers(state, g, d.about[0]):
                out.append(RefuseChallenge(eid))
        elif d.kind == "retire":
            out += [NameRetiring(eid, c.id) for c in retirers(state, g, d.about[0])]
        else:
            most = int(d.about[2])
            out += [AimAttacks(d.about[0], d.about[1], n) for n in sorted({0, most // 2, most})]
    return sorted(out, key=lambda a: (a.kind, str(a))) if out else []


def forget(state: GameState, dice: Dice) -> list[Event]:
    """The end of the Combat phase: this phase's decisions go; challenges whose pair parted end."""
    from game.core.combat.engagements import engagements

    k = wh8_kept(state)
    state._cache.pop(OPEN_CACHE, None)
    k.talks.clear()
    k.aims.clear()
    live = []
    for pair in k.duels:
        a, b = (state.characters.get(c) for c in pair)
        if a is None or b is None or not a.alive or not b.alive:
            continue
        if any(a.joined in g and b.joined in g for g in engagements(state)):
            live.append(pair)
    k.duels = sorted(live, key=lambda p: [id_key(x) for x in p])
    return []


def engagement_units(state: GameState, eid: str) -> list[str]:
    """The units of the engagement still to fight that is named ``eid`` (empty when there is none)."""
    return next((g for g in pending_engagements(state) if engagement_id(g) == eid), [])


def challenger_of(state: GameState, eid: str) -> str | None:
    """The character that issued the challenge in the engagement this phase, if any."""
    found = wh8_kept(state).talks.get(eid, {}).get("challenger")
    return None if found is None else str(found)
