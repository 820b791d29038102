"""Futoshiki drawn as text (the native layout) and SVG (shared primitives)."""
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
    n = p.size
    b = Board(n, n, f"Futoshiki {n}x{n}" + (" (adjacent)" if p.adjacent else ""))
    b.grid()
    b.frame()
    s = b.cell
    for a, c in p.greater:  # a > c: the sign opens towards a
        _sign(b, a, c, s)
    for a, c in p.consecutive:
        (x1, y1), (x2, y2) = b.centre(*a), b.centre(*c)
        mx, my = (x1 + x2) / 2, (y1 + y2) / 2
        dx, dy = (0, 0.18 * s) if a[0] == c[0] else (0.18 * s, 0)
        b.line(mx - dx, my - dy, mx + dx, my + dy, INK, 3, "mark")
    for r in range(n):
        for c in range(n):
            given = p.givens[r][c]
            v = given or (sol.grid[r][c] if sol else 0)
            if v:
                b.number(r, c, sym(v), bool(given), s * 0.45)
    return b.document()


def _sign(b: Board, big, small, s: float) -> None:
    """A '>' on the edge between two cells, its point towards the smaller."""
    (x1, y1), (x2, y2) = b.centre(*big), b.centre(*small)
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    ux, uy = (x2 - x1) / s, (y2 - y1) / s  # unit step towards the smaller cell
    h = 0.1 * s
    tip = (mx + ux * h, my + uy * h)
    back = (mx - ux * h, my - uy * h)
    wing = (-uy * h * 1.3, ux * h * 1.3)
    pts = [(back[0] + wing[0], back[1] + wing[1]), tip, (back[0] - wing[0], back[1] - wing[1])]
    b.add('<polyline class="sign" points="' + " ".join(f"{x:g},{y:g}" for x, y in pts)
          + f'" fill="none" stroke="{INK}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>')
