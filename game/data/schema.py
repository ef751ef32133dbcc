"""A tiny declarative checker for YAML node trees.

A schema is built from field types (``Text``, ``Int``, ``Choice``, ``Map``, ``ListOf`` ...). Checking a
node tree against it yields plain Python values (only the valid ones) and a ``Doc`` that remembers
where every path sits in the file, so later checks (references, army-selection rules) can report at
the right line too. Problems never stop the walk: a file's problems all come out together.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from game.data.doc import Doc, PathT
from game.data.problems import did_you_mean
from game.data.yamlnodes import (
    BOOL,
    FLOAT,
    INT,
    NULL,
    STR,
    MappingNode,
    Node,
    ScalarNode,
    SequenceNode,
    alias_at,
    is_plain,
    leading_zero,
    node_pos,
    scalar_value,
    too_long,
    trap,
    written_at,
)

# Longer values are cut short when a message shows them.
SHOWN_CHARS = 60
INVALID: Any = object()  # returned by a type's check when the node is unusable (already reported)

# Keys whose value names a list entry in messages ("units[3] 'Knights'"), in order of preference.
NAME_KEYS = ("profile", "name", "id")


def shown(node: Node) -> str:
    """How a node reads in a message: the text as written, quoted if it is text."""
    if isinstance(node, MappingNode):
        return "a mapping"
    if isinstance(node, SequenceNode):
        return "a list"
    if node.tag == NULL:
        return "nothing"
    text = clip(node.value)
    if node.tag == STR:
        return repr(text)
    return text


def clip(text: str) -> str:
    """A value pasted a thousand times over is named in messages by its start and its length."""
    return text if len(text) <= SHOWN_CHARS else f"{text[: SHOWN_CHARS // 2]}... ({len(text)} characters)"


class Type:
    """A field type: ``check`` returns the plain value or INVALID after reporting to ``doc``."""

    def check(self, node: Node, path: PathT, doc: Doc) -> Any:  # pragma: no cover - abstract
        raise NotImplementedError


def _scalar_text(node: Node, path: PathT, doc: Doc, want: str) -> str | Any:
    """The text of a scalar that must be text, reporting YAML's reinterpretations."""
    if not isinstance(node, ScalarNode) or node.tag == NULL:
        doc.bad(path, f"must be {want}, got {shown(node)}")
        return INVALID
    if node.tag != STR:
        t = trap(node)
        if t:
            doc.note(path, f"{t}; quote it if you meant the text")
        else:
            doc.bad(path, f"must be {want}, got {shown(node)}; quote it if you meant the text")
        return INVALID
    return node.value


@dataclass(frozen=True)
class Text(Type):
    """Any non-empty text (empty allowed with ``empty=True``)."""

    empty: bool = False

    def check(self, node: Node, path: PathT, doc: Doc) -> Any:
        v = _scalar_text(node, path, doc, "text")
        if v is not INVALID and not self.empty and not v.strip():
            doc.bad(path, "must not be empty")
            return INVALID
        return v


_IDENT = re.compile(r"^[a-z][a-z0-9_]*$")


@dataclass(frozen=True)
class Ident(Type):
    """A snake_case identifier such as ``must_charge``."""

    def check(self, node: Node, path: PathT, doc: Doc) -> Any:
        v = _scalar_text(node, path, doc, "an identifier")
        if v is not INVALID and not _IDENT.match(v):
            doc.bad(path, f"must be a lower-case identifier like 'must_charge', got {clip(v)!r}")
            return INVALID
        return v


_VERSION = re.compile(r"^\d+(\.\d+)*$")


@dataclass(frozen=True)
class Version(Type):
    """A version written as quoted text ("2.25"): unquoted, 2.10 would silently become 2.1."""

    def check(self, node: Node, path: PathT, doc: Doc) -> Any:
        if is_plain(node) and node.tag in (INT, FLOAT):
            value = scalar_value(node)
            doc.note(path, f'value {node.value} was read as the number {value}; write it quoted: "{node.value}"')
            return INVALID
        v = _scalar_text(node, path, doc, 'a quoted version like "2.25"')
        if v is not INVALID and not _VERSION.match(v):
            doc.bad(path, f'must be a version like "2.25", got {clip(v)!r}')
            return INVALID
        return v


def _range_words(lo: int | None, hi: int | None) -> str:
    if lo is not None and hi is not None:
        return f"{lo} to {hi}"
    if lo is not None:
        return f"at least {lo}"
    if hi is not None:
        return f"at most {hi}"
    return "a whole number"


