"""The CLI's cold start: how long a fresh ``gridsat`` process takes for a few everyday commands.

    python benchmarks/startup.py [--runs 15] [--before DIR] [--out benchmarks/results/startup.md]

Each command runs ``--runs`` times in a new process (the ``gridsat`` script of the running
interpreter, not a shim on PATH); the report gives the medians of the wall time and of the
child's CPU time (user + system, from ``getrusage``: the figure to read on a shared machine).
Two bytecode conditions: *cached* (Python writes and reads its ``.pyc`` files, as an installed
gridsat does; kept under a temporary ``PYTHONPYCACHEPREFIX``, warmed by one run first) and
*no cache* (``PYTHONDONTWRITEBYTECODE=1`` and no ``__pycache__`` in the tree: every gridsat
module compiled at each start, as in a sandbox that sets that variable).

``--before DIR`` times another source tree the same way, runs interleaved with this one's (so
both see the same load), e.g. the last commit::

    mkdir /tmp/before && git archive HEAD src | tar -x -C /tmp/before
    python benchmarks/startup.py --before /tmp/before

The column "genres imported" counts the genre packages the command imported, "networkx" says
whether it imported networkx (``-X importtime`` of one run): the mechanism behind the figures
(see the registry's manifest and the graphs of the connectivity layer in docs/architecture.md).
"""
from __future__ import annotations

import argparse
import os
import platform
import re
import resource
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import time
from datetime import datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

COMMANDS = [
    ("--version", ["--version"]),
    ("--help", ["--help"]),
    ("solve starbattle-9x9 --unique (the target)", ["solve", "examples/starbattle-9x9.txt", "--unique"]),
    ("solve sudoku-9x9 --unique", ["solve", "examples/sudoku-9x9.txt", "--unique"]),
    ("solve tents-8x8.tatham (game ID: sniffed)", ["solve", "examples/tents-8x8.tatham.txt"]),
    # genres whose rules build graphs (connectivity): issue 29 item 4, no networkx at start
    ("solve hashi-9x9 --unique", ["solve", "examples/hashi-9x9.txt", "--unique"]),
    ("solve hitori-7x7 --unique", ["solve", "examples/hitori-7x7.txt", "--unique"]),
    ("solve slitherlink-7x7 --unique", ["solve", "examples/slitherlink-7x7.txt", "--unique"]),
    ("solve edgematch-scramble-3x3-fixed --unique", ["solve", "examples/edgematch-scramble-3x3-fixed.txt", "--unique"]),
]
TARGET = 0.15  # seconds, the cold start of the solve above (issue 17)


def launcher() -> list[str]:
    """The ``gridsat`` script beside this interpreter, run by it (a pyenv shim on PATH adds its
    own start-up); ``python -m gridsat`` when there is none."""
    script = Path(sysconfig.get_path("scripts")) / "gridsat"
    return [sys.executable, str(script)] if script.is_file() else [sys.executable, "-m", "gridsat"]


def environment(src: Path, cache: str | None) -> dict:
    env = dict(os.environ, PYTHONPATH=str(src))
    env.pop("PYTHONPYCACHEPREFIX", None)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if cache is None:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    else:
        env["PYTHONPYCACHEPREFIX"] = cache
    return env


