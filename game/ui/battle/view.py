"""The table part of the battle screen: the table view's camera and drawing inside the layout's table area.

``BattleView`` is a ``TableView`` (same camera, terrain cache, stand pictures, markers, zoom, pan and
fit) whose viewport is the table area of the battle layout rather than the whole window, and whose
frame has two extra layers for the tools: ``under`` (rings, range outlines; drawn over the terrain,
under the stands) and ``over`` (ghosts, highlights, tags; over everything on the table).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Sequence

import pygame

from game.core import GameState
from game.ui import palette
from game.ui.battle import druid_marks, equipment_layer, overlays
from game.ui.battle.contingents import draw_contingents
from game.ui.markers import draw_markers
from game.ui.stands import LABEL_MIN_SCALE, StandArtist
from game.ui.table_view import TableView

Layer = Callable[[pygame.Surface], None]
HINT = "Wheel: zoom · Right-drag or arrows: pan · F: fit · Space: next step · Esc: menu"


class BattleView(TableView):
    """The table inside ``rect`` (screen px)."""

    def __init__(self, state: GameState, rect: pygame.Rect) -> None:
        self.rect = pygame.Rect(rect)
        super().__init__(state, (rect.right, rect.bottom))
        self.hint = HINT
        # The last picture of the table under the tools' top layer, and what it showed (see draw_battle).
        self._board: pygame.Surface | None = None
        self._board_key: tuple[object, ...] = ()

    def _viewport(self, size: tuple[int, int]) -> pygame.FRect:  # type: ignore[override]
        return pygame.FRect(self.rect)

    def set_rect(self, rect: pygame.Rect) -> None:
        """The layout changed (window resized, UI scale, a strip appeared)."""
        if pygame.Rect(rect) != self.rect:
            self.rect = pygame.Rect(rect)
            self.size = (rect.right, rect.bottom)
            self.camera.resize(pygame.FRect(self.rect))
            self.dirty = True

    def over_table(self, pos: tuple[int, int] | None) -> bool:
        return pos is not None and self.rect.collidepoint(pos)

    def table_point(self, pos: tuple[int, int]) -> tuple[float, float]:
        return self.camera.to_table(*pos)

    def draw_battle(
        self,
        screen: pygame.Surface,
        under: Sequence[Layer] = (),
        over: Sequence[Layer] = (),
        hover: bool = True,
        key: Hashable = None,
        skip: Collection[str] = (),
    ) -> None:
        """The table, its terrain and armies, with the tools' layers; no header and no hover card.

        ``key`` names everything the picture under the ``over`` layers depends on besides the view (the
        state's version, what the ``under`` layers show). With a key, that picture is kept and the next
        frames with the same key and view only blit it: hovering, dragging a ghost or a message
        showing then costs a blit, not hundreds of stands.
        """
        cam = self.camera
        clip = screen.get_clip()
        full = (key, cam.key(), tuple(self.rect), palette.side_style(0).pattern, id(self.state), frozenset(skip))
        if key is not None and self._board is not None and self._board_key == full:
            screen.blit(self._board, self.rect.topleft)
        else:
            self._paint_board(screen, under, skip)
            if key is not None:
                self._board = screen.subsurface(self.rect.clip(screen.get_rect())).copy()
                self._board_key = full
        screen.set_clip(self.rect)
        if hover and self.hover is not None:
            self._hover_outline(screen)
        for layer in over:
            layer(screen)
        self._scale_bar(screen)
        self._hint(screen)
        screen.set_clip(clip)
        self.dirty = False

    def _paint_board(self, screen: pygame.Surface, under: Sequence[Layer], skip: Collection[str] = ()) -> None:
        """Terrain, the ``under`` layers (clipped to the table) and the armies, straight onto ``screen``."""
        cam = self.camera
        pygame.draw.rect(screen, palette.BACKGROUND, self.rect)
        self.terrain.blit(screen, self.state, cam)
        # Ranges and rings end at the table's edge: nothing can be ordered or moved off it.
        tr = cam.table_rect()
        screen.set_clip(self.rect.clip(pygame.Rect(round(tr.x), round(tr.y), round(tr.width), round(tr.height))))
        # The tags painted here stay on the board as long as it is kept: the top layer's tags keep off them.
        overlays.begin_board()
        # Battlefield equipment lies on the ground: on the board of the battle, the replay and the demos alike.
        equipment_layer.draw(screen, cam, self.state)
        # Ground a druid's power holds (Fantasy Warriors' individuals) is marked where it lies.
        druid_marks.draw(screen, cam, self.state)
        for layer in under:
            layer(screen)
        overlays.end_board()
        screen.set_clip(self.rect)
        draw_contingents(screen, self.state, cam)
        self.artist.draw_units(screen, self.state, cam, None, skip)
        equipment_layer.draw_over(screen, cam, self.state)
        room = StandArtist.label_size(cam.scale) * 0.7 if cam.scale >= LABEL_MIN_SCALE else 0.0
        draw_markers(screen, self.state, cam, room)
        self.artist.draw_characters(screen, self.state, cam, None, skip)
        overlays.draw_board_tags(screen)

    def _hover_outline(self, screen: pygame.Surface) -> None:
        """The piece under the pointer, outlined as the table view outlines it."""
        h = self.hover
        assert h is not None
        if h.kind == "unit":
            overlays.outline_unit(screen, self.camera, self.state, h.id, palette.HOVER, 2)
        elif h.kind == "character":
            overlays.outline_character(screen, self.camera, self.state, h.id, palette.HOVER)
