"""MkDocs hook: the genre pages come from the genre registry.

* ``genres/index.md`` is generated (unless a file of that name exists): one row per registered
  genre, linked to its page ``genres/<name>.md``.  A registered genre without a page is a
  warning, so ``mkdocs build --strict`` fails on it (tests/test_docs.py checks it too).
* The navigation's "Genres" entry gets every genre page under it.
* ``<!-- gridsat:genre-options -->`` in a page becomes the table of the genre options the
  command line builds from the genres' declarations (``--allow-empty``, ``--no-rotation``, ...).
"""
from __future__ import annotations

import logging
from pathlib import Path

from mkdocs.structure.files import File

log = logging.getLogger("mkdocs.hooks.genres")
INDEX = "genres/index.md"


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
        rows.append(f"| `{g.name}` | {title} | {also} | "
                    + ", ".join(f"`examples/{e}`" for e in examples) + " |")
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
        "| name | genre | also called | bundled examples |",
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
    return files


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


def on_page_markdown(markdown, page, config, files):
    if "<!-- gridsat:genre-options -->" in markdown:
        depth = page.file.src_uri.count("/")
        table = _options_table(Path(config["docs_dir"])).replace("](genres/", "](" + "../" * depth + "genres/")
        markdown = markdown.replace("<!-- gridsat:genre-options -->", table)
    return markdown
