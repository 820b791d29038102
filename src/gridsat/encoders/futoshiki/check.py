"""Futoshiki's independent checker: the rules, checked directly on the filled grid."""
from __future__ import annotations

from ...latin import digit_problems, latin_problems
from ...render.text import cell_name


def check(p, sol) -> list[str]:
    n, g = p.size, sol.grid
    problems = digit_problems(g, n, p.givens)
    if problems:
        return problems
    problems = latin_problems(g, n, "each digit")
    for (r1, c1), (r2, c2) in p.greater:
        if not g[r1][c1] > g[r2][c2]:
            problems.append(f"{cell_name(r1, c1)} = {g[r1][c1]} is not greater than "
                            f"{cell_name(r2, c2)} = {g[r2][c2]}")
    if p.adjacent:
        marked = {frozenset(pair) for pair in p.consecutive}
        for (r1, c1), (r2, c2) in p.neighbour_pairs():
            one_apart = abs(g[r1][c1] - g[r2][c2]) == 1
            if one_apart != (frozenset(((r1, c1), (r2, c2))) in marked):
                problems.append(f"{cell_name(r1, c1)} = {g[r1][c1]} and {cell_name(r2, c2)} = {g[r2][c2]} "
                                + ("differ by one without a mark" if one_apart else "are marked but do not "
                                   "differ by one"))
    return problems
