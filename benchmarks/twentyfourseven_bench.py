"""Twenty-Four-Seven benchmark: time to a solution and to the uniqueness verdict for the 2018
original and the 2023 Four-in-One, with PySAT on the CNF (two solvers, three sum encodings,
three connectivity encodings) and with z3 (native pseudo-Boolean terms), in one run.

    python benchmarks/twentyfourseven_bench.py [--repeats R] [--timeout S] [--out FILE]

Needs ../shared/instances/twentyfourseven/.  Writes <out>.md and <out>.json (medians of R runs).
Target (issue 6): each puzzle decided in under 2 s.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

import gridsat
from gridsat.encoders import EncodeOptions

ROOT = Path(__file__).resolve().parent.parent
INSTANCES = ROOT.parent / "shared" / "instances" / "twentyfourseven"
RESULTS = ROOT / "benchmarks" / "results"


def puzzles() -> dict:
    d18 = json.loads((INSTANCES / "2018-06-twenty-four-seven.json").read_text())
    d23 = json.loads((INSTANCES / "2023-02-twenty-four-seven-four-in-one.json").read_text())
    clues = [{"side": side, "index": i, "kind": "either", "value": v}
             for row, side in zip(d23["blue"], ["left", "bottom", "right", "top"])
             for i, v in enumerate(row) if v is not None]
    return {
        "2018 original (7x7)": ({"genre": "twentyfourseven", "size": [7, 7], "givens": d18["givens"]}, d18),
        "2023 Four-in-One (12x12)": ({"genre": "twentyfourseven", "size": [12, 12],
                                      "grids": [[0, 0], [0, 5], [5, 0], [5, 5]],
                                      "givens": d23["givens_12x12"], "clues": clues}, d23),
    }


# (label, backend, PySAT solver (None = the genre's default, glucose4), --connect, --pb)
CONFIGS = [("default: glucose4, adder sums, lazy connectivity", "pysat", None, "auto", "auto"),
           ("cadical195 (project default solver)", "pysat", "cadical195", "auto", "auto"),
           ("glucose4, BDD sums", "pysat", None, "auto", "bdd"),
           ("glucose4, totalizer sums", "pysat", None, "auto", "totalizer"),
           ("glucose4, rank connectivity", "pysat", None, "rank", "auto"),
           ("glucose4, distance connectivity", "pysat", None, "distance", "auto"),
           ("z3, native PB terms, lazy connectivity", "z3", None, "auto", "auto")]


def run(doc: dict, published: dict, backend: str, solver, connect: str, pb: str, mode: str,
        timeout: float) -> dict:
    loaded = gridsat.loads(json.dumps(doc), "bench")
    t0 = time.perf_counter()
    r = gridsat.solve(loaded, mode, options=EncodeOptions(connect=connect, pb=pb), backend=backend,
                      solver=solver, timeout=timeout)
    wall = time.perf_counter() - t0
    ok = bool(r.solutions) and [list(x) for x in r.solutions[0].grid] == published["solution"]
    return {"status": r.status, "seconds": wall, "correct": ok, "variables": r.stats["variables"],
            "clauses": r.stats["clauses"]}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--timeout", type=float, default=120)
    ap.add_argument("--out", default=str(RESULTS / "twentyfourseven.md"))
    args = ap.parse_args(argv)
    if not INSTANCES.is_dir():
        print(f"instances not found: {INSTANCES}", file=sys.stderr)
        return 2
    rows = []
    for name, (doc, published) in puzzles().items():
        for label, backend, solver, connect, pb in CONFIGS:
            for mode in ("solve", "unique"):
                runs = [run(doc, published, backend, solver, connect, pb, mode, args.timeout)
                        for _ in range(args.repeats)]
                rows.append({"puzzle": name, "config": label, "mode": mode, "runs": runs,
                             "median_seconds": statistics.median(x["seconds"] for x in runs),
                             "status": runs[0]["status"], "correct": all(x["correct"] for x in runs),
                             "variables": runs[0]["variables"], "clauses": runs[0]["clauses"]})
                if sys.stderr.isatty():
                    print(f"{name} | {label} | {mode}: {rows[-1]['median_seconds']:.2f}s", file=sys.stderr)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    lines = ["# Twenty-Four-Seven benchmark", "",
             f"- date: {datetime.now(timezone.utc).isoformat(timespec='seconds')}",
             f"- machine: {platform.platform()}, {platform.machine()}, python {platform.python_version()}",
             f"- load average at the end: {os.getloadavg()[0]:.2f}; {args.repeats} runs per cell, median wall seconds of `gridsat.solve` (encode + solve; time limit {args.timeout:g} s);"
             " *correct* = the answer equals the published solution", "",
             "| puzzle | configuration | job | status | vars | clauses | median s | ratio vs first row | correct |",
             "|---|---|---|---|---:|---:|---:|---:|---|"]
    base: dict = {}
    for r in rows:
        key = (r["puzzle"], r["mode"])
        base.setdefault(key, r["median_seconds"])
        lines.append(f"| {r['puzzle']} | {r['config']} | {r['mode']} | {r['status']} | {r['variables']} | "
                     f"{r['clauses']} | {r['median_seconds']:.2f} | {r['median_seconds'] / base[key]:.2f} | "
                     f"{'yes' if r['correct'] else 'NO'} |")
    best = {}
    for r in rows:
        if r["mode"] == "unique":
            best[r["puzzle"]] = min(best.get(r["puzzle"], 1e9), r["median_seconds"])
    lines += ["", "Target: each puzzle decided (solution + uniqueness verdict) in under 2 s:"]
    lines += [f"- {p}: best {s:.2f} s — {'met' if s < 2 else 'NOT met'}" for p, s in best.items()]
    out.write_text("\n".join(lines) + "\n")
    out.with_suffix(".json").write_text(json.dumps(rows, indent=1))
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
