"""KenKen drawn as text and SVG."""
from __future__ import annotations

from ...answers import draw_clues, draw_svg as svg_board
from ...render.text import region_grid


def draw(p, sol=None, ascii: bool = False) -> str:
    """The cages walled; each cage's label in its first cell (the answer's digits once solved,
    up to 9x9), then the clues by label."""
    from .formats import labels

    names, first = labels(p), {k.cells[0]: i for i, k in enumerate(p.cages)}
    wide = p.size > 9 or len(names[0]) > 1

    def cell(r: int, c: int) -> str:
        return "." if wide else str(sol.grid[r][c]) if sol else names[first[r, c]] if (r, c) in first else "."

    out = [f"KenKen {p.size}x{p.size}, {len(p.cages)} cages", region_grid(p.regions, cell, ascii)]
    if wide and sol is not None:
        out.append("\n".join(" ".join(f"{v:>2}" for v in row) for row in sol.grid))
    return "\n".join(out + ["clues: " + " ".join(f"{names[i]}={k.clue(ascii)}" for i, k in enumerate(p.cages))])


def draw_svg(p, sol=None) -> str:
    """The cages walled, each clue in its first cell's corner, the answer's digits."""
    b = svg_board(p, "KenKen")
    draw_clues(b, p)
    for k in p.cages:
        x, y = b.corner(*k.cells[0])
        b.text(x + 4, y + 8, k.clue(ascii=False), 10, cls="clue", anchor="start")
    for r, c in p if sol else ():
        b.number(r, c, sol.grid[r][c], False, 20 if p.size <= 16 else 14, 3)
    return b.document()
