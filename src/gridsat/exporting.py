"""DIMACS out and back: :func:`export_dimacs` writes a complete eager encoding (implied
parts, no hints) with a header naming the puzzle; :func:`decode_answer` reads an external
solver's output against the same formula and checks the answer."""
from __future__ import annotations

from pathlib import Path

from .compiling import checked_solution, compile_model
from .formats import InputError, shorten
from .genre import EncodeOptions
from .loading import export_name, load, puzzle_digest
from .model import Model


def export_dimacs(puzzle, out_dir: str = "cnf_out", options: EncodeOptions | None = None,
                  path: str | None = None, max_clauses: int | None = None,
                  force: bool = False) -> tuple[Path, Model]:
    """Write ``<out_dir>/<name>.cnf`` (a complete eager encoding with the implied constraints,
    no hints; atomic).  ``name``: :func:`export_name`.  An existing file there that is not the
    export of this same puzzle is not replaced unless ``force``."""
    from .backends.dimacs import read_header, write_dimacs

    loaded = load(puzzle)
    target = Path(path) if path else Path(out_dir) / f"{export_name(loaded)}.cnf"
    digest = puzzle_digest(loaded)
    try:
        there = target.exists()
    except OSError as e:  # a name too long, a loop of links, a folder that cannot be looked into
        raise _cannot_write(target, e) from None
    if not force and there:
        try:
            theirs = read_header(target)[0].get("puzzle") if target.is_file() else None
        except (OSError, UnicodeDecodeError, ValueError):
            theirs = None
        if theirs != digest:
            raise InputError(f"{target} exists and is not an export of this puzzle; pass --force to replace it "
                             "(or -o DIR to write elsewhere)", loaded.source)
    model = compile_model(loaded, options, purpose="export", max_clauses=max_clauses).model
    if model.needs_z3:
        raise InputError("this puzzle has arithmetic constraints with no CNF form; it cannot be exported",
                         loaded.source)
    options = options or EncodeOptions()
    header = {"genre": loaded.genre_name, "source": loaded.source, "puzzle": digest}
    header.update(loaded.genre.describe(loaded.puzzle))
    header["card"] = options.card
    header.update(sorted(options.used().items()))
    try:
        return write_dimacs(model, target, header), model
    except OSError as e:
        raise _cannot_write(target, e) from None


def _cannot_write(target: Path, error: OSError) -> InputError:
    """One line naming the folder and the file (each shortened) and why."""
    return InputError(f"cannot write {shorten(target.name)} there: {error.strerror or error}", str(target.parent))


def decode_answer(puzzle, text: str, source: str, options: EncodeOptions | None = None):
    """Decode a SAT solver's output for this puzzle.  Returns ``(status, solution or None)``;
    the solution has passed the checker."""
    from .backends.dimacs import parse_solver_output

    loaded = load(puzzle)
    status, values = parse_solver_output(text, source)
    if status != "sat":
        return status, None
    compiled = compile_model(loaded, options, purpose="export")
    missing = [v for v in compiled.model.primary if v not in values]
    if missing:
        raise InputError(f"the model in the solver output does not cover variable {missing[0]} "
                         f"(the formula has {compiled.model.nvars}); was it made from this puzzle with the "
                         "same --card?", source)
    return "sat", checked_solution(loaded, compiled, values, f"the solver output {source}")
