"""Numberlink benchmark: every shared puzzle file, time to the first answer and to the
uniqueness verdict (default configuration; other connectivity encodings with --methods); the
configurations (colour encoding x search hints x solver) on the 40x20 and 50x50 puzzles; an
ablation of the sound redundant constraints; optionally the huge inputs6 puzzles.

    python benchmarks/numberlink_bench.py            # every file (not inputs6), 10 s per run
    python benchmarks/numberlink_bench.py --quick    # small files + 2 puzzles of each big one, 2 s
    python benchmarks/numberlink_bench.py --big      # also inputs6 (122x123, 1002x1002)
    python benchmarks/numberlink_bench.py --methods lazy,rank,distance   # compare encodings

Writes benchmarks/results/numberlink.md and .json (numberlink-quick.* with --quick).  Every
answer is checked by gridsat's checker (api.solve does it).  Times are medians over the puzzles
of a file that finished; "solved" counts puzzles with an answer, "decided" those whose
uniqueness verdict (unique / multiple / unsat) came within the time limit.
"""
from __future__ import annotations

import argparse
import json
import platform
import resource
import statistics
import sys
import time
from datetime import datetime
from pathlib import Path

from gridsat import api
from gridsat.encoders import EncodeOptions
from gridsat.encoders.numberlink import GENRE as NL

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "instances" / "numberlink"
RESULTS = ROOT / "benchmarks" / "results"
METHODS = ("lazy", "rank", "distance")
# (name, colour encoding, search hints, PySAT solver): the first is gridsat's default; the last
# is the configuration of the previous release (one-hot colours, no hints, CaDiCaL)
CONFIGS = [("default: binary colours, turn hint, glucose4", "binary", ("turns",), "glucose4"),
           ("binary, no hints, glucose4", "binary", (), "glucose4"),
           ("binary, turn + beside hints, glucose4", "binary", ("turns", "beside"), "glucose4"),
           ("one-hot colours, turn hint, glucose4", "onehot", ("turns",), "glucose4"),
           ("binary, turn hint, cadical195", "binary", ("turns",), "cadical195"),
           ("one-hot, no hints, cadical195 (before)", "onehot", (), "cadical195")]
ABLATION = {"none": (), "square": ("square",), "square+rect": ("square", "rect"),
            "square+support": ("square", "support"), "square+balance": ("square", "balance")}


def progress(msg: str) -> None:
    if sys.stderr.isatty():
        print(msg, file=sys.stderr, flush=True)


DISTANCE_LIMIT = 2_000_000  # arcs x bound: above it the unary encoding takes GBs; skipped


def too_big(item, method: str) -> bool:
    p = item.puzzle
    cells, pairs = p.width * p.height, len(p.labels)
    bound = (cells - 2 * (pairs - 1) - 1) // 2
    return method == "distance" and 4 * cells * bound > DISTANCE_LIMIT


def run(item, method: str, timeout: float, redundant=("square",), allow_empty=False, colours="binary",
        hints=("turns",), solver=None, mode="unique") -> dict:
    if too_big(item, method):
        return {"status": "skipped", "first": None, "verdict": None, "vars": None, "clauses": None,
                "calls": 0}
    # every implied constraint and hint by name: on when listed (the genre's parts)
    parts = {part.name: part.name in redundant for part in NL.implied}
    parts.update({part.name: part.name in hints for part in NL.hints})
    opts = EncodeOptions(connect=method, allow_empty=allow_empty, parts=parts,
                         extra={"numberlink_colours": colours})
    t0 = time.perf_counter()
    first = []
    rep = api.solve(item, mode=mode, options=opts, timeout=timeout, solver=solver,
                    on_solution=lambda s: first.append(time.perf_counter() - t0))
    total = time.perf_counter() - t0
    decided = rep.status in ("unique", "multiple", "unsat")
    return {"status": rep.status, "first": first[0] if first else None,
            "verdict": total if decided else None, "vars": rep.stats["variables"],
            "clauses": rep.stats["clauses"], "calls": rep.stats["sat_calls"],
            "encode": rep.stats["encode_seconds"], "hints": rep.stats.get("hints_status", "none")}


def configs(timeout, quick=False) -> list[dict]:
    """Time to the first answer (mode solve) on the 40x20 and 50x50 files, per configuration."""
    picks = [("inputs9", 2 if quick else 10), ("inputs10", 2 if quick else None)]
    items = []
    for f, limit in picks:
        if (SHARED / f).exists():
            got = [it for it in api.load_all(str(SHARED / f)) if not isinstance(it, Exception)]
            items += [(f, i, it) for i, it in enumerate(got[:limit] if limit else got, 1)]
    rows = []
    for name, colours, hints, solver in CONFIGS:
        for f in dict.fromkeys(f for f, _, _ in items):
            runs = []
            for g, i, it in items:
                if g != f:
                    continue
                progress(f"config {name} {f}#{i}")
                runs.append(run(it, "lazy", timeout, colours=colours, hints=hints, solver=solver, mode="solve"))
            firsts = [r["first"] for r in runs]
            rows.append({"config": name, "file": f, "puzzles": len(runs),
                         "solved": sum(x is not None for x in firsts), "median_first": med(firsts),
                         "max_first": max((x for x in firsts if x is not None), default=None),
                         "clauses": med(r["clauses"] for r in runs),
                         "hints_held": sum(r["hints"] == "on" for r in runs)})
    return rows


