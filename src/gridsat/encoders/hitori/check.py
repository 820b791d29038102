"""Hitori's independent checker: the rules on the shaded cells, with a flood fill for the area."""
from __future__ import annotations

from ...render.text import cell_name


def check(p, sol) -> list[str]:
    h, w = p.height, p.width
    problems = []
    if len(set(sol.shaded)) != len(sol.shaded):
        problems.append("a shaded cell is listed twice")
    shaded = set()
    for r, c in sorted(set(sol.shaded)):
        if 0 <= r < h and 0 <= c < w:
            shaded.add((r, c))
        else:
            problems.append(f"shaded cell ({r}, {c}) is outside the {w}x{h} grid")
    # no number twice among the unshaded cells of a row or column
    for name, line in p.lines():
        first = {}
        for r, c in line:
            n = p.cells[r][c]
            if n is None or (r, c) in shaded:
                continue
            if n in first:
                problems.append(f"{name} has {n} unshaded at {cell_name(*first[n])} and {cell_name(r, c)}")
            else:
                first[n] = (r, c)
    # shaded cells never touch orthogonally
    for r, c in sorted(shaded):
        for y, x in ((r, c + 1), (r + 1, c)):
            if (y, x) in shaded:
                problems.append(f"shaded cells {cell_name(r, c)} and {cell_name(y, x)} touch")
    # the unshaded cells are one area: flood fill from one of them
    white = [(r, c) for r in range(h) for c in range(w) if (r, c) not in shaded]
    if white:
        seen, todo = {white[0]}, [white[0]]
        while todo:
            r, c = todo.pop()
            for y, x in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if 0 <= y < h and 0 <= x < w and (y, x) not in shaded and (y, x) not in seen:
                    seen.add((y, x))
                    todo.append((y, x))
        apart = [cell for cell in white if cell not in seen]
        if apart:
            problems.append(f"the unshaded cells are not connected ({cell_name(*apart[0])} is cut off "
                            f"from {cell_name(*white[0])})")
    return problems
