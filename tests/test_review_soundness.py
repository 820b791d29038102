"""A second pair of eyes on three encoding changes (session 3): are their verdicts sound?

Each test compares what the solver says (every answer, the unique-mode verdict) with an
independent brute force written here (it shares no code with the encodings), on boards where
the new path is switched on: its threshold is lowered with monkeypatch where the real one
would need boards too big to enumerate, and each test asserts that the path ran.

1. Fillomino without a size cap (cbe3158): a region without a given past N = max(FREE, the
   largest given) is "big"; two touching big regions differ in size (lazy cuts in-process,
   unary sizes otherwise).  Here FREE is 1-3 (N is then the largest given, or 1-3), so
   regions of 2-12 cells are big and two of them touch on most boards.
2. Nurikabe's small sea (84b24d1): the sea's distances from its first cell, the shaded-cell
   count in place of the costliest island's own, that island lazy.  Forced on tiny boards
   (``nurikabe_small_sea="always"``) and switched on by itself on 7x7-9x8 boards with a huge
   island and 1-8 shaded cells (brute force: every connected sea of that size).
3. Numberlink's window search (``local.rerouted``, ``dominance.second``): a second answer it
   returns makes unique mode say "multiple" without another search, so it must be an answer
   (the checker) other than the first (another set of segments).  Windows of 2-3 cells, one
   apart, so that on tiny boards they are real windows (everything outside them assumed).
"""
from __future__ import annotations

import importlib
import random

import pytest
from pysat.solvers import Solver

import gridsat
from gridsat import api, encoders
from gridsat.genre import EncodeOptions

FILL = encoders.get("fillomino")
NURI = encoders.get("nurikabe")
LINK = encoders.get("numberlink")


def verdict(n: int) -> str:
    return "unsat" if n == 0 else "unique" if n == 1 else "multiple"


def enumerate_formula(genre, p, purpose: str, options=None) -> set:
    """Every answer of the formula compiled for ``purpose`` (``export``: the DIMACS formula;
    ``explain``: clues named; ``solve``: in-process, lazy cuts applied), by plain pysat
    enumeration blocked on the primary variables, decoded by the genre."""
    comp = api.compile_model(api.Loaded(genre, p, "t", None), options or EncodeOptions(), purpose=purpose)
    m, out = comp.model, set()
    with Solver(name="cadical195", bootstrap_with=m.hard_clauses()) as s:
        while s.solve():
            values = {abs(lit): lit > 0 for lit in s.get_model()}
            cuts = [c for fn in m.lazy for c in fn(values)]
            if cuts:
                for c in cuts:
                    s.add_clause(c)
                continue
            out.add(genre.decode(p, m, values, comp.info))
            block = m.blocking_clause(values)
            if not block:
                break
            s.add_clause(block)
    return out


# -- 1. Fillomino ----------------------------------------------------------------------------

def _near(cell):
    r, c = cell
    return ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1))


def fillomino_answers(cells) -> set:
    """Brute force: every division of the grid into connected regions (each grown from its
    first free cell), the givens matching their region's size, no two regions of one size
    touching; the answers as grids of sizes."""
    rows, cols = len(cells), len(cells[0])
    grid: dict = {}
    out = set()

    def regions_from(start, free):
        found, seen, todo = set(), set(), [frozenset([start])]
        while todo:
            s = todo.pop()
            if s in seen:
                continue
            seen.add(s)
            found.add(s)
            todo.extend(s | {w} for x in s for w in _near(x) if w in free and w > start and w not in s)
        return found

    def go(free):
        if not free:
            out.add(tuple(tuple(grid[r, c] for c in range(cols)) for r in range(rows)))
            return
        start = min(free)
        for s in regions_from(start, free):
            k = len(s)
            if any(cells[r][c] not in (None, k) for r, c in s):
                continue
            if any(grid.get(w) == k for x in s for w in _near(x) if w not in s):
                continue  # touches a placed region of the same size
            grid.update((x, k) for x in s)
            go(free - s)
            for x in s:
                del grid[x]

    go(frozenset((r, c) for r in range(rows) for c in range(cols)))
    return out