def run_once(args: list[str], env: dict) -> tuple[float, float, int]:
    """(wall seconds, child CPU seconds, exit code) of one run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    proc = subprocess.run(launcher() + args, cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, proc.returncode


def imported(args: list[str], env: dict) -> tuple[int, bool]:
    """How many genre packages one run imports, and whether it imports networkx (from
    ``-X importtime``)."""
    proc = subprocess.run([sys.executable, "-X", "importtime"] + launcher()[1:] + args, cwd=ROOT, env=env,
                          stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    # (a genre package is imported by importlib, which -X importtime does not log: its modules are)
    genres = len(set(re.findall(r"\| +gridsat\.encoders\.([a-z0-9_]+)\.", proc.stderr)))
    return genres, re.search(r"\| +networkx$", proc.stderr, re.M) is not None


def measure(trees: dict[str, Path], runs: int) -> dict:
    """{(tree, condition, command label): {"wall": [...], "cpu": [...], "codes": {...}}}"""
    out: dict = {}
    with tempfile.TemporaryDirectory(prefix="gridsat-pyc-") as tmp:
        conditions = {}
        for tree in trees:
            cache = Path(tmp) / tree
            cache.mkdir()
            conditions[(tree, "cached")] = environment(trees[tree], str(cache))
            conditions[(tree, "no cache")] = environment(trees[tree], None)
        for (tree, cond), env in conditions.items():  # warm the cache (and the OS's file cache)
            for _, args in COMMANDS:
                run_once(args, env)
        for i in range(runs):
            for label, args in COMMANDS:
                for (tree, cond), env in conditions.items():  # interleaved: the same load for all
                    wall, cpu, code = run_once(args, env)
                    rec = out.setdefault((tree, cond, label), {"wall": [], "cpu": [], "codes": set()})
                    rec["wall"].append(wall)
                    rec["cpu"].append(cpu)
                    rec["codes"].add(code)
            print(f"run {i + 1}/{runs}", file=sys.stderr)
        for (tree, cond), env in conditions.items():
            if cond == "cached":
                for label, args in COMMANDS:
                    out[(tree, cond, label)]["genres"], out[(tree, cond, label)]["networkx"] = imported(args, env)
    return out


def report(res: dict, trees: dict[str, Path], runs: int, load: tuple[float, float], argv: list[str]) -> str:
    med = statistics.median
    when = datetime.now().strftime("%Y-%m-%d %H:%M")
    lines = ["# CLI cold start", "",
             f"`python benchmarks/startup.py {' '.join(argv)}` ({when}; {platform.machine()}, {os.cpu_count()} CPUs, "
             f"Python {platform.python_version()}; load average {load[0]:.1f} before, {load[1]:.1f} after).  "
             f"Medians of {runs} runs per command, in a new process each, runs of every command and tree "
             f"interleaved; command: `{' '.join(Path(x).name for x in launcher())} ...`.  Wall time is what the "
             "process got on a shared machine; CPU time (user + system of the child) is the figure to read "
             "when the load is high.", ""]
    names = list(trees)
    for cond in ("cached", "no cache"):
        lines += [f"## Bytecode {cond}", ""]
        head = "| command |"
        rule = "|---|"
        for t in names:
            head += f" {t}: wall s | {t}: CPU s |"
            rule += "---:|---:|"
        if len(names) > 1:
            head += f" CPU {names[1]} / {names[0]} |"
            rule += "---:|"
        head += " genres imported | networkx | exit |"
        rule += "---|---|---|"
        lines += [head, rule]
        for label, _ in COMMANDS:
            row = f"| {label} |"
            for t in names:
                r = res[(t, cond, label)]
                row += f" {med(r['wall']):.3f} | {med(r['cpu']):.3f} |"
            if len(names) > 1:
                row += f" {med(res[(names[1], cond, label)]['cpu']) / med(res[(names[0], cond, label)]['cpu']):.2f} |"
            genres = " / ".join(str(res[(t, 'cached', label)]["genres"]) for t in names)
            nx = " / ".join("yes" if res[(t, 'cached', label)]["networkx"] else "no" for t in names)
            codes = " / ".join(",".join(map(str, sorted(res[(t, cond, label)]["codes"]))) for t in names)
            lines.append(row + f" {genres} | {nx} | {codes} |")
        lines.append("")
    target = res[(names[0], "cached", COMMANDS[2][0])]
    lines += ["## Target", "",
              f"`gridsat solve examples/starbattle-9x9.txt --unique` <= {TARGET} s (issue 17): "
              f"{med(target['wall']):.3f} s wall, {med(target['cpu']):.3f} s CPU (bytecode cached, {names[0]}).", ""]
    if len(names) > 1:
        lines += [f"Trees: {', '.join(f'{t} = `{p}`' for t, p in trees.items())}.", ""]
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--before", metavar="DIR", help="another source tree (with src/gridsat) to time alongside")
    ap.add_argument("--out", default=str(ROOT / "benchmarks" / "results" / "startup.md"))
    a = ap.parse_args()
    trees = {"now": ROOT / "src"}
    if a.before:
        trees = {"now": ROOT / "src", "before": Path(a.before).resolve() / "src"}
        if not (trees["before"] / "gridsat").is_dir():
            ap.error(f"{a.before} has no src/gridsat")
    load0 = os.getloadavg()[0]
    res = measure(trees, a.runs)
    text = report(res, trees, a.runs, (load0, os.getloadavg()[0]), sys.argv[1:])
    Path(a.out).write_text(text)
    print(text)


if __name__ == "__main__":
    main()
