"""Shared words of the app, translated at call time: amounts, AI levels, generic
refusal codes. Game-specific texts live with the game's table (ui/games/<id>/)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale

translate = QCoreApplication.translate


def fill(template: str, **values: Any) -> str:
    """Put values into a translated template's {named} places (translators may move them).
    A value that ends a sentence itself ("Christin P.", "Objection!") takes the place of
    the template's full stop after it, never showing two marks."""
    for key, value in values.items():
        text = str(value)
        if text.endswith((".", "!", "?", "…")):
            template = template.replace("{" + key + "}.", text)
        template = template.replace("{" + key + "}", text)
    return template


_ENGLISH_PLURAL = re.compile(r"\((s|es)\)")
# A stand-in count for |n| >= 2 with the same last two digits, so the same plural form in
# English, French and Polish (their rules look at n == 1, n < 2, n % 10 and n % 100), and
# digits that no text holds, so they can be found again and given the sign.
_STAND_IN = 987654300


def counted(text_for: Callable[[int], str], count: int, /, **values: Any) -> str:
    """A text with a count in it, the one way the app writes counts:
    `counted(lambda k: translate(ctx, "%n card(s)", "", k), n)` (the lambda keeps the
    literal where lupdate finds it). Each language's .ts gives its plural forms (Polish
    three, French two); English is the source language, with no plural rules loaded:
    there "(s)" becomes "s" or nothing.

    Negative counts (-5 VP, an axis step below zero) get the plural form of their size and
    a minus sign: Qt itself leaves "%n" unwritten when n < 0."""
    n = int(count)
    if n >= 0:
        text = text_for(n)
    else:
        size = -n
        stand_in = size if size < 2 else _STAND_IN + size % 100
        written = re.compile(rf"(?<!\d){stand_in}(?!\d)")
        text = written.sub(QLocale().negativeSign() + str(size), text_for(stand_in))
    if "(" in text:
        text = _ENGLISH_PLURAL.sub(lambda m: "" if abs(n) == 1 else m.group(1), text)
    return fill(text, **values)


def money_format() -> str:
    # Translators: how an amount in thousands of euro is written; %1 is the number.
    return translate("Money", "€%1k")


def money(amount: int) -> str:
    """An amount in thousands of euro, the way the current language writes it."""
    return money_format().replace("%1", QLocale().toString(int(amount)))


def date_time(seconds: float) -> str:
    """A moment (seconds since the epoch) as the current language writes a date and time
    (QLocale's short format: 23/11/2026 20:11 in French, 23.11.2026 20:11 in Polish), its
    year always in four digits (American English: 11/23/2026 8:11 PM, not 11/23/26)."""
    moment = QDateTime.fromSecsSinceEpoch(int(seconds))
    locale = QLocale()
    written = locale.dateTimeFormat(QLocale.FormatType.ShortFormat)
    if "yyyy" not in written:
        written = written.replace("yy", "yyyy")
    return locale.toString(moment, written)


def money_affixes() -> tuple[str, str]:
    """Prefix and suffix around the number, for spin boxes."""
    fmt = money_format()
    if "%1" not in fmt:
        return "", ""
    before, after = fmt.split("%1", 1)
    return before, after


def level_name(level: str) -> str:
    names = {
        "random": translate("Levels", "Random"),
        "easy": translate("Levels", "Easy"),
        "normal": translate("Levels", "Normal"),
        "strong": translate("Levels", "Strong"),
        "expert": translate("Levels", "Expert"),
    }
    return names.get(level, level)


def speed_name(speed: str) -> str:
    names = {
        "slow": translate("Speeds", "Slow"),
        "normal": translate("Speeds", "Normal"),
        "fast": translate("Speeds", "Fast"),
        "instant": translate("Speeds", "Instant"),
    }
    return names.get(speed, speed)


def default_seat_name(seat: int) -> str:
    return translate("Seats", "Player %1").replace("%1", str(seat + 1))


def seat_name(names: list[str], seat: Any) -> str:
    """The name of `seat`, or "?" when an event or result names no seat of this table."""
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"


def seat_kind(game_id: str, info: Any) -> str:
    """Who plays a seat: "Computer · Normal", "Player at this screen", "Player on the network"."""
    from modernart_desktop.host.table import AI, HUMAN
    from modernart_desktop.ui.session import seat_level

    if info.kind == AI:
        # the level it plays at (a save may name one this game no longer offers)
        level = seat_level(game_id, info.level) if info.level else None
        level = None if level == "random" else level
        return (
            fill(translate("Seats", "Computer · {level}"), level=level_name(level))
            if level
            else translate("Seats", "Computer")
        )
    if info.kind == HUMAN:
        return translate("Seats", "Player at this screen")
    return translate("Seats", "Player on the network")


def computer_names() -> list[str]:
    """Names for AI seats: painters' first names read the same in all three languages."""
    return ["Ada", "Bruno", "Clara", "Diego", "Elsa", "Frida", "Gustav"]


def refusal(code: str, params: dict[str, Any]) -> str:
    """A readable reason for a refusal code that any game may raise."""
    messages = {
        "action/stale": translate(
            "Refusals", "The table changed just before your move arrived. Look again and choose."
        ),
        "action/malformed": translate("Refusals", "That move could not be understood."),
        "action/unknown_kind": translate("Refusals", "That move does not exist in this game."),
        "action/not_now": translate("Refusals", "That move is not possible at this moment."),
        "turn/not_active": translate("Refusals", "It is not your turn."),
        "seat/invalid": translate("Refusals", "There is no such seat at this table."),
        "game/over": translate("Refusals", "The game is over."),
    }
    if code == "tutorial/off_script":  # a guided game waits for the move its coach asked for
        move = str(params.get("move") or "")
        if move:
            return translate("Refusals", "The coach is waiting for a different move: %1.").replace("%1", move)
        return translate("Refusals", "The coach is waiting for the move it asked for.")
    text = messages.get(code)
    if text is None:
        text = translate("Refusals", "That move is not allowed (%1).").replace("%1", code)
    return text
