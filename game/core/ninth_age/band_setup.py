"""A unit of characters set up in deployment (the seed's "Combined units ... joining during deployment", for
characters joining characters).

Warhost: when its side sets up characters, a character with Hits may be set up touching a friendly lone
character with Hits already on the table (not in a unit) and join it: the two are then one unit of characters
(``bands.form``), as if the joiner had moved into contact in a Characters step. Both stand wholly in the
deployment zone (the seed's "not if the combined unit would leave the deployment zone"); the one set up first is
the unit's stand.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core import board
from game.core.actions import Action
from game.core.deployment import order, zones
from game.core.deployment.placing import place_character, turn_problems
from game.core.dice import Dice
from game.core.events import Event
from game.core.ninth_age import bands
from game.core.scenario import UNDEPLOYED
from game.core.state import GameState, id_key

KIND = "deploy_join_character"
RULE = "ninth_age.bands.deployment"


@dataclass(frozen=True)
class DeployJoinCharacter(Action):
    """Set up a character touching a friendly lone character already set up, forming a unit of characters."""

    kind: ClassVar[str] = KIND
    character: str
    x: int
    y: int
    facing: int
    host: str

    def __str__(self) -> str:
        return f"deploy {self.character} at ({self.x},{self.y}) joining {self.host}"


def check(state: GameState, action: DeployJoinCharacter) -> list[str]:
    ch = state.characters.get(action.character)
    if ch is None:
        return [f"there is no character {action.character!r}"]
    if not ch.flags.get(UNDEPLOYED):
        return [f"{ch.name} is already on the table"]
    reasons = turn_problems(state, ch.side, "character")
    if reasons:
        return reasons
    host = state.characters.get(action.host)
    if host is not None and host.flags.get(UNDEPLOYED):
        return [f"{host.name} is not set up yet: set it up first, then join it"]
    why = bands._host_refusal(state, ch, host)
    if why:
        return [why]
    assert host is not None
    pose = (action.x, action.y, action.facing % 360)
    # In the zone and on no piece: the same checks as any character set up (so the unit stays in the zone too).
    reasons = zones.character_problems(state, ch, pose, "")
    if reasons:
        return reasons
    t = board.table(state)
    if t.distance(board.character_base(state, ch, pose), board.character_base(state, host)) > 1.0:
        return [f"to join {host.name}, {ch.name} must be set up touching it"]
    under = bands.on_another(state, ch, board.character_base(state, ch, pose))
    return [f"{ch.name} would stand on {under}: there is no room there beside {host.name}"] if under else []


def apply(state: GameState, action: DeployJoinCharacter, dice: Dice) -> list[Event]:
    ch, host = state.characters[action.character], state.characters[action.host]
    events = place_character(state, ch, (action.x, action.y, action.facing), "", automatic=False)
    own = bands.form(state, host, ch)
    events.append(
        bands.CharactersBanded(
            character=ch.id, character_name=ch.name, host=host.id, host_name=host.name, unit=own.id, rule=RULE
        )
    )
    order.pass_on(state, ch.side)
    return events


def legal(state: GameState) -> list[DeployJoinCharacter]:
    """For the character the side sets up next: joining each friendly lone character on the table, beside it."""
    nxt = order.placer(state)
    if nxt is None or order.stage(state) == "units":
        return []
    out: list[DeployJoinCharacter] = []
    waiting = [c for c in state.characters.values() if c.side == nxt and c.alive and c.flags.get(UNDEPLOYED)]
    for ch in sorted(waiting, key=lambda c: id_key(c.id)):
        for host in state.live_characters(nxt):
            if host.off_table or host.flags.get(UNDEPLOYED) or host.joined is not None or host.id == ch.id:
                continue
            for x, y, f in bands.beside(state, ch, host):
                a = DeployJoinCharacter(ch.id, x, y, f, host.id)
                if not check(state, a):
                    out.append(a)
                    break
    return sorted(out, key=lambda a: (id_key(a.character), id_key(a.host)))
