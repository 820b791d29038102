"""Big jobs: one model for ``solve FILE`` (a batch), ``forced FILE`` and ``generate --count N``.

A job is a :class:`Task` (what to do, as plain picklable settings) and a list of items: a batch
file's puzzles, not parsed yet (:class:`gridsat.api.Entry`), or the numbers of the puzzles to
generate.  The items are cut into chunks, and :func:`run_chunk` turns one chunk into one
:class:`Row` per item: its index, its output record (a JSON line, or text), its status and
exit code.  The chunks run

* here, as one stream (``--workers 1``, the default): each record comes as soon as it is
  done, and a run of puzzles of one shape shares one solver;
* in a pool of N forked local processes (``--workers N``);
* on a Dask distributed cluster (``--dask tcp://HOST:PORT``, the ``dask`` extra): each chunk is
  a task; the workers need gridsat installed (the same version).

Whatever runs them, records come out in input order (a chunk that finishes early waits for
the ones before it), and the chunks are the same for the same number of workers, so a run is
the same line for line wherever it runs, up to the timings in ``stats`` (and, for a puzzle
with several answers solved without ``--unique``, which answer: chunks share a solver).

``--output FILE`` writes the records to FILE, each flushed as it comes; a re-run with the same
FILE reads what is there, drops a last record cut short, and runs only the items not yet in it
(resume).  Progress goes to standard error when that is a terminal.
"""
from __future__ import annotations

import json
import os
import re
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Iterator, NamedTuple

from .exits import EXIT_INPUT, EXIT_OK, EXIT_TIMEOUT, FORCED_CODE, SEVERITY, of_report, of_status
from .formats import InputError

CHUNK_CAP = 500


class Row(NamedTuple):
    index: int
    record: str       # what the output gets: one JSON line, a text line, or a text block
    status: str
    code: int


@dataclass
class Task:
    """``kind``: ``solve``, ``forced`` or ``generate``; ``settings``: what its chunks need
    (plain values only: a Dask task carries them to another machine)."""

    kind: str
    settings: dict = field(default_factory=dict)

    @property
    def block(self) -> bool:
        """Records of several lines (generated text), kept apart by an empty line."""
        return self.kind == "generate" and not self.settings.get("as_json")


def run_chunk(task: Task, chunk: list) -> list[Row]:
    """The work of one chunk, wherever it runs (top level: Dask ships it by name)."""
    return list(iter_chunk(task, chunk))


def iter_chunk(task: Task, chunk: list) -> Iterator[Row]:
    """The rows of one chunk, each as soon as it is done."""
    return {"solve": _solve_chunk, "forced": _forced_chunk, "generate": _generate_chunk}[task.kind](task, chunk)


def _schema(doc: dict) -> str:
    from .reports import SCHEMA

    if "schema" not in doc:
        doc = {**doc, "schema": SCHEMA}
    return json.dumps(doc)


def _bad(index: int, error, as_json: bool) -> Row:
    if as_json:
        return Row(index, _schema({"index": index, "status": "error", "error": str(error)}), "bad input", EXIT_INPUT)
    return Row(index, f"#{index}: bad input: {error}", "bad input", EXIT_INPUT)


# -- solve ---------------------------------------------------------------------------------------

def _solve_chunk(task: Task, chunk: list) -> Iterator[Row]:
    from .running import solve_batch

    s = task.settings
    run = dict(s["run"], jobs=1)
    items = (entry.load() for _, entry in chunk)
    for j, item, report in solve_batch(items, **run):
        i = chunk[j - 1][0]
        yield Row(i, *batch_record(i, item, report, run, s["as_json"], s.get("want_answer", False)))


def batch_record(i: int, item, report, run: dict, as_json: bool, want_answer: bool) -> tuple[str, str, int]:
    """One batch entry's output line (a JSON document or text), its status and exit code;
    built where the puzzle was solved (here, a worker process, a Dask worker)."""
    if report is item:  # an entry that could not be read
        status, code = "bad input", EXIT_INPUT
        if as_json:
            return _schema({"index": i, "status": "error", "error": str(item)}), status, code
        return f"#{i}: bad input: {item}", status, code
    status = report.status
    code = of_report(report)
    first = report.solution
    g = item.genre
    if as_json:
        doc = {"index": i, **report.to_json()}
        if want_answer and g.answer is not None:
            doc["answer"] = g.answer(item.puzzle, first) if first else None
        return _schema(doc), status, code
    if run.get("count_only"):
        n = report.solutions_found
        line = f"{n} solution{'s' if n != 1 else ''}" + (
            "" if report.complete else " (limit reached; more may exist)")
    else:
        line = g.solution_line(item.puzzle, first) if (
            first is not None and g.solution_line is not None) else ""
    secs = report.stats["encode_seconds"] + report.stats["solve_seconds"]
    return f"#{i}: {status}{' ' + line if line else ''} [{secs:.3f}s]", status, code


