"""Edge matching drawn as text and SVG (every edge a coloured triangle with its label)."""
from __future__ import annotations

from ...render.svg import INK, PALETTE, Board
from .puzzle import SIDES, Puzzle, Solution, appearance, is_border, label_text


def _board(p: Puzzle, sol: Solution | None) -> list[list]:
    """Rows of (tile id, rotation, edges shown) to draw; the tiles in input order unsolved."""
    if sol is None:
        flat = [(t.id, 0, t.edges) for t in p.tiles]
        return [flat[r * p.cols:(r + 1) * p.cols] for r in range(p.rows)]
    looks = appearance(p, sol)
    return [[(tid, rot, looks[r][c]) for c, (tid, rot) in enumerate(row)] for r, row in enumerate(sol.placement)]


def draw(p: Puzzle, sol: Solution | None = None, ascii: bool = False) -> str:
    board = _board(p, sol)
    turn = "r" if ascii else "↺"

    def parts(entry):
        tid, rot, look = entry
        if look is None:
            return "", "?", "", ""
        mid = f"{tid}" + (f"{turn}{rot}" if rot else "")
        right, top, left, bottom = (label_text(p.style, e) for e in look)
        return top, f"{left} {mid} {right}", bottom, (left, mid, right)

    cells = [[parts(e) for e in row] for row in board]
    width = max(max(len(x[0]), len(x[1]), len(x[2])) for row in cells for x in row) + 2
    h, v = ("-", "|") if ascii else ("─", "│")

    def rule(i: int) -> str:
        if ascii:
            return "+" + "+".join([h * width] * p.cols) + "+"
        left, mid, right = ("┌", "┬", "┐") if i == 0 else ("└", "┴", "┘") if i == p.rows else ("├", "┼", "┤")
        return left + mid.join([h * width] * p.cols) + right

    def middle(x) -> str:
        if not x[3]:
            return x[1].center(width)
        left, mid, right = x[3]
        gap = width - len(left) - len(right) - 2
        return " " + left + mid.center(gap) + right + " "

    lines = []
    for i, row in enumerate(cells):
        lines.append(rule(i))
        lines.append(v + v.join(x[0].center(width) for x in row) + v)
        lines.append(v + v.join(middle(x) for x in row) + v)
        lines.append(v + v.join(x[2].center(width) for x in row) + v)
    lines.append(rule(p.rows))
    turns = "" if not sol else f"; {turn}k = turned k quarter turns counter-clockwise"
    head = (f"Edge matching {p.rows}x{p.cols}, {len(p.tiles)} tiles, {p.style} edges"
            + (", tiles in input order (not a solution)" if sol is None else turns))
    return head + "\n" + "\n".join(lines)


_NAMED = {"red": "#d62728", "blu": "#1f77b4", "blue": "#1f77b4", "grn": "#2ca02c", "green": "#2ca02c",
          "ylw": "#f2c80f", "yellow": "#f2c80f", "org": "#ff7f0e", "orange": "#ff7f0e",
          "pur": "#9467bd", "purple": "#9467bd", "brn": "#8c564b", "pink": "#e377c2", "blk": "#333333"}
BORDER = "#9e9e9e"


def _lighter(hex_colour: str, amount: float = 0.55) -> str:
    r, g, b = (int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
    r, g, b = (round(x + (255 - x) * amount) for x in (r, g, b))
    return f"#{r:02x}{g:02x}{b:02x}"


def _colours(p: Puzzle):
    """Edge label -> fill: one colour per picture / colour / |number| (named pictures get their
    colour), the '-' half or negative number a lighter shade, border edges grey."""
    keys: list = []  # in order of first appearance
    for t in p.tiles:
        for e in t.edges:
            key = e[0] if p.style == "halves" else (abs(e) if p.style == "signed" else e)
            if key not in keys and not is_border(p.style, e):
                keys.append(key)
    colour, free = {}, 0
    for key in keys:
        named = _NAMED.get(str(key).lower()) if p.style == "halves" else None
        if named is None:
            named, free = PALETTE[free % len(PALETTE)], free + 1
        colour[key] = named

    def fill(e) -> str:
        if is_border(p.style, e):
            return BORDER
        if p.style == "halves":
            return colour[e[0]] if e[1] == "+" else _lighter(colour[e[0]])
        if p.style == "signed":
            return colour[abs(e)] if e > 0 else _lighter(colour[abs(e)])
        return colour[e]

    return fill


def draw_svg(p: Puzzle, sol: Solution | None = None) -> str:
    """The board: every edge a coloured triangle with its label, the tile id and turn in the
    middle (the tiles in input order when there is no solution)."""
    fill = _colours(p)
    b = Board(p.rows, p.cols, f"Edge matching {p.rows}x{p.cols}{'' if sol else ' (tiles in input order)'}",
              cell=90)
    off = b.cell * 0.33
    shift = {0: (off, 0), 1: (0, -off), 2: (-off, 0), 3: (0, off)}
    for r, row in enumerate(_board(p, sol)):
        for c, (tid, rot, look) in enumerate(row):
            if look is None:
                b.fill(r, c, "#eeeeee", "empty")
                continue
            cx, cy = b.centre(r, c)
            for side in range(4):
                b.triangle(r, c, SIDES[side], fill(look[side]))
                dx, dy = shift[side]
                b.text(cx + dx, cy + dy, label_text(p.style, look[side]), 11, cls="edge-label")
            b.rect(cx - 17, cy - 9, 34, 18, fill="white", cls="tile-plate", extra=' rx="4" fill-opacity="0.85"')
            b.text(cx, cy, f"{tid}" + (f" ↺{rot}" if rot else ""), 11, INK, "tile-id", "bold")
    b.frame()
    return b.document()
