"""The family core: what every game of the 7 Wonders family shares, above and below its rules.

The :class:`~oracle.core.game.Game` interface and the registry, a game declared over its package's
standard modules (:mod:`oracle.core.package`), typed events, records and their schemas, the spec
reader, the effect runtime and components, costs, city relations, scoring helpers, commitments for
simultaneous rounds, the strict bounded JSON of the input boundary (:mod:`oracle.core.jsonio`), the
PRNG and the worker pool.  Below it stand the effect language (:mod:`oracle.dsl`) and the leaves
:mod:`oracle.errors`, :mod:`oracle.text` (untrusted text in messages) and :mod:`oracle.files` (safe
writes, bounded reads).
"""