@dataclass(frozen=True)
class Int(Type):
    """A whole number, optionally bounded (``lo`` and ``hi`` inclusive)."""

    lo: int | None = None
    hi: int | None = None

    def check(self, node: Node, path: PathT, doc: Doc) -> Any:
        if too_long(node):
            digits = sum(c in string.hexdigits for c in node.value)
            doc.bad(path, f"must be {_range_words(self.lo, self.hi)}, got a number {digits} digits long")
            return INVALID
        if isinstance(node, ScalarNode):
            t = trap(node)
            if t and node.tag == BOOL:
                doc.note(path, f"{t}; a whole number is expected here")
                return INVALID
            if t:
                fix = (
                    f"{int(node.value.replace('_', ''))} without the leading zero"
                    if leading_zero(node)
                    else ("a plain number")
                )
                doc.note(path, f"{t}; write {fix}")
                return INVALID
            if leading_zero(node):
                doc.note(
                    path,
                    f"value {node.value} has a leading zero, which YAML reads as octal or as text; "
                    f"write {int(node.value.replace('_', ''))}",
                )
                return INVALID
            value = scalar_value(node) if node.tag == INT else None
            if isinstance(value, int) and not isinstance(value, bool):
                if (self.lo is not None and value < self.lo) or (self.hi is not None and value > self.hi):
                    doc.bad(path, f"must be {_range_words(self.lo, self.hi)}, got {value}")
                    return INVALID
                return value
        doc.bad(path, f"must be a whole number ({_range_words(self.lo, self.hi)}), got {shown(node)}")
        return INVALID


@dataclass(frozen=True)
class Bool(Type):
    """true or false."""

    def check(self, node: Node, path: PathT, doc: Doc) -> Any:
        value = scalar_value(node) if isinstance(node, ScalarNode) and node.tag == BOOL else None
        if isinstance(value, bool):
            return value
        doc.bad(path, f"must be true or false, got {shown(node)}")
        return INVALID


@dataclass(frozen=True)
class Choice(Type):
    """One of a fixed set of words."""

    options: tuple[str, ...]

    def check(self, node: Node, path: PathT, doc: Doc) -> Any:
        v = _scalar_text(node, path, doc, "one of " + ", ".join(self.options))
        if v is INVALID:
            return v
        if v not in self.options:
            doc.bad(path, f"must be one of {', '.join(self.options)}, got {clip(v)!r}{did_you_mean(v, self.options)}")
            return INVALID
        return v


@dataclass(frozen=True)
class Nullable(Type):
    """``inner``, or nothing: null, ``~``, an empty value, or one of ``words`` (e.g. none)."""

    inner: Type
    words: tuple[str, ...] = ("none",)

    def check(self, node: Node, path: PathT, doc: Doc) -> Any:
        if isinstance(node, ScalarNode) and (node.tag == NULL or (node.tag == STR and node.value in self.words)):
            return None
        return self.inner.check(node, path, doc)


@dataclass(frozen=True)
class ListOf(Type):
    """A list of ``item``s, at least ``min_len`` and at most ``max_len`` long.

    An item that fails its check becomes None in the result, so index i is still the file's i-th item.
    """

    item: Type
    min_len: int = 0
    max_len: int | None = None

    def check(self, node: Node, path: PathT, doc: Doc) -> Any:
        if not isinstance(node, SequenceNode):
            doc.bad(path, f"must be a list, got {shown(node)}")
            return INVALID
        n = len(node.value)
        if n < self.min_len or (self.max_len is not None and n > self.max_len):
            size = str(self.min_len) if self.min_len == self.max_len else _range_words(self.min_len, self.max_len)
            doc.bad(path, f"must hold {size} items, got {n}")
        out = []
        for i, item in enumerate(node.value):
            sub = (*path, i)
            doc.at[sub] = written_at(node, i, item)
            alias = alias_at(node, i)
            if alias is not None:
                doc.aliased[sub] = alias
            if isinstance(item, MappingNode):
                _remember_name(item, sub, doc)
            v = self.item.check(item, sub, doc)
            # Keep the place of an unusable item so indices still match the file's.
            out.append(None if v is INVALID else v)
        return out


def _remember_name(node: MappingNode, path: PathT, doc: Doc) -> None:
    found = {k.value: v for k, v in node.value if isinstance(k, ScalarNode) and isinstance(v, ScalarNode)}
    for key in NAME_KEYS:
        v = found.get(key)
        if v is not None and v.tag == STR and v.value:
            doc.names[path] = v.value
            return


@dataclass(frozen=True)
class F:
    """A field of a ``Map``: its type and whether it must be present."""

    type: Type
    required: bool = False


