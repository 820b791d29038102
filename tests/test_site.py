"""The documentation site as it is built and as a browser shows it (issue 28 item 4).

The site is built once (``mkdocs build --strict``, as CI builds it; skipped without the docs
extra).  Every genre page then shows two pictures, the bundled example and its answer, drawn
by docs/_hooks/genres.py during the build.  Where a Chromium is installed (Debian's
``chromium``; ``GRIDSAT_CHROMIUM`` names another binary) the built pages are opened in it,
headless, at 1280x900: two pages are screenshot, and a measuring copy of the home page, the
genres index and a genre page checks that no table is wider than the page and that the
pictures load.  ``GRIDSAT_SCREENSHOTS=DIR`` keeps the screenshots in DIR.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import signal
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from gridsat import encoders

ROOT = Path(__file__).resolve().parent.parent
WIDTH, HEIGHT = 1280, 900
IMG = re.compile(r'<img\b[^>]*\bsrc="([^"]+)"[^>]*>')


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    pytest.importorskip("mkdocs")
    out = tmp_path_factory.mktemp("site") / "site"
    p = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-d", str(out)],
                       cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert p.returncode == 0, "mkdocs build --strict failed:\n" + p.stdout + p.stderr
    return out


def test_the_site_builds_strictly_and_lists_every_genre(site):
    index = (site / "genres" / "index.html").read_text(encoding="utf-8")
    tables = re.findall(r"<table\b.*?</table>", (site / "index.html").read_text(encoding="utf-8"), re.S)
    home = next((t for t in tables if "genres/sudoku/" in t or "genres/sudoku.html" in t), "")
    assert home, "the home page has no genre table"
    for name in encoders.genre_names():
        assert f'href="{name}/"' in index or f'href="{name}.html"' in index, name
        assert f'href="genres/{name}/"' in home or f'href="genres/{name}.html"' in home, \
            f"the home page's genre table has no row for {name}"


@pytest.mark.parametrize("name", encoders.genre_names())
def test_every_genre_page_shows_its_example_and_answer(site, name):
    """Two SVG pictures, written into the built site (not docs/), different from each other."""
    page = site / "genres" / name / "index.html"
    html = page.read_text(encoding="utf-8")
    pictures = [src for src in IMG.findall(html) if src.endswith(".svg")]
    assert len(pictures) >= 2, f"genres/{name}: {len(pictures)} SVG pictures, want the puzzle and its answer"
    texts = []
    for src in pictures[:2]:
        svg = (page.parent / src).resolve()
        assert svg.is_file() and site in svg.parents, f"genres/{name}: {src} is not in the built site"
        text = svg.read_text(encoding="utf-8")
        assert text.lstrip().startswith("<svg") and text.rstrip().endswith("</svg>"), f"{src}: not an SVG"
        texts.append(text)
    assert texts[0] != texts[1], f"genres/{name}: the puzzle and the answer are the same picture"


# -- in a browser ----------------------------------------------------------------------------------

def _chromium() -> str:
    named = os.environ.get("GRIDSAT_CHROMIUM")
    for name in ([named] if named else []) + ["chromium", "chromium-browser", "google-chrome",
                                              "google-chrome-stable", "chrome"]:
        path = shutil.which(name)
        if path:
            return path
    pytest.skip("no Chromium installed (Debian: apt-get install chromium)")


def _browse(url: str, tmp: Path, *args: str) -> str:
    """Run headless Chromium on a page; its standard output.  The browser and its helper
    processes (a process group of their own) are killed if it hangs."""
    command = [_chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
               "--no-first-run", "--no-default-browser-check", "--disable-extensions",
               "--hide-scrollbars", f"--user-data-dir={tmp / 'profile'}",
               f"--window-size={WIDTH},{HEIGHT}", *args, url]
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True, env={**os.environ, "HOME": str(tmp)})
    try:
        out, err = proc.communicate(timeout=120)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        pytest.fail(f"chromium did not finish in 120 s on {url}")
    try:  # helpers it left behind, if any
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    assert proc.returncode == 0, f"chromium exited {proc.returncode} on {url}:\n{err[-2000:]}"
    return out


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    return struct.unpack(">II", data[16:24])


@pytest.mark.parametrize("page", ["index.html", "genres/kenken/index.html"])
def test_pages_screenshot_in_headless_chromium(site, page, tmp_path):
    """The home page (with its genre table) and a genre page (with its pictures), as a
    1280x900 screen shows them."""
    shot = tmp_path / "shot.png"
    _browse((site / page).as_uri(), tmp_path, "--virtual-time-budget=10000", f"--screenshot={shot}")
    assert shot.is_file(), "chromium wrote no screenshot"
    assert _png_size(shot) == (WIDTH, HEIGHT)
    assert shot.stat().st_size > 20_000, "the screenshot is (nearly) blank"
    keep = os.environ.get("GRIDSAT_SCREENSHOTS")
    if keep:
        Path(keep).mkdir(parents=True, exist_ok=True)
        shutil.copyfile(shot, Path(keep) / (page.replace("/index.html", "").replace("/", "-")
                                            .replace(".html", "") + ".png"))


MEASURE = """<script>
window.addEventListener('load', function () { setTimeout(measure, 1000); });  // after the theme's scripts
function measure() {
  var out = {width: window.innerWidth, scroll: document.documentElement.scrollWidth, tables: [], images: []};
  var main = document.querySelector('.rst-content').getBoundingClientRect();
  document.querySelectorAll('.rst-content table').forEach(function (t) {
    // how far any cell's text reaches past its cell, and the table past the page's text column
    var past = 0, range = document.createRange();
    t.querySelectorAll('td, th').forEach(function (cell) {
      range.selectNodeContents(cell);
      past = Math.max(past, range.getBoundingClientRect().right - cell.getBoundingClientRect().right);
    });
    out.tables.push({head: t.rows[0].textContent.trim().replace(/\\s+/g, ' '), past: past,
                     wider: Math.max(t.scrollWidth - t.clientWidth, t.getBoundingClientRect().right - main.right)});
  });
  document.querySelectorAll('.rst-content img').forEach(function (i) {
    out.images.push({src: i.getAttribute('src'), complete: i.complete, natural: i.naturalWidth,
                     shown: i.getBoundingClientRect().width});
  });
  var pre = document.createElement('pre');
  pre.id = 'gridsat-measure';
  pre.textContent = JSON.stringify(out);
  document.body.appendChild(pre);
}
</script>"""


def _measure(site: Path, page: str, tmp: Path) -> dict:
    """Open a copy of a built page with a measuring script in it; what the script saw."""
    original = site / page
    copy = original.with_name("measure-" + original.name)
    copy.write_text(original.read_text(encoding="utf-8").replace("</body>", MEASURE + "</body>"),
                    encoding="utf-8")
    try:
        dom = _browse(copy.as_uri(), tmp, "--virtual-time-budget=10000", "--dump-dom")
    finally:
        copy.unlink()
    found = re.search(r'<pre id="gridsat-measure">(.*?)</pre>', dom, re.S)
    assert found, f"the measuring script did not run on {page}"
    return json.loads(found.group(1).replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">")
                      .replace("&amp;", "&"))


@pytest.mark.parametrize("page", ["index.html", "genres/index.html", "genres/masyu/index.html"])
def test_tables_fit_a_1280_pixel_screen_and_pictures_load(site, page, tmp_path):
    seen = _measure(site, page, tmp_path)
    assert seen["width"] == WIDTH
    assert seen["scroll"] <= WIDTH, f"{page} is {seen['scroll']} pixels wide on a {WIDTH}-pixel screen"
    assert seen["tables"] or page != "index.html", "the home page has no genre table"
    for table in seen["tables"]:
        assert table["past"] <= 1 and table["wider"] <= 1, (
            f"{page}: the table ({table['head'][:60]}) does not fit: a cell's text reaches {table['past']:.0f} "
            f"pixels past its cell, the table {table['wider']:.0f} past the page's text")
    for image in seen["images"]:
        assert image["complete"] and image["natural"] > 0, f"{page}: {image['src']} did not load"
    if page.startswith("genres/masyu"):
        assert len(seen["images"]) >= 2 and all(i["shown"] >= 100 for i in seen["images"]), seen["images"]
