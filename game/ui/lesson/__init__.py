"""Learn to play: a guided first battle on the real battle screen."""
