"""The words for after-the-game codes: undo's reasons, the history's notices, replay refusals."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate


def undo_reason(code: str) -> str:
    """Why undo is greyed out now (a tooltip)."""
    reasons = {
        "undo/game_over": translate("Undo", "The game is over: nothing can be taken back."),
        "undo/nothing_to_undo": translate("Undo", "You have not made a decision yet."),
        "undo/private_information": translate(
            "Undo", "Something new reached you since your last decision (a card drawn, a hand dealt)."
        ),
        "undo/revealed": translate(
            "Undo", "Something hidden was revealed since your last decision (bids, cards or a draw)."
        ),
        "undo/lan": translate("Undo", "There is no undo at a table shared over the network."),
        "undo/watching": translate("Undo", "Nobody plays at this screen: there is nothing to take back."),
        "undo/curtain": translate("Undo", "Call the next player to the screen first."),
        "undo/no_table": translate("Undo", "Undo is for a game in progress."),
        "undo/tutorial": translate(
            "Undo", "The guided game follows its script: there is nothing to take back."
        ),
    }
    return reasons.get(code, translate("Undo", "Your last decision cannot be taken back now."))


def undo_allowed() -> str:
    return translate("Undo", "Take back your last decision (the computers' moves since are undone too).")


def history_notice(code: str, params: dict[str, Any]) -> str:
    """What the player is told about the history file when it is opened."""
    if code == "history/moved_aside":
        if params.get("reason") == "foreign":
            text = translate(
                "History",
                "The history file belonged to another program. It was set aside as %1 and a new history was started.",
            )
        else:
            text = translate(
                "History",
                "The history file was damaged. It was set aside as %1 and a new history was started.",
            )
        return text.replace("%1", str(params.get("moved_to", "")))
    if code == "history/newer_schema":
        return translate(
            "History",
            "The history file was written by a newer version of the app. It was left untouched;"
            " games finished now are kept only until the app closes.",
        )
    if code == "history/upgraded":
        return translate("History", "The history file was brought up to date; every game in it was kept.")
    if code == "history/unavailable":
        return translate("History", "The history cannot be opened: %1").replace(
            "%1", str(params.get("error", ""))
        )
    return code


def replay_refused(code: str) -> str:
    if code == "replay/not_over":
        return translate(
            "Replay",
            "This game is not over yet. A replay shows every player's cards, so only finished games can be replayed.",
        )
    if code == "replay/no_log":
        return translate(
            "Replay",
            "This game was played at a table joined over the network: its moves are kept by the host only,"
            " so it cannot be replayed here.",
        )
    if code == "replay/missing":
        return translate("Replay", "The saved game of this replay is no longer there.")
    return translate("Replay", "This game cannot be replayed.")


def kind_label(kind: str, level: str | None) -> str:
    """A seat's kind in the history list."""
    if kind == "ai":
        from modernart_desktop.ui import texts

        return texts.level_name(level) if level else translate("History", "computer")
    if kind == "lan":
        return translate("History", "network")
    return translate("History", "you")
