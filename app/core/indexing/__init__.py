"""The indexes retrieval reads, built from the library: each translation's meaning index (`vectors.py`) and
the OpenBible.info topic index (`topics.py`). Versioned, checksummed, written atomically, verified on load."""
