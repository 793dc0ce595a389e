"""The reader: a chapter or translations side by side, its links and the person's marks on it, where
it is and the places read, and the passage printed or copied with its reference."""
