"""The documentation is tested (issue 21 item 5).

Every shell example in README.md and docs/**/*.md runs, in order, in a scratch folder where
``examples/`` is the repository's: its exit code and the output it claims are checked.  What
counts as a shell example, and how a page claims output, is in docs/writing-docs.md; in short:

* a code block (fenced ``sh``/``bash``/``shell``/``console`` or untyped, or indented) with a
  line that starts with ``gridsat`` (or ``$ gridsat``);
* ``$ `` lines are commands and the lines under them the output they claim (``...`` stands
  for any text in a line, or for any number of lines on a line of its own); without ``$``
  every line is a command;
* a trailing ``# exit N`` comment on a command claims exit code N (default 0);
* a fenced ``json`` block right after an example claims the last command's standard output,
  compared on the fields it shows (``...`` for the rest; decimal numbers such as timings only
  need to be numbers);
* ``<!-- not-tested: reason -->`` just before a block skips it; ``<!-- needs: NAME -->``
  skips it unless NAME is a program on PATH or an importable module.

Every genre page pictures a bundled example (a ``gridsat:picture`` mark) and runs it with the
output shown (issue 28 item 4); .ci/run installs every extra a test skips without (item 9).
The built site itself is tests/test_site.py's.

``gridsat`` and ``python -m gridsat`` run in-process through click's CliRunner; ``cadical``,
``minisat`` and ``kissat`` run when installed (the block is skipped otherwise); ``echo`` and
``cat`` feed pipes.  Any other command needs a not-tested mark.  Python blocks of the docs/
pages run too (in order, one namespace per page).
"""
from __future__ import annotations

import json
import re
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from click.testing import CliRunner

from gridsat import encoders
from gridsat.cli import main

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
PAGES = [ROOT / "README.md"] + sorted(DOCS.rglob("*.md"))
EXTERNAL = ("cadical", "minisat", "kissat")
SHELLS = ("sh", "bash", "shell", "console", "")
ELLIPSIS = "\x00any"


# -- reading pages ---------------------------------------------------------------------------------

@dataclass
class Block:
    page: Path
    line: int                  # 1-based line of the block's first content line
    lang: str
    text: str
    marks: dict = field(default_factory=dict)   # not-tested / needs
    claim: str | None = None   # a json block right after it
    span: tuple = (0, 0)       # 0-based first and last line of the block, fences included

    @property
    def where(self) -> str:
        return f"{self.page.relative_to(ROOT)}:{self.line}"


FENCE = re.compile(r"^(?P<indent> {0,3})(?P<fence>```+|~~~+)[ \t]*(?P<info>[^\n`]*)$")
MARK = re.compile(r"<!--\s*(not-tested|needs)\s*:\s*(.*?)\s*-->")


def blocks_of(page: Path) -> list[Block]:
    """Every code block of a page, with the marks just before it and a json claim after it."""
    lines = page.read_text(encoding="utf-8").split("\n")
    out: list[Block] = []
    i = 0
    prev_blank = True
    while i < len(lines):
        m = FENCE.match(lines[i])
        if m:
            fence, lang = m.group("fence"), (m.group("info").strip().split(" ")[0] or "").lower()
            j = i + 1
            while j < len(lines) and not lines[j].lstrip().startswith(fence):
                j += 1
            indent = len(m.group("indent"))
            body = "\n".join(line[indent:] if line[:indent].isspace() else line for line in lines[i + 1:j])
            out.append(Block(page, i + 2, lang, body, _marks(lines, i), span=(i, j)))
            i, prev_blank = j + 1, False
            continue
        if prev_blank and lines[i].startswith("    ") and lines[i].strip() and not _in_list(lines, i):
            j = i
            while j < len(lines) and (lines[j].startswith("    ") or not lines[j].strip()):
                j += 1
            while not lines[j - 1].strip():
                j -= 1
            body = "\n".join(line[4:] for line in lines[i:j])
            out.append(Block(page, i + 1, "indented", body, _marks(lines, i), span=(i, j - 1)))
            i = j
            continue
        prev_blank = not lines[i].strip()
        i += 1
    for a, b in zip(out, out[1:]):  # a json block right after an example: what it prints
        between = lines[a.span[1] + 1:b.span[0]]
        if b.lang == "json" and not any(line.strip() for line in between):
            a.claim = b.text
    return out


