"""The Friesematenten table plug-in (declared in pyproject.toml, group
`modernart_desktop.tables`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from modernart_desktop.ui.games import TablePlugin, lazy

translate = QCoreApplication.translate


def title() -> str:
    return translate("Catalog", "Friesematenten")


def blurb() -> str:
    return translate(
        "Catalog",
        "Bid for factories, status symbols and influence: the first empire worth 40 points wins.",
    )


def curtain_reason(view: dict[str, Any]) -> str | None:
    """Hot-seat: why the next player is called in the middle of someone else's turn."""
    asking = view.get("asking") or {}
    kind = asking.get("kind")
    if kind == "object":
        return translate("FrieseCurtain", "An action card is aimed at you: you may object.")
    if kind in ("hammer", "bag"):
        return translate("FrieseCurtain", "A window is open and you hold a card you may play now.")
    if kind == "pay":
        return translate("FrieseCurtain", "You won the auction: pay, or first play a lightning card.")
    return None


PLUGIN = TablePlugin(
    "friesematenten",
    title=title,
    blurb=blurb,
    designer="Friedemann Friese",
    paint_cover=lazy(f"{__name__}.cover:paint_cover"),
    paint_banner=lazy(f"{__name__}.cover:paint_banner"),
    create_table=lazy(f"{__name__}.table:FrieseTable"),
    describe_event=lazy(f"{__name__}.log_text:describe_event"),
    describe_refusal=lazy(f"{__name__}.refusals:describe_refusal"),
    option_label=lazy(f"{__name__}.names:option_label"),
    option_help=lazy(f"{__name__}.names:option_help"),
    format_score=lazy(f"{__name__}.names:points"),
    create_guide=lazy(f"{__name__}.guide:QuickGuide"),
    curtain_reason=curtain_reason,
    order=3,
    describe_choice=lazy(f"{__name__}.choices:describe_choice"),
    tutorial=lazy(f"{__name__}.tutorial:script"),
)
