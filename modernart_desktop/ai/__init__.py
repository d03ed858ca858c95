"""AI seats: agents that see only their own view and the legal actions."""
