"""Tents drawn as text and SVG: counts above and left of the grid, trees, tents (the answer's,
or the given ones), given grass, and the answer's tree-tent pairs as dashed links."""
from __future__ import annotations

from ...render.svg import Board

TITLE = "Trees and Tents"


def _count(k) -> str:
    return "?" if k is None else str(k)


def draw(p, sol=None, ascii: bool = False) -> str:
    tents, grass = set(sol.tents) if sol else set(p.given_tents), set(p.given_grass) if not sol else set()
    tree, tent, blank, mark = "TA.-" if ascii else "♣▲·-"
    hz, vt, corners = ("-", "|", "++++") if ascii else ("─", "│", "┌┐└┘")
    cw, rw = max(len(_count(k)) for k in p.columns), max(len(_count(k)) for k in p.rows)
    inner = (cw + 1) * p.width + 1
    lines = [f"{TITLE} {p.width}x{p.height}, {len(p.trees)} trees",
             " " * (rw + 3) + " ".join(_count(k).rjust(cw) for k in p.columns),
             " " * (rw + 1) + corners[0] + hz * inner + corners[1]]
    for r in range(p.height):
        cells = [(tree if (r, c) in p.tree_set else tent if (r, c) in tents else mark if (r, c) in grass else blank)
                 .rjust(cw) for c in range(p.width)]
        lines.append(f"{_count(p.rows[r]).rjust(rw)} {vt} {' '.join(cells)} {vt}")
    return "\n".join(lines + [" " * (rw + 1) + corners[2] + hz * inner + corners[3]])


def draw_svg(p, sol=None) -> str:
    b = Board(p.height, p.width, f"{TITLE} {p.width}x{p.height}, {len(p.trees)} trees", margin=(1, 0, 0, 1))
    for r, c in (p.given_grass if sol is None else ()):
        b.fill(r, c, "#d9f0c8", "grass")
    b.grid()
    b.frame()
    for side, counts in (("top", p.columns), ("left", p.rows)):
        for i, k in enumerate(counts):
            b.outside(side, i, _count(k), 18, cls="count")
    for (tr, tc), (ar, ac) in (sol.pairs if sol is not None and sol.pairs else ()):  # tree-tent links
        b.line(*b.centre(tr, tc), *b.centre(ar, ac), "#c08040", 2, "pair", ' stroke-dasharray="3,3"')
    size = b.cell
    for cx, cy in (b.centre(r, c) for r, c in p.trees):
        b.add(f'<g class="tree"><rect x="{cx - 3:g}" y="{cy:g}" width="6" height="{size * 0.38:g}" '
              f'fill="#6b4226"/><circle cx="{cx:g}" cy="{cy - 4:g}" r="{size * 0.28:g}" fill="#3a9a3a" '
              'stroke="#1e5e1e" stroke-width="1.5"/></g>')
    for cx, cy, s in ((*b.centre(r, c), size * 0.34) for r, c in (sol.tents if sol is not None else p.given_tents)):
        b.add(f'<polygon class="tent" points="{cx:g},{cy - s:g} {cx - s:g},{cy + s * 0.8:g} '
              f'{cx + s:g},{cy + s * 0.8:g}" fill="#e07b00" stroke="#7a4300" stroke-width="1.5"/>')
    return b.document()
