"""Mosaic (Fill-a-Pix; Simon Tatham's Mosaic).

Rules: some cells hold a number 0-9.  Shade cells so that every number counts the shaded
cells of the 3x3 block centred on it, itself included (fewer cells at the edge).  A numbered
cell may be shaded.

Formats: native text ``mosaic 10x10`` then rows of ``.``/``0``-``9``; JSON ``{"genre":
"mosaic", "cells": [...]}``; Tatham's game ID ``WxH:DESC`` (a digit a clue, ``a``-``z`` 1-26
cells without one, row after row); puzzlekit's ``R C`` text (``-`` or a number).
"""
from __future__ import annotations

import random
import re

from ...board import Board, Cells
from ...context import ANSWERS_ONLY
from ...counts import SHADED_OVER_NUMBERS as SHADED, count, count_generator, places, settle, shaded_near
from ...declare import OneLine, declare
from ...formats.codecs import RunLength
from ...formats.tatham import read_grid_id
from ...genre import Format, Part
from ...render.text import cell_name

MAX_SIZE = 200
BOARD = Board(cells=Cells(numbers=(0, 9)), max_size=MAX_SIZE)
_GAME_ID = re.compile(r"(\d{1,4})x(\d{1,4})(?:[ah]\d*)?:")  # (Tatham writes WxH; strict, so other games' IDs are not taken)
_DESC = RunLength({str(k): k for k in range(10)})


# in-process answers: what the counts plainly force is settled before encoding (units)
SETTLE = Part("settle", when=ANSWERS_ONLY, help="settle what the counts plainly force before encoding")


def rules(p, model, options) -> None:
    shaded = SHADED.vars(p, model)
    settled = (settle(p, p.numbers().items(), "3x3") if options.on(SETTLE) else None) or {}
    for x, on in settled.items():
        model.add([shaded[x] if on else -shaded[x]])
    for cell, k in p.numbers().items():
        with model.tag(f"{cell_name(*cell)}: {k} shaded in its 3x3 block"):
            count(model, p, shaded, cell, k, "3x3", settled=settled)


def check(p, sol) -> list[str]:
    on, problems = SHADED.on_board(p, sol)
    for cell, k in p.numbers().items():
        n = shaded_near(p, on, cell, "3x3")
        if n != k:
            problems.append(f"{cell_name(*cell)}: {n} shaded in its 3x3 block, needs {k}")
    return problems


def from_tatham(text: str, source: str = "input", line: int | None = None, col: int = 1):
    _, cells = read_grid_id(text, source, line, col, _GAME_ID, "Mosaic", "3x3:4a3a4a3a2", _DESC, MAX_SIZE)
    return Puzzle(cells, source=source)


def to_tatham(p) -> str:
    return f"{p.cols}x{p.rows}:" + _DESC.write(p.cells, (p.rows, p.cols))


def build(shape, clues: dict):
    rows, cols = shape
    return Puzzle([[clues.get((r, c)) for c in range(cols)] for r in range(rows)], source="generated")


def tiny(rng: random.Random):
    """A planted shading of at most 3x4 cells, some of its counts shown (now and then one off)."""
    rows, cols = rng.randint(1, 3), rng.randint(1, 4)
    on = {x for x in places(rows, cols, "3x3") if rng.random() < 0.5}
    p = build((rows, cols), {})
    return build((rows, cols), {x: min(9, shaded_near(p, on, x, "3x3") + (rng.random() < 0.1))
                                for x in places(rows, cols, "3x3") if rng.random() < 0.4})


GENRE = declare(
    "mosaic", "Mosaic", BOARD, SHADED, rules, check, module=__name__, aliases=("fillapix", "fill-a-pix"),
    puzzlekit=("cells",), ids=(OneLine("tatham", _GAME_ID, from_tatham, to_tatham),), tiny=tiny,
    generate=count_generator("3x3", build, lambda p: p.numbers(), size=(10, 10)),
    # a Tatham ID of digits 0-4 reads as Light Up too: detected only when Light Up refuses it
    formats=(Format("tatham", from_tatham, to_tatham, detected=False),
             Format("puzzlekit", lambda text, source="input": GENRE.declared.from_puzzlekit(text, source),
                    lambda p: GENRE.declared.to_puzzlekit(p), detected=False)))
Puzzle = GENRE.puzzle
