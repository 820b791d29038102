"""Digits in cells, one-hot: the builder behind Sudoku and every Latin-square genre (KenKen,
Skyscrapers, Futoshiki, ...).

A :class:`Digits` grid gives each open cell one variable per digit it may still hold
(``model.var(name, r, c, d)``: "cell (r, c) holds d").  Cells that are settled (a given, or a
digit fixed before encoding) have no variables: they stand for their digit.  The rules are
two sentences, each one method:

* :meth:`Digits.one_per_cell`: every open cell holds exactly one of its digits;
* :meth:`Digits.once_in`: a group of cells (row, column, box, cage) holds each digit at most
  once, or exactly once (``exact``: a house that holds every digit).

:func:`latin_square` is the usual n x n square with digits 1..n: one digit per cell, each
digit once in every row and every column.

Comparisons (Skyscrapers' sight lines) read better over :meth:`Digits.at_least`: "cell
holds d or more", an order encoding tied to the one-hot variables.  In-process solving can
first :func:`settle` what the givens force (naked and hidden singles, plus a genre's own
pair rules) and write the square over what is left (:func:`latin_square_over`).

For the checkers and the brute force (no encoding here): :func:`latin_problems` reads a
filled grid directly against the Latin rule; :func:`latin_squares` lists every n x n square.
"""
from __future__ import annotations

from contextlib import nullcontext
from functools import lru_cache
from itertools import permutations
from typing import Callable, Hashable, Iterable, Mapping, Sequence

from .cardinality import at_most, exactly
from .model import Model
from .render.text import cell_name

Cell = tuple[int, int]


class Digits:
    """One-hot digit variables over cells.  ``open`` maps each open cell to the digits it may
    hold (in order); ``settled`` maps each settled cell to its digit (no variables)."""

    def __init__(self, model: Model, open: Mapping[Cell, Sequence[int]],
                 settled: Mapping[Cell, int] | None = None, name: Hashable = "digit") -> None:
        self.model = model
        self.name = name
        self.settled = dict(settled or {})
        self._at_least: dict[Cell, list[tuple[int, int | bool]]] = {}
        self.var: dict[Cell, list[tuple[int, int]]] = {
            (r, c): [(d, model.var(name, r, c, d)) for d in ds] for (r, c), ds in open.items()}

    def lits(self, cell: Cell) -> list[tuple[int, int]]:
        """``[(digit, variable), ...]`` of an open cell (empty for a settled cell)."""
        return self.var.get(cell, [])

    def value(self, cell: Cell, values: Mapping[int, bool]) -> int:
        """The digit ``cell`` holds in an answer (``values``: variable -> truth): its settled
        digit, else the digit whose variable is true; 0 for none (a cell without digits)."""
        if cell in self.settled:
            return self.settled[cell]
        return next((d for d, v in self.lits(cell) if values.get(v)), 0)

    def lit(self, cell: Cell, d: int) -> int | bool:
        """"``cell`` holds ``d``" as a variable, or True/False when that is already known."""
        if cell in self.settled:
            return self.settled[cell] == d
        for dd, v in self.var.get(cell, ()):
            if dd == d:
                return v
        return False

    def at_least(self, cell: Cell, d: int) -> int | bool:
        """"``cell`` holds ``d`` or more": True/False when that is known, else a variable of
        the cell's order encoding (``model.var(name + ">=", r, c, d)``), built on the cell's
        first use and tied both ways to its one-hot variables.  Build it outside clue tags
        (call it once per cell first): a definition must not hang on one clue's selector."""
        if cell in self.settled:
            return self.settled[cell] >= d
        order = self._at_least.get(cell)
        if order is None:
            order = self._at_least[cell] = self._order(cell)
        return next((lit for digit, lit in order if digit >= d), False)

    def _order(self, cell: Cell) -> list[tuple[int, int | bool]]:
        """``[(digit, "holds digit or more"), ...]`` in rising order; the lowest is True."""
        m, (r, c) = self.model, cell
        dv = sorted(self.var.get(cell, ()))
        order: list[tuple[int, int | bool]] = [(d, m.var(f"{self.name}>=", r, c, d) if k else True)
                                               for k, (d, _) in enumerate(dv)]
        for k, (d, x) in enumerate(dv):
            here = order[k][1]
            above = order[k + 1][1] if k + 1 < len(dv) else None
            # holds d or more  <=>  holds d, or holds the next digit or more
            if here is not True:
                m.add([-x, here])
                m.add([-here, x] + ([above] if above else []))
            if above:
                m.add([-x, -above])
                if here is not True:
                    m.add([-above, here])
        return order

    def holding(self, cells: Iterable[Cell]) -> dict[int, list[int]]:
        """digit -> the variables of the open cells among ``cells`` that may hold it."""
        out: dict[int, list[int]] = {}
        for cell in cells:
            for d, v in self.var.get(cell, ()):
                out.setdefault(d, []).append(v)
        return out

    def one_per_cell(self, card: str | None = None, tag: Callable[[Cell], str] | None = None,
                     prefer: str | None = None) -> None:
        """Every open cell holds exactly one of its digits (``tag(cell)`` names each rule for
        explanations; ``card``, ``prefer``: as for :func:`gridsat.cardinality.exactly`)."""
        for cell, dv in self.var.items():
            with self.model.tag(tag(cell)) if tag else nullcontext():
                exactly(self.model, [v for _, v in dv], 1, card, prefer)

    def once_in(self, cells: Iterable[Cell], digits: Iterable[int] | None = None,
                exact: bool = False, card: str | None = None, prefer: str | None = None) -> None:
        """Each digit (of ``digits``; default: every digit an open cell may hold) at most
        once among ``cells`` (exactly once with ``exact``).  A digit a settled cell of the
        group already holds is left out: the caller removes it from the open cells."""
        held = self.holding(cells)
        for d in (sorted(held) if digits is None else digits):
            (exactly if exact else at_most)(self.model, held.get(d, []), 1, card, prefer)


