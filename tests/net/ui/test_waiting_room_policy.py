"""The waiting room tells everyone what this table does when a player drops out. It is
the host's choice, so the room states it as the table's rule ("If a player drops out,
the game waits…"), not as an order to whoever reads it ("Pause the game…"); in every
language (screenshots: artifacts/screenshots/lan_waiting_room_policy_<policy>_<lang>.png)."""

from __future__ import annotations

import pytest

from modernart_desktop.net.seats import LOCAL, LanSeat

SAID = {
    ("en", "pause"): "If a player drops out, the game waits until they are back",
    ("en", "standin"): "If a player drops out, a computer plays for them after 20 seconds",
    ("pl", "pause"): "Gdy gracz się rozłączy, gra czeka na jego powrót",
    ("pl", "standin"): "Gdy gracz się rozłączy, po 20 sekundach gra za niego komputer",
    ("fr", "pause"): "Si un joueur se déconnecte, la partie attend son retour",
    ("fr", "standin"): "Si un joueur se déconnecte, l'ordinateur joue à sa place après 20 secondes",
}


@pytest.mark.parametrize("lang", ["en", "pl", "fr"])
@pytest.mark.parametrize("policy", ["pause", "standin"])
def test_the_waiting_room_states_the_drop_out_policy_as_the_tables_rule(
    make_window, qtbot, shots, lan, lang, policy
):
    window = make_window(lang, name="Ada")
    lan.host_in(window, [LanSeat(LOCAL, "Ada"), LanSeat(), LanSeat()], autostart=False, policy=policy)
    qtbot.waitUntil(lambda: window.lobby.room is not None, timeout=5000)
    room = window.lobby.room
    said = room.subtitle.text().split(" · ")
    assert SAID[(lang, policy)] in said
    assert "Pause the game until they are back" not in room.subtitle.text()
    guest = lan.join(window.lobby.session.host, "Bruno", ready=False)
    qtbot.waitUntil(lambda: any(s["name"] == "Bruno" for s in room.session.lan_seats()), timeout=5000)
    window.grab().save(str(shots / f"lan_waiting_room_policy_{policy}_{lang}.png"))
    assert guest is not None
