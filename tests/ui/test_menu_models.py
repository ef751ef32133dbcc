"""The plain-data side of the menus: roster drafts, roster files, the catalogue, army documents."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.profiles import Limit
from game.core.roster import Roster, RosterCharacter, RosterUnit
from game.data import ROSTERS_DIR, DataError, load_armies, load_roster
from game.data.roster_writer import roster_yaml, save_roster
from game.ui.army_docs import army_blocks, attacks_text, limit_text, roster_blocks
from game.ui.builder_model import RosterDraft, limit_words, slug
from game.ui.catalogue import Catalogue
from game.ui.doc import plain_text

ARMIES = load_armies()


def test_limit_words_follow_the_points_cap() -> None:
    assert limit_words(Limit(min=2), 2000) == "4 or more"
    assert limit_words(Limit(max=1), 3000) == "up to 3"
    assert limit_words(Limit(min=1, max=1, per_1000=False), 2000) == "exactly 1"
    assert limit_words(Limit(min=1, max=4), 2000) == "2 to 8"
    assert limit_words(Limit(), 2000) == "any number"
    assert limit_words(Limit(min=2), 500) == "any number"  # below 1000 points minimums are ignored


def test_limit_text_reads_like_the_printed_lists() -> None:
    assert limit_text(Limit(min=2)) == "2/-"
    assert limit_text(Limit(max=3)) == "-/3"
    assert limit_text(Limit(min=1, max=1, per_1000=False)) == "1"
    assert limit_text(Limit(max=1, per_1000=False)) == "0-1"


def test_attacks_show_shooting_after_a_slash() -> None:
    empire = ARMIES["empire"]
    assert attacks_text(empire.unit("Crossbowmen")) == "3/1"
    assert attacks_text(empire.unit("Cannon")) == "1/2+bounce"
    assert attacks_text(empire.unit("Knights")) == "3"


def test_a_draft_loaded_from_a_roster_gives_the_same_roster_back() -> None:
    roster = load_roster(ROSTERS_DIR / "empire-2000.yaml", ARMIES)
    d = RosterDraft.from_roster(roster, ARMIES["empire"])
    assert d.roster() == roster
    assert d.points() == 1995 and d.problems() == []
    assert d.pick_count("unit", "Halberdiers") == 5
    assert d.pick_count("addon", "Skirmishers") == 3
    assert d.pick_count("mount", "Griffon") == 1
    # Removing takes the last one of a kind; a named pick keeps its name.
    d.remove_pick("unit", "Halberdiers")
    assert [u.name for u in d.units if u.profile == "Halberdiers"] == [
        "Altdorf Guard",
        "Nuln Halberdiers",
        "Talabheim Spears",
        "Carroburg Greatswords",
    ]


def test_a_draft_keeps_its_default_name_in_step_with_the_cap() -> None:
    d = RosterDraft(ARMIES["orcs"])
    assert d.name == "Orcs 2000"
    d.set_cap(3000)
    assert d.name == "Orcs 3000"
    d.set_name("Da Boyz")
    d.set_cap(1000)
    assert d.name == "Da Boyz"
    d.set_name("  ")
    assert "The roster needs a name." in d.problems()


def test_slugs_make_safe_file_names() -> None:
    assert slug("Reikland Guard 2000") == "reikland-guard-2000"
    assert slug("Grimgor's ../../ Boyz!") == "grimgor-s-boyz"
    assert slug("***") == "roster"


def test_a_saved_roster_reads_back_the_same_even_with_awkward_names(tmp_path: Path) -> None:
    roster = Roster(
        "NO",
        "empire",
        1000,
        (
            RosterUnit("Halberdiers", "12:30", ("Skirmishers",)),
            RosterUnit("Halberdiers"),
            RosterUnit("Crossbowmen", "yes"),
        ),
        (RosterCharacter("General", "Griffon", 'Count "Big" Otto: the 2nd'), RosterCharacter("Wizard")),
    )
    roster = Roster(
        roster.name, roster.army, roster.points_cap, (*roster.units, RosterUnit("Crossbowmen")), roster.characters
    )
    path = save_roster(roster, tmp_path / "deep" / "r.yaml")
    assert load_roster(path, ARMIES) == roster
    text = roster_yaml(roster)
    assert 'name: "NO"' in text and 'name: "12:30"' in text
    assert [p.name for p in path.parent.iterdir()] == ["r.yaml"]


def test_a_saved_unfinished_roster_is_still_read_with_its_problems(tmp_path: Path) -> None:
    save_roster(Roster("Work in progress", "orcs", 2000, (RosterUnit("Giant"),), ()), tmp_path / "wip.yaml")
    with pytest.raises(DataError):
        load_roster(tmp_path / "wip.yaml", ARMIES)
    cat = Catalogue(tmp_path)
    entry = next(r for r in cat.rosters() if not r.shipped)
    assert entry.name == "Work in progress" and entry.army == "orcs" and entry.points == 135
    assert "A force needs exactly one General; this one has 0." in entry.problems
    assert entry.label == "Work in progress · 135 pts · yours · has problems"


def test_an_unreadable_roster_file_is_listed_with_its_problem(tmp_path: Path) -> None:
    (tmp_path / "broken.yaml").write_text("name: [unclosed\n", encoding="utf-8")
    entry = next(r for r in Catalogue(tmp_path).rosters() if not r.shipped)
    assert entry.roster is None and entry.problems and entry.problems[0].startswith("line ")


def test_the_catalogue_lists_armies_scenarios_and_shipped_rosters(tmp_path: Path) -> None:
    cat = Catalogue(tmp_path)
    ids = cat.army_ids()
    # By name as players read them: "The Empire" among the E's, between Dwarfs and Goblins.
    assert ids.index("dwarfs") + 1 == ids.index("empire") and ids.index("empire") + 1 == ids.index("goblins")
    assert [cat.armies[a].name for a in ids] == sorted((cat.armies[a].name for a in ids), key=lambda n: n.removeprefix("The "))
    # The Regiments of Renown are read in the lists, but are no army to build or field: others hire them.
    assert "regiments_of_renown" in ids and "regiments_of_renown" not in cat.army_ids(fielding=True)
    assert [s.name for s in cat.scenarios()][:1] == ["Pitched battle"]
    assert all(s.spec is not None for s in cat.scenarios())
    assert {r.name for r in cat.rosters()} >= {"Empire 2000", "Orcs 2000"}
    assert len(cat.pitched_terrain()) == 10


def test_an_army_document_holds_stat_lines_rules_and_spells() -> None:
    words = plain_text(army_blocks(ARMIES["empire"]))
    assert "Troop | Type | Attacks | Hits | Armour | Command | Size | Points | Min/Max | Notes" in words
    assert "Crossbowmen | Infantry | 3/1 | 3 | - | - | 3 | 55 | 2/- | range 30 cm" in words
    assert "General | General | +2 | - | - | 9 | 1 | 125 | 1 |" in words
    assert "Griffon | Monstrous | +2 | +80 | General, Hero, Wizard | -/1 | flies; causes terror" in words
    assert "Ball of Flame | 5+ | 30 cm |" in words
    rule = ARMIES["empire"].special_rules[0]
    assert rule.text in words


def test_a_roster_document_lists_the_picks_and_the_total(tmp_path: Path) -> None:
    cat = Catalogue(tmp_path)
    entry = next(r for r in cat.rosters() if r.name == "Empire 2000")
    words = plain_text(roster_blocks(entry, ARMIES["empire"]))
    assert "Altdorf Guard | Halberdiers | Skirmishers | - | 65" in words
    assert "Elector Count Helmut | General | Griffon | - | 205" in words
    assert "Total: 1995 of 2000 points." in words
    assert "A legal force for its points cap." in words


def test_a_roster_document_counts_its_magic_items(tmp_path: Path) -> None:
    cat = Catalogue(tmp_path)
    entry = next(r for r in cat.rosters() if r.path.name == "lizardmen-2000.yaml")
    words = plain_text(roster_blocks(entry, ARMIES["lizardmen"]))
    # Saurus 75 with the Banner of Fortitude (30 for a unit of 3 Hits a stand); the Saurus Hero 45, his Carnosaur
    # 65 and a Sword of Might 10: each item named on its carrier's row and counted in it, so the rows add up.
    assert "Sun Guard Saurus | Saurus | - | Banner of Fortitude | 105" in words
    assert "Saurus Hero | Saurus Hero | Carnosaur | Sword of Might | 120" in words
    rows = [line.split(" | ") for line in words.splitlines() if line.count(" | ") == 4]
    points = [int(r[-1]) for r in rows if r[-1].isdigit()]
    assert f"Total: {sum(points)} of 2000 points." in words
    assert "Purchases" not in words
