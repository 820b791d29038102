"""Formula fingerprints: variables, clauses and a hash of the clause list for every bundled
example and every tiny contract instance, per purpose (solve / unique / export / explain).

    python -m benchmarks.formulas > before.json     # then, after a change:
    python -m benchmarks.formulas --diff before.json

A refactoring that should leave every formula alone must leave this output unchanged."""
from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

from gridsat import api, encoders
from gridsat.genre import EncodeOptions

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
JOBS = (("solve", "solve"), ("unique", "solve"), ("export", "export"), ("explain", "explain"))


def fingerprint(loaded) -> dict:
    out = {}
    for mode, purpose in JOBS:
        m = api.compile_model(loaded, EncodeOptions(), tags=purpose == "explain", purpose=purpose, mode=mode).model
        h = hashlib.sha256(json.dumps(m.clauses).encode()).hexdigest()[:16]
        out[mode] = [m.nvars, len(m.clauses), h]
    return out


def collect() -> dict:
    res = {}
    for path in sorted(EXAMPLES.glob("*")):
        try:
            res[path.name] = fingerprint(api.load(str(path), index=1))
        except Exception as e:  # noqa: BLE001 - recorded, compared like any value
            res[path.name] = f"error: {type(e).__name__}"
    for name in encoders.genre_names():
        g = encoders.get(name)
        if g.tiny is None:
            continue
        for seed in range(4):
            p = g.tiny(random.Random(1000 * len(name) + seed))
            res[f"tiny/{name}/{seed}"] = fingerprint(api.load(p))
    return res


def main(argv: list[str]) -> int:
    now = collect()
    if argv[:1] == ["--diff"]:
        before = json.loads(Path(argv[1]).read_text())
        bad = [k for k in sorted(set(before) | set(now)) if before.get(k) != now.get(k)]
        for k in bad:
            print(f"{k}: {before.get(k)} -> {now.get(k)}")
        print(f"{len(now)} fingerprints, {len(bad)} differ")
        return 1 if bad else 0
    json.dump(now, sys.stdout, indent=1, sort_keys=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
