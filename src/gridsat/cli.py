"""The ``gridsat`` command line.  Thin: parse options, call :mod:`gridsat.api`, print.

Exit codes: :mod:`gridsat.exits` (defined there once).  On 130 / 143 (interrupted,
terminated) solver workers and external solvers are killed, temporary files removed, and no
output file is left half-written.
"""
from __future__ import annotations

import errno
import functools
import gc
import json
import os
import sys
import time

import click

from .version import __version__
from .exits import (DECODE_CODE, EXIT_INPUT, EXIT_INTERRUPTED, EXIT_MULTIPLE, EXIT_OK, EXIT_PIPE,  # noqa: F401
                    EXIT_TERMINATED, EXIT_TIMEOUT, EXIT_UNSAT, EXIT_UNVERIFIED, EXPLAIN_CODE, FORCED_CODE,
                    STATUS_CODE, of_report)
from .exits import Fail  # (one line and an exit code; jobs raises it too)
from .processes import Terminated, install_signal_handlers

CARD_CHOICES = ("auto", "pairwise", "seqcounter", "sortnetwrk", "cardnetwrk", "totalizer",
                "mtotalizer", "kmtotalizer", "bitwise", "ladder")


def guarded(fn):
    """Turn the project's errors into one-line messages and exit codes (no tracebacks)."""

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        from .api import UnverifiedAnswer
        from .backends import BackendError
        from .cardinality import EncodingError
        from .formats import InputError
        from .model import FormulaTooLarge

        as_json = bool(kwargs.get("as_json"))  # --json: the error is also a JSON document
        try:
            return fn(*args, **kwargs)
        except Fail as e:
            _fail(str(e), e.code, as_json)
        except (InputError, EncodingError, BackendError, FormulaTooLarge) as e:
            _fail(str(e), EXIT_INPUT, as_json)
        except UnverifiedAnswer as e:
            _fail(f"internal error: {e}", EXIT_UNVERIFIED, as_json)
        except KeyboardInterrupt:
            _fail("interrupted", EXIT_INTERRUPTED, as_json)
        except Terminated:
            _fail("terminated", EXIT_TERMINATED, as_json)
        except MemoryError:
            _fail("out of memory: the formula is too large for this machine (try a smaller puzzle, "
                  "another --card/--pb/--connect encoding, or export and solve elsewhere)", EXIT_INPUT, as_json)
        except OSError as e:  # standard output on a full disk or a closed pipe, an unreadable file
            _silence_stdout()
            if e.errno == errno.EPIPE:  # the reader went away (| head): stop quietly, as Unix tools do
                sys.exit(EXIT_PIPE)
            where = f"{e.filename}: " if e.filename else "standard output: " if _stdout_failed(e) else ""
            _fail(f"{where}cannot read or write: {e.strerror or e}", EXIT_INPUT)

    return wrapper


def _stdout_failed(e: OSError) -> bool:
    return e.errno in (errno.ENOSPC, errno.EPIPE, errno.EIO, errno.EDQUOT, errno.EFBIG)


