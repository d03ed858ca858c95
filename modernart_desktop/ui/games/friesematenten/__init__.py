"""The Friesematenten table plug-in (declared in pyproject.toml, group
`modernart_desktop.tables`)."""

from __future__ import annotations

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
    format_score=lazy(f"{__name__}.names:points"),
    create_guide=lazy(f"{__name__}.guide:QuickGuide"),
    order=3,
)