def touching_big(grid, n: int) -> bool:
    """Two regions of more than n cells side by side (touching cells of different numbers)."""
    rows, cols = len(grid), len(grid[0])
    return any(grid[r][c] > n and grid[r2][c2] > n and grid[r][c] != grid[r2][c2]
               for r in range(rows) for c in range(cols)
               for r2, c2 in ((r + 1, c), (r, c + 1)) if r2 < rows and c2 < cols)


def test_fillomino_brute_force_itself():
    # the brute force against the genre's own (all connected partitions, then its checker)
    p = FILL.puzzle(cells=[[None, 2, None], [None, None, None]])
    ref = {s.grid for s in FILL.candidates(p) if FILL.check(p, s) == []}
    assert fillomino_answers(p.cells) == ref and len(ref) > 1
    assert len(fillomino_answers([[1] + [None] * 10 + [1]])) == 48  # the owner's strip count


def _fill_board(rng, shapes):
    rows, cols = rng.choice(shapes)
    dens = rng.choice((0.0, 0.15, 0.3))
    return [[rng.choice((1, 2, 3, 4)) if rng.random() < dens else None for _ in range(cols)] for _ in range(rows)]


@pytest.mark.parametrize("free", [1, 2, 3])
@pytest.mark.parametrize("seed", range(3))
def test_fillomino_low_cap_every_answer_and_verdict(free, seed, monkeypatch):
    """FREE lowered: the regions past N are big on most boards.  Every answer under the lazy
    cuts (auto) and the unary sizes (rank), and unique mode's verdict, against brute force."""
    fm = importlib.import_module("gridsat.encoders.fillomino")
    monkeypatch.setattr(fm, "FREE", free)
    rng = random.Random(1000 * free + seed)
    on = two = 0
    for i in range(5):  # the first: 1x9 empty, 4 + 5 touching big regions at every cap here
        cells = [[None] * 9] if i == 0 else _fill_board(rng, ((1, 6), (1, 7), (2, 3), (2, 4), (3, 3)))
        p = FILL.puzzle(cells=cells)
        truth = fillomino_answers(cells)
        on += bool(fm.big_areas(p))
        two += any(touching_big(g, fm.largest(p)) for g in truth)
        for connect in ("auto", "rank"):
            sols = gridsat.solve(p, mode="all", options=EncodeOptions(connect=connect)).solutions
            assert {s.grid for s in sols} == truth and len(sols) == len(truth), (cells, connect)  # no answer twice
        assert gridsat.solve(p, mode="unique").status == verdict(len(truth)), cells
    assert on >= 2 and two >= 1  # the new path ran; answers with two touching big regions came up


@pytest.mark.parametrize("free", [1, 2])
def test_fillomino_low_cap_z3(free, monkeypatch):
    """The z3 backend (no lazy cuts: big sizes in unary): every answer and the verdict."""
    fm = importlib.import_module("gridsat.encoders.fillomino")
    monkeypatch.setattr(fm, "FREE", free)
    rng = random.Random(40 + free)
    for i in range(4):
        cells = [[None] * 7] if i == 0 else _fill_board(rng, ((1, 6), (2, 3), (2, 4)))  # 3 + 4 touch
        p = FILL.puzzle(cells=cells)
        truth = fillomino_answers(cells)
        sols = gridsat.solve(p, mode="all", backend="z3").solutions
        assert {s.grid for s in sols} == truth and len(sols) == len(truth), cells
        assert gridsat.solve(p, mode="unique", backend="z3").status == verdict(len(truth)), cells


