"""Rule helpers shared by several games (ranking, turn order, dealing).

Not a game: this package registers nothing, so plug-in discovery that imports
every package under `games/` finds no game here (tests/core checks it).
Pure Python like the rules that use it: no Qt, asyncio or sockets.
"""
