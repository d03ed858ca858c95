"""quick_init (core/frozen.py): a frozen dataclass built through its slots is the same
object the dataclass's own __init__ builds, and as frozen."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from modernart_desktop.core import registry
from modernart_desktop.core.actions import Action
from modernart_desktop.core.frozen import quick_init


def _quick_classes() -> list[type]:
    classes: list[type] = []  # the games' actions (events and legal lists: test_records.py)
    for game_id in registry.available():
        classes.extend(registry.get(game_id).action_types)
    return classes


def _sample(f: dataclasses.Field[Any]) -> Any:
    """A value of the field's declared type (annotations are strings here)."""
    t = str(f.type)
    if t.startswith("int"):
        return 7
    if t == "bool":
        return True
    if t == "str":
        return "x"
    if t.startswith("dict"):
        return {"seat": 1}
    if t.startswith("tuple"):
        return (1, 2)
    if t.startswith("type"):
        return Action
    return None


def _by_dataclass_init(klass: type, /, *args: Any, **kwargs: Any) -> Any:
    obj = object.__new__(klass)
    klass.__dataclass_init__(obj, *args, **kwargs)  # type: ignore[attr-defined]  # kept by quick_init
    return obj


@pytest.mark.parametrize("cls", _quick_classes(), ids=lambda c: f"{c.__module__}.{c.__name__}")
def test_quick_init_builds_what_the_dataclass_builds(cls: type) -> None:
    assert "__dataclass_init__" in cls.__dict__, "every action class is built with quick_init"
    fields = dataclasses.fields(cls)
    required = [
        f for f in fields if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
    ]
    args = [_sample(f) for f in required]
    # positional, with defaults and default factories filled in
    quick, slow = cls(*args), _by_dataclass_init(cls, *args)
    assert quick == slow and type(quick) is cls
    assert [getattr(quick, f.name) for f in fields] == [getattr(slow, f.name) for f in fields]
    # every field given, by keyword
    given = {f.name: _sample(f) for f in fields}
    assert cls(**given) == _by_dataclass_init(cls, **given)
    # as frozen as before
    for f in fields:
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(quick, f.name, _sample(f))


def test_only_frozen_slotted_dataclasses_are_accepted() -> None:
    @dataclasses.dataclass(slots=True)
    class Mutable:
        x: int

    with pytest.raises(TypeError):
        quick_init(Mutable)

    @dataclasses.dataclass(frozen=True)
    class NoSlots:
        x: int

    with pytest.raises(TypeError):
        quick_init(NoSlots)
