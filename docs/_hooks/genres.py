"""MkDocs hook: the genre pages come from the genre registry.

* ``genres/index.md`` is generated (unless a file of that name exists): one row per registered
  genre, linked to its page ``genres/<name>.md``.  A registered genre without a page is a
  warning, so ``mkdocs build --strict`` fails on it (tests/test_docs.py checks it too).
* The navigation's "Genres" entry gets every genre page under it.
* ``<!-- gridsat:genre-options -->`` in a page becomes the table of the genre options the
  command line builds from the genres' declarations (``--allow-empty``, ``--no-rotation``, ...).
* ``<!-- gridsat:genre-table -->`` on a line of its own (the home page) becomes a table of
  every registered genre: its page, its names and the formats it reads and writes.
* ``<!-- gridsat:picture examples/NAME.txt -->`` on a line of its own becomes two pictures: the
  bundled example and its answer, drawn by gridsat (SVG) while the site is built and written
  into the built site only (``genres/img/NAME-puzzle.svg`` and ``NAME-answer.svg``), so they
  show what gridsat draws today.  An example that cannot be read, or has no answer or more
  than one, is a warning, which ``mkdocs build --strict`` turns into a failure.
"""
from __future__ import annotations

import logging
import posixpath
import re
from pathlib import Path

from mkdocs.structure.files import File

log = logging.getLogger("mkdocs.hooks.genres")
INDEX = "genres/index.md"
PICTURE = re.compile(r"^<!--\s*gridsat:picture\s+(\S+?)\s*-->[ \t]*$", re.M)  # on a line of its own
GENRE_TABLE = re.compile(r"^<!--\s*gridsat:genre-table\s*-->[ \t]*$", re.M)
PICTURES = "genres/img"   # where the pictures go in the built site


def _genres():
    from gridsat import encoders

    return encoders.all_genres()


def _title(page: Path) -> str:
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.startswith("# "):
            return line[2:].strip()
    return page.stem


def on_config(config):
    """Put every genre page under the navigation's Genres entry (titled as the registry
    titles the genre)."""
    docs = Path(config["docs_dir"])
    pages = sorted(p for p in (docs / "genres").glob("*.md") if p.name != "index.md")
    try:
        titles = {g.name: g.title for g in _genres()}
    except Exception:  # noqa: BLE001 - gridsat not importable: the pages' own headings
        titles = {}
    entries = [{"All genres": INDEX}] + [{titles.get(p.stem) or _title(p).replace("`", ""): f"genres/{p.name}"}
                                         for p in pages]
    nav = config.get("nav") or []
    for item in nav:
        if isinstance(item, dict):
            for key, value in item.items():
                if value == INDEX:
                    item[key] = entries
    return config


def _index_text(docs: Path) -> str:
    rows = []
    missing = []
    for g in _genres():
        page = docs / "genres" / f"{g.name}.md"
        title = f"[{g.title}]({g.name}.md)" if page.is_file() else g.title
        if not page.is_file():
            missing.append(g.name)
        examples = sorted(p.name for p in (docs.parent / "examples").glob(f"{g.name}-*"))
        also = ", ".join(f"`{a}`" for a in g.aliases) or ""
        rows.append(f"| `{g.name}` | {title} | {also} | " + ", ".join(f"`{e}`" for e in examples) + " |")
    for name in missing:
        log.warning(f"genre {name!r} is registered but has no page docs/genres/{name}.md")
    return "\n".join([
        "# Genres",
        "",
        "Every genre gridsat solves, as `gridsat genres` lists them.  The name (or any other",
        "name in the third column) goes after `--genre` or before a colon in front of the puzzle",
        "(`tents:...`); without either, gridsat tells the genre from the text.  Each page has the",
        "rules, the input formats, the genre's options, notes on the encoding and measured figures.",
        "",
        "| name | genre | also called | bundled examples (in `examples/`) |",
        "|---|---|---|---|",
        *rows,
        "",
        "This table is made from the genre registry when the site is built, so a new genre",
        "appears here by itself; its page is `docs/genres/<name>.md`.",
        "",
    ])


def on_files(files, config):
    docs = Path(config["docs_dir"])
    if files.get_file_from_path(INDEX) is None:
        files.append(File.generated(config, INDEX, content=_index_text(docs)))
    wanted = sorted({example for f in files.documentation_pages() if f.abs_src_path
                     for example in _pictured(Path(f.abs_src_path).read_text(encoding="utf-8"))})
    for example in wanted:
        for uri, svg in _pictures(docs.parent, example).items():
            if files.get_file_from_path(uri) is None:
                files.append(File.generated(config, uri, content=svg))
    return files


FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")


def _outside_code(markdown: str, mark: re.Pattern, replace) -> str:
    """``mark.sub(replace, ...)`` on the lines outside fenced code blocks (a page may show a
    mark in code without it being replaced)."""
    out, fence = [], None
    for line in markdown.split("\n"):
        m = FENCE.match(line)
        if fence is None and m:
            fence = m.group(1)
        elif fence is not None and m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence) \
                and not line.strip()[len(m.group(1)):].strip():
            fence = None
        elif fence is None:
            line = mark.sub(replace, line)
        out.append(line)
    return "\n".join(out)


