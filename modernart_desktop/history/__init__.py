"""The history of finished games and their statistics: stdlib sqlite3, no Qt.

`store.HistoryStore` keeps the file (schema version, migrations, a damaged or
foreign file set aside); `records` turns a finished match into a row;
`stats` computes the figures and series the history page and charts draw.
"""