@dataclass(frozen=True)
class Map(Type):
    """A mapping with known keys; unknown, repeated and missing keys are all reported."""

    fields: dict[str, F]

    def check(self, node: Node, path: PathT, doc: Doc) -> Any:
        if not isinstance(node, MappingNode):
            where = "the top level" if not path else None
            if where:
                doc.add(node_pos(node), f"the top level must be a mapping of keys, got {shown(node)}")
            else:
                doc.bad(path, f"must be a mapping of keys, got {shown(node)}")
            return INVALID
        out: dict[str, Any] = {}
        seen: dict[str, Node] = {}
        for i, (knode, vnode) in enumerate(node.value):
            if not isinstance(knode, ScalarNode):
                doc.note(path, f"keys must be plain words, got {shown(knode)}", node_pos(knode))
                continue
            key = knode.value
            if key in seen:
                first = seen[key].start_mark.line + 1
                doc.note(
                    path,
                    f"duplicate key {key!r} (first at line {first}); YAML would silently keep only the last one",
                    node_pos(knode),
                )
                continue
            seen[key] = knode
            fld = self.fields.get(key)
            if fld is None and key == "<<":
                doc.note(path, "merge keys (<<) are not supported here; write the keys out", node_pos(knode))
                continue
            if fld is None:
                hint = did_you_mean(key, self.fields) or "; known keys: " + ", ".join(self.fields)
                doc.note(path, f"unknown key {key!r}{hint}", node_pos(knode))
                continue
            sub = (*path, key)
            doc.at[sub] = written_at(node, i, vnode) if isinstance(vnode, ScalarNode) else node_pos(knode)
            alias = alias_at(node, i)
            if alias is not None:
                doc.aliased[sub] = alias
            v = fld.type.check(vnode, sub, doc)
            if v is not INVALID:
                out[key] = v
        for name, fld in self.fields.items():
            if fld.required and name not in seen:
                doc.note(path, f"missing required key {name!r}", doc.at.get(path, node_pos(node)))
        return out


@dataclass(frozen=True)
class Plain(Type):
    """Any YAML value, taken as it loads (scripted actions, rule options); duplicate keys still count.

    With ``mapping=True`` the value itself must be a mapping. Aliases are refused: each node is taken
    in once, so the work stays proportional to the file however the aliases nest.
    """

    mapping: bool = False

    def check(self, node: Node, path: PathT, doc: Doc) -> Any:
        if self.mapping and not isinstance(node, MappingNode):
            doc.bad(path, f"must be a mapping of keys, got {shown(node)}")
            return INVALID
        alias = doc.aliased.get(path)
        return _plain(node, path, doc, alias or doc.pos(path), [False], alias is not None)


def _plain(
    node: Node, path: PathT, doc: Doc, where: tuple[int, int], told: list[bool], aliased: bool = False
) -> Any:
    """The loaded value of ``node``; ``where`` is the place it is written (for an alias, the ``*name``).

    An alias (``aliased``) is refused where it is written, and so is a node met twice (a safeguard: every
    alias is already refused). ``told`` says whether this value's aliases were already reported: once is
    enough for a fix.
    """
    if aliased or id(node) in doc.walked:
        if not told[0]:
            doc.bad(path, "repeats a YAML alias (*name); aliases are not allowed here: write the value out", where)
        told[0] = True
        # Left out of the value, so the refused alias is not reported again as a value of the wrong kind.
        return INVALID
    doc.walked.add(id(node))
    if isinstance(node, ScalarNode):
        if too_long(node):
            doc.bad(path, f"is a number {sum(c in string.hexdigits for c in node.value)} digits long", where)
            return None
        return scalar_value(node)
    if isinstance(node, SequenceNode):
        items = (
            _plain(item, (*path, i), doc, written_at(node, i, item), told, alias_at(node, i) is not None)
            for i, item in enumerate(node.value)
        )
        return [None if v is INVALID else v for v in items]
    out: dict[Any, Any] = {}
    for i, (knode, vnode) in enumerate(node.value):
        key = scalar_value(knode) if isinstance(knode, ScalarNode) else shown(knode)
        if key in out:
            doc.note(path, f"duplicate key {key!r}; YAML would silently keep only the last one", node_pos(knode))
            continue
        # Remember where each key stands, so a problem with one option is reported on its own line.
        doc.at[(*path, str(key))] = node_pos(knode)
        alias = alias_at(node, i)
        v = _plain(vnode, (*path, str(key)), doc, alias or node_pos(knode), told, alias is not None)
        if v is not INVALID:
            out[key] = v
    return out


def entries(items: Any) -> list[tuple[int, Any]]:
    """(index, item) for the usable items of a checked list (None marks the unusable ones)."""
    if not isinstance(items, list):
        return []
    return [(i, x) for i, x in enumerate(items) if x is not None]


def check_node(node: Node | None, schema: Type, doc: Doc) -> Any:
    """Check a composed file against ``schema``; stores and returns the plain data (None if unusable)."""
    if node is None:
        return None
    data = schema.check(node, (), doc)
    doc.data = None if data is INVALID else data
    return doc.data


def top_keys(node: Node | None) -> Iterable[str]:
    """The keys of a top-level mapping (for telling file kinds apart), or nothing."""
    if isinstance(node, MappingNode):
        return [k.value for k, _ in node.value if isinstance(k, ScalarNode)]
    return []
