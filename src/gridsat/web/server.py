"""``gridsat serve``: the page for puzzle authors and its JSON endpoints (docs/serve.md).

Built on Tornado (the ``serve`` extra): one package with no dependencies of its own, asyncio
based, with a request-size cap (``max_body_size``) and a hook for a dropped request
(``on_connection_close``) built in.

Every request that reads a puzzle runs the command line itself, ``python -m gridsat COMMAND -
--json ...``, as a process of its own (in a session of its own, in an empty temporary folder):
the documents it returns are the CLI's, bad input gets the CLI's one-line error, and the CLI's
``--timeout`` is the time limit.  The process (and anything it started) is killed when the
request is dropped, when the wall-clock limit (the time limit plus :data:`GRACE`) passes, and
when the server stops.  The puzzle goes in on standard input, so no text from the page is ever
read as a path; the only file the CLI writes is the picture, into that temporary folder.  At
most ``workers`` processes run at once; further requests wait (up to :data:`MAX_WAITING`,
then 503).  Nothing but the page and the endpoints below is served; a POST must be JSON (so a
page elsewhere cannot post to it without the browser asking first, and nothing answers yes),
and while the server listens on a loopback address, a request naming another host (DNS
rebinding) is refused.
"""
from __future__ import annotations

import asyncio
import json
import os
import re
import shutil
import signal
import sys
import tempfile
import time
from pathlib import Path

import tornado.httpserver
import tornado.web

MAX_BODY = 1024 * 1024  # bytes of one request (a puzzle file of 1 MiB is far beyond any real one)
GRACE = 5.0  # seconds beyond the time limit before the process is killed (start-up, drawing)
MAX_WAITING = 200  # requests waiting for a free worker before the server answers 503
MAX_GIVEN = 100_000  # characters of the hints so far (one argument of the command line)
TOO_LARGE = f"the request is larger than {MAX_BODY // 1024} KiB"
PAGE = Path(__file__).with_name("page.html")
SCHEMA = 1
NAME = re.compile(r"^[a-z0-9][a-z0-9_-]{0,40}$")
SIZE = re.compile(r"^[0-9]{1,3}(x[0-9]{1,3})?$")
LOOPBACK = re.compile(r"^(localhost|127(\.[0-9]{1,3}){3}|::1)$")
PUZZLE_COMMANDS = ("render", "solve", "forced", "hint", "rate")
CSP = ("default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; "
       "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")


class BadRequest(Exception):
    """A request the endpoints do not take: one line, HTTP 400, exit 2 in the document."""


def error_doc(message: str, code: int = 2) -> dict:
    """The CLI's error document (``--json``): ``{"error": ..., "exit": ..., "schema": 1}``."""
    return {"error": message, "exit": code, "schema": SCHEMA}




def generators() -> list[str]:
    """The genres that ``gridsat generate`` makes puzzles of."""
    from .. import encoders

    return [name for name, doc in encoders.manifest_data().items() if doc.get("generate") is not None]


