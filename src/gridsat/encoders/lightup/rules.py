"""Light Up's rules as constraints."""
from __future__ import annotations

from ...cardinality import at_least, at_most, exactly
from ...render.text import cell_name


def rules(p, model, options) -> None:
    light = {cell: model.var("light", *cell) for cell in p.white()}
    model.mark_primary(*light.values())

    # no two lights see each other: at most one light per row or column run of white cells
    seen_by = {cell: set() for cell in light}
    for run in p.segments():
        if len(run) > 1:
            with model.tag(f"lights in {cell_name(*run[0])}-{cell_name(*run[-1])} do not see each other"):
                at_most(model, [light[cell] for cell in run], 1)
        for cell in run:
            seen_by[cell].update(run)

    # every white cell is lit: a light on it or on a cell that sees it
    for cell, cells in seen_by.items():
        with model.tag(f"{cell_name(*cell)} is lit"):
            at_least(model, [light[x] for x in sorted(cells)], 1)

    # a numbered black cell has exactly that many lights next to it
    for (r, c), k in p.black.items():
        if k is not None:
            with model.tag(f"{cell_name(r, c)} has {k} light{'s' * (k != 1)} next to it"):
                exactly(model, [light[x] for x in p.neighbours(r, c) if x in light], k)


def decode(p, model, values, info=None):
    from .puzzle import Solution

    return Solution(tuple(cell for cell in p.white() if values.get(model.var("light", *cell))))