def _silence_stdout() -> None:
    """Point standard output at /dev/null, so that the exit's flush cannot fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def _err(message: str) -> None:
    click.echo(f"gridsat: error: {message}", err=True)


def _fail(message: str, code: int, as_json: bool = False):
    """End with one error line on stderr (and, with --json, the error as a JSON document on
    stdout: ``{"error": ..., "exit": code, "schema": 1}``)."""
    _err(message)
    if as_json:
        _emit_json({"error": message, "exit": code})
    if code in (EXIT_INTERRUPTED, EXIT_TERMINATED):
        # Every clean-up ran while the exception unwound (workers killed, temporary files
        # removed); the interpreter's own tear-down would now free the whole formula, which
        # the exception's traceback still holds (a second and more on a large one)
        import os

        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except (OSError, ValueError):
                pass
        os._exit(code)
    sys.exit(code)


def _wants_json(args) -> bool:
    """Was --json given (before a ``--``)?  For errors click raises before a command runs."""
    args = list(sys.argv[1:] if args is None else args)
    return "--json" in (args[:args.index("--")] if "--" in args else args)


def _emit_json(doc: dict) -> None:
    """Print one JSON document on one line; every document carries ``"schema"`` (last)."""
    from .api import SCHEMA

    if "schema" not in doc:
        doc = {**doc, "schema": SCHEMA}
    click.echo(json.dumps(doc, indent=None, sort_keys=False))


def _one_stdin(*paths) -> None:
    if sum(1 for p in paths if p == "-") > 1:
        raise Fail("standard input ('-') can stand for only one of the files", EXIT_INPUT)


def _load(puzzle: str, genre: str | None, index: int | None = None):
    from .api import load

    return load(puzzle, genre, index)


def _timeout_value(ctx, param, value):
    from .api import check_timeout
    from .formats import InputError

    try:
        return check_timeout(value)
    except InputError as e:
        raise click.BadParameter(str(e)) from None


max_clauses_option = click.option(
    "--max-clauses", type=click.IntRange(min=1), metavar="N",
    help="Refuse a formula beyond N clauses (default: what 80% of the free memory holds).")


genre_option = click.option("--genre", metavar="NAME", help="Genre of the puzzle (overrides detection).")
index_option = click.option("--index", type=click.IntRange(min=1), metavar="N",
                            help="Pick puzzle N (1-based) of a file holding several.")
json_option = click.option("--json", "as_json", is_flag=True, help="Print stable JSON instead of text.")
ascii_option = click.option("--ascii", is_flag=True, help="Plain ASCII drawing instead of Unicode.")


def job_options(fn):
    """--workers N, --dask ADDRESS, --output FILE: where a big job runs and where its results go
    (:mod:`gridsat.jobs`)."""
    fn = click.option("--output", "output", metavar="FILE",
                      help="Write the results to FILE, each as it comes; run the same command again "
                           "with the same FILE to finish an interrupted job (what is there is skipped).")(fn)
    fn = click.option("--dask", "dask", metavar="ADDRESS",
                      help="Run on a Dask distributed cluster, e.g. tcp://HOST:8786 (needs the 'dask' "
                           "extra here and gridsat on the workers).")(fn)
    fn = click.option("--workers", type=click.IntRange(min=1, max=256), metavar="N",
                      help="Local worker processes, one puzzle at a time each (default 1).")(fn)
    return fn


def encoding_options(fn):
    """--card, --connect, --pb, --no-hints and every genre's declared options (built from the
    registry's manifest, no genre imported: a genre adds an option by declaring it and
    regenerating the manifest); the command gets one ``options``."""
    from .encoders import option_declarations

    decls = option_declarations()

    @functools.wraps(fn)
    def wrapper(*args, card, connect, pb, no_hints, **kwargs):
        from .genre import EncodeOptions

        if pb != "auto":  # "auto" is always there; asking would import pysat.pb at every start
            from .cardinality.pb import check_encoding

            try:
                check_encoding(pb)
            except ValueError as e:
                raise click.BadParameter(str(e), param_hint="'--pb'") from None
        genre = {}
        for name, decl in decls.items():
            given = kwargs.pop("opt_" + name)
            if decl.kind in ("flag", "negflag"):  # the flag turns the default around
                if given:
                    genre[name] = not decl.default
            elif given is not None:  # even the default value: a genre without it refuses it
                genre[name] = given
        options = EncodeOptions(card=card, connect=connect, pb=pb, hints=not no_hints, genre=genre)
        return fn(*args, options=options, **kwargs)

    for name, decl in sorted(decls.items(), reverse=True):
        if decl.kind in ("flag", "negflag"):
            wrapper = click.option(decl.flag, "opt_" + name, is_flag=True, help=decl.help)(wrapper)
        else:
            wrapper = click.option(decl.flag, "opt_" + name, type=click.Choice(list(decl.choices)),
                                   default=None, help=decl.help)(wrapper)
    wrapper = click.option("--no-hints", is_flag=True,
                           help="No search hints (clauses a genre adds to steer the search, not rules; "
                                "answers and verdicts are the same either way).")(wrapper)
    wrapper = click.option("--pb", default="auto", show_default=True, metavar="NAME",
                           help="Pseudo-Boolean (weighted sum) encoding: auto, bdd, adder, totalizer, ... "
                                "(genres with sums: Sudoku killer cages, Tents flow cuts, ...).")(wrapper)
    wrapper = click.option("--connect", default="auto", show_default=True, metavar="NAME",
                           help="Connectivity encoding (genres with connectivity rules).")(wrapper)
    wrapper = click.option("--card", type=click.Choice(CARD_CHOICES), default="auto", show_default=True,
                           help="Cardinality encoding.")(wrapper)
    return wrapper


class OneLineErrors(click.Group):
    """click's usage errors as one ``gridsat: error:`` line (exit 2), like every other error."""

    def main(self, args=None, prog_name=None, complete_var=None, standalone_mode=True, **extra):
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, False, **extra)
        install_signal_handlers()
        gc.freeze()  # what the imports made lives as long as this process: no collection walks it again
        try:
            rv = super().main(args, prog_name, complete_var, False, **extra)
        except click.exceptions.NoArgsIsHelpError as e:  # plain `gridsat`: show the help
            click.echo(e.ctx.get_help() if e.ctx else str(e))
            sys.exit(EXIT_OK)
        except click.ClickException as e:
            _fail(" ".join(e.format_message().split()), e.exit_code, _wants_json(args))
        except click.Abort:
            _fail("aborted", EXIT_INTERRUPTED, _wants_json(args))
        except KeyboardInterrupt:
            _fail("interrupted", EXIT_INTERRUPTED, _wants_json(args))
        except Terminated:
            _fail("terminated", EXIT_TERMINATED, _wants_json(args))
        sys.exit(rv if isinstance(rv, int) else EXIT_OK)


@click.group(cls=OneLineErrors, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="gridsat")
def main() -> None:
    """gridsat: compile logic puzzles to SAT, solve them, prove answers unique, export DIMACS.

    PUZZLE is a file path, '-' for standard input, a puzz.link URL, a Simon Tatham game ID, a
    one-line puzzle (an 81-character Sudoku) or NAME:TEXT (a genre name, then its text; with
    --genre NAME, puzzlekit's "ROWS COLS" text too).  Exit codes: 0 solved (unique when
    --unique was asked), 1 no solution, 2 bad input or usage, 3 not unique (--unique),
    4 time limit reached, 5 internal error (an answer failed the checker).

    Shell completion (bash): eval "$(_GRIDSAT_COMPLETE=bash_source gridsat)"
    """


EXIT_OF_STATUS = STATUS_CODE


@main.command()
@click.argument("puzzle")
@genre_option
@index_option
@click.option("--unique", "unique", is_flag=True, help="Prove the answer unique (exit 3 if not).")
@click.option("--count", type=click.IntRange(min=1), metavar="N",
              help="Enumerate up to N solutions.")
@click.option("--all", "count_all", is_flag=True, help="Enumerate every solution.")
@click.option("--count-only", is_flag=True,
              help="With --all or --count N: print how many solutions there are (each one still "
                   "checked), not every board.")
@json_option
@encoding_options
@click.option("--backend", type=click.Choice(["pysat", "z3", "external"]), default="pysat",
              show_default=True, help="Solver backend.")
@click.option("--solver", metavar="NAME", help="PySAT solver name (default cadical195; see 'gridsat solvers').")
@click.option("--solver-cmd", metavar="CMD",
              help="External DIMACS solver command for --backend external, e.g. 'cadical -q' "
                   "(the CNF path is appended, or put where {cnf} stands; {out} = answer file).")
@click.option("--timeout", type=float, callback=_timeout_value, metavar="SECONDS",
              help="Time limit for the whole search (per puzzle in a batch), honoured inside a SAT call.")
@click.option("--jobs", type=click.IntRange(min=1, max=64), default=1, show_default=True, metavar="N",
              help="One puzzle: race N copies of the PySAT solver with different random seeds (one core "
                   "each; the first answer wins; CaDiCaL only).  A batch: solve N puzzles at a time, "
                   "output in input order.")
@click.option("--certify", is_flag=True,
              help="With an external solver: prove each of its UNSAT claims (no solution, no other "
                   "solution) again in-process before believing it.")
