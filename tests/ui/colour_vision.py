"""Colour-vision check of the tables: the colours meant to tell things apart (artists,
painting types, card types, seats, chart series, legal and illegal spots) are found in
a real screenshot of each table, turned into what a viewer with protanopia,
deuteranopia or tritanopia sees (Machado, Oliveira & Fernandes 2009, severity 1, as
colour-science computes it), and compared pairwise by CIEDE2000.

A pair must stay at least MIN_DELTA_E apart for every deficiency: clearly different
at a glance, not merely "different on a colorimeter". Everything told apart by colour
is also told apart another way (a name, a number, a symbol, a pattern): that is the
table's design; this check makes sure the colour itself does not collapse.

Used by tests/ui/test_colour_vision.py and benchmarks/colour_vision.py (which prints
every figure). colour-science is a test-only dependency (the `test` extra).
"""

from __future__ import annotations

import warnings
from dataclasses import dataclass
from itertools import combinations

import numpy as np

MIN_DELTA_E = 8.0  # CIEDE2000 between two simulated colours meant to differ
DEFICIENCIES = {"protanopia": "Protanomaly", "deuteranopia": "Deuteranomaly", "tritanopia": "Tritanomaly"}


@dataclass(frozen=True)
class Palette:
    """Colours that tell things apart on one table, with what else tells them apart."""

    name: str
    colours: dict[str, str]  # thing -> "#rrggbb" as the code paints it
    other_cue: str  # how the table tells the same things apart without colour


def chart_palette() -> Palette:
    from modernart_desktop.ui.after.charts import SEAT_COLORS

    return Palette(
        "chart series (seats)",
        {f"seat {i + 1}": c for i, c in enumerate(SEAT_COLORS[:5])},
        "each seat's line has its own marker shape and dash, repeated in the legend with the name",
    )


def palettes(game_id: str) -> list[Palette]:
    """The colours that tell things apart on the game's table."""
    if game_id == "modern_art":
        from modernart_desktop.games.modern_art.components import ARTIST_NAMES
        from modernart_desktop.ui.games.modern_art.style import ARTIST_COLORS

        return [
            Palette(
                "artists",
                {n: c.name() for n, c in zip(ARTIST_NAMES, ARTIST_COLORS)},
                "the artist's name on every card, the board's columns and the log",
            ),
        ]
    if game_id == "modern_art_card_game":
        from modernart_desktop.games.modern_art_card_game.components import ARTIST_NAMES
        from modernart_desktop.ui.games.modern_art_card_game.style import ARTIST_COLORS

        return [
            Palette(
                "artists",
                {n: c.name() for n, c in zip(ARTIST_NAMES, ARTIST_COLORS)},
                "the artist's name and number on every card and artist column",
            ),
        ]
    if game_id == "art_society":
        from modernart_desktop.games.art_society import components as C
        from modernart_desktop.ui.games.art_society.paint import TYPE_COLOURS
        from modernart_desktop.ui.games.art_society.scene import ILLEGAL, LEGAL
        from modernart_desktop.ui.games.art_society.widgets import LOLLIPOP_COLOURS

        return [
            Palette(
                "painting types",
                {t: c.name() for t, c in zip(C.TYPES, TYPE_COLOURS)},
                "each type's own symbol on every painting and on the museum board",
            ),
            Palette(
                "seats' lollipops",
                {f"seat {i + 1}": c.name() for i, c in enumerate(LOLLIPOP_COLOURS[:4])},
                "the player's name under each lollipop and its number on it",
            ),
            Palette(
                "legal and illegal spots",
                {"legal": LEGAL.name(), "illegal": ILLEGAL.name()},
                "an illegal spot is hatched and outlined dashed; the text under the tile says why",
            ),
        ]
    if game_id == "friesematenten":
        from modernart_desktop.ui.games.friesematenten.cards import COLOURS

        return [
            Palette(
                "card types",
                {kind: pair[0].name() for kind, pair in COLOURS.items()},
                "each card type's own icon (factory, crown, people, arrow) and its section title",
            ),
        ]
    raise ValueError(game_id)


def _quiet() -> None:
    from colour.utilities import filter_warnings

    filter_warnings(colour_usage_warnings=True)
    warnings.filterwarnings("ignore", module="colour")


def simulate(rgb: np.ndarray, deficiency: str) -> np.ndarray:
    """sRGB colours (0-1, shape (n, 3)) as seen with a full `deficiency`."""
    import colour

    _quiet()
    matrix = colour.blindness.matrix_cvd_Machado2009(DEFICIENCIES[deficiency], 1.0)
    linear = colour.cctf_decoding(np.clip(rgb, 0, 1))
    seen = np.clip(linear @ matrix.T, 0, 1)
    return colour.cctf_encoding(seen)


def _lab(rgb: np.ndarray) -> np.ndarray:
    import colour

    _quiet()
    return colour.XYZ_to_Lab(colour.RGB_to_XYZ(colour.cctf_decoding(rgb), "sRGB"))


def delta_e(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """CIEDE2000 between sRGB colours (0-1; arrays of them broadcast)."""
    import colour

    _quiet()
    return colour.delta_E(_lab(a), _lab(b), method="CIE 2000")


def rendered(image, wanted: str, tolerance: float = 4.0) -> tuple[np.ndarray, int]:
    """The colour as it is on the screenshot: the most frequent pixel colour within
    `tolerance` (ΔE2000) of `wanted`, and how many pixels have it (0: not on screen,
    the painted colour is used)."""
    rgb, counts = _colours(image)
    target = _hex(wanted)
    close = np.nonzero(delta_e(rgb, target) <= tolerance)[0]
    if close.size == 0:
        return target, 0
    best = close[np.argmax(counts[close])]
    return rgb[best], int(counts[best])


def _hex(colour_name: str) -> np.ndarray:
    h = colour_name.lstrip("#")
    return np.array([int(h[i : i + 2], 16) / 255.0 for i in (0, 2, 4)])


_CACHE: dict[int, tuple[np.ndarray, np.ndarray]] = {}


def _colours(image) -> tuple[np.ndarray, np.ndarray]:
    """The image's distinct colours (0-1) and how many pixels have each."""
    from PySide6.QtGui import QImage

    key = image.cacheKey()
    if key not in _CACHE:
        img = image.convertToFormat(QImage.Format.Format_RGB888)
        w, h, stride = img.width(), img.height(), img.bytesPerLine()
        raw = np.frombuffer(img.constBits(), dtype=np.uint8, count=stride * h).reshape(h, stride)
        pixels = raw[:, : w * 3].reshape(-1, 3)
        colours, counts = np.unique(pixels, axis=0, return_counts=True)
        _CACHE.clear()
        _CACHE[key] = (colours / 255.0, counts)
    return _CACHE[key]


@dataclass(frozen=True)
class PairResult:
    palette: str
    deficiency: str
    pair: tuple[str, str]
    delta_e: float


def measure(image, palette: Palette) -> tuple[dict[str, tuple[np.ndarray, int]], list[PairResult]]:
    """The palette's colours found on `image`, and for each deficiency its closest pair."""
    found = {thing: rendered(image, c) for thing, c in palette.colours.items()}
    worst: list[PairResult] = []
    for deficiency in DEFICIENCIES:
        seen = {thing: simulate(rgb[None, :], deficiency)[0] for thing, (rgb, _n) in found.items()}
        pairs = [
            PairResult(palette.name, deficiency, (a, b), float(delta_e(seen[a], seen[b])))
            for a, b in combinations(seen, 2)
        ]
        worst.append(min(pairs, key=lambda r: r.delta_e))
    return found, worst
