"""Pictures of a 7 Wonders Architects position (``oracle show``): an SVG drawing and a terminal
rendering.

Both are drawn from a *view*: one player's observation (:func:`oracle.architects.view.observe`, rule
``view.hidden``) or the whole state (:func:`whole_view`: the same shape, the central deck's top card
named, the cards a player looks at to keep one named, the progress pile's tokens listed under
``progress.pile_tokens``).  The drawing reads nothing else but the ruleset, which is public: each
card's colour and kind, each wonder's pieces.  A player's picture therefore shows exactly what that
player may see: the central deck's top is a card's back unless the cat lets them peek at it
(cat.peek), the progress pile only its size.

What is drawn, top to bottom: the heading (the ruleset and the turn, whose view, who is to move and
what they owe, or how the game ended); the conflict tokens (military.conflict: each token on its
peace side or turned to its battle side) and who holds the cat (cat.*); the progress tokens face up
and the pile's size (progress.*); the central deck and each player's wonder deck, the top card face
up or as its back as the view says (turn.take); the discard pile; then each player: their wonder and
its pieces built and still to build (build.*), their progress tokens, their Military Victory tokens
and their cards by kind: resources, science, shields and points.
"""

from __future__ import annotations

from html import escape
from typing import Any

from oracle.architects.view import protocol_state
from oracle.picture import MARGIN, TEXT_WIDTH, WIDTH, Canvas, Lines, card_fill, counted, seat, won

BACK = ("#5d4037", "#ffffff")                      # a card's back (the central deck's top, unseen)
PIECE_FILL = {"built": ("#fdd835", "#000000"), "unbuilt": ("#fffde7", "#000000")}
PROGRESS_FILL = ("#2e7d32", "#ffffff")
CONFLICT_FILL = {"peace": ("#ffffff", "#1b5e20"), "battle": ("#c62828", "#ffffff")}
VICTORY_FILL = ("#fbc02d", "#000000")
# a card's kind as the picture groups a city's cards: by the colour printed on it
KINDS = (("resources", ("grey", "yellow")), ("science", ("green",)), ("shields", ("red",)), ("points", ("blue",)))
DECISIONS = {"take": "take a card", "build": "build a piece", "trade": "trade science cards",
             "choose": "choose a progress token", "look": "look into a deck", "keep": "keep a card"}


def draws(cls: Any, variant: str) -> bool:
    """Every ruleset of Architects is drawn: the standard game and its two readings."""
    return True


# ---- the views ------------------------------------------------------------------------------------

def player_view(game: Any, state: Any, player: int) -> dict[str, Any]:
    """What ``player`` sees of ``state``: the game's own observation (``view.hidden``), unchanged."""
    return game.observe(state, player)


def whole_view(game: Any, state: Any) -> dict[str, Any]:
    """The whole of ``state`` in the shape of an observation: the central deck's top named, the cards
    looked at to keep one named (as the adapter protocol's state reports them), and the progress
    pile's tokens, top first, under ``progress.pile_tokens``.  ``player`` is ``None``."""
    rules = game.rules
    view = game.observe(state, state.mover)
    view["player"] = None
    if state.central:
        view["central"]["top"] = rules.kinds[state.central[0]].name
    if view["pending"] is not None:
        view["pending"] = protocol_state(rules, state)["pending"]
    view["progress"]["pile_tokens"] = [rules.tokens[t].name for t in state.pile]
    return view


# ---- what both renderings say -----------------------------------------------------------------------

def heading(game: Any, view: dict[str, Any], caption: str | None = None) -> tuple[str, str]:
    """The two lines above the picture: the ruleset and the turn (and ``caption``), then whose view it
    is and who is to move and what they owe, or how the game ended."""
    first = " · ".join(filter(None, (game.ruleset_title, f"turn {view['turn']}", caption)))
    whose = "the whole state" if view["player"] is None else f"{seat(view['player'])}'s view"
    if view["status"] == "finished":
        now = f"game over: {won(view['winners'])} ({view['victory']})"
    else:
        pending = view["pending"]
        owed = DECISIONS.get(pending["decision"], pending["decision"]) if pending else \
            "take a card" if view["phase"] == "take" else "act"
        now = f"{seat(view['to_move'])} to {owed}"
    return first, f"{whose} · {now}"


