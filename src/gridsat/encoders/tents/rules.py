"""Tents' rules as constraints; the experiment ``SWITCHES`` (``EncodeOptions(extra={"tents":
{...}})``) are described in docs/genres/tents.md ("Encoding")."""
from __future__ import annotations

from typing import NamedTuple

from ...cardinality import at_most, exactly, none_touching
from ...render.text import cell_name
from .implied import FLOW_CUTS, carried_lines
from .puzzle import Solution, tents_word

SWITCHES = {"implied_counts": False, "at_most": True}


Vars = NamedTuple("Vars", [("tent", dict), ("pair", dict)])  # what the rules hand to the flow cuts


def rules(p, model, options) -> Vars:
    v = options.switches("tents", SWITCHES, "Tents")
    places = p.tent_places()  # a tent needs a tree beside it: no other cell can hold one
    tent, pair = variables(p, model, places)
    model.mark_primary(*tent.values())  # the answer is the tents; pairings are not part of it
    model.fixed_primary_count = True    # every answer has as many tents as there are trees
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


def variables(p, model, places) -> Vars:
    """tent[cell]; pair[tree, cell]: this tree is paired with the tent at this neighbouring cell.  A
    tent next to one tree only is paired with that tree: the pairing is the tent variable itself."""
    tent = {cell: model.var("tent", *cell) for cell in places}
    return Vars(tent, {(t, cell): tent[cell] if len(ts) == 1 else model.var("pair", *t, *cell)
                       for cell, ts in places.items() for t in ts})


def decode(p, model, values, info: Vars | None = None) -> Solution:
    tent, pair = info or variables(p, model, p.tent_places())  # no info: the variables read back by name
    return Solution(tuple(cell for cell, lit in tent.items() if values.get(lit)),
                    tuple(sorted(key for key, lit in pair.items() if values.get(lit))))
