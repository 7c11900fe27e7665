"""``oracle conform --html FILE``: the report as one self-contained page.

The page holds the header, the totals by section, each group of new failures (its signature, its
items, its example's first divergence beside the picture of the position where it diverged, the
components it names marked (:mod:`oracle.conformance.position`), the rules it blames, and the
oracle's state beside the engine's, the lines that differ marked), then the text of every rule
blamed, the known failures and the items that now pass.  No script, no file beside it: it can be
attached to a CI run as it is.  Each rule blamed links to its entry in the page, which says what the rule is (the game's
``rule_ids``), or, given the address of a published rules reference (``--docs-url``), to the
rule's entry there.  Every text from the engine is escaped.
"""

from __future__ import annotations

import difflib
import json
import re
from collections.abc import Mapping
from html import escape
from typing import Any
from urllib.parse import quote

from oracle.conformance.position import where
from oracle.conformance.report import REPORT_VERSION, Group, Report, groups, item_key, selected_line
from oracle.conformance.suite import SECTIONS, STATUSES, Result

UNSAFE_IN_ID = re.compile(r"[^A-Za-z0-9_.]")

STYLE = """
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;color:#1d1d1f;background:#fafafa}
main{max-width:1400px;margin:0 auto;padding:24px 32px}
h1{font-size:24px;margin:0 0 12px}h2{font-size:19px;margin:28px 0 10px;border-bottom:1px solid #ddd}
table{border-collapse:collapse;margin:6px 0}td,th{padding:3px 12px 3px 0;text-align:left;vertical-align:top}
th{color:#555;font-weight:600}td.n{text-align:right;font-variant-numeric:tabular-nums}
.group{background:#fff;border:1px solid #ddd;border-left:5px solid #c62828;border-radius:6px;padding:12px 16px;
margin:12px 0}.group.error{border-left-color:#ef6c00}
.sig{font-weight:600}.count{display:inline-block;min-width:2.5em;background:#c62828;color:#fff;border-radius:10px;
text-align:center;margin-right:8px;padding:0 6px}.error .count{background:#ef6c00}
code,pre{font:12.5px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
.message{margin:6px 0;word-break:break-word}
.states{display:grid;grid-template-columns:1fr 1fr;gap:12px;margin-top:8px}
.states pre{background:#f4f4f6;border:1px solid #e0e0e0;padding:8px;overflow:auto;max-height:480px;margin:0}
.states h4{margin:4px 0}.diff{background:#ffe0e0;display:block}
.ok{color:#2e7d32}.muted{color:#666}
.where{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:16px;margin-top:8px}
.where figure{margin:0}.where svg{width:100%;height:auto;max-width:520px;border:1px solid #e0e0e0}
dl.rules dt{margin-top:8px}dl.rules dd{margin:2px 0 0 24px}:target{background:#fff3c4}
"""


def rule_anchor(rule: str) -> str:
    """The id of a rule's entry in the page: ``rule-`` and the rule id (``rule-trade.price``), any
    other character than a letter, a digit, ``_`` and ``.`` written as ``-`` and its code point in
    hex and ``-``, so that two rule ids never share an entry (ids come from the oracle, but a page
    trusts no text)."""
    return "rule-" + UNSAFE_IN_ID.sub(lambda m: f"-{ord(m.group()):x}-", rule)


def rule_href(rule: str, game: str, docs: str | None) -> str:
    """Where a rule id links: its entry in the page, or its entry on the rules site at ``docs``."""
    if docs is None:
        return "#" + rule_anchor(rule)
    return f"{docs.rstrip('/')}/{quote(game, safe='')}/rules/ids/#{quote(rule, safe='._')}"


def _rule_links(rules: list[str], game: str, docs: str | None) -> str:
    return ", ".join(f'<a href="{escape(rule_href(r, game, docs))}"><code>{escape(r)}</code></a>' for r in rules)


def rules_html(rules: list[str], texts: Mapping[str, str], title: str, game: str, docs: str | None) -> str:
    """The entry of each rule the page names: its id (the target of its links) and what the rule says
    (``texts``, the game's rule ids); with ``docs``, a link to its entry on the rules site too."""
    if not rules:
        return ""
    entries = []
    for rule in rules:
        text = texts.get(rule)
        said = escape(text) if text is not None else f'<span class="muted">not a rule id of {escape(title)}</span>'
        out = f' <a href="{escape(rule_href(rule, game, docs))}">on the rules site</a>' if docs is not None else ""
        entries.append(f'<dt id="{escape(rule_anchor(rule))}"><code>{escape(rule)}</code>{out}</dt><dd>{said}</dd>')
    return f'<h2>Rules blamed: {len(rules)}</h2><dl class="rules">' + "".join(entries) + "</dl>"


def _marked(lines: list[str], other: list[str]) -> str:
    """``lines`` as HTML, each line that is not matched in ``other`` marked as differing."""
    matcher = difflib.SequenceMatcher(a=lines, b=other, autojunk=False)
    same: set[int] = set()
    for block in matcher.get_matching_blocks():
        same.update(range(block.a, block.a + block.size))
    return "\n".join(f'<span class="diff">{escape(line)}</span>' if i not in same else escape(line)
                     for i, line in enumerate(lines))


