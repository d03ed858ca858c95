"""The host dialog: hints are off unless the host ticks "Allow hints for every player"."""

from __future__ import annotations

from modernart_desktop.ui.lobby.host_dialog import HostDialog


def test_hints_stay_off_unless_the_host_allows_them(qtbot):
    dialog = HostDialog("Nina")
    qtbot.addWidget(dialog)
    assert not dialog.hints.isChecked() and dialog.setup().hints is False
    assert "hints" in dialog.hints.text()
    dialog.hints.setChecked(True)
    assert dialog.setup().hints is True
