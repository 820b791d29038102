"""The public API: load a puzzle, compile it, solve / count / prove unique, explain, export
DIMACS, decode an external solver's answer, check a solution, draw.

One module per responsibility; this one gathers their public names (``from gridsat import
api; api.load(...)``):

==================  ===========================================================================
:mod:`.loading`     detection and parsing: ``load``, ``loads``, ``load_all``, ``Loaded``, batches
:mod:`.compiling`   ``compile_model`` (the compile context, the lowering), limits, checked answers
:mod:`.running`     ``solve``, ``count``, ``solve_batch``, ``explain_conflict``
:mod:`.backbone`    ``forced`` (what every answer shares)
:mod:`.hints`       ``hint``, ``steps``, ``rate`` (steps a solver by hand could take, verified)
:mod:`.exporting`   ``export_dimacs``, ``decode_answer``
:mod:`.documents`   ``read_solution``, ``check``, ``draw``, ``convert``
:mod:`.reports`     ``Report``, ``Explanation``, ``UnverifiedAnswer``, ``SCHEMA``
==================  ===========================================================================

Every function that takes a puzzle accepts a :class:`Loaded`, a genre's Puzzle object, a
JSON-like dict (with ``"genre"``), a file path (``-``: standard input), or puzzle text in any
supported form (native text, JSON, a puzz.link URL, a game ID, a ``genre:`` prefixed line).

Every answer any backend returns is decoded and run through the genre's independent checker
before it is handed out; a backend answer that fails the checker raises
:class:`UnverifiedAnswer` instead of being reported.
"""
from __future__ import annotations

from .compiling import (BYTES_PER_CLAUSE, MAX_TIMEOUT, Compiled, _tuning, check_run,  # noqa: F401
                        check_timeout, checked_solution, compile_model, default_max_clauses)
from .genre import EncodeOptions, Genre  # noqa: F401
from .loading import (Batch, Entry, Loaded, export_name, load, load_all, load_entries, loads,  # noqa: F401
                      loads_all, puzzle_digest, reading_within)
from .model import Model  # noqa: F401
from .reports import MODES, SCHEMA, Explanation, Report, UnverifiedAnswer  # noqa: F401
from .running import (FALLBACK_SECONDS, PROOF_SHARE, count, explain, explain_conflict,  # noqa: F401
                      solve, solve_batch)

# imported when first asked for (a solve needs none of them: start-up)
_LAZY = {"Forced": "backbone", "forced": "backbone", "check": "documents", "convert": "documents",
         "draw": "documents", "read_solution": "documents", "decode_answer": "exporting",
         "export_dimacs": "exporting", "hint": "hints", "steps": "hints", "rate": "hints", "Hint": "hints"}


def __getattr__(name: str):
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'gridsat.api' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(f"gridsat.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY))
