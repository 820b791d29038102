"""Hashiwokakero (Bridges, Hashi).

Rules: join the numbered islands with horizontal and vertical bridges so that each island
has as many bridges as its number; at most two bridges join one pair of islands, bridges
cross neither each other nor an island, and all islands form one connected group.  Tatham's
Bridges may also set the bridges per pair (1-4) and forbid loops; both travel with the puzzle.
"""
from __future__ import annotations

import random
from itertools import product

from ...answers import BRIDGES
from ...genre import Format, Genre
from ...render.svg import INK, Board
from .check import check
from .formats import (PIDS, describe, from_json, from_tatham, from_url, parse, sniff, split, to_json, to_tatham,
                      to_text, to_url)
from .implied import IMPLIED
from .puzzle import MAX_SIZE, Puzzle, Solution, char_of
from .rules import decode, rules
from .generate import GENERATOR

solution_to_json, solution_from_json, solution_line = BRIDGES.to_json, BRIDGES.from_json, BRIDGES.line


def draw(p: Puzzle, sol=None, ascii: bool = False) -> str:
    rule = (f" max={p.maxb}" if p.maxb != 2 else "") + ("" if p.loops else " no-loops")
    rows = BRIDGES.text_rows(p, sol, lambda r, c: p.grid[r][c], ascii)
    return f"Hashiwokakero {p.width}x{p.height}{rule}\n" + "\n".join(rows)


def draw_svg(p: Puzzle, sol=None) -> str:
    b = Board(p.height, p.width, f"Hashiwokakero {p.width}x{p.height}")
    b.grid()
    b.frame(1)
    if sol:
        BRIDGES.draw(p, sol, b)
    for (r, c), n in p.islands.items():
        b.disc(r, c, 0.38, fill="white", stroke=INK, width=2, cls="island")
        b.number(r, c, "?" if n is None else n, size=b.cell * 0.45)
    return b.document()


def tiny(rng: random.Random) -> Puzzle:
    """At most 3x4 cells: islands at random, numbered from random bridges (often nudged,
    sometimes ``?``), the classic rule or one of Tatham's settings."""
    h, w = rng.randint(1, 3), rng.randint(2, 4)
    grid = [["." if rng.random() < 0.55 else "?" for _ in range(w)] for _ in range(h)]
    grid[rng.randrange(h)][rng.randrange(w)] = "?"
    maxb = rng.choice((2, 2, 2, 1))
    loops, adjacent = rng.random() < 0.8, rng.random() < 0.7
    shape = Puzzle(tuple(map("".join, grid)), maxb, loops, adjacent)
    drawn = {pair: rng.randint(0, maxb) for pair in shape.pairs}
    for hp, vp in shape.crossings:
        drawn[rng.choice((hp, vp))] = 0
    count = {cell: 0 for cell in shape.islands}
    for (a, b), k in drawn.items():
        count[a] += k
        count[b] += k
    for (r, c), n in count.items():
        grid[r][c] = char_of(n or rng.randint(1, 2))
    if rng.random() < 0.35:
        r, c = rng.choice(list(count))
        grid[r][c] = char_of(max(1, count[r, c] + rng.choice((-1, 1))))
    if rng.random() < 0.15:
        r, c = rng.choice(list(count))
        grid[r][c] = "?"
    return Puzzle(tuple(map("".join, grid)), maxb, loops, adjacent)


def candidates(p: Puzzle):
    """Every choice of 0..maxb bridges for each pair of islands in line with only water between."""
    for ks in product(range(p.maxb + 1), repeat=len(p.pairs)):
        yield Solution(tuple((a, b, k) for (a, b), k in zip(p.pairs, ks) if k))


GENRE = Genre(
    name="hashi", title="Hashiwokakero", aliases=("hashiwokakero", "hashikake", "bridges"),
    puzzle=Puzzle, solution=Solution,
    parse=parse, sniff=sniff, split=split, to_text=to_text, from_json=from_json, to_json=to_json,
    formats=(Format("puzzlink", from_url, to_url, pids=PIDS), Format("tatham", from_tatham, to_tatham)),
    rules=rules, decode=decode, check=check, implied=IMPLIED, uses=frozenset({"connect"}),
    solution_to_json=solution_to_json, solution_from_json=solution_from_json, solution_line=solution_line,
    draw=draw, draw_svg=draw_svg, describe=describe, tiny=tiny, candidates=candidates,
    generate=GENERATOR,
)

__all__ = ["GENRE", "MAX_SIZE", "Puzzle", "Solution", "check", "parse", "from_json", "to_json", "rules",
           "decode", "draw", "draw_svg", "to_text", "from_url", "to_url", "from_tatham", "to_tatham", "tiny",
           "candidates"]
