"""Random Suguru for ``gridsat generate``: rooms of 3 to 5 cells grown one at a time in reading
order, each kept only while the rooms so far can still be filled (a small SAT check of the
room and touching rules on the cells placed; a few shapes are tried, then the last rooms are
taken back);
then the shared given-digits generator (:func:`gridsat.digits.givens_generator`) plants an
answer and gives digits until it is unique."""
from __future__ import annotations

import random

from ...digits import givens_generator, rooms_fillable
from ...formats import InputError


def blank(puzzle, no_touching, rng: random.Random, size, options):
    """A board of rooms without givens (``puzzle``: the Puzzle type; ``no_touching``: the rule
    the rooms must be fillable under)."""
    rows, cols = size
    if rows * cols < 2:
        raise InputError("a Suguru grid needs two cells or more")
    for _ in range(30):  # fresh starts
        label: dict = {}
        rooms: list = []
        for _ in range(rows * cols):  # (attempts, taking rooms back included)
            seed = next((x for x in ((r, c) for r in range(rows) for c in range(cols)) if x not in label), None)
            if seed is None:
                return puzzle(None, [[label[r, c] for c in range(cols)] for r in range(rows)], source="generated")
            if not _place(rng, rows, cols, seed, label, rooms, no_touching):
                for _ in range(min(len(rooms), rng.randint(1, 3))):  # stuck: take the last rooms back
                    for cell in rooms.pop():
                        del label[cell]
    raise InputError(f"no {rows}x{cols} Suguru board found")


def _place(rng, rows, cols, seed, label, rooms, no_touching) -> bool:
    """A room grown from ``seed`` (or ``seed`` joined to a neighbouring room) that keeps the
    rooms fillable; False after a dozen shapes."""
    for _ in range(12):
        room = [seed]
        want = rng.choice((3, 4, 5, 5))
        while len(room) < want:
            grow = sorted({x for cell in room for x in _sides(cell, rows, cols) if x not in label and x not in room})
            if not grow:
                break
            room.append(rng.choice(grow[:2]))  # (the first cells in reading order: no holes behind)
        if len(room) == 1:  # a pocket: it joins a neighbouring room of under 5 cells
            near = sorted({label[x] for x in _sides(seed, rows, cols) if x in label}, key=lambda i: rng.random())
            trial = next((i for i in near if len(rooms[i]) < 5 and rooms_fillable(
                [x for j, x in enumerate(rooms) if j != i] + [rooms[i] + [seed]], no_touching)), None)
            if trial is not None:
                rooms[trial] = rooms[trial] + [seed]
                label[seed] = trial
                return True
        if rooms_fillable(rooms + [room], no_touching):
            label.update((cell, len(rooms)) for cell in room)
            rooms.append(room)
            return True
    return False


def _sides(cell, rows, cols):
    r, c = cell
    return [(y, x) for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)) if 0 <= y < rows and 0 <= x < cols]


def generator(puzzle, no_touching):
    """The Generator of the genre whose Puzzle type is ``puzzle``."""
    return givens_generator(lambda rng, size, options: blank(puzzle, no_touching, rng, size, options),
                            lambda p, cell: range(1, len(p.room_cells[p.room_of(*cell)]) + 1), size=(8, 8))
