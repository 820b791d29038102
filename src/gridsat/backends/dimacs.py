"""DIMACS CNF: write (atomically, with a header and a variable map), read solver output, and
run an external competition solver as a backend.

Header lines written before ``p cnf``::

    c gridsat 0.1.0
    c genre starbattle
    c source examples/starbattle-9x9.txt
    c size 9x9
    c var 1 ["star", 0, 0]          <- one line per primary variable: number and JSON label

:func:`read_varmap` reads the ``c var`` lines back.
"""
from __future__ import annotations

import json
import os
import shlex
import stat
import subprocess
import tempfile
import time
from pathlib import Path
from itertools import chain
from typing import Iterable, Sequence

from ..formats import InputError, write_atomic
from ..processes import ending_cleanly, kill_tree, start_solver
from .base import Backend, BackendError, Outcome


class SolverOutputError(InputError):
    """The solver output could not be read (source and line in the error)."""


def dimacs_lines(model, header: dict | None = None, extra: Iterable[Sequence[int]] = ()) -> Iterable[str]:
    from ..version import __version__

    yield f"c gridsat {__version__}\n"
    for key, value in (header or {}).items():
        text = " ".join(str(value).split())  # one line; a file name that is not UTF-8 is escaped
        yield f"c {key} {text.encode('utf-8', 'backslashreplace').decode('utf-8')}\n"
    for v in model.primary:
        yield f"c var {v} {json.dumps(list(model.labels[v]))}\n"
    clauses = model.hard_clauses()
    extra = [list(c) for c in extra]
    yield f"p cnf {model.nvars} {len(clauses) + len(extra)}\n"
    for c in clauses:
        yield " ".join(map(str, c)) + " 0\n"
    for c in extra:
        yield " ".join(map(str, c)) + " 0\n"


def write_dimacs(model, path: str | os.PathLike, header: dict | None = None,
                 extra: Iterable[Sequence[int]] = ()) -> Path:
    """Write the model to ``path`` atomically (:func:`gridsat.formats.write_atomic`)."""
    return write_atomic(path, dimacs_lines(model, header, extra), mkdir=True)


def read_header(path: str | os.PathLike) -> tuple[dict[str, str], dict[int, tuple]]:
    """The ``c key value`` header and the ``c var`` map of a CNF written by gridsat."""
    header: dict[str, str] = {}
    varmap: dict[int, tuple] = {}
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            if not line.startswith("c "):  # "p cnf": the header is over (or this is no gridsat CNF)
                break
            parts = line[2:].rstrip("\n").split(" ", 2)
            if parts[0] == "var" and len(parts) == 3:
                varmap[int(parts[1])] = tuple(json.loads(parts[2]))
            elif len(parts) >= 2:
                header[parts[0]] = " ".join(parts[1:])
    return header, varmap


def read_varmap(path: str | os.PathLike) -> dict[int, tuple]:
    return read_header(path)[1]


