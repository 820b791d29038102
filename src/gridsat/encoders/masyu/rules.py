"""Masyu's rules as constraints.

One variable per pair of neighbouring cells: the loop links them (primary: the answer).
The loop itself is the shared single-loop builder (every cell has 0 or 2 links, the cells on
the loop are connected; ``--connect`` picks the connectivity encoding).  A pearl is then a
few clauses about the links around it, written with ``link(a, b)`` = false off the grid.
"""
from __future__ import annotations

from ...connectivity import loop
from ...connectivity.rooms import GridLoop as Info
from ...context import NO_CORES
from ...genre import Part
from ...render.text import cell_name

STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))   # up, right, down, left
AXES = (((0, -1), (0, 1)), ((-1, 0), (1, 0)))   # (left, right), (up, down)


# root the loop at a pearl: not for an explanation (a core must not lean on a pearl's clue)
ROOTED = Part("rooted", when=NO_CORES, help="the loop passes the first pearl")


def rules(p, model, options) -> Info:
    g = p.graph(first=list(p.pearls))   # pearls first: the lazy loop cuts then start from a pearl
    link = {}
    for u, v in g.edges:
        link[u, v] = link[v, u] = g.edges[u, v]["lit"] = model.var("link", *sorted((u, v)))
    model.mark_primary(*(g.edges[e]["lit"] for e in g.edges))
    false = model.var("off the grid")          # a link to a cell outside the grid: never
    model.add([-false])

    def at(cell, d, k=1):
        """The link from ``k - 1`` steps beyond ``cell`` in direction ``d`` to ``k`` steps."""
        (r, c), (dr, dc) = cell, d
        return link.get(((r + (k - 1) * dr, c + (k - 1) * dc), (r + k * dr, c + k * dc)), false)

    # one closed loop (rooted at a pearl unless an unsat core is asked for)
    root = next(iter(p.pearls), None) if options.on(ROOTED) else None
    method, on = loop(model, g, root=root)

    for cell, kind in p.pearls.items():
        name = cell_name(*cell)
        if kind == "W":
            with model.tag(f"white pearl at {name}: straight through, turning next to it"):
                model.add([on[cell]])
                for a, b in AXES:                    # straight: both links of an axis, or neither
                    model.add([-at(cell, a), at(cell, b)])
                    model.add([at(cell, a), -at(cell, b)])
                    # ... and the loop turns in at least one of the two cells along it
                    model.add([-at(cell, a), -at(cell, a, 2), -at(cell, b, 2)])
        else:
            with model.tag(f"black pearl at {name}: turning, straight on for two cells"):
                model.add([on[cell]])
                for a, b in AXES:                    # turns: never both links of an axis
                    model.add([-at(cell, a), -at(cell, b)])
                for d in STEPS:                      # a link goes on straight through the next cell
                    model.add([-at(cell, d), at(cell, d, 2)])
    return Info(link, on, method)

