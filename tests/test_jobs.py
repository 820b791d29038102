"""One job model (issue 22 item 3): ``solve FILE``, ``forced FILE`` and ``generate --count N``
on local worker processes and on a real Dask cluster give the same records in input order as
one process; ``--output FILE`` resumes an interrupted job."""
from __future__ import annotations

import json
import sys

import pytest

from .conftest import EXAMPLES, cli

TIMINGS = ("encode_seconds", "solve_seconds", "generate_seconds")


def records(text: str) -> list:
    """JSON lines with the timings taken out (the only fields that differ run to run)."""
    out = []
    for line in text.splitlines():
        doc = json.loads(line)
        for key in TIMINGS:
            doc.get("stats", {}).pop(key, None)
        out.append(doc)
    return out


@pytest.fixture
def batch(tmp_path):
    """37 Sudoku lines (the examples, repeated) with a bad one in the middle."""
    lines = [line for line in (EXAMPLES / "sudoku-lines.txt").read_text().splitlines()
             if line and not line.startswith("#")]
    rows = (lines * 8)[:36]
    rows.insert(17, "12345")
    path = tmp_path / "batch.txt"
    path.write_text("\n".join(rows) + "\n")
    return path


def test_workers_give_the_same_records_in_order(batch):
    one = cli("solve", batch, "--unique", "--json")
    assert one.exit_code == 2  # the bad line is the worst outcome
    docs = records(one.stdout)
    assert [d["index"] for d in docs] == list(range(1, 38))
    assert docs[17]["status"] == "error" and all(d["status"] == "unique" for i, d in enumerate(docs) if i != 17)
    two = cli("solve", batch, "--unique", "--json", "--workers", "2")
    assert records(two.stdout) == docs and two.exit_code == 2
    jobs = cli("solve", batch, "--unique", "--json", "--jobs", "2")  # --jobs N says the same on a batch
    assert records(jobs.stdout) == docs
    text = cli("solve", batch, "--unique", "--workers", "2").stdout.splitlines()
    assert text[0].startswith("#1: unique ") and text[17].startswith("#18: bad input:")
    assert "37 puzzles: 1 bad input, 36 unique" in text[-1]


def test_output_file_resumes_an_interrupted_job(batch, tmp_path):
    full = tmp_path / "full.jsonl"
    assert cli("solve", batch, "--json", "--output", full).exit_code == 2
    want = records(full.read_text())
    assert len(want) == 37
    cut = tmp_path / "cut.jsonl"
    lines = full.read_text().splitlines(keepends=True)
    cut.write_text("".join(lines[:20]) + lines[20][:40])  # interrupted in the middle of record 21
    r = cli("solve", batch, "--json", "--output", cut, "--workers", "2")
    assert r.exit_code == 2 and "20 were already in" in r.stderr
    assert records(cut.read_text()) == want
    again = cli("solve", batch, "--json", "--output", cut)  # nothing left to do
    assert "37 were already in" in again.stderr and records(cut.read_text()) == want
    assert again.exit_code == 2  # the bad entry read back from the file still counts


def test_text_output_resumes_too(batch, tmp_path):
    out = tmp_path / "out.txt"
    assert cli("solve", batch, "--unique", "--output", out).exit_code == 2
    whole = out.read_text().splitlines()
    out.write_text("\n".join(whole[:5]) + "\n#6: uni")
    cli("solve", batch, "--unique", "--output", out)
    got = out.read_text().splitlines()
    assert [line.split(" [")[0] for line in got] == [line.split(" [")[0] for line in whole]


def test_output_of_another_job_is_refused(batch, tmp_path):
    other = tmp_path / "other.jsonl"
    other.write_text(json.dumps({"index": 1, "status": "unique", "source": "elsewhere.txt"}) + "\n")
    r = cli("solve", batch, "--json", "--output", other)
    assert r.exit_code == 2 and r.stderr.count("\n") == 1 and "another job" in r.stderr
    text = tmp_path / "text.txt"
    text.write_text("#1: unique 123\n")
    r = cli("solve", batch, "--json", "--output", text)  # text results, a --json run
    assert r.exit_code == 2 and "--output" in r.stderr
    r = cli("solve", EXAMPLES / "starbattle-9x9.txt", "--output", tmp_path / "one.txt")
    assert r.exit_code == 2 and "several puzzles" in r.stderr


def test_forced_over_a_file(batch):
    one = cli("forced", batch, "--json")
    docs = records(one.stdout)
    assert len(docs) == 37 and one.exit_code == 2
    assert all(d["status"] == "unique" and d["open_count"] == 0 for i, d in enumerate(docs) if i != 17)
    assert records(cli("forced", batch, "--json", "--workers", "2").stdout) == docs
    text = cli("forced", batch).stdout.splitlines()
    assert text[0].startswith("#1: unique [") and "37 puzzles" in text[-1]


