"""Light Up's independent checker: the rules, checked by walking the grid from each light."""
from __future__ import annotations

from ...render.text import cell_name


def check(p, sol) -> list[str]:
    h, w, blacks = p.height, p.width, p.black
    problems = []
    if len(set(sol.lights)) != len(sol.lights):
        problems.append("a light is listed twice")
    lights = set()
    for r, c in sorted(set(sol.lights)):
        if not (0 <= r < h and 0 <= c < w):
            problems.append(f"light at {cell_name(r, c)} is outside the {w}x{h} grid")
        elif (r, c) in blacks:
            problems.append(f"light at {cell_name(r, c)} is on a black cell")
        else:
            lights.add((r, c))
    lit = set()
    for r, c in sorted(lights):
        lit.add((r, c))
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            y, x = r + dr, c + dc
            while 0 <= y < h and 0 <= x < w and (y, x) not in blacks:
                lit.add((y, x))
                if (y, x) in lights and (dr, dc) in ((0, 1), (1, 0)):
                    problems.append(f"lights at {cell_name(r, c)} and {cell_name(y, x)} see each other")
                y, x = y + dr, x + dc
    for r, c in p.white():
        if (r, c) not in lit:
            problems.append(f"{cell_name(r, c)} is not lit")
    for (r, c), k in blacks.items():
        n = sum((r + dr, c + dc) in lights for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)))
        if k is not None and n != k:
            problems.append(f"{cell_name(r, c)} has {n} lights next to it, needs {k}")
    return problems
