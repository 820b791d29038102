"""Nurikabe's rules as constraints: a "shaded" variable per cell without a clue (primary); an
unshaded cell is in the island of one clue (``island[cell, clue]``, only where that clue's
island can reach, :attr:`Puzzle.reach`), as are its unshaded neighbours.  Islands are
connected: ``--island-rule each`` (default), one ``connected`` per clue over its cells;
``one``, a single ``reach`` from all clues over the unshaded cells (the same, with labels)."""
from __future__ import annotations

from dataclasses import dataclass, field

from ...cardinality import at_most, exactly
from ...connectivity import connected, reach, resolve_method
from ...render.text import cell_name

ISLAND_RULES = ("each", "one")
# a known-size island gets unary distances (bound size - 1) while its reach times its bound is
# at most this (every real puzzle here: at most 2280, nikoli_9's 21); past it (Janko-sized
# islands of 50-70 cells: 1000 cells x 69 levels, 300-400 k clauses an island) it is lazy
# in-process like the shaded cells, with its own cuts (implied.island_cuts); exports keep
# the distances
DISTANCE_BUDGET = 4000


@dataclass
class Info:
    shade: dict                                  # cell -> "shaded" variable (cells without a clue)
    island: dict                                 # (cell, clue cell) -> "in that clue's island"
    connect: dict = field(default_factory=dict)  # what -> connectivity encoding used


def rules(p, model, options) -> Info:
    clues = p.sizes
    shade = {cell: model.var("shade", *cell) for cell in p if cell not in clues}
    model.mark_primary(*shade.values())
    model.fixed_primary_count = p.sea_size is not None  # as many shaded cells in every answer
    island = {(cell, root): model.var("island", cell, root)
              for root, dist in p.reach.items() for cell in dist if cell != root}
    owners: dict = {cell: [] for cell in shade}
    for cell, root in island:
        owners[cell].append(root)
    info = Info(shade, island)

    with model.tag("every unshaded cell lies in the island of one clue"):
        for cell, s in shade.items():
            labels = [island[cell, root] for root in owners[cell]]
            model.add([s] + labels)
            model.add_all([-x, -s] for x in labels)
            at_most(model, labels, 1)
        # unshaded neighbours are in the same island (two clues side by side cannot be)
        for cell in p:
            for nb in p.neighbours(*cell):
                if nb in clues and cell in clues:  # two clues side by side: no answer
                    model.add_all([[model.aux()], [-model.nvars]])
                for root in [] if nb in clues else [cell] if cell in clues else owners[cell]:
                    same = [island[nb, root]] if (nb, root) in island else []
                    model.add(([] if cell in clues else [-island[cell, root]]) + [shade[nb]] + same)

    # each island has as many cells as its clue says, and is connected: a known size bounds
    # the distances, so there the unary distance encoding is small and propagates well (what
    # auto stands for there); a '?' island (unless small) follows --connect like the shaded cells
    how = options.extra.get("nurikabe_island_connect")  # an experiment's encoding (None: --connect)
    budget = options.extra.get("nurikabe_distance_budget", DISTANCE_BUDGET)
    lazy = resolve_method(model) == "lazy"  # the job's --connect on this target
    for root, k in clues.items():
        with model.tag(f"{cell_name(*root)} ({'?' if k is None else k}): its island has "
                       f"{'some' if k is None else k} cell{'s' * (k != 1)}, connected"):
            cells = [cell for cell in p.reach[root] if cell != root]
            if k is not None:
                exactly(model, [island[cell, root] for cell in cells], k - 1)
            if options.island_rule == "each" and cells:
                small = len(cells) <= 50 if k is None else lazy is False or len(cells) * (k - 1) <= budget
                prefer = "distance" if small else None
                info.connect[root] = connected(model, p.graph(p.reach[root]), root=root, method=how, prefer=prefer,
                                               active={cell: island[cell, root] for cell in cells},
                                               edge=None, bound=None if k is None else k - 1)
    if options.island_rule == "one":
        with model.tag("every island holds a clue"):
            info.connect["islands"] = _one_reach(p, model, shade, how)

    # the shaded cells are connected, and no 2x2 block is all shaded
    with model.tag("the shaded cells are connected"):
        info.connect["sea"] = connected(model, p.graph(shade), active=shade, edge=None)
    for block in p.blocks():
        if all(cell in shade for cell in block):
            with model.tag(f"the 2x2 block at {cell_name(*block[0])} is not all shaded"):
                model.add([-shade[cell] for cell in block])
    return info


def _one_reach(p, model, shade, how) -> str:
    """``--island-rule one``: every unshaded cell is joined to a clue through unshaded cells
    (with the labels, each island is then one clue's connected island)."""
    g = p.graph(p)
    free = {cell: -s for cell, s in shade.items()}
    edge = {}
    for x, y in g.edges:
        both = [free[c] for c in (x, y) if c in free]
        if len(both) == 2:
            edge[x, y] = model.aux()
            model.add_all([[-edge[x, y], both[0]], [-edge[x, y], both[1]], [edge[x, y], -both[0], -both[1]]])
        else:
            edge[x, y] = both[0] if both else None
    sizes = list(p.sizes.values())
    bound = None if None in sizes or not sizes else max(sizes) - 1
    return reach(model, g, roots=list(p.sizes), need=free, method=how, edge=edge, bound=bound)