@max_clauses_option
@click.option("--explain/--no-explain", default=True, show_default=True,
              help="When there is no solution, name a minimal set of clues that conflict.")
@click.option("--answer", "want_answer", is_flag=True, help="Also print the puzzle's published answer form.")
@click.option("--svg", "svg_path", metavar="FILE", help="Also draw the puzzle and its answer as SVG.")
@click.option("--png", "png_path", metavar="FILE",
              help="Also draw the puzzle and its answer as PNG (needs the 'pictures' extra).")
@ascii_option
@job_options
@guarded
def solve(puzzle, genre, index, unique, count, count_all, count_only, as_json, options, backend, solver, solver_cmd,
          timeout, jobs, certify, max_clauses, explain, want_answer, svg_path, png_path, ascii,
          workers=None, dask=None, output=None):
    """Solve PUZZLE and print the answer (checked against the rules).

    PUZZLE: a file, '-' (standard input), a puzz.link URL, a Tatham game ID, a one-line
    puzzle or NAME:TEXT.

    A file of several puzzles (e.g. one Sudoku per line) is solved as a batch: one result line
    each, a bad entry is reported and skipped, and a summary ends the run.  A batch runs on
    --workers N local processes (--jobs N says the same there) or a --dask cluster, and
    --output FILE makes it resumable.
    """
    from .api import load_entries, reading_within
    from .model import DeadlineReached

    if sum(bool(x) for x in (unique, count, count_all)) > 1:
        raise Fail("choose one of --unique, --count N, --all", EXIT_INPUT)
    if count_only and not (count or count_all):
        raise Fail("--count-only counts solutions: use it with --all or --count N", EXIT_INPUT)
    if solver and backend != "pysat":
        raise Fail("--solver names a PySAT solver; it needs --backend pysat", EXIT_INPUT)
    if solver_cmd is not None:
        if not solver_cmd.strip():
            raise Fail("--solver-cmd is empty", EXIT_INPUT)
        if backend not in ("pysat", "external"):
            raise Fail(f"--solver-cmd runs an external solver; it cannot be used with --backend {backend}",
                       EXIT_INPUT)
        backend = "external"
    if certify and backend != "external":
        raise Fail("--certify checks an external solver's claims; use it with --solver-cmd CMD", EXIT_INPUT)
    mode = "unique" if unique else "all" if count_all else "count" if count else "solve"
    run = dict(mode=mode, count=count, options=options, backend=backend, solver=solver,
               solver_cmd=solver_cmd, timeout=timeout, jobs=jobs, max_clauses=max_clauses)
    if certify:
        run["certify"] = True
    if count_only:
        run["count_only"] = True
    started = time.monotonic()
    try:
        with reading_within(None if timeout is None else started + timeout):
            if index is not None:
                items = [_load(puzzle, genre, index)]
            else:
                items = load_entries(puzzle, genre)
    except DeadlineReached as e:
        if as_json:
            _emit_json({"status": "timeout", "solutions_found": 0, "solution": None,
                        "stats": {"encode_seconds": 0.0, "solve_seconds": 0.0, "sat_calls": 0}})
        click.echo(f"gridsat: {e}", err=True)
        sys.exit(EXIT_TIMEOUT)
    if index is not None:
        loaded = items[0]
    else:
        if getattr(items, "skipped", None):
            lines = ", ".join(map(str, items.skipped))
            click.echo(f"gridsat: note: {puzzle}: skipped line{'s' if len(items.skipped) > 1 else ''} "
                       f"{lines} (not a puzzle)", err=True)
        if len(items) > 1:
            if svg_path or png_path:
                raise Fail(f"--{'svg' if svg_path else 'png'} draws one puzzle; pick it with --index N", EXIT_INPUT)
            if workers is not None and jobs > 1 and workers != jobs:
                raise Fail("--jobs N and --workers N say the same on a batch; give one", EXIT_INPUT)
            sys.exit(_batch(items, run, as_json, want_answer, workers or jobs, dask, output, items[0].source))
        if isinstance(items[0], Exception):
            raise items[0]
        loaded = items[0]
    _one_puzzle_job(dask, output)
    if timeout is not None:  # one puzzle: reading it counts against its time limit
        run["timeout"] = max(1e-3, timeout - (time.monotonic() - started))
    pictures = {"svg": svg_path, "png": png_path}
    sys.exit(_solve_one(loaded, run, as_json, ascii, want_answer, pictures, explain))


def _left(timeout: float | None, started: float) -> float | None:
    """What is left of a time limit that started counting at ``started`` (reading counts)."""
    return None if timeout is None else max(1e-3, timeout - (time.monotonic() - started))


def _one_puzzle_job(dask: str | None, output: str | None) -> None:
    if dask or output:
        raise Fail(f"--{'dask' if dask else 'output'} runs a file of several puzzles; this input holds one",
                   EXIT_INPUT)


def _check_writable(path: str, what: str) -> None:
    """Refuse an output path that cannot be written, before any work is done."""
    import os

    real = os.path.realpath(path)
    if os.path.isdir(real):
        raise Fail(f"{what} {path}: is a directory", EXIT_INPUT)
    folder = os.path.dirname(real) or "."
    if not os.path.isdir(folder):
        raise Fail(f"{what} {path}: no such directory {folder}", EXIT_INPUT)
    if not os.access(real if os.path.exists(real) else folder, os.W_OK):
        raise Fail(f"{what} {path}: permission denied", EXIT_INPUT)


def _check_pictures(genre, pictures: dict) -> None:
    """Refuse a picture that cannot be drawn before any work is done."""
    wanted = [kind for kind, path in pictures.items() if path]
    if wanted and genre.draw_svg is None:
        raise Fail(f"--{wanted[0]}: drawing is not available for {genre.name} yet", EXIT_INPUT)
    for kind in wanted:
        _check_writable(pictures[kind], f"--{kind}")
    if pictures.get("png"):
        try:
            import cairosvg  # noqa: F401  (optional: the 'pictures' extra)
        except (ImportError, OSError):
            raise Fail("--png needs cairosvg: pip install -e '.[pictures]' in gridsat's folder "
                       "(or pip install cairosvg)", EXIT_INPUT) from None


