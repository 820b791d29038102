"""Sudoku benchmark: batches of 9x9 puzzles solved with a uniqueness verdict through the CLI
(process start-up included), and single 16x16 / 25x25 boards; killer puzzles on both backends.

    python benchmarks/sudoku_bench.py [--quick] [--count 10000] [--repeats 3] [--out FILE]

Instances come from our own generator (reproducible from the seed): a random full board (the
rule clauses plus a few random digits, solved with random phases), then digits removed in a
random order while the puzzle stays unique (one incremental solver; the uniqueness question is
"is there a board that differs from the planted one?", asked with assumptions).  Every
generated puzzle is unique by construction.  For 16x16 and 25x25 only the first 60% / 50% of
the cells (in the random order) are tried for removal: proving near-minimal 25x25 puzzles
unique is slow for the generator, so the big boards keep about half of their digits.  Killer instances come from Simon Tatham's
``sgt-solo --generate`` when it is installed (skipped otherwise).

Writes ``<out>.md`` (medians of the repeats) and ``<out>.json`` (every run).
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import random
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path

from pysat.solvers import Solver

from gridsat.encoders import EncodeOptions, sudoku
from gridsat.model import Model

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results"
SHOW = sys.stderr.isatty()
GRIDSAT = [sys.executable, "-m", "gridsat.cli"]


def progress(msg: str) -> None:
    if SHOW:
        print(msg, file=sys.stderr, flush=True)


# -- instances ---------------------------------------------------------------------------------

class Generator:
    """Unique n x n Sudoku puzzles (boxes as square as n allows) from one incremental solver."""

    def __init__(self, n: int, seed: int) -> None:
        self.n = n
        self.rng = random.Random(seed)
        blank = sudoku.Puzzle(tuple((0,) * n for _ in range(n)))
        self.model = Model()
        sudoku.rules(blank, self.model, EncodeOptions())
        self.solver = Solver(name="glucose4", bootstrap_with=self.model.clauses)  # honours set_phases
        self.top = self.model.nvars

    def var(self, r: int, c: int, d: int) -> int:
        return (r * self.n + c) * self.n + d  # digit variables come first, in this order

    def full_board(self) -> list[list[int]]:
        n, rng = self.n, self.rng
        self.solver.set_phases([v if rng.random() < 1 / n else -v for v in range(1, n ** 3 + 1)])
        seeds = [self.var(rng.randrange(n), rng.randrange(n), rng.randint(1, n)) for _ in range(2)]
        if not self.solver.solve(assumptions=seeds):
            return self.full_board()
        model = set(l for l in self.solver.get_model() if l > 0)
        return [[next(d for d in range(1, n + 1) if self.var(r, c, d) in model) for c in range(n)]
                for r in range(n)]

    def puzzle(self, max_tries: int | None = None) -> tuple[str, list[list[int]]]:
        n, rng = self.n, self.rng
        board = self.full_board()
        self.top += 1
        act = self.top
        self.solver.add_clause([-act] + [-self.var(r, c, board[r][c]) for r in range(n) for c in range(n)])
        givens = {(r, c) for r in range(n) for c in range(n)}
        order = sorted(givens)
        rng.shuffle(order)
        for cell in order[:max_tries]:
            givens.discard(cell)
            lits = [self.var(r, c, board[r][c]) for r, c in givens]
            if self.solver.solve(assumptions=lits + [act]):  # another board fits: keep the digit
                givens.add(cell)
        self.solver.add_clause([-act])
        line = "".join(sudoku.SYMBOLS[board[r][c] - 1] if (r, c) in givens else "."
                       for r in range(n) for c in range(n))
        return line, board


def killer_ids(count: int, params: str = "3x3kdb") -> list[str]:
    exe = shutil.which("sgt-solo") or (Path("/usr/games/sgt-solo") if Path("/usr/games/sgt-solo").exists() else None)
    if not exe:
        return []
    out = subprocess.run([str(exe), "--generate", str(count), params], capture_output=True, text=True,
                         timeout=600).stdout
    return [line.strip() for line in out.splitlines() if ":" in line]


# -- measurements -----------------------------------------------------------------------------

def run_batch(path: Path, extra: list[str]) -> dict:
    """``gridsat solve FILE --unique`` as a fresh process: wall and CPU time (the process and
    its workers), and the per-puzzle times it prints."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    proc = subprocess.run(GRIDSAT + ["solve", str(path), "--unique"] + extra, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    lines = [l for l in proc.stdout.splitlines() if l.startswith("#")]
    times = [float(m.group(1)) for m in (re.search(r"\[([\d.]+)s\]$", l) for l in lines) if m]
    statuses = [l.split()[1].rstrip(":") for l in lines]
    return {"wall_seconds": wall, "cpu_seconds": cpu, "puzzles": len(lines), "unique": statuses.count("unique"),
            "exit": proc.returncode, "mean_ms": 1000 * statistics.mean(times) if times else None,
            "worst_ms": 1000 * max(times) if times else None,
            "wall_ms_per_puzzle": 1000 * wall / len(lines) if lines else None,
            "summary": (proc.stdout.strip().splitlines() or [""])[-1]}


