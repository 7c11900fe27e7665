"""Pictures of a 7 Wonders position (``oracle show``): an SVG drawing and a terminal rendering.

Both are drawn from a *view*: one player's observation (:func:`oracle.classic.view.observe`, rules
``view.hidden``) or the whole state (:func:`whole_view`: the same shape, every hand named under
``hands``, every commitment, the discard pile's cards and the Free City's pile).  The drawing reads
nothing else but the ruleset, which is public: each card's colour, each board's stages, the
conflict tokens' values by Age and which way the hands pass.  A player's picture therefore shows
exactly what that player may see: another player's hand is its number of cards (their backs), a
commitment not theirs is only made, the discard pile only its size.

What is drawn, top to bottom: the heading (the ruleset, the Age and the turn, whose view, who is to
choose or decide, or how the game ended); the Age's direction of passing (turn.pass), the discard
pile and, in the Free City variant, who holds the Free City's card and its pile (free_city.*); the
hands (the viewer's cards in their colours and the others' backs, with what each has committed);
then each city: its board and side, its coins, its neighbours on the left and on the right
(city.neighbours), its wonder's stages built and still to build (wonder.stage), its conflict tokens
(military.conflict: each victory token with its Age, the defeat tokens) and its structures grouped
by colour.  The cities are drawn in seat order, the Free City last.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape
from typing import Any

from oracle.classic.record import action_to_json
from oracle.picture import MARGIN, TEXT_WIDTH, Canvas, Lines, card_fill, counted, seat, won

BACK = ("#6d4c41", "#ffffff")      # the back of a card: another player's hand
WONDER_FILL = {"built": ("#fdd835", "#000000"), "unbuilt": ("#fffde7", "#000000")}
TOKEN_FILL = {"victory": ("#c62828", "#ffffff"), "defeat": ("#212121", "#ffffff")}
SEEN = "committed"                 # how a commitment not the viewer's shows (oracle.core.simultaneous)
ACTIONS = {"build": "build", "stage": "build a wonder stage with", "discard": "discard",
           "build_discarded": "build from the discard pile", "decline": "build nothing from the discard pile"}
DECISIONS = {"last_card": "play the last card of the Age", "discard_build": "build from the discard pile",
             "copy_ability": "choose the card whose ability to copy"}


def draws(cls: Any, variant: str) -> bool:
    """Every ruleset of 7 Wonders is drawn: its first edition, the Free City and the 2020 edition."""
    return True


# ---- the views ------------------------------------------------------------------------------------

def player_view(game: Any, state: Any, player: int) -> dict[str, Any]:
    """What ``player`` sees of ``state``: the game's own observation (``view.hidden``), unchanged."""
    return game.observe(state, player)


def whole_view(game: Any, state: Any) -> dict[str, Any]:
    """The whole of ``state`` in the shape of an observation: every hand named under ``hands``
    (``hand`` is ``None``), every commitment, the discard pile's cards, and the Free City's pile
    (top first) under ``free_city.cards``.  ``player`` is ``None``."""
    rules = game.rules
    view = game.observe(state, 0)
    view["player"] = None
    view["hand"] = None
    view["hands"] = [sorted(rules.cards[c].name for c in hand) for hand in state.hands]
    view["commitments"] = [None if action is None else action_to_json(rules, action)
                           for action in state.commitments.by_seat]
    view["discard"]["contents"] = sorted(rules.cards[c].name for c in state.discard)
    if "free_city" in view:
        view["free_city"]["cards"] = [rules.cards[c].name for c in state.pile]
    return view


# ---- what both renderings say -----------------------------------------------------------------------

def city_name(view: dict[str, Any], city: int) -> str:
    """A city as the picture names it: its player's seat, or the Free City (the last city of a game
    with it)."""
    return "the Free City" if "free_city" in view and city == view["players"] else seat(city)


def _title(words: str) -> str:
    return words[:1].upper() + words[1:]


def neighbours(view: dict[str, Any], city: int) -> tuple[int, int]:
    """city.neighbours: a city's left neighbour (the next city round the table) and its right one
    (the previous), the Free City sitting between the last player and the first."""
    n = len(view["cities"])
    return (city + 1) % n, (city - 1) % n


def heading(game: Any, view: dict[str, Any], caption: str | None = None) -> tuple[str, str]:
    """The two lines above the picture: the ruleset, the Age and the turn (and ``caption``), then whose
    view it is and who is to choose or decide, or how the game ended."""
    first = " · ".join(filter(None, (game.ruleset_title, f"Age {view['age']}", f"turn {view['turn']}", caption)))
    whose = "the whole state" if view["player"] is None else f"{seat(view['player'])}'s view"
    if view["status"] == "finished":
        now = f"game over: {won(view['winners'])}"
    elif view["pending"] is not None:
        pending = view["pending"]
        city = " for the Free City" if pending.get("city") else ""
        now = f"{seat(pending['player'])} to {DECISIONS.get(pending['decision'], pending['decision'])}{city}"
    else:
        choosing = view["to_move"]
        now = "to choose a card: " + ("every player" if len(choosing) == view["players"] > 1 else
                                      seat(choosing[0]) if len(choosing) == 1 else
                                      "Players " + ", ".join(map(str, choosing)))
    return first, f"{whose} · {now}"


