"""gridsat: compile logic puzzles to SAT.

The public API (see :mod:`gridsat.api`)::

    import gridsat
    report = gridsat.solve("examples/starbattle-9x9.txt", mode="unique")
    report.status, report.solution, report.to_json()

``load``, ``loads``, ``solve``, ``count``, ``explain``, ``export_dimacs``, ``decode_answer``,
``check``, ``draw``, ``convert``; every one takes a path, puzzle text (native, JSON, a
puzz.link URL, a game ID), a dict, a Puzzle or a loaded puzzle.  Heavy modules (z3,
networkx) are imported only where used.
"""
from .version import __version__  # noqa: F401

from .api import (check, convert, count, decode_answer, draw, explain, export_dimacs, load,  # noqa: E402,F401
                  loads, solve)
from .formats import InputError  # noqa: E402,F401
from .genre import EncodeOptions, Genre  # noqa: E402,F401
