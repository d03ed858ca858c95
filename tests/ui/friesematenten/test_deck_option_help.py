"""The new-game dialog's line under "Card set version" follows the version chosen: with
version 1 it describes version 1, not the current one."""

from __future__ import annotations

from modernart_desktop.games.friesematenten.components import DECK_VERSION, DECK_VERSIONS
from modernart_desktop.ui.common.game_options import GameOptionsBox


def test_the_help_line_follows_the_chosen_version(qapp):
    box = GameOptionsBox()
    box.set_game("friesematenten")
    spin = box.widgets["deck"]
    help_line = box.helps["deck"]
    assert spin.value() == DECK_VERSION
    assert help_line.text().startswith(f"Version {DECK_VERSION}, the current one")
    if len(DECK_VERSIONS) > 1:
        spin.setValue(DECK_VERSIONS[0])
        assert help_line.text().startswith(f"Version {DECK_VERSIONS[0]}, the first edition")
        assert spin.toolTip() == help_line.text()
        spin.setValue(DECK_VERSION)
        assert help_line.text().startswith(f"Version {DECK_VERSION}, the current one")
