"""Twenty-Four-Seven's rules as constraints.

Variables: ``value r c v`` (cell (r, c) holds v; the answer) and ``filled r c`` (it holds a
number), for the cells inside some 7x7 grid; cells outside every grid stay empty."""
from __future__ import annotations

from ...cardinality import at_most, exactly
from ...cardinality.pb import pb_equals
from ...connectivity import connected
from ...render.text import cell_name
from .puzzle import LINE_SUM, N, PER_LINE, Clue

# Line sums use PySAT's adder encoding where --pb leaves the choice: on the Four-in-One it
# decided uniqueness 2.5x faster than the BDD default (benchmarks/results/twentyfourseven.md).
PB_DEFAULT = "adder"
NUMBERS = range(1, N + 1)


def rules(p, model, options) -> None:
    cells = sorted(p.covered())
    x = {(r, c, v): model.var("value", r, c, v) for r, c in cells for v in NUMBERS}
    filled = {(r, c): model.var("filled", r, c) for r, c in cells}
    model.mark_primary(*x.values())

    def line_sum(line, total: int) -> None:
        pb_equals(model, [x[r, c, v] for r, c in line for v in NUMBERS], [v for _ in line for v in NUMBERS],
                  total, prefer=PB_DEFAULT)

    # a cell is empty or holds one number.  (At most one number per cell also follows from the
    # value counts and the line counts, but it stays a rule, not an implied part: it names no
    # clue, and without it in explanations one on the clued example took over 120 s, not 14 s.)
    for r, c in cells:
        at_most(model, [x[r, c, v] for v in NUMBERS], 1)
        model.add([-filled[r, c]] + [x[r, c, v] for v in NUMBERS])
        for v in NUMBERS:
            model.add([filled[r, c], -x[r, c, v]])
        if p.givens[r][c]:
            with model.tag(f"given {p.givens[r][c]} at {cell_name(r, c)}"):
                model.add([x[r, c, p.givens[r][c]]])

    # in every 7x7 grid: one 1, two 2s, ..., seven 7s; each row and column has 4 numbers summing to 20
    for g, (top, left) in enumerate(p.grids):
        where = f" of grid {g + 1}" if len(p.grids) > 1 else ""
        block = [(top + r, left + c) for r in range(N) for c in range(N)]
        for v in NUMBERS:
            with model.tag(f"{v} appears {v} times{where}"):
                exactly(model, [x[r, c, v] for r, c in block], v)
        for i in range(N):
            for name, line in ((f"row {top + i + 1}{where}", [(top + i, left + c) for c in range(N)]),
                               (f"column {left + i + 1}{where}", [(top + r, left + i) for r in range(N)])):
                with model.tag(f"{name} has {PER_LINE} numbers summing to {LINE_SUM}"):
                    exactly(model, [filled[cell] for cell in line], PER_LINE)
                    line_sum(line, LINE_SUM)

    # every 2x2 square has an empty cell
    with model.tag("every 2x2 square has an empty cell"):
        for r in range(p.rows - 1):
            for c in range(p.cols - 1):
                square = [(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)]
                if all(cell in filled for cell in square):
                    model.add([-filled[cell] for cell in square])

    # the numbered cells are orthogonally connected
    from ...connectivity.graph import Graph

    graph = Graph()
    graph.add_nodes_from(cells)
    graph.add_edges_from(((r, c), (r + dr, c + dc)) for r, c in cells for dr, dc in ((0, 1), (1, 0))
                         if (r + dr, c + dc) in filled)
    with model.tag("numbered cells are connected"):
        connected(model, graph, active=filled)

    # outside clues: the line's sum, the first number seen from that side, or either
    for clue in p.clues:
        line = [cell for cell in p.line(clue) if cell in filled]
        with model.tag(clue.name()):
            if clue.kind == "sum":
                line_sum(line, clue.value)
            elif clue.kind == "first":
                _first_seen(model, x, filled, line, clue)
            else:  # either: a guarded disjunction, still plain CNF
                is_sum, is_first = model.aux(), model.aux()
                model.add([is_sum, is_first])
                with model.guarded(is_sum):
                    line_sum(line, clue.value)
                with model.guarded(is_first):
                    _first_seen(model, x, filled, line, clue)


def _first_seen(model, x, filled, line, clue: Clue) -> None:
    """The first filled cell of ``line`` (in the order seen from the clue) holds the value."""
    if clue.value > N or not line:
        model.add([])
        return
    model.add([filled[cell] for cell in line])  # something is seen
    for i, (r, c) in enumerate(line):
        model.add([-filled[r, c]] + [filled[cell] for cell in line[:i]] + [x[r, c, clue.value]])
