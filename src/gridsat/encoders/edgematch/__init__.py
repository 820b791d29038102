"""Edge matching: Scramble Squares and Eternity-II-style puzzles.

Rules: a board of rows x cols cells and a set of exactly rows x cols square tiles.  Put one
tile on every cell (each tile used once), turned by any number of quarter turns (no turning
with ``--no-rotation``), so that every two touching edges match: ``halves`` (Scramble
Squares: the same picture, opposite halves), ``signed`` (numbers that sum to 0) or
``colours`` (Eternity II: equal colours); ``0`` (signed, colours) is a border edge that faces
outside and nowhere else.  Tiles that look the same are interchangeable: an answer is what
can be seen.  ``--up-to-symmetry`` keeps one answer per class of board rotations
(lex-leader constraints, :mod:`.symmetry`).  docs/genres/edgematch.md has the details.
"""
from __future__ import annotations

import random

from ...genre import Genre, Option
from .check import check
from .draw import draw, draw_svg
from .formats import (describe, from_json, infer_size, parse, sniff, solution_from_json, solution_to_json,
                      to_json, to_text)
from .generate import GENERATOR, generate
from .implied import IMPLIED
from .puzzle import (MAX_TILES, SIDES, STEP, STYLES, Fixed, Puzzle, Solution, Tile, TileClass, appearance,
                     assign_ids, complement, is_border, label_text, matches, orbit_size, oriented,
                     symmetry_group, tile_classes, turn_answer, turn_cell)
from .rules import allowed, decode, rules


def tiny(rng: random.Random) -> Puzzle:
    """A random 2x2, 1x3 or 1x4 set of one or two pictures / colours: solvable as generated,
    then maybe one inner edge relabelled and a piece fixed (often leaving no answer)."""
    rows, cols = rng.choice(((2, 2), (2, 2), (1, 3), (1, 4)))
    style = rng.choice(STYLES)
    colours = rng.choice((1, 2))
    p = generate(rows, cols, colours, style, frame=style != "halves" and rng.random() < 0.7, rng=rng,
                 source="tiny")
    tiles = list(p.tiles)
    if rng.random() < 0.5:
        i = rng.randrange(len(tiles))
        sides = [s for s, e in enumerate(tiles[i].edges) if not is_border(style, e)]
        if sides:
            k = rng.randint(1, colours + 1)
            label = ((f"p{k}", rng.choice("+-")) if style == "halves"
                     else k * rng.choice((1, -1)) if style == "signed" else k)
            edges = list(tiles[i].edges)
            edges[rng.choice(sides)] = label
            tiles[i] = Tile(tiles[i].id, tuple(edges))
    fixed = ()
    if rng.random() < 0.25:
        fixed = (Fixed(rng.choice(tiles).id, rng.randrange(rows), rng.randrange(cols), rng.randrange(4)),)
    return Puzzle(rows, cols, style, tuple(tiles), fixed, "tiny")


def candidates(p: Puzzle):
    """Every arrangement of the tiles, each turned every way that keeps its border edges facing
    outside, once per look (the brute force of the contract test: tiles that look the same are
    interchangeable)."""
    cells = [(r, c) for r in range(p.rows) for c in range(p.cols)]
    options = []  # per cell: (tile index, look) with no border edge facing another cell
    for r, c in cells:
        inside = [0 <= r + dr < p.rows and 0 <= c + dc < p.cols for dr, dc in STEP]
        options.append([(i, look) for i, t in enumerate(p.tiles) for look in {oriented(t.edges, k) for k in range(4)}
                        if not any(is_border(p.style, e) and ins for e, ins in zip(look, inside))])
    seen = set()
    chosen: list = []

    def place(n: int, used: set):
        if n == len(cells):
            looks = tuple(tuple(chosen[r * p.cols:(r + 1) * p.cols]) for r in range(p.rows))
            if looks not in seen:
                seen.add(looks)
                yield Solution(assign_ids(p, looks))
            return
        for i, look in options[n]:
            if i not in used:
                used.add(i)
                chosen.append(look)
                yield from place(n + 1, used)
                chosen.pop()
                used.discard(i)

    yield from place(0, set())


GENRE = Genre(
    name="edgematch", title="Edge matching", aliases=("scramble", "eternity", "edge-matching"),
    puzzle=Puzzle, solution=Solution,
    parse=parse, sniff=sniff, to_text=to_text, from_json=from_json, to_json=to_json,
    rules=rules, decode=decode, check=check, implied=IMPLIED,
    options=(Option("rotation", "--no-rotation", True, "Tiles may not be rotated (edge matching).", "negflag"),
             Option("up_to_symmetry", "--up-to-symmetry", False,
                    "One answer per class of board symmetries (edge matching).")),
    solution_to_json=solution_to_json, solution_from_json=solution_from_json,
    draw=draw, draw_svg=draw_svg, describe=describe, orbit_size=orbit_size, tiny=tiny, candidates=candidates,
    generate=GENERATOR,
)

__all__ = ["GENRE", "MAX_TILES", "SIDES", "STEP", "STYLES", "Fixed", "Puzzle", "Solution", "Tile", "TileClass",
           "allowed", "appearance", "assign_ids", "candidates", "check", "complement", "decode", "describe",
           "draw", "draw_svg", "from_json", "generate", "infer_size", "is_border", "label_text", "matches",
           "orbit_size", "oriented", "parse", "rules", "sniff", "solution_from_json", "solution_to_json",
           "symmetry_group", "tile_classes", "tiny", "to_json", "to_text", "turn_answer", "turn_cell"]
