"""Star Battle's rules as constraints."""
from __future__ import annotations

from ...cardinality import exactly, none_touching
from ...render.text import cell_name


def rules(p, model, options) -> None:
    n, m, card = p.size, p.stars, options.card
    stars = f"{m} star{'s' if m > 1 else ''}"
    star = {(r, c): model.var("star", r, c) for r in range(n) for c in range(n)}
    model.mark_primary(*star.values())

    # every row, every column and every region holds exactly m stars
    for r in range(n):
        with model.tag(f"row {r + 1} has {stars}"):
            exactly(model, [star[r, c] for c in range(n)], m, card)
    for c in range(n):
        with model.tag(f"column {c + 1} has {stars}"):
            exactly(model, [star[r, c] for r in range(n)], m, card)
    for label, cells in p.region_cells().items():
        with model.tag(f"region {label} has {stars}"):
            exactly(model, [star[cell] for cell in cells], m, card)

    # a cell in no region holds no star
    for (r, c), lit in star.items():
        if p.regions[r][c] is None:
            with model.tag(f"{cell_name(r, c)} is in no region"):
                model.add([-lit])

    # no two stars touch, not even diagonally
    with model.tag("stars do not touch"):
        none_touching(model, star)


def decode(p, model, values, info=None):
    from .puzzle import Solution

    n = p.size
    return Solution(tuple((r, c) for r in range(n) for c in range(n) if values.get(model.var("star", r, c))))
