"""Each game's printable reference as a PDF, printed by headless Chromium from the built site.

``python -m oracle.docs.pdf SITE [--game NAME]`` serves the built site (``mkdocs build -d SITE``) on the
local machine, opens each game's print page (``<game>/print/``) in Chromium through Playwright and
writes its PDF into the site, where the home page links it
(``duel/wonders-oracle-duel-reference.pdf``…).  The test suite does the same with the site it builds.
It needs Playwright and a Chromium (Debian's, at ``/usr/bin/chromium``, unless ``--chromium`` names
another); no browser is downloaded.

Every file the step writes goes through :func:`oracle.files.write_atomic`: a new file beside the
target, renamed over it.  A path that is not a regular file of the site's own is refused before the
browser starts, never followed or replaced: a symbolic link planted where a PDF goes (its target stays
as it was), a directory, a folder that leads out of the site.  A browser that is missing, cannot be
run, exits at once, does not answer within the time allowed (``--timeout``) or prints anything but a
PDF is one :class:`PdfError` naming what failed; the command prints it on one line (``error: ...``).
"""

from __future__ import annotations

import argparse
import functools
import html
import os
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from oracle.docs.printable import pdf_file, print_page, quick_pdf_file
from oracle.errors import OracleError
from oracle.files import check_writable, shown_path, write_atomic
from oracle.text import shown, shown_within

CHROMIUM = Path("/usr/bin/chromium")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
FOOTER = ('<div style="font-size:8px;width:100%;text-align:center;color:#555">'
          'wonders-oracle · {title} · page <span class="pageNumber"></span> of '
          '<span class="totalPages"></span></div>')


TIMEOUT = 120.0   # seconds the browser has to start, to load a page and to print it


