"""Tents drawn as text and SVG (shared primitives)."""
from __future__ import annotations

from ...render.svg import Board

TITLE = "Trees and Tents"


def _count(k) -> str:
    return "?" if k is None else str(k)


def draw(p, sol=None, ascii: bool = False) -> str:
    tents = set(sol.tents) if sol else set(p.given_tents)
    trees, grass = p.tree_set, set(p.given_grass)
    sym = {"tree": "T", "tent": "A", "blank": ".", "grass": "-"} if ascii else \
        {"tree": "♣", "tent": "▲", "blank": "·", "grass": "-"}
    cw = max(1, max(len(_count(k)) for k in p.columns))
    rw = max(len(_count(k)) for k in p.rows)
    inner = (cw + 1) * p.width + 1
    hz, vt, corners = ("-", "|", "++++") if ascii else ("─", "│", "┌┐└┘")
    lines = [f"{TITLE} {p.width}x{p.height}, {len(p.trees)} trees"]
    lines.append(" " * (rw + 3) + " ".join(_count(k).rjust(cw) for k in p.columns))
    lines.append(" " * (rw + 1) + corners[0] + hz * inner + corners[1])
    for r in range(p.height):
        cells = []
        for c in range(p.width):
            kind = ("tree" if (r, c) in trees else "tent" if (r, c) in tents else
                    "grass" if (r, c) in grass and not sol else "blank")
            cells.append(sym[kind].rjust(cw))
        lines.append(f"{_count(p.rows[r]).rjust(rw)} {vt} {' '.join(cells)} {vt}")
    lines.append(" " * (rw + 1) + corners[2] + hz * inner + corners[3])
    return "\n".join(lines)


def draw_svg(p, sol=None) -> str:
    """Counts above and left of the grid, trees, tents (the answer's, or the given ones), given
    grass, and the answer's tree-tent pairs as dashed links."""
    b = Board(p.height, p.width, f"{TITLE} {p.width}x{p.height}, {len(p.trees)} trees", margin=(1, 0, 0, 1))
    for r, c in (p.given_grass if sol is None else ()):
        b.fill(r, c, "#d9f0c8", "grass")
    b.grid()
    b.frame()
    for c, k in enumerate(p.columns):
        b.outside("top", c, _count(k), 18, cls="count")
    for r, k in enumerate(p.rows):
        b.outside("left", r, _count(k), 18, cls="count")
    for (tr, tc), (ar, ac) in (sol.pairs if sol is not None and sol.pairs else ()):  # tree-tent links
        (x1, y1), (x2, y2) = b.centre(tr, tc), b.centre(ar, ac)
        b.line(x1, y1, x2, y2, "#c08040", 2, "pair", ' stroke-dasharray="3,3"')
    size = b.cell
    for r, c in p.trees:
        cx, cy = b.centre(r, c)
        b.add(f'<g class="tree"><rect x="{cx - 3:g}" y="{cy:g}" width="6" height="{size * 0.38:g}" '
              f'fill="#6b4226"/><circle cx="{cx:g}" cy="{cy - 4:g}" r="{size * 0.28:g}" fill="#3a9a3a" '
              'stroke="#1e5e1e" stroke-width="1.5"/></g>')
    for r, c in (sol.tents if sol is not None else p.given_tents):
        cx, cy = b.centre(r, c)
        s = size * 0.34
        b.add(f'<polygon class="tent" points="{cx:g},{cy - s:g} {cx - s:g},{cy + s * 0.8:g} '
              f'{cx + s:g},{cy + s * 0.8:g}" fill="#e07b00" stroke="#7a4300" stroke-width="1.5"/>')
    return b.document()
