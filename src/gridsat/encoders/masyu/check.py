"""Masyu's independent checker: walk the loop as listed and look at each pearl on it."""
from __future__ import annotations

from ...render.text import cell_name


def check(p, sol) -> list[str]:
    loop = [tuple(x) for x in sol.loop]
    n = len(loop)
    if n < 4:
        return [f"a loop needs at least 4 cells, this one has {n}"]
    problems = []
    outside = [x for x in loop if not p.inside(*x)]
    if outside:
        return [f"cell {outside[0]} is outside the {p.width}x{p.height} grid"]
    if len(set(loop)) != n:
        twice = next(x for x in loop if loop.count(x) > 1)
        problems.append(f"the loop visits {cell_name(*twice)} twice")
    for a, b in zip(loop, loop[1:] + loop[:1]):
        if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
            problems.append(f"the loop jumps from {cell_name(*a)} to {cell_name(*b)} (not neighbours)")
    if problems:
        return problems

    where = {cell: i for i, cell in enumerate(loop)}

    def straight(i: int) -> bool:
        (r0, c0), (r2, c2) = loop[i - 1], loop[(i + 1) % n]
        return r0 == r2 or c0 == c2

    for cell, kind in p.pearls.items():
        name = cell_name(*cell)
        i = where.get(cell)
        if i is None:
            problems.append(f"the loop misses the {'white' if kind == 'W' else 'black'} pearl at {name}")
        elif kind == "W":
            if not straight(i):
                problems.append(f"the loop turns on the white pearl at {name}")
            elif straight(i - 1) and straight((i + 1) % n):
                problems.append(f"the loop turns in neither cell next to the white pearl at {name}")
        else:
            if straight(i):
                problems.append(f"the loop goes straight through the black pearl at {name}")
            elif not (straight(i - 1) and straight((i + 1) % n)):
                problems.append(f"the loop turns right next to the black pearl at {name}")
    return problems
