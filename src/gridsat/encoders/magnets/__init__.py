"""Magnets (puzzlekit: Magnetic).

Rules: the grid is cut into dominoes (rooms of two cells; a room of one cell is always
neutral).  Each domino is a magnet, one cell + and the other -, or neutral (both cells
empty).  Two cells sharing an edge never hold the same pole.  A number above a column (left
of a row) counts its + cells, one below it (right of it) its - cells.  Given poles and
neutral cells stand.
"""
from __future__ import annotations

import random
import re
from itertools import product

from ...answers import Numbers
from ...board import Board, Cells
from ...cardinality import exactly
from ...declare import OneLine, declare, often_solvable, random_dominoes
from ...formats import InputError
from ...formats.tatham import parse_dims, split_game_id
from ...genre import Format, Generator, posed_cells
from ...render.text import cell_name

POLES = ("+", "-", "")  # the answer's values: plus, minus, neutral
BOARD = Board(cells=Cells(symbols={"+": "+", "-": "-", "x": "neutral"}), rooms=True,
              outside=("top", "bottom", "left", "right"), max_size=100)
NUMBERS = Numbers(empty="", ragged=True)
COUNTS = {"top": ("+", "column"), "bottom": ("-", "column"), "left": ("+", "row"), "right": ("-", "row")}
GAME_ID = re.compile(r"\d+x\d+(d[a-z])?S?:")


class Puzzle(BOARD.puzzle_type("magnets", __name__)):
    __slots__ = ()

    def validate(self) -> None:
        for room in self.room_cells:
            if len(room) > 2:
                raise InputError(f"{cell_name(*room[0])}: a magnet covers two cells, its room has {len(room)}",
                                 self.source, cell=room[0])

    def lines(self):
        """``(side, i, pole, cells, count)`` of every count given."""
        for side, (pole, kind) in COUNTS.items():
            for i, k in enumerate(self.outside[side]):
                if k is not None:
                    cells = [(i, c) for c in range(self.cols)] if kind == "row" else [(r, i) for r in range(self.rows)]
                    yield side, f"{kind} {i + 1}", pole, cells, k


def rules(p, model, options) -> None:
    v = NUMBERS.vars(p, model, POLES)
    for r, c in p:  # each cell: +, - or empty
        exactly(model, [v[r, c, x] for x in POLES], 1)
    for room in p.room_cells:  # a domino: + and -, or both empty; a lone cell is empty
        if len(room) == 1:
            model.add([v[(*room[0], "")]])
        else:
            (a, b) = room
            model.add_all([[-v[(*a, x)], v[(*b, y)]] for x, y in (("+", "-"), ("-", "+"), ("", ""))])
    for (r, c), given in p.clues().items():
        with model.tag(f"given {'x' if given == 'neutral' else given} at {cell_name(r, c)}"):
            model.add([v[r, c, "" if given == "neutral" else given]])
    for a, b in p.edges():  # equal poles never share an edge
        if p.room_of(*a) != p.room_of(*b):
            model.add_all([[-v[(*a, x)], -v[(*b, x)]] for x in "+-"])
    for side, name, pole, cells, k in p.lines():
        with model.tag(f"{k} {pole} in {name} ({side})"):
            exactly(model, [v[(*x, pole)] for x in cells], k)


def check(p, sol) -> list[str]:
    g = sol.grid
    if len(g) != p.rows or any(len(row) != p.cols for row in g):
        return [f"the solution is not a {p.cols}x{p.rows} grid"]
    problems = [f"{cell_name(r, c)} holds {g[r][c]!r}, not '+', '-' or ''" for r, c in p if g[r][c] not in POLES]
    if problems:
        return problems
    for (r, c), given in p.clues().items():
        if g[r][c] != ("" if given == "neutral" else given):
            problems.append(f"{cell_name(r, c)} holds {g[r][c]!r}, the given is {given}")
    for room in p.room_cells:
        poles = sorted(g[r][c] for r, c in room)
        if poles not in ([""], ["", ""], ["+", "-"]):
            problems.append(f"the domino at {cell_name(*room[0])} is neither a magnet nor neutral")
    problems += [f"{cell_name(*a)} and {cell_name(*b)} share an edge and both hold {g[a[0]][a[1]]}"
                 for a, b in p.edges() if g[a[0]][a[1]] in "+-" and g[a[0]][a[1]] == g[b[0]][b[1]] != ""]
    for side, name, pole, cells, k in p.lines():
        if (n := sum(g[r][c] == pole for r, c in cells)) != k:
            problems.append(f"{name} holds {n} {pole}, the {side} count is {k}")
    return problems