def _marks(lines: list[str], i: int) -> dict:
    marks = {}
    k = i - 1
    while k >= 0 and (not lines[k].strip() or MARK.search(lines[k])):
        for kind, value in MARK.findall(lines[k]):
            marks[kind] = value
        k -= 1
    return marks


def _in_list(lines: list[str], i: int) -> bool:
    """An indented paragraph that continues a list item (or follows indented text) is not a
    code block."""
    k = i - 1
    while k >= 0 and not lines[k].strip():
        k -= 1
    if k < 0:
        return False
    return bool(re.match(r"\s*([-*+]|\d+\.)\s", lines[k])) or lines[k].startswith(" ")


COMMAND = re.compile(r"^(\$ )?([A-Z_][A-Z0-9_]*=\S* )*(gridsat|python3? -m gridsat)\b")


def is_example(block: Block) -> bool:
    if block.lang not in SHELLS + ("indented",):
        return False
    return any(COMMAND.match(part.strip()) for line in block.text.split("\n")
               for part in re.split(r"&&|;|\|", line))


def examples_of(page: Path) -> list[Block]:
    return [b for b in blocks_of(page) if is_example(b)]


# -- parsing an example --------------------------------------------------------------------------

@dataclass
class Step:
    command: str
    exit: int | None = None   # claimed by "# exit N"; None: 0 for gridsat, anything for others
    expected: list[str] | None = None


def _split_comment(line: str) -> tuple[str, str]:
    """``command  # comment`` -> (command, comment); a # inside quotes or a word stays."""
    quote = None
    for k, ch in enumerate(line):
        if quote:
            if ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
        elif ch == "#" and (k == 0 or line[k - 1].isspace()):
            return line[:k].rstrip(), line[k + 1:].strip()
    return line.rstrip(), ""


def steps_of(block: Block) -> list[Step]:
    raw = block.text.split("\n")
    console = any(line.startswith("$ ") for line in raw)
    steps: list[Step] = []
    k = 0
    while k < len(raw):
        line = raw[k]
        if console and not line.startswith("$ "):
            if steps and steps[-1].expected is not None:
                steps[-1].expected.append(line.rstrip())
            k += 1
            continue
        text = line[2:] if console else line
        while text.rstrip().endswith("\\") and k + 1 < len(raw):  # continued on the next line
            k += 1
            text = text.rstrip()[:-1].rstrip() + " " + raw[k].strip()
        k += 1
        command, comment = _split_comment(text.strip())
        if not command:
            continue
        found = re.search(r"\bexit (?:code )?(\d+)\b", comment)
        steps.append(Step(command, int(found.group(1)) if found else None, [] if console else None))
    for step in steps:
        if step.expected is not None:
            while step.expected and not step.expected[-1].strip():
                step.expected.pop()
    return steps


# -- running -------------------------------------------------------------------------------------

@dataclass
class Result:
    code: int
    stdout: str
    stderr: str
    mixed: str | None = None  # both streams in the order they were written, where known

    @property
    def output(self) -> str:
        return self.mixed if self.mixed is not None else self.stdout + self.stderr


class NotRunnable(Exception):
    pass


class Missing(Exception):
    """A program the block uses is not installed: the block is skipped."""


def _runner() -> CliRunner:
    try:
        return CliRunner(mix_stderr=False)
    except TypeError:
        return CliRunner()


def run_simple(words: list[str], stdin: str | None, env: dict) -> Result:
    if not words:
        raise NotRunnable("an empty command")
    if words[0] == "gridsat" or words[:3] in (["python", "-m", "gridsat"], ["python3", "-m", "gridsat"]):
        args = words[1:] if words[0] == "gridsat" else words[3:]
        r = _runner().invoke(main, args, input=stdin, prog_name="gridsat", env=env, catch_exceptions=False)
        try:
            stdout, stderr = r.stdout, r.stderr
        except ValueError:  # an old click that mixes the two streams
            stdout, stderr = r.output, ""
        mixed = r.output if len(r.output) == len(stdout) + len(stderr) else None
        return Result(r.exit_code, stdout, stderr, mixed)
    if words[0] == "echo":
        return Result(0, " ".join(words[1:]) + "\n", "")
    if words[0] == "cat":
        return Result(0, "".join(Path(w).read_text() for w in words[1:]) if words[1:] else (stdin or ""), "")
    if words[0] in EXTERNAL:
        if shutil.which(words[0]) is None:
            raise Missing(words[0])
        p = subprocess.run(words, input=stdin, capture_output=True, text=True, timeout=60)
        return Result(p.returncode, p.stdout, p.stderr)
    raise NotRunnable(f"{words[0]!r} is not a command the docs test runs; mark the block "
                      "<!-- not-tested: reason -->")


