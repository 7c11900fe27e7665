"""The 7 Wonders section of the rules reference: the generated pages (:mod:`.site`), the rules
chapter's worked examples computed by the engine (:mod:`.examples`) and the Rulings and FAQ page's
questions and pins (:mod:`.faq`).  The site generator (:mod:`oracle.docs.hooks`) reaches it through
the registry (``Game.docs_section``)."""