def _kind_of(rules: Any) -> dict[str, str]:
    """Card name -> the kind the picture groups it under."""
    return {kind.name: next((word for word, colours in KINDS if kind.colour in colours), "other")
            for kind in rules.kinds}


def by_kind(rules: Any, cards: dict[str, int]) -> list[tuple[str, list[tuple[str, int]]]]:
    """A player's cards grouped by kind (resources, science, shields, points), each card with how many
    the player has, in the ruleset's order of cards."""
    kind_of = _kind_of(rules)
    order = [kind.name for kind in rules.kinds]
    names = sorted(cards, key=lambda n: order.index(n) if n in order else len(order))
    return [(word, [(n, cards[n]) for n in names if kind_of.get(n, "other") == word])
            for word in [*(w for w, _ in KINDS), "other"] if any(kind_of.get(n, "other") == word for n in names)]


def _fill(rules: Any, name: str) -> tuple[str, str]:
    return card_fill(next((kind.colour for kind in rules.kinds if kind.name == name), None))


def pieces(rules: Any, city: dict[str, Any]) -> list[tuple[int, bool]]:
    """build.*: each piece of the player's wonder, in order, and whether it is built."""
    wonder = next(w for w in rules.wonders if w.name == city["wonder"])
    return [(p.number, p.number in city["built"]) for p in wonder.pieces]


def conflict_words(view: dict[str, Any]) -> str:
    conflict = view["conflict"]
    return f"Conflict tokens: {conflict['battle_side']} of {conflict['tokens']} on the battle side"


def cat_words(view: dict[str, Any]) -> str:
    return f"The cat: {seat(view['cat'])}" if view["cat"] is not None else "The cat: nobody yet"


def central_words(view: dict[str, Any]) -> str:
    central = view["central"]
    top = central["top"] if central["top"] is not None else "face down"
    return f"Central deck: {counted(central['cards'], 'card')}, top: {top if central['cards'] else 'none'}"


def deck_words(view: dict[str, Any], p: int) -> str:
    deck = view["decks"][p]
    top = deck["top"] if deck["top"] is not None else "none"
    return f"{seat(p)}'s deck ({deck['wonder']}): {counted(deck['cards'], 'card')}, top: {top}"


def _pending_words(view: dict[str, Any]) -> list[str]:
    """What the decision owed says beyond the heading: the decks it may take from, the cards looked at."""
    pending = view["pending"]
    out = []
    if pending and pending.get("decks"):
        out.append("from the decks: " + ", ".join(pending["decks"]))
    if pending and "looked_at" in pending:
        cards = pending.get("cards")
        out.append(f"looking at {counted(pending['looked_at'], 'card')}" + (f": {', '.join(cards)}" if cards else ""))
    for extra in view.get("extra_cards", []):
        out.append("a card owed by a progress token, from: " + ", ".join(extra["decks"]))
    return out


def _discard_counts(view: dict[str, Any]) -> list[str]:
    counts: dict[str, int] = {}
    for name in view["discard"]:
        counts[name] = counts.get(name, 0) + 1
    return [f"{name} ×{n}" if n > 1 else name for name, n in counts.items()]


# ---- the SVG --------------------------------------------------------------------------------------

