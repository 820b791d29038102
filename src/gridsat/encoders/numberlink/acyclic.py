"""No closed loops, written eagerly by vertex elimination (Rankooh and Rintanen's encoding
of acyclicity; for DIMACS exports and explanations): each line is directed from the first
cell of its clue pair to the second, and the directed segments have no cycle.  The argument
and the measurements: docs/genres/numberlink.md ("Encoding")."""
from __future__ import annotations

from ...cardinality import at_most

MAX_CLAUSES = 3_000_000


def _estimate(p) -> int:
    band = min(p.width, p.height) + 1
    return p.width * p.height * band * band


def fits(p) -> bool:
    """Is the elimination encoding small enough for this board?"""
    return _estimate(p) <= MAX_CLAUSES


def orient(p, model, info) -> dict:
    """Arc variables ``arc[u, v]`` (the line runs from u to v) for every segment, with one arc
    in and one out at every drawn cell but the clues (first clue of a pair: out; second: in)."""
    line, g = info.line, info.graph
    arc = {}
    for u, v in g.edges:
        a, b = arc[u, v], arc[v, u] = model.aux(), model.aux()
        s = line[u, v]
        model.add([-a, s])
        model.add([-b, s])
        model.add([-s, a, b])
        model.add([-a, -b])
    first = {pair[0] for pair in p.ends().values()}
    for cell in g:
        ins = [arc[nb, cell] for nb in g[cell]]
        outs = [arc[cell, nb] for nb in g[cell]]
        if cell in info.clue_at:
            for x in (ins if cell in first else outs):
                model.add([-x])
            continue
        at_most(model, ins, 1, "auto")  # a fixed encoding, whatever --card says
        at_most(model, outs, 1, "auto")
        for x in ins:
            model.add([-x] + outs)
        for x in outs:
            model.add([-x] + ins)
    return arc


def eliminate(p, model, info) -> dict:
    """The directed segments have no cycle (so no line closes on itself)."""
    arc = orient(p, model, info)
    cells = [(r, c) for r in range(p.height) for c in range(p.width)]
    if p.width > p.height:  # go along the longer side: the band of live cells is the short one
        cells.sort(key=lambda rc: (rc[1], rc[0]))
    live = dict(arc)
    succ: dict = {v: set() for v in cells}
    pred: dict = {v: set() for v in cells}
    for u, v in arc:
        succ[u].add(v)
        pred[v].add(u)
    for v in cells:
        ins, outs = pred.pop(v), succ.pop(v)
        for u in ins:
            succ[u].discard(v)
        for w in outs:
            pred[w].discard(v)
        for u in ins:
            for w in outs:
                if u == w:
                    model.add([-live[u, v], -live[v, u]])
                    continue
                f = live.get((u, w))
                if f is None:
                    f = live[u, w] = model.aux()
                    succ[u].add(w)
                    pred[w].add(u)
                elif f == arc.get((u, w)):  # a segment's own arc: a path must not force it,
                    old, f = f, model.aux()  # so "u reaches w" takes a variable of its own
                    model.add([-old, f])
                    live[u, w] = f
                model.add([-live[u, v], -live[v, w], f])
    return arc
