"""Until the table is declared as an entry point, the tests register it themselves."""

from __future__ import annotations

import pytest

from modernart_desktop.ui import games


@pytest.fixture(autouse=True)
def art_society_table():
    from modernart_desktop.ui.games.art_society import PLUGIN

    games.register_table(PLUGIN)
    yield