# -- forced --------------------------------------------------------------------------------------

def _forced_chunk(task: Task, chunk: list) -> Iterator[Row]:
    from .backbone import forced

    s = task.settings
    for i, entry in chunk:
        item = entry.load()
        if isinstance(item, InputError):
            yield _bad(i, item, s["as_json"])
            continue
        f = forced(item, **s["run"])
        if s["as_json"]:
            yield Row(i, _schema({"index": i, **f.to_json()}), f.status, FORCED_CODE[f.status])
            continue
        st = f.stats
        what = {"unique": "unique", "open": f"open ({len(f.open)} of {len(f.forced) + len(f.open)} differ)",
                "unsat": "unsat", "timeout": f"timeout ({len(f.unknown)} not settled)"}[f.status]
        secs = st.get("encode_seconds", 0) + st.get("solve_seconds", 0)
        yield Row(i, f"#{i}: {what} [{len(f.forced)} forced, {st.get('sat_calls', 0)} SAT calls, {secs:.3f}s]",
                  f.status, FORCED_CODE[f.status])


# -- generate ------------------------------------------------------------------------------------

def _generate_chunk(task: Task, chunk: list) -> Iterator[Row]:
    from . import encoders
    from .generate import GenerateFailed, generate

    s = task.settings
    g = encoders.get(s["genre"])
    for i, _ in chunk:
        try:
            made = generate(g, tuple(s["size"]), s["seed"], i, s["options"], s["minimal"],
                            difficulty=s.get("difficulty"), tries=s.get("tries"))
        except GenerateFailed as e:
            size = f"{s['size'][0]}x{s['size'][1]}"
            doc = {"index": i, "genre": g.name, "status": "failed", "seed": s["seed"], "size": size, "error": str(e)}
            rec = _schema(doc) if s["as_json"] else f"// #{i} {g.name} {size} seed {s['seed']}: failed: {e}"
            yield Row(i, rec, "failed", EXIT_TIMEOUT)
            continue
        if s["as_json"]:
            yield Row(i, _schema(made.to_json(g, s["format"])), "unique", EXIT_OK)
            continue
        st = made.stats
        clues = f"{made.clues} clues{' (minimal)' if made.minimal else ''}, " if made.clues is not None else ""
        head = (f"// #{i} {g.name} {made.size[0]}x{made.size[1]} seed {s['seed']}: unique, {clues}"
                f"{st.get('conflicts', '?')} conflicts, {st.get('decisions', '?')} decisions, "
                f"{st['generate_seconds']:.2f}s" + (f", rated {st['level']} ({st['rating']})" if "level" in st else ""))
        yield Row(i, head + "\n" + made.text(g, s["format"]), "unique", EXIT_OK)


# -- where the chunks run ------------------------------------------------------------------------

