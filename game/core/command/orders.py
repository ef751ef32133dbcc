"""Issuing orders: the 2D6 roll, who may order whom, failures, and the Blunder table.

Seed rules 1-9 ("Orders"), digest 2.3-2.7. A passed order leaves a move owed by the unit or brigade
(``state.command.pending``), settled by a Move, Charge or Hold action (see ``pending.py``).
"""

from __future__ import annotations

from game.core import board, distance_words, hooks
from game.core.command.actions import BlunderChoice, Order
from game.core.command.events import Blunder, OrderFailed, OrderIssued
from game.core.command.kept import command_kept
from game.core.command.penalties import (
    MAX_BRIGADE,
    MAX_FREE_IN_BRIGADE,
    MAX_ORDERS,
    brigade_limit,
    character_reach,
    command_range,
    order_target,
)
from game.core.dice import Dice
from game.core.events import DiceRolled, Event, Modifier, Narration
from game.core.profiles import Rank
from game.core.questions import BLUNDERS_APART, BRIGADE_SLOT, BRIGADES, COMMAND_RANGE_MM, MUST_CHARGE, ORDERED_ONLY_BY
from game.core.state import Character, GameState, PendingMove, Unit

BLUNDER_RESULTS = {
    1: ("You must be crazy!", "the unit takes -1 Command for the rest of the battle and moves no further"),
    2: ("Blimey Sir! There's thousands of 'em!", "the unit falls back out of reach of the enemy, then halts"),
    3: ("Blimey Sir! There's thousands of 'em!", "the unit falls back out of reach of the enemy, then halts"),
    4: ("No sense in getting killed sir!", "the unit stays put and takes no more orders this phase"),
    5: ("No sense in getting killed sir!", "the unit stays put and takes no more orders this phase"),
    6: ("Up and 'at 'em, men!", "the unit rushes the nearest enemy it can see, charging if it can"),
}


# A BRIGADES answer naming a special rule every other unit of the brigade must carry.
ONLY_WITH_RULE = "only with rule:"
NOT_WITH_TYPE = "not with type:"


def unit_names(state: GameState, ids: tuple[str, ...] | list[str]) -> str:
    names = [state.units[i].name for i in ids]
    if len(names) == 1:
        return names[0]
    return "the brigade of " + ", ".join(names[:-1]) + " and " + names[-1]


def orderable_problems(state: GameState, unit: Unit, ch: Character) -> list[str]:
    """Why this unit cannot take an order from this character now (ignoring range and brigading)."""
    out: list[str] = []
    if unit.side != ch.side:
        return [f"{unit.name} is not {ch.name}'s to command"]
    if not unit.alive or unit.off_table:
        return [f"{unit.name} is not on the table"]
    if unit.confused:
        out.append(f"{unit.name} is confused and cannot be ordered")
    if unit.engaged:
        out.append(f"{unit.name} is engaged in combat and cannot be ordered")
    if unit.initiative_moved:
        out.append(f"{unit.name} moved on its initiative and cannot be ordered this turn")
    if unit.order_failed:
        out.append(f"{unit.name} failed an order this turn and can take no more")
    elif unit.no_more_orders:
        out.append(f"{unit.name} can take no more orders this turn")
    if unit.orders >= MAX_ORDERS:
        out.append(f"{unit.name} has had three orders this turn, the most any unit may have")
    if unit.ordered_by is not None and unit.ordered_by != ch.id:
        other = state.characters[unit.ordered_by].name
        out.append(f"{unit.name} has taken orders from {other} this turn; one character per unit per turn")
    if state.ruleset.ask(MUST_CHARGE, state, unit):
        out.append(f"{unit.name} cannot be given orders: it must charge on its initiative")
    if unit.flags.get("immobile"):
        out.append(f"{unit.name} has broken down and can never move again")
    only = state.ruleset.ask(ORDERED_ONLY_BY, state, unit)
    if only and state.character_profile(ch).name != only:
        out.append(f"{unit.name} heeds only a {only}")
    for refuse in state.ruleset.hook(hooks.STANDING_ORDERS):
        out += refuse(state, unit, "order", None)
    return out


