"""Text rendering shared by the genres: a grid of cells with walls drawn between regions.

``region_grid(regions, cell_text, ascii=False, width=1)`` draws each cell as its text (``width``
characters) with a space either side, and a wall wherever two neighbouring cells belong to
different regions (and around the grid).  Unicode uses box-drawing characters; ``ascii=True``
uses ``+ - |`` only.
"""
from __future__ import annotations

from typing import Callable, Hashable, Sequence

# (up, right, down, left) -> box-drawing junction
_BOX = {
    (0, 0, 0, 0): " ", (1, 0, 1, 0): "│", (0, 1, 0, 1): "─",
    (0, 1, 1, 0): "┌", (0, 0, 1, 1): "┐", (1, 1, 0, 0): "└", (1, 0, 0, 1): "┘",
    (1, 1, 1, 0): "├", (1, 0, 1, 1): "┤", (0, 1, 1, 1): "┬", (1, 1, 0, 1): "┴",
    (1, 1, 1, 1): "┼", (1, 0, 0, 0): "╵", (0, 1, 0, 0): "╶", (0, 0, 1, 0): "╷",
    (0, 0, 0, 1): "╴",
}

_OUTSIDE = object()


def region_grid(regions: Sequence[Sequence[Hashable]], cell_text: Callable[[int, int], str],
                ascii: bool = False, width: int = 1) -> str:
    """Draw the grid; ``cell_text(r, c)`` gives the content of each cell, ``width`` characters
    (shorter text is padded on the left)."""
    h = len(regions)
    w = len(regions[0]) if h else 0

    def reg(r: int, c: int):
        if 0 <= r < h and 0 <= c < w:
            return ("in", regions[r][c])
        return _OUTSIDE

    def hwall(i: int, j: int) -> bool:  # wall on row boundary i (above row i), over column j
        return 0 <= j < w and reg(i - 1, j) != reg(i, j)

    def vwall(i: int, j: int) -> bool:  # wall on column boundary j (left of column j), in row i
        return 0 <= i < h and reg(i, j - 1) != reg(i, j)

    lines = []
    for i in range(h + 1):
        top = []
        for j in range(w + 1):
            up, right, down, left = vwall(i - 1, j), hwall(i, j), vwall(i, j), hwall(i, j - 1)
            if ascii:
                top.append("+" if (up or right or down or left) else " ")
            else:
                top.append(_BOX[(int(up), int(right), int(down), int(left))])
            if j < w:
                top.append(("-" if ascii else "─") * (width + 2) if hwall(i, j) else " " * (width + 2))
        lines.append("".join(top).rstrip())
        if i == h:
            break
        row = []
        for j in range(w + 1):
            row.append(("|" if ascii else "│") if vwall(i, j) else " ")
            if j < w:
                row.append(f" {cell_text(i, j):>{width}} ")
        lines.append("".join(row).rstrip())
    return "\n".join(lines)


def cell_name(r: int, c: int) -> str:
    """A cell as people read it: 1-based ``r3c5`` (a cell past the grid's top or left edge,
    which no 1-based name has, as the 0-based pair a solution document gave: ``[-1, 2]``)."""
    return f"r{r + 1}c{c + 1}" if r >= 0 and c >= 0 else f"[{r}, {c}]"
