"""Reading YAML as a node tree with positions, and spotting YAML 1.1's surprises.

We compose (not load) so every key and value keeps its start mark: that is what lets a problem name
its line and column. Loading would also hide the traps this module looks for: ``NO`` silently
becomes false, ``012`` becomes 10 (octal), ``12:30`` becomes 750 (base 60), ``2.10`` becomes 2.1,
and a repeated key silently replaces the first one.
"""

from __future__ import annotations

import os
import re
import stat
import string
from pathlib import Path
from typing import Any

import yaml
from yaml.constructor import SafeConstructor
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from game.data.problems import Problem

__all__ = [
    "MappingNode",
    "alias_at",
    "Node",
    "ScalarNode",
    "SequenceNode",
    "compose_file",
    "compose_text",
    "is_plain",
    "leading_zero",
    "node_pos",
    "scalar_value",
    "too_long",
    "trap",
    "written_at",
]

Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

TAG = "tag:yaml.org,2002:"
STR, INT, FLOAT, BOOL, NULL, TIMESTAMP = (TAG + t for t in ("str", "int", "float", "bool", "null", "timestamp"))

# One constructor turns scalar nodes into values; we never let it build mappings (it would merge
# duplicate keys without a word).
_CONSTRUCTOR = SafeConstructor()
_OCTAL = re.compile(r"^[-+]?0[0-7_]+$")
_LEADING_ZERO = re.compile(r"^[-+]?0[0-9_]+$")

Pos = tuple[int, int]

# Nesting beyond this is refused before the tree is built: libyaml's composer recurses and crashes
# the process on a few tens of thousands of levels, and no data file of ours needs more than six.
MAX_DEPTH = 64
# The largest file read (the shipped army lists are about 20 kB).
MAX_BYTES = 5_000_000
# Whole numbers longer than this are refused as such (Python will not even convert past 4300).
MAX_DIGITS = 30


def node_pos(node: Node) -> Pos:
    """1-based (line, column) where ``node`` starts."""
    return (node.start_mark.line + 1, node.start_mark.column + 1)


def scalar_value(node: ScalarNode) -> Any:
    """The value YAML gives a scalar node (what ``yaml.safe_load`` would have produced).

    A value its tag cannot make comes back as its text, which no check of a number or a truth value
    accepts, so it is reported rather than raised: a number too long for Python to convert (over 4300
    digits), or an explicit tag on text that does not fit it (``!!int abc``, ``!!bool maybe``).
    """
    make = _CONSTRUCTOR.yaml_constructors.get(node.tag)
    if make is None:
        return node.value
    try:
        return make(_CONSTRUCTOR, node)
    except Exception:  # noqa: BLE001 - each constructor fails its own way (ValueError, KeyError, ...)
        return node.value


def too_long(node: Node) -> bool:
    """True for a number with more digits than any value of ours could need (Python will not even turn
    one of over 4300 digits into text, so such a number is never converted or shown)."""
    return (
        isinstance(node, ScalarNode)
        and (node.tag in (INT, FLOAT) or leading_zero(node))
        and sum(c in string.hexdigits for c in node.value) > MAX_DIGITS
    )


def is_plain(node: Node) -> bool:
    """True for an unquoted scalar (libyaml marks plain style as '', the pure-Python parser as None)."""
    return isinstance(node, ScalarNode) and not node.style


def trap(node: Node) -> str | None:
    """Describe how YAML 1.1 reinterpreted an unquoted scalar behind the writer's back, if it did.

    Returns e.g. "value NO was read as false" or None when the scalar means what it looks like.
    """
    if not is_plain(node) or too_long(node):
        return None
    raw = node.value
    if node.tag == BOOL and raw.lower() not in ("true", "false"):
        return f"value {raw} was read as {str(scalar_value(node)).lower()}"
    if node.tag == INT and _OCTAL.match(raw):
        return f"value {raw} was read as the octal number {scalar_value(node)}"
    if node.tag in (INT, FLOAT) and ":" in raw:
        return f"value {raw} was read as the base-60 number {scalar_value(node)}"
    if node.tag == TIMESTAMP:
        return f"value {raw} was read as a date"
    return None


def leading_zero(node: Node) -> bool:
    """True for an unquoted number written with a leading zero (``012``, ``019``)."""
    return is_plain(node) and bool(_LEADING_ZERO.match(node.value))


def _line_col(text: str, index: int) -> Pos:
    line = text.count("\n", 0, index) + 1
    return (line, index - (text.rfind("\n", 0, index) + 1) + 1)


def _too_deep(text: str, aliases: list[Pos | None] | None = None) -> Pos | None:
    """Where the nesting of ``text`` first goes past MAX_DEPTH, if it does (the parser streams, so
    this stops at that point; syntax errors are left to the composer to report).

    ``aliases`` collects, for every event that makes or reuses a node, in order, None for a new node
    and the place written for an alias (``*name``): the composed tree keeps only the anchor's place.
    """
    depth = 0
    try:
        for event in yaml.parse(text, Loader=Loader):
            if isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
                depth += 1
                if depth > MAX_DEPTH:
                    return (event.start_mark.line + 1, event.start_mark.column + 1)
            elif isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
                depth -= 1
                continue
            if aliases is None:
                continue
            if isinstance(event, yaml.AliasEvent):
                aliases.append((event.start_mark.line + 1, event.start_mark.column + 1))
            elif isinstance(event, (yaml.ScalarEvent, yaml.SequenceStartEvent, yaml.MappingStartEvent)):
                aliases.append(None)
    except yaml.MarkedYAMLError as e:
        # Newer libyaml builds refuse deep nesting themselves, reading ahead before any event reaches us:
        # the same fault, told in the same words.
        mark = e.problem_mark or e.context_mark
        if mark is not None and "nesting depth" in str(e.problem or ""):
            return (mark.line + 1, mark.column + 1)
        return None
    except yaml.YAMLError:
        return None
    return None


