"""Battleships.

Rules (Janko, puzzlekit; pzprjs's battleship with straight ships): place the fleet in the
grid: ``fleet[i]`` ships of length ``i + 1`` (the usual one: four of 1, three of 2, two of 3,
one of 4), each straight across or down.  Ships never touch, not even diagonally.  A number
outside the grid counts the ship cells of its column (top) or row (left).  Given water stays
water; a given ship part (``o`` a whole one-cell ship, ``n`` ``s`` ``w`` ``e`` the top, bottom,
left, right end of a ship, ``m`` a middle part, ``#`` any part) is a ship cell of that kind.
"""
from __future__ import annotations

import random
import re

from ... import shapes
from ...answers import SHADED
from ...board import Board, Cells, Grid
from ...cardinality import exactly
from ...declare import declare
from ...formats import InputError
from ...genre import Format, Generator, cell_clues, line_counts, posed_cells
from ...render.text import cell_name

PARTS = {"x": "water", "o": "one", "n": "top", "s": "bottom", "w": "left", "e": "right", "m": "middle", "#": "ship"}
BOARD = Board(cells=Cells(symbols=PARTS), outside=("top", "left"), max_size=100)
USUAL = (4, 3, 2, 1)


class Fleet(Grid):
    """A Battleships grid with its fleet (``fleet[i]``: ships of length i + 1)."""

    __slots__ = ()

    def __init__(self, *args, fleet=USUAL, **kw) -> None:
        fleet = tuple(fleet)
        if not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in fleet):
            raise InputError(f"the fleet must be counts of ships (numbers from 0), got {list(fleet)}",
                             kw.get("source", "input"))
        while fleet and fleet[-1] == 0:
            fleet = fleet[:-1]
        self.__dict__["fleet"] = fleet
        super().__init__(*args, **kw)

    def _key(self) -> tuple:
        return super()._key() + (self.fleet,)

    def replace(self, **parts):
        fleet = parts.pop("fleet", self.fleet)
        now = dict(cells=self.cells, outside=self.outside, source=self.source, variants=self.variants)
        return type(self)(fleet=fleet, **{**now, **parts})

    def ships(self) -> dict[int, int]:
        return {i + 1: n for i, n in enumerate(self.fleet) if n}


def _part_facts(cell, part):
    """A given end or one-cell ship: which neighbours are ship cells (True) or not (False)."""
    r, c = cell
    near = {"top": (r - 1, c), "bottom": (r + 1, c), "left": (r, c - 1), "right": (r, c + 1)}
    inward = {"top": "bottom", "bottom": "top", "left": "right", "right": "left"}.get(part)
    return [(x, side == inward) for side, x in near.items()]


def rules(p, model, options) -> None:
    shaded = SHADED.vars(p, model)
    with model.tag("the fleet"):
        shapes.fleet(model, shaded, p.ships())
    for side, counts in p.outside.items():
        for i, n in enumerate(counts):
            if n is not None:
                line = [(r, i) for r in range(p.rows)] if side == "top" else [(i, c) for c in range(p.cols)]
                with model.tag(f"{'column' if side == 'top' else 'row'} {i + 1} has {n} ship cells"):
                    exactly(model, [shaded[x] for x in line], n)
    for (r, c), part in p.clues().items():
        with model.tag(f"{cell_name(r, c)} is {part}" + ("" if part == "water" else " of a ship")):
            model.add([-shaded[r, c] if part == "water" else shaded[r, c]])
            if part == "middle":  # ship cells above and below, or left and right
                down = model.aux()
                for x, way in (((r - 1, c), -down), ((r + 1, c), -down), ((r, c - 1), down), ((r, c + 1), down)):
                    model.add([way] + ([shaded[x]] if x in shaded else []))
            elif part not in ("water", "ship"):
                for x, on in _part_facts((r, c), part):
                    if x in shaded:
                        model.add([shaded[x] if on else -shaded[x]])
                    elif on:
                        model.add([-shaded[r, c]])