def orderer_refusal(state: GameState, character: str) -> str:
    """Why ``character`` cannot act in the Orders step now (a move or a blunder still waits, it is not on the
    table or not on the side to play), or ""; an order and a character's own charge both ask this first."""
    cmd = state.command
    if cmd.pending is not None:
        return "finish the move of the unit already ordered first"
    if cmd.blunder_choice is not None:
        return "choose which unit takes the blunder penalty first"
    ch = state.characters.get(character)
    if ch is None or not ch.alive or ch.off_table:
        return f"there is no character {character!r} on the table"
    if ch.side != state.active:
        return f"{ch.name} belongs to the other side"
    return ""


def check_order(state: GameState, action: Order) -> list[str]:
    why = orderer_refusal(state, action.character)
    if why:
        return [why]
    cmd = state.command
    ch = state.characters[action.character]
    if cmd.general_failed:
        return ["the General has failed an order: no character may give more orders this phase"]
    if ch.failed:
        return [f"{ch.name} has failed an order and can give no more this phase"]
    if ch.finished:
        return [f"{ch.name} has finished giving orders; a character cannot start again after another has ordered"]
    if not action.units:
        return ["name at least one unit to order"]
    if len(set(action.units)) != len(action.units):
        return ["a unit is named twice"]
    reasons: list[str] = []
    units: list[Unit] = []
    for uid in action.units:
        u = state.units.get(uid)
        if u is None:
            return [f"there is no unit {uid!r}"]
        units.append(u)
    # Units that take no place in a brigade (Chaos Spawn) ride along on top of its four, two at most.
    free = [u for u in units if not state.ruleset.ask(BRIGADE_SLOT, state, u)]
    most = brigade_limit(state, units)
    if most is not None and len(units) - len(free) > most:
        return [f"a brigade has at most {most} units"]
    if len(free) > MAX_FREE_IN_BRIGADE:
        return [f"a brigade takes at most {MAX_FREE_IN_BRIGADE} {state.unit_profile(free[0]).name} on top of its units"]
    for u in units:
        reasons += orderable_problems(state, u, ch)
    if reasons:
        return reasons
    if len(units) > 1:
        reasons += brigade_problems(state, units)
    if cmd.character == ch.id and cmd.brigade:
        later = set(action.units) - set(cmd.brigade)
        if later and set(action.units) & set(cmd.brigade):
            reasons.append("a new brigade cannot mix units of the brigade just ordered with other units")
    tgt = order_target(state, ch, units)
    plural = {Rank.HERO: "heroes", Rank.WIZARD: "wizards", Rank.GENERAL: "generals"}
    for uid in tgt.out_of_range:
        u = state.units[uid]
        reach = command_range(state, ch, u) or 0
        if state.ruleset.ask(COMMAND_RANGE_MM, state, u) == reach:
            why = f"{state.unit_profile(u).name} heed only a character within {reach / 10:g} cm"
        elif state.unit_profile(u).flying:
            why = "flying units are ordered from within 20 cm"
        else:
            why = f"{plural[state.character_profile(ch).rank]} order within {reach / 10:g} cm"
        reasons.append(f"{u.name} is {distance_words.past(character_reach(state, ch, u), reach)} away; {why}")
    return reasons


def brigade_problems(state: GameState, units: list[Unit]) -> list[str]:
    """A brigade must be units that touched as one body at the start of the Orders sub-phase."""
    adj: dict[str, list[str]] = command_kept(state).brigade_touching or {}
    ids = [u.id for u in units]
    seen = {ids[0]}
    todo = [ids[0]]
    while todo:
        cur = todo.pop()
        for nxt in adj.get(cur, []):
            if nxt in ids and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    if len(seen) != len(ids):
        # Name the units that do not touch the first one's body, so the player knows which to leave out.
        apart = [u.name for u in units if u.id not in seen]
        verb = "does" if len(apart) == 1 else "do"
        body = " or ".join(u.name for u in units if u.id in seen)
        return [
            f"{' and '.join(apart)} {verb} not touch {body}: brigaded units must have been "
            "touching as one body when the Orders sub-phase began"
        ]
    out = []
    kinds = {u.id: state.ruleset.ask(BRIGADES, state, u) for u in units}
    for u in units:
        kind = kinds[u.id]
        if kind.startswith(ONLY_WITH_RULE):
            # "only with rule:skinks": every other unit of the brigade must carry that rule (a Stegadon); "... bare":
            # and have no add-on stand left (Skinks with their Salamanders).
            tag, _, bare = kind[len(ONLY_WITH_RULE):].partition(" ")
            if any(
                o.id != u.id and (not state.unit_profile(o).has(tag) or (bare and o.addon_stands > o.stands_lost))
                for o in units
            ):
                out.append(f"{u.name} cannot be brigaded with these units")
            continue
        if kind.startswith(NOT_WITH_TYPE):
            # "not with type:cavalry": no unit of that troop type in the brigade (Elephants and horses).
            kind_word = kind[len(NOT_WITH_TYPE):]
            if any(state.unit_profile(o).type.value == kind_word for o in units if o.id != u.id):
                out.append(f"{u.name} cannot be brigaded with {kind_word}")
            continue
        # "only with Giants": every unit of the brigade must be of that kind too.
        if kind == "never" or (kind != "with anyone" and any(k != kind for k in kinds.values())):
            out.append(f"{u.name} cannot be brigaded")
    return out


