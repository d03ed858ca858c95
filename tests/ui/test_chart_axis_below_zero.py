"""The round-by-round chart labels its axis below zero the way counts are written
(Art Society can end a round below zero): "-5 points", never "%n point(s)"."""

from __future__ import annotations

import pytest

from modernart_desktop.ui.after.charts import RoundChart
from modernart_desktop.ui.games.art_society.names import points


@pytest.mark.parametrize(
    ("lang", "minus_five"), [("en", "-5 points"), ("pl", "-5 punktów"), ("fr", "-5 points")]
)
def test_the_axis_step_below_zero_is_a_negative_count(qapp, lang, minus_five):
    from modernart_desktop.ui.i18n import I18n

    i18n = I18n(qapp)
    i18n.set_language(lang)
    try:
        written: list[str] = []

        def label(v: int) -> str:
            written.append(points(v))
            return written[-1]

        chart = RoundChart()
        chart.resize(520, 240)
        chart.set_data(["Nina", "Ada"], [[-8, 2], [3, 12], [9, 17]], label)
        chart.grab()  # paints the axis
        below = [t for t in written if t.startswith("-")]
        assert below and all("%n" not in t and "(s)" not in t for t in written)
        assert minus_five in below, written
    finally:
        i18n.set_language("en")
