"""The contract, part 4: every AI level a game offers answers with a legal action,
given nothing but a seat's view (as it arrives over the wire) and its legal actions."""

from __future__ import annotations

import msgpack

from modernart_desktop.ai.levels import levels_for, make_agent

from .conftest import Config, play

# Search levels think with a sliver of their budget: legality, not strength, is tested.
BUDGET_SCALE = 0.01
POSITIONS = 3


def test_every_ai_level_answers_legally_from_a_view(config: Config) -> None:
    game = config.game
    levels = levels_for(config.game_id)
    match = config.new_match(7)
    total = sum(1 for _ in play(config.new_match(7), 7))
    picks = {total * (i + 1) // (POSITIONS + 1) for i in range(POSITIONS)}
    asked = 0
    for step, m in enumerate(play(match, 7)):
        if step not in picks:
            continue
        for seat in sorted(m.active_seats()):
            view = msgpack.unpackb(msgpack.packb(m.view_for(seat)))
            legal = m.legal_actions(seat)
            for i, level in enumerate(levels):
                agent = make_agent(config.game_id, level, seed=step * 10 + i, budget_scale=BUDGET_SCALE)
                action = agent.choose(view, legal)
                assert action in legal, f"{level} chose {action!r}"
                game.apply(game.clone(m.state), seat, action)
                asked += 1
    assert asked > 0