class Server:
    """What the handlers share: the settings, the worker slots, the live processes."""

    def __init__(self, host: str, timeout: float, workers: int, commands: dict[str, set[str]]) -> None:
        self.host = host
        self.timeout = timeout
        self.workers = workers
        self.slots = asyncio.Semaphore(workers)
        self.waiting = 0
        self.live: set[asyncio.subprocess.Process] = set()
        self.stopping = 0  # the exit code the server is stopping with (130, 143)
        self.commands = commands  # the command line's commands -> their long options (from cli.py)
        from .. import encoders

        self.genres_doc = {"genres": [{"name": n, "title": t} for n, t in encoders.titles()],
                           "generators": generators(), "timeout": timeout,
                           "available": [c for c in PUZZLE_COMMANDS + ("generate",) if c in self.commands],
                           "schema": SCHEMA}

    # -- what a request asks the command line ------------------------------------------------------

    def time_limit(self, body: dict) -> float:
        value = body.get("timeout", self.timeout)
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not value > 0:
            raise BadRequest("timeout must be a positive number of seconds")
        return min(float(value), self.timeout)

    def arguments(self, command: str, body: dict, limit: float) -> tuple[list[str], bytes | None, bool]:
        """The command line (after ``gridsat``), its standard input and whether it draws."""
        opts = self.commands.get(command)
        if opts is None:
            raise LookupError(command)
        if command == "generate":
            genre = body.get("genre")
            if not isinstance(genre, str) or not NAME.match(genre.strip().lower()):
                raise BadRequest("generate needs a genre name")
            args = ["generate", "--json", "--format=native"]
            for key, pattern in (("size", SIZE), ("seed", re.compile(r"^[0-9]{1,9}$"))):
                value = body.get(key)
                if value not in (None, ""):
                    if isinstance(value, bool) or not pattern.match(str(value).strip()):
                        raise BadRequest(f"{key} {str(value)[:20]!r}: not a {key}")
                    args.append(f"--{key}={str(value).strip()}")
            return args + ["--", genre.strip().lower()], None, False
        puzzle = body.get("puzzle")
        if not isinstance(puzzle, str) or not puzzle.strip():
            raise BadRequest("no puzzle: paste a puzz.link URL, a game ID or a puzzle's text, or open a file")
        args = [command, "-"]
        if "--json" in opts:
            args.append("--json")
        if "--timeout" in opts:
            args.append(f"--timeout={limit:g}")
        if command == "solve" and body.get("unique", True):
            args.append("--unique")
        genre = body.get("genre")
        if genre not in (None, "") and "--genre" in opts:
            if not isinstance(genre, str) or not NAME.match(genre.strip().lower()):
                raise BadRequest(f"genre {str(genre)[:40]!r}: not a genre name")
            args.append(f"--genre={genre.strip().lower()}")
        index = body.get("index")
        if index not in (None, "") and "--index" in opts:
            if isinstance(index, bool) or not re.match(r"^[0-9]{1,6}$", str(index)) or int(index) < 1:
                raise BadRequest("index must be a puzzle's number in the file, from 1")
            args.append(f"--index={int(index)}")
        given = body.get("given")
        if given not in (None, []) and "--given" in opts:
            if not isinstance(given, list) or not all(isinstance(x, dict) for x in given):
                raise BadRequest('given must be a list of hints ({"cells": [...], "values": [...]})')
            text = json.dumps([{"cells": x.get("cells"), "values": x.get("values")} for x in given],
                              separators=(",", ":"))  # JSON itself (it starts with "["): never a path
            if len(text) > MAX_GIVEN:
                raise BadRequest(f"given is larger than {MAX_GIVEN // 1000} kB")
            args.append(f"--given={text}")
        draws = "--svg" in opts
        return args, puzzle.encode("utf-8"), draws

    # -- running it --------------------------------------------------------------------------------

    async def run(self, command: str, body: dict, dropped: asyncio.Event) -> dict:
        """The command's document (the CLI's, with ``exit`` and, when drawn, ``svg``)."""
        limit = self.time_limit(body)
        try:
            args, stdin, draws = self.arguments(command, body, limit)
        except LookupError:
            return error_doc(f"{command} is not available in this version of gridsat")
        if self.waiting >= MAX_WAITING:
            raise tornado.web.HTTPError(503, "busy: too many requests waiting")
        self.waiting += 1
        waited = True
        try:
            async with self.slots:
                self.waiting, waited = self.waiting - 1, False
                if dropped.is_set():
                    return error_doc("the request was dropped", 130)
                return await self._spawn(args, stdin, draws, limit, dropped)
        finally:
            if waited:  # dropped (cancelled) while it waited
                self.waiting -= 1

    async def _spawn(self, args: list[str], stdin: bytes | None, draws: bool, limit: float,
                     dropped: asyncio.Event) -> dict:
        folder = tempfile.mkdtemp(prefix="gridsat-serve-")
        picture = os.path.join(folder, "picture.svg")
        if draws:
            args = args + ["--svg", picture]
        env = dict(os.environ, GRIDSAT_PROGRESS="0", PYTHONUNBUFFERED="1")
        started = time.monotonic()
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "gridsat", *args, cwd=folder, env=env, start_new_session=True,
            stdin=asyncio.subprocess.PIPE if stdin is not None else asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        self.live.add(proc)
        talk = asyncio.ensure_future(proc.communicate(stdin))
        gone = asyncio.ensure_future(dropped.wait())
        try:
            done, _ = await asyncio.wait({talk, gone}, timeout=limit + GRACE,
                                         return_when=asyncio.FIRST_COMPLETED)
            if talk not in done:
                kill(proc)
                await talk
            if self.stopping:
                return error_doc("the server stopped", self.stopping)
            if talk not in done:
                if dropped.is_set():
                    return error_doc("the request was dropped", 130)
                return error_doc(f"time limit reached: stopped after {time.monotonic() - started:.1f} s", 4)
            out, err = talk.result()
            doc = parse(out, err, proc.returncode)
            if draws and doc.get("exit") != 2 and os.path.isfile(picture):
                with open(picture, encoding="utf-8") as f:
                    doc["svg"] = f.read()
            return doc
        finally:
            gone.cancel()
            kill(proc)
            self.live.discard(proc)
            shutil.rmtree(folder, ignore_errors=True)

    async def stop(self, code: int) -> None:
        """Kill every running command; its request is answered that the server stopped."""
        self.stopping = code
        for proc in list(self.live):
            kill(proc)
        end = time.monotonic() + 2.0
        while self.live and time.monotonic() < end:
            await asyncio.sleep(0.02)
        await asyncio.sleep(0.05)  # the answers written


