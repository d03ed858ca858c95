"""Guided first games ("Learn to play"): a game's script is data next to its table
(`ui/games/<id>/tutorial.py`), this package runs any game's script: the scripted
session, the coach beside the table, and the checks a script must pass."""