def med(xs):
    xs = [x for x in xs if x is not None]
    return statistics.median(xs) if xs else None


def fmt(x) -> str:
    return "-" if x is None else f"{x:.3f}"


def bench_files(files, methods, timeout, limit) -> list[dict]:
    """Every puzzle of each file in mode unique, default configuration, per connectivity method."""
    rows = []
    for f in files:
        items = [it for it in api.load_all(str(SHARED / f)) if not isinstance(it, Exception)][:limit]
        sizes = sorted({f"{it.puzzle.width}x{it.puzzle.height}" for it in items})
        for method in methods:
            runs = []
            for i, it in enumerate(items, 1):
                progress(f"{f} {method} {i}/{len(items)}")
                r = run(it, method, timeout)
                r["index"] = i
                r["size"] = f"{it.puzzle.width}x{it.puzzle.height}"
                runs.append(r)
            rows.append({"file": f, "method": method, "puzzles": len(items), "sizes": sizes, "runs": runs,
                         "solved": sum(r["first"] is not None for r in runs),
                         "decided": sum(r["verdict"] is not None for r in runs),
                         "median_first": med(r["first"] for r in runs),
                         "median_encode": med(r.get("encode") for r in runs),
                         "median_verdict": med(r["verdict"] for r in runs),
                         "max_first": max((r["first"] for r in runs if r["first"] is not None), default=None),
                         "statuses": {s: sum(r["status"] == s for r in runs) for s in {r["status"] for r in runs}}})
    return rows


def ablation(timeout, quick=False) -> list[dict]:
    picks = [("inputs1", None), ("inputs2", None), ("inputs4", 2), ("inputs5", None)]
    if quick:
        picks = [("inputs1", None), ("inputs5", None)]
    items = []
    for f, limit in picks:
        got = [it for it in api.load_all(str(SHARED / f)) if not isinstance(it, Exception)]
        items += [(f, i, it) for i, it in enumerate(got[:limit] if limit else got, 1)]
    rows = []
    for name, red in ABLATION.items():
        for method in ("lazy", "rank"):
            runs = []
            for f, i, it in items:
                progress(f"ablation {name} {method} {f}#{i}")
                # the support constraints are written over one-hot colour variables
                runs.append(run(it, method, timeout, red, colours="onehot" if "support" in red else "binary"))
            rows.append({"redundant": name, "method": method, "puzzles": len(runs),
                         "decided": sum(r["verdict"] is not None for r in runs),
                         "total_verdict": sum(r["verdict"] or timeout for r in runs),
                         "median_verdict": med(r["verdict"] for r in runs),
                         "sat_calls": sum(r["calls"] for r in runs)})
    return rows


def big(timeout) -> list[dict]:
    """inputs6, first answer only; each puzzle in a process of its own (peak memory per puzzle)."""
    import subprocess

    rows = []
    n = len(api.load_all(str(SHARED / "inputs6")))
    for i in range(1, n + 1):
        progress(f"inputs6 #{i}")
        t0 = time.perf_counter()
        proc = subprocess.run([sys.executable, __file__, "--one-big", str(i), "--timeout", str(timeout)],
                              capture_output=True, text=True)
        try:
            r = json.loads(proc.stdout.strip().splitlines()[-1])
        except (IndexError, json.JSONDecodeError):
            r = {"status": f"failed (exit {proc.returncode})", "first": None, "verdict": None,
                 "maxrss_mb": None, "size": "?", "encode": None}
        r.update(index=i, seconds=time.perf_counter() - t0)
        rows.append(r)
    return rows


def one_big(i: int, timeout: float) -> dict:
    it = api.load(str(SHARED / "inputs6"), index=i)
    r = run(it, "lazy", timeout, mode="solve")
    r.update(size=f"{it.puzzle.width}x{it.puzzle.height}", pairs=len(it.puzzle.labels),
             maxrss_mb=resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024)
    return r


