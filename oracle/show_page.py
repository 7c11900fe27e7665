"""``oracle show --html``: a whole game on one page, stepped through move by move.

The page is one self-contained HTML file (its SVG pictures, CSS and a few lines of JavaScript
inline; nothing fetched): a section for each position of the record, from the setup to the last
move, each holding the position's picture (:mod:`oracle.show`: the whole state, or one player's
view), the move that led to it (the action as the record writes it, the account's sentence and
what it caused) and the rule under which it was made (the decision's rule, :meth:`Game.decision_reason`
at the position before it), linked to that rule's row on the game's rule ids page of the rules
reference site.  With JavaScript, one position is shown at a time, stepped with buttons and the
arrow keys (←/→, Home/End); without it, every position is shown in order.

Drawn for one player (``player``), the page says no more than that player may see: the pictures
are their observations, and a move's action or a line of its account naming a component that
neither the position before the move nor the one after it shows them (in their observation or its
picture), or a card the move puts out of their sight (the picture module's ``unseen``: a card
another player discards face down, though a card of the same name is in sight), is left out,
saying so.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from html import escape
from typing import Any

from oracle.core.game import Game, Record, Step
from oracle.files import check_writable, shown_path, write_atomic
from oracle.picture import seat
from oracle.show import Pictures, pictures_of, view_of

MOVE_LINE = re.compile(r"^ *(\d+)\. (.*)$")    # an account's numbered move (oracle.core.account.write)
IDS_PAGE = "{game}/rules/ids/#{rule}"           # a rule's row on its game's rule ids page of the site

STYLE = """
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;margin:0 auto;max-width:60rem;
padding:0 1rem 2rem;color:#212121;background:#fafafa}
header{position:sticky;top:0;background:#fafafa;padding:.5rem 0;border-bottom:1px solid #ddd;z-index:1}
h1{font-size:1.3rem;margin:.3rem 0}
nav{display:flex;gap:.5rem;align-items:center}
nav[hidden]{display:none}
button{font:inherit;padding:.2rem .8rem}
section.position{display:flex;flex-wrap:wrap;gap:1rem;padding:1rem 0;border-bottom:1px solid #ddd}
.js section.position{display:none}
.js section.position.current{display:flex}
.picture{flex:1 1 24rem;max-width:40rem}
.picture svg{width:100%;height:auto;display:block}
.move{flex:1 1 16rem}
.move h2{font-size:1.1rem;margin:.2rem 0}
.move ul{padding-left:1.2rem;margin:.3rem 0}
.hidden{color:#757575;font-style:italic}
code{font-size:.85rem;word-break:break-word}
"""

SCRIPT = """
(function(){
var s=document.querySelectorAll('section.position'),n=s.length,at=0,nav=document.getElementById('steps'),
c=document.getElementById('counter');document.body.classList.add('js');nav.hidden=false;
function go(i){s[at].classList.remove('current');at=Math.max(0,Math.min(n-1,i));s[at].classList.add('current');
c.textContent=s[at].dataset.title;history.replaceState(null,'','#'+s[at].id);}
document.getElementById('first').onclick=function(){go(0)};document.getElementById('prev').onclick=function(){go(at-1)};
document.getElementById('next').onclick=function(){go(at+1)};document.getElementById('last').onclick=function(){go(n-1)};
document.addEventListener('keydown',function(e){if(e.key==='ArrowLeft')go(at-1);else if(e.key==='ArrowRight')go(at+1);
else if(e.key==='Home')go(0);else if(e.key==='End')go(n-1);});
var h=document.getElementById(location.hash.slice(1));go(h?Array.prototype.indexOf.call(s,h):0);
})();
"""


def told(account: str) -> dict[int, list[str]]:
    """The lines an account gives each move, by the move's number (from 1): its sentence, then what it
    caused, the sections it opens (``== Age II ==``) and the end of the game (not the score sheet);
    under 0, the lines before the first move (the ruleset, who begins, the setup)."""
    found: dict[int, list[str]] = {0: []}
    number: int | None = 0
    for line in account.splitlines():
        move = MOVE_LINE.match(line)
        if move:
            number = int(move.group(1))
            found[number] = [move.group(2)]
        elif not line.strip():
            number = None
        elif number is not None:
            found[number].append(line.strip())
    return found


class Names:
    """The components of a ruleset by name, to find which of them a piece of text names."""

    def __init__(self, game: Game) -> None:
        names = sorted({item["name"] for item in game.spec_listing()}, key=len, reverse=True)
        self.pattern = re.compile("|".join(rf"\b{re.escape(n)}\b" for n in names)) if names else None

    def named(self, text: str) -> set[str]:
        """The names of components ``text`` holds."""
        return set(self.pattern.findall(text)) if self.pattern is not None else set()


def rule_href(game: Game, rule: str, docs: str = "") -> str:
    """Where the rules reference explains ``rule``: its row on the game's rule ids page, under the
    site's root ``docs`` (``""``: the page lies in the site's root folder)."""
    return docs + IDS_PAGE.format(game=game.name, rule=rule)


def page(game: Game, record: Record, player: int | None = None, docs: str = "") -> str:
    """The HTML page of ``record``'s game: every position drawn (``player``'s view, or the whole
    state), each with the move that led to it, its account and the rule it was made under, linked to
    the rules reference whose root is ``docs``."""
    pictures = pictures_of(game)
    if player is not None:
        player = game.check_seat(player, "--player")
    state = game.initial_state(record.setup)
    _, steps = game.replay(record)
    states = [state, *(step.state for step in steps)]
    lines = told(game.account(state, steps))
    views = [view_of(game, pictures, s, player) for s in states]
    drawn = [pictures.svg(game, view, f"after {i} move{'s' * (i != 1)}") for i, view in enumerate(views)]
    names = Names(game)
    # what the viewer sees of each position: the names its view holds, as data and as drawn
    seen = [names.named(json.dumps(v, ensure_ascii=False) + svg + game.ruleset_title)
            for v, svg in zip(views, drawn, strict=True)] if player is not None else []
    count = len(record.moves)
    whose = "the whole state" if player is None else f"{seat(player)}'s view"
    title = f"{game.ruleset_title}, {count} move{'s' * (count != 1)}: {whose}"
    sections = []
    for i, picture in enumerate(drawn):
        if i == 0:
            heading = "The setup"
            said = [line for line in lines[0] if player is None or names.named(line) <= seen[0]]
            body = [f'<p class="account">{escape(line)}</p>' for line in said] or ["<p>Before any move.</p>"]
        else:
            known = seen[i - 1] | seen[i] if player is not None else None
            heading = f"Move {i} of {count}"
            body = _move(game, pictures, states[i - 1], steps[i - 1], record, i - 1, lines.get(i, []), names, known,
                         player, docs)
        sections.append(f'<section class="position" id="move-{i}" data-title="{escape(heading)}">'
                        f'<div class="move"><h2>{escape(heading)}</h2>{"".join(body)}</div>'
                        f'<div class="picture">{picture}</div></section>')
    return ("<!DOCTYPE html>\n"
            f'<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">'
            f"<title>{escape(title)}</title><style>{STYLE}</style></head><body>\n"
            f"<header><h1>{escape(title)}</h1>"
            '<nav id="steps" hidden><button id="first" type="button">⏮ setup</button>'
            '<button id="prev" type="button">← previous</button><button id="next" type="button">next →</button>'
            '<button id="last" type="button">last ⏭</button><span id="counter"></span></nav></header>\n'
            "<main>\n" + "\n".join(sections) + "\n</main>\n"
            f"<script>{SCRIPT}</script></body></html>\n")


def _move(game: Game, pictures: Pictures, before: Any, step: Step, record: Record, index: int, lines: Sequence[str],
          names: Names, known: set[str] | None, player: int | None, docs: str) -> list[str]:
    """A move's part of its section: who made it and under which rule (linked), the action, the
    account's lines.  ``known``: what the viewing ``player`` sees around the move (``None``: the
    whole state), a piece naming a component outside it left out, or one the move puts out of their
    sight (the picture module's ``unseen``, where it has one: a card discarded face down, whose name
    may also be that of a card in sight)."""
    hidden = f'<span class="hidden">hidden from {escape(seat(player))}</span>' if player is not None else ""

    mover = game.mover(before, record.mover(index))
    # what the move puts out of the viewer's sight, where the game's picture module says so
    unseen = getattr(pictures, "unseen", None)
    out_of_sight = unseen(game, before, step, record.moves[index], mover, player) \
        if unseen is not None and player is not None else set()

    def shown(text: str) -> bool:
        named = names.named(text)
        return known is None or (named <= known and not named & out_of_sight)

    reason = game.decision_reason(before)
    out = []
    if reason is not None:
        href = escape(rule_href(game, reason.rule, docs))
        out.append(f'<p class="rule">{escape(seat(mover))}, by the rule <a href="{href}"><code>{escape(reason.rule)}'
                   f"</code></a>: {escape(reason.text) if shown(reason.text) else hidden}</p>")
    action = json.dumps(game.action_to_json(record.moves[index]), ensure_ascii=False)
    out.append(f'<p class="action">Move: <code>{escape(action)}</code></p>' if shown(action)
               else f'<p class="action">Move: {hidden}</p>')
    if lines:
        items = "".join(f"<li>{escape(line) if shown(line) else hidden}</li>" for line in lines[1:])
        out.append(f'<p class="account">{escape(lines[0]) if shown(lines[0]) else hidden}</p>'
                   + (f"<ul>{items}</ul>" if items else ""))
    return out


def write_page(game: Game, record: Record, path: str, player: int | None = None, docs: str = "") -> str:
    """``oracle show --html``: the page of ``record`` written to ``path`` (whole or not at all, never
    through a link: :func:`oracle.files.write_atomic`) and a line saying so."""
    check_writable(path)
    write_atomic(path, page(game, record, player, docs))
    return f"wrote {shown_path(path)}\n"
