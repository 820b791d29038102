"""SVG pictures of puzzles and their answers: the shared drawing primitives.

:class:`Board` is a grid of cells on a :class:`Canvas`, with the primitives every genre's
``draw.py`` uses: thin cell lines, a frame, region walls, filled cells, numbers (given or
answer), stars, discs, paths through cell centres, edge triangles and
clues outside the grid.  The documents are plain text (no dependency).  Elements carry
classes so tests and style sheets can find them (``given`` / ``digit`` numbers, ``star``,
``path``, ``clue``, ``region-border``, ...).  Each genre draws itself (``draw.py``); this
module knows no genre.
"""
from __future__ import annotations

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
        x0, y0, s = self.x0, self.y0, self.cell
        for r in range(1, self.rows):
            self.line(x0, y0 + r * s, x0 + self.cols * s, y0 + r * s, THIN, 1)
        for c in range(1, self.cols):
            self.line(x0 + c * s, y0, x0 + c * s, y0 + self.rows * s, THIN, 1)

    def frame(self, width: float = 2) -> None:
        self.rect(self.x0, self.y0, self.cols * self.cell, self.rows * self.cell, stroke=INK, width=width,
                  cls="frame")

    def walls(self, regions, width: float = 3) -> None:
        """Thick lines between cells of different regions, and round the grid."""
        rows, cols, s = len(regions), len(regions[0]), self.cell
        for r in range(rows):
            for c in range(cols):
                x, y = self.corner(r, c)
                if c + 1 < cols and regions[r][c] != regions[r][c + 1]:
                    self.line(x + s, y, x + s, y + s, INK, width, "region-border")
                if r + 1 < rows and regions[r][c] != regions[r + 1][c]:
                    self.line(x, y + s, x + s, y + s, INK, width, "region-border")
        self.rect(self.x0, self.y0, cols * s, rows * s, stroke=INK, width=width, cls="frame")

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


def _star_points(cx, cy, radius) -> str:
    from math import cos, pi, sin

    pts = []
    for k in range(10):
        rad = radius if k % 2 == 0 else radius * 0.42
        a = -pi / 2 + k * pi / 5
        pts.append(f"{cx + rad * cos(a):.1f},{cy + rad * sin(a):.1f}")
    return " ".join(pts)


def svg_to_png(svg: str, scale: float = 2.0) -> bytes:
    """PNG bytes through cairosvg (the optional ``pictures`` extra); ImportError when absent."""
    import cairosvg

    return cairosvg.svg2png(bytestring=svg.encode("utf-8"), scale=scale)
