"""Hashiwokakero drawn as text and SVG (shared primitives)."""
from __future__ import annotations

from ...render.svg import ANSWER, INK, Board

# bridge characters by count (1, 2, more) for horizontal and vertical runs
_UNICODE = {"h": "─═≡", "v": "│║┇"}
_ASCII = {"h": "-=#", "v": "|\"#"}


def _runs(p, sol):
    """(water cells under each bridge, the gaps it spans, way, k)."""
    for a, b, k in sol.bridges if sol else ():
        if a[0] == b[0]:
            yield [(a[0], c) for c in range(a[1] + 1, b[1])], [(a[0], c) for c in range(a[1], b[1])], "h", k
        else:
            yield [(r, a[1]) for r in range(a[0] + 1, b[0])], [], "v", k


def draw(p, sol=None, ascii: bool = False) -> str:
    marks = _ASCII if ascii else _UNICODE
    over, gaps = {}, {}
    for cells, spans, way, k in _runs(p, sol):
        ch = marks[way][min(k, 3) - 1]
        over.update((cell, ch) for cell in cells)
        gaps.update((cell, ch) for cell in spans)   # the gap right of each cell a horizontal bridge spans
    rows = []
    for r in range(p.height):
        line = ""
        for c in range(p.width):
            ch = p.grid[r][c]
            line += (ch if ch != "." else over.get((r, c), ".")) + (gaps.get((r, c), " ") if c + 1 < p.width else "")
        rows.append(line.rstrip())
    rule = (f" max={p.maxb}" if p.maxb != 2 else "") + ("" if p.loops else " no-loops")
    return f"Hashiwokakero {p.width}x{p.height}{rule}\n" + "\n".join(rows)


def draw_svg(p, sol=None) -> str:
    b = Board(p.height, p.width, f"Hashiwokakero {p.width}x{p.height}")
    s = b.cell
    b.grid()
    b.frame(1)
    for (r1, c1), (r2, c2), k in sol.bridges if sol else ():
        (x1, y1), (x2, y2) = b.centre(r1, c1), b.centre(r2, c2)
        dx, dy = (0, 1) if r1 == r2 else (1, 0)      # offset across the bridge
        for i in range(k):
            off = (i - (k - 1) / 2) * s * 0.18
            b.line(x1 + dx * off, y1 + dy * off, x2 + dx * off, y2 + dy * off, ANSWER, 2.5, "bridge")
    for (r, c), n in p.islands.items():
        b.disc(r, c, 0.38, fill="white", stroke=INK, width=2, cls="island")
        b.number(r, c, "?" if n is None else n, size=s * 0.45)
    return b.document()