def run_single(path: Path, extra: list[str]) -> dict:
    t0 = time.perf_counter()
    proc = subprocess.run(GRIDSAT + ["solve", str(path), "--unique", "--json"] + extra,
                          capture_output=True, text=True)
    wall = time.perf_counter() - t0
    doc = json.loads(proc.stdout) if proc.stdout.strip().startswith("{") else {}
    stats = doc.get("stats", {})
    return {"wall_seconds": wall, "status": doc.get("status"), "exit": proc.returncode,
            "encode_seconds": stats.get("encode_seconds"), "solve_seconds": stats.get("solve_seconds"),
            "variables": stats.get("variables"), "clauses": stats.get("clauses")}


def med(runs: list[dict], key: str):
    vals = [r[key] for r in runs if r.get(key) is not None]
    return statistics.median(vals) if vals else None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="200 9x9 puzzles, one 16x16 and one 25x25, one repeat")
    ap.add_argument("--count", type=int, default=10000, help="9x9 puzzles in the batch")
    ap.add_argument("--big", type=int, default=3, help="16x16 and 25x25 boards each")
    ap.add_argument("--killers", type=int, default=20, help="killer puzzles (needs sgt-solo)")
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", help="output FILE.md (and FILE.json)")
    args = ap.parse_args()
    if args.quick:
        args.count, args.big, args.killers, args.repeats = 500, 1, 5, 1
    out = Path(args.out) if args.out else RESULTS / ("sudoku-quick.md" if args.quick else "sudoku.md")
    tmp = Path(tempfile.mkdtemp(prefix="sudoku-bench-"))
    result: dict = {"date": datetime.now().isoformat(timespec="seconds"), "python": platform.python_version(),
                    "machine": f"{platform.machine()}, {os.cpu_count()} cores",
                    "load": os.getloadavg(), "args": vars(args)}

    # generating 10,000 takes minutes: the batch is kept in the temp folder for the next run
    cached = Path(tempfile.gettempdir()) / f"gridsat-sudoku-bench-seed{args.seed}-{args.count}.txt"
    t0 = time.perf_counter()
    if cached.exists():
        batch = cached.read_text().split()
        result["generate_9x9_seconds"] = None
    else:
        progress(f"generating {args.count} unique 9x9 puzzles ...")
        gen = Generator(9, args.seed)
        batch = [gen.puzzle()[0] for _ in range(args.count)]
        result["generate_9x9_seconds"] = time.perf_counter() - t0
        cached.write_text("\n".join(batch) + "\n")
    result["mean_givens_9x9"] = statistics.mean(81 - line.count(".") for line in batch)
    batch_file = tmp / "batch-9x9.txt"
    batch_file.write_text("\n".join(batch) + "\n")

    result["batch"] = {}
    for label, extra in (("one core", []), ("--jobs 2", ["--jobs", "2"])):
        runs = []
        for i in range(args.repeats):
            progress(f"batch of {args.count} 9x9, {label}, run {i + 1}")
            runs.append(run_batch(batch_file, extra))
        result["batch"][label] = runs

    result["big"] = {}
    for n in (16, 25):
        gen = Generator(n, args.seed)
        runs = []
        for k in range(args.big):
            progress(f"generating a {n}x{n} puzzle ...")
            t0 = time.perf_counter()
            line, _ = gen.puzzle(max_tries=int(n * n * (0.6 if n <= 16 else 0.5)))
            gen_s = time.perf_counter() - t0
            f = tmp / f"board-{n}-{k}.txt"
            f.write_text(line + "\n")
            for i in range(args.repeats):
                progress(f"{n}x{n} #{k + 1}, run {i + 1}")
                runs.append({"board": k, "givens": n * n - line.count("."), "generate_seconds": gen_s,
                             **run_single(f, [])})
        result["big"][n] = runs

    ids = killer_ids(args.killers) if args.killers else []
    result["killer"] = {}
    if ids:
        kf = tmp / "killer.txt"
        kf.write_text("\n".join(ids) + "\n")
        for backend in ("pysat", "z3"):
            progress(f"{len(ids)} killer puzzles, --backend {backend}")
            result["killer"][backend] = [run_batch(kf, ["--backend", backend]) for _ in range(args.repeats)]

    out.parent.mkdir(parents=True, exist_ok=True)
    out.with_suffix(".json").write_text(json.dumps(result, indent=1, default=str) + "\n")
    out.write_text(report(result))
    print(out.read_text())


