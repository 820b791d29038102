"""A progress line on the terminal: batches, enumeration and long proofs.

:class:`Progress` draws click's own progress bar on standard error.  It is drawn only when
standard error is a terminal (never into a pipe or a file), only once the work has taken
``delay`` seconds (a quick run shows nothing), and it is erased before every result line the
command prints (:meth:`Progress.echo`), so no result line carries a piece of it.

The line is drawn by a small painter process forked at the start (a thread where ``fork`` is
missing): a SAT solver holds the interpreter lock for the whole of one call, so only another
process can keep the elapsed time moving while a long proof runs, and the search itself is
left exactly as it is (the same answers with and without a terminal).  The painter ignores
Ctrl-C (the command decides), dies with the command, and erases its line when told to stop.

The position lives in shared memory the command writes at every step and the painter reads at
every drawing, so no step is lost between two messages (records of a Dask job come in bursts).
The time left is estimated from the records finished in this run alone: the elapsed time over
the steps done since the start (not counting ``already``, the records a resumed job found done),
times the steps left; none finished yet, no estimate.

``GRIDSAT_PROGRESS`` in the environment overrides the terminal test: ``0`` never draws,
``1`` always draws, at once (for debugging and tests).
"""
from __future__ import annotations

import itertools
import os
import sys
import threading
import time

import click

CLEAR = "\r\033[K"         # back to the start of the line, erase it
SHOW_CURSOR = "\033[?25h"  # click hides the cursor while it draws a bar
TICK = 0.2                 # seconds between two drawings
SEND_EVERY = 0.05          # the command tells the painter its position at most this often


def wanted(stream=None) -> bool | None:
    """Whether to draw on ``stream`` (default: standard error): True or False, or None when
    the environment asks for it regardless (``GRIDSAT_PROGRESS=1``: draw at once)."""
    forced = os.environ.get("GRIDSAT_PROGRESS", "").strip().lower()
    if forced in ("0", "no", "never", "off", "false"):
        return False
    if forced in ("1", "yes", "always", "on", "true"):
        return None
    stream = stream if stream is not None else sys.stderr
    try:
        return bool(stream.isatty()) and os.environ.get("TERM") != "dumb"
    except (AttributeError, ValueError, OSError):
        return False


def elapsed_text(seconds: float) -> str:
    if seconds < 60:
        return f"{seconds:.1f}s"
    m, s = divmod(int(seconds), 60)
    return f"{m}:{s:02d}" if m < 60 else f"{m // 60}:{m % 60:02d}:{s:02d}"


class _Painter:
    """The drawing itself (in the painter process or thread): click's bar plus a label, a
    count and the elapsed time."""

    def __init__(self, stream, label: str, length: int | None, unit: str, delay: float,
                 limit: float | None, started: float, already: int = 0, shared=None) -> None:
        self.stream, self.label, self.length, self.unit = stream, label, length, unit
        self.delay, self.limit, self.started = delay, limit, started
        self.already, self.shared = already, shared
        self.pos = 0
        self.paused = False
        self.bar = None

    def info(self, _item=None) -> str:
        bits = [f"{self.pos:,} {self.unit}"] if self.unit and self.length is None else []
        spent = time.monotonic() - self.started
        bits.append(elapsed_text(spent) + (f" of {elapsed_text(self.limit)}" if self.limit else ""))
        left = self.eta(spent)
        if left is not None:
            bits.append(f"{elapsed_text(left)} left")
        return "  ".join(bits)

    def eta(self, spent: float) -> float | None:
        """The time left: the time per step finished in this run, times the steps left (None:
        no step finished yet, or no end known)."""
        done = self.pos - self.already
        if self.length is None or done <= 0 or self.pos >= self.length:
            return None
        return spent / done * (self.length - self.pos)

    def sweep(self, width: int) -> str:
        """No end in sight: a block that runs to and fro with the time."""
        block = 3
        span = max(1, width - block)
        k = int((time.monotonic() - self.started) * 10) % (2 * span)
        at = k if k < span else 2 * span - k
        return "-" * at + "#" * block + "-" * (width - block - at)

    def _make_bar(self):
        bar = click.progressbar(itertools.count() if self.length is None else None, length=self.length,
                                label=self.label, file=self.stream, width=24,
                                show_pos=self.length is not None and bool(self.unit),
                                show_percent=self.length is not None and not self.unit,
                                show_eta=False, item_show_func=self.info)  # (our own estimate: info)
        bar.entered = True
        for attr, value in (("_is_atty", True), ("is_hidden", False), ("hidden", False)):
            if hasattr(bar, attr):  # the command decided to draw; click would test the stream again
                setattr(bar, attr, value)
        if self.length is None:
            bar.format_bar = lambda: self.sweep(bar.width)
        return bar

    def set(self, pos: int | None = None, label: str | None = None) -> None:
        if label is not None:
            self.label = label
            if self.bar is not None:
                self.bar.label = label
        if pos is not None and pos != self.pos:
            if self.bar is not None:
                self.bar.make_step(pos - self.pos)
            self.pos = pos

    def draw(self) -> None:
        if self.shared is not None:
            self.set(self.shared.value)
        if self.paused:
            return
        if self.bar is None:
            if time.monotonic() - self.started < self.delay:
                return
            self.bar = self._make_bar()
            if self.pos:
                self.bar.make_step(self.pos)
        self.bar._last_line = None  # draw even when click thinks nothing changed (the time did)
        self.bar.render_progress()

    def erase(self, final: bool = False) -> None:
        if self.bar is not None:
            self.stream.write(CLEAR + (SHOW_CURSOR if final else ""))
            self.stream.flush()
        if final:
            self.bar = None


