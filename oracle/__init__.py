"""wonders-oracle: the executable rules specification and test oracle for the 7 Wonders family."""

__version__ = "0.1.0"