def report(res: dict) -> str:
    a = res["args"]
    lines = [f"# Sudoku benchmark ({res['date']})", "",
             f"Python {res['python']}, {res['machine']}, load {tuple(round(x, 2) for x in res['load'])}; "
             f"medians of {a['repeats']} run(s).  Every time includes the start-up of a fresh "
             "`gridsat` process unless stated otherwise.", "",
             f"## Batch: {a['count']} unique 9x9 puzzles, `gridsat solve FILE --unique`", "",
             f"Own generator, seed {a['seed']}: mean {res['mean_givens_9x9']:.1f} givens"
             + (f"; generated in {res['generate_9x9_seconds']:.1f} s." if res.get("generate_9x9_seconds") else "."), "",
             "| run | wall (whole batch) | wall per puzzle | CPU per puzzle | per puzzle, mean | per puzzle, worst "
             "| unique | exit |",
             "|---|---|---|---|---|---|---|---|"]
    for label, runs in res["batch"].items():
        n = runs[0]["puzzles"] or 1
        lines.append(f"| {label} | {med(runs, 'wall_seconds'):.2f} s | {1000 * med(runs, 'wall_seconds') / n:.3f} ms | "
                     f"{1000 * med(runs, 'cpu_seconds') / n:.3f} ms | {med(runs, 'mean_ms'):.2f} ms | "
                     f"{med(runs, 'worst_ms'):.1f} ms | {runs[0]['unique']}/{runs[0]['puzzles']} | "
                     f"{runs[0]['exit']} |")
    lines += ["", "*Wall per puzzle*: the whole run (process start-up, reading, encoding, solving, "
              "checking, printing) over the puzzles; *CPU per puzzle*: the CPU seconds of the run and its "
              "worker processes over the puzzles; *mean* / *worst*: the seconds the batch prints for "
              "each puzzle (its share of the solver; reading and printing not included).", "",
              "## Big boards: `gridsat solve FILE --unique --json` (one fresh process each)", "",
              "| board | givens | wall | encode | solve (2 SAT calls) | variables | clauses | status |",
              "|---|---|---|---|---|---|---|---|"]
    for n, runs in res["big"].items():
        boards = sorted({r["board"] for r in runs})
        for b in boards:
            rs = [r for r in runs if r["board"] == b]
            lines.append(f"| {n}x{n} #{b + 1} | {rs[0]['givens']} | {med(rs, 'wall_seconds'):.2f} s | "
                         f"{med(rs, 'encode_seconds'):.3f} s | {med(rs, 'solve_seconds'):.3f} s | "
                         f"{rs[0]['variables']} | {rs[0]['clauses']} | {rs[0]['status']} |")
    if res["killer"]:
        lines += ["", "## Killer (Tatham `sgt-solo --generate N 3x3kdb`, no givens), batch `--unique`", "",
                  "| backend | wall (whole batch) | per puzzle, mean | worst | unique |", "|---|---|---|---|---|"]
        for backend, runs in res["killer"].items():
            lines.append(f"| {backend} | {med(runs, 'wall_seconds'):.2f} s | {med(runs, 'mean_ms'):.1f} ms | "
                         f"{med(runs, 'worst_ms'):.1f} ms | {runs[0]['unique']}/{runs[0]['puzzles']} |")
    else:
        lines += ["", "Killer: skipped (sgt-solo not installed or --killers 0)."]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    main()
