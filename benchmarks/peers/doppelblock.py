"""Doppelblock against a CP-SAT model of the rules (puzzlekit has no Doppelblock solver)."""
from __future__ import annotations

from ortools.sat.python import cp_model

PEER = "cpsat"
PUZZLES = [
    ("pzprjs test 5x5", "https://puzz.link/p?doppelblock/5/5/g6g34g10h"),
    ("cspuz-rs test 5x5", "https://puzz.link/p?doppelblock/5/5/61j4g35"),
    ("planted 6x6 (every sum)", "https://puzz.link/p?doppelblock/6/6/005023305501"),
]


def build_cpsat(p):
    """One-hot values 0 (black) .. n-2 per cell; per line two blacks and 1..n-2 once; each sum
    over the cells with a black before and after them."""
    from benchmarks.cpsat_models import CpModelOf
    from gridsat.encoders import doppelblock
    model, n = cp_model.CpModel(), p.rows
    x = {(cell, d): model.new_bool_var(f"x{cell},{d}") for cell in p for d in range(n - 1)}
    for cell in p:
        model.add_exactly_one(x[cell, d] for d in range(n - 1))
    for (r, c), v in p.clues().items():
        model.add(x[(r, c), 0 if v == "black" else v] == 1)
    for _, cells, total in p.lines():
        model.add(sum(x[cell, 0] for cell in cells) == 2)
        for d in range(1, n - 1):
            model.add_exactly_one(x[cell, d] for cell in cells)
        if total is None:
            continue
        parts = []
        for i, cell in enumerate(cells):
            inside = model.new_bool_var("")
            before, after = [x[y, 0] for y in cells[:i]], [x[y, 0] for y in cells[i + 1:]]
            if not before or not after:
                continue
            b, a = model.new_bool_var(""), model.new_bool_var("")
            model.add_max_equality(b, before)
            model.add_max_equality(a, after)
            model.add_bool_and([b, a, x[cell, 0].Not()]).only_enforce_if(inside)
            model.add_bool_or([b.Not(), a.Not(), x[cell, 0]]).only_enforce_if(inside.Not())
            value = sum(d * x[cell, d] for d in range(1, n - 1))
            part = model.new_int_var(0, n, "")
            model.add(part == value).only_enforce_if(inside)
            model.add(part == 0).only_enforce_if(inside.Not())
            parts.append(part)
        model.add(sum(parts) == total)

    def decode(solver):
        return doppelblock.NUMBERS.solution(tuple(tuple(next(d for d in range(n - 1) if solver.value(x[(r, c), d]))
                                                        for c in range(n)) for r in range(n)))

    return CpModelOf(model, list(x.values()), decode)


def ours(solution_json):
    return solution_json["grid"]
