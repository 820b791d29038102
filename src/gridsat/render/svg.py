"""SVG pictures of puzzles and their answers: the shared drawing primitives.

:class:`Board` is a grid of cells on a :class:`Canvas`, with the primitives every genre's
``draw.py`` uses: thin cell lines, a frame, region walls, filled cells, numbers (given or
answer), stars, discs, paths through cell centres, edge segments, edge triangles and
clues outside the grid.  (TRANSITIONAL, issue 15: the per-genre drawers below move into the
genre packages.)

``render_svg(genre_name, puzzle, solution)`` returns a standalone SVG document (plain text,
no dependency); ``solution`` may be None (the puzzle alone).  A genre module's own
``render_svg`` hook is used when this registry has no entry for it (edge matching draws its
tiles itself).  Elements carry classes so tests and style sheets can find them: ``given`` /
``digit`` numbers, ``star``, ``tree``, ``tent``, ``count``, ``path``, ``clue``, ``region-border``.
"""
from __future__ import annotations

import importlib
from typing import Callable

CELL = 40
PAD = 14
THIN = "#9e9e9e"
INK = "#000000"
ANSWER = "#1f5fbf"
PALETTE = ["#e6194b", "#3cb44b", "#4363d8", "#f58231", "#911eb4", "#42d4f4", "#f032e6", "#bfef45",
           "#469990", "#9a6324", "#800000", "#808000", "#000075", "#fabed4", "#ffe119", "#aaffc3",
           "#dcbeff", "#a9a9a9"]


def escape(text) -> str:
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


class Canvas:
    """SVG text built element by element; coordinates in pixels."""

    def __init__(self, width: float, height: float, title: str) -> None:
        self.width, self.height = width, height
        self.parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:g}" height="{height:g}" '
                      f'viewBox="0 0 {width:g} {height:g}" font-family="sans-serif">',
                      f"<title>{escape(title)}</title>",
                      f'<rect x="0" y="0" width="{width:g}" height="{height:g}" fill="white"/>']

    def add(self, element: str) -> None:
        self.parts.append(element)

    def rect(self, x, y, w, h, fill="none", stroke="none", width=1, cls=None, extra="") -> None:
        c = f' class="{cls}"' if cls else ""
        self.add(f'<rect{c} x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" fill="{fill}" '
                 f'stroke="{stroke}" stroke-width="{width:g}"{extra}/>')

    def line(self, x1, y1, x2, y2, stroke=INK, width=1, cls=None, extra="") -> None:
        c = f' class="{cls}"' if cls else ""
        self.add(f'<line{c} x1="{x1:g}" y1="{y1:g}" x2="{x2:g}" y2="{y2:g}" stroke="{stroke}" '
                 f'stroke-width="{width:g}" stroke-linecap="square"{extra}/>')

    def text(self, x, y, s, size=20, fill=INK, cls=None, weight="normal", anchor="middle") -> None:
        c = f' class="{cls}"' if cls else ""
        self.add(f'<text{c} x="{x:g}" y="{y:g}" font-size="{size:g}" font-weight="{weight}" '
                 f'fill="{fill}" text-anchor="{anchor}" dominant-baseline="central">{escape(s)}</text>')

    def document(self) -> str:
        return "\n".join(self.parts + ["</svg>"]) + "\n"