@pytest.mark.parametrize("free", [1, 2])
@pytest.mark.parametrize("purpose", ["export", "explain"])
def test_fillomino_low_cap_export_and_explain_formulas(free, purpose, monkeypatch):
    """The DIMACS formula (big sizes counted in unary) and the explanation's (every region at
    its first cell, clues named) have exactly the brute force's answers."""
    fm = importlib.import_module("gridsat.encoders.fillomino")
    monkeypatch.setattr(fm, "FREE", free)
    rng = random.Random(77 + free)
    on = 0
    for _ in range(5):
        cells = _fill_board(rng, ((1, 6), (2, 3), (2, 4), (3, 3)))
        p = FILL.puzzle(cells=cells)
        on += bool(fm.big_areas(p))
        assert {s.grid for s in enumerate_formula(FILL, p, purpose)} == fillomino_answers(cells), cells
    assert on >= 2


@pytest.mark.parametrize("purpose", ["solve", "export"])
def test_fillomino_two_touching_big_regions_equal_and_unequal(purpose, monkeypatch):
    """N = 3 (FREE 3, givens 1): '1 [8 empty] 1' cannot be 4 + 4 (two big regions of one size
    side by side) but can be 8, 3 + 5, 5 + 3, 1 + 3 + 4 ...; '1 [9] 1' can be 4 + 5 and 5 + 4."""
    fm = importlib.import_module("gridsat.encoders.fillomino")
    monkeypatch.setattr(fm, "FREE", 3)
    for k, yes, no in ((8, [(8,), (3, 5), (5, 3), (4, 1, 3)], [(4, 4)]),
                       (9, [(4, 5), (5, 4), (9,)], [(4, 4, 1)])):
        cells = [[1] + [None] * k + [1]]
        got = {s.grid[0] for s in enumerate_formula(FILL, FILL.puzzle(cells=cells), purpose)}
        assert got == {g[0] for g in fillomino_answers(cells)}
        for sizes in yes + no:
            row = (1, *(s for s in sizes for _ in range(s)), 1)
            assert (row in got) == (sizes in yes), sizes


def test_fillomino_real_cap_regions_past_nine():
    """The real N (9): boards whose answers hold given-free regions of 10-12 cells, every
    answer against brute force (two touching ones need 21 free cells: the owner's 1 [22] 1
    test; here the low-cap tests above)."""
    boards = [
        [[1] + [None] * 12 + [1]],             # 154 answers, 3 with a region of 10-12
        [[1] + [None] * 5, [None] * 5 + [1]],  # 112 answers, one a region of 10
        [[None] * 6, [None] * 5 + [1]],        # 618 answers, 9 with a region of 10 or 11
    ]
    fm = importlib.import_module("gridsat.encoders.fillomino")
    big = 0
    for cells in boards:
        p = FILL.puzzle(cells=cells)
        assert fm.big_areas(p) and fm.largest(p) == 9
        truth = fillomino_answers(cells)
        big += sum(max(map(max, g)) > 9 for g in truth)
        got = {s.grid for s in gridsat.solve(p, mode="all").solutions}
        assert got == truth, cells
    assert big == 13


# sgt-filling --generate (Tatham's Filling, unique there): every one has a given-free area of
# more than 9 cells, so the new path is on (its 45 of this review: all unique in 0.8-11 s)
TATHAM_BIG = [
    "9x9:2a5d2a54a2a449b4b3a4f3a7c5a75a779b7b7a7a325a5d2d3a3b8a8a3b5",
    "9x9:6d1a446665a5a443b557a2a8c4d44a8a797b4b4b9a6b655a9b3c534a3c1d",
    "9x9:a824b9b4g4g99a4a83a9e35a5a8d8c752d7b3c18a7b4b3a3a3",
    "13x9:b5c7c45b6b74a5a77b5b96b577a5c99a65d4h59a22a6a66a9f4c65b6a436a46c6a33b44c3b5f",
    "13x9:2c2a3b1b2b588a23344c448d3b6c4b837b456b9b4a77d9b2a4c446a5d2a464e55a7a4a7a7a2b7g27",
    "15x15:a53f4b2b2b55425e9a5d543b5d5a61c8c69a9d33a4b6a654376b6e2c4a7c355337a4b7b4g7c4a666b7235g66c5d513a4e7a663b3a4b7567a6b6d8244c34c5a8a2c63c4a5b6b36e7",
    "15x15:b23b73e7b4a28e37c88c8b7c729a8b6b5a7b9d58684233d8c36a4a3a8c577f255a53d26a3b55a3d74b3a477a8a2a76a62a4c7c32d3i9a3e3c4844a99e22d4b964a3b5e3a2c24b426",
]


