"""The new-game dialog grows with its seats: opened with two seats, then set to four (or
five), every seat's row shows whole - none squeezed below the height its fields ask for
or cut off at the dialog's foot - in English, Polish and French."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication


def settle() -> None:
    for _ in range(6):
        QApplication.processEvents()


@pytest.mark.parametrize("lang", ["en", "pl", "fr"])
@pytest.mark.parametrize(("game_id", "most"), [("art_society", 4), ("modern_art", 5)])
def test_every_seat_row_shows_whole_when_the_seats_grow(make_window, shots_dir, lang, game_id, most):
    window = make_window(lang)
    window.resize(1280, 665)
    window.settings.set_last_setup({"game": game_id, "players": 2, "seats": []})
    window.ask_new_game(game_id)
    settle()
    dialog = window.new_game_dialog
    dialog.players.setValue(dialog.players.minimum())
    settle()
    dialog.players.setValue(most)
    settle()
    dialog.grab().save(str(shots_dir / f"new_game_{game_id}_{most}_seats_{lang}.png"))
    rows = [r for r in dialog.rows if r.name.isVisible()]
    assert len(rows) == most
    for row in rows:
        for field in (row.label, row.name, row.kind):
            assert field.height() >= field.sizeHint().height(), (row.index, field, field.height())
            bottom = field.mapTo(dialog, field.rect().bottomLeft()).y()
            assert bottom < dialog.start.geometry().top(), (row.index, bottom)
            assert bottom <= dialog.seats_box.geometry().bottom()
    assert dialog.height() >= dialog.sizeHint().height()
    dialog.reject()