class PdfError(OracleError, RuntimeError):
    """The PDF could not be made (no site, no print page, no browser, a browser that fails)."""


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@contextmanager
def serve(site: Path) -> Iterator[str]:
    """Serve a built site on an unused local port; yields its address."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(site)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def print_url(url: str, out: Path, chromium: Path = CHROMIUM, timeout: float = TIMEOUT) -> int:
    """Print the page at ``url`` to ``out`` as an A4 PDF with page numbers and an outline of its
    headings, its footer naming the game (the page's title up to its colon); returns the PDF's size
    in bytes.  ``out`` is written by :func:`~oracle.files.write_atomic` (never through a link), and
    only once the browser has given a PDF; a browser that fails is a :class:`PdfError`."""
    check_writable(out)
    data = render(url, chromium, timeout)
    if not data.startswith(b"%PDF-"):
        got = f"{len(data):,} bytes that are no PDF" if data else "nothing"
        raise PdfError(f"the browser {shown_path(chromium)} printed {got} for the page {shown(urlsplit(url).path)}")
    write_atomic(out, data)
    return len(data)


def render(url: str, chromium: Path = CHROMIUM, timeout: float = TIMEOUT) -> bytes:
    """What headless Chromium prints of the page at ``url`` (see :func:`print_url`), each step of the
    browser allowed ``timeout`` seconds; a browser that is missing or fails is a :class:`PdfError`."""
    if not chromium.is_file():
        raise PdfError(f"no Chromium at {shown_path(chromium)}")
    if not os.access(chromium, os.X_OK):
        raise PdfError(f"the browser {shown_path(chromium)} is not executable")
    try:
        from playwright.sync_api import Error as BrowserError
        from playwright.sync_api import TimeoutError as BrowserTimeout
        from playwright.sync_api import sync_playwright
    except ImportError:
        raise PdfError("the playwright package is missing (pip install -e '.[dev]')") from None
    step = "start"
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=str(chromium), headless=True, args=FLAGS,
                                        timeout=timeout * 1000)
            step = "load"
            try:
                page = browser.new_page()
                page.set_default_timeout(timeout * 1000)
                response = page.goto(url, wait_until="networkidle")
                if response is None or not response.ok:
                    raise PdfError(f"{shown(url)}: the print page did not load")
                step = "print"
                return _printed(page)
            finally:
                browser.close()
    except BrowserError as error:
        raise PdfError(_failure(error, isinstance(error, BrowserTimeout), chromium, step, url, timeout)) from None


def _printed(page: Any) -> bytes:
    """The loaded print page as the PDF's bytes."""
    title = page.inner_text("article h1").partition(":")[0].replace("¶", "").strip() + " reference"
    page.emulate_media(media="print", color_scheme="light")
    data: bytes = page.pdf(format="A4", print_background=True, outline=True, tagged=True,
                           display_header_footer=True, header_template="<span></span>",
                           footer_template=FOOTER.format(title=html.escape(title)),
                           margin={"top": "14mm", "bottom": "16mm", "left": "12mm", "right": "12mm"})
    return data


def _failure(error: Exception, timed_out: bool, chromium: Path, step: str, url: str, timeout: float) -> str:
    """One line saying how the browser failed (Playwright's own message runs to many lines: a log)."""
    browser = f"the browser {shown_path(chromium)}"
    if timed_out:
        doing = {"start": "start", "load": f"load {shown(url)}", "print": f"print {shown(url)}"}[step]
        return f"{browser} did not {doing} within {timeout:g} s"
    if step == "start":
        return f"{browser} did not start: it exited at once, or it is no Chromium"
    first = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
    return f"{browser} failed to {step} {shown(url)}: {shown_within(first, 200)}"


def printed_games(site: Path) -> list[str]:
    """The games whose built print page the site holds (``<game>/print/index.html``), by folder."""
    return sorted(p.parent.parent.name for p in site.glob("*/print/index.html"))


def make_pdf(site: Path, game: str, chromium: Path = CHROMIUM, timeout: float = TIMEOUT) -> Path:
    """Print the built site's printable reference of ``game`` (its section's folder) into the site,
    where the home page links it, and its quick reference (``<game>/quick/``) beside it when the site
    has one; returns the printable reference's PDF.  Both paths are checked before the browser starts."""
    built = print_page(game).removesuffix(".md")
    if not (site / built / "index.html").is_file():
        raise PdfError(f"{shown_path(site)} holds no built print page {shown(built)}/ of a game {shown(game)}; "
                       "build the site first")
    out = _own_file(site, pdf_file(game))
    quick = _own_file(site, quick_pdf_file(game)) if (site / game / "quick" / "index.html").is_file() else None
    with serve(site) as address:
        print_url(f"{address}/{built}/", out, chromium, timeout)
        if quick is not None:
            print_url(f"{address}/{game}/quick/", quick, chromium, timeout)
    return out


def _own_file(site: Path, relative: str) -> Path:
    """The path of a file the step writes in the site: its folder inside the site, and nothing there
    but a regular file (:func:`~oracle.files.check_writable`)."""
    out = site / relative
    if not out.parent.resolve().is_relative_to(site.resolve()):
        raise PdfError(f"cannot write {shown_path(out)}: its folder leads out of the site")
    check_writable(out)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m oracle.docs.pdf",
                                     description="Print the built site's rules references to PDF, one per game.")
    parser.add_argument("site", type=Path, help="the built site (mkdocs build -d SITE)")
    parser.add_argument("--game", action="append", help="only this game's reference (repeatable; default: every "
                                                        "game the site prints)")
    parser.add_argument("--chromium", type=Path, default=CHROMIUM, help=f"the browser (default {CHROMIUM})")
    parser.add_argument("--timeout", type=float, default=TIMEOUT,
                        help=f"seconds the browser has to start, load a page and print it (default {TIMEOUT:g})")
    args = parser.parse_args(argv)
    games = args.game or printed_games(args.site)
    if not games:
        print(f"error: {shown_path(args.site)} holds no built print page; build the site first", file=sys.stderr)
        return 1
    if not 0 < args.timeout <= 3600:
        print(f"error: --timeout is a number of seconds from 0 to 3600, not {args.timeout:g}", file=sys.stderr)
        return 2
    for game in games:
        try:
            out = make_pdf(args.site, game, args.chromium, args.timeout)
        except OracleError as error:
            print(f"error: {error}", file=sys.stderr)
            return 1
        print(f"wrote {shown_path(out)} ({out.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
