"""Star Battle drawn as text and SVG (shared primitives)."""
from __future__ import annotations

from ...render.svg import Board
from ...render.text import region_grid


def _plural(k: int) -> str:
    return f"{k} star{'s' if k > 1 else ''}"


def draw(p, sol=None, ascii: bool = False) -> str:
    stars = set(sol.stars) if sol else set()

    def cell(r: int, c: int) -> str:
        if (r, c) in stars:
            return "*" if ascii else "★"
        if p.regions[r][c] is None:
            return "#" if ascii else "▒"
        return "." if (ascii or sol) else " "

    head = f"Star Battle {p.size}x{p.size}, {_plural(p.stars)} per row, column and region"
    return head + "\n" + region_grid(p.regions, cell, ascii)


def draw_svg(p, sol=None) -> str:
    n = p.size
    b = Board(n, n, f"Star Battle {n}x{n}, {_plural(p.stars)} per row, column and region",
              caption=f"{p.stars} ★ per row, column and region")
    for r in range(n):
        for c in range(n):
            if p.regions[r][c] is None:
                b.fill(r, c, "#555555", "no-region")
    b.grid()
    b.walls(p.regions)
    for r, c in (sol.stars if sol else ()):
        b.star(r, c)
    return b.document()
