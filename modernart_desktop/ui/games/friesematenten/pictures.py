"""A picture for each of Friesematenten's 60 cards, drawn by our own code: each is a
few shapes in a 100 x 100 box, written in a small path language (a subset of SVG's,
absolute coordinates only), so the whole set is data and stays sharp at any size.

A shape is (fill, stroke, stroke width, path). Colours are names from `PALETTE`
("ink" is the card type's dark colour, "accent" its own colour); None draws nothing.
Path commands: M x y, L x y, C x1 y1 x2 y2 x y, Q x1 y1 x y, Z; O cx cy r (circle),
E cx cy rx ry (ellipse), R x y w h r (rounded rectangle); T x y size text (a word or
sign, centred on x y, bold)."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen

Shape = tuple[str | None, str | None, float, str]

PALETTE = {
    "paper": QColor("#fbf7ec"),
    "white": QColor("#ffffff"),
    "black": QColor("#24211d"),
    "grey": QColor("#8d8a84"),
    "silver": QColor("#c9ccd1"),
    "steel": QColor("#6f7780"),
    "gold": QColor("#e4b42c"),
    "yellow": QColor("#f4d23c"),
    "orange": QColor("#ef8a24"),
    "red": QColor("#d23b2c"),
    "pink": QColor("#e7719b"),
    "skin": QColor("#f0c9a0"),
    "wood": QColor("#a86a32"),
    "brown": QColor("#6e4424"),
    "tan": QColor("#d8b27a"),
    "green": QColor("#3f9a4a"),
    "leaf": QColor("#58b444"),
    "toxic": QColor("#9bd13a"),
    "blue": QColor("#3a78c8"),
    "sky": QColor("#9ccbf0"),
    "navy": QColor("#1f3560"),
    "money": QColor("#5fae62"),
}

# Shared bits: a small factory (used by several action cards), a coin.
_FACTORY = "M 56 86 L 56 62 L 66 55 L 66 62 L 76 55 L 76 62 L 86 55 L 86 86 Z"
_FACTORY_SMALL_LEFT = "M 12 86 L 12 66 L 20 60 L 20 66 L 28 60 L 28 66 L 36 60 L 36 86 Z"

PICTURES: dict[str, list[Shape]] = {
    # -------------------------------------------------------------- factories
    "pommesbude": [
        ("yellow", "brown", 1.5, "R 30 16 7 42 2 R 40 10 7 46 2 R 50 14 7 42 2 R 60 19 7 38 2"),
        ("red", "ink", 2, "M 24 44 L 76 44 L 68 88 L 32 88 Z"),
        ("white", None, 0, "M 36 54 L 64 54 L 63 60 L 37 60 Z"),
    ],
    "baeckerei": [
        ("tan", "brown", 2, "M 12 64 C 12 34 88 34 88 64 L 88 72 C 88 82 12 82 12 72 Z"),
        (None, "brown", 3, "M 32 46 L 38 62 M 48 42 L 54 60 M 64 46 L 70 62"),
        ("wood", "brown", 1.5, "M 14 84 L 86 84 L 82 90 L 18 90 Z"),
    ],
    "schlachterei": [
        ("silver", "ink", 2, "M 14 26 L 66 26 L 66 62 L 20 62 C 14 56 14 40 14 26 Z"),
        ("paper", "ink", 1.5, "O 56 36 4"),
        ("wood", "brown", 2, "R 66 38 26 12 4"),
        ("pink", "red", 1.5, "E 34 78 12 7 E 58 78 12 7"),
    ],
    "grossbrauerei": [
        ("gold", "ink", 2, "R 24 32 40 54 6"),
        (None, "ink", 5, "M 64 44 C 84 44 84 72 64 72"),
        ("white", "grey", 1.5, "M 22 36 C 20 20 36 16 44 24 C 50 14 68 16 66 36 Z"),
        (None, "wood", 2, "M 34 44 L 34 78 M 44 44 L 44 78 M 54 44 L 54 78"),
    ],
    "supermarkt": [
        (None, "ink", 4, "M 6 18 L 18 18 L 28 64 L 78 64"),
        ("sky", "ink", 3, "M 20 26 L 88 26 L 80 56 L 26 56 Z"),
        (None, "ink", 2, "M 40 26 L 40 56 M 56 26 L 56 56 M 72 26 L 70 56 M 22 41 L 84 41"),
        ("black", None, 0, "O 34 78 7 O 72 78 7"),
    ],
    "chemiefabrik": [
        ("paper", "ink", 3, "M 40 12 L 60 12 L 60 40 L 84 86 L 16 86 L 40 40 Z"),
        ("toxic", None, 0, "M 30 62 L 70 62 L 82 84 L 18 84 Z"),
        ("white", "green", 1.5, "O 44 74 4 O 58 70 3 O 52 52 3"),
        (None, "ink", 3, "M 36 12 L 64 12"),
    ],
    "atomkraftwerk": [
        ("silver", "ink", 2.5, "M 22 90 C 34 62 34 42 26 26 L 74 26 C 66 42 66 62 78 90 Z"),
        ("white", "grey", 1.5, "O 40 18 9 O 54 14 11 O 68 20 8"),
        ("yellow", "black", 1.5, "O 50 60 12"),
        ("black", None, 0, "M 50 60 L 44 50 C 47 48 53 48 56 50 Z M 50 60 L 62 60 C 62 64 60 67 57 69 Z"),
        ("black", None, 0, "M 50 60 L 43 69 C 40 67 38 64 38 60 Z"),
        (None, "black", 2, "M 30 40 L 36 48 L 32 54"),
    ],
    "stahlwerk": [
        (
            "steel",
            "ink",
            2.5,
            "M 16 20 L 84 20 L 84 34 L 58 34 L 58 66 L 84 66 L 84 80 L 16 80 L 16 66 L 42 66 L 42 34 L 16 34 Z",
        ),
        ("orange", None, 0, "O 80 88 3 O 70 92 2 O 88 90 2"),
        (None, "silver", 2, "M 22 26 L 78 26"),
    ],
    "autowerk": [
        ("red", "ink", 2.5, "M 8 66 L 12 50 L 28 46 L 40 32 L 66 32 L 80 46 L 92 50 L 92 66 Z"),
        ("sky", "ink", 1.5, "M 42 36 L 52 36 L 52 46 L 33 46 Z M 56 36 L 64 36 L 74 46 L 56 46 Z"),
        ("black", "grey", 2, "O 28 68 9 O 72 68 9"),
        ("silver", None, 0, "O 28 68 3 O 72 68 3"),
    ],
    "bauunternehmen": [
        ("yellow", "ink", 2, "R 24 16 10 74 1"),
        ("yellow", "ink", 2, "R 10 12 80 8 1"),
        (None, "ink", 1.5, "M 26 20 L 34 28 M 34 20 L 26 28 M 40 12 L 48 20 M 56 12 L 64 20 M 72 12 L 80 20"),
        (None, "black", 1.5, "M 76 20 L 76 52"),
        ("wood", "brown", 1.5, "R 66 52 20 14 1"),
        ("grey", "ink", 1.5, "R 16 82 28 8 1"),
    ],
    "modelagentur": [
        (None, "ink", 2, "M 50 6 C 56 6 56 14 50 16 L 50 18"),
        ("pink", "ink", 2, "M 40 18 L 60 18 L 58 36 L 78 88 L 22 88 L 42 36 Z"),
        (None, "white", 2, "M 42 36 L 58 36"),
        ("white", None, 0, "O 76 24 3 O 22 30 2 O 82 40 2"),
    ],
    "kunstgalerie": [
        ("gold", "ink", 2, "R 14 18 72 60 3"),
        ("sky", None, 0, "R 22 26 56 44 1"),
        ("green", None, 0, "M 22 70 L 38 46 L 50 60 L 60 50 L 78 70 Z"),
        ("yellow", None, 0, "O 66 36 6"),
        ("wood", "brown", 1.5, "R 36 80 28 8 1"),
    ],
    "spielcasino": [
        ("white", "ink", 2.5, "R 12 28 40 40 7"),
        ("red", "ink", 2.5, "M 56 22 L 88 34 L 78 70 L 46 58 Z"),
        ("black", None, 0, "O 22 38 3.5 O 32 48 3.5 O 42 58 3.5 O 22 58 3.5 O 42 38 3.5"),
        ("white", None, 0, "O 62 38 3 O 72 56 3"),
    ],
    "freizeitpark": [
        (None, "ink", 3, "O 50 42 30"),
        (None, "ink", 1.5, "M 50 12 L 50 72 M 20 42 L 80 42 M 29 21 L 71 63 M 71 21 L 29 63"),
        ("red", "ink", 1.5, "O 50 12 5 O 80 42 5 O 50 72 5 O 20 42 5"),
        ("blue", "ink", 1.5, "O 71 21 5 O 71 63 5 O 29 63 5 O 29 21 5"),
        (None, "ink", 4, "M 50 42 L 32 90 M 50 42 L 68 90 M 24 90 L 76 90"),
    ],
    "privatsender": [
        (None, "ink", 2.5, "M 42 28 L 30 10 M 54 28 L 68 8"),
        ("black", "ink", 2, "R 12 28 76 54 7"),
        ("sky", None, 0, "R 18 34 52 42 4"),
        ("red", None, 0, "O 80 42 3 O 80 54 3"),
        ("white", None, 0, "E 36 48 8 3"),
    ],
    "briefkastenfirma": [
        ("brown", "ink", 1.5, "R 46 56 8 34 1"),
        ("blue", "ink", 2.5, "M 18 34 L 70 34 C 82 34 84 46 84 48 L 84 60 L 18 60 C 18 50 18 40 18 34 Z"),
        (None, "ink", 3, "M 30 46 L 58 46"),
        ("red", "ink", 1.5, "M 74 36 L 74 14 L 90 18 L 74 24"),
        ("white", "ink", 1, "R 24 64 24 16 1"),
    ],
    "schwarzbrennerei": [
        ("tan", "ink", 2.5, "M 30 36 C 18 42 18 86 34 88 L 66 88 C 82 86 82 42 70 36 Z"),
        ("tan", "ink", 2, "R 40 16 20 22 3"),
        ("brown", None, 0, "R 42 10 16 8 2"),
        ("white", "ink", 1.5, "R 30 52 40 20 3"),
        ("black", None, 0, "T 50 62 13 XXX"),
    ],
    "geldwaescherei": [
        ("white", "ink", 2.5, "R 18 10 64 80 6"),
        (None, "ink", 1.5, "M 18 28 L 82 28"),
        ("grey", None, 0, "O 28 19 3 O 38 19 3"),
        ("sky", "ink", 3, "O 50 58 22"),
        ("money", "green", 1.5, "O 50 58 13"),
        ("white", None, 0, "T 50 58 16 €"),
    ],
    "drogenkartell": [
        (None, "ink", 4, "M 38 38 L 38 28 L 62 28 L 62 38"),
        ("black", "ink", 2, "R 14 38 72 46 6"),
        ("white", None, 0, "O 50 56 10 R 44 62 12 8 2"),
        ("black", None, 0, "O 46 55 2.5 O 54 55 2.5"),
        (None, "white", 3, "M 34 72 L 66 80 M 66 72 L 34 80"),
    ],
    # -------------------------------------------------------------- status symbols
    "protzige_uhr": [
        ("tan", "ink", 2, "R 40 8 20 22 3 R 40 70 20 22 3"),
        ("gold", "ink", 2.5, "O 50 50 25"),
        ("white", "ink", 1.5, "O 50 50 18"),
        (None, "ink", 2.5, "M 50 50 L 50 37 M 50 50 L 60 55"),
        ("sky", "blue", 1, "O 50 30 2.5 O 70 50 2.5 O 50 70 2.5 O 30 50 2.5"),
    ],
    "schosshund": [
        ("brown", "ink", 2, "E 28 42 9 18 E 72 42 9 18"),
        ("tan", "ink", 2, "O 50 48 23"),
        ("paper", None, 0, "E 50 60 11 8"),
        ("black", None, 0, "O 41 44 3 O 59 44 3 E 50 56 4 3"),
        (None, "blue", 5, "M 30 72 C 40 82 60 82 70 72"),
        ("white", "sky", 1, "M 44 80 L 47 77 L 50 80 L 47 84 Z M 53 80 L 56 77 L 59 80 L 56 84 Z"),
    ],
    "tennisschlaeger": [
        (None, "ink", 6, "M 56 62 L 80 90"),
        ("paper", "red", 4, "E 42 38 22 28"),
        (
            None,
            "grey",
            1,
            "M 30 18 L 30 58 M 38 12 L 38 64 M 46 11 L 46 65 M 54 14 L 54 62 "
            "M 22 30 L 62 30 M 21 40 L 63 40 M 23 50 L 61 50",
        ),
        ("toxic", "green", 1.5, "O 80 24 8"),
        (None, "white", 1.5, "M 74 20 C 78 24 78 28 74 30"),
    ],
    "muenzsammlung": [
        ("gold", "ink", 2, "E 38 78 24 8"),
        ("gold", "ink", 2, "E 38 70 24 8"),
        ("gold", "ink", 2, "E 38 62 24 8"),
        ("gold", "ink", 2.5, "O 66 36 20"),
        ("yellow", None, 0, "O 66 36 14"),
        ("ink", None, 0, "M 66 26 L 69 33 L 76 33 L 70 38 L 72 45 L 66 41 L 60 45 L 62 38 L 56 33 L 63 33 Z"),
    ],
    "haarlocke": [
        ("sky", "blue", 2, "M 26 80 L 26 40 C 26 14 74 14 74 40 L 74 80 Z"),
        ("wood", "brown", 2, "R 18 78 64 10 2"),
        (None, "black", 6, "M 38 70 C 28 52 46 34 60 44 C 70 52 58 64 50 56 C 46 52 50 46 54 48"),
        ("white", None, 0, "M 32 30 C 36 24 42 22 46 22 L 44 26 C 40 26 36 28 34 32 Z"),
    ],
    "goldenes_klo": [
        ("gold", "ink", 2, "R 58 14 24 34 3"),
        (
            "gold",
            "ink",
            2.5,
            "M 16 48 L 80 48 C 80 70 66 78 56 78 L 58 90 L 32 90 L 34 78 C 26 76 16 66 16 48 Z",
        ),
        ("yellow", None, 0, "E 46 52 24 4"),
        ("white", None, 0, "O 70 26 2 O 24 62 2"),
    ],
    "luxusvilla": [
        ("red", "ink", 2, "M 10 46 L 50 18 L 90 46 Z"),
        ("white", "ink", 2, "R 18 46 64 38 1"),
        ("white", "ink", 1.5, "R 26 50 5 30 1 R 69 50 5 30 1"),
        ("wood", "ink", 1.5, "R 44 60 12 24 1"),
        ("sky", "ink", 1.5, "R 34 54 8 10 1 R 58 54 8 10 1"),
        ("blue", None, 0, "R 8 86 84 6 3"),
    ],
    "alter_meister": [
        ("gold", "ink", 2, "R 20 10 60 78 3"),
        ("brown", None, 0, "R 27 17 46 64 1"),
        ("black", None, 0, "M 32 81 C 34 60 66 60 68 81 Z"),
        ("skin", None, 0, "E 50 44 11 15"),
        ("black", None, 0, "M 38 40 C 38 24 62 24 62 40 C 58 32 42 32 38 40 Z"),
        ("white", None, 0, "M 44 66 L 50 74 L 56 66 Z"),
    ],
    "sternekoch": [
        (
            "white",
            "ink",
            2.5,
            "M 30 56 C 14 56 14 28 32 32 C 32 12 68 12 68 32 C 86 28 86 56 70 56 L 70 80 L 30 80 Z",
        ),
        (None, "ink", 2, "M 30 68 L 70 68"),
        (
            "gold",
            "ink",
            1.5,
            "M 50 34 L 54 44 L 64 44 L 56 50 L 59 60 L 50 54 L 41 60 L 44 50 L 36 44 L 46 44 Z",
        ),
    ],
    "fussballverein": [
        ("white", "ink", 2.5, "O 50 50 32"),
        ("black", None, 0, "M 50 38 L 61 46 L 57 59 L 43 59 L 39 46 Z"),
        (
            None,
            "ink",
            2,
            "M 50 38 L 50 19 M 61 46 L 79 40 M 57 59 L 68 75 M 43 59 L 32 75 M 39 46 L 21 40",
        ),
        ("black", None, 0, "M 44 18 L 56 18 L 50 24 Z M 80 34 L 82 46 L 76 42 Z M 20 34 L 18 46 L 24 42 Z"),
    ],
    "ehrendoktor": [
        ("black", "ink", 2, "M 30 44 L 30 62 C 40 72 60 72 70 62 L 70 44 Z"),
        ("black", "grey", 2, "M 50 20 L 90 36 L 50 52 L 10 36 Z"),
        (None, "gold", 2.5, "M 50 36 L 80 44 L 80 64"),
        ("gold", None, 0, "R 76 62 8 12 2"),
        ("paper", "ink", 1.5, "R 20 78 46 10 5"),
        ("red", None, 0, "R 40 77 6 12 1"),
    ],
    "luxusyacht": [
        (None, "ink", 2, "M 50 48 L 50 12"),
        ("white", "ink", 1.5, "M 50 14 L 72 42 L 50 42 Z"),
        ("white", "navy", 2.5, "M 8 60 L 92 60 L 80 78 L 20 78 Z"),
        ("white", "navy", 2, "M 28 60 L 34 46 L 68 46 L 74 60 Z"),
        ("navy", None, 0, "R 38 50 6 5 1 R 48 50 6 5 1 R 58 50 6 5 1"),
        (None, "blue", 3, "M 6 86 C 16 80 26 92 36 86 C 46 80 56 92 66 86 C 76 80 86 92 94 86"),
    ],
    "privatinsel": [
        ("yellow", None, 0, "O 80 20 8"),
        ("blue", None, 0, "M 4 78 C 20 70 30 86 50 78 C 70 70 80 86 96 78 L 96 96 L 4 96 Z"),
        ("tan", "wood", 1.5, "M 20 80 C 28 62 72 62 80 80 Z"),
        (None, "brown", 5, "M 48 72 C 46 54 50 40 56 28"),
        (
            "leaf",
            "green",
            1.5,
            "M 56 28 C 44 18 30 22 24 32 C 36 26 46 28 56 30 Z M 56 28 C 64 14 80 16 86 26 "
            "C 74 22 64 26 56 30 Z M 56 28 C 52 16 56 8 62 6 C 58 14 58 22 57 29 Z",
        ),
    ],
    # -------------------------------------------------------------- influence
    "security": [
        ("black", "ink", 2, "M 18 92 C 18 66 82 66 82 92 Z"),
        ("white", None, 0, "M 44 68 L 50 80 L 56 68 Z"),
        ("skin", "ink", 2, "O 50 40 20"),
        ("black", None, 0, "R 31 34 17 9 3 R 52 34 17 9 3 R 46 36 8 3 1"),
        (None, "black", 1.5, "M 70 42 C 76 46 74 56 70 62"),
        ("black", None, 0, "M 32 30 C 32 16 68 16 68 30 C 60 24 40 24 32 30 Z"),
    ],
    "supermanager": [
        (None, "ink", 3, "M 28 12 L 44 22 M 72 12 L 56 22"),
        ("red", "ink", 2, "M 43 22 L 57 22 L 55 31 L 63 74 L 50 88 L 37 74 L 45 31 Z"),
        (None, "gold", 2, "M 44 44 L 58 52 M 42 58 L 60 66"),
        (None, "green", 4, "M 66 80 L 74 66 L 82 70 L 92 52"),
        ("green", None, 0, "M 86 50 L 95 47 L 94 57 Z"),
    ],
    "bauland": [
        ("wood", "brown", 2, "M 6 72 L 94 72 L 94 90 L 6 90 Z"),
        ("leaf", None, 0, "M 6 72 L 94 72 L 94 76 L 6 76 Z"),
        (None, "ink", 3, "M 16 72 L 16 52 M 44 72 L 44 52"),
        (None, "red", 1.5, "M 16 56 L 44 56"),
        (None, "ink", 3, "M 70 72 L 70 44"),
        ("white", "ink", 2, "R 52 16 40 28 2"),
        ("black", None, 0, "T 72 30 14 m²"),
    ],
    "gewerkschaft": [
        (None, "ink", 3, "M 76 72 L 76 12"),
        ("red", "ink", 1.5, "M 76 12 L 96 18 L 76 26 Z"),
        ("grey", "ink", 2, "M 6 92 C 6 72 34 72 34 92 Z M 66 92 C 66 72 94 72 94 92 Z"),
        ("skin", "ink", 2, "O 20 62 10 O 80 62 10"),
        ("blue", "ink", 2, "M 28 92 C 28 66 72 66 72 92 Z"),
        ("skin", "ink", 2, "O 50 52 13"),
    ],
    "boulevardpresse": [
        ("white", "ink", 2, "R 14 14 72 74 2"),
        ("red", None, 0, "R 20 20 60 14 1"),
        ("white", None, 0, "T 50 27 12 !!!"),
        ("grey", None, 0, "R 20 40 26 22 1"),
        (None, "ink", 2, "M 52 42 L 80 42 M 52 50 L 80 50 M 52 58 L 74 58 M 20 70 L 80 70 M 20 78 L 70 78"),
    ],
    "pr_agentur": [
        ("orange", "ink", 2.5, "M 16 40 L 36 40 L 74 18 L 74 82 L 36 60 L 16 60 Z"),
        ("wood", "ink", 2, "M 30 60 L 38 60 L 42 78 L 34 78 Z"),
        (None, "ink", 3, "M 82 36 C 88 42 88 58 82 64 M 88 26 C 98 38 98 62 88 74"),
    ],
    "kunstgutachter": [
        ("gold", "ink", 1.5, "R 12 14 44 36 2"),
        ("sky", None, 0, "R 17 19 34 26 1"),
        (None, "wood", 7, "M 62 62 L 86 88"),
        ("sky", "ink", 4, "O 50 50 20"),
        ("white", None, 0, "M 40 42 C 42 36 48 34 52 34 L 50 38 C 46 38 44 40 43 44 Z"),
        ("green", None, 0, "M 44 58 L 48 62 L 58 48 L 56 46 L 48 58 L 46 55 Z"),
    ],
    "vetternwirtschaft": [
        ("blue", "ink", 2, "M 4 50 L 28 40 L 34 60 L 8 70 Z"),
        ("grey", "ink", 2, "M 96 50 L 72 40 L 66 60 L 92 70 Z"),
        ("skin", "ink", 2, "M 28 40 C 42 32 58 32 72 40 L 66 60 C 56 66 44 66 34 60 Z"),
        (None, "ink", 1.5, "M 42 40 L 48 56 M 50 38 L 56 56 M 58 40 L 62 54"),
        ("gold", "ink", 2, "O 50 82 10"),
        ("ink", None, 0, "T 50 82 11 €"),
    ],
    # -------------------------------------------------------------- actions
    "feindliche_uebernahme": [
        (
            "red",
            "ink",
            2.5,
            "M 10 20 L 26 20 L 26 46 C 26 56 40 56 40 46 L 40 20 L 56 20 L 56 46 C 56 74 10 74 10 46 Z",
        ),
        ("silver", "ink", 2, "R 10 14 16 10 1 R 40 14 16 10 1"),
        ("red", "ink", 2, _FACTORY),
        (None, "ink", 2, "M 60 30 L 72 30 M 58 40 L 76 40 M 62 50 L 70 50"),
    ],
    "abrissbirne": [
        (None, "ink", 3, "M 14 6 L 52 46"),
        ("black", "grey", 2, "O 56 52 16"),
        ("red", "ink", 1.5, "R 66 74 14 9 1 R 80 74 14 9 1 R 73 84 14 9 1 R 59 84 14 9 1"),
        ("red", "ink", 1.5, "M 78 60 L 88 58 L 90 68 L 80 70 Z"),
        (None, "grey", 2, "M 30 40 L 22 48 M 36 46 L 28 54"),
    ],
    "standorttausch": [
        ("red", "ink", 2, _FACTORY_SMALL_LEFT),
        ("red", "ink", 2, _FACTORY),
        (None, "ink", 4, "M 22 50 C 26 24 66 18 76 42"),
        ("ink", None, 0, "M 68 40 L 82 50 L 84 34 Z"),
        (None, "ink", 4, "M 68 30 C 62 12 34 12 28 34"),
        ("ink", None, 0, "M 20 30 L 28 44 L 36 30 Z"),
    ],
    "danaergeschenk": [
        ("red", "ink", 2, "R 22 44 56 44 3"),
        ("red", "ink", 2, "R 18 34 64 12 2"),
        ("yellow", "ink", 1.5, "R 45 34 10 54 0"),
        ("yellow", "ink", 1.5, "M 50 34 C 34 14 26 32 50 34 Z M 50 34 C 66 14 74 32 50 34 Z"),
        ("white", "ink", 1.5, "O 74 66 10"),
        ("black", None, 0, "O 71 64 2 O 77 64 2 R 70 69 8 3 1"),
    ],
    "streik": [
        (None, "wood", 6, "M 50 54 L 50 92"),
        ("white", "ink", 2.5, "R 16 10 68 46 4"),
        ("steel", "ink", 1.5, "O 50 33 13"),
        ("white", None, 0, "O 50 33 5"),
        ("steel", "ink", 1, "R 47 16 6 6 1 R 47 44 6 6 1 R 33 30 6 6 1 R 61 30 6 6 1"),
        (None, "red", 5, "M 30 16 L 70 50"),
    ],
    "brandstiftung": [
        (
            "orange",
            "red",
            2,
            "M 50 8 C 60 28 82 38 76 64 C 72 84 58 92 50 92 C 40 92 24 84 24 64 "
            "C 24 48 36 42 40 28 C 46 38 48 42 50 46 C 54 34 52 22 50 8 Z",
        ),
        (
            "yellow",
            None,
            0,
            "M 50 50 C 56 60 66 66 62 78 C 60 86 54 88 50 88 C 44 88 38 84 38 76 C 38 66 46 62 50 50 Z",
        ),
    ],
    "meisterdieb": [
        ("black", "ink", 2, "M 12 40 C 28 28 72 28 88 40 L 84 56 C 72 62 28 62 16 56 Z"),
        ("white", None, 0, "E 36 47 8 5 E 64 47 8 5"),
        ("sky", "blue", 2, "M 38 72 L 62 72 L 70 80 L 50 96 L 30 80 Z"),
        (None, "white", 1.5, "M 30 80 L 70 80 M 44 72 L 50 80 L 56 72"),
    ],
    "skandal": [
        (
            "yellow",
            "orange",
            1.5,
            "M 22 8 L 26 22 L 38 18 L 30 28 L 40 36 L 26 34 L 24 46 L 18 34 L 6 36 L 14 26 L 6 16 L 18 20 Z",
        ),
        ("black", "ink", 2, "R 14 38 72 44 6"),
        ("black", "ink", 2, "R 58 30 18 10 2"),
        ("grey", "white", 2, "O 50 60 15"),
        ("sky", None, 0, "O 50 60 8"),
        ("red", None, 0, "T 84 20 26 !"),
    ],
    "bestochener_wachmann": [
        ("navy", "ink", 2, "M 22 46 C 22 22 78 22 78 46 Z"),
        ("black", "ink", 2, "M 18 46 L 82 46 L 76 56 L 24 56 Z"),
        ("gold", "ink", 1.5, "M 50 28 L 56 36 L 50 44 L 44 36 Z"),
        ("money", "green", 2, "M 26 64 L 70 60 L 72 86 L 28 90 Z"),
        ("white", None, 0, "T 49 75 14 €"),
    ],
    "headhunter": [
        ("grey", "ink", 2, "M 26 86 C 26 62 74 62 74 86 Z"),
        ("skin", "ink", 2, "O 50 44 14"),
        (None, "red", 3, "O 50 52 34"),
        (None, "red", 2.5, "M 50 10 L 50 26 M 50 78 L 50 94 M 8 52 L 24 52 M 76 52 L 92 52"),
        ("red", None, 0, "O 50 52 3"),
    ],
    "steuerfahndung": [
        ("white", "ink", 2, "R 16 10 46 62 2"),
        ("black", None, 0, "T 39 30 22 §"),
        (None, "ink", 1.5, "M 22 50 L 56 50 M 22 58 L 50 58"),
        (None, "wood", 7, "M 72 72 L 90 92"),
        ("sky", "ink", 4, "O 62 62 16"),
    ],
    "subventionen": [
        ("money", "green", 2, "M 14 40 L 60 32 L 64 56 L 18 64 Z"),
        ("money", "green", 2, "M 24 52 L 70 50 L 70 74 L 24 76 Z"),
        ("white", None, 0, "T 47 63 14 €"),
        ("gold", "ink", 2, "R 72 16 8 28 2 R 62 26 28 8 2"),
    ],
    "sonderschicht": [
        ("white", "ink", 3, "O 42 50 30"),
        (None, "ink", 3, "M 42 50 L 42 30 M 42 50 L 56 58"),
        ("ink", None, 0, "O 42 50 3"),
        ("gold", "ink", 2, "O 76 76 16"),
        ("ink", None, 0, "T 76 76 16 ×2"),
    ],
    "kredithai": [
        ("steel", "ink", 2.5, "M 26 70 C 38 44 54 26 72 16 C 64 34 64 52 76 70 Z"),
        (
            "blue",
            None,
            0,
            "M 6 70 C 16 64 26 76 36 70 C 46 64 56 76 66 70 C 76 64 86 76 94 70 L 94 94 L 6 94 Z",
        ),
        (None, "sky", 2, "M 10 82 C 18 78 26 86 34 82 M 54 84 C 62 80 70 88 78 84"),
        ("gold", "ink", 2, "O 22 28 10"),
        ("ink", None, 0, "T 22 28 11 €"),
    ],
    "taschendieb": [
        ("wood", "brown", 2.5, "R 14 48 60 40 6"),
        ("money", "green", 2, "R 32 22 30 34 2"),
        ("white", None, 0, "T 47 38 12 €"),
        ("brown", None, 0, "R 14 60 60 6 0"),
        ("skin", "ink", 2, "R 56 8 9 30 4 R 66 10 9 28 4"),
        ("skin", "ink", 2, "R 54 2 24 14 6"),
    ],
    "hinterzimmerdeal": [
        ("black", None, 0, "R 20 8 60 84 1"),
        ("yellow", None, 0, "M 34 12 L 48 12 L 48 88 L 34 88 Z"),
        ("wood", "ink", 2, "M 48 8 L 80 14 L 80 86 L 48 92 Z"),
        ("gold", None, 0, "O 72 52 3"),
        ("money", "green", 1.5, "R 8 62 22 12 1"),
        ("white", None, 0, "T 19 68 9 €"),
    ],
    "einstweilige_verfuegung": [
        (None, "wood", 7, "M 42 42 L 82 82"),
        ("brown", "ink", 2, "M 16 30 L 38 8 L 60 30 L 38 52 Z"),
        ("gold", None, 0, "M 22 32 L 40 14 L 44 18 L 26 36 Z"),
        ("wood", "ink", 2, "R 12 78 44 10 3"),
    ],
    "hausverbot": [
        ("red", "ink", 2.5, "O 50 50 36"),
        ("white", None, 0, "R 24 42 52 16 3"),
    ],
    "resterampe": [
        ("yellow", "ink", 1.5, "R 28 24 16 30 2"),
        ("sky", "ink", 1.5, "O 60 36 12"),
        ("wood", "brown", 2.5, "M 12 46 L 88 46 L 80 90 L 20 90 Z"),
        (None, "brown", 2, "M 16 62 L 84 62 M 18 76 L 82 76"),
        ("red", "ink", 2, "O 76 20 12"),
        ("white", None, 0, "T 76 20 14 %"),
    ],
    "einspruch": [
        ("skin", "ink", 2, "R 26 18 9 36 4 R 36 10 9 40 4 R 46 12 9 38 4 R 56 18 9 32 4"),
        ("skin", "ink", 2, "M 26 46 L 66 46 L 66 74 C 66 86 56 92 46 92 C 34 92 26 84 26 72 Z"),
        ("skin", "ink", 2, "M 26 60 L 14 46 C 10 42 14 36 20 40 L 30 50 Z"),
        (
            "white",
            "ink",
            1.5,
            "M 66 26 C 66 12 94 12 94 26 C 94 38 80 40 76 40 L 70 48 L 71 39 C 68 36 66 32 66 26 Z",
        ),
        ("red", None, 0, "T 80 26 18 !"),
    ],
}


def _numbers(text: str) -> list[str]:
    return text.replace(",", " ").split()


@lru_cache(maxsize=256)
def _path(spec: str) -> tuple[QPainterPath, tuple[tuple[float, float, float, str], ...]]:
    """The path of a shape and the texts it draws (x, y, size, text)."""
    path = QPainterPath()
    words = _numbers(spec)
    texts: list[tuple[float, float, float, str]] = []
    i = 0

    def num(k: int) -> float:
        return float(words[i + k])

    while i < len(words):
        op = words[i]
        if op == "M":
            path.moveTo(num(1), num(2))
            i += 3
        elif op == "L":
            path.lineTo(num(1), num(2))
            i += 3
        elif op == "C":
            path.cubicTo(num(1), num(2), num(3), num(4), num(5), num(6))
            i += 7
        elif op == "Q":
            path.quadTo(num(1), num(2), num(3), num(4))
            i += 5
        elif op == "Z":
            path.closeSubpath()
            i += 1
        elif op == "O":
            path.addEllipse(QPointF(num(1), num(2)), num(3), num(3))
            i += 4
        elif op == "E":
            path.addEllipse(QPointF(num(1), num(2)), num(3), num(4))
            i += 5
        elif op == "R":
            path.addRoundedRect(QRectF(num(1), num(2), num(3), num(4)), num(5), num(5))
            i += 6
        elif op == "T":
            texts.append((num(1), num(2), num(3), words[i + 4]))
            i += 5
        else:
            raise ValueError(f"picture path: unknown command {op!r} in {spec!r}")
    return path, tuple(texts)


def _colour(name: str | None, ink: QColor, accent: QColor) -> QColor | None:
    if name is None:
        return None
    if name == "ink":
        return ink
    if name == "accent":
        return accent
    return PALETTE[name]


def paint_picture(p: QPainter, rect: QRectF, key: str, ink: QColor, accent: QColor) -> None:
    """The card's picture, fitted into `rect` (kept square, centred)."""
    shapes = PICTURES.get(key)
    if not shapes:
        return
    side = min(rect.width(), rect.height())
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.translate(rect.center().x() - side / 2, rect.center().y() - side / 2)
    p.scale(side / 100, side / 100)
    for fill, stroke, width, spec in shapes:
        path, texts = _path(spec)
        fill_colour = _colour(fill, ink, accent)
        stroke_colour = _colour(stroke, ink, accent)
        if not path.isEmpty():
            p.setBrush(QBrush(fill_colour) if fill_colour is not None else Qt.BrushStyle.NoBrush)
            if stroke_colour is not None and width > 0:
                p.setPen(QPen(stroke_colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            else:
                p.setPen(Qt.PenStyle.NoPen)
            p.drawPath(path)
        for x, y, size, text in texts:
            # letters in a picture are part of its drawing (a sign, a stamp), drawn as
            # shapes that scale with it, not as words to read
            font = QFont()
            font.setBold(True)
            font.setPixelSize(max(1, round(size)))
            glyphs = QPainterPath()
            glyphs.addText(0, 0, font, text)
            box = glyphs.boundingRect()
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(fill_colour or ink)
            p.drawPath(glyphs.translated(x - box.center().x(), y - box.center().y()))
    p.restore()