def _write_pictures(loaded, solution, pictures: dict) -> list[str]:
    """Write the pictures asked for; the paths written (for :func:`_wrote`)."""
    from .api import draw
    from .render.svg import svg_to_png

    if not any(pictures.values()):
        return []
    svg = draw(loaded, solution, fmt="svg")
    if pictures.get("svg"):
        _write_atomic(pictures["svg"], svg)
    if pictures.get("png"):
        _write_atomic(pictures["png"], svg_to_png(svg))
    return [path for path in (pictures.get("svg"), pictures.get("png")) if path]


def _wrote(paths: list[str], err: bool = False) -> None:
    """The line every command prints for the files it drew (``wrote a.svg, a.png``): on standard
    error when standard output is JSON."""
    if paths:
        click.echo(f"wrote {', '.join(paths)}", err=err)


def _progress_of_search(run: dict):
    """The progress line of one search (on a terminal only): a bar towards N for --count N,
    a running count for --all, the elapsed time for a long solve or proof."""
    from .progress import Progress

    mode, limit = run["mode"], run.get("timeout")
    if mode == "count":
        return Progress("counting" if run.get("count_only") else "enumerating", run.get("count"),
                        unit="solutions", limit=limit)
    if mode == "all":
        return Progress("counting" if run.get("count_only") else "enumerating", unit="solutions",
                        limit=limit)
    return Progress("searching", limit=limit, delay=1.0)


_exit_code = of_report


def _solve_one(loaded, run: dict, as_json: bool, ascii: bool, want_answer: bool, pictures: dict | None,
               explain: bool = True) -> int:
    from .api import solve as api_solve

    g = loaded.genre
    _check_pictures(g, pictures or {})  # (api.solve refuses --answer for a genre without one)
    mode = run["mode"]
    enumerating = mode in ("count", "all")
    drawing = not as_json and not run.get("count_only")
    found = [0]
    bar = _progress_of_search(run)

    def on_solution(sol) -> None:
        found[0] += 1
        if drawing:  # each board as it comes (the progress line erased first)
            head = f"Solution {found[0]}:\n" if enumerating else ""
            bar.echo(head + g.draw(loaded.puzzle, sol, ascii) + ("\n" if enumerating else ""))
        if mode == "unique" and found[0] == 1:
            bar.set_label("proving unique")
        bar.advance()

    with bar:
        report = api_solve(loaded, on_solution=on_solution, explain=explain, answer=want_answer, **run)
    wrote = _write_pictures(loaded, report.solution, pictures or {})
    if as_json:
        _emit_json(report.to_json())
        _wrote(wrote, err=True)
    else:
        if not report.solutions:
            click.echo(g.draw(loaded.puzzle, None, ascii))
        click.echo(_status_line(report, report.mode, report.solutions_total))
        if want_answer and report.answer is not None:
            click.echo(f"answer: {report.answer}")
        if report.core:
            click.echo("conflicting clues ("
                       + ("a minimal set" if report.core_minimal else "time ran out before it was minimal")
                       + "): " + "; ".join(report.core))
        if report.forced is not None and report.status == "timeout":
            held = sum(1 for _, value in report.forced if value)
            click.echo(f"forced so far (the same in every answer): {len(report.forced)} answer variables "
                       f"({held} of them set in the answer above); the rest is open or unsettled")
        for note in report.notes:
            click.echo(f"note: {note}")
        _wrote(wrote)
    return _exit_code(report)


def _batch(items: list, run: dict, as_json: bool, want_answer: bool, workers: int = 1, dask: str | None = None,
           output: str | None = None, source: str | None = None) -> int:
    """Solve every puzzle of a file: one line each, in input order, bad entries reported and
    skipped; here, on ``workers`` local processes or on a Dask cluster, resumable into
    ``output`` (:mod:`gridsat.jobs`)."""
    from . import jobs

    task = jobs.Task("solve", {"run": dict(run, jobs=1), "as_json": as_json, "want_answer": want_answer})
    mode = run["mode"]
    summary = jobs.execute(task, list(enumerate(items, 1)), workers, dask, output, label="solving",
                           matches=lambda doc: doc.get("source") in (None, source) and (
                               doc.get("mode") == mode or doc.get("status") == "error"),
                           identity=None if as_json else f"# gridsat solve, mode {mode}: {source}")
    click.echo(_job_summary(summary, "puzzles", output), err=as_json)
    return summary.worst


def _forced_batch(items: list, run: dict, as_json: bool, workers: int, dask: str | None, output: str | None) -> int:
    """``forced`` over every puzzle of a file: one line each (:mod:`gridsat.jobs`)."""
    from . import jobs

    task = jobs.Task("forced", {"run": run, "as_json": as_json})
    source = items[0].source
    summary = jobs.execute(task, list(enumerate(items, 1)), workers, dask, output, label="backbones",
                           matches=lambda doc: doc.get("source") in (None, source) and "solutions_found" not in doc,
                           identity=None if as_json else f"# gridsat forced: {source}")
    click.echo(_job_summary(summary, "puzzles", output), err=as_json)
    return summary.worst


def _job_summary(summary, what: str, output: str | None) -> str:
    parts = ", ".join(f"{n} {s}" for s, n in sorted(summary.tally.items()))
    each = summary.seconds / max(summary.ran, 1) * 1000
    text = f"{summary.total} {what if summary.total != 1 else what.rstrip('s')}: {parts}; " \
           f"{summary.seconds:.2f}s ({each:.1f} ms each)"
    if summary.already:
        text += f"; {summary.already} {'was' if summary.already == 1 else 'were'} already in {output}"
    return text


def _write_atomic(path: str, data: str | bytes) -> None:
    from .formats import InputError, write_atomic

    try:
        write_atomic(path, data)
    except OSError as e:
        raise InputError(f"cannot write {path}: {e.strerror or e}") from None


