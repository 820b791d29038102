"""Grid graphs for the builders of :mod:`gridsat.connectivity`: cells ``(r, c)`` as vertices,
orthogonal neighbours as edges, in a fixed order (so the formulas built over them are too)."""
from __future__ import annotations

from ..cardinality import exactly
from .graph import grid_graph  # noqa: F401  (the rows x cols grid graph, cells row by row)


def ring(r: int, c: int, h: int, w: int) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The neighbour pairs around the ``h`` x ``w`` block of cells with top-left ``(r, c)``
    (h, w >= 2), clockwise from the top-left cell: the edges of the cycle round the block."""
    cells = ([(r, c + j) for j in range(w)] + [(r + i, c + w - 1) for i in range(1, h)]
             + [(r + h - 1, c + j) for j in range(w - 2, -1, -1)] + [(r + i, c) for i in range(h - 2, 0, -1)])
    return list(zip(cells, cells[1:] + cells[:1]))


def parity_cuts(model, rows: int, cols: int, edge, ends) -> None:
    """Implied when paths of chosen edges (``edge``: ``(a, b) -> literal``, both ways round)
    cover every cell of the grid and end exactly at the cells ``ends``.  Cut the grid between
    two rows (or columns): the paths split into pieces inside the part A before the cut, each
    alternating dark and light cells (chessboard colouring), so it has one more dark cell than
    light, one fewer, or as many, according to the shades of its two end cells, which are ends
    in A or cells where a path crosses the cut.  Summed over the pieces, with s = +1 for a dark
    cell and -1 for a light one: 2 * (dark - light cells of A) = sum of s over the ends in A +
    sum of s over the crossing edges' cells in A.  So the crossings from dark cells minus those
    from light cells is a constant: a cardinality constraint per cut."""
    def shade(cell):
        return 1 if (cell[0] + cell[1]) % 2 == 0 else -1

    cuts = []
    for r in range(rows - 1):  # A = rows 0..r
        part = [(i, j) for i in range(r + 1) for j in range(cols)]
        cuts.append((part, [((r, j), (r + 1, j)) for j in range(cols)]))
    for c in range(cols - 1):  # A = columns 0..c
        part = [(i, j) for i in range(rows) for j in range(c + 1)]
        cuts.append((part, [((i, c), (i, c + 1)) for i in range(rows)]))
    for part, crossing in cuts:
        target = 2 * sum(shade(x) for x in part) - sum(shade(x) for x in part if x in ends)
        dark = [edge[a, b] for a, b in crossing if shade(a) > 0]
        light = [edge[a, b] for a, b in crossing if shade(a) < 0]
        # dark crossings - light crossings = target  <=>  dark + (not light) = target + |light|
        exactly(model, dark + [-x for x in light], target + len(light))


def corner_forest(model, rows: int, cols: int, shaded) -> str | None:
    """Implied where shaded cells never share an edge and the unshaded cells are connected
    (Hitori, Heyawake, Kurodoko): link shaded cells that touch at a corner, and every shaded
    cell on the grid's edge to one extra vertex, the outside; these links form no cycle (a
    cycle walls in the cells inside it, or cuts the grid in two through the outside).  With
    the no-touching rule this is the connectivity rule again, seen from the shaded side, in a
    form the solver proves things with far faster.  ``shaded``: cell -> literal.  Exact on
    grids at least 2x2 (returns None, adding nothing, on a strip); returns the encoding used."""
    from . import acyclic
    from .graph import Graph

    if rows < 2 or cols < 2:
        return None
    g = Graph()
    g.add_node("outside")
    for r in range(rows):
        for c in range(cols):
            g.add_node((r, c))
            if r in (0, rows - 1) or c in (0, cols - 1):
                g.add_edge((r, c), "outside", lit=shaded[r, c])
            for nb in ((r + 1, c - 1), (r + 1, c + 1)):
                if nb in shaded:
                    y = model.aux()  # both corner cells shaded
                    model.add_all([[-y, shaded[r, c]], [-y, shaded[nb]], [y, -shaded[r, c], -shaded[nb]]])
                    g.add_edge((r, c), nb, lit=y)
    return acyclic(model, g)
