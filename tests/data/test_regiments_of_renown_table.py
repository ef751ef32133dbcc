"""The Regiments of Renown list follows the allies table (WMR Armies v2.25, digest 10.26): every army in the
folder may hire exactly the regiments its row marks. A list that arrives later fails here until it is added to
the ``taken_by`` of the regiments its row marks."""

from __future__ import annotations

from game.data import load_armies

# 'A' = may hire, '.' = may not; one column per regiment, in this order.
REGIMENTS = ["Pirazzo's Lost Legion", "Alcatani Fellowship", "Ricco's Republican Guard", "Leopold's Leopard Company",
 "Marksmen of Miragliano", "Braganza's Besiegers", "Lumpin Croop's Cocks", "Vespero's Vendetta", "The Cursed Company",
 "Mengil's Manflyers", "Anakonda's Amazons", "Bearmen of Urslo", "Ruglud's Armoured Orcs", "Long Drong's Slayer Pirates",
 "Golgfag's Mercenary Ogres", "Voland's Venators", "Al Muktar's Desert Dogs", "Oglah Khan's Wolfboyz",
 "Tichi-Huichi's Raiders", "Birdmen of Catrazza", "Bronzino's Galloper Guns", "Asarnil the Dragonlord",
 "Gotrek and Felix", "The Witch Hunters"]
ROWS = """
The Empire     AAAAAAAAAAAA.AAA..A.AAAA
Tomb Kings     AAAAAAAA.AAAAAAA.AA.A...
Chaos          AAAAAAAAAAAAA.AAAA......
Orcs           AAAAAAAAAAAAA.AAAA..A...
High Elves     AAAAAAAAA.A....AA.AA.A.A
Dwarfs         AAAAAAAAA.AA.AAAA.A.A.AA
Skaven         AAAA..AAAAAAA.AAAA..A...
Lizardmen      .AAAAAAAAAA..AAAA.A....A
Bretonnia      AAAAAAAA..A....AA..AA.AA
Kislev         AAAAAAAAAAAAAAAAA.A.A.AA
Dark Elves     AAAAAAAAAAAA...AAA......
Daemons        AAAAAAAAAAAAA.AAAA......
Vampire Counts AAAAAAAA.AAAAAAAAA......
Araby          AAAAAAAAAAAA.AAAA.AA.AAA
Dogs of War    AAAAAAAAAAAAAAAAAAAAAAAA
Ogre Kingdoms  AAAAAAAAAAAAAAAAAAA.A...
Albion         AAAAAAAAAAAA.AAAA.A...AA
Goblin Army    AAAAAAAAAAAAA.AAAA..A...
Witch Hunters  AAAAAAAA..A..AAAA.A.A.AA
Chaos Dwarfs   AAAAAAAAAAAAA.AAAA..A...
Wood Elves     AAAAAAAAA.A...AAA.A..A.A
Beastmen       AAAAAAAAAAAAA.AAAA......
Norse          AAAAAAAA..A...AAA..A....
Cathay         AAAAAAAA.AAAAAAAAAA.A.A.
Nippon         AAAAAAAA..A...AAA..A....
"""

IDS = {"The Empire": "empire", "Tomb Kings": "tomb_kings", "Chaos": "chaos", "Orcs": "orcs", "High Elves": "high_elves",
       "Dwarfs": "dwarfs", "Skaven": "skaven", "Lizardmen": "lizardmen", "Bretonnia": "bretonnia", "Kislev": "kislev",
       "Dark Elves": "dark_elves", "Daemons": "daemons", "Vampire Counts": "vampire_counts", "Araby": "araby",
       "Dogs of War": "dogs_of_war", "Ogre Kingdoms": "ogre_kingdoms", "Albion": "albion", "Goblin Army": "goblins",
       "Witch Hunters": "witch_hunters", "Chaos Dwarfs": "chaos_dwarfs", "Wood Elves": "wood_elves",
       "Beastmen": "beastmen", "Norse": "norse", "Cathay": "cathay", "Nippon": "nippon"}
# Regiments not in the list yet: none.
NOT_YET: set[str] = set()


def test_every_regiment_is_hired_by_the_armies_its_column_marks() -> None:
    armies = load_armies()
    ror = armies["regiments_of_renown"]
    table = {IDS[line[:15].strip()]: line[15:].strip() for line in ROWS.strip().splitlines()}
    listed = {p.name: p for p in (*ror.units, *ror.characters)}
    wrong = []
    for col, name in enumerate(REGIMENTS):
        if name in NOT_YET:
            assert name not in listed
            continue
        want = sorted(a for a, marks in table.items() if marks[col] == "A" and a in armies)
        got = sorted(listed[name].taken_by)
        if got != want:
            wrong.append(f"{name}: taken_by should be {want}, is {got}")
    assert wrong == []
