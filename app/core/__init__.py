"""Lâmpada's core: storage, import, analysis, retrieval. Never imports Qt (a test checks it)."""
