"""KenKen instances for the benchmark suite, and the comparison of the ways to write a cage
(the table in benchmarks/results/kenken.md).

Instances: Simon Tatham's Keen generator (``sgt-keen --generate``, fixed seeds) at every
preset size 4x4 .. 9x9 and every difficulty (easy, normal, hard, extreme, unreasonable), and
planted boards beyond Keen's 9x9 (a shuffled cyclic Latin square cut into Keen-like cages;
the benchmark decides whether their answer is unique).

    python benchmarks/kenken_bench.py                  # writes benchmarks/results/kenken.md
    python benchmarks/kenken_bench.py --repeats 5 --z3-timeout 20 --out /tmp/kenken.md

The job is what ``gridsat solve --unique`` does (answer and uniqueness), in-process, medians of
the repeats; every answer passes the checker and all ways must agree.
"""
from __future__ import annotations

import argparse
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import time
from datetime import datetime
from pathlib import Path

import gridsat
from gridsat.encoders import EncodeOptions
from gridsat.encoders.kenken import Cage, Puzzle, check

HERE = Path(__file__).resolve().parent
DIFFICULTIES = {"e": "easy", "n": "normal", "h": "hard", "x": "extreme", "u": "unreasonable"}
WAYS = {  # name -> encode options
    "cnf": EncodeOptions(),
    "cnf, no settling": EncodeOptions(extra={"kenken_settle": False}),
    "cnf, sums through PB": EncodeOptions(extra={"kenken_sums": "pb"}),
    "z3 arithmetic": EncodeOptions(cages="z3"),
}


def sgt_keen() -> str | None:
    return shutil.which("sgt-keen") or shutil.which("/usr/games/sgt-keen")


def tatham(params: str, count: int = 1, seed: str = "gridsat") -> list[tuple[str, Puzzle, float]]:
    """``count`` puzzles of Keen's ``params`` (e.g. ``6dh``) from a fixed seed (none without the
    generator)."""
    exe = sgt_keen()
    if exe is None:
        return []
    t0 = time.perf_counter()
    ids = subprocess.run([exe, "--generate", str(count), f"{params}#{seed}"], capture_output=True, text=True,
                         timeout=600).stdout.split()
    secs = time.perf_counter() - t0
    return [(f"tatham {params} #{i}", gridsat.loads(gid, params, "kenken").puzzle, secs)
            for i, gid in enumerate(ids, 1)]


