"""Nurikabe's rules as constraints: a "shaded" variable per cell without a clue (primary); an
unshaded cell is in the island of one clue (``island[cell, clue]``, only where that clue's
island can reach, :attr:`Puzzle.reach`), as are its unshaded neighbours.  Islands are
connected: ``--island-rule each`` (default), one ``connected`` per clue over its cells;
``one``, a single ``reach`` from all clues over the unshaded cells (the same, with labels)."""
from __future__ import annotations

from dataclasses import dataclass, field

from ...cardinality import at_most, exactly
from ...connectivity import connected, reach
from ...render.text import cell_name
from .plan import plan as make_plan

ISLAND_RULES = ("each", "one")


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
    plan = make_plan(p, model, options, len(shade))
    for root, k in clues.items():
        with model.tag(f"{cell_name(*root)} ({'?' if k is None else k}): its island has "
                       f"{'some' if k is None else k} cell{'s' * (k != 1)}, connected"):
            cells = [cell for cell in p.reach[root] if cell != root]
            if k is not None and root != plan.biggest:
                exactly(model, [island[cell, root] for cell in cells], k - 1, prefer=plan.card)
            if options.island_rule == "each" and cells:
                small = len(cells) <= 50 if k is None else plan.lazy is False or root in plan.eager
                prefer = "distance" if small else None
                if k is not None and small and plan.compact:
                    info.connect[root] = _distances(model, p, root, island, k - 1)
                    continue
                info.connect[root] = connected(model, p.graph(p.reach[root]), root=root, method=how, prefer=prefer,
                                               active={cell: island[cell, root] for cell in cells},
                                               edge=None, bound=None if k is None else k - 1)
    if options.island_rule == "one":
        with model.tag("every island holds a clue"):
            info.connect["islands"] = _one_reach(p, model, shade, how)

    # the shaded cells are connected, and no 2x2 block is all shaded
    if plan.small_sea:
        with model.tag(f"{p.sea_size} shaded cells"):
            exactly(model, list(shade.values()), p.sea_size, prefer=plan.card)
    with model.tag("the shaded cells are connected"):
        info.connect["sea"] = connected(model, p.graph(shade), active=shade, edge=None,
                                        prefer="distance" if plan.small_sea else None,
                                        bound={cell: p.sea_size - 1 for cell in shade} if plan.small_sea else None)
    for block in p.blocks():
        if all(cell in shade for cell in block):
            with model.tag(f"the 2x2 block at {cell_name(*block[0])} is not all shaded"):
                model.add([-shade[cell] for cell in block])
    return info


def _distances(model, p, root, island, bound: int) -> str:
    """Island ``root`` is connected, as unary distances over its cells' labels: ``d[v, j]``,
    "v is in the island and at most j steps from the clue through it", for j from v's
    distance from the clue (:attr:`Puzzle.reach`) to ``bound``; a cell next to the clue is
    reached when it is in the island (its label).  The shared builder's ``distance``, said
    of vertices: an edge is usable when both ends are in the island, so no variable per edge
    and step (per cell and step 1 variable and at most 7 clauses against about 5 and 18).  Returns
    ``"distance"``."""
    dist = p.reach[root]
    lab = {cell: island[cell, root] for cell in dist if cell != root}
    nbs = {cell: [nb for nb in p.neighbours(*cell) if nb in lab] for cell in lab}
    prev: dict = {}
    for j in range(1, bound + 1):
        cur = {}
        for v, x in lab.items():
            if dist[v] > j:
                continue
            if dist[v] == 1:
                cur[v] = x  # next to the clue: reached once in the island
                continue
            d = cur[v] = model.aux()
            before = [prev[u] for u in nbs[v] if u in prev]
            if v in prev:
                model.add([-prev[v], d])
                model.add([-d, x])
                model.add([-d, prev[v]] + before)
            else:
                model.add([-d, x])
                model.add([-d] + before)
            model.add_all([-x, -b, d] for b in before)
        prev = cur
    model.add_all([-x, prev[v]] if v in prev else [-x] for v, x in lab.items())
    return "distance"


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

