"""The Modern Art: The Card Game table plug-in (declared in pyproject.toml, group
`modernart_desktop.tables`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from modernart_desktop.ui.games import TablePlugin, lazy

translate = QCoreApplication.translate


def title() -> str:
    return translate("Catalog", "Modern Art: The Card Game")


def blurb() -> str:
    return translate(
        "Catalog", "No money, no bidding: play paintings to push your favourite artists up the ranking."
    )


PLUGIN = TablePlugin(
    "modern_art_card_game",
    title=title,
    blurb=blurb,
    designer="Reiner Knizia",
    paint_cover=lazy(f"{__name__}.cover:paint_cover"),
    paint_banner=lazy(f"{__name__}.cover:paint_banner"),
    create_table=lazy(f"{__name__}.table:CardGameTable"),
    describe_event=lazy(f"{__name__}.log_text:describe_event"),
    describe_refusal=lazy(f"{__name__}.refusals:describe_refusal"),
    option_label=lazy(f"{__name__}.names:option_label"),
    format_score=lazy(f"{__name__}.names:points"),
    pause_on=frozenset({"round/scored"}),
    create_guide=lazy(f"{__name__}.guide:QuickGuide"),
    order=1,
    describe_choice=lazy(f"{__name__}.choices:describe_choice"),
    tutorial=lazy(f"{__name__}.tutorial:script"),
)
