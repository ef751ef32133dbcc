"""Scouting (digest 9.5), an optional rule: before deployment each army adds its scouts' worth to 2D6; the
higher total chooses the table edge and sets up its scouts alone, the other army then sets up all of itself,
and the scouting army sets up the rest last and moves second in turn 1.

One module, ``SCOUTING``. It decides the deployment's order (``hooks.DEPLOY_ORDER``), offers the winner the
choice of edge (``ChooseEdge``) and releases the next group of pieces when one is all set up
(``hooks.AFTER_ACTION``). The deployment module's alternate placement does the setting up: pieces of a
later group wait under the flag ``LATER`` instead of ``UNDEPLOYED``.

Our readings, where the rule leaves a gap (also in the rulebook entries):

- Every unit and character that can scout is nominated: the rule's worth of each adds up, and all of them set
  up in the first group. Infiltrators count, and may still be held back to infiltrate, as the rule allows.
- Each side's edge is fixed on our table, so the winner "taking the far edge" turns the table round under
  both armies: the terrain is rotated half a turn about the table's centre before anything is set up.
- Ties roll again. Scouting needs both armies off the table; a battle with pieces already set up (a
  scenario's) deploys as usual.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from game.core import hooks
from game.core.actions import Action
from game.core.deployment import order
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Modifier, Narration
from game.core.kept import kept
from game.core.profiles import Rank, UnitType
from game.core.ruleset import Handler, RulesModule, StepEdit
from game.core.scenario import UNDEPLOYED
from game.core.state import Character, GameState, TerrainSpec, Unit

KEY = "scouting"
RULE = "deployment.scouting"
# A piece that sets up in a later group of the scouting order: 1 with the army that lost the roll, 2 with
# the scouting army's pieces that are not scouts.
LATER = "scouting_later"

# Troops the rule names (digest 9.5), by the special rule they carry: scouts that may infiltrate are worth 3,
# skirmishing and ambushing troops 2, swarms and Skinks 1.
WORTH_BY_RULE = {
    "rangers": 3, "gutter_runners": 3, "gorgers": 3, "waywatchers": 3, "ninja": 3,
    "ambush": 2, "ethereal_host": 2, "warhounds": 2, "skirmishers": 2,
    "rat_swarms": 1, "skinks": 1,
}
# Troops the rule names that carry no special rule of their own to know them by.
WORTH_BY_NAME = {"Huntsmen": 2}

RULES: dict[str, tuple[str, str]] = {
    RULE: (
        "Scouting",
        "Before deployment each player adds 2D6 to the worth of his scouts (ties roll again). Worth 3: a unit "
        "or character that flies, Rangers, Gutter Runners, Gorgers, Waywatchers and Ninja. Worth 2: cavalry "
        "with a 6+ save, Ethereal Host, Warhounds, Huntsmen, Beastmen ambushers, Skirmishers and a General on "
        "foot or horse. Worth 1: other cavalry with a 5+ save or none, Rat Swarms, Skinks and any other "
        "character of Command 8 that does not fly. The higher total chooses the table edge and sets up only "
        "its scouts; the other army then sets up all of itself; the scouting army sets up the rest and moves "
        "second in turn 1. Our readings: every piece that can scout does; taking the far edge turns the "
        "table round under both armies; a battle whose armies start on the table (a scenario's) has no scouting.",
    ),
}


@dataclass
class ScoutingKept:
    """The scouting army (None before the roll or when nobody scouts) and whether its edge is chosen."""

    winner: int | None = None
    edge_chosen: bool = False

    OLD_KEYS: ClassVar[dict[str, str]] = {}

    def to_dict(self) -> dict[str, Any]:
        return {"winner": self.winner, "edge_chosen": self.edge_chosen}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ScoutingKept:
        w = d.get("winner")
        return cls(None if w is None else int(w), bool(d.get("edge_chosen", False)))


def scouting_kept(state: GameState) -> ScoutingKept:
    return kept(state, KEY, ScoutingKept)


# ---------------------------------------------------------------- Worth


def unit_worth(state: GameState, unit: Unit) -> int:
    """What the unit adds to its army's scouting roll."""
    prof = state.unit_profile(unit)
    if prof.flying:
        return 3
    named = [WORTH_BY_RULE[r] for r in prof.special if r in WORTH_BY_RULE]
    if prof.name in WORTH_BY_NAME:
        named.append(WORTH_BY_NAME[prof.name])
    if prof.type is UnitType.CAVALRY:
        named.append(2 if prof.armour == 6 else 1 if prof.armour is None or prof.armour == 5 else 0)
    return max(named, default=0)


