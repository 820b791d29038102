"""Numberlink's implied constraints (sound: each forbids only what the rules forbid anyway;
the benchmark measures them) and search hints (not rules; the search drops them when no
answer follows them).  Each is a :class:`Part` built after the rules from their ``info``."""
from __future__ import annotations

from ...connectivity.grid import parity_cuts, ring
from ...genre import Part
from ...latin import clause


def square(p, model, options, info) -> None:
    """No line closes around a 2x2 block (a 4-cycle): one clause per block.  By default for the
    loose and notouch rules only (docs/genres/numberlink.md has the measurements); asked for
    by name it is built under every rule."""
    if info.variant == "strict" and not options.parts.get("square"):
        return
    model.add_all([-info.line[e] for e in ring(r, c, 2, 2)] for r in range(p.height - 1) for c in range(p.width - 1))


def rect(p, model, options, info) -> None:
    """Nor around a 2x3 / 3x2 block (a 6-cycle)."""
    for r in range(p.height):
        for c in range(p.width):
            for hh, ww in ((2, 3), (3, 2)):
                if r + hh <= p.height and c + ww <= p.width:
                    model.add([-info.line[e] for e in ring(r, c, hh, ww)])


def support(p, model, options, info) -> None:
    """One-hot colours only: a drawn cell of clue k has a neighbour of clue k on each side of
    it (one for a clue cell, two for a cell the line passes through)."""
    if info.colours.onehot:
        info.colours.support(info.graph, lambda cell: 1 if cell in info.clue_at else 2)


def balance(p, model, options, info) -> None:
    """Strict rule, implied by it: the lines crossing a cut between two rows (or columns)
    balance dark and light cells (:func:`gridsat.connectivity.grid.parity_cuts`)."""
    if info.variant != "loose":
        parity_cuts(model, p.height, p.width, info.line, info.clue_at)


def turns(p, model, options, info) -> None:
    """A turn hugs a clue or a turn the same way: the diagonal cell inside a turn is a clue or
    turns the same way.  True whenever every cell is used and no line runs beside itself: so
    of nearly every published answer.  Under the loose rule the hint also says that every cell
    is used (so do the answers of nearly every published loose puzzle)."""
    line, clue_at = info.line, info.clue_at
    clauses = [[u] for u in (info.used or {}).values()]
    for r, c in p.cells():
        if (r, c) in clue_at:
            continue
        for dr, dc in ((1, 1), (1, -1), (-1, 1), (-1, -1)):
            a, b, d = (r + dr, c), (r, c + dc), (r + dr, c + dc)
            if not (0 <= d[0] < p.height and 0 <= d[1] < p.width) or d in clue_at:
                continue
            turn = [-line[(r, c), a], -line[(r, c), b]]
            da, db = (d[0] + dr, d[1]), (d[0], d[1] + dc)
            if (d, da) in line and (d, db) in line:
                clauses.append(turn + [line[d, da]])
                clauses.append(turn + [line[d, db]])
            else:
                clauses.append(turn)  # d cannot turn that way: no such turn here
    model.add_all(clauses)


def beside(p, model, options, info) -> None:
    """A line does not run beside itself: neighbouring cells (no clue) of one colour are
    joined.  Not a rule either: a line may pass next to itself around a region that holds
    whole other lines."""
    line, clue_at, paint = info.line, info.clue_at, info.colours.paint
    for u, v in info.graph.edges:
        if u in clue_at or v in clue_at:
            continue
        if info.colours.onehot:
            model.add_all([-x, -y, line[u, v]] for x, y in zip(paint[u], paint[v]))
        else:  # not joined: some bit differs
            model.add([line[u, v]] + info.colours.differ(u, v))


def _rim(h: int, w: int) -> list:
    """The cells along the board's edge, clockwise from the top left corner."""
    return ([(0, c) for c in range(w)] + [(r, w - 1) for r in range(1, h)]
            + [(h - 1, c) for c in range(w - 2, -1, -1)] + [(r, 0) for r in range(h - 2, 0, -1)])


