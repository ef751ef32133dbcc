"""Checking scripted actions in scenario files against the action vocabulary of ``game.core``.

The vocabulary grows as rules modules register their actions, so it is read from the registry at
check time (after importing ``game.core.engine`` when it exists), never copied here.
"""

from __future__ import annotations

import dataclasses
import importlib
import importlib.util
from typing import Any

from game.data.problems import did_you_mean
from game.data.schema import INVALID, Doc, PathT, Plain, Type, shown
from game.data.yamlnodes import STR, MappingNode, Node, ScalarNode, node_pos


def action_registry() -> dict[str, type]:
    """Every registered action kind, after loading the modules that register them.

    The engine loads its phase modules lazily, so importing it is not enough: its loader is called
    too (by whichever name it offers).
    """
    try:
        if importlib.util.find_spec("game.core.engine") is not None:
            engine = importlib.import_module("game.core.engine")
            for name in ("load_rules", "ensure_loaded", "_ensure_loaded"):
                loader = getattr(engine, name, None)
                if callable(loader):
                    loader()
                    break
    except Exception:  # noqa: BLE001 - a half-built engine must not turn a data check into a traceback
        pass
    from game.core.actions import ACTION_TYPES

    return ACTION_TYPES


# Keys a scripted action may carry besides its own fields: a line of narration shown before it, and
# "expect: refused" for demonstrating a move the rules forbid (the reason is shown, nothing changes).
META_KEYS = ("note", "expect")
EXPECTATIONS = ("refused",)

# Annotation text -> the Python types a plain YAML value may have for it (bool is not an int here).
_SIMPLE = {
    "int": (int,),
    "str": (str,),
    "bool": (bool,),
    "int | None": (int, type(None)),
    "str | None": (str, type(None)),
}


def _fits(value: Any, annotation: Any) -> bool:
    kinds = _SIMPLE.get(annotation if isinstance(annotation, str) else getattr(annotation, "__name__", ""))
    if kinds is None:
        return True  # tuples, poses and the like are left to the action itself
    if isinstance(value, bool) and bool not in kinds:
        return False
    return isinstance(value, kinds)


class ActionType(Type):
    """One scripted action: a mapping with ``kind`` and that action's fields."""

    def check(self, node: Node, path: PathT, doc: Doc) -> Any:
        from game.core.actions import action_from_dict

        if not isinstance(node, MappingNode):
            doc.bad(path, f"must be a mapping with a kind, got {shown(node)}")
            return INVALID
        before = len(doc.problems)
        value = Plain().check(node, path, doc)
        if len(doc.problems) > before:
            return INVALID
        keys = {k.value: (k, v) for k, v in node.value if isinstance(k, ScalarNode)}
        if "kind" not in keys:
            doc.note(path, "missing required key 'kind'")
            return INVALID
        kind_node = keys["kind"][1]
        registry = action_registry()
        kind = kind_node.value if isinstance(kind_node, ScalarNode) and kind_node.tag == STR else None
        if kind not in registry:
            known = sorted(registry)
            hint = did_you_mean(kind, known) if kind else ""
            doc.bad(
                (*path, "kind"),
                f"must be a known action kind ({', '.join(known)}), got {shown(kind_node)}{hint}",
                node_pos(kind_node),
            )
            return INVALID
        cls = registry[kind]
        fields = {f.name: f for f in dataclasses.fields(cls)}
        ok = True
        for key, (knode, vnode) in keys.items():
            if key == "kind":
                continue
            if key in META_KEYS:
                if key == "expect" and value.get(key) not in EXPECTATIONS:
                    doc.bad(
                        (*path, key), f"must be one of {', '.join(EXPECTATIONS)}, got {shown(vnode)}", node_pos(vnode)
                    )
                    ok = False
                elif key == "note" and not isinstance(value.get(key), str):
                    doc.bad((*path, key), f"must be text, got {shown(vnode)}", node_pos(vnode))
                    ok = False
                continue
            if key not in fields:
                hint = did_you_mean(key, fields) or (
                    "; it takes " + ", ".join(fields) if fields else "; it takes no fields"
                )
                doc.note(path, f"action {kind!r} has no field {key!r}{hint}", node_pos(knode))
                ok = False
            elif not _fits(value.get(key), fields[key].type):
                doc.bad((*path, key), f"must be {fields[key].type}, got {shown(vnode)}", node_pos(vnode))
                ok = False
        for name, f in fields.items():
            needed = f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
            if needed and name not in keys:
                doc.note(path, f"action {kind!r} needs the field {name!r}")
                ok = False
        if not ok:
            return INVALID
        try:
            action_from_dict({k: v for k, v in value.items() if k not in META_KEYS})
        except (TypeError, ValueError) as e:
            doc.note(path, f"not a valid {kind!r} action: {e}")
            return INVALID
        return value
