"""The scripted opponents' personalities, as data: one table of weights, no code branches.

Every personality is judged by the same scoring features (``game.ai.scoring``); only these weights
differ. Scores are in army points, so a weight of 1.0 counts a feature at its value in points.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Personality:
    """How much a scripted opponent cares about each feature of a position."""

    name: str
    title: str
    # One sentence shown on screen.
    description: str
    # Expected gains of its own charges (points won in combat), now and next turn.
    attack: float
    # Threats to its own units: what the enemy could win by charging them next turn.
    risk: float
    # Extra weight of charges into an enemy flank or rear, and of enemies on its own flanks or rear.
    flank: float
    exposure: float
    # Hits its shooters can score from where they stand.
    shooting: float
    # Points per 10 cm nearer the enemy, down to ``keep_distance_mm`` from the closest enemy unit.
    close_in: float
    keep_distance_mm: int
    # Points for each friendly unit a unit stands beside (a line kept together).
    line: float
    # Weight of the General's safety (enemies that could reach him or the unit he is with).
    general_safety: float
    # Lowest chance of winning a combat round it accepts when charging, pursuing or advancing.
    charge_at: float
    pursue_at: float
    # Points an order must be expected to gain before a character risks it.
    order_threshold: float


PERSONALITIES: dict[str, Personality] = {
    p.name: p
    for p in (
        Personality(
            name="aggressive",
            title="Aggressive",
            description="Marches straight at the enemy and charges whenever the odds are anywhere near even.",
            attack=1.3,
            risk=0.35,
            flank=0.3,
            exposure=0.2,
            shooting=0.8,
            close_in=8.0,
            keep_distance_mm=0,
            line=1.0,
            general_safety=0.5,
            charge_at=0.35,
            pursue_at=0.35,
            order_threshold=1.0,
        ),
        Personality(
            name="cautious",
            title="Cautious",
            description="Keeps its battle line together, lets its shooters do the work and charges only on good odds.",
            attack=0.9,
            risk=0.7,
            flank=0.3,
            exposure=0.6,
            shooting=1.6,
            close_in=5.0,
            keep_distance_mm=150,
            line=4.0,
            general_safety=1.0,
            charge_at=0.45,
            pursue_at=0.55,
            order_threshold=2.0,
        ),
        Personality(
            name="cunning",
            title="Cunning",
            description="Hunts for flank and rear charges, keeps out of the enemy's reach and guards its General.",
            attack=1.1,
            risk=0.6,
            flank=1.0,
            exposure=0.9,
            shooting=1.0,
            close_in=6.5,
            keep_distance_mm=60,
            line=1.5,
            general_safety=2.0,
            charge_at=0.42,
            pursue_at=0.45,
            order_threshold=1.5,
        ),
    )
}