def character_worth(state: GameState, ch: Character) -> int:
    """What the character adds: 3 flying, 2 a General who does not fly, 1 another Command 8 character."""
    mount = state.mount_profile(ch)
    if mount is not None and mount.flying:
        return 3
    prof = state.character_profile(ch)
    if prof.rank is Rank.GENERAL:
        return 2
    return 1 if prof.command == 8 else 0


def scouts(state: GameState, side: int) -> tuple[list[Unit], list[Character]]:
    """The side's pieces that scout (worth anything), of those waiting to be set up."""
    units = [u for u in order.waiting_units(state, side) if unit_worth(state, u)]
    chars = [c for c in order.waiting_characters(state, side) if character_worth(state, c)]
    return units, chars


def worth(state: GameState, side: int) -> int:
    units, chars = scouts(state, side)
    return sum(unit_worth(state, u) for u in units) + sum(character_worth(state, c) for c in chars)


# ---------------------------------------------------------------- The roll and the order


def _pieces(state: GameState) -> list[Unit | Character]:
    return [*state.units.values(), *state.characters.values()]


def _everyone_waits(state: GameState) -> bool:
    pieces = _pieces(state)
    return bool(pieces) and all(p.flags.get(UNDEPLOYED) for p in pieces if p.alive)


def decide_order(state: GameState, dice: Dice) -> list[Event] | None:
    """``DEPLOY_ORDER``: roll for scouting and hold back every piece but the winner's scouts."""
    if not _everyone_waits(state):
        return None
    names = (state.sides[0].name, state.sides[1].name)
    worths = (worth(state, 0), worth(state, 1))
    events: list[Event] = []
    while True:
        totals = []
        for side in (0, 1):
            faces = tuple(dice.roll(2, 6, f"scouting: {names[side]}"))
            total = sum(faces) + worths[side]
            totals.append(total)
            mods = (Modifier(worths[side], RULE, "the worth of the army's scouts"),) if worths[side] else ()
            said = f"with {worths[side]} for its scouts" if worths[side] else "no scouts"
            events.append(DiceRolled(purpose=f"Scouting: {names[side]}", sides=6, faces=faces, modifiers=mods,
                                     total=total, outcome=said, side=side, rule=RULE))
        if totals[0] != totals[1]:
            break
        events.append(Narration(message=f"Scouting is tied at {totals[0]}: both roll again", rule=RULE))
    winner = 0 if totals[0] > totals[1] else 1
    loser = 1 - winner
    scouting_kept(state).winner = winner
    units, chars = scouts(state, winner)
    first = {u.id for u in units} | {c.id for c in chars}
    for piece in _pieces(state):
        if piece.flags.get(UNDEPLOYED) and piece.id not in first:
            piece.flags.pop(UNDEPLOYED)
            piece.flags[LATER] = 1 if piece.side == loser else 2
    n = len(units) + len(chars)
    events.append(Narration(
        message=f"{names[winner]} win the scouting roll {max(totals)} to {min(totals)}: they choose the table "
                f"edge and set up their {n} scout{'s' * (n != 1)} first; {names[loser]} then set up all their "
                f"army, and {names[winner]} the rest. {names[loser]} move first",
        rule=RULE))
    order.deployment_kept(state).order = order.DeployOrder(winner, winner, order.stage(state))
    # The scouting army moves second in turn 1, whatever the scenario says of rolling for it.
    state.roll_first_side = False
    state.first_side = state.active = loser
    return events