class Board(Canvas):
    """A ``rows`` x ``cols`` grid of ``cell``-pixel cells, with room (in cells) around it for
    outside clues: ``margin=(top, right, bottom, left)``; ``caption`` adds a line of text above."""

    def __init__(self, rows: int, cols: int, title: str, margin=(0, 0, 0, 0), cell: float = CELL,
                 caption: str | None = None) -> None:
        top, right, bottom, left = margin
        extra = 24 if caption else 0
        super().__init__((cols + left + right) * cell + 2 * PAD, (rows + top + bottom) * cell + 2 * PAD + extra,
                         title)
        self.rows, self.cols, self.cell = rows, cols, cell
        self.x0, self.y0 = PAD + left * cell, PAD + top * cell + extra
        if caption:
            self.text(PAD, PAD + 8, caption, 14, anchor="start", cls="caption")

    def corner(self, r: float, c: float) -> tuple[float, float]:
        """Pixel position of the top-left corner of cell (r, c) (fractions allowed)."""
        return self.x0 + c * self.cell, self.y0 + r * self.cell

    def centre(self, r: float, c: float) -> tuple[float, float]:
        return self.x0 + (c + 0.5) * self.cell, self.y0 + (r + 0.5) * self.cell

    def grid(self) -> None:
        """Thin lines between all cells."""
        _grid(self, self.x0, self.y0, self.rows, self.cols, self.cell)

    def frame(self, width: float = 2) -> None:
        self.rect(self.x0, self.y0, self.cols * self.cell, self.rows * self.cell, stroke=INK, width=width,
                  cls="frame")

    def walls(self, regions, width: float = 3) -> None:
        """Thick lines between cells of different regions, and round the grid."""
        _region_walls(self, self.x0, self.y0, regions, self.cell, width)

    def fill(self, r: int, c: int, colour: str, cls: str | None = None) -> None:
        x, y = self.corner(r, c)
        self.rect(x, y, self.cell, self.cell, fill=colour, cls=cls)

    def number(self, r: int, c: int, value, given: bool = True, size: float | None = None,
               dy: float = 0) -> None:
        """A number or symbol in a cell: bold ink for a given, answer blue otherwise."""
        cx, cy = self.centre(r, c)
        size = size or self.cell * 0.5
        if given:
            self.text(cx, cy + dy, value, size, INK, "given", "bold")
        else:
            self.text(cx, cy + dy, value, size, ANSWER, "digit")

    def disc(self, r: int, c: int, radius: float = 0.36, fill: str = "white", stroke: str = INK,
             width: float = 2, cls: str | None = None, extra: str = "") -> None:
        cx, cy = self.centre(r, c)
        k = f' class="{cls}"' if cls else ""
        self.add(f'<circle{k} cx="{cx:g}" cy="{cy:g}" r="{self.cell * radius:g}" fill="{fill}" '
                 f'stroke="{stroke}" stroke-width="{width:g}"{extra}/>')

    def star(self, r: int, c: int, colour: str = ANSWER, cls: str = "star") -> None:
        cx, cy = self.centre(r, c)
        self.add(f'<polygon class="{cls}" points="{_star_points(cx, cy, self.cell * 0.38)}" fill="{colour}"/>')

    def path(self, cells, colour: str = ANSWER, width: float = 0.3, cls: str = "path", extra: str = "",
             closed: bool = False) -> None:
        """A line through the centres of ``cells`` (a loop when ``closed``)."""
        pts = " ".join("{:g},{:g}".format(*self.centre(r, c)) for r, c in cells)
        tag = "polygon" if closed else "polyline"
        self.add(f'<{tag} class="{cls}"{extra} points="{pts}" fill="none" stroke="{colour}" '
                 f'stroke-width="{self.cell * width:g}" stroke-linecap="round" stroke-linejoin="round" '
                 'stroke-opacity="0.85"/>')

    def edge(self, r1: float, c1: float, r2: float, c2: float, colour: str = ANSWER, width: float = 4,
             cls: str = "edge") -> None:
        """A segment between two grid points (corners: integer (r, c) of the lattice)."""
        (xa, ya), (xb, yb) = self.corner(r1, c1), self.corner(r2, c2)
        self.line(xa, ya, xb, yb, colour, width, cls)

    def triangle(self, r: int, c: int, side: str, colour: str, cls: str = "edge-triangle") -> None:
        """The quarter of cell (r, c) that touches its ``side`` (right, top, left, bottom)."""
        x, y = self.corner(r, c)
        s = self.cell
        cx, cy = x + s / 2, y + s / 2
        a, b = {"right": ((x + s, y), (x + s, y + s)), "top": ((x, y), (x + s, y)),
                "left": ((x, y), (x, y + s)), "bottom": ((x, y + s), (x + s, y + s))}[side]
        self.add(f'<polygon class="{cls}" points="{cx:g},{cy:g} {a[0]:g},{a[1]:g} {b[0]:g},{b[1]:g}" '
                 f'fill="{colour}" stroke="{INK}" stroke-width="0.5"/>')

    def outside(self, side: str, index: int, text, size: float = 16, fill: str = INK, cls: str = "clue") -> None:
        """A clue outside the grid: ``side`` top/bottom (``index`` = column) or left/right (row)."""
        s = self.cell
        x, y = {"left": (self.x0 - s / 2, self.y0 + (index + 0.5) * s),
                "right": (self.x0 + self.cols * s + s / 2, self.y0 + (index + 0.5) * s),
                "top": (self.x0 + (index + 0.5) * s, self.y0 - s / 2),
                "bottom": (self.x0 + (index + 0.5) * s, self.y0 + self.rows * s + s / 2)}[side]
        self.text(x, y, text, size, fill, cls)


