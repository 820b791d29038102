"""Skyscrapers' independent checker: the rules, checked by looking along each line."""
from __future__ import annotations

from ...latin import digit_problems, latin_problems
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
    problems = digit_problems(g, n, p.givens, value="height")
    if problems:
        return problems
    problems = latin_problems(g, n, "each height")
    for side, i, k, cells in p.sight_lines():
        m = count_seen([g[r][c] for r, c in cells])
        if m != k:
            problems.append(f"{m} towers are seen from {clue_name(side, i)}, the clue says {k}")
    return problems
