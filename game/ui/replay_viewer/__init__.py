"""The replay viewer: a saved game or command log shown position by position, with bookmarks and taking over."""
