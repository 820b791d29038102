"""Sudoku's rules as constraints.  ``digit r c d`` is true when cell (r, c) holds d; the
givens and the choice between the full and the settled encoding are in encoding.py."""
from __future__ import annotations

from ...cardinality.pb import pb_equals
from ...latin import Digits
from ...render.text import cell_name
from .candidates import Candidates, every_digit


def board_rules(p, model, left: Candidates | None = None) -> None:
    """Every rule except the givens, over the digits ``left`` open in each cell after settling
    the givens (a settled cell has no variable and stands for its digit).  Without ``left``:
    every digit of every cell, the full encoding."""
    left = left if left is not None else every_digit(p)
    # one of at most 9 digits: pairwise (36 binary clauses, no auxiliaries) where --card leaves
    # the choice, rather than auto's sequential counter; a batch of 9x9s on one shared solver
    # measured 1.10 against 1.51 CPU seconds for 1,349 puzzles (the model read back per answer
    # is 729 variables, not 3,321), and single puzzles the same within noise
    card = "pairwise" if p.size <= 9 else None

    grid = Digits(model, left.open)
    # every cell holds one digit
    grid.one_per_cell(tag=lambda cell: f"{cell_name(*cell)} holds one digit", prefer=card)
    # every row, column, box (jigsaw region) and X diagonal holds each digit once
    for name, cells in p.houses():
        with model.tag(f"{name} holds each digit once"):
            grid.once_in(cells, left.lacking(cells), exact=True, prefer=card)
    # the digits of a killer cage differ and add up to its sum
    for cage in p.cages:
        with model.tag(f"cage at {cell_name(*cage.cells[0])} sums to {cage.total} without repeats"):
            grid.once_in(cage.cells, left.lacking(cage.cells), prefer=card)
            terms = [dv for cell in cage.cells for dv in grid.lits(cell)]
            known = sum(left.settled.get(cell, 0) for cell in cage.cells)
            pb_equals(model, [v for _, v in terms], [d for d, _ in terms], cage.total - known)
