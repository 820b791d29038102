"""Tents' rules as constraints.

Switches for experiments (``EncodeOptions(extra={"tents": {...}})``; benchmarks/tents_bench.py
measures them, the defaults are the fastest found):

* ``implied_counts`` (False): encode the counts the flow cuts carry anyway (the encoding
  before 2026-11-22);
* ``at_most`` (True): with the flow cuts on, a line kind whose counts are all known gets
  "at most k" per line only: the pairing makes the tents as many as the trees, which is the
  sum of those counts, so no line can have fewer than its count.

Without the flow cuts (an explanation, or ``parts={"flow cuts": False}``) every count is
encoded as it is: a core names the clues themselves, never a weakened count.
"""
from __future__ import annotations

from typing import NamedTuple

from ...cardinality import at_most, exactly, none_touching
from ...render.text import cell_name
from .implied import FLOW_CUTS, carried_lines
from .puzzle import Solution, tents_word

SWITCHES = {"implied_counts": False, "at_most": True}


class Vars(NamedTuple):
    """What the rules hand to the flow cuts: the tent and pairing variables."""

    tent: dict
    pair: dict


def switches(options) -> dict:
    given = options.extra.get("tents", {})
    unknown = set(given) - set(SWITCHES)
    if unknown:
        raise ValueError(f"unknown Tents encoding variant(s): {', '.join(sorted(unknown))}")
    return dict(SWITCHES, **given)


def rules(p, model, options) -> Vars:
    v = switches(options)
    places = p.tent_places()  # a tent needs a tree beside it: no other cell can hold one
    tent = {cell: model.var("tent", *cell) for cell in places}
    model.mark_primary(*tent.values())  # the answer is the tents; pairings are not part of it
    model.fixed_primary_count = True    # every answer has as many tents as there are trees

    # pair[tree, cell]: this tree is paired with the tent at this neighbouring cell.  A tent
    # next to one tree only is paired with that tree: the pairing is the tent variable itself.
    pair = {(t, cell): tent[cell] if len(ts) == 1 else model.var("pair", *t, *cell)
            for cell, ts in places.items() for t in ts}
    for t in p.trees:
        with model.tag(f"tree at {cell_name(*t)} is paired with one tent"):
            exactly(model, [pair[t, cell] for cell in p.neighbours(*t) if (t, cell) in pair], 1)
    for cell, ts in places.items():
        if len(ts) == 1:
            continue
        with model.tag(f"tent at {cell_name(*cell)} is paired with one tree"):
            paired = [pair[t, cell] for t in ts]
            at_most(model, paired, 1)
            # a tent stands there exactly when some tree is paired with it
            model.add_all([[-tent[cell], *paired], *([-x, tent[cell]] for x in paired)])

    with model.tag("tents do not touch"):
        none_touching(model, tent)

    # every row and column with a count holds that many tents
    cuts = options.on(FLOW_CUTS)  # the implied flow cuts follow the rules (and carry some counts)
    carried = carried_lines(p) if cuts and not v["implied_counts"] else (set(), set())
    in_line: tuple[list[list[int]], list[list[int]]] = ([[] for _ in p.rows], [[] for _ in p.columns])
    for (r, c), lit in tent.items():
        in_line[0][r].append(lit)
        in_line[1][c].append(lit)
    for axis, what, counts in ((0, "row", p.rows), (1, "column", p.columns)):
        bound = at_most if cuts and v["at_most"] and None not in counts else exactly
        for i, k in enumerate(counts):
            if k is None or i in carried[axis]:
                continue  # unknown, or the cuts on both sides of this line fix its count
            with model.tag(f"{what} {i + 1} has {tents_word(k)}"):
                bound(model, in_line[axis][i], k)

    for cell in p.given_tents:
        with model.tag(f"given tent at {cell_name(*cell)}"):
            model.add([tent[cell]] if cell in tent else [])
    for cell in p.given_grass:
        if cell in tent:
            with model.tag(f"given grass at {cell_name(*cell)}"):
                model.add([-tent[cell]])
    return Vars(tent, pair)


def decode(p, model, values, info: Vars | None = None) -> Solution:
    if info is None:  # read the variables back by name (see rules: a lone tree's pairing is the tent)
        places = p.tent_places()
        tent = {cell: model.var("tent", *cell) for cell in places}
        info = Vars(tent, {(t, cell): tent[cell] if len(ts) == 1 else model.var("pair", *t, *cell)
                           for cell, ts in places.items() for t in ts})
    tents = tuple(cell for cell, lit in info.tent.items() if values.get(lit))
    pairs = tuple(key for key, lit in info.pair.items() if values.get(lit))
    return Solution(tents, tuple(sorted(pairs)))
