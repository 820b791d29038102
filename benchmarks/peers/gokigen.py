"""Gokigen Naname (Slant) against a CP-SAT model of the rules (puzzlekit has no Slant solver)."""
from __future__ import annotations

from ortools.sat.python import cp_model

from gridsat.answers import Filling
from gridsat.encoders import gokigen as gk

PEER = "cpsat"
PUZZLES = [
    ("pzprjs test 4x4", "https://puzz.link/p?gokigen/4/4/iaegcgcj6a"),
    ("Tatham 5x5de", "5x5:b0c1b2b222b1b2a2022g111"),
    ("Tatham 8x8dh", "8x8:a1e1b31a22a21b2a1a3a11a113a2e11a31d3a1a2b13c3c1a13a21c1f"),
    ("Tatham 12x10dh", "12x10:c1c1c1a1a3c112a211a12a3e1a1a2a2a211a322b21a1232c211e2a331c21c13d1c3a2321a22a1a33b11a2a3"
                       "b12a1a2312a11h1d"),
]


def build_cpsat(p):
    """A Boolean per cell (``\\``), a count per point clue, and no loop as a forest: each slash
    points at one of its ends (its parent), each point has at most one parent, and a point's
    rank is below its parent's."""
    from benchmarks.cpsat_models import CpModelOf
    model = cp_model.CpModel()
    back = {cell: model.new_bool_var(f"back{cell}") for cell in p}
    lit = {}
    for (r, c), b in back.items():
        lit[gk.ends(r, c, gk.BACK)] = b
        lit[gk.ends(r, c, gk.SLASH)] = b.Not()
    touching: dict = {}
    for (a, z), x in lit.items():
        touching.setdefault(a, []).append(x)
        touching.setdefault(z, []).append(x)
    for r, row in enumerate(p.points):
        for c, n in enumerate(row):
            if n is not None:
                model.add(sum(touching[r, c]) == n)
    n_points = (p.rows + 1) * (p.cols + 1)
    rank = {pt: model.new_int_var(0, n_points, f"rank{pt}") for pt in touching}
    parent: dict = {pt: [] for pt in touching}
    for (a, z), x in lit.items():
        up, down = model.new_bool_var(""), model.new_bool_var("")  # a's parent is z / z's parent is a
        model.add(up + down == 1).only_enforce_if(x)
        model.add(up + down == 0).only_enforce_if(x.Not())
        model.add(rank[a] < rank[z]).only_enforce_if(up)
        model.add(rank[z] < rank[a]).only_enforce_if(down)
        parent[a].append(up)
        parent[z].append(down)
    for arcs in parent.values():
        model.add_at_most_one(arcs)

    def decode(solver):
        return Filling(tuple(tuple(gk.BACK if solver.value(back[r, c]) else gk.SLASH for c in range(p.cols))
                             for r in range(p.rows)))

    return CpModelOf(model, list(back.values()), decode)


def ours(solution_json):
    return [list(row) for row in solution_json["grid"]]


theirs = ours
