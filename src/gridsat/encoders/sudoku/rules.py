"""Sudoku's rules as constraints.  ``digit r c d`` is true when cell (r, c) holds d."""
from __future__ import annotations

from ...cardinality import at_most, exactly
from ...cardinality.pb import pb_equals
from ...render.text import cell_name
from . import cache
from .puzzle import Solution, sym


def rules(p, model, options) -> None:
    n = p.size
    fresh = cache.serves(model)  # asked before the first variable exists
    digit_vars(model, n)
    model.mark_primary(*range(model.var("digit", 0, 0, 1), model.var("digit", n - 1, n - 1, n) + 1))
    if fresh:  # the rules of this board shape, built once (a batch of 9x9s shares them)
        def build(m) -> None:
            digit_vars(m, n)
            board_rules(p, m, options.card, options.pb)

        cache.replay(model, (p.shape_key(), options.card, options.pb), build)
    else:
        board_rules(p, model, options.card, options.pb)

    # the givens stand
    for r in range(n):
        for c in range(n):
            d = p.givens[r][c]
            if d:
                with model.tag(f"given {sym(d, n)} at {cell_name(r, c)}"):
                    model.add([model.var("digit", r, c, d)])


def digit_vars(model, n: int) -> None:
    """The answer's variables, created first and in this order (digit r c d is number
    (r*n + c)*n + d of a fresh model)."""
    for r in range(n):
        for c in range(n):
            for d in range(1, n + 1):
                model.var("digit", r, c, d)


def board_rules(p, model, card: str = "auto", pb: str = "auto") -> None:
    """Every rule except the givens (they depend only on the board's shape)."""
    n = p.size
    digits = range(1, n + 1)

    def digit(r: int, c: int, d: int) -> int:
        return model.var("digit", r, c, d)

    # every cell holds one digit
    for r in range(n):
        for c in range(n):
            with model.tag(f"{cell_name(r, c)} holds one digit"):
                exactly(model, [digit(r, c, d) for d in digits], 1, card)
    # every row, column, box (jigsaw region) and X diagonal holds each digit once
    for name, cells in p.houses():
        with model.tag(f"{name} holds each digit once"):
            for d in digits:
                exactly(model, [digit(r, c, d) for r, c in cells], 1, card)
    # the digits of a killer cage differ and add up to its sum
    for cage in p.cages:
        with model.tag(f"cage at {cell_name(*cage.cells[0])} sums to {cage.total} without repeats"):
            for d in digits:
                at_most(model, [digit(r, c, d) for r, c in cage.cells], 1, card)
            pb_equals(model, [digit(r, c, d) for r, c in cage.cells for d in digits],
                      [d for _ in cage.cells for d in digits], cage.total, pb)


def decode(p, model, values, info=None) -> Solution:
    n = p.size
    grid = []
    for r in range(n):
        row = []
        for c in range(n):
            held = [d for d in range(1, n + 1) if values.get(model.var("digit", r, c, d))]
            row.append(held[0] if len(held) == 1 else 0)
        grid.append(tuple(row))
    return Solution(tuple(grid))
