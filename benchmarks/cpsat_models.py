"""CP-SAT models of the gridsat genres: the same rules, written directly for OR-Tools CP-SAT.

These are what a user would write by hand with CP-SAT (the seed posts use OR-Tools), so the
benchmark compares gridsat with the obvious alternative.  Each ``build_<genre>(puzzle)``
returns a :class:`CpModelOf`: the CP-SAT model, the *primary* variables (the cells that define
the answer, as in the gridsat encoder) and a ``decode`` that turns a CP-SAT assignment into
the genre's own ``Solution`` type, so the genre's independent checker can validate it.

:func:`solve_unique` does the job gridsat's ``--unique`` does: solve; add one constraint that
excludes the answer found (over the primary variables only); solve again.  A second answer
means ``multiple``, none means ``unique``.

Needs ``pip install ortools`` (the ``bench`` extra).
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable

from ortools.sat.python import cp_model

from gridsat.answers import trace_loop
from gridsat.encoders import edgematch as em
from gridsat.encoders import futoshiki as fu
from gridsat.encoders import hashi as hs
from gridsat.encoders import kakuro as kr
from gridsat.encoders import hitori as ht
from gridsat.encoders import kenken as kk
from gridsat.encoders import lightup as lu
from gridsat.encoders import masyu as ms
from gridsat.encoders import skyscrapers as sky
from gridsat.encoders import nonogram as ng
from gridsat.encoders import numberlink as nl
from gridsat.encoders import nurikabe as nk
from gridsat.encoders import slitherlink as sl
from gridsat.encoders import starbattle as sb
from gridsat.encoders import sudoku as sd
from gridsat.encoders import tents as tt
from gridsat.encoders import twentyfourseven as tf

ORTHOGONAL = ((-1, 0), (0, 1), (1, 0), (0, -1))
TOUCHING = ((0, 1), (1, -1), (1, 0), (1, 1))  # each touching pair of cells once


@dataclass
class CpModelOf:
    model: cp_model.CpModel
    primary: list            # BoolVars or IntVars that define the answer
    decode: Callable[[cp_model.CpSolver], Any]


@dataclass
class CpResult:
    status: str              # unique | multiple | unsat | timeout
    solutions: list = field(default_factory=list)
    build_s: float = 0.0     # building the model (Python)
    solve_s: float = 0.0     # first CP-SAT call
    unique_s: float = 0.0    # exclusion constraint + second CP-SAT call
    total_s: float = 0.0     # wall time of the whole job
    variables: int = 0
    constraints: int = 0


def solve_unique(genre: str, puzzle, time_limit: float, workers: int) -> CpResult:
    """Solve and decide uniqueness of ``puzzle`` with CP-SAT, within ``time_limit`` seconds."""
    t0 = time.perf_counter()
    built = builder(genre)(puzzle)
    out = CpResult("timeout")
    out.build_s = time.perf_counter() - t0
    proto = built.model.Proto()
    out.variables, out.constraints = len(proto.variables), len(proto.constraints)

    def run() -> tuple[int, cp_model.CpSolver]:
        solver = cp_model.CpSolver()
        solver.parameters.num_workers = workers
        solver.parameters.max_time_in_seconds = max(0.01, time_limit - (time.perf_counter() - t0))
        return solver.solve(built.model), solver

    t1 = time.perf_counter()
    status, solver = run()
    out.solve_s = time.perf_counter() - t1
    if status == cp_model.INFEASIBLE:
        out.status = "unsat"
    elif status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        out.solutions.append(built.decode(solver))
        t2 = time.perf_counter()
        exclude(built.model, [(v, solver.value(v)) for v in built.primary])
        status, solver = run()
        out.unique_s = time.perf_counter() - t2
        if status == cp_model.INFEASIBLE:
            out.status = "unique"
        elif status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            out.status = "multiple"
            out.solutions.append(built.decode(solver))
    out.total_s = time.perf_counter() - t0
    return out


def builder(genre: str) -> Callable:
    """The CP-SAT model of a genre: here, or ``build_cpsat`` in its benchmark row
    (``benchmarks/peers/<genre>.py``) for the genres added with the declared board."""
    if genre in BUILDERS:
        return BUILDERS[genre]
    import importlib
    return importlib.import_module(f"benchmarks.peers.{genre}").build_cpsat


def exclude(model: cp_model.CpModel, found: list) -> None:
    """At least one primary variable takes a value other than the one it has in ``found``."""
    differs = []
    for var, value in found:
        if var.is_boolean:
            differs.append(var.Not() if value else var)
        else:
            d = model.new_bool_var("")
            model.add(var != value).only_enforce_if(d)
            differs.append(d)
    model.add_bool_or(differs)


# -- Star Battle --------------------------------------------------------------------------------

def build_starbattle(p: sb.Puzzle) -> CpModelOf:
    n, m = p.size, p.stars
    model = cp_model.CpModel()
    star = {(r, c): model.new_bool_var(f"star{r},{c}") for r in range(n) for c in range(n)}
    for i in range(n):
        model.add(sum(star[i, c] for c in range(n)) == m)        # every row
        model.add(sum(star[r, i] for r in range(n)) == m)        # every column
    for cells in p.region_cells().values():
        model.add(sum(star[cell] for cell in cells) == m)        # every region
    for (r, c), s in star.items():
        if p.regions[r][c] is None:
            model.add(s == 0)                                    # cells in no region stay empty
        for dr, dc in TOUCHING:                                  # stars do not touch
            if (r + dr, c + dc) in star:
                model.add_bool_or([s.Not(), star[r + dr, c + dc].Not()])

    def decode(solver):
        return sb.Solution(tuple(sorted(cell for cell, s in star.items() if solver.value(s))))

    return CpModelOf(model, list(star.values()), decode)


# -- Trees and Tents ----------------------------------------------------------------------------

def build_tents(p: tt.Puzzle) -> CpModelOf:
    model = cp_model.CpModel()
    places = p.tent_places()                                     # cells next to a tree
    tent = {cell: model.new_bool_var(f"tent{cell}") for cell in places}
    pair = {(t, cell): model.new_bool_var(f"pair{t}{cell}") for cell, ts in places.items() for t in ts}
    for t in p.trees:                                            # each tree: one tent beside it
        model.add_exactly_one(v for (tree, _), v in pair.items() if tree == t)
    for cell, ts in places.items():                              # each tent: exactly one tree
        model.add(sum(pair[t, cell] for t in ts) == tent[cell])
    for (r, c), v in tent.items():                               # tents do not touch
        for dr, dc in TOUCHING:
            if (r + dr, c + dc) in tent:
                model.add_bool_or([v.Not(), tent[r + dr, c + dc].Not()])
    for r, k in enumerate(p.rows):
        if k is not None:
            model.add(sum(v for (rr, _), v in tent.items() if rr == r) == k)
    for c, k in enumerate(p.columns):
        if k is not None:
            model.add(sum(v for (_, cc), v in tent.items() if cc == c) == k)
    for cell in p.given_tents:
        if cell in tent:
            model.add(tent[cell] == 1)
        else:
            model.add_bool_or([])                                # no tree beside it: impossible
    for cell in p.given_grass:
        if cell in tent:
            model.add(tent[cell] == 0)

    def decode(solver):
        return tt.Solution(tuple(cell for cell in places if solver.value(tent[cell])),
                           tuple(sorted(key for key, v in pair.items() if solver.value(v))))

    return CpModelOf(model, list(tent.values()), decode)


# -- Sudoku (boxes, jigsaw, X, killer) ----------------------------------------------------------

def build_sudoku(p: sd.Puzzle) -> CpModelOf:
    n = p.size
    model = cp_model.CpModel()
    digit = {(r, c): model.new_int_var(1, n, f"d{r},{c}") for r in range(n) for c in range(n)}
    for (r, c), v in digit.items():
        if p.givens[r][c]:
            model.add(v == p.givens[r][c])
    for _, cells in p.houses():                                  # rows, columns, boxes, diagonals
        model.add_all_different(digit[cell] for cell in cells)
    for cage in p.cages:                                         # killer cages
        model.add_all_different(digit[cell] for cell in cage.cells)
        model.add(sum(digit[cell] for cell in cage.cells) == cage.total)

    def decode(solver):
        return sd.Solution(tuple(tuple(solver.value(digit[r, c]) for c in range(n)) for r in range(n)))

    free = [v for (r, c), v in digit.items() if not p.givens[r][c]]
    return CpModelOf(model, free, decode)


# -- Edge matching ------------------------------------------------------------------------------

def build_edgematch(p: em.Puzzle) -> CpModelOf:
    """Boolean placements: ``place[cell, class, turn]`` (tiles that look the same are one class,
    as in gridsat, so swapping identical tiles is not a second answer)."""
    model = cp_model.CpModel()
    classes = em.tile_classes(p)
    cells = [(r, c) for r in range(p.rows) for c in range(p.cols)]

    def fits_frame(r, c, look) -> bool:  # border edges face outside (and only outside, if framed)
        for side, (dr, dc) in enumerate(em.STEP):
            outside = not (0 <= r + dr < p.rows and 0 <= c + dc < p.cols)
            border = em.is_border(p.style, look[side])
            if (border and not outside) or (outside and p.framed and not border):
                return False
        return True

    place = {}  # (r, c) -> [(var, class, look)]
    for r, c in cells:
        place[r, c] = [(model.new_bool_var(f"p{r},{c},{ci},{o}"), ci, em.oriented(k.base, o))
                       for ci, k in enumerate(classes) for o in k.orients
                       if fits_frame(r, c, em.oriented(k.base, o))]
        model.add_exactly_one(v for v, _, _ in place[r, c])     # one tile per cell
    for ci, k in enumerate(classes):                             # every tile used once
        model.add(sum(v for opts in place.values() for v, cj, _ in opts if cj == ci) == len(k.members))
    for (r, c), opts in place.items():                           # touching edges match
        for side, (dr, dc) in ((0, (0, 1)), (3, (1, 0))):
            other = place.get((r + dr, c + dc))
            if other is None:
                continue
            for v, _, look in opts:
                fitting = [w for w, _, look2 in other if em.matches(p.style, look[side], look2[(side + 2) % 4])]
                model.add_bool_or(fitting).only_enforce_if(v)
    for f in p.fixed:                                            # fixed pieces
        tile = p.by_id[f.tile]
        ci = next(j for j, k in enumerate(classes) if p.tiles.index(tile) in k.members)
        want = em.oriented(tile.edges, f.rotation)
        model.add_bool_or([v for v, cj, look in place[f.row, f.col] if cj == ci and look == want])

    def decode(solver):
        looks = [[next(look for v, _, look in place[r, c] if solver.value(v)) for c in range(p.cols)]
                 for r in range(p.rows)]
        return em.Solution(em.assign_ids(p, looks))  # the genre's id hand-out

    return CpModelOf(model, [v for opts in place.values() for v, _, _ in opts], decode)


# -- Twenty-Four-Seven --------------------------------------------------------------------------

def build_twentyfourseven(p: tf.Puzzle) -> CpModelOf:
    N = tf.N
    model = cp_model.CpModel()
    cells = sorted(p.covered())
    nums = range(1, N + 1)
    x = {(r, c, v): model.new_bool_var(f"x{r},{c}={v}") for r, c in cells for v in nums}
    filled = {(r, c): model.new_bool_var(f"f{r},{c}") for r, c in cells}
    for r, c in cells:                                           # empty, or one number
        model.add(sum(x[r, c, v] for v in nums) == filled[r, c])
        if p.givens[r][c]:
            model.add(x[r, c, p.givens[r][c]] == 1)

    def value(line):
        return sum(v * x[r, c, v] for r, c in line for v in nums)

    for top, left in p.grids:
        block = [(top + r, left + c) for r in range(N) for c in range(N)]
        for v in nums:                                           # v appears v times
            model.add(sum(x[r, c, v] for r, c in block) == v)
        for i in range(N):                                       # 4 numbers summing to 20
            for line in ([(top + i, left + c) for c in range(N)], [(top + r, left + i) for r in range(N)]):
                model.add(sum(filled[cell] for cell in line) == tf.PER_LINE)
                model.add(value(line) == tf.LINE_SUM)
    for r in range(p.rows - 1):                                  # every 2x2 has an empty cell
        for c in range(p.cols - 1):
            square = [(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)]
            if all(cell in filled for cell in square):
                model.add(sum(filled[cell] for cell in square) <= 3)

    # numbered cells are connected: every filled cell but the root has a filled neighbour one
    # step closer to the root (distances from a breadth-first search)
    givens = [cell for cell in cells if p.givens[cell[0]][cell[1]]]
    root = {cell: model.new_bool_var(f"root{cell}") for cell in (givens[:1] or cells)}
    model.add_exactly_one(root.values())
    dist = {cell: model.new_int_var(0, len(cells), f"dist{cell}") for cell in cells}
    for cell in cells:
        if cell in root:
            model.add_implication(root[cell], filled[cell])
            model.add(dist[cell] == 0).only_enforce_if(root[cell])
        closer = []
        for dr, dc in ORTHOGONAL:
            nb = (cell[0] + dr, cell[1] + dc)
            if nb in filled:
                a = model.new_bool_var("")
                model.add_implication(a, filled[nb])
                model.add(dist[cell] == dist[nb] + 1).only_enforce_if(a)
                closer.append(a)
        enforce = [filled[cell]] + ([root[cell].Not()] if cell in root else [])
        model.add_bool_or(closer).only_enforce_if(enforce)

    for clue in p.clues:
        line = [cell for cell in p.line(clue) if cell in filled]
        is_sum, is_first = model.new_bool_var(""), model.new_bool_var("")
        if clue.kind == "sum":
            model.add(is_sum == 1)
        elif clue.kind == "first":
            model.add(is_first == 1)
        else:                                                    # either
            model.add_bool_or([is_sum, is_first])
        model.add(value(line) == clue.value).only_enforce_if(is_sum)
        if clue.value > N or not line:
            model.add(is_first == 0)
        else:                                                    # first number seen is the value
            model.add_bool_or([filled[cell] for cell in line]).only_enforce_if(is_first)
            for i, cell in enumerate(line):
                model.add_bool_or([x[cell + (clue.value,)]] + [filled[b] for b in line[:i]]).only_enforce_if(
                    [is_first, filled[cell]])

    def decode(solver):
        grid = [[0] * p.cols for _ in range(p.rows)]
        for (r, c, v), var in x.items():
            if solver.value(var):
                grid[r][c] = v
        return tf.Solution(tuple(map(tuple, grid)))

    return CpModelOf(model, list(x.values()), decode)


# -- Numberlink (strict rule: every cell on a line) ---------------------------------------------

def build_numberlink(p: nl.Puzzle) -> CpModelOf:
    """Line segments between neighbours (the answer, as in gridsat), a colour per cell, and
    every line directed from its first clue with ranks rising along it (so no loops)."""
    model = cp_model.CpModel()
    ends = p.ends()
    labels = list(p.labels)
    clue_at = {cell: label for label, pair in ends.items() for cell in pair}
    cells = list(p.cells())
    line, arc = {}, {}
    for u in cells:
        for v in p.neighbours(*u):
            if u < v:
                line[u, v] = line[v, u] = model.new_bool_var(f"line{u}{v}")
            arc[u, v] = model.new_bool_var(f"arc{u}{v}")       # the line runs from u to v
    colour = {cell: model.new_int_var(0, len(labels) - 1, f"colour{cell}") for cell in cells}
    rank = {cell: model.new_int_var(0, len(cells) - 1, f"rank{cell}") for cell in cells}
    for u in cells:
        nbs = list(p.neighbours(*u))
        segments = [line[u, v] for v in nbs]
        if u in clue_at:                                         # a clue ends one line
            model.add(sum(segments) == 1)
            model.add(colour[u] == labels.index(clue_at[u]))
        else:                                                    # every other cell: on a line
            model.add(sum(segments) == 2)
        starts = u in clue_at and ends[clue_at[u]][0] == u
        model.add(sum(arc[v, u] for v in nbs) == (0 if starts else 1))  # one way in, but at a start
        for v in nbs:
            if u < v:
                model.add(arc[u, v] + arc[v, u] == line[u, v])
                model.add(colour[u] == colour[v]).only_enforce_if(line[u, v])  # one clue per line
            model.add(rank[v] == rank[u] + 1).only_enforce_if(arc[u, v])

    def decode(solver):
        drawn = {cell: [v for v in p.neighbours(*cell) if solver.value(line[cell, v])] for cell in cells}
        paths = []
        for label in labels:
            path = [ends[label][0]]
            while True:
                nxt = [v for v in drawn[path[-1]] if v not in path]
                if not nxt:
                    break
                path.append(nxt[0])
            paths.append((label, tuple(path)))
        return nl.make_solution(p, paths, "strict")  # the genre's grid-of-path-numbers builder

    return CpModelOf(model, [line[u, v] for u, v in line if u < v], decode)


# -- Light Up -----------------------------------------------------------------------------------

def build_lightup(p: lu.Puzzle) -> CpModelOf:
    model = cp_model.CpModel()
    light = {cell: model.new_bool_var(f"light{cell}") for cell in p.white()}
    seen = {cell: set() for cell in light}                       # the cells whose light reaches it
    for run in p.segments():                                     # row / column runs of white cells
        model.add_at_most_one(light[cell] for cell in run)       # lights do not see each other
        for cell in run:
            seen[cell].update(run)
    for cells in seen.values():
        model.add_bool_or([light[x] for x in sorted(cells)])     # every white cell is lit
    for (r, c), k in p.black.items():
        if k is not None:                                        # numbered cells count their lights
            model.add(sum(light[x] for x in p.neighbours(r, c) if x in light) == k)

    def decode(solver):
        return lu.Solution(tuple(cell for cell, v in light.items() if solver.value(v)))

    return CpModelOf(model, list(light.values()), decode)


# -- Slitherlink -------------------------------------------------------------------------------

def build_slitherlink(p: sl.Puzzle) -> CpModelOf:
    """An edge variable per lattice edge (the answer, as in gridsat), the loop as CP-SAT's
    circuit constraint over the lattice points (a point off the loop takes its self-loop),
    and a sum per clue."""
    model = cp_model.CpModel()
    index = {pt: i for i, pt in enumerate(p.lattice())}
    edge, arcs = {}, []
    for u, v in p.edges():
        fwd, back = model.new_bool_var(f"arc{u}{v}"), model.new_bool_var(f"arc{v}{u}")
        edge[u, v] = model.new_bool_var(f"edge{u}{v}")
        model.add(fwd + back == edge[u, v])
        arcs += [(index[u], index[v], fwd), (index[v], index[u], back)]
    for pt, i in index.items():
        arcs.append((i, i, model.new_bool_var(f"off{pt}")))     # the loop does not pass here
    model.add_circuit(arcs)                                      # one closed loop
    model.add_bool_or(list(edge.values()))                       # ... with at least one edge
    for (r, c), k in p.numbers().items():                        # a number counts its cell's sides
        model.add(sum(edge[e] for e in sl.puzzle.cell_edges(r, c)) == k)

    def decode(solver):
        return sl.Solution(sl.trace([e for e, var in edge.items() if solver.value(var)]))

    return CpModelOf(model, list(edge.values()), decode)


# -- Skyscrapers --------------------------------------------------------------------------------

def build_skyscrapers(p: sky.Puzzle) -> CpModelOf:
    n, k, low = p.size, p.tallest, 0 if p.blanks else 1        # heights low..k; 0: a blank cell
    model = cp_model.CpModel()
    height = {(r, c): model.new_int_var(low, k, f"h{r},{c}") for r in range(n) for c in range(n)}
    for (r, c), d in p.given().items():
        model.add(height[r, c] == d)
    lines = [[(i, c) for c in range(n)] for i in range(n)] + [[(r, i) for r in range(n)] for i in range(n)]
    for line in lines:                                           # each height once a row and column
        if not p.blanks:
            model.add_all_different(height[x] for x in line)
            continue
        for d in range(1, k + 1):
            holds = [model.new_bool_var("") for _ in line]
            for x, b in zip(line, holds):
                model.add(height[x] == d).only_enforce_if(b)
                model.add(height[x] != d).only_enforce_if(b.Not())
            model.add_exactly_one(holds)
    for diagonal in p.diagonals():                               # the diagonal variant
        for d in range(1, k + 1):
            holds = [model.new_bool_var("") for _ in diagonal]
            for x, b in zip(diagonal, holds):
                model.add(height[x] == d).only_enforce_if(b)
                model.add(height[x] != d).only_enforce_if(b.Not())
            model.add_at_most_one(holds)
    for side, i, clue, cells in p.sight_lines():                 # towers seen from each clue
        highest = height[cells[0]]                               # the highest so far
        seen = []
        if p.blanks:                                             # the nearest is seen unless blank
            first = model.new_bool_var("")
            model.add(height[cells[0]] > 0).only_enforce_if(first)
            model.add(height[cells[0]] == 0).only_enforce_if(first.Not())
            seen.append(first)
        for j, cell in enumerate(cells[1:], 1):
            s = model.new_bool_var(f"seen{side}{i},{j}")
            model.add(height[cell] > highest).only_enforce_if(s)
            model.add(height[cell] <= highest).only_enforce_if(s.Not())
            seen.append(s)
            if j < n - 1:
                m = model.new_int_var(low, k, f"max{side}{i},{j}")
                model.add_max_equality(m, [highest, height[cell]])
                highest = m
        model.add(sum(seen) == clue - low)                       # (classic: the nearest is always seen)

    def decode(solver):
        return sky.Solution(tuple(tuple(solver.value(height[r, c]) for c in range(n)) for r in range(n)))

    return CpModelOf(model, list(height.values()), decode)


# -- Hashiwokakero ------------------------------------------------------------------------------

def build_hashi(p: hs.Puzzle) -> CpModelOf:
    """An integer per pair of islands that see each other (the bridges: the answer), a Boolean
    "some bridge" per pair, a sum per island, no crossing pairs both used, and connectivity as
    a single-commodity flow: the first island sends one unit to every other island along
    used pairs (under the no-loops setting also exactly islands - 1 used pairs: a tree)."""
    model = cp_model.CpModel()
    n = len(p.islands)
    count, used, flow = {}, {}, {}
    for pair in p.pairs:
        count[pair] = model.new_int_var(0, p.cap(pair), f"bridges{pair}")
        used[pair] = model.new_bool_var(f"used{pair}")
        model.add(count[pair] >= 1).only_enforce_if(used[pair])
        model.add(count[pair] == 0).only_enforce_if(used[pair].Not())
        for a, b in (pair, pair[::-1]):
            flow[a, b] = model.new_int_var(0, n - 1, f"flow{a}{b}")
            model.add(flow[a, b] <= (n - 1) * used[pair])
    for cell, k in p.islands.items():                            # each island's number of bridges
        if k is not None:
            model.add(sum(count[q] for q in p.pairs if cell in q) == k)
    for h, v in p.crossings:                                     # bridges do not cross
        model.add_bool_or([used[h].Not(), used[v].Not()])
    root = next(iter(p.islands))
    for cell in p.islands:                                       # every island gets one unit
        net = sum(flow[a, b] for a, b in flow if b == cell) - sum(flow[a, b] for a, b in flow if a == cell)
        model.add(net == (1 - n if cell == root else 1))
    if not p.loops:
        model.add(sum(used.values()) == n - 1)

    def decode(solver):
        return hs.Solution(tuple((a, b, solver.value(x)) for (a, b), x in count.items() if solver.value(x)))

    return CpModelOf(model, list(count.values()), decode)


# -- Nonogram ------------------------------------------------------------------------------------

def build_nonogram(p: ng.Puzzle) -> CpModelOf:
    """A Boolean per cell (the answer); each row and column read by CP-SAT's automaton
    constraint for the pattern 0* 1^a 0+ 1^b ... 0* of its clue (state q: q symbols of
    1^a 0 1^b ... matched); the given cells fixed."""
    model = cp_model.CpModel()
    shaded = {(r, c): model.new_bool_var(f"s{r},{c}") for r in range(p.height) for c in range(p.width)}
    for _, clue, cells in p.lines():
        pattern = [s for j, n in enumerate(clue) for s in [0] * (j > 0) + [1] * n]
        end = len(pattern)
        moves = [(end, 0, end)]                                  # blanks after the last run
        for q, symbol in enumerate(pattern):
            moves.append((q, symbol, q + 1))                     # the next symbol of the pattern
            if q == 0 or pattern[q - 1] == 0:
                moves.append((q, 0, q))                          # more blanks before a run
        model.add_automaton([shaded[cell] for cell in cells], 0, [end], moves)
    for cell, v in p.givens:
        model.add(shaded[cell] == v)

    def decode(solver):
        return ng.Solution(tuple(tuple(solver.value(shaded[r, c]) for c in range(p.width))
                                 for r in range(p.height)))

    return CpModelOf(model, list(shaded.values()), decode)


# -- Futoshiki ----------------------------------------------------------------------------------

def build_futoshiki(p: fu.Puzzle) -> CpModelOf:
    n = p.size
    model = cp_model.CpModel()
    digit = {(r, c): model.new_int_var(1, n, f"d{r},{c}") for r in range(n) for c in range(n)}
    for (r, c), d in p.given().items():
        model.add(digit[r, c] == d)
    for i in range(n):                                           # a Latin square
        model.add_all_different(digit[i, c] for c in range(n))
        model.add_all_different(digit[r, i] for r in range(n))
    for a, b in p.greater:                                       # signs
        model.add(digit[a] > digit[b])
    if p.adjacent:                                               # Adjacent mode
        marked = set(p.consecutive)
        for a, b in p.neighbour_pairs():
            if (a, b) in marked:
                up = model.new_bool_var("")
                model.add(digit[a] - digit[b] == 1).only_enforce_if(up)
                model.add(digit[b] - digit[a] == 1).only_enforce_if(up.Not())
            else:
                model.add(digit[a] - digit[b] != 1)
                model.add(digit[b] - digit[a] != 1)

    def decode(solver):
        return fu.Solution(tuple(tuple(solver.value(digit[r, c]) for c in range(n)) for r in range(n)))

    return CpModelOf(model, list(digit.values()), decode)


# -- Masyu --------------------------------------------------------------------------------------

def build_masyu(p: ms.Puzzle) -> CpModelOf:
    """A circuit over the cells (CP-SAT's AddCircuit; a cell off the loop takes its self-loop),
    links between neighbours (the answer, as in gridsat) and the pearls' rules on the links."""
    model = cp_model.CpModel()
    cells = list(p)
    index = {cell: i for i, cell in enumerate(cells)}
    link, arcs = {}, []
    for u in cells:
        for v in p.neighbours(*u):
            if u < v:
                link[u, v] = link[v, u] = model.new_bool_var(f"link{u}{v}")
                there, back = model.new_bool_var(""), model.new_bool_var("")
                model.add(there + back == link[u, v])
                arcs += [(index[u], index[v], there), (index[v], index[u], back)]
        skip = model.new_bool_var(f"off{u}")
        arcs.append((index[u], index[u], skip))
        if u in p.pearls:
            model.add(skip == 0)                                 # the loop passes every pearl
    model.add_circuit(arcs)                                      # one loop (degree 0/2, connected)
    false = model.new_constant(0)

    def at(cell, d, k=1):
        (r, c), (dr, dc) = cell, d
        return link.get(((r + (k - 1) * dr, c + (k - 1) * dc), (r + k * dr, c + k * dc)), false)
    for cell, kind in p.pearls.items():
        for a, b in (((0, -1), (0, 1)), ((-1, 0), (1, 0))):
            if kind == "W":                                      # straight through, turning next to it
                model.add(at(cell, a) == at(cell, b))
                model.add_bool_or([at(cell, a).Not(), at(cell, a, 2).Not(), at(cell, b, 2).Not()])
            else:                                                # turns ...
                model.add_bool_or([at(cell, a).Not(), at(cell, b).Not()])
        if kind == "B":                                          # ... and goes straight on for two
            for d in ((-1, 0), (0, 1), (1, 0), (0, -1)):
                model.add_implication(at(cell, d), at(cell, d, 2))

    def decode(solver):
        links = {cell: [v for v in p.neighbours(*cell) if solver.value(link[cell, v])] for cell in cells}
        return ms.Solution(trace_loop((a, b) for a in cells for b in links[a]))

    return CpModelOf(model, [v for (a, b), v in link.items() if a < b], decode)


# -- Hitori -------------------------------------------------------------------------------------

def build_hitori(p: ht.Puzzle) -> CpModelOf:
    """A shaded variable per cell (the answer), and the unshaded cells connected by distances
    from a root: (0, 0) when unshaded, else its neighbour (shaded cells never touch)."""
    model = cp_model.CpModel()
    cells = list(p)
    shaded = {cell: model.new_bool_var(f"shaded{cell}") for cell in cells}
    for _, _, same in p.repeats:                                 # one unshaded copy per line at most
        model.add_at_most_one(shaded[x].Not() for x in same)
    for (r, c), s in shaded.items():                             # shaded cells do not touch
        for nb in ((r, c + 1), (r + 1, c)):
            if nb in shaded:
                model.add_bool_or([s.Not(), shaded[nb].Not()])
    # unshaded cells connected: each one but the root has an unshaded neighbour one step closer
    first = cells[0]
    root = {first: shaded[first].Not()}
    if len(cells) > 1:
        root[cells[1] if p.width > 1 else (1, 0)] = shaded[first]
    dist = {cell: model.new_int_var(0, len(cells), f"dist{cell}") for cell in cells}
    for cell in cells:
        is_root = root.get(cell)
        if is_root is not None:
            model.add(dist[cell] == 0).only_enforce_if(is_root)
        closer = []
        for nb in p.neighbours(*cell):
            a = model.new_bool_var("")
            model.add_implication(a, shaded[nb].Not())
            model.add(dist[cell] == dist[nb] + 1).only_enforce_if(a)
            closer.append(a)
        enforce = [shaded[cell].Not()] + ([is_root.Not()] if is_root is not None else [])
        model.add_bool_or(closer).only_enforce_if(enforce)

    def decode(solver):
        return ht.Solution(tuple(cell for cell in cells if solver.value(shaded[cell])))

    return CpModelOf(model, list(shaded.values()), decode)


# -- KenKen -------------------------------------------------------------------------------------

def build_kenken(p: kk.Puzzle) -> CpModelOf:
    """Integer cells, all-different rows and columns, each cage's arithmetic as CP-SAT states it:
    a linear sum, a multiplication equality, and a difference or quotient either way round."""
    n = p.size
    model = cp_model.CpModel()
    digit = {(r, c): model.new_int_var(1, n, f"d{r},{c}") for r in range(n) for c in range(n)}
    for i in range(n):
        model.add_all_different(digit[i, c] for c in range(n))
        model.add_all_different(digit[r, i] for r in range(n))
    for k in p.cages:
        xs = [digit[cell] for cell in k.cells]
        if len(xs) == 1 or k.op == "+":
            model.add(sum(xs) == k.target)
        elif k.op == "*":
            model.add_multiplication_equality(k.target, xs)
        else:                                                    # two cells, either way round
            a, b = xs
            first = model.new_bool_var("")
            if k.op == "-":
                model.add(a - b == k.target).only_enforce_if(first)
                model.add(b - a == k.target).only_enforce_if(first.Not())
            else:
                model.add(a == k.target * b).only_enforce_if(first)
                model.add(b == k.target * a).only_enforce_if(first.Not())

    def decode(solver):
        return kk.Solution(tuple(tuple(solver.value(digit[r, c]) for c in range(n)) for r in range(n)))

    return CpModelOf(model, list(digit.values()), decode)


# -- Kakuro ---------------------------------------------------------------------------------------

def build_kakuro(p: kr.Puzzle) -> CpModelOf:
    """An integer 1-9 per white cell (the answer); per run, all different and, with a clue,
    a sum."""
    model = cp_model.CpModel()
    digit = {cell: model.new_int_var(1, 9, f"d{cell}") for cell in p.white}
    for run in p.runs:
        model.add_all_different([digit[cell] for cell in run.cells])
        if run.clue is not None:
            model.add(sum(digit[cell] for cell in run.cells) == run.clue)

    def decode(solver):
        return kr.Solution(tuple(tuple(solver.value(digit[r, c]) if (r, c) in digit else 0
                                       for c in range(p.width)) for r in range(p.height)))

    return CpModelOf(model, list(digit.values()), decode)


# -- Nurikabe -----------------------------------------------------------------------------------

def build_nurikabe(p: nk.Puzzle) -> CpModelOf:
    """Shaded cells (the answer); each unshaded cell in the island of one clue, among the clues
    whose island can reach it (the same breadth-first search as gridsat's, ``p.reach``);
    unshaded neighbours in the same island; island sizes as sums; connected islands and a
    connected sea by distances that fall by one along a path (to the clue; to a chosen root)."""
    model = cp_model.CpModel()
    clues = p.sizes
    shade = {x: model.new_bool_var(f"shade{x}") for x in p if x not in clues}
    own = {(x, k): model.new_bool_var(f"in{x},{k}") for k, dist in p.reach.items() for x in dist if x != k}
    owners = {x: [] for x in shade}
    for x, k in own:
        owners[x].append(k)
    for x, s in shade.items():                                   # unshaded: in exactly one island
        model.add(sum(own[x, k] for k in owners[x]) + s == 1)
    for x in p:                                                  # unshaded neighbours: same island
        for y in p.neighbours(*x):
            if y in clues:
                if x in clues:
                    model.add_bool_or([])                        # two clues side by side
                continue
            for k in ([x] if x in clues else owners[x]):
                clause = model.add_bool_or([shade[y]] + ([own[y, k]] if (y, k) in own else []))
                if x not in clues:
                    clause.only_enforce_if(own[x, k])
    for k, n in clues.items():
        members = [x for x in p.reach[k] if x != k]
        if n is not None:                                        # the island's size
            model.add(sum(own[x, k] for x in members) == n - 1)
        dist = {x: model.new_int_var(1, max(1, len(members) if n is None else n - 1), f"d{x},{k}")
                for x in members}
        for x in members:                                        # a neighbour one step closer
            closer = []
            for y in p.neighbours(*x):
                if y == k or y in dist:
                    b = model.new_bool_var("")
                    if y == k:
                        model.add(dist[x] == 1).only_enforce_if(b)
                    else:
                        model.add_implication(b, own[y, k])
                        model.add(dist[x] == dist[y] + 1).only_enforce_if(b)
                    closer.append(b)
            model.add_bool_or(closer).only_enforce_if(own[x, k])
    for block in p.blocks():                                     # no 2x2 all shaded
        if all(x in shade for x in block):
            model.add_bool_or([shade[x].Not() for x in block])
    if shade:                                                    # the shaded cells are connected
        root = {x: model.new_bool_var(f"root{x}") for x in shade}
        model.add_exactly_one(root.values())
        depth = {x: model.new_int_var(0, len(shade), f"depth{x}") for x in shade}
        for x, s in shade.items():
            model.add_implication(root[x], s)
            model.add(depth[x] == 0).only_enforce_if(root[x])
            closer = []
            for y in p.neighbours(*x):
                if y in shade:
                    b = model.new_bool_var("")
                    model.add_implication(b, shade[y])
                    model.add(depth[x] == depth[y] + 1).only_enforce_if(b)
                    closer.append(b)
            model.add_bool_or(closer).only_enforce_if([s, root[x].Not()])

    def decode(solver):
        return nk.Solution(tuple(x for x, s in shade.items() if solver.value(s)))

    return CpModelOf(model, list(shade.values()), decode)


BUILDERS = {"starbattle": build_starbattle, "tents": build_tents, "sudoku": build_sudoku,
            "edgematch": build_edgematch, "twentyfourseven": build_twentyfourseven,
            "numberlink": build_numberlink, "lightup": build_lightup, "skyscrapers": build_skyscrapers, "futoshiki": build_futoshiki,
            "slitherlink": build_slitherlink, "hashi": build_hashi,
            "nonogram": build_nonogram, "masyu": build_masyu, "hitori": build_hitori,
            "kenken": build_kenken, "kakuro": build_kakuro, "nurikabe": build_nurikabe}
