"""The Slann gives no orders (digest 10.16 [6]): the General's items that work on his own orders are not his to
carry; the Sceptre of Sovereignty, which saves any character's order, is."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.profiles import ArmyList
from game.data import DataError, load_armies, load_roster

SAMPLE = Path(__file__).resolve().parents[2] / "armies" / "rosters" / "lizardmen-2000.yaml"


@pytest.fixture(scope="module")
def armies() -> dict[str, ArmyList]:
    return load_armies()


def _with_slann_item(tmp_path: Path, item: str) -> Path:
    text = SAMPLE.read_text().replace(
        "    mount: Stegadon Mount\n", f"    mount: Stegadon Mount\n    item: {item}\n", 1
    ).replace("points_cap: 2000", "points_cap: 2100")
    path = tmp_path / "r.yaml"
    path.write_text(text)
    return path


@pytest.mark.parametrize("item", ["Crown of Command", "Helm of Dominion", "Orb of Majesty"])
def test_the_slann_may_not_carry_an_item_for_his_own_orders(tmp_path: Path, armies: dict[str, ArmyList], item: str) -> None:
    path = _with_slann_item(tmp_path, item)
    with pytest.raises(DataError) as err:
        load_roster(path, armies)
    assert [str(p) for p in err.value.problems] == [
        f"{path}:34:11: characters[0] 'Slann Mage': the Slann Mage gives no orders, and the {item} works only on the "
        "General's own orders"
    ]


def test_the_slann_may_carry_the_sceptre(tmp_path: Path, armies: dict[str, ArmyList]) -> None:
    roster = load_roster(_with_slann_item(tmp_path, "Sceptre of Sovereignty"), armies)
    assert roster.characters[0].item == "Sceptre of Sovereignty"
