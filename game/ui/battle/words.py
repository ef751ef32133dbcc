"""Actions in words a player reads on a button: names instead of ids, centimetres instead of mm.

Used by the list of available actions (every step without a tool of its own) and by the tools'
buttons. ``action_parts`` splits an action into who acts and what it does, so a long list can put
each unit's name once above its choices; ``action_words`` is the whole line and ``action_details``
the exact version for a tooltip. An action kind this module does not know yet still reads sensibly:
its fields, with every unit and character id replaced by the name.
"""

from __future__ import annotations

from dataclasses import fields

from game.core import Action, GameState, equipment_pieces, machine_word

FACINGS = {0: "north", 90: "east", 180: "south", 270: "west"}
# Within this distance (mm) of its own table edge a piece is "at the edge".
EDGE_MM = 50


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


def _roughly(state: GameState, x: int, y: int) -> str:
    """Where on the table in a few words: left, centre or right, and how far in from the nearer long edge."""
    third = state.table_w / 3
    across = "left" if x < third else "centre" if x < 2 * third else "right"
    depth = min(y, state.table_h - y)
    return f"{across}, {'at the edge' if depth < EDGE_MM else f'{depth / 10:.0f} cm in'}"


def _facing(f: int) -> str:
    return FACINGS.get(f % 360, f"{f % 360}°")


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def action_parts(state: GameState, a: Action) -> tuple[str, str]:
    """(who acts, what it does), e.g. ("Knights", "charges Orc Boyz on its initiative"); who may be ""."""
    g = a.__dict__
    k = a.kind
    n = name_of
    if k == "proceed":
        return "", "Next step"
    if k == "concede":
        return state.sides[g["side"]].name, "concede the battle"
    if k == "order":
        return n(state, g["character"]), f"orders {names(state, g['units'])}"
    if k == "move":
        return "", f"Move {names(state, g['units'])}"
    if k == "hold":
        return names(state, g["units"]), "stay where they are"
    if k == "charge":
        return n(state, g["unit"]), f"charges {n(state, g['target'])}"
    if k == "initiative_charge":
        return n(state, g["unit"]), f"charges {n(state, g['target'])} on its initiative"
    if k == "evade":
        return n(state, g["unit"]), f"evades {n(state, g['enemy'])} ({_cm(g['distance'])})"
    if k == "home_back":
        return n(state, g["unit"]), "homes back (D6 × 10 cm)"
    if k == "home_back_move":
        to = g["character"]
        return n(state, g["unit"]), f"flies to {n(state, to)}" if to else "stays put"
    if k == "blunder_choice":
        return n(state, g["unit"]), "takes the -1 Command penalty"
    if k == "move_character":
        join = f" and joins {n(state, g['join'])}" if g.get("join") else ""
        return n(state, g["character"]), f"moves to {_where(g['x'], g['y'])}{join}"
    if k == "join_character":
        return n(state, g["character"]), f"moves to {_where(g['x'], g['y'])} and joins {n(state, g['host'])}"
    if k == "support_charge":
        place = f" (position {g['place'] + 1})" if g.get("place") else ""
        return n(state, g["unit"]), f"supports the charge of {n(state, g['charger'])}{place}"
    if k == "shoot":
        return n(state, g["unit"]), f"shoots at {n(state, g['target'])}"
    if k == "fight":
        return "", f"Fight the combat of {n(state, g['engagement'])}"
    if k == "combat_choice":
        what = str(g["choice"]).replace("_", " ")
        extra = f" away from its {g['edge']}" if g.get("edge") else ""
        if g.get("distance") is not None:
            extra += f", up to {_cm(g['distance'])}"
        return n(state, g["unit"]), f"{what}{extra}"
    if k == "deploy_unit":
        return n(state, g["unit"]), f"deploy in {g.get('formation', 'line')}, {_roughly(state, g['x'], g['y'])}"
    if k == "deploy_character":
        join = f", joining {n(state, g['join'])}" if g.get("join") else ""
        return n(state, g["character"]), f"deploy {_roughly(state, g['x'], g['y'])}{join}"
    if k == "deploy_join_character":
        return n(state, g["character"]), f"deploy {_roughly(state, g['x'], g['y'])}, joining {n(state, g['host'])}"
    if k == "auto_deploy":
        return "", f"Deploy the rest of {state.sides[g['side']].name} along their edge"
    return _fantasy_warriors(state, a) or ("", _generic(state, a))


