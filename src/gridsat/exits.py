"""Exit codes, defined once (a contract; see README and ``gridsat --help``).

  0 solved (and unique when --unique was asked); check: the solution is valid
  1 no solution; check: the solution breaks a rule
  2 bad input or usage
  3 --unique asked and more than one solution exists; forced: some answers differ
  4 time limit reached before the question was settled (generate: no puzzle made)
  5 internal error: a backend answer failed the checker (never printed as a solution)
  130 interrupted (Ctrl-C, SIGINT); 143 terminated (SIGTERM)
  141 standard output closed under it (a pipe whose reader went away, as ``| head``): no message

A batch exits with its worst entry's code (:data:`SEVERITY`, least to most severe).
"""
from __future__ import annotations

EXIT_OK, EXIT_UNSAT, EXIT_INPUT, EXIT_MULTIPLE, EXIT_TIMEOUT, EXIT_UNVERIFIED = 0, 1, 2, 3, 4, 5
EXIT_INTERRUPTED, EXIT_TERMINATED = 130, 143
EXIT_PIPE = 141  # 128 + SIGPIPE, what a shell shows for a tool a closed pipe ended

SEVERITY = [EXIT_OK, EXIT_UNSAT, EXIT_MULTIPLE, EXIT_TIMEOUT, EXIT_INPUT]  # a batch's exit code: the worst

# a solve's status (``multiple``: 3 in unique mode, else 0: counting found several)
STATUS_CODE = {"solved": EXIT_OK, "unique": EXIT_OK, "unsat": EXIT_UNSAT, "timeout": EXIT_TIMEOUT}
# a backbone's status (``forced``)
FORCED_CODE = {"unique": EXIT_OK, "open": EXIT_MULTIPLE, "unsat": EXIT_UNSAT, "timeout": EXIT_TIMEOUT}
# an explanation's status (``explain``) and an external solver's verdict (``decode``)
EXPLAIN_CODE = {"sat": EXIT_OK, "unsat": EXIT_UNSAT, "timeout": EXIT_TIMEOUT}
DECODE_CODE = {"sat": EXIT_OK, "unsat": EXIT_UNSAT, "unknown": EXIT_TIMEOUT}
# a hint's, steps' and rating's status (``hint``, ``steps``, ``rate``): a step found / the answer
# complete; no answer, or a --given cell that is not the answer's; nothing forced (not unique)
HINT_CODE = {"hint": EXIT_OK, "complete": EXIT_OK, "done": EXIT_OK, "unsat": EXIT_UNSAT, "wrong": EXIT_UNSAT,
             "stuck": EXIT_MULTIPLE, "timeout": EXIT_TIMEOUT}


class Fail(Exception):
    """A run that ends with one line and an exit code (the command line prints it; no traceback)."""

    def __init__(self, message: str, code: int) -> None:
        super().__init__(message)
        self.code = code


def of_status(status: str, mode: str) -> int:
    """The exit code of a solve that ended in ``status`` in ``mode``."""
    return STATUS_CODE.get(status, EXIT_MULTIPLE if status == "multiple" and mode == "unique" else EXIT_OK)


def of_report(report) -> int:
    """The exit code of a :class:`~gridsat.reports.Report`."""
    return of_status(report.status, report.mode)
