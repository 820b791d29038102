"""gridsat against its peers, genre by genre, on the same published puzzles, in one process and
one sitting: puzzlekit's solvers (pip ``puzzlekit``, OR-Tools CP-SAT models) where puzzlekit has
the genre, otherwise a CP-SAT model of the rules written for the benchmark.

    python -m benchmarks.peers                 # every genre with a module here
    python -m benchmarks.peers norinori --repeats 5

A genre's row lives in its own module, ``benchmarks/peers/<genre>.py``:

* ``PEER``: ``"puzzlekit"`` (with ``KIND``, puzzlekit's type name) or ``"cpsat"`` (with
  ``build_cpsat(puzzle)`` returning a :class:`benchmarks.cpsat_models.CpModelOf`);
* ``PUZZLES``: ``[(label, puzzle as gridsat reads it), ...]``, published puzzles;
* optional ``ours(solution_json)`` and ``theirs(puzzlekit_solution_data)``: the answers in one
  comparable form (default: the sorted shaded cells on both sides).

For puzzlekit each puzzle is written in puzzlekit's problem text by gridsat's own writer
(``convert --to puzzlekit``), so both tools read the same puzzle.  Timed, wall clock, median of
``--repeats`` runs after one warm-up run each:

* gridsat: ``gridsat.solve(puzzle, mode="unique")``: reading, encoding, the answer and the
  proof that it is the only one (in-process PySAT);
* puzzlekit: ``puzzlekit.solve(text, type)``: reading, building the CP-SAT model and one
  answer (it does not prove uniqueness);
* cpsat: ``cpsat_models.solve_unique``: building the model, the answer and a second solve with
  that answer excluded (answer and uniqueness, like gridsat), two workers.

Both answers are compared; a difference is reported, not hidden.  Results per genre go to
``results/peers/<genre>.md`` and ``.json``; ``results/peers.md`` is remade from every genre's
JSON: per-puzzle medians and, per genre, the median of the peer/gridsat ratios (above 1:
gridsat is faster).
"""
from __future__ import annotations

import argparse
import contextlib
import importlib
import io
import json
import pkgutil
import platform
import statistics
import sys
import time
from pathlib import Path

import gridsat
from gridsat import api

RESULTS = Path(__file__).resolve().parent.parent / "results"
GENRES = tuple(sorted(m.name for m in pkgutil.iter_modules(__path__) if not m.name.startswith("_")))


def genre_module(name: str):
    if name not in GENRES:
        raise SystemExit(f"no benchmark row for {name!r}: add benchmarks/peers/{name}.py")
    return importlib.import_module(f"{__name__}.{name}")


def _shaded_cells(grid) -> list[tuple[int, int]]:
    rows = getattr(grid, "matrix", grid)
    return sorted((r, c) for r, row in enumerate(rows) for c, t in enumerate(row) if t == "x")


def default_ours(solution_json: dict):
    return sorted(map(tuple, solution_json["shaded"]))


def default_theirs(data: dict):
    return _shaded_cells(data["solution_grid"]) if data.get("solution_grid") is not None else None


def _median_time(fn, repeats: int) -> tuple[float, object]:
    fn()  # warm-up: imports, caches
    times, out = [], None
    for _ in range(repeats):
        t = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times), out


def run_genre(name: str, repeats: int) -> list[dict]:
    mod = genre_module(name)
    ours, theirs = getattr(mod, "ours", default_ours), getattr(mod, "theirs", default_theirs)
    rows = []
    for label, source in mod.PUZZLES:
        loaded = api.load(source)
        g_time, report = _median_time(lambda: gridsat.solve(source, mode="unique"), repeats)
        mine = ours(loaded.genre.solution_to_json(report.solution)) if report.solution else None
        if mod.PEER == "cpsat":
            from benchmarks import cpsat_models
            p_time, res = _median_time(lambda: cpsat_models.solve_unique(name, loaded.puzzle, 60.0, 2), repeats)
            status = res.status
            other = ours(loaded.genre.solution_to_json(res.solutions[0])) if res.solutions else None
        else:
            import puzzlekit
            text = gridsat.convert(source, "puzzlekit")

            def peer():
                with contextlib.redirect_stdout(io.StringIO()):
                    return puzzlekit.solve(text, mod.KIND).solution_data

            p_time, data = _median_time(peer, repeats)
            status, other = str(data.get("status")), theirs(data)
        rows.append({"genre": name, "peer": mod.PEER, "puzzle": label,
                     "size": f"{loaded.puzzle.cols}x{loaded.puzzle.rows}",
                     "gridsat_status": report.status, "gridsat_seconds": round(g_time, 5),
                     "peer_status": status, "peer_seconds": round(p_time, 5),
                     "ratio": round(p_time / g_time, 2) if g_time else None, "same_answer": mine == other})
    return rows