@pytest.mark.parametrize("gid", TATHAM_BIG[:1] + [pytest.param(g, marks=pytest.mark.slow) for g in TATHAM_BIG[1:]])
def test_fillomino_tatham_unique_with_and_without_any_cap(gid, monkeypatch):
    """Unique with the new path (real N = 9, big areas present) and with no size reasoning at
    all (FREE past the board: every size one-hot up to the board's, no big region): the same
    verdict and the same answer."""
    fm = importlib.import_module("gridsat.encoders.fillomino")
    p = fm.from_tatham(gid)
    assert fm.big_areas(p)
    new = gridsat.solve(p, mode="unique")
    monkeypatch.setattr(fm, "FREE", 10 ** 6)
    assert not fm.big_areas(p)
    plain = gridsat.solve(p, mode="unique")
    assert new.status == plain.status == "unique" and new.solutions == plain.solutions


# -- 2. Nurikabe's small sea -------------------------------------------------------------------

SMALL_SEA = EncodeOptions(extra={"nurikabe_small_sea": "always"})


def nurikabe_subsets(p) -> set:
    """Brute force for tiny boards: every set of cells without a clue that the checker accepts."""
    free = [x for x in p if x not in p.sizes]
    out = set()
    for bits in range(1 << len(free)):
        shaded = tuple(x for i, x in enumerate(free) if bits >> i & 1)
        if NURI.check(p, _shaded(shaded)) == []:
            out.add(frozenset(shaded))
    return out


def _shaded(cells):
    from gridsat.encoders.nurikabe import Solution

    return Solution(tuple(sorted(cells)))


def nurikabe_seas(p) -> set:
    """Brute force when the sea's size is known: every connected set of that many cells
    without a clue (grown cell by cell), those the checker accepts."""
    free = {x for x in p if x not in p.sizes}
    size, seen, found = p.sea_size, set(), set()
    todo = [frozenset([x]) for x in free]
    while todo:
        s = todo.pop()
        if s in seen:
            continue
        seen.add(s)
        if len(s) == size:
            found.add(s)
            continue
        todo.extend(s | {w} for x in s for w in _near(x) if w in free and w not in s)
    return {s for s in found if NURI.check(p, _shaded(s)) == []}


def _nuri_tiny(rng):
    """Random clues (all known: the small sea needs the sea's size), or a planted answer."""
    from gridsat.encoders.nurikabe import Puzzle

    h, w = rng.choice([(2, 3), (3, 3), (2, 4), (3, 4), (4, 3), (2, 5), (1, 5)])
    cells = [(r, c) for r in range(h) for c in range(w)]
    grid = [[None] * w for _ in range(h)]
    if rng.random() < 0.5:
        for r, c in rng.sample(cells, rng.randint(1, 3)):
            grid[r][c] = rng.randint(1, max(1, h * w - 3)) if rng.random() < 0.4 else rng.randint(1, 4)
        return Puzzle(grid)
    while True:
        shaded = {x for x in cells if rng.random() < 0.5}
        q = Puzzle([[None] * w for _ in range(h)])
        if shaded and len(shaded) < len(cells) and len(q.areas(shaded)) == 1 \
                and not any(all(x in shaded for x in b) for b in q.blocks()):
            break
    for island in q.areas(set(cells) - shaded):
        r, c = rng.choice(island)
        grid[r][c] = len(island)
    return Puzzle(grid)


def test_nurikabe_brute_forces_agree_with_the_genres():
    rng = random.Random(5)
    for _ in range(12):
        p = _nuri_tiny(rng)
        ref = {frozenset(s.shaded) for s in NURI.candidates(p) if NURI.check(p, s) == []}
        assert nurikabe_subsets(p) == ref
        if p.sea_size is not None and p.sea_size >= 1:
            assert nurikabe_seas(p) == ref


