"""Readers for the Bible file formats people actually have.

Every reader is a plain function `read(path, progress, cancelled) -> ParsedTranslation` that raises
`ImportFormatError` naming the file and the problem. Readers never touch the library:
`writing.add_translation` writes a parsed translation atomically.

What the readers share: `common` (the records they produce and the limits every import keeps, used well
beyond this package), `safe_reading` (regular files, size caps, decoding), `text_cleaning` (clean text and
notes), `verse_collector` (book codes, verse numbers, the collector) and `xml_reading` (the safe XML driver).
"""