def touching_adjacency(state: GameState) -> dict[str, list[str]]:
    """Which of the active side's units touch which, for brigades (fixed when Orders begin)."""
    t = board.table(state)
    units = state.live_units(state.active)
    order = {u.id: i for i, u in enumerate(units)}
    adj: dict[str, list[str]] = {u.id: [] for u in units}
    for a in units:
        # The index's broad phase names the only units that could be within 1 mm of this one.
        near = set()
        for st in t.bases_of(a.id):
            x0, y0, x1, y1 = st.bounds()
            for b in t.stands_in_box((x0 - 1.5, y0 - 1.5, x1 + 1.5, y1 + 1.5)):
                if b.owner in order and b.owner != a.id:
                    near.add(b.owner)
        adj[a.id] = sorted((b for b in near if t.owner_distance(a.id, b) <= 1.0), key=order.__getitem__)
    return adj


def _start_group(state: GameState, ch: Character, units: tuple[str, ...]) -> None:
    """Bookkeeping of "finish one unit (or brigade) before the next, one character before the next"."""
    cmd = state.command
    if cmd.character is not None and cmd.character != ch.id:
        prev = state.characters[cmd.character]
        prev.finished = True
        cmd.brigade, cmd.group, cmd.brigade_done = (), (), ()
    cmd.character = ch.id
    new = set(units)
    if cmd.brigade and new <= set(cmd.brigade):
        # A part of the original brigade: units of the last group left out are finished with.
        if set(cmd.group) != set(cmd.brigade):
            cmd.brigade_done = tuple(sorted({*cmd.brigade_done, *(set(cmd.group) - new)}))
    else:
        done = set(cmd.brigade) | set(cmd.brigade_done)
        for uid in done:
            if uid in state.units:
                state.units[uid].no_more_orders = True
        cmd.brigade = tuple(units)
        cmd.brigade_done = ()
    for uid in cmd.brigade_done:
        state.units[uid].no_more_orders = True
    cmd.group = tuple(units)


def apply_order(state: GameState, action: Order, dice: Dice) -> list[Event]:
    cmd = state.command
    cmd.orders_started = True
    ch = state.characters[action.character]
    units = [state.units[u] for u in action.units]
    _start_group(state, ch, action.units)
    tgt = order_target(state, ch, units)
    nth = max(u.orders for u in units) + 1
    faces = dice.roll(2, 6, "order")
    ch.orders_given += 1
    for u in units:
        u.ordered_by = ch.id
    return settle_order(state, ch, units, (faces[0], faces[1]), tgt.command, tgt.modifiers, nth, dice)