@pytest.mark.parametrize("seed", range(4))
def test_nurikabe_small_sea_forced_on_tiny_boards(seed):
    """The small-sea encoding forced: every answer and unique mode's verdict = brute force
    (random clues: mostly no answer; planted answers: one or several)."""
    rng = random.Random(300 + seed)
    on, verdicts = 0, set()
    for _ in range(10):
        p = _nuri_tiny(rng)
        info = api.compile_model(p, SMALL_SEA).info
        on += info.connect["sea"] == "distance"
        truth = nurikabe_subsets(p)
        verdicts.add(verdict(len(truth)))
        got = {frozenset(s.shaded) for s in gridsat.solve(p, "all", options=SMALL_SEA).solutions}
        assert got == truth, p.cells
        assert gridsat.solve(p, "unique", options=SMALL_SEA).status == verdict(len(truth)), p.cells
    assert on >= 5 and len(verdicts) >= 2


# 7x7-9x8 boards where the small sea switches on by itself (a huge island, 3-8 shaded cells)
NATURAL = [
    ("unique", {(0, 6): 1, (3, 5): 45}, (7, 7)),
    ("unique", {(0, 0): 1, (5, 4): 45}, (7, 7)),
    ("unique", {(3, 4): 44, (5, 7): 1}, (6, 8)),
    ("unsat", {(0, 0): 1, (6, 6): 1, (3, 3): 44}, (7, 7)),
    ("multiple", {(0, 0): 1, (4, 4): 44}, (7, 7)),
    ("multiple", {(0, 0): 2, (3, 4): 57}, (8, 8)),
    ("multiple", {(0, 0): 3, (3, 4): 56}, (8, 8)),
    ("unsat", {(0, 0): 2, (0, 2): 2, (5, 5): 55}, (8, 8)),
]


@pytest.mark.parametrize("want,clues,shape", NATURAL)
def test_nurikabe_small_sea_on_by_itself(want, clues, shape):
    """The default encoding on boards with a huge island and few shaded cells: the small sea
    is on (the sea by distances, the huge island lazy), and the answers and the verdict are
    the brute force's (every connected sea of the right size)."""
    from gridsat.encoders.nurikabe import Puzzle

    h, w = shape
    p = Puzzle([[clues.get((r, c)) for c in range(w)] for r in range(h)])
    info = api.compile_model(p, EncodeOptions()).info
    big = max(clues, key=clues.get)
    assert info.connect["sea"] == "distance" and info.connect[big] == "lazy"
    truth = nurikabe_seas(p)
    assert verdict(len(truth)) == want
    assert {frozenset(s.shaded) for s in gridsat.solve(p, "all").solutions} == truth
    assert gridsat.solve(p, "unique").status == want


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(3))
def test_nurikabe_small_sea_on_by_itself_planted(seed):
    """Planted answers on 7x7-9x8 boards (a random connected sea of 1-8 cells, a clue in
    each island): wherever the small sea switches on by itself, every answer = brute force."""
    from gridsat.encoders.nurikabe import Puzzle

    rng = random.Random(40 + seed)
    done = 0
    while done < 8:
        h, w = rng.choice([(7, 7), (6, 8), (8, 8), (8, 9)])
        sea = {(rng.randrange(h), rng.randrange(w))}
        size = rng.randint(1, 8)
        while len(sea) < size:
            x = rng.choice([y for c in sorted(sea) for y in _near(c)])
            if 0 <= x[0] < h and 0 <= x[1] < w:
                sea.add(x)
        q = Puzzle([[None] * w for _ in range(h)])
        if any(all(x in sea for x in b) for b in q.blocks()):
            continue
        grid = [[None] * w for _ in range(h)]
        for island in q.areas(set(q) - sea):
            r, c = rng.choice(island)
            grid[r][c] = len(island)
        p = Puzzle(grid)
        if api.compile_model(p, EncodeOptions()).info.connect["sea"] != "distance":
            continue
        done += 1
        truth = nurikabe_seas(p)
        assert frozenset(sea) in truth
        assert {frozenset(s.shaded) for s in gridsat.solve(p, "all").solutions} == truth, grid
        assert gridsat.solve(p, "unique").status == verdict(len(truth)), grid


