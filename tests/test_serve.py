"""``gridsat serve`` (issue 36): the page and its JSON endpoints over HTTP, a load test, and the
page driven in a real browser (Debian's ``chromium`` and ``chromium-driver`` through Selenium;
skipped where either, or Selenium, is missing).

One server runs for the module, as a person starts it (``python -m gridsat serve --port 0``),
with a 20 s time limit and two workers.  Every answer it returns is checked here again with
the genre's own checker, and every document is compared with what the command line prints for
the same input.  After each test no solving process may be left; at the end SIGTERM stops the
server with exit 143 and nothing left behind.  ``GRIDSAT_SCREENSHOTS=DIR`` keeps the browser
test's screenshot (docs/serve.png is one).
"""
from __future__ import annotations

import http.client
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import urlsplit

import pytest

pytest.importorskip("tornado")

import gridsat  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
LIMIT = 20
SUDOKU_URL = "https://puzz.link/p?sudoku/4/4/g1k23k3g"
OPEN_SUDOKU = "sudoku 4x4 box 2x2\n1...\n..2.\n....\n....\n"  # many answers: cells open
# a blank 36x36 Sudoku: its backbone takes far longer than 1 s on any machine (a blank 16x16's
# took under a second on an idle one)
EMPTY_BIG = "sudoku 36x36 box 6x6\n" + (" ".join("." * 36) + "\n") * 36
MIXED = [SUDOKU_URL,
         "https://puzz.link/p?tents/6/6/111112111121p2048331",
         "https://puzz.link/p?starbattle/9/9/2/8248o8ablelqr188u0tvmu5gc01gc0",
         "https://puzz.link/p?lightup/7/7/i.bmbj.hd.lbm0bg",
         "https://puzz.link/p?slither/7/7/g211887dk78db2cgccibh2a",
         (ROOT / "examples" / "sudoku-9x9.txt").read_text(encoding="utf-8"),
         (ROOT / "examples" / "nurikabe-10x10.txt").read_text(encoding="utf-8"),
         (ROOT / "examples" / "masyu-8x8.txt").read_text(encoding="utf-8")]


# -- the server --------------------------------------------------------------------------------------

