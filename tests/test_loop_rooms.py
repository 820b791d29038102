"""Loops and rooms (gridsat.connectivity.rooms): on tiny grids, the loops the builder allows
equal the brute-force set (every simple cycle of the grid, networkx's) that satisfies the
same room rule: visits (border crossings / 2; a loop wholly inside a room visits it once),
loop cells per room, cells on and off the loop."""
import json
import random

import networkx as nx
import pytest

from gridsat import api
from gridsat.answers import canonical_loop
from gridsat.backends import make_backend
from gridsat.board import Board
from gridsat.cardinality import exactly
from gridsat.connectivity.rooms import cell_loop, cycles
from gridsat.declare import random_rooms
from gridsat.model import Model
from gridsat.solving import search

from .conftest import kit_marks, solve_kit  # noqa: F401 - the loop genres' tests take them from here

Grid = Board(rooms=True).puzzle_type("looprooms", __name__)


def answers(model, link_pairs, link):
    with make_backend(model) as be:
        res = search(model, be, "count", None)
    assert res.complete
    out = []
    for v in res.solutions:
        edges = [ab for ab in link_pairs if v.get(link[ab], False)]
        out.append(frozenset(edges))
    assert len(out) == len(set(out)), "an answer was reported twice"
    return set(out)


def nx_cycles(cells):
    g = nx.Graph()
    g.add_nodes_from(cells)
    g.add_edges_from((a, b) for a in cells for b in cells if a < b and abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1)
    out = set()
    for cyc in nx.simple_cycles(g):
        if len(cyc) >= 4:
            out.add(canonical_loop(cyc))
    return out


def edges_of(cyc):
    return frozenset(tuple(sorted(ab)) for ab in zip(cyc, cyc[1:] + cyc[:1]))


def visits(cyc, room) -> int:
    room = set(room)
    cross = sum((a in room) != (b in room) for a, b in zip(cyc, cyc[1:] + cyc[:1]))
    if cross == 0:
        return int(bool(room & set(cyc)))
    return cross // 2


def tiny(seed):
    rng = random.Random(seed)
    rows, cols = rng.randint(2, 3), rng.randint(3, 4)
    p = Grid(rooms=random_rooms(rng, rows, cols, rng.randint(1, 4)))
    cells = [x for x in p if rng.random() > 0.15]
    return rng, p, cells


@pytest.mark.parametrize("seed", range(8))
def test_cycles_are_networkx_simple_cycles(seed):
    _, p, cells = tiny(seed)
    assert set(cycles(cells)) == nx_cycles(cells)
    assert len(list(cycles(cells))) == len(set(cycles(cells)))


@pytest.mark.parametrize("method", ("distance", "rank", "lazy"))
@pytest.mark.parametrize("seed", range(10))
def test_visits_and_counts_match_brute_force(method, seed):
    rng, p, cells = tiny(seed)
    rooms = p.room_cells
    want_visits = {i: rng.randint(0, 2) for i in range(len(rooms)) if rng.random() < 0.6}
    want_count = {i: rng.randint(0, len(room)) for i, room in enumerate(rooms) if rng.random() < 0.4}
    off = rng.choice([None] + list(p))
    m = Model()
    lp = cell_loop(m, p, cells, method=method)
    for i, k in want_visits.items():
        lp.visits(m, rooms[i], k)
    for i, n in want_count.items():
        exactly(m, lp.cells_on(rooms[i]), n)
    if off is not None:
        m.add([-lp.on[off]])
    expected = set()
    for cyc in nx_cycles(cells):
        on = set(cyc)
        if all(visits(cyc, rooms[i]) == k for i, k in want_visits.items()) \
                and all(len(on & set(rooms[i])) == n for i, n in want_count.items()) and off not in on:
            expected.add(edges_of(cyc))
    pairs = [ab for ab in lp.link if ab[0] < ab[1]]
    assert answers(m, pairs, lp.link) == expected