def next_group(state: GameState, dice: Dice) -> list[Event]:
    """``AFTER_ACTION``: when a group is all set up, the next one (the other army, then the scouts' rest)."""
    data = order.info(state)
    if data is None or order.anything_waiting(state):
        return []
    waiting = [p for p in _pieces(state) if p.flags.get(LATER)]
    if not waiting:
        return []
    group = min(p.flags[LATER] for p in waiting)
    side = -1
    for p in waiting:
        if p.flags[LATER] == group:
            p.flags.pop(LATER)
            p.flags[UNDEPLOYED] = 1
            side = p.side
    data.first, data.next, data.stage = side, side, order.stage(state)
    name = state.sides[side].name
    words = "set up all their army" if group == 1 else "set up the rest of their army"
    return [Narration(message=f"{name} now {words}", rule=RULE)]


# ---------------------------------------------------------------- Choosing the edge


@dataclass(frozen=True)
class ChooseEdge(Action):
    """The scouting army keeps its own edge or takes the far one (the table turns round under both armies)."""

    kind: ClassVar[str] = "choose_edge"
    far: bool

    def __str__(self) -> str:
        return "take the far table edge" if self.far else "keep our table edge"


def edge_pending(state: GameState) -> int | None:
    """The side that must still choose its table edge, if any."""
    k = scouting_kept(state)
    if state.phase != order.PHASE or k.winner is None or k.edge_chosen:
        return None
    return k.winner


def check_choose_edge(state: GameState, action: ChooseEdge) -> list[str]:
    if edge_pending(state) is None:
        return ["no table edge is to be chosen now: only the army that wins the scouting roll chooses one"]
    return []


def apply_choose_edge(state: GameState, action: ChooseEdge, dice: Dice) -> list[Event]:
    k = scouting_kept(state)
    k.edge_chosen = True
    name = state.sides[k.winner if k.winner is not None else 0].name
    if not action.far:
        return [Narration(message=f"{name} keep their own table edge", rule=RULE)]
    w, h = state.table_w, state.table_h
    state.terrain = [TerrainSpec(t.id, t.kind, tuple((w - x, h - y) for x, y in t.points), t.name)
                     for t in state.terrain]
    state.invalidate()
    return [Narration(message=f"{name} take the far table edge: the battlefield turns round under both armies",
                      rule=RULE)]


def legal_edges(state: GameState) -> list[Action]:
    return [ChooseEdge(False), ChooseEdge(True)] if edge_pending(state) is not None else []


def _edge_first(state: GameState) -> str | None:
    side = edge_pending(state)
    return None if side is None else f"{state.sides[side].name} must choose their table edge"


def no_setting_up_before_edge(state: GameState, action: Action) -> list[str]:
    """``ACTION_CHECK``: nothing is set up before the scouting army has chosen its edge."""
    side = edge_pending(state)
    if side is None or action.kind == ChooseEdge.kind or state.phase != order.PHASE:
        return []
    return [f"{state.sides[side].name} won the scouting roll and must first choose their table edge"]


SCOUTING = RulesModule(
    id="scouting",
    title="Scouting",
    description="Before deployment the armies roll for scouting: the winner chooses the table edge, sets up its "
                "scouts first and the rest last, and moves second.",
    optional=True,
    actions={"choose_edge": Handler(check_choose_edge, apply_choose_edge, legal_edges, _edge_first)},
    steps=(StepEdit("actions", anchor=f"{order.PHASE}/deploy", actions=("choose_edge",)),),
    hooks={
        hooks.DEPLOY_ORDER: (decide_order,),
        hooks.AFTER_ACTION: (next_group,),
        hooks.ACTION_CHECK: (no_setting_up_before_edge,),
    },
    state=ScoutingKept,
    rulebook=RULES,
)
