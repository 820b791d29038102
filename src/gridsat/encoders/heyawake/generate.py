"""Random Heyawake for ``gridsat generate``: an answer planted (cells shaded at random while
no two touch and the unshaded cells stay connected), rectangular rooms cut around it where
no unshaded line then runs through three rooms, every room numbered from it.  While other
answers remain, a move numbers a room holding a cell they shade differently, cuts such a room
in two, hands such a cell to the next room, or changes the answer there (:func:`improve`);
the clues ``--minimal`` takes away are the rooms' numbers."""
from __future__ import annotations

import random

from ...formats import InputError
from ...genre import Generator
from ...sight import runs_across
from .puzzle import Puzzle

SHADE = 0.6    # chance that a cell tried (in random order) is shaded, when it may be
NUMBERED = 1.0  # of the rooms, at the start (--minimal takes the needless ones away)
LONGEST = 4    # room sides at most this, where a cut keeps the answer


def plant(rng: random.Random, h: int, w: int) -> set:
    """Shaded cells at random, no two touching, the unshaded cells kept connected."""
    grid = _Grid(h, w, None)
    shaded: set = set()
    for x in rng.sample(list(grid), h * w):
        if rng.random() < SHADE and not any(nb in shaded for nb in grid.neighbours(*x)) \
                and len(grid.areas(y for y in grid if y not in shaded and y != x)) == 1:
            shaded.add(x)
    return shaded


def rectangles(rng: random.Random, h: int, w: int, shaded: set) -> list[list[int]]:
    """A room-id grid of rectangles around the answer ``shaded``: a rectangle with a side
    longer than LONGEST (or now and then a smaller one) is cut across where no unshaded line
    then runs through three rooms (tried at random places; none such: it stays whole)."""
    rooms = [[0] * w for _ in range(h)]
    grid = _Grid(h, w, rooms)
    unshaded = [x for x in grid if x not in shaded]
    todo, n = [(0, 0, h, w)], 1
    while todo:
        r, c, hh, ww = todo.pop()
        if not (max(hh, ww) > LONGEST or (hh * ww > 2 and rng.random() < 0.35)):
            continue
        cuts = [(0, k) for k in range(1, hh)] + [(1, k) for k in range(1, ww)]
        for axis, k in rng.sample(cuts, len(cuts)):
            old = [row[:] for row in rooms]
            for y in range(r + k if axis == 0 else r, r + hh):
                for x in range(c + k if axis == 1 else c, c + ww):
                    rooms[y][x] = n
            if runs_across(grid, unshaded, 1):
                rooms[:] = old
                continue
            n += 1
            todo += [(r, c, k, ww), (r + k, c, hh - k, ww)] if axis == 0 else [(r, c, hh, k), (r, c + k, hh, ww - k)]
            break
    return rooms


class _Grid:
    def __init__(self, h, w, rooms):
        from ...board import Grid

        self.rows, self.cols, self.rooms = h, w, rooms
        self.neighbours = lambda r, c: Grid.neighbours(self, r, c)
        self.inside = lambda r, c: 0 <= r < h and 0 <= c < w
        self.areas = lambda cells: Grid.areas(self, cells)

    def __iter__(self):
        return ((r, c) for r in range(self.rows) for c in range(self.cols))

    def room_of(self, r, c):
        return self.rooms[r][c]


def make(rng: random.Random, size, options):
    h, w = size
    if h * w < 2:
        raise InputError(f"a {h}x{w} grid is too small for Heyawake (at least 2 cells)")
    shaded = plant(rng, h, w)
    rooms = rectangles(rng, h, w, shaded)
    p = Puzzle(rooms=rooms, source="generated")
    cells = [[None] * w for _ in range(h)]
    for room in p.room_cells:
        if rng.random() < NUMBERED:
            r, c = room[0]
            cells[r][c] = sum(x in shaded for x in room)
    return p.replace(cells=cells)


