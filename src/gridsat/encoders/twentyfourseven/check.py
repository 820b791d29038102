"""Twenty-Four-Seven's independent checker (the rules, checked directly on the filled grid),
and the published answer form."""
from __future__ import annotations

from math import prod

from ...render.text import cell_name
from .puzzle import LINE_SUM, N, PER_LINE


def check(p, sol) -> list[str]:
    g = sol.grid
    if len(g) != p.rows or any(len(row) != p.cols for row in g):
        return [f"the grid must be {p.rows}x{p.cols}"]
    problems: list[str] = []
    covered = p.covered()
    for r in range(p.rows):
        for c in range(p.cols):
            v, given = g[r][c], p.givens[r][c]
            if isinstance(v, bool) or not (isinstance(v, int) and 0 <= v <= N):
                problems.append(f"{cell_name(r, c)} holds {v!r}, not 0..7")
            elif v and (r, c) not in covered:
                problems.append(f"{cell_name(r, c)} lies in no 7x7 grid but holds {v}")
            elif given and v != given:
                problems.append(f"{cell_name(r, c)} must hold the given {given}, holds {v}")
    if problems:
        return problems
    for k, (top, left) in enumerate(p.grids, 1):
        block = [g[top + r][left + c] for r in range(N) for c in range(N)]
        problems += [f"grid {k} has {block.count(v)} {v}s, needs {v}" for v in range(1, N + 1) if block.count(v) != v]
        for i in range(N):
            for kind, vals in (("row", [g[top + i][left + c] for c in range(N)]),
                               ("column", [g[top + r][left + i] for r in range(N)])):
                nums = [v for v in vals if v]
                if len(nums) != PER_LINE or sum(nums) != LINE_SUM:
                    where = (top if kind == "row" else left) + i + 1
                    problems.append(f"{kind} {where} of grid {k} has {len(nums)} numbers summing to "
                                    f"{sum(nums)}, needs {PER_LINE} summing to {LINE_SUM}")
    problems += [f"the 2x2 square at {cell_name(r, c)} has no empty cell" for r in range(p.rows - 1)
                 for c in range(p.cols - 1) if g[r][c] and g[r][c + 1] and g[r + 1][c] and g[r + 1][c + 1]]
    groups = groups_of(g, filled=True)
    if len(groups) > 1:
        problems.append(f"the numbered cells form {len(groups)} separate groups, not one")
    for clue in p.clues:
        vals = [g[r][c] for r, c in p.line(clue)]
        seen = next((v for v in vals if v), None)
        ok_sum, ok_first = sum(vals) == clue.value, seen == clue.value
        if not {"sum": ok_sum, "first": ok_first, "either": ok_sum or ok_first}[clue.kind]:
            problems.append(f"{clue.name()} does not hold (sum {sum(vals)}, first seen {seen})")
    return problems


def groups_of(g, filled: bool) -> list[set[tuple[int, int]]]:
    """Orthogonally connected groups of filled (or empty) cells."""
    from ...connectivity.graph import connected_components, grid_graph

    board = grid_graph(len(g), len(g[0]))
    return list(connected_components(board.subgraph(x for x in board if bool(g[x[0]][x[1]]) == filled)))


def answer(p, sol) -> int:
    """The published answer: the product of the areas of the groups of empty cells."""
    return prod(len(group) for group in groups_of(sol.grid, filled=False))