def _status_line(report, mode: str, total: int | None = None) -> str:
    n = report.solutions_found
    s = report.stats
    plural = "s" if n != 1 else ""
    text = {
        "solved": "solved" if mode != "count" else f"{n} solution{plural} (limit reached; more may exist)",
        "unique": "unique: the answer above is the only one",
        "multiple": ("not unique: a second answer exists" if mode == "unique" else
                     f"{n} solutions" + ("" if report.complete else " (limit reached; more may exist)")),
        "unsat": "no solution",
        "timeout": f"time limit reached ({n} solution{plural} found so far)",
    }[report.status]
    if mode == "count" and report.status == "unique":
        text = "1 solution (unique)"
    if total is not None and mode == "count":
        text = f"{total} solution{'s' if total != 1 else ''}, {n} up to symmetry" + (
            "" if report.complete else " (limit reached; more may exist)")
    return (f"{text}  [{s['variables']} vars, {s['clauses']} clauses, encode {s['encode_seconds']:.3f}s, "
            f"solve {s['solve_seconds']:.3f}s, {s['sat_calls']} SAT calls, {s['solver']}]")


@main.command()
@click.argument("puzzle")
@genre_option
@index_option
@click.option("-o", "--out-dir", default="cnf_out", show_default=True, metavar="DIR",
              help="Directory for <name>.cnf.")
@click.option("--force", is_flag=True, help="Replace DIR/<name>.cnf even when it holds another puzzle's export.")
@max_clauses_option
@encoding_options
@json_option
@guarded
def export(puzzle, genre, index, out_dir, force, max_clauses, options, as_json):
    """Write PUZZLE as DIMACS CNF to DIR/<name>.cnf, with a variable map of the answer.

    <name> is the puzzle file's name (with -N for puzzle N of a batch); for a URL, standard
    input or text given as PUZZLE it is <genre>-<size>-<hash of the puzzle>.
    """
    from .api import export_dimacs

    loaded = _load(puzzle, genre, index)
    path, model = export_dimacs(loaded, out_dir, options, max_clauses=max_clauses, force=force)
    stats = model.stats()
    if as_json:
        _emit_json({"genre": loaded.genre_name, "path": str(path), "stats": stats,
                    "primary_variables": len(model.primary)})
    else:
        click.echo(f"wrote {path}  ({stats['variables']} variables, {stats['clauses']} clauses, "
                   f"{len(model.primary)} primary)")


@main.command()
@click.argument("puzzle")
@click.argument("solver_output")
@genre_option
@index_option
@encoding_options
@json_option
@ascii_option
@guarded
def decode(puzzle, solver_output, genre, index, options, as_json, ascii):
    """Decode SOLVER_OUTPUT (a SAT solver's answer to the exported CNF), check it and print it."""
    from .api import decode_answer
    from .formats import read_input

    _one_stdin(puzzle, solver_output)
    loaded = _load(puzzle, genre, index)
    try:
        text, source = read_input(solver_output)
    except Exception as e:  # an empty output file is "no answer", not bad puzzle input
        from .formats import InputError

        if isinstance(e, InputError) and "empty input" in e.message:
            raise InputError("solver output is empty (did the solver run?)", solver_output) from None
        raise
    status, sol = decode_answer(loaded, text, source, options)
    if as_json:
        _emit_json({"genre": loaded.genre_name,
                    "status": {"sat": "solved", "unsat": "unsat", "unknown": "timeout"}[status],
                    "solutions_found": 1 if sol else 0,
                    "solution": loaded.genre.solution_to_json(sol) if sol else None})
    elif sol is not None:
        click.echo(loaded.genre.draw(loaded.puzzle, sol, ascii))
        click.echo("solved (the solver's answer passes every rule)")
    else:
        click.echo("no solution (solver says UNSATISFIABLE)" if status == "unsat"
                   else "the solver gave no answer (UNKNOWN)")
    sys.exit(DECODE_CODE[status])


@main.command()
@click.argument("puzzle")
@click.argument("solution")
@genre_option
@index_option
@json_option
@guarded
def check(puzzle, solution, genre, index, as_json):
    """Check SOLUTION (JSON: gridsat's solve --json output, or its "solution" object)."""
    from .api import read_solution

    _one_stdin(puzzle, solution)
    loaded = _load(puzzle, genre, index)
    problems = loaded.genre.check(loaded.puzzle, read_solution(loaded, solution))
    if as_json:
        _emit_json({"genre": loaded.genre_name, "valid": not problems, "violations": problems})
    elif problems:
        for p in problems:
            click.echo(f"violated: {p}")
    else:
        click.echo("valid: the solution follows every rule")
    sys.exit(EXIT_UNSAT if problems else EXIT_OK)


@main.command()
@click.argument("puzzle")
@click.argument("solution", required=False)
@genre_option
@index_option
@click.option("--svg", "svg_path", metavar="FILE", help="Write the picture as SVG.")
@click.option("--png", "png_path", metavar="FILE", help="Write the picture as PNG (needs the 'pictures' extra).")
@guarded
def render(puzzle, solution, genre, index, svg_path, png_path):
    """Draw PUZZLE (with SOLUTION, a solve --json output, when given) as SVG and/or PNG.

    The solution is checked first: a picture never shows an answer that breaks the rules.
    """
    from .api import read_solution

    if not (svg_path or png_path):
        raise Fail("render needs --svg FILE and/or --png FILE", EXIT_INPUT)
    _one_stdin(puzzle, solution)
    loaded = _load(puzzle, genre, index)
    pictures = {"svg": svg_path, "png": png_path}
    _check_pictures(loaded.genre, pictures)
    sol = read_solution(loaded, solution) if solution else None
    if sol is not None:
        problems = loaded.genre.check(loaded.puzzle, sol)
        if problems:
            raise Fail(f"the solution breaks a rule ({problems[0]}); not drawn", EXIT_UNSAT)
    _wrote(_write_pictures(loaded, sol, pictures))


@main.command()
@click.argument("puzzle")
@genre_option
@index_option
@click.option("--to", "to", type=click.Choice(["puzzlink", "json", "native", "tatham", "puzzlekit"]), required=True,
              help="Target format: a puzz.link URL, gridsat's JSON, the native text, a Tatham game ID, "
                   "puzzlekit's problem text.")
@click.option("-o", "--output", metavar="FILE", help="Write to FILE instead of standard output.")
@guarded
def convert(puzzle, genre, index, to, output):
    """Write PUZZLE in another format (a puzz.link URL, JSON, native text, a Tatham game ID)."""
    from .api import convert as api_convert

    text = api_convert(_load(puzzle, genre, index), to)
    if to == "json":  # a JSON document like every other the CLI prints: it says its schema
        from .api import SCHEMA

        text = json.dumps({**json.loads(text), "schema": SCHEMA})
    if output:
        _write_atomic(output, text + "\n")
    else:
        click.echo(text)


