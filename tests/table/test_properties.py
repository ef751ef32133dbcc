"""Properties that hold for any stands: checked on many drawn at random."""

import math
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.table import Base, base_distance, penetration, push_aside
from game.table.contact import overlapping
from game.table.convex import closest_points

coords = st.floats(min_value=0, max_value=200, allow_nan=False)
facings = st.floats(min_value=0, max_value=360, allow_nan=False)
sizes = st.sampled_from([(40, 20), (20, 40), (40, 60)])


@st.composite
def stands(draw, sid="a", owner="u1"):
    w, d = draw(sizes)
    if draw(st.booleans()) and sid == "c":
        return Base(sid, owner, 0, draw(coords), draw(coords), 0, 25, 25, round=True, character=True)
    return Base(sid, owner, 0, draw(coords), draw(coords), draw(facings), w, d)


@settings(max_examples=300, deadline=None)
@given(stands("a"), stands("b", "u2"))
def test_distance_is_the_same_both_ways_and_matches_the_closest_points(a, b):
    d = base_distance(a, b)
    assert d == pytest.approx(base_distance(b, a), abs=1e-9)
    assert d == pytest.approx(closest_points(a.corners(), b.corners())[0], abs=1e-9)
    assert (d == 0.0) == (penetration(a, b)[0] >= -1e-9)


@settings(max_examples=120, deadline=None)
@given(stands("c", "c1"), st.lists(stands("x", "u2"), min_size=1, max_size=5))
def test_a_pushed_stand_ends_clear_of_everything_and_keeps_its_facing(c, others):
    others = [Base(f"x{i}", f"u{i + 2}", 0, o.x, o.y, o.facing, o.width, o.depth) for i, o in enumerate(others)]
    moved = push_aside(c, others)
    assert moved.facing == c.facing
    assert all(penetration(moved, o)[0] <= 1e-6 for o in others)
    # never further than stepping clear of the whole group by going round it
    reach = max(math.dist((c.x, c.y), (o.x, o.y)) + o.circumradius for o in others) + c.circumradius
    assert math.dist((c.x, c.y), (moved.x, moved.y)) <= reach + 1e-6


_PROBE = """
import hashlib, sys
sys.path.insert(0, {root!r})
from game.table import Base, Mover, Table, TerrainKind, TerrainPiece
bases = [Base(f"u{{k}}.{{i}}", f"u{{k}}", k % 2, 100 + 37 * k + 40 * i, 300 + 53 * (k % 5), 7 * k, 40, 20)
         for k in range(12) for i in range(3)]
wood = TerrainPiece("w1", TerrainKind.WOOD, ((300, 350), (420, 340), (430, 420), (310, 430)))
t = Table(1800, 1200, [wood], bases)
out = [t.closest_enemy_units(f"u{{k}}", 250, visible_only=True) for k in range(12)]
out += [t.can_see("u0", f"u{{k}}", strip=10.0) for k in range(1, 12, 2)]
out += [t.push_aside(Base("c1", "c1", 0, 180, 310, 20, 40, 20, character=True), bases)]
print(hashlib.sha256(repr(out).encode()).hexdigest())
"""


def test_answers_do_not_depend_on_the_hash_seed():
    root = str(Path(__file__).resolve().parents[2])
    digests = set()
    for seed in ("0", "1", "777"):
        run = subprocess.run(
            [sys.executable, "-c", _PROBE.format(root=root)],
            capture_output=True,
            text=True,
            check=True,
            env={"PYTHONHASHSEED": seed, "PATH": ""},
        )
        digests.add(run.stdout.strip())
    assert len(digests) == 1


box_edges = st.floats(min_value=-60, max_value=300, allow_nan=False)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(stands("x", "u2"), min_size=1, max_size=12),
    st.tuples(box_edges, box_edges, st.floats(0, 250), st.floats(0, 250)),
    st.booleans(),
)
def test_the_stands_found_in_a_box_are_those_whose_bounds_meet_it_in_id_order(found, box, characters):
    """The box query answers as pymunk's bounding-box query would: touching counts, characters only if asked."""
    import pymunk

    from game.table.boxgrid import BoxGrid

    bases = [
        Base(f"s{i}", f"u{i}", 0, b.x, b.y, b.facing, b.width, b.depth, character=(i % 4 == 3))
        for i, b in enumerate(found)
    ]
    x0, y0, w, h = box
    query = (x0, y0, x0 + w, y0 + h)
    space = pymunk.Space()
    shapes = {}
    for b in bases:
        shape = pymunk.Poly(space.static_body, b.corners())
        shape.filter = pymunk.ShapeFilter(categories=2 if b.character else 1)
        space.add(shape)
        shapes[shape] = b.id
    mask = 1 | (2 if characters else 0)
    hits = space.bb_query(pymunk.BB(*query), pymunk.ShapeFilter(mask=mask))
    expected = sorted((shapes[s] for s in hits), key=lambda i: int(i[1:]))
    assert [b.id for b in BoxGrid(bases).meeting(query, characters)] == expected


grid_coords = st.integers(min_value=0, max_value=8).map(lambda k: 10.0 * k)
square = st.sampled_from([0.0, 90.0, 180.0, 270.0])


@st.composite
def lined_up(draw, sid):
    """Stands on a 10 mm grid facing square on: edges that touch exactly, as in a battle line."""
    w, d = draw(sizes)
    return Base(sid, sid, 0, draw(grid_coords), draw(grid_coords), draw(square), w, d)


@settings(max_examples=300, deadline=None)
@given(
    st.one_of(stands("a"), lined_up("a")),
    st.one_of(stands("c", "u2"), lined_up("b")),
    st.sampled_from([0.0, 0.75, 1.0, 1.5]),
)
def test_overlapping_says_whether_the_penetration_is_deeper_than_the_tolerance(a, b, tolerance):
    assert overlapping(a, b, tolerance) == (penetration(a, b)[0] > tolerance)
