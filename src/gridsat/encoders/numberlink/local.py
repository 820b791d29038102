"""A second answer near the first: the lines redrawn inside one small window of the board,
everything outside it as in the first answer (``Genre.second``, before the search for another
answer on the whole board).

Janko's Arukone puzzles are made for the notouch rule; under the strict or loose rule they
have other answers, and those that differ from the first answer only inside a 5x5 window are
found in milliseconds (every segment outside the window an assumption), where a search over the
whole board takes tens of seconds (benchmarks/results/hardest-numberlink.md).  The answer is
built by the genre's own rules (no loops, every cell used or not as the rule says), and the
library checks it with the checker like any other.  Finding none proves nothing: the search
over the whole board follows.
"""
from __future__ import annotations

from dataclasses import replace

from .puzzle import Puzzle, Solution

WINDOW = 6           # a window's side: cells
LOCAL_MIN_CELLS = 289  # 17x17: smaller boards are proved unique faster than the windows are tried
LOCAL_MAX_CELLS = 2_500  # 50x50: beyond, the windows (one SAT call each) cost too much


STRIDE = 3  # windows overlap by 3 cells: any difference up to 4x4 cells lies inside one


def _starts(n: int, k: int, step: int) -> list:
    last = max(0, n - k)
    return sorted(set(range(0, last + 1, step)) | {last})


def windows(h: int, w: int, k: int = WINDOW, step: int = STRIDE):
    """The top-left corners of k x k windows ``step`` cells apart (and the last row and
    column of them flush with the board's edge)."""
    for r in _starts(h, k, step):
        for c in _starts(w, k, step):
            yield r, c


def rerouted(p: Puzzle, sol: Solution, options=None) -> Solution | None:
    """Another answer under ``sol``'s rule that differs from it only inside one window, or
    None (none there, or a board outside LOCAL_MIN_CELLS..LOCAL_MAX_CELLS cells)."""
    if not LOCAL_MIN_CELLS <= p.width * p.height <= LOCAL_MAX_CELLS or sol.variant == "notouch":
        return None
    from ...backends import make_backend  # only when a window search runs
    from ...compiling import compile_model
    from ...genre import EncodeOptions
    from ...loading import load
    from ...solving import search
    from .rules import FLAGS, decode

    options = options or EncodeOptions()
    genre = {k: v for k, v in options.genre.items() if k not in FLAGS}
    genre[next(k for k, v in FLAGS.items() if v == sol.variant)] = True
    # the rules alone (mode "count": no canonical forms; no hints): any other answer will do
    compiled = compile_model(load(p), replace(options, genre=genre, hints=False), mode="count")
    model, line = compiled.model, compiled.info.line
    drawn = {frozenset(x) for _, cells in sol.paths for x in zip(cells, cells[1:])}
    lit = {(u, v): (x if frozenset((u, v)) in drawn else -x) for (u, v), x in line.items() if u < v}
    with make_backend(model, "pysat", "glucose4") as be:
        be.add_clause([-x for x in lit.values()])  # not this answer
        k = WINDOW
        for r0, c0 in windows(p.height, p.width, WINDOW, STRIDE):
            def inside(cell):
                return r0 <= cell[0] < r0 + k and c0 <= cell[1] < c0 + k
            fixed = [x for (u, v), x in lit.items() if not (inside(u) and inside(v))]
            found = []
            search(model, be, "solve", assumptions=fixed, on_solution=found.append)
            if found:
                return decode(p, model, found[0], compiled.info)
    return None
