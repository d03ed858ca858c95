"""What a screen reader needs at a table: announcements, a quiet clock, one focus move."""
