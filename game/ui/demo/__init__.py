"""The rules demos in the window: the library, the player, the attract loop."""
