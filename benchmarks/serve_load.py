"""``gridsat serve`` under load (issue 36): concurrent requests of mixed puzzles on localhost.

    python benchmarks/serve_load.py [--requests 50] [--repeats 3] [--workers 2]
                                    [--out benchmarks/results/serve.md]

Starts ``gridsat serve --port 0 --workers N`` (the ``serve`` extra), then, per repeat, sends
``--requests`` requests at once from as many threads (every fifth a ``forced``, the others a
``solve`` with uniqueness, over eight puzzles of eight genres), each answer checked with the
genre's checker.  Before that, 20 requests one after another measure what one request costs
when nothing waits (mostly starting ``python -m gridsat``).  It samples, every 20 ms, the
solving processes under the server and their memory, and reads the server's own memory before
and after.  Only 127.0.0.1 is sent to; every loop is bounded.
"""
from __future__ import annotations

import argparse
import http.client
import json
import os
import platform
import signal
import statistics
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PUZZLES = ["https://puzz.link/p?sudoku/4/4/g1k23k3g",
           "https://puzz.link/p?tents/6/6/111112111121p2048331",
           "https://puzz.link/p?starbattle/9/9/2/8248o8ablelqr188u0tvmu5gc01gc0",
           "https://puzz.link/p?lightup/7/7/i.bmbj.hd.lbm0bg",
           "https://puzz.link/p?slither/7/7/g211887dk78db2cgccibh2a",
           (ROOT / "examples" / "sudoku-9x9.txt").read_text(encoding="utf-8"),
           (ROOT / "examples" / "nurikabe-10x10.txt").read_text(encoding="utf-8"),
           (ROOT / "examples" / "masyu-8x8.txt").read_text(encoding="utf-8")]


def descendants(pid: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text()
            except OSError:
                continue
            fields = stat[stat.rindex(")") + 2:].split()
            if fields[0] != "Z":
                children.setdefault(int(fields[1]), []).append(int(entry))
    out, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            out.append(child)
            todo.append(child)
    return out


def rss_kib(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def ask(host: str, port: int, command: str, puzzle: str) -> tuple[float, dict]:
    t0 = time.perf_counter()
    conn = http.client.HTTPConnection(host, port, timeout=300)
    try:
        conn.request("POST", f"/api/{command}", json.dumps({"puzzle": puzzle}), {"Content-Type": "application/json"})
        doc = json.loads(conn.getresponse().read())
    finally:
        conn.close()
    return time.perf_counter() - t0, doc


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--requests", type=int, default=50)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--out", default=str(ROOT / "benchmarks" / "results" / "serve.md"))
    a = ap.parse_args()
    import gridsat

    server = subprocess.Popen([sys.executable, "-m", "gridsat", "serve", "--port", "0", "--workers", str(a.workers),
                               "--timeout", "60"], stdout=subprocess.PIPE, text=True, cwd=ROOT)
    url = server.stdout.readline().split()[2]
    host, port = url.split("//")[1].rstrip("/").rsplit(":", 1)
    port = int(port)
    load_before = os.getloadavg()[0]
    try:
        ask(host, port, "render", PUZZLES[0])  # warm the page cache
        rss_start = rss_kib(server.pid)
        alone = [ask(host, port, "solve", PUZZLES[0])[0] for _ in range(20)]
        runs = []
        for _ in range(a.repeats):
            peak = {"procs": 0, "child_rss": 0, "all_rss": 0}
            done = threading.Event()

            def watch():
                while not done.is_set():
                    kids = [p for p in descendants(server.pid)]
                    sizes = [rss_kib(p) for p in kids]
                    peak["procs"] = max(peak["procs"], len(kids))
                    peak["child_rss"] = max([peak["child_rss"], *sizes])
                    peak["all_rss"] = max(peak["all_rss"], sum(sizes) + rss_kib(server.pid))
                    time.sleep(0.02)

            jobs = [(PUZZLES[i % len(PUZZLES)], "forced" if i % 5 == 4 else "solve") for i in range(a.requests)]
            watcher = threading.Thread(target=watch)
            watcher.start()
            t0 = time.perf_counter()
            with ThreadPoolExecutor(a.requests) as pool:
                answers = list(pool.map(lambda job: ask(host, port, job[1], job[0]), jobs))
            wall = time.perf_counter() - t0
            done.set()
            watcher.join()
            wrong = sum(1 for (text, _), (_, doc) in zip(jobs, answers)
                        if doc.get("status") != "unique" or gridsat.check(text, doc))
            end = time.monotonic() + 5
            while descendants(server.pid) and time.monotonic() < end:
                time.sleep(0.05)
            runs.append({"wall": wall, "latencies": sorted(t for t, _ in answers), "wrong": wrong,
                         "left": len(descendants(server.pid)), **peak})
        rss_end = rss_kib(server.pid)
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(10)
    load_after = os.getloadavg()[0]

    def p(xs, q):
        return xs[min(len(xs) - 1, int(q * len(xs)))]

    lines = [
        "# gridsat serve under load", "",
        f"`python benchmarks/serve_load.py --requests {a.requests} --repeats {a.repeats} --workers {a.workers}`",
        f"({datetime.now():%Y-%m-%d %H:%M}; {platform.machine()}, {os.cpu_count()} CPUs, Python "
        f"{platform.python_version()}; load average {load_before:.1f} before, {load_after:.1f} after: the "
        "machine was shared with other jobs).", "",
        f"One server, `--workers {a.workers}`; per repeat {a.requests} requests sent at once (every fifth "
        "`forced`, the others `solve` with uniqueness; eight puzzles of eight genres: 4x4 and 9x9 Sudoku, "
        "Tents, Star Battle, Light Up, Slitherlink, Nurikabe, Masyu).  Each request is one "
        "`python -m gridsat` process; at most `--workers` run at once, the others wait.", "",
        f"One request alone (a 4x4 Sudoku, 20 one after another): median {statistics.median(alone) * 1000:.0f} ms, "
        f"min {min(alone) * 1000:.0f} ms: mostly starting Python and gridsat.", "",
        "| repeat | wall s | requests/s | latency median s | p95 s | max s | answers wrong | "
        "processes at once (peak) | one process's memory (peak) | server + processes (peak) | left after |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for i, r in enumerate(runs, 1):
        lat = r["latencies"]
        lines.append(f"| {i} | {r['wall']:.1f} | {a.requests / r['wall']:.1f} | {statistics.median(lat):.1f} | "
                     f"{p(lat, 0.95):.1f} | {lat[-1]:.1f} | {r['wrong']} | {r['procs']} | "
                     f"{r['child_rss'] / 1024:.0f} MiB | {r['all_rss'] / 1024:.0f} MiB | {r['left']} |")
    lines += ["", f"The server's own memory: {rss_start / 1024:.0f} MiB before the first repeat, "
              f"{rss_end / 1024:.0f} MiB after the last.  A process counts once it has started "
              "(a solving process and its own PySAT helper processes, if any).", ""]
    Path(a.out).write_text("\n".join(lines), encoding="utf-8")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
