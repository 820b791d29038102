"""Sukoro against a CP-SAT model of the rules (puzzlekit has no Sukoro solver)."""
from __future__ import annotations

from ortools.sat.python import cp_model

PEER = "cpsat"
PUZZLES = [
    ("pzprjs test 5x5", "https://puzz.link/p?sukoro/5/5/2a2c4a2g2a4c2a2"),
    ("cspuz-rs test 4x4", "https://puzz.link/p?sukoro/4/4/a3d4f2b"),
    ("penpa test 5x4", "https://puzz.link/p?sukoro/5/4/1c2b3d4..e"),
    ("penpa test 8x8", "https://puzz.link/p?sukoro/8/8/b1a2a21a1a2a2b1a2a2a1b2a2a2a12a1a2a2b1a1a2a21a1a2a2b1a2a1a1"),
    ("solver examples 11x11", "https://puzz.link/p?sukoro/11/11/p2324d14e3b2b3g3b1h31c13h2b3g1b2b1e23d1434p"),
]


def build_cpsat(p):
    """One-hot values 0 (empty) .. 4 per cell; a number counts its numbered neighbours; equal
    numbers never adjacent; the numbered cells connected by distances from one root among them."""
    from benchmarks.cpsat_models import CpModelOf
    from gridsat.encoders import sukoro
    model, cells = cp_model.CpModel(), list(p)
    x = {(cell, v): model.new_bool_var(f"x{cell},{v}") for cell in cells for v in range(5)}
    numbered = {cell: x[cell, 0].Not() for cell in cells}
    for cell in cells:
        model.add_exactly_one(x[cell, v] for v in range(5))
    for cell, v in p.clues().items():
        model.add_bool_or([numbered[cell]] if v == "?" else [x[cell, v]])
    for cell in cells:
        nbs = p.neighbours(*cell)
        for v in range(1, 5):
            model.add(sum(numbered[y] for y in nbs) == v).only_enforce_if(x[cell, v])
    for a, b in p.edges():
        for v in range(1, 5):
            model.add_bool_or([x[a, v].Not(), x[b, v].Not()])
    root = {cell: model.new_bool_var(f"root{cell}") for cell in cells}
    model.add_exactly_one(root.values())
    dist = {cell: model.new_int_var(0, len(cells), f"dist{cell}") for cell in cells}
    for cell in cells:
        model.add_implication(root[cell], numbered[cell])
        model.add(dist[cell] == 0).only_enforce_if(root[cell])
        closer = []
        for nb in p.neighbours(*cell):
            a = model.new_bool_var("")
            model.add_implication(a, numbered[nb])
            model.add(dist[cell] == dist[nb] + 1).only_enforce_if(a)
            closer.append(a)
        model.add_bool_or(closer).only_enforce_if([numbered[cell], root[cell].Not()])

    def decode(solver):
        return sukoro.NUMBERS.solution(tuple(tuple(next(v for v in range(5) if solver.value(x[(r, c), v]))
                                                   for c in range(p.cols)) for r in range(p.rows)))

    return CpModelOf(model, [x[cell, v] for cell in cells for v in range(5)], decode)


def ours(solution_json):
    return solution_json["grid"]
