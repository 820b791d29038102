"""Nonogram's rules as constraints.  ``shaded r c`` is true when cell (r, c) is shaded; how a
line's runs are written (``--runs automaton | starts``) is in lines.py."""
from __future__ import annotations

from ...render.text import cell_name
from .lines import LINE_ENCODINGS
from .puzzle import Solution, clue_text


def rules(p, model, options) -> None:
    shaded = {(r, c): model.var("shaded", r, c) for r in range(p.height) for c in range(p.width)}
    model.mark_primary(*shaded.values())
    line = LINE_ENCODINGS[options.runs]

    # each row and column shows its clue's runs of shaded cells, in order, a blank or more apart
    for name, clue, cells in p.lines():
        with model.tag(f"{name} reads {clue_text(clue)}"):
            line(model, [shaded[cell] for cell in cells], clue)

    # a cell shown from the start keeps its colour
    for cell, v in p.givens:
        with model.tag(f"{cell_name(*cell)} is given {'shaded' if v else 'blank'}"):
            model.add([shaded[cell] if v else -shaded[cell]])


def decode(p, model, values, info=None) -> Solution:
    return Solution(tuple(tuple(int(values.get(model.var("shaded", r, c), False)) for c in range(p.width))
                          for r in range(p.height)))
