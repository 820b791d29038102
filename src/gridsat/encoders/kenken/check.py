"""KenKen's independent checker: the rules, checked directly on the filled board."""
from __future__ import annotations

from math import prod

from ...render.text import cell_name
from .puzzle import OP_NAMES


def check(p, sol) -> list[str]:
    n, g = p.size, sol.grid
    if len(g) != n or any(len(row) != n for row in g):
        return [f"the solution is not a {n}x{n} board"]
    problems = [f"{cell_name(r, c)} holds {v!r}, not a digit 1..{n}"
                for r, row in enumerate(g) for c, v in enumerate(row)
                if isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= n]
    if problems:
        return problems
    for i in range(n):
        for what, line in ((f"row {i + 1}", g[i]), (f"column {i + 1}", [g[r][i] for r in range(n)])):
            if sorted(line) != list(range(1, n + 1)):
                problems.append(f"{what} does not hold each of 1..{n} once")
    for cage in p.cages:
        vals = [g[r][c] for r, c in cage.cells]
        got = _result(cage.op, vals)
        if got != cage.target:
            problems.append(f"cage at {cell_name(*cage.cells[0])}: the {OP_NAMES[cage.op]} is "
                            f"{'none' if got is None else got}, the clue says {cage.target}")
    return problems


def _result(op: str, vals: list[int]) -> int | None:
    """What the cage's digits make with its operation (None: no whole quotient)."""
    if op == "+":
        return sum(vals)
    if op == "*":
        return prod(vals)
    if op == "-":
        return abs(vals[0] - vals[1])
    if op == "/":
        big, small = max(vals), min(vals)
        return big // small if big % small == 0 else None
    return vals[0]  # one cell, no operation
