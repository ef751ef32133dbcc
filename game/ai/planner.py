"""The scripted opponent's planner: which kind of decision the game waits for, and the shared means of
choosing (scores with the level's noise, a shortlist of alternatives, the reason that goes with a choice).

Each kind of decision has its own module in ``game.ai.plans``: deployment and character moves
(``setup``), initiative and orders (``command``), moves and charges after an order (``moving``),
shooting, magic and combat (``battle``). Every one of them returns ``(action, reason)``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from game.ai.difficulty import Level
from game.ai.personalities import Personality
from game.ai.scoring.views import UnitView, views
from game.core import Action, GameState, Proceed, SeededDice, board

T = TypeVar("T")
Choice = tuple[Action, str]

# Kinds of action that settle a move owed after an order or a spell of command.
MOVE_KINDS = frozenset({"move", "charge", "hold", "spell_move", "spell_charge", "spell_hold"})


@dataclass
class Ctx:
    """One decision: the state, the side deciding, how it judges, and its own dice for noise and sampling."""

    state: GameState
    side: int
    persona: Personality
    level: Level
    dice: SeededDice
    # Remembered between decisions by the agent (e.g. what units are worth ordering), keyed by position.
    memory: dict[Any, Any] = field(default_factory=dict)

    @property
    def views(self) -> dict[str, UnitView]:
        return views(self.state)

    @property
    def friends(self) -> list[UnitView]:
        return board.memo(
            self.state, ("ai", "friends", self.side), lambda: [v for v in self.views.values() if v.side == self.side]
        )

    @property
    def enemies(self) -> list[UnitView]:
        return board.memo(
            self.state, ("ai", "enemies", self.side), lambda: [v for v in self.views.values() if v.side != self.side]
        )

    def noise(self) -> float:
        """Random error in points, within plus or minus the level's noise."""
        if self.level.noise <= 0:
            return 0.0
        return (self.dice.roll(1, 2001, "ai noise")[0] - 1001) / 1000 * self.level.noise

    def shortlist(self, items: Sequence[T], prescore: Callable[[T], float]) -> list[T]:
        """The alternatives weighed in full: the most promising first, or at Easy the best and a random few."""
        n = self.level.breadth
        if len(items) <= n:
            return sorted(items, key=prescore, reverse=True)
        if self.level.sample:
            # The most promising, and the rest of the few picked at random.
            pool = sorted(items, key=prescore, reverse=True)
            out = [pool.pop(0)]
            for _ in range(n - 1):
                out.append(pool.pop(self.dice.roll(1, len(pool), "ai sample")[0] - 1))
            return out
        return sorted(items, key=prescore, reverse=True)[:n]

    def pick(self, scored: Sequence[tuple[float, Action, str]]) -> Choice:
        """The best-scoring choice once the level's noise is added (the first listed wins ties)."""
        best: tuple[float, Action, str] | None = None
        for score, action, reason in scored:
            s = score + self.noise()
            if best is None or s > best[0]:
                best = (s, action, reason)
        assert best is not None
        return best[1], best[2]


def pct(p: float) -> str:
    """A chance as a whole percentage, the way the log shows it."""
    return f"{round(p * 100)} %"


def _fantasy_warriors(ctx: Ctx) -> Choice | None:
    """The Fantasy Warriors choices: before the battle, and the war chant at the start of a turn."""
    from game.ai.plans import fantasy_warriors
    from game.core import Chant

    state = ctx.state
    if state.phase == "before_battle":
        return fantasy_warriors.choose_before_battle(ctx)
    if state.phase == "command" and state.step == "orders" and state.ruleset.has("fw-mercenaries"):
        from game.ai.plans.standing import choose_standing_orders

        chosen = choose_standing_orders(ctx)
        if chosen is not None:
            return chosen
    if (state.ruleset.has("fw-power") or state.ruleset.has("fw-individuals")) and state.phase in ("shooting", "command"):
        from game.ai.plans.power import choose_power

        chosen = choose_power(ctx)
        if chosen is not None:
            return chosen
    if state.phase == "shooting" and state.ruleset.has("fw-poisoned-arrows"):
        legal = state.legal_actions()
        if any(a.kind == "fw_poison" for a in legal):
            return fantasy_warriors.choose_poison(ctx, legal)
    if state.phase == "command" and state.step == "initiative" and state.ruleset.has("fw-tricks"):
        offered = [a for a in state.legal_actions() if isinstance(a, Chant)]
        if offered:
            return fantasy_warriors.choose_chant(ctx, offered)
    return None


