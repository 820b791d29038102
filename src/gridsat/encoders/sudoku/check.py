"""Sudoku's independent checker: the rules, checked directly on the filled board."""
from __future__ import annotations

from collections import Counter

from ...render.text import cell_name


def check(p, sol) -> list[str]:
    n = p.size
    g = sol.grid
    if len(g) != n or any(len(row) != n for row in g):
        return [f"the solution is not a {n}x{n} board"]
    problems = []
    for r in range(n):
        for c in range(n):
            v = g[r][c]
            if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= n:
                problems.append(f"{cell_name(r, c)} holds {v!r}, not a digit 1..{n}")
            elif p.givens[r][c] and v != p.givens[r][c]:
                problems.append(f"{cell_name(r, c)} holds {v}, but the given is {p.givens[r][c]}")
    every = set(range(1, n + 1))
    for name, cells in p.houses():
        if {g[r][c] for r, c in cells} == every:  # n cells, n different digits: each once
            continue
        counts = Counter(g[r][c] for r, c in cells)
        for d in range(1, n + 1):
            if counts[d] != 1:
                problems.append(f"{name} holds {d} {counts[d]} times")
    for cage in p.cages:
        vals = [g[r][c] for r, c in cage.cells]
        where = f"cage at {cell_name(*cage.cells[0])}"
        if len(set(vals)) != len(vals):
            problems.append(f"{where} repeats a digit")
        if all(isinstance(v, int) for v in vals) and sum(vals) != cage.total:
            problems.append(f"{where} sums to {sum(vals)}, needs {cage.total}")
    return problems
