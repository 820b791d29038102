"""Star Battle (also sold as Parks).

Rules: an n x n grid divided into regions.  Place stars so that every row, every column and
every region holds exactly m stars, and no two stars touch, not even diagonally.  Cells that
belong to no region (some "non-regular" Parks levels) never hold a star.
"""
from __future__ import annotations

import random
from itertools import combinations, product

from ...formats.puzzlekit import format_for
from ...genre import Format, Genre
from ...render.svg import Board as Svg
from ...render.text import cell_name, region_grid
from .formats import from_json, from_url, parse, sniff, split, to_json, to_text, to_url
from .generate import GENERATOR
from .puzzle import MAX_SIZE, STARS, Puzzle, Solution
from .rules import rules


def check(p: Puzzle, sol) -> list[str]:
    """The rules, checked directly on the star positions."""
    n, m, stars = p.size, p.stars, set(sol.stars)
    problems = [f"star at {cell_name(r, c)} is outside the {n}x{n} grid" for r, c in sorted(stars - set(p))]
    if len(stars) != len(sol.stars):
        problems.append("a star is listed twice")
    stars &= set(p)
    units = [(f"row {i + 1}", [(i, j) for j in range(n)]) for i in range(n)]
    units += [(f"column {i + 1}", [(j, i) for j in range(n)]) for i in range(n)]
    units += [(f"region at {cell_name(*cells[0])}", cells) for cells in p.region_cells().values()]
    for name, cells in units:
        if (k := len(stars.intersection(cells))) != m:
            problems.append(f"{name} has {k} stars, needs {m}")
    for r, c in sorted(stars):
        if p.regions[r][c] is None:
            problems.append(f"star at {cell_name(r, c)} is in no region")
        problems += [f"stars at {cell_name(r, c)} and {cell_name(r + dr, c + dc)} touch" for dr in (-1, 0, 1)
                     for dc in (-1, 0, 1) if (dr, dc) > (0, 0) and (r + dr, c + dc) in stars]
    return problems


def _title(p: Puzzle) -> str:
    return f"Star Battle {p.size}x{p.size}, {p.stars} star{'s' * (p.stars > 1)} per row, column and region"


def draw(p: Puzzle, sol=None, ascii: bool = False) -> str:
    stars = set(sol.stars) if sol else set()
    ink = "*#." if ascii else "★▒" + (".", " ")[sol is None]
    return _title(p) + "\n" + region_grid(p.regions, lambda r, c: ink[0] if (r, c) in stars else ink[1]
                                          if p.regions[r][c] is None else ink[2], ascii)


def draw_svg(p: Puzzle, sol=None) -> str:
    b = Svg(p.size, p.size, _title(p), caption=f"{p.stars} ★ per row, column and region")
    for r, c in p:
        if p.regions[r][c] is None:
            b.fill(r, c, "#555555", "no-region")
    b.grid()
    b.walls(p.regions)
    for r, c in (sol.stars if sol else ()):
        b.star(r, c)
    return b.document()


def tiny(rng: random.Random) -> Puzzle:
    """A random 4x4 or 5x5 one-star map: regions grown from n random seeds."""
    n = rng.choice((4, 5))
    label = {cell: i for i, cell in enumerate(rng.sample([(r, c) for r in range(n) for c in range(n)], n))}
    while len(label) < n * n:
        (r, c), lab = rng.choice(list(label.items()))
        nxt = (r + rng.choice((-1, 0, 1)), c + rng.choice((-1, 0, 1)))
        if nxt not in label and 0 <= nxt[0] < n and 0 <= nxt[1] < n and (nxt[0] == r or nxt[1] == c):
            label[nxt] = lab
    return Puzzle(tuple(tuple(label[r, c] for c in range(n)) for r in range(n)), 1)


def candidates(p: Puzzle):
    """Every placement with m stars in each row (the brute force of the contract test)."""
    for choice in product(*[list(combinations(range(p.size), p.stars))] * p.size):
        yield Solution(tuple((r, c) for r, cols in enumerate(choice) for c in cols))


GENRE = Genre(
    name="starbattle", title="Star Battle", aliases=("parks", "star-battle", "stars"),
    puzzle=Puzzle, solution=Solution,
    parse=parse, sniff=sniff, split=split, to_text=to_text, from_json=from_json, to_json=to_json,
    formats=(Format("puzzlink", from_url, to_url, pids=("starbattle",)), format_for("starbattle", from_json, to_json)),
    rules=rules, decode=lambda p, model, values, info=None: STARS.decode(p, model, values), check=check,
    solution_to_json=STARS.to_json, solution_from_json=STARS.from_json, solution_line=STARS.line,
    draw=draw, draw_svg=draw_svg, describe=lambda p: {"size": f"{p.size}x{p.size}", "stars": p.stars},
    tiny=tiny, candidates=candidates, generate=GENERATOR)

describe = GENRE.describe
