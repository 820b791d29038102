"""Slitherlink's implied constraints (sound: each follows from the rules; the benchmark
measures them), built after the rules from their ``info``."""
from __future__ import annotations

from ...genre import Part
from .rules import inside_outside


def inside(p, model, options, info) -> None:
    """Inside and outside (with the ``points`` loop; the ``cells`` rules say it already):
    every cell is inside the loop or outside it, and a side of a cell is on the loop exactly
    when the cells on its two sides differ.  One variable per cell, four clauses per edge."""
    if info.inside is None:
        inside_outside(p, model, info.edge)


IMPLIED = (
    # off by default: measured not to pay with the lazy loop cuts (20x20 to 40x40 Loopy
    # puzzles: about 5-10% more CPU time; see docs/genres/slitherlink.md)
    Part("inside", inside, False, "each cell inside or outside the loop; loop edges separate the two"),
)
