"""Nurikabe drawn as text and SVG (shared primitives)."""
from __future__ import annotations

from ...render.svg import INK, Board


def _token(k) -> str:
    return "?" if k is None else str(k)


def draw(p, sol=None, ascii: bool = False) -> str:
    shaded = set(sol.shaded) if sol else set()
    wide = max([1] + [len(_token(k)) for k in p.clues.values()])

    def cell(r: int, c: int) -> str:
        if (r, c) in p.clues:
            return _token(p.clues[r, c]).rjust(wide)
        if (r, c) in shaded:
            return ("#" if ascii else "█") * wide
        return ".".rjust(wide)

    rows = (" ".join(cell(r, c) for c in range(p.width)) for r in range(p.height))
    return f"Nurikabe {p.width}x{p.height}\n" + "\n".join(rows)


def draw_svg(p, sol=None) -> str:
    b = Board(p.height, p.width, f"Nurikabe {p.width}x{p.height}")
    for r, c in sorted(sol.shaded if sol else ()):
        b.fill(r, c, "#3a3a3a", "shaded")
    b.grid()
    for (r, c), k in p.clues.items():
        b.number(r, c, _token(k), size=b.cell * (0.5 if k is None or k < 100 else 0.36))
    if sol:
        shaded = set(sol.shaded)
        for r, c in p.cells():
            if (r, c) not in shaded and (r, c) not in p.clues:
                b.disc(r, c, 0.08, fill=INK, stroke="none", width=0, cls="dot")
    b.frame()
    return b.document()
