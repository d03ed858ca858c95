"""The LAN screens speak Polish and French: every visible text of the host dialog,
the join dialog, the waiting room and the LAN panel comes from lan_<lang>.ts, with
no English left behind (screenshots in artifacts/screenshots/lan_*_<lang>.png)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtWidgets import QAbstractButton, QComboBox, QLabel, QLineEdit, QWidget

TRANSLATIONS = Path(__file__).resolve().parents[3] / "translations"


def english_sources(lang: str) -> list[re.Pattern]:
    """LAN sources whose translation differs from the English (those must not show),
    as patterns: a placeholder (%1, %n) matches whatever was put in its place."""
    out = []
    for message in ET.parse(TRANSLATIONS / f"lan_{lang}.ts").getroot().iter("message"):
        source, translation = message.findtext("source"), message.findtext("translation")
        if source != translation:
            parts = re.split(r"%\d|%n", source.replace("&", ""))
            out.append(re.compile("^" + ".+".join(re.escape(p) for p in parts) + "$", re.S))
    return out


def english_left(patterns: list[re.Pattern], texts: list[str]) -> list[str]:
    return [t for t in texts if any(p.match(t) for p in patterns)]


def visible_texts(root: QWidget) -> list[str]:
    texts = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible():
            continue
        if isinstance(w, (QLabel, QAbstractButton)):
            texts.append(w.text().replace("&", ""))
        if isinstance(w, QLineEdit):
            texts.append(w.placeholderText())
        if isinstance(w, QComboBox):
            texts += [w.itemText(i) for i in range(w.count())]
        if w.isWindow():
            texts.append(w.windowTitle())
    return [t for t in texts if t.strip()]


@pytest.mark.parametrize("lang", ["pl", "fr"])
def test_the_lan_screens_are_fully_translated(make_window, qtbot, shots, lang):
    english = english_sources(lang)
    window = make_window(lang, name="Ada")
    card_texts = visible_texts(window.lobby.card)
    assert card_texts and not english_left(english, card_texts), card_texts
    window.lobby.host_game()
    dialog = window.lobby.host_dialog
    dialog.name.setText("Salon")
    left = english_left(english, visible_texts(dialog))
    assert not left, left
    dialog.grab().save(str(shots / f"lan_host_dialog_{lang}.png"))
    qtbot.mouseClick(dialog.open_table, qtbot_left())
    qtbot.waitUntil(lambda: window.lobby.room is not None, timeout=10000)
    room = window.lobby.room
    left = english_left(english, visible_texts(room))
    assert not left, left
    window.grab().save(str(shots / f"lan_waiting_room_{lang}.png"))
    guest = make_window(lang, name="Bruno")
    guest.lobby.join_game()
    join = guest.lobby.join_dialog
    # (a table an earlier test advertised may linger on the loopback a moment: ours by its port)
    port = room.session.host.port

    def own_row() -> int | None:
        rows = range(join.found.count())
        return next((i for i in rows if f":{port}" in join.found.item(i).text()), None)

    qtbot.waitUntil(lambda: own_row() is not None, timeout=15000)
    join.found.setCurrentRow(own_row())
    left = english_left(english, visible_texts(join))
    assert not left, left
    join.grab().save(str(shots / f"lan_join_dialog_{lang}.png"))
    join.reject()
    room.leave_requested.emit()
    qtbot.waitUntil(lambda: window.lobby.room is None, timeout=5000)


def qtbot_left():
    from PySide6.QtCore import Qt

    return Qt.MouseButton.LeftButton


@pytest.mark.parametrize("lang", ["pl", "fr"])
def test_the_resume_tab_is_translated(make_window, qtbot, shots, lang, lan):
    from modernart_desktop.net.seats import AI, LOCAL, LanSeat
    from modernart_desktop.storage.lan_saves import lan_save_path

    english = english_sources(lang)
    first = make_window(lang, name="Ada")
    host = lan.host_in(
        first,
        [LanSeat(LOCAL, "Ada"), LanSeat(AI, "Nex", "random"), LanSeat(AI, "Koriko", "random")],
        save_path=lan_save_path("modern_art"),
        autostart=False,
    )
    host.start_game()
    qtbot.waitUntil(lambda: first.table_page is not None, timeout=5000)
    first.close()  # an unfinished table is left behind
    qtbot.waitUntil(lambda: host.closing, timeout=5000)
    window = make_window(lang, name="Ada")
    window.lobby.host_game()
    dialog = window.lobby.host_dialog
    dialog.tabs.setCurrentIndex(1)
    qtbot.wait(50)
    texts = visible_texts(dialog) + [dialog.tabs.tabText(i) for i in range(2)]
    texts += [dialog.saved_list.headerItem().text(c) for c in range(5)]
    texts += [dialog.saved_list.topLevelItem(0).text(2)]
    left = english_left(english, texts)
    assert not left, left
    dialog.grab().save(str(shots / f"lan_host_dialog_resume_{lang}.png"))
    dialog.reject()
