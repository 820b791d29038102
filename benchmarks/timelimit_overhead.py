"""What a time limit costs: ``api.solve(mode="unique")`` on every bundled example, with and
without ``timeout`` (issue 17: within 1 ms).  With a limit, the search runs in conflict-budget
slices in-process (no worker process) for the solvers that take a budget.

    python benchmarks/timelimit_overhead.py [--runs 21] [--out FILE.md]

Each call is timed alone (CPU seconds of this process, and wall); the two variants alternate
so that a change in machine load hits both.  Medians; the table is written to
``benchmarks/results/timelimit-overhead.md`` (and ``.json``).
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from datetime import datetime
from pathlib import Path

from gridsat import api
from gridsat.formats import InputError

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results"
TIMEOUT = 60.0


def examples() -> list[tuple[str, object]]:
    """Every bundled example that holds one puzzle with an answer."""
    out = []
    for path in sorted((ROOT / "examples").iterdir()):
        try:
            loaded = api.load(str(path))
        except InputError:  # several puzzles in one file (a batch): not this benchmark's job
            continue
        if api.solve(loaded, "solve").status == "unsat":
            continue
        out.append((path.name, loaded))
    return out


def timed(loaded, timeout: float | None) -> tuple[float, float, str]:
    c0, w0 = time.process_time(), time.perf_counter()
    report = api.solve(loaded, "unique", timeout=timeout)
    return time.process_time() - c0, time.perf_counter() - w0, report.status


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=21)
    ap.add_argument("--out", help="output FILE.md (and FILE.json)")
    args = ap.parse_args(argv)
    out = Path(args.out) if args.out else RESULTS / "timelimit-overhead.md"
    rows = []
    for name, loaded in examples():
        timed(loaded, None), timed(loaded, TIMEOUT)  # warm caches (the rules of a shape, imports)
        runs: dict[str, list] = {"none": [], "limit": []}
        for _ in range(args.runs):
            for key, t in (("none", None), ("limit", TIMEOUT)):
                runs[key].append(timed(loaded, t))
        med = {k: (statistics.median(r[0] for r in v), statistics.median(r[1] for r in v)) for k, v in runs.items()}
        rows.append({"example": name, "genre": loaded.genre_name, "status": runs["limit"][0][2],
                     "cpu_none_ms": 1000 * med["none"][0], "cpu_limit_ms": 1000 * med["limit"][0],
                     "wall_none_ms": 1000 * med["none"][1], "wall_limit_ms": 1000 * med["limit"][1]})
    meta = {"date": datetime.now().isoformat(timespec="seconds"), "python": platform.python_version(),
            "machine": f"{platform.machine()}, {os.cpu_count()} cores", "load": os.getloadavg(),
            "runs": args.runs, "timeout": TIMEOUT}
    out.parent.mkdir(parents=True, exist_ok=True)
    out.with_suffix(".json").write_text(json.dumps({"meta": meta, "rows": rows}, indent=1) + "\n")
    out.write_text(report(meta, rows))
    print(out.read_text())
    worst = max(r["cpu_limit_ms"] - r["cpu_none_ms"] for r in rows)
    return 0 if worst < 1.0 else 1


def report(meta: dict, rows: list[dict]) -> str:
    load = ", ".join(f"{x:.2f}" for x in meta["load"])
    lines = ["# The cost of a time limit", "",
             f"{meta['date']}, Python {meta['python']}, {meta['machine']}, load average {load} (at the end).  "
             f"`api.solve(mode=\"unique\")` on each bundled example, without and with `timeout={meta['timeout']:g}`; "
             f"medians of {meta['runs']} alternating runs.  Target (issue 17): the limit adds under 1 ms.", "",
             "| example | genre | verdict | CPU ms, no limit | CPU ms, limit | difference | wall ms, no limit "
             "| wall ms, limit |",
             "|---|---|---|---:|---:|---:|---:|---:|"]
    for r in rows:
        lines.append(f"| {r['example']} | {r['genre']} | {r['status']} | {r['cpu_none_ms']:.2f} | "
                     f"{r['cpu_limit_ms']:.2f} | {r['cpu_limit_ms'] - r['cpu_none_ms']:+.2f} | "
                     f"{r['wall_none_ms']:.2f} | {r['wall_limit_ms']:.2f} |")
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    sys.exit(main())
