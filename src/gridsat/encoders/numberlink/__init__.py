"""Numberlink (also sold as Arukone, Flow Free).

Rules: the grid holds pairs of equal clues.  Join every pair by a line through orthogonally
adjacent cells; lines do not cross, branch or pass through another clue.  Under the
``strict`` rule every cell lies on a line, under ``loose`` cells may stay empty, under
``notouch`` (strict) no line runs beside itself (:data:`RULES`; the puzzle states one, a flag
forces one).  The answer is the set of drawn segments, so "unique" means: there is only one
way to draw the lines.  docs/genres/numberlink.md has the rules, formats and encoding.
"""
from __future__ import annotations

import random
from dataclasses import replace

from ...genre import Format, Genre, Option, Tuning

from .dominance import DOMINANCE, second
from .formats import describe, from_json, from_url, parse, sniff, split, to_json, to_text, to_url
from .generate import GENERATOR
from .implied import HINTS, IMPLIED
from .puzzle import FLAGS, MAX_CELLS, PATHS, RULES, Puzzle, Solution, check, make_solution, rule_of, trace
from .rules import COLOURS, Info, decode, rules

solution_to_json, solution_from_json, solution_line, candidates = (PATHS.to_json, PATHS.from_json, PATHS.line,
                                                                   PATHS.candidates)


def tiny(rng: random.Random) -> Puzzle:
    """A random 3x3 to 4x4 grid with one to three numbered pairs."""
    h, w = rng.choice((3, 4)), rng.choice((3, 4))
    k = rng.randint(1, 3)
    grid = [[None] * w for _ in range(h)]
    for i, (r, c) in enumerate(rng.sample([(r, c) for r in range(h) for c in range(w)], 2 * k)):
        grid[r][c] = str(i // 2 + 1)
    return Puzzle(tuple(map(tuple, grid)), numeric=True)


def fallbacks(p: Puzzle, options) -> list:
    """No answer under the rule in force: the rules worth trying instead (a looser one)."""
    rule = rule_of(p, options)
    flag = {v: "--" + k.replace("_", "-") for k, v in FLAGS.items()}
    out = []
    for other in {"strict": ("loose",), "notouch": ("strict", "loose"), "loose": ()}[rule]:
        genre = {k: v for k, v in options.genre.items() if k not in FLAGS}
        genre[next(k for k, v in FLAGS.items() if v == other)] = True
        alt = replace(options, genre=genre)  # the job's encodings, hints and parts, another rule
        out.append((f"no answer under the {rule} rule, but one under the {other} rule ({flag[other]})", alt))
    return out


def _title(p: Puzzle, sol, pairs: str) -> str:
    return f"Numberlink {p.width}x{p.height}, {len(p.labels)} {pairs}" + (f", {sol.variant} rule" if sol else "")


def draw(p: Puzzle, sol=None, ascii: bool = False) -> str:
    return PATHS.text(p, sol, _title(p, sol, "pair" + "s" * (len(p.labels) != 1)), ascii)


def draw_svg(p: Puzzle, sol=None) -> str:
    return PATHS.svg(p, sol, _title(p, sol, "pairs"))


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
