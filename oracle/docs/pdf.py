"""Each game's printable reference as a PDF, printed by headless Chromium from the built site.

``python -m oracle.docs.pdf SITE [--game NAME]`` serves the built site (``mkdocs build -d SITE``) on the
local machine, opens each game's print page (``<game>/print/``) in Chromium through Playwright and
writes its PDF into the site, where the home page links it
(``duel/wonders-oracle-duel-reference.pdf``…).  The test suite does the same with the site it builds.
It needs Playwright and a Chromium (Debian's, at ``/usr/bin/chromium``, unless ``--chromium`` names
another); no browser is downloaded.
"""

from __future__ import annotations

import argparse
import functools
import html
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from oracle.docs.printable import pdf_file, print_page, quick_pdf_file

CHROMIUM = Path("/usr/bin/chromium")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync"]
FOOTER = ('<div style="font-size:8px;width:100%;text-align:center;color:#555">'
          'wonders-oracle · {title} · page <span class="pageNumber"></span> of '
          '<span class="totalPages"></span></div>')


class PdfError(RuntimeError):
    """The PDF could not be made (no site, no browser, no print page)."""


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


def print_url(url: str, out: Path, chromium: Path = CHROMIUM) -> int:
    """Print the page at ``url`` to ``out`` as an A4 PDF with page numbers and an outline of its
    headings, its footer naming the game (the page's title up to its colon); returns the PDF's size
    in bytes."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        raise PdfError("the playwright package is missing (pip install -e '.[dev]')") from None
    if not chromium.is_file():
        raise PdfError(f"no Chromium at {chromium}")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(chromium), headless=True, args=FLAGS)
        try:
            page = browser.new_page()
            response = page.goto(url, wait_until="networkidle")
            if response is None or not response.ok:
                raise PdfError(f"{url}: the print page did not load")
            title = page.inner_text("article h1").partition(":")[0].replace("¶", "").strip() + " reference"
            page.emulate_media(media="print", color_scheme="light")
            data = page.pdf(format="A4", print_background=True, outline=True, tagged=True,
                            display_header_footer=True, header_template="<span></span>",
                            footer_template=FOOTER.format(title=html.escape(title)),
                            margin={"top": "14mm", "bottom": "16mm", "left": "12mm", "right": "12mm"})
        finally:
            browser.close()
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(data)
    return len(data)


def printed_games(site: Path) -> list[str]:
    """The games whose built print page the site holds (``<game>/print/index.html``), by folder."""
    return sorted(p.parent.parent.name for p in site.glob("*/print/index.html"))


def make_pdf(site: Path, game: str, chromium: Path = CHROMIUM) -> Path:
    """Print the built site's printable reference of ``game`` (its section's folder) into the site,
    where the home page links it, and its quick reference (``<game>/quick/``) beside it when the site
    has one; returns the printable reference's PDF."""
    built = print_page(game).removesuffix(".md")
    if not (site / built / "index.html").is_file():
        raise PdfError(f"{site} holds no built print page {built}/ of a game '{game}'; build the site first")
    out = site / pdf_file(game)
    with serve(site) as address:
        print_url(f"{address}/{built}/", out, chromium)
        if (site / game / "quick" / "index.html").is_file():
            print_url(f"{address}/{game}/quick/", site / quick_pdf_file(game), chromium)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m oracle.docs.pdf",
                                     description="Print the built site's rules references to PDF, one per game.")
    parser.add_argument("site", type=Path, help="the built site (mkdocs build -d SITE)")
    parser.add_argument("--game", action="append", help="only this game's reference (repeatable; default: every "
                                                        "game the site prints)")
    parser.add_argument("--chromium", type=Path, default=CHROMIUM, help=f"the browser (default {CHROMIUM})")
    args = parser.parse_args(argv)
    games = args.game or printed_games(args.site)
    if not games:
        print(f"error: {args.site} holds no built print page; build the site first", file=sys.stderr)
        return 1
    for game in games:
        try:
            out = make_pdf(args.site, game, args.chromium)
        except PdfError as error:
            print(f"error: {error}", file=sys.stderr)
            return 1
        print(f"wrote {out} ({out.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
