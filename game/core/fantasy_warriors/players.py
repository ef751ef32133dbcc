"""Several players (Fantasy Warriors' multi-player games): two to four people at one machine, one or two a side.

A side with two players is an alliance of contingents: the first player commands the General's contingent (the
General, his Wizards and the units that follow him), the second every Hero's contingent (the Heroes and their
units). Contingents are settled when the armies stand ready for battle (``fw-states``) and each piece keeps its
player for the battle. In its side's turn one player is at the table; he acts only with his own pieces, and hands
the turn to his ally (``PassToAlly``) when he has done what he wants, who may hand it back. Each side's turn
begins with its first player. Actions that name no piece of the side (the next step, a combat fought) may be
taken by whoever is at the table. The option ``players`` names them: ``[[Anna, Ben], [Cara]]``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from game.core.actions import Action
from game.core.dice import Dice
from game.core.events import Event, Narration
from game.core.fantasy_warriors.allies import allied_generals, army_no
from game.core.fantasy_warriors.states import settle_contingents, states
from game.core.kept import kept
from game.core.state import Character, GameState, Unit, id_key

MODULE_ID = "fw-players"
RULE = "fw.players"
# The fields of an action that name the pieces acting (never a target).
ACTING_FIELDS = ("character", "wizard", "unit", "units")
# Actions that carry out a spell already cast: the unit they name is the spell's target, moved by the caster's
# player (a Wizard may cast on his ally's troops).
SPELL_FOLLOW_UPS = ("spell_move", "spell_charge", "spell_hold")


@dataclass(frozen=True)
class PlayersOptions:
    """``players``: for each side, the names of its one or two players (none: one player a side, unnamed)."""

    players: tuple[tuple[str, ...], ...] = ()

    def __post_init__(self) -> None:
        # Read from a file or a save as lists: kept as tuples, so a game and its reloaded copy are equal.
        p = self.players
        if isinstance(p, (list, tuple)):
            object.__setattr__(self, "players", tuple(tuple(n) if isinstance(n, (list, tuple)) else n for n in p))

    def problems(self) -> list[str]:
        out = []
        if not isinstance(self.players, (list, tuple)) or len(self.players) > 2:
            return ["players lists the players of at most two sides: [[Anna, Ben], [Cara, Dan]]"]
        for i, names in enumerate(self.players):
            if not isinstance(names, (list, tuple)) or not 1 <= len(names) <= 2:
                out.append(f"side {i + 1} has one or two players, not {names!r}")
            elif any(not isinstance(n, str) or not n.strip() for n in names):
                out.append(f"side {i + 1}: every player needs a name")
        flat = [str(n).strip().lower() for names in self.players if isinstance(names, (list, tuple)) for n in names]
        if len(set(flat)) != len(flat):
            out.append("every player needs a name of his own")
        return out


@dataclass
class PlayersKept:
    """Which player of each side is at the table (side -> 0 or 1), each piece's player (id -> 0 or 1), and the
    (turn, side) whose turn the seats were last reset for."""

    seat: dict[int, int] = field(default_factory=dict)
    owners: dict[str, int] = field(default_factory=dict)
    turn_of: list[int] = field(default_factory=list)
    # Allies' written messages: "side:seat" -> the game turn of the player's last one (one a turn).
    written: dict[str, int] = field(default_factory=dict)
    # Single General: each contingent's standing orders (leader id -> hold, attack or oppose), given before the
    # battle by the General's player.
    orders: dict[str, str] = field(default_factory=dict)
    # The step (``step_key``) in which the turn was last handed to an ally.
    passed_in: str = ""

    OLD_KEYS: ClassVar[dict[str, str]] = {}

    def to_dict(self) -> dict[str, Any]:
        return {"seat": {str(k): v for k, v in sorted(self.seat.items())},
                "owners": {k: self.owners[k] for k in sorted(self.owners, key=id_key)}, "turn_of": list(self.turn_of),
                "written": dict(sorted(self.written.items())),
                "orders": {k: self.orders[k] for k in sorted(self.orders, key=id_key)}, "passed_in": self.passed_in}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> PlayersKept:
        return cls({int(k): int(v) for k, v in (d.get("seat") or {}).items()},
                   {str(k): int(v) for k, v in (d.get("owners") or {}).items()}, [int(x) for x in d.get("turn_of") or []],
                   {str(k): int(v) for k, v in (d.get("written") or {}).items()},
                   {str(k): str(v) for k, v in (d.get("orders") or {}).items()}, str(d.get("passed_in") or ""))


@dataclass(frozen=True)
class PassToAlly(Action):
    """The player at the table hands his side's turn to his ally."""

    kind: ClassVar[str] = "fw_pass"
    side: int

    def __str__(self) -> str:
        return f"side {self.side + 1} hands the turn to the ally"


