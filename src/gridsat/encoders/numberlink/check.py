"""Numberlink's independent checker: the rules, checked directly on the listed lines."""
from __future__ import annotations

from ...render.text import cell_name
from .puzzle import RULES, Puzzle, Solution


def check(p: Puzzle, sol: Solution) -> list[str]:
    problems = []
    ends = p.ends()
    owner: dict[tuple[int, int], str] = {}
    for label, cells in sol.paths:
        if label not in ends:
            problems.append(f"a line is labelled {label!r}, which is not a clue of the puzzle")
            continue
        if not cells:
            problems.append(f"line {label} has no cells")
            continue
        if {cells[0], cells[-1]} != set(ends[label]) or len(cells) < 2:
            problems.append(f"line {label} does not run from one {label} clue to the other")
        for a, b in zip(cells, cells[1:]):
            if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
                problems.append(f"line {label} jumps from {_name(a)} to {_name(b)} (not orthogonal neighbours)")
        for i, (r, c) in enumerate(cells):
            if not (0 <= r < p.height and 0 <= c < p.width):
                problems.append(f"line {label} leaves the grid at ({r}, {c})")
            elif (r, c) in owner:
                what = "crosses itself" if owner[r, c] == label else f"crosses line {owner[r, c]}"
                problems.append(f"line {label} {what} at {cell_name(r, c)}")
            else:
                owner[r, c] = label
                if 0 < i < len(cells) - 1 and p.grid[r][c] is not None:
                    problems.append(f"line {label} runs through the {p.grid[r][c]} clue at {cell_name(r, c)}")
    labels_seen = [label for label, _ in sol.paths]
    problems += [f"clue {label} has {n} lines, needs exactly 1" for label in p.labels
                 if (n := labels_seen.count(label)) != 1]
    problems += [f"a line segment at {_name(cell)} belongs to no line between clues (a loop)" for cell in sol.stray]
    if sol.variant not in RULES:
        problems.append(f"unknown variant {sol.variant!r} ({', '.join(RULES)})")
    if sol.variant in ("strict", "notouch"):
        problems += [f"{cell_name(r, c)} is on no line ({sol.variant} rule: every cell is used)"
                     for r, c in p.cells() if (r, c) not in owner]
    if sol.variant == "notouch":
        problems += _touching(sol)
    index = {label: k for k, (label, _) in enumerate(sol.paths, 1)}
    if [list(row) for row in sol.grid] != [[index.get(owner.get((r, c)), 0) for c in range(p.width)]
                                           for r in range(p.height)]:
        problems.append("the grid of path numbers does not match the listed lines")
    return problems


def _touching(sol: Solution) -> list[str]:
    """The notouch rule: two cells of one line side by side are consecutive on it."""
    where: dict = {}
    for label, cells in sol.paths:
        for i, cell in enumerate(cells):
            where.setdefault(cell, (label, i))
    return [f"line {label} runs beside itself at {cell_name(r, c)} and {_name(nb)} (notouch rule)"
            for (r, c), (label, i) in where.items() for nb in ((r, c + 1), (r + 1, c))
            if (other := where.get(nb)) is not None and other[0] == label and abs(other[1] - i) != 1]


def _name(cell) -> str:
    try:
        return cell_name(*cell)
    except TypeError:
        return repr(cell)
