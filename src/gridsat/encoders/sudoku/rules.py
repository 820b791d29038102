"""Sudoku's rules as constraints.  ``digit r c d`` is true when cell (r, c) holds d; the
givens and the choice between the full and the settled encoding are in encoding.py."""
from __future__ import annotations

from ...cardinality import at_most, exactly
from ...cardinality.pb import pb_equals
from ...render.text import cell_name
from .candidates import Candidates, every_digit


def board_rules(p, model, card: str = "auto", pb: str = "auto", left: Candidates | None = None) -> None:
    """Every rule except the givens, over the digits ``left`` open in each cell after settling
    the givens (a settled cell has no variable and stands for its digit).  Without ``left``:
    every digit of every cell, the full encoding."""
    settled = left is not None
    left = left if settled else every_digit(p)

    def one(lits) -> None:  # exactly one of lits
        exactly(model, lits, 1, card)

    var = {(r, c): [(d, model.var("digit", r, c, d)) for d in ds] for (r, c), ds in left.open.items()}

    def holding(cells) -> dict[int, list[int]]:  # digit -> the variables of the cells that may hold it
        out: dict[int, list[int]] = {}
        for cell in cells:
            for d, v in var.get(cell, ()):
                out.setdefault(d, []).append(v)
        return out

    # every cell holds one digit
    for (r, c), dv in var.items():
        with model.tag(f"{cell_name(r, c)} holds one digit"):
            one([v for _, v in dv])
    # every row, column, box (jigsaw region) and X diagonal holds each digit once
    for name, cells in p.houses():
        with model.tag(f"{name} holds each digit once"):
            held = holding(cells)
            for d in left.lacking(cells):
                one(held.get(d, []))
    # the digits of a killer cage differ and add up to its sum
    for cage in p.cages:
        with model.tag(f"cage at {cell_name(*cage.cells[0])} sums to {cage.total} without repeats"):
            held = holding(cage.cells)
            for d in left.lacking(cage.cells):
                at_most(model, held.get(d, []), 1, card)
            terms = [dv for cell in cage.cells for dv in var.get(cell, ())]
            known = sum(left.settled.get(cell, 0) for cell in cage.cells)
            pb_equals(model, [v for _, v in terms], [d for d, _ in terms], cage.total - known, pb)