@main.command()
@click.argument("puzzle")
@genre_option
@index_option
@encoding_options
@click.option("--backend", type=click.Choice(["pysat", "z3"]), default="pysat", show_default=True)
@click.option("--solver", metavar="NAME", help="PySAT solver name.")
@click.option("--timeout", type=float, callback=_timeout_value, metavar="SECONDS",
              help="Report what is settled when the time is up.")
@max_clauses_option
@click.option("--svg", "svg_path", metavar="FILE",
              help="Also draw the map of open (?) and forced cells as SVG.")
@json_option
@ascii_option
@job_options
@guarded
def forced(puzzle, genre, index, options, backend, solver, timeout, max_clauses, svg_path, as_json, ascii,
           workers=None, dask=None, output=None):
    """Show what every answer of PUZZLE shares (the backbone) and where it is still open.

    Exit 0 when nothing is open (the answer is unique), 3 when some cells differ between
    answers, 1 when there is no answer, 4 when the time limit came first.  A file of several
    puzzles gets one line each (the worst exit code), on --workers N processes or a --dask
    cluster, resumable with --output FILE.
    """
    from .api import forced as find_forced
    from .render.text import cell_name

    started = time.monotonic()

    if solver and backend != "pysat":
        raise Fail("--solver names a PySAT solver; it needs --backend pysat", EXIT_INPUT)
    if index is None:
        from .api import load_entries

        items = load_entries(puzzle, genre)
        if len(items) > 1:
            sys.exit(_forced_batch(items, dict(options=options, backend=backend, solver=solver, timeout=timeout,
                                               max_clauses=max_clauses), as_json, workers or 1, dask, output))
        if isinstance(items[0], Exception):
            raise items[0]
        loaded = items[0]
    else:
        loaded = _load(puzzle, genre, index)
    _one_puzzle_job(dask, output)
    from .progress import Progress

    if svg_path:
        _check_writable(svg_path, "--svg")
    with Progress("settling the backbone", limit=timeout, delay=1.0):  # (a terminal only)
        f = find_forced(loaded, options, backend, solver, _left(timeout, started), max_clauses=max_clauses)
    code = FORCED_CODE[f.status]
    if svg_path:
        _write_atomic(svg_path, f.to_svg())
    wrote = [svg_path] if svg_path else []
    if as_json:
        _emit_json(f.to_json())
        _wrote(wrote, err=True)
        sys.exit(code)
    if f.status == "unsat":
        click.echo("no solution")
        _wrote(wrote)
        sys.exit(code)
    if f.solution is not None:
        click.echo(loaded.genre.draw(loaded.puzzle, f.solution, ascii))
    marks = f.cells()
    if marks and any(m == "?" for m in marks.values()):
        rows = max(r for r, _ in marks) + 1
        cols = max(c for _, c in marks) + 1
        click.echo("open cells (?):")
        for r in range(rows):
            click.echo(" ".join("?" if marks.get((r, c)) == "?" else "·" for c in range(cols)))
        names = [cell_name(*c) for c, m in sorted(marks.items()) if m == "?"]
        click.echo(f"open: {', '.join(names[:40])}{' ...' if len(names) > 40 else ''}")
    total = len(f.forced) + len(f.open) + len(f.unknown)
    head = {"unique": "every answer is this one: nothing is open",
            "open": f"{len(f.open)} of {total} answer variables differ between answers",
            "timeout": f"time limit reached: {len(f.forced)} forced, {len(f.open)} open, "
                       f"{len(f.unknown)} not settled"}[f.status]
    s_ = f.stats
    click.echo(f"{head}  [{len(f.forced)} forced, {f.answers_seen} answers seen, "
               f"{s_.get('sat_calls', 0)} SAT calls, {s_.get('solve_seconds', 0):.3f}s]")
    _wrote(wrote)
    sys.exit(code)


@main.command()
@click.argument("puzzle")
@genre_option
@index_option
@encoding_options
@click.option("--backend", type=click.Choice(["pysat", "z3"]), default="pysat", show_default=True)
@click.option("--solver", metavar="NAME", help="PySAT solver name.")
@click.option("--timeout", type=float, callback=_timeout_value, metavar="SECONDS")
@max_clauses_option
@json_option
@guarded
def explain(puzzle, genre, index, options, backend, solver, timeout, max_clauses, as_json):
    """Name a minimal set of clues that cannot hold together (exit 1), or say the puzzle has a
    solution (exit 0)."""
    from .api import explain_conflict

    started = time.monotonic()
    if solver and backend != "pysat":
        raise Fail("--solver names a PySAT solver; it needs --backend pysat", EXIT_INPUT)
    loaded = _load(puzzle, genre, index)
    from .progress import Progress

    with Progress("explaining", limit=timeout, delay=1.0):  # (a terminal only)
        ex = explain_conflict(loaded, options, backend, solver, _left(timeout, started), max_clauses=max_clauses)
    if as_json:
        _emit_json(ex.to_json())
    elif ex.status == "unsat":
        click.echo(f"no solution: these {len(ex.clues)} clues cannot hold together"
                   + ("" if ex.minimal else " (time ran out before the set was minimal)") + ":")
        for clue in ex.clues:
            click.echo(f"  {clue}")
    elif ex.status == "sat":
        click.echo("the puzzle has a solution: nothing conflicts (use 'gridsat solve' to see it)")
    else:
        click.echo("time limit reached before the question was settled")
    sys.exit(EXPLAIN_CODE[ex.status])


def _hint_options(fn):
    """The flags hint, steps and rate share."""
    for option in reversed([
            click.argument("puzzle"), genre_option, index_option, encoding_options,
            click.option("--backend", type=click.Choice(["pysat", "z3"]), default="pysat", show_default=True),
            click.option("--solver", metavar="NAME", help="PySAT solver name."),
            click.option("--timeout", type=float, callback=_timeout_value, metavar="SECONDS",
                         help="Time limit for the whole run."),
            max_clauses_option, json_option]):
        fn = option(fn)
    return fn