# -- 3. Numberlink's window search -------------------------------------------------------------

FLAG = {"strict": "fill_all", "loose": "allow_empty"}


def _segments(sol) -> frozenset:
    return frozenset((label, frozenset(x)) for label, cells in sol.paths for x in zip(cells, cells[1:]))


def numberlink_answers(p, rule: str) -> dict:
    """Brute force: every set of segments (the genre's candidates) that the checker accepts
    under ``rule``, by its segments."""
    from gridsat.encoders.numberlink.puzzle import make_solution

    out = {}
    for s in LINK.candidates(p):
        s = make_solution(p, list(s.paths), rule, s.stray)
        if LINK.check(p, s) == []:
            out[_segments(s)] = s
    return out


def _second_answers(p):
    """For each rule: a second answer from the window search and from ``dominance.second`` after
    each of the first four answers the brute force finds, as ``(rule, answers, options, fn,
    first, other)`` (other None: none found); then, per rule, the unique-mode verdict checked
    against the brute force's."""
    from gridsat.encoders.numberlink import dominance, local

    for rule in ("strict", "loose"):
        truth = numberlink_answers(p, rule)
        options = EncodeOptions(genre={FLAG[rule]: True})
        for first in list(truth.values())[:4]:
            for fn in (local.rerouted, dominance.second):
                yield rule, truth, options, fn, first, fn(p, first, options)
        assert gridsat.solve(p, "unique", options=options).status == verdict(len(truth)), (p.grid, rule)