def _grid(cv: Canvas, x0, y0, rows: int, cols: int, cell=CELL) -> None:
    """Thin lines between all cells."""
    for r in range(1, rows):
        cv.line(x0, y0 + r * cell, x0 + cols * cell, y0 + r * cell, THIN, 1)
    for c in range(1, cols):
        cv.line(x0 + c * cell, y0, x0 + c * cell, y0 + rows * cell, THIN, 1)


def _region_walls(cv: Canvas, x0, y0, regions, cell=CELL, width=3) -> None:
    """Thick lines wherever neighbours belong to different regions, and round the grid."""
    rows, cols = len(regions), len(regions[0])
    for r in range(rows):
        for c in range(cols):
            x, y = x0 + c * cell, y0 + r * cell
            if c + 1 < cols and regions[r][c] != regions[r][c + 1]:
                cv.line(x + cell, y, x + cell, y + cell, INK, width, "region-border")
            if r + 1 < rows and regions[r][c] != regions[r + 1][c]:
                cv.line(x, y + cell, x + cell, y + cell, INK, width, "region-border")
    cv.rect(x0, y0, cols * cell, rows * cell, stroke=INK, width=width, cls="frame")


def _star_points(cx, cy, radius) -> str:
    from math import cos, pi, sin

    pts = []
    for k in range(10):
        rad = radius if k % 2 == 0 else radius * 0.42
        a = -pi / 2 + k * pi / 5
        pts.append(f"{cx + rad * cos(a):.1f},{cy + rad * sin(a):.1f}")
    return " ".join(pts)


# -- Trees and Tents ----------------------------------------------------------------------------

def tents(p, sol) -> str:
    h, w = p.height, p.width
    left = CELL  # room for the row counts
    cv = Canvas(left + w * CELL + 2 * PAD, CELL + h * CELL + 2 * PAD,
                f"Trees and Tents {w}x{h}, {len(p.trees)} trees")
    x0, y0 = PAD + left, PAD + CELL
    grass = set(p.given_grass) if sol is None else set()
    for r, c in grass:
        cv.rect(x0 + c * CELL, y0 + r * CELL, CELL, CELL, fill="#d9f0c8", cls="grass")
    _grid(cv, x0, y0, h, w)
    cv.rect(x0, y0, w * CELL, h * CELL, stroke=INK, width=2, cls="frame")
    for c, k in enumerate(p.columns):
        cv.text(x0 + (c + 0.5) * CELL, PAD + CELL / 2, "?" if k is None else k, 18, cls="count")
    for r, k in enumerate(p.rows):
        cv.text(PAD + left / 2, y0 + (r + 0.5) * CELL, "?" if k is None else k, 18, cls="count")
    pairs = sol.pairs if sol is not None and sol.pairs else ()
    for (tr, tc), (ar, ac) in pairs:  # tree-tent links (thin)
        cv.line(x0 + (tc + 0.5) * CELL, y0 + (tr + 0.5) * CELL, x0 + (ac + 0.5) * CELL,
                y0 + (ar + 0.5) * CELL, "#c08040", 2, "pair", ' stroke-dasharray="3,3"')
    for r, c in p.trees:
        cx, cy = x0 + (c + 0.5) * CELL, y0 + (r + 0.5) * CELL
        cv.add(f'<g class="tree"><rect x="{cx - 3:g}" y="{cy:g}" width="6" height="{CELL * 0.38:g}" '
               f'fill="#6b4226"/><circle cx="{cx:g}" cy="{cy - 4:g}" r="{CELL * 0.28:g}" fill="#3a9a3a" '
               'stroke="#1e5e1e" stroke-width="1.5"/></g>')
    tents_at = sol.tents if sol is not None else p.given_tents
    for r, c in tents_at:
        cx, cy = x0 + (c + 0.5) * CELL, y0 + (r + 0.5) * CELL
        s = CELL * 0.34
        cv.add(f'<polygon class="tent" points="{cx:g},{cy - s:g} {cx - s:g},{cy + s * 0.8:g} '
               f'{cx + s:g},{cy + s * 0.8:g}" fill="#e07b00" stroke="#7a4300" stroke-width="1.5"/>')
    return cv.document()


