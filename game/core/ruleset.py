"""Rule modules and the ruleset a game is played with.

A ``RulesModule`` declares everything one body of rules adds to the game: the action kinds it handles,
the steps it adds to or changes in the turn sequence, its handlers for the typed hook points, its answers
to rule questions, the army special rules it carries out, the terrain kinds it knows, its options and its
rulebook entries. A ``Ruleset`` is composed once per game from modules and their options; the engine, the
screens and the opponents read the game's own ruleset (``state.ruleset``), never a module global.

Composition refuses a ruleset whose steps name a step hook nobody provides, whose modules need a module
that is missing or exclude one that is present, or where two modules claim the same action kind. The
ruleset's ``hash`` covers its module ids and options, so a save or a replay can say which rules it used.

See ``game/core/MODULES.md`` for how to write a module.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, fields, is_dataclass, replace
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from game.core.sequence import Step

if TYPE_CHECKING:
    from game.core.actions import Action
    from game.core.dice import Dice
    from game.core.events import Event
    from game.core.state import GameState, Unit

F = TypeVar("F")
A = TypeVar("A")


class RulesetError(ValueError):
    """A ruleset cannot be composed (a missing provider, a missing requirement, a conflict, a bad option)."""


@dataclass(frozen=True)
class HookPoint(Generic[F]):
    """A moment of play where modules may act; ``F`` is the handler's signature.

    Every module's handlers for one point run in module order. ``required`` points must have at least one
    provider in every ruleset (a game cannot run without them).
    """

    name: str
    doc: str
    required: bool = False


@dataclass(frozen=True)
class Question(Generic[A]):
    """A rule question phase code asks about a unit, answered by folding over the ruleset.

    The answer starts at ``default``; each module's general answer, then the answer of each special rule
    the unit carries (in the order its profile lists them), may change it. Each answerer takes
    ``(state, unit, answer_so_far)`` and returns the new answer.
    """

    name: str
    doc: str
    default: A


Answerer = Callable[["GameState", "Unit", Any], Any]
StepHook = Callable[["GameState", "Dice"], list["Event"]]


@dataclass(frozen=True)
class Handler:
    """How one action kind is checked, applied and generated (each handler is given actions of its own kind)."""

    check: Callable[[GameState, Any], list[str]]
    apply: Callable[[GameState, Any, Dice], list[Event]]
    legal: Callable[[GameState], Iterable[Action]] | None = None
    # Whether the step may be left while this kind's obligations are open (e.g. a move owed).
    blocks_leaving: Callable[[GameState], str | None] | None = None


@dataclass(frozen=True)
class StepEdit:
    """A change a module makes to the turn sequence.

    ``how`` is "turn" or "pre_battle" (the module provides those steps, in order, as the base sequence),
    "after" or "before" (insert ``steps`` next to the step named ``anchor``, as "phase/name"), "replace"
    (put ``steps`` where ``anchor`` was) or "actions" (offer the action kinds ``actions`` in ``anchor`` too).
    """

    how: str
    steps: tuple[Step, ...] = ()
    anchor: str = ""
    actions: tuple[str, ...] = ()


@dataclass(frozen=True)
class SpecialRule:
    """An army special rule a module carries out: its id as army lists name it, and its answers."""

    id: str
    title: str
    answers: Mapping[Question[Any], Answerer] = field(default_factory=dict)


@dataclass(frozen=True)
class NoOptions:
    """The options of a module that has none."""


@dataclass(frozen=True)
class RulesModule:
    """One switchable body of rules. Build it once, at import of its package; it changes nothing there."""

    id: str
    title: str
    description: str
    # Base modules are in every game; optional ones are chosen per game.
    optional: bool = False
    requires: tuple[str, ...] = ()
    excludes: tuple[str, ...] = ()
    actions: Mapping[str, Handler] = field(default_factory=dict)
    steps: tuple[StepEdit, ...] = ()
    step_hooks: Mapping[str, StepHook] = field(default_factory=dict)
    # Run once, after the pre-battle steps: who goes first, then turn 1 opens.
    battle_begins: tuple[StepHook, ...] = ()
    hooks: Mapping[HookPoint[Any], tuple[Any, ...]] = field(default_factory=dict)
    answers: Mapping[Question[Any], Answerer] = field(default_factory=dict)
    specials: tuple[SpecialRule, ...] = ()
    terrain: tuple[str, ...] = ()
    # Named pieces other code reaches through the ruleset (spell effects: effect name -> resolver).
    spell_effects: Mapping[str, Callable[..., list[Event]]] = field(default_factory=dict)
    options: type = NoOptions
    # The typed working data the module keeps in the game state (a dataclass with ``to_dict()``, a
    # ``from_dict()`` class method and ``OLD_KEYS``, the keys it had in the old ``phase_data`` mapping).
    state: type | None = None
    rulebook: Mapping[str, tuple[str, str]] = field(default_factory=dict)

    def __hash__(self) -> int:
        return hash(self.id)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RulesModule) and other.id == self.id


def _option_fields(cls: type) -> dict[str, Any]:
    return {f.name: f for f in fields(cls)} if is_dataclass(cls) else {}


def make_options(module: RulesModule, given: Mapping[str, Any] | None) -> Any:
    """The module's options object from plain values; unknown or ill-typed options raise RulesetError."""
    given = dict(given or {})
    known = _option_fields(module.options)
    unknown = sorted(set(given) - set(known))
    if unknown:
        allowed = ", ".join(sorted(known)) or "none"
        raise RulesetError(f"module {module.id!r} has no option {unknown[0]!r} (its options: {allowed})")
    try:
        opts = module.options(**given)
    except (TypeError, ValueError) as e:
        raise RulesetError(f"module {module.id!r}: {e}") from e
    check = getattr(opts, "problems", None)
    if callable(check):
        problems = check()
        if problems:
            raise RulesetError(f"module {module.id!r}: {problems[0]}")
    return opts