def planted(n: int, seed: int = 0, biggest: int = 4) -> Puzzle:
    """A shuffled cyclic Latin square cut like Keen cuts its boards (dominoes first, then the
    single cells joined to a neighbouring cage of fewer than ``biggest`` cells), with Keen's
    choice of operations: two cells any that fits, more cells a sum or a product."""
    rng = random.Random(seed)
    rows, cols, syms = (rng.sample(range(n), n) for _ in range(3))
    grid = [[syms[(rows[r] + cols[c]) % n] + 1 for c in range(n)] for r in range(n)]
    owner = {(r, c): (r, c) for r in range(n) for c in range(n)}  # cell -> cage key

    def members(key):
        return [x for x, k in owner.items() if k == key]

    order = list(owner)
    rng.shuffle(order)
    single = set(owner)
    for x in order:
        if x in single:
            free = [y for y in _next_to(x, n) if y in single]
            if free and rng.random() < 0.75:
                y = rng.choice(free)
                single -= {x, y}
                owner[y] = owner[x]
    for x in order:
        if x in single:
            room = [y for y in _next_to(x, n) if len(members(owner[y])) < biggest]
            if room:
                y = rng.choice(room)
                owner[x] = owner[y]
                single -= {x, y}
    cages = []
    for key in sorted(set(owner.values())):
        cells = tuple(sorted(members(key)))
        vals = [grid[r][c] for r, c in cells]
        ops = ["+", "*"]
        if len(cells) == 2:
            ops += ["-"] + (["/"] if max(vals) % min(vals) == 0 else [])
        op = rng.choice(ops)
        target = {"+": sum(vals), "*": _prod(vals), "-": max(vals) - min(vals), "/": max(vals) // min(vals)}[op]
        cages.append(Cage(cells, op, target))
    return Puzzle(n, tuple(cages), f"planted {n}x{n}")


def _prod(vals) -> int:
    out = 1
    for v in vals:
        out *= v
    return out


def _next_to(x, n):
    r, c = x
    return [(a, b) for a, b in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if 0 <= a < n and 0 <= b < n]


def instances(full: bool = True) -> list[tuple[str, Puzzle]]:
    out = []
    for n in range(4, 10):
        for d in DIFFICULTIES:
            out += [(name, p) for name, p, _ in tatham(f"{n}d{d}")]
    if full:
        out += [(name, p) for params in ("5dem", "6dnm", "9dnm") for name, p, _ in tatham(params)]
    return out


# -- the comparison ------------------------------------------------------------------------------

def run(p: Puzzle, options: EncodeOptions, timeout: float) -> dict:
    t0 = time.perf_counter()
    r = gridsat.solve(p, "unique", options=options, timeout=timeout)
    wall = time.perf_counter() - t0
    for sol in r.solutions:
        assert check(p, sol) == [], "an answer failed the checker"
    return {"status": r.status, "wall": wall, "encode": r.stats["encode_seconds"], "solve": r.stats["solve_seconds"],
            "variables": r.stats["variables"], "clauses": r.stats["clauses"], "backend": r.stats["backend"],
            "solutions": r.solutions}


def cpsat(p: Puzzle, timeout: float) -> dict:
    sys.path.insert(0, str(HERE.parent))
    from benchmarks import cpsat_models

    r = cpsat_models.solve_unique("kenken", p, timeout, os.cpu_count() or 1)
    return {"status": r.status, "wall": r.total_s, "solutions": r.solutions}


def compare(items, repeats: int, z3_timeout: float, timeout: float = 60.0) -> list[dict]:
    rows = []
    for options in WAYS.values():  # warm up (imports: z3, solver libraries)
        gridsat.solve(items[0][1], "unique", options=options)
    for name, p in items:
        row = {"name": name, "size": p.size, "cages": len(p.cages)}
        for way, options in list(WAYS.items()) + [("cp-sat", None)]:
            slow = way == "z3 arithmetic"
            runs = []
            for _ in range(1 if slow else repeats):
                out = cpsat(p, timeout) if options is None else run(p, options, z3_timeout if slow else timeout)
                runs.append(out)
                if out["status"] not in ("unique", "multiple", "unsat"):
                    break
            first = runs[0]
            decided = [x["wall"] for x in runs if x["status"] in ("unique", "multiple", "unsat")]
            row[way] = {"status": first["status"], "wall": statistics.median(decided) if decided else None,
                        "solutions": first["solutions"], **{k: first[k] for k in ("variables", "clauses", "backend")
                                                            if k in first}}
            print(f"{name:22s} {way:20s} {first['status']:9s} "
                  f"{'%.1f ms' % (row[way]['wall'] * 1e3) if decided else 'timeout'}", file=sys.stderr, flush=True)
        decided = [row[w] for w in list(WAYS) + ["cp-sat"] if row[w]["status"] in ("unique", "multiple", "unsat")]
        row["agree"] = len({x["status"] for x in decided}) == 1 and all(
            x["solutions"][:1] == decided[0]["solutions"][:1] for x in decided if x["status"] == "unique")
        rows.append(row)
    return rows


def ms(x: dict) -> str:
    return "timeout" if x["wall"] is None else f"{x['wall'] * 1e3:.1f}"


def markdown(rows: list[dict], repeats: int, z3_timeout: float) -> str:
    load = os.getloadavg() if hasattr(os, "getloadavg") else ("?",) * 3
    out = [f"# KenKen: CNF cages vs z3 arithmetic ({datetime.now().isoformat(timespec='seconds')})", "",
           f"Python {platform.python_version()}, {platform.machine()}, {os.cpu_count()} cores, load "
           f"{tuple(round(x, 2) for x in load)} (a shared machine: times are noisy).  Each cell: the wall time "
           "of `gridsat solve --unique` in-process (encode + both SAT calls + checks), in ms; medians of "
           f"{repeats} runs (z3 arithmetic: one run, {z3_timeout:g} s limit).  CP-SAT: the model in "
           "benchmarks/cpsat_models.py (integer cells, all-different, multiplication equality), solve + "
           "exclude + solve, all cores.", "",
           "Ways (`--cages`): **cnf** (the default): every cage as the table of its allowed digit tuples "
           "(support encoding; a sum of more than 5000 tuples through the PB builders), the tables and the "
           "Latin singles settling what they can first; **cnf, no settling**: the same formula without "
           "settling (what DIMACS export gets); **cnf, sums through PB**: every sum through the PB builders "
           "(`pb_equals`, default encoding); **z3 arithmetic** (`--cages z3`): every cage of two or more "
           "cells as z3 integer terms (the Latin square stays CNF).", "",
           "| instance | cages | cnf | cnf, no settling | cnf, sums through PB | z3 arithmetic | CP-SAT | "
           "vars / clauses (cnf) | vars / clauses (no settling) | agree |",
           "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|"]
    for row in rows:
        c, f = row["cnf"], row["cnf, no settling"]
        out.append(f"| {row['name']} | {row['cages']} | {ms(c)} | {ms(f)} | {ms(row['cnf, sums through PB'])} | "
                   f"{ms(row['z3 arithmetic'])} | {ms(row['cp-sat'])} | {c['variables']} / {c['clauses']} | "
                   f"{f['variables']} / {f['clauses']} | {'yes' if row['agree'] else 'NO'} |")
    def wins(a: str, b: str) -> int:
        return sum(1 for row in rows if row[a]["wall"] is not None
                   and (row[b]["wall"] is None or row[a]["wall"] < row[b]["wall"]))
    timeouts = sum(1 for row in rows if row["z3 arithmetic"]["wall"] is None)
    out += ["", f"cnf was faster than z3 arithmetic on {wins('cnf', 'z3 arithmetic')} of {len(rows)} instances "
            f"(z3 reached the {z3_timeout:g} s limit on {timeouts}), faster than CP-SAT on {wins('cnf', 'cp-sat')}, "
            f"and faster than its own formula without settling on {wins('cnf', 'cnf, no settling')}."]
    out += ["", "Medians over the instances of each size (ms; z3: timeouts count as the limit):", "",
            "| size | instances | cnf | cnf, no settling | cnf, sums through PB | z3 arithmetic | CP-SAT | "
            "cnf worst | CP-SAT worst |", "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for n in sorted({row["size"] for row in rows}):
        group = [row for row in rows if row["size"] == n]

        def med(way: str) -> str:
            vals = [row[way]["wall"] if row[way]["wall"] is not None else z3_timeout for row in group]
            return f"{statistics.median(vals) * 1e3:.1f}"

        def worst(way: str) -> str:
            return f"{max(row[way]['wall'] or z3_timeout for row in group) * 1e3:.1f}"
        out.append(f"| {n}x{n} | {len(group)} | {med('cnf')} | {med('cnf, no settling')} | "
                   f"{med('cnf, sums through PB')} | {med('z3 arithmetic')} | {med('cp-sat')} | {worst('cnf')} | "
                   f"{worst('cp-sat')} |")
    return "\n".join(out) + "\n"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--z3-timeout", type=float, default=10.0)
    ap.add_argument("--quick", action="store_true", help="presets only (no multiplication-only boards)")
    ap.add_argument("--out", default=str(HERE / "results" / "kenken.md"))
    args = ap.parse_args(argv)
    items = instances(full=not args.quick)
    if not items:
        print("sgt-keen (Debian sgt-puzzles) is not installed: no instances", file=sys.stderr)
        return 2
    rows = compare(items, args.repeats, args.z3_timeout)
    Path(args.out).write_text(markdown(rows, args.repeats, args.z3_timeout))
    print(f"wrote {args.out}", file=sys.stderr)
    return 0 if all(row["agree"] for row in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
