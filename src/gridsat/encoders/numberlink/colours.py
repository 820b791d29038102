"""The colour of each cell (the clue label of its line) in two encodings; a segment makes its
two cells the same colour, so that a line cannot join two different clues."""
from __future__ import annotations

from ...cardinality import exactly
from ...render.text import cell_name
from .puzzle import Puzzle


def binary_colours(p: Puzzle, model, g, line, clue_at) -> dict:
    """The colour of a cell as a binary number (the index of its clue label): ceil(log2 K)
    variables per cell, and 2 clauses per bit and segment."""
    labels = p.labels
    nbits = (len(labels) - 1).bit_length()
    top = len(labels) - 1  # the largest colour number in use
    bits = {cell: [model.var("colour bit", cell, i) for i in range(nbits)] for cell in g}
    for cell, xs in bits.items():
        if cell in clue_at:
            number = labels.index(clue_at[cell])
            with model.tag(f"clue {clue_at[cell]} at {cell_name(*cell)} ends one line"):
                for i, x in enumerate(xs):
                    model.add([x if number >> i & 1 else -x])
    clauses = []
    for cell, xs in bits.items():
        if cell in clue_at:
            continue
        # number <= top: where top has a 0 bit, a 1 needs a higher 1 of top to be a 0
        for i in range(nbits):
            if not top >> i & 1:
                clauses.append([-xs[i]] + [-xs[j] for j in range(i + 1, nbits) if top >> j & 1])
    for u, v in g.edges:
        s = line[u, v]
        for x, y in zip(bits[u], bits[v]):
            clauses.append([-s, -x, y])
            clauses.append([-s, x, -y])
    with model.tag("a line joins cells of one clue"):
        model.add_all(clauses)
    return bits


def onehot_colours(p: Puzzle, model, g, line, clue_at, on_line) -> dict:
    """One variable per cell and clue label, exactly one per drawn cell."""
    colour = {(cell, k): model.var("colour", cell, k) for cell in g for k in p.labels}
    for cell in g:
        cols = [colour[cell, k] for k in p.labels]
        if cell in clue_at:
            with model.tag(f"clue {clue_at[cell]} at {cell_name(*cell)} ends one line"):
                model.add([colour[cell, clue_at[cell]]])
        with model.tag(f"{cell_name(*cell)} belongs to one line"):
            if cell in on_line:  # an empty cell has no colour, a drawn one exactly one
                exactly(model, [-on_line[cell]] + cols, 1)
            else:
                exactly(model, cols, 1)
    with model.tag("a line joins cells of one clue"):
        for u, v in g.edges:
            s = line[u, v]
            for k in p.labels:
                model.add([-s, -colour[u, k], colour[v, k]])
                model.add([-s, colour[u, k], -colour[v, k]])
    return {cell: [colour[cell, k] for k in p.labels] for cell in g}


class Colours:
    """Clause prefixes for "cells u and v are drawn with the same colour": each prefix P
    makes ``P + rest`` say "if u and v are on one line, then rest" (one prefix for binary
    colours, over cached "this bit differs" literals; one per label for one-hot colours)."""

    def __init__(self, model, info) -> None:
        self.model, self.info = model, info
        self._differ: dict = {}

    def same(self, u, v) -> list[list[int]]:
        info = self.info
        drawn = info.on(u) + info.on(v)
        if info.onehot:
            return [drawn + [-x, -y] for x, y in zip(info.paint[u], info.paint[v])]
        key = (u, v) if u < v else (v, u)
        bits = self._differ.get(key)
        if bits is None:
            bits = []
            for x, y in zip(info.paint[key[0]], info.paint[key[1]]):
                d = self.model.aux()  # d: this bit differs (one way: enough under a clause)
                self.model.add([-d, x, y])
                self.model.add([-d, -x, -y])
                bits.append(d)
            self._differ[key] = bits
        return [drawn + bits]
