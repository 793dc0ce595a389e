"""Lâmpada — offline Bible study."""

__version__ = "0.1.0"