def _descendants(pid: int) -> list[int]:
    """Every living process under ``pid`` (from /proc; zombies already reaped or not count too)."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", encoding="utf-8") as f:
                    stat = f.read()
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


def _rss_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status", encoding="utf-8") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def _settled(pid: int, seconds: float = 5.0) -> list[int]:
    """The descendants still there after waiting up to ``seconds`` for them to go."""
    end = time.monotonic() + seconds
    left = _descendants(pid)
    while left and time.monotonic() < end:
        time.sleep(0.05)
        left = _descendants(pid)
    return left


class Served:
    def __init__(self, proc: subprocess.Popen, url: str) -> None:
        self.proc, self.url = proc, url
        parts = urlsplit(url)
        self.host, self.port = parts.hostname, parts.port

    def request(self, method: str, path: str, body=None, headers=None, timeout: float = 120):
        conn = http.client.HTTPConnection(self.host, self.port, timeout=timeout)
        try:
            data = body if isinstance(body, (bytes, type(None))) else json.dumps(body).encode()
            heads = {"Content-Type": "application/json"} if data is not None else {}
            heads.update(headers or {})
            conn.request(method, path, body=data, headers=heads)
            r = conn.getresponse()
            return r.status, dict(r.getheaders()), r.read()
        finally:
            conn.close()

    def ask(self, command: str, body: dict, status: int = 200) -> dict:
        code, _, raw = self.request("POST", f"/api/{command}", body)
        doc = json.loads(raw)
        assert code == status, (code, doc)
        return doc


@pytest.fixture(scope="module")
def served():
    proc = subprocess.Popen([sys.executable, "-m", "gridsat", "serve", "--port", "0", "--timeout", str(LIMIT),
                             "--workers", "2"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            cwd=ROOT)
    line = proc.stdout.readline()
    if not line.startswith("gridsat: serving http://"):
        proc.kill()
        pytest.fail(f"the server did not start: {line!r} {proc.stderr.read()[-2000:]}")
    server = Served(proc, line.split()[2])
    yield server
    proc.send_signal(signal.SIGTERM)
    try:
        code = proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()
        pytest.fail("the server did not stop within 10 s of SIGTERM")
    assert code == 143, proc.stderr.read()[-2000:]
    assert not _descendants(proc.pid)


@pytest.fixture
def server(served):
    assert served.proc.poll() is None, "the server is down"
    yield served
    assert not _settled(served.proc.pid), "a solving process outlived its request"


def _cli(*args: str, stdin: str) -> tuple[int, dict | None, str]:
    p = subprocess.run([sys.executable, "-m", "gridsat", *args], input=stdin, capture_output=True, text=True,
                       timeout=120, cwd=ROOT)
    lines = [ln for ln in p.stdout.splitlines() if ln.startswith("{")]
    return p.returncode, json.loads(lines[-1]) if lines else None, p.stderr


def _without_timings(doc: dict) -> dict:
    return {k: v for k, v in doc.items() if k not in ("stats", "svg", "exit")}


# -- the page and what else is reachable ---------------------------------------------------------------

def test_the_page_and_the_genres(server):
    code, heads, raw = server.request("GET", "/")
    assert code == 200 and heads["Content-Type"].startswith("text/html")
    assert b'id="puzzle"' in raw and b'id="solve"' in raw
    assert "default-src 'none'" in heads["Content-Security-Policy"]
    code, _, raw = server.request("GET", "/api/genres")
    doc = json.loads(raw)
    assert code == 200 and "sudoku" in [g["name"] for g in doc["genres"]]
    assert "sudoku" in doc["generators"] and doc["timeout"] == LIMIT
    assert {"render", "solve", "forced", "generate"} <= set(doc["available"])


@pytest.mark.parametrize("method,path,body,headers,status", [
    ("GET", "/etc/passwd", None, {}, 404),
    ("GET", "/../pyproject.toml", None, {}, 404),
    ("GET", "/api/solve", None, {}, 405),
    ("GET", "/page.html", None, {}, 404),
    ("POST", "/api/export", {"puzzle": SUDOKU_URL}, {}, 404),
    ("POST", "/api/solve", b"puzzle=x", {"Content-Type": "application/x-www-form-urlencoded"}, 415),
    ("POST", "/api/solve", b"[1, 2]", {}, 400),
    ("POST", "/api/solve", {"puzzle": SUDOKU_URL}, {"Host": "attacker.example:80"}, 403),
    ("POST", "/api/solve", {"puzzle": SUDOKU_URL}, {"Origin": "http://attacker.example"}, 403),
    ("POST", "/api/solve", {"puzzle": SUDOKU_URL, "timeout": -1}, {}, 400),
    ("POST", "/api/solve", {"puzzle": SUDOKU_URL, "genre": "--solver-cmd=sh"}, {}, 400),
    ("POST", "/api/solve", {"puzzle": ""}, {}, 400),
    ("POST", "/api/generate", {"genre": "sudoku", "size": "9; rm -rf /"}, {}, 400),
])
def test_only_the_page_and_its_endpoints_answer(server, method, path, body, headers, status):
    code, heads, raw = server.request(method, path, body, headers)
    assert code == status, raw
    doc = json.loads(raw)
    assert doc["exit"] == 2 and doc["error"] and "\n" not in doc["error"] and doc["schema"] == 1


def test_a_request_past_the_size_cap_is_refused_unread(server):
    """A Content-Length past 1 MiB gets 413 before the body is sent; a body that grows past it
    (chunked, no length) is cut off too."""
    with socket.create_connection((server.host, server.port), timeout=30) as sock:
        sock.sendall(b"POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                     b"Content-Length: %d\r\n\r\n{" % (2 * 1024 * 1024))
        answer = sock.makefile("rb").read()
    head, _, raw = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 413") and "larger than 1024 KiB" in json.loads(raw)["error"]
    with socket.create_connection((server.host, server.port), timeout=30) as sock:
        sock.sendall(b"POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                     b"Transfer-Encoding: chunked\r\n\r\n")
        chunk = b"." * 65536
        try:
            for _ in range(40):  # 2.5 MiB
                sock.sendall(b"%x\r\n%s\r\n" % (len(chunk), chunk))
            sock.sendall(b"0\r\n\r\n")
        except OSError:  # the server closed it: refused
            pass
        try:
            answer = sock.makefile("rb").read()
        except ConnectionResetError:  # closed with the rest unread
            answer = b""
    assert answer == b"" or answer.split(b"\r\n", 1)[0].split()[1] in (b"400", b"413")
    assert server.ask("solve", {"puzzle": SUDOKU_URL})["status"] == "unique"  # still up


def test_text_that_names_a_file_is_never_read_as_one(server):
    """The puzzle goes in on standard input: a path that exists where the server runs is text."""
    for text in ("examples/sudoku-9x9.txt", str(ROOT / "examples" / "sudoku-9x9.txt"), "/etc/passwd"):
        doc = server.ask("render", {"puzzle": text})
        assert doc["exit"] == 2 and "svg" not in doc and doc["error"].startswith("<stdin>"), doc


# -- the CLI's documents -------------------------------------------------------------------------------

def test_solve_returns_the_cli_document_checked_and_drawn(server):
    doc = server.ask("solve", {"puzzle": SUDOKU_URL})
    code, cli_doc, _ = _cli("solve", "-", "--json", "--unique", stdin=SUDOKU_URL)
    assert doc["exit"] == code == 0 and doc["status"] == "unique"
    assert _without_timings(doc) == _without_timings(cli_doc)
    assert gridsat.check(SUDOKU_URL, doc) == []  # the genre's own checker
    assert doc["svg"].lstrip().startswith("<svg") and doc["svg"] == gridsat.draw(SUDOKU_URL, doc, fmt="svg")
    picture = server.ask("render", {"puzzle": SUDOKU_URL})["svg"]
    assert picture == gridsat.draw(SUDOKU_URL, fmt="svg") != doc["svg"]  # the puzzle alone


def test_uniqueness_asked_or_not(server):
    doc = server.ask("solve", {"puzzle": OPEN_SUDOKU, "unique": True})
    assert doc["status"] == "multiple" and doc["exit"] == 3 and gridsat.check(OPEN_SUDOKU, doc) == []
    doc = server.ask("solve", {"puzzle": OPEN_SUDOKU, "unique": False})
    assert doc["status"] == "solved" and doc["exit"] == 0 and gridsat.check(OPEN_SUDOKU, doc) == []


def test_forced_marks_the_open_cells(server):
    doc = server.ask("forced", {"puzzle": OPEN_SUDOKU})
    code, cli_doc, _ = _cli("forced", "-", "--json", stdin=OPEN_SUDOKU)
    assert doc["exit"] == code == 3 and doc["status"] == "open"
    assert doc["open_cells"] == cli_doc["open_cells"] and [0, 0] not in doc["open_cells"] and [2, 2] in doc["open_cells"]
    assert gridsat.check(OPEN_SUDOKU, doc) == []
    assert doc["svg"].count('class="open"') == len(doc["open_cells"])
    assert server.ask("forced", {"puzzle": SUDOKU_URL})["status"] == "unique"


@pytest.mark.parametrize("text", ["xx", "https://puzz.link/p?sudoku/4/4/g1k2", "sudoku 4x4 box 2x2\n1..\n"])
def test_bad_input_gets_the_cli_one_line_error(server, text):
    doc = server.ask("solve", {"puzzle": text})
    code, _, err = _cli("solve", "-", "--json", "--unique", stdin=text)
    assert doc["exit"] == code == 2 and "svg" not in doc
    assert err.strip().splitlines()[-1] == "gridsat: error: " + doc["error"]
    assert server.ask("render", {"puzzle": text})["error"] == doc["error"]  # render has no --json: the same line


def test_a_genre_named_by_the_page(server):
    doc = server.ask("solve", {"puzzle": SUDOKU_URL, "genre": "tents"})
    assert doc["exit"] == 2 and "tents" in doc["error"].lower() or "sudoku" in doc["error"].lower()
    assert server.ask("solve", {"puzzle": SUDOKU_URL, "genre": "sudoku"})["status"] == "unique"


def test_the_time_limit_says_so_and_the_server_stays_up(server):
    started = time.monotonic()
    doc = server.ask("forced", {"puzzle": EMPTY_BIG, "timeout": 1})
    assert doc["status"] == "timeout" and doc["exit"] == 4, doc
    assert time.monotonic() - started < 1 + 5, "the time limit was not kept"
    doc = server.ask("solve", {"puzzle": SUDOKU_URL, "timeout": 10 * LIMIT})  # clamped to the server's
    assert doc["status"] == "unique"


def test_generate_then_solve(server):
    doc = server.ask("generate", {"genre": "sudoku", "seed": 3, "size": "4"})
    assert doc["exit"] == 0 and doc["genre"] == "sudoku" and doc["seed"] == 3
    code, cli_doc, _ = _cli("generate", "sudoku", "--seed", "3", "--size", "4", "--json", stdin="")
    assert doc["puzzle"] == cli_doc["puzzle"]
    solved = server.ask("solve", {"puzzle": doc["puzzle"]})
    assert solved["status"] == "unique" and gridsat.check(doc["puzzle"], solved) == []
    bad = server.ask("generate", {"genre": "nosuchgenre"})
    assert bad["exit"] == 2 and "unknown genre" in bad["error"]


def test_hint_and_rate_are_used_when_gridsat_has_them(server):
    from gridsat import cli

    for command in ("hint", "rate"):
        doc = server.ask(command, {"puzzle": SUDOKU_URL})
        if command not in cli.main.commands:
            assert doc == {"error": f"{command} is not available in this version of gridsat", "exit": 2, "schema": 1}
            continue
        code, cli_doc, _ = _cli(command, "-", "--json", stdin=SUDOKU_URL)
        assert doc["exit"] == code and _without_timings(doc) == _without_timings(cli_doc)
        if command == "hint":  # the hinted cell marked on the picture; the next hint goes on from it
            assert doc["cells"] and 'class="hint"' in doc["svg"]
            so_far = [{"cells": doc["cells"], "values": doc["values"]}]
            after = server.ask("hint", {"puzzle": SUDOKU_URL, "given": so_far})
            code, cli_doc, _ = _cli("hint", "-", "--json", "--given", json.dumps(so_far), stdin=SUDOKU_URL)
            assert after["cells"] == cli_doc["cells"] and after["cells"] != doc["cells"]
            for bad in ("/etc/passwd", ["/etc/passwd"]):  # never a path: a list of hints only
                assert server.ask("hint", {"puzzle": SUDOKU_URL, "given": bad}, 400)["exit"] == 2
            wrong = server.ask("hint", {"puzzle": SUDOKU_URL, "given": [{"cells": [[9, 9]], "values": [1]}]})
            assert wrong["exit"] == 2 and "[9, 9] is no cell" in wrong["error"]


def test_a_dropped_request_kills_its_process(server):
    body = json.dumps({"puzzle": EMPTY_BIG, "timeout": LIMIT}).encode()
    sock = socket.create_connection((server.host, server.port))
    sock.sendall(b"POST /api/forced HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                 b"Content-Length: %d\r\n\r\n" % len(body) + body)
    end = time.monotonic() + 10
    while not _descendants(server.proc.pid) and time.monotonic() < end:
        time.sleep(0.05)
    assert _descendants(server.proc.pid), "no solving process started"
    time.sleep(0.5)
    sock.close()
    started = time.monotonic()
    assert not _settled(server.proc.pid, 5.0), "the process outlived its dropped request"
    assert time.monotonic() - started < 3
    assert server.ask("solve", {"puzzle": SUDOKU_URL})["status"] == "unique"


def test_fifty_concurrent_requests_of_mixed_puzzles(server):
    """50 at once: every answer right (the genre's checker), at most two processes at a time,
    none left, the server's memory bounded, all within a generous bound."""
    pid = server.proc.pid
    before = _rss_kib(pid)
    peak = [0]
    done = threading.Event()

    def watch():
        while not done.is_set():
            peak[0] = max(peak[0], sum(1 for p in _descendants(pid) if _is_gridsat(p)))
            time.sleep(0.02)

    watcher = threading.Thread(target=watch)
    watcher.start()
    jobs = [(MIXED[i % len(MIXED)], "forced" if i % 5 == 4 else "solve") for i in range(50)]
    started = time.monotonic()
    try:
        with ThreadPoolExecutor(50) as pool:
            docs = list(pool.map(lambda job: server.ask(job[1], {"puzzle": job[0]}), jobs))
    finally:
        done.set()
        watcher.join()
    assert time.monotonic() - started < 240
    for (text, command), doc in zip(jobs, docs):
        assert doc["exit"] == 0 and doc["status"] == "unique", (command, text[:40], doc)
        assert gridsat.check(text, doc) == [], text[:40]
    assert 1 <= peak[0] <= 2, f"{peak[0]} solving processes at once"
    assert not _settled(pid)
    assert _rss_kib(pid) - before < 64 * 1024, "the server grew by more than 64 MiB"


def _is_gridsat(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            return b"gridsat" in f.read()
    except OSError:
        return False


# -- in a browser --------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def browser():
    webdriver = pytest.importorskip("selenium.webdriver")
    chromium = os.environ.get("GRIDSAT_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    driver_path = shutil.which("chromedriver")
    if not chromium or not driver_path:
        pytest.skip("needs Debian's chromium and chromium-driver (apt-get install chromium chromium-driver)")
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for arg in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,900"):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service(executable_path=driver_path), options=options)
    driver.set_page_load_timeout(60)
    yield driver
    driver.quit()


def _wait(driver, predicate, what: str, seconds: float = 60):
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, seconds).until(lambda d: predicate(d), message=what)


def _ask(driver, button: str) -> str:
    """Click ``button``, wait for the answer; the status line."""
    find = driver.find_element
    find("id", "status").get_attribute("textContent")
    driver.execute_script("document.getElementById('status').textContent = '';"
                          "document.getElementById('error').textContent = '';")
    find("id", button).click()
    _wait(driver, lambda d: find("id", "stop").get_attribute("disabled") is not None
          and (find("id", "status").text not in ("", "working...") or find("id", "error").text),
          f"an answer to {button}")
    return find("id", "status").text


def _paste(driver, text: str) -> None:
    box = driver.find_element("id", "puzzle")
    driver.execute_script("arguments[0].value = arguments[1];", box, text)


def _picture(driver) -> str:
    from urllib.parse import unquote

    img = driver.find_element("id", "picture")
    assert img.is_displayed() and driver.execute_script("return arguments[0].naturalWidth", img) > 0
    return unquote(img.get_attribute("src").split(",", 1)[1])


def test_the_page_in_a_browser(server, browser):
    d = browser
    d.get(server.url)
    _wait(d, lambda d: d.find_element("tag name", "body").get_attribute("data-ready") == "1", "the page to load")
    assert d.find_element("id", "limit").text == str(LIMIT)  # the time limit is shown

    # paste a URL, solve, see the answer drawn (the SVG gridsat draws for that answer)
    _paste(d, SUDOKU_URL)
    assert "as read" in _ask(d, "show")
    puzzle_svg = _picture(d)
    assert puzzle_svg == gridsat.draw(SUDOKU_URL, fmt="svg")
    assert "unique" in _ask(d, "solve")
    shown = json.loads(d.find_element("id", "json").get_attribute("textContent"))
    assert gridsat.check(SUDOKU_URL, shown) == []
    assert _picture(d) == gridsat.draw(SUDOKU_URL, shown, fmt="svg") != puzzle_svg
    screenshots = os.environ.get("GRIDSAT_SCREENSHOTS")
    if screenshots:
        Path(screenshots).mkdir(parents=True, exist_ok=True)
        d.save_screenshot(str(Path(screenshots) / "serve.png"))

    # forced cells, the open ones named and marked
    _paste(d, OPEN_SUDOKU)
    assert "12 open cells" in _ask(d, "forced")
    assert "open: r1c3, r1c4, r2c1" in d.find_element("id", "notes").text
    assert _picture(d).count('class="open"') == 12

    # a hint (or, before the hints land, the word that there is none in this version)
    _paste(d, SUDOKU_URL)
    _ask(d, "hint")
    error = d.find_element("id", "error").text
    from gridsat import cli

    if "hint" in cli.main.commands:
        assert not error and "hint 1: r" in d.find_element("id", "status").text
        assert 'class="hint"' in _picture(d)
        assert "hint 2: r" in _ask(d, "hint")  # the next one, from the first
    else:
        assert error == "gridsat: error: hint is not available in this version of gridsat"

    # open a file: read in the browser into the text box, drawn
    example = ROOT / "examples" / "tents-6x6.txt"
    d.find_element("id", "file").send_keys(str(example))
    _wait(d, lambda d: d.find_element("id", "puzzle").get_attribute("value") == example.read_text(encoding="utf-8")
          and "as read" in d.find_element("id", "status").text, "the file read and drawn")
    assert _picture(d) == gridsat.draw(str(example), fmt="svg")

    # pick a genre and a size: a new puzzle in the text box, drawn
    from selenium.webdriver.support.ui import Select

    Select(d.find_element("id", "gen-genre")).select_by_value("sudoku")
    d.find_element("id", "gen-size").send_keys("4")
    d.find_element("id", "gen-seed").send_keys("3")
    assert "a new sudoku 4x4 (seed 3" in _ask(d, "generate")
    made = d.find_element("id", "puzzle").get_attribute("value")
    assert made.startswith("sudoku 4x4") and _picture(d) == gridsat.draw(made, fmt="svg")
    if os.environ.get("GRIDSAT_SCREENSHOTS"):
        _ask(d, "hint")
        d.save_screenshot(str(Path(os.environ["GRIDSAT_SCREENSHOTS"]) / "serve-hint.png"))

    # bad input: the CLI's one line
    _paste(d, "xx")
    _ask(d, "solve")
    _, _, err = _cli("solve", "-", "--json", "--unique", stdin="xx")
    assert d.find_element("id", "error").text == err.strip().splitlines()[-1]

    # past the time limit: it says so, and the server answers the next question
    limit = d.find_element("id", "timeout")
    limit.clear()
    limit.send_keys("1")
    assert d.find_element("id", "limit").text == "1"
    _paste(d, EMPTY_BIG)
    assert "time limit reached" in _ask(d, "forced")
    _paste(d, SUDOKU_URL)
    assert "unique" in _ask(d, "solve")