def svg(game: Any, view: dict[str, Any], caption: str | None = None) -> str:
    """The SVG picture of ``view`` (an observation of ``game``, or :func:`whole_view`): what the
    decision owed shows, the conflict tokens and the cat, the progress tokens, the decks and the
    discard pile, then each player.  ``caption``: a few words added to the heading (``after 30
    moves``)."""
    rules = game.rules
    c = Canvas(*heading(game, view, caption))
    for words in _pending_words(view):
        c.line(words)
    _conflict(c, view)
    c.label("Progress tokens")
    progress = view["progress"]
    shown = [(name, *PROGRESS_FILL, f"progress token {name} (face up)", False) for name in progress["face_up"]]
    c.chips(shown or [("none face up", "#ffffff", "#616161", "no progress token face up", True)], per_line=4,
            cls="progress")
    hidden = progress.get("pile_tokens")
    pile = f"the pile: {counted(progress['pile'], 'token')}" + (f" ({', '.join(hidden)})" if hidden else " face down")
    c.add(f'<g class="progress-pile"><title>{escape(pile)}</title>')
    c.line(pile[:1].upper() + pile[1:])
    c.add("</g>")
    c.label("Decks")
    _deck(c, rules, "central deck", view["central"]["cards"], view["central"]["top"], face_up=False)
    for p, deck in enumerate(view["decks"]):
        you = " (this view)" if view["player"] == p else ""
        _deck(c, rules, f"{seat(p)}'s deck{you}: {deck['wonder']}", deck["cards"], deck["top"], face_up=True)
    discard = view["discard"]
    c.add(f'<g class="discard"><title>{escape("discard pile: " + (", ".join(discard) or "empty"))}</title>')
    c.line(f"Discard pile: {counted(len(discard), 'card')}", 12)
    c.add("</g>")
    for p, city in enumerate(view["cities"]):
        _city(c, rules, view, p, city)
    return c.document()


def _conflict(c: Canvas, view: dict[str, Any]) -> None:
    """military.conflict, cat.*: the conflict tokens, the ones turned to their battle side in red, and
    who holds the cat."""
    conflict = view["conflict"]
    c.label("Conflict")
    x, y, r = MARGIN + 12, c.y + 14, 11
    for i in range(conflict["tokens"]):
        side = "battle" if i < conflict["battle_side"] else "peace"
        fill, ink = CONFLICT_FILL[side]
        c.add(f'<g class="conflict {side}"><title>conflict token {i + 1}: {side} side</title>'
              f'<circle cx="{x + i * 28:g}" cy="{y:g}" r="{r}" fill="{fill}" stroke="#424242"/>')
        c.text(x + i * 28, y + 4, "⚔" if side == "battle" else "☮", 11, "middle", ink)
        c.add("</g>")
    c.add(f'<g class="cat"><title>{escape(cat_words(view))}</title>')
    c.text(WIDTH - MARGIN, y + 4, cat_words(view), 12, "end")
    c.add("</g>")
    c.y = y + r + 4


def _deck(c: Canvas, rules: Any, label: str, cards: int, top: str | None, face_up: bool) -> None:
    """A deck: its top card face up in its colour, or its back, and how many cards it holds."""
    x, w, h = MARGIN, 120, 26
    if not cards:
        c.add(f'<rect class="empty" x="{x}" y="{c.y:g}" width="{w}" height="{h}" rx="4" fill="none" '
              f'stroke="#bdbdbd" stroke-dasharray="3 3"/>')
    elif top is not None:
        side = "face up" if face_up else "seen"
        c.chip(x, c.y, w, h, top, *_fill(rules, top), f"{label}: top card {top} ({side})", cls="card top")
    else:
        c.chip(x, c.y, w, h, "back", *BACK, f"{label}: top card face down", cls="card back")
    c.text(x + w + 8, c.y + 17, f"{label} · {counted(cards, 'card')}", 11)
    c.y += h + 4


