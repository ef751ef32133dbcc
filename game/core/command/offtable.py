"""Units off the table roll to come back at the start of their side's turn (digest 3.8)."""

from __future__ import annotations

from game.core import moves
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, UnitLeftTable
from game.core.scenario import HIDDEN
from game.core.state import GameState


def return_units(state: GameState, dice: Dice) -> list[Event]:
    events: list[Event] = []
    for u in sorted(state.units.values(), key=lambda u: u.id):
        if u.side != state.active or not u.off_table or u.destroyed or u.flags.get(HIDDEN):
            continue  # infiltrators waiting in hiding come on by order, not by this roll
        face = dice.roll(1, 6, "return to the table")[0]
        score = face - u.stands_lost
        key = moves.off_table_result(score)
        events.append(
            DiceRolled(
                purpose=f"{u.name} tries to return to the table",
                sides=6,
                faces=(face,),
                total=score,
                outcome=moves.OFF_TABLE_RESULTS[key],
                rule="movement.leave_table.return",
                side=u.side,
                quiet=True,
            )
        )
        events.append(
            UnitLeftTable(
                unit=u.id,
                unit_name=u.name,
                roll=score,
                result=moves.OFF_TABLE_RESULTS[key],
                rule="movement.leave_table.return",
            )
        )
        if key == "gone":
            u.flags["gone_for_good"] = 1
            events += moves.destroy_unit(state, u, "never came back to the table", "movement.leave_table")
        elif key in ("back", "back_halt"):
            u.off_table = False
            for ch in state.characters.values():
                if ch.joined == u.id:
                    ch.off_table = False
            moves.bring_back_inside(state, u)
            if key == "back_halt":
                u.no_more_orders = True
                u.initiative_moved = True
    return events
