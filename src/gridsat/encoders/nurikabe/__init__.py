"""Nurikabe.

Rules: shade some cells so that every clue lies in an unshaded island (orthogonally connected
unshaded cells) of exactly that many cells holding exactly one clue (a ``?`` clue: an island
of any size); every island holds a clue; the shaded cells are orthogonally connected; no 2x2
block is all shaded.  Clue cells stay unshaded.

Formats (declared, :mod:`gridsat.declare`): native text ``nurikabe [WxH]`` then the rows
(``.`` empty, ``?``, a number; compact or spaced); JSON ``{"genre": "nurikabe", "grid":
[[null, 5, "?"], ...]}``; puzz.link ``nurikabe/C/R/BODY`` (pzprjs number16).  Solution
``{"shaded": [[r, c], ...]}``.
"""
from __future__ import annotations

import random

from ...declare import Url, declare, sprinkle
from ...formats.codecs import Number16, Seq
from ...genre import Option
from .check import check
from .generate import GENERATOR
from .implied import IMPLIED
from .puzzle import ANSWER, BOARD, Puzzle, islands
from .rules import ISLAND_RULES, Info, rules


def tiny(rng: random.Random) -> Puzzle:
    """A random grid of at most 10 cells (3x3, 2x4, ...) with one to three clues (1-4 or '?')."""
    h, w = rng.choice([(1, 3), (2, 2), (2, 3), (3, 2), (2, 4), (3, 3), (3, 3), (2, 5)])
    grid = sprinkle(rng, h, w, rng.randint(1, min(3, h * w)), lambda: rng.choice([k for k in (1, 1, 2, 2, 3, 4, "?") if k == "?" or k <= h * w]))
    return Puzzle(grid)


def candidates(p: Puzzle):
    """Every set of shaded cells without a clue (the brute force of the contract test)."""
    return ANSWER.candidates(p, [cell for cell in p if cell not in p.sizes])


def describe(p: Puzzle) -> dict:
    unknown = sum(k is None for k in p.sizes.values())
    return {"size": f"{p.cols}x{p.rows}", "clues": len(p.sizes), "unknown_clues": unknown}


GENRE = declare(
    "nurikabe", "Nurikabe", BOARD, ANSWER, rules, check, module=__name__, puzzle=Puzzle,
    url=Url(("nurikabe",), Seq(("cells", Number16()))), json_cells="grid", tiny=tiny, candidates=candidates,
    implied=IMPLIED, uses=frozenset({"connect"}), generate=GENERATOR, describe=describe,
    options=(Option("island_rule", "--island-rule", "each",
                    "Nurikabe: connect each island on its own (each) or all islands by one reach from "
                    "the clues (one).", kind="choice", choices=ISLAND_RULES),),
)
Solution = ANSWER.solution

__all__ = ["GENRE", "BOARD", "ANSWER", "Puzzle", "Solution", "Info", "check", "rules", "islands", "tiny",
           "candidates"]