def decide(ctx: Ctx) -> Choice:
    """One action for the side to act and the reason for it.

    Where the rules' own sample of actions is dear to work out (the moves owed after an order), the
    planner builds its candidates itself and asks ``check`` only about the promising ones; everywhere
    else it chooses among ``legal_actions``.
    """
    from game.ai.plans import battle, challenges, command, moving, setup
    from game.ai.plans.specials import choose_special
    from game.core import support_offer

    state = ctx.state
    from game.ai.plans.items import choose_item

    # First: an item's answer play may be waiting for, or an offer that lapses with any other action.
    item = choose_item(state)
    if item is not None:
        return item
    from game.ai.plans.specials import choose_lammasu, choose_raven

    # An enemy spell held for the Lammasu's answer: nothing else may be done until it is given.
    lammasu = choose_lammasu(ctx)
    if lammasu is not None:
        return lammasu

    # The Eye of the Raven's chance after a failed order lapses with the move owed: it is weighed first.
    raven = choose_raven(state)
    if raven is not None:
        return raven
    from game.ai.plans.specials import choose_cruel

    # A Dark Elf blunderer's judgement: nothing else may be done until it is given.
    cruel = choose_cruel(state)
    if cruel is not None:
        return cruel
    fw = _fantasy_warriors(ctx)
    if fw is not None:
        return fw
    pending = state.command.pending
    if (
        pending is not None
        and state.phase in ("command", "shooting")
        and support_offer(state) is None
        and state.command.blunder_choice is None
    ):
        return moving.choose_move(ctx)
    if state.phase == "command" and state.step == "initiative" and support_offer(state) is None:
        return command.choose_initiative(ctx)
    legal = state.legal_actions()
    kinds = {a.kind for a in legal}
    special = choose_special(state, legal)
    if special is not None:
        return special
    if "choose_edge" in kinds:
        from game.ai.plans.scouting import choose_edge

        return choose_edge(ctx, legal)
    if kinds & {"deploy_unit", "deploy_character", "auto_deploy"}:
        return setup.choose_deployment(ctx, legal)
    if "blunder_choice" in kinds:
        return command.choose_blunder_penalty(ctx, legal)
    if "support_charge" in kinds:
        a = next(a for a in legal if a.kind == "support_charge")
        return a, "a supporting charge adds its stands to the fight"
    if kinds & MOVE_KINDS:
        return moving.choose_move(ctx, legal)
    if kinds & {"home_back", "home_back_move"}:
        return command.choose_home_back(ctx, legal)
    if kinds & {"initiative_charge", "evade"}:
        return command.choose_initiative(ctx, legal)
    if "character_charge" in kinds:
        from game.ai.plans.characters import choose_character_charge

        charge = choose_character_charge(ctx, legal)
        if charge is not None:
            return charge
    if "order" in kinds:
        return command.choose_order(ctx, legal)
    if "move_character" in kinds:
        return setup.choose_character(ctx, legal)
    if kinds & {"shoot", "cast"}:
        return battle.choose_shooting(ctx, legal)
    if kinds & challenges.KINDS:
        return challenges.choose(ctx, legal)
    if "combat_choice" in kinds:
        return battle.choose_combat(ctx, legal)
    if "fight" in kinds:
        return battle.choose_fight(ctx, legal)
    proceed = next((a for a in legal if isinstance(a, Proceed)), None)
    if proceed is not None:
        return proceed, "nothing to decide here"
    return legal[0], "the only thing to do"