def markdown(meta, rows, conf, abl, bigrows) -> str:
    out = ["# Numberlink benchmark", "",
           f"{meta['date']}, Python {meta['python']}, {meta['machine']}, load average at the end "
           f"{meta['load']}; time limit {meta['timeout']} s per run; strict rule; default configuration "
           "(binary colour numbers, turn hint, glucose4, no 2x2 loop).  Wall seconds of api.solve "
           "including encoding (median over the puzzles that finished): *first* = first answer, "
           "*verdict* = uniqueness decided.", "",
           "| file | sizes | encoding | puzzles | solved | decided | median encode | median first | max first | median verdict | statuses |",
           "|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        sizes = ", ".join(r["sizes"][:4]) + (" ..." if len(r["sizes"]) > 4 else "")
        st = ", ".join(f"{k} {v}" for k, v in sorted(r["statuses"].items()))
        out.append(f"| {r['file']} | {sizes} | {r['method']} | {r['puzzles']} | {r['solved']} | {r['decided']} | "
                   f"{fmt(r.get('median_encode'))} | {fmt(r['median_first'])} | {fmt(r['max_first'])} | "
                   f"{fmt(r['median_verdict'])} | {st} |")
    if conf:
        out += ["", "## Configurations: time to the first answer (40x20, 50x50)", "",
                "Mode solve, lazy connectivity.  *hints held* = puzzles whose answer followed the "
                "hints (the search never had to drop them).", "",
                "| configuration | file | puzzles | solved | median first | max first | median clauses | hints held |",
                "|---|---|---|---|---|---|---|---|"]
        for r in conf:
            cl = "-" if r["clauses"] is None else f"{int(r['clauses']):,}"
            out.append(f"| {r['config']} | {r['file']} | {r['puzzles']} | {r['solved']} | {fmt(r['median_first'])} | "
                       f"{fmt(r['max_first'])} | {cl} | {r['hints_held']} |")
    if abl:
        out += ["", "## Sound redundant constraints (uniqueness verdicts)", "",
                ("inputs1 and inputs5" if meta["quick"] else "inputs1, inputs2, inputs5 and the first two of inputs4") + "; *total* counts a timeout as the limit.", "",
                "| redundant | encoding | puzzles | decided | total verdict s | median verdict | SAT calls |",
                "|---|---|---|---|---|---|---|"]
        for r in abl:
            out.append(f"| {r['redundant']} | {r['method']} | {r['puzzles']} | {r['decided']} | "
                       f"{r['total_verdict']:.2f} | {fmt(r['median_verdict'])} | {r['sat_calls']} |")
    if bigrows:
        out += ["", "## inputs6 (first answer, default configuration, one process per puzzle)", "",
                "| # | size | status | variables | clauses | encode s | first answer s | process seconds | peak RSS MB |",
                "|---|---|---|---|---|---|---|---|---|"]
        for r in bigrows:
            v = "-" if r.get("vars") is None else f"{r['vars']:,}"
            c = "-" if r.get("clauses") is None else f"{r['clauses']:,}"
            out.append(f"| {r['index']} | {r['size']} | {r['status']} | {v} | {c} | {fmt(r.get('encode'))} | "
                       f"{fmt(r['first'])} | {r['seconds']:.1f} | {r['maxrss_mb']} |")
    return "\n".join(out) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--big", action="store_true", help="also run inputs6 (slow, GBs of memory)")
    ap.add_argument("--timeout", type=float, default=None)
    ap.add_argument("--methods", default=None, help="connectivity encodings for the per-file table "
                    "(default: lazy; --quick: all)")
    ap.add_argument("--no-ablation", action="store_true")
    ap.add_argument("--no-configs", action="store_true")
    ap.add_argument("--one-big", type=int, default=None, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.one_big:
        print(json.dumps(one_big(args.one_big, args.timeout or 600.0)))
        return 0
    if not SHARED.is_dir():
        print(f"shared instances not found: {SHARED}", file=sys.stderr)
        return 2
    methods = [m for m in (args.methods or (",".join(METHODS) if args.quick else "lazy")).split(",") if m]
    timeout = args.timeout or (2.0 if args.quick else 10.0)
    files = sorted(p.name for p in SHARED.iterdir() if p.name != "inputs6")
    limit = None
    if args.quick:
        files = ["inputs1", "inputs2", "inputs4", "inputs5", "inputs7", "inputs9", "inputs10"]
        limit = 2
    rows = bench_files(files, methods, timeout, limit if args.quick else None)
    conf = [] if args.no_configs else configs(timeout, args.quick)
    abl = [] if args.no_ablation else ablation(timeout, args.quick)
    bigrows = big(max(timeout, 600.0)) if args.big else []
    meta = {"date": datetime.now().strftime("%Y-%m-%d %H:%M"), "python": platform.python_version(),
            "machine": f"{platform.machine()}, {__import__('os').cpu_count()} cores", "timeout": timeout,
            "quick": args.quick, "load": " ".join(f"{x:.2f}" for x in __import__("os").getloadavg())}
    stem = "numberlink-quick" if args.quick else "numberlink"
    RESULTS.mkdir(parents=True, exist_ok=True)
    (RESULTS / f"{stem}.json").write_text(json.dumps({"meta": meta, "files": rows, "configs": conf,
                                                      "ablation": abl, "big": bigrows}, indent=1) + "\n")
    md = markdown(meta, rows, conf, abl, bigrows)
    (RESULTS / f"{stem}.md").write_text(md)
    print(md)
    return 0


if __name__ == "__main__":
    sys.exit(main())
