"""Hitori's rules as constraints: one variable per cell, "shaded" (the answer)."""
from __future__ import annotations

from ...answers import SHADED
from ...cardinality import at_most
from ...connectivity import connected
from ...render.text import cell_name
from .implied import FOREST, forest_applies


def grid_graph(p):
    """The grid's cells (row by row) joined to their orthogonal neighbours."""
    from ...connectivity.graph import Graph

    g = Graph()
    g.add_nodes_from(p)
    g.add_edges_from(((r, c), nb) for r, c in p for nb in p.neighbours(r, c) if nb > (r, c))
    return g


def rules(p, model, options) -> str:
    shaded = SHADED.vars(p, model)

    # no number repeats unshaded in a row or column: of the cells holding the same number in
    # one line, at most one stays unshaded
    for line, n, cells in p.repeats:
        with model.tag(f"{line} keeps at most one {n} unshaded ({', '.join(cell_name(*x) for x in cells)})"):
            at_most(model, [-shaded[x] for x in cells], 1)

    # shaded cells never touch orthogonally
    for (r, c) in p:
        for nb in ((r, c + 1), (r + 1, c)):
            if nb in shaded:
                with model.tag(f"{cell_name(r, c)} and {cell_name(*nb)} are not both shaded"):
                    model.add([-shaded[r, c], -shaded[nb]])

    # the unshaded cells form one orthogonally connected area (the implied part shaded-forest
    # says the same from the shaded side and measures faster: when it is on, it carries this)
    if options.on(FOREST) and forest_applies(p):
        return FOREST
    with model.tag("the unshaded cells are connected"):
        return connected(model, grid_graph(p), active={x: -s for x, s in shaded.items()}, edge=None)
