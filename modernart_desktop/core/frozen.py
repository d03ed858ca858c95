"""Quicker construction for frozen, slotted dataclasses.

A frozen dataclass stores each field in `__init__` through `object.__setattr__`
(its own `__setattr__` refuses every assignment), which costs about three times
what a plain class's constructor does. Events, legal-action lists and actions are
built at every step of every game, so that cost shows in every game's speed.

`quick_init` gives such a class an `__init__` with the same signature (the same
parameters, order, defaults and default factories) that stores each field through
its slot's own descriptor instead: the same object, as frozen as before (assigning
a field still raises `FrozenInstanceError`), built in a third of the time.
tests/core/test_frozen.py holds every class that uses it to the dataclass's own
`__init__`.
"""

from __future__ import annotations

import dataclasses
from typing import Any, TypeVar

T = TypeVar("T")


def quick_init(cls: type[T]) -> type[T]:
    """Replace a frozen, slotted dataclass's `__init__` by one that stores the fields
    through their slot descriptors (see the module's note). Apply it above
    `@dataclass(frozen=True, slots=True)`."""
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or "__slots__" not in cls.__dict__:
        raise TypeError(f"{cls.__name__}: quick_init is for frozen, slotted dataclasses")
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__}: quick_init does not run __post_init__")
    fields = dataclasses.fields(cls)  # type: ignore[arg-type]  # checked above: a dataclass
    namespace: dict[str, Any] = {"_MISSING": dataclasses.MISSING}
    args: list[str] = []
    body: list[str] = []
    for f in fields:
        if not f.init or f.kw_only:
            raise TypeError(f"{cls.__name__}.{f.name}: quick_init takes plain positional fields only")
        namespace[f"_set_{f.name}"] = cls.__dict__[f.name].__set__
        value = f.name
        if f.default is not dataclasses.MISSING:
            namespace[f"_default_{f.name}"] = f.default
            args.append(f"{f.name}=_default_{f.name}")
        elif f.default_factory is not dataclasses.MISSING:
            namespace[f"_factory_{f.name}"] = f.default_factory
            args.append(f"{f.name}=_MISSING")
            value = f"_factory_{f.name}() if {f.name} is _MISSING else {f.name}"
        else:
            args.append(f.name)
        body.append(f"    _set_{f.name}(self, {value})")
    source = f"def __init__(self, {', '.join(args)}):\n" + ("\n".join(body) or "    pass") + "\n"
    exec(source, namespace)
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    init.__doc__ = cls.__init__.__doc__
    original = cls.__init__
    cls.__init__ = init  # type: ignore[method-assign]  # the same signature, stored another way
    cls.__dataclass_init__ = original  # type: ignore[attr-defined]  # kept for the test that compares them
    return cls
