"""KenKen drawn as text and SVG (shared primitives)."""
from __future__ import annotations

from ...render.svg import Board
from ...render.text import region_grid


def draw(p, sol=None, ascii: bool = False) -> str:
    """The cages walled; each cage's label in its first cell (the answer's digits once solved,
    up to 9x9), then the clues by label."""
    from .formats import labels

    names = labels(p)
    first = {k.cells[0]: i for i, k in enumerate(p.cages)}
    wide = p.size > 9 or len(names[0]) > 1

    def cell(r: int, c: int) -> str:
        if sol is not None and not wide:
            return str(sol.grid[r][c])
        return names[first[r, c]] if (r, c) in first and not wide else "."

    out = [f"KenKen {p.size}x{p.size}, {len(p.cages)} cages", region_grid(p.regions, cell, ascii)]
    if wide and sol is not None:
        out.append("\n".join(" ".join(f"{v:>2}" for v in row) for row in sol.grid))
    out.append("clues: " + " ".join(f"{names[i]}={k.clue(ascii)}" for i, k in enumerate(p.cages)))
    return "\n".join(out)


def draw_svg(p, sol=None) -> str:
    n = p.size
    b = Board(n, n, f"KenKen {n}x{n}")
    b.grid()
    b.walls(p.regions)
    for k in p.cages:
        x, y = b.corner(*k.cells[0])
        b.text(x + 4, y + 8, k.clue(ascii=False), 10, cls="clue", anchor="start")
    if sol is not None:
        for r in range(n):
            for c in range(n):
                b.number(r, c, sol.grid[r][c], False, 20 if n <= 16 else 14, 3)
    return b.document()
