"""One line in our own words for every rule an event or modifier can name.

Each rule module carries its own entries (``RulesModule.rulebook``); the entries below are those of the
base modules whose code is spread over several packages (the sequence, command, movement, confusion and
the end of the battle), handed to them by ``section``. The explain cards, the dice tray and the demo
narration look rules up with ``explain``: in a game's ruleset when one is given, else in every module the
game knows. It falls back to the nearest parent rule ("command.penalty.distance" -> "command.penalty") so
a new rule id is never shown without words; a test checks that every id used in the code has an entry.
"""

from __future__ import annotations

from typing import Any

RULES: dict[str, tuple[str, str]] = {
    # id: (title, explanation)
    "sequence": (
        "Turn sequence",
        "Each turn a side plays Command, then Shooting, then Combat; then the other side plays.",
    ),
    "sequence.first_turn": (
        "First turn",
        "Both players roll a die; the higher roll moves first (roll again on a tie).",
    ),
    "command": ("Command phase", "Initiative moves, flyers homing back, orders from characters, then character moves."),
    "command.order": (
        "Giving an order",
        "Roll 2D6: equal to or under the character's Command after penalties passes. A double six always fails.",
    ),
    "command.order.pass": (
        "Order passed",
        "The unit may move once at full pace, or charge; the same character may try again.",
    ),
    "command.order.fail": (
        "Order failed",
        "The unit takes no more orders; the character gives no more; if the General failed, nobody orders again. "
        "A failed first order still allows a half-pace move, except after a double six.",
    ),
    "command.penalty": ("Command penalties", "Penalties to the Command value for this order; they add up."),
    "command.penalty.distance": (
        "Distance",
        "-1 for each full 20 cm beyond the first 20 cm between the character and the unit (closest points; "
        "a brigade counts its most distant unit).",
    ),
    "command.penalty.second_order": ("Second order", "-1 for the second order to the same unit this turn."),
    "command.penalty.third_order": (
        "Third order",
        "-2 for the third order to the same unit this turn; three is the most.",
    ),
    "command.penalty.enemy_near": (
        "Enemy near",
        "-1 if an enemy unit is within 20 cm of the unit, seen or not. Enemy characters never count.",
    ),
    "command.penalty.dense_terrain": (
        "Dense terrain",
        "-1 if any stand of the unit is even partly in a wood, village or broken ground.",
    ),
    "command.penalty.casualties": ("Casualties", "-1 for each stand the unit has lost (add-on stands never count)."),
    "command.penalty.blunder": (
        '"You must be crazy!"',
        "-1 for each time this unit has rolled 1 on the Blunder table; it lasts all battle.",
    ),
    "command.penalty.spell": ("Spell", "A spell in effect changes the Command needed to order this unit."),
    "command.bonus.first_turn": (
        "First order",
        "Optional rule: +1 to each character's first order of the battle (never above 10).",
    ),
    "command.range": (
        "Command range",
        "The General orders anywhere on the table, a Hero within 60 cm, a Wizard within 20 cm; any character orders a "
        "flying unit only within 20 cm.",
    ),
    "command.blunder": (
        "Blunder",
        "A Hero or Wizard who rolls a double six blunders: roll a die on the Blunder table.",
    ),
    "command.blunder.1": (
        "You must be crazy!",
        "The unit's officers squabble: -1 Command to that unit for the rest of the battle, and it moves no more this phase.",
    ),
    "command.blunder.2": (
        "Blimey Sir! There's thousands of 'em!",
        "With enemy in sight within a full move, the unit moves the shortest way out of their reach, then halts.",
    ),
    "command.blunder.3": (
        "Blimey Sir! There's thousands of 'em!",
        "With enemy in sight within a full move, the unit moves the shortest way out of their reach, then halts.",
    ),
    "command.blunder.4": (
        "No sense in getting killed sir!",
        "The unit does not move and takes no more orders this phase.",
    ),
    "command.blunder.5": (
        "No sense in getting killed sir!",
        "The unit does not move and takes no more orders this phase.",
    ),
    "command.blunder.6": (
        "Up and 'at 'em, men!",
        "The unit rushes at full pace at the nearest enemy it can see and charges if it can; then it halts.",
    ),
    "command.home_back": (
        "Home back",
        "A flying unit more than 20 cm from every friendly character may fly D6 x 10 cm towards one before orders.",
    ),
    "command.initiative": (
        "Initiative",
        "Before orders, a unit may charge or evade the closest enemy unit it can see within 20 cm; it then takes no orders.",
    ),
    "movement": ("Movement", "No part of a stand may move further than its allowance; paths must be clear."),
    "movement.move": (
        "Move",
        "Line or column moves at full pace, irregular formation at half pace; no part of any stand may travel further.",
    ),
    "movement.hold": ("Hold", "A unit given an order need not move."),
    "movement.charge": (
        "Charge",
        "A unit that moves into contact with the enemy charges: it needs sight at the start, hits the edge of the zone it "
        "stands in, and forms a battle line against the enemy.",
    ),
    "movement.evade": (
        "Evade",
        "Directly away from the enemy, up to a full pace, ending at least 5 cm from every enemy and every engaged unit; "
        "friends burst through become confused.",
    ),
    "movement.leave_table": (
        "Leaving the table",
        "Roll a die minus stands lost: 0 or less gone for good; 1-2 off the table until next turn; 3-4 back but halted; "
        "5-6 back.",
    ),
    "movement.leave_table.return": (
        "Returning to the table",
        "At the start of its side's turn a unit off the table rolls again on the same table.",
    ),
    "confusion": (
        "Confusion",
        "A confused unit cannot use initiative or take orders, fights at -1 and cannot support.",
    ),
    "confusion.burst_through": ("Burst through", "A friendly unit an evading unit bursts through becomes confused."),
    "confusion.recovery": ("Recovery", "Confusion ends at the end of the unit's own Command phase."),
    "confusion.roll_again": (
        "A confusing 6 rolled again",
        "Where an optional rule allows it (a Battle Standard's Hold Your Ground), a 6 that would confuse a unit is "
        "rolled once more; the new die stands.",
    ),
    "characters": (
        "Characters",
        "Generals, Heroes and Wizards are tokens: they never block sight and are never targets.",
    ),
    "characters.move": (
        "Character move",
        "After all orders each character may move once, up to 60 cm (100 cm flying), and may join a unit it ends touching.",
    ),
    "characters.displaced_by_friends": (
        "Out of the way",
        "A friendly unit moving onto a character pushes it aside by the least distance needed.",
    ),
    "characters.enemy_contact": (
        "Caught by the enemy",
        "A lone character an enemy unit moves into must move up to 30 cm to join a friendly unit, or it is slain.",
    ),
    "characters.slain": (
        "Character slain",
        "A character dies with the unit it has joined, or when caught alone with nowhere to go.",
    ),
    "end": ("End of the battle", "The battle ends after the last turn, on a concession, or when an army withdraws."),
    "end.victory": (
        "Victory points",
        "Full value for each enemy unit destroyed and character slain; half, rounded up to 5, for units down to one stand.",
    ),
    "end.general_slain": ("General slain", "An army whose General is slain or gone for good withdraws at once."),
    "casualties": ("Casualties", "Hits build up on a unit; each time they reach its Hits value one stand is removed."),
    "demo": ("Demonstration", "A note from the scenario's author."),
    "demo.refused": ("Not allowed", "The rules refuse this action; the reason is given."),
    "movement.supporting_charge": (
        "Supporting charge",
        "Infantry behind an infantry unit that charges may follow it in, ending behind or beside a charging stand, "
        "touching no enemy.",
    ),
    "end.break_point": (
        "Break point",
        "An army withdraws when it has lost half its units, rounded up; a unit down to one of three stands counts half.",
    ),
}


# Words that explain what is not a rule of any module (why the computer chose what it did).
NOTES: dict[str, tuple[str, str]] = {
    "ai.reason": (
        "The computer's reasoning",
        "Why the computer opponent chose what it did, as it weighed the odds; it plays by the same rules "
        "and dice as a person.",
    ),
}


def section(*prefixes: str) -> dict[str, tuple[str, str]]:
    """The entries above whose ids start with one of ``prefixes`` (a module's share of them)."""
    return {k: v for k, v in RULES.items() if any(k == p or k.startswith(p + ".") for p in prefixes)}


def every_entry() -> dict[str, tuple[str, str]]:
    """Every entry of every module the game knows, and the notes."""
    from game.core.modules import known_modules

    out = dict(NOTES)
    for m in known_modules().values():
        out.update(m.rulebook)
    return out


def explain(rule: str, ruleset: Any = None) -> tuple[str, str]:
    """(title, one-line explanation) of a rule id, falling back to its nearest parent."""
    book = every_entry() if ruleset is None else {**NOTES, **ruleset.rulebook}
    r = rule
    while r:
        if r in book:
            return book[r]
        if "." not in r:
            break
        r = r.rsplit(".", 1)[0]
    return (rule, "")
