"""docs/benchmarks.md quotes the stored benchmark runs as they are: its summaries of
benchmarks/results/report-quick.json and report.json are what ``benchmarks.suite.docs_summary``
writes from those files (issue 29: the page had kept figures of a suite that no longer ran so).
When a run changes a stored JSON, the run rewrites the page; this fails when the two drift."""
from __future__ import annotations

import json

import pytest

from benchmarks import suite

STORED = ("benchmarks/results/report-quick.json", "benchmarks/results/report.json")


@pytest.mark.parametrize("source", STORED)
def test_the_page_quotes_the_stored_run(source):
    doc = json.loads((suite.ROOT / source).read_text())
    page = suite.DOCS.read_text()
    again = suite.docs_with(page, doc, source)
    assert again is not None, f"docs/benchmarks.md has no part generated from {source}"
    assert again == page, (f"docs/benchmarks.md does not say what {source} holds: run "
                           f"`python -m benchmarks --from-json {source} --no-plots`")


def test_a_run_without_instance_sources_says_what_it_left_out():
    doc = json.loads((suite.ROOT / STORED[0]).read_text())
    doc["meta"]["missing_sources"] = ["hashi: sgt-bridges is not installed, no generated instances"]
    assert "Left out: hashi: sgt-bridges is not installed" in suite.docs_summary(doc, STORED[0])
    assert "- instances left out: hashi: sgt-bridges" in suite.markdown(doc)


def test_the_summary_counts_the_instances_of_the_run():
    doc = json.loads((suite.ROOT / STORED[0]).read_text())
    doc["rows"] = [r for r in doc["rows"] if r["genre"] != "starbattle" or r["cells"] >= 400]
    star = next(line for line in suite.docs_summary(doc, STORED[0]).splitlines() if line.startswith("| starbattle"))
    kept = [r for r in doc["rows"] if r["genre"] == "starbattle"]
    assert star.startswith(f"| starbattle | {len(kept)} ({min(r['cells'] for r in kept)}–"), star