def options_dict(opts: Any) -> dict[str, Any]:
    """Plain values of an options object, in field order."""
    return {f.name: getattr(opts, f.name) for f in fields(opts)} if is_dataclass(opts) else {}


def _step_key(s: Step) -> str:
    return f"{s.phase}/{s.name}"


class Ruleset:
    """The rules of one game: modules composed with their options. Immutable once built."""

    def __init__(self, modules: Iterable[RulesModule], options: Mapping[str, Mapping[str, Any]] | None = None):
        self.modules: tuple[RulesModule, ...] = tuple(modules)
        by_id = {m.id: m for m in self.modules}
        if len(by_id) != len(self.modules):
            dup = next(m.id for m in self.modules if sum(x.id == m.id for x in self.modules) > 1)
            raise RulesetError(f"module {dup!r} is named twice")
        given = dict(options or {})
        stray = sorted(set(given) - set(by_id))
        if stray:
            raise RulesetError(f"options given for module {stray[0]!r}, which this game does not use")
        for m in self.modules:
            for need in m.requires:
                if need not in by_id:
                    raise RulesetError(f"module {m.id!r} needs module {need!r}, which is not chosen")
            for ex in m.excludes:
                if ex in by_id:
                    raise RulesetError(f"modules {m.id!r} and {ex!r} exclude each other: choose one")
        self.options: dict[str, Any] = {m.id: make_options(m, given.get(m.id)) for m in self.modules}
        self.handlers: dict[str, Handler] = {}
        self.owner: dict[str, str] = {}
        self.step_hooks: dict[str, StepHook] = {}
        self.spell_effects: dict[str, Callable[..., list[Event]]] = {}
        self.rulebook: dict[str, tuple[str, str]] = {}
        self.specials: dict[str, SpecialRule] = {}
        self.terrain: tuple[str, ...] = ()
        self.battle_begins: tuple[StepHook, ...] = ()
        # Module id -> the class of the state it keeps, in module order (the order saves list them in).
        self.kept: dict[str, type] = {m.id: m.state for m in self.modules if m.state is not None}
        self._hooks: dict[str, list[Any]] = {}
        self._answers: dict[str, list[Answerer]] = {}
        turn: list[Step] = []
        pre: list[Step] = []
        for m in self.modules:
            for kind, h in m.actions.items():
                if kind in self.handlers:
                    raise RulesetError(f"action {kind!r} is claimed by both {self.owner[kind]!r} and {m.id!r}")
                self.handlers[kind], self.owner[kind] = h, m.id
            for name, fn in m.step_hooks.items():
                if name in self.step_hooks:
                    raise RulesetError(f"step hook {name!r} is provided twice (again by {m.id!r})")
                self.step_hooks[name] = fn
            for point, fns in m.hooks.items():
                self._hooks.setdefault(point.name, []).extend(fns)
            for q, answer in m.answers.items():
                self._answers.setdefault(q.name, []).append(answer)
            for sp in m.specials:
                if sp.id in self.specials:
                    raise RulesetError(f"special rule {sp.id!r} is carried out by two modules (again by {m.id!r})")
                self.specials[sp.id] = sp
            self.spell_effects.update(m.spell_effects)
            self.rulebook.update(m.rulebook)
            self.terrain += tuple(t for t in m.terrain if t not in self.terrain)
            self.battle_begins += m.battle_begins
            for edit in m.steps:
                _edit_steps(turn, pre, edit, m.id)
        self.turn: tuple[Step, ...] = tuple(turn)
        self.pre_battle: tuple[Step, ...] = tuple(pre)
        if not self.turn:
            raise RulesetError("no module provides the turn sequence")
        for s in (*self.turn, *self.pre_battle):
            for name in (*s.enter, *s.leave):
                if name not in self.step_hooks:
                    raise RulesetError(f"step {_step_key(s)!r} runs hook {name!r}, which no module provides")
            for kind in s.actions:
                if kind not in self.handlers:
                    raise RulesetError(f"step {_step_key(s)!r} offers action {kind!r}, which no module handles")
        self._turn_index = {_step_key(s): i for i, s in enumerate(self.turn)}
        self._pre_index = {_step_key(s): i for i, s in enumerate(self.pre_battle)}
        self._home = {k: i for i, s in enumerate(self.turn) for k in s.actions}
        self._pre_home = {k: i for i, s in enumerate(self.pre_battle) for k in s.actions}
        self.spec: dict[str, Any] = {
            "modules": [m.id for m in self.modules],
            "options": {m.id: options_dict(self.options[m.id]) for m in self.modules if options_dict(self.options[m.id])},
        }
        self.hash = hashlib.sha256(json.dumps(self.spec, sort_keys=True).encode()).hexdigest()[:16]

    # ---------------------------------------------------------------- reading
    def __repr__(self) -> str:
        return f"Ruleset({[m.id for m in self.modules]!r}, hash={self.hash!r})"

    def has(self, module_id: str) -> bool:
        return any(m.id == module_id for m in self.modules)

    def option(self, module_id: str) -> Any:
        """The options object of a module of this ruleset."""
        return self.options[module_id]

    def hook(self, point: HookPoint[F]) -> tuple[F, ...]:
        """Every handler of a hook point, in module order."""
        return tuple(self._hooks.get(point.name, ()))

    def ask(self, question: Question[A], state: GameState, unit: Unit) -> A:
        """The answer to ``question`` for ``unit``: the default, folded over the modules' general answers and
        then over the answers of the special rules the unit carries."""
        answer: Any = question.default
        for fn in self._answers.get(question.name, ()):
            answer = fn(state, unit, answer)
        for tag in state.unit_profile(unit).special:
            sp = self.specials.get(tag)
            if sp is not None:
                fn2 = sp.answers.get(question)
                if fn2 is not None:
                    answer = fn2(state, unit, answer)
        return answer  # type: ignore[no-any-return]

    def explain(self, rule: str) -> tuple[str, str] | None:
        """A rule's (title, line), falling back to the nearest parent id; None if nothing matches."""
        while rule:
            if rule in self.rulebook:
                return self.rulebook[rule]
            rule = rule.rpartition(".")[0]
        return None

    def step_index(self, phase: str, name: str) -> int:
        try:
            return self._turn_index[f"{phase}/{name}"]
        except KeyError:
            raise KeyError(f"no step {phase}/{name}") from None

    def pre_battle_index(self, phase: str, name: str) -> int | None:
        return self._pre_index.get(f"{phase}/{name}")

    def home_step(self, kind: str) -> int | None:
        """Index of the turn step an action kind belongs to; None for kinds allowed at any time."""
        return self._home.get(kind)

    def pre_battle_home(self, kind: str) -> int | None:
        return self._pre_home.get(kind)

    def difference(self, other: Ruleset) -> str:
        """In words, how another ruleset differs from this one (empty when they are the same)."""
        return "" if other.hash == self.hash else spec_difference(self.spec, other.spec)


