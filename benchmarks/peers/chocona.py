"""Chocona against a CP-SAT model of the rules (puzzlekit has no Chocona solver)."""
from __future__ import annotations

from ortools.sat.python import cp_model

PEER = "cpsat"
PUZZLES = [
    ("pzprjs test 6x6", "https://puzz.link/p?chocona/6/6/8guumlfvo1eq33122g21g32"),
    ("janko 002 10x10", "https://puzz.link/p?chocona/10/10/4ll8r0m2g9abbrpn18e0sfvnuovvvanu81ub33140322122321"
                        "232231214g332"),
    ("janko 004 10x10", "https://puzz.link/p?chocona/10/10/13aclc0ph4pcjihj88jsc4coh0enhg6fbkdr4g55545435133"),
    ("janko 014 18x10", "https://puzz.link/p?chocona/18/10/0080060000dg03800r626pgp280b09ms6dvvg3vuvrfvu1vvo7fg0"
                        "00so7rhe7c1u001cb78d9a32645"),
]


def build_cpsat(p):
    """A Boolean per cell; no 2x2 block with exactly three shaded cells (every shaded area a
    rectangle); each number the sum of its room."""
    from benchmarks.cpsat_models import CpModelOf
    from gridsat.encoders import chocona
    model = cp_model.CpModel()
    shaded = {cell: model.new_bool_var(f"s{cell}") for cell in p}
    for r in range(p.rows - 1):
        for c in range(p.cols - 1):
            block = [shaded[r + dr, c + dc] for dr in (0, 1) for dc in (0, 1)]
            model.add(sum(block) != 3)
    for (r, c), n in p.numbers().items():
        model.add(sum(shaded[x] for x in p.room_cells[p.rooms[r][c]]) == n)

    def decode(solver):
        return chocona.GENRE.solution(tuple(cell for cell, v in shaded.items() if solver.value(v)))

    return CpModelOf(model, list(shaded.values()), decode)
