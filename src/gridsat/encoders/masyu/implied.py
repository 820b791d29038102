"""Masyu's implied constraints (sound: they follow from the rules, never change the answers).

* ``jordan``: cuts for the lazy loop.  When the solver's links form several cycles, each cycle
  C splits the grid into its inside and its outside (a closed curve: Jordan).  The one loop
  must pass every pearl, so if pearls lie on both sides of "C with its inside", some link
  leaves C outwards; likewise inwards.  Those clauses name only the links from C to one side,
  about half of what a plain connectivity cut names, and they are added for every cycle
  (also the one through the root) in the same round.  Only with the lazy connectivity
  encoding (in-process solving); an eager encoding needs no cuts.
* ``ring4``: no ring of four links round a 2x2 block unless every pearl is in the block (such a
  ring is a whole cycle, so it would be the loop).  Cheap clauses that spare the lazy loop
  its most common stray cycles: a puzzle with wide pearl-free areas took 262 SAT calls to
  find a second answer without them, 18 with them.
"""
from __future__ import annotations

from bisect import bisect_right

from ...model import true_vars
from ...genre import Part


def _cycles(ends: dict[int, tuple[int, int]], values) -> list[list[int]]:
    """The cycles the true links make (``ends``: link variable -> its two cells as numbers;
    each cell on them has two links: the degree rule)."""
    adj: dict[int, list[int]] = {}
    for var in true_vars(values):
        uv = ends.get(var)
        if uv is not None:
            adj.setdefault(uv[0], []).append(uv[1])
            adj.setdefault(uv[1], []).append(uv[0])
    out = []
    while adj:
        start, (cur, _) = adj.popitem()
        cyc, prev = [start], start
        while cur in adj:
            a = adj.pop(cur)
            cyc.append(cur)
            prev, cur = cur, (a[1] if a[0] == prev and len(a) > 1 else a[0])
        out.append(cyc)
    return out


def jordan(p, model, options, info) -> None:
    if info.method != "lazy":
        return
    h, w = p.height, p.width
    ends, link = {}, {}     # cells as numbers r * w + c
    for (u, v), var in info.link.items():
        a, b = u[0] * w + u[1], v[0] * w + v[1]
        link[a, b] = var
        ends[var] = (a, b)
    pearls = [r * w + c for r, c in p.pearls]
    on = {r * w + c: lit for (r, c), lit in info.on.items()}
    near = [[x for x, ok in ((k - w, k >= w), (k + 1, k % w + 1 < w), (k + w, k + w < h * w), (k - 1, k % w > 0))
             if ok] for k in range(h * w)]

    def cut(values: dict[int, bool]) -> list[list[int]]:
        cycles = _cycles(ends, values)
        if len(cycles) <= 1 and (not cycles or set(pearls) <= set(cycles[0])):
            return []
        out = []
        for cyc in cycles:
            ring = set(cyc)
            down: dict[int, list[int]] = {}   # row r -> columns of the cycle's links from row r down
            for a, b in zip(cyc, cyc[1:] + cyc[:1]):
                if a - b == w or b - a == w:
                    down.setdefault(min(a, b) // w, []).append(a % w)
            for cols in down.values():
                cols.sort()

            def inside(k: int) -> bool:  # a ray from the cell to the right crosses the cycle odd times
                cols = down.get(k // w)
                return cols is not None and (len(cols) - bisect_right(cols, k % w)) % 2 == 1
            pon = not ring.isdisjoint(pearls)
            sides = {inside(x) for x in pearls if x not in ring}   # pearls off C: inside it, outside it
            pin, pout = True in sides, False in sides
            if not (pin or pout):
                continue
            to_in, to_out = [], []
            for k in cyc:
                for x in near[k]:
                    if x not in ring:
                        (to_in if inside(x) else to_out).append(link[k, x])
            anchor = [] if pon else [-on[cyc[0]]]
            if pout:   # "C and its inside" holds the loop here and there are pearls outside it
                out.append(([] if pon or pin else anchor) + to_out)
            if pin:    # "C and its outside" holds the loop here and there are pearls inside C
                out.append(([] if pon or pout else anchor) + to_in)
        return out

    model.add_lazy(cut)


def ring4(p, model, options, info) -> None:
    """No ring of four links (round a 2x2 block of cells) unless every pearl is in the block."""
    pearls = set(p.pearls)
    for r in range(p.height - 1):
        for c in range(p.width - 1):
            ring = [(r, c), (r, c + 1), (r + 1, c + 1), (r + 1, c)]
            if pearls and not pearls <= set(ring):
                model.add([-info.link[a, b] for a, b in zip(ring, ring[1:] + ring[:1])])


IMPLIED = (
    Part("jordan", jordan, True,
         "cuts for the lazy loop: a stray cycle with pearls beyond it must link out (its inside and outside apart)"),
    Part("ring4", ring4, True, "no ring of four links unless it holds every pearl"),
)