def latin_square(model: Model, n: int, givens: Mapping[Cell, int] | None = None,
                 card: str | None = None, name: Hashable = "digit") -> Digits:
    """An n x n Latin square over the digits 1..n: every cell one digit, every digit once in
    each row and each column.  ``givens`` (cell -> digit) are written as unit clauses, so
    every answer variable exists (what an export and an explanation need)."""
    grid = Digits(model, {(r, c): range(1, n + 1) for r in range(n) for c in range(n)}, name=name)
    grid.one_per_cell(card)
    for i in range(n):
        grid.once_in([(i, c) for c in range(n)], range(1, n + 1), exact=True, card=card)
        grid.once_in([(r, i) for r in range(n)], range(1, n + 1), exact=True, card=card)
    for cell, d in (givens or {}).items():
        model.add([grid.lit(cell, d)])
    return grid


def settle(n: int, domains: Mapping[Cell, Iterable[int]],
           pairs: Callable[[Cell, dict], Iterable[tuple[Cell, set]]] | None = None
           ) -> tuple[dict[Cell, int], dict[Cell, tuple[int, ...]]] | None:
    """What the Latin rules force on an n x n square before any search, from the digits each
    cell may hold (``domains``, every cell): a cell left with one digit takes it from the rest
    of its row and column (naked single), a digit with one place left in a row or column goes
    there (hidden single), until nothing changes.  ``pairs(cell, domains)``, when given, says
    what a genre's own rules then keep of other cells' digits (``(other, digits), ...``; e.g.
    Futoshiki's signs); it is asked for every cell first, then for each cell that narrows.
    ``(settled, open)``: cell -> digit, and cell -> the digits left (ascending); None when a
    cell, row or column runs out of room (no answer).  Every digit taken out is one that no
    answer holds."""
    dom = {cell: set(ds) for cell, ds in domains.items()}
    if not all(dom.values()):
        return None
    lines = [[(i, c) for c in range(n)] for i in range(n)] + [[(r, i) for r in range(n)] for i in range(n)]
    todo, waiting = list(range(2 * n)), [True] * (2 * n)  # lines to look for hidden singles in
    singles = [x for x, ds in dom.items() if len(ds) == 1]  # cells to clear their digit around
    cells = list(dom) if pairs else []  # cells whose pairs to look at (again)

    def narrowed(x: Cell) -> None:
        for k in (x[0], n + x[1]):
            if not waiting[k]:
                waiting[k] = True
                todo.append(k)
        if len(dom[x]) == 1:
            singles.append(x)
        if pairs:
            cells.append(x)

    while singles or cells or todo:
        if singles:  # a naked single: its digit leaves the rest of its row and column
            x = singles.pop()
            (d,) = dom[x]
            for y in lines[x[0]] + lines[n + x[1]]:
                if y != x and d in dom[y]:
                    dom[y].discard(d)
                    if not dom[y]:
                        return None
                    narrowed(y)
        elif cells:
            for y, keep in pairs(cells.pop(), dom):
                if keep != dom[y]:
                    if not keep:
                        return None
                    dom[y] = keep
                    narrowed(y)
        else:  # a hidden single: a digit with one place left in a line goes there
            k = todo.pop()
            waiting[k] = False
            places: dict[int, list[Cell]] = {}
            for x in lines[k]:
                for d in dom[x]:
                    places.setdefault(d, []).append(x)
            if len(places) < n:
                return None
            for d, (x, *more) in places.items():
                if not more and len(dom[x]) > 1:
                    dom[x] = {d}
                    narrowed(x)
    settled = {x: next(iter(ds)) for x, ds in dom.items() if len(ds) == 1}
    return settled, {x: tuple(sorted(ds)) for x, ds in dom.items() if len(ds) > 1}


