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
import gc as _gc
import os as _os
import sys as _sys


def _is_the_command_line() -> bool:
    """Is this process the ``gridsat`` command (the script, or ``python -m gridsat``)?"""
    if _os.path.basename(_sys.argv[0] if _sys.argv else "") == "gridsat":
        return True
    argv = getattr(_sys, "orig_argv", [])
    return any(a == "-m" and b == "gridsat" for a, b in zip(argv, argv[1:]))


if _is_the_command_line():  # a signal while the modules below load: one line (the CLI's own come later)
    from .processes import install_start_up_handlers

    install_start_up_handlers()

from .version import __version__  # noqa: F401

# The imports make many objects and no garbage: the cyclic collector, which would walk them over
# and over, waits until they are done (a tenth of a cold start: benchmarks/results/startup.md).
_collecting = _gc.isenabled()
_gc.disable()
try:
    from .api import count, explain, load, loads, solve  # noqa: E402,F401
    from .formats import InputError  # noqa: E402,F401
    from .genre import EncodeOptions, Genre  # noqa: E402,F401
finally:
    if _collecting:
        _gc.enable()


def __getattr__(name: str):  # check, convert, draw, export_dimacs, decode_answer: when first used
    if name in ("check", "convert", "draw", "export_dimacs", "decode_answer", "forced"):
        from . import api

        return getattr(api, name)
    raise AttributeError(f"module 'gridsat' has no attribute {name!r}")
