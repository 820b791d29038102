"""Implied constraints of edge matching (they follow from the rules and help propagation).

The rules tie each inner edge's label to the right/bottom cell only; with exactly one tile on
every cell that already fixes one label per edge, and the left/top cell shows it.
"""
from __future__ import annotations

from ...cardinality import at_most
from ...genre import Part


def _label_support(p, model, options, info) -> None:
    for first, label in info.edges:
        for e, var in label.items():
            model.add([-var] + first.get(e, []))


def _one_label(p, model, options, info) -> None:
    for _, label in info.edges:
        at_most(model, list(label.values()), 1)


IMPLIED = (
    Part("edge-label-support", _label_support,
         help="A label on an inner edge needs a placement of the left/top cell showing it."),
    Part("edge-one-label", _one_label, help="At most one label per inner edge."),
)