def spec_difference(mine: Mapping[str, Any], theirs: Mapping[str, Any]) -> str:
    """In words, how the rules ``theirs`` records differ from ``mine`` ("with x; without y; z's options ...")."""
    a, b = list(mine.get("modules", [])), list(theirs.get("modules", []))
    parts = []
    extra = [m for m in b if m not in a]
    missing = [m for m in a if m not in b]
    if extra:
        parts.append("with " + ", ".join(extra))
    if missing:
        parts.append("without " + ", ".join(missing))
    oa, ob = mine.get("options", {}), theirs.get("options", {})
    for mid in a:
        if mid in b and oa.get(mid, {}) != ob.get(mid, {}):
            changed = sorted(k for k in {*oa.get(mid, {}), *ob.get(mid, {})} if oa.get(mid, {}).get(k) != ob.get(mid, {}).get(k))
            parts.append("; ".join(f"{mid} option {k} {ob.get(mid, {}).get(k)!r} instead of {oa.get(mid, {}).get(k)!r}" for k in changed))
    return "; ".join(parts) or "the same modules in another order"


def _edit_steps(turn: list[Step], pre: list[Step], edit: StepEdit, who: str) -> None:
    if edit.how == "turn":
        turn.extend(edit.steps)
        return
    if edit.how == "pre_battle":
        pre.extend(edit.steps)
        return
    for seq in (turn, pre):
        keys = [_step_key(s) for s in seq]
        if edit.anchor in keys:
            i = keys.index(edit.anchor)
            if edit.how == "after":
                seq[i + 1 : i + 1] = edit.steps
            elif edit.how == "before":
                seq[i:i] = edit.steps
            elif edit.how == "replace":
                seq[i : i + 1] = edit.steps
            elif edit.how == "actions":
                seq[i] = replace(seq[i], actions=seq[i].actions + edit.actions)
            else:
                raise RulesetError(f"module {who!r}: unknown step change {edit.how!r}")
            return
    raise RulesetError(f"module {who!r} changes step {edit.anchor!r}, which is not in the sequence before it")