def check(p, sol) -> list[str]:
    on = set(sol.shaded)
    problems = [f"{cell_name(*cell)} is not on the grid" for cell in sorted(on) if not p.inside(*cell)]
    on &= set(p)
    ships = p.areas(on)
    lengths = []
    for ship in ships:
        rows, cols = {r for r, _ in ship}, {c for _, c in ship}
        if len(rows) > 1 and len(cols) > 1:
            problems.append(f"the ship at {cell_name(*ship[0])} is not straight")
        lengths.append(len(ship))
        ring = {(r + dr, c + dc) for r, c in ship for dr in (-1, 0, 1) for dc in (-1, 0, 1)} - set(ship)
        if ring & on:
            problems.append(f"the ship at {cell_name(*ship[0])} touches another ship")
    wanted = [n for length, k in p.ships().items() for n in [length] * k]
    if sorted(lengths) != sorted(wanted):
        problems.append(f"the ships have lengths {sorted(lengths)}, the fleet is {sorted(wanted)}")
    for side, counts in p.outside.items():
        for i, n in enumerate(counts):
            k = sum(((r, i) if side == "top" else (i, r)) in on for r in range(p.rows if side == "top" else p.cols))
            if n is not None and k != n:
                problems.append(f"{'column' if side == 'top' else 'row'} {i + 1} has {k} ship cells, needs {n}")
    for (r, c), part in p.clues().items():
        near = {"top": (r - 1, c) in on, "bottom": (r + 1, c) in on, "left": (r, c - 1) in on,
                "right": (r, c + 1) in on}
        linked = {side for side, x in near.items() if x}
        want = {"water": None, "ship": None, "one": set(), "top": {"bottom"}, "bottom": {"top"},
                "left": {"right"}, "right": {"left"}}.get(part, "middle")
        ok = ((r, c) not in on if part == "water" else (r, c) in on and (
            linked in ({"top", "bottom"}, {"left", "right"}) if want == "middle" else want is None or linked == want))
        if not ok:
            problems.append(f"{cell_name(r, c)} is not {part}" + ("" if part == "water" else " of a ship"))
    return problems


# -- formats: the grid's, with the fleet (native "fleet: 4 3 2 1", JSON "fleet", puzzlekit header) ----

FLEET_LINE = re.compile(r"^\s*fleet\s*:(.*)$", re.I | re.M)


def _numbers(text: str, source: str, what: str) -> tuple[int, ...]:
    if not re.fullmatch(r"[\d\s]*", text):
        raise InputError(f"{what}: counts of ships (numbers), got {text.strip()[:30]!r}", source)
    return tuple(int(x) for x in text.split())


def parse(text: str, source: str = "input"):
    first = next((line for line in text.splitlines() if line.strip()), "")
    if re.fullmatch(r"\s*\d{1,4}(\s+\d{1,4})+\s*", first):  # puzzlekit's 'R C N1 N2 ...'
        return from_puzzlekit(text, source)
    m = FLEET_LINE.search(text)
    fleet = _numbers(m[1], source, "fleet") if m else USUAL
    if m:
        text = text[:m.start()] + "//" + text[m.start() + 2:]  # a comment now: line numbers stay
    return GENRE.declared.parse(text, source).replace(fleet=fleet)


def to_text(p) -> str:
    return GENRE.declared.to_text(p) + f"fleet: {' '.join(map(str, p.fleet))}\n"


def from_json(doc: dict, source: str = "input"):
    fleet = doc.get("fleet", list(USUAL))
    if not isinstance(fleet, list):
        raise InputError('"fleet" must be a list of counts of ships (length 1 first)', source)
    return GENRE.declared.from_json(doc, source).replace(fleet=fleet)


def to_json(p) -> dict:
    return {**GENRE.declared.to_json(p), "fleet": list(p.fleet)}


def from_puzzlekit(text: str, source: str = "input"):
    lines = text.lstrip().split("\n", 1)
    head = lines[0].split()
    if len(head) < 2:
        raise InputError("puzzlekit text: the first line must be 'ROWS COLS N1 N2 ...'", source, 1)
    fleet = _numbers(" ".join(head[2:]), source, "puzzlekit fleet")
    return GENRE.declared.from_puzzlekit(" ".join(head[:2]) + "\n" + (lines[1] if len(lines) > 1 else ""),
                                         source).replace(fleet=fleet)


def to_puzzlekit(p) -> str:
    head, rest = GENRE.declared.to_puzzlekit(p).split("\n", 1)
    return f"{head} {' '.join(map(str, p.fleet))}\n{rest}"


# pzprjs's battleship: the counts (top, then left), the cells (0 water, 1-6 parts), then the bank of
# pieces: "//c" "//d" "//e" its preset fleets, or "/N/piece/..." (straight pieces only here)
URL_PARTS = {0: "water", 1: "top", 2: "bottom", 3: "left", 4: "right", 5: "middle", 6: "one"}
PRESETS = {"c": (3, 2, 1), "d": USUAL, "e": (5, 4, 3, 2, 1)}


def _piece(text: str, source: str) -> int:
    """The length of a pzprjs bank piece (``w h bits``: base 36, base 36, base 32 five bits
    each), refused unless it is a straight ship."""
    try:
        w, h = int(text[0], 36), int(text[1], 36)
        bits = "".join(f"{int(ch, 32):05b}" for ch in text[2:])[:w * h].ljust(w * h, "0")
    except (ValueError, IndexError):
        raise InputError(f"puzz.link URL: bad battleship piece {text[:20]!r}", source) from None
    if min(w, h) != 1 or "0" in bits:
        raise InputError(f"puzz.link URL: piece {text[:20]!r} is not a straight ship (gridsat reads "
                         "fleets of straight ships)", source)
    return max(w, h)


