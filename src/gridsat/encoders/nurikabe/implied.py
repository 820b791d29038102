"""Nurikabe's implied constraints (sound: each forbids only what the rules forbid anyway).
Each is a :class:`Part` built after the rules from their ``info``; the benchmark notes in
docs/genres/nurikabe.md say which pay."""
from __future__ import annotations

import time

from ...cardinality import exactly
from ...context import ANSWERS_ONLY
from ...genre import Part


def sea_neighbour(p, model, options, info) -> None:
    """With two or more shaded cells in every answer, a shaded cell has a shaded neighbour."""
    if p.sea_size is None or p.sea_size < 2:
        return
    shade = info.shade
    model.add_all([-s] + [shade[nb] for nb in p.neighbours(*cell) if nb in shade] for cell, s in shade.items())


def island_neighbour(p, model, options, info) -> None:
    """A cell of a clue's island (not the clue) has a neighbour in the same island: the clue
    itself or another of its cells."""
    island = info.island
    for (cell, root), x in island.items():
        nbs = p.neighbours(*cell)
        if root not in nbs:
            model.add([-x] + [island[nb, root] for nb in nbs if (nb, root) in island])


def sea_count(p, model, options, info) -> None:
    """Without ``?`` clues, the number of shaded cells is the grid minus the clues' sum."""
    if p.sea_size is not None:
        exactly(model, list(info.shade.values()), p.sea_size)


def _area(start, on: set, neighbours: dict, seen: set) -> list:
    """The cells of ``on`` joined to ``start`` (added to ``seen``), in the order they are found."""
    seen.add(start)
    area, todo = [start], [start]
    while todo:
        for nb in neighbours[todo.pop()]:
            if nb in on and nb not in seen:
                seen.add(nb)
                area.append(nb)
                todo.append(nb)
    return area


def sea_cuts(p, model, options, info) -> None:
    """In-process, when the shaded cells' connectivity is lazy: for each shaded area C of a
    candidate answer whose shaded cells fall apart (but the largest), the cut "a cell of C and
    a shaded cell of another area both shaded need a shaded cell on C's border".  The shared
    builder's cut is rooted at the first shaded cell, and the solver can dodge it by moving
    that root; this one names no root.  Both together take the fewest SAT calls (the hardest
    real 10x10: 144; the builder's alone 888, these alone 231)."""
    if info.connect.get("sea") != "lazy":
        return
    shade, neighbours = info.shade, {cell: p.neighbours(*cell) for cell in info.shade}

    def cut(values) -> list[list[int]]:
        on = {cell for cell, s in shade.items() if values.get(s, False)}
        areas, seen = [], set()
        for start in on:
            if start not in seen:
                areas.append(_area(start, on, neighbours, seen))
        areas.sort(key=len, reverse=True)
        out = []
        for area in areas[1:]:
            inside = set(area)
            border = sorted({nb for x in area for nb in neighbours[x] if nb not in inside and nb in shade})
            out.append([-shade[area[0]], -shade[areas[0][0]]] + [shade[b] for b in border])
        return out
    model.add_lazy(cut)


def island_cuts(p, model, options, info) -> None:
    """In-process, for each island whose connectivity is lazy (a big one, see
    ``plan.DISTANCE_BUDGET``): for each area C of a candidate's cells labelled with clue k
    that does not hold the clue, the cuts "a cell of C in k's island needs a cell on C's border
    in k's island", one per cell of C (the builder's cut names one cell and the border edges)."""
    lazy = [root for root, how in info.connect.items() if how == "lazy" and root in p.sizes]
    if not lazy:
        return
    island = info.island
    mine = {root: {cell: x for (cell, r), x in island.items() if r == root} for root in lazy}
    neighbours = {cell: p.neighbours(*cell) for cell in p}

    def cut(values) -> list[list[int]]:
        out = []
        for root in lazy:
            lab = mine[root]
            on = {cell for cell, x in lab.items() if values.get(x, False)}
            seen: set = set()
            _area(root, on | {root}, neighbours, seen)  # the clue's own area
            for start in sorted(on - seen):
                if start in seen:
                    continue
                area = _area(start, on, neighbours, seen)
                inside = set(area)
                border = [lab[b] for b in sorted({nb for x in area for nb in neighbours[x]} - inside) if b in lab]
                out.extend([-lab[x]] + border for x in area)
        return out
    model.add_lazy(cut)


# probing pays on big formulas (Janko 1050, 309,045 clauses: unique in 1.1 s, no verdict in 60 s
# without; the grown 32x32, 98,230: 1.0 -> 0.35 s); on small ones it costs more than it saves
# (the quick suite's, under 20,000 clauses: 1.1-1.5 times the time; nikoli_9, 67,388: 1.10);
# seconds at most (in-process, before the search)
PROBE_CLAUSES = 90000
PROBE_SECONDS = 20.0


def _probing(ctx) -> bool:
    """In-process solving with PySAT, without clue names (an explanation shrinks clue sets)."""
    return ANSWERS_ONLY(ctx) and ctx.backend == "pysat"


def probe(p, model, options, info) -> None:
    """On a big formula with the shaded cells' connectivity lazy, each undecided cell assumed
    shaded, then unshaded: an assumption that unit propagation refutes, or that cuts the
    shaded cells apart, is false in every answer (:mod:`.probe`), and its opposite becomes a
    unit clause (rounds while one is found).  Janko 1050: every cell decided in 0.4 s, no
    verdict in 60 s before."""
    want = options.extra.get("nurikabe_probe", True)  # "always": also small formulas (tests)
    if not want or info.connect.get("sea") != "lazy" or want != "always" and len(model.clauses) < PROBE_CLAUSES:
        return  # an eager sea (a small one: Janko 1030) is in the formula: probing there cost 0.4 s
    from .probe import probe as run

    seconds = options.extra.get("nurikabe_probe_seconds", PROBE_SECONDS)
    if model.deadline is not None:
        seconds = min(seconds, (model.deadline - time.monotonic()) / 2)
    island = info.island if options.extra.get("nurikabe_probe_labels", True) else None
    units = run(p, model.hard_clauses(), info.shade, seconds, island)
    if units is None:  # no answer
        model.add_all([[model.aux()], [-model.nvars]])
    else:
        model.add_all([lit] for lit in units)
    model.facts["probed"] = 0 if units is None else len(units)


IMPLIED = (
    Part("sea-neighbour", sea_neighbour, True, "a shaded cell has a shaded neighbour (2+ shaded cells)"),
    Part("island-neighbour", island_neighbour, True, "an island cell has a neighbour in its island"),
    Part("sea-count", sea_count, False, "as many shaded cells as the grid minus the clues' sum"),
    Part("sea-cuts", sea_cuts, True, "lazy cuts for shaded areas apart, naming no root"),
    Part("island-cuts", island_cuts, True, "lazy cuts for a big island's areas apart, one per cell"),
    Part("probe", probe, True, "undecided cells probed on big formulas (propagation and the sea's connectivity)",
         when=_probing),
)
