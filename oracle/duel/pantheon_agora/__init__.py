"""The meeting of the Pantheon and Agora, Duel's two expansions, played together as the ruleset
``pantheon_agora``: what neither expansion says alone, stated once (:attr:`oracle.core.expansions.Expansion.meets`).
This module imports nothing, so one room of the package is imported without the others.

The rules where the two meet are the expansions' own, reached through Duel's extension points (the
Pantheon's tokens on Agora's structures are the spec's, ``spec/duel/variants/pantheon_agora/``; a token
goes to the turn's player; Neptune applies a military token through the point the pawn's move uses).
What this package adds is what a ruleset playing both needs besides: its schemas, which join the two
expansions' parts (:mod:`~oracle.duel.pantheon_agora.schema`), its conformance kit, blame and suite
(:mod:`~oracle.duel.pantheon_agora.kit`, :mod:`~oracle.duel.pantheon_agora.blame`,
:mod:`~oracle.duel.pantheon_agora.generate`) and its pages (:mod:`~oracle.duel.pantheon_agora.docs`);
:mod:`~oracle.duel.pantheon_agora.expansion` gives them at Duel's points.
"""