def _link_board(rng, shapes):
    from gridsat.encoders.numberlink import Puzzle

    h, w = rng.choice(shapes)
    grid = [[None] * w for _ in range(h)]
    k = rng.randint(1, min(4, h * w // 3))
    for i, (r, c) in enumerate(rng.sample([(r, c) for r in range(h) for c in range(w)], 2 * k)):
        grid[r][c] = str(i // 2 + 1)
    return Puzzle(tuple(map(tuple, grid)), numeric=True)


def _small_windows(monkeypatch, k: int):
    """Windows of k x k cells one apart (wide ones k + 1), on any board, with time to spare."""
    from gridsat.encoders.numberlink import local

    for name, value in (("LOCAL_MIN_CELLS", 0), ("WINDOW", k), ("STRIDE", 1), ("WIDE", k + 1),
                        ("WIDE_STRIDE", 1), ("SCAN_SECONDS", 30.0), ("CALL_SECONDS", 10.0)):
        monkeypatch.setattr(local, name, value)


@pytest.mark.parametrize("k", [2, 3])
@pytest.mark.parametrize("seed", range(3))
def test_numberlink_window_search_gives_another_real_answer(k, seed, monkeypatch):
    """Every answer of tiny boards as the first: what the window search (``rerouted``) and
    ``second`` (its moves, then the windows) return is an answer under the same rule, with
    other segments than the first (so never the first written differently); unique mode's
    verdict (the window search on, counted) is the brute force's."""
    from gridsat.encoders.numberlink import dominance, local

    _small_windows(monkeypatch, k)
    used = []
    real = dominance.rerouted
    monkeypatch.setattr(dominance, "rerouted", lambda *a, **kw: used.append(real(*a, **kw)) or used[-1])
    rng = random.Random(60 + 10 * k + seed)
    found = 0
    for _ in range(8):
        p = _link_board(rng, ((3, 3), (3, 4), (4, 3), (2, 4), (3, 5)))
        for rule, truth, options, fn, first, other in _second_answers(p):
            if other is None:
                continue
            found += fn is local.rerouted
            assert other.variant == rule and LINK.check(p, other) == [], (p.grid, rule)
            assert _segments(other) != _segments(first) and other != first, (p.grid, rule)
            assert _segments(other) in truth, (p.grid, rule)
    assert found >= 5 and used  # the windows found answers; unique mode (via second) ran them too


# strict boards (3x3-5x5) with several answers where the moves find no second one and the
# 3x3 windows do (found by a random search)
WINDOWED = [
    ("1..", "...", "..1"),
    (".....", ".....", ".21..", ".1.2.", "....."),
    ("...1.", "...1.", ".22..", "....."),
    ("..1..", "...2.", ".2...", "...1.", "....."),
    ("....", ".12.", "2..1"),
    ("....", ".11.", "2..2"),
]


@pytest.mark.parametrize("seed", range(3))
def test_numberlink_window_verdicts_match_the_whole_board_search(seed, monkeypatch):
    """Unique mode with 3x3 windows gives the verdict of unique mode without the window search
    (its board-size floor above the board): on generated 6x6-7x7 puzzles (unique under the
    strict rule; the windows find nothing) and on boards where the windows find the second
    answer (it passes the checker and has other segments than the first)."""
    from gridsat.encoders.numberlink import Puzzle, dominance, local
    from gridsat.generate import generate

    used = []
    real = dominance.rerouted
    monkeypatch.setattr(dominance, "rerouted", lambda *a, **kw: used.append(real(*a, **kw)) or used[-1])
    boards = [generate(LINK, (6 + i % 2, 6 + i % 2), 50 + seed, i + 1).puzzle for i in range(2)]
    boards += [Puzzle(tuple(tuple(None if x == "." else x for x in row) for row in rows), numeric=True)
               for rows in WINDOWED[2 * seed:2 * seed + 2]]
    statuses = set()
    for p in boards:
        for rule in ("strict", "loose"):
            options = EncodeOptions(genre={FLAG[rule]: True})
            monkeypatch.setattr(local, "LOCAL_MIN_CELLS", 10_000)
            plain = gridsat.solve(p, "unique", options=options)
            _small_windows(monkeypatch, 3)
            near = gridsat.solve(p, "unique", options=options)
            assert near.status == plain.status, (p.grid, rule)
            statuses.add(near.status)
            if near.status == "multiple":
                a, b = near.solutions[:2]
                assert LINK.check(p, b) == [] and _segments(a) != _segments(b)
    assert {"unique", "multiple"} <= statuses
    assert any(x is not None for x in used) and None in used  # the windows found, and found nothing


@pytest.mark.slow
@pytest.mark.parametrize("k", [2, 3])
def test_numberlink_window_search_many_tiny_boards(k, monkeypatch):
    """The first test's checks on 80 more boards a window size (this review's offline runs:
    600 boards, 3300 calls, 3100 answers found, none wrong)."""
    _small_windows(monkeypatch, k)
    rng = random.Random(7000 + k)
    for _ in range(80):
        p = _link_board(rng, ((3, 3), (3, 4), (4, 4), (4, 3), (2, 4), (3, 5)))
        for _, truth, _, _, first, other in _second_answers(p):
            if other is not None:
                assert LINK.check(p, other) == [] and _segments(other) in truth
                assert _segments(other) != _segments(first)


@pytest.mark.slow
@pytest.mark.parametrize("free", [1, 2, 3])
def test_fillomino_low_cap_many_boards(free, monkeypatch):
    """The low-cap comparison on 30 more boards a cap, up to 3x4 (offline: 360 boards)."""
    fm = importlib.import_module("gridsat.encoders.fillomino")
    monkeypatch.setattr(fm, "FREE", free)
    rng = random.Random(500 + free)
    for _ in range(30):
        cells = _fill_board(rng, ((1, 8), (2, 4), (2, 5), (3, 3), (3, 4)))
        p = FILL.puzzle(cells=cells)
        truth = fillomino_answers(cells)
        got = {s.grid for s in gridsat.solve(p, mode="all").solutions}
        assert got == truth, cells
        assert gridsat.solve(p, mode="unique").status == verdict(len(truth)), cells
