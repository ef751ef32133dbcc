"""Terrain (digest 8): the kinds of terrain a table may hold, and the words that explain them.

What each kind does (who may enter it, dense terrain's command penalty, what blocks sight, cover) is
geometry and lives in ``game.table.terrain`` and ``game.core.cover``; this module is where a game's
ruleset learns which kinds it knows, so a scenario naming another kind is refused.
"""

from __future__ import annotations

from game.core import hooks, roads
from game.core.ruleset import RulesModule
from game.table.shapes import TerrainKind

RULES: dict[str, tuple[str, str]] = {
    "terrain": (
        "Terrain",
        "Woods, villages, hills, rivers, roads and obstacles change who may go where, what can be seen and "
        "what gives cover.",
    ),
}

MODULE = RulesModule(
    id="terrain",
    title="Terrain",
    description="The terrain table: who may enter each kind, dense terrain, what blocks sight, cover.",
    # Equipment is put down by its own module, never drawn up as a scenario's terrain.
    terrain=tuple(k.value for k in TerrainKind if k is not TerrainKind.EQUIPMENT),
    # A whole move along a road earns +1 to the unit's next order (digest 2.4).
    hooks={hooks.COMMAND_MODIFIERS: (roads.command_modifiers,)},
    rulebook={**RULES, **roads.ENTRIES},
)
