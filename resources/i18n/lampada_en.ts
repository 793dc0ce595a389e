<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
    <context>
        <name>AboutDialog</name>
        <message>
            <location filename="../../app/gui/dialogs.py" line="452" />
            <source>About Lâmpada</source>
            <translation>About Lâmpada</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="468" />
            <source>Your word is a lamp to my feet, and a light for my path.</source>
            <translation>Your word is a lamp to my feet, and a light for my path.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="469" />
            <source>Psalm 119:105</source>
            <translation>Psalm 119:105</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="470" />
            <source>An offline Bible study app. Nothing you type leaves this computer.</source>
            <translation>An offline Bible study app. Nothing you type leaves this computer.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="471" />
            <source>Bible texts</source>
            <translation>Bible texts</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="472" />
            <source>No translation is installed yet.</source>
            <translation>No translation is installed yet.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="473" />
            <source>Licence</source>
            <translation>Licence</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="474" />
            <source>not stated</source>
            <translation>not stated</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="475" />
            <source>Meaning search model</source>
            <translation>Meaning search model</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="476" />
            <source>Meaning search uses the multilingual-e5-small model, running on this computer.</source>
            <translation>Meaning search uses the multilingual-e5-small model, running on this computer.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="477" />
            <source>Software</source>
            <translation>Software</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="479" />
            <source>Lâmpada is free software (GPL-3.0-or-later), built with Qt for Python (LGPL), SQLite, NumPy and ONNX Runtime.</source>
            <translation>Lâmpada is free software (GPL-3.0-or-later), built with Qt for Python (LGPL), SQLite, NumPy and ONNX Runtime.</translation>
        </message>
    </context>
    <context>
        <name>Banner</name>
        <message>
            <location filename="../../app/gui/banner.py" line="58" />
            <source>Close</source>
            <translation>Close</translation>
        </message>
    </context>
    <context>
        <name>ImportDialog</name>
        <message>
            <location filename="../../app/gui/dialogs.py" line="177" />
            <source>Import a translation</source>
            <translation>Import a translation</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="188" />
            <source>Lâmpada reads USFM (a folder or .zip of books, or one file), OSIS, USFX, Zefania and one verse per line with a vref.txt list beside it.</source>
            <translation>Lâmpada reads USFM (a folder or .zip of books, or one file), OSIS, USFX, Zefania and one verse per line with a vref.txt list beside it.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="196" />
            <source>Choose a file or a folder…</source>
            <translation>Choose a file or a folder…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="198" />
            <source>File…</source>
            <translation>File…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="200" />
            <source>Folder…</source>
            <translation>Folder…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="211" />
            <source>short, lowercase: blivre</source>
            <translation>short, lowercase: blivre</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="218" />
            <source>for example: CC BY 4.0, public domain</source>
            <translation>for example: CC BY 4.0, public domain</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="220" />
            <source>The attribution the licence asks for</source>
            <translation>The attribution the licence asks for</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="223" />
            <source>Id</source>
            <translation>Id</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="224" />
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="225" />
            <source>Language</source>
            <translation>Language</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="226" />
            <source>Licence</source>
            <translation>Licence</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="227" />
            <source>Attribution</source>
            <translation>Attribution</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="234" />
            <source>Import</source>
            <translation>Import</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="258" />
            <source>Choose a Bible file</source>
            <translation>Choose a Bible file</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="260" />
            <source>Bible files (*.usfm *.sfm *.xml *.osis *.zip *.txt *.tsv);;All files (*)</source>
            <translation>Bible files (*.usfm *.sfm *.xml *.osis *.zip *.txt *.tsv);;All files (*)</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="267" />
            <source>Choose a folder of USFM books</source>
            <translation>Choose a folder of USFM books</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="281" />
            <source>Reading…</source>
            <translation>Reading…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="310" />
            <source>%1 verses in %2 books (%3). Check the details below, then import.</source>
            <translation>%1 verses in %2 books (%3). Check the details below, then import.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="339" />
            <source>The id must be 1 to 32 lowercase letters, digits or “_” (for example: blivre).</source>
            <translation>The id must be 1 to 32 lowercase letters, digits or “_” (for example: blivre).</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="344" />
            <source>Say which language the translation is in (for example: pt-BR or en).</source>
            <translation>Say which language the translation is in (for example: pt-BR or en).</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="350" />
            <source>Importing…</source>
            <translation>Importing…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="377" />
            <source>Stopped. The library was not changed.</source>
            <translation>Stopped. The library was not changed.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="386" />
            <source>Nothing was imported</source>
            <translation>Nothing was imported</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="387" />
            <source>The library was not changed.</source>
            <translation>The library was not changed.</translation>
        </message>
    </context>
    <context>
        <name>Lampada</name>
        <message>
            <location filename="../../app/gui/dialogs.py" line="159" />
            <source>importing %1</source>
            <translation>importing %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="111" />
            <source>Chapters and verses start at 1.</source>
            <translation>Chapters and verses start at 1.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/i18n.py" line="114" />
            <source>%1 has %n chapter(s), so there is no chapter %2.</source>
            <translation>
                <numerusform>%1 has %n chapter, so there is no chapter %2.</numerusform>
                <numerusform>%1 has %n chapters, so there is no chapter %2.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/i18n.py" line="123" />
            <source>%1 has %n verse(s), so there is no verse %2.</source>
            <translation>
                <numerusform>%1 has %n verse, so there is no verse %2.</numerusform>
                <numerusform>%1 has %n verses, so there is no verse %2.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="130" />
            <source>That range ends before it starts.</source>
            <translation>That range ends before it starts.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="131" />
            <source>That does not look like a Bible reference I know.</source>
            <translation>That does not look like a Bible reference I know.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="138" />
            <source>Could not import “%1” (line %2): %3</source>
            <translation>Could not import “%1” (line %2): %3</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="144" />
            <source>Could not import “%1”: %2</source>
            <translation>Could not import “%1”: %2</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="155" />
            <source>There is already a translation with the id “%1”. Choose another id.</source>
            <translation>There is already a translation with the id “%1”. Choose another id.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="159" />
            <source>The translation “%1” is not in the library.</source>
            <translation>The translation “%1” is not in the library.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="163" />
            <source>The library file cannot be read: %1</source>
            <translation>The library file cannot be read: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="167" />
            <source>The meaning-search model is not available: %1</source>
            <translation>The meaning-search model is not available: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="173" />
            <source>The file could not be read or written: %1</source>
            <translation>The file could not be read or written: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="176" />
            <source>Something went wrong: %1</source>
            <translation>Something went wrong: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/main.py" line="89" />
            <source>Lâmpada — unexpected error</source>
            <translation>Lâmpada — unexpected error</translation>
        </message>
        <message>
            <location filename="../../app/gui/main.py" line="91" />
            <source>Something went wrong. Your library is safe; you can keep working or restart Lâmpada.</source>
            <translation>Something went wrong. Your library is safe; you can keep working or restart Lâmpada.</translation>
        </message>
        <message>
            <location filename="../../app/gui/main.py" line="97" />
            <source>The details were written to the log file: %1</source>
            <translation>The details were written to the log file: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/results.py" line="145" />
            <source>words</source>
            <comment>badge: matched by its words</comment>
            <translation>words</translation>
        </message>
        <message>
            <location filename="../../app/gui/results.py" line="146" />
            <source>meaning</source>
            <comment>badge: matched by meaning</comment>
            <translation>meaning</translation>
        </message>
        <message>
            <location filename="../../app/gui/results.py" line="147" />
            <source>both</source>
            <comment>badge: matched by words and meaning</comment>
            <translation>both</translation>
        </message>
        <message>
            <location filename="../../app/gui/results.py" line="148" />
            <source>reference</source>
            <comment>badge: the passage you typed</comment>
            <translation>reference</translation>
        </message>
        <message>
            <location filename="../../app/gui/results.py" line="155" />
            <source>Found by the words you typed</source>
            <translation>Found by the words you typed</translation>
        </message>
        <message>
            <location filename="../../app/gui/results.py" line="156" />
            <source>Found by meaning: it speaks of what you wrote, in other words</source>
            <translation>Found by meaning: it speaks of what you wrote, in other words</translation>
        </message>
        <message>
            <location filename="../../app/gui/results.py" line="159" />
            <source>Found by its words and by its meaning</source>
            <translation>Found by its words and by its meaning</translation>
        </message>
        <message>
            <location filename="../../app/gui/results.py" line="160" />
            <source>The passage you typed</source>
            <translation>The passage you typed</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../app/gui/window.py" line="173" />
            <source>Type a reference, a word, or what is on your heart…</source>
            <translation>Type a reference, a word, or what is on your heart…</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="175" />
            <source>Search</source>
            <translation>Search</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="182" />
            <source>Recent searches (Alt+Down)</source>
            <translation>Recent searches (Alt+Down)</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="187" />
            <source>Translation for searching and reading</source>
            <translation>Translation for searching and reading</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="191" />
            <source>Filters: testament and books</source>
            <translation>Filters: testament and books</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="193" />
            <location filename="../../app/gui/window.py" line="927" />
            <location filename="../../app/gui/window.py" line="943" />
            <source>Filters</source>
            <translation>Filters</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="196" />
            <source>Best match</source>
            <translation>Best match</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="197" />
            <source>Bible order</source>
            <translation>Bible order</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="198" />
            <source>Order of the results</source>
            <translation>Order of the results</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="217" />
            <source>Whole Bible</source>
            <translation>Whole Bible</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="218" />
            <source>Old Testament</source>
            <translation>Old Testament</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="219" />
            <source>New Testament</source>
            <translation>New Testament</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="220" />
            <source>Books…</source>
            <translation>Books…</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="230" />
            <source>from</source>
            <translation>from</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="231" />
            <source>to</source>
            <translation>to</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="235" />
            <source>Search in</source>
            <translation>Search in</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="316" />
            <source>&amp;File</source>
            <translation>&amp;File</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="317" />
            <source>&amp;Import a translation…</source>
            <translation>&amp;Import a translation…</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="322" />
            <source>&amp;Quit</source>
            <translation>&amp;Quit</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="328" />
            <source>&amp;Edit</source>
            <translation>&amp;Edit</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="329" />
            <source>&amp;Copy verses with reference</source>
            <translation>&amp;Copy verses with reference</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="333" />
            <source>Copy &amp;format</source>
            <translation>Copy &amp;format</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="336" />
            <source>“Text” — Reference (TRANSLATION)</source>
            <translation>“Text” — Reference (TRANSLATION)</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="337" />
            <source>Reference (TRANSLATION), then the text</source>
            <translation>Reference (TRANSLATION), then the text</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="338" />
            <source>Text only</source>
            <translation>Text only</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="348" />
            <source>&amp;Search</source>
            <translation>&amp;Search</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="352" />
            <source>Clear recent searches</source>
            <translation>Clear recent searches</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="356" />
            <source>&amp;View</source>
            <translation>&amp;View</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="357" />
            <source>&amp;Larger text</source>
            <translation>&amp;Larger text</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="362" />
            <source>&amp;Smaller text</source>
            <translation>&amp;Smaller text</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="365" />
            <source>&amp;Normal size</source>
            <translation>&amp;Normal size</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="371" />
            <source>&amp;Theme</source>
            <translation>&amp;Theme</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="374" />
            <source>Follow the system</source>
            <translation>Follow the system</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="375" />
            <source>Light</source>
            <translation>Light</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="376" />
            <source>Dark</source>
            <translation>Dark</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="384" />
            <source>&amp;Parallel translations</source>
            <translation>&amp;Parallel translations</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="388" />
            <source>Search &amp;filters</source>
            <translation>Search &amp;filters</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="393" />
            <source>&amp;Go</source>
            <translation>&amp;Go</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="394" />
            <source>&amp;Back</source>
            <translation>&amp;Back</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="397" />
            <source>&amp;Forward</source>
            <translation>&amp;Forward</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="402" />
            <source>&amp;Previous chapter</source>
            <translation>&amp;Previous chapter</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="405" />
            <source>&amp;Next chapter</source>
            <translation>&amp;Next chapter</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="418" />
            <source>&amp;Open in the reader</source>
            <translation>&amp;Open in the reader</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="423" />
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="424" />
            <source>&amp;About Lâmpada</source>
            <translation>&amp;About Lâmpada</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="489" />
            <source>Lâmpada could not start</source>
            <translation>Lâmpada could not start</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="532" />
            <source>No translation is installed yet</source>
            <translation>No translation is installed yet</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="533" />
            <source>Import a Bible file to start reading and searching.</source>
            <translation>Import a Bible file to start reading and searching.</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="535" />
            <source>Import…</source>
            <translation>Import…</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="640" />
            <source>%1 — opened in the reader</source>
            <translation>%1 — opened in the reader</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="645" />
            <source>%1 is not in this translation (%2).</source>
            <translation>%1 is not in this translation (%2).</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="648" />
            <source>Translations number some verses differently; try the parallel view.</source>
            <translation>Translations number some verses differently; try the parallel view.</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="660" />
            <source>Nothing found for “%1”.</source>
            <translation>Nothing found for “%1”.</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="661" />
            <source>Try other words, fewer words, or a wider filter.</source>
            <translation>Try other words, fewer words, or a wider filter.</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="665" />
            <source>The Bible does not seem to speak of this directly</source>
            <translation>The Bible does not seem to speak of this directly</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="667" />
            <source>These are the passages closest to what you wrote. Read them in their context, with care.</source>
            <translation>These are the passages closest to what you wrote. Read them in their context, with care.</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="687" />
            <source>exact words</source>
            <translation>exact words</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="689" />
            <source>by words</source>
            <translation>by words</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="691" />
            <source>by words and meaning</source>
            <translation>by words and meaning</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/window.py" line="692" />
            <source>%n result(s)</source>
            <translation>
                <numerusform>%n result</numerusform>
                <numerusform>%n results</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="695" />
            <source>%1 ms</source>
            <translation>%1 ms</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="697" />
            <source>%1 s</source>
            <translation>%1 s</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="703" />
            <source>The search could not be done</source>
            <translation>The search could not be done</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="719" />
            <location filename="../../app/gui/window.py" line="724" />
            <source>Searching…</source>
            <translation>Searching…</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="732" />
            <source>That reference does not exist</source>
            <translation>That reference does not exist</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="744" />
            <source>Your word is a lamp to my feet, and a light for my path.</source>
            <translation>Your word is a lamp to my feet, and a light for my path.</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="745" />
            <source>Psalm 119:105</source>
            <translation>Psalm 119:105</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="746" />
            <source>Type a reference, a name, a theme, or a question — in your own words.</source>
            <translation>Type a reference, a name, a theme, or a question — in your own words.</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="747" />
            <source>Try:</source>
            <translation>Try:</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="778" />
            <source>No recent searches</source>
            <translation>No recent searches</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="956" />
            <source>Preparing meaning search for %1: %2%</source>
            <translation>Preparing meaning search for %1: %2%</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="992" />
            <source>Meaning search is not available</source>
            <translation>Meaning search is not available</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="993" />
            <source>Searching by words and references still works.</source>
            <translation>Searching by words and references still works.</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="997" />
            <source>Meaning search is still being prepared…</source>
            <translation>Meaning search is still being prepared…</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="1000" />
            <source>Reading %1: %2 of %3 verses. Meanwhile, words and references already work.</source>
            <translation>Reading %1: %2 of %3 verses. Meanwhile, words and references already work.</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="1007" />
            <source>Reading %1 first; this translation comes next. Meanwhile, words and references already work.</source>
            <translation>Reading %1 first; this translation comes next. Meanwhile, words and references already work.</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="1011" />
            <source>Getting the language model ready on this computer. Meanwhile, words and references already work.</source>
            <translation>Getting the language model ready on this computer. Meanwhile, words and references already work.</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="1032" />
            <source>Select a verse first.</source>
            <translation>Select a verse first.</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="1037" />
            <source>Copied: %1</source>
            <translation>Copied: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="1110" />
            <source>“%1” was imported</source>
            <translation>“%1” was imported</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/window.py" line="1111" />
            <source>%n verse(s) are ready to read and to search by words.</source>
            <translation>
                <numerusform>%n verse is ready to read and to search by words.</numerusform>
                <numerusform>%n verses are ready to read and to search by words.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ReaderPane</name>
        <message>
            <location filename="../../app/gui/reader.py" line="172" />
            <source>Previous chapter (Ctrl+PgUp)</source>
            <translation>Previous chapter (Ctrl+PgUp)</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader.py" line="175" />
            <source>Next chapter (Ctrl+PgDown)</source>
            <translation>Next chapter (Ctrl+PgDown)</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader.py" line="179" />
            <source>Book</source>
            <translation>Book</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader.py" line="186" />
            <source>Chapter</source>
            <translation>Chapter</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader.py" line="195" />
            <source>Show a second translation side by side</source>
            <translation>Show a second translation side by side</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader.py" line="197" />
            <source>Parallel</source>
            <translation>Parallel</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader.py" line="201" />
            <source>Translation shown beside the one you read</source>
            <translation>Translation shown beside the one you read</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader.py" line="458" />
            <source>— this verse does not exist in this translation —</source>
            <translation>— this verse does not exist in this translation —</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader.py" line="489" />
            <source>This translation does not have %1.</source>
            <translation>This translation does not have %1.</translation>
        </message>
    </context>
    <context>
        <name>SetupDialog</name>
        <message>
            <location filename="../../app/gui/dialogs.py" line="61" />
            <source>Preparing your library</source>
            <translation>Preparing your library</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="69" />
            <source>Lâmpada is preparing the Bible texts. This happens only once.</source>
            <translation>Lâmpada is preparing the Bible texts. This happens only once.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="71" />
            <source>Starting…</source>
            <translation>Starting…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="118" />
            <source>Step %1 of %2: %3</source>
            <translation>Step %1 of %2: %3</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="139" />
            <source>The library could not be prepared</source>
            <translation>The library could not be prepared</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="148" />
            <source>Stopping… nothing is left half-done.</source>
            <translation>Stopping… nothing is left half-done.</translation>
        </message>
    </context>
</TS>
