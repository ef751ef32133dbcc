"""The pygame_gui theme: ``assets/ui/theme.json`` with the shipped fonts and the player's UI scale.

The file keeps font paths relative to ``assets/`` and sizes at 100 %; ``theme_for(scale)`` turns it into
the dictionary pygame_gui takes, with absolute font paths (the game may be started from any folder) and
every font size, corner radius and padding multiplied by the scale. Layout code multiplies its own
pixel sizes with ``Metrics``, so text and the boxes around it grow together.
"""

from __future__ import annotations

import copy
import json
from functools import lru_cache
from pathlib import Path
from typing import Any

ASSETS = Path(__file__).resolve().parent.parent.parent / "assets"
THEME_FILE = ASSETS / "ui" / "theme.json"

# Sizes in a block's "misc" that grow with the scale (a drop-down's arrow button too: at 20 px fixed its
# arrow, drawn at the scaled font size, was cut to a sliver at 200 %).
_SCALED_MISC = (
    "shape_corner_radius",
    "text_horiz_alignment_padding",
    "text_vert_alignment_padding",
    "open_button_width",
    "rect_width",
)


@lru_cache(maxsize=1)
def _raw_theme() -> dict[str, Any]:
    return json.loads(THEME_FILE.read_text(encoding="utf-8"))


def _scale_int(text: str, scale: float, minimum: int = 1) -> str:
    try:
        return str(max(minimum, round(int(text) * scale)))
    except ValueError:
        return text


def theme_for(scale: float) -> dict[str, Any]:
    """The theme dictionary at ``scale`` (1.0 = 100 %)."""
    theme = copy.deepcopy(_raw_theme())
    for block in theme.values():
        if not isinstance(block, dict):
            continue
        font = block.get("font")
        if isinstance(font, dict):
            for key in ("regular_path", "bold_path", "italic_path", "bold_italic_path"):
                if key in font:
                    font[key] = str(ASSETS / font[key])
            if "size" in font:
                font["size"] = _scale_int(font["size"], scale, 6)
        misc = block.get("misc")
        if isinstance(misc, dict):
            for key in _SCALED_MISC:
                if key in misc:
                    misc[key] = _scale_int(misc[key], scale, 0)
            if "padding" in misc:
                misc["padding"] = ",".join(_scale_int(p.strip(), scale, 0) for p in misc["padding"].split(","))
            if "border_width" in misc and misc["border_width"] != "0":
                misc["border_width"] = _scale_int(misc["border_width"], min(scale, 1.5))
    return theme


def font_size(object_id: str, scale: float = 1.0) -> int:
    """The font size (px) the theme gives an object id such as ``"#heading"``, at ``scale``."""
    raw = _raw_theme()
    block = raw.get(object_id) or raw.get(object_id.lstrip("#")) or raw["defaults"]
    size = int(block.get("font", raw["defaults"]["font"])["size"])
    return max(6, round(size * scale))


def font_bold(object_id: str) -> bool:
    """Whether the theme draws ``object_id``'s words in bold (``"#primary"`` buttons are)."""
    raw = _raw_theme()
    block = raw.get(object_id) or raw.get(object_id.lstrip("#")) or raw["defaults"]
    return str(block.get("font", {}).get("bold", "0")) == "1"


class Metrics:
    """Pixel sizes at the UI scale: ``m(40)`` is 40 px at 100 %, 60 px at 150 %."""

    def __init__(self, scale: float) -> None:
        self.scale = scale

    def __call__(self, px: float) -> int:
        return round(px * self.scale)

    def font(self, px: float) -> int:
        """A font size for text drawn outside pygame_gui (never below a readable 9 px)."""
        return max(9, round(px * self.scale))