def players_kept(state: GameState) -> PlayersKept:
    return kept(state, MODULE_ID, PlayersKept)


def names(state: GameState, side: int) -> tuple[str, ...]:
    """The side's players' names, () when the module is off or the side has none named."""
    if not state.ruleset.has(MODULE_ID):
        return ()
    players = state.ruleset.option(MODULE_ID).players
    return tuple(players[side]) if side < len(players) else ()


def allied(state: GameState, side: int) -> bool:
    return len(names(state, side)) == 2


def seat(state: GameState, side: int) -> int:
    return players_kept(state).seat.get(side, 0) if allied(state, side) else 0


def player_at_table(state: GameState, side: int) -> str:
    """The name of the player of ``side`` at the table now ("" when nobody is named)."""
    n = names(state, side)
    return n[seat(state, side)] if n else ""


def ally_name(state: GameState, side: int) -> str:
    """The name of the player of ``side`` not at the table ("" when the side has one player)."""
    return names(state, side)[1 - seat(state, side)] if allied(state, side) else ""


def commands(state: GameState, side: int, who: str) -> list[str]:
    """The names of the live pieces the player ``who`` of ``side`` commands, characters first."""
    if who not in names(state, side):
        return []
    n = names(state, side).index(who)
    owners = players_kept(state).owners
    chars = [c.name for c in state.live_characters(side) if owners.get(c.id, 0) == n]
    return chars + [u.name for u in state.live_units(side) if owners.get(u.id, 0) == n]


def player_of(state: GameState, piece_id: str) -> str:
    """The name of the player commanding a piece ("" when its side has one player)."""
    piece = state.units.get(piece_id) or state.characters.get(piece_id)
    if piece is None or not allied(state, piece.side):
        return ""
    return names(state, piece.side)[players_kept(state).owners.get(piece_id, 0)]


def share_out(state: GameState, dice: Dice) -> list[Event]:
    """The battle begins: every piece of an allied side goes to its player, by contingent."""
    if not state.ruleset.has(MODULE_ID):
        return []
    settle_contingents(state)
    k = players_kept(state)
    contingents = states(state).contingents
    events: list[Event] = []
    for side in (0, 1):
        if not allied(state, side):
            continue
        first, second = names(state, side)
        if allied_generals(state, side):
            # Allied Generals: each player has his own army, General and all.
            pieces: list[Unit | Character] = [*state.characters.values(), *state.units.values()]
            for p in pieces:
                if p.side == side:
                    k.owners[p.id] = army_no(p)
            mine = [sorted(u.name for u in state.units.values() if u.side == side and army_no(u) == a) for a in (0, 1)]
            events.append(Narration(message=f"{state.sides[side].name}: {first} and {second} are allied Generals, "
                                            f"each with an army of his own ({len(mine[0])} and {len(mine[1])} units)",
                                    rule=f"{RULE}.allied"))
            continue
        for ch in state.characters.values():
            if ch.side == side:
                k.owners[ch.id] = 1 if state.character_profile(ch).rank == "hero" else 0
        for u in state.units.values():
            if u.side == side:
                leader = contingents.get(u.id)
                k.owners[u.id] = k.owners.get(leader, 0) if leader else 0
        mine1 = sorted((state.units[u].name for u, s in k.owners.items() if s == 1 and u in state.units))
        events.append(Narration(message=f"{state.sides[side].name}: {first} commands the General's contingent, "
                                        f"{second} the Heroes' ({len(mine1)} unit{'s' * (len(mine1) != 1)})",
                                rule=RULE))
    return events


