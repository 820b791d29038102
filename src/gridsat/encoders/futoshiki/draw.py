"""Futoshiki drawn as text (the native layout) and SVG."""
from __future__ import annotations

from ...render.svg import INK, Board
from .formats import to_text
from .puzzle import sym


def draw(p, sol=None, ascii: bool = False) -> str:
    """The native layout, the answer's digits in the cells."""
    shown = type(p)(sol.grid, p.greater, p.adjacent, p.consecutive) if sol else p
    head = f"Futoshiki {p.size}x{p.size}" + " (adjacent)" * p.adjacent
    return head + "\n" + to_text(shown).split("\n", 1)[1].rstrip()


def draw_svg(p, sol=None) -> str:
    """Signs '>' on the edges, pointing at the smaller digit; Adjacent mode's bars across them."""
    n = p.size
    b = Board(n, n, f"Futoshiki {n}x{n}" + " (adjacent)" * p.adjacent)
    b.grid()
    b.frame()
    s = b.cell
    for a, c in p.consecutive if p.adjacent else p.greater:
        (x1, y1), (x2, y2) = b.centre(*a), b.centre(*c)
        mx, my, ux, uy, h = (x1 + x2) / 2, (y1 + y2) / 2, (x2 - x1) / s, (y2 - y1) / s, 0.1 * s
        if p.adjacent:
            b.line(mx - 0.18 * s * uy, my - 0.18 * s * ux, mx + 0.18 * s * uy, my + 0.18 * s * ux, INK, 3, "mark")
            continue
        back, wing = (mx - ux * h, my - uy * h), (-uy * h * 1.3, ux * h * 1.3)  # the point towards c
        points = ((back[0] + wing[0], back[1] + wing[1]), (mx + ux * h, my + uy * h),
                  (back[0] - wing[0], back[1] - wing[1]))
        b.add('<polyline class="sign" points="' + " ".join(f"{x:g},{y:g}" for x, y in points)
              + f'" fill="none" stroke="{INK}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>')
    for r, c in p:
        if v := p.givens[r][c] or (sol.grid[r][c] if sol else 0):
            b.number(r, c, sym(v), bool(p.givens[r][c]), s * 0.45)
    return b.document()