# -- Numberlink ---------------------------------------------------------------------------------

def numberlink(p, sol) -> str:
    h, w = p.height, p.width
    cv = Canvas(w * CELL + 2 * PAD, h * CELL + 2 * PAD,
                f"Numberlink {w}x{h}, {len(p.labels)} pairs" + (f", {sol.variant} rule" if sol else ""))
    x0, y0 = PAD, PAD
    _grid(cv, x0, y0, h, w)
    cv.rect(x0, y0, w * CELL, h * CELL, stroke=INK, width=2, cls="frame")
    colour = {lab: PALETTE[i % len(PALETTE)] for i, lab in enumerate(p.labels)}
    for label, cells in (sol.paths if sol else ()):
        pts = " ".join(f"{x0 + (c + 0.5) * CELL:g},{y0 + (r + 0.5) * CELL:g}" for r, c in cells)
        cv.add(f'<polyline class="path" data-label="{escape(label)}" points="{pts}" fill="none" '
               f'stroke="{colour.get(label, INK)}" stroke-width="{CELL * 0.3:g}" stroke-linecap="round" '
               'stroke-linejoin="round" stroke-opacity="0.85"/>')
    for r in range(h):
        for c in range(w):
            lab = p.grid[r][c]
            if lab is None:
                continue
            cx, cy = x0 + (c + 0.5) * CELL, y0 + (r + 0.5) * CELL
            cv.add(f'<circle class="clue" data-label="{escape(lab)}" cx="{cx:g}" cy="{cy:g}" '
                   f'r="{CELL * 0.36:g}" fill="white" stroke="{colour[lab]}" stroke-width="3"/>')
            cv.text(cx, cy, lab, 18 if len(lab) < 3 else 13, INK, "clue-label", "bold")
    return cv.document()


# -- Sudoku -------------------------------------------------------------------------------------

def sudoku(p, sol) -> str:
    from ..encoders.sudoku import SYMBOLS

    n = p.size
    cv = Canvas(n * CELL + 2 * PAD, n * CELL + 2 * PAD, f"Sudoku {n}x{n}")
    x0, y0 = PAD, PAD
    if p.diagonals:
        for r in range(n):
            for c in (r, n - 1 - r):
                cv.rect(x0 + c * CELL, y0 + r * CELL, CELL, CELL, fill="#eeeeee", cls="diagonal")
    _grid(cv, x0, y0, n, n)
    for k in p.cages:
        cells = set(k.cells)
        inset = 4
        for r, c in cells:  # dashed outline, inset from the cell edges
            x, y = x0 + c * CELL, y0 + r * CELL
            for (dr, dc), (ax, ay, bx, by) in (((-1, 0), (0, 0, 1, 0)), ((1, 0), (0, 1, 1, 1)),
                                               ((0, -1), (0, 0, 0, 1)), ((0, 1), (1, 0, 1, 1))):
                if (r + dr, c + dc) not in cells:
                    def pos(fx, fy):
                        return (x + (inset if fx == 0 else CELL - inset), y + (inset if fy == 0 else CELL - inset))
                    (xa, ya), (xb, yb) = pos(ax, ay), pos(bx, by)
                    cv.line(xa, ya, xb, yb, "#555555", 1, "cage", ' stroke-dasharray="3,2"')
        r, c = min(k.cells)
        cv.text(x0 + c * CELL + 6, y0 + r * CELL + 9, k.total, 10, cls="cage-sum", anchor="start")
    _region_walls(cv, x0, y0, p.regions)
    size = 22 if n <= 9 else 16 if n <= 16 else 12
    for r in range(n):
        for c in range(n):
            given = p.givens[r][c]
            v = given or (sol.grid[r][c] if sol else 0)
            if not v:
                continue
            s = SYMBOLS[v - 1] if n <= len(SYMBOLS) else str(v)
            cx, cy = x0 + (c + 0.5) * CELL, y0 + (r + 0.5) * CELL + (3 if p.cages else 0)
            if given:
                cv.text(cx, cy, s, size, INK, "given", "bold")
            else:
                cv.text(cx, cy, s, size, ANSWER, "digit")
    return cv.document()


