"""A second answer near the first: the lines redrawn inside one small window of the board,
everything outside it as in the first answer (``Genre.second``, before the search for another
answer on the whole board).

Janko's Arukone puzzles are made for the notouch rule; under the strict or loose rule they
have other answers, and those differ from the first answer only inside a 4x4 to 8x8 area (or
two such areas in one band of rows): with every segment outside a 7x7 or 10x10 window (or a
band of 7 rows or columns) an assumption they are found in milliseconds, where a search over the whole
board took minutes (benchmarks/results/hardest-numberlink.md).  The answer is built by the
genre's own rules (no loops, every cell used or not as the rule says), and the library checks
it with the checker like any other.  Finding none proves nothing: the search over the whole
board follows.
"""
from __future__ import annotations

import time
from dataclasses import replace

from ... import nearby
from .puzzle import Puzzle, Solution

WINDOW = 7   # a window's side, cells; windows STRIDE cells apart overlap by 5: any difference
STRIDE = 2   # of up to 6x6 cells lies inside one (bands: up to 6 rows, or 6 columns)
WIDE = 10    # every cell used: then windows of 10x10, 3 apart (a difference up to 8x8; Janko
WIDE_STRIDE = 3  # #128's second answer), before the bands
LOCAL_MIN_CELLS = 289  # 17x17: smaller boards are proved unique faster than the windows are tried
LOCAL_MAX_CELLS = 2_500  # 50x50: beyond, the windows (one SAT call each) cost too much
CALL_SECONDS = 1.0  # a window whose search takes longer is left (finding nothing proves nothing)
SCAN_SECONDS = 2.0  # then the windows left are left (Janko #128's bands: 6 s, and found nothing)
SCAN_SHARE = 0.25  # of a time limit's time left, at most


def windows(h: int, w: int, k: int = WINDOW, step: int = STRIDE, wide: bool = True):
    """The windows, as (top, left, height, width): k x k squares ``step`` cells apart (the
    last row and column of them flush with the board's edge), then (``wide``) WIDE x WIDE
    squares WIDE_STRIDE apart and bands of k rows across the board and of k columns down it,
    ``step`` apart."""
    yield from nearby.squares(h, w, k, step)
    if not wide:
        return
    if WIDE < max(h, w):
        yield from nearby.squares(h, w, WIDE, WIDE_STRIDE)
    yield from nearby.bands(h, w, k, step)


def rerouted(p: Puzzle, sol: Solution, options=None, deadline: float | None = None) -> Solution | None:
    """Another answer under ``sol``'s rule that differs from it only inside one window, or
    None (none there, or a board outside LOCAL_MIN_CELLS..LOCAL_MAX_CELLS cells).  With a
    ``deadline`` (``time.monotonic()``) the windows get at most a quarter of the time left."""
    if not LOCAL_MIN_CELLS <= p.width * p.height <= LOCAL_MAX_CELLS or sol.variant == "notouch":
        return None
    now = time.monotonic()
    end = now + SCAN_SECONDS if deadline is None else min(now + SCAN_SECONDS, now + (deadline - now) * SCAN_SHARE)
    if end <= now:
        return None
    from ...compiling import compile_model
    from ...genre import EncodeOptions
    from ...loading import load
    from ...model import DeadlineReached
    from .puzzle import FLAGS
    from .rules import decode

    options = options or EncodeOptions()
    genre = {k: v for k, v in options.genre.items() if k not in FLAGS}
    genre[next(k for k, v in FLAGS.items() if v == sol.variant)] = True
    # the rules alone (mode "count": no canonical forms; no hints): any other answer will do
    try:
        compiled = compile_model(load(p), replace(options, genre=genre, hints=False), mode="count", deadline=end)
    except DeadlineReached:
        return None
    drawn = {frozenset(x) for _, cells in sol.paths for x in zip(cells, cells[1:])}
    located = {(u, v): (x if frozenset((u, v)) in drawn else -x) for (u, v), x in compiled.info.line.items() if u < v}
    # wide windows and bands for every cell used only: under the loose rule they cost more
    # than they find (the bands of a 36x20 Nikoli puzzle took minutes)
    found = nearby.differing_inside(compiled.model, located, windows(p.height, p.width, WINDOW, STRIDE,
                                                                     wide=sol.variant == "strict"),
                                    end, CALL_SECONDS)
    return None if found is None else decode(p, compiled.model, found, compiled.info)