def _acting_pieces(action: Action) -> list[str]:
    out: list[str] = []
    for f in ACTING_FIELDS:
        v = getattr(action, f, None)
        if isinstance(v, str):
            out.append(v)
        elif isinstance(v, (list, tuple)):
            out += [x for x in v if isinstance(x, str)]
    return out


def refuse_others_pieces(state: GameState, action: Action) -> list[str]:
    """A player acts only with his own pieces: those of his ally wait for the hand-over."""
    if not state.ruleset.has(MODULE_ID) or not state.started or not players_kept(state).owners:
        return []
    if action.kind in SPELL_FOLLOW_UPS:
        return []
    k = players_kept(state)
    for pid in _acting_pieces(action):
        piece = state.units.get(pid) or state.characters.get(pid)
        if piece is None or not allied(state, piece.side) or pid not in k.owners:
            continue
        if k.owners[pid] != seat(state, piece.side):
            owner = names(state, piece.side)[k.owners[pid]]
            if allied_generals(state, piece.side):
                return [f"{piece.name} is of {owner}'s army: only {owner} commands it"]
            return [f"{piece.name} is {owner}'s to command: hand the turn to {owner} first"]
    return []


def check_pass(state: GameState, action: PassToAlly) -> list[str]:
    if action.side not in (0, 1) or not allied(state, action.side):
        return ["that side has no ally to hand the turn to"]
    if not players_kept(state).owners:
        return ["the turn is handed between allies once the battle has begun"]
    if state.acting_side() != action.side:
        return [f"it is not {state.sides[action.side].name}'s turn to act"]
    return []


def apply_pass(state: GameState, action: PassToAlly, dice: Dice) -> list[Event]:
    k = players_kept(state)
    was = player_at_table(state, action.side)
    # This turn has begun (with its first player): the hand-over is not undone as a new turn's start.
    k.turn_of = [state.turn, state.active]
    k.passed_in = step_key(state)
    k.seat[action.side] = 1 - seat(state, action.side)
    now = player_at_table(state, action.side)
    return [Narration(message=f"{was} hands the turn of {state.sides[action.side].name} to {now}", rule=RULE)]


def step_key(state: GameState) -> str:
    """The step being played, told from every other step of the battle."""
    return f"{state.turn}:{state.active}:{state.phase}:{state.step}"


def ally_owed_the_step(state: GameState, side: int) -> bool:
    """Whether the player at the table of ``side`` should hand the turn to his ally before the step ends: the ally
    has not been handed it in this step, and may be now (a computer seat plays so: each of the allies has every
    step to act in)."""
    return not check_pass(state, PassToAlly(side)) and players_kept(state).passed_in != step_key(state)


def legal_pass(state: GameState) -> Iterable[Action]:
    side = state.acting_side()
    a = PassToAlly(side)
    return [] if check_pass(state, a) else [a]


def new_turn(state: GameState, dice: Dice) -> list[Event]:
    """Each side's turn begins with its first player at the table."""
    if not state.ruleset.has(MODULE_ID) or not players_kept(state).owners:
        return []
    k = players_kept(state)
    now = [state.turn, state.active]
    if k.turn_of != now:
        k.turn_of = now
        if k.seat.get(state.active, 0):
            k.seat[state.active] = 0
            return [Narration(message=f"{player_at_table(state, state.active)} begins the turn of "
                                      f"{state.sides[state.active].name}", rule=RULE)]
    return []
