"""Kept for the modules not yet moved to :mod:`oracle.files`."""

from oracle.files import bounded_lines, check_writable, read_bounded, shown_path, write_atomic  # noqa: F401
