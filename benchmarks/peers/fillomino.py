"""Fillomino against a CP-SAT model of the rules (puzzlekit has no Fillomino solver)."""
from __future__ import annotations

from ortools.sat.python import cp_model

from benchmarks.peers.galaxies import division
from gridsat.answers import Filling

PEER = "cpsat"
PUZZLES = [
    ("pzprjs test 6x6", "https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h"),
    ("Tatham 10x10 a", "10x10:a6e3b5e9e8a848a85b68a66a8c42a668b5a4e3c65a6a8a5a6b5f4b4b77a24a24a77a6"),
    ("Tatham 10x10 b", "10x10:c24a3c5c4a7c3a6c34a75a2f7b8b8c5a7b8c99a4b4f1d5c2a1a75a3d2e22"),
    ("Tatham 10x10 c", "10x10:a4a8f42a8a4b8b3a88778d42b7a22a773i31a2i2742b77a3c3a5a5b5a3443a553d"),
    ("Tatham 13x9", "13x9:a5d3a3b439b6369b4a3b92a6f5e55b666d1a55a6888g5b8c8b23a7b2f3a399a3a666b59d9c4"),
    ("published 22x17 (givens to 17)", "https://puzz.link/p?fillomino/22/17/i5h5h6h6k5i123i66g6g4h665i45h4h2l55j-11g-113k6g2h1g1h4g14g-11g33g22g1g31g455g4g55i14h1h42h-11i55g1h-11g4g5g32g43g442g3k1g4g1g1h33g4421812g1g32i55p82i51g3g371g455g12h1g5g5g3k4g252g38g88g1g2g1h5g76i2h35h3h21i55g2g65-10g44g4g54g63g4g52g2h6g1h1m2-10g4j41l1h6h3j714h-10g2g56i463i2k4h5h4h1i"),
]


def build_cpsat(p):
    """Regions rooted at their first cell (reading order), within N - 1 steps of it (N the
    largest size any region can have: gridsat's one-hot sizes, or the largest area of cells
    without a given); a size per cell, its region's count; neighbours in different regions
    have different sizes."""
    from benchmarks.cpsat_models import CpModelOf
    from gridsat.encoders.fillomino import big_areas, largest
    model = cp_model.CpModel()
    n = max([largest(p), *map(len, big_areas(p))])
    cells = list(p)
    allowed = {k: [c for c in cells if c >= k and abs(c[0] - k[0]) + abs(c[1] - k[1]) < n] for k in cells}
    x = division(model, p, allowed, {k: k for k in cells}, optional=True)
    val = {c: model.new_int_var(1, n, "") for c in cells}
    for c, g in p.numbers().items():
        model.add(val[c] == g)
    for k in cells:
        size = sum(x[c, k] for c in allowed[k])
        for c in allowed[k]:
            model.add(val[c] == size).only_enforce_if(x[c, k])
    for a, b in p.edges():
        for k in cells:
            if (a, k) in x:
                other = [x[b, k].Not()] if (b, k) in x else []
                model.add(val[a] != val[b]).only_enforce_if([x[a, k]] + other)
            if (b, k) in x and (a, k) not in x:
                model.add(val[a] != val[b]).only_enforce_if(x[b, k])

    def decode(solver):
        return Filling(tuple(tuple(solver.value(val[r, c]) for c in range(p.cols)) for r in range(p.rows)))

    return CpModelOf(model, list(val.values()), decode)


def ours(solution_json):
    return [list(row) for row in solution_json["grid"]]
