"""Nurikabe's independent checker: the rules, checked by flood fills over the answer."""
from __future__ import annotations

from ...render.text import cell_name


def check(p, sol) -> list[str]:
    h, w, sizes = p.rows, p.cols, p.sizes
    problems = []
    if len(set(sol.shaded)) != len(sol.shaded):
        problems.append("a shaded cell is listed twice")
    shaded = set()
    for r, c in sorted(set(sol.shaded)):
        if not (0 <= r < h and 0 <= c < w):
            problems.append(f"shaded cell {cell_name(r, c)} is outside the {w}x{h} grid")
        elif (r, c) in sizes:
            problems.append(f"{cell_name(r, c)} holds a clue but is shaded")
        else:
            shaded.add((r, c))

    # every island holds exactly one clue, and as many cells as it says
    for island in p.areas(set(p) - shaded):
        clues = [cell for cell in island if cell in sizes]
        where = cell_name(*island[0])
        if not clues:
            problems.append(f"the island at {where} ({len(island)} cells) has no number")
        elif len(clues) > 1:
            problems.append(f"the island at {where} holds {len(clues)} clues: "
                            + ", ".join(cell_name(*x) for x in clues))
        elif sizes[clues[0]] is not None and sizes[clues[0]] != len(island):
            problems.append(f"the island of {cell_name(*clues[0])} has {len(island)} cells, "
                            f"needs {sizes[clues[0]]}")

    # the shaded cells are one orthogonally connected area
    sea = p.areas(shaded)
    if len(sea) > 1:
        problems.append(f"the shaded cells are not connected ({cell_name(*sea[0][0])} and "
                        f"{cell_name(*sea[1][0])} are apart)")

    # no 2x2 block is all shaded
    for block in p.blocks():
        if all(cell in shaded for cell in block):
            problems.append(f"the 2x2 block at {cell_name(*block[0])} is all shaded")
    return problems