def chunked(items: list, parts: int, cap: int = CHUNK_CAP) -> list[list]:
    """Cut ``items`` for ``parts`` parallel workers: about 16 chunks each (so one slow chunk
    does not hold the end back), at most ``cap`` items a chunk."""
    size = max(1, min(cap, len(items) // (parts * 16) or 1))
    return [items[k:k + size] for k in range(0, len(items), size)]


def run(task: Task, items: list, workers: int = 1, dask: str | None = None, cap: int = CHUNK_CAP,
        note=None) -> Iterator[Row]:
    """Every item's Row, in input order.  ``note(line)``: says what a run waits for (a Dask
    cluster without workers)."""
    if dask:
        yield from _on_dask(task, items, dask, cap, note)
    elif workers > 1 and len(items) > 1:
        yield from _on_pool(task, chunked(items, workers, cap), workers)
    else:  # here: one stream (a batch of one shape shares one solver), each row as it is done
        yield from iter_chunk(task, items)


def _on_pool(task: Task, chunks: list, workers: int) -> Iterator[Row]:
    import functools

    from .processes import pool_map

    for rows in pool_map(functools.partial(run_chunk, task), chunks, workers):
        yield from rows


def _workers(client) -> int | None:
    """How many workers the cluster has now (None: the scheduler did not say)."""
    try:
        return len(client.nthreads())
    except Exception:  # noqa: BLE001 - a scheduler that does not answer: say nothing of it
        return None


def wait_for(client, fut, note=None, address: str = "", every: float = 2.0, poll: float = 0.05,
             give_up: float | None = None) -> None:
    """Wait until ``fut`` is done; while the cluster has no worker left, say so once on a line
    (``note``), and again when workers are back (the tasks wait on the scheduler for them).
    ``give_up`` (seconds, the job's ``--timeout``): no worker for that long ends the run (exit 4)."""
    gone, check = None, time.monotonic() + min(every, 0.5)
    while not fut.done():
        time.sleep(poll)
        if (note is None and give_up is None) or time.monotonic() < check:
            continue
        check = time.monotonic() + every
        n = _workers(client)
        if n == 0 and gone is None:
            gone = time.monotonic()
            if note is not None:
                note(f"gridsat: note: the Dask cluster{' at ' + address if address else ''} has no workers: "
                     "waiting for one to join" + (f" (for {give_up:g} s, the --timeout)" if give_up else "")
                     + " (Ctrl-C stops)")
        elif n and gone is not None:
            gone = None
            if note is not None:
                note(f"gridsat: note: {n} Dask worker{'s' * (n != 1)} joined: going on")
        if gone is not None and give_up is not None and time.monotonic() - gone >= give_up:
            from .exits import EXIT_TIMEOUT, Fail
            raise Fail(f"--dask {address}: no worker for {give_up:g} s (--timeout): stopped (--output keeps "
                       "what is done; run again to go on)", EXIT_TIMEOUT)


def _on_dask(task: Task, items: list, address: str, cap: int, note=None) -> Iterator[Row]:
    client = connect(address)
    pending: deque = deque()
    try:
        slots = max(1, sum(client.nthreads().values()))
        chunks = iter(chunked(items, slots, cap))
        window = 2 * slots + 2  # enough queued that no worker waits, not the whole job at once
        for chunk in chunks:
            pending.append(client.submit(run_chunk, task, chunk, pure=False))
            if len(pending) >= window:
                break
        give_up = task.settings.get("run", {}).get("timeout")
        while pending:
            fut = pending.popleft()
            wait_for(client, fut, note, address, give_up=give_up)
            try:
                rows = fut.result()
            except Exception as e:  # noqa: BLE001 - the cluster's errors, not the puzzles' (those are rows)
                if not _cluster_error(e):
                    raise
                from .exits import EXIT_INPUT, Fail
                raise Fail(f"--dask {address}: the Dask scheduler went away in the middle of the job "
                           f"({type(e).__name__}); --output keeps what is done: run again to go on",
                           EXIT_INPUT) from None
            nxt = next(chunks, None)
            if nxt is not None:
                pending.append(client.submit(run_chunk, task, nxt, pure=False))
            yield from rows
    finally:
        for fut in pending:
            fut.cancel()
        client.close()


CONNECT_TIMEOUT = 5  # seconds: reaching a Dask scheduler
def _cluster_error(e: BaseException) -> bool:
    """Did the cluster fail (a lost scheduler, a cancelled future, a broken connection)?"""
    import asyncio

    names = {type(e).__name__ for e in (e, e.__cause__, e.__context__) if e is not None}
    return isinstance(e, (asyncio.CancelledError, OSError, TimeoutError)) or bool(
        names & {"FutureCancelledError", "CancelledError", "CommClosedError", "KilledWorker"})


_ADDRESS = re.compile(r"^(?:[a-z0-9+]+://\S+|(?:\[[0-9a-fA-F:.]+\]|[\w.-]+):\d{1,5})$")  # scheme://..., HOST:PORT


def connect(address: str):
    """A client of the Dask scheduler at ``address`` (one-line errors: no extra, no scheduler)."""
    try:
        from distributed import Client
    except ImportError:
        raise InputError("--dask needs the dask extra: pip install 'gridsat[dask]' "
                         "(or pip install 'dask[distributed]')") from None
    if not _ADDRESS.match(address):
        raise InputError(f"--dask {address}: give the scheduler's address, e.g. tcp://HOST:8786")
    import sys
    import threading

    scheme = address.split("://", 1)[0] if "://" in address else "tcp"
    try:
        from distributed.comm.registry import backends
        known = sorted(backends)
    except ImportError:  # pragma: no cover - another layout of distributed
        known = [scheme]
    if scheme not in known:
        raise InputError(f"--dask {address}: unknown address scheme {scheme!r} (Dask speaks {', '.join(known)})")
    import logging
    for name in ["distributed", *(n for n in logging.root.manager.loggerDict if n.startswith("distributed."))]:
        logging.getLogger(name).setLevel(logging.CRITICAL + 1)  # its log lines: gridsat says what matters
    # a Client whose start failed closes itself when collected, and prints its own failure to
    # close then ("Exception ignored in Client.__del__"): the one line above has said it all
    before = sys.unraisablehook

    def quiet(unraisable) -> None:
        if "Client.__del__" not in repr(getattr(unraisable, "object", "")):
            before(unraisable)
    sys.unraisablehook = quiet

    # in a thread with a deadline: a peer that accepts the connection and never speaks (not a
    # Dask scheduler) would keep Client's handshake waiting past its own timeout
    made: list = []

    def make() -> None:
        try:
            made.append(Client(address, timeout=CONNECT_TIMEOUT, set_as_default=False))
        except BaseException as e:  # noqa: BLE001 - handed to the caller below
            made.append(e)

    worker = threading.Thread(target=make, name="gridsat-dask-connect", daemon=True)
    worker.start()
    worker.join(CONNECT_TIMEOUT + 2)
    if not made:
        raise InputError(f"--dask {address}: no Dask scheduler answered there within {CONNECT_TIMEOUT + 2:g} s "
                         "(something accepts connections but does not speak Dask's protocol)")
    if isinstance(made[0], (OSError, TimeoutError, ValueError, TypeError)):
        e = made[0]
        raise InputError(f"--dask {address}: cannot reach a Dask scheduler there "
                         f"({' '.join(str(e).split())[:120] or type(e).__name__})") from None
    if isinstance(made[0], BaseException):
        raise made[0]
    return made[0]


# -- output and resuming -------------------------------------------------------------------------

_TEXT_ROW = re.compile(r"^#(\d+): (bad input|\w+)")                       # solve, forced
_TEXT_MADE = re.compile(r"^// #(\d+) (\S+) (\d+x\d+) seed (-?\d+): (\w+)")  # generate


def _parse_record(record: str) -> tuple[int, str, dict | None] | None:
    """(index, status, what to match against the job: a JSON document or the fields of a
    generated block's header) of a record in an output file; None: not a record."""
    if record.startswith("{"):
        try:
            doc = json.loads(record)
        except ValueError:
            return None
        if not isinstance(doc, dict) or not isinstance(doc.get("index"), int):
            return None
        status = doc.get("status")
        return doc["index"], "bad input" if status == "error" else str(status), doc
    m = _TEXT_MADE.match(record)
    if m:
        return int(m.group(1)), m.group(5), {"genre": m.group(2), "size": m.group(3), "seed": int(m.group(4))}
    m = _TEXT_ROW.match(record)
    return (int(m.group(1)), m.group(2), None) if m else None


def seed_in(path: str) -> int | None:
    """The seed of the generated puzzles already in ``path`` (a re-run without --seed resumes
    with it); None: no such file or record (or no regular file: a device, a pipe)."""
    if not os.path.isfile(path):
        return None
    try:
        with open(path, encoding="utf-8") as f:
            for line in f:
                parsed = _parse_record(line.strip())
                if parsed is not None and parsed[2] is not None and isinstance(parsed[2].get("seed"), int):
                    return parsed[2]["seed"]
    except (OSError, UnicodeDecodeError):
        return None
    return None


def code_of(task: Task, status: str) -> int:
    """The exit code of a record's status (a resumed job counts what its file holds)."""
    if status == "bad input":
        return EXIT_INPUT
    if task.kind == "generate":
        return EXIT_OK if status == "unique" else EXIT_TIMEOUT
    if task.kind == "forced":
        return FORCED_CODE.get(status, EXIT_OK)
    return of_status(status, task.settings.get("run", {}).get("mode", "solve"))


class Output:
    """The records' file (``--output``): a re-run resumes it.  A device or a pipe there is
    written into, never read (``/dev/null``, ``/dev/full``, a FIFO).  A write that fails (a
    full disk) is one line: :class:`InputError`."""

    def __init__(self, path: str | None, task: Task, matches=None, identity: str | None = None) -> None:
        """``identity``: a text file's first line, naming the job (command, mode, input), whose
        records say nothing of it; a re-run resumes only a file that starts with it."""
        self.path, self.task, self.identity = path, task, identity
        self.sep = "\n\n" if task.block else "\n"
        self.done: dict[int, str] = {}
        self.file = None
        if path is None:
            return
        if os.path.isdir(path):
            raise InputError(f"--output {path}: is a directory")
        fresh = not os.path.isfile(path) or os.path.getsize(path) == 0
        if os.path.isfile(path):
            self._resume(matches)
        try:
            self.file = open(path, "a", encoding="utf-8")
        except OSError as e:
            raise InputError(f"--output {path}: cannot write: {e.strerror or e}") from None
        if fresh and identity is not None:
            self.write(identity)

    def _resume(self, matches) -> None:
        try:
            with open(self.path, encoding="utf-8") as f:
                text = f.read()
        except (OSError, UnicodeDecodeError) as e:
            raise InputError(f"--output {self.path}: cannot read it to resume: {getattr(e, 'strerror', None) or e}") from None
        end = text.rfind(self.sep) + len(self.sep) if self.sep in text else 0
        if self.identity is not None and text:
            if not text.startswith(self.identity + self.sep):
                raise self._foreign()
            text = text[len(self.identity + self.sep):]
            end -= len(self.identity + self.sep)
        for record in text[:end].split(self.sep):
            if not record.strip():
                continue
            record = record.strip("\n")
            parsed = _parse_record(record)
            if parsed is None or record.startswith("{") != bool(self.task.settings.get("as_json")) or (
                    matches is not None and parsed[2] is not None and not matches(parsed[2])):
                raise self._foreign()
            self.done[parsed[0]] = parsed[1]
        if end < len(text):  # a record cut short by an interruption: it is done again
            keep = (self.identity + self.sep if self.identity is not None else "") + text[:end]
            try:
                with open(self.path, "r+", encoding="utf-8") as f:
                    f.truncate(len(keep.encode("utf-8")))
            except OSError as e:
                raise self._failed(e) from None

    def _foreign(self) -> InputError:
        return InputError(f"--output {self.path} holds something other than this job's results "
                          "(another job: another command, mode or input; the other of text and --json; or "
                          "not gridsat output); give another file or remove it")

    def _failed(self, error: OSError) -> InputError:
        return InputError(f"--output {self.path}: cannot write: {error.strerror or error}")

    def write(self, record: str) -> None:
        try:
            self.file.write(record + self.sep)
            self.file.flush()
        except OSError as e:  # a full disk, a quota, an I/O error: one line, and no second try at close
            file, self.file = self.file, None
            try:
                file.close()
            except OSError:
                pass
            raise self._failed(e) from None

    def close(self) -> None:
        file, self.file = self.file, None
        if file is not None:
            try:
                file.close()
            except OSError as e:
                raise self._failed(e) from None


@dataclass
class Summary:
    total: int
    ran: int = 0
    already: int = 0
    tally: dict = field(default_factory=dict)
    worst: int = EXIT_OK
    seconds: float = 0.0

    def add(self, status: str, code: int) -> None:
        self.tally[status] = self.tally.get(status, 0) + 1
        self.worst = max(self.worst, code, key=SEVERITY.index)


def execute(task: Task, items: list, workers: int = 1, dask: str | None = None, output: str | None = None,
            matches=None, label: str = "working", unit: str = "puzzles", identity: str | None = None) -> Summary:
    """Run the job: skip what ``output`` already holds, write every record in input order
    (progress on a terminal), and sum up.  ``items``: ``(index, payload)`` pairs;
    ``matches(doc)``: does a record found in ``output`` belong to this job; ``identity``: the
    first line of a text ``output`` (:class:`Output`)."""
    from .progress import Progress

    out = Output(output, task, matches, identity)
    summary = Summary(len(items))
    try:
        indices = {item[0] for item in items}
        for index, status in out.done.items():
            if index in indices:
                summary.already += 1
                summary.add(status, code_of(task, status))
        todo = [item for item in items if item[0] not in out.done]
        t0 = time.perf_counter()
        with Progress(label, len(items), unit=unit, already=summary.already) as bar:  # (its estimate: this run's records)
            for row in run(task, todo, workers, dask, note=lambda line: bar.echo(line, err=True)):
                if output is None:
                    bar.echo(row.record + out.sep[1:])
                else:
                    out.write(row.record)
                summary.ran += 1
                summary.add(row.status, row.code)
                bar.advance()
        summary.seconds = time.perf_counter() - t0
    finally:
        out.close()
    return summary