def settle_order(
    state: GameState,
    ch: Character,
    units: list[Unit],
    faces: tuple[int, int],
    command: int,
    modifiers: tuple[Modifier, ...],
    nth: int,
    dice: Dice,
    *,
    how: str = "",
) -> list[Event]:
    """An order's two dice are rolled: it passes or fails, with all that follows. ``how`` names a magic item
    that had the dice rolled again (the order is then a second try) or, "passed", one that makes it pass."""
    cmd = state.command
    ids = tuple(u.id for u in units)
    target = min(10, command + sum(m.value for m in modifiers))
    total = faces[0] + faces[1]
    rank = state.character_profile(ch).rank
    cursed = "" if how == "passed" else cursed_double(state, ch, units, faces)
    passed = how == "passed" or (total <= target and total != 12 and not cursed)
    names = unit_names(state, ids)
    outcome = "passes" if passed else (
        "double six always fails" if total == 12 else (f"a blunder: {cursed}" if cursed else "fails")
    )
    events: list[Event] = [
        DiceRolled(
            purpose=f"{ch.name} orders {names}" + (" again" if how and how != "passed" else ""),
            sides=6,
            faces=faces,
            target=target,
            modifiers=modifiers,
            total=total,
            success=passed,
            outcome=outcome,
            rule="command.order",
            side=ch.side,
            quiet=True,
        )
    ]
    common = dict(
        character=ch.id,
        character_name=ch.name,
        units=ids,
        unit_names=names,
        nth=nth,
        command=command,
        modifiers=modifiers,
        target=target,
        faces=faces,
    )
    if passed:
        for u in units:
            u.orders += 1
        cmd.pending = PendingMove(ids, "order", ch.id)
        events.append(OrderIssued(rule="command.order.pass", **common))  # type: ignore[arg-type]
        return events + _order_rolled(state, ch, units, faces, True, how)

    # A failure: the character stops; the unit takes no more orders; a General's failure stops everyone.
    ch.failed = True
    for u in units:
        u.order_failed = True
        u.no_more_orders = True
    consequences = []
    if rank is Rank.GENERAL:
        cmd.general_failed = True
        consequences.append("the General has failed: no more orders this phase")
    else:
        consequences.append(f"the {rank.value.capitalize()} can give no more orders")
    first = nth == 1
    chart = next((c for fn in state.ruleset.hook(hooks.FAILED_ORDER) if (c := fn(state, ch, units, faces))), None)
    if chart is not None:
        consequences.insert(0, chart[0])
        events.append(
            OrderFailed(rule="command.order.fail", consequence="; ".join(consequences), **common)  # type: ignore[arg-type]
        )
        return events + chart[1](dice)
    blunder = (total == 12 or bool(cursed)) and rank is not Rank.GENERAL
    if blunder:
        consequences.insert(0, f"a blunder ({cursed})" if cursed else "a blunder")
    elif first and total != 12:
        cmd.pending = PendingMove(ids, "half", ch.id)
        consequences.insert(0, "it may still move at half pace")
    elif first and total == 12:
        consequences.insert(0, "a General's double six: no half-pace move")
    else:
        consequences.insert(0, "it does not move")
    events.append(
        OrderFailed(rule="command.order.fail", consequence="; ".join(consequences), **common)  # type: ignore[arg-type]
    )
    if blunder:
        events += roll_blunder(state, ch, units, dice)
    return events + _order_rolled(state, ch, units, faces, False, how)


def cursed_double(state: GameState, ch: Character, units: list[Unit], faces: tuple[int, int]) -> str:
    """Why a double other than six is a blunder for this character (a rule module's curse), or ''. A General
    never blunders."""
    if faces[0] != faces[1] or faces[0] == 6 or state.character_profile(ch).rank is Rank.GENERAL:
        return ""
    return next((w for fn in state.ruleset.hook(hooks.ORDER_BLUNDERS) if (w := fn(state, ch, units, faces))), "")


def _order_rolled(
    state: GameState, ch: Character, units: list[Unit], faces: tuple[int, int], passed: bool, how: str
) -> list[Event]:
    return [e for fn in state.ruleset.hook(hooks.ORDER_ROLLED) for e in fn(state, ch, units, faces, passed, how)]


def undo_failure(state: GameState, ch: Character, units: list[Unit]) -> None:
    """Take back what a failed order did, before its dice are rolled again or it is made to pass."""
    ch.failed = False
    state.command.general_failed = False
    state.command.pending = None
    for u in units:
        u.order_failed = False
        u.no_more_orders = False


def roll_blunder(state: GameState, ch: Character, units: list[Unit], dice: Dice) -> list[Event]:
    """A Hero or Wizard rolled 12: roll on the Blunder table and carry the result out (digest 2.6). Units that
    blunder apart (Regiments of Renown in a brigade of the army's own) take a roll of their own, after."""
    apart = [u for u in units if state.ruleset.ask(BLUNDERS_APART, state, u)]
    own = [u for u in units if u not in apart]
    if not apart or not own:
        return _roll_blunder(state, ch, units, dice)
    # The regiments' roll follows at once, even while the army's own result waits on a decision.
    events = _roll_blunder(state, ch, own, dice)
    return events + _roll_blunder(state, ch, apart, dice)


