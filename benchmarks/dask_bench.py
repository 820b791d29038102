"""Big batches on a Dask cluster against local worker processes (issue 22 item 3).

    python benchmarks/dask_bench.py [--lines 100000] [--distinct 2000] [--repeats 2]
                                    [--workers 2] [--out benchmarks/results/dask.md]

The input: ``--distinct`` 9x9 Sudoku made by ``gridsat generate sudoku`` (seed 2026, not
minimal), as 81-character lines, repeated up to ``--lines`` lines.  Each repeat runs

    gridsat solve LINES --json --workers N --output local.jsonl
    gridsat solve LINES --json --dask ADDRESS --output dask.jsonl

(in alternating order) on a ``distributed.LocalCluster`` of N worker processes with one thread
each, started before the clock starts.  Throughput is lines per second of wall time for the
whole command (reading, solving, writing).  The two outputs must be the same record for record,
up to the timings in ``stats``.  Needs the ``dask`` extra.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path

TIMINGS = ("encode_seconds", "solve_seconds")


def make_input(path: Path, lines: int, distinct: int, workers: int) -> None:
    if path.exists() and sum(1 for _ in path.open()) == lines:
        return
    made = path.with_suffix(".generated.jsonl")
    made.unlink(missing_ok=True)
    subprocess.run([sys.executable, "-m", "gridsat", "generate", "sudoku", "--seed", "2026", "--count",
                    str(distinct), "--json", "--workers", str(workers), "--output", str(made)], check=True)
    rows = []
    for record in made.read_text().splitlines():
        text = json.loads(record)["puzzle"].splitlines()[1:10]
        rows.append("".join(text))
    path.write_text("".join(rows[i % len(rows)] + "\n" for i in range(lines)))


def timed(args: list[str]) -> float:
    t0 = time.perf_counter()
    r = subprocess.run([sys.executable, "-m", "gridsat", *args], capture_output=True, text=True)
    if r.returncode != 0:
        raise SystemExit(f"gridsat {' '.join(args)} failed ({r.returncode}): {r.stderr[-500:]}")
    return time.perf_counter() - t0


def records(path: Path):
    with path.open() as f:
        for line in f:
            doc = json.loads(line)
            for key in TIMINGS:
                doc["stats"].pop(key, None)
            yield doc


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--lines", type=int, default=100_000)
    ap.add_argument("--distinct", type=int, default=2000)
    ap.add_argument("--repeats", type=int, default=2)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--dir", default=os.path.join(tempfile.gettempdir(), "gridsat-dask-bench"))
    ap.add_argument("--out", default=str(Path(__file__).parent / "results" / "dask.md"))
    a = ap.parse_args()
    from distributed import LocalCluster

    work = Path(a.dir)
    work.mkdir(parents=True, exist_ok=True)
    lines = work / f"sudoku-{a.lines}.txt"
    make_input(lines, a.lines, a.distinct, a.workers)
    load_before = os.getloadavg()
    runs: dict[str, list[float]] = {"local": [], "dask": []}
    with LocalCluster(n_workers=a.workers, threads_per_worker=1, processes=True, dashboard_address=None) as cluster:
        address = cluster.scheduler_address
        for rep in range(a.repeats):
            order = ("local", "dask") if rep % 2 == 0 else ("dask", "local")
            for kind in order:
                out = work / f"{kind}.jsonl"
                out.unlink(missing_ok=True)
                where = ["--workers", str(a.workers)] if kind == "local" else ["--dask", address]
                secs = timed(["solve", str(lines), "--json", "--output", str(out), *where])
                runs[kind].append(secs)
                print(f"{kind}: {secs:.1f}s ({a.lines / secs:.0f} lines/s)", flush=True)
    load_after = os.getloadavg()
    same = sum(1 for x, y in zip(records(work / "local.jsonl"), records(work / "dask.jsonl")) if x == y)
    n_local = sum(1 for _ in (work / "local.jsonl").open())
    n_dask = sum(1 for _ in (work / "dask.jsonl").open())
    local, dask = statistics.median(runs["local"]), statistics.median(runs["dask"])
    ratio = local / dask  # throughput ratio dask / local
    verdict = "met" if ratio >= 0.9 else "not met"
    text = f"""# Dask against local worker processes

`python benchmarks/dask_bench.py --lines {a.lines} --distinct {a.distinct} --repeats {a.repeats} --workers {a.workers}`
({datetime.now().strftime('%Y-%m-%d %H:%M')}; {platform.machine()}, {os.cpu_count()} CPUs, Python {platform.python_version()};
load average {load_before[0]:.1f} before, {load_after[0]:.1f} after: the machine was shared with other jobs).

Input: {a.lines:,} lines of 9x9 Sudoku ({a.distinct:,} made by `gridsat generate sudoku --seed 2026`, repeated).
Each run is the whole command, `gridsat solve LINES --json --output FILE` with `--workers {a.workers}` or
`--dask ADDRESS` (a `distributed.LocalCluster` of {a.workers} worker processes, one thread each, started
before the clock); runs alternate, median of {a.repeats}.

| run | seconds (each run) | median s | lines/s |
|---|---|---:|---:|
| `--workers {a.workers}` | {', '.join(f'{x:.1f}' for x in runs['local'])} | {local:.1f} | {a.lines / local:,.0f} |
| `--dask` (LocalCluster, {a.workers} workers) | {', '.join(f'{x:.1f}' for x in runs['dask'])} | {dask:.1f} | {a.lines / dask:,.0f} |

Dask throughput: **{100 * ratio:.0f}%** of `--workers {a.workers}` (target >= 90%: {verdict}).

Output: {n_local:,} and {n_dask:,} JSON lines; {same:,} records identical up to the timings in `stats`
(`encode_seconds`, `solve_seconds`).
"""
    Path(a.out).write_text(text)
    print(text)


if __name__ == "__main__":
    main()
