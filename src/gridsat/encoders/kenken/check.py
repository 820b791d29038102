"""KenKen's independent checker: the rules, checked directly on the filled board."""
from __future__ import annotations

from math import prod

from ...latin import digit_problems, latin_problems
from ...render.text import cell_name
from .puzzle import OP_NAMES


def check(p, sol) -> list[str]:
    n, g = p.size, sol.grid
    problems = digit_problems(g, n, board="board")
    if problems:
        return problems
    problems = latin_problems(g, n, "each of")
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
