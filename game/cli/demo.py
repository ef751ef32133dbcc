"""``python -m game demo``: the rules demos. ``--list`` prints the library, ``--check`` plays every demo through
the rules without a window, ``NAME`` opens the demo player on one demo and ``--loop`` plays them all in turn,
full screen, until a key is pressed."""

from __future__ import annotations

import sys
import textwrap

from game.data.demos import Demo, demo_groups, point_title


def _library() -> list[Demo]:
    """Every demo, or exit 1 listing the problems of the broken files."""
    from game.data import DataError, load_armies
    from game.data.demos import load_demos

    try:
        return load_demos(load_armies())
    except DataError as e:
        for p in e.problems:
            print(p, file=sys.stderr)
        raise SystemExit(1) from None


def find(demos: list[Demo], name: str) -> Demo | None:
    """A demo by its file name (``initiative``), case and spaces aside, or by its title."""
    key = name.strip().lower().replace(" ", "-")
    for d in demos:
        if d.name == key or d.title.lower() == name.strip().lower():
            return d
    return None


def list_text(demos: list[Demo], width: int = 100) -> str:
    """The library as text: each area's (or rule module's) demos with title, name, the rule points shown and
    the paragraph."""
    out: list[str] = []
    for heading, here in demo_groups(demos):
        out.append(f"{heading}\n{'=' * len(heading)}")
        for d in here:
            out.append(f"  {d.title}  [{d.name}]")
            out.extend(textwrap.wrap(d.summary, width, initial_indent="    ", subsequent_indent="    "))
            shows = "; ".join(point_title(p) for p in d.points)
            out.extend(textwrap.wrap(f"Shows: {shows}.", width, initial_indent="    ", subsequent_indent="    "))
        out.append("")
    return "\n".join(out).rstrip() + "\n"


def check_all(demos: list[Demo]) -> int:
    """Play every demo through the rules; print one line each; 1 if any fails."""
    from game.data import load_armies
    from game.replay.script import ScriptError, play_script

    armies = load_armies()
    status = 0
    for d in demos:
        try:
            run = play_script(d.spec, armies)
        except (ScriptError, ValueError) as e:
            print(f"{d.path}: {e}", file=sys.stderr)
            status = 1
            continue
        print(f"{d.name}: {len(run.steps)} steps, {run.dice_used} dice, ends {run.timeline.hash_at(-1)[:12]}")
    return status


def run_demo(
    name: str | None,
    *,
    listing: bool = False,
    loop: bool = False,
    check: bool = False,
    screenshot: str | None = None,
    frames: int | None = None,
) -> int:
    demos = _library()
    if listing:
        sys.stdout.write(list_text(demos))
        return 0
    chosen = demos
    if name is not None:
        demo = find(demos, name)
        if demo is None:
            print(f"no demo called {name!r}; `python -m game demo --list` lists them", file=sys.stderr)
            return 1
        chosen = [demo]
    if check:
        return check_all(chosen)
    from game.ui.demo.launch import open_player

    return open_player(demos, None if loop else chosen[0] if name else None, loop=loop, screenshot=screenshot, frames=frames)
