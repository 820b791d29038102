"""Sound implied constraints of Hitori (named parts, switchable by name).

``shaded-forest`` is the connectivity rule seen from the other side.  Because shaded cells
never touch orthogonally, two shaded cells can only meet at a corner; link such diagonal
neighbours, and link every shaded cell on the edge of the grid to one extra vertex, "the
outside".  The unshaded cells are connected exactly when these links form no cycle (on grids
at least 2x2): a cycle of corner-touching shaded cells walls in the cells inside it, and one
through the outside cuts the grid in two.  So the part is the whole rule again, in a form a
solver handles better: its lazy cuts are short ("not all of these shaded cells"), and its
eager form (ranks over the shaded cells) is far smaller and faster than the ranks of
``connected`` over the unshaded area.
"""
from __future__ import annotations

from ...connectivity import acyclic
from ...genre import Part

FOREST = "shaded-forest"
NEIGHBOUR = "unshaded-neighbour"


def forest_applies(p) -> bool:
    """The dual form is exact on grids at least 2x2 (a 1xN strip has two outsides)."""
    return p.height >= 2 and p.width >= 2


def shaded_forest(p, model, options, info) -> None:
    if not forest_applies(p):
        return
    from ...connectivity.graph import Graph

    s = {cell: model.var("shaded", *cell) for cell in p}
    g = Graph()
    g.add_node("outside")
    for r, c in p:
        g.add_node((r, c))
        if r in (0, p.height - 1) or c in (0, p.width - 1):
            g.add_edge((r, c), "outside", lit=s[r, c])
        for nb in ((r + 1, c - 1), (r + 1, c + 1)):
            if nb in s:
                g.add_edge((r, c), nb, lit=both(model, s[r, c], s[nb]))
    acyclic(model, g)


def both(model, a: int, b: int) -> int:
    """A new variable that is true exactly when ``a`` and ``b`` are."""
    y = model.aux()
    model.add([-y, a])
    model.add([-y, b])
    model.add([y, -a, -b])
    return y


def unshaded_neighbour(p, model, options, info) -> None:
    """Every unshaded cell has an unshaded neighbour.  Sound on grids of 4 cells or more: there
    an answer keeps at least two cells unshaded (shaded cells never touch), and the unshaded
    area is connected.  A local form of the connectivity rule that unit propagation sees."""
    if p.width * p.height < 4:
        return
    for r, c in p:
        model.add([model.var("shaded", r, c)] + [-model.var("shaded", *nb) for nb in p.neighbours(r, c)])


IMPLIED = (
    Part(FOREST, shaded_forest,
         help="corner-touching shaded cells (and the grid's edge) form no cycle: connectivity from the other side"),
    Part(NEIGHBOUR, unshaded_neighbour,
         help="every unshaded cell has an unshaded neighbour (a local form of connectivity)"),
)
