"""The Wood Elves' special rules (digest 10.21).

Woodland Folk: a wood costs Wood Elf infantry no -1 on their orders (other dense terrain still does). Glade Guard
shoot as Elven archers (+1 to hit, the High Elves' rule). Waywatchers hit with +1, make the target's armour one
worse and may infiltrate. Forest Spirits scorn terror, but an order to them from the General or a Noble counts
-1. Warhawk Riders fly and see all round; the Treeman causes terror; the Forest Dragon is the High Elves' Dragon.

Not carried yet (the list leaves those troops out, or plays them without the rule): Wardancers, Wild Riders'
+1 Attack in the first round, the Treeman's own rules in woods, the Treeman Ancient, the Branchwraith, the
Spell Weaver, the Unicorn and the Wood Elf spells.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core import board, hooks
from game.core.events import Modifier
from game.core.questions import DENSE_TERRAIN_PENALTY, IGNORES_TERROR, INFILTRATORS_PER_1000, SHOOTING_HIT_BONUS
from game.core.ruleset import RulesModule, SpecialRule
from game.core.state import Character, GameState, Unit
from game.table import DENSE, TerrainKind

ARMY_ID = "wood_elves"
# The characters whose orders Forest Spirits heed unwillingly.
ELF_LEADERS = ("General", "Noble")


def _is(value: object) -> Callable[[GameState, Unit, object], object]:
    return lambda state, unit, answer: value


def dense_but_not_wood(state: GameState, unit: Unit, answer: object) -> bool:
    """Woodland Folk: the dense-terrain -1 counts only where the unit stands in dense terrain other than a wood."""
    if not answer:
        return False
    t = board.table(state)
    return any(p.kind in DENSE and p.kind is not TerrainKind.WOOD for b in t.bases_of(unit.id) for p in t.terrain_under(b))


def forest_spirits_heed_unwillingly(state: GameState, ch: Character, units: list[Unit]) -> list[Modifier]:
    """-1 on an order to Forest Spirits from the Wood Elf General or a Noble."""
    if state.army_of(ch).id != ARMY_ID or state.character_profile(ch).name not in ELF_LEADERS:
        return []
    if not any(state.unit_profile(u).has("forest_spirits") for u in units):
        return []
    return [Modifier(-1, "specials.forest_spirits", "Forest Spirits heed the elves unwillingly")]


RULES: dict[str, tuple[str, str]] = {
    "specials.woodland_folk": (
        "Woodland Folk",
        "Wood Elf infantry standing in a wood take no -1 on their orders for dense terrain; a village or broken "
        "ground still costs it.",
    ),
    "specials.waywatchers": (
        "Waywatchers",
        "Waywatchers hit with +1 when they shoot, a target they hit saves as if its armour were one worse, and "
        "one unit per full 1000 points may be held back to infiltrate.",
    ),
    "specials.forest_spirits": (
        "Forest Spirits",
        "Dryads, Treekin, Wild Riders and the Treeman ignore terror; an order given to them by the Wood Elf "
        "General or a Noble counts -1.",
    ),
}

WOOD_ELVES = RulesModule(
    id="wood-elves",
    title="Wood Elves",
    description="Woodland Folk at home in the woods, Waywatchers, and the Forest Spirits who heed the elves "
    "unwillingly.",
    requires=("empire", "dwarfs", "high-elves"),
    specials=(
        SpecialRule("woodland_folk", "Woodland Folk", {DENSE_TERRAIN_PENALTY: dense_but_not_wood}),
        SpecialRule("waywatchers", "Waywatchers", {SHOOTING_HIT_BONUS: _is(1), INFILTRATORS_PER_1000: _is(1)}),
        SpecialRule("forest_spirits", "Forest Spirits", {IGNORES_TERROR: _is(True)}),
    ),
    hooks={hooks.COMMAND_MODIFIERS: (forest_spirits_heed_unwillingly,)},
    rulebook=RULES,
)