def candidates(p):
    rooms = p.room_cells
    choices = [[("",)] if len(room) == 1 else [("+", "-"), ("-", "+"), ("", "")] for room in rooms]
    for pick in product(*choices):
        grid = [[""] * p.cols for _ in range(p.rows)]
        for room, poles in zip(rooms, pick):
            for (r, c), x in zip(room, poles):
                grid[r][c] = x
        yield NUMBERS.solution(tuple(map(tuple, grid)))


def tiny(rng: random.Random) -> Puzzle:
    rows, cols = rng.randint(2, 3), rng.randint(2, 4)
    label: dict = {}
    for r, c in [(r, c) for r in range(rows) for c in range(cols)]:
        if (r, c) not in label:
            free = [x for x in ((r, c + 1), (r + 1, c)) if x[0] < rows and x[1] < cols and x not in label]
            label[r, c] = len(label)
            if free and rng.random() < 0.9:
                label[rng.choice(free)] = label[r, c]
    answer = rng.choice(list(candidates(Puzzle(None, [[label[r, c] for c in range(cols)] for r in range(rows)])))).grid
    outside = {side: [sum(answer[r][c] == pole for r, c in cells) + (rng.random() < 0.15) if rng.random() < 0.6
                      else None for cells in ([[(r, c) for r in range(rows)] for c in range(cols)] if kind == "column"
                                              else [[(r, c) for c in range(cols)] for r in range(rows)])]
               for side, (pole, kind) in COUNTS.items()}
    cells = [[None] * cols for _ in range(rows)]
    if rng.random() < 0.3:
        r, c = rng.randrange(rows), rng.randrange(cols)
        cells[r][c] = rng.choice(("+", "-", "neutral"))
    return Puzzle(cells, [[label[r, c] for c in range(cols)] for r in range(rows)], outside)


# -- Tatham's Magnets IDs: WxH[dX][S]:TOP+,LEFT+,BOTTOM-,RIGHT-,DOMINOES ------------------------------

DIGITS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def from_tatham(text: str, source: str = "input", line: int | None = None, col: int = 1) -> Puzzle:
    gid = split_game_id(text, source, line, col)
    w, h, at = parse_dims(gid, "Magnets")
    if not re.fullmatch(r"(d[a-z])?S?", gid.params[at:]):
        raise gid.error(f"Magnets params: unexpected {gid.params[at:][:12]!r}", params_offset=at)
    if not (1 <= w <= BOARD.max_size and 1 <= h <= BOARD.max_size):
        raise gid.error(f"grid size {w}x{h} is out of range 1..{BOARD.max_size}", params_offset=0)
    fields = gid.desc.split(",", 4)
    if len(fields) < 5:
        raise gid.error("game description: expected four count lines and the dominoes", len(gid.desc))
    counts, at = {}, 0
    for side, n, text in zip(("top", "left", "bottom", "right"), (w, h, w, h), fields):
        if len(text) != n or any(ch != "." and ch not in DIGITS for ch in text):
            raise gid.error(f"game description: the {side} counts must be {n} characters of '.', 0-9, a-z, A-Z", at)
        counts[side] = [None if ch == "." else DIGITS.index(ch) for ch in text]
        at += n + 1
    cells, step = fields[4].replace(",", ""), {"L": 1, "R": -1, "T": w, "B": -w, "*": 0}
    if len(cells) != w * h or any(ch not in step for ch in cells):
        raise gid.error(f"game description: the dominoes must be {w * h} of L, R, T, B, *", at)
    rooms = list(range(w * h))
    for i, ch in enumerate(cells):
        j = i + step[ch]
        if not (0 <= j < w * h) or cells[j] != {"L": "R", "R": "L", "T": "B", "B": "T", "*": "*"}[ch] or \
                ch in "LR" and j // w != i // w:
            raise gid.error(f"game description: the domino at {cell_name(i // w, i % w)} has no other half", at + i)
        rooms[i] = min(i, j)
    return Puzzle(None, [rooms[r * w:(r + 1) * w] for r in range(h)], counts, source=source)


