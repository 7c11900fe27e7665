"""MkDocs hooks: generate the rules reference from the spec while the site is built.

- ``on_config`` loads the spec and fills the navigation placeholders (``"@cards:I"``,
  ``"@wonders"``, ``"@progress"``) with the component pages.
- ``on_files`` adds the generated pages (:meth:`oracle.docs.site.Site.pages`); none is committed.
- ``on_page_markdown`` expands what hand-written chapters ask for: a heading with a rule-id
  anchor ``{#trade.price}`` gets the registry's statement of the rule under it;
  ``<!-- oracle-example: NAME -->`` becomes a worked example computed by the engine; and every
  ``tests/...py::test_...`` reference must name an existing test.  Any mistake stops the build.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files

from oracle.docs import examples
from oracle.docs.pinned import test_functions
from oracle.docs.site import RULES_FOLDER, Site, page_of, relative

_state: dict[str, Any] = {}

HEADING = re.compile(r"^(#{2,6}) (.+?) \{#([a-z_]+\.[a-z_.]+)\}[ \t]*$", re.MULTILINE)
EXAMPLE = re.compile(r"^<!-- oracle-example: ([a-z0-9-]+) -->[ \t]*$", re.MULTILINE)
TEST_REF = re.compile(r"tests/[A-Za-z0-9_/]+\.py::test_[A-Za-z0-9_]+")


def _root(config: Any) -> Path:
    return Path(config["config_file_path"]).resolve().parent


def _expand(items: list[Any], site: Site) -> list[Any]:
    out: list[Any] = []
    for item in items:
        if isinstance(item, str) and item.startswith("@"):
            out.extend(site.nav(item[1:]))
        elif isinstance(item, dict):
            out.append({k: (site.nav(v[1:]) if isinstance(v, str) and v.startswith("@")
                            else _expand(v, site) if isinstance(v, list) else v) for k, v in item.items()})
        else:
            out.append(item)
    return out


def on_config(config: Any) -> Any:
    root = _root(config)
    site = Site.load(root)
    _state["site"] = site
    _state["root"] = root
    _state["tests"] = test_functions(root)
    _state["positions"] = examples.Positions()
    config["nav"] = _expand(config["nav"], site)
    return config


def on_files(files: Files, config: Any) -> Files:
    site: Site = _state["site"]
    for path, content in site.pages().items():
        if files.get_file_from_path(path) is not None:
            raise PluginError(f"{path} is generated; remove the file from docs/")
        files.append(File.generated(config, path, content=content))
    return files


def _rule_heading(match: re.Match[str], site: Site, page: str) -> str:
    rid = match.group(3)
    if rid not in site.rules.rule_ids:
        raise PluginError(f"{page}: '{{#{rid}}}' is not a rule id of spec/duel/rules.toml")
    return (f"{match.group(0)}\n\n!!! rule \"Rule `{rid}`\"\n\n    {site.rules.rule_ids[rid]}\n")


def on_page_markdown(markdown: str, page: Any, config: Any, files: Files) -> str:
    site: Site = _state["site"]
    here = page.file.src_uri
    for ref in TEST_REF.findall(markdown):
        if ref not in _state["tests"]:
            raise PluginError(f"{here}: '{ref}' names no test")
    if here.startswith(f"{RULES_FOLDER}/"):
        markdown = HEADING.sub(lambda m: _rule_heading(m, site, here), markdown)

    def link(name: str) -> str:
        return f"[{name}]({relative(here, page_of(site.component(name)))})"

    def example(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in examples.EXAMPLES:
            raise PluginError(f"{here}: unknown worked example '{name}'")
        return examples.render(name, link, _state["positions"])

    return EXAMPLE.sub(example, markdown)
