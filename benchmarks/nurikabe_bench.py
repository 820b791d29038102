"""Nurikabe: the real puzzles the suite and the tests use, generated ones of growing size, and
the measurement behind the encoding choices (island rule, the implied parts).

    python benchmarks/nurikabe_bench.py [--repeats 3] [--big]

prints, per encoding variant, the median wall and CPU seconds of ``solve --unique`` on every
real puzzle (CPU time as well: the machine may be shared).
"""
from __future__ import annotations

import argparse
import re
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent / "src") not in sys.path:
    sys.path.insert(0, str(HERE.parent / "src"))

import gridsat  # noqa: E402
from gridsat.encoders import EncodeOptions  # noqa: E402

# puzz.link URLs found in public sources
URLS = [
    ("pzprjs 5x5", "https://puzz.link/p?nurikabe/5/5/g5k2o1k3g"),  # robx/pzprjs tests/test_nurikabe.js
    # swaroopg92/penpa-edit test/public/puzz_link_parser.js (its puzz.link import tests)
    ("penpa 10x10 #2", "https://puzz.link/p?nurikabe/10/10/1k4u1j7i3r6y1w-11m3n2"),
    ("penpa 10x10 #3", "https://puzz.link/p?nurikabe/10/10/zh3j5t3g3hat3g3h9zr"),
    ("penpa 18x10", "https://puzz.link/p?nurikabe/18/10/w3g8k1i4n1k5j1i1k9r1l2n3j3n9t1l2h2i1j5h2j7l4n6y"),
    ("penpa 7x7 (?)", "https://puzz.link/p?nurikabe/7/7/1s5zm.i3g2"),
    # T0nyX1ang/noqx, the Nurikabe solver's example (two '?' clues)
    ("noqx 19x12 (?)", "https://puzz.link/p?nurikabe/19/12/g5zw3k2h4g4k.v.h2i2g4z3n7j3k2h4h4k3i4j3zzk2i2k2p6j2k6k"),
    # semiexp/cspuz tests/test_serializer.py (https://twitter.com/semiexp/status/1222541993638678530)
    ("cspuz 10x10", "https://puzz.link/p?nurikabe/10/10/zj7n7j9n7t7i7n7zj"),
]

# microsoft/nurikabe nurikabe.cpp (Stephan T. Lavavej's solver, MIT licence): "wikipedia_*" from
# Wikipedia's Nurikabe article, "nikoli_*" from nikoli.com; a space is an empty cell, a run of
# digits one clue.
STL = {
    "wikipedia_hard": ["2        2", "      2   ", " 2  7     ", "          ", "      3 3 ", "  2    3  ",
                       "2  4      ", "          ", " 1    2 4 "],
    "wikipedia_easy": ["1   4  4 2", "          ", " 1   2    ", "  1   1  2", "1    3    ", "  6      5",
                       "          ", "     1   2", "    2  2  ", "          "],
    "nikoli_1": ["       5 2", "3         ", " 4  2     ", "      3   ", " 4   4    ", "         3", "          ",
                 "          ", " 3  3     ", "  1  1 3 3"],
    "nikoli_2": ["6 2 3    3", "          ", "         4", "          ", "    2    2", "3    5    ", "          ",
                 "3         ", "          ", "4    5 4 1"],
    "nikoli_3": [" 3    4   ", "     6    ", "       2  ", "      3   ", "        2 ", " 4     3  ", "         1",
                 " 10      3 ", "          ", "  3      2"],
    "nikoli_4": ["  4            1 3", " 3    5   1 2     ", "       5 3        ", "            2 3   ",
                 "  4             3 ", " 3             4  ", "   1 1            ", "        3 4       ",
                 "     1 1   5    5 ", "4 4            3  "],
    "nikoli_5": [" 1 1    1     1   ", "    5    2     1  ", "        1     1   ", "     5         1  ",
                 "1 1       4   1   ", " 1     3     7    ", "  3              6", "    4   2  4      ",
                 "      5         5 ", " 1           5    "],
    "nikoli_6": ["                  ", "1    12     3 12    ", "                 2", "2    3     3    3 ",
                 "    1     1       ", "3    1            ", "   2  2 3 2       ", "2           1     ",
                 "  3               ", "1              12 1"],
    # beyond 20x20
    "nikoli_7": ["    5                   ", "          2 6    7 3   4", "  1    5        3 5     ",
                 " 7   6                 1", "        4               ", "   1      1   5      3  ",
                 "  2  3                  ", "        3   3   2  7    ", "                        ",
                 "6   1    5   5   1    5 ", "      6        5     3  ", "   4               4    ",
                 " 5          1           ", "        3 4     5       "],
    "nikoli_8": ["    2 1           5 5   ", "  4             12     1 ", " 7      1               ",
                 "              1        3", "          7             ", "6            5          ",
                 "           6           1", "9           15           ", "          3            3",
                 "             8          ", "2        8              ", "               4      3 ",
                 " 4     5             3  ", "   8 3           2 4    "],
    "nikoli_9": ["2   2  1  1               1         ", "   4    3        9      8      5    ",
                 "      1        7                   5", "4      1  1  4              2    1  ",
                 "      2  3         2         1 3    ", "4   2           5    2              ",
                 "       1  1 17          3 4        4 ", "                 9              21  2",
                 "2       2                 4         ", "  7  4            3   13             ",
                 "          1               6    1    ", "  4      2    9  1                  ",
                 "     6               3          9   ", "22                  1      8  1      ",
                 "   1   6   1   4                    ", "    2     2     1      1       1   1",
                 "                  4     2           ", "   3 3   2   2       8      2     3 ",
                 "            1              1        ", "                3       5       5   "],
}