def to_tatham(p: Puzzle) -> str:
    if p.clues():
        raise InputError("Tatham's Magnets IDs have no given poles")
    if any(k is not None and k >= len(DIGITS) for line in p.outside.values() for k in line):
        raise InputError(f"Tatham's Magnets IDs hold counts up to {len(DIGITS) - 1}")
    body = [",".join("".join("." if k is None else DIGITS[k] for k in p.outside[side])
                     for side in ("top", "left", "bottom", "right"))]
    for r, c in p:
        room = p.room_cells[p.room_of(r, c)]
        other = [x for x in room if x != (r, c)]
        body.append("*" if not other else {(0, 1): "L", (0, -1): "R", (1, 0): "T", (-1, 0): "B"}[
            (other[0][0] - r, other[0][1] - c)])
    return f"{p.cols}x{p.rows}:{body[0]}," + "".join(body[1:])


# -- puzzlekit's Magnetic text: R C; + per column, - per column, + per row, - per row; [hints]; labels

def from_puzzlekit(text: str, source: str = "input") -> Puzzle:
    lines = [(no, raw.split()) for no, raw in enumerate(text.splitlines(), 1) if raw.strip()]
    if not lines or len(lines[0][1]) != 2 or not all(t.isdigit() for t in lines[0][1]):
        raise InputError("puzzlekit text: the first line must be 'ROWS COLS'", source, lines[0][0] if lines else None)
    rows, cols = map(int, lines[0][1])
    if len(lines) not in (5 + rows, 5 + 2 * rows):
        raise InputError(f"puzzlekit text: expected {5 + rows} or {5 + 2 * rows} lines, found {len(lines)}", source)
    outside = {}
    for (no, toks), side, n in zip(lines[1:5], ("top", "bottom", "left", "right"), (cols, cols, rows, rows)):
        if len(toks) != n or any(t != "-" and not t.isdigit() for t in toks):
            raise InputError(f"puzzlekit text: the {side} counts must be {n} numbers or '-'", source, no)
        outside[side] = [None if t == "-" else int(t[:6]) for t in toks]
    hints = [toks for _, toks in lines[5:5 + rows]] if len(lines) == 5 + 2 * rows else [["."] * cols] * rows
    labels = [[f"@{r},{c}" if t == "@" else t for c, t in enumerate(toks)] for r, (_, toks) in enumerate(lines[-rows:])]
    try:
        cells = [[BOARD.cells.read(t) for t in row] for row in hints]
    except ValueError as e:
        raise InputError(f"puzzlekit text: {e}", source) from None
    return Puzzle(cells, labels, outside, source=source)


def to_puzzlekit(p: Puzzle) -> str:
    out = [f"{p.rows} {p.cols}"] + [" ".join("-" if k is None else str(k) for k in p.outside[side])
                                    for side in ("top", "bottom", "left", "right")]
    if p.clues():
        out += [" ".join({None: ".", "neutral": "x"}.get(v, v) for v in row) for row in p.cells]
    return "\n".join(out + [" ".join("@" if len(p.room_cells[i]) == 1 else str(i + 1) for i in row)
                            for row in p.rooms]) + "\n"


def board(rng: random.Random, size, options) -> Puzzle:
    """A random domino tiling, no counts yet (``gridsat generate`` plants an answer on it)."""
    rows, cols = size
    if rows * cols < 4:
        raise InputError(f"a {rows}x{cols} grid is too small for Magnets (at least 4 cells)")
    return Puzzle(None, random_dominoes(rng, rows, cols), {side: [None] * (cols if kind == "column" else rows)
                                                          for side, (_, kind) in COUNTS.items()}, source="generated")


def counts(p: Puzzle, sol) -> dict:
    """The clues an answer shows: every count of + and - around the grid."""
    return {(side, i): sum(sol.grid[r][c] == pole for r, c in cells)
            for side, (pole, kind) in COUNTS.items()
            for i, cells in enumerate([[(r, c) for r in range(p.rows)] for c in range(p.cols)] if kind == "column"
                                      else [[(r, c) for c in range(p.cols)] for r in range(p.rows)])}


GENRE = declare(
    "magnets", "Magnets", BOARD, NUMBERS, rules, check, module=__name__, puzzle=Puzzle, aliases=("magnetic",),
    ids=(OneLine("tatham", GAME_ID, from_tatham, to_tatham),), tiny=often_solvable(tiny, check, candidates), candidates=candidates,
    formats=(Format("tatham", from_tatham, to_tatham), Format("puzzlekit", from_puzzlekit, to_puzzlekit, detected=False)),
    generate=Generator(board=board, shows=counts, pose=posed_cells, size=(6, 6)))
