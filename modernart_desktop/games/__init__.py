"""Game plug-ins: each sub-package defines `GAME` and is declared as an entry point of
the `modernart_desktop.games` group in pyproject.toml (see core/registry.py)."""