def _paint(conn, painter: _Painter, in_child: bool) -> None:
    """The painter's loop: draw every TICK, follow the command's messages."""
    if in_child:
        from .processes import child_setup

        child_setup()
    try:
        next_draw = time.monotonic()
        while True:
            if time.monotonic() >= next_draw:
                painter.draw()
                next_draw = time.monotonic() + TICK
            if conn.poll(max(0.0, next_draw - time.monotonic())):
                msg = conn.recv()
                kind = msg[0]
                if kind == "set":
                    painter.set(msg[1], msg[2])
                elif kind == "clear":  # a result line comes: erase, and wait for "resume"
                    painter.erase()
                    painter.paused = True
                    conn.send("ok")
                elif kind == "resume":
                    painter.paused = False
                    painter.set(msg[1], msg[2])
                    painter.draw()
                elif kind == "stop":
                    painter.erase(final=True)
                    conn.send("ok")
                    return
    except (EOFError, OSError, KeyboardInterrupt):  # the command is gone or the terminal closed
        try:
            painter.erase(final=True)
        except (OSError, ValueError):
            pass


class Progress:
    """``with Progress("solving", length=N, unit="puzzles") as bar: ... bar.advance();
    bar.echo(line)``.

    ``length`` None: an open-ended count (``--all``) or a search of unknown length, drawn as
    a sweeping block.  ``unit``: what the count counts (shown as ``k/N`` or ``k unit``; empty:
    no count).  ``limit``: a time limit in seconds, shown beside the elapsed time."""

    def __init__(self, label: str, length: int | None = None, *, unit: str = "", delay: float = 0.5,
                 limit: float | None = None, stream=None, already: int = 0) -> None:
        self.stream = stream if stream is not None else sys.stderr
        want = wanted(self.stream)
        self.enabled = want is not False
        self.label, self.pos, self.already = label, already, already
        self._spec = (label, length, unit, 0.0 if want is None else delay, limit)
        self._shared = None
        self._conn = None
        self._worker = None
        self._sent = (0, label)
        self._sent_at = 0.0

    def __enter__(self) -> "Progress":
        if self.enabled:
            try:
                self._start()
            except (OSError, ValueError):  # no process or pipe to be had: no progress line
                self.enabled = False
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def _start(self) -> None:
        import multiprocessing as mp

        label, length, unit, delay, limit = self._spec
        fork = "fork" in mp.get_all_start_methods()
        ctx = mp.get_context("fork") if fork else mp
        self._shared = ctx.Value("q", self.pos, lock=False)  # the position, read at every drawing
        painter = _Painter(self.stream, label, length, unit, delay, limit, time.monotonic(), self.already,
                           self._shared)
        painter.pos = self.pos
        self.stream.flush()
        if fork:
            self._conn, theirs = ctx.Pipe()
            self._worker = ctx.Process(target=_paint, args=(theirs, painter, True), daemon=True,
                                       name="gridsat-progress")
            self._worker.start()
            theirs.close()
        else:  # pragma: no cover - no fork (Windows): a thread, which waits while a SAT call runs
            self._conn, theirs = mp.Pipe()
            self._worker = threading.Thread(target=_paint, args=(theirs, painter, False), daemon=True)
            self._worker.start()

    def _send(self, *msg, wait: bool = False) -> None:
        if self._conn is None:
            return
        try:
            self._conn.send(msg)
            if wait and self._conn.poll(2.0):
                self._conn.recv()
        except (OSError, EOFError, ValueError):  # the painter is gone: carry on without it
            self._conn = None

    def advance(self, n: int = 1) -> None:
        self.pos += n
        if self._shared is not None:
            self._shared.value = self.pos
        now = time.monotonic()
        if now - self._sent_at >= SEND_EVERY:
            self._sent_at = now
            self._send("set", self.pos, None)

    def set_label(self, label: str) -> None:
        self.label = label
        self._send("set", self.pos, label)

    def echo(self, message: str = "", err: bool = False, nl: bool = True) -> None:
        """Print a result line (standard output unless ``err``) with the bar erased first and
        drawn again below it."""
        if self._conn is None:
            click.echo(message, err=err, nl=nl)
            return
        self._send("clear", wait=True)
        try:
            click.echo(message, err=err, nl=nl)
        finally:
            self._send("resume", self.pos, self.label)

    def close(self) -> None:
        """Erase the line and stop the painter (also on an error or Ctrl-C)."""
        if self._conn is not None:
            self._send("stop", wait=True)
            try:
                self._conn.close()
            except OSError:
                pass
            self._conn = None
        if self._worker is not None:
            self._worker.join(timeout=2.0)
            if hasattr(self._worker, "kill") and self._worker.is_alive():
                self._worker.kill()
            self._worker = None