def _hint_run(what, puzzle, genre, index, options, backend, solver, timeout, max_clauses, given=None):
    from . import api

    started = time.monotonic()
    if solver and backend != "pysat":
        raise Fail("--solver names a PySAT solver; it needs --backend pysat", EXIT_INPUT)
    loaded = _load(puzzle, genre, index)
    from .progress import Progress

    run = dict(options=options, backend=backend, solver=solver, timeout=_left(timeout, started),
               max_clauses=max_clauses)
    if what != "rate":
        run["given"] = given
    with Progress({"hint": "finding a hint", "steps": "finding the steps", "rate": "rating"}[what],
                  limit=timeout, delay=1.0):
        return loaded, getattr(api, what)(loaded, **run)


def _hint_trouble(h) -> bool:
    """Print what ended a chain early (no answer, wrong --given cells, not unique); True if so."""
    from .render.text import cell_name

    if h.status == "unsat":
        click.echo("no solution: nothing to hint (see 'gridsat explain')")
    elif h.status == "wrong":
        for f, value in h.wrong:
            where = cell_name(*f.cell) if f.cell is not None else json.dumps(f.position)
            click.echo(f"wrong: {where} = {json.dumps(value)} is not the answer's value")
    elif h.status == "timeout":
        click.echo("time limit reached before the step was found")
    elif h.status == "stuck":
        names = ", ".join(f.text().split(" ")[0] if f.cell else f.text() for f in h.open[:20])
        click.echo(f"no cell is forced: the puzzle is not unique; its answers branch at {names}"
                   + (" ..." if len(h.open) > 20 else ""))
    return h.status in ("unsat", "wrong", "timeout", "stuck")


@main.command()
@_hint_options
@click.option("--given", metavar="JSON|FILE",
              help="The answer so far: hint --json output, a list of them, or steps --json output.")
@click.option("--svg", "svg_path", metavar="FILE", help="Also draw the puzzle with the hint's cell and clues marked.")
@guarded
def hint(puzzle, genre, index, options, backend, solver, timeout, max_clauses, as_json, given, svg_path):
    """The next step a solver by hand could take: a forced cell and the fewest clues that force it.

    Exit 0 with a hint (or nothing left to find), 1 when there is no answer or a --given cell is
    not the answer's, 3 when no cell is forced (not unique), 4 when the time limit came first.
    """
    from .exits import HINT_CODE

    if svg_path:
        _check_writable(svg_path, "--svg")
    loaded, h = _hint_run("hint", puzzle, genre, index, options, backend, solver, timeout, max_clauses, given)
    wrote = []
    if svg_path and h.status in ("hint", "complete"):
        _write_atomic(svg_path, h.to_svg())
        wrote = [svg_path]
    if as_json:
        _emit_json(h.hint_json())
        _wrote(wrote, err=True)
    elif not _hint_trouble(h):
        if h.steps:
            lines = h.steps[0].lines()
            click.echo("hint: " + lines[0])
            for line in lines[1:]:
                click.echo(line)
        else:
            click.echo("nothing left to find: the answer is complete")
        _wrote(wrote)
    sys.exit(HINT_CODE[h.status])


@main.command()
@_hint_options
@click.option("--given", metavar="JSON|FILE", help="Start from the answer so far (as hint's --given).")
@ascii_option
@guarded
def steps(puzzle, genre, index, options, backend, solver, timeout, max_clauses, as_json, given, ascii):
    """Every step from the clues to the answer, each with its reason and each verified.

    Exit 0 when the steps reach the answer, 3 when no cell is forced before (not unique), 1 when
    there is no answer or a --given cell is not the answer's, 4 when the time limit came first.
    """
    from .exits import HINT_CODE

    loaded, h = _hint_run("steps", puzzle, genre, index, options, backend, solver, timeout, max_clauses, given)
    if as_json:
        _emit_json(h.steps_json())
        sys.exit(HINT_CODE[h.status])
    for i, step in enumerate(h.steps, 1):
        lines = step.lines()
        click.echo(f"{i}. {lines[0]}")
        for line in lines[1:]:
            click.echo(line)
    if not _hint_trouble(h):
        r = h.rating or {}
        if h.solution is not None:
            click.echo(loaded.genre.draw(loaded.puzzle, h.solution, ascii))
        click.echo(f"{len(h.steps)} steps, each verified: {r.get('propagation_steps', 0)} by propagation, "
                   f"{r.get('case_split_steps', 0)} with one case split, {r.get('search_steps', 0)} with more")
    sys.exit(HINT_CODE[h.status])


@main.command()
@_hint_options
@guarded
def rate(puzzle, genre, index, options, backend, solver, timeout, max_clauses, as_json):
    """How hard PUZZLE is for a solver by hand: a number and a word, from its steps.

    Exit 0 with a rating, 3 when the puzzle is not unique, 1 when it has no answer, 4 when the
    time limit came first.
    """
    from .exits import HINT_CODE

    loaded, h = _hint_run("rate", puzzle, genre, index, options, backend, solver, timeout, max_clauses)
    if as_json:
        _emit_json(h.rate_json())
    elif not _hint_trouble(h):
        r = h.rating
        click.echo(f"rating {r['rating']} ({r['level']}): {r['steps']} steps, {r['propagation_steps']} by "
                   f"propagation ({r['one_way_steps']} the only way on, {r['two_way_steps']} one of two), "
                   f"{r['case_split_steps']} with one case split, {r['search_steps']} with more; "
                   f"largest reason {r['largest_reason']} (mean {r['mean_reason']}); stuck at "
                   f"{r['stuck_points']} points, hardest technique {r['hardest_technique']}; step weight: mean "
                   f"{r['mean_weight']:.2f} + heaviest fifth {r['top_weight']:.2f}")
    sys.exit(HINT_CODE[h.status])