def loopback(host: str) -> bool:
    """Is ``host`` (a name or an address, IPv6 in brackets or not) this machine's loopback?"""
    return bool(LOOPBACK.match(host.strip("[]").lower()))


def kill(proc: asyncio.subprocess.Process) -> None:
    """Kill a command's process group (it runs in a session of its own: its workers go too)."""
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def parse(out: bytes, err: bytes, code: int | None) -> dict:
    """The document a command printed (its last JSON line) with its exit code; for a command
    without ``--json`` (``render``) or one that ended before printing, the CLI's error document
    built from its one error line."""
    doc = None
    for line in reversed(out.decode("utf-8", "replace").splitlines()):
        if line.startswith("{"):
            try:
                doc = json.loads(line)
                break
            except ValueError:
                continue
    code = 2 if code is None or code < 0 else code
    if doc is None:
        lines = [ln for ln in err.decode("utf-8", "replace").splitlines() if ln.strip()]
        errors = [ln for ln in lines if ln.startswith("gridsat: error: ")]
        if code == 0:
            doc = {"schema": SCHEMA}
        elif errors:
            doc = error_doc(errors[-1][len("gridsat: error: "):], code)
        else:
            doc = error_doc(lines[-1].removeprefix("gridsat: ") if lines else f"gridsat ended with exit {code}",
                            code)
    doc.setdefault("exit", code)
    return doc


# -- the handlers ----------------------------------------------------------------------------------

class Base(tornado.web.RequestHandler):
    def initialize(self, server: Server) -> None:
        self.server = server

    def set_default_headers(self) -> None:
        self.set_header("Content-Security-Policy", CSP)
        self.set_header("X-Content-Type-Options", "nosniff")
        self.set_header("Referrer-Policy", "no-referrer")
        self.set_header("Cache-Control", "no-store")
        self.clear_header("Server")

    def prepare(self) -> None:
        if loopback(self.server.host) and not loopback(self.request.host_name):
            raise tornado.web.HTTPError(403, "this server answers to localhost only")

    def write_error(self, status_code: int, **kwargs) -> None:
        reason = self._reason
        exc = kwargs.get("exc_info")
        if exc and isinstance(exc[1], tornado.web.HTTPError) and exc[1].log_message:
            reason = exc[1].log_message % exc[1].args if exc[1].args else exc[1].log_message
        self.set_header("Content-Type", "application/json")
        self.finish(json.dumps(error_doc(f"HTTP {status_code}: {reason}")))


class Page(Base):
    def get(self) -> None:
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.write(PAGE.read_bytes())


class Genres(Base):
    def get(self) -> None:
        self.set_header("Content-Type", "application/json")
        self.write(json.dumps(self.server.genres_doc))


