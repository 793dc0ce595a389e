"""Readers for the Bible file formats people actually have.

Every reader is a plain function `read(path, progress, cancelled) -> ParsedTranslation` that raises
`ImportFormatError` naming the file and the problem. Readers never touch the library:
`library.add_translation` writes a parsed translation atomically.
"""
