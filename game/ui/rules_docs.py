"""The rules as the game plays them, for the army lists browser: each rule module's rulebook entries.

The base rules (every game) and the optional modules a battle may switch on each have a page: what the module
does, what it needs or cannot be played with, and every rulebook entry, our readings of the sources included.
An army's own module is shown on its army page instead, under its stat lines and spells.
"""

from __future__ import annotations

from game.core import RulesModule, army_modules, known_modules
from game.ui.doc import Block, Heading, Para


def _army_module_ids() -> set[str]:
    return {m.id for m in army_modules()}


def rule_pages() -> list[RulesModule]:
    """The modules with a page of their own: the base rules, then the optional modules, each in the game's order."""
    armies = _army_module_ids()
    mods = list(known_modules().values())
    return [m for m in mods if not m.optional and m.id not in armies] + [m for m in mods if m.optional]


def army_module(army_id: str) -> RulesModule | None:
    """The rule module that carries out an army list's special rules (army ``tomb_kings``: module ``tomb-kings``)."""
    m = known_modules().get(army_id.replace("_", "-"))
    return m if m is not None and m.id in _army_module_ids() else None


def _titles(ids: tuple[str, ...]) -> str:
    known = known_modules()
    return ", ".join(known[i].title if i in known else i for i in ids)


def rulebook_blocks(m: RulesModule) -> list[Block]:
    """Every rulebook entry of the module, a caption and its words, in the order the module gives them."""
    blocks: list[Block] = []
    for title, text in m.rulebook.values():
        blocks += [Heading(title, 3), Para(text, size=15)]
    return blocks


def module_blocks(m: RulesModule) -> list[Block]:
    """A module's page: its title, what it does, when it is played, and its rulebook."""
    when = "Switched on per battle in the set-up screen." if m.optional else "Played in every battle."
    blocks: list[Block] = [Heading(m.title, 1), Para(m.description), Para(when, size=15)]
    if m.requires:
        blocks.append(Para(f"Needs: {_titles(m.requires)}.", size=15))
    if m.excludes:
        blocks.append(Para(f"Cannot be played with: {_titles(m.excludes)}.", size=15))
    blocks.append(Heading("Rulebook"))
    return blocks + rulebook_blocks(m)
