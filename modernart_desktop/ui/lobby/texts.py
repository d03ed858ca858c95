"""The words of LAN play, translated at call time. The wire carries only codes
(docs/protocol.md); this is where they become sentences, in this screen's language."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from modernart_desktop.host.table import AI, REMOTE
from modernart_desktop.net.seats import LOCAL, OPEN

translate = QCoreApplication.translate


def join_problem(code: str, params: dict[str, Any] | None = None) -> str:
    """Why joining (or staying at) a table did not work."""
    params = params or {}
    messages = {
        "version/mismatch": translate(
            "Lan",
            "This table runs a different version of Modern Art Desktop "
            "(%1). Both players need versions that understand each other.",
        ).replace("%1", str(params.get("host_app", "?"))),
        "password/wrong": translate("Lan", "The password is not right."),
        "token/unknown": translate("Lan", "This table no longer keeps a seat for you."),
        "table/full": translate("Lan", "Every seat at this table is taken."),
        "table/started": translate("Lan", "The game at this table has already started."),
        "host/closing": translate("Lan", "The host is closing the table."),
        "game/over": translate("Lan", "The game is over and the host has closed the table."),
        "net/unreachable": translate(
            "Lan",
            "No table answers at this address. Check the address and port, "
            "and that both computers are on the same network.",
        ),
        "net/handshake": translate(
            "Lan", "Something answered at this address, but it is not a Modern Art Desktop table."
        ),
        "net/gave_up": translate("Lan", "The connection to the table was lost and could not be restored."),
        "game/unknown": translate("Lan", "This table plays a game this copy of the app does not have."),
        "seat/kicked": translate("Lan", "The host has given your seat to someone else."),
        "seat/taken_over": translate("Lan", "Your seat was taken up from another window or computer."),
        "address/invalid": translate(
            "Lan", "Type the address as address:port, for example 192.168.1.20:45000."
        ),
    }
    return messages.get(code) or translate("Lan", "The table refused the connection (%1).").replace(
        "%1", code
    )


def lan_refusal(code: str) -> str | None:
    """Refusals only LAN play has; None lets the game or the shell explain the code."""
    messages = {
        "game/paused": translate("Lan", "The game is paused until every player is back."),
        "game/not_started": translate("Lan", "The game has not started yet."),
        "seat/not_yours": translate("Lan", "That seat is not yours."),
        "seat/spectator": translate("Lan", "Spectators watch; they do not play."),
        "chat/too_fast": translate("Lan", "You are writing too fast; wait a moment."),
    }
    return messages.get(code)


def seat_kind(kind: str) -> str:
    return {
        OPEN: translate("Lan", "Open seat"),
        REMOTE: translate("Lan", "Player on the network"),
        AI: translate("Lan", "Computer"),
        LOCAL: translate("Lan", "Player at the host's screen"),
    }.get(kind, kind)


def seat_status(seat: dict[str, Any], started: bool) -> str:
    """One seat's state in a few words: waiting, ready, connected, away..."""
    kind = seat["kind"]
    if kind == OPEN:
        return translate("Lan", "waiting for a player")
    if kind == AI:
        return translate("Lan", "computer")
    if not seat["connected"]:
        return (
            translate("Lan", "away, a computer plays for now")
            if seat["standin"]
            else translate("Lan", "away, seat kept")
        )
    if started:
        return translate("Lan", "connected")
    return translate("Lan", "ready") if seat["ready"] else translate("Lan", "not ready yet")


def saved_seat(name: str, kind: str) -> str:
    """A seat of a saved table: its name, and who played it when that is not a LAN player."""
    if kind == LOCAL:
        return translate("Lan", "%1 (at this screen)").replace("%1", name)
    if kind == AI:
        return translate("Lan", "%1 (computer)").replace("%1", name)
    return name


def policy_name(policy: str) -> str:
    return {
        "pause": translate("Lan", "Pause the game until they are back"),
        "standin": translate("Lan", "Let a computer play for them after 20 seconds"),
    }.get(policy, policy)


def policy_summary(policy: str) -> str:
    """The table's choice for a player who drops out, said as the rule this table follows
    (the waiting room shows it to everyone; the host's dialog offers the same choice)."""
    return {
        "pause": translate("Lan", "If a player drops out, the game waits until they are back"),
        "standin": translate("Lan", "If a player drops out, a computer plays for them after 20 seconds"),
    }.get(policy, policy)


def link_banner(status: str, paused: bool, waiting_for: list[str]) -> str:
    """The banner over the table: our own link first, then the table's pause."""
    if status == "reconnecting":
        return translate("Lan", "Connection lost. Reconnecting…")
    if status == "closed":
        return translate("Lan", "Disconnected from the table.")
    if paused:
        names = ", ".join(waiting_for) or "?"
        return translate("Lan", "Paused: waiting for %1 to come back.").replace("%1", names)
    return ""