def test_on_follows_the_loop_and_empty_loop():
    _, p, _ = tiny(3)
    m = Model()
    lp = cell_loop(m, p, empty=True)
    pairs = [ab for ab in lp.link if ab[0] < ab[1]]
    got = answers(m, pairs, lp.link)
    assert frozenset() in got and len(got) == len(nx_cycles(list(p))) + 1
    with make_backend(m) as be:
        res = search(m, be, "count", None)
    for v in res.solutions:
        on = {x for x in p if v.get(abs(lp.on[x]), False) == (lp.on[x] > 0)}
        ends = {x for ab in pairs if v.get(lp.link[ab], False) for x in ab}
        assert on == ends


def test_a_room_that_is_the_whole_grid_is_visited_once():
    p = Grid(rooms=[[0, 0], [0, 0]])
    m = Model()
    lp = cell_loop(m, p)
    lp.visits(m, p.room_cells[0], 1)
    pairs = [ab for ab in lp.link if ab[0] < ab[1]]
    assert len(answers(m, pairs, lp.link)) == 1
    m = Model()
    lp = cell_loop(m, p)
    lp.visits(m, p.room_cells[0], 2)
    assert answers(m, pairs, lp.link) == set()


# -- helpers for the loop genres' tests: published answers as sets of links -------------------------

STEP = {"n": (-1, 0), "s": (1, 0), "e": (0, 1), "w": (0, -1)}


def kit_links(solution: str) -> set:
    """The links of puzzlekit's loop notation (``R C`` then a token a cell: ``se``, ``ns``,
    ...; ``-`` / ``x`` off the loop; lines after the grid ignored)."""
    lines = [line.split() for line in solution.strip().splitlines()]
    rows = int(lines[0][0])
    out = set()
    for r, row in enumerate(lines[1:rows + 1]):
        for c, tok in enumerate(row):
            for ch in tok if set(tok) <= set(STEP) else "":
                dr, dc = STEP[ch]
                out.add(frozenset({(r, c), (r + dr, c + dc)}))
    return out


def loop_links(loop) -> set:
    loop = [tuple(x) for x in loop]
    return {frozenset(ab) for ab in zip(loop, loop[1:] + loop[:1])}


def round_trips(problem: str, genre: str) -> None:
    """puzzlekit's problem text survives native text, JSON, puzzlekit's text and the URL."""
    loaded = api.loads(problem, genre=genre)
    g, p = loaded.genre, loaded.puzzle
    assert g.parse(g.to_text(p)) == p
    assert g.from_json(json.loads(json.dumps(g.to_json(p)))) == p
    assert g.format("puzzlekit").write(p).split() == problem.split()
    assert g.format("puzzlink").read(g.format("puzzlink").write(p)) == p


def border_links(right: str, down: str) -> set:
    """The links of pzprjs's answer lines given apart: ``right``, per row (``/`` after each) a
    ``1`` or ``0`` per link to the cell on the right; ``down``, the same for links downwards."""
    def ones(text: str, dr: int, dc: int) -> set:
        return {frozenset({(r, c), (r + dr, c + dc)}) for r, row in enumerate(text.split("/")[:-1])
                for c, t in enumerate(row.split()) if t == "1"}
    return ones(right, 0, 1) | ones(down, 1, 0)


def pzprv3_links(text: str, rows: int, cols: int, skip: int) -> set:
    """The links of a pzprv3 answer: after ``skip`` rows (the puzzle's), ``rows`` lines of
    ``cols - 1`` horizontal links, then ``rows - 1`` lines of ``cols`` vertical ones."""
    parts = [x.split() for x in text.strip().strip("/").split("/")][4 + skip:]
    out = set()
    for r in range(rows):
        for c, v in enumerate(parts[r]):
            if v == "1":
                out.add(frozenset({(r, c), (r, c + 1)}))
    for r in range(rows - 1):
        for c, v in enumerate(parts[rows + r]):
            if v == "1":
                out.add(frozenset({(r, c), (r + 1, c)}))
    return out
