"""The Modern Art: The Card Game table plug-in."""
from __future__ import annotations

from modernart_desktop.ui.games import TablePlugin, register_table


def _create(parent):
    from modernart_desktop.ui.games.modern_art_card_game.table import CardGameTable

    return CardGameTable(parent)


def _describe_event(event, names, viewer):
    from modernart_desktop.ui.games.modern_art_card_game.log_text import describe_event

    return describe_event(event, names, viewer)


def _describe_refusal(code, params):
    from modernart_desktop.ui.games.modern_art_card_game.refusals import describe_refusal

    return describe_refusal(code, params)


def _option_label(key):
    from modernart_desktop.ui.games.modern_art_card_game.names import option_label

    return option_label(key)


def _format_score(points: int) -> str:
    from modernart_desktop.ui.games.modern_art_card_game.names import points as fmt

    return fmt(points)


register_table(TablePlugin("modern_art_card_game", _create, _describe_event, _describe_refusal, _option_label,
                           _format_score, pause_on=frozenset({"round/scored"})))