# -- Twenty-Four-Seven --------------------------------------------------------------------------

def twentyfourseven(p, sol) -> str:
    from ..encoders.twentyfourseven import N

    rows, cols = p.rows, p.cols
    m = CELL  # margin for outside clues
    cv = Canvas(cols * CELL + 2 * (PAD + m), rows * CELL + 2 * (PAD + m),
                f"Twenty-Four-Seven {rows}x{cols}, {len(p.grids)} grid(s)")
    x0, y0 = PAD + m, PAD + m
    covered = p.covered()
    for r in range(rows):
        for c in range(cols):
            x, y = x0 + c * CELL, y0 + r * CELL
            if (r, c) not in covered:
                cv.rect(x, y, CELL, CELL, fill="#bdbdbd", cls="outside")
            elif sol is not None and not sol.grid[r][c]:
                cv.rect(x, y, CELL, CELL, fill="#e8e8e8", cls="empty")
    _grid(cv, x0, y0, rows, cols)
    for top, left in p.grids:
        cv.rect(x0 + left * CELL, y0 + top * CELL, N * CELL, N * CELL, stroke=INK, width=3, cls="grid7")
    for r in range(rows):
        for c in range(cols):
            given = p.givens[r][c]
            v = given or (sol.grid[r][c] if sol else 0)
            if not v:
                continue
            cx, cy = x0 + (c + 0.5) * CELL, y0 + (r + 0.5) * CELL
            if given:
                cv.add(f'<circle cx="{cx:g}" cy="{cy:g}" r="{CELL * 0.4:g}" fill="none" stroke="{INK}" '
                       'stroke-width="1.5"/>')
                cv.text(cx, cy, v, 20, INK, "given", "bold")
            else:
                cv.text(cx, cy, v, 20, ANSWER, "digit")
    mark = {"sum": "", "first": "′", "either": "?"}
    for clue in p.clues:
        i = clue.index
        pos = {"left": (x0 - m / 2, y0 + (i + 0.5) * CELL), "right": (x0 + cols * CELL + m / 2, y0 + (i + 0.5) * CELL),
               "top": (x0 + (i + 0.5) * CELL, y0 - m / 2), "bottom": (x0 + (i + 0.5) * CELL, y0 + rows * CELL + m / 2)}
        x, y = pos[clue.side]
        cv.text(x, y, f"{clue.value}{mark[clue.kind]}", 14, "#7a1f1f" if clue.kind == "either" else INK, "clue")
    return cv.document()


DRAWERS: dict[str, Callable] = {
    "tents": tents,
    "numberlink": numberlink,
    "sudoku": sudoku,
    "twentyfourseven": twentyfourseven,
}


def supports(genre_name: str) -> bool:
    if genre_name in DRAWERS:
        return True
    return hasattr(importlib.import_module(f"gridsat.encoders.{genre_name}"), "render_svg")


def render_svg(genre_name: str, puzzle, solution=None) -> str:
    """The puzzle (and its answer, when given) as an SVG document."""
    draw = DRAWERS.get(genre_name)
    if draw is not None:
        return draw(puzzle, solution)
    module = importlib.import_module(f"gridsat.encoders.{genre_name}")
    if not hasattr(module, "render_svg"):
        raise KeyError(f"no SVG drawing for {genre_name}")
    return module.render_svg(puzzle, solution)


def svg_to_png(svg: str, scale: float = 2.0) -> bytes:
    """PNG bytes through cairosvg (the optional ``pictures`` extra); ImportError when absent."""
    import cairosvg

    return cairosvg.svg2png(bytestring=svg.encode("utf-8"), scale=scale)
