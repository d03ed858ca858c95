"""LAN play in the desktop app: host and join dialogs, the waiting room, the LAN panel
beside the table (links, reconnecting banner, chat). The networking itself lives in
`modernart_desktop.net`; this package only shows it."""

from __future__ import annotations


def install(window):
    """Hook LAN play into the main window (called once from MainWindow)."""
    from modernart_desktop.ui.lobby.controller import install as _install

    return _install(window)
