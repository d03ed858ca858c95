"""The Modern Art: The Card Game table plug-in."""

from __future__ import annotations

from modernart_desktop.ui.games import TablePlugin, lazy, register_table

register_table(
    TablePlugin(
        "modern_art_card_game",
        create_table=lazy(f"{__name__}.table:CardGameTable"),
        describe_event=lazy(f"{__name__}.log_text:describe_event"),
        describe_refusal=lazy(f"{__name__}.refusals:describe_refusal"),
        option_label=lazy(f"{__name__}.names:option_label"),
        format_score=lazy(f"{__name__}.names:points"),
        pause_on=frozenset({"round/scored"}),
    )
)
