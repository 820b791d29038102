"""gridsat generate against the issue's targets (issue 22 item 2).

    python benchmarks/generate_bench.py [--sudoku 100] [--starbattle 10] [--out benchmarks/results/generate.md]

* ``generate sudoku --minimal`` (9x9): puzzles per second on one core, from the process CPU time
  (this process only: the machine may be shared) and from wall time; target >= 20 per core.
* ``generate starbattle --size 10 --stars 2``: seconds per unique puzzle, median over seeds;
  target < 5 s.
* the other genres at their default size, with and without ``--minimal``, for the record.

One process, one puzzle after another (``gridsat.generate.generate``, what each worker of
``gridsat generate`` runs); the effort columns are the proof's conflicts and decisions.
"""
from __future__ import annotations

import argparse
import os
import platform
import statistics
import time
from datetime import datetime
from pathlib import Path

from gridsat import encoders
from gridsat.generate import generate


def run(name: str, size, options: dict, minimal: bool, n: int, seed: int = 2026) -> dict:
    g = encoders.get(name)
    generate(g, size, seed, 0, options, minimal)  # warm up: imports, the shared solver
    cpu, wall, clues, conflicts, decisions = [], [], [], [], []
    for i in range(1, n + 1):
        c0, w0 = time.process_time(), time.perf_counter()
        made = generate(g, size, seed, i, options, minimal)
        cpu.append(time.process_time() - c0)
        wall.append(time.perf_counter() - w0)
        clues.append(made.clues)
        conflicts.append(made.stats.get("conflicts", 0))
        decisions.append(made.stats.get("decisions", 0))
    return {"n": n, "cpu": cpu, "wall": wall, "clues": clues, "conflicts": conflicts, "decisions": decisions}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sudoku", type=int, default=100)
    ap.add_argument("--starbattle", type=int, default=10)
    ap.add_argument("--others", type=int, default=10)
    ap.add_argument("--out", default=str(Path(__file__).parent / "results" / "generate.md"))
    a = ap.parse_args()
    load0 = os.getloadavg()[0]
    sud = run("sudoku", (9, 9), {}, True, a.sudoku)
    star = run("starbattle", (10, 10), {"stars": 2}, False, a.starbattle)
    others = []
    for name, size, opts in (("sudoku", (9, 9), {"jigsaw": True}), ("sudoku", (9, 9), {"diagonals": True}),
                             ("tents", (8, 8), {}), ("lightup", (7, 7), {}), ("numberlink", (7, 7), {}),
                             ("starbattle", (8, 8), {"stars": 1})):
        for minimal in (False, True) if name != "starbattle" else (False,):
            others.append((name, size, opts, minimal, run(name, size, opts, minimal, a.others)))
    load1 = os.getloadavg()[0]
    med = statistics.median
    sud_cpu_rate = sud["n"] / sum(sud["cpu"])
    sud_wall_rate = sud["n"] / sum(sud["wall"])
    lines = [
        "# gridsat generate",
        "",
        f"`python benchmarks/generate_bench.py --sudoku {a.sudoku} --starbattle {a.starbattle} --others {a.others}` "
        f"({datetime.now().strftime('%Y-%m-%d %H:%M')}; {platform.machine()}, {os.cpu_count()} CPUs, Python "
        f"{platform.python_version()}; load average {load0:.1f} before, {load1:.1f} after: the machine was "
        "shared with other jobs, so the CPU-time figures are the ones to read; wall time is what this "
        "process got).  One process, puzzles one after another, seed 2026.",
        "",
        "| target | measured (CPU time) | wall time | verdict |",
        "|---|---|---|---|",
        f"| `generate sudoku --minimal` >= 20 puzzles/s per core | {sud_cpu_rate:.1f}/s "
        f"({1000 * sum(sud['cpu']) / sud['n']:.0f} ms each; {sud['n']} puzzles) | {sud_wall_rate:.1f}/s | "
        f"{'met' if sud_cpu_rate >= 20 else 'not met'} |",
        f"| `generate starbattle --size 10 --stars 2` < 5 s median | {med(star['cpu']):.2f} s median "
        f"(range {min(star['cpu']):.2f}-{max(star['cpu']):.2f}; {star['n']} puzzles) | {med(star['wall']):.2f} s median | "
        f"{'met' if med(star['cpu']) < 5 else 'not met'} |",
        "",
        f"Sudoku --minimal: {med(sud['clues'])} clues median (range {min(sud['clues'])}-{max(sud['clues'])}); "
        f"proof effort median {med(sud['conflicts'])} conflicts, {med(sud['decisions'])} decisions.",
        "",
        "| genre | size | options | --minimal | puzzles | CPU s median | wall s median | clues median | "
        "conflicts median | decisions median |",
        "|---|---|---|---|---:|---:|---:|---:|---:|---:|",
    ]
    rows = [("sudoku", (9, 9), {}, True, sud), ("starbattle", (10, 10), {"stars": 2}, False, star)] + others
    for name, size, opts, minimal, r in rows:
        shown = " ".join(f"--{k}" if v is True else f"--{k} {v}" for k, v in opts.items()) or "-"
        shown = shown.replace("--diagonals", "--x")
        clues = "-" if r["clues"][0] is None else f"{med(r['clues']):g}"
        lines.append(f"| {name} | {size[0]}x{size[1]} | {shown} | {'yes' if minimal else 'no'} | {r['n']} | "
                     f"{med(r['cpu']):.3f} | {med(r['wall']):.3f} | {clues} | {med(r['conflicts']):g} | "
                     f"{med(r['decisions']):g} |")
    lines += ["", "Conflicts and decisions are the CDCL search of the final uniqueness proof: a measure of "
              "the solver's work, not of how hard a person finds the puzzle.", ""]
    Path(a.out).write_text("\n".join(lines))
    print("\n".join(lines))


if __name__ == "__main__":
    main()
