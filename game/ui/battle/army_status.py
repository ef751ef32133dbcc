"""The armies' standing at a glance: units and points lost, the break point, victory points so far.

Shown at the foot of the side panel whatever the step, so a player always knows how near each army
is to withdrawing (digest 9.2: half its starting units, a unit down to one stand counting half) and
how the points stand (9.3), in the same numbers the result screen will give.
"""

from __future__ import annotations

from game.core import GameState, armies_standing, victory
from game.ui.battle.panel import Panel


def _units(n: float) -> str:
    """1.5 reads "1½", as players count a unit down to one stand."""
    whole = int(n)
    half = n - whole >= 0.5
    if whole == 0 and half:
        return "½"
    return f"{whole}{'½' if half else ''}"


def status_lines(state: GameState) -> list[tuple[int, str, str]]:
    """(side, units line, points line) for each side."""
    (pts, _lost) = victory.score(state)
    # Troops worth their points to the enemy while they stand (Troll Slayers) give points before any fighting:
    # said beside the figure, so that points lost at turn 1 do not read as a mistake.
    standing: list[list[victory.Scored]] = [[], []]
    for sc in victory.scoring(state):
        if sc.how == "still standing" and sc.points:
            standing[1 - sc.side].append(sc)
    out = []
    for side in (0, 1):
        name = state.sides[side].name
        lost = victory.losses(state, side)
        breaks = victory.break_point(state, side)
        start = state.sides[side].start_units
        counted = victory.counted_units(state, side)
        allied = armies_standing(state, side)
        if allied:
            # Allied Generals: each army has its own break point (the side withdraws when both have left).
            units = f"{name}: " + " · ".join(
                f"{who}'s army has left" if left else f"{who} {_units(lost_a)} of {n} lost (breaks at {bp})"
                for who, lost_a, n, bp, left in allied)
        elif counted == start:
            units = f"{name}: {_units(lost)} of {start} units lost (breaks at {breaks})"
        elif counted > 0:
            # Bretonnia's Feudal Society: only its Knights count.
            units = f"{name}: {_units(lost)} of {counted} units that count lost (breaks at {breaks})"
        else:
            units = f"{name}: no unit of it counts towards a break point"
        held = ""
        if standing[side]:
            names = ", ".join(dict.fromkeys(sc.name for sc in standing[side]))
            held = f" ({sum(sc.points for sc in standing[side])} for {names} while they stand)"
        points = f"Points lost {pts[1 - side]}{held} · victory points {pts[side]}"
        out.append((side, units, points))
    return out


def status_into(panel: Panel, state: GameState) -> None:
    """The two armies' lines, each with its side's shield so it reads without colour."""
    panel.rule()
    for side, units, points in status_lines(state):
        lost = victory.losses(state, side)
        # Red once a loss has been taken and one more unit would break the army (either army of an alliance).
        near = lost > 0 and lost >= victory.break_point(state, side) - 1
        near = near or any(0 < a[1] >= a[3] - 1 and not a[4] for a in armies_standing(state, side))
        panel.marked(units, side, "bad" if near else "", 12)
        panel.text(points, "dim", 12, indent=16)


def status_height(panel: Panel, state: GameState) -> int:
    """How tall ``status_into`` will be in a panel like ``panel`` (laid out once, off screen)."""
    probe = Panel(panel.rect, panel.m, None)
    start = probe.y
    status_into(probe, state)
    return probe.y - start
