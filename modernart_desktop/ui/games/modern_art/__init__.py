"""The Modern Art table plug-in."""
from __future__ import annotations

from modernart_desktop.ui import texts
from modernart_desktop.ui.games import TablePlugin, register_table


def _create(parent):
    from modernart_desktop.ui.games.modern_art.table import ModernArtTable

    return ModernArtTable(parent)


def _describe_event(event, names, viewer):
    from modernart_desktop.ui.games.modern_art.log_text import describe_event

    return describe_event(event, names, viewer)


def _describe_refusal(code, params):
    from modernart_desktop.ui.games.modern_art.refusals import describe_refusal

    return describe_refusal(code, params)


def _option_label(key):
    from modernart_desktop.ui.games.modern_art.names import option_label

    return option_label(key)


register_table(TablePlugin("modern_art", _create, _describe_event, _describe_refusal, _option_label,
                           texts.money, pause_on=frozenset({"round/scored"})))