def states_html(states: dict[str, Any] | None) -> str:
    """The oracle's state beside the engine's, one JSON line per field, the differing lines marked."""
    if not states:
        return ""
    ours = json.dumps(states.get("oracle"), indent=1, sort_keys=True, ensure_ascii=True).splitlines()
    theirs = json.dumps(states.get("engine"), indent=1, sort_keys=True, ensure_ascii=True).splitlines()
    return ('<div class="states"><div><h4>The oracle</h4><pre>' + _marked(ours, theirs) + '</pre></div>'
            '<div><h4>The engine</h4><pre>' + _marked(theirs, ours) + '</pre></div></div>')


def _group_html(group: Group, game: str, docs: str | None) -> str:
    status, rule, kind, where = group.signature
    example: Result = group.results[0]
    title = " · ".join(x for x in (kind, where) if x and kind != "engine") if status == "fail" else "engine error"
    items = "".join(f"<li><code>{escape(item_key(r))}</code></li>" for r in group.results)
    rules = _rule_links(example.rules, game, docs) if example.rules else '<span class="muted">none</span>'
    return (f'<section class="group {status}"><div class="sig"><span class="count">{group.count}</span>'
            + (f'<code>{escape(rule)}</code> ' if rule else "") + f"{escape(title)}</div>"
            f'<div class="message">e.g. <code>{escape(item_key(example))}</code>: {escape(example.message)}</div>'
            f"<div>rules blamed: {rules}</div>"
            f"<details><summary>{group.count} item(s)</summary><ul>{items}</ul></details>"
            + _where(group, _differences(example)) + states_html(example.states) + "</section>")


def _where(group: Group, differences: str) -> str:
    """The picture of the position where the group's example diverged (:mod:`oracle.conformance.position`),
    beside what tells it: what the picture shows, the diverging move, the components marked and the
    first divergence's differences; the differences alone where there is no picture to draw."""
    example = next((r for r in group.results if r.record is not None), None)
    drawn = where(example) if example is not None else None
    if drawn is None:
        return differences
    move = (f'<div>the move: <code>{escape(json.dumps(drawn.move, ensure_ascii=True))}</code></div>'
            if drawn.move is not None else "")
    marks = (f'<div>marked in red: {escape(", ".join(drawn.marked))}</div>' if drawn.marked
             else '<div class="muted">no component of the picture is named by the difference</div>')
    return (f'<div class="where"><figure class="picture">{drawn.svg}</figure><div>'
            f"<p>{escape(drawn.sentence())}</p>{move}{marks}{differences}</div></div>")


def _differences(example: Result, limit: int = 20) -> str:
    """The first divergence's differences, each in full, at most ``limit`` of them."""
    details = (example.divergence or {}).get("details") or []
    if not details:
        return ""
    more = f'<li class="muted">and {len(details) - limit} more</li>' if len(details) > limit else ""
    return ('<div>first divergence:</div><ul class="details">'
            + "".join(f"<li><code>{escape(str(d))}</code></li>" for d in details[:limit]) + more + "</ul>")


def report_html(report: Report, rule_texts: Mapping[str, str] | None = None, docs: str | None = None) -> str:
    """The whole page; ``rule_texts`` (rule id -> what it says) gives each blamed rule's entry, ``docs``
    (an address checked by ``--docs-url``) sends the rule links to a published rules site instead."""
    h = report.header
    game = h["game"]
    engine = h["engine"]
    rows = [("engine", engine["command"]),
            ("hello", f"protocol {engine.get('protocol') or '?'}"
                      + "".join(f", {k} {engine[k]}" for k in ("name", "version") if engine.get(k))),
            ("suite", f"{h['suite']['source']}: {h['suite']['cases']} cases, {h['suite']['goldens']} goldens, "
                      f"{h['suite']['perft']} perft; digest {h['suite']['digest']}"),
            ("selected", selected_line(h).removeprefix("selected: ")),
            ("started", f"{h['started']}, {h.get('seconds', 0):.1f} s")]
    header = "".join(f"<tr><th>{escape(k)}</th><td>{escape(str(v))}</td></tr>" for k, v in rows)
    totals = "<tr><th>section</th>" + "".join(f'<th>{s}</th>' for s in STATUSES) + "</tr>"
    for section in SECTIONS:
        counts = report.totals(section)
        if any(counts.values()):
            totals += f"<tr><td>{section}</td>" + "".join(f'<td class="n">{counts[s]}</td>' for s in STATUSES) + "</tr>"
    new = groups(report.new())
    body = [f"<h1>oracle conform — {escape(h['title'])}</h1>", f"<table>{header}</table>",
            "<h2>Totals</h2>", f"<table>{totals}</table>",
            f"<h2>New failures: {sum(g.count for g in new)} in {len(new)} group(s)</h2>"]
    body += [_group_html(g, game, docs) for g in new] or ['<p class="ok">None.</p>']
    blamed = list(dict.fromkeys(rule for g in new for rule in g.results[0].rules))
    body.append(rules_html(blamed, rule_texts or {}, h["title"], game, docs))
    known = report.known()
    if known:
        body.append(f"<h2>Known failures: {len(known)}</h2><ul>"
                    + "".join(f"<li><code>{escape(item_key(r))}</code>: {escape(why)}</li>" for r, why in known)
                    + "</ul>")
    fixed = report.fixed()
    if fixed:
        body.append("<h2>Listed as known, now passing</h2><ul>"
                    + "".join(f"<li><code>{escape(item_key(r))}</code></li>" for r in fixed) + "</ul>")
    return ("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
            "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">"
            f"<meta name=\"generator\" content=\"wonders-oracle conform report {REPORT_VERSION}\">"
            f"<title>oracle conform — {escape(h['title'])}</title><style>{STYLE}</style></head>"
            "<body><main>" + "\n".join(body) + "</main></body></html>\n")
