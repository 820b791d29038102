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
"""
from __future__ import annotations

from contextlib import nullcontext
from typing import Callable, Hashable, Iterable, Mapping, Sequence

from .cardinality import at_most, exactly
from .model import Model

Cell = tuple[int, int]


class Digits:
    """One-hot digit variables over cells.  ``open`` maps each open cell to the digits it may
    hold (in order); ``settled`` maps each settled cell to its digit (no variables)."""

    def __init__(self, model: Model, open: Mapping[Cell, Sequence[int]],
                 settled: Mapping[Cell, int] | None = None, name: Hashable = "digit") -> None:
        self.model = model
        self.settled = dict(settled or {})
        self.var: dict[Cell, list[tuple[int, int]]] = {
            (r, c): [(d, model.var(name, r, c, d)) for d in ds] for (r, c), ds in open.items()}

    def lits(self, cell: Cell) -> list[tuple[int, int]]:
        """``[(digit, variable), ...]`` of an open cell (empty for a settled cell)."""
        return self.var.get(cell, [])

    def lit(self, cell: Cell, d: int) -> int | bool:
        """"``cell`` holds ``d``" as a variable, or True/False when that is already known."""
        if cell in self.settled:
            return self.settled[cell] == d
        for dd, v in self.var.get(cell, ()):
            if dd == d:
                return v
        return False

    def holding(self, cells: Iterable[Cell]) -> dict[int, list[int]]:
        """digit -> the variables of the open cells among ``cells`` that may hold it."""
        out: dict[int, list[int]] = {}
        for cell in cells:
            for d, v in self.var.get(cell, ()):
                out.setdefault(d, []).append(v)
        return out

    def one_per_cell(self, card: str = "auto", tag: Callable[[Cell], str] | None = None) -> None:
        """Every open cell holds exactly one of its digits (``tag(cell)`` names each rule for
        explanations)."""
        for cell, dv in self.var.items():
            with self.model.tag(tag(cell)) if tag else nullcontext():
                exactly(self.model, [v for _, v in dv], 1, card)

    def once_in(self, cells: Iterable[Cell], digits: Iterable[int] | None = None,
                exact: bool = False, card: str = "auto") -> None:
        """Each digit (of ``digits``; default: every digit an open cell may hold) at most
        once among ``cells`` (exactly once with ``exact``).  A digit a settled cell of the
        group already holds is left out: the caller removes it from the open cells."""
        held = self.holding(cells)
        for d in (sorted(held) if digits is None else digits):
            (exactly if exact else at_most)(self.model, held.get(d, []), 1, card)


def latin_square(model: Model, n: int, givens: Mapping[Cell, int] | None = None,
                 card: str = "auto", name: Hashable = "digit") -> Digits:
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