def _colour_of(rules: Any) -> dict[str, str]:
    return {card.name: card.colour or "grey" for card in rules.cards}


def grouped(rules: Any, cards: Iterable[str]) -> list[tuple[str, list[str]]]:
    """A city's structures grouped by colour, in the vocabulary's order of colours, each group in the
    order built."""
    colour_of = _colour_of(rules)
    names = list(cards)
    return [(colour, [n for n in names if colour_of.get(n) == colour]) for colour in rules.spec.vocabulary.colours
            if any(colour_of.get(n) == colour for n in names)]


def stages_of(rules: Any, city: dict[str, Any]) -> int:
    """How many stages the city's board side has (wonder.stage)."""
    return next(len(b.stages) for b in rules.boards if b.board == city["board"] and b.side == city["side"])


def tokens(rules: Any, city: dict[str, Any]) -> list[tuple[str, str, str]]:
    """military.conflict: a city's conflict tokens as (kind, words, tooltip): each victory token with
    its points and the Age it was won in (``+3 Age II``), then each defeat token (``-1``)."""
    age_of = {points: age for age, points in rules.spec.victory.items()}
    out = [("victory", f"+{v} Age {age_of.get(v, '?')}", f"victory token of Age {age_of.get(v, '?')}: "
                                                          f"{counted(v, 'point')}") for v in city["victories"]]
    defeat = rules.spec.defeat
    out += [("defeat", f"{defeat}", f"defeat token: {defeat} point")] * city["defeats"]
    return out


def commitment(view: dict[str, Any], action: Any) -> str:
    """turn.choose: what a hand's commitment shows while the players choose: the action and its card
    (``committed: build Temple``), only ``committed`` where the viewer may not see it, ``choosing``
    where none is in yet; nothing at another time."""
    if view["status"] == "finished" or view["phase"] != "choose":
        return ""
    if action is None:
        return "choosing"
    if action == SEEN:
        return "committed"
    words = ACTIONS.get(action["action"], action["action"])
    return f"committed: {words} {action['card']}" if "card" in action else f"committed: {words}"


def hands(view: dict[str, Any]) -> list[tuple[int, list[str] | None, int, str]]:
    """Each player's hand as (player, its cards where the view names them, its size, the commitment of
    the player's own city)."""
    named = view.get("hands")
    out = []
    for p, size in enumerate(view["hand_sizes"]):
        cards = named[p] if named is not None else view["hand"] if p == view["player"] else None
        out.append((p, cards, size, commitment(view, view["commitments"][p])))
    return out


def passing(rules: Any, view: dict[str, Any]) -> str:
    """turn.pass: which way the Age's hands pass."""
    return f"Age {view['age']}: the hands pass {rules.spec.passing.get(view['age'], 'on')}"


def _discard_words(view: dict[str, Any]) -> str:
    discard = view["discard"]
    return f"Discard pile: {counted(discard['cards'], 'card')}"


def _free_city_words(view: dict[str, Any]) -> str:
    free = view["free_city"]
    holder = seat(free["holder"]) if free["holder"] >= 0 else "nobody"
    committed = commitment(view, view["commitments"][view["players"]])
    return f"Free City: its card held by {holder}; its pile: {counted(free['pile'], 'card')}" + \
        (f"; its card: {committed}" if committed else "")


# ---- the SVG --------------------------------------------------------------------------------------

def svg(game: Any, view: dict[str, Any], caption: str | None = None) -> str:
    """The SVG picture of ``view`` (an observation of ``game``, or :func:`whole_view`): the Age's
    passing, the discard pile and the Free City's pile, the hands, then each city.  ``caption``: a few
    words added to the heading (``after 30 moves``)."""
    rules = game.rules
    c = Canvas(*heading(game, view, caption))
    c.line(passing(rules, view), 12)
    contents = view["discard"]["contents"]
    c.add(f'<g class="discard"><title>{escape("discard pile: " + (", ".join(contents or []) or "not seen"))}'
          f"</title>")
    c.line(_discard_words(view), 12)
    c.add("</g>")
    if contents:
        _cards(c, rules, contents, "in the discard pile", "card discarded")
    if "free_city" in view:
        c.add(f'<g class="free-city-pile"><title>{escape(_free_city_words(view))}</title>')
        c.line(_free_city_words(view), 12)
        c.add("</g>")
        pile = view["free_city"].get("cards")
        if pile:
            _cards(c, rules, pile, "in the Free City's pile", "card pile")
    c.label("Hands")
    for p, cards, size, committed in hands(view):
        c.line(f"{seat(p)}{' (this view)' if p == view['player'] else ''}: {counted(size, 'card')}"
               + (f" · {committed}" if committed else ""))
        if cards is not None:
            _cards(c, rules, cards, f"in {seat(p)}'s hand", "card in-hand", h=22)
        elif size:
            c.chips([("card", *BACK, f"a card of {seat(p)}'s hand, face down", False)] * size, per_line=8, h=18,
                    cls="card back")
    for city, entry in enumerate(view["cities"]):
        _city(c, rules, view, city, entry)
    return c.document()


