"""Running the server: ``survey serve`` and ``survey db upgrade``."""