_KINDS = ((stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a device"),
          (stat.S_ISBLK, "a device"), (stat.S_ISSOCK, "a socket"))


def _read_capped(path: str, cap: int, what: str = "its output", tail: bool = False) -> str:
    """A solver output file as text: bytes that are not UTF-8 become U+FFFD (a solver may print
    anything), and a flood beyond ``cap`` bytes is an error, not gigabytes in memory (``tail``:
    the last ``cap`` bytes instead, for standard error).  The solver may have put anything at
    ``path``: only a regular file is read (opened without blocking, so a FIFO never hangs, and
    checked once open, so a link to a device is refused too); no file is an empty output."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        return ""
    except OSError as e:  # a socket (ENXIO), a loop of links, ...
        raise BackendError(f"cannot read {what}: {e.strerror or e}") from None
    st = os.fstat(fd)
    if not stat.S_ISREG(st.st_mode):
        os.close(fd)
        kind = next((name for test, name in _KINDS if test(st.st_mode)), "not a file")
        raise BackendError(f"{what} is not a regular file ({kind}); nothing was read from it")
    with os.fdopen(fd, "rb") as f:
        if tail:
            f.seek(max(0, st.st_size - cap))
            data = f.read(cap)
        else:
            if st.st_size > cap:
                raise BackendError(f"external solver printed {st.st_size:,} bytes (more than the {cap:,} a model of "
                                   "this formula needs); is it a SAT solver?")
            data = f.read(cap + 1)
            if len(data) > cap:
                raise BackendError(f"external solver printed more than {cap:,} bytes (more than a model of this "
                                   "formula needs); is it a SAT solver?")
    return data.decode("utf-8", errors="replace")


def unsatisfied(clauses: Iterable[Sequence[int]], values) -> tuple[int, Sequence[int]] | None:
    """The first clause (1-based number, literals) that no literal of ``values`` makes true, or
    None.  ``values``: ``{var: bool}`` as printed; a variable left out makes neither of its
    literals true (the competition's rule: the printed literals alone must satisfy the formula)."""
    true = {v if b else -v for v, b in values.items()}
    for no, clause in enumerate(clauses, 1):
        if true.isdisjoint(clause):
            return no, clause
    return None


def parse_solver_output(text: str, source: str = "solver output") -> tuple[str, dict[int, bool] | None]:
    """Read a SAT solver's answer.

    Understands the competition format (``s SATISFIABLE`` / ``s UNSATISFIABLE`` /
    ``s UNKNOWN`` and ``v ... 0`` lines, ``c`` comments), minisat's result file (``SAT`` or
    ``UNSAT`` then a bare model line) and a bare model line alone.  Returns
    ``("sat", values)``, ``("unsat", None)`` or ``("unknown", None)``.
    """
    status = None
    lits: list[int] = []
    saw_model = False
    for no, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("c"):
            continue
        word = line.split()[0]
        if word == "s" or line in ("SAT", "UNSAT", "SATISFIABLE", "UNSATISFIABLE", "INDET", "UNKNOWN"):
            verdict = line[1:].strip() if word == "s" else line
            if verdict in ("SATISFIABLE", "SAT"):
                said = "sat"
            elif verdict in ("UNSATISFIABLE", "UNSAT"):
                said = "unsat"
            elif verdict in ("UNKNOWN", "INDET", "INDETERMINATE"):
                said = "unknown"
            else:
                raise SolverOutputError(f"unknown status line {line[:60]!r}", source, no)
            if status is not None and said != status:
                raise SolverOutputError(f"contradictory status lines ({status.upper()} and then "
                                        f"{line[:60]!r}): the output cannot be trusted", source, no)
            status = said
            continue
        body = line[1:] if word == "v" else line
        try:
            lits.extend(int(t) for t in body.split())
        except ValueError:
            raise SolverOutputError(
                f"expected a status line ('s ...') or model literals, got {line[:60]!r}", source, no) from None
        saw_model = True
    if status is None:
        if not saw_model:
            raise SolverOutputError("no status line and no model found", source)
        status = "sat"
    if status != "sat":
        if saw_model:
            raise SolverOutputError(f"the status is {status.upper()} but the output holds model literals: "
                                    "it cannot be trusted", source)
        return status, None
    if not saw_model:
        raise SolverOutputError("solver says SATISFIABLE but printed no model ('v' lines)", source)
    values: dict[int, bool] = {}
    for lit in lits:
        if lit and values.setdefault(abs(lit), lit > 0) != (lit > 0):
            raise SolverOutputError(f"the model holds both {abs(lit)} and -{abs(lit)}: it cannot be trusted", source)
    return "sat", values


class ExternalBackend(Backend):
    """Runs an external DIMACS solver on each call.

    ``solver_cmd`` is a command line; the CNF path is appended, or put where ``{cnf}`` stands.
    If it contains ``{out}``, the answer is read from that file (minisat: ``minisat {cnf} {out}``),
    otherwise from standard output.  Blocking clauses and assumptions become extra clauses of
    the file handed to the next call.
    """

    name = "external"

    def __init__(self, model, solver_cmd: str, certify: bool = False) -> None:
        self.model = model
        self.certify = certify
        try:
            self.argv = shlex.split(solver_cmd)
        except ValueError as e:
            raise BackendError(f"cannot read --solver-cmd {solver_cmd!r}: {e}") from None
        if not self.argv:
            raise BackendError("--solver-cmd is empty")
        self.extra: list[list[int]] = []
        self.last_cnf: str | None = None

    def add_clause(self, clause: Sequence[int]) -> None:
        self.extra.append(list(clause))

    def solve(self, assumptions: Sequence[int] = (), deadline: float | None = None) -> Outcome:
        extra = self.extra + [[a] for a in assumptions]
        with ending_cleanly(), tempfile.TemporaryDirectory(prefix="gridsat-") as tmp:  # a worker too
            cnf = os.path.join(tmp, "formula.cnf")
            out = os.path.join(tmp, "answer.txt")
            write_dimacs(self.model, cnf, extra=extra)
            argv = [a.replace("{cnf}", cnf).replace("{out}", out) for a in self.argv]
            if not any("{cnf}" in a for a in self.argv):
                argv.append(cnf)
            code = self._run(argv, tmp, deadline)
            if code is None:
                return Outcome("timeout")
            to_out = any("{out}" in a for a in self.argv)
            what = f"the answer file of external solver {self.argv[0]!r} ({{out}})" if to_out else \
                f"the output of external solver {self.argv[0]!r}"
            text = _read_capped(out if to_out else os.path.join(tmp, "stdout"), self._cap(), what)
            if code not in (0, 10, 20) and not text.strip():
                msg = (_read_capped(os.path.join(tmp, "stderr"), 4096, f"the standard error of {self.argv[0]!r}",
                                    tail=True).strip().splitlines() or [""])[-1]
                raise BackendError(f"external solver {self.argv[0]!r} failed (exit {code}): {msg[:200]}")
            try:
                status, values = parse_solver_output(text, f"output of {self.argv[0]}")
            except SolverOutputError as e:
                raise BackendError(str(e)) from None
        if status == "unknown":  # a time limit of ours ran out, or the solver gave up on its own
            if deadline is not None and time.monotonic() >= deadline - 0.05:
                return Outcome("timeout")
            raise BackendError(f"external solver {self.argv[0]!r} gave no answer (s UNKNOWN)")
        if status == "sat":
            missing = [v for v in self.model.primary if v not in values]
            if missing:
                raise BackendError(f"external solver {self.argv[0]!r} printed a model without variable "
                                   f"{missing[0]} (the formula has {self.model.nvars}); is it a SAT solver?")
            self._check_model(values, extra)
        elif self.certify:
            self._certify_unsat(extra)
        return Outcome(status, values=values)

    def _check_model(self, values: dict[int, bool], extra: list[list[int]]) -> None:
        """A model must satisfy the whole formula the solver was given: the puzzle's clauses and
        the ones added since (blocking clauses of the answers found, cuts, assumptions).  So a
        solver that prints an answer again, after it was ruled out, is an error, not a second
        answer; so is a model that breaks any clause, auxiliary ones included."""
        hard = self.model.hard_clauses()
        bad = unsatisfied(chain(hard, extra), values)
        if bad is None:
            return
        no, clause = bad
        lits = " ".join(map(str, clause[:8])) + (" ..." if len(clause) > 8 else "")
        added = (" (a clause gridsat added: it rules out an answer found before, or is a cut or an assumption)"
                 if no > len(hard) else "")
        raise BackendError(f"external solver {self.argv[0]!r} printed a model that does not satisfy clause {no} "
                           f"[{lits} 0] of the formula it was given{added}; its answers are not trusted")

    def _cap(self) -> int:
        """The most output read from a solver: a model line per variable, with room to spare."""
        return 64 * 1024 * 1024 + 24 * (self.model.nvars + 1)

    def _run(self, argv: list[str], tmp: str, deadline: float | None) -> int | None:
        """Run the solver in a session of its own, its output going to files (never into
        memory); kill it and every process it started (:func:`gridsat.processes.kill_tree`:
        also those that left its session) when it ends, on a time limit, an error or a
        signal.  The exit code, or None when the time limit came first."""
        wait = None if deadline is None else max(0.01, deadline - time.monotonic())
        with open(os.path.join(tmp, "stdout"), "wb") as so, open(os.path.join(tmp, "stderr"), "wb") as se:
            try:
                proc = start_solver(argv, stdin=subprocess.DEVNULL, stdout=so, stderr=se)
            except FileNotFoundError:
                raise BackendError(f"external solver not found: {self.argv[0]!r}") from None
            except OSError as e:
                raise BackendError(f"cannot run external solver {self.argv[0]!r}: {e.strerror or e}") from None
            stop = None if wait is None else time.monotonic() + wait
            try:
                step = 0.002
                while True:  # wait, watching the clock and the size of what it prints
                    try:
                        return proc.wait(timeout=step if stop is None else max(0.0, min(step, stop - time.monotonic())))
                    except subprocess.TimeoutExpired:
                        pass
                    if stop is not None and time.monotonic() >= stop:
                        return None
                    if os.fstat(so.fileno()).st_size > self._cap() or os.fstat(se.fileno()).st_size > self._cap():
                        raise BackendError(f"external solver {self.argv[0]!r} printed more than {self._cap():,} "
                                           "bytes (more than a model of this formula needs); stopped it")
                    step = min(0.2, step * 2)
            finally:
                kill_tree(proc)  # every process it started too, in its session or not; a no-op when all is done

    def _certify_unsat(self, extra: list[list[int]]) -> None:
        """--certify: an UNSAT claim (no answer, no other answer) is proved again in-process."""
        from .pysat import _Engine

        engine = _Engine("cadical195", self.model.hard_clauses() + list(extra))  # a call Ctrl-C stops
        try:
            sat = engine.decide([])
        finally:
            engine.delete()
        if sat:
            raise BackendError(f"external solver {self.argv[0]!r} claimed UNSATISFIABLE, but the formula "
                               "has a solution (found in-process by --certify); its answers are not trusted")
