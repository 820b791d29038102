"""Araf against a CP-SAT model of the rules (puzzlekit has no Araf solver)."""
from __future__ import annotations

from ortools.sat.python import cp_model

from benchmarks.peers.galaxies import division, ours, regions_of  # noqa: F401

PEER = "cpsat"
PUZZLES = [
    ("pzprjs test 5x5", "examples/araf-5x5.txt"),
    ("peers' list 6x6", "https://puzz.link/p?araf/6/6/h3j3j3p-1cj8j8h"),
    ("peers' list 9x9", "https://puzz.link/p?araf/9/9/44g644g14h9i9h33h4h61h1i9h9h395h1g4k1g6g4i7g1g2g9g1g4i9g5g9h"),
    ("peers' list 15x7", "https://puzz.link/p?araf/15/7/111g5a5g1fagaaazp125g898g817g464zp118g888g111g411"),
    ("peers' list 8x8", "https://puzz.link/p?araf/8/8/p45h7h44h87l8j2l3-10gabi5icbo"),
    ("10x10, two 50s", "https://puzz.link/p?araf/10/10/1h4h1h7i6h6heldh34n5icrai8nc9hblahah3ibh-32h-32hd"),
]


def build_cpsat(p):
    """A region rooted at the first of its two numbers; two numbers in it; its size strictly
    between them (enforced by the pair both numbers are in)."""
    from benchmarks.cpsat_models import CpModelOf
    model = cp_model.CpModel()
    num = p.numbers()
    clues = sorted(num)
    allowed = {x: [c for c in p if c not in clues[:i]] for i, x in enumerate(clues)}
    x = division(model, p, allowed, {k: k for k in clues}, optional=True)
    for k in clues:
        size = sum(x[c, k] for c in allowed[k])
        model.add(sum(x[c, k] for c in clues if (c, k) in x) == 2).only_enforce_if(x[k, k])
        for y in clues:
            if y > k:
                both = model.new_bool_var("")
                model.add_bool_and([x[k, k], x[y, k]]).only_enforce_if(both)
                model.add_bool_or([x[k, k].Not(), x[y, k].Not(), both])
                lo, hi = sorted((num[k], num[y]))
                model.add(size > lo).only_enforce_if(both)
                model.add(size < hi).only_enforce_if(both)
    return CpModelOf(model, list(x.values()), lambda solver: regions_of(solver, x))
