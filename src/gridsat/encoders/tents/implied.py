"""Tents' implied constraint, the flow cuts (docs/genres/tents.md, "Encoding"): across the
boundary below row (column) b, the pairs going down minus the pairs going up equal the trees
minus the tents in lines 0..b, a constant when the counts on one side are all known.  With the
pairing they carry the line counts (the rules leave those out).  Encoded as ``down - up ==
const`` with two unary counters (``difference_equals``); an explicit ``--card`` gets "exactly
const + |up| of down and the negated up", an explicit ``--pb`` the sum itself.
"""
from __future__ import annotations

from ...cardinality import difference_equals, exactly
from ...cardinality.pb import pb_equals
from ...genre import Part

FLOW_CUTS = "flow cuts"


def cut_constants(p) -> tuple[list[int | None], list[int | None]]:
    """Per axis (rows, columns), per boundary b (below line b): down - up, or None when the
    counts on neither side are all known."""
    out = []
    for axis, counts in ((0, p.rows), (1, p.columns)):
        size = len(counts)
        trees_in = [0] * size
        for t in p.trees:
            trees_in[t[axis]] += 1
        before, acc = [], 0  # before[b] = trees - tents in lines 0..b (None once a count is unknown)
        for b in range(size):
            acc = None if acc is None or counts[b] is None else acc + trees_in[b] - counts[b]
            before.append(acc)
        after, acc = [None] * size, 0  # after[b] = trees - tents in lines b+1..end
        for b in range(size - 1, -1, -1):
            after[b] = acc
            acc = None if acc is None or counts[b] is None else acc + trees_in[b] - counts[b]
        out.append([before[b] if before[b] is not None else (-after[b] if after[b] is not None else None)
                    for b in range(size - 1)])
    return out[0], out[1]


def carried_lines(p) -> tuple[set[int], set[int]]:
    """Per axis, the lines whose count the cuts on both sides fix (an edge line needs one)."""
    out = []
    for consts in cut_constants(p):
        last = len(consts)  # the last line's index
        out.append({i for i in range(last + 1)
                    if (i == 0 or consts[i - 1] is not None) and (i == last or consts[i] is not None)})
    return out[0], out[1]


def flow_cuts(p, model, options, info) -> None:
    """``down - up == const`` across every boundary with a known constant."""
    pair = info.pair
    for axis, consts in enumerate(cut_constants(p)):
        down: list[list[int]] = [[] for _ in range(len(consts) + 1)]  # down[b]: tree in line b, tent in b+1
        up: list[list[int]] = [[] for _ in range(len(consts) + 1)]    # up[b]: tent in line b, tree in b+1
        for (t, cell), lit in pair.items():
            if cell[axis] == t[axis] + 1:
                down[t[axis]].append(lit)
            elif cell[axis] == t[axis] - 1:
                up[cell[axis]].append(lit)
        for b, const in enumerate(consts):
            if const is None:
                continue
            if options.pb != "auto":
                pb_equals(model, down[b] + up[b], [1] * len(down[b]) + [-1] * len(up[b]), const, options.pb)
            elif options.card == "auto":
                difference_equals(model, down[b], up[b], const)
            else:
                exactly(model, down[b] + [-lit for lit in up[b]], const + len(up[b]))


IMPLIED = (Part(FLOW_CUTS, flow_cuts, help="pairs crossing each row/column boundary, fixed by the counts on "
                "one side (they carry the line counts, which the rules then leave out)"),)
