"""The hardest Nurikabe here: Janko-sized boards (32x32, 40x57, 50x50) with islands of up to 70
cells, each unique, and published Janko boards with big islands (``janko-*.txt``, each with its
published answer in ``janko-*.answer``), kept as text in benchmarks/data/nurikabe-hardest/
(results: benchmarks/results/hardest-nurikabe.md).

    python benchmarks/hardest.py make [--sizes 32x32,40x57,50x50] [--seed 1] [--resume]
    python benchmarks/hardest.py run [--timeout 60] [--src OTHER/src] [--glob 'nurikabe-*.txt,janko-*.txt']
    python benchmarks/hardest.py plant [--sizes ...]    # not unique: planted-*.txt, a stress test

``make`` starts from a puzzle with one answer (a clue 1 on every cell of odd row and odd
column) and grows it (:func:`grow_unique`): a shaded cell next to islands is unshaded, the
islands merge under one clue (at most 70), and the step is kept only when ``solve --unique``
still says unique, biggest islands first.  The file is rewritten after each kept step, so it
always holds a unique puzzle.  ``plant`` plants an answer with big open islands (:func:`plant`)
and puts each island's size on a random cell: boards like the issue's Janko ones in size and
clues, but not unique (many answers).  ``run`` times ``solve --unique`` on each file in a fresh
process under ``/usr/bin/time -v`` (maximum resident size) and compares the answer with the
published one where there is one; ``--src`` runs another gridsat tree (the encoding before a
change).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE.parent / "src") not in sys.path:
    sys.path.insert(0, str(HERE.parent / "src"))

DATA = HERE / "data" / "nurikabe-hardest"


def _nbs(cell, h, w):
    r, c = cell
    return [(y, x) for y, x in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)) if 0 <= y < h and 0 <= x < w]


def _connected(cells: set, h, w) -> bool:
    if not cells:
        return True
    start = next(iter(cells))
    seen, todo = {start}, [start]
    while todo:
        for nb in _nbs(todo.pop(), h, w):
            if nb in cells and nb not in seen:
                seen.add(nb)
                todo.append(nb)
    return len(seen) == len(cells)


def plant(h: int, w: int, rng: random.Random, big=(20, 70), cover: float = 0.3, largest: int = 70) -> set:
    """A valid shading of an h x w grid (the shaded cells) with big islands: islands of
    ``big`` cells grown at random (a cell joins when it touches no other island and the
    shaded cells stay connected) until they hold ``cover`` of the grid, then, while a 2x2
    block is all shaded, one of its cells is opened (islands stay at most ``largest``)."""
    shaded = {(r, c) for r in range(h) for c in range(w)}
    owner: dict = {}
    target = cover * h * w
    tries = 0
    while len(owner) < target and tries < 200:
        tries += 1
        seed = rng.choice(sorted(shaded))
        if any(nb in owner for nb in _nbs(seed, h, w)) or not _connected(shaded - {seed}, h, w):
            continue
        k = len({v for v in owner.values()})
        size = rng.randint(*big)
        island = [seed]
        owner[seed] = k
        shaded.discard(seed)
        stuck = 0
        while len(island) < size and stuck < 50:
            x = rng.choice(island)
            cands = [y for y in _nbs(x, h, w) if y in shaded
                     and all(owner.get(z, k) == k for z in _nbs(y, h, w))]
            if not cands:
                stuck += 1
                continue
            y = rng.choice(cands)
            if not _connected(shaded - {y}, h, w):
                stuck += 1
                continue
            island.append(y)
            owner[y] = k
            shaded.discard(y)
    # open cells of all-shaded 2x2 blocks (the genre generator's rule, islands up to largest)
    blocks = [[(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)] for r in range(h - 1) for c in range(w - 1)]

    def island_of(cell):
        seen, todo = {cell}, [cell]
        while todo:
            for nb in _nbs(todo.pop(), h, w):
                if nb not in shaded and nb not in seen:
                    seen.add(nb)
                    todo.append(nb)
        return seen

    while True:
        full = [b for b in blocks if all(x in shaded for x in b)]
        if not full:
            return shaded
        block = rng.choice(full)
        for x in rng.sample(block, 4):
            shaded.discard(x)
            if len(island_of(x)) <= largest and _connected(shaded, h, w):
                break
            shaded.add(x)
        else:
            raise RuntimeError("stuck")  # pragma: no cover - retry with another seed


def planted_puzzle(h, w, rng, **kw):
    from gridsat.encoders.nurikabe.puzzle import Puzzle, islands

    for _ in range(20):
        try:
            shaded = plant(h, w, rng, **kw)
            break
        except RuntimeError:
            continue
    grid = [[None] * w for _ in range(h)]
    for part in islands(Puzzle(size=(h, w)), shaded):
        r, c = rng.choice(part)
        grid[r][c] = len(part)
    return Puzzle(grid, source="planted"), shaded


def text(p, comment: str = "") -> str:
    from gridsat.encoders.nurikabe import GENRE

    body = GENRE.to_text(p)
    return "".join(f"# {line}\n" for line in comment.splitlines()) + body


def grow_unique(p, shaded, rng, target: int = 70, tries: int = 400, timeout: float = 10.0, log=print, save=None):
    """From a unique puzzle ``p`` with answer ``shaded``: unshade a shaded cell next to one or
    more islands (the islands merge, one clue says the new size, at most ``target``; the
    shaded cells stay connected) and keep the change when the puzzle stays unique; biggest
    islands first, so a few islands grow big.  Returns the last unique puzzle and its answer."""
    import gridsat
    from gridsat.encoders.nurikabe.puzzle import Puzzle, islands

    h, w = p.rows, p.cols
    shaded = set(shaded)
    for step in range(tries):
        parts = islands(p, shaded)
        part_of = {x: i for i, part in enumerate(parts) for x in part}
        moves = []
        for x in shaded:
            near = {part_of[y] for y in _nbs(x, h, w) if y in part_of}
            size = 1 + sum(len(parts[i]) for i in near)
            if near and size <= target:
                moves.append((size + rng.random() * 30, x, near))
        moves.sort(reverse=True)
        for _, x, near in moves[:80]:
            if not _connected(shaded - {x}, h, w):
                continue
            grid = [list(row) for row in p.cells]
            keep = max(near, key=lambda i: (len(parts[i]), rng.random()))
            for i in near:
                for y in parts[i]:
                    if grid[y[0]][y[1]] is not None and i != keep:
                        grid[y[0]][y[1]] = None
            clue = next(y for y in parts[keep] if grid[y[0]][y[1]] is not None)
            grid[clue[0]][clue[1]] = 1 + sum(len(parts[i]) for i in near)
            q = Puzzle(grid, source="grown")
            t0 = time.perf_counter()
            rep = gridsat.solve(q, "unique", timeout=timeout)
            if rep.status == "unique":
                p, shaded = q, shaded - {x}
                if save is not None:
                    save(p, step)
                log(f"step {step}: {grid[clue[0]][clue[1]]} at {clue}, {len(p.sizes)} clues, "
                    f"{time.perf_counter() - t0:.1f} s")
                break
        else:
            log(f"step {step}: no move kept")
            break
    return p, shaded


def cmd_make(args) -> None:
    """A unique start (islands of one cell, each a clue 1: only one answer), grown by
    :func:`grow_unique` towards islands of ``--target`` cells; the file is rewritten after
    every kept step (the newest unique puzzle)."""
    from gridsat.encoders.nurikabe.puzzle import Puzzle

    DATA.mkdir(parents=True, exist_ok=True)
    for size in args.sizes.split(","):
        w, h = map(int, size.split("x"))
        rng = random.Random(f"hardest/{w}x{h}/{args.seed}")
        # a clue 1 on every cell of odd row and odd column (each 2x2 block holds one): the
        # shaded cells are the rest, the only answer
        shaded = {(r, c) for r in range(h) for c in range(w) if r % 2 == 0 or c % 2 == 0}
        grid = [[None if (r, c) in shaded else 1 for c in range(w)] for r in range(h)]
        p = Puzzle(grid, source="planted")
        out = DATA / f"nurikabe-{w}x{h}-s{args.seed}.txt"
        if args.resume and out.exists():  # go on from the newest unique puzzle
            import gridsat

            p = gridsat.load(str(out)).puzzle
            shaded = set(gridsat.solve(p, "solve").solutions[0].shaded)
        t0 = time.perf_counter()

        def log(msg, out=out, w=w, h=h):
            print(f"{w}x{h} {time.perf_counter() - t0:.0f} s: {msg}", flush=True)

        def save(q, step):
            ks = [k for k in q.sizes.values()]
            out.write_text(text(q, f"Nurikabe {w}x{h}: benchmarks/hardest.py make --sizes {w}x{h} --seed "
                                   f"{args.seed} (step {step}); {len(ks)} clues, largest {max(ks)}\n"
                                   f"unique: every kept step proved so by gridsat solve --unique"))
        grow_unique(p, shaded, rng, target=args.target, tries=args.tries, timeout=args.check_timeout, log=log,
                    save=save)


def cmd_plant(args) -> None:
    DATA.mkdir(parents=True, exist_ok=True)
    for size in args.sizes.split(","):
        w, h = map(int, size.split("x"))
        rng = random.Random(f"hardest/{w}x{h}/{args.seed}")
        t0 = time.perf_counter()
        p, _ = planted_puzzle(h, w, rng)
        print(f"{w}x{h}: planted in {time.perf_counter() - t0:.1f} s, {len(p.sizes)} clues, "
              f"largest {max(p.sizes.values())}", flush=True)
        (DATA / f"planted-{w}x{h}-s{args.seed}.txt").write_text(
            text(p, f"planted {w}x{h} seed {args.seed}: benchmarks/hardest.py plant (not unique)"))


def cmd_run(args) -> None:
    files = sorted(f for pattern in args.glob.split(",") for f in DATA.glob(pattern))
    print("| puzzle | clues | largest | verdict | published answer | wall s | CPU s | max RSS MB | vars | clauses | "
          "SAT calls |\n|---|---:|---:|---|---|---:|---:|---:|---:|---:|---:|")
    for f in files:
        cmd = ["/usr/bin/time", "-v", sys.executable, "-m", "gridsat", "solve", str(f), "--unique", "--json",
               "--timeout", str(args.timeout)] + args.extra
        env = dict(os.environ, PYTHONPATH=args.src) if args.src else None
        t0 = time.perf_counter()
        r = subprocess.run(cmd, capture_output=True, text=True, env=env)
        wall = time.perf_counter() - t0
        rss = next((int(l.split()[-1]) for l in r.stderr.splitlines() if "Maximum resident" in l), 0) / 1024
        cpu = sum(float(l.split()[-1]) for l in r.stderr.splitlines() if l.strip().startswith(("User time", "System time")))
        try:
            doc = json.loads(r.stdout)
            status = doc.get("status")
            st = doc.get("stats", {})
        except json.JSONDecodeError:
            status, st = f"error {r.returncode}", {}
        import gridsat
        p = gridsat.load(str(f)).puzzle
        ks = [k for k in p.sizes.values() if k is not None]
        print(f"| {f.stem} | {len(ks)} | {max(ks)} | {status} | {_published(f, doc if status else None)} | "
              f"{wall:.1f} | {cpu:.1f} | {rss:.0f} | "
              f"{st.get('variables', '')} | {st.get('clauses', '')} | {st.get('sat_calls', '')} |", flush=True)


def _published(f: Path, doc) -> str:
    """Whether the answer found is the published one (``F.answer`` beside the puzzle: rows of
    ``x`` shaded, ``-`` not, puzzlekit's layout): same, differs, or empty without one."""
    answer = f.with_suffix(".answer")
    if not answer.exists():
        return ""
    published = {(r, c) for r, line in enumerate(answer.read_text().splitlines())
                 for c, t in enumerate(line.split()) if t == "x"}
    found = ((doc or {}).get("solution") or {}).get("shaded")
    if found is None:
        return "(none found)"
    return "same" if {tuple(x) for x in found} == published else "differs"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    m = sub.add_parser("make")
    m.add_argument("--sizes", default="32x32,40x57,50x50")
    m.add_argument("--seed", type=int, default=1)
    m.add_argument("--target", type=int, default=70, help="largest island")
    m.add_argument("--tries", type=int, default=2000, help="steps")
    m.add_argument("--check-timeout", type=float, default=10.0)
    m.add_argument("--resume", action="store_true", help="grow the puzzle the file holds")
    pl = sub.add_parser("plant")
    pl.add_argument("--sizes", default="32x32,40x57,50x50")
    pl.add_argument("--seed", type=int, default=1)
    r = sub.add_parser("run")
    r.add_argument("--timeout", type=float, default=60)
    r.add_argument("--glob", default="nurikabe-*.txt,janko-*.txt", help="file patterns, comma-separated")
    r.add_argument("--src", help="PYTHONPATH for the solver (another gridsat tree: the encoding before)")
    r.add_argument("extra", nargs="*")
    args = ap.parse_args()
    {"make": cmd_make, "run": cmd_run, "plant": cmd_plant}[args.cmd](args)


if __name__ == "__main__":
    main()
