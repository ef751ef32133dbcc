"""Actions in words a player reads on a button: names instead of ids, centimetres instead of mm.

Used by the list of available actions (every step without a tool of its own) and by the tools'
buttons. An action kind this module does not know yet still reads sensibly: its fields, with every
unit and character id replaced by the name.
"""

from __future__ import annotations

from dataclasses import fields

from game.core.actions import Action
from game.core.state import GameState

FACINGS = {0: "north", 90: "east", 180: "south", 270: "west"}


def name_of(state: GameState, ref: str) -> str:
    """The name behind a unit or character id (the id itself if it names neither)."""
    if ref in state.units:
        return state.units[ref].name
    if ref in state.characters:
        return state.characters[ref].name
    return ref


def names(state: GameState, refs: tuple[str, ...] | list[str]) -> str:
    out = [name_of(state, r) for r in refs]
    if len(out) <= 1:
        return "".join(out)
    return ", ".join(out[:-1]) + " and " + out[-1]


def _cm(mm: int | float) -> str:
    return f"{mm / 10:g} cm"


def _where(x: int, y: int) -> str:
    return f"{x / 10:.0f} cm across, {y / 10:.0f} cm down"


def _facing(f: int) -> str:
    return FACINGS.get(f % 360, f"{f % 360}°")


def action_words(state: GameState, a: Action) -> str:
    """One line for an action, e.g. "Knights charge Orc Boyz on their initiative"."""
    g = a.__dict__
    k = a.kind
    if k == "proceed":
        return "Next step"
    if k == "concede":
        return f"{state.sides[g['side']].name} concede the battle"
    if k == "order":
        return f"{name_of(state, g['character'])} orders {names(state, g['units'])}"
    if k == "move":
        return f"Move {names(state, g['units'])}"
    if k == "hold":
        return f"{names(state, g['units'])}: stay where they are"
    if k == "charge":
        return f"{name_of(state, g['unit'])} charges {name_of(state, g['target'])}"
    if k == "initiative_charge":
        return f"{name_of(state, g['unit'])} charges {name_of(state, g['target'])} on its initiative"
    if k == "evade":
        return f"{name_of(state, g['unit'])} evades {name_of(state, g['enemy'])} ({_cm(g['distance'])})"
    if k == "home_back":
        return f"{name_of(state, g['unit'])} homes back (D6 × 10 cm)"
    if k == "home_back_move":
        to = g["character"]
        return (
            f"{name_of(state, g['unit'])} flies to {name_of(state, to)}"
            if to
            else f"{name_of(state, g['unit'])} stays put"
        )
    if k == "blunder_choice":
        return f"{name_of(state, g['unit'])} takes the -1 Command penalty"
    if k == "move_character":
        join = f" and joins {name_of(state, g['join'])}" if g.get("join") else ""
        return f"{name_of(state, g['character'])} moves to {_where(g['x'], g['y'])}{join}"
    if k == "support_charge":
        place = f" (position {g['place'] + 1})" if g.get("place") else ""
        return f"{name_of(state, g['unit'])} supports the charge of {name_of(state, g['charger'])}{place}"
    if k == "shoot":
        return f"{name_of(state, g['unit'])} shoots at {name_of(state, g['target'])}"
    if k == "fight":
        return f"Fight the combat of {name_of(state, g['engagement'])}"
    if k == "combat_choice":
        what = str(g["choice"]).replace("_", " ")
        extra = f" away from its {g['edge']}" if g.get("edge") else ""
        if g.get("distance") is not None:
            extra += f", up to {_cm(g['distance'])}"
        return f"{name_of(state, g['unit'])}: {what}{extra}"
    if k == "deploy_unit":
        return (
            f"Deploy {name_of(state, g['unit'])} in {g.get('formation', 'line')} at {_where(g['x'], g['y'])}, "
            f"facing {_facing(g['facing'])}"
        )
    if k == "deploy_character":
        join = f", joining {name_of(state, g['join'])}" if g.get("join") else ""
        return f"Deploy {name_of(state, g['character'])} at {_where(g['x'], g['y'])}{join}"
    if k == "auto_deploy":
        return f"Deploy the rest of {state.sides[g['side']].name} along their edge"
    return _generic(state, a)


def _generic(state: GameState, a: Action) -> str:
    parts = []
    for f in fields(a):
        v = getattr(a, f.name)
        if isinstance(v, str):
            parts.append(name_of(state, v))
        elif isinstance(v, tuple) and all(isinstance(x, str) for x in v):
            parts.append(names(state, v))
        elif isinstance(v, int) and not isinstance(v, bool):
            parts.append(str(v))
    head = a.kind.replace("_", " ").capitalize()
    return f"{head}: {', '.join(p for p in parts if p)}" if parts else head
