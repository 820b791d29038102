"""gridsat benchmarks.

``python -m benchmarks [--suite quick|full] [--genres a,b] [--timeout S]`` runs gridsat and
OR-Tools CP-SAT side by side on every genre (``benchmarks/suite.py``, CP-SAT models in
``benchmarks/cpsat_models.py``, plots in ``benchmarks/plots.py``) and writes
``benchmarks/results/report[-quick].md`` / ``.json`` and ``<genre>-scale[-quick].png``.

The per-genre scripts (``benchmarks/<genre>_bench.py``) stay standalone scripts; the suite
imports their instance generators.
"""
