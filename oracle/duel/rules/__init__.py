"""The rules of 7 Wonders Duel, one module per chapter: the Ages and who begins each, building and its
costs, the wonder draft, the military track, progress tokens, science, the card structure and the
wonders.
"""
