"""Every army's special rules and every optional rule module have a demo in the library.

A demo says which special rules it shows by listing ``specials.<id>`` (the id the army list uses) under
``points``; an optional module is shown by a demo listed under it (``area:`` its id, or ``rules:`` that
switch it on) or naming one of its rulebook entries under ``points``. A new army or module that arrives without its demos fails here, naming what lacks one.
"""

from __future__ import annotations

from game.core.modules import optional_modules
from game.data import load_armies
from game.data.demos import load_demos, special_point

ARMIES = load_armies()
DEMOS = load_demos(ARMIES)

HOW = "see 'Demos of rule modules' in assets/demos/README.md"

# Special rules that change nothing on the table by themselves, each with why. Tags that only name a kind of
# troop whose play comes from its other rules; a rule of choosing the army. A presenter shows the troop
# through those other rules; these ids need no demo of their own. Nothing that changes play goes here.
NO_DEMO_NEEDED = {
    "sphinx": "names the troop: its terror and badly hurt are the rules 'terror' and 'badly_hurt'",
    "rock_lobber": "names the troop: it shoots by the rule 'stone_thrower'",
    "giant_eagles": "names the troop: it flies by its profile (flying: true), as every flyer does",
    "no_addons": "a rule of choosing the army (no Skirmisher stand for Flagellants), checked by the builder",
}


def _shown() -> set[str]:
    return {p for d in DEMOS for p in d.points}


def test_every_special_rule_of_every_army_list_has_a_demo() -> None:
    shown = _shown()
    missing = [
        f"armies: {army.name} ({army_id}): special rule {rule.name!r} ({rule.title}) has no demo - add "
        f"{special_point(rule.name)} to the points: of a demo that shows it, or write one ({HOW})"
        for army_id, army in sorted(ARMIES.items())
        for rule in army.special_rules
        if rule.name not in NO_DEMO_NEEDED and special_point(rule.name) not in shown
    ]
    assert missing == [], "\n".join(missing)


def test_the_exemptions_are_rules_some_army_still_has() -> None:
    # An exemption outliving its rule would let a new rule of that id slip through unseen.
    named = {rule.name for army in ARMIES.values() for rule in army.special_rules}
    assert set(NO_DEMO_NEEDED) <= named


def test_every_optional_module_has_a_demo() -> None:
    # Shown by a demo listed under it, or one whose points name an entry of its rulebook: a module that an
    # umbrella module switches on (Fantasy Warriors' parts) is shown by the umbrella's demos of its rules.
    shown = _shown()
    missing = [
        f"optional rules {module.id!r} ({module.title}) have no demo - write one with area: {module.id} (or "
        f"rules: [{module.id}]), or list one of its rulebook entries (python -m game rules {module.id}) under "
        f"the points: of a demo that shows it ({HOW})"
        for module in optional_modules()
        if not any(d.area == module.id or module.id in d.spec.rules for d in DEMOS)
        and not shown & set(module.rulebook)
    ]
    assert missing == [], "\n".join(missing)


def test_every_special_rule_an_optional_module_carries_has_a_demo() -> None:
    shown = _shown()
    missing = [
        f"optional rules {module.id!r}: special rule {rule.id!r} ({rule.title}) has no demo - add "
        f"{special_point(rule.id)} to the points: of a demo that shows it ({HOW})"
        for module in optional_modules()
        for rule in module.specials
        if special_point(rule.id) not in shown
    ]
    assert missing == [], "\n".join(missing)


def test_a_demo_naming_a_special_rule_is_listed_with_its_title() -> None:
    from game.cli.demo import list_text

    listing = " ".join(list_text(DEMOS).split())
    assert "Shows: Giant; Giant goes wild; Rampage" in listing
    orcs = [d for d in DEMOS if special_point("regenerate") in d.points]
    assert orcs and "Regeneration" in " ".join(list_text(orcs).split())


def test_every_demo_file_validates_as_a_demo_from_the_command_line() -> None:
    # `python -m game validate assets/demos/*.yaml`: an optional module's demo leaves `area` out, and is
    # still told for a demo rather than a scenario with unknown keys.
    import io

    from game.data.demos import demo_files
    from game.data.validate import validate_paths

    files = [str(p) for p in demo_files()]
    out = io.StringIO()
    status = validate_paths(files, out=out)
    lines = out.getvalue().splitlines()
    assert status == 0, lines
    assert len(lines) == len(files) and all(": demo " in line for line in lines), lines
