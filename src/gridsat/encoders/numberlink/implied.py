"""Numberlink's implied constraints (sound: each forbids only what the rules forbid anyway;
the benchmark measures them) and search hints (not rules; the search drops them when no
answer follows them).  Each is a :class:`Part` built after the rules from their ``info``."""
from __future__ import annotations

from ...cardinality import exactly
from ...genre import Part
from .acyclic import orient as _orient


def square(p, model, options, info) -> None:
    """No line closes around a 2x2 block (a 4-cycle): one clause per block.  By default for the
    loose and notouch rules only (docs/genres/numberlink.md has the measurements); asked for
    by name it is built under every rule."""
    if info.variant == "strict" and not options.parts.get("square"):
        return
    line = info.line
    squares = []
    for r in range(p.height - 1):
        for c in range(p.width - 1):
            a, b, d, e = (r, c), (r, c + 1), (r + 1, c + 1), (r + 1, c)
            squares.append([-line[a, b], -line[b, d], -line[d, e], -line[e, a]])
    model.add_all(squares)


def rect(p, model, options, info) -> None:
    """Nor around a 2x3 / 3x2 block (a 6-cycle)."""
    for r in range(p.height):
        for c in range(p.width):
            for hh, ww in ((2, 3), (3, 2)):
                if r + hh <= p.height and c + ww <= p.width:
                    model.add([-s for s in _ring(info.line, r, c, hh, ww)])


def _ring(line, r, c, h, w):
    """The segments around the h x w block of cells with top-left (r, c)."""
    cells = ([(r, c + j) for j in range(w)] + [(r + i, c + w - 1) for i in range(1, h)]
             + [(r + h - 1, c + j) for j in range(w - 2, -1, -1)] + [(r + i, c) for i in range(h - 2, 0, -1)])
    return [line[a, b] for a, b in zip(cells, cells[1:] + cells[:1])]


def support(p, model, options, info) -> None:
    """One-hot colours only: a drawn cell of clue k has a neighbour of clue k on each side of
    it (one for a clue cell, two for a cell the line passes through)."""
    if not info.onehot:
        return
    g, clue_at = info.graph, info.clue_at
    index = {k: i for i, k in enumerate(p.labels)}
    for cell in g:
        nbs = list(g[cell])
        need = 1 if cell in clue_at else 2
        for k in p.labels:
            if cell in clue_at and clue_at[cell] != k:
                continue
            i = index[k]
            ck = info.paint[cell][i]
            if need == 1:
                model.add([-ck] + [info.paint[u][i] for u in nbs])
            else:
                for skip in nbs:
                    model.add([-ck] + [info.paint[u][i] for u in nbs if u != skip])


def balance(p, model, options, info) -> None:
    """Strict rule, implied by it: cut the grid between two rows (or columns); the lines split
    into pieces inside the part A above the cut, and each piece alternates dark and light
    cells (chessboard colouring), so it has one more dark cell than light, one fewer, or as
    many, according to the shades of its two end cells.  Its ends are clue cells of A or cells
    where a line crosses the cut.  Summed over the pieces, with s = +1 for a dark cell and
    -1 for a light one: 2 * (dark - light cells of A) = sum of s over the clue cells of A +
    sum of s over the crossing segments' cells in A.  So the crossings from dark cells minus
    those from light cells is a constant: a cardinality constraint per cut."""
    if info.variant == "loose":
        return
    line, clue_at = info.line, info.clue_at

    def shade(cell):
        return 1 if (cell[0] + cell[1]) % 2 == 0 else -1

    cuts = []
    for r in range(p.height - 1):  # A = rows 0..r
        part = [(i, j) for i in range(r + 1) for j in range(p.width)]
        cuts.append((part, [((r, j), (r + 1, j)) for j in range(p.width)]))
    for c in range(p.width - 1):  # A = columns 0..c
        part = [(i, j) for i in range(p.height) for j in range(c + 1)]
        cuts.append((part, [((i, c), (i, c + 1)) for i in range(p.height)]))
    for part, crossing in cuts:
        target = 2 * sum(shade(x) for x in part) - sum(shade(x) for x in part if x in clue_at)
        dark = [line[a, b] for a, b in crossing if shade(a) > 0]
        light = [line[a, b] for a, b in crossing if shade(a) < 0]
        # dark crossings - light crossings = target  <=>  dark + (not light) = target + |light|
        exactly(model, dark + [-x for x in light], target + len(light))


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
    line, clue_at, paint = info.line, info.clue_at, info.paint
    for u, v in info.graph.edges:
        if u in clue_at or v in clue_at:
            continue
        s = line[u, v]
        if info.onehot:
            for x, y in zip(paint[u], paint[v]):
                model.add([-x, -y, s])
        else:  # not joined: some bit differs
            differ = []
            for x, y in zip(paint[u], paint[v]):
                d = model.aux()
                model.add([-d, x, y])
                model.add([-d, -x, -y])
                differ.append(d)
            model.add([s] + differ)


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
    if info.arc is None:
        info.arc = _orient(p, model, info)


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
)
HINTS = (
    Part("turns", turns, default=True, help="a turn hugs a clue or a turn the same way (loose rule: "
         "and every cell is used)"),
    Part("beside", beside, default=False, help="a line does not run beside itself"),
)
