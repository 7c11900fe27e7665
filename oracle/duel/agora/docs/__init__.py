"""Agora's pages on the 7 Wonders Duel site, given at Duel's ``docs`` point: its overview
(:mod:`.overview`), its part of the Rulings and FAQ page (:mod:`.faq`) and its component pages
(:mod:`.pages`, whose :class:`~.pages.AgoraPages` the base game's site asks for all of them)."""
