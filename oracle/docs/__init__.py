"""The rules reference site: pages generated from the spec at documentation build time."""
