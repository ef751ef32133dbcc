"""The catalogue of rule modules Warhost knows, and composing a game's ruleset from it.

The base modules (the Warmaster rules and each army's special rules) are in every game; optional modules
are chosen per game by id (a scenario's ``rules:``, ``--rules`` on the command line, the set-up screen).
Composed rulesets are kept by their spec, so games with the same rules share one.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import fields, is_dataclass
from functools import cache
from typing import Any

from game.core.ruleset import Ruleset, RulesetError, RulesModule


@cache
def base_modules() -> tuple[RulesModule, ...]:
    """The Warmaster rules every game is played with, in the order their steps and hooks run."""
    from game.core import makeway, turn
    from game.core.combat import MODULE as COMBAT
    from game.core.command import MODULE as COMMAND
    from game.core.confusion import MODULE as CONFUSION
    from game.core.deployment import MODULE as DEPLOYMENT
    from game.core.items import MODULE as ITEMS
    from game.core.magic import MODULE as MAGIC
    from game.core.shooting import MODULE as SHOOTING
    from game.core.specials import ARMY_MODULES
    from game.core.terrain import MODULE as TERRAIN

    return (
        turn.SEQUENCE,
        DEPLOYMENT,
        COMMAND,
        makeway.MODULE,
        SHOOTING,
        COMBAT,
        MAGIC,
        ITEMS,
        CONFUSION,
        TERRAIN,
        turn.END,
        *ARMY_MODULES,
    )


@cache
def optional_modules() -> tuple[RulesModule, ...]:
    """Modules a game may switch on."""
    from game.core.deployment.scouting import SCOUTING
    from game.core.fantasy_warriors import MODULES as FANTASY_WARRIORS
    from game.core.ninth_age import MODULE as NINTH_AGE
    from game.core.warhammer8 import MODULE as WARHAMMER8

    return (NINTH_AGE, *FANTASY_WARRIORS, WARHAMMER8, SCOUTING)


def army_modules() -> tuple[RulesModule, ...]:
    """The base modules that carry out one army list's special rules each (module ``tomb-kings``: list
    ``tomb_kings``)."""
    from game.core.specials import ARMY_MODULES

    return ARMY_MODULES


def known_modules() -> dict[str, RulesModule]:
    """Every module by id: the base ones, then the optional ones."""
    return {m.id: m for m in (*base_modules(), *optional_modules())}


def compose(
    rules: Iterable[str] = (),
    options: Mapping[str, Mapping[str, Any]] | None = None,
    extra: Iterable[RulesModule] = (),
) -> Ruleset:
    """The ruleset of the base modules plus the optional modules named in ``rules`` (and ``extra`` module
    objects, for modules that are not in the catalogue), with ``options`` per module id."""
    known = known_modules()
    chosen: list[RulesModule] = []

    def choose(mid: str) -> None:
        m = known.get(mid)
        if m is None:
            names = ", ".join(m.id for m in optional_modules()) or "none yet"
            raise RulesetError(f"no rule module is called {mid!r} (optional modules: {names})")
        if not m.optional or m in chosen:
            return  # base modules are always there
        # A family chosen as one (fantasy-warriors) brings the parts it needs, each before it.
        for need in m.requires:
            if need in known and known[need].optional:
                choose(need)
        chosen.append(m)

    for mid in rules:
        choose(mid)
    mods = (*base_modules(), *chosen, *extra)
    if extra:
        return Ruleset(mods, options)
    key = json.dumps([[m.id for m in mods], {k: dict(v) for k, v in (options or {}).items()}], sort_keys=True)
    return _cached(key)


@cache
def _cached(key: str) -> Ruleset:
    ids, options = json.loads(key)
    known = known_modules()
    return Ruleset([known[i] for i in ids], options)


def route_options(flat: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    """Options given by their own names (a scenario's ``options:``), sorted to the modules they belong to.
    An option no module has raises RulesetError naming it and the options there are."""
    owners: dict[str, str] = {}
    for m in known_modules().values():
        for f in fields(m.options) if is_dataclass(m.options) else ():
            owners.setdefault(f.name, m.id)
    out: dict[str, dict[str, Any]] = {}
    for name, value in flat.items():
        if name not in owners:
            known = ", ".join(sorted(owners))
            raise RulesetError(f"no rule module has an option {name!r} (options: {known})")
        out.setdefault(owners[name], {})[name] = value
    return out


def base() -> Ruleset:
    """The rules of a game that switches nothing on."""
    return compose()


def from_spec(spec: Mapping[str, Any] | None) -> Ruleset:
    """The ruleset a saved game or log names (``Ruleset.spec``); the base rules when it names none.

    A recorded game is played with exactly the modules it recorded, not with every base module this copy of
    the game has: an army module added since (a new army's special rules) is not part of an older game's
    rules, so its hash, and the save, stay good."""
    if not spec:
        return base()
    modules = spec.get("modules", [])
    if not isinstance(modules, list) or not all(isinstance(m, str) for m in modules):
        raise RulesetError("the rules' module list must be a list of module ids")
    options = spec.get("options", {})
    if not isinstance(options, dict):
        raise RulesetError("the rules' options must be a mapping of module id to options")
    if not modules:
        return compose((), options)
    known = known_modules()
    for mid in modules:
        if mid not in known:
            names = ", ".join(m.id for m in optional_modules()) or "none yet"
            raise RulesetError(f"no rule module is called {mid!r} (optional modules: {names})")
    recorded = set(modules)
    ids = [m.id for m in base_modules() if m.id in recorded]
    ids += [mid for mid in dict.fromkeys(modules) if known[mid].optional]
    return _cached(json.dumps([ids, {k: dict(v) for k, v in options.items()}], sort_keys=True))
