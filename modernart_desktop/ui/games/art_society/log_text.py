"""Game log lines for Art Society, built from event codes in the current language
(present tense, the player's name first, as for the other games)."""

from __future__ import annotations

from modernart_desktop.core.events import Event
from modernart_desktop.games.art_society import components as C
from modernart_desktop.ui.games.art_society import names as N
from modernart_desktop.ui.texts import counted, fill, seat_name

translate = N.translate


def describe_event(event: Event, names: list[str], viewer: int | None) -> str | None:
    p = event.params
    code = event.code

    def name(key: str = "seat") -> str:
        return seat_name(names, p.get(key))

    if code == "game/start":
        starts = ", ".join(f"{seat_name(names, s)} {v}" for s, v in enumerate(p["start_lollipops"]))
        return fill(
            translate(
                "ArtSocietyLog", "The game begins. Start lollipops: {list}. {name} is the first auctioneer."
            ),
            list=starts,
            name=name("auctioneer"),
        )
    if code == "start/hung":
        return fill(
            translate("ArtSocietyLog", "{name} hangs a start painting: {tile}."),
            name=name(),
            tile=N.tile_text(p["tile"]),
        )
    if code == "round/start":
        return fill(
            translate("ArtSocietyLog", "Round {n}: {name} is the auctioneer."),
            n=p["round"] + 1,
            name=name("auctioneer"),
        )
    if code == "auction/picked":
        w, h = C.STACK_SHAPES[p["stack"]]
        return fill(
            translate("ArtSocietyLog", "{name} chooses a {w}×{h} painting by its back."),
            name=name(),
            w=w,
            h=h,
        )
    if code == "auction/revealed":
        return fill(
            translate("ArtSocietyLog", "On offer: {tiles}."),
            tiles="; ".join(N.tile_text(t) for t in p["tiles"]),
        )
    if code == "bid/committed":
        return fill(translate("ArtSocietyLog", "{name} has chosen a lollipop."), name=name())
    if code == "bid/my_lollipop":
        return fill(translate("ArtSocietyLog", "You hold out lollipop {v}."), v=p["lollipop"])
    if code == "bid/revealed":
        bids = ", ".join(f"{seat_name(names, s)} {v}" for s, v in enumerate(p["bids"]))
        order = " → ".join(seat_name(names, s) for s in p["order"])
        return fill(
            translate("ArtSocietyLog", "Lollipops revealed: {bids}. Picking order: {order}."),
            bids=bids,
            order=order,
        )
    if code == "pick/turn":
        return None  # the next lines say what the picker does
    if code == "pick/took":
        return fill(
            translate("ArtSocietyLog", "{name} takes {tile}."), name=name(), tile=N.tile_text(p["tile"])
        )
    if code == "tile/hung":
        return fill(
            translate("ArtSocietyLog", "{name} hangs {tile} at row {row}, column {col}."),
            name=name(),
            tile=N.tile_text(p["tile"]),
            row=p["row"] + 1,
            col=p["col"] + 1,
        )
    if code == "tile/faux_pas":
        return fill(
            translate("ArtSocietyLog", "Faux pas: {name}'s painting touches one of its own type."),
            name=name(),
        )
    if code == "assistant/given":
        return fill(
            translate("ArtSocietyLog", "{name} hands {tile} to the assistant."),
            name=name(),
            tile=N.tile_text(p["tile"]),
        )
    if code == "no_room/swapped":
        return fill(
            translate("ArtSocietyLog", "{name} has no room and swaps {given} for {tile} from the museum."),
            name=name(),
            given=N.tile_text(p["given"]),
            tile=N.tile_text(p["tile"]),
        )
    if code == "no_room/excess":
        return fill(
            translate("ArtSocietyLog", "{name} has no room: {tile} becomes an excess painting."),
            name=name(),
            tile=N.tile_text(p["tile"]),
        )
    if code == "decor/earned":
        return fill(
            translate("ArtSocietyLog", "{name} earns decor: {shields}."),
            name=name(),
            shields=N.shields(p["credit"]),
        )
    if code == "decor/hung":
        return fill(
            translate("ArtSocietyLog", "{name} hangs {tile} at row {row}, column {col}."),
            name=name(),
            tile=N.tile_text(p["tile"]),
            row=p["row"] + 1,
            col=p["col"] + 1,
        )
    if code == "decor/exchanged":
        return fill(
            translate("ArtSocietyLog", "{name} exchanges decor tiles for {tile}."),
            name=name(),
            tile=N.tile_text(p["tile"]),
        )
    if code == "decor/skipped":
        return fill(translate("ArtSocietyLog", "{name} takes no decor."), name=name())
    if code == "decor/lost_full_wall":
        return fill(
            translate("ArtSocietyLog", "{name}'s wall is full: the decor earned is lost."), name=name()
        )
    if code == "turn/reset":
        return fill(translate("ArtSocietyLog", "{name} takes the turn back."), name=name())
    if code == "pick/confirmed":
        return fill(translate("ArtSocietyLog", "{name} is done."), name=name())
    if code == "pick/nothing_left":
        return fill(translate("ArtSocietyLog", "Nothing is left for {name}."), name=name())
    if code == "museum/unsold":
        steps = p["to"] - p["from"]
        return counted(
            lambda k: translate(
                "ArtSocietyLog", "Unsold, {tile} goes to the museum: {type} moves %n step(s).", "", k
            ),
            steps,
            tile=N.tile_text(p["tile"]),
            type=N.type_name(p["type"]),
        )
    if code == "round/end":
        return None
    if code == "game/over":
        winners = ", ".join(seat_name(names, s) for s in p.get("winners", []))
        best = max(p.get("scores") or [0])
        return fill(
            translate("ArtSocietyLog", "The game is over ({reason}). Winner: {names} with {points}."),
            reason=N.end_reason(p["reason"]),
            names=winners,
            points=N.points(best),
        )
    return None
