"""Star Battle benchmark: encode size and time, and time to decide uniqueness, for every
cardinality encoding on random planted puzzles; plus the cold start of the CLI.

    python benchmarks/starbattle_bench.py [--quick] [--sizes 10,20,30:6,40] [--seeds N]
                                          [--repeats R] [--timeout S] [--out FILE]

Instances are planted, so they always have a solution: a random star layout (m per row and
column, no two touching) is found by a SAT solver with random phases; every star grows a random
territory (random flood fill), and the territories are joined into n connected regions of m
stars each.  Random regions almost never make a unique puzzle, so "unique" mode usually ends
with the second answer (status ``multiple``).

Writes ``<out>.md`` (tables, medians of R runs) and ``<out>.json`` (every run).
"""
from __future__ import annotations

import argparse
import gc
import json
import math
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import sysconfig
import time
from datetime import datetime
from pathlib import Path

import pysat
from pysat.card import CardEnc, EncType
from pysat.solvers import Solver

import gridsat
from gridsat import api
from gridsat.cardinality import AMO_ONLY, ENCODINGS, EncodingError
from gridsat.encoders import EncodeOptions
from gridsat.encoders import starbattle

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results"
EXAMPLE = ROOT / "examples" / "starbattle-9x9.txt"
DEFAULT_STARS = {10: 2, 20: 4, 30: 6, 40: 6}
QUICK_ENCODINGS = ("auto", "seqcounter", "cardnetwrk", "totalizer")
STEPS = ((0, 1), (1, 0), (0, -1), (-1, 0))
SHOW = sys.stderr.isatty()


def progress(msg: str) -> None:
    if SHOW:
        print(msg, file=sys.stderr, flush=True)


# -- instances ---------------------------------------------------------------------------------

