""""Your turn" steps of a demo: a scripted action the player makes on the battle screen instead of watching.

A lesson (``assets/lessons/*.yaml``) is a demo whose ``your_turn`` list names steps of its script. At such
a step the lesson waits: the player must make an action of the step's kind that agrees with the script in
the fields ``match`` names (``[character, units]`` for an order from that character to those units,
``[unit, target]`` for a charge or a shot on that enemy, ``[units]`` for a move of those units). Anything
else is refused with the step's ``hint``; once it is done, ``rule`` says what the rule was. ``within`` (mm) lets the numbers of
the matched fields differ by that much: ``match: [units, poses]`` with ``within: 40`` asks for a move that
ends each stand within 4 cm of the script's place.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.data.paths import REPO_ROOT
from game.data.schema import F, Int, ListOf, Map, Text, entries

# The lessons of "Learn to play"; the first battle is the one the main menu opens.
LESSONS_DIR = REPO_ROOT / "assets" / "lessons"
FIRST_LESSON = LESSONS_DIR / "first-battle.yaml"

YOUR_TURN_STEP = Map(
    {
        "step": F(Int(1), True),
        "match": F(ListOf(Text(), 1), True),
        "hint": F(Text(), True),
        "rule": F(Text(), True),
        "title": F(Text()),
        "within": F(Int(0, 200)),
    }
)
YOUR_TURN_FIELD = F(ListOf(YOUR_TURN_STEP))


@dataclass(frozen=True)
class YourTurn:
    """Step ``step`` of the script is the player's to make; ``match`` the fields that must agree."""

    step: int
    match: tuple[str, ...]
    hint: str
    rule: str
    title: str = ""
    within: int = 0

    def agrees(self, scripted: dict[str, Any], made: dict[str, Any]) -> bool:
        """Whether the action ``made`` (as a dict) is the scripted one as far as this step asks."""
        if made.get("kind") != scripted.get("kind"):
            return False
        return all(_same(scripted.get(f), made.get(f), self.within) for f in self.match)


def _same(a: Any, b: Any, within: int = 0) -> bool:
    # A file writes lists where actions hold tuples.
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(_same(x, y, within) for x, y in zip(a, b, strict=True))
    if isinstance(a, int) and isinstance(b, int) and not isinstance(a, bool) and not isinstance(b, bool):
        return abs(a - b) <= within
    return a == b


def check_your_turn(data: dict[str, Any], actions: list[dict[str, Any]], doc: Any) -> tuple[YourTurn, ...]:
    """The checked ``your_turn`` steps; problems (a step the script lacks, a refused step, a field the
    action has not, the same step twice) go to ``doc`` at the entry's place in the file."""
    out: list[YourTurn] = []
    seen: set[int] = set()
    for i, item in entries(data.get("your_turn")):
        n = item["step"]
        if n > len(actions):
            doc.bad(("your_turn", i, "step"), f"must be a step of the script (1 to {len(actions)}), got {n}")
            continue
        if n in seen:
            doc.bad(("your_turn", i, "step"), f"step {n} is already the player's")
            continue
        seen.add(n)
        raw = actions[n - 1]
        if raw.get("expect") == "refused":
            doc.bad(("your_turn", i, "step"), f"step {n} is refused by the rules: the player cannot make it")
            continue
        fields = sorted(k for k in raw if k not in ("kind", "note", "expect"))
        bad = [f for f in item["match"] if f not in fields]
        if bad:
            have = ", ".join(fields) or "none"
            doc.bad(
                ("your_turn", i, "match"),
                f"step {n} ({raw.get('kind')}) has no field {', '.join(map(repr, bad))} (it has: {have})",
            )
            continue
        turn = YourTurn(n, tuple(item["match"]), item["hint"], item["rule"], item.get("title", ""), item.get("within", 0))
        out.append(turn)
    return tuple(sorted(out, key=lambda t: t.step))
