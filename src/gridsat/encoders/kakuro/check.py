"""Kakuro's independent checker: the digits of each run, read off the answer grid."""
from __future__ import annotations

from ...render.text import cell_name


def check(p, sol) -> list[str]:
    grid = sol.grid
    if len(grid) != p.height or any(len(row) != p.width for row in grid):
        return [f"the answer is not a {p.width}x{p.height} grid"]
    problems = []
    for r, row in enumerate(p.grid):
        for c, cell in enumerate(row):
            v = grid[r][c]
            if cell is None and (type(v) is not int or not 1 <= v <= 9):
                problems.append(f"{cell_name(r, c)} holds {v!r}, not a digit 1-9")
            elif cell is not None and v != 0:
                problems.append(f"{cell_name(r, c)} is a black cell, its entry must be 0")
    if problems:
        return problems
    for run in p.runs:
        digits = [grid[r][c] for r, c in run.cells]
        if len(set(digits)) != len(digits):
            problems.append(f"{run.name} repeats a digit ({' '.join(map(str, digits))})")
        if run.clue is not None and sum(digits) != run.clue:
            problems.append(f"{run.name} adds up to {sum(digits)}, its clue is {run.clue}")
    return problems
