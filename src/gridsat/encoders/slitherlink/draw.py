"""Slitherlink drawn as text and SVG (shared primitives): the lattice points, the clues, the loop."""
from __future__ import annotations

from ...render.svg import ANSWER, INK, Board

# (up, right, down, left) loop edges at a point -> the character drawn there
_JOINT = {(0, 0, 0, 0): "·", (1, 0, 1, 0): "│", (0, 1, 0, 1): "─", (0, 1, 1, 0): "┌", (0, 0, 1, 1): "┐",
          (1, 1, 0, 0): "└", (1, 0, 0, 1): "┘"}


def _edges(sol) -> set:
    pts = list(sol.loop) if sol else []
    return {(min(a, b), max(a, b)) for a, b in zip(pts, pts[1:] + pts[:1])} if len(pts) > 1 else set()


def draw(p, sol=None, ascii: bool = False) -> str:
    on = _edges(sol)

    def hor(r, c):
        return ((r, c), (r, c + 1)) in on

    def ver(r, c):
        return ((r, c), (r + 1, c)) in on

    lines = [f"Slitherlink {p.width}x{p.height}"]
    for r in range(p.height + 1):
        row = []
        for c in range(p.width + 1):
            key = (int(ver(r - 1, c)), int(hor(r, c)), int(ver(r, c)), int(hor(r, c - 1)))
            row.append("+" if ascii else _JOINT.get(key, "┼"))
            if c < p.width:
                row.append(("---" if ascii else "───") if hor(r, c) else "   ")
        lines.append("".join(row).rstrip())
        if r < p.height:
            row = []
            for c in range(p.width + 1):
                row.append(("|" if ascii else "│") if ver(r, c) else " ")
                if c < p.width:
                    ch = p.cells[r][c]
                    row.append(f" {' ' if ch is None else ch} ")
            lines.append("".join(row).rstrip())
    return "\n".join(lines)


def draw_svg(p, sol=None) -> str:
    b = Board(p.height, p.width, f"Slitherlink {p.width}x{p.height}")
    if sol and len(sol.loop) > 2:
        pts = " ".join("{:g},{:g}".format(*b.corner(r, c)) for r, c in sol.loop)
        b.add(f'<polygon class="loop" points="{pts}" fill="#eaf1fb" stroke="{ANSWER}" '
              f'stroke-width="{b.cell * 0.12:g}" stroke-linejoin="round"/>')
    for r in range(p.height + 1):
        for c in range(p.width + 1):
            x, y = b.corner(r, c)
            b.add(f'<circle class="dot" cx="{x:g}" cy="{y:g}" r="{b.cell * 0.06:g}" fill="{INK}"/>')
    for (r, c), ch in p.clues().items():
        b.number(r, c, ch)
    return b.document()
