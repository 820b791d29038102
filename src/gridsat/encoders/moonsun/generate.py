"""Random Moon or Sun for ``gridsat generate``: rooms cut along a random loop (the boundary of
a random region of lattice squares between cell centres), each room a stretch of the loop (an
even number of them) and the cells off the loop around it, so that the board has an answer;
every cell is marked as that loop shows; the shared driver solves that board (an answer, not
always the same loop), writes every cell's sun or moon as its answer shows (the rooms in the
loop's order are sun and moon rooms in turn) and takes them away while the puzzle stays
unique (not monotone: a room needs a mark its loop passes, so each removal is tested)."""
from __future__ import annotations

import random

from ...connectivity.rooms import random_loop
from ...formats import InputError


def board(rng: random.Random, size, puzzle):
    """A board of type ``puzzle`` with rooms cut along a random loop (an even number of
    stretches of about three cells, the cells off the loop grown onto them at random) and
    every cell marked as that loop shows (the stretches sun and moon rooms in turn)."""
    h, w = size
    if h < 2 or w < 2:
        raise InputError(f"a {h}x{w} grid is too small for Moon or Sun (at least 2x2)")
    loop = None
    while loop is None:
        loop = random_loop(rng, h, w)
    k = max(2, len(loop) // 3 // 2 * 2)
    cuts = sorted(rng.sample(range(1, len(loop)), k - 1))
    label = {}
    for i, (a, b) in enumerate(zip([0] + cuts, cuts + [len(loop)])):
        for cell in loop[a:b]:
            label[cell] = i
    while len(label) < h * w:
        (r, c), room = rng.choice(sorted(label.items()))
        y, x = rng.choice(((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)))
        if 0 <= y < h and 0 <= x < w and (y, x) not in label:
            label[y, x] = room
    on = set(loop)
    marks = [["sun" if ((r, c) in on) == (label[r, c] % 2 == 0) else "moon" for c in range(w)] for r in range(h)]
    return puzzle(cells=marks, rooms=[[label[r, c] for c in range(w)] for r in range(h)], source="generated")


def circles(p, sol) -> dict:
    """The clues an answer shows: the rooms in the loop's order are sun and moon rooms in turn
    (the first a sun room); a sun room's loop cells hold suns, its other cells moons, and the
    other way round in a moon room."""
    loop = [tuple(x) for x in sol.loop]
    kind: dict = {}
    for i, cell in enumerate(loop):
        room = p.room_of(*cell)
        if room not in kind:
            kind[room] = "moon" if kind and kind[p.room_of(*loop[i - 1])] == "sun" else "sun"
    other = {"sun": "moon", "moon": "sun"}
    on = set(loop)
    return {x: kind[p.room_of(*x)] if x in on else other[kind[p.room_of(*x)]] for x in p}
