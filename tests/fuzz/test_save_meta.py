"""Found by fuzzing the save loader (fuzz/harnesses.py `saves`): a save file's meta (who
sat where, the LAN table's record) is read back by the start screen's list, the resumed
table and the LAN host. A damaged or hand-made meta of the wrong shape made them fail
with AttributeError or TypeError; the loader now says SaveFileError, and the list skips
the file as it skips any damaged save."""

from __future__ import annotations

import pytest

from modernart_desktop.core.errors import SaveFileError
from modernart_desktop.core.match import Match
from modernart_desktop.core.persistence import match_from_bytes, match_to_bytes
from modernart_desktop.host.table import Table
from modernart_desktop.storage import lan_saves, saves

BAD_META = [
    {"seats": [1]},  # Table.resume: 'int' object has no attribute 'get'
    {"seats": "ab"},
    {"seats": [{"name": "Ann", "level": ["x"]}]},
    {"names": 5},  # the start screen's list: 'int' object is not iterable
    {"names": ["Ann", 7]},
    {"lan": {"seats": 5, "started": True}},  # the LAN tables' list: 'int' object is not iterable
    {"lan": {"seats": [1]}},
    {"lan": ["seats"]},
]


def _save(meta):
    match = Match.new("modern_art", 3, seed=5, meta=meta)
    seat = min(match.active_seats())
    match.apply(seat, match.legal_actions(seat).actions[0])
    return match_to_bytes(match)


@pytest.mark.parametrize("meta", BAD_META, ids=[repr(m) for m in BAD_META])
def test_a_meta_of_the_wrong_shape_is_a_save_file_error_and_the_lists_skip_it(tmp_path, monkeypatch, meta):
    data = _save(meta)
    with pytest.raises(SaveFileError):
        match_from_bytes(data)
    monkeypatch.setenv("MODERNART_DATA_DIR", str(tmp_path))
    for folder in ("saves", "lan"):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "damaged.modernart").write_bytes(data)
    assert saves.unfinished_games() == []
    assert lan_saves.unfinished_lan_tables() == []


def test_the_meta_the_app_writes_still_loads(tmp_path):
    meta = {
        "seats": [{"name": "Ann", "kind": "human", "level": None, "connected": True}] * 3,
        "names": ["Ann", "Bob", "Cy"],
        "lan": {
            "seats": [{"kind": "remote", "name": "Bob", "level": None, "token_hash": "ab"}],
            "started": True,
        },
        "hints": [0, 1, 0],
    }
    match = match_from_bytes(_save(meta))
    assert match.meta == meta
    assert [s.name for s in Table.resume(match).seats] == ["Ann"] * 3
