<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
    <context>
        <name>AboutDialog</name>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="49" />
            <location filename="../../app/gui/dialogs/about_dialog.py" line="53" />
            <source>About Lâmpada</source>
            <translation>About Lâmpada</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="70" />
            <source>Topics and cross-references</source>
            <translation>Topics and cross-references</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="72" />
            <source>The topics that help searching and the cross-references beside the reader were voted by the readers of OpenBible.info.</source>
            <translation>The topics that help searching and the cross-references beside the reader were voted by the readers of OpenBible.info.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="78" />
            <source>Word study</source>
            <translation>Word study</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="80" />
            <source>The Greek and Hebrew words behind the text, their meaning and how the KJV renders them come from Strong's dictionaries.</source>
            <translation>The Greek and Hebrew words behind the text, their meaning and how the KJV renders them come from Strong's dictionaries.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="86" />
            <source>The Strong's numbers behind the words come from the King James Version, tagged word by word; every other translation is aligned with it by Lâmpada.</source>
            <translation>The Strong's numbers behind the words come from the King James Version, tagged word by word; every other translation is aligned with it by Lâmpada.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="99" />
            <source>Your word is a lamp to my feet, and a light for my path.</source>
            <translation>Your word is a lamp to my feet, and a light for my path.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="100" />
            <source>Psalm 119:105</source>
            <translation>Psalm 119:105</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="101" />
            <source>An offline Bible study app. Nothing you type leaves this computer.</source>
            <translation>An offline Bible study app. Nothing you type leaves this computer.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="102" />
            <source>Bible texts</source>
            <translation>Bible texts</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="103" />
            <source>No translation is installed yet.</source>
            <translation>No translation is installed yet.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="104" />
            <source>Licence</source>
            <translation>Licence</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="105" />
            <source>not stated</source>
            <translation>not stated</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="106" />
            <source>Meaning search model</source>
            <translation>Meaning search model</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="107" />
            <source>Meaning search uses the multilingual-e5-small model, running on this computer.</source>
            <translation>Meaning search uses the multilingual-e5-small model, running on this computer.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="108" />
            <source>Software</source>
            <translation>Software</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="110" />
            <source>Lâmpada is free software (GPL-3.0-or-later), built with Qt for Python (LGPL), SQLite, NumPy and ONNX Runtime.</source>
            <translation>Lâmpada is free software (GPL-3.0-or-later), built with Qt for Python (LGPL), SQLite, NumPy and ONNX Runtime.</translation>
        </message>
    </context>
    <context>
        <name>BackupsDialog</name>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="407" />
            <source>Backups of my data</source>
            <translation>Backups of my data</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="411" />
            <source>Lâmpada backs up your notes, bookmarks and highlights once a day, and before an import, a restore or an update. The last 10 daily backups are kept.</source>
            <translation>Lâmpada backs up your notes, bookmarks and highlights once a day, and before an import, a restore or an update. The last 10 daily backups are kept.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="417" />
            <source>Folder: %1</source>
            <translation>Folder: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="421" />
            <source>Backups</source>
            <translation>Backups</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="422" />
            <source>Back up now</source>
            <translation>Back up now</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="423" />
            <source>Restore…</source>
            <translation>Restore…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="425" />
            <source>Restore this backup</source>
            <translation>Restore this backup</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="426" />
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="439" />
            <source>No backups yet.</source>
            <translation>No backups yet.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="459" />
            <source>Replace your current notes, bookmarks, highlights and history with the backup of %1? Your data as it is now is kept as another backup first, so you can undo this.</source>
            <translation>Replace your current notes, bookmarks, highlights and history with the backup of %1? Your data as it is now is kept as another backup first, so you can undo this.</translation>
        </message>
    </context>
    <context>
        <name>Banner</name>
        <message>
            <location filename="../../app/gui/banner.py" line="59" />
            <location filename="../../app/gui/banner.py" line="60" />
            <source>Close</source>
            <translation>Close</translation>
        </message>
    </context>
    <context>
        <name>BibleResults</name>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="37" />
            <source>Portuguese</source>
            <comment>the language, in a sentence</comment>
            <translation>Portuguese</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="38" />
            <source>English</source>
            <comment>the language, in a sentence</comment>
            <translation>English</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="107" />
            <source>%1 — opened in the reader</source>
            <translation>%1 — opened in the reader</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="111" />
            <location filename="../../app/gui/search/bible_results.py" line="125" />
            <source>%1 is not in this translation (%2).</source>
            <translation>%1 is not in this translation (%2).</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="114" />
            <source>Translations number some verses differently; try the parallel view.</source>
            <translation>Translations number some verses differently; try the parallel view.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/search/bible_results.py" line="131" />
            <source>Only the first %n passage(s) of the list are shown.</source>
            <translation>
                <numerusform>Only the first passage of the list is shown.</numerusform>
                <numerusform>Only the first %n passages of the list are shown.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="135" />
            <source>Part of the reference is not shown</source>
            <translation>Part of the reference is not shown</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="148" />
            <source>Nothing found for “%1”.</source>
            <translation>Nothing found for “%1”.</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="149" />
            <source>Try other words, fewer words, or a wider filter.</source>
            <translation>Try other words, fewer words, or a wider filter.</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="159" />
            <source>The Bible does not seem to speak of this directly</source>
            <translation>The Bible does not seem to speak of this directly</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="161" />
            <source>These are the passages closest to what you wrote. Read them in their context, with care.</source>
            <translation>These are the passages closest to what you wrote. Read them in their context, with care.</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="175" />
            <source>Your question seems to be in %1. Search the %2?</source>
            <translation>Your question seems to be in %1. Search the %2?</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="177" />
            <source>“%1” is in %2: it is searched here only by the meaning of your words, and these are the closest passages.</source>
            <translation>“%1” is in %2: it is searched here only by the meaning of your words, and these are the closest passages.</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="185" />
            <source>Search the %1</source>
            <translation>Search the %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="191" />
            <source>No %1 translation is installed, so “%2” is searched by the meaning of your words. To search in %1, import a translation in that language.</source>
            <translation>No %1 translation is installed, so “%2” is searched by the meaning of your words. To search in %1, import a translation in that language.</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="195" />
            <source>Your question seems to be in %1</source>
            <translation>Your question seems to be in %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="198" />
            <source>Import…</source>
            <translation>Import…</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="209" />
            <source>Searching the %1</source>
            <translation>Searching the %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="210" />
            <source>The reader shows it too; the translation picker above changes it back at any time.</source>
            <translation>The reader shows it too; the translation picker above changes it back at any time.</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="213" />
            <source>Back to %1</source>
            <translation>Back to %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="225" />
            <source>The search could not be done</source>
            <translation>The search could not be done</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/search/bible_results.py" line="236" />
            <source>%n result(s)</source>
            <translation>
                <numerusform>%n result</numerusform>
                <numerusform>%n results</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="242" />
            <source>%1 ms</source>
            <translation>%1 ms</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="244" />
            <source>%1 s</source>
            <translation>%1 s</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="250" />
            <source>That reference does not exist</source>
            <translation>That reference does not exist</translation>
        </message>
    </context>
    <context>
        <name>BookmarkPopup</name>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="99" />
            <source>Title (optional)</source>
            <translation>Title (optional)</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="104" />
            <source>No folder</source>
            <translation>No folder</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="108" />
            <source>or type a new folder's name</source>
            <translation>or type a new folder's name</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="109" />
            <source>Pick a folder, or type a name to make a new one</source>
            <translation>Pick a folder, or type a name to make a new one</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="110" />
            <location filename="../../app/gui/study/bookmark_popup.py" line="168" />
            <source>Folder</source>
            <translation>Folder</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="113" />
            <location filename="../../app/gui/study/bookmark_popup.py" line="173" />
            <source>Labels</source>
            <translation>Labels</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="125" />
            <source>New labels</source>
            <translation>New labels</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="127" />
            <source>New labels, separated by commas</source>
            <translation>New labels, separated by commas</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="127" />
            <source>Labels, separated by commas</source>
            <translation>Labels, separated by commas</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="129" />
            <source>Remove</source>
            <translation>Remove</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="132" />
            <source>Done</source>
            <translation>Done</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="135" />
            <source>Keep these choices (Enter); Esc leaves the bookmark as it was</source>
            <translation>Keep these choices (Enter); Esc leaves the bookmark as it was</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="144" />
            <source>Bookmarked %1</source>
            <translation>Bookmarked %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="144" />
            <source>Bookmark on %1</source>
            <translation>Bookmark on %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="152" />
            <source>Saved. A title, a folder and labels are optional.</source>
            <translation>Saved. A title, a folder and labels are optional.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="154" />
            <source>Change its title, folder or labels, or remove it.</source>
            <translation>Change its title, folder or labels, or remove it.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="167" />
            <source>Title</source>
            <translation>Title</translation>
        </message>
    </context>
    <context>
        <name>BookmarkTools</name>
        <message>
            <location filename="../../app/gui/study/bookmarks.py" line="58" />
            <source>%1 is already bookmarked.</source>
            <translation>%1 is already bookmarked.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmarks.py" line="110" />
            <source>Bookmark</source>
            <translation>Bookmark</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmarks.py" line="110" />
            <source>Title:</source>
            <translation>Title:</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmarks.py" line="133" />
            <source>New label</source>
            <translation>New label</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmarks.py" line="133" />
            <source>Label name:</source>
            <translation>Label name:</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmarks.py" line="142" />
            <source>New folder</source>
            <translation>New folder</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmarks.py" line="142" />
            <location filename="../../app/gui/study/bookmarks.py" line="153" />
            <source>Folder name:</source>
            <translation>Folder name:</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmarks.py" line="153" />
            <source>Folder</source>
            <translation>Folder</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmarks.py" line="164" />
            <location filename="../../app/gui/study/bookmarks.py" line="168" />
            <source>Delete folder</source>
            <translation>Delete folder</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmarks.py" line="165" />
            <source>Delete the folder “%1”? Its bookmarks are kept, outside any folder.</source>
            <translation>Delete the folder “%1”? Its bookmarks are kept, outside any folder.</translation>
        </message>
    </context>
    <context>
        <name>CommentaryController</name>
        <message>
            <location filename="../../app/gui/panels/commentary.py" line="222" />
            <location filename="../../app/gui/panels/commentary.py" line="225" />
            <source>Commentary</source>
            <translation>Commentary</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/commentary.py" line="223" />
            <source>Close the commentary (Ctrl+Shift+M)</source>
            <translation>Close the commentary (Ctrl+Shift+M)</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/commentary.py" line="224" />
            <source>&amp;Commentary</source>
            <translation>&amp;Commentary</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/commentary.py" line="226" />
            <source>What a commentary says on the selected verse (Ctrl+Shift+M)</source>
            <translation>What a commentary says on the selected verse (Ctrl+Shift+M)</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/commentary.py" line="227" />
            <source>Commentary on this verse</source>
            <translation>Commentary on this verse</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/commentary.py" line="273" />
            <source>The commentary could not be read: %1</source>
            <translation>The commentary could not be read: %1</translation>
        </message>
    </context>
    <context>
        <name>CommentaryPanel</name>
        <message>
            <location filename="../../app/gui/panels/commentary.py" line="116" />
            <source>The commentary to read</source>
            <translation>The commentary to read</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/commentary.py" line="117" />
            <source>Commentary</source>
            <translation>Commentary</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/commentary.py" line="126" />
            <source>What the commentary says</source>
            <translation>What the commentary says</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/commentary.py" line="158" />
            <source>Select a verse in the reader to see what the commentary says on it.</source>
            <translation>Select a verse in the reader to see what the commentary says on it.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/commentary.py" line="165" />
            <source>No commentary yet. Import one from BibleTime, Xiphos or AndBible (a SWORD commentary, such as Matthew Henry's) with File ▸ Import from another Bible program…</source>
            <translation>No commentary yet. Import one from BibleTime, Xiphos or AndBible (a SWORD commentary, such as Matthew Henry's) with File ▸ Import from another Bible program…</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/commentary.py" line="190" />
            <source>%1 says nothing on %2.</source>
            <translation>%1 says nothing on %2.</translation>
        </message>
    </context>
    <context>
        <name>CompareController</name>
        <message>
            <location filename="../../app/gui/panels/compare_panel.py" line="232" />
            <location filename="../../app/gui/panels/compare_panel.py" line="237" />
            <source>Compare translations</source>
            <translation>Compare translations</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/compare_panel.py" line="233" />
            <source>Close the comparison (%1)</source>
            <translation>Close the comparison (%1)</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/compare_panel.py" line="234" />
            <source>Co&amp;mpare translations</source>
            <translation>Co&amp;mpare translations</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/compare_panel.py" line="235" />
            <source>Compare</source>
            <translation>Compare</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/compare_panel.py" line="236" />
            <source>The selected verse in every translation (%1)</source>
            <translation>The selected verse in every translation (%1)</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/compare_panel.py" line="274" />
            <source>The translations could not be read: %1</source>
            <translation>The translations could not be read: %1</translation>
        </message>
    </context>
    <context>
        <name>ComparePanel</name>
        <message>
            <location filename="../../app/gui/panels/compare_panel.py" line="115" />
            <source>Copy</source>
            <translation>Copy</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/compare_panel.py" line="116" />
            <source>Copy the passage in every translation</source>
            <translation>Copy the passage in every translation</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/compare_panel.py" line="126" />
            <source>The passage in every translation</source>
            <translation>The passage in every translation</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/compare_panel.py" line="153" />
            <source>Select a verse in the reader to read it in every translation.</source>
            <translation>Select a verse in the reader to read it in every translation.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/compare_panel.py" line="165" />
            <source>— this translation does not have this passage —</source>
            <translation>— this translation does not have this passage —</translation>
        </message>
    </context>
    <context>
        <name>DataFiles</name>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="95" />
            <source>Lâmpada data (*.json)</source>
            <translation>Lâmpada data (*.json)</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="99" />
            <source>Exporting…</source>
            <translation>Exporting…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="104" />
            <source>Your data was exported</source>
            <translation>Your data was exported</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="106" />
            <source>Everything is in “%1”; it can be imported again with File ▸ Import my data.</source>
            <translation>Everything is in “%1”; it can be imported again with File ▸ Import my data.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="117" />
            <source>Markdown (*.md)</source>
            <translation>Markdown (*.md)</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="126" />
            <source>Your notes were exported</source>
            <translation>Your notes were exported</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="127" />
            <source>Notes, bookmarks and highlights are in “%1”, ready to read or print.</source>
            <translation>Notes, bookmarks and highlights are in “%1”, ready to read or print.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="136" />
            <source>Export my data</source>
            <translation>Export my data</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="139" />
            <source>The export could not be written</source>
            <translation>The export could not be written</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="148" />
            <source>Import my data</source>
            <translation>Import my data</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="148" />
            <source>Lâmpada data (*.json);;All files (*)</source>
            <translation>Lâmpada data (*.json);;All files (*)</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="162" />
            <source>Importing…</source>
            <translation>Importing…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="169" />
            <source>Your data was imported</source>
            <translation>Your data was imported</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="173" />
            <source>The file could not be imported</source>
            <translation>The file could not be imported</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="215" />
            <source>Backed up</source>
            <translation>Backed up</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="216" />
            <source>Backed up: %1</source>
            <translation>Backed up: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="220" />
            <location filename="../../app/gui/study/data_files.py" line="221" />
            <source>The backup could not be made</source>
            <translation>The backup could not be made</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="226" />
            <source>Restored the backup of %1. Your data as it was is kept in “%2”.</source>
            <translation>Restored the backup of %1. Your data as it was is kept in “%2”.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="231" />
            <source>Restored</source>
            <translation>Restored</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="232" />
            <source>Your data was restored</source>
            <translation>Your data was restored</translation>
        </message>
    </context>
    <context>
        <name>DictionaryController</name>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="341" />
            <location filename="../../app/gui/panels/dictionary.py" line="344" />
            <source>Dictionary</source>
            <translation>Dictionary</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="342" />
            <source>Close the dictionary (Ctrl+Shift+D)</source>
            <translation>Close the dictionary (Ctrl+Shift+D)</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="343" />
            <source>&amp;Dictionary</source>
            <translation>&amp;Dictionary</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="345" />
            <source>The selected word in the dictionaries and lexicons (Ctrl+Shift+D)</source>
            <translation>The selected word in the dictionaries and lexicons (Ctrl+Shift+D)</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="346" />
            <source>Look up in the dictionaries</source>
            <translation>Look up in the dictionaries</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="418" />
            <source>“%1” names no passage Lâmpada knows.</source>
            <translation>“%1” names no passage Lâmpada knows.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="446" />
            <source>The dictionary could not be read: %1</source>
            <translation>The dictionary could not be read: %1</translation>
        </message>
    </context>
    <context>
        <name>DictionaryPanel</name>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="159" />
            <source>The dictionary to read</source>
            <translation>The dictionary to read</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="160" />
            <source>Dictionary</source>
            <translation>Dictionary</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="164" />
            <location filename="../../app/gui/panels/dictionary.py" line="165" />
            <source>Filter the keys</source>
            <translation>Filter the keys</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="170" />
            <source>Keys of the dictionary</source>
            <translation>Keys of the dictionary</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="187" />
            <source>The dictionary's entry</source>
            <translation>The dictionary's entry</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="232" />
            <location filename="../../app/gui/panels/dictionary.py" line="284" />
            <source>Select a word in the reader (a double click) to look it up in the dictionaries.</source>
            <translation>Select a word in the reader (a double click) to look it up in the dictionaries.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="260" />
            <source>No dictionary yet. Set-up loads Strong's Greek and Hebrew dictionaries; import another (a SWORD dictionary or lexicon) with File ▸ Import from another Bible program…</source>
            <translation>No dictionary yet. Set-up loads Strong's Greek and Hebrew dictionaries; import another (a SWORD dictionary or lexicon) with File ▸ Import from another Bible program…</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="279" />
            <source>No entry for “%1”.</source>
            <translation>No entry for “%1”.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="281" />
            <source>Choose a key in the list, or type its first letters.</source>
            <translation>Choose a key in the list, or type its first letters.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="290" />
            <source>Every dictionary (the selected word)</source>
            <translation>Every dictionary (the selected word)</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="310" />
            <source>Strong's dictionaries: public domain.</source>
            <translation>Strong's dictionaries: public domain.</translation>
        </message>
    </context>
    <context>
        <name>HelpScreens</name>
        <message>
            <location filename="../../app/gui/shell/help.py" line="341" />
            <source>Reader (right-click)</source>
            <translation>Reader (right-click)</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="342" />
            <source>Results (right-click)</source>
            <translation>Results (right-click)</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="344" />
            <source>Other keys</source>
            <translation>Other keys</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="346" />
            <source>Search box</source>
            <translation>Search box</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="347" />
            <source>Results</source>
            <translation>Results</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="348" />
            <source>Reader</source>
            <translation>Reader</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="349" />
            <source>Note editor</source>
            <translation>Note editor</translation>
        </message>
    </context>
    <context>
        <name>ImportDataDialog</name>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="337" />
            <source>Import my data</source>
            <translation>Import my data</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="342" />
            <source>Import the notes, bookmarks and highlights in “%1”?</source>
            <translation>Import the notes, bookmarks and highlights in “%1”?</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="345" />
            <source>Merge with my data</source>
            <translation>Merge with my data</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="348" />
            <source>Adds what is new. When both have the same item, the more recently changed one is kept. Nothing is deleted.</source>
            <translation>Adds what is new. When both have the same item, the more recently changed one is kept. Nothing is deleted.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="353" />
            <source>Replace my data</source>
            <translation>Replace my data</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="355" />
            <source>Your current notes, bookmarks, highlights and history are replaced by the file's.</source>
            <translation>Your current notes, bookmarks, highlights and history are replaced by the file's.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="366" />
            <source>A backup of your data as it is now is made first, so this can be undone.</source>
            <translation>A backup of your data as it is now is made first, so this can be undone.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="371" />
            <source>Import</source>
            <translation>Import</translation>
        </message>
    </context>
    <context>
        <name>ImportDialog</name>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="54" />
            <source>Import a translation</source>
            <translation>Import a translation</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="59" />
            <source>Nothing was imported</source>
            <translation>Nothing was imported</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="60" />
            <source>The library was not changed.</source>
            <translation>The library was not changed.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="61" />
            <source>Stopped. The library was not changed.</source>
            <translation>Stopped. The library was not changed.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="65" />
            <source>Lâmpada reads USFM (a folder or .zip of books, or one file), OSIS, USFX, Zefania and one verse per line with a vref.txt list beside it.</source>
            <translation>Lâmpada reads USFM (a folder or .zip of books, or one file), OSIS, USFX, Zefania and one verse per line with a vref.txt list beside it.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="73" />
            <source>Choose a file or a folder…</source>
            <translation>Choose a file or a folder…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="74" />
            <source>File or folder to import</source>
            <translation>File or folder to import</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="76" />
            <source>File…</source>
            <translation>File…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="78" />
            <source>Folder…</source>
            <translation>Folder…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="87" />
            <source>Import</source>
            <translation>Import</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="100" />
            <source>short, lowercase: blivre</source>
            <translation>short, lowercase: blivre</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="106" />
            <location filename="../../app/gui/dialogs/import_dialog.py" line="115" />
            <source>Language</source>
            <translation>Language</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="108" />
            <source>for example: CC BY 4.0, public domain</source>
            <translation>for example: CC BY 4.0, public domain</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="110" />
            <source>The attribution the licence asks for</source>
            <translation>The attribution the licence asks for</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="113" />
            <source>Id</source>
            <translation>Id</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="114" />
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="116" />
            <source>Licence</source>
            <translation>Licence</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="117" />
            <source>Attribution</source>
            <translation>Attribution</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="124" />
            <source>Choose a Bible file</source>
            <translation>Choose a Bible file</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="126" />
            <source>Bible files (*.usfm *.sfm *.xml *.osis *.zip *.txt *.tsv);;All files (*)</source>
            <translation>Bible files (*.usfm *.sfm *.xml *.osis *.zip *.txt *.tsv);;All files (*)</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="133" />
            <source>Choose a folder of USFM books</source>
            <translation>Choose a folder of USFM books</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="146" />
            <source>Reading…</source>
            <translation>Reading…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="160" />
            <source>%1 verses in %2 books (%3). Check the details below, then import.</source>
            <translation>%1 verses in %2 books (%3). Check the details below, then import.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="189" />
            <source>The id must be 1 to 32 lowercase letters, digits or “_” (for example: blivre).</source>
            <translation>The id must be 1 to 32 lowercase letters, digits or “_” (for example: blivre).</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="194" />
            <source>Say which language the translation is in (for example: pt-BR or en).</source>
            <translation>Say which language the translation is in (for example: pt-BR or en).</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="198" />
            <source>Importing…</source>
            <translation>Importing…</translation>
        </message>
    </context>
    <context>
        <name>Lampada</name>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="40" />
            <source>A repair of the Bible library was interrupted before it could finish</source>
            <translation>A repair of the Bible library was interrupted before it could finish</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="42" />
            <source>%1 is missing from the Bible library; its saved copy can bring it back</source>
            <translation>%1 is missing from the Bible library; its saved copy can bring it back</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="48" />
            <source>Could not be checked: %1 (%2)</source>
            <translation>Could not be checked: %1 (%2)</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="53" />
            <source>Your notes, bookmarks and highlights were emptied; a backup still holds them</source>
            <translation>Your notes, bookmarks and highlights were emptied; a backup still holds them</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="57" />
            <source>The Bible library (%1) is damaged</source>
            <translation>The Bible library (%1) is damaged</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="58" />
            <source>The text of %1 is damaged</source>
            <translation>The text of %1 is damaged</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="59" />
            <source>The word index of %1 is damaged</source>
            <translation>The word index of %1 is damaged</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="60" />
            <source>The meaning-search index of %1 is damaged</source>
            <translation>The meaning-search index of %1 is damaged</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="61" />
            <source>The saved copy of %1, kept to rebuild it, is damaged</source>
            <translation>The saved copy of %1, kept to rebuild it, is damaged</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="62" />
            <source>Your notes, bookmarks and highlights are damaged</source>
            <translation>Your notes, bookmarks and highlights are damaged</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="70" />
            <source>the Bible library (%1)</source>
            <translation>the Bible library (%1)</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="71" />
            <source>the text of %1</source>
            <translation>the text of %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="72" />
            <source>the word index of %1</source>
            <translation>the word index of %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="73" />
            <source>the meaning-search index of %1</source>
            <translation>the meaning-search index of %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="74" />
            <source>the saved copy of %1</source>
            <translation>the saved copy of %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="75" />
            <source>your notes, bookmarks and highlights</source>
            <translation>your notes, bookmarks and highlights</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="84" />
            <source>The Bible library was rebuilt; the damaged file is kept beside it as “%1”.</source>
            <translation>The Bible library was rebuilt; the damaged file is kept beside it as “%1”.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="89" />
            <source>%1 was read again from the copy that comes with Lâmpada.</source>
            <translation>%1 was read again from the copy that comes with Lâmpada.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="90" />
            <source>%1 was rebuilt from its saved copy.</source>
            <translation>%1 was rebuilt from its saved copy.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="91" />
            <source>%1 was rebuilt from the intact part of the damaged file.</source>
            <translation>%1 was rebuilt from the intact part of the damaged file.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="92" />
            <source>%1 was imported again.</source>
            <translation>%1 was imported again.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="95" />
            <source>%1 could not be rebuilt: nothing intact was left of it. Import its file again (File ▸ Import a translation); your notes on it are kept.</source>
            <translation>%1 could not be rebuilt: nothing intact was left of it. Import its file again (File ▸ Import a translation); your notes on it are kept.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="101" />
            <source>Your notes, bookmarks and highlights were restored from the backup “%1”.</source>
            <translation>Your notes, bookmarks and highlights were restored from the backup “%1”.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="105" />
            <source>Your notes, bookmarks and highlights could not be restored: %1.</source>
            <translation>Your notes, bookmarks and highlights could not be restored: %1.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="109" />
            <source>The damaged meaning-search index of %1 was deleted; it is being built again.</source>
            <translation>The damaged meaning-search index of %1 was deleted; it is being built again.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="113" />
            <source>The saved copy of %1 was written again.</source>
            <translation>The saved copy of %1 was written again.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="131" />
            <source>Nothing needed repairing.</source>
            <translation>Nothing needed repairing.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="137" />
            <source>Repaired, but %n translation(s) must be imported again</source>
            <translation>
                <numerusform>Repaired, but %n translation must be imported again</numerusform>
                <numerusform>Repaired, but %n translations must be imported again</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="139" />
            <source>Repaired in part: something is still damaged</source>
            <translation>Repaired in part: something is still damaged</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="141" />
            <source>Lâmpada's data is whole again</source>
            <translation>Lâmpada's data is whole again</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="162" />
            <source>The repair did not finish</source>
            <translation>The repair did not finish</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="226" />
            <source>The repair was stopped; nothing was changed</source>
            <translation>The repair was stopped; nothing was changed</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/setup_dialog.py" line="88" />
            <source>importing %1</source>
            <translation>importing %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/setup_dialog.py" line="90" />
            <source>updating the word index of %1</source>
            <translation>updating the word index of %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/setup_dialog.py" line="92" />
            <source>loading OpenBible.info's topics and cross-references</source>
            <translation>loading OpenBible.info's topics and cross-references</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/setup_dialog.py" line="94" />
            <source>loading Strong's Greek and Hebrew dictionaries</source>
            <translation>loading Strong's Greek and Hebrew dictionaries</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/setup_dialog.py" line="95" />
            <source>preparing the library</source>
            <translation>preparing the library</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="158" />
            <source>less than a minute left</source>
            <translation>less than a minute left</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/i18n.py" line="160" />
            <source>about %n min left</source>
            <translation>
                <numerusform>about %n min left</numerusform>
                <numerusform>about %n min left</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/i18n.py" line="163" />
            <source>about %n hour(s) left</source>
            <translation>
                <numerusform>about %n hour left</numerusform>
                <numerusform>about %n hours left</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="164" />
            <source>about %1 h %2 min left</source>
            <translation>about %1 h %2 min left</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="177" />
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
            <location filename="../../app/gui/i18n.py" line="196" />
            <source>That range ends before it starts.</source>
            <translation>That range ends before it starts.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="197" />
            <source>That does not look like a Bible reference I know.</source>
            <translation>That does not look like a Bible reference I know.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="204" />
            <source>Could not import “%1” (line %2): %3</source>
            <translation>Could not import “%1” (line %2): %3</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="210" />
            <source>Could not import “%1”: %2</source>
            <translation>Could not import “%1”: %2</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="221" />
            <source>the disk holding “%1” is read-only</source>
            <translation>the disk holding “%1” is read-only</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="222" />
            <source>the file “%1” is read-only</source>
            <translation>the file “%1” is read-only</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="223" />
            <source>its journal file “%1” is read-only</source>
            <translation>its journal file “%1” is read-only</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="224" />
            <source>the folder “%1” is read-only</source>
            <translation>the folder “%1” is read-only</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="227" />
            <source>its folder is read-only and holds changes that were never finished</source>
            <translation>its folder is read-only and holds changes that were never finished</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="229" />
            <source>the disk holding “%1” is full</source>
            <translation>the disk holding “%1” is full</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="232" />
            <source>a repair was interrupted; repairing again finishes it</source>
            <translation>a repair was interrupted; repairing again finishes it</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="247" />
            <source>Nothing can be saved to your notes, bookmarks and highlights: %1.</source>
            <translation>Nothing can be saved to your notes, bookmarks and highlights: %1.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="249" />
            <source>Nothing can be imported into your notes: %1.</source>
            <translation>Nothing can be imported into your notes: %1.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="250" />
            <source>No backup can be restored: %1.</source>
            <translation>No backup can be restored: %1.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="253" />
            <source>You have no notes here yet, and none can be saved: %1.</source>
            <translation>You have no notes here yet, and none can be saved: %1.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="257" />
            <source>Your notes need an update for this version of Lâmpada, and it cannot be made: %1.</source>
            <translation>Your notes need an update for this version of Lâmpada, and it cannot be made: %1.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="264" />
            <source>Your notes cannot be saved: %1.</source>
            <translation>Your notes cannot be saved: %1.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="288" />
            <source>The Bible library was written by a newer Lâmpada (format %1; this one reads format %2). Update Lâmpada to read it.</source>
            <translation>The Bible library was written by a newer Lâmpada (format %1; this one reads format %2). Update Lâmpada to read it.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="297" />
            <source>The Bible library is damaged. Lâmpada checks it at every start and offers to repair it.</source>
            <translation>The Bible library is damaged. Lâmpada checks it at every start and offers to repair it.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="301" />
            <source>The Bible library is damaged or cannot be read (%1). Lâmpada checks it at every start and offers to repair it.</source>
            <translation>The Bible library is damaged or cannot be read (%1). Lâmpada checks it at every start and offers to repair it.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="311" />
            <source>The Portuguese names of the OpenBible.info topics could not be read (%1: %2). The topics are named in English; search works as before.</source>
            <translation>The Portuguese names of the OpenBible.info topics could not be read (%1: %2). The topics are named in English; search works as before.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/i18n.py" line="317" />
            <source>%n row(s) of the topics' Portuguese names could not be read (%1).</source>
            <translation>
                <numerusform>%n row of the topics' Portuguese names could not be read (%1).</numerusform>
                <numerusform>%n rows of the topics' Portuguese names could not be read (%1).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="325" />
            <source>A repair is running on the data folder “%1”; try again when it has finished.</source>
            <translation>A repair is running on the data folder “%1”; try again when it has finished.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="328" />
            <source>A lampada command is writing to the data folder “%1”, so the repair did not start. Nothing was changed; try again when it has finished.</source>
            <translation>A lampada command is writing to the data folder “%1”, so the repair did not start. Nothing was changed; try again when it has finished.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="346" />
            <source>There is already a translation with the id “%1”. Choose another id.</source>
            <translation>There is already a translation with the id “%1”. Choose another id.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="351" />
            <source>“%1” comes with Lâmpada and cannot be removed.</source>
            <translation>“%1” comes with Lâmpada and cannot be removed.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="354" />
            <source>“%1” is the id of a translation that comes with Lâmpada. Choose another id.</source>
            <translation>“%1” is the id of a translation that comes with Lâmpada. Choose another id.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="358" />
            <source>The translation “%1” is not in the library.</source>
            <translation>The translation “%1” is not in the library.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="173" />
            <source>The library file cannot be read: %1</source>
            <translation>The library file cannot be read: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="362" />
            <source>The Bible library cannot be changed: %1.</source>
            <translation>The Bible library cannot be changed: %1.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="366" />
            <source>The Bible library is busy: another program (another Lâmpada, or a lampada command) kept it locked for %1 s. Nothing was changed; try again in a moment.</source>
            <translation>The Bible library is busy: another program (another Lâmpada, or a lampada command) kept it locked for %1 s. Nothing was changed; try again in a moment.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="374" />
            <source>A meaning-search index is damaged (%1); it is built again. Meanwhile, searching by words works.</source>
            <translation>A meaning-search index is damaged (%1); it is built again. Meanwhile, searching by words works.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="381" />
            <source>Another Lâmpada is using the data folder “%1”: close it first.</source>
            <translation>Another Lâmpada is using the data folder “%1”: close it first.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="385" />
            <source>The meaning-search model is not available: %1</source>
            <translation>The meaning-search model is not available: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="395" />
            <source>The file could not be read or written: %1</source>
            <translation>The file could not be read or written: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="398" />
            <source>Something went wrong: %1</source>
            <translation>Something went wrong: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/main.py" line="118" />
            <source>Lâmpada — unexpected error</source>
            <translation>Lâmpada — unexpected error</translation>
        </message>
        <message>
            <location filename="../../app/gui/main.py" line="120" />
            <source>Something went wrong. Your library is safe; you can keep working or restart Lâmpada.</source>
            <translation>Something went wrong. Your library is safe; you can keep working or restart Lâmpada.</translation>
        </message>
        <message>
            <location filename="../../app/gui/main.py" line="127" />
            <source>The details were written to the log file: %1</source>
            <translation>The details were written to the log file: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/main.py" line="206" />
            <source>The data folder “%1” cannot be used: %2.</source>
            <translation>The data folder “%1” cannot be used: %2.</translation>
        </message>
        <message>
            <location filename="../../app/gui/main.py" line="209" />
            <source>it is a file, not a folder</source>
            <translation>it is a file, not a folder</translation>
        </message>
        <message>
            <location filename="../../app/gui/main.py" line="212" />
            <source>It is the folder LAMPADA_DATA_DIR names: point it to a folder.</source>
            <translation>It is the folder LAMPADA_DATA_DIR names: point it to a folder.</translation>
        </message>
        <message>
            <location filename="../../app/gui/main.py" line="213" />
            <source>Lâmpada cannot start</source>
            <translation>Lâmpada cannot start</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/panels/related.py" line="241" />
            <source>%n reader vote(s)</source>
            <translation>
                <numerusform>%n reader's vote</numerusform>
                <numerusform>%n readers' votes</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="247" />
            <source>cross-reference</source>
            <comment>more like this: readers linked the two verses</comment>
            <translation>cross-reference</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="250" />
            <source>shared cross-references</source>
            <comment>more like this: both verses are linked to the same verses</comment>
            <translation>shared cross-references</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="253" />
            <source>passage cross-reference</source>
            <comment>more like this: readers linked a neighbouring verse to it</comment>
            <translation>passage cross-reference</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="256" />
            <source>shared topic</source>
            <comment>more like this: readers voted both verses for a topic</comment>
            <translation>shared topic</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="259" />
            <source>meaning</source>
            <comment>more like this: close in meaning</comment>
            <translation>meaning</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/mark_painting.py" line="56" />
            <source>Yellow</source>
            <translation>Yellow</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/mark_painting.py" line="57" />
            <source>Green</source>
            <translation>Green</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/mark_painting.py" line="58" />
            <source>Blue</source>
            <translation>Blue</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/mark_painting.py" line="59" />
            <source>Pink</source>
            <translation>Pink</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/mark_painting.py" line="60" />
            <source>Orange</source>
            <translation>Orange</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="122" />
            <source>words</source>
            <comment>badge: matched by its words</comment>
            <translation>words</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="123" />
            <source>meaning</source>
            <comment>badge: matched by meaning</comment>
            <translation>meaning</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="124" />
            <source>both</source>
            <comment>badge: matched by words and meaning</comment>
            <translation>both</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="125" />
            <source>topic</source>
            <comment>badge: brought only by readers' votes for a topic, not by the text</comment>
            <translation>topic</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="128" />
            <source>reference</source>
            <comment>badge: the passage you typed</comment>
            <translation>reference</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="137" />
            <source>exact words</source>
            <translation>exact words</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="139" />
            <source>by Strong's number</source>
            <translation>by Strong's number</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="141" />
            <source>by words</source>
            <translation>by words</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="142" />
            <source>by words and meaning</source>
            <translation>by words and meaning</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="149" />
            <source>Found by the words you typed</source>
            <translation>Found by the words you typed</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="150" />
            <source>Found by meaning: it speaks of what you wrote, in other words</source>
            <translation>Found by meaning: it speaks of what you wrote, in other words</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="153" />
            <source>Found by its words and by its meaning</source>
            <translation>Found by its words and by its meaning</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="154" />
            <source>Not found in the text: brought by readers' votes for a topic</source>
            <translation>Not found in the text: brought by readers' votes for a topic</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="157" />
            <source>The passage you typed</source>
            <translation>The passage you typed</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="164" />
            <source>topic: %1</source>
            <comment>beside a result's badge: OpenBible.info topics</comment>
            <translation>topic: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="173" />
            <source>“%1”</source>
            <comment>a topic's name, quoted</comment>
            <translation>“%1”</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="176" />
            <source>Readers of OpenBible.info (CC-BY) voted this passage for the topic %1</source>
            <translation>Readers of OpenBible.info (CC-BY) voted this passage for the topic %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="179" />
            <source>Readers of OpenBible.info (CC-BY) voted this passage for the topics %1</source>
            <translation>Readers of OpenBible.info (CC-BY) voted this passage for the topics %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="183" />
            <source>Readers of OpenBible.info (CC-BY) voted this verse for the topic %1</source>
            <translation>Readers of OpenBible.info (CC-BY) voted this verse for the topic %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="186" />
            <source>Readers of OpenBible.info (CC-BY) voted this verse for the topics %1</source>
            <translation>Readers of OpenBible.info (CC-BY) voted this verse for the topics %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/health.py" line="123" />
            <source>Part of Lâmpada's data is damaged</source>
            <translation>Part of Lâmpada's data is damaged</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/health.py" line="126" />
            <source>Repair rebuilds it from what is still intact; your notes, bookmarks and highlights are kept.</source>
            <translation>Repair rebuilds it from what is still intact; your notes, bookmarks and highlights are kept.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/health.py" line="132" />
            <source>Repair…</source>
            <translation>Repair…</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/health.py" line="136" />
            <source>Part of Lâmpada's data cannot be checked</source>
            <translation>Part of Lâmpada's data cannot be checked</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/health.py" line="149" />
            <source>The Bible library can be read and searched, but translations cannot be imported or removed: %1.</source>
            <translation>The Bible library can be read and searched, but translations cannot be imported or removed: %1.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/health.py" line="157" />
            <source>Your notes, bookmarks and highlights are shown, but nothing new can be saved: %1.</source>
            <translation>Your notes, bookmarks and highlights are shown, but nothing new can be saved: %1.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/health.py" line="166" />
            <source>Some changes cannot be saved</source>
            <translation>Some changes cannot be saved</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/health.py" line="169" />
            <source>Make the folder writable (or copy it to a disk that is), then restart Lâmpada.</source>
            <translation>Make the folder writable (or copy it to a disk that is), then restart Lâmpada.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/single_window.py" line="124" />
            <source>Lâmpada was already open: here it is.</source>
            <translation>Lâmpada was already open: here it is.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/single_window.py" line="131" />
            <source>Lâmpada is already open</source>
            <translation>Lâmpada is already open</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/single_window.py" line="133" />
            <source>Another Lâmpada (process %1) is using your data folder, but it did not answer.</source>
            <translation>Another Lâmpada (process %1) is using your data folder, but it did not answer.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/single_window.py" line="137" />
            <source>Another Lâmpada is using your data folder, but it did not answer.</source>
            <translation>Another Lâmpada is using your data folder, but it did not answer.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/single_window.py" line="142" />
            <source>It may still be starting, be repairing your data, or have stopped responding. Look for its window; if it is stuck, close it and start Lâmpada again. Only one Lâmpada can use a data folder at a time, so that no note is lost.</source>
            <translation>It may still be starting, be repairing your data, or have stopped responding. Look for its window; if it is stuck, close it and start Lâmpada again. Only one Lâmpada can use a data folder at a time, so that no note is lost.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/single_window.py" line="149" />
            <source>Data folder: %1</source>
            <translation>Data folder: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="57" />
            <source>Regular backup</source>
            <translation>Regular backup</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="59" />
            <source>Before an import</source>
            <translation>Before an import</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="61" />
            <source>Before a restore</source>
            <translation>Before a restore</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="63" />
            <source>Before an update of Lâmpada</source>
            <translation>Before an update of Lâmpada</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="74" />
            <source>Your notes, bookmarks and highlights are missing</source>
            <translation>Your notes, bookmarks and highlights are missing</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="76" />
            <source>Your notes, bookmarks and highlights are empty</source>
            <translation>Your notes, bookmarks and highlights are empty</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="79" />
            <source>The file that holds them is not there (“%1”).</source>
            <translation>The file that holds them is not there (“%1”).</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="81" />
            <source>The file that holds them is empty (“%1”).</source>
            <translation>The file that holds them is empty (“%1”).</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/data_dialogs.py" line="84" />
            <source>The backup of %1 holds %n item(s) you made (notes, bookmarks, highlights).</source>
            <translation>
                <numerusform>The backup of %1 holds %n item you made (notes, bookmarks, highlights).</numerusform>
                <numerusform>The backup of %1 holds %n items you made (notes, bookmarks, highlights).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="106" />
            <source>Your notes, bookmarks and highlights cannot be saved</source>
            <translation>Your notes, bookmarks and highlights cannot be saved</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="112" />
            <source>Nothing was deleted or overwritten: the file is still at “%1”, and a copy was kept at “%2”.</source>
            <translation>Nothing was deleted or overwritten: the file is still at “%1”, and a copy was kept at “%2”.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="119" />
            <source>Nothing was deleted or overwritten: the file is still at “%1”.</source>
            <translation>Nothing was deleted or overwritten: the file is still at “%1”.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="124" />
            <location filename="../../app/gui/study/data_dialogs.py" line="143" />
            <location filename="../../app/gui/study/data_dialogs.py" line="151" />
            <source>Your notes, bookmarks and highlights could not be opened</source>
            <translation>Your notes, bookmarks and highlights could not be opened</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="125" />
            <source>The file that holds them is damaged (%1).</source>
            <translation>The file that holds them is damaged (%1).</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="131" />
            <source>Your notes, bookmarks and highlights were saved by a newer Lâmpada</source>
            <translation>Your notes, bookmarks and highlights were saved by a newer Lâmpada</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="132" />
            <source>This version of Lâmpada cannot read them (format %1; it reads up to %2). Update Lâmpada to use them. The file was left untouched at “%3”.</source>
            <translation>This version of Lâmpada cannot read them (format %1; it reads up to %2). Update Lâmpada to use them. The file was left untouched at “%3”.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="144" />
            <source>The file “%1” could not be opened (%2). Nothing was changed.</source>
            <translation>The file “%1” could not be opened (%2). Nothing was changed.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="160" />
            <source>Nothing was changed.</source>
            <translation>Nothing was changed.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="165" />
            <source>“%1” is not an export of Lâmpada notes, bookmarks and highlights.</source>
            <translation>“%1” is not an export of Lâmpada notes, bookmarks and highlights.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="169" />
            <source>“%1” was made by a newer version of Lâmpada; update Lâmpada to import it.</source>
            <translation>“%1” was made by a newer version of Lâmpada; update Lâmpada to import it.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="174" />
            <source>“%1” is damaged or incomplete (%2).</source>
            <translation>“%1” is damaged or incomplete (%2).</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="179" />
            <source>“%1” has a problem: %2</source>
            <translation>“%1” has a problem: %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/data_dialogs.py" line="196" />
            <source>%n note(s)</source>
            <translation>
                <numerusform>%n note</numerusform>
                <numerusform>%n notes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/data_dialogs.py" line="197" />
            <source>%n bookmark(s)</source>
            <translation>
                <numerusform>%n bookmark</numerusform>
                <numerusform>%n bookmarks</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/data_dialogs.py" line="198" />
            <source>%n highlighted verse(s)</source>
            <translation>
                <numerusform>%n highlighted verse</numerusform>
                <numerusform>%n highlighted verses</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/data_dialogs.py" line="199" />
            <source>%n folder(s)</source>
            <translation>
                <numerusform>%n folder</numerusform>
                <numerusform>%n folders</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/data_dialogs.py" line="200" />
            <source>%n label(s)</source>
            <translation>
                <numerusform>%n label</numerusform>
                <numerusform>%n labels</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/data_dialogs.py" line="201" />
            <source>%n reading plan(s)</source>
            <translation>
                <numerusform>%n reading plan</numerusform>
                <numerusform>%n reading plans</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/data_dialogs.py" line="202" />
            <source>%n day(s) read in the plans</source>
            <translation>
                <numerusform>%n day read in the plans</numerusform>
                <numerusform>%n days read in the plans</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="207" />
            <source>Added: %1.</source>
            <translation>Added: %1.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="209" />
            <source>Nothing new was added.</source>
            <translation>Nothing new was added.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/data_dialogs.py" line="212" />
            <source>%n item(s) updated with a newer version.</source>
            <translation>
                <numerusform>%n item updated with a newer version.</numerusform>
                <numerusform>%n items updated with a newer version.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/data_dialogs.py" line="1" />
            <source>%n record(s) of the file could not be imported and were left out (%1).</source>
            <translation>
                <numerusform>%n record of the file could not be imported and was left out (%1).</numerusform>
                <numerusform>%n records of the file could not be imported and were left out (%1).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/data_dialogs.py" line="1" />
            <source>Broken characters in %n text(s) were replaced by “�”.</source>
            <translation>
                <numerusform>Broken characters in %n text were replaced by “�”.</numerusform>
                <numerusform>Broken characters in %n texts were replaced by “�”.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="224" />
            <source>Your data as it was before is kept in the backup “%1”.</source>
            <translation>Your data as it was before is kept in the backup “%1”.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../app/gui/shell/window.py" line="76" />
            <source>&amp;Import a translation…</source>
            <translation>&amp;Import a translation…</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="77" />
            <source>Import from another &amp;Bible program…</source>
            <translation>Import from another &amp;Bible program…</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="78" />
            <source>&amp;Translations…</source>
            <translation>&amp;Translations…</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="80" />
            <source>&amp;Quit</source>
            <translation>&amp;Quit</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="84" />
            <source>&amp;Copy verses with reference</source>
            <translation>&amp;Copy verses with reference</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="89" />
            <source>&amp;Search</source>
            <translation>&amp;Search</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="90" />
            <source>Clear recent searches</source>
            <translation>Clear recent searches</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="93" />
            <source>Search my &amp;notes</source>
            <translation>Search my &amp;notes</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="99" />
            <source>&amp;Larger text</source>
            <translation>&amp;Larger text</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="101" />
            <source>&amp;Smaller text</source>
            <translation>&amp;Smaller text</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="102" />
            <source>&amp;Normal size</source>
            <translation>&amp;Normal size</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="105" />
            <source>&amp;Parallel translations</source>
            <translation>&amp;Parallel translations</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="111" />
            <source>Search &amp;filters</source>
            <translation>Search &amp;filters</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="114" />
            <source>&amp;Back</source>
            <translation>&amp;Back</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="116" />
            <source>&amp;Forward</source>
            <translation>&amp;Forward</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="118" />
            <source>&amp;Previous chapter</source>
            <translation>&amp;Previous chapter</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="119" />
            <source>&amp;Next chapter</source>
            <translation>&amp;Next chapter</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="120" />
            <source>&amp;Open in the reader</source>
            <translation>&amp;Open in the reader</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="122" />
            <source>How to &amp;search</source>
            <translation>How to &amp;search</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="124" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Keyboard shortcuts</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="125" />
            <source>&amp;About Lâmpada</source>
            <translation>&amp;About Lâmpada</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="364" />
            <source>&amp;File</source>
            <translation>&amp;File</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="368" />
            <source>&amp;Edit</source>
            <translation>&amp;Edit</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="371" />
            <source>Copy &amp;format</source>
            <translation>Copy &amp;format</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="374" />
            <source>“Text” — Reference (TRANSLATION)</source>
            <translation>“Text” — Reference (TRANSLATION)</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="375" />
            <source>Reference (TRANSLATION), then the text</source>
            <translation>Reference (TRANSLATION), then the text</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="376" />
            <source>Text only</source>
            <translation>Text only</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="382" />
            <source>&amp;View</source>
            <translation>&amp;View</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="386" />
            <source>&amp;Theme</source>
            <translation>&amp;Theme</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="388" />
            <source>Follow the system</source>
            <translation>Follow the system</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="388" />
            <source>Light</source>
            <translation>Light</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="388" />
            <source>Dark</source>
            <translation>Dark</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="402" />
            <source>&amp;Go</source>
            <translation>&amp;Go</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="405" />
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="538" />
            <source>Lâmpada could not start</source>
            <translation>Lâmpada could not start</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="586" />
            <source>No translation is installed yet</source>
            <translation>No translation is installed yet</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="587" />
            <source>Import a Bible file to start reading and searching.</source>
            <translation>Import a Bible file to start reading and searching.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="589" />
            <source>Import…</source>
            <translation>Import…</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="773" />
            <location filename="../../app/gui/shell/window.py" line="794" />
            <source>“%1” was imported</source>
            <translation>“%1” was imported</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="774" />
            <source>Select a verse in the reader: the Commentary panel shows what it says on it.</source>
            <translation>Select a verse in the reader: the Commentary panel shows what it says on it.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/shell/window.py" line="784" />
            <source>%n verse(s) are ready to read and to search by words.</source>
            <translation>
                <numerusform>%n verse is ready to read and to search by words.</numerusform>
                <numerusform>%n verses are ready to read and to search by words.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/shell/window.py" line="789" />
            <source>…and %n more (all of them are in the log file).</source>
            <translation>
                <numerusform>…and %n more (all of them are in the log file).</numerusform>
                <numerusform>…and %n more (all of them are in the log file).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="790" />
            <source>Worth knowing about this file:</source>
            <translation>Worth knowing about this file:</translation>
        </message>
    </context>
    <context>
        <name>MeaningView</name>
        <message>
            <location filename="../../app/gui/search/meaning_view.py" line="59" />
            <source>Preparing meaning search: getting the language model ready…</source>
            <translation>Preparing meaning search: getting the language model ready…</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/meaning_view.py" line="61" />
            <source>Preparing meaning search: the OpenBible.info topics…</source>
            <translation>Preparing meaning search: the OpenBible.info topics…</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/meaning_view.py" line="70" />
            <source>Refining meaning search for %1: %2%</source>
            <translation>Refining meaning search for %1: %2%</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/meaning_view.py" line="72" />
            <source>Preparing meaning search for %1: %2%</source>
            <translation>Preparing meaning search for %1: %2%</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/meaning_view.py" line="104" />
            <source>Meaning search is not available</source>
            <translation>Meaning search is not available</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/meaning_view.py" line="105" />
            <source>Searching by words and references still works.</source>
            <translation>Searching by words and references still works.</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/meaning_view.py" line="111" />
            <source>Meaning search is still being prepared…</source>
            <translation>Meaning search is still being prepared…</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/meaning_view.py" line="115" />
            <source>Reading %1: %2 of %3 verses. Meanwhile, words and references already work.</source>
            <translation>Reading %1: %2 of %3 verses. Meanwhile, words and references already work.</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/meaning_view.py" line="125" />
            <source>Reading %1 first; this translation comes next. Meanwhile, words and references already work.</source>
            <translation>Reading %1 first; this translation comes next. Meanwhile, words and references already work.</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/meaning_view.py" line="129" />
            <source>Getting OpenBible.info's topics ready for search. Meanwhile, words and references already work.</source>
            <translation>Getting OpenBible.info's topics ready for search. Meanwhile, words and references already work.</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/meaning_view.py" line="134" />
            <source>Getting the language model ready on this computer. Meanwhile, words and references already work.</source>
            <translation>Getting the language model ready on this computer. Meanwhile, words and references already work.</translation>
        </message>
    </context>
    <context>
        <name>NoteEditor</name>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="54" />
            <source>Bold</source>
            <translation>Bold</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="55" />
            <source>Italic</source>
            <translation>Italic</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="56" />
            <source>List</source>
            <translation>List</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="57" />
            <source>Save and keep editing</source>
            <translation>Save and keep editing</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="59" />
            <source>Save and close</source>
            <translation>Save and close</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="61" />
            <source>Print the note with its passage</source>
            <translation>Print the note with its passage</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="116" />
            <source>Note — %1</source>
            <translation>Note — %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="128" />
            <source>Title (optional)</source>
            <translation>Title (optional)</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="129" />
            <source>Title</source>
            <translation>Title</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="131" />
            <source>Bold (Ctrl+B)</source>
            <translation>Bold (Ctrl+B)</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="135" />
            <source>Italic (Ctrl+I)</source>
            <translation>Italic (Ctrl+I)</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="139" />
            <source>List (Ctrl+Shift+8)</source>
            <translation>List (Ctrl+Shift+8)</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="140" />
            <source>**bold**   *italic*   - list</source>
            <translation>**bold**   *italic*   - list</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="144" />
            <source>Note</source>
            <translation>Note</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="145" />
            <source>Write your note…</source>
            <translation>Write your note…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="151" />
            <source>Preview</source>
            <translation>Preview</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="165" />
            <source>Delete note</source>
            <translation>Delete note</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="167" />
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="168" />
            <source>Save</source>
            <translation>Save</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="171" />
            <source>Save and close (Ctrl+Enter); Ctrl+S saves and keeps editing</source>
            <translation>Save and close (Ctrl+Enter); Ctrl+S saves and keeps editing</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="175" />
            <location filename="../../app/gui/study/note_editor.py" line="179" />
            <source>Print…</source>
            <translation>Print…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="177" />
            <source>Print the note with its passage (Ctrl+P), or save it as a PDF</source>
            <translation>Print the note with its passage (Ctrl+P), or save it as a PDF</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="180" />
            <source>Save as PDF…</source>
            <translation>Save as PDF…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="314" />
            <source>The preview appears here.</source>
            <translation>The preview appears here.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="337" />
            <source>Not saved yet — a draft was kept at %1</source>
            <translation>Not saved yet — a draft was kept at %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="342" />
            <source>Not saved yet</source>
            <translation>Not saved yet</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="345" />
            <source>Saved at %1</source>
            <translation>Saved at %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="442" />
            <source>Recovered text you had not saved</source>
            <translation>Recovered text you had not saved</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="443" />
            <source>It was kept at %1. Save to keep it in the note.</source>
            <translation>It was kept at %1. Save to keep it in the note.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="445" />
            <source>Discard it</source>
            <translation>Discard it</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="468" />
            <source>Not saved: %1</source>
            <translation>Not saved: %1</translation>
        </message>
    </context>
    <context>
        <name>NoteEditors</name>
        <message>
            <location filename="../../app/gui/study/editors.py" line="111" />
            <source>That note no longer exists.</source>
            <translation>That note no longer exists.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/editors.py" line="124" />
            <source>That draft is no longer there.</source>
            <translation>That draft is no longer there.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/editors.py" line="162" />
            <source>You have notes that were not saved</source>
            <translation>You have notes that were not saved</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/editors.py" line="164" />
            <source>When Lâmpada last closed, %n note(s) had not been saved: %1. The text was kept.</source>
            <translation>
                <numerusform>When Lâmpada last closed, %n note had not been saved: %1. The text was kept.</numerusform>
                <numerusform>When Lâmpada last closed, %n notes had not been saved: %1. The text was kept.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/study/editors.py" line="169" />
            <source>Open</source>
            <translation>Open</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/editors.py" line="187" />
            <location filename="../../app/gui/study/editors.py" line="189" />
            <source>Discard draft</source>
            <translation>Discard draft</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/editors.py" line="188" />
            <source>Throw away the text you had not saved on %1?</source>
            <translation>Throw away the text you had not saved on %1?</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/editors.py" line="206" />
            <location filename="../../app/gui/study/editors.py" line="208" />
            <source>Delete note</source>
            <translation>Delete note</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/editors.py" line="207" />
            <source>Delete your note on %1? This cannot be undone.</source>
            <translation>Delete your note on %1? This cannot be undone.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/editors.py" line="270" />
            <source>Note saved: %1</source>
            <translation>Note saved: %1</translation>
        </message>
    </context>
    <context>
        <name>NoteResultsModel</name>
        <message>
            <location filename="../../app/gui/study/notes_results.py" line="127" />
            <location filename="../../app/gui/study/notes_results.py" line="163" />
            <source>Bookmark</source>
            <translation>Bookmark</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/notes_results.py" line="172" />
            <source>Folder:</source>
            <translation>Folder:</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/notes_results.py" line="176" />
            <source>Labels:</source>
            <translation>Labels:</translation>
        </message>
    </context>
    <context>
        <name>NoteResultsView</name>
        <message>
            <location filename="../../app/gui/study/notes_results.py" line="239" />
            <source>Notes and bookmarks found</source>
            <translation>Notes and bookmarks found</translation>
        </message>
    </context>
    <context>
        <name>NotesResults</name>
        <message>
            <location filename="../../app/gui/study/notes_search.py" line="280" />
            <source>No note matches “%1”.</source>
            <translation>No note matches “%1”.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/notes_search.py" line="281" />
            <source>Try other words, or search the Bible instead.</source>
            <translation>Try other words, or search the Bible instead.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/notes_search.py" line="291" />
            <source>Your notes could not be searched</source>
            <translation>Your notes could not be searched</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/notes_search.py" line="320" />
            <source>%n note(s)</source>
            <translation>
                <numerusform>%n note</numerusform>
                <numerusform>%n notes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/notes_search.py" line="321" />
            <source>%n bookmark(s)</source>
            <translation>
                <numerusform>%n bookmark</numerusform>
                <numerusform>%n bookmarks</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/notes_search.py" line="325" />
            <source>%n note(s) still being prepared for meaning search</source>
            <translation>
                <numerusform>%n note still being prepared for meaning search</numerusform>
                <numerusform>%n notes still being prepared for meaning search</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ParallelBar</name>
        <message>
            <location filename="../../app/gui/reader/parallel.py" line="110" />
            <source>The translation you read: choose it in the search bar</source>
            <translation>The translation you read: choose it in the search bar</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/parallel.py" line="122" />
            <source>Translation shown in this column</source>
            <translation>Translation shown in this column</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/parallel.py" line="123" />
            <source>Column %1</source>
            <translation>Column %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/parallel.py" line="137" />
            <source>Remove this column</source>
            <translation>Remove this column</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/parallel.py" line="138" />
            <source>Remove column %1</source>
            <translation>Remove column %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/parallel.py" line="164" />
            <source>At most %1 translations side by side</source>
            <translation>At most %1 translations side by side</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/parallel.py" line="166" />
            <source>Every installed translation is already shown</source>
            <translation>Every installed translation is already shown</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/parallel.py" line="168" />
            <source>Add a translation beside these</source>
            <translation>Add a translation beside these</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/parallel.py" line="170" />
            <source>Add a column</source>
            <translation>Add a column</translation>
        </message>
    </context>
    <context>
        <name>PlanDialog</name>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="49" />
            <source>Write at least one passage: a line a day, like “John 1-3” or “Ps 23; Rom 8:28-39”.</source>
            <translation>Write at least one passage: a line a day, like “John 1-3” or “Ps 23; Rom 8:28-39”.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="54" />
            <source>A plan has at most %1 days; this one has %2.</source>
            <translation>A plan has at most %1 days; this one has %2.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="59" />
            <source>A plan lasts from 1 to %1 days.</source>
            <translation>A plan lasts from 1 to %1 days.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="64" />
            <source>These passages make %1 readings: they cannot fill %2 days.</source>
            <translation>These passages make %1 readings: they cannot fill %2 days.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="69" />
            <source>a day holds at most %1 passages</source>
            <translation>a day holds at most %1 passages</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="73" />
            <source>“%1” is not a passage.</source>
            <translation>“%1” is not a passage.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="74" />
            <source>Line %1: %2</source>
            <translation>Line %1: %2</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="83" />
            <source>Start a reading plan</source>
            <translation>Start a reading plan</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="101" />
            <source>My own plan, from a list of passages</source>
            <translation>My own plan, from a list of passages</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="111" />
            <source>First day:</source>
            <translation>First day:</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="122" />
            <source>Start</source>
            <translation>Start</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="134" />
            <source>Name, e.g. Advent</source>
            <translation>Name, e.g. Advent</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="137" />
            <source>A line a day, e.g.
Isa 9:1-7
Isa 11
Luke 1:26-38</source>
            <translation>A line a day, e.g.
Isa 9:1-7
Isa 11
Luke 1:26-38</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="139" />
            <source>Spread the passages over</source>
            <translation>Spread the passages over</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="145" />
            <source> days</source>
            <translation> days</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="150" />
            <source>Name:</source>
            <translation>Name:</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="151" />
            <source>Passages:</source>
            <translation>Passages:</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="173" />
            <source>Give your plan a name.</source>
            <translation>Give your plan a name.</translation>
        </message>
    </context>
    <context>
        <name>PlansPanel</name>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="85" />
            <source>Reading plan</source>
            <translation>Reading plan</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="86" />
            <source>Start a plan…</source>
            <translation>Start a plan…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="91" />
            <source>No reading plan yet. A plan says what to read each day — the Bible in a year, the New Testament in 90 days, Psalms and Proverbs in a month, or your own list of passages — and keeps your place.</source>
            <translation>No reading plan yet. A plan says what to read each day — the Bible in a year, the New Testament in 90 days, Psalms and Proverbs in a month, or your own list of passages — and keeps your place.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="134" />
            <source>Today's reading</source>
            <translation>Today's reading</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="138" />
            <source>Read today's reading</source>
            <translation>Read today's reading</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="141" />
            <source>Mark as read</source>
            <translation>Mark as read</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="147" />
            <source>Catch up over the next days</source>
            <translation>Catch up over the next days</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="150" />
            <source>Restart from today</source>
            <translation>Restart from today</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="154" />
            <source>Remove this plan…</source>
            <translation>Remove this plan…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="162" />
            <source>The plan's days</source>
            <translation>The plan's days</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="164" />
            <source>Day</source>
            <translation>Day</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="164" />
            <source>Reading</source>
            <translation>Reading</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="164" />
            <source>Date</source>
            <translation>Date</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="174" />
            <source>Tick a day when you have read it; double-click to read it</source>
            <translation>Tick a day when you have read it; double-click to read it</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="243" />
            <source>%1 of %2 days read</source>
            <translation>%1 of %2 days read</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="246" />
            <source>Today, %1</source>
            <translation>Today, %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="251" />
            <source>Day %1 (behind): %2</source>
            <translation>Day %1 (behind): %2</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="251" />
            <source>Day %1: %2</source>
            <translation>Day %1: %2</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="257" />
            <location filename="../../app/gui/study/plans_panel.py" line="303" />
            <source>Open it in the reader</source>
            <translation>Open it in the reader</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/plans_panel.py" line="275" />
            <source>Finished: all %n day(s) read.</source>
            <translation>
                <numerusform>Finished: %n day read.</numerusform>
                <numerusform>Finished: all %n days read.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="277" />
            <source>Starts on %1.</source>
            <translation>Starts on %1.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/plans_panel.py" line="280" />
            <source>Its last day was %1; %n day(s) still to read.</source>
            <translation>
                <numerusform>Its last day was %1; %n day still to read.</numerusform>
                <numerusform>Its last day was %1; %n days still to read.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="283" />
            <source>Day %1 of %2 · ends on %3</source>
            <translation>Day %1 of %2 · ends on %3</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="292" />
            <source>Every day of this plan is read.</source>
            <translation>Every day of this plan is read.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="297" />
            <source>Today's reading is done. Next, day %1: %2</source>
            <translation>Today's reading is done. Next, day %1: %2</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="299" />
            <source>First, day %1: %2</source>
            <translation>First, day %1: %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/plans_panel.py" line="315" />
            <source>%n reading(s) behind since %1; catching up until %2.</source>
            <translation>
                <numerusform>%n reading behind since %1; catching up until %2.</numerusform>
                <numerusform>%n readings behind since %1; catching up until %2.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/plans_panel.py" line="318" />
            <source>%n reading(s) behind since %1</source>
            <translation>
                <numerusform>%n reading behind since %1</numerusform>
                <numerusform>%n readings behind since %1</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="340" />
            <source>Behind</source>
            <translation>Behind</translation>
        </message>
    </context>
    <context>
        <name>PrintController</name>
        <message>
            <location filename="../../app/gui/reader/printing.py" line="224" />
            <source>&amp;Print…</source>
            <translation>&amp;Print…</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/printing.py" line="227" />
            <source>Save as P&amp;DF…</source>
            <translation>Save as P&amp;DF…</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/printing.py" line="265" />
            <source>Open a passage or search first: there is nothing to print yet.</source>
            <translation>Open a passage or search first: there is nothing to print yet.</translation>
        </message>
    </context>
    <context>
        <name>Printing</name>
        <message>
            <location filename="../../app/gui/reader/printing.py" line="107" />
            <source>Search: “%1”</source>
            <translation>Search: “%1”</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/reader/printing.py" line="110" />
            <source>%n result(s)</source>
            <translation>
                <numerusform>%n result</numerusform>
                <numerusform>%n results</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/printing.py" line="126" />
            <source>Note on %1</source>
            <translation>Note on %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/printing.py" line="182" />
            <source>Print</source>
            <translation>Print</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/printing.py" line="277" />
            <source>Save as PDF</source>
            <translation>Save as PDF</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/printing.py" line="279" />
            <source>PDF documents (*.pdf)</source>
            <translation>PDF documents (*.pdf)</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/printing.py" line="306" />
            <source>The PDF could not be saved</source>
            <translation>The PDF could not be saved</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/printing.py" line="307" />
            <source>%1: %2. Nothing was written.</source>
            <translation>%1: %2. Nothing was written.</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/printing.py" line="313" />
            <source>Saved %1.</source>
            <translation>Saved %1.</translation>
        </message>
    </context>
    <context>
        <name>QShortcut</name>
        <message>
            <location filename="../../app/gui/shell/help.py" line="43" />
            <source>Return</source>
            <translation>Return</translation>
        </message>
    </context>
    <context>
        <name>Questions</name>
        <message>
            <location filename="../../app/gui/study/questions.py" line="55" />
            <source>Unsaved note</source>
            <translation>Unsaved note</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/questions.py" line="57" />
            <source>Save your note on %1?</source>
            <translation>Save your note on %1?</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/questions.py" line="59" />
            <source>If you don't save, your changes will be lost.</source>
            <translation>If you don't save, your changes will be lost.</translation>
        </message>
    </context>
    <context>
        <name>ReaderBar</name>
        <message>
            <location filename="../../app/gui/reader/chapter_view.py" line="434" />
            <source>Previous chapter (Ctrl+PgUp)</source>
            <translation>Previous chapter (Ctrl+PgUp)</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/chapter_view.py" line="435" />
            <source>Previous chapter</source>
            <translation>Previous chapter</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/chapter_view.py" line="437" />
            <source>Next chapter (Ctrl+PgDown)</source>
            <translation>Next chapter (Ctrl+PgDown)</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/chapter_view.py" line="438" />
            <source>Next chapter</source>
            <translation>Next chapter</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/chapter_view.py" line="439" />
            <source>Book</source>
            <translation>Book</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/chapter_view.py" line="440" />
            <source>Chapter</source>
            <translation>Chapter</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/chapter_view.py" line="443" />
            <source>Show other translations side by side</source>
            <translation>Show other translations side by side</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/chapter_view.py" line="444" />
            <source>Parallel</source>
            <translation>Parallel</translation>
        </message>
    </context>
    <context>
        <name>ReaderPane</name>
        <message>
            <location filename="../../app/gui/reader/chapter_view.py" line="564" />
            <source>Show other translations side by side</source>
            <translation>Show other translations side by side</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/chapter_view.py" line="566" />
            <source>Side by side needs a second translation: import one (File ▸ Import a translation)</source>
            <translation>Side by side needs a second translation: import one (File ▸ Import a translation)</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/chapter_view.py" line="874" />
            <source>— this verse does not exist in this translation —</source>
            <translation>— this verse does not exist in this translation —</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/chapter_view.py" line="899" />
            <source>This translation does not have %1.</source>
            <translation>This translation does not have %1.</translation>
        </message>
    </context>
    <context>
        <name>ReaderTools</name>
        <message>
            <location filename="../../app/gui/study/reader_tools.py" line="70" />
            <source>Select a verse first.</source>
            <translation>Select a verse first.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reader_tools.py" line="72" />
            <source>Your notes and bookmarks are not available right now.</source>
            <translation>Your notes and bookmarks are not available right now.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reader_tools.py" line="136" />
            <source>Edit note: %1</source>
            <translation>Edit note: %1</translation>
        </message>
    </context>
    <context>
        <name>ReaderView</name>
        <message>
            <location filename="../../app/gui/reader/chapter_view.py" line="58" />
            <source>Previous or next verse</source>
            <translation>Previous or next verse</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/chapter_view.py" line="59" />
            <source>Extend the selection</source>
            <translation>Extend the selection</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/chapter_view.py" line="79" />
            <source>Bible text</source>
            <translation>Bible text</translation>
        </message>
    </context>
    <context>
        <name>ReadingPlans</name>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="64" />
            <source>Reading plans</source>
            <translation>Reading plans</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="64" />
            <source>Close the reading plans (F8)</source>
            <translation>Close the reading plans (F8)</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="69" />
            <source>Reading &amp;plans</source>
            <translation>Reading &amp;plans</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="70" />
            <source>Plans</source>
            <translation>Plans</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="71" />
            <source>Your reading plans: today's reading and your progress (F8)</source>
            <translation>Your reading plans: today's reading and your progress (F8)</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="74" />
            <source>&amp;Today's reading</source>
            <translation>&amp;Today's reading</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="76" />
            <source>Open today's reading of your plan in the reader (Ctrl+T)</source>
            <translation>Open today's reading of your plan in the reader (Ctrl+T)</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="171" />
            <source>Day %1 of %2: %3</source>
            <translation>Day %1 of %2: %3</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="194" />
            <source>Started “%1” — saved.</source>
            <translation>Started “%1” — saved.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="203" />
            <source>Marked as read — saved.</source>
            <translation>Marked as read — saved.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="203" />
            <source>Marked as not read — saved.</source>
            <translation>Marked as not read — saved.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="211" />
            <source>The readings behind are spread until %1 — saved.</source>
            <translation>The readings behind are spread until %1 — saved.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="219" />
            <source>The plan starts again today from the first day not read — saved.</source>
            <translation>The plan starts again today from the first day not read — saved.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="228" />
            <source>Remove the plan</source>
            <translation>Remove the plan</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="229" />
            <source>Remove “%1” and the record of the days you read?</source>
            <translation>Remove “%1” and the record of the days you read?</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="230" />
            <source>Remove</source>
            <translation>Remove</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="237" />
            <source>Removed “%1”.</source>
            <translation>Removed “%1”.</translation>
        </message>
    </context>
    <context>
        <name>Recovery</name>
        <message>
            <location filename="../../app/gui/study/recovery.py" line="75" />
            <source>Your notes, bookmarks and highlights are back</source>
            <translation>Your notes, bookmarks and highlights are back</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/recovery.py" line="76" />
            <source>They were restored from the backup of %1.</source>
            <translation>They were restored from the backup of %1.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/recovery.py" line="83" />
            <location filename="../../app/gui/study/recovery.py" line="128" />
            <source>You start with empty notes</source>
            <translation>You start with empty notes</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/recovery.py" line="85" />
            <source>The backup of %1 still holds your earlier notes; File ▸ Backups of my data can restore it.</source>
            <translation>The backup of %1 still holds your earlier notes; File ▸ Backups of my data can restore it.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/recovery.py" line="129" />
            <source>The previous file was kept at “%1”.</source>
            <translation>The previous file was kept at “%1”.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/recovery.py" line="136" />
            <source>That did not work</source>
            <translation>That did not work</translation>
        </message>
    </context>
    <context>
        <name>RelatedController</name>
        <message>
            <location filename="../../app/gui/panels/related.py" line="436" />
            <source>Related passages</source>
            <translation>Related passages</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="437" />
            <source>Close the related passages (Ctrl+Shift+R)</source>
            <translation>Close the related passages (Ctrl+Shift+R)</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="438" />
            <source>&amp;Related passages</source>
            <translation>&amp;Related passages</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="439" />
            <source>Related</source>
            <translation>Related</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="440" />
            <source>Cross-references and the verses most like the selected one (Ctrl+Shift+R)</source>
            <translation>Cross-references and the verses most like the selected one (Ctrl+Shift+R)</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="441" />
            <source>Cross-references and similar verses</source>
            <translation>Cross-references and similar verses</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="484" />
            <source>“More like this” needs meaning search, which is not available.</source>
            <translation>“More like this” needs meaning search, which is not available.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="486" />
            <source>“More like this” appears when meaning search is ready.</source>
            <translation>“More like this” appears when meaning search is ready.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="490" />
            <source>The related passages could not be read: %1</source>
            <translation>The related passages could not be read: %1</translation>
        </message>
    </context>
    <context>
        <name>RelatedPanel</name>
        <message>
            <location filename="../../app/gui/panels/related.py" line="301" />
            <source>Select a verse in the reader to see its cross-references and the verses most like it.</source>
            <translation>Select a verse in the reader to see its cross-references and the verses most like it.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="306" />
            <location filename="../../app/gui/panels/related.py" line="308" />
            <source>Cross-references</source>
            <translation>Cross-references</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="310" />
            <source>Cross-references: %1</source>
            <translation>Cross-references: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="314" />
            <source>Readers of OpenBible.info voted for these links between passages (%1).</source>
            <translation>Readers of OpenBible.info voted for these links between passages (%1).</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="327" />
            <location filename="../../app/gui/panels/related.py" line="329" />
            <source>More like this</source>
            <translation>More like this</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="381" />
            <source>This translation does not have %1.</source>
            <translation>This translation does not have %1.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="387" />
            <source>This library has no cross-references yet: Lâmpada adds them from OpenBible.info when it sets up the library.</source>
            <translation>This library has no cross-references yet: Lâmpada adds them from OpenBible.info when it sets up the library.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="391" />
            <source>Readers have linked no other passage to %1.</source>
            <translation>Readers have linked no other passage to %1.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="399" />
            <source>No verse of this translation is close to it in meaning.</source>
            <translation>No verse of this translation is close to it in meaning.</translation>
        </message>
    </context>
    <context>
        <name>RepairDialog</name>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="157" />
            <source>Repairing Lâmpada's data</source>
            <translation>Repairing Lâmpada's data</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="163" />
            <source>Stopping… the library is left as it was.</source>
            <translation>Stopping… the library is left as it was.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="166" />
            <source>Lâmpada is rebuilding what is damaged from what is still intact. This can take a minute; nothing is deleted: damaged files are kept aside.</source>
            <translation>Lâmpada is rebuilding what is damaged from what is still intact. This can take a minute; nothing is deleted: damaged files are kept aside.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="173" />
            <source>Checking everything first…</source>
            <translation>Checking everything first…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="203" />
            <source>Rebuilding %1…</source>
            <translation>Rebuilding %1…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="209" />
            <source>Finishing the repair: checking everything again…</source>
            <translation>Finishing the repair: checking everything again…</translation>
        </message>
    </context>
    <context>
        <name>ResultsPane</name>
        <message>
            <location filename="../../app/gui/search/results_pane.py" line="68" />
            <source>Welcome</source>
            <translation>Welcome</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results_pane.py" line="69" />
            <source>No results</source>
            <translation>No results</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results_pane.py" line="92" />
            <location filename="../../app/gui/search/results_pane.py" line="196" />
            <source>Searching…</source>
            <translation>Searching…</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results_pane.py" line="136" />
            <source>Your word is a lamp to my feet, and a light for my path.</source>
            <translation>Your word is a lamp to my feet, and a light for my path.</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results_pane.py" line="137" />
            <source>Psalm 119:105</source>
            <translation>Psalm 119:105</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results_pane.py" line="138" />
            <source>Type a reference, a name, a theme, or a question — in your own words.</source>
            <translation>Type a reference, a name, a theme, or a question — in your own words.</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results_pane.py" line="139" />
            <source>Try:</source>
            <translation>Try:</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results_pane.py" line="183" />
            <location filename="../../app/gui/search/results_pane.py" line="184" />
            <source>Did you mean: %1?</source>
            <translation>Did you mean: %1?</translation>
        </message>
    </context>
    <context>
        <name>ResultsView</name>
        <message>
            <location filename="../../app/gui/search/results.py" line="38" />
            <source>Previous or next result, shown in the reader</source>
            <translation>Previous or next result, shown in the reader</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="41" />
            <source>Open the result in the reader</source>
            <translation>Open the result in the reader</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="263" />
            <source>Results</source>
            <translation>Results</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="264" />
            <source>Enter opens the passage in the reader</source>
            <translation>Enter opens the passage in the reader</translation>
        </message>
    </context>
    <context>
        <name>SearchBar</name>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="109" />
            <location filename="../../app/gui/search/search_bar.py" line="118" />
            <source>Search</source>
            <translation>Search</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="116" />
            <source>Recent searches</source>
            <translation>Recent searches</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="117" />
            <source>Recent searches (Alt+Down)</source>
            <translation>Recent searches (Alt+Down)</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="121" />
            <source>Clear the search</source>
            <translation>Clear the search</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="124" />
            <source>Bible</source>
            <translation>Bible</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="125" />
            <source>My notes</source>
            <translation>My notes</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="126" />
            <source>Search the Bible, or your own notes (Ctrl+Shift+N)</source>
            <translation>Search the Bible, or your own notes (Ctrl+Shift+N)</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="127" />
            <source>Where to search</source>
            <translation>Where to search</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="130" />
            <source>Translation for searching and reading</source>
            <translation>Translation for searching and reading</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="131" />
            <source>Translation</source>
            <translation>Translation</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="135" />
            <source>Filters: testament and books</source>
            <translation>Filters: testament and books</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="136" />
            <location filename="../../app/gui/search/search_bar.py" line="260" />
            <location filename="../../app/gui/search/search_bar.py" line="261" />
            <source>Filters</source>
            <translation>Filters</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="139" />
            <source>Best match</source>
            <translation>Best match</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="140" />
            <source>Bible order</source>
            <translation>Bible order</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="141" />
            <source>Order of the results</source>
            <translation>Order of the results</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="142" />
            <source>Order</source>
            <translation>Order</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="160" />
            <source>Whole Bible</source>
            <translation>Whole Bible</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="161" />
            <source>Old Testament</source>
            <translation>Old Testament</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="162" />
            <source>New Testament</source>
            <translation>New Testament</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="163" />
            <source>Books…</source>
            <translation>Books…</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="173" />
            <source>From the book</source>
            <translation>From the book</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="174" />
            <source>To the book</source>
            <translation>To the book</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="175" />
            <source>from</source>
            <translation>from</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="176" />
            <source>to</source>
            <translation>to</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="180" />
            <source>Search in</source>
            <translation>Search in</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="203" />
            <source>Search your notes: a word, or what it was about…</source>
            <translation>Search your notes: a word, or what it was about…</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="205" />
            <source>Type a reference, a word, or what is on your heart…</source>
            <translation>Type a reference, a word, or what is on your heart…</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="261" />
            <source>Filters (on)</source>
            <translation>Filters (on)</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="298" />
            <source>No recent searches</source>
            <translation>No recent searches</translation>
        </message>
    </context>
    <context>
        <name>SearchBox</name>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="40" />
            <source>Search, or open a typed reference</source>
            <translation>Search, or open a typed reference</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="41" />
            <source>Go down to the results</source>
            <translation>Go down to the results</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="42" />
            <source>Recent searches</source>
            <translation>Recent searches</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="43" />
            <source>Clear the box</source>
            <translation>Clear the box</translation>
        </message>
    </context>
    <context>
        <name>SearchHelpDialog</name>
        <message>
            <location filename="../../app/gui/shell/help.py" line="218" />
            <source>How to search — Lâmpada</source>
            <translation>How to search — Lâmpada</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="219" />
            <location filename="../../app/gui/shell/help.py" line="298" />
            <source>How to search</source>
            <translation>How to search</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="228" />
            <source>A reference</source>
            <translation>A reference</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="230" />
            <source>Opens the passage in the reader: a book by its name or abbreviation, in Portuguese or English, then a chapter, a verse or a range.</source>
            <translation>Opens the passage in the reader: a book by its name or abbreviation, in Portuguese or English, then a chapter, a verse or a range.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="233" />
            <source>John 3:16</source>
            <translation>John 3:16</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="233" />
            <source>Psalm 23</source>
            <translation>Psalm 23</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="233" />
            <source>1 Cor 13:4-7</source>
            <translation>1 Cor 13:4-7</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="236" />
            <source>A word or a name</source>
            <translation>A word or a name</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="238" />
            <source>Finds the verses that have it (badge “words”). A phrase in quotes is found exactly; a word ending in * finds every word that starts so.</source>
            <translation>Finds the verses that have it (badge “words”). A phrase in quotes is found exactly; a word ending in * finds every word that starts so.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="241" />
            <source>Melchizedek</source>
            <translation>Melchizedek</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="241" />
            <source>“the Lord is my shepherd”</source>
            <translation>“the Lord is my shepherd”</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="241" />
            <source>forgiv*</source>
            <translation>forgiv*</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="244" />
            <source>A question or a feeling, in your own words</source>
            <translation>A question or a feeling, in your own words</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="246" />
            <source>Meaning search finds the verses that speak of it even without the same words (badge “meaning”; “both” when the words match too). It is prepared on this computer the first time; meanwhile, searching by words works.</source>
            <translation>Meaning search finds the verses that speak of it even without the same words (badge “meaning”; “both” when the words match too). It is prepared on this computer the first time; meanwhile, searching by words works.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="250" />
            <source>I am afraid of the future</source>
            <translation>I am afraid of the future</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="250" />
            <source>how can I forgive someone who hurt me?</source>
            <translation>how can I forgive someone who hurt me?</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="253" />
            <source>Topics voted by readers</source>
            <translation>Topics voted by readers</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="252" />
            <source>A verse the readers of OpenBible.info voted for the topic nearest your search says so on its card (“topic: anxiety”: the topics are named in English); when only their votes brought it, its badge is “topic”. Topics: OpenBible.info, CC-BY.</source>
            <translation>A verse the readers of OpenBible.info voted for the topic nearest your search says so on its card (“topic: anxiety”: the topics are named in English); when only their votes brought it, its badge is “topic”. Topics: OpenBible.info, CC-BY.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="255" />
            <source>A verse the readers of OpenBible.info voted for the topic nearest your search says so on its card (“topic: anxiety”); when only their votes brought it, its badge is “topic”. Topics: OpenBible.info, CC-BY; their Portuguese names are Lâmpada's translation.</source>
            <translation>A verse the readers of OpenBible.info voted for the topic nearest your search says so on its card (“topic: anxiety”); when only their votes brought it, its badge is “topic”. Topics: OpenBible.info, CC-BY; their Portuguese names are Lâmpada's translation.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="262" />
            <source>Filters and order</source>
            <translation>Filters and order</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="264" />
            <source>Filters (Ctrl+Shift+F) keep the results to a testament or to a span of books; the results come best match first, or in Bible order.</source>
            <translation>Filters (Ctrl+Shift+F) keep the results to a testament or to a span of books; the results come best match first, or in Bible order.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="270" />
            <source>Your notes</source>
            <translation>Your notes</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="272" />
            <source>Choose “My notes” before the search box (Ctrl+Shift+N) to search your notes, the passages they are on and your bookmarks, by words and by meaning.</source>
            <translation>Choose “My notes” before the search box (Ctrl+Shift+N) to search your notes, the passages they are on and your bookmarks, by words and by meaning.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="278" />
            <source>When nothing matches</source>
            <translation>When nothing matches</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="280" />
            <source>A word typed with a slip gets “Did you mean…?”. A question in another language than the translation being read is searched by meaning, and a translation in its language is offered.</source>
            <translation>A word typed with a slip gets “Did you mean…?”. A question in another language than the translation being read is searched by meaning, and a translation in its language is offered.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="287" />
            <source>Keys in the search box</source>
            <translation>Keys in the search box</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="289" />
            <source>Enter searches at once (typing searches after a pause); Down moves into the results; Alt+Down shows the recent searches; Esc clears.</source>
            <translation>Enter searches at once (typing searches after a pause); Down moves into the results; Alt+Down shows the recent searches; Esc clears.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="298" />
            <source>For example:</source>
            <translation>For example:</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="306" />
            <source>All the keyboard shortcuts</source>
            <translation>All the keyboard shortcuts</translation>
        </message>
    </context>
    <context>
        <name>SetupDialog</name>
        <message>
            <location filename="../../app/gui/dialogs/setup_dialog.py" line="27" />
            <source>Preparing your library</source>
            <translation>Preparing your library</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/setup_dialog.py" line="32" />
            <source>The library could not be prepared</source>
            <translation>The library could not be prepared</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/setup_dialog.py" line="33" />
            <source>Stopping… nothing is left half-done.</source>
            <translation>Stopping… nothing is left half-done.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/setup_dialog.py" line="34" />
            <source>Lâmpada is preparing the Bible texts. This happens only once.</source>
            <translation>Lâmpada is preparing the Bible texts. This happens only once.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/setup_dialog.py" line="36" />
            <source>Starting…</source>
            <translation>Starting…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/setup_dialog.py" line="53" />
            <source>Step %1 of %2: %3</source>
            <translation>Step %1 of %2: %3</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/setup_dialog.py" line="66" />
            <source>Your library is ready.</source>
            <translation>Your library is ready.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/setup_dialog.py" line="68" />
            <source>Some topics keep their English names</source>
            <translation>Some topics keep their English names</translation>
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <location filename="../../app/gui/shell/help.py" line="175" />
            <source>Keyboard shortcuts — Lâmpada</source>
            <translation>Keyboard shortcuts — Lâmpada</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="176" />
            <source>Keyboard shortcuts</source>
            <translation>Keyboard shortcuts</translation>
        </message>
    </context>
    <context>
        <name>SideDock</name>
        <message>
            <location filename="../../app/gui/shell/docks.py" line="46" />
            <source>Close</source>
            <translation>Close</translation>
        </message>
    </context>
    <context>
        <name>StudyActions</name>
        <message>
            <location filename="../../app/gui/study/study_actions.py" line="27" />
            <source>&amp;Bookmark</source>
            <translation>&amp;Bookmark</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/study_actions.py" line="33" />
            <source>Remove bookmark</source>
            <translation>Remove bookmark</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/study_actions.py" line="34" />
            <source>Remove highlight</source>
            <translation>Remove highlight</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/study_actions.py" line="37" />
            <source>Add or edit &amp;note…</source>
            <translation>Add or edit &amp;note…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/study_actions.py" line="44" />
            <source>As JSON (complete, to import again)…</source>
            <translation>As JSON (complete, to import again)…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/study_actions.py" line="47" />
            <source>As Markdown (to read or print)…</source>
            <translation>As Markdown (to read or print)…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/study_actions.py" line="49" />
            <source>Import &amp;my data…</source>
            <translation>Import &amp;my data…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/study_actions.py" line="50" />
            <source>&amp;Backups of my data…</source>
            <translation>&amp;Backups of my data…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/study_actions.py" line="75" />
            <source>&amp;Highlight</source>
            <translation>&amp;Highlight</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/study_actions.py" line="82" />
            <source>&amp;Export my data</source>
            <translation>&amp;Export my data</translation>
        </message>
    </context>
    <context>
        <name>StudyController</name>
        <message>
            <location filename="../../app/gui/study/controller.py" line="138" />
            <location filename="../../app/gui/study/controller.py" line="143" />
            <source>Study</source>
            <translation>Study</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/controller.py" line="138" />
            <source>Close the study panel (F9)</source>
            <translation>Close the study panel (F9)</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/controller.py" line="142" />
            <source>&amp;Study panel</source>
            <translation>&amp;Study panel</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/controller.py" line="213" />
            <source>Bookmarks, notes, highlights and history (F9)</source>
            <translation>Bookmarks, notes, highlights and history (F9)</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/controller.py" line="279" />
            <source>Your notes are closed for a moment</source>
            <translation>Your notes are closed for a moment</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/controller.py" line="280" />
            <source>Lâmpada is repairing its data; they come back when it is done.</source>
            <translation>Lâmpada is repairing its data; they come back when it is done.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/controller.py" line="317" />
            <source>That could not be saved</source>
            <translation>That could not be saved</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/controller.py" line="342" />
            <source>Save the note as PDF</source>
            <translation>Save the note as PDF</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/controller.py" line="342" />
            <source>PDF documents (*.pdf)</source>
            <translation>PDF documents (*.pdf)</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/controller.py" line="367" />
            <source>Clear reading history</source>
            <translation>Clear reading history</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/controller.py" line="367" />
            <source>Forget the chapters you read?</source>
            <translation>Forget the chapters you read?</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/controller.py" line="367" />
            <location filename="../../app/gui/study/controller.py" line="373" />
            <source>Clear</source>
            <translation>Clear</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/controller.py" line="373" />
            <source>Clear recent searches</source>
            <translation>Clear recent searches</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/controller.py" line="373" />
            <source>Forget your recent searches?</source>
            <translation>Forget your recent searches?</translation>
        </message>
    </context>
    <context>
        <name>StudyOperations</name>
        <message>
            <location filename="../../app/gui/study/operations.py" line="78" />
            <source>Bookmarked %1 — saved.</source>
            <translation>Bookmarked %1 — saved.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/operations.py" line="100" />
            <source>Bookmark saved: %1</source>
            <translation>Bookmark saved: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/operations.py" line="107" />
            <source>Bookmark removed: %1</source>
            <translation>Bookmark removed: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/operations.py" line="116" />
            <source>Bookmark removed.</source>
            <translation>Bookmark removed.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/operations.py" line="126" />
            <location filename="../../app/gui/study/operations.py" line="143" />
            <source>Saved.</source>
            <translation>Saved.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/operations.py" line="153" />
            <source>Folder deleted.</source>
            <translation>Folder deleted.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/operations.py" line="170" />
            <source>%1 highlighted in %2 — saved.</source>
            <translation>%1 highlighted in %2 — saved.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/operations.py" line="181" />
            <source>Highlight removed: %1</source>
            <translation>Highlight removed: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/operations.py" line="188" />
            <source>Note deleted.</source>
            <translation>Note deleted.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/operations.py" line="193" />
            <source>Draft discarded.</source>
            <translation>Draft discarded.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/operations.py" line="201" />
            <source>Reading history cleared.</source>
            <translation>Reading history cleared.</translation>
        </message>
    </context>
    <context>
        <name>StudyPanel</name>
        <message>
            <location filename="../../app/gui/study/panel.py" line="224" />
            <source>Show the bookmarks with this label</source>
            <translation>Show the bookmarks with this label</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="226" />
            <location filename="../../app/gui/study/panel.py" line="300" />
            <source>New folder</source>
            <translation>New folder</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="237" />
            <source>No bookmarks yet. Select a verse and press Ctrl+D.</source>
            <translation>No bookmarks yet. Select a verse and press Ctrl+D.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="239" />
            <location filename="../../app/gui/study/panel.py" line="296" />
            <source>Bookmarks</source>
            <translation>Bookmarks</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="243" />
            <source>No notes yet. Select a verse and press Ctrl+N.</source>
            <translation>No notes yet. Select a verse and press Ctrl+N.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="246" />
            <location filename="../../app/gui/study/panel.py" line="296" />
            <source>Notes</source>
            <translation>Notes</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="250" />
            <source>No highlights yet. Select a verse and press Ctrl+1 … Ctrl+5.</source>
            <translation>No highlights yet. Select a verse and press Ctrl+1 … Ctrl+5.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="252" />
            <location filename="../../app/gui/study/panel.py" line="296" />
            <source>Highlights</source>
            <translation>Highlights</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="257" />
            <source>Clear reading</source>
            <translation>Clear reading</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="259" />
            <source>Clear searches</source>
            <translation>Clear searches</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="270" />
            <location filename="../../app/gui/study/panel.py" line="296" />
            <source>History</source>
            <translation>History</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="294" />
            <source>Study panel</source>
            <translation>Study panel</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="299" />
            <source>Label</source>
            <translation>Label</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="336" />
            <source>What can I do?</source>
            <translation>What can I do?</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="372" />
            <source>All labels</source>
            <translation>All labels</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="394" />
            <location filename="../../app/gui/study/panel.py" line="574" />
            <source>No folder</source>
            <translation>No folder</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="437" />
            <source>Not saved: %1</source>
            <translation>Not saved: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="437" />
            <source>Not saved</source>
            <translation>Not saved</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="446" />
            <source>A draft kept at %1 and not saved yet</source>
            <translation>A draft kept at %1 and not saved yet</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="458" />
            <source>(empty)</source>
            <translation>(empty)</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="502" />
            <source>Reading</source>
            <translation>Reading</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="508" />
            <source>Searches</source>
            <translation>Searches</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="548" />
            <source>Open in the reader</source>
            <translation>Open in the reader</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="550" />
            <source>Edit note…</source>
            <translation>Edit note…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="552" />
            <source>Delete note…</source>
            <translation>Delete note…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="554" />
            <source>Continue writing…</source>
            <translation>Continue writing…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="556" />
            <source>Discard draft…</source>
            <translation>Discard draft…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="560" />
            <source>Rename folder…</source>
            <translation>Rename folder…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="561" />
            <source>Delete folder…</source>
            <translation>Delete folder…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="563" />
            <source>Remove highlight</source>
            <translation>Remove highlight</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="565" />
            <source>Search again</source>
            <translation>Search again</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="569" />
            <source>Rename…</source>
            <translation>Rename…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="570" />
            <source>Move to folder</source>
            <translation>Move to folder</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="581" />
            <source>New folder…</source>
            <translation>New folder…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="582" />
            <source>Labels</source>
            <translation>Labels</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="591" />
            <source>New label…</source>
            <translation>New label…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="593" />
            <source>Remove bookmark</source>
            <translation>Remove bookmark</translation>
        </message>
    </context>
    <context>
        <name>SwordImportDialog</name>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="53" />
            <source>Import from another Bible program</source>
            <translation>Import from another Bible program</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="57" />
            <source>Nothing was imported</source>
            <translation>Nothing was imported</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="58" />
            <source>The library was not changed.</source>
            <translation>The library was not changed.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="59" />
            <source>Stopped. The library was not changed.</source>
            <translation>Stopped. The library was not changed.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="63" />
            <source>Bibles and commentaries that BibleTime, Xiphos and other SWORD programs installed on this computer. From AndBible, copy the phone's modules folder (mods.d and modules) to this computer and choose it with “Folder…”; a module downloaded as a .zip opens with “File…”.</source>
            <translation>Bibles and commentaries that BibleTime, Xiphos and other SWORD programs installed on this computer. From AndBible, copy the phone's modules folder (mods.d and modules) to this computer and choose it with “Folder…”; a module downloaded as a .zip opens with “File…”.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="73" />
            <source>Modules found</source>
            <translation>Modules found</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="76" />
            <source>Module</source>
            <translation>Module</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="76" />
            <source>Kind</source>
            <translation>Kind</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="76" />
            <source>Language</source>
            <translation>Language</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="76" />
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="81" />
            <source>Folder…</source>
            <translation>Folder…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="83" />
            <source>File…</source>
            <translation>File…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="85" />
            <source>Import</source>
            <translation>Import</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="99" />
            <source>Looking for modules…</source>
            <translation>Looking for modules…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="105" />
            <source>Bible</source>
            <translation>Bible</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="105" />
            <source>Commentary</source>
            <translation>Commentary</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="106" />
            <source>Dictionary</source>
            <translation>Dictionary</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="108" />
            <source>not importable</source>
            <translation>not importable</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="110" />
            <source>(locked)</source>
            <translation>(locked)</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="121" />
            <source>Choose a Bible, a commentary or a dictionary, then import it.</source>
            <translation>Choose a Bible, a commentary or a dictionary, then import it.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="125" />
            <source>No SWORD Bible, commentary or dictionary was found on this computer. Choose the folder that holds mods.d and modules, or a module's .zip.</source>
            <translation>No SWORD Bible, commentary or dictionary was found on this computer. Choose the folder that holds mods.d and modules, or a module's .zip.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="133" />
            <source>Choose a SWORD folder (it holds mods.d and modules)</source>
            <translation>Choose a SWORD folder (it holds mods.d and modules)</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="141" />
            <source>Choose a SWORD module</source>
            <translation>Choose a SWORD module</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="143" />
            <source>SWORD modules (*.zip *.conf);;All files (*)</source>
            <translation>SWORD modules (*.zip *.conf);;All files (*)</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="162" />
            <source>Importing %1…</source>
            <translation>Importing %1…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="196" />
            <source>“%1” is locked: it is sold or lent with a key. Write the key its publisher gave you in the module's .conf file as CipherKey=…, then import it again.</source>
            <translation>“%1” is locked: it is sold or lent with a key. Write the key its publisher gave you in the module's .conf file as CipherKey=…, then import it again.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="203" />
            <source>a dictionary</source>
            <translation>a dictionary</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="204" />
            <source>a book</source>
            <translation>a book</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="208" />
            <source>“%1” is %2: Lâmpada imports Bibles and commentaries.</source>
            <translation>“%1” is %2: Lâmpada imports Bibles and commentaries.</translation>
        </message>
    </context>
    <context>
        <name>TranslationsController</name>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="216" />
            <source>%1 was removed</source>
            <translation>%1 was removed</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="217" />
            <source>Your notes, bookmarks and highlights are all kept; they show in every translation.</source>
            <translation>Your notes, bookmarks and highlights are all kept; they show in every translation.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="226" />
            <source>%1 was not removed</source>
            <translation>%1 was not removed</translation>
        </message>
    </context>
    <context>
        <name>TranslationsDialog</name>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="46" />
            <source>Translations</source>
            <translation>Translations</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="50" />
            <source>The translations in your library. Removing one keeps your notes, bookmarks and highlights: they belong to the verses and show in every translation.</source>
            <translation>The translations in your library. Removing one keeps your notes, bookmarks and highlights: they belong to the verses and show in every translation.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="56" />
            <source>Installed translations</source>
            <translation>Installed translations</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="57" />
            <source>Import…</source>
            <translation>Import…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="58" />
            <source>Remove…</source>
            <translation>Remove…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="59" />
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="75" />
            <source>No translation yet.</source>
            <translation>No translation yet.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="81" />
            <source>%n verse(s)</source>
            <translation>
                <numerusform>%n verse</numerusform>
                <numerusform>%n verses</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="84" />
            <source>comes with Lâmpada</source>
            <translation>comes with Lâmpada</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="92" />
            <source>Select a translation first.</source>
            <translation>Select a translation first.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="94" />
            <source>%1 comes with Lâmpada and cannot be removed.</source>
            <translation>%1 comes with Lâmpada and cannot be removed.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="96" />
            <source>The library cannot be changed: %1.</source>
            <translation>The library cannot be changed: %1.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="107" />
            <source>Remove %1 from the library; your notes stay.</source>
            <translation>Remove %1 from the library; your notes stay.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="117" />
            <source>Remove “%1”</source>
            <translation>Remove “%1”</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="120" />
            <source>Remove “%1” (%2) from the library, with its word and meaning indexes? Your notes, bookmarks and highlights stay, including those you made while reading it: they show in the other translations. To read it again, import its file again.</source>
            <translation>Remove “%1” (%2) from the library, with its word and meaning indexes? Your notes, bookmarks and highlights stay, including those you made while reading it: they show in the other translations. To read it again, import its file again.</translation>
        </message>
    </context>
    <context>
        <name>UserDataProblemDialog</name>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="245" />
            <source>Your study data</source>
            <translation>Your study data</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="260" />
            <source>Reading and searching the Bible work as usual.</source>
            <translation>Reading and searching the Bible work as usual.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="268" />
            <source>Restore that backup to get them back. Or start with empty notes: the backup stays in the backups folder, and File ▸ Backups of my data can restore it later.</source>
            <translation>Restore that backup to get them back. Or start with empty notes: the backup stays in the backups folder, and File ▸ Backups of my data can restore it later.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="273" />
            <source>You can restore the latest backup, from %1. The current file is kept as another backup first.</source>
            <translation>You can restore the latest backup, from %1. The current file is kept as another backup first.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="278" />
            <source>There is no backup to restore. You can start with empty notes: the current file is set aside (renamed, not deleted).</source>
            <translation>There is no backup to restore. You can start with empty notes: the current file is set aside (renamed, not deleted).</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="286" />
            <source>Restore the backup</source>
            <translation>Restore the backup</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="290" />
            <source>Start fresh</source>
            <translation>Start fresh</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="293" />
            <source>Try again</source>
            <translation>Try again</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="296" />
            <source>Continue without them</source>
            <translation>Continue without them</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="304" />
            <source>Start with empty notes</source>
            <translation>Start with empty notes</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="305" />
            <source>Decide later</source>
            <translation>Decide later</translation>
        </message>
    </context>
    <context>
        <name>VerseCopier</name>
        <message>
            <location filename="../../app/gui/reader/clipboard.py" line="59" />
            <source>Select a verse first.</source>
            <translation>Select a verse first.</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/clipboard.py" line="64" />
            <source>Copied: %1</source>
            <translation>Copied: %1</translation>
        </message>
    </context>
    <context>
        <name>WordStudyController</name>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="484" />
            <location filename="../../app/gui/panels/word_study_panel.py" line="487" />
            <source>Word study</source>
            <translation>Word study</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="485" />
            <source>Close the word study (Ctrl+Shift+W)</source>
            <translation>Close the word study (Ctrl+Shift+W)</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="486" />
            <source>&amp;Word study</source>
            <translation>&amp;Word study</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="488" />
            <source>The Greek or Hebrew behind a word you click in the reader (Ctrl+Shift+W)</source>
            <translation>The Greek or Hebrew behind a word you click in the reader (Ctrl+Shift+W)</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="489" />
            <source>Study this word</source>
            <translation>Study this word</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="543" />
            <source>Word study: tagging the words of %1, %2%</source>
            <translation>Word study: tagging the words of %1, %2%</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="558" />
            <source>Its words are being tagged with Strong's numbers, in the background (about a minute): search again then.</source>
            <translation>Its words are being tagged with Strong's numbers, in the background (about a minute): search again then.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="561" />
            <source>No verse found by Strong's number yet</source>
            <translation>No verse found by Strong's number yet</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="654" />
            <source>The word study could not be read: %1</source>
            <translation>The word study could not be read: %1</translation>
        </message>
    </context>
    <context>
        <name>WordStudyPanel</name>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="289" />
            <source>Strong's number</source>
            <translation>Strong's number</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="300" />
            <source>In the dictionary</source>
            <translation>In the dictionary</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="301" />
            <source>Strong's entry in the Dictionary panel</source>
            <translation>Strong's entry in the Dictionary panel</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="309" />
            <source>The verses where the word is</source>
            <translation>The verses where the word is</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="354" />
            <source>Click a word in the reader to see the Greek or Hebrew behind it: its Strong's number, its meaning, and every verse where it is.</source>
            <translation>Click a word in the reader to see the Greek or Hebrew behind it: its Strong's number, its meaning, and every verse where it is.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="375" />
            <source>The words of %1 are being tagged with Strong's numbers (about a minute); the word study opens once they are.</source>
            <translation>The words of %1 are being tagged with Strong's numbers (about a minute); the word study opens once they are.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="381" />
            <source>This verse is not in this translation.</source>
            <translation>This verse is not in this translation.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="385" />
            <source>No Strong's number is shown under “%1”: no Greek or Hebrew word stands behind it here, or the alignment is not sure enough to say which.</source>
            <translation>No Strong's number is shown under “%1”: no Greek or Hebrew word stands behind it here, or the alignment is not sure enough to say which.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="410" />
            <source>Strong's dictionaries are not loaded.</source>
            <translation>Strong's dictionaries are not loaded.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="413" />
            <source>KJV: %1</source>
            <translation>KJV: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="415" />
            <source>%1: %2 verses, %3 words</source>
            <translation>%1: %2 verses, %3 words</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="438" />
            <source>…and %1 more: search %2 to see them all.</source>
            <translation>…and %1 more: search %2 to see them all.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="445" />
            <source>Strong's numbers: the KJV's (CrossWire, public domain)</source>
            <translation>Strong's numbers: the KJV's (CrossWire, public domain)</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="448" />
            <source>Strong's numbers: this translation aligned with the KJV's (CrossWire, public domain); shown from 70% probability, about 9 in 10 right</source>
            <translation>Strong's numbers: this translation aligned with the KJV's (CrossWire, public domain); shown from 70% probability, about 9 in 10 right</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="451" />
            <source>Strong's dictionaries (1890), public domain</source>
            <translation>Strong's dictionaries (1890), public domain</translation>
        </message>
    </context>
</TS>
