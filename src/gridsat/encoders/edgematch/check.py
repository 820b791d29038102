"""Edge matching's independent checker: the rules, checked directly on the placement."""
from __future__ import annotations

from ...render.text import cell_name
from .puzzle import SIDES, STEP, Puzzle, Solution, is_border, label_text, matches, oriented


def check(p: Puzzle, sol: Solution) -> list[str]:
    """The rules, checked directly on the placement."""
    problems = []
    if len(sol.placement) != p.rows or any(len(row) != p.cols for row in sol.placement):
        return [f"the placement is not a {p.rows}x{p.cols} board"]
    used: dict = {}
    looks = [[None] * p.cols for _ in range(p.rows)]
    for r, row in enumerate(sol.placement):
        for c, (tid, rot) in enumerate(row):
            where = cell_name(r, c)
            t = p.tile(tid) if tid is not None else None
            if t is None:
                problems.append(f"{where} holds no tile of the set ({tid!r})")
                continue
            if isinstance(rot, bool) or not isinstance(rot, int) or not 0 <= rot <= 3:
                problems.append(f"{where}: rotation {rot!r} is not 0..3")
                continue
            if rot and not sol.rotation_allowed:
                problems.append(f"{where}: tile {t.id} is turned, but turning is not allowed")
            if t.id in used:
                problems.append(f"tile {t.id} is used twice ({used[t.id]} and {where})")
            used.setdefault(t.id, where)
            looks[r][c] = oriented(t.edges, rot)
    for t in p.tiles:
        if t.id not in used:
            problems.append(f"tile {t.id} is not used")
    for f in p.fixed:
        want = oriented(p.by_id[f.tile].edges, f.rotation)
        if looks[f.row][f.col] != want:
            problems.append(f"tile {f.tile} turned {f.rotation} must sit on {cell_name(f.row, f.col)}")
    for r in range(p.rows):
        for c in range(p.cols):
            a = looks[r][c]
            if a is None:
                continue
            for side, (dr, dc) in enumerate(STEP):
                r2, c2 = r + dr, c + dc
                inside = 0 <= r2 < p.rows and 0 <= c2 < p.cols
                if not inside:
                    continue
                if is_border(p.style, a[side]):
                    problems.append(f"{cell_name(r, c)}: border edge faces {cell_name(r2, c2)} instead of "
                                    "the outside")
                    continue
                b = looks[r2][c2]
                if side in (0, 3) and b is not None and not is_border(p.style, b[(side + 2) % 4]):
                    if not matches(p.style, a[side], b[(side + 2) % 4]):
                        problems.append(
                            f"{cell_name(r, c)} {SIDES[side]} {label_text(p.style, a[side])} does not match "
                            f"{cell_name(r2, c2)} {SIDES[(side + 2) % 4]} {label_text(p.style, b[(side + 2) % 4])}")
    return problems
