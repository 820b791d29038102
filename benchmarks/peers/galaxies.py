"""Galaxies against a CP-SAT model of the rules (puzzlekit has no Galaxies solver).  The
region-division part (``division``) is shared with the Araf and Fillomino rows."""
from __future__ import annotations

from ortools.sat.python import cp_model

from gridsat.answers import REGIONS

PEER = "cpsat"
PUZZLES = [
    ("Tatham 7x7 a", "7x7dn:gdfscshoczaezg"),
    ("Tatham 7x7 b", "7x7dn:deyzggqtzgbe"),
    ("Tatham 10x10", "10x10dn:rzrzayqduezzfzaxpmcjdzcm"),
    ("Tatham 15x15", "15x15dn:hfjzsgdzzbkczefnkfzzzqiezlmzhmefizffikvmkyzboezzfqiiqzlrzijhp"),
]


def division(model, p, allowed: dict, roots: dict, optional: bool = False) -> dict:
    """``x[cell, key]`` "cell in key's region" for the cells ``allowed[key]``; every cell in one
    region; each region joined to ``roots[key]`` through itself (a distance per cell, a parent
    of one less in the same region).  ``optional``: a region exists when its root is in it."""
    n = p.rows * p.cols
    x = {(c, k): model.new_bool_var("") for k, cells in allowed.items() for c in cells}
    for c in p:
        model.add_exactly_one([x[c, k] for k in allowed if (c, k) in x])
    dist = {c: model.new_int_var(0, n, "") for c in p}
    for k, cells in allowed.items():
        root = roots[k]
        if not optional:
            model.add(x[root, k] == 1)
        for c in cells:
            if c == root:
                continue
            if optional:
                model.add_implication(x[c, k], x[root, k])
            parents = []
            for nb in p.neighbours(*c):
                if (nb, k) in x:
                    y = model.new_bool_var("")
                    model.add_implication(y, x[nb, k])
                    model.add(dist[nb] + 1 == dist[c]).only_enforce_if(y)
                    parents.append(y)
            model.add_bool_or(parents + [x[c, k].Not()])
    return x


def regions_of(solver, x) -> object:
    groups: dict = {}
    for (c, k), v in x.items():
        if solver.value(v):
            groups.setdefault(k, []).append(c)
    return REGIONS.make(groups.values())


def build_cpsat(p):
    from benchmarks.cpsat_models import CpModelOf
    model = cp_model.CpModel()
    dots = p.dots()
    allowed = {d: [c for c in p if p.inside(d[0] - c[0], d[1] - c[1])] for d in dots}
    x = division(model, p, allowed, {d: h[0] for d, h in dots.items()})
    for d, h in dots.items():
        for c in h:
            model.add(x[c, d] == 1)
        for c in allowed[d]:
            model.add(x[c, d] == x[(d[0] - c[0], d[1] - c[1]), d])
    return CpModelOf(model, list(x.values()), lambda solver: regions_of(solver, x))


def ours(solution_json):
    return sorted(sorted(map(tuple, region)) for region in solution_json["regions"])
