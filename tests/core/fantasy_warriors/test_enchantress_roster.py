"""The Amazon enchantress in a roster: taken only for pay (a mercenary contingent's individual, or in a
Mercenaries army), and refused anywhere else at her FILE:LINE:COL."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from game.data import load_armies, load_roster

ROSTERS = Path(__file__).resolve().parents[3] / "armies" / "rosters"
EMPIRE = ("name: Test\narmy: empire\npoints_cap: 1000\nrules: [fantasy-warriors]\n"
          "units:\n  - profile: Halberdiers\n  - profile: Halberdiers\n  - profile: Crossbowmen\n"
          "characters:\n  - profile: General\n  - profile: Enchantress\n")


def test_enchantress_hired_as_a_mercenary_contingents_individual_validates() -> None:
    path = ROSTERS / "empire-enchantress-1000.yaml"
    out = subprocess.run([sys.executable, "-m", "game", "validate", str(path)], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
    roster = load_roster(path, load_armies())
    (her,) = [c for c in roster.characters if c.profile == "Enchantress"]
    assert her.mercenary == 2


def test_enchantress_taken_in_a_mercenaries_army_validates(tmp_path: Path) -> None:
    path = tmp_path / "r.yaml"
    path.write_text("name: Test\narmy: mercenary\npoints_cap: 1000\nrules: [fantasy-warriors]\n"
                    "units:\n  - profile: Sellswords\n  - profile: Sellswords\n"
                    "characters:\n  - profile: Paymaster\n  - profile: Enchantress\n")
    assert [c.profile for c in load_roster(path, load_armies()).characters] == ["Paymaster", "Enchantress"]


def test_enchantress_not_hired_is_refused_at_file_line_col(tmp_path: Path) -> None:
    path = tmp_path / "r.yaml"
    path.write_text(EMPIRE)
    out = subprocess.run([sys.executable, "-m", "game", "validate", str(path)], capture_output=True, text=True)
    assert out.returncode != 0
    assert (f"{path}:11:14: characters[1] 'Enchantress': an Enchantress serves only for pay: Warhost has no "
            "Amazon list") in out.stdout + out.stderr


def test_enchantress_cannot_lead_a_mercenary_contingent(tmp_path: Path) -> None:
    path = tmp_path / "r.yaml"
    path.write_text(EMPIRE.replace("units:\n", "units:\n  - profile: Hired Crossbows\n    list: mercenary\n"
                                   "    mercenary: paid\n") + "    mercenary: paid\n")
    out = subprocess.run([sys.executable, "-m", "game", "validate", str(path)], capture_output=True, text=True)
    assert out.returncode != 0
    assert "a mercenary contingent is led by a mercenary Hero: mark one Hero mercenary" in out.stdout + out.stderr
