"""The conformance kit: language-neutral cases, playthrough goldens, perft counts, the adapter
protocol, and the runner that checks any engine speaking it against the oracle."""
