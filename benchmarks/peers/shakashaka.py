"""Shakashaka against a CP-SAT model of the rules (puzzlekit has no Shakashaka solver)."""
from __future__ import annotations

from itertools import product

from ortools.sat.python import cp_model

PEER = "cpsat"
PUZZLES = [
    ("pzprjs test 6x6", "https://puzz.link/p?shakashaka/6/6/cgbhdhegdrb"),
    ("janko 001 8x8", "https://puzz.link/p?shakashaka/8/8/cj.l.lejejehdp.l7.b"),
    ("janko 004 10x10", "https://puzz.link/p?shakashaka/10/10/clcgcdrddgckcjckcgddrdcgala"),
    ("janko 005 10x10", "https://puzz.link/p?shakashaka/10/10/gcidp.i.ndpcadicx2cqdi"),
    ("janko 020 17x17", "https://puzz.link/p?shakashaka/17/17/bibiczseherbkahelbzkbodpemdbhdw.jcpdocibh.k6czlcg.q.p6."),
]


def ours(solution_json: dict):
    return sorted(map(tuple, solution_json["triangles"]))


def build_cpsat(p):
    """A Boolean per white cell and corner (at most one a cell); the numbers as sums; around every
    lattice point no maximal run of 1, 3, 5, 6 or 7 white wedges (the white areas rectangles)."""
    from benchmarks.cpsat_models import CpModelOf
    from gridsat.encoders import shakashaka as sk
    model = cp_model.CpModel()
    tri = {cell: {k: model.new_bool_var(f"t{cell}{k}") for k in sk.CORNERS} for cell in sk.white_cells(p)}
    for by in tri.values():
        model.add_at_most_one(by.values())
    for (r, c), n in p.numbers().items():
        model.add(sum(v for nb in p.neighbours(r, c) if nb in tri for v in tri[nb].values()) == n)
    for i in range(p.rows + 1):
        for j in range(p.cols + 1):
            wedges = [None if (cell := (i + dr, j + dc)) not in tri else (tri[cell][x], tri[cell][y])
                      for (dr, dc), x, y in sk.WEDGES]
            for start, k in product(range(8), sk.BAD_RUNS):
                run = [wedges[(start + t) % 8] for t in range(k)]
                if any(w is None for w in run):
                    continue
                sides = [wedges[e] for e in {(start - 1) % 8, (start + k) % 8} if wedges[e] is not None]
                for pick in product(*sides):
                    model.add_bool_or([v.Not() for v in pick] + [v for w in run for v in w])

    def decode(solver):
        return sk.GENRE.solution(tuple(sorted((r, c, k) for (r, c), by in tri.items() for k, v in by.items()
                                              if solver.value(v))))

    return CpModelOf(model, [v for by in tri.values() for v in by.values()], decode)
