"""Futoshiki's independent checker: the rules, checked directly on the filled grid."""
from __future__ import annotations

from ...render.text import cell_name


def check(p, sol) -> list[str]:
    n, g = p.size, sol.grid
    if len(g) != n or any(len(row) != n for row in g):
        return [f"the solution is not a {n}x{n} grid"]
    problems = []
    for r in range(n):
        for c in range(n):
            v = g[r][c]
            if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= n:
                problems.append(f"{cell_name(r, c)} holds {v!r}, not a digit 1..{n}")
            elif p.givens[r][c] and v != p.givens[r][c]:
                problems.append(f"{cell_name(r, c)} holds {v}, but the given is {p.givens[r][c]}")
    if problems:
        return problems
    for i in range(n):
        for name, line in ((f"row {i + 1}", g[i]), (f"column {i + 1}", [g[r][i] for r in range(n)])):
            if sorted(line) != list(range(1, n + 1)):
                problems.append(f"{name} does not hold each digit 1..{n} once")
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
