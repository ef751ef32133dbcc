"""The Combat phase as plain data for the screen: the engagements left, what each side brings, the odds,
the decision a round left waiting and the choices it offers, each said in one line. No pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import (
    ADVANCE,
    DRAW,
    FALL_BACK,
    LOSERS_RETREAT,
    PURSUE,
    RETREAT,
    STAND,
    WINNERS,
    Aftermath,
    CombatChoice,
    GameState,
    RoundOdds,
    camp,
    camp_names,
    carry,
    data,
    engagement_id,
    fight_odds,
    forced_next,
    id_key,
    pending_decision,
    pending_engagements,
    plan_round,
)
from game.core.combat import retreat


@dataclass(frozen=True)
class UnitLine:
    """One unit of a fight: its dice and scores for the next round, and whether it charged."""

    unit: str
    name: str
    side: int
    dice: int
    scores: tuple[int, ...]
    charged: bool
    supporting: int

    @property
    def words(self) -> str:
        parts = []
        if self.dice:
            scores = "/".join(f"{s}+" for s in self.scores)
            parts.append(f"{self.dice} dice at {scores}")
        if self.supporting:
            parts.append(f"{self.supporting} supporting")
        if not parts:
            parts.append("no dice")
        return f"{self.name}{' (charged)' if self.charged else ''}: " + ", ".join(parts)


@dataclass(frozen=True)
class Fight:
    """An engagement still to fight: its id, its units on each side, and the odds of its first round.

    ``sides`` are the fight's two camps: the two armies, or in a fight between units of one side (a Giant
    gone wild charging a friend) the two units; ``titles`` says what each is called and ``colours`` whose
    colours it wears."""

    id: str
    units: tuple[str, ...]
    sides: tuple[tuple[UnitLine, ...], tuple[UnitLine, ...]]
    odds: RoundOdds
    carried: tuple[int, int]
    titles: tuple[str, str] = ("", "")
    colours: tuple[int, int] = (0, 1)
    friends: bool = False

    def win_words(self, c: int) -> str:
        """ "The Empire win", or between friends "Giant wins" (one unit)."""
        return f"{self.titles[c]} {'wins' if self.friends else 'win'}"

    def names(self, side: int) -> str:
        return ", ".join(u.name for u in self.sides[side])


def fights(state: GameState) -> list[tuple[str, list[str]]]:
    """(id, units) of every engagement still to fight, the one an advance led into first."""
    out = [(engagement_id(g), g) for g in pending_engagements(state)]
    forced = forced_next(state)
    return sorted(out, key=lambda f: (f[0] != forced, id_key(f[0])))


def preview(state: GameState, units: list[str]) -> Fight:
    """What each side brings to the next round of this engagement, and the odds."""
    fought = set(data(state).fought)
    plan = plan_round(state, units, 1)
    sup = {uid: 0 for uid in units}
    for uid, rows in plan.supporters.items():
        sup[uid] = len(rows)
    lines: dict[int, list[UnitLine]] = {0: [], 1: []}
    carried = [0, 0]
    for uid in sorted(units, key=id_key):
        u = state.units[uid]
        ua = plan.attacks.get(uid)
        stands = ua.stands if ua else []
        scores = tuple(sorted({s.to_hit for s in stands if s.dice}))
        charged = u.charged and u.side == state.active and uid not in fought
        c = camp(state, u)
        lines[c].append(UnitLine(uid, u.name, u.side, sum(s.dice for s in stands), scores, charged, sup[uid]))
        if uid not in fought:
            # Hits struck on this unit before the fight count for the other side.
            carried[1 - c] += carry.first_round_hits(state, uid)
    colours = tuple(lines[c][0].side if lines[c] else c for c in (0, 1))
    return Fight(
        engagement_id(units),
        tuple(units),
        (tuple(lines[0]), tuple(lines[1])),
        fight_odds(state, units),
        (carried[0], carried[1]),
        camp_names(state, units),
        (colours[0], colours[1]),
        len({state.units[u].side for u in units}) == 1,
    )


CHOICE_WORDS = {
    RETREAT: ("Retreat", "move straight back from the enemy by the margin of defeat"),
    STAND: ("Stand", "stay where it is; its fight is over for this turn"),
    FALL_BACK: ("Fall back", "move back up to 3D6 cm, ending clear of every enemy"),
    PURSUE: ("Pursue", "follow the beaten enemy and fight another round with +1 attack"),
    ADVANCE: ("Advance", "charge up to 20 cm into another enemy and fight it"),
}


@dataclass(frozen=True)
class Choice:
    """A button of the aftermath: the action, its short title and what it means in one line."""

    action: CombatChoice
    title: str
    meaning: str

    @property
    def words(self) -> str:
        return f"{self.title}: {self.meaning}"


def decision(state: GameState) -> Aftermath | None:
    """The round's aftermath waiting for a player, or None."""
    return pending_decision(state) if state.phase == "combat" and state.step == "fight" else None


def stage_words(state: GameState, p: Aftermath) -> str:
    """What the waiting decision is about, in a sentence."""
    who = state.sides[state.acting_side()].name
    if p.stage == LOSERS_RETREAT:
        cm = p.retreat_mm / 10
        return f"{who} lost: their units retreat {cm:g} cm. Pick which goes first (one may block another)."
    if p.stage == WINNERS:
        return f"{who} won: each winning unit stands, falls back, or follows up."
    if p.stage == DRAW:
        return f"A draw: both sides fall back in turn (defended units may stand); {who} move one now."
    return ""


def choices(state: GameState) -> list[tuple[str, list[Choice]]]:
    """The waiting choices grouped by unit (unit id, its choices), in the order the rules list them."""
    legal = [a for a in state.legal_actions() if isinstance(a, CombatChoice)]
    p = decision(state)
    out: dict[str, list[Choice]] = {}
    for a in legal:
        title, meaning = CHOICE_WORDS.get(a.choice, (a.choice.replace("_", " ").capitalize(), ""))
        if a.choice == RETREAT:
            cm = (p.retreat_mm if p else 0) / 10
            edge = a.edge or next(iter(retreat.edge_options(state, state.units[a.unit])), "")
            title = f"Retreat {state.units[a.unit].name} first"
            meaning = f"{cm:g} cm straight back" + (f", away from the enemy at its {edge}" if edge else "")
        elif a.choice == STAND and p is not None and p.stage == DRAW:
            meaning = "it is defended and may hold its ground"
        out.setdefault(a.unit, []).append(Choice(a, title, meaning))
    return list(out.items())