def latin_square_over(model: Model, n: int, settled: Mapping[Cell, int], open: Mapping[Cell, Sequence[int]],
                      card: str | None = None, name: Hashable = "digit", digits: Sequence[int] | None = None) -> Digits:
    """The Latin square over what :func:`settle` left: settled cells get no variable, each
    open cell holds one of its digits, and each row and column holds once every digit of
    ``digits`` (default 1..n) that none of its settled cells holds.  With fewer than n digits
    the other cells of a line hold what their domains allow besides (a blank, 0)."""
    grid = Digits(model, open, settled, name=name)
    grid.one_per_cell(card)
    every = range(1, n + 1) if digits is None else digits
    for i in range(n):
        for line in ([(i, c) for c in range(n)], [(r, i) for r in range(n)]):
            have = {settled[x] for x in line if x in settled}
            grid.once_in(line, [d for d in every if d not in have], exact=True, card=card)
    return grid


def square_over(model: Model, n: int, left, **kw) -> Digits | None:
    """The Latin square over ``left``, what :func:`settle` (or a genre's own settling) left,
    ``(settled, open)`` (``kw``: as for :func:`latin_square_over`), its variables marked
    primary; None, and a formula without an answer, when ``left`` is None (the givens
    contradict each other before any search)."""
    if left is None:
        model.add([])
        return None
    grid = latin_square_over(model, n, *left, **kw)
    model.mark_primary(*(v for dv in grid.var.values() for _, v in dv))
    return grid


def clause(model: Model, lits) -> None:
    """A clause whose literals may be True/False (over settled cells): a true one satisfies
    it (nothing is written), false ones drop out."""
    kept = []
    for x in lits:  # one pass (``is``: variable 1 == True); encodings call this 10^5 times
        if x is True:
            return
        if x is not False:
            kept.append(x)
    model.add(kept)


def negate(x):
    """The negation of a literal: -x, or not x for True/False."""
    return (not x) if isinstance(x, bool) else -x


def impossible(model) -> None:
    """A clue that cannot hold (under its tag: the tag's selector must be off)."""
    v = model.aux()
    model.add_all([[v], [-v]])


