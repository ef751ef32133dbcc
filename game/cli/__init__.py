"""The sub-commands of ``python -m game``, one module each."""
