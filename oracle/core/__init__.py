"""The family core: what every game of the 7 Wonders family shares, above and below its rules.

So far: the input boundary (:mod:`oracle.core.jsonio`: strict, bounded JSON; safe echoing of
untrusted text) and safe file writes and bounded reads (:mod:`oracle.core.files`).
"""
