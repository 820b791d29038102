"""Numberlink (also sold as Arukone, Flow Free).

Rules: the grid holds pairs of equal clues.  Join every pair by a line through orthogonally
adjacent cells; lines do not cross, branch or pass through another clue.  Three rules
(:data:`RULES`), chosen by where the puzzle comes from: ``strict`` (every cell lies on a line:
Flow Free, the default for native text), ``loose`` (cells may stay empty: Nikoli, puzz.link
URLs) and ``notouch`` (strict, and no line runs beside itself: the convention that makes
Janko's Arukone and thomasahle's generated puzzles unique).  A native header (``8 8 loose``)
or JSON ``"rule"`` states it; ``--fill-all``, ``--allow-empty`` and ``--no-touch`` force one.

The answer is the set of drawn line segments (the primary variables are the edges between
neighbouring cells), so "unique" means: there is only one way to draw the lines.
"""
from __future__ import annotations

import random

from ...genre import EncodeOptions, Format, Genre, Option, Tuning
from .check import check
from .draw import draw, draw_svg
from .formats import (describe, from_json, from_url, parse, sniff, solution_from_json, solution_line,
                      solution_to_json, split, to_json, to_text, to_url)
from .generate import GENERATOR
from .dominance import DOMINANCE, second
from .implied import HINTS, IMPLIED
from .puzzle import MAX_CELLS, RULES, Puzzle, Solution, make_solution, trace
from .rules import COLOURS, FLAGS, Info, decode, rule_of, rules


def tiny(rng: random.Random) -> Puzzle:
    """A random 3x3 to 4x4 grid with one to three numbered pairs."""
    h, w = rng.choice((3, 4)), rng.choice((3, 4))
    k = rng.randint(1, 3)
    grid = [[None] * w for _ in range(h)]
    cells = rng.sample([(r, c) for r in range(h) for c in range(w)], 2 * k)
    for i, (r, c) in enumerate(cells):
        grid[r][c] = str(i // 2 + 1)
    return Puzzle(tuple(map(tuple, grid)), numeric=True)


def candidates(p: Puzzle):
    """Every way to draw segments with one at each clue and none or two at any other cell
    (strict rule), as traced lines."""
    cells = list(p.cells())
    clue_at = p.clue_at()
    drawn: dict = {cell: [] for cell in cells}

    def allowed(cell, degree: int) -> bool:
        return degree == 1 if cell in clue_at else degree in (0, 2)

    def go(i: int):
        if i == len(cells):
            yield trace(p, drawn, "strict")
            return
        r, c = cell = cells[i]
        ahead = [nb for nb in ((r, c + 1), (r + 1, c)) if nb in drawn]
        for mask in range(1 << len(ahead)):
            chosen = [nb for j, nb in enumerate(ahead) if mask >> j & 1]
            if not allowed(cell, len(drawn[cell]) + len(chosen)) or any(len(drawn[nb]) >= 2 for nb in chosen):
                continue
            for nb in chosen:
                drawn[cell].append(nb)
                drawn[nb].append(cell)
            yield from go(i + 1)
            for nb in chosen:
                drawn[cell].pop()
                drawn[nb].pop()

    yield from go(0)


def fallbacks(p: Puzzle, options) -> list:
    """No answer under the rule in force: the rules worth trying instead (a looser one)."""
    rule = rule_of(p, options)
    others = {"strict": ("loose",), "notouch": ("strict", "loose"), "loose": ()}[rule]
    flag = {v: "--" + k.replace("_", "-") for k, v in FLAGS.items()}
    out = []
    for other in others:
        genre = {k: v for k, v in options.genre.items() if k not in FLAGS}
        genre[next(k for k, v in FLAGS.items() if v == other)] = True
        alt = EncodeOptions(card=options.card, connect=options.connect, pb=options.pb, hints=options.hints,
                            genre=genre, parts=dict(options.parts), extra=dict(options.extra))
        out.append((f"no answer under the {rule} rule, but one under the {other} rule ({flag[other]})", alt))
    return out


GENRE = Genre(
    name="numberlink", title="Numberlink", puzzle=Puzzle, solution=Solution,
    parse=parse, sniff=sniff, split=split, to_text=to_text, from_json=from_json, to_json=to_json,
    formats=(Format("puzzlink", from_url, to_url, pids=("numlin", "numberlink")),),
    rules=rules, decode=decode, check=check, implied=IMPLIED, hints=HINTS,
    options=(Option("allow_empty", "--allow-empty", False, "Loose rule: cells may stay empty (Numberlink)."),
             Option("fill_all", "--fill-all", False, "Strict rule: every cell on a line (Numberlink)."),
             Option("no_touch", "--no-touch", False,
                    "Every cell on a line and no line runs beside itself (Numberlink: Arukone).")),
    dominance=DOMINANCE, second=second, fallbacks=fallbacks,
    uses=frozenset({"connect"}),
    # on the shared 50x50 puzzles glucose4 found the first answer in about half of CaDiCaL's
    # time (benchmarks/numberlink_bench.py)
    tuning=Tuning(solver="glucose4"),
    solution_to_json=solution_to_json, solution_from_json=solution_from_json, solution_line=solution_line,
    draw=draw, draw_svg=draw_svg, describe=describe, tiny=tiny, candidates=candidates,
    generate=GENERATOR,
)

__all__ = ["GENRE", "MAX_CELLS", "RULES", "Puzzle", "Solution", "Info", "COLOURS", "IMPLIED", "HINTS",
           "DOMINANCE", "second", "rule_of", "fallbacks", "check",
           "parse", "sniff", "split", "from_json", "to_json", "to_text", "rules", "decode", "draw", "draw_svg",
           "from_url", "to_url", "make_solution", "trace", "solution_to_json", "solution_from_json",
           "solution_line", "describe", "tiny", "candidates"]
