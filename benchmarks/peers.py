"""gridsat against puzzlekit's solvers (pip ``puzzlekit``, OR-Tools CP-SAT models), genre by genre,
on the same published puzzles, in one process and one sitting.

    python -m benchmarks.peers                 # every genre in PUZZLES; results/peers.md + .json
    python -m benchmarks.peers norinori --repeats 5

Each puzzle is written in puzzlekit's problem text by gridsat's own writer (``convert --to
puzzlekit``), so both tools read the same puzzle.  Timed, wall clock, median of ``--repeats``
runs after one warm-up run each:

* gridsat: ``gridsat.solve(puzzle, mode="unique")``: reading, encoding, the answer and the
  proof that it is the only one (in-process PySAT);
* puzzlekit: ``puzzlekit.solve(text, type)``: reading, building the CP-SAT model and one
  answer (it does not prove uniqueness).

Both answers are compared (cells as gridsat's checker reads them); a difference is reported,
not hidden.  The table gives per-puzzle medians and, per genre, the median of the
puzzlekit/gridsat ratios (above 1: gridsat is faster).
"""
from __future__ import annotations

import argparse
import contextlib
import io
import json
import platform
import statistics
import sys
import time
from pathlib import Path

import gridsat
from gridsat import api

RESULTS = Path(__file__).resolve().parent / "results"

# genre -> (puzzlekit's type name, [(label, puzzle as gridsat reads it), ...]): published puzzles.
PUZZLES: dict[str, tuple[str, list[tuple[str, str]]]] = {
    "norinori": ("norinori", [
        ("pzprjs test 5x5", "https://puzz.link/p?norinori/5/5/cag4ocjo"),
        ("puzsq 7919 6x6", "https://puzz.link/p?norinori/6/6/93op35pb9vpq"),
        ("puzzlekit test 10x10", "https://puzz.link/p?norinori/10/10/90i2c76esik8rapah800evmv37d4fsm9dmte"),
        ("collection 10x10 a", "https://puzz.link/p?norinori/10/10/ebdcb96kfaulotutil9qscvm7ivh0aumd8mc"),
        ("collection 10x10 b", "https://puzz.link/p?norinori/10/10/09binldaqlaqkl8qg4fg04v803fuk0ovu0vu"),
        ("collection 18x10", "https://puzz.link/p?norinori/18/10/"
                             "365btauumbakihchaf0o3q67cbjcg8kki94dtj2oorju6tnmontv0vgb4ssnvsb9v3g"),
    ]),
}


def _shaded_cells(grid) -> list[tuple[int, int]]:
    rows = getattr(grid, "matrix", grid)
    return sorted((r, c) for r, row in enumerate(rows) for c, t in enumerate(row) if t == "x")


def _median_time(fn, repeats: int) -> tuple[float, object]:
    fn()  # warm-up: imports, caches
    times, out = [], None
    for _ in range(repeats):
        t = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times), out


def run_genre(name: str, repeats: int) -> list[dict]:
    import puzzlekit

    kind, puzzles = PUZZLES[name]
    rows = []
    for label, source in puzzles:
        loaded = api.load(source)
        text = gridsat.convert(source, "puzzlekit")
        g_time, report = _median_time(lambda: gridsat.solve(source, mode="unique"), repeats)

        def peer():
            with contextlib.redirect_stdout(io.StringIO()):
                return puzzlekit.solve(text, kind).solution_data

        p_time, data = _median_time(peer, repeats)
        ours = sorted(map(tuple, loaded.genre.solution_to_json(report.solution)["shaded"])) if report.solution else None
        theirs = _shaded_cells(data["solution_grid"]) if data.get("solution_grid") is not None else None
        rows.append({"genre": name, "puzzle": label, "size": f"{loaded.puzzle.cols}x{loaded.puzzle.rows}",
                     "gridsat_status": report.status, "gridsat_seconds": round(g_time, 5),
                     "puzzlekit_status": str(data.get("status")), "puzzlekit_seconds": round(p_time, 5),
                     "ratio": round(p_time / g_time, 2) if g_time else None, "same_answer": ours == theirs})
    return rows


def render(rows: list[dict], repeats: int) -> str:
    out = ["# gridsat and puzzlekit on published puzzles", "",
           f"`python -m benchmarks.peers` on {platform.machine()}, Python {platform.python_version()}, "
           f"median of {repeats} runs after a warm-up; load average "
           f"{' '.join(f'{x:.2f}' for x in _load())}.  gridsat: answer and uniqueness proof; puzzlekit: "
           "one answer.  Ratio = puzzlekit time / gridsat time.", "",
           "| genre | puzzle | size | gridsat | s | puzzlekit | s | ratio | same answer |",
           "|---|---|---|---|---:|---|---:|---:|---|"]
    for r in rows:
        out.append(f"| {r['genre']} | {r['puzzle']} | {r['size']} | {r['gridsat_status']} | {r['gridsat_seconds']:.4f} | "
                   f"{r['puzzlekit_status']} | {r['puzzlekit_seconds']:.4f} | {r['ratio']} | {r['same_answer']} |")
    out += ["", "| genre | puzzles | median gridsat s | median puzzlekit s | median ratio |", "|---|---:|---:|---:|---:|"]
    for genre in sorted({r["genre"] for r in rows}):
        mine = [r for r in rows if r["genre"] == genre]
        out.append(f"| {genre} | {len(mine)} | {statistics.median(r['gridsat_seconds'] for r in mine):.4f} | "
                   f"{statistics.median(r['puzzlekit_seconds'] for r in mine):.4f} | "
                   f"{statistics.median(r['ratio'] for r in mine):.1f} |")
    return "\n".join(out) + "\n"


def _load() -> tuple[float, ...]:
    try:
        import os
        return os.getloadavg()
    except OSError:
        return ()


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("genres", nargs="*", help="genres to run (default: all in PUZZLES)")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--out", default=str(RESULTS / "peers"), help="write OUT.md and OUT.json")
    args = ap.parse_args(argv)
    try:
        import puzzlekit  # noqa: F401
    except ImportError:
        print("puzzlekit is not installed: pip install puzzlekit", file=sys.stderr)
        return 2
    rows = [row for name in (args.genres or sorted(PUZZLES)) for row in run_genre(name, args.repeats)]
    Path(args.out + ".json").write_text(json.dumps(rows, indent=1) + "\n")
    Path(args.out + ".md").write_text(render(rows, args.repeats))
    print(render(rows, args.repeats))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
