"""What the caption panel says about a step, in words a newcomer follows.

A step's caption starts with what the demo says about it (its caption and the script's note), then what
is done ("General Hausmann orders the Knights"), then every event in turn: a roll is told in full (what
it is for, what it needs, each modifier with its cause and its rule, the dice and the outcome); any
other event in one line. Each rule an event names is explained once, from the game's rulebook, under the
event where it first acts.
"""

from __future__ import annotations

from game.core import DiceRolled, Event, GameState, Narration, PhaseBegan, explain
from game.data.demos import Demo, point_title
from game.replay.script import Step
from game.ui import palette
from game.ui.battle.explain import dice_words, faces_words, modifier_rows, result_word, success_mark, target_words
from game.ui.battle.words import action_words, name_of
from game.ui.doc import BAD, GOLD, GOOD, Block, Column, Gap, Heading, Para, Table

# Events that only mark the way through the turn: said as a short line, no rule under them.
QUIET = (PhaseBegan,)


def setup_blocks(demo: Demo, total: int, state: GameState | None = None) -> list[Block]:
    """The caption before the first step: the demo's title, its paragraph, who plays and the rules shown."""
    blocks: list[Block] = [
        Heading(demo.title, 2),
        Para(demo.area_title, colour=palette.TEXT_DIM, size=15),
        Para(demo.summary, size=17),
    ]
    if demo.rules_line:
        blocks.append(Para(demo.rules_line, colour=GOLD, size=15))
    if state is not None:
        # Which army is which, in the words and marks the table uses (colour is not enough alone).
        a, b = state.sides[0].name, state.sides[1].name
        blocks.append(Para(f"{a}: blue, striped bases. {b}: red, dotted bases.", colour=palette.TEXT_DIM, size=15))
    blocks += [
        Gap(6),
        Heading("The rules shown", 3),
    ]
    blocks += [Para(point_title(p), size=15, bullet=True) for p in demo.points]
    blocks += [
        Gap(6),
        Para(
            f"{total} steps. Next: Page Down, Space or the right arrow; back: Page Up or the left arrow; "
            "P plays them one after another. Point at a piece to see its card.",
            colour=palette.TEXT_DIM,
            size=14,
        ),
    ]
    return blocks


def rule_line(rule: str, state: GameState | None) -> str:
    """"Title: explanation" of a rule from the game's rulebook ("" if the rule has no words)."""
    if not rule or rule.startswith("demo"):
        return ""
    title, line = explain(rule, state.ruleset if state is not None else None)
    return f"{title}: {line}" if line else title


def roll_blocks(roll: DiceRolled, follow: Event | None = None) -> list[Block]:
    """A roll told in full (``follow``: the event after it, which for an order gives the Command value)."""
    out: list[Block] = [Para(f"The roll: {roll.purpose}", colour=GOLD, size=16, bold=True)]
    command = getattr(follow, "command", None)
    base = f"Command value {command}, less the penalties below. " if isinstance(command, int) else ""
    if roll.target is not None:
        needs = target_words(roll)
    elif len(roll.faces) == 1:
        needs = f"One D{roll.sides}, no number to beat: what it shows decides."
    else:
        needs = f"{dice_words(len(roll.faces), roll.sides)}, added up; no number to beat."
    out.append(Para(base + needs, size=15))
    if roll.modifiers:
        rows = tuple((v, because, why) for v, because, why in modifier_rows(roll))
        out.append(Table((Column("", "right"), Column("Because"), Column("The rule", wrap=True)), rows, size=14))
    mark = success_mark(roll)
    colour = GOOD if roll.success is True else BAD if roll.success is False else palette.TEXT
    out.append(Para(f"{faces_words(roll)}: {result_word(roll)} {mark}".rstrip(), colour=colour, size=16, bold=True))
    return out


def event_blocks(events: list[Event], state: GameState | None) -> list[Block]:
    """Every event of a step, each rule explained where it first acts."""
    out: list[Block] = []
    told: set[str] = set()
    for i, e in enumerate(events):
        if isinstance(e, DiceRolled):
            out += roll_blocks(e, events[i + 1] if i + 1 < len(events) else None)
        elif isinstance(e, QUIET):
            out.append(Para(e.text(), colour=palette.TEXT_DIM, size=14))
            continue
        elif isinstance(e, Narration):
            out.append(Para(e.text(), size=15))
            continue
        else:
            out.append(Para(e.text(), size=16))
        line = rule_line(e.rule, state)
        if line and e.rule not in told:
            told.add(e.rule)
            out.append(Para(f"Rule — {line}", colour=palette.TEXT_DIM, size=14, indent=12))
    return out


FACING_WORDS = {0: "north", 90: "east", 180: "south", 270: "west"}


def doing_words(before: GameState, step: Step) -> str:
    """What the step does, in a sentence (the battle screen's button words, but whole for a cast)."""
    a = step.action
    g = a.__dict__
    if a.kind == "proceed":
        return "The turn moves on to its next step."
    if a.kind == "cast":
        who = name_of(before, g["wizard"])
        out = f"{who} casts {g['spell']}"
        if g.get("target"):
            return f"{out} on {name_of(before, g['target'])}"
        if g.get("x") or g.get("y"):
            return f"{out}, to {g['x'] / 10:.0f} cm across and {g['y'] / 10:.0f} cm down"
        facing = g.get("facing", 0)
        return f"{out}, along a line to the {FACING_WORDS.get(facing % 360, f'{facing} degrees')}"
    return action_words(before, a)


def step_blocks(demo: Demo, step: Step, total: int, before: GameState, events: list[Event]) -> list[Block]:
    """The caption of ``step`` (its events as just played, on the state it started from)."""
    chapter = next((t for n, t in reversed(demo.chapters) if n <= step.number), "")
    head = f"Step {step.number} of {total}" + (f" · {chapter}" if chapter else "")
    blocks: list[Block] = [Para(head, colour=palette.TEXT_DIM, size=14)]
    said = [t for t in (demo.caption(step.number), step.note) if t]
    for t in said:
        blocks.append(Para(t, colour=GOLD, size=18, bold=True))
    blocks.append(Heading("What is done", 3))
    done = doing_words(before, step)
    blocks.append(Para(done, size=16))
    if step.was_refused:
        blocks.append(Para("The rules do not allow it:", colour=BAD, size=16, bold=True))
        blocks += [Para(r, colour=BAD, size=15, bullet=True) for r in step.refused]
        blocks.append(Para("Nothing changes on the table.", colour=palette.TEXT_DIM, size=14))
        return blocks
    blocks.append(Heading("What happens", 3))
    blocks += event_blocks(events, before) or [Para("Nothing to roll or report.", colour=palette.TEXT_DIM)]
    return blocks
