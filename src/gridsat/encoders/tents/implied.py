"""Tents' implied constraint, the flow cuts across each row (column) boundary: pairs going down
minus pairs going up == trees minus tents above it (docs/genres/tents.md, "Encoding")."""
from __future__ import annotations

from collections import Counter
from itertools import accumulate

from ...cardinality import difference_equals
from ...genre import Part

FLOW_CUTS = "flow cuts"


def cut_constants(p) -> tuple[list[int | None], list[int | None]]:
    """Per axis (rows, columns), per boundary b (below line b): down - up, or None when the
    counts on neither side are all known."""
    def sums(xs):  # running sums, None from the first None on
        return list(accumulate(xs, lambda a, x: None if a is None or x is None else a + x))
    out = []
    for axis, counts in ((0, p.rows), (1, p.columns)):
        trees_in = Counter(t[axis] for t in p.trees)
        net = [None if k is None else trees_in[i] - k for i, k in enumerate(counts)]  # trees - tents per line
        before, after = sums(net), sums(net[::-1])[::-1]  # lines 0..b, lines b..end
        out.append([before[b] if before[b] is not None else None if after[b + 1] is None else -after[b + 1]
                    for b in range(len(counts) - 1)])
    return out[0], out[1]


def carried_lines(p) -> tuple[set[int], set[int]]:
    """Per axis, the lines whose count the cuts on both sides fix (an edge line needs one)."""
    rows, cols = ({i for i in range(len(consts) + 1) if None not in consts[max(i - 1, 0):i + 1]}
                  for consts in cut_constants(p))
    return rows, cols


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
            difference_equals(model, down[b], up[b], const)  # (a --pb or --card of the job's: the lowering's)


IMPLIED = (Part(FLOW_CUTS, flow_cuts, help="pairs crossing each row/column boundary, fixed by the counts on "
                "one side (they carry the line counts, which the rules then leave out)"),)
