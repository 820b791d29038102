"""KenKen's rules as constraints (docs/genres/kenken.md, "Encoding", has the measurements):
``digit r c d``, cell (r, c) holds d.  ``--cages cnf``: a cage as the table of its allowed digit
tuples (cages.py; past ``MAX_TUPLES``, a sum through the PB builders, a product as z3 arithmetic:
the puzzle then goes to z3); ``--cages z3``: every cage of two or more cells as z3 arithmetic.
Solving in-process, the tables first settle what they can (candidates.py)."""
from __future__ import annotations

from ...cardinality.pb import pb_equals
from ...context import ANSWERS_ONLY
from ...genre import Part
from ...latin import latin_square_over
from ...render.text import cell_name
from .cages import MAX_TUPLES, allowed, impossible, table, z3_cage
from .candidates import candidates
from .puzzle import OP_NAMES


# settle what the cage tables force first (candidates.py): only where the formula need only give
# the answers
SETTLE = Part("settle", when=ANSWERS_ONLY, help="settle what the cages force before encoding")


def rules(p, model, options):
    n, every = p.size, tuple(range(1, p.size + 1))
    limit = options.extra.get("kenken_max_tuples", MAX_TUPLES)
    sums = options.extra.get("kenken_sums", "tables")  # "pb": every sum through the PB builders
    use_z3 = options.cages == "z3"
    tables = [None if use_z3 and len(k.cells) > 1 else allowed(k, n, limit) for k in p.cages]
    early = options.on(SETTLE) and options.extra.get("kenken_settle", True)
    left = candidates(p, tables) if early else ({}, {(r, c): every for r in range(n) for c in range(n)}, tables)
    if left is None:  # the cages already contradict each other (or the Latin rules)
        impossible(model)
        return None
    settled, open_, tables = left
    # an n x n Latin square: every cell one digit, each digit once in every row and column
    grid = latin_square_over(model, n, settled, open_)
    model.mark_primary(*(v for cell in sorted(grid.var) for _, v in grid.lits(cell)))

    # each cage's digits make its target with its operation (a one-cell cage: its digit)
    for cage, rows in zip(p.cages, tables):
        cells = cage.cells
        clue = cage.clue() if len(cells) == 1 else f"{OP_NAMES[cage.op]} {cage.target}"
        with model.tag(f"cage at {cell_name(*cells[0])} ({clue})"):
            if cage.op == "+" and (sums == "pb" or rows is None) and len(cells) > 1 and not use_z3:
                terms = [(d, v) for cell in cells for d, v in grid.lits(cell)]
                known = sum(settled.get(cell, 0) for cell in cells)
                pb_equals(model, [v for _, v in terms], [d for d, _ in terms], cage.target - known)
            elif rows is None:  # z3 asked for, or too many tuples for a table
                z3_cage(model, grid, cage)
            else:
                table(model, grid, cells, rows)
    return grid
