"""Hashiwokakero's independent checker: the rules checked on the drawn bridges directly
(walking the cells under each bridge, counting ends, a flood fill over the islands)."""
from __future__ import annotations

from ...render.text import cell_name


def check(p, sol) -> list[str]:
    islands, problems = p.islands, []
    seen: set = set()
    used: dict = {}           # water cell -> "h" / "v": which way a bridge passes over it
    count = {cell: 0 for cell in islands}
    links: dict = {cell: set() for cell in islands}
    for a, b, k in sol.bridges:
        name = f"bridge {cell_name(*a)}-{cell_name(*b)}"
        if a not in islands or b not in islands:
            problems.append(f"{name} does not join two islands")
            continue
        if a >= b:
            problems.append(f"{name} is not written smaller end first")
            continue
        if (a, b) in seen:
            problems.append(f"{name} is listed twice")
            continue
        seen.add((a, b))
        if not (isinstance(k, int) and 1 <= k <= p.maxb):
            problems.append(f"{name} has {k} bridges; a pair takes 1 to {p.maxb}")
            continue
        if a[0] != b[0] and a[1] != b[1]:
            problems.append(f"{name} is neither horizontal nor vertical")
            continue
        way = "h" if a[0] == b[0] else "v"
        over = ([(a[0], c) for c in range(a[1] + 1, b[1])] if way == "h"
                else [(r, a[1]) for r in range(a[0] + 1, b[0])])
        if any(cell in islands for cell in over):
            problems.append(f"{name} runs over another island")
            continue
        if not over and not p.adjacent:
            problems.append(f"{name} joins islands side by side (this puzzle needs water between)")
            continue
        for cell in over:
            if cell in used:
                problems.append(f"{name} crosses another bridge at {cell_name(*cell)}")
            used[cell] = way
        count[a] += k
        count[b] += k
        links[a].add(b)
        links[b].add(a)
    for cell, n in islands.items():
        if n is not None and count[cell] != n:
            problems.append(f"island {cell_name(*cell)} has {count[cell]} bridges, needs {n}")
    start = next(iter(islands))
    reached, todo = {start}, [start]
    while todo:
        for nb in links[todo.pop()]:
            if nb not in reached:
                reached.add(nb)
                todo.append(nb)
    if len(reached) != len(islands):
        problems.append(f"the islands are not all connected ({len(reached)} of {len(islands)} "
                        f"reach {cell_name(*start)})")
    pairs = sum(len(v) for v in links.values()) // 2
    if not p.loops and len(reached) == len(islands) and pairs != len(islands) - 1:
        problems.append("the bridges form a loop (this puzzle allows none)")
    return problems
