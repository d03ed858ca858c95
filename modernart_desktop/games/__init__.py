"""Game plug-ins: each sub-package registers one game with the core registry."""