@tornado.web.stream_request_body
class Command(Base):
    """POST /api/COMMAND: a JSON object in, the CLI's document out."""

    def initialize(self, server: Server, command: str) -> None:
        self.server = server
        self.command = command
        self.dropped = asyncio.Event()
        self.chunks: list[bytes] = []
        self.size = 0

    def prepare(self) -> None:  # before the body is read: refuse a large one unread
        super().prepare()
        length = self.request.headers.get("Content-Length", "")
        if length.isdigit() and int(length) > MAX_BODY:
            raise tornado.web.HTTPError(413, TOO_LARGE)

    def data_received(self, chunk: bytes) -> None:
        self.size += len(chunk)
        if self.size > MAX_BODY:
            raise tornado.web.HTTPError(413, TOO_LARGE)
        self.chunks.append(chunk)

    def on_connection_close(self) -> None:
        self.dropped.set()

    async def post(self) -> None:
        kind = self.request.headers.get("Content-Type", "").split(";")[0].strip().lower()
        if kind != "application/json":
            raise tornado.web.HTTPError(415, "send the request as application/json")
        origin = self.request.headers.get("Origin")
        if origin not in (None, "null") and origin.split("://", 1)[-1] != self.request.host:
            raise tornado.web.HTTPError(403, "cross-origin requests are refused")
        try:
            body = json.loads(b"".join(self.chunks) or b"{}")
            if not isinstance(body, dict):
                raise ValueError
        except ValueError:
            return self._send(400, error_doc("the request is not a JSON object"))
        try:
            doc = await self.server.run(self.command, body, self.dropped)
        except BadRequest as e:
            return self._send(400, error_doc(str(e)))
        if not self.dropped.is_set():
            self._send(200, doc)

    def _send(self, status: int, doc: dict) -> None:
        self.set_status(status)
        self.set_header("Content-Type", "application/json")
        self.finish(json.dumps(doc))


class NotFound(Base):
    def prepare(self) -> None:
        raise tornado.web.HTTPError(404, "not found: this server has the page (/) and /api/... only")


def application(server: Server) -> tornado.web.Application:
    routes = [(r"/", Page, {"server": server}), (r"/api/genres", Genres, {"server": server})]
    for command in PUZZLE_COMMANDS + ("generate",):
        routes.append((rf"/api/{command}", Command, {"server": server, "command": command}))
    return tornado.web.Application(routes, default_handler_class=NotFound,
                                   default_handler_args={"server": server}, compress_response=True)


async def _main(host: str, port: int, timeout: float, workers: int, ready, commands) -> None:
    server = Server(host, timeout, workers, commands)
    http = tornado.httpserver.HTTPServer(application(server), max_body_size=MAX_BODY,
                                         max_buffer_size=MAX_BODY, idle_connection_timeout=300)
    try:
        sockets = tornado.netutil.bind_sockets(port, host)
    except OSError as e:
        from ..exits import EXIT_INPUT, Fail

        raise Fail(f"cannot listen on {host}:{port}: {e.strerror or e}", EXIT_INPUT) from None
    http.add_sockets(sockets)
    bound = sockets[0].getsockname()[1]
    shown = f"[{host}]" if ":" in host else host
    stopped = asyncio.Event()
    why: list[int] = []
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):  # between two callbacks, never inside a request
        loop.add_signal_handler(sig, lambda sig=sig: (why.append(sig), stopped.set()))
    ready(f"http://{shown}:{bound}/")
    try:
        await stopped.wait()
    finally:
        http.stop()
        await server.stop(143 if why and why[0] == signal.SIGTERM else 130)
    if why and why[0] == signal.SIGTERM:
        from ..processes import Terminated

        raise Terminated()
    raise KeyboardInterrupt


def serve(commands: dict[str, set[str]], host: str = "127.0.0.1", port: int = 8000, timeout: float = 10.0,
          workers: int | None = None, ready=None) -> None:
    """Serve until Ctrl-C or SIGTERM (which end it, its running commands killed).  ``commands``:
    the command line's commands and, for each, the long options it takes (``cli.py`` gives them:
    this module does not import the command line, which imports it)."""
    import tornado.netutil  # noqa: F401

    import logging

    logging.getLogger("tornado.access").setLevel(logging.ERROR)  # a 404 is an answer, not news
    if ready is None:
        def ready(url: str) -> None:
            print(f"gridsat: serving {url} (time limit {timeout:g} s; Ctrl-C stops)", flush=True)
    asyncio.run(_main(host, port, timeout, workers or max(2, os.cpu_count() or 1), ready, commands))