def run_line(command: str) -> Result:
    """A command line: pipelines joined by ``&&`` (stop at the first failure) or ``;``."""
    parts: list[tuple[str, str]] = []  # (the joiner before it, the pipeline)
    start, joiner = 0, ""
    for m in re.finditer(r"""'[^']*'|"(?:[^"\\]|\\.)*"|(&&|;)""", command):
        if m.group(1):
            parts.append((joiner, command[start:m.start()]))
            start, joiner = m.end(), m.group(1)
    parts.append((joiner, command[start:]))
    result = Result(0, "", "")
    for joiner, text in parts:
        if joiner == "&&" and result.code != 0:
            break
        if text.strip():
            result, _ = run_command(text.strip())
    return result


def _last_program(command: str) -> str:
    words = shlex.split(re.split(r"&&|;|\|", command)[-1])
    words = [w for w in words if not re.fullmatch(r"[A-Z_][A-Z0-9_]*=.*", w)]
    return words[0] if words else ""


def run_command(command: str) -> tuple[Result, bool]:
    """One pipeline: pipes, ``<``, ``>``, ``2>...``, ``VAR=value`` prefixes.  Returns the
    last stage's result and whether its standard output went to a file."""
    words = shlex.split(command)
    stages: list[list[str]] = [[]]
    for w in words:
        if w == "|":
            stages.append([])
        else:
            stages[-1].append(w)
    stdin: str | None = None
    result = Result(0, "", "")
    redirected = False
    for n, stage in enumerate(stages):
        env, args, out, append, infile = {}, [], None, False, None
        it = iter(range(len(stage)))
        for k in it:
            w = stage[k]
            if not args and re.fullmatch(r"[A-Z_][A-Z0-9_]*=.*", w):
                key, value = w.split("=", 1)
                env[key] = value
            elif w in (">", ">>"):
                out, append = stage[k + 1], w == ">>"
                next(it)
            elif w.startswith(">") and len(w) > 1:
                out, append = w.lstrip(">"), w.startswith(">>")
            elif w == "<":
                infile = stage[k + 1]
                next(it)
            elif w.startswith("2>"):
                if w in ("2>", "2>>"):
                    next(it)
            else:
                args.append(w)
        if infile is not None:
            stdin = Path(infile).read_text()
        result = run_simple(args, stdin, env)
        if out is not None:
            with open(out, "a" if append else "w") as f:
                f.write(result.stdout)
            redirected = n == len(stages) - 1
            result = Result(result.code, "" if redirected else result.stdout, result.stderr,
                            result.stderr if redirected else result.mixed)
        stdin = result.stdout
    return result, redirected


def _pattern(line: str) -> str:
    return r"[^\n]*?".join(re.escape(part) for part in line.rstrip().split("...")) + r"[ \t]*"


def output_matches(expected: list[str], actual: str) -> bool:
    """Expected lines against the actual output: ``...`` is any text within a line, and a
    line that is just ``...`` any number of lines."""
    lines = [line.rstrip() for line in actual.rstrip("\n").split("\n")] if actual.strip() else []
    regex = ""
    for line in expected:
        regex += r"(?:[^\n]*\n)*?" if line.strip() == "..." else _pattern(line) + r"\n"
    return re.fullmatch(regex, "\n".join(lines) + "\n" if lines else "") is not None


# -- JSON claims ---------------------------------------------------------------------------------

def parse_claim(text: str) -> list:
    """The JSON documents of a sample (one or more), ``...`` kept as a wildcard."""
    text = text.replace('"..."', json.dumps(ELLIPSIS))  # a string value shown as "..."
    text = re.sub(r",\s*\.\.\.\s*}", "}", text)
    text = re.sub(r"{\s*\.\.\.\s*,", "{", text)
    text = re.sub(r"{\s*\.\.\.\s*}", "{}", text)
    text = text.replace("...", json.dumps(ELLIPSIS))
    docs, decoder, k = [], json.JSONDecoder(), 0
    while k < len(text):
        if text[k].isspace():
            k += 1
            continue
        doc, k = decoder.raw_decode(text, k)
        docs.append(doc)
    return docs