def improve(rng, p, forced):
    """Number a room near an open cell; when those are all numbered, cut one in two (both
    numbered), if the answer found keeps every unshaded line within two rooms."""
    sol = forced.solution
    if sol is None:
        return None
    on = set(sol.shaded)
    numbered = {p.room_of(*x) for x in p.numbers()}
    near = sorted({p.room_of(lab[1], lab[2]) for lab in forced.open})
    cells = [list(row) for row in p.cells]
    if set(near) - numbered:
        room = rng.choice(sorted(set(near) - numbered))
        r, c = p.room_cells[room][0]
        cells[r][c] = sum(x in on for x in p.room_cells[room])
        return p.replace(cells=cells)
    for room in rng.sample(near, len(near)):
        part = p.room_cells[room]
        cuts = [(axis, k) for axis in (0, 1) for k in sorted({x[axis] for x in part})[1:]]
        for axis, k in rng.sample(cuts, len(cuts)):
            rooms = [list(row) for row in p.rooms]
            for x in part:
                if x[axis] >= k:
                    rooms[x[0]][x[1]] = len(p.room_cells)
            trial = _Grid(p.rows, p.cols, rooms)
            if runs_across(trial, [x for x in p if x not in on], 1):
                continue
            for x in part:
                cells[x[0]][x[1]] = None
            for label in (room, len(p.room_cells)):
                mine = [x for x in part if rooms[x[0]][x[1]] == label]
                cells[mine[0][0]][mine[0][1]] = sum(x in on for x in mine)
            try:
                return p.replace(cells=cells, rooms=rooms)
            except InputError:  # a room of another shape cut in two pieces
                cells = [list(row) for row in p.cells]
    return _move_border(rng, p, on, [(lab[1], lab[2]) for lab in forced.open])


def _move_border(rng, p, on: set, open_cells):
    """An open cell joins a neighbouring room (its own keeps its other cells, connected), if
    the answer still keeps every unshaded line within two rooms; both rooms renumbered."""
    numbered = {p.room_of(*x) for x in p.numbers()}
    for x in rng.sample(open_cells, len(open_cells)):
        mine = p.room_of(*x)
        rest = [y for y in p.room_cells[mine] if y != x]
        if not rest or len(p.areas(rest)) != 1:
            continue
        for y in rng.sample(p.neighbours(*x), len(p.neighbours(*x))):
            theirs = p.room_of(*y)
            if theirs == mine:
                continue
            rooms = [list(row) for row in p.rooms]
            rooms[x[0]][x[1]] = theirs
            if runs_across(_Grid(p.rows, p.cols, rooms), [z for z in p if z not in on], 1):
                continue
            cells = [list(row) for row in p.cells]
            for room in (mine, theirs):
                part = sorted(z for z in p.room_cells[mine] + p.room_cells[theirs] if rooms[z[0]][z[1]] == room)
                for z in part:
                    cells[z[0]][z[1]] = None
                if room in numbered:
                    cells[part[0][0]][part[0][1]] = sum(z in on for z in part)
            return p.replace(cells=cells, rooms=rooms)
    return _toggle(rng, p, on, open_cells)


def _toggle(rng, p, on: set, open_cells):
    """Another answer: an open cell shaded or unshaded in the answer found, if that keeps the
    rules but the numbers; the numbers of its room follow."""
    numbered = {p.room_of(*x): x for x in p.numbers()}
    for x in rng.sample(open_cells, len(open_cells)):
        new = on ^ {x}
        white = [z for z in p if z not in new]
        if any(a in new and b in new for a, b in p.edges()) or len(p.areas(white)) != 1 \
                or runs_across(p, white, 1):
            continue
        cells = [list(row) for row in p.cells]
        room = p.room_of(*x)
        if room in numbered:
            y = numbered[room]
            cells[y[0]][y[1]] = sum(z in new for z in p.room_cells[room])
        return p.replace(cells=cells)
    return None


def clues(p) -> list:
    return sorted(p.numbers())


def without(p, gone):
    cells = [list(row) for row in p.cells]
    for r, c in gone:
        cells[r][c] = None
    return p.replace(cells=cells)


GENERATOR = Generator(make=make, improve=improve, clues=clues, without=without, monotone=True, size=(8, 8))
