"""The 7 Wonders Duel section of the rules reference: component pages, indexes, worked examples
computed by the engine, and the figures drawn from the spec.  The site generator
(:mod:`oracle.docs.hooks`) reaches it through the registry (``Game.docs_section``)."""
