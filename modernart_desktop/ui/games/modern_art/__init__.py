"""The Modern Art table plug-in (declared in pyproject.toml, group `modernart_desktop.tables`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from modernart_desktop.ui import texts
from modernart_desktop.ui.games import TablePlugin, lazy

translate = QCoreApplication.translate


def title() -> str:
    return translate("Catalog", "Modern Art")


def blurb() -> str:
    return translate(
        "Catalog",
        "Five kinds of auction, secret money, four rounds: buy the paintings whose market is about to rise.",
    )


def curtain_reason(view: dict[str, Any]) -> str | None:
    """Sealed bids are the one decision several seats make in secret, one after another."""
    if view.get("phase") == "auction" and (view.get("auction") or {}).get("type") == "sealed":
        return translate(
            "HotSeat",
            "Sealed bids are entered one at a time behind the curtain; everyone else, please look away.",
        )
    return None


PLUGIN = TablePlugin(
    "modern_art",
    title=title,
    blurb=blurb,
    designer="Reiner Knizia",
    paint_cover=lazy(f"{__name__}.cover:paint_cover"),
    paint_banner=lazy(f"{__name__}.cover:paint_banner"),
    create_table=lazy(f"{__name__}.table:ModernArtTable"),
    describe_event=lazy(f"{__name__}.log_text:describe_event"),
    describe_refusal=lazy(f"{__name__}.refusals:describe_refusal"),
    option_label=lazy(f"{__name__}.names:option_label"),
    option_help=lazy(f"{__name__}.names:option_help"),
    format_score=texts.money,
    pause_on=frozenset({"round/scored"}),
    curtain_reason=curtain_reason,
    create_guide=lazy(f"{__name__}.guide:QuickGuide"),
    order=0,
    describe_choice=lazy(f"{__name__}.choices:describe_choice"),
    tutorial=lazy(f"{__name__}.tutorial:script"),
)
