"""Nonogram's independent checker: the runs of each line, read off the answer grid."""
from __future__ import annotations

from itertools import groupby

from ...render.text import cell_name
from .puzzle import clue_text


def runs(values) -> tuple[int, ...]:
    """The lengths of the runs of 1s, in order."""
    return tuple(len(list(g)) for v, g in groupby(values) if v == 1)


def check(p, sol) -> list[str]:
    grid = sol.grid
    if len(grid) != p.height or any(len(row) != p.width for row in grid):
        return [f"the answer is not a {p.width}x{p.height} grid"]
    if any(v not in (0, 1) or type(v) is not int for row in grid for v in row):
        return ["every cell must be 0 (blank) or 1 (shaded)"]
    problems = []
    for name, clue, cells in p.lines():
        seen = runs(grid[r][c] for r, c in cells)
        if seen != tuple(clue):
            problems.append(f"{name} reads {clue_text(seen)}, its clue is {clue_text(clue)}")
    for (r, c), v in p.givens:
        if grid[r][c] != v:
            problems.append(f"{cell_name(r, c)} is given {'shaded' if v else 'blank'}")
    return problems
