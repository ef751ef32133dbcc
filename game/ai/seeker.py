"""The seeker: a cheap opponent that goes straight for the enemy, so that battles are fought to a finish.

Random agents rarely fight (their units wander, a fraction of a unit is lost a game) and the scripted
personalities weigh every order, which costs most of a minute a game. The seeker sits between them: it
sets up in the standard layout, gives each order to the unit that can reach the nearest enemy,
charges whenever a charge is legal, shoots the nearest target, and otherwise turns to face the nearest
enemy and marches at it as far as the rules allow. Whatever else it is asked (which engagement to
fight, a character's move, a blunder's penalty) it answers simply, preferring the bolder choice.

It plays through ``legal_actions`` and ``check`` like any player. Its ties and the choices it has no
rule for are settled by its own dice (``SeededDice``, seeded from the game's seed and its side), so a
seed repeats a game exactly.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from game.ai.random_agent import agent_seed
from game.core import (
    ADVANCE,
    PURSUE,
    STAND,
    STAND_SHORT_MM,
    Action,
    AutoDeploy,
    BlunderChoice,
    Charge,
    CombatChoice,
    Fight,
    GameState,
    Hold,
    HomeBack,
    HomeBackMove,
    InitiativeCharge,
    Move,
    MoveCharacter,
    Order,
    Proceed,
    SeededDice,
    Shoot,
    Unit,
    allowance,
    board,
    character_move_reach,
    id_key,
    initiative_problems,
    moves,
    order_target,
    reactable,
    support_offer,
    transform,
)

Pose = tuple[int, int, int]
# How close to the longest legal march the search gets (mm), as the rules' own move samples do.
RESOLUTION_MM = 10
# A unit already facing the enemy within this many degrees marches straight on rather than turning.
FACING_SLACK = 15
# Charges are asked about only for enemies this far beyond a unit's full pace (a charge moves full pace).
CHARGE_MARGIN_MM = 50
# How far the General stays behind the front unit's centre: close enough to order it, clear of its fight.
GENERAL_BEHIND_MM = 150
# What the seeker prefers after a combat round: bold choices first, falling back or retreating last.
BOLDNESS = (PURSUE, ADVANCE, STAND)


class SeekerAgent:
    """Plays one side by closing with the enemy as fast as the rules allow."""

    name = "seeker"

    def __init__(self, side: int, seed: int) -> None:
        self.side = side
        self.dice = SeededDice(agent_seed(seed, side))

    def choose(self, state: GameState) -> tuple[Action, str]:
        """One legal action for its side and the reason for it."""
        if state.acting_side() != self.side:
            raise ValueError(f"side {self.side} is not the side to act")
        if state.game_over:
            raise ValueError("there is nothing to do: the battle is over")
        cmd = state.command
        quiet = support_offer(state) is None and cmd.blunder_choice is None
        found: tuple[Action, str] | None = None
        # Where the rules' own list is dear to work out (it weighs every brigade, every evade, every
        # joining spot), the seeker makes the few actions it wants and asks ``check`` about them.
        if cmd.pending is not None and cmd.pending.kind in ("order", "half") and quiet:
            found = self._settle_move(state, list(cmd.pending.units), cmd.pending.kind)
        elif cmd.pending is None and quiet and state.phase == "command":
            if state.step == "initiative":
                found = self._initiative(state)
            elif state.step == "orders":
                found = self._orders(state)
            elif state.step == "characters":
                found = self._characters(state)
        if found is not None:
            return found
        return self._from_legal(state, state.legal_actions())

    # ------------------------------------------------------------------ choosing among the legal actions
    def _from_legal(self, state: GameState, legal: list[Action]) -> tuple[Action, str]:
        if not legal:
            raise ValueError("there is nothing to do: the battle is over")
        kinds = {a.kind for a in legal}
        for a in legal:
            if isinstance(a, AutoDeploy):
                return a, "sets up in the standard layout"
        if "support_charge" in kinds:
            return next(a for a in legal if a.kind == "support_charge"), "supports the charge"
        charges = [a for a in legal if isinstance(a, (Charge, InitiativeCharge))]
        if charges:
            a = self._nearest(state, charges, lambda c: (c.unit, c.target))
            return a, f"{state.units[a.unit].name} charges {state.units[a.target].name}"
        orders = [a for a in legal if isinstance(a, Order)]
        if orders:
            a = min(orders, key=lambda o: min(self._gap(state, state.units[u]) for u in o.units))
            return a, f"{state.characters[a.character].name} orders the unit nearest the enemy"
        shots = [a for a in legal if isinstance(a, Shoot)]
        if shots:
            a = self._nearest(state, shots, lambda s: (s.unit, s.target))
            return a, f"{_name(state, a.unit)} shoots the nearest target, {_name(state, a.target)}"
        fights = [a for a in legal if isinstance(a, Fight)]
        if fights:
            return fights[0], "fights"
        combat = [a for a in legal if isinstance(a, CombatChoice)]
        if combat:
            rank = {c: i for i, c in enumerate(BOLDNESS)}
            a = min(combat, key=lambda c: rank.get(c.choice, len(rank)))
            return a, f"{_name(state, a.unit)} chooses to {a.choice.replace('_', ' ')}"
        for a in legal:
            if isinstance(a, HomeBack):
                return a, "the flyer homes back"
        home = [a for a in legal if isinstance(a, HomeBackMove) and a.character]
        if home:
            return home[0], "the flyer returns to a character"
        walks = [a for a in legal if isinstance(a, MoveCharacter)]
        front = self._front(state)
        if walks and front is not None:
            fx, fy = _centre(front.stands)
            a = min(walks, key=lambda w: math.hypot(w.x - fx, w.y - fy))
            return a, f"{state.characters[a.character].name} goes towards {front.name}"
        blunders = [a for a in legal if isinstance(a, BlunderChoice)]
        if blunders:
            return self._any(blunders), "any unit may take the penalty"
        proceed = next((a for a in legal if isinstance(a, Proceed)), None)
        if proceed is not None:
            return proceed, "nothing worth doing here"
        # Anything else (a spell's move, an evade, a deployment left by hand): whatever the dice say.
        return self._any(legal), "no preference: picked at random"

    def _any(self, items: Sequence[Action]) -> Action:
        return items[self.dice.roll(1, len(items), "agent choice")[0] - 1]

    def _nearest(self, state: GameState, actions: list, pair) -> Action:  # type: ignore[no-untyped-def]
        """The action whose unit and target are closest (the first listed wins ties)."""
        t = board.table(state)
        return min(actions, key=lambda a: t.owner_distance(*pair(a)))

    def _gap(self, state: GameState, unit: Unit) -> float:
        """Roughly how far ``unit`` is from the nearest enemy: stand centre to stand centre, less a stand's depth.

        Ranking units by the exact edge-to-edge distance cost more than the rest of the seeker together.
        """
        gaps = board.memo(state, ("seeker", "gaps", unit.side), lambda: _gaps(state, unit.side))
        return gaps.get(unit.id, math.inf)

    def _front(self, state: GameState) -> Unit | None:
        """The friendly unit nearest the enemy."""
        mine = state.live_units(self.side)
        return min(mine, key=lambda u: (self._gap(state, u), id_key(u.id))) if mine else None

    def _initiative(self, state: GameState) -> tuple[Action, str] | None:
        """Charge on initiative whenever the rules allow, else wait for orders."""
        t = board.table(state)
        near: list[tuple[float, InitiativeCharge]] = []
        for unit in state.live_units(self.side):
            if initiative_problems(state, unit):
                continue
            near += [(t.owner_distance(unit.id, e), InitiativeCharge(unit.id, e)) for e in reactable(state, unit)]
        # Nearest first, stopping at the first the rules allow: placing a charge is the dearest question asked.
        for _, a in sorted(near, key=lambda n: n[0]):
            if not state.check(a):
                return a, f"{state.units[a.unit].name} charges {state.units[a.target].name} on its initiative"
        if not state.check(Proceed()):
            return Proceed(), "no enemy close enough to charge on initiative"
        return None

    def _orders(self, state: GameState) -> tuple[Action, str] | None:
        """An order for the unit nearest an enemy (those within charge reach first, then those ordered least),
        from the character likeliest to pass it; single units only, the cheapest to weigh."""
        chars = [c for c in state.live_characters(self.side) if not c.failed and not c.finished]
        general = state.general(self.side)
        units = [u for u in state.live_units(self.side) if not u.engaged]

        def rank(u: Unit) -> tuple[int, int, float, tuple[str, int]]:
            d = self._gap(state, u)
            return (0 if d <= state.unit_profile(u).full_pace_mm else 1, u.orders, d, id_key(u.id))

        for u in sorted(units, key=rank):
            # A General who fails stops every character: his orders go last among equal chances.
            tries = sorted(
                chars,
                key=lambda c: (-order_target(state, c, [u]).target, general is not None and c.id == general.id, c.id),
            )
            for ch in tries:
                a = Order(ch.id, (u.id,))
                if not state.check(a):
                    return a, f"{ch.name} orders {u.name} at the nearest enemy"
        if not state.check(Proceed()):
            return Proceed(), "no unit left to order"
        return None

    def _characters(self, state: GameState) -> tuple[Action, str] | None:
        """Each character joins (or heads for) the friendly unit nearest the enemy, to keep the front in reach."""
        front = self._front(state)
        if front is None:
            return None
        fx, fy = _centre(front.stands)
        general = state.general(self.side)
        for ch in state.live_characters(self.side):
            if ch.moved or ch.joined == front.id:
                continue
            # The General keeps out of the fight: if the unit he joined were destroyed, the army would withdraw.
            leads = general is not None and ch.id == general.id
            spot = None if leads else moves.join_position(state, ch, front)
            if spot is not None:
                a = MoveCharacter(ch.id, round(spot.x), round(spot.y), ch.facing, front.id)
                if not state.check(a):
                    return a, f"{ch.name} joins {front.name}, nearest the enemy"
            reach = character_move_reach(state, ch)
            d = math.hypot(fx - ch.x, fy - ch.y)
            # Stop short of the unit (its depth and a little): the spot behind it is usually free.
            step = min(reach, d - (GENERAL_BEHIND_MM if leads else 60))
            while step >= 20:
                x, y = ch.x + (fx - ch.x) * step / d, ch.y + (fy - ch.y) * step / d
                a = MoveCharacter(ch.id, round(x), round(y), ch.facing)
                if not state.check(a):
                    return a, f"{ch.name} follows {front.name} towards the enemy"
                step /= 2
        if not state.check(Proceed()):
            return Proceed(), "the characters are where they are needed"
        return None

    # ------------------------------------------------------------------ a move owed after an order
    def _settle_move(self, state: GameState, ids: list[str], kind: str) -> tuple[Action, str] | None:
        units = [state.units[u] for u in ids]
        t = board.table(state)
        if kind == "order":
            near = []
            for u in units:
                reach = state.unit_profile(u).full_pace_mm + CHARGE_MARGIN_MM
                for e in state.live_units(1 - u.side):
                    d = t.owner_distance(u.id, e.id)
                    if d <= reach:
                        near.append((d, id_key(e.id), Charge(u.id, e.id)))
            # Nearest first: placing a charge is the dearest question the rules answer, so stop at the first.
            for _, _, c in sorted(near, key=lambda n: n[:2]):
                if not state.check(c):
                    return c, f"{state.units[c.unit].name} charges {state.units[c.target].name}"
        march = self._march(state, units, kind)
        if march is not None:
            return march
        hold = Hold(tuple(ids))
        if not state.check(hold):
            return hold, "no way towards the enemy is open"
        return None

    def _march(self, state: GameState, units: list[Unit], kind: str) -> tuple[Action, str] | None:
        """Face the nearest enemy and go at it as far as the rules allow (or straight at it without turning)."""
        allp = [(s.x, s.y, s.facing) for u in units for s in u.stands]
        cx, cy = _centre_poses(allp)
        target = None
        for e in state.live_units(1 - units[0].side):
            for s in e.stands:
                d = math.hypot(s.x - cx, s.y - cy)
                if target is None or d < target[0]:
                    target = (d, s.x - cx, s.y - cy, e)
        if target is None or target[0] < 1:
            return None
        d, dx, dy, enemy = target
        vx, vy = dx / d, dy / d
        want = math.degrees(math.atan2(dx, -dy)) % 360
        turn = round((want - units[0].stands[0].facing + 180) % 360 - 180)
        tries = [turn, 0] if abs(turn) > FACING_SLACK else [0]
        for tr in tries:
            limit = min(d, min(allowance(state, u, None, kind) for u in units))
            m = self._furthest(state, units, allp, cx, cy, tr, vx, vy, limit)
            if m is not None:
                return m, f"{' and '.join(u.name for u in units)} marches on {enemy.name}"
        return None

    def _furthest(
        self,
        state: GameState,
        units: list[Unit],
        allp: list[Pose],
        cx: float,
        cy: float,
        turn: int,
        vx: float,
        vy: float,
        limit: float,
    ) -> Move | None:
        """The longest legal march (to ``RESOLUTION_MM``) after turning by ``turn``; None if even none is refused."""

        def at(dist: float) -> Move:
            poses = transform(allp, cx, cy, turn, vx * dist, vy * dist)
            out, i = [], 0
            for u in units:
                out.append(tuple(poses[i : i + len(u.stands)]))
                i += len(u.stands)
            return Move(tuple(u.id for u in units), tuple(out))

        hi = limit
        m = at(hi)
        if not state.check(m):
            return m
        lo, best = 0.0, None
        if turn != 0:
            m = at(0)
            if state.check(m):
                return None
            best = m
        while hi - lo > RESOLUTION_MM:
            mid = (lo + hi) / 2
            m = at(mid)
            if not state.check(m):
                best, lo = m, mid
            else:
                hi = mid
        return best

    def __repr__(self) -> str:
        return f"SeekerAgent(side={self.side}, seed={self.dice.seed})"


def _centre(stands: Sequence) -> tuple[float, float]:  # type: ignore[type-arg]
    return sum(s.x for s in stands) / len(stands), sum(s.y for s in stands) / len(stands)


def _name(state: GameState, ref: str) -> str:
    """A unit's or a character's name (with optional rule modules, characters may shoot too)."""
    found = state.units.get(ref) or state.characters.get(ref)
    return found.name if found is not None else ref


def _gaps(state: GameState, side: int) -> dict[str, float]:
    """Each of ``side``'s units' rough distance to the nearest enemy (see ``SeekerAgent._gap``)."""
    enemy = [(s.x, s.y) for e in state.live_units(1 - side) for s in e.stands]
    out: dict[str, float] = {}
    for u in state.live_units(side):
        near = min((math.hypot(s.x - x, s.y - y) for s in u.stands for x, y in enemy), default=math.inf)
        out[u.id] = max(0.0, near - STAND_SHORT_MM)
    return out


def _centre_poses(poses: Sequence[Pose]) -> tuple[float, float]:
    return sum(p[0] for p in poses) / len(poses), sum(p[1] for p in poses) / len(poses)
