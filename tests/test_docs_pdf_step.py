"""The PDF step of the docs build (``python -m oracle.docs.pdf``) on hostile ground, without a real
browser: fake browsers made in the test's folder, and sites holding planted links.

A symbolic link planted where a PDF goes is refused before the browser starts (one error line; the
link and its target stay as they were): the step writes only regular files of its own.  A browser
that is missing, cannot be run, exits at once, prints garbage and exits, never answers, or gives
something that is no PDF is one error line naming what failed, never a traceback.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from oracle.docs import pdf
from oracle.docs.pdf import main

ROOT = Path(__file__).resolve().parent.parent
PDF = "wonders-oracle-duel-reference.pdf"
QUICK = "wonders-oracle-duel-quick-reference.pdf"


def site_with_print_page(tmp_path: Path, quick: bool = False) -> Path:
    """The least of a built site the step reads: the Duel's print page (and its quick reference)."""
    site = tmp_path / "site"
    (site / "duel" / "print").mkdir(parents=True)
    (site / "duel" / "print" / "index.html").write_text("<article><h1>Duel: printable</h1></article>")
    if quick:
        (site / "duel" / "quick").mkdir()
        (site / "duel" / "quick" / "index.html").write_text("<article><h1>Duel: quick</h1></article>")
    return site


def fake_browser(tmp_path: Path, name: str, body: str) -> Path:
    """A shell script standing where Chromium would."""
    path = tmp_path / name
    path.write_text("#!/bin/sh\n" + body + "\n")
    path.chmod(0o755)
    return path


def run(capfd: pytest.CaptureFixture[str], *argv: str | Path) -> tuple[int, str, str]:
    """The step's command run in this process; its exit code and all it wrote (file descriptors
    included: what a browser driver writes would show)."""
    code = main([str(a) for a in argv])
    out, err = capfd.readouterr()
    return code, out, err


def one_error_line(err: str) -> str:
    assert "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) == 1, err
    return lines[0]


def browser_tests() -> None:
    """The fake browsers are started by Playwright, as the real one is."""
    pytest.importorskip("playwright.sync_api", reason="the PDF step drives its browser through Playwright")


# ---- files the step writes ---------------------------------------------------------------------------


def test_a_link_planted_where_the_pdf_goes_is_refused_and_its_target_left_alone(tmp_path, capfd):
    site = site_with_print_page(tmp_path)
    outside = tmp_path / "outside.txt"
    outside.write_text("not the site's\n")
    (site / "duel" / PDF).symlink_to(outside)
    browser = fake_browser(tmp_path, "never-started", f"touch {tmp_path}/started")
    code, out, err = run(capfd, site, "--game", "duel", "--chromium", browser)
    assert code == 1 and out == ""
    assert one_error_line(err) == f"error: cannot write {site}/duel/{PDF}: it is a symbolic link; name the file itself"
    assert outside.read_text() == "not the site's\n"
    assert (site / "duel" / PDF).is_symlink() and os.readlink(site / "duel" / PDF) == str(outside)
    assert not (tmp_path / "started").exists()   # refused before the browser starts


def test_a_link_planted_where_the_quick_reference_goes_is_refused_before_anything_is_printed(tmp_path, capfd):
    site = site_with_print_page(tmp_path, quick=True)
    outside = tmp_path / "outside.pdf"
    outside.write_bytes(b"%PDF-1.7 someone else's")
    (site / "duel" / QUICK).symlink_to(outside)
    code, _, err = run(capfd, site, "--game", "duel", "--chromium", fake_browser(tmp_path, "b", "exit 1"))
    assert code == 1
    assert one_error_line(err) == (f"error: cannot write {site}/duel/{QUICK}: it is a symbolic link; "
                                   "name the file itself")
    assert outside.read_bytes() == b"%PDF-1.7 someone else's"
    assert not (site / "duel" / PDF).exists()


def test_a_folder_leading_out_of_the_site_is_refused(tmp_path, capfd):
    elsewhere = site_with_print_page(tmp_path / "elsewhere") / "duel"
    site = tmp_path / "site"
    site.mkdir()
    (site / "duel").symlink_to(elsewhere, target_is_directory=True)
    code, _, err = run(capfd, site, "--game", "duel", "--chromium", fake_browser(tmp_path, "b", "exit 1"))
    assert code == 1
    assert one_error_line(err) == f"error: cannot write {site}/duel/{PDF}: its folder leads out of the site"
    assert sorted(p.name for p in elsewhere.iterdir()) == ["print"]


def test_a_directory_where_the_pdf_goes_is_refused(tmp_path, capfd):
    site = site_with_print_page(tmp_path)
    (site / "duel" / PDF).mkdir()
    code, _, err = run(capfd, site, "--game", "duel", "--chromium", fake_browser(tmp_path, "b", "exit 1"))
    assert code == 1
    assert one_error_line(err) == f"error: cannot write {site}/duel/{PDF}: it is a directory"


