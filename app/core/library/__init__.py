"""The verse library: the SQLite file of every translation, its verses and keyword indexes (`reading.Library`
reads it), the built-in translations (`builtin`), first-run set-up (`setup`), each import's copy (`copies`),
commentaries, OpenBible.info's topics and cross-references (`openbible`), the imported data sets' tables
(`data_set_tables`), SWORD modules (`sword_import`), one passage in every translation (`compare`), and
keeping the data folder whole (`maintenance`, `rebuild`: `lampada check` and repair)."""
