"""The game-agnostic core: pure Python, no Qt, no asyncio, no sockets."""