def stl_text(rows: list[str]) -> str:
    """The native text of a puzzle written as in nurikabe.cpp."""
    cells = [["." if t == " " else t for t in re.findall(r"\d+| ", row)] for row in rows]
    return "nurikabe\n" + "\n".join(" ".join(row) for row in cells) + "\n"


def real(big: bool = False) -> list[tuple[str, object]]:
    """(name, puzzle) of the real puzzles, up to 20x20 (and bigger ones with ``big``)."""
    out = [(name, gridsat.loads(url, name).puzzle) for name, url in URLS]
    for name, rows in STL.items():
        p = gridsat.loads(stl_text(rows), name, "nurikabe").puzzle
        if big or max(p.width, p.height) <= 20:
            out.append((f"{name} {p.width}x{p.height}", p))
    return out


def generated(n: int, seed: int = 1) -> tuple[str, object, float]:
    """A unique n x n puzzle from the genre's generator (islands of at most 6 cells)."""
    from gridsat.encoders.nurikabe.generate import generate

    t0 = time.perf_counter()
    p = generate(n, n, seed=seed)
    return f"generated {n}x{n} seed {seed}", p, time.perf_counter() - t0


VARIANTS = {
    "default": EncodeOptions(),
    "island rule one": EncodeOptions(island_rule="one"),
    "islands lazy (--connect lazy)": EncodeOptions(connect="lazy"),
    "no sea-cuts": EncodeOptions(parts={"sea-cuts": False}),
    "no sea/island-neighbour": EncodeOptions(parts={"sea-neighbour": False, "island-neighbour": False}),
    "with sea-count": EncodeOptions(parts={"sea-count": True}),
}


def measure(puzzles, options, repeats: int, timeout: float) -> list[tuple[str, str, float, float, int]]:
    rows = []
    for name, p in puzzles:
        walls, cpus, status, calls = [], [], "", 0
        for _ in range(repeats):
            t0, c0 = time.perf_counter(), time.process_time()
            rep = gridsat.solve(p, "unique", options=options, timeout=timeout)
            walls.append(time.perf_counter() - t0)
            cpus.append(time.process_time() - c0)
            status, calls = rep.status, rep.stats.get("sat_calls", 0)
            if status not in ("unique", "multiple", "unsat"):
                break
        rows.append((name, status, statistics.median(walls), statistics.median(cpus), calls))
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--timeout", type=float, default=30.0)
    ap.add_argument("--big", action="store_true", help="also the 24x14 and 36x20 puzzles")
    ap.add_argument("--variants", default=",".join(VARIANTS), help="comma-separated names")
    args = ap.parse_args()
    puzzles = real(args.big)
    gridsat.solve(puzzles[0][1], "unique")  # imports and first-call costs out of the way
    for name in args.variants.split(","):
        rows = measure(puzzles, VARIANTS[name], args.repeats, args.timeout)
        print(f"\n### {name}\n\n| puzzle | verdict | wall s | CPU s | SAT calls |\n|---|---|---|---|---|")
        for row in rows:
            print("| {} | {} | {:.3f} | {:.3f} | {} |".format(*row))
        done = [r for r in rows if r[1] == "unique"]
        print(f"| **sum** ({len(done)} unique of {len(rows)}) | | {sum(r[2] for r in rows):.2f} | "
              f"{sum(r[3] for r in rows):.2f} | |", flush=True)


if __name__ == "__main__":
    main()
