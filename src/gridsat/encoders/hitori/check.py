"""Hitori's independent checker: the rules on the shaded cells, the board's areas for connectivity."""
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
            problems.append(f"shaded cell {cell_name(r, c)} is outside the {w}x{h} grid")
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
    # the unshaded cells are one area
    areas = p.areas(cell for cell in p if cell not in shaded)
    if len(areas) > 1:
        problems.append(f"the unshaded cells are not connected ({cell_name(*areas[1][0])} is cut off "
                        f"from {cell_name(*areas[0][0])})")
    return problems
