"""Word study: the Greek and Hebrew behind the words of every translation (docs/wordstudy.md).

- `numbers` — Strong's numbers as text ("G26", "H2617") and as the integer codes the artifacts store;
- `tagged` — the built-in KJV with Strong's numbers (`resources/wordstudy/`), read and verified;
- `align` — the statistical word alignment that tags any translation from the KJV's numbers;
- `tags` — each translation's word tags on disk (`indexes/words/`): built, verified, loaded;
- `study` — what the word-study panel, `lampada word` and the search ask of them.
"""