def _roll_blunder(state: GameState, ch: Character, units: list[Unit], dice: Dice) -> list[Event]:
    from game.core.command.blunders import carry_out_blunder

    rolled = dice.roll(1, 6, "blunder")[0]
    # A module may shift the die (the Shogun's -1); the table runs from 1 to 6, so a 0 reads as a 1.
    mods = [m for fn in state.ruleset.hook(hooks.BLUNDER_MODIFIERS) for m in fn(state, ch, units)]
    face = min(6, max(1, rolled + sum(m.value for m in mods)))
    title, effect = BLUNDER_RESULTS[face]
    names = unit_names(state, [u.id for u in units])
    events: list[Event] = [
        DiceRolled(
            purpose=f"Blunder table for {names}",
            sides=6,
            faces=(rolled,),
            modifiers=tuple(mods),
            total=face,
            outcome=title,
            rule=f"command.blunder.{face}",
            side=ch.side,
            quiet=True,
        ),
        Blunder(
            character_name=ch.name,
            units=tuple(u.id for u in units),
            unit_names=names,
            face=face,
            result=title,
            effect=effect,
            rule=f"command.blunder.{face}",
        ),
    ]
    for held in state.ruleset.hook(hooks.BLUNDER_HELD):
        if held(state, ch, units, face):
            return events
    events += carry_out_blunder(state, units, face, dice, blunder_takers(state, ch, units))
    return events


def blunder_takers(state: GameState, ch: Character, units: list[Unit]) -> list[Unit] | None:
    """The units a module names to take "You must be crazy"'s -1 Command (the Shogun's Samurai), or None."""
    return next((t for fn in state.ruleset.hook(hooks.BLUNDER_PENALTY_UNITS) if (t := fn(state, ch, units))), None)


def check_blunder_choice(state: GameState, action: BlunderChoice) -> list[str]:
    choice = state.command.blunder_choice
    if choice is None:
        return ["there is no blunder penalty to place"]
    if action.unit not in choice.units:
        return ["the penalty must go to one of the units named for it (of the brigade that blundered)"]
    return []


def apply_blunder_choice(state: GameState, action: BlunderChoice, dice: Dice) -> list[Event]:
    state.command.blunder_choice = None
    u = state.units[action.unit]
    u.blunder_penalty += 1
    return [
        Narration(message=f"{u.name} takes the -1 Command penalty for the rest of the battle", rule="command.blunder.1")
    ]


# Brigades of any size may be ordered (Strength in Numbers), but the list of orders offered stops at six:
# every connected group of a crowded line is a great many, and a bigger brigade may still be named.
LISTED_BRIGADE = 6


def legal_orders(state: GameState) -> list[Order]:
    """Every single-unit order and every brigade of touching units each eligible character could try."""
    cmd = state.command
    if cmd.pending is not None or cmd.blunder_choice is not None or cmd.general_failed:
        return []
    out: list[Order] = []
    adj: dict[str, list[str]] = command_kept(state).brigade_touching or touching_adjacency(state)
    for ch in state.live_characters(state.active):
        if ch.failed or ch.finished:
            continue
        candidates = [u for u in state.live_units(state.active) if not orderable_problems(state, u, ch)]
        ids = {u.id for u in candidates}
        groups: list[tuple[str, ...]] = [(u.id,) for u in candidates]
        most = brigade_limit(state, candidates) if candidates else MAX_BRIGADE
        groups += _brigades(adj, ids, LISTED_BRIGADE if most is None else most)
        for g in groups:
            a = Order(ch.id, g)
            if not check_order(state, a):
                out.append(a)
    return out


def _brigades(adj: dict[str, list[str]], ids: set[str], most: int = MAX_BRIGADE) -> list[tuple[str, ...]]:
    """Connected groups of 2 to ``most`` touching units, each listed once in sorted order."""
    from game.core.state import id_key

    found: set[tuple[str, ...]] = set()
    frontier: list[tuple[str, ...]] = [(u,) for u in sorted(ids, key=id_key)]
    while frontier:
        nxt: list[tuple[str, ...]] = []
        for g in frontier:
            if len(g) >= most:
                continue
            for u in g:
                for v in adj.get(u, []):
                    if v in ids and v not in g:
                        ng = tuple(sorted((*g, v), key=id_key))
                        if ng not in found:
                            found.add(ng)
                            nxt.append(ng)
        frontier = nxt
    return sorted(found, key=lambda g: (len(g), [id_key(x) for x in g]))