def _fantasy_warriors(state: GameState, a: Action) -> tuple[str, str] | None:
    """The Fantasy Warriors modules' choices in words."""
    g = a.__dict__
    if a.kind == "fw_ready":
        return "", f"{state.sides[g['side']].name}: ready for battle"
    if a.kind == "fw_speech":
        unit = state.units[g["unit"]]
        general = state.general(unit.side)
        return (general.name if general else ""), f"speaks to {unit.name}"
    if a.kind in ("fw_flight", "fw_flight_before"):
        return name_of(state, g["unit"]), "take to the air" if g["up"] else "land (flying counter off)"
    if a.kind == "fw_equipment":
        found = {p.id: p for p in equipment_pieces(state)}.get(g["piece"])
        what = found.name() if found else "equipment"
        return "", f"Place the {what}: {_roughly(state, g['x'], g['y'])}"
    if a.kind == "fw_forwards":
        wood = next((t.name for t in state.terrain if t.kind == "wood" and t.name and _inside(t.points, g["x"], g["y"])),
                    "the wood")
        return name_of(state, g["unit"]), f"forwards into {wood}, in {g['formation']}"
    if a.kind == "fw_poison":
        return name_of(state, g["unit"]), "make the next volley poisoned" if g["poisoned"] else "shoot plain arrows"
    if a.kind == "fw_standing_order":
        leader = state.characters.get(g["leader"])
        return name_of(state, g["character"]), f"give {leader.name if leader else 'the'}'s mercenaries {g['orders']} orders"
    if a.kind in ("fw_contingent_orders", "fw_new_contingent_orders"):
        leader = state.characters.get(g["leader"])
        return name_of(state, g["character"]), f"puts {leader.name if leader else 'the'}'s men on {g['orders']} orders"
    if a.kind == "fw_chant":
        if not g["go_on"]:
            return "", "End the war chant"
        return "", "Chant again" if state.turn > 1 else "Begin the war chant"
    if a.kind == "fw_load":
        return name_of(state, g["unit"]), f"loads a charge of {g['charge']} gunpowder"
    if a.kind == "fw_breath":
        return name_of(state, g["unit"]), f"breathes fire at {name_of(state, g['target'])}"
    if a.kind in ("fw_leave_gun", "fw_man_gun"):
        crew = state.units.get(g["unit"])
        it = machine_word(state, crew) if crew is not None else "machine"
        if a.kind == "fw_leave_gun":
            return name_of(state, g["unit"]), f"crew leave their {it} to seek cover"
        return name_of(state, g["unit"]), f"crew man their {it} again"
    return None


def _inside(points: tuple[tuple[int, int], ...], x: int, y: int) -> bool:
    """Whether (x, y) lies inside the polygon (ray casting)."""
    inside = False
    for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1], strict=True):
        if (y0 > y) != (y1 > y) and x < x0 + (y - y0) * (x1 - x0) / (y1 - y0):
            inside = not inside
    return inside


def action_words(state: GameState, a: Action) -> str:
    """One line for an action, e.g. "Knights charges Orc Boyz on its initiative"."""
    who, what = action_parts(state, a)
    if not who:
        return _cap(what)
    if a.kind == "hold":
        return f"{who}: {what}"
    return f"{who} {what}"


def action_details(state: GameState, a: Action) -> str:
    """The line with exact positions where the short one rounds them (for a tooltip)."""
    g = a.__dict__
    if a.kind == "deploy_unit":
        return (
            f"Deploy {name_of(state, g['unit'])} in {g.get('formation', 'line')} at {_where(g['x'], g['y'])}, "
            f"facing {_facing(g['facing'])}"
        )
    if a.kind == "deploy_character":
        join = f", joining {name_of(state, g['join'])}" if g.get("join") else ""
        return f"Deploy {name_of(state, g['character'])} at {_where(g['x'], g['y'])}{join}"
    if a.kind == "deploy_join_character":
        return f"Deploy {name_of(state, g['character'])} at {_where(g['x'], g['y'])}, joining {name_of(state, g['host'])}"
    return action_words(state, a)


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
