"""The shared digit-grid builder (gridsat.latin): Latin squares counted against the known
numbers (and a direct enumeration), settled cells, at-most-once groups."""
from __future__ import annotations

from itertools import permutations, product

import pytest

from gridsat.latin import Digits, latin_square
from gridsat.model import Model
from tests.test_connectivity import answers


def squares(n, givens=None):
    m = Model()
    grid = latin_square(m, n, givens=givens)
    m.mark_primary(*(v for dv in grid.var.values() for _, v in dv))
    return m, grid


def direct_count(n, givens=None):
    """Latin squares written directly: rows are permutations, columns distinct."""
    count = 0
    for rows in product(permutations(range(1, n + 1)), repeat=n):
        if all(len({row[c] for row in rows}) == n for c in range(n)) and \
                all(rows[r][c] == d for (r, c), d in (givens or {}).items()):
            count += 1
    return count


@pytest.mark.parametrize("n,known", [(1, 1), (2, 2), (3, 12), (4, 576)])
def test_latin_squares_are_counted_right(n, known):
    m, _ = squares(n)
    assert len(answers(m)) == known
    if n <= 3:
        assert direct_count(n) == known


def test_givens_restrict_the_squares():
    givens = {(0, 0): 1, (1, 2): 3}
    m, grid = squares(3, givens)
    assert len(answers(m)) == direct_count(3, givens) > 0
    assert grid.lit((0, 0), 1) == m.var("digit", 0, 0, 1)


def test_settled_cells_have_no_variables_and_groups_can_allow_gaps():
    m = Model()
    grid = Digits(m, {(0, 1): [1, 2], (0, 2): [1, 2, 3]}, settled={(0, 0): 3})
    assert grid.lit((0, 0), 3) is True and grid.lit((0, 0), 1) is False
    assert grid.lit((0, 1), 3) is False and grid.lits((0, 0)) == []
    grid.one_per_cell()
    grid.once_in([(0, 1), (0, 2)])  # at most once: 1,2 / 2,1 / 1,3 / 2,3
    m.mark_primary(*(v for dv in grid.var.values() for _, v in dv))
    assert len(answers(m)) == 4


def test_clauses_over_settled_cells_and_the_square_over_what_settling_left():
    from gridsat.latin import clause, negate, square_over
    m = Model()
    assert square_over(m, 2, None) is None and m.clauses == [[]]  # no answer: an empty clause
    m = Model()
    grid = square_over(m, 2, ({(0, 0): 1}, {(0, 1): (2,), (1, 0): (2,), (1, 1): (1, 2)}))
    one = grid.lit((1, 1), 1)
    assert negate(True) is False and negate(False) is True and negate(one) == -one
    before = len(m.clauses)
    clause(m, [grid.lit((0, 0), 1), one])  # a true literal: nothing to write
    clause(m, [grid.lit((0, 0), 2), one])  # a false one drops out
    assert m.clauses[before:] == [[one]] and len(answers(m)) == 1


def test_the_digit_a_cell_holds_in_an_answer():
    m = Model()
    grid = Digits(m, {(0, 1): [1, 2]}, settled={(0, 0): 3})
    one, two = grid.lit((0, 1), 1), grid.lit((0, 1), 2)
    assert grid.value((0, 0), {}) == 3 and grid.value((0, 1), {one: False, two: True}) == 2
    assert grid.value((0, 1), {}) == 0 and grid.value((5, 5), {one: True}) == 0  # none true; no digits
