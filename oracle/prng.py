"""Moved to :mod:`oracle.core.prng`."""

from oracle.core.prng import SplitMix64

__all__ = ["SplitMix64"]
