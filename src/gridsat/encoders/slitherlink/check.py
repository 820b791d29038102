"""Slitherlink's independent checker: walk the listed points and count each clue's sides."""
from __future__ import annotations

from collections import Counter

from ...render.text import cell_name
from .puzzle import cell_edges


def check(p, sol) -> list[str]:
    h, w = p.height, p.width
    pts = list(sol.loop)
    problems = []
    if len(pts) < 4:
        return [f"a loop needs at least four points, the answer lists {len(pts)}"]
    outside = [(r, c) for r, c in pts if not (0 <= r <= h and 0 <= c <= w)]
    if outside:
        return [f"point ({outside[0][0]}, {outside[0][1]}) is outside the {w}x{h} grid's lattice"]
    twice = sorted(x for x, n in Counter(pts).items() if n > 1)
    if twice:
        problems.append(f"the loop passes point ({twice[0][0]}, {twice[0][1]}) more than once")
    edges = set()
    for a, b in zip(pts, pts[1:] + pts[:1]):
        if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
            problems.append(f"points ({a[0]}, {a[1]}) and ({b[0]}, {b[1]}) follow each other on the loop "
                            "but are not neighbours")
        edges.add((min(a, b), max(a, b)))
    for (r, c), k in sorted(p.numbers().items()):
        n = sum(e in edges for e in cell_edges(r, c))
        if n != k:
            problems.append(f"{cell_name(r, c)} has {n} side{'s' * (n != 1)} on the loop, needs {k}")
    return problems