def generator_options(fn):
    """The flags genres declare for their generators (``--stars N``, ``--jigsaw``, ``--x``);
    the command gets one ``gen_options`` dict (None: not given)."""
    from .encoders import generator_options as declared

    decls = declared()  # from the genre manifest: no genre imported

    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        chosen = {}
        for name, decl in decls.items():
            value = kwargs.pop("gen_" + name)
            chosen[name] = (True if value else None) if decl.kind == "flag" else value
        return fn(*args, gen_options=chosen, **kwargs)

    for name, decl in sorted(decls.items(), reverse=True):
        if decl.kind == "int":
            wrapper = click.option(decl.flag, "gen_" + name, type=click.IntRange(min=1, max=50), default=None,
                                   metavar="N", help=decl.help)(wrapper)
        else:
            wrapper = click.option(decl.flag, "gen_" + name, is_flag=True, help=decl.help)(wrapper)
    return wrapper


@main.command()
@click.argument("genre_name", metavar="GENRE")
@click.option("--size", metavar="N|RxC", help="Grid size (default: the genre's usual one, e.g. 9 for Sudoku).")
@click.option("--seed", type=click.IntRange(min=0), metavar="S",
              help="Random seed: the same seed, size and options give the same puzzles (default: a new "
                   "one, printed).")
@click.option("--count", type=click.IntRange(min=1, max=100_000_000), default=1, show_default=True, metavar="N",
              help="How many puzzles (puzzle i of seed S is always the same one).")
@click.option("--minimal", is_flag=True,
              help="Take clues away while the answer stays unique: every clue left is needed.")
@click.option("--format", "fmt", type=click.Choice(["native", "json", "puzzlink", "tatham"]), default="native",
              show_default=True, help="How each puzzle is written.")
@click.option("--difficulty", metavar="WORD",
              help="Keep making puzzles until one rates WORD (gridsat rate: easy, medium, hard, very-hard, "
                   "extreme).")
@click.option("--tries", type=click.IntRange(min=1, max=10_000), metavar="N",
              help="With --difficulty: puzzles made and rated for each one asked, before giving up "
                   "(default 20).")
@generator_options
@json_option
@job_options
@guarded
def generate(genre_name, size, seed, count, minimal, fmt, gen_options, as_json, workers=None, dask=None,
             output=None, difficulty=None, tries=None):
    """Make random GENRE puzzles, each proved unique by the solver (its answer checked).

    Each puzzle comes with the search effort of that proof (conflicts, decisions): a first,
    rough measure of difficulty for a SAT solver, not for a person.  Exit 0 when every puzzle
    was made, 4 when one could not be within the search budget.
    """
    import random

    from . import encoders, jobs
    from .generate import check_options, parse_size, validate, write

    g = encoders.get(genre_name)
    dims = parse_size(size, g)
    opts = check_options(g, gen_options)
    if difficulty is not None:
        from .hints import level_word

        difficulty = level_word(difficulty).replace(" ", "-")
    elif tries is not None:
        from .formats import InputError

        raise InputError("--tries goes with --difficulty")
    write(g, validate(g, dims, opts), fmt)  # a size, option or format the genre cannot do: now
    if minimal and g.generate.clues is None and g.generate.shows is None:  # (shows: always minimal)
        click.echo(f"gridsat: note: --minimal: {g.title} has no clues to take away (the map is the puzzle)",
                   err=True)
    if seed is None:
        seed = jobs.seed_in(output) if output else None
    if seed is None:
        seed = random.SystemRandom().randrange(1_000_000)
        click.echo(f"gridsat: note: --seed {seed}", err=True)
    want = {"genre": g.name, "seed": seed, "size": f"{dims[0]}x{dims[1]}", "minimal": minimal, "format": fmt}
    task = jobs.Task("generate", {"genre": g.name, "size": list(dims), "seed": seed, "options": opts,
                                  "minimal": minimal, "format": fmt, "as_json": as_json,
                                  "difficulty": difficulty, "tries": tries})
    summary = jobs.execute(task, [(i, None) for i in range(1, count + 1)], workers or 1, dask, output,
                           label="generating", matches=lambda doc: all(doc.get(k, v) == v for k, v in want.items()))
    click.echo(_job_summary(summary, "puzzles", output), err=True)
    sys.exit(summary.worst)


@main.command()
@click.option("--host", default="127.0.0.1", show_default=True,
              help="The address to listen on (the default answers this machine only).")
@click.option("--port", type=click.IntRange(min=0, max=65535), default=8000, show_default=True,
              help="The port (0: any free one, printed).")
@click.option("--timeout", type=float, callback=_timeout_value, default=10.0, show_default=True,
              metavar="SECONDS", help="The time limit of each request (the page may ask for less).")
@click.option("--workers", type=click.IntRange(min=1, max=64), metavar="N",
              help="Requests solved at once, one process each (default: the cores, at least 2).")
@guarded
def serve(host, port, timeout, workers):
    """Serve a page for puzzle authors on http://HOST:PORT/ (docs/serve.md): paste or open a
    puzzle, or generate one, and see it drawn, its answer, uniqueness, forced cells, hints.

    Each request runs the command line in a process of its own, stopped at the time limit or
    when the request is dropped.  Needs the 'serve' extra (Tornado).  Ctrl-C stops it.
    """
    try:
        from .web.server import serve as run_server
    except ImportError:
        raise Fail("serve needs Tornado: pip install -e '.[serve]' in gridsat's folder "
                   "(or pip install tornado)", EXIT_INPUT) from None
    commands = {name: {opt for param in cmd.params for opt in getattr(param, "opts", ())}
                for name, cmd in main.commands.items()}
    run_server(commands, host, port, timeout, workers)


@main.command()
@json_option
def genres(as_json):
    """List the genres gridsat knows."""
    from . import encoders

    rows = encoders.titles()
    width = max((len(n) for n, _ in rows), default=0)  # the titles in one column, whatever the longest name
    if as_json:
        _emit_json({"genres": [{"name": n, "title": t} for n, t in rows]})
    else:
        for n, t in rows:
            click.echo(f"{n:{width}}  {t}")


@main.command()
@json_option
def solvers(as_json):
    """List the PySAT solver names usable with --solver."""
    from .backends.pysat import DEFAULT_SOLVER, solver_names

    names = solver_names()
    if as_json:
        _emit_json({"default": DEFAULT_SOLVER, "solvers": names})
    else:
        for n in names:
            click.echo(n + ("  (default)" if n == DEFAULT_SOLVER else ""))


if __name__ == "__main__":  # pragma: no cover
    main()