def test_generate_count_on_workers_and_resume_without_seed(tmp_path):
    one = cli("generate", "sudoku", "--seed", "3", "--count", "6", "--minimal", "--json")
    want = records(one.stdout)
    assert [d["index"] for d in want] == list(range(1, 7))
    assert records(cli("generate", "sudoku", "--seed", "3", "--count", "6", "--minimal", "--json",
                       "--workers", "2").stdout) == want
    out = tmp_path / "gen.txt"
    first = cli("generate", "sudoku", "--count", "4", "--output", out)  # a new seed, noted
    seed = int(first.stderr.split("--seed ")[1].split()[0])
    blocks = out.read_text().split("\n\n")
    assert len(blocks) == 5 and blocks[-1] == ""
    out.write_text("\n\n".join(blocks[:2]) + "\n\n" + blocks[2][:30])
    again = cli("generate", "sudoku", "--count", "4", "--output", out)  # the seed is read from the file
    assert again.exit_code == 0 and "2 were already in" in again.stderr
    strip = lambda text: [b.split(": unique")[0] + b.split("\n", 1)[-1] for b in text.split("\n\n") if b]  # noqa: E731
    assert strip(out.read_text()) == strip(cli("generate", "sudoku", "--count", "4", "--seed", seed).stdout)


def test_dask_without_the_extra_is_one_line(batch, monkeypatch):
    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed -> ImportError
    r = cli("solve", batch, "--dask", "tcp://127.0.0.1:8786")
    assert r.exit_code == 2 and r.stderr.count("\n") == 1 and "pip install" in r.stderr


# -- on a real Dask cluster ------------------------------------------------------------------------

@pytest.fixture(scope="module")
def cluster():
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                                  dashboard_address=None) as c:
        yield c.scheduler_address


def test_dask_batch_equals_the_local_run(batch, cluster):
    local = cli("solve", batch, "--unique", "--json", "--workers", "2")
    remote = cli("solve", batch, "--unique", "--json", "--dask", cluster)
    assert remote.exit_code == local.exit_code == 2
    assert records(remote.stdout) == records(local.stdout)
    text_local = cli("solve", batch, "--unique").stdout.splitlines()[:-1]
    text_remote = cli("solve", batch, "--unique", "--dask", cluster).stdout.splitlines()[:-1]
    assert [t.split(" [")[0] for t in text_remote] == [t.split(" [")[0] for t in text_local]


def test_dask_forced_and_generate_equal_the_local_run(batch, cluster):
    assert records(cli("forced", batch, "--json", "--dask", cluster).stdout) == records(
        cli("forced", batch, "--json").stdout)
    args = ["generate", "tents", "--size", "6", "--seed", "8", "--count", "5", "--minimal", "--json"]
    assert records(cli(*args, "--dask", cluster).stdout) == records(cli(*args, "--workers", "2").stdout)


def test_dask_resumes_a_local_job(batch, cluster, tmp_path):
    out = tmp_path / "out.jsonl"
    cli("solve", batch, "--unique", "--json", "--output", out)
    want = records(out.read_text())
    lines = out.read_text().splitlines(keepends=True)
    out.write_text("".join(lines[:9]))
    r = cli("solve", batch, "--unique", "--json", "--output", out, "--dask", cluster)
    assert "9 were already in" in r.stderr and records(out.read_text()) == want


def test_unreachable_scheduler_is_one_line(batch):
    pytest.importorskip("distributed")
    r = cli("solve", batch, "--dask", "tcp://127.0.0.1:9")
    assert r.exit_code == 2 and r.stderr.count("\n") == 1 and "cannot reach" in r.stderr, r.stderr


# -- a cluster that fails (issue 27 item 8): one line, an exit code, never a hang or a traceback --------

def test_a_peer_that_never_speaks_is_one_line(batch):
    pytest.importorskip("distributed")
    import socket
    import threading
    import time

    srv = socket.socket()
    srv.bind(("127.0.0.1", 0))
    srv.listen(4)
    held = []
    threading.Thread(target=lambda: [held.append(srv.accept()) for _ in range(4)], daemon=True).start()
    t = time.monotonic()
    r = cli("solve", batch, "--dask", f"tcp://127.0.0.1:{srv.getsockname()[1]}")
    srv.close()
    assert r.exit_code == 2 and r.stderr.count("\n") == 1 and "no Dask scheduler answered" in r.stderr, r.stderr
    assert time.monotonic() - t < 20


