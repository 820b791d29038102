"""The shared window search for a second answer near a first (gridsat.nearby)."""
import itertools
import time

from gridsat import nearby
from gridsat.model import Model


def _two_of_four():
    """x(r, c) on a 2x2 board, exactly two true (as clauses: no three true, no three false)."""
    m = Model()
    x = {(r, c): m.var("x", r, c) for r in range(2) for c in range(2)}
    for trio in itertools.combinations(x.values(), 3):
        m.add([-v for v in trio])
        m.add(list(trio))
    for v in x.values():
        m.mark_primary(v)
    return m, x


def test_a_window_that_frees_a_different_answer_finds_it_and_one_that_does_not_finds_none():
    m, x = _two_of_four()
    first = {(0, 0): True, (0, 1): True, (1, 0): False, (1, 1): False}
    located = {(cell,): (v if first[cell] else -v) for cell, v in x.items()}
    end = time.monotonic() + 30
    # row 0 alone: (1, *) stay false, so row 0 must be the first answer's: nothing else there
    assert nearby.differing_inside(m, located, [(0, 0, 1, 2)], end, 5.0) is None
    # column 0: (0, 1) stays true, (1, 1) false; (0, 0) and (1, 0) may swap
    found = nearby.differing_inside(m, located, [(0, 0, 1, 2), (0, 0, 2, 1)], end, 5.0)
    assert found is not None
    got = {cell: found[v] for cell, v in x.items()}
    assert got != first and got[(0, 1)] and not got[(1, 1)] and sum(got.values()) == 2


def test_a_spent_deadline_finds_nothing():
    m, x = _two_of_four()
    located = {(cell,): v for cell, v in x.items()}
    assert nearby.differing_inside(m, located, [(0, 0, 2, 2)], time.monotonic() - 1, 5.0) is None


def test_squares_and_bands_cover_every_small_area():
    """Every k-1 x k-1 square of the board lies inside one k x k window (step 2), and every band
    of k-1 rows or columns inside one band."""
    for h, w in ((5, 5), (9, 14), (17, 17), (3, 20)):
        k = 7
        wins = list(nearby.squares(h, w, k, 2))
        assert all(0 <= r and 0 <= c and r + kh <= h and c + kw <= w for r, c, kh, kw in wins)
        for r in range(max(1, h - k + 2)):
            for c in range(max(1, w - k + 2)):
                cells = [(r + i, c + j) for i in range(min(k - 1, h)) for j in range(min(k - 1, w))]
                assert any(all(nearby.inside(win, cell) for cell in cells) for win in wins), (h, w, r, c)
        strips = list(nearby.bands(h, w, k, 2))
        for r in range(max(1, h - k + 2)):
            rows = [(r + i, c) for i in range(min(k - 1, h)) for c in range(w)]
            assert k >= w or any(all(nearby.inside(b, cell) for cell in rows) for b in strips), (h, w, r)
