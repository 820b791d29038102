"""Sudoku's independent checker: the rules, checked directly on the filled board."""
from __future__ import annotations

from collections import Counter

from ...latin import digit_problems
from ...render.text import cell_name


def check(p, sol) -> list[str]:
    n, g = p.size, sol.grid
    problems = digit_problems(g, n, p.givens, board="board")
    if problems[:1] == [f"the solution is not a {n}x{n} board"]:
        return problems
    every = set(range(1, n + 1))
    for name, cells in p.houses():
        if {g[r][c] for r, c in cells} != every:  # n cells, n different digits: each once
            counts = Counter(g[r][c] for r, c in cells)
            problems += [f"{name} holds {d} {counts[d]} times" for d in range(1, n + 1) if counts[d] != 1]
    for cage in p.cages:
        vals = [g[r][c] for r, c in cage.cells]
        where = f"cage at {cell_name(*cage.cells[0])}"
        if len(set(vals)) != len(vals):
            problems.append(f"{where} repeats a digit")
        if all(isinstance(v, int) for v in vals) and sum(vals) != cage.total:
            problems.append(f"{where} sums to {sum(vals)}, needs {cage.total}")
    return problems
