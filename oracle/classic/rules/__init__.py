"""The rules of 7 Wonders that the turn calls on, one module per chapter: a city's facts (what it
produces, sells and counts) and the payments to the neighbours.
"""