def plant_stars(n: int, m: int, rng: random.Random) -> list[tuple[int, int]]:
    """A random layout with m stars in every row and column, no two touching."""
    if 2 * m - 1 > n or n * m > ((n + 1) // 2) ** 2:
        raise ValueError(f"{m} non-touching stars per row/column do not fit in {n}x{n}")
    order = list(range(1, n * n + 1))
    rng.shuffle(order)  # random variable numbering: the solver's choices differ per seed
    var = lambda r, c: order[r * n + c]  # noqa: E731
    lines = [[var(r, c) for c in range(n)] for r in range(n)]
    lines += [[var(r, c) for r in range(n)] for c in range(n)]
    clauses, top = [], n * n
    for lits in lines:
        cnf = CardEnc.equals(lits=lits, bound=m, top_id=top, encoding=EncType.seqcounter)
        clauses += cnf.clauses
        top = max(top, cnf.nv)
    for r in range(n):
        for c in range(n):
            for dr, dc in ((0, 1), (1, -1), (1, 0), (1, 1)):
                if 0 <= r + dr < n and 0 <= c + dc < n:
                    clauses.append([-var(r, c), -var(r + dr, c + dc)])
    with Solver(name="glucose4", bootstrap_with=clauses) as s:  # honours the phases
        s.set_phases([v if rng.random() < m / n else -v for v in range(1, n * n + 1)])
        if not s.solve():
            raise ValueError(f"no layout with {m} stars per row/column in {n}x{n}")
        model = s.get_model()
    return sorted(divmod(i, n) for i, v in enumerate(order) if model[v - 1] > 0)


def neighbours(n: int, cell: tuple[int, int]):
    r, c = cell
    return [(r + dr, c + dc) for dr, dc in STEPS if 0 <= r + dr < n and 0 <= c + dc < n]


def territories(n: int, stars: list, rng: random.Random) -> dict:
    """Every cell -> index of a star; grown by random flood fill, so each territory is
    connected and holds exactly its own star."""
    owner = {s: i for i, s in enumerate(stars)}
    edges = [(nb, i) for s, i in owner.items() for nb in neighbours(n, s)]
    while edges:
        j = rng.randrange(len(edges))
        edges[j], edges[-1] = edges[-1], edges[j]
        cell, i = edges.pop()
        if cell not in owner:
            owner[cell] = i
            edges += [(nb, i) for nb in neighbours(n, cell) if nb not in owner]
    return owner


def group_stars(adj: list[set], m: int, rng: random.Random, tries: int = 50):
    """Split the territory graph into connected groups of m stars (None if every try fails).
    Greedy: always extend with the free territory that has the fewest free neighbours."""
    for _ in range(tries):
        free, groups = set(range(len(adj))), []
        while free:
            group = {min(free, key=lambda s: (len(adj[s] & free), rng.random()))}
            free -= group
            while len(group) < m:
                options = set().union(*(adj[s] for s in group)) & free
                if not options:
                    break
                pick = min(options, key=lambda t: (len(adj[t] & free), rng.random()))
                group.add(pick)
                free.discard(pick)
            if len(group) < m:
                break
            groups.append(group)
        else:
            return groups
    return None


def make_instance(n: int, m: int, seed: int) -> tuple[starbattle.Puzzle, list]:
    """A random n x n, m-star puzzle with a planted solution (verified by the checker)."""
    rng = random.Random(f"starbattle {n} {m} {seed}")
    for _ in range(20):
        stars = plant_stars(n, m, rng)
        owner = territories(n, stars, rng)
        adj = [set() for _ in stars]
        for cell, i in owner.items():
            for nb in neighbours(n, cell):
                if owner[nb] != i:
                    adj[i].add(owner[nb])
        groups = group_stars(adj, m, rng)
        if groups:
            break
    else:
        raise RuntimeError(f"could not split {n}x{n}/{m} stars into connected regions")
    region = {i: g for g, group in enumerate(groups) for i in group}
    labels = tuple(tuple(region[owner[r, c]] for c in range(n)) for r in range(n))
    puzzle = starbattle.Puzzle(regions=labels, stars=m, source="bench")
    problems = starbattle.check(puzzle, starbattle.Solution(tuple(sorted(stars))))
    if problems:
        raise RuntimeError(f"planted solution is invalid: {problems[0]}")
    return puzzle, sorted(stars)


# -- measuring ---------------------------------------------------------------------------------

def measure(loaded: api.Loaded, card: str, repeats: int, timeout: float, jobs: int = 1) -> dict:
    """Median encode time (compile_model) and median unique-mode solve time over `repeats`
    (``jobs``: racing solver copies, as ``--jobs``)."""
    opts = EncodeOptions(card=card)
    runs, formula = [], None
    for _ in range(repeats):
        gc.collect()
        compiled = api.compile_model(loaded, opts)
        model, encode_s = compiled.model, compiled.encode_seconds
        size = model.stats()
        formula = formula or fingerprint(model)
        del model
        gc.collect()
        t0 = time.perf_counter()
        rep = api.solve(loaded, mode="unique", options=opts, timeout=timeout, jobs=jobs)
        wall = time.perf_counter() - t0
        runs.append(dict(encode_s=encode_s, unique_s=rep.stats["solve_seconds"], wall_s=wall,
                         status=rep.status, sat_calls=rep.stats["sat_calls"], **size))
        if rep.status == "timeout":
            break  # do not wait for the limit again
    ok = [r for r in runs if r["status"] != "timeout"]
    statuses = sorted({r["status"] for r in runs})
    return dict(
        variables=runs[0]["variables"], clauses=runs[0]["clauses"],
        encode_s=statistics.median(r["encode_s"] for r in runs),
        unique_s=statistics.median(r["unique_s"] for r in ok) if ok else None,
        wall_s=statistics.median(r["wall_s"] for r in ok) if ok else None,
        status="/".join(statuses), formula=formula, runs=runs)


def fingerprint(model) -> str:
    """Identifies the formula: equal fingerprints mean the very same clauses in the same order."""
    return f"{model.nvars}:{len(model.clauses)}:{hash(tuple(map(tuple, model.clauses))):x}"


def bench_instance(n: int, m: int, seed: int, encodings, repeats: int, timeout: float) -> list:
    t0 = time.perf_counter()
    puzzle, stars = make_instance(n, m, seed)
    gen_s = time.perf_counter() - t0
    loaded = api.Loaded(starbattle.GENRE, puzzle, "bench", "bench")
    rows, auto = [], None
    for card in encodings:  # "auto" comes first
        progress(f"  {n}x{n} m={m} seed={seed} {card} ...")
        row = dict(n=n, m=m, seed=seed, encoding=card, generate_s=gen_s)
        try:
            if card in AMO_ONLY and auto and fingerprint(api.compile_model(
                    loaded, EncodeOptions(card=card)).model) == auto.get("formula"):
                row.update(status="= auto", note=f"{card} is at-most-one only; falls back to auto")
            else:
                row.update(measure(loaded, card, repeats, timeout))
        except EncodingError as e:
            row.update(status="refused", note=str(e))
        rows.append(row)
        auto = auto or row
    for row in rows:
        if "encode_s" in row and "encode_s" in auto:
            row["same_formula_as_auto"] = row["formula"] == auto["formula"]
            row["encode_ratio"] = row["encode_s"] / auto["encode_s"]
            if row["unique_s"] is not None and auto["unique_s"]:
                row["unique_ratio"] = row["unique_s"] / auto["unique_s"]
    answers = {r["status"] for r in rows if r["status"] in ("unique", "multiple", "unsat", "solved")}
    if len(answers) > 1:
        print(f"WARNING: encodings disagree on {n}x{n}/{m} seed {seed}: {answers}", file=sys.stderr)
    rows[0]["puzzle"] = dict(regions=[list(r) for r in puzzle.regions], planted=stars)
    return rows


def cli_cold_start(runs: int = 5) -> dict:
    """Median wall time of `gridsat solve examples/starbattle-9x9.txt --unique`."""
    out = {}
    direct = Path(sysconfig.get_path("scripts")) / "gridsat"
    on_path = shutil.which("gridsat")
    commands = {"gridsat": str(direct) if direct.exists() else on_path}
    if on_path and Path(on_path).resolve() != direct.resolve():
        commands["gridsat on PATH"] = on_path  # e.g. a pyenv shim, which adds its own start-up
    for label, exe in commands.items():
        if not exe:
            continue
        times, codes = [], set()
        for _ in range(runs):
            t0 = time.perf_counter()
            proc = subprocess.run([exe, "solve", str(EXAMPLE), "--unique"], capture_output=True)
            times.append(time.perf_counter() - t0)
            codes.add(proc.returncode)
        out[label] = dict(command=f"{exe} solve {EXAMPLE.relative_to(ROOT)} --unique",
                          median_s=statistics.median(times), runs_s=times, exit_codes=sorted(codes))
    return out


# -- report ------------------------------------------------------------------------------------

def fmt(x, digits=4) -> str:
    return "—" if x is None else f"{x:.{digits}f}"


def geomean(xs):
    xs = [x for x in xs if x]
    return math.exp(sum(map(math.log, xs)) / len(xs)) if xs else None


def markdown(meta: dict, rows: list, cli: dict) -> str:
    out = [f"# Star Battle benchmark ({meta['mode']})", "",
           f"- date: {meta['date']}",
           f"- machine: {meta['machine']}, {meta['cpus']} CPUs",
           f"- python {meta['python']}, python-sat {meta['pysat']}, gridsat {meta['gridsat']}",
           f"- command: `{meta['command']}`",
           f"- {meta['repeats']} run(s) per measurement, medians shown; solve time limit "
           f"{meta['timeout']} s; solver cadical195 (in a worker process, as with `--timeout`)",
           "- *encode s*: `api.compile_model`; *unique s*: `solve_seconds` of "
           "`api.solve(mode='unique')` (load into the solver + SAT calls); "
           "*ratio*: encoding / `auto` on the same instance (encode, unique)",
           "- an encoding marked *= auto formula* builds exactly the clauses `auto` builds, so its "
           "ratio shows the measurement noise",
           f"- load average (1 min) {meta['load'][0]:.2f} at the start, {meta['load'][1]:.2f} at the end "
           f"(other work on the machine makes times noisy)", "",
           "| n | m | seed | encoding | vars | clauses | encode s | unique s | status | ratio vs auto |",
           "|---:|---:|---:|---|---:|---:|---:|---:|---|---|"]
    for r in rows:
        if "encode_s" in r:
            ratio = f"{fmt(r.get('encode_ratio'), 2)} / {fmt(r.get('unique_ratio'), 2)}"
            same = " (= auto formula)" if r.get("same_formula_as_auto") and r["encoding"] != "auto" else ""
            out.append(f"| {r['n']} | {r['m']} | {r['seed']} | {r['encoding']}{same} | {r['variables']} | "
                       f"{r['clauses']} | {fmt(r['encode_s'])} | {fmt(r['unique_s'])} | "
                       f"{r['status']} | {ratio} |")
        else:
            out.append(f"| {r['n']} | {r['m']} | {r['seed']} | {r['encoding']} | | | | | "
                       f"{r['status']} | {r['note']} |")

    out += ["", "## By encoding (geometric mean of the ratio to `auto` over the instances)", "",
            "| encoding | instances | clauses | encode | unique | refused / timeout |",
            "|---|---:|---:|---:|---:|---|"]
    auto_clauses = {(r["n"], r["m"], r["seed"]): r["clauses"] for r in rows
                    if r["encoding"] == "auto" and "clauses" in r}
    for card in dict.fromkeys(r["encoding"] for r in rows):
        all_rows = [r for r in rows if r["encoding"] == card]
        mine = [r for r in all_rows if "encode_s" in r]
        same = [r for r in all_rows if r["status"] == "= auto"]
        if same and not mine:
            out.append(f"| {card} | {len(same)} | = auto | = auto | = auto | |")
            continue
        cl = geomean(r["clauses"] / auto_clauses[r["n"], r["m"], r["seed"]] for r in mine
                     if (r["n"], r["m"], r["seed"]) in auto_clauses)
        out.append(f"| {card} | {len(mine)} | {fmt(cl, 2)} | "
                   f"{fmt(geomean(r.get('encode_ratio') for r in mine), 2)} | "
                   f"{fmt(geomean(r.get('unique_ratio') for r in mine), 2)} | "
                   f"{len([r for r in all_rows if r['status'] == 'refused'])} / "
                   f"{len([r for r in all_rows if 'timeout' in r['status']])} |")

    out += ["", "## Scaling of `auto`", "",
            "| n | m | cells | clauses | encode s | µs / cell | µs / clause | unique s |",
            "|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        if r["encoding"] == "auto" and "encode_s" in r:
            out.append(f"| {r['n']} | {r['m']} | {r['n'] ** 2} | {r['clauses']} | {fmt(r['encode_s'])} | "
                       f"{r['encode_s'] / r['n'] ** 2 * 1e6:.1f} | {r['encode_s'] / r['clauses'] * 1e6:.2f} | "
                       f"{fmt(r['unique_s'])} |")

    out += ["", "## Cold CLI start", ""]
    for label, c in cli.items():
        out.append(f"- {label}: median {c['median_s']:.3f} s over {len(c['runs_s'])} runs "
                   f"(`{c['command']}`, exit code {'/'.join(map(str, c['exit_codes']))})")

    out += ["", "## Targets", ""] + [f"- {t}" for t in targets(rows, cli)]
    return "\n".join(out) + "\n"


def targets(rows: list, cli: dict) -> list[str]:
    auto = [r for r in rows if r["encoding"] == "auto" and "encode_s" in r]
    lines = []
    if len({r["n"] for r in auto}) > 1:
        per_cell = [r["encode_s"] / r["n"] ** 2 * 1e6 for r in auto]
        per_clause = [r["encode_s"] / r["clauses"] * 1e6 for r in auto]
        lines.append(f"encode time ~ linear in cells: µs per cell {min(per_cell):.1f}..{max(per_cell):.1f} "
                     f"(x{max(per_cell) / min(per_cell):.1f}; grows with m, as clauses per cell do), "
                     f"µs per clause {min(per_clause):.2f}..{max(per_clause):.2f} "
                     f"(x{max(per_clause) / min(per_clause):.1f})")
    for a, b in zip(auto, auto[1:]):
        if a["m"] == b["m"] and a["n"] < b["n"]:
            lines.append(f"same m={a['m']}, {a['n']}x{a['n']} -> {b['n']}x{b['n']}: cells x{(b['n'] / a['n']) ** 2:.2f}, "
                         f"clauses x{b['clauses'] / a['clauses']:.2f}, encode time x{b['encode_s'] / a['encode_s']:.2f}")
    big = [r for r in auto if r["n"] == 30 and r["m"] == 6]
    for r in big:
        lines.append(f"30x30, 6 stars (seed {r['seed']}): encode {r['encode_s']:.3f} s "
                     f"({'met' if r['encode_s'] < 0.5 else 'NOT met'}, < 0.5 s); uniqueness "
                     f"({r['status']}) {fmt(r['unique_s'])} s, {fmt(r['wall_s'])} s with encoding "
                     f"({'met' if r['wall_s'] is not None and r['wall_s'] < 5 else 'NOT met'}, < 5 s)")
    if not big:
        lines.append("30x30, 6 stars: not in this run")
    if "gridsat" in cli:
        s = cli["gridsat"]["median_s"]
        lines.append(f"cold CLI: {s:.3f} s ({'met' if s < 0.5 else 'NOT met'}, < 0.5 s)")
    if "gridsat on PATH" in cli:
        lines.append(f"cold CLI through the PATH entry: {cli['gridsat on PATH']['median_s']:.3f} s")
    return lines


# -- main --------------------------------------------------------------------------------------

def parse_sizes(text: str) -> list[tuple[int, int]]:
    """'10,20,30:6' -> [(10, 2), (20, 4), (30, 6)]; m defaults to DEFAULT_STARS or n // 5."""
    out = []
    for item in text.split(","):
        n, _, m = item.strip().partition(":")
        n = int(n)
        out.append((n, int(m) if m else DEFAULT_STARS.get(n, min(6, max(2, n // 5)))))
    return out


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--quick", action="store_true", help="n=10,20, 1 seed, 4 encodings (< 2 min)")
    p.add_argument("--sizes", help="comma list of n or n:m (default 10:2,20:4,30:6,40:6)")
    p.add_argument("--seeds", type=int, default=1, help="instances per size (default 1)")
    p.add_argument("--repeats", type=int, default=3, help="runs per measurement (default 3)")
    p.add_argument("--timeout", type=float, default=30.0, help="solve time limit in s (default 30)")
    p.add_argument("--encodings", help=f"comma list (default all: {','.join(ENCODINGS)})")
    p.add_argument("--out", help="markdown file; JSON goes next to it "
                                 "(default benchmarks/results/starbattle[-quick].md)")
    args = p.parse_args(argv)

    sizes = parse_sizes(args.sizes or ("10,20" if args.quick else "10,20,30,40"))
    encodings = (args.encodings.split(",") if args.encodings
                 else QUICK_ENCODINGS if args.quick else ENCODINGS)
    if "auto" not in encodings:
        encodings = ["auto", *encodings]  # the baseline of every ratio
    out = Path(args.out or RESULTS / ("starbattle-quick.md" if args.quick else "starbattle.md"))

    load_start = os.getloadavg()[0]
    # warm up imports and caches so the first measurement is not an outlier
    api.solve(api.Loaded(starbattle.GENRE, make_instance(10, 2, -1)[0], "bench", "bench"), "unique",
              timeout=args.timeout)
    rows = []
    for n, m in sizes:
        for seed in range(args.seeds):
            rows += bench_instance(n, m, seed, encodings, args.repeats, args.timeout)
    progress("cold CLI start ...")
    cli = cli_cold_start()

    meta = dict(mode="quick" if args.quick else "full", date=datetime.now().astimezone().isoformat(" ", "seconds"),
                machine=f"{platform.platform()} {platform.machine()} {platform.processor()}".strip(),
                cpus=os.cpu_count(), python=platform.python_version(), pysat=pysat.__version__,
                gridsat=gridsat.__version__, command=" ".join(["python", *sys.argv]),
                repeats=args.repeats, timeout=args.timeout, sizes=sizes, seeds=args.seeds,
                load=(load_start, os.getloadavg()[0]))
    out.parent.mkdir(parents=True, exist_ok=True)
    text = markdown(meta, rows, cli)
    out.write_text(text)
    out.with_suffix(".json").write_text(json.dumps(dict(meta=meta, results=rows, cli=cli), indent=1) + "\n")
    print(text)
    print(f"wrote {out} and {out.with_suffix('.json')}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
