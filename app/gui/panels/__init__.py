"""The panels beside the reader that follow its verse or word: the commentary, the comparison of
translations, the dictionary, the related passages and word study."""
