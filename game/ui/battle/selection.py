"""The selected piece and the highlighted ones, drawn on the table for every step.

The selection (whose card the side panel shows) gets a thin light outline, and, when no tool draws
ranges of its own, its reach: a unit's move, a character's command range (the whole table for a
General). Pieces another part of the screen points at (a log line, the hand-over recap) are outlined
in blue until the next click.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.battle import overlays

if TYPE_CHECKING:
    from game.ui.battle.scene import BattleScene


def under(scene: BattleScene, surface: pygame.Surface) -> None:
    """The selection's own ranges, when no tool shows them: a unit's move, a character's command."""
    st, cam, sel = scene.controller.state, scene.camera, scene.selected
    if sel is None or scene.tool() in (scene.orders, scene.moves, scene.characters):
        return
    if sel.kind == "unit" and sel.id in st.units:
        pace = st.unit_profile(st.units[sel.id]).full_pace_mm
        overlays.range_outline(surface, cam, st, sel.id, pace, label=f"{pace // 10} cm move")
    elif sel.kind == "character" and sel.id in st.characters:
        overlays.command_range(surface, cam, st, st.characters[sel.id])


def over(scene: BattleScene, surface: pygame.Surface) -> None:
    st, cam, sel = scene.controller.state, scene.camera, scene.selected
    if sel is not None:
        # The piece whose card is shown: a thin light outline, so it is not taken for the one acting.
        if sel.kind == "unit":
            overlays.outline_unit(surface, cam, st, sel.id, overlays.CARD, 1)
        elif sel.kind == "character":
            overlays.outline_character(surface, cam, st, sel.id, overlays.CARD)
    for ref in scene.highlighted:
        if ref in st.units:
            overlays.outline_unit(surface, cam, st, ref, overlays.HIGHLIGHT, 3)
        elif ref in st.characters:
            overlays.outline_character(surface, cam, st, ref, overlays.HIGHLIGHT)
