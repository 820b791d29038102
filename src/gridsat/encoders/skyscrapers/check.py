"""Skyscrapers' independent checker: the rules, checked by looking along each line."""
from __future__ import annotations

from ...render.text import cell_name
from .puzzle import clue_name


def count_seen(heights) -> int:
    """How many towers one sees looking along ``heights`` (nearest first)."""
    seen, highest = 0, 0
    for h in heights:
        if h > highest:
            seen, highest = seen + 1, h
    return seen


def check(p, sol) -> list[str]:
    n, g = p.size, sol.grid
    if len(g) != n or any(len(row) != n for row in g):
        return [f"the solution is not a {n}x{n} grid"]
    problems = []
    for r in range(n):
        for c in range(n):
            v = g[r][c]
            if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= n:
                problems.append(f"{cell_name(r, c)} holds {v!r}, not a height 1..{n}")
            elif p.givens[r][c] and v != p.givens[r][c]:
                problems.append(f"{cell_name(r, c)} holds {v}, but the given is {p.givens[r][c]}")
    if problems:
        return problems
    for i in range(n):
        for name, line in ((f"row {i + 1}", g[i]), (f"column {i + 1}", [g[r][i] for r in range(n)])):
            if sorted(line) != list(range(1, n + 1)):
                problems.append(f"{name} does not hold each height 1..{n} once")
    for side, i, k, cells in p.sight_lines():
        m = count_seen([g[r][c] for r, c in cells])
        if m != k:
            problems.append(f"{m} towers are seen from {clue_name(side, i)}, the clue says {k}")
    return problems