def _city(c: Canvas, rules: Any, view: dict[str, Any], p: int, city: dict[str, Any]) -> None:
    """One player: their wonder and its pieces, progress tokens, Military Victory tokens and cards by
    kind."""
    you = " (this view)" if view["player"] == p else ""
    built = sum(done for _, done in pieces(rules, city))
    c.banner(f"{seat(p)}{you} · {city['wonder']}", right=f"{built} of {len(pieces(rules, city))} pieces built")
    c.chips([(f"piece {n}\n{'✓ built' if done else 'not built'}", *PIECE_FILL["built" if done else "unbuilt"],
              f"{city['wonder']}, piece {n}: {'built' if done else 'not built'}", not done)
             for n, done in pieces(rules, city)], per_line=5, h=30, cls="piece")
    if city["progress"]:
        c.chips([(name, *PROGRESS_FILL, f"progress token {name}", False) for name in city["progress"]],
                per_line=4, cls="progress owned")
    if city["military_victories"]:
        c.chips([("victory", *VICTORY_FILL, "a Military Victory token", False)] * city["military_victories"],
                per_line=8, h=20, cls="victory")
    for word, cards in by_kind(rules, city["cards"]):
        c.chips([(f"{name} ×{n}" if n > 1 else name, *_fill(rules, name), f"{n} × {name} ({word})", False)
                 for name, n in cards], per_line=5, cls=f"card held {word}")
    if not city["cards"]:
        c.note("no cards")


# ---- the terminal rendering -------------------------------------------------------------------------

def text(game: Any, view: dict[str, Any], caption: str | None = None, width: int = TEXT_WIDTH) -> str:
    """The picture as plain text at most ``width`` columns wide (100 by default): the sections of
    :func:`svg` as paragraphs, the conflict tokens as ``[XXo]`` (battle, peace), each deck a line, each
    player a line and their progress tokens and cards by kind below it."""
    rules = game.rules
    first, second = heading(game, view, caption)
    lines = Lines(width, first, second, *_pending_words(view), "")
    conflict = view["conflict"]
    marks = "".join("X" if i < conflict["battle_side"] else "o" for i in range(conflict["tokens"]))
    lines.append(f"{conflict_words(view)}: [{marks}] (X battle, o peace) · {cat_words(view)}")
    lines.para("Progress tokens face up", view["progress"]["face_up"])
    hidden = view["progress"].get("pile_tokens")
    lines.append(f"Progress pile: {counted(view['progress']['pile'], 'token')}")
    if hidden is not None:
        lines.para("  top first", hidden)
    lines.append(central_words(view))
    lines += [deck_words(view, p) for p in range(len(view["decks"]))]
    lines.para(f"Discard pile: {counted(len(view['discard']), 'card')}", _discard_counts(view), "empty")
    for p, city in enumerate(view["cities"]):
        you = " (this view)" if view["player"] == p else ""
        built = [n for n, done in pieces(rules, city) if done]
        lines += ["", f"{seat(p)}{you}: {city['wonder']}, pieces built: "
                      f"{', '.join(map(str, built)) or 'none'} of {len(pieces(rules, city))}; "
                      f"{counted(city['military_victories'], 'Military Victory token')}"]
        lines.para("  progress", city["progress"])
        for word, cards in by_kind(rules, city["cards"]):
            lines.para(f"  {word}", (f"{name} ×{n}" if n > 1 else name for name, n in cards))
        if not city["cards"]:
            lines.append("  no cards")
    return lines.text()


# ---- what a move hides (oracle show --html) ----------------------------------------------------------

def unseen(game: Any, before: Any, step: Any, action: Any, mover: int, player: int) -> set[str]:
    """The cards a move shows another player than ``player`` alone: those Halicarnassus lets them look
    at (wonder.halicarnassus), and, once they keep one, those going back into the deck
    (wonder.halicarnassus_rest), whatever their kinds' names elsewhere."""
    from oracle.architects.state import KEEP

    if mover == player:
        return set()
    after = step.state
    looked = [p for p in (*after.pending, *before.pending)
              if p.kind == KEEP and (p in after.pending) != (p in before.pending)]
    return {game.rules.kinds[k].name for p in looked for k in p.cards}
