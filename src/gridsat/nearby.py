"""Another answer near a first one, looked for window by window: a shortcut of unique mode
that a genre's ``Genre.second`` may take before the search over the whole board.

A puzzle that is not unique often has answers that differ from the first one only in a small
area (Numberlink's Janko puzzles under the strict or loose rule: a 4x4 to 8x8 area).  With every
answer literal outside a window assumed as in the first answer, the solver finds such an answer
in milliseconds, where a search over the whole board can take minutes.  Finding none proves
nothing: the search over the whole board follows.  What is found is a model of the genre's
formula; the caller decodes it and the library checks it with the checker like any other.
"""
from __future__ import annotations

import time
from typing import Iterable, Iterator

Window = tuple[int, int, int, int]  # top, left, height, width


def starts(n: int, k: int, step: int) -> list[int]:
    """Where windows of ``k`` start along ``n`` cells, ``step`` apart, the last flush with the end."""
    last = max(0, n - k)
    return sorted(set(range(0, last + 1, step)) | {last})


def squares(h: int, w: int, k: int, step: int) -> Iterator[Window]:
    """k x k windows (cut to the board), ``step`` cells apart in both directions."""
    for r in starts(h, k, step):
        for c in starts(w, k, step):
            yield r, c, min(k, h), min(k, w)


def bands(h: int, w: int, k: int, step: int) -> Iterator[Window]:
    """Bands of k rows across the board, then of k columns down it, ``step`` apart (none along a
    side no longer than k: the squares cover it)."""
    if k < w:
        for r in starts(h, k, step):
            yield r, 0, min(k, h), w
    if k < h:
        for c in starts(w, k, step):
            yield 0, c, h, min(k, w)


def inside(window: Window, cell: tuple[int, int]) -> bool:
    r0, c0, kh, kw = window
    return r0 <= cell[0] < r0 + kh and c0 <= cell[1] < c0 + kw


def differing_inside(model, located: dict[tuple, int], windows: Iterable[Window], end: float,
                     call_seconds: float, solver: str = "glucose4") -> dict | None:
    """A model of ``model`` that is not the first answer and agrees with it outside one window,
    or None (none found by ``end``, a ``time.monotonic()``).  ``located`` maps the cells each
    answer literal lies on (a cell, or a segment's two cells) to the literal as the first answer
    has it; a literal is free in a window when all its cells are inside.  Each window gets at
    most ``call_seconds``; a solver stopped mid-search is replaced by a fresh one."""
    from .backends import make_backend
    from .solving import search

    block = [-x for x in located.values()]  # not the first answer

    def fresh():
        be = make_backend(model, "pysat", solver)
        be.add_clause(block)
        return be

    be = fresh()
    try:
        for window in windows:
            left = end - time.monotonic()
            if left <= 0:
                break
            fixed = [x for cells, x in located.items() if not all(inside(window, cell) for cell in cells)]
            found: list = []
            res = search(model, be, "solve", timeout=min(call_seconds, left), assumptions=fixed,
                         on_solution=found.append)
            if found:
                return found[0]
            if res.status == "timeout":
                be.close()
                be = fresh()
    finally:
        be.close()
    return None
