"""Light Up drawn as text and SVG (shared primitives)."""
from __future__ import annotations

from ...render.svg import INK, Board


def draw(p, sol=None, ascii: bool = False) -> str:
    lights = set(sol.lights) if sol else set()

    def cell(r: int, c: int) -> str:
        ch = p.grid[r][c]
        if ch != ".":
            return ch if ch != "#" or ascii else "█"
        return ("*" if ascii else "●") if (r, c) in lights else "."

    rows = (" ".join(cell(r, c) for c in range(p.width)) for r in range(p.height))
    return f"Light Up {p.width}x{p.height}\n" + "\n".join(rows)


def draw_svg(p, sol=None) -> str:
    b = Board(p.height, p.width, f"Light Up {p.width}x{p.height}")
    lights = set(sol.lights) if sol else set()
    lit = {cell for run in p.segments() if lights.intersection(run) for cell in run}
    for r, c in sorted(lit):
        b.fill(r, c, "#fff2a8", "lit")
    b.grid()
    for (r, c), k in p.black.items():
        b.fill(r, c, INK, "black")
        if k is not None:
            b.text(*b.centre(r, c), k, b.cell * 0.5, "white", "given", "bold")
    for r, c in sorted(lights):
        b.disc(r, c, 0.3, fill="#f5c400", cls="light")
    b.frame()
    return b.document()
