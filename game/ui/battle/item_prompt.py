"""The side panel's prompt for magic items used by choice: a heading saying what the item would do now, and a
button to use it (and, where play waits for the answer, one to keep it).

Shown above everything else in the panel whenever the rules offer such a use: the Helm of Dominion in a Command
phase, the Orb of Majesty or the Sceptre of Sovereignty after an order's roll, the Rod of Repetition after a
spell has worked, the Scroll of Dispelling and the Staff of Spellbinding after an enemy Wizard's roll, the Banner
of Fortune after a roll of its unit's attacks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import GameState, UseItem, items_kept, legal_uses
from game.core.items.catalogue import BY_ID

if TYPE_CHECKING:
    from game.ui.battle.panel import Panel
    from game.ui.battle.scene import BattleScene


def item_offers(state: GameState) -> list[UseItem]:
    """The uses of magic items the player to act may choose now."""
    if state.result is not None:
        return []
    return [a for a in legal_uses(state) if not state.check(a)]


def prompt_words(state: GameState, a: UseItem) -> tuple[str, str, str]:
    """(what the item would do now, the button's words, its tooltip)."""
    name = BY_ID[a.item].name
    carrier = state.characters.get(a.carrier) or state.units.get(a.carrier)
    who = carrier.name if carrier is not None else a.carrier
    k = items_kept(state)
    held = k.held if k.held is not None and k.held["item"] == a.item else None
    if a.item == "scroll_of_dispelling" and held is not None:
        wizard = state.characters[held["wizard"]].name
        spell = held["cast"]["spell"]
        head = f"{wizard}'s {spell} has worked. {who} may read the Scroll of Dispelling to cancel it (once a battle)."
        return (head, "Dispel it", "The spell has no effect; the Scroll is used up") if a.use else (
            head, "Let it work", "The spell takes effect; the Scroll is kept for later")
    if a.item == "staff_of_spellbinding" and held is not None:
        wizard = state.characters[held["wizard"]].name
        head = (f"{wizard}'s spell has failed. {who} may raise the Staff of Spellbinding: on a 4+ {wizard} is "
                "spellbound, -1 to all his casting rolls for the rest of the battle (one use).")
        return (head, "Use the Staff", "Roll a die: 4+ spellbinds him; the Staff is used up either way") if a.use else (
            head, "Keep the Staff", "Save the Staff for another Wizard's failure")
    if a.item == "banner_of_fortune" and held is not None:
        return _fortune_words(state, who, held, a.use)
    if a.item == "sceptre_of_sovereignty":
        w = held or next((o for o in k.offers if o["item"] == a.item), {})
        ch = state.characters[w["character"]].name if w.get("character") in state.characters else "a character"
        if held is not None:
            said = f" ({held['blunder']})" if held.get("blunder") else ""
            head = f"{ch} has blundered{said}. {who}'s Sceptre of Sovereignty may ignore it: the order passes."
        else:
            head = f"{ch} rolled a double six. {who}'s Sceptre of Sovereignty may ignore it: the order passes."
        return (head, "Use the Sceptre", "The order passes; once a battle") if a.use else (
            head, "Let the blunder stand", "The blunder is carried out; the Sceptre is kept")
    if a.item == "orb_of_majesty":
        return (f"{who}'s order has failed. The Orb of Majesty rolls it again as if his Command were 8, with the "
                "usual penalties (once a battle).", "Roll again with the Orb",
                "Offered until anything else is done")
    if a.item == "helm_of_dominion":
        return (f"{who} may declare the Helm of Dominion for this turn: +1 Command to his orders (once a battle).",
                "Wear the Helm", "Declare it before the orders it should help")
    if a.item == "rod_of_repetition":
        return (f"{who}'s spell has worked. The Rod of Repetition lets him cast one more spell this phase, the same "
                "one too (once a battle).", "Cast again with the Rod", "Then pick the spell as usual")
    return (f"{who} may use the {name}.", f"Use the {name}", "")


def _fortune_words(state: GameState, who: str, held: dict[str, object], use: bool) -> tuple[str, str, str]:
    faces = [int(f) for f in held["faces"]]  # type: ignore[attr-defined]
    target = state.units.get(str(held["target"]))
    how = "shooting at" if held["kind"] == "shooting" else "fighting"
    hits = int(held["hits"])  # type: ignore[call-overload]
    head = (f"{who}, {how} {target.name if target else 'the enemy'}, rolled {', '.join(map(str, faces))}: "
            f"{hits} hit{'s' if hits != 1 else ''} from {len(faces)} dice, needing {held['to_hit']}+. Their Banner "
            f"of Fortune may roll all {len(faces)} dice again (once a battle); the new roll stands, better or worse.")
    if use:
        return head, f"Roll all {len(faces)} again", "The banner is used up; play goes on from the new roll"
    return head, f"Keep {hits} hit{'s' if hits != 1 else ''}", "The roll stands; the banner is kept for another"


def item_prompt(scene: BattleScene, panel: Panel) -> bool:
    """The prompt for every item use offered now. True if any."""
    st = scene.controller.state
    offers = item_offers(st)
    heads: list[str] = []
    for a in offers:
        head, words, tip = prompt_words(st, a)
        if head not in heads:
            heads.append(head)
            panel.text(head, "gold", 13)
        panel.button(f"item_{a.item}_{int(a.use)}", words, lambda a=a: scene.act(a), tooltip=tip,
                     primary=a.use)
    if offers:
        panel.rule()
    return bool(offers)
