"""Straight segments of a line through cell centres: how far it runs straight from a cell.

A loop (or path) through cell centres is given by its link literals ``link[a, b]`` ("the
line joins neighbouring cells a and b", both orders: :class:`gridsat.connectivity.rooms.
GridLoop`'s ``link``).  The *arm* of a cell in a direction (``UP``, ``RIGHT``, ``DOWN``,
``LEFT``: row and column steps) is how many steps the line runs straight from it that way:
0 when it does not leave the cell that way.  :class:`Runs` order-encodes every arm asked
for: ``runs.ge(cell, d, k)`` is "the arm is at least k" (``True`` for k <= 0, ``False`` past
the edge of the grid), defined both ways, ``ge(c, d, k) <-> link[c, c + d] and ge(c + d, d,
k - 1)``, so one cell's arm shares the literals of the cells further along.  The literals
are made when first asked for.

On the arms, with an optional guard (literals that must hold for the constraint to apply):

* :meth:`Runs.sum_is`: two arms add up to n (Geradeweg: the length of a straight stretch
  through a cell is its two arms along that axis; Balance Loop's number);
* :meth:`Runs.equal`, :meth:`Runs.differ`: two arms are equal / different (Balance Loop's
  white and black circles).

``tests/test_segments.py`` compares them with brute force over every set of links on small
grids.
"""
from __future__ import annotations

from typing import Mapping, Sequence

from ..model import Model

Cell = tuple[int, int]
UP, RIGHT, DOWN, LEFT = (-1, 0), (0, 1), (1, 0), (0, -1)
DIRECTIONS = (UP, RIGHT, DOWN, LEFT)
Lit = "int | bool"


class Runs:
    """Order-encoded arms of the line whose links are ``link`` (see the module notes)."""

    def __init__(self, model: Model, link: Mapping[tuple[Cell, Cell], int]) -> None:
        self.model, self.link = model, link
        self._ge: dict[tuple[Cell, tuple[int, int], int], int | bool] = {}

    def ge(self, cell: Cell, d: tuple[int, int], k: int):
        """The literal "the arm of ``cell`` towards ``d`` is at least ``k``" (or True/False)."""
        if k <= 0:
            return True
        key = (cell, d, k)
        if key not in self._ge:
            nxt = (cell[0] + d[0], cell[1] + d[1])
            step = self.link.get((cell, nxt))
            rest = False if step is None else self.ge(nxt, d, k - 1)
            if step is None or rest is False:
                self._ge[key] = False
            elif rest is True:
                self._ge[key] = step
            else:
                m, y = self.model, self.model.aux()
                m.add([-y, step])
                m.add([-y, rest])
                m.add([y, -step, -rest])
                self._ge[key] = y
        return self._ge[key]

    def longest(self, cell: Cell, d: tuple[int, int]) -> int:
        """An upper bound on the arm: the steps to the last cell the links reach that way."""
        k = 0
        while self.ge(cell, d, k + 1) is not False:
            k += 1
        return k

    def _clause(self, lits: Sequence, guard: Sequence[int]) -> None:
        if any(x is True for x in lits):
            return
        self.model.add([x for x in lits if x is not False] + [-g for g in guard])

    def _is(self, cell, d, i):
        """The two order literals whose ``ge_i and not ge_(i+1)`` says "the arm is exactly i"."""
        return self.ge(cell, d, i), self.ge(cell, d, i + 1)

    def sum_is(self, cell: Cell, a: tuple[int, int], b: tuple[int, int], n: int, guard: Sequence[int] = ()) -> None:
        """The arms of ``cell`` towards ``a`` and ``b`` add up to ``n``."""
        self._clause([_neg(self.ge(cell, a, n + 1))], guard)
        for i in range(n + 1):                               # arm a = i -> arm b = n - i
            ge_i, ge_next = self._is(cell, a, i)
            self._clause([_neg(ge_i), ge_next, self.ge(cell, b, n - i)], guard)
            self._clause([_neg(ge_i), ge_next, _neg(self.ge(cell, b, n - i + 1))], guard)

    def equal(self, cell: Cell, a: tuple[int, int], b: tuple[int, int], guard: Sequence[int] = ()) -> None:
        """The arms of ``cell`` towards ``a`` and ``b`` are equal."""
        for k in range(1, max(self.longest(cell, a), self.longest(cell, b)) + 1):
            x, y = self.ge(cell, a, k), self.ge(cell, b, k)
            self._clause([_neg(x), y], guard)
            self._clause([x, _neg(y)], guard)

    def differ(self, cell: Cell, a: tuple[int, int], b: tuple[int, int], guard: Sequence[int] = ()) -> None:
        """The arms of ``cell`` towards ``a`` and ``b`` differ."""
        for i in range(min(self.longest(cell, a), self.longest(cell, b)) + 1):
            ai, ai1 = self._is(cell, a, i)
            bi, bi1 = self._is(cell, b, i)
            self._clause([_neg(ai), ai1, _neg(bi), bi1], guard)


def _neg(x):
    return (not x) if isinstance(x, bool) else -x


def arm(links: set, cell: Cell, d: tuple[int, int]) -> int:
    """The arm of ``cell`` towards ``d`` in a set of links (pairs of cells, either order): for
    checkers."""
    k = 0
    while True:
        a = (cell[0] + k * d[0], cell[1] + k * d[1])
        b = (a[0] + d[0], a[1] + d[1])
        if (a, b) not in links and (b, a) not in links:
            return k
        k += 1


__all__ = ["UP", "RIGHT", "DOWN", "LEFT", "DIRECTIONS", "Runs", "arm"]
