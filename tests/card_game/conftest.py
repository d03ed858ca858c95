"""Fixtures for Modern Art: The Card Game tests."""

from __future__ import annotations

import pytest

from modernart_desktop.core import registry


@pytest.fixture
def game():
    return registry.get("modern_art_card_game")
