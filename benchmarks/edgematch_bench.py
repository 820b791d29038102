"""Edge matching benchmark: CNF size, time to the first solution, time to all solutions (and up
to board rotations), for the shared sets and random sets of growing size; side by side with a
direct CP-SAT table-constraint model of the same boards (the seed post's model).

    python benchmarks/edgematch_bench.py [--quick] [--sizes 3:4,4:4,5:5,6:6,7:7]
                                         [--halves 3:4,4:4,5:4] [--seeds N] [--repeats R]
                                         [--timeout S] [--out FILE]

Random sets come from :func:`gridsat.encoders.edgematch.generate`: the edges of a solved n x n
board are coloured at random with c colours (``colours`` style, grey frame, like Eternity II;
``halves`` style, no frame, like Scramble Squares), the board is cut into tiles, each turned at
random, and the tiles are shuffled.  Every set has at least one solution.

The CP-SAT model (needs ``pip install ortools``; skipped when absent) is the seed's: per cell a
tile variable and a rotation variable, AllDifferent over the tiles, and allowed-assignment
tables for horizontal and vertical neighbours, plus a unary table per cell for the frame rule
(border edges face outside) so that it solves the same boards.  It runs on one worker, as the
SAT solver does.  Its solution count counts swaps of identical tiles (and turns of tiles that
look the same turned) as different solutions; gridsat's does not.  Both counts are reported.

Writes ``<out>.md`` (medians of R runs) and ``<out>.json`` (every run).
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

import gridsat
from gridsat import api
from gridsat.encoders import EncodeOptions
from gridsat.encoders import edgematch as em

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results"
SHARED = ROOT.parent / "shared" / "instances" / "edgematch"
SHOW = sys.stderr.isatty()

try:  # optional: the CP-SAT comparison
    from ortools.sat.python import cp_model
except ImportError:  # pragma: no cover - depends on the machine
    cp_model = None


def progress(msg: str) -> None:
    if SHOW:
        print(msg, file=sys.stderr, flush=True)


def loaded_of(p: em.Puzzle, name: str) -> api.Loaded:
    return api.Loaded(gridsat.encoders.get("edgematch"), p, name, name)


# -- gridsat -----------------------------------------------------------------------------------

def run_gridsat(loaded: api.Loaded, timeout: float) -> dict:
    out = {}
    r = api.solve(loaded, "solve", timeout=timeout)
    out["vars"], out["clauses"] = r.stats["variables"], r.stats["clauses"]
    out["first_status"] = r.status
    out["first_s"] = r.stats["encode_seconds"] + r.stats["solve_seconds"]
    r = api.solve(loaded, "count", timeout=timeout)
    out["all_complete"] = r.complete and r.status != "timeout"
    out["all_count"] = len(r.solutions)
    out["all_s"] = r.stats["encode_seconds"] + r.stats["solve_seconds"]
    r = api.solve(loaded, "count", timeout=timeout, options=EncodeOptions(up_to_symmetry=True))
    out["sym_vars"], out["sym_clauses"] = r.stats["variables"], r.stats["clauses"]
    out["sym_complete"] = r.complete and r.status != "timeout"
    out["sym_count"] = len(r.solutions)
    out["sym_total"] = sum(em.orbit_size(loaded.puzzle, s) for s in r.solutions)
    out["sym_s"] = r.stats["encode_seconds"] + r.stats["solve_seconds"]
    return out


# -- CP-SAT (the seed's model) -----------------------------------------------------------------

def cpsat_model(p: em.Puzzle):
    m = cp_model.CpModel()
    n = len(p.tiles)
    cells = [(r, c) for r in range(p.rows) for c in range(p.cols)]
    tile = {rc: m.NewIntVar(0, n - 1, f"tile_{rc}") for rc in cells}
    rot = {rc: m.NewIntVar(0, 3, f"rot_{rc}") for rc in cells}
    m.AddAllDifferent(list(tile.values()))
    looks = {(i, k): em.oriented(t.edges, k) for i, t in enumerate(p.tiles) for k in range(4)}
    horizontal = [(i, a, j, b) for (i, a), la in looks.items() for (j, b), lb in looks.items()
                  if i != j and em.matches(p.style, la[0], lb[2])]
    vertical = [(i, a, j, b) for (i, a), la in looks.items() for (j, b), lb in looks.items()
                if i != j and em.matches(p.style, la[3], lb[1])]
    for r, c in cells:
        if (r, c + 1) in tile:
            m.AddAllowedAssignments([tile[r, c], rot[r, c], tile[r, c + 1], rot[r, c + 1]], horizontal)
        if (r + 1, c) in tile:
            m.AddAllowedAssignments([tile[r, c], rot[r, c], tile[r + 1, c], rot[r + 1, c]], vertical)
        if p.border_edges:  # the frame rule, as a unary table per cell
            m.AddAllowedAssignments([tile[r, c], rot[r, c]],
                                    [(i, k) for (i, k), look in looks.items() if em.allowed(p, r, c, look)])
    return m, tile, rot, cells


def run_cpsat(p: em.Puzzle, timeout: float) -> dict:
    out = {}
    t0 = time.perf_counter()
    m, tile, rot, cells = cpsat_model(p)
    out["build_s"] = time.perf_counter() - t0
    s = cp_model.CpSolver()
    s.parameters.num_workers = 1
    s.parameters.max_time_in_seconds = timeout
    t1 = time.perf_counter()
    status = s.Solve(m)
    out["first_s"] = out["build_s"] + time.perf_counter() - t1
    out["first_status"] = s.StatusName(status)

    class Count(cp_model.CpSolverSolutionCallback):
        def __init__(self):
            super().__init__()
            self.n = 0
            self.looks = set()

        def on_solution_callback(self):
            self.n += 1
            if len(self.looks) < 100_000:
                self.looks.add(tuple(em.oriented(p.tiles[self.Value(tile[rc])].edges, self.Value(rot[rc]))
                                     for rc in cells))

    m, tile, rot, cells = cpsat_model(p)
    s = cp_model.CpSolver()
    s.parameters.num_workers = 1
    s.parameters.enumerate_all_solutions = True
    s.parameters.max_time_in_seconds = timeout
    cb = Count()
    t1 = time.perf_counter()
    status = s.Solve(m, cb)
    out["all_s"] = out["build_s"] + time.perf_counter() - t1
    out["all_complete"] = s.StatusName(status) in ("OPTIMAL", "INFEASIBLE")
    out["all_count"] = cb.n
    out["all_distinct"] = len(cb.looks)
    return out


# -- running -----------------------------------------------------------------------------------

def instances(args) -> list[tuple[str, str, em.Puzzle]]:
    out = [("seed", "seed 3x3 (halves)", gridsat.load(str(ROOT / "examples" / "edgematch-scramble-3x3.txt")).puzzle)]
    if SHARED.is_dir():
        for f in sorted((SHARED / "scramble_607011").glob("*.txt")):
            out.append(("shared", f"scramble_607011/{f.stem}", gridsat.load(str(f)).puzzle))
        for f in sorted((SHARED / "eternity2").glob("clue*.txt")):
            out.append(("shared", f"eternity2/{f.stem}", gridsat.load(str(f)).puzzle))
    for style, spec in (("colours", args.sizes), ("halves", args.halves)):
        for n, c in parse_sizes(spec):
            for seed in range(1, args.seeds + 1):
                p = em.generate(n, n, c, style, seed=seed, source=f"random-{style}-{n}x{n}-c{c}-s{seed}")
                out.append((f"random {style}", f"{n}x{n} c={c} seed {seed}", p))
    return out


def median_of(runs: list[dict], key: str):
    vals = [r[key] for r in runs if r.get(key) is not None]
    return statistics.median(vals) if vals else None


def bench(args) -> list[dict]:
    rows = []
    for group, name, p in instances(args):
        progress(f"{group}: {name}")
        loaded = loaded_of(p, name)
        g_runs = [run_gridsat(loaded, args.timeout)]
        timed_out = not (g_runs[0]["all_complete"] and g_runs[0]["sym_complete"])
        g_runs += [run_gridsat(loaded, args.timeout) for _ in range(0 if timed_out else args.repeats - 1)]
        row = {"group": group, "name": name, "size": f"{p.rows}x{p.cols}", "style": p.style,
               "tiles": len(p.tiles), "classes": len(em.tile_classes(p)), "gridsat_runs": g_runs}
        for key in ("vars", "clauses", "sym_vars", "sym_clauses", "all_count", "sym_count", "sym_total"):
            row[key] = g_runs[0][key]
        for key in ("first_s", "all_s", "sym_s"):
            row[key] = median_of(g_runs, key)
        row["all_complete"] = all(r["all_complete"] for r in g_runs)
        row["sym_complete"] = all(r["sym_complete"] for r in g_runs)
        if cp_model is not None and not args.no_cpsat:
            c_runs = [run_cpsat(p, args.timeout)]
            timed_out = not c_runs[0]["all_complete"] or c_runs[0]["first_status"] not in ("OPTIMAL", "FEASIBLE",
                                                                                            "INFEASIBLE")
            c_runs += [run_cpsat(p, args.timeout) for _ in range(0 if timed_out else args.repeats - 1)]
            row["cpsat_runs"] = c_runs
            row["cpsat_first_s"] = median_of(c_runs, "first_s")
            row["cpsat_first_status"] = c_runs[0]["first_status"]
            row["cpsat_all_s"] = median_of(c_runs, "all_s")
            row["cpsat_all_complete"] = all(r["all_complete"] for r in c_runs)
            row["cpsat_all_count"] = c_runs[0]["all_count"]
            row["cpsat_all_distinct"] = c_runs[0]["all_distinct"]
        rows.append(row)
    return rows


def parse_sizes(text: str) -> list[tuple[int, int]]:
    out = []
    for part in filter(None, text.split(",")):
        n, _, c = part.partition(":")
        out.append((int(n), int(c or n)))
    return out


# -- report ------------------------------------------------------------------------------------

def fmt_s(x) -> str:
    return "-" if x is None else f"{x:.3f}"


def ratio(a, b) -> str:
    return "-" if not a or not b else f"{a / b:.1f}x"


def count_text(n, complete) -> str:
    return f"{n}" if complete else f">={n} (timeout)"


def markdown(meta: dict, rows: list) -> str:
    cp = any("cpsat_runs" in r for r in rows)
    out = [f"# Edge matching benchmark{' (quick)' if meta['quick'] else ''}", "",
           f"{meta['date']}; Python {meta['python']}; {meta['machine']}; load average {meta['load']}; "
           f"medians of {meta['repeats']} run(s) (one run when a search reached the limit); time limit {meta['timeout']} s per search; "
           f"CP-SAT: {meta['ortools'] or 'not installed (comparison skipped)'}.", "",
           "Times are encode + solve seconds in-process (no CLI start-up).  *all* = every solution; "
           "*sym* = one per class of board rotations (lex-leader constraints).  CP-SAT times include "
           "building the model; its count counts swaps of identical tiles as different solutions "
           "(*distinct* = different boards as seen).  Ratio = CP-SAT time / gridsat time "
           "(> 1: gridsat faster).", ""]
    head = ("| group | instance | size | tiles (kinds) | vars / clauses | first | all | solutions | "
            "sym | classes (total) |")
    sep = "|---|---|---|---|---|---|---|---|---|---|"
    if cp:
        head += " CP-SAT first | CP-SAT all | CP-SAT count (distinct) | ratio first | ratio all |"
        sep += "---|---|---|---|---|"
    out += [head, sep]
    for r in rows:
        line = (f"| {r['group']} | {r['name']} | {r['size']} | {r['tiles']} ({r['classes']}) | "
                f"{r['vars']} / {r['clauses']} | {fmt_s(r['first_s'])} | {fmt_s(r['all_s'])} | "
                f"{count_text(r['all_count'], r['all_complete'])} | {fmt_s(r['sym_s'])} | "
                f"{count_text(r['sym_count'], r['sym_complete'])} ({r['sym_total']}) |")
        if cp:
            if "cpsat_runs" in r:
                cp_first_ok = r["cpsat_first_status"] in ("OPTIMAL", "FEASIBLE", "INFEASIBLE")
                line += (f" {fmt_s(r['cpsat_first_s']) if cp_first_ok else 'timeout'} | {fmt_s(r['cpsat_all_s'])} | "
                         f"{count_text(r['cpsat_all_count'], r['cpsat_all_complete'])} "
                         f"({r['cpsat_all_distinct']}) | "
                         f"{ratio(r['cpsat_first_s'], r['first_s']) if cp_first_ok else '>' + ratio(r['cpsat_first_s'], r['first_s'])} | "
                         f"{ratio(r['cpsat_all_s'], r['all_s']) if r['all_complete'] and r['cpsat_all_complete'] else '-'} |")
            else:
                line += " - | - | - | - | - |"
        out.append(line)
    out += ["", "## Targets", ""]
    threes = [r for r in rows if r["size"] == "3x3"]
    if threes:
        worst = max(threes, key=lambda r: r["all_s"] or 0)
        ok = all(r["all_complete"] and (r["all_s"] or 0) < 0.2 for r in threes)
        out.append(f"- every 3x3 set fully enumerated in under 0.2 s: **{'yes' if ok else 'NO'}** "
                   f"({len(threes)} sets; slowest {worst['name']}: {fmt_s(worst['all_s'])} s for all, "
                   f"{fmt_s(max(r['sym_s'] or 0 for r in threes))} s up to symmetry at most)")
    for r in rows:
        if r["name"].startswith("eternity2/"):
            out.append(f"- {r['name']} ({r['size']}): first solution in {fmt_s(r['first_s'])} s "
                       f"({r['first_status'] if 'first_status' in r else r['gridsat_runs'][0]['first_status']})")
    if cp:
        firsts = [r["cpsat_first_s"] / r["first_s"] for r in rows if r.get("cpsat_first_s") and r["first_s"]
                  and r["cpsat_first_status"] in ("OPTIMAL", "FEASIBLE", "INFEASIBLE")]
        slow = [r["name"] for r in rows if r.get("cpsat_first_status") not in (None, "OPTIMAL", "FEASIBLE", "INFEASIBLE")]
        if slow:
            out.append(f"- CP-SAT found no first solution within {meta['timeout']} s on: {', '.join(slow)}")
        if firsts:
            out.append(f"- CP-SAT / gridsat, time to first solution: median ratio {statistics.median(firsts):.1f}x "
                       f"over {len(firsts)} instances")
        alls = [r["cpsat_all_s"] / r["all_s"] for r in rows
                if r.get("cpsat_all_s") and r["all_s"] and r["all_complete"] and r.get("cpsat_all_complete")]
        if alls:
            out.append(f"- CP-SAT / gridsat, time to all solutions (both complete): median ratio "
                       f"{statistics.median(alls):.1f}x over {len(alls)} instances")
    return "\n".join(out) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="small sizes, short time limit (under ~2 min)")
    ap.add_argument("--sizes", help="random colour sets n:c (n x n board, c colours)")
    ap.add_argument("--halves", help="random Scramble-style sets n:c (c pictures)")
    ap.add_argument("--seeds", type=int, help="random sets per size")
    ap.add_argument("--repeats", type=int, help="runs per measurement (median)")
    ap.add_argument("--timeout", type=float, help="seconds per search")
    ap.add_argument("--no-cpsat", action="store_true", help="skip the CP-SAT comparison")
    ap.add_argument("--out", help="FILE.md (FILE.json alongside)")
    args = ap.parse_args(argv)
    quick = args.quick
    args.sizes = args.sizes or ("3:4,4:4,5:5" if quick else "3:4,4:4,5:5,6:6,7:7")
    args.halves = args.halves or ("3:4,4:4" if quick else "3:4,4:4,5:4")
    args.seeds = args.seeds or (1 if quick else 2)
    args.repeats = args.repeats or (1 if quick else 3)
    args.timeout = args.timeout or (2.0 if quick else 10.0)
    out = Path(args.out) if args.out else RESULTS / ("edgematch-quick.md" if quick else "edgematch.md")
    meta = {"date": datetime.now().isoformat(timespec="seconds"), "python": platform.python_version(),
            "machine": f"{platform.machine()}, {os.cpu_count()} cores",
            "load": " ".join(f"{x:.2f}" for x in os.getloadavg()), "quick": quick, "repeats": args.repeats,
            "timeout": args.timeout, "sizes": args.sizes, "halves": args.halves, "seeds": args.seeds,
            "ortools": None}
    if cp_model is not None and not args.no_cpsat:
        import ortools
        meta["ortools"] = f"ortools {ortools.__version__}"
    t0 = time.perf_counter()
    rows = bench(args)
    meta["wall_s"] = round(time.perf_counter() - t0, 1)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(markdown(meta, rows))
    out.with_suffix(".json").write_text(json.dumps({"meta": meta, "rows": rows}, indent=1, default=str))
    print(f"wrote {out} and {out.with_suffix('.json').name} ({meta['wall_s']} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