def from_url(url: str, source: str = "url"):
    from ...formats.codecs import Cursor, Number16, Outside
    from ...formats.puzzlink import split_url

    _, cols, rows, body = split_url(url, source)
    cur, sides, cells = Cursor(body, source), {}, None
    if not body.startswith("/"):
        sides = Outside(("top", "left"), unknown=None).read(cur, (rows, cols))
        values = Number16(unknown="ship").read(cur, (rows, cols))
        if any(v not in URL_PARTS and v not in (None, "ship") for row in values for v in row):
            raise InputError("puzz.link URL: a bent ship part (gridsat reads straight ships)", source)
        cells = [[URL_PARTS.get(v, v) for v in row] for row in values]
    bank = body[cur.pos:]
    if bank.startswith("//"):
        if bank[2:] not in PRESETS:
            raise InputError(f"puzz.link URL: unknown battleship fleet {bank[2:5]!r}", source)
        fleet = PRESETS[bank[2:]]
    elif bank:
        count, *pieces = bank[1:].split("/")
        if not count.isdigit() or int(count) != len(pieces):
            raise InputError("puzz.link URL: a battleship bank is '/N/piece/...' with N pieces", source)
        lengths = [_piece(x, source) for x in pieces]
        fleet = tuple(lengths.count(n) for n in range(1, max(lengths, default=0) + 1))
    else:
        fleet = USUAL
    return Puzzle(cells, outside=sides, source=source, size=(rows, cols), fleet=fleet)


def to_url(p) -> str:
    from ...formats.codecs import Number16, Outside
    from ...formats.puzzlink import make_url

    code = {v: k for k, v in URL_PARTS.items()}
    body = Outside(("top", "left")).write(p.outside, (p.rows, p.cols))
    body += Number16(unknown="ship").write([[code.get(v, v) for v in row] for row in p.cells], (p.rows, p.cols))
    preset = next((k for k, f in PRESETS.items() if f == p.fleet), None)
    pieces = [_serial(n) for n, k in p.ships().items() for _ in range(k)]
    bank = f"//{preset}" if preset else "/" + "/".join([str(len(pieces))] + pieces)
    return make_url("battleship", p.cols, p.rows, body + bank)


def _serial(n: int) -> str:
    """pzprjs's code of a straight piece of ``n`` cells, across."""
    b32, b36 = "0123456789abcdefghijklmnopqrstuv", "0123456789abcdefghijklmnopqrstuvwxyz"
    return (b36[n] + "1" + "".join(b32[int(("1" * n)[i:i + 5].ljust(5, "0"), 2)] for i in range(0, n, 5))).rstrip("0")


def tiny(rng: random.Random):
    rows, cols = rng.randint(2, 3), rng.randint(2, 4)
    fleet = tuple(rng.randint(0, 1) for _ in range(rng.randint(1, 3)))
    cells = [[None] * cols for _ in range(rows)]
    if rng.random() < 0.5:
        cells[rng.randrange(rows)][rng.randrange(cols)] = rng.choice(list(PARTS.values()))
    top = [rng.choice([None, None, rng.randint(0, 2)]) for _ in range(cols)]
    left = [rng.choice([None, None, rng.randint(0, 2)]) for _ in range(rows)]
    return Puzzle(cells, outside={"top": top, "left": left}, fleet=fleet)


def board(rng: random.Random, size, options):
    """An empty grid for ``gridsat generate``, with a fleet that suits its size."""
    rows, cols = size
    n = min(rows, cols)
    fleet = (2, 1) if n <= 4 else (3, 2, 1) if n <= 6 else (4, 3, 2) if n <= 8 else USUAL
    return Puzzle([[None] * cols for _ in range(rows)], fleet=fleet, source="generated")


_PARTS = cell_clues(check, lambda p, cell: ("water", "one", "top", "bottom", "left", "right", "middle"))


def shows(p, sol) -> dict:
    """The clues an answer shows (``gridsat generate``): every cell's part (or water) and
    every row's and column's count."""
    return {**_PARTS(p, sol), **line_counts(p, sol.shaded)}


GENRE = declare(
    "battleships", "Battleships", BOARD, SHADED, rules, check, module=__name__, aliases=("battleship",),
    puzzle=BOARD.puzzle_type("battleships", __name__, Fleet), puzzlekit=("top", "left", "cells"), tiny=tiny,
    parse=parse, to_text=to_text, from_json=from_json, to_json=to_json,
    formats=(Format("puzzlink", from_url, to_url, pids=("battleship",)),
             Format("puzzlekit", from_puzzlekit, to_puzzlekit, detected=False)),
    generate=Generator(board=board, shows=shows, pose=posed_cells, size=(6, 6)))
Puzzle = GENRE.puzzle
