"""Star Battle's independent checker: the rules, checked directly on the star positions."""
from __future__ import annotations

from ...render.text import cell_name


def check(p, sol) -> list[str]:
    n, m = p.size, p.stars
    problems = []
    stars = set(sol.stars)
    for r, c in sorted(stars):
        if not (0 <= r < n and 0 <= c < n):
            problems.append(f"star at ({r}, {c}) is outside the {n}x{n} grid")
    if len(stars) != len(sol.stars):
        problems.append("a star is listed twice")
    stars = {(r, c) for r, c in stars if 0 <= r < n and 0 <= c < n}
    for r in range(n):
        k = sum(1 for c in range(n) if (r, c) in stars)
        if k != m:
            problems.append(f"row {r + 1} has {k} stars, needs {m}")
    for c in range(n):
        k = sum(1 for r in range(n) if (r, c) in stars)
        if k != m:
            problems.append(f"column {c + 1} has {k} stars, needs {m}")
    for label, cells in p.region_cells().items():
        k = sum(1 for cell in cells if cell in stars)
        if k != m:
            problems.append(f"region {label} has {k} stars, needs {m}")
    for r, c in sorted(stars):
        if p.regions[r][c] is None:
            problems.append(f"star at {cell_name(r, c)} is in no region")
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                if (dr, dc) > (0, 0) and (r + dr, c + dc) in stars:
                    problems.append(f"stars at {cell_name(r, c)} and {cell_name(r + dr, c + dc)} touch")
    return problems
