"""The Art Society table plug-in (declared in pyproject.toml, group `modernart_desktop.tables`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from modernart_desktop.ui.games import TablePlugin, lazy

translate = QCoreApplication.translate


def title() -> str:
    return translate("Catalog", "Art Society")


def blurb() -> str:
    return translate(
        "Catalog",
        "Bid for paintings and hang them on your gallery wall; what nobody buys goes to the museum.",
    )


def curtain_reason(view: dict[str, Any]) -> str | None:
    if view.get("phase") == "bid":
        return translate(
            "ArtSocietyTable",
            "Lollipops are chosen in secret, one player after another: nobody sees them until all are in.",
        )
    return None


PLUGIN = TablePlugin(
    "art_society",
    title=title,
    blurb=blurb,
    designer="Mitch Wallace",
    paint_cover=lazy(f"{__name__}.cover:paint_cover"),
    paint_banner=lazy(f"{__name__}.cover:paint_banner"),
    create_table=lazy(f"{__name__}.table:ArtSocietyTable"),
    describe_event=lazy(f"{__name__}.log_text:describe_event"),
    describe_refusal=lazy(f"{__name__}.refusals:describe_refusal"),
    option_label=lazy(f"{__name__}.names:option_label"),
    format_score=lazy(f"{__name__}.names:points"),
    curtain_reason=curtain_reason,
    create_guide=lazy(f"{__name__}.guide:QuickGuide"),
    order=2,
    describe_choice=lazy(f"{__name__}.choices:describe_choice"),
    tutorial=lazy(f"{__name__}.tutorial:script"),
)