def claim_holds(sample, actual, path: str = "$") -> str | None:
    """None when ``actual`` has every field ``sample`` shows, with those values; else where not."""
    if sample == ELLIPSIS:
        return None
    if isinstance(sample, dict):
        if not isinstance(actual, dict):
            return f"{path}: expected an object, got {actual!r:.80}"
        for key, value in sample.items():
            if key not in actual:
                return f"{path}: no field {key!r} (fields: {', '.join(actual)})"
            problem = claim_holds(value, actual[key], f"{path}.{key}")
            if problem:
                return problem
        return None
    if isinstance(sample, list):
        if not isinstance(actual, list):
            return f"{path}: expected a list, got {actual!r:.80}"
        open_end = bool(sample) and sample[-1] == ELLIPSIS
        head = sample[:-1] if open_end else sample
        if len(actual) < len(head) or (not open_end and len(actual) != len(head)):
            return f"{path}: {len(actual)} items, the sample shows {len(head)}{' or more' if open_end else ''}"
        for k, (s, a) in enumerate(zip(head, actual)):
            problem = claim_holds(s, a, f"{path}[{k}]")
            if problem:
                return problem
        return None
    if isinstance(sample, float):  # timings and the like: any number
        return None if isinstance(actual, (int, float)) and not isinstance(actual, bool) else \
            f"{path}: expected a number, got {actual!r}"
    if sample != actual or type(sample) is not type(actual):
        return f"{path}: the sample says {sample!r}, the output {actual!r:.80}"
    return None


# -- the tests -------------------------------------------------------------------------------------

@pytest.fixture
def scratch(tmp_path, monkeypatch):
    (tmp_path / "examples").symlink_to(ROOT / "examples", target_is_directory=True)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("GRIDSAT_PROGRESS", "0")
    return tmp_path


def _needs_missing(block: Block) -> str | None:
    need = block.marks.get("needs")
    if not need:
        return None
    for name in re.split(r"[,\s]+", need.strip()):
        if name and shutil.which(name) is None:
            try:
                __import__(name)
            except ImportError:
                return name
    return None


def run_page(page: Path) -> list[str]:
    """Run a page's examples in order; the failures, each naming the block's line."""
    failures: list[str] = []
    for block in examples_of(page):
        if "not-tested" in block.marks:
            if not block.marks["not-tested"].strip():
                failures.append(f"{block.where}: a not-tested mark needs a reason")
            continue
        missing = _needs_missing(block)
        if missing:
            continue
        last: Result | None = None
        for step in steps_of(block):
            try:
                last = run_line(step.command)
            except NotRunnable as e:
                failures.append(f"{block.where}: {step.command}: {e}")
                break
            except Missing:
                last = None
                break
            claimed = step.exit if step.exit is not None else (
                None if _last_program(step.command) in EXTERNAL else 0)
            if claimed is not None and last.code != claimed:
                failures.append(f"{block.where}: `{step.command}` exited {last.code}, the page says "
                                f"{claimed}:\n{last.output[-600:]}")
                break
            if step.expected and not output_matches(step.expected, last.output):
                failures.append(f"{block.where}: `{step.command}` printed\n{last.output[-1500:]}\n"
                                f"the page claims\n" + "\n".join(step.expected))
                break
        else:
            if block.claim is not None and last is not None:  # (a skipped block claims nothing)
                try:
                    samples = parse_claim(block.claim)
                except json.JSONDecodeError as e:
                    failures.append(f"{block.where}: the JSON sample after it does not parse: {e}")
                    continue
                docs = [json.loads(line) for line in last.stdout.splitlines() if line.strip()]
                if len(docs) < len(samples):
                    failures.append(f"{block.where}: {len(docs)} JSON documents printed, the sample shows "
                                    f"{len(samples)}")
                    continue
                for sample, doc in zip(samples, docs):
                    problem = claim_holds(sample, doc)
                    if problem:
                        failures.append(f"{block.where}: the JSON sample after it does not match the "
                                        f"output: {problem}")
                        break
    return failures


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_shell_examples_run_as_documented(page, scratch):
    failures = run_page(page)
    assert not failures, "\n\n".join(failures)