PEERS = {"puzzlekit": "puzzlekit's solver, one answer", "cpsat": "a CP-SAT model of the rules, answer and uniqueness"}


def render(runs: list[dict]) -> str:
    """Markdown of genre runs (each ``{"genre", "repeats", "load", "rows"}``)."""
    out = ["# gridsat and its peers on published puzzles", "",
           f"`python -m benchmarks.peers` on {platform.machine()}, Python {platform.python_version()}; per genre the "
           "median of its runs after a warm-up (the count and the load average are on its row).  gridsat: answer and "
           "uniqueness proof, in-process.  Peer: " + "; ".join(f"`{k}` = {v}" for k, v in PEERS.items()) +
           ".  Ratio = peer time / gridsat time (above 1: gridsat is faster).", "",
           "| genre | peer | puzzles | runs | load | median gridsat s | median peer s | median ratio | all same answer |",
           "|---|---|---:|---:|---:|---:|---:|---:|---|"]
    for run in runs:
        rows = run["rows"]
        out.append(f"| {run['genre']} | {rows[0]['peer']} | {len(rows)} | {run['repeats']} | {run['load']:.1f} | "
                   f"{statistics.median(r['gridsat_seconds'] for r in rows):.4f} | "
                   f"{statistics.median(r['peer_seconds'] for r in rows):.4f} | "
                   f"{statistics.median(r['ratio'] for r in rows):.1f} | {all(r['same_answer'] for r in rows)} |")
    out += ["", "| genre | puzzle | size | gridsat | s | peer | s | ratio | same answer |",
            "|---|---|---|---|---:|---|---:|---:|---|"]
    for run in runs:
        for r in run["rows"]:
            out.append(f"| {r['genre']} | {r['puzzle']} | {r['size']} | {r['gridsat_status']} | "
                       f"{r['gridsat_seconds']:.4f} | {r['peer']}: {r['peer_status']} | {r['peer_seconds']:.4f} | "
                       f"{r['ratio']} | {r['same_answer']} |")
    return "\n".join(out) + "\n"


def _load() -> float:
    try:
        import os
        return os.getloadavg()[0]
    except OSError:
        return 0.0


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("genres", nargs="*", help="genres to run (default: every module in benchmarks/peers)")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--out", default=str(RESULTS / "peers"),
                    help="folder: OUT/<genre>.md and .json per genre, OUT.md for all genres there")
    args = ap.parse_args(argv)
    names = args.genres or list(GENRES)
    mods = [genre_module(n) for n in names]
    needs = {"puzzlekit"} if any(m.PEER == "puzzlekit" for m in mods) else set()
    needs |= {"ortools"} if any(m.PEER == "cpsat" for m in mods) else set()
    for package in sorted(needs):
        try:
            importlib.import_module(package)
        except ImportError:
            print(f"{package} is not installed: pip install -e '.[bench]'", file=sys.stderr)
            return 2
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for name in names:
        run = {"genre": name, "repeats": args.repeats, "load": round(_load(), 2), "rows": run_genre(name, args.repeats)}
        (out / f"{name}.json").write_text(json.dumps(run, indent=1) + "\n")
        (out / f"{name}.md").write_text(render([run]))
        print(render([run]))
    runs = [json.loads(f.read_text()) for f in sorted(out.glob("*.json"))]
    out.with_suffix(".md").write_text(render(runs))
    return 0