def table(model, grid, cells, rows) -> None:
    """The cells hold one of ``rows`` (a table constraint: KenKen's cages, Skyscrapers' clue
    lines in explanations), written so that unit propagation rules out exactly the digits no
    remaining row has.  Settled cells (no variables) already hold theirs: the rows that
    disagree are dropped and the rest cut down to the open cells.  One
    open cell: its other digits are ruled out.  Two: every digit of one implies one of its
    partners in the other.  More: a selector per row, which sets the row's digits, and every
    digit of a cell implies one of the selectors of the rows that have it there."""
    lit = [dict(grid.lits(cell)) for cell in cells]  # digit -> variable (empty: settled)
    fixed = [(i, grid.settled[cell]) for i, cell in enumerate(cells) if not lit[i]]
    keep = [i for i in range(len(cells)) if lit[i]]
    rows = sorted({tuple(row[i] for i in keep) for row in rows
                   if all(row[i] == d for i, d in fixed) and all(row[i] in lit[i] for i in keep)})
    lit = [lit[i] for i in keep]
    if not rows:
        impossible(model)
    elif len(lit) == 1:
        have = {row[0] for row in rows}
        model.add_all([-v] for d, v in lit[0].items() if d not in have)
    elif len(lit) == 2:
        for i in (0, 1):  # each digit of one implies one of its partners in the other
            model.add_all([-v] + [lit[1 - i][row[1 - i]] for row in rows if row[i] == d] for d, v in lit[i].items())
    elif lit:
        sel = [model.aux() for _ in rows]
        model.add(sel)
        support = {(i, d): [s for s, row in zip(sel, rows) if row[i] == d] for i, ds in enumerate(lit) for d in ds}
        model.add_all([[-s, lit[i][d]] for s, row in zip(sel, rows) for i, d in enumerate(row)]
                      + [[-lit[i][d]] + ss for (i, d), ss in support.items()])


# -- checking a filled grid directly (no encoding) ---------------------------------------------

def digit_problems(grid: Sequence[Sequence], n: int, givens: Sequence[Sequence[int]] | None = None,
                   board: str = "grid", value: str = "digit") -> list[str]:
    """What keeps ``grid`` from being a filled n x n ``board`` of values 1..n: the wrong shape
    (that alone), else each cell not holding a ``value`` 1..n or not holding its given (0: none).
    Empty: the grid is safe to read for the rules."""
    if len(grid) != n or any(len(row) != n for row in grid):
        return [f"the solution is not a {n}x{n} {board}"]
    problems = []
    for r in range(n):
        for c in range(n):
            v = grid[r][c]
            if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= n:
                problems.append(f"{cell_name(r, c)} holds {v!r}, not a {value} 1..{n}")
            elif givens and givens[r][c] and v != givens[r][c]:
                problems.append(f"{cell_name(r, c)} holds {v}, but the given is {givens[r][c]}")
    return problems


def latin_problems(grid: Sequence[Sequence[int]], n: int, each: str = "each digit") -> list[str]:
    """The Latin rule read on a filled n x n grid: each row and each column that does not hold
    ``each`` 1..n once."""
    problems = []
    for i in range(n):
        for name, line in ((f"row {i + 1}", grid[i]), (f"column {i + 1}", [grid[r][i] for r in range(n)])):
            if sorted(line) != list(range(1, n + 1)):
                problems.append(f"{name} does not hold {each} 1..{n} once")
    return problems


@lru_cache(maxsize=4)
def latin_squares(n: int) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """Every n x n Latin square over 1..n, row by row (rows as permutations in lexicographic
    order): the brute force of a Latin genre's contract test."""
    rows = list(permutations(range(1, n + 1)))
    out = []

    def extend(board: list) -> None:
        if len(board) == n:
            out.append(tuple(board))
            return
        for row in rows:
            if all(row[c] != prev[c] for prev in board for c in range(n)):
                extend(board + [row])

    extend([])
    return tuple(out)
