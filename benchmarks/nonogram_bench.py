"""Nonogram instances for the benchmark suite, and the comparison of the two line encodings
(``--runs starts`` and ``--runs automaton``).

Instances: puzz.link URLs found in public sources (provenance below), Simon Tatham's Pattern
generator (``sgt-pattern``, fixed seeds, when installed) and planted pictures made unique
(``gridsat.encoders.nonogram.generate.unique_planted``).

    python benchmarks/nonogram_bench.py            # both encodings on every instance
"""
from __future__ import annotations

import shutil
import statistics
import subprocess
import sys
import time

import gridsat
from gridsat.encoders import EncodeOptions
from gridsat.encoders.nonogram.generate import unique_planted

# puzz.link URLs from public sources:
REAL = [
    # swaroopg92/penpa-edit, test/public/puzz_link_parser.js ("Nonogram 3" and "Nonogram 2")
    ("puzz.link 20x14", "https://puzz.link/p?nonogram/20/14/2l12k112j112j711j91k5121i74k414j48k48k4214i94k73k28k25"
                        "2j81k44k33k4l44n92na12m1912l11611k5421l5126l2812l165m524m4an3ando8o"),
    # T0nyX1ang/noqx, the Nonogram solver's example (solver/nonogram.py)
    ("puzz.link 31x13", "https://puzz.link/p?nonogram/31/13/m513j1111i531q55k11111h5111p55k111j131q55k11k55k11k135j1"
                        "l55k111j55r35k311j35r51k115j51zn3353133o11111111111k131113133m11111111111k11111111333zg3"
                        "113313311l111111111111111g3331111133l111112121111j11111111111111x"),
    ("puzz.link 50x45", "https://puzz.link/p?nonogram/50/45/-14zh627z312218w4142215v22113126u23216x22747x6c225x11f"
                        "24x22-12214w21-1354x4-1434y2d75y225367w21532541u55534211u241224211t21423431u1254232v3b2"
                        "314w21a336w1182321v3533311v3133311v414341w3113421v54412x948z1758y23533x36312x47212x5632"
                        "y7723y8a55ycc1dy-1836z-14215y1623225v311534w12464x11335334u37121218u23117227u12113245u"
                        "1211121325s34112134u122124av12211aw638z-1dzjb38zh633229y612221ax71126135w7126524x87242"
                        "5y425127y3222555x323e33y413-1133y4697213x647823y61567z336611y31374621w23358621w2235455"
                        "11v32353a5x3553184x3343571x5547721x65342731w94442711w211434274v1311344262u111355732v23"
                        "431f12w2344e21x1445c14x1232a22x3321222x75311212w13223114w9341113x2113215x12114by12346z"
                        "1235zg165zh246zh216zh247zh527zh356zh"),
]


def real() -> list[tuple[str, object]]:
    return [(name, gridsat.loads(url, name).puzzle) for name, url in REAL]


def sgt_pattern() -> str | None:
    return shutil.which("sgt-pattern") or shutil.which("/usr/games/sgt-pattern")


def tatham(n: int, count: int = 1) -> list[tuple[str, object, float]]:
    """``count`` unique n x n puzzles from Tatham's generator with a fixed seed (none without it)."""
    exe = sgt_pattern()
    if exe is None:
        return []
    t0 = time.perf_counter()
    out = subprocess.run([exe, "--generate", str(count), f"{n}x{n}#gridsat"], capture_output=True, text=True,
                         timeout=600).stdout.split()
    secs = time.perf_counter() - t0
    return [(f"tatham {n}x{n} #{i}", gridsat.loads(gid, "tatham").puzzle, secs) for i, gid in enumerate(out, 1)]


def planted(n: int, seed: int = 0) -> tuple[str, object, float]:
    t0 = time.perf_counter()
    p = unique_planted(n, n, seed)
    return f"planted {n}x{n} seed {seed}", p, time.perf_counter() - t0


def compare(repeats: int = 3) -> None:
    """Median time (answer + uniqueness) and formula size of both encodings per instance."""
    instances = [(name, p) for name, p in real()]
    instances += [(name, p) for n in (10, 15, 20, 25, 30) for name, p, _ in tatham(n)]
    instances += [(name, p) for n in (30, 50, 70) for name, p, _ in [planted(n)]]
    print("| instance | runs | variables | clauses | encode s | total s |")
    print("|---|---|---:|---:|---:|---:|")
    gridsat.solve(instances[0][1], "unique")  # warm up
    for name, p in instances:
        for runs in ("starts", "automaton"):
            reports, times = [], []
            for _ in range(repeats):
                t0 = time.perf_counter()
                reports.append(gridsat.solve(p, "unique", options=EncodeOptions(runs=runs)))
                times.append(time.perf_counter() - t0)
            r = reports[0]
            assert r.status == "unique", (name, runs, r.status)
            enc = statistics.median(x.stats["encode_seconds"] for x in reports)
            print(f"| {name} | {runs} | {r.stats['variables']} | {r.stats['clauses']} | {enc:.3f} | "
                  f"{statistics.median(times):.3f} |", flush=True)


if __name__ == "__main__":
    compare(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
