"""Numberlink's rules as constraints.

A variable per segment between neighbouring cells (primary), and a colour per cell: the clue
label of its line, so that a line cannot join two different clues.  The colour is the index
of the label as a binary number (ceil(log2 K) variables for K labels; the default) or one
variable per label (``EncodeOptions(extra={"numberlink_colours": "onehot"})``).

No closed loops: in-process, lazy cuts (:mod:`gridsat.connectivity`); in an eager formula
(DIMACS export, explanations) the lines are directed and acyclicity is written by vertex
elimination (:mod:`gridsat.connectivity.forest`), which an external solver handles far better than ranks.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...cardinality import at_most, exactly
from ...connectivity import reach
from ...connectivity.colours import Colouring, colour
from ...connectivity.forest import band_order, eliminate, elimination_size, orient
from ...context import EAGER_CONNECTIVITY
from ...genre import Part
from ...render.text import cell_name
from .puzzle import PATHS, Puzzle, Solution, rule_of

COLOURS = ("binary", "onehot")


@dataclass
class Info:
    """What the rules hand to decode and to the implied constraints and hints."""

    variant: str           # the rule in force: "strict", "loose" or "notouch"
    graph: object          # the grid graph (networkx)
    line: dict             # (cell, cell) -> segment variable, both ways round
    clue_at: dict          # cell -> clue label
    colours: Colouring     # each cell's colour (.paint: bits, or one per label with .onehot)
    connect: str = ""      # the connectivity encoding used
    used: dict | None = None      # loose rule: cell -> "a line passes here" (no clue cells)
    arc: dict | None = None       # directed segments, when some part needs them (directed)

    def directed(self, p, model) -> dict:
        """The arcs: each line directed from the first cell of its clue pair to the second."""
        if self.arc is None:
            ends = p.ends().values()
            self.arc = orient(model, self.graph, self.line, [a for a, _ in ends], [b for _, b in ends])
        return self.arc


# where connectivity is written out whole (an export, an explanation), "auto" eliminates the
# cells one by one instead of the eager reachability encoding (up to 3 million clauses of it)
ELIMINATE = Part("elimination", when=EAGER_CONNECTIVITY, help="no loops by cell elimination")


def rules(p: Puzzle, model, options) -> Info:
    rule = rule_of(p, options)
    loose = rule == "loose"
    colours = options.extra.get("numberlink_colours", "binary")
    if colours not in COLOURS:
        raise ValueError(f"unknown Numberlink colour encoding {colours!r}; choose one of {COLOURS}")
    if hasattr(model, "facts"):
        model.facts["rule"] = rule
    g = p.graph()
    clue_at = p.clue_at()

    line = {}  # a line segment between two neighbouring cells
    for u, v in g.edges:
        line[u, v] = line[v, u] = g.edges[u, v]["lit"] = model.var("line", u, v)
    model.mark_primary(*(g.edges[e]["lit"] for e in g.edges))
    # every cell used: each answer draws as many segments (cells - pairs), so another answer
    # leaves out one of this answer's segments (a shorter blocking clause; the loose rule
    # has the same property, but answers differ in size there, which the library checks)
    model.fixed_primary_count = not loose

    # a clue ends one line; any other cell is on a line (two segments), or with the loose
    # rule on none or on a line that goes on (no branch, no dead end)
    on_line = {}
    for cell in g:
        segs = [line[cell, nb] for nb in g[cell]]
        name = cell_name(*cell)
        if cell in clue_at:
            with model.tag(f"clue {clue_at[cell]} at {name} ends one line"):
                exactly(model, segs, 1)
        elif not loose:
            with model.tag(f"{name} is on a line (two segments)"):
                exactly(model, segs, 2)
        else:
            used = on_line[cell] = model.var("used", cell)
            with model.tag(f"a line through {name} goes on (no branch, no dead end)"):
                at_most(model, segs, 2)
                for s in segs:
                    model.add([-s, used])
                    model.add([-s] + [t for t in segs if t != s])
                model.add([-used] + segs)

    # a line joins cells of one clue: each cell has its line's colour
    info = Info(rule, g, line, clue_at, colour(
        model, g, p.labels, clue_at, line, colours == "onehot", on_line, join_tag="a line joins cells of one clue",
        fixed_tag=lambda cell, k: f"clue {k} at {cell_name(*cell)} ends one line",
        vertex_tag=lambda cell: f"{cell_name(*cell)} belongs to one line"), used=on_line)

    if rule == "notouch":  # two cells of one line side by side are consecutive on it
        with model.tag("no line runs beside itself"):
            info.colours.joined(((u, v), line[u, v]) for u, v in g.edges)

    # every line ends at clues: no closed loops (each drawn cell reaches a clue)
    with model.tag("every line ends at clues (no loops)"):
        if options.on(ELIMINATE) and elimination_size(p.height, p.width) <= 3_000_000:
            eliminate(model, info.directed(p, model), band_order(p.height, p.width))
            info.connect = "elimination"
        else:
            longest = p.width * p.height - 2 * (len(p.labels) - 1)  # when every other line is 2 cells
            info.connect = reach(model, g, roots=list(clue_at), need=on_line if loose else None,
                                 bound=max(1, (longest - 1) // 2))
    return info


def decode(p: Puzzle, model, values: dict[int, bool], info: Info | None = None) -> Solution:
    return PATHS.decode(p, model, values, info.variant if info is not None else "strict")
