"""The rules of 7 Wonders Architects that the turn calls on, one module per chapter: battles and the
payments a piece may take.
"""
