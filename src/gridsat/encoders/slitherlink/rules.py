"""Slitherlink's rules as constraints.

A variable per edge of the lattice (primary: the answer is the set of loop edges).  Each
number is a count over its cell's four sides.  One closed loop, two ways (``--loop-by``;
``auto``, the default, takes ``points`` where the connectivity is lazy (in-process
solving) and ``cells`` where it is an eager formula (DIMACS export, explanations,
``--connect rank|distance``): each measured the faster there):

* ``points``: the shared :func:`gridsat.connectivity.loop` (every point has 0
  or 2 loop edges, and the points on the loop are connected; ``--connect`` picks the
  encoding, lazy cuts by default in-process);
* ``cells``: every cell is inside or outside and the loop edges are where the two differ
  (so every point has an even number of them); no point has four (no two inside cells
  meet only at a corner), the inside cells are connected and so are the outside ones with
  the world beyond the grid (no holes).
"""
from __future__ import annotations

from dataclasses import dataclass

from ...cardinality import exactly
from ...connectivity import connected, loop, one_loop_closure, zero_or_two
from ...context import CORES, LAZY_CUTS
from ...genre import Part
from ...render.text import cell_name
from .puzzle import Puzzle, cell_edges


@dataclass
class Info:
    """What the rules hand to decode and to the implied parts."""

    edge: dict            # (point, point) -> edge variable (smaller point first)
    inside: dict | None   # cell -> "inside the loop" variable (the cells loop; else None)
    connect: str          # the connectivity encoding used


# --loop-by auto: the loop through the lattice points where its connectivity is cut lazily (a cut
# is checked on each answer), else through the cells inside it (eager encodings suit it better)
BY_POINTS = Part("loop by points", when=LAZY_CUTS, help="the loop through the lattice points")
# explanations through the cells: each lattice point's "0 or 2 loop edges" also written on its
# edges (the cells' exclusive ors hold it, but propagation reads it there only once a cell is
# known), so that a step reads a point as a person does
POINT_DEGREE = Part("point-degree", when=CORES, help="each lattice point's 0 or 2 loop edges on its edges")
# explanations: a number's corner that the loop passes by (an edge on there from outside the
# cell) holds at most one of the cell's two sides there, so the other two sides hold the rest
# but one: a 3 takes both, a 2 one of them (what a person reads off a 3 or a 2 at once)
CORNERS = Part("clue-corners", when=CORES, help="a number's corner passed by the loop leaves it one side there")


def rules(p: Puzzle, model, options) -> Info:
    from ...connectivity.graph import Graph

    edge = {e: model.var("edge", *e) for e in p.edges()}
    model.mark_primary(*edge.values())

    at: dict = {}  # lattice point -> its edges
    for e in edge:
        for point in e:
            at.setdefault(point, []).append(e)

    # a number in a cell says how many of its four sides the loop uses
    for (r, c), k in p.numbers().items():
        with model.tag(f"{cell_name(r, c)} has {k} side{'s' * (k != 1)} on the loop"):
            sides = cell_edges(r, c)
            exactly(model, [edge[e] for e in sides], k)
            if k in (2, 3) and options.on(CORNERS):
                for i in range(4):  # the corner between side i and side i + 1
                    a, b = sides[i], sides[(i + 1) % 4]
                    others = [edge[e] for e in sides if e not in (a, b)]
                    for y in at[(set(a) & set(b)).pop()]:
                        if y not in sides:
                            model.add_all([[-edge[y], x] for x in others] if k == 3 else [[-edge[y]] + others])

    # one closed loop along the grid lines (the rule of the genre, not a clue: explanations
    # name the numbers that cannot all hold)
    graph = Graph()
    by = options.loop_by
    if by == "auto":
        by = "points" if options.on(BY_POINTS) else "cells"
    if by == "points":
        graph.add_edges_from(edge)
        method, _ = loop(model, graph, edge=edge)
        return Info(edge, None, method)
    inside = inside_outside(p, model, edge)
    one_loop_closure(model, edge)  # (as loop() gives it: for the explanations' propagation)
    if options.on(POINT_DEGREE):
        for es in at.values():
            zero_or_two(model, [edge[e] for e in es])
    for r in range(p.height - 1):  # no two inside cells meet only at a corner
        for c in range(p.width - 1):
            a, b, x, y = inside[r, c], inside[r, c + 1], inside[r + 1, c], inside[r + 1, c + 1]
            model.add_all([[-a, b, x, -y], [a, -b, -x, y]])
    model.add(list(inside.values()))  # something is inside
    graph.add_nodes_from(inside)
    graph.add_edges_from(((r, c), nb) for (r, c) in inside for nb in ((r, c + 1), (r + 1, c)) if nb in inside)
    method = connected(model, graph, active=inside)
    graph.add_edges_from(("beyond", (r, c)) for (r, c) in inside if min(r, c) == 0
                         or r == p.height - 1 or c == p.width - 1)
    connected(model, graph, active={cell: -x for cell, x in inside.items()}, root="beyond")
    return Info(edge, inside, method)


def inside_outside(p: Puzzle, model, edge: dict) -> dict:
    """Each cell inside the loop or outside; a side is on the loop exactly when the cells on
    its two sides differ (beyond the grid is outside): each edge the exclusive or of two cells."""
    ins = {(r, c): model.var("inside", r, c) for r in range(p.height) for c in range(p.width)}
    clauses = []
    for ((r, c), (r2, _)), x in edge.items():
        a, b = ins.get((r - 1, c) if r == r2 else (r, c - 1)), ins.get((r, c))
        if a is None or b is None:  # a side on the border: on the loop iff its cell is inside
            y = a if b is None else b
            clauses += [[-x, y], [x, -y]]
        else:
            clauses += [[-x, a, b], [-x, -a, -b], [x, -a, b], [x, a, -b]]
    model.add_all(clauses)
    return ins
