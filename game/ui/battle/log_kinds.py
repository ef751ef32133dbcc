"""Which kind of happening an event is, for the log's filters: orders, moves, charges, shooting, combat,
magic, characters or rolls. No pygame here.

An event is placed by its type first, then by the rule it names, then by the package it comes from, so
events added later by the shooting, combat and magic code land in the right place without a list here.
Turn and phase changes, the end of the battle and plain narration have no kind: they are always shown.
"""

from __future__ import annotations

from game.core import DiceRolled, Event, GameOver, Narration, PhaseBegan, RefereeRuling, TurnBegan

KINDS: tuple[tuple[str, str], ...] = (
    ("orders", "Orders"),
    ("moves", "Moves"),
    ("charges", "Charges"),
    ("shooting", "Shooting"),
    ("combat", "Combat"),
    ("magic", "Magic"),
    ("characters", "Characters"),
    ("rolls", "Rolls"),
)
# Shown when the log opens: every kind but the quiet rolls, whose outcome the next line already tells
# (the tray shows their dice; the "Rolls" chip brings them into the log too).
SHOWN_AT_FIRST: frozenset[str] = frozenset(k for k, _ in KINDS if k != "rolls")

# A mark before each line, so its kind reads without colour.
MARKS: dict[str, str] = {
    "orders": "⚑",
    "moves": "➜",
    "charges": "»",
    "shooting": "➶",
    "combat": "⚔",
    "magic": "✦",
    "characters": "♟",
    "rolls": "⚄",
}
COLOURS: dict[str, tuple[int, int, int]] = {
    "orders": (236, 198, 84),
    "moves": (150, 190, 230),
    "charges": (240, 150, 90),
    "shooting": (200, 170, 240),
    "combat": (236, 110, 100),
    "magic": (120, 220, 220),
    "characters": (190, 220, 150),
    "rolls": (190, 186, 176),
}

_BY_TYPE: dict[str, str] = {
    "OrderIssued": "orders",
    "OrderFailed": "orders",
    "Blunder": "orders",
    "UnitHeld": "orders",
    "UnitMoved": "moves",
    "Evaded": "moves",
    "HomedBack": "moves",
    "MadeWay": "moves",
    "UnitLeftTable": "moves",
    "UnitDeployed": "moves",
    "Charged": "charges",
    "CharacterMoved": "characters",
    "CharacterDisplaced": "characters",
    "CharacterSlain": "characters",
    "CharacterDeployed": "characters",
    "ShotFired": "shooting",
    "HitsScored": "shooting",
    "Misfire": "shooting",
    "CannonBall": "shooting",
    "DrivenBack": "shooting",
    "DriveBackSkipped": "shooting",
}
_BY_RULE: tuple[tuple[str, str], ...] = (
    ("command.order", "orders"),
    ("command.blunder", "orders"),
    ("command.charge", "charges"),
    ("command.initiative", "charges"),
    ("command.support", "charges"),
    ("command.character", "characters"),
    ("command", "moves"),
    ("movement", "moves"),
    ("deployment", "moves"),
    ("shooting", "shooting"),
    ("combat", "combat"),
    ("magic", "magic"),
    ("spell", "magic"),
    ("character", "characters"),
)
_BY_PACKAGE: tuple[tuple[str, str], ...] = (
    (".shooting.", "shooting"),
    (".combat.", "combat"),
    (".magic.", "magic"),
    (".deployment.", "moves"),
    (".command.", "orders"),
)


def kind_of(event: Event) -> str | None:
    """The filter an event belongs to; None for lines always shown (turns, phases, the end, narration).

    A quiet roll (told in full by the line after it) is a "rolls" line; any other roll is the only record
    of what it decided, so it goes with its subject (a drive back with shooting) or is always shown.
    """
    if isinstance(event, DiceRolled):
        return "rolls" if event.quiet else _by_rule(event.rule or "")
    if isinstance(event, TurnBegan | PhaseBegan | GameOver | Narration | RefereeRuling):
        return None
    name = type(event).__name__
    if name in _BY_TYPE:
        return _BY_TYPE[name]
    kind = _by_rule(event.rule or "")
    if kind is not None:
        return kind
    module = "." + type(event).__module__ + "."
    for part, k in _BY_PACKAGE:
        if part in module:
            return k
    return None


def _by_rule(rule: str) -> str | None:
    for prefix, kind in _BY_RULE:
        if rule == prefix or rule.startswith(prefix + "."):
            return kind
    return None


# Rolls where each side throws one die against the other's: the first die is side 0's, the second side 1's.
OPPOSED_RULES = frozenset({"sequence.first_turn", "deployment.order"})


def is_opposed(roll: DiceRolled) -> bool:
    return roll.rule in OPPOSED_RULES and len(roll.faces) == 2


def opposed_faces(roll: DiceRolled, names: tuple[str, str]) -> str:
    """Whose die was whose: "The Empire 5, The Orcs 6" (the two are compared, never added)."""
    return f"{names[0]} {roll.faces[0]}, {names[1]} {roll.faces[1]}"


def roll_words(event: Event, names: tuple[str, str]) -> str:
    """An event's line for the log: an opposed roll names each side's die instead of adding them up."""
    if isinstance(event, DiceRolled) and is_opposed(event):
        line = f"{event.purpose}: {opposed_faces(event, names)}"
        return f"{line}: {event.outcome}" if event.outcome else line
    return event.text()
