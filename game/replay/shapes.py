"""Checking that values read from a file have the shapes the game's dataclasses declare.

``from_dict`` trusts its input (the game wrote it); a file a player hands the game may hold a string, a
float or ``NaN`` where a whole number belongs, or a number so large a loop over it never ends. These
checks walk a dataclass by its type hints and name the first value that does not fit, by its path
(``units.u3.stands[0].x``), before any rule sees it.
"""

from __future__ import annotations

import dataclasses
import enum
import types
import typing
from functools import lru_cache
from typing import Any

# Lengths are millimetres: 10 km is far beyond any table, yet small enough that no loop over it hangs.
INT_LIMIT = 10_000_000
# Counts a rule may loop over (stands, hits, attacks, turns) get a tighter bound.
COUNT_LIMIT = 10_000
COUNT_FIELDS = frozenset(
    {"start_size", "hits", "attacks", "size", "shots", "addon_stands", "orders", "orders_given", "turn", "turn_limit"}
)
UNBOUNDED = frozenset({"seed"})
DEPTH_LIMIT = 40


class ShapeError(ValueError):
    """A value that does not have the shape its field declares; the message starts with its path."""


@lru_cache(maxsize=256)
def _hints(cls: type) -> dict[str, Any]:
    try:
        return typing.get_type_hints(cls)
    except (NameError, TypeError):
        # A type named only for type checkers cannot be resolved at run time: such fields go unchecked
        # here, and the rules' own checks still see them.
        return {}


def _what(v: Any) -> str:
    text = repr(v)
    return text if len(text) <= 40 else text[:37] + "..."


def check_value(v: Any, hint: Any, path: str, name: str = "") -> None:
    """Raise ShapeError if ``v`` does not fit type ``hint``; ``path`` names it in the message."""
    if hint is Any or hint is object:
        if dataclasses.is_dataclass(v) and not isinstance(v, type):
            check_dataclass(v, path)  # a rule module's kept state: checked against its own fields
            return
        check_plain(v, path)
        return
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        others = [a for a in args if a is not type(None)]
        if v is None and len(others) < len(args):
            return
        if len(others) == 1:
            check_value(v, others[0], path, name)  # the one shape it can have names the problem best
            return
        for a in others:
            try:
                check_value(v, a, path, name)
                return
            except ShapeError:
                continue
        raise ShapeError(f"{path}: {_what(v)} is not {' or '.join(_name(a) for a in others)}")
    if hint is type(None):
        if v is not None:
            raise ShapeError(f"{path}: {_what(v)} should be empty (null)")
        return
    if hint is bool:
        if not isinstance(v, bool):
            raise ShapeError(f"{path}: {_what(v)} is not true or false")
        return
    if hint is int:
        if not isinstance(v, int) or isinstance(v, bool):
            raise ShapeError(f"{path}: {_what(v)} is not a whole number")
        limit = COUNT_LIMIT if name in COUNT_FIELDS else INT_LIMIT
        # A seed only feeds the dice: any whole number will do (its length is bounded when read).
        if name not in UNBOUNDED and not -limit <= v <= limit:
            raise ShapeError(f"{path}: {v} is out of range (at most {limit} in size)")
        return
    if hint is str or (isinstance(hint, type) and issubclass(hint, enum.Enum)):
        if isinstance(hint, type) and issubclass(hint, enum.Enum):
            if not isinstance(v, hint):
                raise ShapeError(f"{path}: {_what(v)} is not one of {', '.join(str(m.value) for m in hint)}")
            return
        if not isinstance(v, str):
            raise ShapeError(f"{path}: {_what(v)} is not text")
        return
    if origin in (tuple, list) or hint in (tuple, list):
        if not isinstance(v, tuple | list):
            raise ShapeError(f"{path}: {_what(v)} is not a list")
        if origin is tuple and args and (len(args) != 2 or args[1] is not Ellipsis):
            if len(v) != len(args):
                raise ShapeError(f"{path}: holds {len(v)} values, not {len(args)}")
            for i, (x, a) in enumerate(zip(v, args, strict=True)):
                check_value(x, a, f"{path}[{i}]", name)
            return
        inner = args[0] if args else Any
        for i, x in enumerate(v):
            check_value(x, inner, f"{path}[{i}]", name)
        return
    if origin is dict or hint is dict:
        if not isinstance(v, dict):
            raise ShapeError(f"{path}: {_what(v)} is not a table of values")
        kh, vh = args if args else (Any, Any)
        for k, x in v.items():
            check_value(k, kh, f"{path} key", name)
            check_value(x, vh, f"{path}.{k}", name)
        return
    if dataclasses.is_dataclass(hint) and isinstance(hint, type):
        if not isinstance(v, hint):
            raise ShapeError(f"{path}: {_what(v)} is not a {hint.__name__}")
        check_dataclass(v, path)
        return
    if origin is typing.Literal:
        if v not in args:
            raise ShapeError(f"{path}: {_what(v)} is not one of {', '.join(map(repr, args))}")
        return
    if origin is not None or not isinstance(hint, type):
        check_plain(v, path)  # a shape this walker does not know: at least plain, bounded data
        return
    if not isinstance(v, hint):
        raise ShapeError(f"{path}: {_what(v)} is not {_name(hint)}")


def _name(hint: Any) -> str:
    return getattr(hint, "__name__", None) or str(hint)


def check_dataclass(obj: Any, path: str = "") -> None:
    """Check every field of a dataclass instance against its declared type."""
    hints = _hints(type(obj))
    for f in dataclasses.fields(obj):
        if f.name.startswith("_") or f.name not in hints:
            continue
        check_value(getattr(obj, f.name), hints[f.name], f"{path}.{f.name}" if path else f.name, f.name)


def check_plain(v: Any, path: str, depth: int = 0) -> None:
    """Free-form data (options, phase data): only JSON values, not too deep, numbers in range."""
    if depth > DEPTH_LIMIT:
        raise ShapeError(f"{path}: nested more than {DEPTH_LIMIT} deep")
    if v is None or isinstance(v, bool | str):
        return
    if isinstance(v, int):
        if path.rsplit(".", 1)[-1] not in UNBOUNDED and not -INT_LIMIT <= v <= INT_LIMIT:
            raise ShapeError(f"{path}: {v} is out of range (at most {INT_LIMIT} in size)")
        return
    if isinstance(v, float):
        if v != v or v in (float("inf"), float("-inf")):
            raise ShapeError(f"{path}: {v} is not a number")
        return
    if isinstance(v, list | tuple):
        for i, x in enumerate(v):
            check_plain(x, f"{path}[{i}]", depth + 1)
        return
    if isinstance(v, dict):
        for k, x in v.items():
            if not isinstance(k, str):
                raise ShapeError(f"{path}: key {_what(k)} is not text")
            check_plain(x, f"{path}.{k}", depth + 1)
        return
    raise ShapeError(f"{path}: {_what(v)} is not a plain value")


def depth_of(v: Any, limit: int = DEPTH_LIMIT) -> int:
    """How deeply lists and objects nest in ``v``, counting no further than ``limit + 1`` (never recurses)."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(v, 0)]
    while stack:
        x, d = stack.pop()
        if d > deepest:
            deepest = d
            if deepest > limit:
                return deepest
        if isinstance(x, dict):
            stack.extend((y, d + 1) for y in x.values())
        elif isinstance(x, list):
            stack.extend((y, d + 1) for y in x)
    return deepest