def test_a_pdf_replaces_a_regular_file_by_a_new_one(tmp_path, capfd, monkeypatch):
    site = site_with_print_page(tmp_path, quick=True)
    old = site / "duel" / PDF
    old.write_bytes(b"%PDF-1.7 last build")
    before = old.stat().st_ino
    pages = []
    monkeypatch.setattr(pdf, "render", lambda url, chromium, timeout: pages.append(url.partition("/duel/")[2])
                        or b"%PDF-1.7 " + url.encode())
    code, out, err = run(capfd, site, "--game", "duel", "--chromium", tmp_path / "unused")
    assert (code, err) == (0, "")
    assert pages == ["print/", "quick/"]
    assert old.read_bytes().startswith(b"%PDF-1.7 http://127.0.0.1:") and old.stat().st_ino != before
    assert not old.is_symlink() and (site / "duel" / QUICK).read_bytes().endswith(b"/duel/quick/")
    assert out.splitlines()[0].startswith(f"wrote {old} (")
    assert sorted(p.name for p in (site / "duel").iterdir()) == ["print", "quick", QUICK, PDF]  # no temporary left


def test_what_is_no_pdf_is_not_written(tmp_path, capfd, monkeypatch):
    site = site_with_print_page(tmp_path)
    monkeypatch.setattr(pdf, "render", lambda url, chromium, timeout: b"<html>garbage</html>")
    code, _, err = run(capfd, site, "--game", "duel", "--chromium", tmp_path / "chromium")
    assert code == 1
    assert one_error_line(err) == (f"error: the browser {tmp_path}/chromium printed 20 bytes that are no PDF for the "
                                   "page '/duel/print/'")
    monkeypatch.setattr(pdf, "render", lambda url, chromium, timeout: b"")
    code, _, err = run(capfd, site, "--game", "duel", "--chromium", tmp_path / "chromium")
    assert one_error_line(err) == f"error: the browser {tmp_path}/chromium printed nothing for the page '/duel/print/'"
    assert sorted(p.name for p in (site / "duel").iterdir()) == ["print"]


# ---- browsers that fail ------------------------------------------------------------------------------


def test_a_browser_that_exits_at_once_is_one_line_from_the_command(tmp_path):
    browser_tests()
    site = site_with_print_page(tmp_path)
    browser = fake_browser(tmp_path, "exits", "exit 1")
    done = subprocess.run([sys.executable, "-m", "oracle.docs.pdf", str(site), "--chromium", str(browser)],
                          capture_output=True, text=True, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
                          timeout=300)
    assert done.returncode == 1 and done.stdout == ""
    assert one_error_line(done.stderr) == (f"error: the browser {browser} did not start: it exited at once, "
                                           "or it is no Chromium")
    assert not (site / "duel" / PDF).exists()


def test_a_browser_that_writes_garbage_and_exits_is_one_line(tmp_path, capfd):
    browser_tests()
    site = site_with_print_page(tmp_path)
    browser = fake_browser(tmp_path, "garbage", "head -c 4096 /dev/urandom\nhead -c 4096 /dev/urandom >&2\n"
                                                "echo '%PDF-1.7 not from a browser'")
    code, out, err = run(capfd, site, "--chromium", browser)
    assert code == 1 and out == ""
    assert one_error_line(err) == f"error: the browser {browser} did not start: it exited at once, or it is no Chromium"
    assert sorted(p.name for p in (site / "duel").iterdir()) == ["print"]


def test_a_browser_that_never_answers_is_stopped_after_the_time_allowed(tmp_path, capfd):
    browser_tests()
    site = site_with_print_page(tmp_path)
    browser = fake_browser(tmp_path, "silent", f"echo $$ > {tmp_path}/pid\nexec sleep 600")
    code, _, err = run(capfd, site, "--chromium", browser, "--timeout", "1")
    assert code == 1
    assert one_error_line(err) == f"error: the browser {browser} did not start within 1 s"
    pid = int((tmp_path / "pid").read_text())
    assert gone(pid)       # the browser does not outlive the step


def gone(pid: int) -> bool:
    """Whether the process ``pid`` has ended (it is given a while: its killer reaps it)."""
    for _ in range(200):
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        time.sleep(0.05)
    return False


def test_a_missing_or_unrunnable_browser_is_one_line(tmp_path, capfd):
    site = site_with_print_page(tmp_path)
    code, _, err = run(capfd, site, "--chromium", tmp_path / "no-such-browser")
    assert code == 1
    assert one_error_line(err) == f"error: no Chromium at {tmp_path}/no-such-browser"
    browser = fake_browser(tmp_path, "not-executable", "exit 0")
    browser.chmod(0o644)
    code, _, err = run(capfd, site, "--chromium", browser)
    assert one_error_line(err) == f"error: the browser {browser} is not executable"


def test_a_timeout_out_of_range_is_refused(tmp_path, capfd):
    code, _, err = run(capfd, site_with_print_page(tmp_path), "--timeout", "0")
    assert code == 2
    assert one_error_line(err) == "error: --timeout is a number of seconds from 0 to 3600, not 0"