def _pictured(markdown: str) -> list[str]:
    found: list[str] = []
    _outside_code(markdown, PICTURE, lambda m: found.append(m.group(1)) or m.group(0))
    return found


def _picture_uris(example: str) -> tuple[str, str]:
    stem = posixpath.splitext(posixpath.basename(example))[0]
    return f"{PICTURES}/{stem}-puzzle.svg", f"{PICTURES}/{stem}-answer.svg"


def _pictures(root: Path, example: str) -> dict[str, str]:
    """The SVGs of a bundled example and of its answer (proved unique), by their site path;
    nothing (and a warning) when the example cannot be drawn."""
    import gridsat

    path = root / example
    if not example.startswith("examples/") or not path.is_file():
        log.warning(f"gridsat:picture {example}: no such bundled example (examples/NAME)")
        return {}
    try:
        loaded = gridsat.load(str(path))
        report = gridsat.solve(loaded, mode="unique", timeout=120)
        if report.status != "unique":
            log.warning(f"gridsat:picture {example}: the answer is not unique ({report.status})")
            return {}
        puzzle, answer = _picture_uris(example)
        return {puzzle: gridsat.draw(loaded, None, fmt="svg"),
                answer: gridsat.draw(loaded, report.solution, fmt="svg")}
    except Exception as e:  # noqa: BLE001 - any failure is the page's problem: a warning
        log.warning(f"gridsat:picture {example}: {type(e).__name__}: {e}")
        return {}


def _picture_markdown(example: str, page_uri: str) -> str:
    here = posixpath.dirname(page_uri)
    puzzle, answer = (posixpath.relpath(uri, here or ".") for uri in _picture_uris(example))
    return (f"![The puzzle {example}]({puzzle}){{ .gridsat-picture }}\n"
            f"![Its answer]({answer}){{ .gridsat-picture }}\n\n"
            f"*Left: `{example}`; right: its answer.  Both drawn by gridsat (`gridsat render`) "
            f"when this page was built.*{{ .gridsat-caption }}\n")


def _options_table(docs: Path) -> str:
    seen: dict[str, tuple] = {}
    for g in _genres():
        for opt in g.options:
            flag, kind, help_, choices = opt.flag, opt.kind, opt.help, opt.choices
            entry = seen.setdefault(flag, (kind, help_, choices, []))
            entry[3].append(g.name)
    rows = ["| flag | genres | what it does |", "|---|---|---|"]
    for flag in sorted(seen):
        kind, help_, choices, names = seen[flag]
        shown = f"`{flag} NAME` (" + ", ".join(f"`{c}`" for c in choices) + ")" if kind == "choice" else f"`{flag}`"
        links = ", ".join(f"[{n}](genres/{n}.md)" if (docs / "genres" / f"{n}.md").is_file() else n
                          for n in names)
        text = help_.strip().rstrip(".")
        rows.append(f"| {shown} | {links} | {text[:1].upper() + text[1:]}. |")
    return "\n".join(rows)


_FORMATS = {"puzzlink": "puzz.link", "tatham": "Tatham game ID", "puzzlekit": "puzzlekit", "seed": "seed"}


def _genre_table(docs: Path, page_uri: str) -> str:
    here = posixpath.dirname(page_uri)
    rows = ["| genre | name (also) | reads and writes |", "|---|---|---|"]
    for g in _genres():
        link = posixpath.relpath(f"genres/{g.name}.md", here or ".")
        title = f"[{g.title}]({link})" if (docs / "genres" / f"{g.name}.md").is_file() else g.title
        names = f"`{g.name}`" + (" (" + ", ".join(g.aliases) + ")" if g.aliases else "")
        formats = ["native text", "JSON"]
        for f in g.formats:
            shown = _FORMATS.get(f.name, f.name)
            if f.name == "puzzlink" and f.pids:
                shown += f" `{f.pids[0]}`"
            formats.append(shown if f.write else f"{shown} (read)")
        rows.append(f"| {title} | {names} | {', '.join(formats)} |")
    return "\n".join(rows)


def on_page_markdown(markdown, page, config, files):
    docs = Path(config["docs_dir"])
    markdown = _outside_code(markdown, GENRE_TABLE, lambda m: _genre_table(docs, page.file.src_uri))
    markdown = _outside_code(markdown, PICTURE, lambda m: _picture_markdown(m.group(1), page.file.src_uri))
    if "<!-- gridsat:genre-options -->" in markdown:
        depth = page.file.src_uri.count("/")
        table = _options_table(Path(config["docs_dir"])).replace("](genres/", "](" + "../" * depth + "genres/")
        markdown = markdown.replace("<!-- gridsat:genre-options -->", table)
    return markdown