def test_an_unknown_scheme_is_one_line_and_no_client_traceback(batch):
    pytest.importorskip("distributed")
    import subprocess
    r = subprocess.run([sys.executable, "-m", "gridsat", "solve", str(batch), "--dask", "gopher://127.0.0.1:8786"],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and "unknown address scheme 'gopher'" in r.stderr, r.stderr


@pytest.fixture
def real_cluster(tmp_path):
    """A scheduler and a worker as processes of their own (so that a test can kill them)."""
    pytest.importorskip("distributed")
    import shutil
    import socket
    import subprocess
    import time

    dask = shutil.which("dask") or pytest.skip("no dask command")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    address = f"tcp://127.0.0.1:{port}"
    procs = {"scheduler": subprocess.Popen([dask, "scheduler", "--host", "127.0.0.1", "--port", str(port),
                                            "--no-dashboard"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)}
    time.sleep(3)
    procs["worker"] = subprocess.Popen([dask, "worker", address, "--nthreads", "1", "--no-dashboard"],
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(4)
    yield address, procs
    for p in procs.values():
        p.kill()
        p.wait()


def _long_batch(tmp_path):
    ids = ["4:1/2/3/2/3/2/1/2/1/2/4/3/2/2/1/2", "5:///4//1///////3///1/3///2,c2m1g"]
    path = tmp_path / "many.txt"
    path.write_text("\n".join(ids * 3000) + "\n")
    return path


@pytest.mark.slow
def test_a_scheduler_killed_mid_job_is_one_line_and_the_output_resumes(real_cluster, tmp_path):
    import subprocess
    import time

    address, procs = real_cluster
    out = tmp_path / "out.jsonl"
    run = subprocess.Popen([sys.executable, "-m", "gridsat", "solve", str(_long_batch(tmp_path)), "--unique", "--json",
                            "--dask", address, "--output", str(out)], stderr=subprocess.PIPE, text=True)
    until = time.monotonic() + 60
    while time.monotonic() < until and not (out.exists() and out.read_text().count("\n") > 10):
        time.sleep(0.2)  # the job is running on the cluster
    procs["scheduler"].kill()
    err = run.communicate(timeout=60)[1]
    assert run.returncode == 2 and err.count("\n") == 1 and "scheduler went away" in err, err
    assert all(json.loads(line)["status"] == "unique" for line in out.read_text().splitlines())


@pytest.mark.slow
def test_no_worker_for_the_timeout_ends_the_job(real_cluster, tmp_path):
    import subprocess
    import time

    address, procs = real_cluster
    run = subprocess.Popen([sys.executable, "-m", "gridsat", "solve", str(_long_batch(tmp_path)), "--unique",
                            "--timeout", "3", "--dask", address, "--output", str(tmp_path / "o.txt")],
                           stderr=subprocess.PIPE, text=True)
    out = tmp_path / "o.txt"
    until = time.monotonic() + 60
    while time.monotonic() < until and not (out.exists() and out.read_text().count("\n") > 10):
        time.sleep(0.2)  # the job is running on the cluster
    procs["worker"].kill()
    t = time.monotonic()
    err = run.communicate(timeout=60)[1]
    assert run.returncode == 4 and "no worker for 3 s" in err and "has no workers" in err, err
    assert time.monotonic() - t < 20
    assert "Traceback" not in err


@pytest.mark.parametrize("how,code,word", [("SIGINT", 130, "interrupted"), ("SIGTERM", 143, "terminated")])
def test_a_signal_ends_a_dask_job_within_a_second(real_cluster, tmp_path, how, code, word):
    import os
    import signal
    import subprocess
    import time

    address, _ = real_cluster
    out = tmp_path / "out.jsonl"
    run = subprocess.Popen([sys.executable, "-m", "gridsat", "solve", str(_long_batch(tmp_path)), "--unique",
                            "--dask", address, "--output", str(out)], stderr=subprocess.PIPE, text=True,
                           start_new_session=True, env=dict(os.environ, TMPDIR=str(tmp_path)))
    until = time.monotonic() + 60
    while time.monotonic() < until and not (out.exists() and out.read_text().count("\n") > 10):
        time.sleep(0.1)
    sent = time.monotonic()
    if how == "SIGINT":
        os.killpg(run.pid, signal.SIGINT)  # Ctrl-C reaches the whole process group
    else:
        run.send_signal(signal.SIGTERM)
    err = run.communicate(timeout=30)[1]
    assert run.returncode == code and err.strip().splitlines() == [f"gridsat: error: {word}"], err
    assert time.monotonic() - sent < 1.0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["many.txt", "out.jsonl"]  # no temporary file
