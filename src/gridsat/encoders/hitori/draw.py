"""Hitori drawn as text and SVG (shared primitives)."""
from __future__ import annotations

from ...render.svg import INK, Board


def draw(p, sol=None, ascii: bool = False) -> str:
    shaded = set(sol.shaded) if sol else set()
    wide = max(len(str(n)) for row in p.grid for n in row if n is not None) if any(
        n is not None for row in p.grid for n in row) else 1
    block = "#" if ascii else "█"

    def cell(r: int, c: int) -> str:
        if (r, c) in shaded:
            return block * wide
        n = p.grid[r][c]
        return ("." if n is None else str(n)).rjust(wide)

    rows = (" ".join(cell(r, c) for c in range(p.width)) for r in range(p.height))
    return f"Hitori {p.width}x{p.height}\n" + "\n".join(rows)


def draw_svg(p, sol=None) -> str:
    b = Board(p.height, p.width, f"Hitori {p.width}x{p.height}")
    shaded = set(sol.shaded) if sol else set()
    for r, c in sorted(shaded):
        b.fill(r, c, INK, "shaded")
    b.grid()
    for r, c in p.cells():
        n = p.grid[r][c]
        if n is not None:
            size = b.cell * (0.5 if n < 100 else 0.36)
            colour = "#8a8a8a" if (r, c) in shaded else INK
            b.text(*b.centre(r, c), n, size, colour, "given", "bold")
    b.frame()
    return b.document()
