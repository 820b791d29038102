"""Nonogram drawn as text and SVG (shared primitives): the clues above and left of the grid."""
from __future__ import annotations

from ...render.svg import INK, Board


def draw(p, sol=None, ascii: bool = False) -> str:
    given = p.given
    wide = max([len(str(n)) for clue in p.cols for n in clue] + [1]) + 1     # characters per column
    left = [" ".join(map(str, clue)) for clue in p.rows]
    margin = max(len(s) for s in left)
    depth = max(len(clue) for clue in p.cols)
    out = [f"Nonogram {p.width}x{p.height}"]
    for k in range(depth):  # column clues, bottom-aligned
        out.append(" " * margin + " " + "".join(
            str(clue[k - depth + len(clue)]).rjust(wide) if k >= depth - len(clue) else " " * wide
            for clue in p.cols))

    def cell(r: int, c: int) -> str:
        v = sol.grid[r][c] if sol else given.get((r, c))
        return "?" if v is None else ("#" if ascii else "█") if v else "."

    for r in range(p.height):
        out.append(left[r].rjust(margin) + " " + "".join(cell(r, c).rjust(wide) for c in range(p.width)))
    return "\n".join(out)


def draw_svg(p, sol=None) -> str:
    top = max(1, max(len(clue) for clue in p.cols))
    left = max(1, max(len(clue) for clue in p.rows))
    cell = 40 if max(p.width + left, p.height + top) <= 40 else 20
    b = Board(p.height, p.width, f"Nonogram {p.width}x{p.height}", margin=(top, 0, 0, left), cell=cell)
    size = cell * 0.5
    for c, clue in enumerate(p.cols):
        for k, n in enumerate(clue):
            x, y = b.centre(-len(clue) + k, c)
            b.text(x, y, n, size, INK, "clue")
    for r, clue in enumerate(p.rows):
        for k, n in enumerate(clue):
            x, y = b.centre(r, -len(clue) + k)
            b.text(x, y, n, size, INK, "clue")
    shown = {(r, c): v for r, row in enumerate(sol.grid) for c, v in enumerate(row)} if sol else {}
    for (r, c), v in p.givens:
        shown.setdefault((r, c), v)
    for (r, c), v in sorted(shown.items()):
        if v:
            b.fill(r, c, INK, "shaded")
    b.grid()
    for (r, c), v in p.givens:  # a given blank: a small cross; a given shaded cell: a white dot
        x, y = b.centre(r, c)
        if v:
            b.disc(r, c, 0.1, fill="white", stroke="white", width=0, cls="given")
        else:
            d = cell * 0.15
            b.line(x - d, y - d, x + d, y + d, INK, 1.5, "given")
            b.line(x - d, y + d, x + d, y - d, INK, 1.5, "given")
    for k in range(5, p.width, 5):  # every fifth line heavier, as printed nonograms have
        x, y = b.corner(0, k)
        b.line(x, y, x, y + p.height * cell, INK, 1.5, "guide")
    for k in range(5, p.height, 5):
        x, y = b.corner(k, 0)
        b.line(x, y, x + p.width * cell, y, INK, 1.5, "guide")
    b.frame()
    return b.document()