def _cards(c: Canvas, rules: Any, names: list[str], where: str, cls: str, per_line: int = 6, h: float = 20) -> None:
    """Cards named, each in its colour, its tooltip saying where it lies (``Temple (in the discard
    pile)``)."""
    colour_of = _colour_of(rules)
    c.chips([(name, *card_fill(colour_of.get(name)), f"{name} ({where})", False) for name in names],
            per_line=per_line, h=h, cls=cls)


def _city(c: Canvas, rules: Any, view: dict[str, Any], city: int, entry: dict[str, Any]) -> None:
    """One city: its banner (whose, its board and side, its coins), its neighbours, its stages, its
    conflict tokens and its structures by colour."""
    you = " (this view)" if view["player"] == city else ""
    c.banner(f"{_title(city_name(view, city))}{you} · {entry['board']} {entry['side']}", entry["coins"])
    left, right = neighbours(view, city)
    c.text(MARGIN, c.y + 4, f"◀ left: {city_name(view, left)}   ·   right: {city_name(view, right)} ▶", 11,
           fill="#424242")
    c.y += 12
    total = stages_of(rules, entry)
    c.chips([(f"stage {n}\n{'✓ built' if n <= entry['stages'] else 'not built'}",
              *WONDER_FILL["built" if n <= entry["stages"] else "unbuilt"],
              f"{entry['board']} {entry['side']}, stage {n} of {total}: "
              f"{'built' if n <= entry['stages'] else 'not built'}", n > entry["stages"])
             for n in range(1, total + 1)], per_line=4, h=30, cls="stage")
    won = tokens(rules, entry)
    if won:
        c.chips([(words, *TOKEN_FILL[kind], title, False) for kind, words, title in won], per_line=6, h=20,
                cls="conflict")
    for colour, names in grouped(rules, entry["structures"]):
        _cards(c, rules, names, colour, "card built", per_line=4, h=24)
    if not entry["structures"]:
        c.note("no structures yet")


# ---- the terminal rendering -------------------------------------------------------------------------

def text(game: Any, view: dict[str, Any], caption: str | None = None, width: int = TEXT_WIDTH) -> str:
    """The picture as plain text at most ``width`` columns wide (100 by default): the sections of
    :func:`svg` as paragraphs, each hand its cards or only its size, each city a line and its stages,
    conflict tokens and structures by colour below it."""
    rules = game.rules
    first, second = heading(game, view, caption)
    lines = Lines(width, first, second, "", passing(rules, view))
    contents = view["discard"]["contents"]
    if contents is None:
        lines.append(_discard_words(view))
    else:
        lines.para(_discard_words(view), contents, "empty")
    if "free_city" in view:
        lines.append(_free_city_words(view))
        if view["free_city"].get("cards") is not None:
            lines.para("  its pile, top first", view["free_city"]["cards"], "empty")
    lines.append("Hands:")
    for p, cards, size, committed in hands(view):
        you = " (this view)" if p == view["player"] else ""
        said = f" ({committed})" if committed else ""
        lines.para(f"  {seat(p)}{you}, {counted(size, 'card')}{said}", cards or [], "face down" if size else "none")
    for city, entry in enumerate(view["cities"]):
        left, right = neighbours(view, city)
        you = " (this view)" if view["player"] == city else ""
        lines += ["", f"{_title(city_name(view, city))}{you}: {entry['board']} {entry['side']}, "
                      f"{counted(entry['coins'], 'coin')}; left: {city_name(view, left)}, "
                      f"right: {city_name(view, right)}"]
        lines.append(f"  stages: {entry['stages']} of {stages_of(rules, entry)} built")
        lines.para("  conflict tokens", (words for _, words, _ in tokens(rules, entry)))
        for colour, names in grouped(rules, entry["structures"]):
            lines.para(f"  {colour}", names)
        if not entry["structures"]:
            lines.append("  no structures yet")
    return lines.text()


# ---- what a move hides (oracle show --html) ----------------------------------------------------------

def unseen(game: Any, before: Any, step: Any, action: Any, mover: int, player: int) -> set[str]:
    """The cards a move puts out of ``player``'s sight, whatever their names elsewhere: the card
    another player commits (turn.choose: only that they have committed shows), and at the reveal the
    cards other cities discard (turn.discard) or tuck under their board (wonder.stage), face down."""
    from oracle.classic.events import CardPlayed
    from oracle.classic.state import CHOOSE, DISCARD, STAGE

    mine = before.cities_of(player)
    hidden = {e.card for e in step.events
              if isinstance(e, CardPlayed) and e.player not in mine and e.action in (DISCARD, STAGE)}
    if before.phase == CHOOSE and mover != player:
        card = action_to_json(game.rules, action).get("card")
        hidden |= {card} if isinstance(card, str) else set()
    return hidden
