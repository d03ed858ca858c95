"""LAN play: the wire protocol, the TCP host around the one table, the client, and
zeroconf discovery. No Qt here: the desktop app drives these through qasync, the
headless `modernart host` / `modernart join` commands through plain asyncio.

The protocol is written down in docs/protocol.md.
"""
