"""gridsat: compile logic puzzles to SAT.

Public API (see :mod:`gridsat.api`): ``load``, ``loads``, ``solve``, ``export_dimacs``,
``decode_answer``, ``check``.  Heavy modules (z3, networkx) are imported only where used.
"""
__version__ = "0.1.0"

from .api import check, decode_answer, export_dimacs, load, loads, solve  # noqa: E402,F401
from .formats import InputError  # noqa: E402,F401
