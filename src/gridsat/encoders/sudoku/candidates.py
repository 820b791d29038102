"""What the givens settle before any solving: the digits each cell may still hold.

A given fixes its cell, and every peer of that cell (the cells sharing a row, column, box or
jigsaw region, X diagonal or killer cage with it) loses that digit.  Two kinds of singles are
settled too and propagated the same way, until nothing changes: a cell left with one digit
("naked single") and the one cell of a house left for a digit ("hidden single").  The rules
are then written over what is left (rules.py): settled cells get no variable, and a house or
cage only speaks of the digits it still lacks.  Every digit taken out here is one that no
answer holds, so the answers are exactly those of the full encoding.

``settle`` reports a contradiction (``clash``) when a cell loses its last digit, a house
has no place left for a digit, or a settled cage misses its sum; the rules then write an
empty clause.  ``every_digit`` is the view of the full encoding: nothing settled, every digit
open (the givens are unit clauses there).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable

from ...render.text import cell_name

Cell = tuple[int, int]


@dataclass
class Candidates:
    size: int
    settled: dict[Cell, int] = field(default_factory=dict)              # givens and forced cells
    open: dict[Cell, tuple[int, ...]] = field(default_factory=dict)     # the rest (row-major): digits left
    clash: str | None = None  # why no answer exists, found before solving

    def digits(self, cell: Cell) -> tuple[int, ...]:
        """The digits ``cell`` may hold that the rules still decide (none when settled)."""
        return self.open.get(cell, ())

    def lacking(self, cells: Iterable[Cell]) -> list[int]:
        """The digits no settled cell of ``cells`` holds (ascending)."""
        have = {self.settled[x] for x in cells if x in self.settled}
        return [d for d in range(1, self.size + 1) if d not in have]


def every_digit(p) -> Candidates:
    """Nothing settled: the full encoding's candidates."""
    n = p.size
    digits = tuple(range(1, n + 1))
    return Candidates(n, {}, {(r, c): digits for r in range(n) for c in range(n)})


_SHAPES: dict = {}  # shape -> (peers, houses): a batch of one shape computes them once


def _shape(p, checkpoint=lambda: None) -> tuple[list[list[int]], list[tuple[str, list[int]]]]:
    """For each cell (numbered r*n + c) the other cells that may not hold its digit, and the
    houses (each holds every digit) with their cell numbers."""
    key = p.shape_key()
    shape = _SHAPES.get(key)
    if shape is None:
        n = p.size
        houses = [(name, [r * n + c for r, c in cells]) for name, cells in p.houses()]
        sets: list[set[int]] = [set() for _ in range(n * n)]
        for k, ids in enumerate([ids for _, ids in houses] + [[r * n + c for r, c in cage.cells] for cage in p.cages]):
            if k % 64 == 63:
                checkpoint()
            for i in ids:
                sets[i].update(ids)
        shape = [sorted(s - {i}) for i, s in enumerate(sets)], houses
        if len(_SHAPES) >= 8:
            _SHAPES.pop(next(iter(_SHAPES)))
        _SHAPES[key] = shape
    return shape


def settle(p, hidden: bool = True, checkpoint=lambda: None) -> Candidates:
    """The givens and the singles they force, propagated; the digits left elsewhere.  A naked
    single is a cell left with one digit; a hidden single (``hidden``) is the one cell of a
    house left for a digit."""
    n = p.size
    peers, houses = _shape(p, checkpoint)
    checkpoint()  # (the time limit: a large board takes a while)
    full = (1 << n) - 1
    mask = [full] * (n * n)  # bit d-1: digit d still possible
    todo = []
    for r, row in enumerate(p.givens):
        for c, d in enumerate(row):
            if d:
                mask[r * n + c] = 1 << (d - 1)
                todo.append(r * n + c)
    done = bytearray(n * n)
    while True:
        checkpoint()
        while todo:  # naked singles: a settled cell's digit leaves its peers
            i = todo.pop()
            if done[i]:
                continue
            done[i] = 1
            bit = mask[i]
            for j in peers[i]:
                m = mask[j]
                if m & bit:
                    m ^= bit
                    mask[j] = m
                    if not m:
                        return Candidates(n, clash=f"{cell_name(*divmod(j, n))} has no digit left")
                    if not m & (m - 1):
                        todo.append(j)
        if not hidden:
            break
        for name, ids in houses:  # hidden singles: a digit with one place left in a house goes there
            once = twice = 0
            for i in ids:
                m = mask[i]
                twice |= once & m
                once |= m
            if once != full:
                d = (full & ~once).bit_length()
                return Candidates(n, clash=f"digit {d} has no place left in {name}")
            once &= ~twice
            for i in ids:
                if once & mask[i] and not done[i]:
                    if mask[i] & (mask[i] - 1):
                        mask[i] &= once
                        if mask[i] & (mask[i] - 1):
                            where = cell_name(*divmod(i, n))
                            return Candidates(n, clash=f"{where} is the only place left for two digits")
                    todo.append(i)
        if not todo:
            break
    out = Candidates(n)
    for i, m in enumerate(mask):
        if done[i]:
            out.settled[divmod(i, n)] = m.bit_length()
        else:
            out.open[divmod(i, n)] = tuple(d + 1 for d in range(n) if m >> d & 1)
    for cage in p.cages:
        known = [out.settled[x] for x in cage.cells if x in out.settled]
        if len(known) == len(cage.cells) and sum(known) != cage.total:
            out.clash = f"the cage at {cell_name(*cage.cells[0])} misses its sum {cage.total}"
    return out
