"""After the game, on screen: replays, the history page and its charts, undo's texts.

Game-agnostic: a game's table is shown through its plug-in (`ui/games`), the data
come from `core/replay.py`, `core/undo.py` and `history/`.
"""