PYTHON_PAGES = [p for p in sorted(DOCS.rglob("*.md"))
                if any(b.lang == "python" and "not-tested" not in b.marks for b in blocks_of(p))]


@pytest.mark.parametrize("page", PYTHON_PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_python_examples_run(page, scratch):
    namespace: dict = {"__name__": "__docs__"}
    for block in blocks_of(page):
        if block.lang != "python" or "not-tested" in block.marks or _needs_missing(block):
            continue
        code = compile("\n" * (block.line - 1) + block.text, str(page), "exec")
        exec(code, namespace)


def test_every_genre_has_a_page():
    missing = [name for name in encoders.genre_names() if not (DOCS / "genres" / f"{name}.md").is_file()]
    assert not missing, (f"no docs/genres/<name>.md for {', '.join(missing)}: write one (rules, formats, "
                         "options, encoding notes, measured figures); the genres index lists it by itself")


def test_every_genre_page_is_a_genre():
    extra = [p.stem for p in (DOCS / "genres").glob("*.md")
             if p.stem != "index" and encoders.canonical(p.stem) != p.stem]
    assert not extra, f"docs/genres pages for no registered genre: {extra}"


PICTURE = re.compile(r"^<!--\s*gridsat:picture\s+(\S+?)\s*-->[ \t]*$", re.M)  # as docs/_hooks/genres.py


def _runs_with_output(block: Block, example: str) -> bool:
    """A block the docs test runs, with a command on ``example`` whose output the page shows."""
    if "not-tested" in block.marks or block.marks.get("needs"):
        return False
    return any(example in step.command.split() and (step.expected or block.claim is not None)
               for step in steps_of(block))


@pytest.mark.parametrize("name", encoders.genre_names())
def test_every_genre_page_is_runnable_and_pictured(name):
    """Issue 28 item 4: each genre page pictures a bundled example of its genre (the hook draws
    the puzzle and its answer when the site is built) and runs a command on that example whose
    output the page shows, which test_shell_examples_run_as_documented checks."""
    page = DOCS / "genres" / f"{name}.md"
    if not page.is_file():
        pytest.skip("no page (test_every_genre_has_a_page says so)")
    pictured = PICTURE.findall(page.read_text(encoding="utf-8"))
    assert pictured, (f"{page.relative_to(ROOT)}: no picture: put <!-- gridsat:picture examples/{name}-....txt --> "
                      "on a line of its own in an Example section (docs/writing-docs.md)")
    for example in pictured:
        assert example.startswith(f"examples/{name}-") and (ROOT / example).is_file(), \
            f"{page.relative_to(ROOT)}: pictures {example}, not a bundled example of {name}"
    assert any(_runs_with_output(b, example) for b in examples_of(page) for example in pictured), (
        f"{page.relative_to(ROOT)}: no example the docs test runs on {' or '.join(pictured)} with the output "
        "it prints (a console block: `$ gridsat solve examples/... --unique` and the lines under it)")


# Screenshots of gridsat serve's page (not drawings of puzzles): the browser test of
# tests/test_serve.py makes them again (GRIDSAT_SCREENSHOTS=docs ... -k browser)
SCREENSHOTS = {"serve.png"}


def test_no_picture_is_checked_in():
    """The genre pictures are drawn when the site is built, so they cannot go stale: none is a
    file under docs/."""
    stale = sorted(str(p.relative_to(ROOT)) for ext in ("svg", "png") for p in DOCS.rglob(f"*.{ext}")
                   if p.name not in SCREENSHOTS)
    assert not stale, f"pictures checked in under docs/ (use a gridsat:picture mark instead): {stale}"


def _extras() -> dict[str, list[str]]:
    """pyproject.toml's extras: name -> its requirements (read without tomllib, which 3.10 lacks)."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    section = text.split("[project.optional-dependencies]", 1)[1].split("\n[", 1)[0]
    return {m.group(1): re.findall(r'"([^"]+)"', m.group(2))
            for m in re.finditer(r'^([A-Za-z0-9_-]+)\s*=\s*\[((?:"[^"]*"|[^\]"])*)\]', section, re.M)}


def _installed_extras(command: str) -> set[str]:
    """The extras of every ``pip install ... .[a,b]`` in a shell text."""
    found: set[str] = set()
    for m in re.finditer(r"pip install[^\n]*?\.\[([A-Za-z0-9_,-]+)\]", command):
        found.update(x.strip() for x in m.group(1).split(","))
    return found


def test_ci_runs_the_tests_that_need_extras():
    """Issue 28 item 9: a test that skips without an optional module (``importorskip``) runs in
    CI: .ci/run installs the extra that brings the module before it runs the tests, and the
    README's test command installs the same extras."""
    extras = _extras()
    needed: dict[str, str] = {}
    for test in sorted((ROOT / "tests").glob("*.py")):
        for module in re.findall(r"""importorskip\(\s*["']([A-Za-z0-9_.]+)["']""", test.read_text(encoding="utf-8")):
            top = module.split(".")[0]
            if top in getattr(sys, "stdlib_module_names", ()) or top in ("pty",):
                continue
            owners = [name for name, reqs in extras.items()
                      if any(re.split(r"[<>=!~; ]", r.lower().replace("-", "_"), maxsplit=1)[0] == top
                             or f"[{top}]" in r.lower() for r in reqs)]
            assert owners, f"{test.name} skips without {module}, which no extra of pyproject.toml installs"
            needed.setdefault(top, owners[0])
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    before_tests = ci.split("pytest", 1)[0]
    missing = {m: x for m, x in needed.items() if x not in _installed_extras(before_tests)}
    assert not missing, (f".ci/run runs the tests without the extras {sorted(set(missing.values()))}, so tests "
                         f"that need {sorted(missing)} skip in CI")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    test_commands = [line for line in readme.splitlines() if "pytest" in line and "pip install" in line]
    assert test_commands, "README.md has no command that installs the test extras and runs pytest"
    missing = {x for x in needed.values() if not any(x in _installed_extras(c) for c in test_commands)}
    assert not missing, f"README.md's test command does not install the extras {sorted(missing)}"


def test_every_command_and_flag_is_in_the_cli_page():
    """docs/cli.md has one table of every command and flag; a new flag must be added there."""
    import click

    page = (DOCS / "cli.md").read_text(encoding="utf-8")
    assert "<!-- gridsat:genre-options -->" in page  # the genres' own flags: a table made at build time
    genre_flags = {opt.flag for opt in encoders.option_declarations().values()}
    missing = []
    for name, command in main.commands.items():
        if f"`{name}`" not in page and f"`{name} " not in page:
            missing.append(name)
        for param in command.params:
            if isinstance(param, click.Option):
                for flag in param.opts + param.secondary_opts:
                    if flag.startswith("--") and flag not in genre_flags and f"`{flag}" not in page:
                        missing.append(f"{name} {flag}")
    assert not missing, f"docs/cli.md does not mention: {', '.join(missing)}"


# -- the checker checks itself ---------------------------------------------------------------------

def test_the_docs_test_reads_what_it_should(tmp_path):
    page = tmp_path / "p.md"
    page.write_text("text\n\n```sh\ngridsat genres  # lists them\n```\n\n<!-- not-tested: a placeholder -->\n"
                    "```sh\ngridsat solve PUZZLE\n```\n\n```console\n$ gridsat solve x \\\n  --json  # exit 2\n"
                    "gridsat: error: ...\n```\n```json\n{\"error\": \"...\", ...}\n```\n\n"
                    "    gridsat convert a --to json\n\n```python\nprint(1)\n```\n")
    ex = examples_of(page)
    assert [b.line for b in ex] == [4, 9, 13, 21] and ex[1].marks == {"not-tested": "a placeholder"}
    assert [s.command for s in steps_of(ex[0])] == ["gridsat genres"]
    step = steps_of(ex[2])[0]
    assert step.command == "gridsat solve x --json" and step.exit == 2 and step.expected == ["gridsat: error: ..."]
    assert ex[2].claim is not None and parse_claim(ex[2].claim) == [{"error": ELLIPSIS}]
    assert output_matches(["a ...", "...", "z"], "a b\nx\ny\nz\n")
    assert not output_matches(["a ...", "z"], "a b\nx\nz\n")
    assert claim_holds({"n": 1, "t": 0.5, "l": [1, ELLIPSIS]}, {"n": 1, "t": 3, "l": [1, 2, 3], "x": 0}) is None
    assert claim_holds({"n": 1}, {"n": 2}) and claim_holds({"l": [1]}, {"l": [1, 2]})