def sides(p, model, options, info) -> None:
    """A line whose two clues lie on the board's edge cuts the board in two: every cell off it
    is on one side, the cells along the edge on either arc between its clues on their arc's
    side, two neighbouring cells off it on one side, and the two clues of every other pair on
    one side (their line never meets it).  A cell's side is a variable; a cell is on the line
    when it is drawn in its colour.  *Proof*: the line is a path of cell centres from one
    edge cell to another; joined to the board's edge inside its two end cells it makes, with
    either arc of the edge, a closed curve (Jordan): the segment between the centres of two
    neighbouring cells off the line meets neither, and an edge cell off the line touches its
    own arc inside itself.  By default for the loose rule only (there it settles the 36x20
    Nikoli puzzle, whose line between opposite corners fills every gap:
    benchmarks/results/hardest-numberlink.md); asked for by name it is built under every rule
    and size.  About 11 clauses a cell for each such pair: not by default past
    ``DIRECT_MAX_CELLS`` (such boards are solved for an answer, not a proof)."""
    asked = options.parts.get("sides")
    if info.variant != "loose" and not asked or p.height < 2 or p.width < 2:
        return
    if p.width * p.height > DIRECT_MAX_CELLS and not asked:
        return
    rim = _rim(p.height, p.width)
    at = {cell: i for i, cell in enumerate(rim)}
    labels, ends = list(p.labels), p.ends()
    paint, used = info.colours.paint, info.used or {}
    for label, (a, b) in ends.items():
        if a not in at or b not in at:
            continue
        i, j = sorted((at[a], at[b]))
        k = labels.index(label)
        on = {}  # cell -> literal "on this line" (True/False for a clue)
        for cell in info.graph:
            if cell in info.clue_at:
                on[cell] = info.clue_at[cell] == label
                continue
            x = on[cell] = model.aux()
            match = [paint[cell][k]] if info.colours.onehot else [
                bit if k >> n & 1 else -bit for n, bit in enumerate(paint[cell])]
            drawn = [used[cell]] if cell in used else []
            model.add_all([-x, m] for m in match + drawn)
            model.add([x] + [-m for m in match + drawn])
        side = {cell: model.aux() for cell in info.graph}

        for u, v in info.graph.edges:
            clause(model, [on[u], on[v], -side[u], side[v]])
            clause(model, [on[u], on[v], side[u], -side[v]])
        for t, cell in enumerate(rim):
            if cell not in (a, b):
                clause(model, [on[cell], side[cell] if i < t < j else -side[cell]])
        for other, (c, d) in ends.items():
            if other != label:
                clause(model, [-side[c], side[d]])
                clause(model, [side[c], -side[d]])


DIRECT_MAX_CELLS = 40_000  # 200 x 200


def direct(p, model, options, info) -> None:
    """Every line runs from the first cell of its clue pair to the second: one arc in and one
    out at each drawn cell (every answer has exactly one such direction).  By default for the
    strict rule and up to ``DIRECT_MAX_CELLS`` cells (docs/genres/numberlink.md has the
    measurements); asked for by name it is built under every rule and size."""
    asked = options.parts.get("direct")
    if info.variant != "strict" and not asked:
        return
    if p.width * p.height > DIRECT_MAX_CELLS and not asked:
        return
    info.directed(p, model)


IMPLIED = (
    Part("square", square, default=True,
         help="no line closes around a 2x2 block (by default for the loose and notouch rules only)"),
    Part("rect", rect, default=False, help="no line closes around a 2x3 or 3x2 block"),
    Part("support", support, default=False,
         help="a drawn cell has neighbours of its colour on each side (one-hot colours only)"),
    Part("direct", direct, default=True,
         help="the lines run from their first clue to the second (by default for the strict rule only, "
         "up to 40,000 cells)"),
    Part("balance", balance, default=False,
         help="every cell used: the lines crossing a cut balance dark and light cells"),
    Part("sides", sides, default=True,
         help="a line between two edge cells cuts the board in two: every other pair on one side "
         "(by default for the loose rule only)"),
)
HINTS = (
    Part("turns", turns, default=True, help="a turn hugs a clue or a turn the same way (loose rule: "
         "and every cell is used)"),
    Part("beside", beside, default=False, help="a line does not run beside itself"),
)
