"""The text's own vocabulary: the canon (`canon`: OSIS book ids, their order, testaments and display names),
the book names people type and how many chapters and verses each book has (`booknames`), and typed Bible
references (`refs`: parsed from what people type, formatted for display, converted to and from OSIS)."""
