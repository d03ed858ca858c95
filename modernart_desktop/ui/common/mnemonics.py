"""Alt + an underlined letter presses a button (README: "Alt + underlined letter").

A button with a fixed text gets its letter from its translation ("&Bid", "Pa&sser"):
the translator keeps it clear of the menu bar and of the buttons shown beside it. A
button whose text holds a name (a player to choose) gets one here, as it is drawn:
a letter of the name where it can, never one the menu bar or another visible button
already uses."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QAbstractButton, QMainWindow, QWidget


def mnemonic(text: str) -> str | None:
    """The letter after a single "&" in a button's or menu's text (lower case), if any."""
    i = 0
    while i < len(text) - 1:
        if text[i] == "&":
            if text[i + 1] != "&":
                return text[i + 1].lower()
            i += 1
        i += 1
    return None


def plain(text: str) -> str:
    """A button's text as read out: without its "&" (a doubled "&&" is one "&")."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def escaped(words: str) -> str:
    """Words (a player's name) put into a button's text: an "&" in them stays an "&"."""
    return words.replace("&", "&&")


def taken_mnemonics(window: QWidget | None, exclude: Iterable[QAbstractButton] = ()) -> set[str]:
    """The Alt letters already in use in `window`: its menu bar's and its visible buttons'."""
    used: set[str] = set()
    if window is None:
        return used
    skip = set(exclude)
    bar = window.menuBar() if isinstance(window, QMainWindow) else None
    texts = [a.text() for a in bar.actions() if a.isVisible()] if bar is not None else []
    texts += [b.text() for b in window.findChildren(QAbstractButton) if b.isVisible() and b not in skip]
    return {m for t in texts if (m := mnemonic(t)) is not None}


def underline(button: QAbstractButton, used: set[str], prefer: str = "") -> None:
    """Underline one letter of `button`'s text that is not in `used`: a word's first
    letter inside `prefer` (a name in the text) first, then any of its letters, then a
    word's first letter, then any letter; `used` gains it. Drawn again, a button keeps
    no letter it was given before."""
    text = button.text().replace("&&", "\0").replace("&", "")  # (a letter underlined before goes)
    words = text.replace("\0", "&")
    start = words.find(prefer) if prefer else -1
    inside = range(start, start + len(prefer)) if start >= 0 else range(0)

    def first_of_word(i: int) -> bool:
        return text[i].isalpha() and (i == 0 or not text[i - 1].isalnum())

    letters = [i for i, ch in enumerate(text) if ch.isalpha()]
    order = (
        [i for i in letters if i in inside and first_of_word(i)]
        + [i for i in letters if i in inside]
        + [i for i in letters if first_of_word(i)]
        + letters
    )
    pick = next((i for i in order if text[i].lower() not in used), None)
    button.setAccessibleName(words)
    if pick is None:
        button.setText(text.replace("\0", "&&"))
        return
    used.add(text[pick].lower())
    button.setText((text[:pick] + "&" + text[pick:]).replace("\0", "&&"))
