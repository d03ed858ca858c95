"""Widgets shared by every game table and the shell."""
