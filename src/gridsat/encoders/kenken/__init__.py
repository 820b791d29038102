"""KenKen (Simon Tatham's Keen, Calcudoku).

Rules: fill the n x n board with digits 1..n so that every row and every column holds each
digit once (a Latin square), and the digits of every cage make the cage's target with its
operation: the sum (+), the product (×), the difference (−, two cells) or the quotient (÷,
two cells).  A one-cell cage gives its digit.  Digits may repeat inside a cage when the
Latin rule allows it.
"""
from __future__ import annotations

import random

from ...answers import LatinDigits, draw_clues, draw_svg as svg_board
from ...declare import OneLine, declare
from ...genre import Option
from ...render.text import cell_name, region_grid
from .cages import MAX_TUPLES, makes, result, rules
from .puzzle import (BOARD, GAME_ID, MAX_SIZE, OP_NAMES, Cage, Puzzle, from_json, from_tatham, labels, parse,
                     to_json, to_tatham, to_text)
from .generate import GENERATOR

DIGITS = LatinDigits(board="board", each="each of", sep=",")
Solution = DIGITS.solution


def check(p, sol) -> list[str]:
    def wrong(k, vals) -> str:
        got = result(k.op, vals)
        return f"cage at {cell_name(*k.cells[0])}: " + (f"no operation makes {k.target} of {vals}" if k.op == "?" else
                                                         f"the {OP_NAMES[k.op]} is {'none' if got is None else got}, "
                                                         f"the clue says {k.target}")
    return DIGITS.check(p, sol, None, lambda g: [
        wrong(k, vals) for k in p.cages if not makes(k.op, vals := [g[r][c] for r, c in k.cells], k.target)])


def draw(p, sol=None, ascii: bool = False) -> str:
    """The cages walled; each cage's label in its first cell (``a``, then ``b``, ...: the keys of
    the clues below the grid), beside the answer's digit once solved (``a2``)."""
    names, first = labels(p), {k.cells[0]: i for i, k in enumerate(p.cages)}
    lw = max(len(x) for x in names)
    dw = len(str(p.size)) if sol is not None else 0

    def cell(r: int, c: int) -> str:
        label = names[first[r, c]] if (r, c) in first else ("" if sol is not None else ".")
        return label.ljust(lw) + (f"{sol.grid[r][c]:>{dw}}" if sol is not None else "")

    out = [f"KenKen {p.size}x{p.size}, {len(p.cages)} cages", region_grid(p.rooms, cell, ascii, lw + dw)]
    return "\n".join(out + ["clues: " + " ".join(f"{names[i]}={k.clue(ascii)}" for i, k in enumerate(p.cages))])


def draw_svg(p, sol=None) -> str:
    """The cages walled, each clue in its first cell's corner, the answer's digits."""
    b = svg_board(p, "KenKen")
    draw_clues(b, p)
    for k in p.cages:
        x, y = b.corner(*k.cells[0])
        b.text(x + 4, y + 8, k.clue(ascii=False), 10, cls="clue", anchor="start")
    for r, c in p if sol else ():
        b.number(r, c, sol.grid[r][c], False, 20 if p.size <= 16 else 14, 3)
    return b.document()


def tiny(rng: random.Random) -> Puzzle:
    """A random board of 2x2 to 4x4 (mostly 3x3) cut into cages of one to three cells, their
    clues taken from a planted Latin square, now and then one clue changed."""
    n = rng.choice((2, 3, 3, 3, 4))
    shift = rng.sample(range(n), n)
    plant = [[(shift[r] + c) % n + 1 for c in range(n)] for r in range(n)]
    owner, groups = set(), []
    for r, c in ((r, c) for r in range(n) for c in range(n) if (r, c) not in owner):
        cells = [(r, c)]
        owner.add((r, c))
        for _ in range(rng.choice((0, 1, 1, 2))):
            if grow := [(a + dr, b + dc) for a, b in cells for dr, dc in ((0, 1), (1, 0))
                        if a + dr < n and b + dc < n and (a + dr, b + dc) not in owner]:
                cells.append(rng.choice(grow))
                owner.add(cells[-1])
        groups.append(sorted(cells))
    cages = []
    for cells in groups:
        vals = [plant[r][c] for r, c in cells]
        ops = ["+", "*"] + (["-"] + ["/"] * (max(vals) % min(vals) == 0) if len(cells) == 2 else [])
        op = "" if len(cells) == 1 and rng.random() < 0.5 else rng.choice(ops)
        target = result(op, vals)
        op = "?" if len(cells) > 1 and rng.random() < 0.15 else op  # now and then hidden
        if rng.random() < 0.1:
            target += rng.choice((-1, 1)) if target > 1 else 1
        cages.append(Cage(tuple(cells), op, target))
    return Puzzle(n, tuple(cages))


GENRE = declare(
    "kenken", "KenKen (Keen, Calcudoku)", BOARD, DIGITS, rules, check, module=__name__, puzzle=Puzzle,
    aliases=("keen", "calcudoku"), native=parse, to_text=to_text, from_json=from_json, to_json=to_json,
    ids=(OneLine("tatham", GAME_ID, from_tatham, to_tatham),), tiny=tiny, draw=draw, draw_svg=draw_svg,
    decode=lambda p, model, values, grid: DIGITS.decode(p, model, values, grid), uses=frozenset({"pb"}),
    describe=lambda p: {"size": f"{p.size}x{p.size}", "cages": len(p.cages), "operations": " ".join(
        f"{op}{k}" for op in "+-*/?" if (k := sum(cage.op == op for cage in p.cages)))},
    options=(Option("cages", "--cages", "cnf", "KenKen: write each cage as CNF (the table of its "
                    f"allowed digit tuples, at most {MAX_TUPLES}; a larger sum through the PB builders, a "
                    "larger product as z3 arithmetic) or as z3 integer arithmetic (slow)",
                    kind="choice", choices=("cnf", "z3")),),
    generate=GENERATOR)
parse, sniff, candidates = GENRE.parse, GENRE.sniff, GENRE.candidates
