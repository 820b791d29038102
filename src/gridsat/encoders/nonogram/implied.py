"""Nonogram's implied constraint (sound: it follows from the rules), measured in
docs/genres/nonogram.md: each line shades exactly as many cells as its clue's numbers add up
to (a cardinality constraint per row and column)."""
from __future__ import annotations

from ...cardinality import exactly
from ...genre import Part


def line_counts(p, model, options, info=None) -> None:
    for _, clue, cells in p.lines():
        exactly(model, [model.var("shaded", r, c) for r, c in cells], sum(clue))


IMPLIED = (Part("line-counts", line_counts, default=False,
                help="each line shades as many cells as its clue adds up to"),)