def compose_text(text: str, file: str) -> tuple[Node | None, list[Problem]]:
    """Compose ``text`` into a node tree; on failure return None and the problem, never raise."""
    marks: list[Pos | None] = []
    deep = _too_deep(text, marks)
    if deep is not None:
        return None, [Problem(file, *deep, f"lists or mappings nested more than {MAX_DEPTH} deep")]
    try:
        node = yaml.compose(text, Loader=Loader)
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        what = e.problem or "cannot be parsed"
        if e.context_mark is not None and "end of stream" in what:
            # An unclosed quote or bracket runs to the end of the file: the line it opened on is the one to fix.
            mark = e.context_mark
            thing = (e.context or "the value").removeprefix("while scanning ").removeprefix("while parsing ")
            what = f"{thing} opened here never ends (the file ended first)"
        elif e.context and what.startswith("but "):  # "expected a single document ... but found another"
            what = f"{e.context} {what}"
        elif e.context:
            what = f"{what} ({e.context})"
        line, col = (mark.line + 1, mark.column + 1) if mark is not None else (1, 1)
        return None, [Problem(file, line, col, f"YAML syntax error: {what}")]
    except yaml.reader.ReaderError as e:
        line, col = _line_col(text, e.position)
        return None, [Problem(file, line, col, f"YAML syntax error: {e.reason}")]
    except yaml.YAMLError as e:  # anything else the parser may raise still becomes a problem
        return None, [Problem(file, 1, 1, f"YAML syntax error: {e}")]
    if node is None:
        return None, [Problem(file, 1, 1, "file is empty: expected a mapping of keys")]
    if any(m is not None for m in marks):
        _mark_aliases(node, marks)
    return node, []


def _mark_aliases(root: Node, marks: list[Pos | None]) -> None:
    """Note on each list or mapping where the aliases among its items are written (``alias_at``).

    The tree is walked in the order the parser met its events, each node once: a node met again is an
    alias, and the next event is its ``*name``. Slots are an item's index, or a mapping value's pair index
    (keys, rarely aliases, are ("key", index)).
    """
    seen: set[int] = set()
    it = iter(marks)
    # (node, its parent, its slot there); children pushed in reverse so they are met in file order.
    todo: list[tuple[Node, Node | None, Any]] = [(root, None, None)]
    while todo:
        node, parent, slot = todo.pop()
        mark = next(it, None)
        if id(node) in seen:
            if mark is not None and parent is not None:
                parent.__dict__.setdefault("alias_at", {})[slot] = mark
            continue
        seen.add(id(node))
        if isinstance(node, SequenceNode):
            todo.extend((item, node, i) for i, item in reversed(list(enumerate(node.value))))
        elif isinstance(node, MappingNode):
            for i, (k, v) in reversed(list(enumerate(node.value))):
                todo.append((v, node, i))
                todo.append((k, node, ("key", i)))


def alias_at(parent: Node, slot: Any) -> Pos | None:
    """Where the alias (``*name``) in ``slot`` of ``parent`` is written, or None if the item is written out."""
    at = getattr(parent, "alias_at", None)
    return at.get(slot) if at else None


def written_at(parent: Node, slot: Any, node: Node) -> Pos:
    """Where the item in ``slot`` of ``parent`` is written: the alias's own place for ``*name``, not the
    anchor's, which is where the node it repeats starts."""
    return alias_at(parent, slot) or node_pos(node)

def compose_file(path: str | Path, file: str | None = None) -> tuple[Node | None, list[Problem]]:
    """Read and compose a file; ``file`` is the name problems use (the path as given by default)."""
    name = str(path) if file is None else file
    try:
        # A pipe or a device (``/dev/zero``) would be read for ever: only regular files are read, and
        # never more than MAX_BYTES of one.
        if not stat.S_ISREG(os.stat(path).st_mode):
            return None, [Problem(name, 1, 1, "cannot read file: not a regular file")]
        with open(path, "rb") as f:
            data = f.read(MAX_BYTES + 1)
    except OSError as e:
        return None, [Problem(name, 1, 1, f"cannot read file: {e.strerror or e}")]
    if len(data) > MAX_BYTES:
        return None, [Problem(name, 1, 1, f"file is over {MAX_BYTES // 1_000_000} MB; no data file of ours is a tenth of that")]
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        # Count in bytes: the text before the bad byte may itself hold multi-byte characters.
        line = data.count(b"\n", 0, e.start) + 1
        start = data.rfind(b"\n", 0, e.start) + 1
        col = len(data[start : e.start].decode("utf-8", "replace")) + 1
        byte = data[e.start : e.start + 1].hex()
        return None, [Problem(name, line, col, f"file is not UTF-8 text (byte 0x{byte} here); save it as UTF-8")]
    return compose_text(text, name)
