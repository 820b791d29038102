"""Double Back.

Rules (pzprjs ``doubleback``): a grid divided into rooms; some cells are black.  Draw one
closed loop through the centres of cells, moving horizontally and vertically, that passes
through every cell that is not black, each once, and enters every room exactly twice (its
line crosses the room's border four times).  A black cell belongs to no room (pzprjs: rooms
are the areas of white cells inside the borders).

Formats: native text ``doubleback 8x8`` then rows of ``.`` and ``#`` (black), ``rooms`` and
the room labels; JSON; puzz.link ``doubleback/W/H/BODY`` (pzprjs: the borders, then the black
cells as bits, left out when there is none); puzzlekit's ``R C`` then the room labels, ``#`` a
black cell.
"""
from __future__ import annotations

import random

from ...answers import LOOP, Loop
from ...board import Board, Cells
from ...connectivity.rooms import cell_loop, cycles
from ...declare import Url, declare, random_rooms
from ...formats import InputError
from ...formats.codecs import Binary, Borders, Seq
from ...genre import Format, Generator
from ...render.text import cell_name

BOARD = Board(cells=Cells(symbols={"#": "black"}), rooms=True, max_size=200)


def white(p) -> list[tuple[int, int]]:
    return [cell for cell in p if p.cells[cell[0]][cell[1]] != "black"]


def rooms(p) -> list[list[tuple[int, int]]]:
    """The rooms the loop must enter twice: the areas of white cells inside each room."""
    return [area for room in p.room_cells for area in p.areas(c for c in room if p.cells[c[0]][c[1]] != "black")]


def rules(p, model, options):
    loop = cell_loop(model, p, white(p))
    for cell in white(p):                      # the rule, not a clue: every white cell is on the loop
        model.add([loop.on[cell]])
    for i, room in enumerate(rooms(p)):
        with model.tag(f"room {i + 1} ({cell_name(*room[0])}) entered twice"):
            loop.visits(model, room, 2)
    return loop


def check(p, sol) -> list[str]:
    problems = LOOP.check(p, sol, white(p))
    if problems:
        return problems
    loop = [tuple(x) for x in sol.loop]
    problems = [f"the loop misses the white cell {cell_name(*cell)}" for cell in white(p) if cell not in set(loop)]
    for i, room in enumerate(rooms(p)):
        inside = set(room)
        n = sum((a in inside) != (b in inside) for a, b in zip(loop, loop[1:] + loop[:1]))
        if n != 4:
            problems.append(f"the loop crosses the border of room {i + 1} ({cell_name(*room[0])}) {n} times, not 4")
    return problems


def draw(p, sol=None, ascii: bool = False) -> str:
    return LOOP.text(p, sol, "Double Back", ascii, lambda r, c: "#█"[not ascii] if p.cells[r][c] == "black" else None)


def tiny(rng: random.Random):
    """2x2 to 4x4 cells (now and then a black one) that a loop can cover, in random rooms, or
    in two rooms made of alternate quarters of such a loop (when both are in one piece); drawn
    again when a black cell cuts a room in two."""
    while True:
        try:
            return _tiny(rng)
        except InputError:  # a room in two pieces
            continue


def _tiny(rng: random.Random):
    while True:
        rows, cols = rng.choice([(2, 2), (2, 3), (2, 4), (3, 4), (4, 3), (4, 4), (3, 3)])
        cells = [["#" if rng.random() < 0.1 else "." for _ in range(cols)] for _ in range(rows)]
        loops = [cyc for cyc in cycles(white(Puzzle.of(cells, rooms=[[0] * cols] * rows)))
                 if len(cyc) == sum(row.count(".") for row in cells)]
        if loops:
            break
    labels = random_rooms(rng, rows, cols, rng.randint(1, 3))
    cyc = rng.choice(loops)
    for _ in range(30 if rng.random() < 0.6 and len(cyc) >= 6 else 0):
        cut = sorted(rng.sample(range(1, len(cyc)), 3))
        half = [[x for i, x in enumerate(cyc) if sum(i >= k for k in cut) % 2 == h] for h in (0, 1)]
        if all(len(Puzzle.of(cells, rooms=[[0] * cols] * rows).areas(part)) == 1 for part in half):
            for h, part in enumerate(half):
                for r, c in part:
                    labels[r][c] = h
            break
    for r in range(rows):
        for c in range(cols):
            if cells[r][c] == "#":
                labels[r][c] = f"#{r}.{c}"
    return Puzzle.of(cells, rooms=labels)


def candidates(p):
    return (Loop(cyc) for cyc in cycles(white(p)))


def from_puzzlekit(text: str, source: str = "input"):
    """puzzlekit's text: ``R C``, then the room labels (``#``: a black cell)."""
    lines = [(no, raw.split()) for no, raw in enumerate(text.splitlines(), 1) if raw.strip()]
    head = lines[0][1] if lines else []
    if len(head) != 2 or not all(t.isdigit() for t in head):
        raise InputError("puzzlekit text: the first line must be 'ROWS COLS'", source, lines[0][0] if lines else None)
    rows, cols = int(head[0]), int(head[1])
    if len(lines) != rows + 1 or any(len(toks) != cols for _, toks in lines[1:]):
        bad = next((no for no, toks in lines[1:] if len(toks) != cols), lines[-1][0])
        raise InputError(f"puzzlekit text: {rows} lines of {cols} room labels expected", source, bad)
    labels = [[f"#{r}.{c}" if t == "#" else t for c, t in enumerate(row)] for r, (_, row) in enumerate(lines[1:])]
    return Puzzle([["black" if t[0] == "#" else None for t in row] for row in labels], rooms=labels, source=source)


def to_puzzlekit(p) -> str:
    return "\n".join([f"{p.rows} {p.cols}"] + [" ".join("#" if p.cells[r][c] == "black" else str(p.rooms[r][c] + 1)
                                                        for c in range(p.cols)) for r in range(p.rows)]) + "\n"


GENRE = declare(
    "doubleback", "Double Back", BOARD, LOOP, rules, check, module=__name__,
    url=Url(("doubleback",), Seq(("rooms", Borders()), ("cells", Binary(skip_none=True, mark="black")))), tiny=tiny,
    candidates=candidates, draw=draw, uses=frozenset({"connect"}),
    generate=Generator(rooms=True, size=(6, 6)))
Puzzle = GENRE.puzzle
object.__setattr__(GENRE, "formats", GENRE.formats + (Format("puzzlekit", from_puzzlekit, to_puzzlekit, detected=False),))
