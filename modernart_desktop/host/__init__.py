"""The one host object for solo, hot-seat and LAN play (transports plug into it)."""
