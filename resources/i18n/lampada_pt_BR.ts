<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
    <context>
        <name>AboutDialog</name>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="49" />
            <location filename="../../app/gui/dialogs/about_dialog.py" line="53" />
            <source>About Lâmpada</source>
            <translation>Sobre o Lâmpada</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="70" />
            <source>Topics and cross-references</source>
            <translation>Temas e referências cruzadas</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="72" />
            <source>The topics that help searching and the cross-references beside the reader were voted by the readers of OpenBible.info.</source>
            <translation>Os temas que ajudam a busca e as referências cruzadas ao lado do leitor foram votados pelos leitores do OpenBible.info.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="78" />
            <source>Word study</source>
            <translation>Estudo de palavras</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="80" />
            <source>The Greek and Hebrew words behind the text, their meaning and how the KJV renders them come from Strong's dictionaries.</source>
            <translation>As palavras gregas e hebraicas por trás do texto, seu significado e como a KJV as traduz vêm dos dicionários de Strong.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="86" />
            <source>The Strong's numbers behind the words come from the King James Version, tagged word by word; every other translation is aligned with it by Lâmpada.</source>
            <translation>Os números de Strong por trás das palavras vêm da Versão King James, etiquetada palavra por palavra; cada uma das outras traduções é alinhada com ela pelo Lâmpada.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="99" />
            <source>Your word is a lamp to my feet, and a light for my path.</source>
            <translation>Lâmpada para os meus pés é a tua palavra, e luz para o meu caminho.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="100" />
            <source>Psalm 119:105</source>
            <translation>Salmo 119:105</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="101" />
            <source>An offline Bible study app. Nothing you type leaves this computer.</source>
            <translation>Um aplicativo de estudo bíblico que funciona sem internet. Nada do que você digita sai deste computador.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="102" />
            <source>Bible texts</source>
            <translation>Textos bíblicos</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="103" />
            <source>No translation is installed yet.</source>
            <translation>Ainda não há nenhuma tradução instalada.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="104" />
            <source>Licence</source>
            <translation>Licença</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="105" />
            <source>not stated</source>
            <translation>não informada</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="106" />
            <source>Meaning search model</source>
            <translation>Modelo da busca por sentido</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="107" />
            <source>Meaning search uses the multilingual-e5-small model, running on this computer.</source>
            <translation>A busca por sentido usa o modelo multilingual-e5-small, rodando neste computador.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="108" />
            <source>Software</source>
            <translation>Programa</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/about_dialog.py" line="110" />
            <source>Lâmpada is free software (GPL-3.0-or-later), built with Qt for Python (LGPL), SQLite, NumPy and ONNX Runtime.</source>
            <translation>O Lâmpada é software livre (GPL-3.0 ou posterior), feito com Qt for Python (LGPL), SQLite, NumPy e ONNX Runtime.</translation>
        </message>
    </context>
    <context>
        <name>BackupsDialog</name>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="407" />
            <source>Backups of my data</source>
            <translation>Cópias de segurança dos meus dados</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="411" />
            <source>Lâmpada backs up your notes, bookmarks and highlights once a day, and before an import, a restore or an update. The last 10 daily backups are kept.</source>
            <translation>O Lâmpada faz uma cópia de segurança das suas anotações, marcadores e destaques uma vez por dia, e antes de uma importação, de uma restauração ou de uma atualização. As 10 últimas cópias diárias são mantidas.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="417" />
            <source>Folder: %1</source>
            <translation>Pasta: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="421" />
            <source>Backups</source>
            <translation>Cópias de segurança</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="422" />
            <source>Back up now</source>
            <translation>Fazer uma cópia agora</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="423" />
            <source>Restore…</source>
            <translation>Restaurar…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="425" />
            <source>Restore this backup</source>
            <translation>Restaurar esta cópia</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="426" />
            <source>Close</source>
            <translation>Fechar</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="439" />
            <source>No backups yet.</source>
            <translation>Ainda não há cópias de segurança.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="459" />
            <source>Replace your current notes, bookmarks, highlights and history with the backup of %1? Your data as it is now is kept as another backup first, so you can undo this.</source>
            <translation>Substituir suas anotações, marcadores, destaques e histórico atuais pela cópia de %1? Seus dados como estão agora são guardados antes em outra cópia, então dá para desfazer.</translation>
        </message>
    </context>
    <context>
        <name>Banner</name>
        <message>
            <location filename="../../app/gui/banner.py" line="59" />
            <location filename="../../app/gui/banner.py" line="60" />
            <source>Close</source>
            <translation>Fechar</translation>
        </message>
    </context>
    <context>
        <name>BibleResults</name>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="37" />
            <source>Portuguese</source>
            <comment>the language, in a sentence</comment>
            <translation>português</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="38" />
            <source>English</source>
            <comment>the language, in a sentence</comment>
            <translation>inglês</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="107" />
            <source>%1 — opened in the reader</source>
            <translation>%1 — aberto no leitor</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="111" />
            <location filename="../../app/gui/search/bible_results.py" line="125" />
            <source>%1 is not in this translation (%2).</source>
            <translation>%1 não existe nesta tradução (%2).</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="114" />
            <source>Translations number some verses differently; try the parallel view.</source>
            <translation>As traduções numeram alguns versículos de modo diferente; experimente a visão paralela.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/search/bible_results.py" line="131" />
            <source>Only the first %n passage(s) of the list are shown.</source>
            <translation>
                <numerusform>Só a primeira passagem da lista é mostrada.</numerusform>
                <numerusform>Só as primeiras %n passagens da lista são mostradas.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="135" />
            <source>Part of the reference is not shown</source>
            <translation>Parte da referência não é mostrada</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="148" />
            <source>Nothing found for “%1”.</source>
            <translation>Nada encontrado para “%1”.</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="149" />
            <source>Try other words, fewer words, or a wider filter.</source>
            <translation>Tente outras palavras, menos palavras ou um filtro mais amplo.</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="159" />
            <source>The Bible does not seem to speak of this directly</source>
            <translation>A Bíblia não parece falar disso diretamente</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="161" />
            <source>These are the passages closest to what you wrote. Read them in their context, with care.</source>
            <translation>Estas são as passagens mais próximas do que você escreveu. Leia-as no seu contexto, com cuidado.</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="175" />
            <source>Your question seems to be in %1. Search the %2?</source>
            <translation>Sua pergunta parece estar em %1. Buscar na %2?</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="177" />
            <source>“%1” is in %2: it is searched here only by the meaning of your words, and these are the closest passages.</source>
            <translation>A “%1” é em %2: nela, só o sentido das suas palavras é buscado, e estes são os trechos mais próximos.</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="185" />
            <source>Search the %1</source>
            <translation>Buscar na %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="191" />
            <source>No %1 translation is installed, so “%2” is searched by the meaning of your words. To search in %1, import a translation in that language.</source>
            <translation>Nenhuma tradução em %1 está instalada: a “%2” é buscada pelo sentido das suas palavras. Para buscar em %1, importe uma tradução nessa língua.</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="195" />
            <source>Your question seems to be in %1</source>
            <translation>Sua pergunta parece estar em %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="198" />
            <source>Import…</source>
            <translation>Importar…</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="209" />
            <source>Searching the %1</source>
            <translation>Buscando na %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="210" />
            <source>The reader shows it too; the translation picker above changes it back at any time.</source>
            <translation>O leitor também passou a mostrá-la; o seletor de tradução, acima, a troca de volta quando quiser.</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="213" />
            <source>Back to %1</source>
            <translation>Voltar à %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/bible_results.py" line="225" />
            <source>The search could not be done</source>
            <translation>Não foi possível fazer a busca</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/search/bible_results.py" line="236" />
            <source>%n result(s)</source>
            <translation>
                <numerusform>%n resultado</numerusform>
                <numerusform>%n resultados</numerusform>
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
            <translation>Essa referência não existe</translation>
        </message>
    </context>
    <context>
        <name>BookmarkPopup</name>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="99" />
            <source>Title (optional)</source>
            <translation>Título (opcional)</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="104" />
            <source>No folder</source>
            <translation>Sem pasta</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="108" />
            <source>or type a new folder's name</source>
            <translation>ou digite o nome de uma pasta nova</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="109" />
            <source>Pick a folder, or type a name to make a new one</source>
            <translation>Escolha uma pasta, ou digite um nome para criar uma nova</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="110" />
            <location filename="../../app/gui/study/bookmark_popup.py" line="168" />
            <source>Folder</source>
            <translation>Pasta</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="113" />
            <location filename="../../app/gui/study/bookmark_popup.py" line="173" />
            <source>Labels</source>
            <translation>Etiquetas</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="125" />
            <source>New labels</source>
            <translation>Novas etiquetas</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="127" />
            <source>New labels, separated by commas</source>
            <translation>Novas etiquetas, separadas por vírgulas</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="127" />
            <source>Labels, separated by commas</source>
            <translation>Etiquetas, separadas por vírgulas</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="129" />
            <source>Remove</source>
            <translation>Remover</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="132" />
            <source>Done</source>
            <translation>Pronto</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="135" />
            <source>Keep these choices (Enter); Esc leaves the bookmark as it was</source>
            <translation>Guardar estas escolhas (Enter); Esc deixa o marcador como estava</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="144" />
            <source>Bookmarked %1</source>
            <translation>%1 marcado</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="144" />
            <source>Bookmark on %1</source>
            <translation>Marcador em %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="152" />
            <source>Saved. A title, a folder and labels are optional.</source>
            <translation>Salvo. Título, pasta e etiquetas são opcionais.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="154" />
            <source>Change its title, folder or labels, or remove it.</source>
            <translation>Mude o título, a pasta ou as etiquetas, ou remova o marcador.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmark_popup.py" line="167" />
            <source>Title</source>
            <translation>Título</translation>
        </message>
    </context>
    <context>
        <name>BookmarkTools</name>
        <message>
            <location filename="../../app/gui/study/bookmarks.py" line="58" />
            <source>%1 is already bookmarked.</source>
            <translation>%1 já está marcado.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmarks.py" line="110" />
            <source>Bookmark</source>
            <translation>Marcador</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmarks.py" line="110" />
            <source>Title:</source>
            <translation>Título:</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmarks.py" line="133" />
            <source>New label</source>
            <translation>Nova etiqueta</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmarks.py" line="133" />
            <source>Label name:</source>
            <translation>Nome da etiqueta:</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmarks.py" line="142" />
            <source>New folder</source>
            <translation>Nova pasta</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmarks.py" line="142" />
            <location filename="../../app/gui/study/bookmarks.py" line="153" />
            <source>Folder name:</source>
            <translation>Nome da pasta:</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmarks.py" line="153" />
            <source>Folder</source>
            <translation>Pasta</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmarks.py" line="164" />
            <location filename="../../app/gui/study/bookmarks.py" line="168" />
            <source>Delete folder</source>
            <translation>Apagar pasta</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/bookmarks.py" line="165" />
            <source>Delete the folder “%1”? Its bookmarks are kept, outside any folder.</source>
            <translation>Apagar a pasta “%1”? Os marcadores dela são mantidos, fora de qualquer pasta.</translation>
        </message>
    </context>
    <context>
        <name>CommentaryController</name>
        <message>
            <location filename="../../app/gui/panels/commentary.py" line="222" />
            <location filename="../../app/gui/panels/commentary.py" line="225" />
            <source>Commentary</source>
            <translation>Comentário</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/commentary.py" line="223" />
            <source>Close the commentary (Ctrl+Shift+M)</source>
            <translation>Fechar o comentário (Ctrl+Shift+M)</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/commentary.py" line="224" />
            <source>&amp;Commentary</source>
            <translation>&amp;Comentário</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/commentary.py" line="226" />
            <source>What a commentary says on the selected verse (Ctrl+Shift+M)</source>
            <translation>O que um comentário diz sobre o versículo selecionado (Ctrl+Shift+M)</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/commentary.py" line="227" />
            <source>Commentary on this verse</source>
            <translation>Comentário sobre este versículo</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/commentary.py" line="273" />
            <source>The commentary could not be read: %1</source>
            <translation>Não foi possível ler o comentário: %1</translation>
        </message>
    </context>
    <context>
        <name>CommentaryPanel</name>
        <message>
            <location filename="../../app/gui/panels/commentary.py" line="116" />
            <source>The commentary to read</source>
            <translation>O comentário a ler</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/commentary.py" line="117" />
            <source>Commentary</source>
            <translation>Comentário</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/commentary.py" line="126" />
            <source>What the commentary says</source>
            <translation>O que o comentário diz</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/commentary.py" line="158" />
            <source>Select a verse in the reader to see what the commentary says on it.</source>
            <translation>Selecione um versículo no leitor para ver o que o comentário diz sobre ele.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/commentary.py" line="165" />
            <source>No commentary yet. Import one from BibleTime, Xiphos or AndBible (a SWORD commentary, such as Matthew Henry's) with File ▸ Import from another Bible program…</source>
            <translation>Nenhum comentário ainda. Importe um do BibleTime, do Xiphos ou do AndBible (um comentário SWORD, como o de Matthew Henry) em Arquivo ▸ Importar de outro programa de Bíblia…</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/commentary.py" line="190" />
            <source>%1 says nothing on %2.</source>
            <translation>%1 não comenta %2.</translation>
        </message>
    </context>
    <context>
        <name>CompareController</name>
        <message>
            <location filename="../../app/gui/panels/compare_panel.py" line="232" />
            <location filename="../../app/gui/panels/compare_panel.py" line="237" />
            <source>Compare translations</source>
            <translation>Comparar traduções</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/compare_panel.py" line="233" />
            <source>Close the comparison (%1)</source>
            <translation>Fechar a comparação (%1)</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/compare_panel.py" line="234" />
            <source>Co&amp;mpare translations</source>
            <translation>Comparar tra&amp;duções</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/compare_panel.py" line="235" />
            <source>Compare</source>
            <translation>Comparar</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/compare_panel.py" line="236" />
            <source>The selected verse in every translation (%1)</source>
            <translation>O versículo selecionado em todas as traduções (%1)</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/compare_panel.py" line="274" />
            <source>The translations could not be read: %1</source>
            <translation>Não foi possível ler as traduções: %1</translation>
        </message>
    </context>
    <context>
        <name>ComparePanel</name>
        <message>
            <location filename="../../app/gui/panels/compare_panel.py" line="115" />
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/compare_panel.py" line="116" />
            <source>Copy the passage in every translation</source>
            <translation>Copiar a passagem em todas as traduções</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/compare_panel.py" line="126" />
            <source>The passage in every translation</source>
            <translation>A passagem em todas as traduções</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/compare_panel.py" line="153" />
            <source>Select a verse in the reader to read it in every translation.</source>
            <translation>Selecione um versículo no leitor para lê-lo em todas as traduções.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/compare_panel.py" line="165" />
            <source>— this translation does not have this passage —</source>
            <translation>— esta tradução não tem esta passagem —</translation>
        </message>
    </context>
    <context>
        <name>DataFiles</name>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="95" />
            <source>Lâmpada data (*.json)</source>
            <translation>Dados do Lâmpada (*.json)</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="99" />
            <source>Exporting…</source>
            <translation>Exportando…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="104" />
            <source>Your data was exported</source>
            <translation>Seus dados foram exportados</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="106" />
            <source>Everything is in “%1”; it can be imported again with File ▸ Import my data.</source>
            <translation>Está tudo em “%1”; dá para importar de novo em Arquivo ▸ Importar meus dados.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="117" />
            <source>Markdown (*.md)</source>
            <translation>Markdown (*.md)</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="126" />
            <source>Your notes were exported</source>
            <translation>Suas anotações foram exportadas</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="127" />
            <source>Notes, bookmarks and highlights are in “%1”, ready to read or print.</source>
            <translation>Anotações, marcadores e destaques estão em “%1”, prontos para ler ou imprimir.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="136" />
            <source>Export my data</source>
            <translation>Exportar meus dados</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="139" />
            <source>The export could not be written</source>
            <translation>Não foi possível gravar a exportação</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="148" />
            <source>Import my data</source>
            <translation>Importar meus dados</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="148" />
            <source>Lâmpada data (*.json);;All files (*)</source>
            <translation>Dados do Lâmpada (*.json);;Todos os arquivos (*)</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="162" />
            <source>Importing…</source>
            <translation>Importando…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="169" />
            <source>Your data was imported</source>
            <translation>Seus dados foram importados</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="173" />
            <source>The file could not be imported</source>
            <translation>Não foi possível importar o arquivo</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="215" />
            <source>Backed up</source>
            <translation>Cópia feita</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="216" />
            <source>Backed up: %1</source>
            <translation>Cópia feita: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="220" />
            <location filename="../../app/gui/study/data_files.py" line="221" />
            <source>The backup could not be made</source>
            <translation>Não foi possível fazer a cópia</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="226" />
            <source>Restored the backup of %1. Your data as it was is kept in “%2”.</source>
            <translation>A cópia de %1 foi restaurada. Seus dados como estavam ficaram guardados em “%2”.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="231" />
            <source>Restored</source>
            <translation>Restaurado</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_files.py" line="232" />
            <source>Your data was restored</source>
            <translation>Seus dados foram restaurados</translation>
        </message>
    </context>
    <context>
        <name>DictionaryController</name>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="341" />
            <location filename="../../app/gui/panels/dictionary.py" line="344" />
            <source>Dictionary</source>
            <translation>Dicionário</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="342" />
            <source>Close the dictionary (Ctrl+Shift+D)</source>
            <translation>Fechar o dicionário (Ctrl+Shift+D)</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="343" />
            <source>&amp;Dictionary</source>
            <translation>&amp;Dicionário</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="345" />
            <source>The selected word in the dictionaries and lexicons (Ctrl+Shift+D)</source>
            <translation>A palavra selecionada nos dicionários e léxicos (Ctrl+Shift+D)</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="346" />
            <source>Look up in the dictionaries</source>
            <translation>Procurar nos dicionários</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="418" />
            <source>“%1” names no passage Lâmpada knows.</source>
            <translation>“%1” não indica nenhuma passagem que o Lâmpada conheça.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="446" />
            <source>The dictionary could not be read: %1</source>
            <translation>O dicionário não pôde ser lido: %1</translation>
        </message>
    </context>
    <context>
        <name>DictionaryPanel</name>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="159" />
            <source>The dictionary to read</source>
            <translation>O dicionário a ler</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="160" />
            <source>Dictionary</source>
            <translation>Dicionário</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="164" />
            <location filename="../../app/gui/panels/dictionary.py" line="165" />
            <source>Filter the keys</source>
            <translation>Filtrar as entradas</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="170" />
            <source>Keys of the dictionary</source>
            <translation>Entradas do dicionário</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="187" />
            <source>The dictionary's entry</source>
            <translation>O verbete do dicionário</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="232" />
            <location filename="../../app/gui/panels/dictionary.py" line="284" />
            <source>Select a word in the reader (a double click) to look it up in the dictionaries.</source>
            <translation>Selecione uma palavra no leitor (com um clique duplo) para procurá-la nos dicionários.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="260" />
            <source>No dictionary yet. Set-up loads Strong's Greek and Hebrew dictionaries; import another (a SWORD dictionary or lexicon) with File ▸ Import from another Bible program…</source>
            <translation>Nenhum dicionário ainda. A preparação carrega os dicionários de grego e hebraico de Strong; importe outro (um dicionário ou léxico SWORD) em Arquivo ▸ Importar de outro programa de Bíblia…</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="279" />
            <source>No entry for “%1”.</source>
            <translation>Nenhum verbete para “%1”.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="281" />
            <source>Choose a key in the list, or type its first letters.</source>
            <translation>Escolha uma entrada na lista ou digite as primeiras letras.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="290" />
            <source>Every dictionary (the selected word)</source>
            <translation>Todos os dicionários (a palavra selecionada)</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/dictionary.py" line="310" />
            <source>Strong's dictionaries: public domain.</source>
            <translation>Dicionários de Strong: domínio público.</translation>
        </message>
    </context>
    <context>
        <name>HelpScreens</name>
        <message>
            <location filename="../../app/gui/shell/help.py" line="341" />
            <source>Reader (right-click)</source>
            <translation>Leitor (botão direito)</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="342" />
            <source>Results (right-click)</source>
            <translation>Resultados (botão direito)</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="344" />
            <source>Other keys</source>
            <translation>Outras teclas</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="346" />
            <source>Search box</source>
            <translation>Caixa de busca</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="347" />
            <source>Results</source>
            <translation>Resultados</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="348" />
            <source>Reader</source>
            <translation>Leitor</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="349" />
            <source>Note editor</source>
            <translation>Editor de anotações</translation>
        </message>
    </context>
    <context>
        <name>ImportDataDialog</name>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="337" />
            <source>Import my data</source>
            <translation>Importar meus dados</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="342" />
            <source>Import the notes, bookmarks and highlights in “%1”?</source>
            <translation>Importar as anotações, marcadores e destaques de “%1”?</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="345" />
            <source>Merge with my data</source>
            <translation>Juntar com os meus dados</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="348" />
            <source>Adds what is new. When both have the same item, the more recently changed one is kept. Nothing is deleted.</source>
            <translation>Acrescenta o que é novo. Quando os dois têm o mesmo item, fica o que foi alterado por último. Nada é apagado.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="353" />
            <source>Replace my data</source>
            <translation>Substituir os meus dados</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="355" />
            <source>Your current notes, bookmarks, highlights and history are replaced by the file's.</source>
            <translation>Suas anotações, marcadores, destaques e histórico atuais são substituídos pelos do arquivo.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="366" />
            <source>A backup of your data as it is now is made first, so this can be undone.</source>
            <translation>Antes, é feita uma cópia de segurança dos seus dados como estão agora, então dá para desfazer.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="371" />
            <source>Import</source>
            <translation>Importar</translation>
        </message>
    </context>
    <context>
        <name>ImportDialog</name>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="54" />
            <source>Import a translation</source>
            <translation>Importar uma tradução</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="59" />
            <source>Nothing was imported</source>
            <translation>Nada foi importado</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="60" />
            <source>The library was not changed.</source>
            <translation>A biblioteca não foi alterada.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="61" />
            <source>Stopped. The library was not changed.</source>
            <translation>Interrompido. A biblioteca não foi alterada.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="65" />
            <source>Lâmpada reads USFM (a folder or .zip of books, or one file), OSIS, USFX, Zefania and one verse per line with a vref.txt list beside it.</source>
            <translation>O Lâmpada lê USFM (uma pasta ou .zip de livros, ou um só arquivo), OSIS, USFX, Zefania e um versículo por linha com a lista vref.txt ao lado.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="73" />
            <source>Choose a file or a folder…</source>
            <translation>Escolha um arquivo ou uma pasta…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="74" />
            <source>File or folder to import</source>
            <translation>Arquivo ou pasta a importar</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="76" />
            <source>File…</source>
            <translation>Arquivo…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="78" />
            <source>Folder…</source>
            <translation>Pasta…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="87" />
            <source>Import</source>
            <translation>Importar</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="100" />
            <source>short, lowercase: blivre</source>
            <translation>curto, em minúsculas: blivre</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="106" />
            <location filename="../../app/gui/dialogs/import_dialog.py" line="115" />
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="108" />
            <source>for example: CC BY 4.0, public domain</source>
            <translation>por exemplo: CC BY 4.0, domínio público</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="110" />
            <source>The attribution the licence asks for</source>
            <translation>A atribuição que a licença pede</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="113" />
            <source>Id</source>
            <translation>Identificador</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="114" />
            <source>Name</source>
            <translation>Nome</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="116" />
            <source>Licence</source>
            <translation>Licença</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="117" />
            <source>Attribution</source>
            <translation>Atribuição</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="124" />
            <source>Choose a Bible file</source>
            <translation>Escolha um arquivo da Bíblia</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="126" />
            <source>Bible files (*.usfm *.sfm *.xml *.osis *.zip *.txt *.tsv);;All files (*)</source>
            <translation>Arquivos da Bíblia (*.usfm *.sfm *.xml *.osis *.zip *.txt *.tsv);;Todos os arquivos (*)</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="133" />
            <source>Choose a folder of USFM books</source>
            <translation>Escolha uma pasta de livros USFM</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="146" />
            <source>Reading…</source>
            <translation>Lendo…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="160" />
            <source>%1 verses in %2 books (%3). Check the details below, then import.</source>
            <translation>%1 versículos em %2 livros (%3). Confira os dados abaixo e importe.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="189" />
            <source>The id must be 1 to 32 lowercase letters, digits or “_” (for example: blivre).</source>
            <translation>O identificador deve ter de 1 a 32 letras minúsculas, algarismos ou “_” (por exemplo: blivre).</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="194" />
            <source>Say which language the translation is in (for example: pt-BR or en).</source>
            <translation>Diga em que idioma está a tradução (por exemplo: pt-BR ou en).</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/import_dialog.py" line="198" />
            <source>Importing…</source>
            <translation>Importando…</translation>
        </message>
    </context>
    <context>
        <name>Lampada</name>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="40" />
            <source>A repair of the Bible library was interrupted before it could finish</source>
            <translation>Um reparo da biblioteca bíblica foi interrompido antes de terminar</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="42" />
            <source>%1 is missing from the Bible library; its saved copy can bring it back</source>
            <translation>%1 sumiu da biblioteca bíblica; a cópia guardada pode trazê-la de volta</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="48" />
            <source>Could not be checked: %1 (%2)</source>
            <translation>Não foi possível verificar %1 (%2)</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="53" />
            <source>Your notes, bookmarks and highlights were emptied; a backup still holds them</source>
            <translation>Suas anotações, marcadores e destaques foram esvaziados; uma cópia de segurança ainda os guarda</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="57" />
            <source>The Bible library (%1) is damaged</source>
            <translation>A biblioteca bíblica (%1) está danificada</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="58" />
            <source>The text of %1 is damaged</source>
            <translation>O texto de %1 está danificado</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="59" />
            <source>The word index of %1 is damaged</source>
            <translation>O índice de palavras de %1 está danificado</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="60" />
            <source>The meaning-search index of %1 is damaged</source>
            <translation>O índice da busca por sentido de %1 está danificado</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="61" />
            <source>The saved copy of %1, kept to rebuild it, is damaged</source>
            <translation>A cópia guardada de %1, mantida para reconstruí-la, está danificada</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="62" />
            <source>Your notes, bookmarks and highlights are damaged</source>
            <translation>Suas anotações, marcadores e destaques estão danificados</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="70" />
            <source>the Bible library (%1)</source>
            <translation>a biblioteca bíblica (%1)</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="71" />
            <source>the text of %1</source>
            <translation>o texto de %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="72" />
            <source>the word index of %1</source>
            <translation>o índice de palavras de %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="73" />
            <source>the meaning-search index of %1</source>
            <translation>o índice da busca por sentido de %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="74" />
            <source>the saved copy of %1</source>
            <translation>a cópia guardada de %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="75" />
            <source>your notes, bookmarks and highlights</source>
            <translation>suas anotações, marcadores e destaques</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="84" />
            <source>The Bible library was rebuilt; the damaged file is kept beside it as “%1”.</source>
            <translation>A biblioteca bíblica foi reconstruída; o arquivo danificado foi guardado ao lado dela como “%1”.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="89" />
            <source>%1 was read again from the copy that comes with Lâmpada.</source>
            <translation>%1 foi lida de novo da cópia que vem com o Lâmpada.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="90" />
            <source>%1 was rebuilt from its saved copy.</source>
            <translation>%1 foi reconstruída a partir da sua cópia guardada.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="91" />
            <source>%1 was rebuilt from the intact part of the damaged file.</source>
            <translation>%1 foi reconstruída a partir da parte intacta do arquivo danificado.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="92" />
            <source>%1 was imported again.</source>
            <translation>%1 foi importada de novo.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="95" />
            <source>%1 could not be rebuilt: nothing intact was left of it. Import its file again (File ▸ Import a translation); your notes on it are kept.</source>
            <translation>Não foi possível reconstruir %1: nada dela ficou intacto. Importe o arquivo dela de novo (Arquivo ▸ Importar uma tradução); suas anotações continuam guardadas.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="101" />
            <source>Your notes, bookmarks and highlights were restored from the backup “%1”.</source>
            <translation>Suas anotações, marcadores e destaques foram restaurados da cópia de segurança “%1”.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="105" />
            <source>Your notes, bookmarks and highlights could not be restored: %1.</source>
            <translation>Não foi possível restaurar suas anotações, marcadores e destaques: %1.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="109" />
            <source>The damaged meaning-search index of %1 was deleted; it is being built again.</source>
            <translation>O índice danificado da busca por sentido de %1 foi apagado; ele está sendo refeito.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="113" />
            <source>The saved copy of %1 was written again.</source>
            <translation>A cópia guardada de %1 foi gravada de novo.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="131" />
            <source>Nothing needed repairing.</source>
            <translation>Nada precisava de reparo.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="137" />
            <source>Repaired, but %n translation(s) must be imported again</source>
            <translation>
                <numerusform>Reparado, mas %n tradução precisa ser importada de novo</numerusform>
                <numerusform>Reparado, mas %n traduções precisam ser importadas de novo</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="139" />
            <source>Repaired in part: something is still damaged</source>
            <translation>Reparado em parte: algo ainda está danificado</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="141" />
            <source>Lâmpada's data is whole again</source>
            <translation>Os dados do Lâmpada estão inteiros de novo</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="162" />
            <source>The repair did not finish</source>
            <translation>O reparo não terminou</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="226" />
            <source>The repair was stopped; nothing was changed</source>
            <translation>O reparo foi interrompido; nada foi alterado</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/setup_dialog.py" line="88" />
            <source>importing %1</source>
            <translation>importando %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/setup_dialog.py" line="90" />
            <source>updating the word index of %1</source>
            <translation>atualizando o índice de palavras de %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/setup_dialog.py" line="92" />
            <source>loading OpenBible.info's topics and cross-references</source>
            <translation>carregando os temas e as referências cruzadas do OpenBible.info</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/setup_dialog.py" line="94" />
            <source>loading Strong's Greek and Hebrew dictionaries</source>
            <translation>carregando os dicionários de Strong de grego e hebraico</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/setup_dialog.py" line="95" />
            <source>preparing the library</source>
            <translation>preparando a biblioteca</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="158" />
            <source>less than a minute left</source>
            <translation>falta menos de um minuto</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/i18n.py" line="160" />
            <source>about %n min left</source>
            <translation>
                <numerusform>faltam cerca de %n min</numerusform>
                <numerusform>faltam cerca de %n min</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/i18n.py" line="163" />
            <source>about %n hour(s) left</source>
            <translation>
                <numerusform>falta cerca de %n hora</numerusform>
                <numerusform>faltam cerca de %n horas</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="164" />
            <source>about %1 h %2 min left</source>
            <translation>faltam cerca de %1 h %2 min</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="177" />
            <source>Chapters and verses start at 1.</source>
            <translation>Capítulos e versículos começam em 1.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/i18n.py" line="114" />
            <source>%1 has %n chapter(s), so there is no chapter %2.</source>
            <translation>
                <numerusform>%1 tem %n capítulo, então não existe o capítulo %2.</numerusform>
                <numerusform>%1 tem %n capítulos, então não existe o capítulo %2.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/i18n.py" line="123" />
            <source>%1 has %n verse(s), so there is no verse %2.</source>
            <translation>
                <numerusform>%1 tem %n versículo, então não existe o versículo %2.</numerusform>
                <numerusform>%1 tem %n versículos, então não existe o versículo %2.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="196" />
            <source>That range ends before it starts.</source>
            <translation>Esse intervalo termina antes de começar.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="197" />
            <source>That does not look like a Bible reference I know.</source>
            <translation>Isso não parece uma referência bíblica que eu conheça.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="204" />
            <source>Could not import “%1” (line %2): %3</source>
            <translation>Não foi possível importar “%1” (linha %2): %3</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="210" />
            <source>Could not import “%1”: %2</source>
            <translation>Não foi possível importar “%1”: %2</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="221" />
            <source>the disk holding “%1” is read-only</source>
            <translation>o disco onde está “%1” é somente leitura</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="222" />
            <source>the file “%1” is read-only</source>
            <translation>o arquivo “%1” é somente leitura</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="223" />
            <source>its journal file “%1” is read-only</source>
            <translation>o arquivo de diário “%1” é somente leitura</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="224" />
            <source>the folder “%1” is read-only</source>
            <translation>a pasta “%1” é somente leitura</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="227" />
            <source>its folder is read-only and holds changes that were never finished</source>
            <translation>a pasta é somente leitura e guarda alterações que nunca foram concluídas</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="229" />
            <source>the disk holding “%1” is full</source>
            <translation>o disco onde fica “%1” está cheio</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="232" />
            <source>a repair was interrupted; repairing again finishes it</source>
            <translation>um reparo foi interrompido; reparar de novo o termina</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="247" />
            <source>Nothing can be saved to your notes, bookmarks and highlights: %1.</source>
            <translation>Nada pode ser salvo nas suas anotações, marcadores e destaques: %1.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="249" />
            <source>Nothing can be imported into your notes: %1.</source>
            <translation>Nada pode ser importado para as suas anotações: %1.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="250" />
            <source>No backup can be restored: %1.</source>
            <translation>Nenhuma cópia de segurança pode ser restaurada: %1.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="253" />
            <source>You have no notes here yet, and none can be saved: %1.</source>
            <translation>Você ainda não tem anotações aqui, e nenhuma pode ser salva: %1.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="257" />
            <source>Your notes need an update for this version of Lâmpada, and it cannot be made: %1.</source>
            <translation>Suas anotações precisam de uma atualização para esta versão do Lâmpada, e ela não pode ser feita: %1.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="264" />
            <source>Your notes cannot be saved: %1.</source>
            <translation>Suas anotações não podem ser salvas: %1.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="288" />
            <source>The Bible library was written by a newer Lâmpada (format %1; this one reads format %2). Update Lâmpada to read it.</source>
            <translation>A biblioteca bíblica foi gravada por um Lâmpada mais novo (formato %1; este lê o formato %2). Atualize o Lâmpada para lê-la.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="297" />
            <source>The Bible library is damaged. Lâmpada checks it at every start and offers to repair it.</source>
            <translation>A biblioteca bíblica está danificada. O Lâmpada a verifica toda vez que abre e oferece o reparo.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="301" />
            <source>The Bible library is damaged or cannot be read (%1). Lâmpada checks it at every start and offers to repair it.</source>
            <translation>A biblioteca bíblica está danificada ou não pôde ser lida (%1). O Lâmpada a verifica toda vez que abre e oferece o reparo.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="311" />
            <source>The Portuguese names of the OpenBible.info topics could not be read (%1: %2). The topics are named in English; search works as before.</source>
            <translation>Os nomes em português dos temas do OpenBible.info não puderam ser lidos (%1: %2). Os temas aparecem com os nomes em inglês; a busca funciona como antes.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/i18n.py" line="317" />
            <source>%n row(s) of the topics' Portuguese names could not be read (%1).</source>
            <translation>
                <numerusform>%n linha dos nomes em português dos temas não pôde ser lida (%1).</numerusform>
                <numerusform>%n linhas dos nomes em português dos temas não puderam ser lidas (%1).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="325" />
            <source>A repair is running on the data folder “%1”; try again when it has finished.</source>
            <translation>Um reparo está em andamento na pasta de dados “%1”; tente de novo quando ele terminar.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="328" />
            <source>A lampada command is writing to the data folder “%1”, so the repair did not start. Nothing was changed; try again when it has finished.</source>
            <translation>Um comando lampada está gravando na pasta de dados “%1”, por isso o reparo não começou. Nada foi alterado; tente de novo quando ele terminar.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="346" />
            <source>There is already a translation with the id “%1”. Choose another id.</source>
            <translation>Já existe uma tradução com o identificador “%1”. Escolha outro.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="351" />
            <source>“%1” comes with Lâmpada and cannot be removed.</source>
            <translation>“%1” vem com o Lâmpada e não pode ser removida.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="354" />
            <source>“%1” is the id of a translation that comes with Lâmpada. Choose another id.</source>
            <translation>“%1” é o identificador de uma tradução que vem com o Lâmpada. Escolha outro identificador.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="358" />
            <source>The translation “%1” is not in the library.</source>
            <translation>A tradução “%1” não está na biblioteca.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="173" />
            <source>The library file cannot be read: %1</source>
            <translation>Não foi possível ler o arquivo da biblioteca: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="362" />
            <source>The Bible library cannot be changed: %1.</source>
            <translation>A biblioteca bíblica não pode ser alterada: %1.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="366" />
            <source>The Bible library is busy: another program (another Lâmpada, or a lampada command) kept it locked for %1 s. Nothing was changed; try again in a moment.</source>
            <translation>A biblioteca bíblica está ocupada: outro programa (outro Lâmpada, ou um comando lampada) a manteve bloqueada por %1 s. Nada foi alterado; tente de novo daqui a pouco.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="374" />
            <source>A meaning-search index is damaged (%1); it is built again. Meanwhile, searching by words works.</source>
            <translation>Um índice da busca por sentido está danificado (%1); ele será refeito. Enquanto isso, a busca por palavras funciona.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="381" />
            <source>Another Lâmpada is using the data folder “%1”: close it first.</source>
            <translation>Outro Lâmpada está usando a pasta de dados “%1”: feche-o primeiro.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="385" />
            <source>The meaning-search model is not available: %1</source>
            <translation>O modelo da busca por sentido não está disponível: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="395" />
            <source>The file could not be read or written: %1</source>
            <translation>Não foi possível ler ou gravar o arquivo: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="398" />
            <source>Something went wrong: %1</source>
            <translation>Algo deu errado: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/main.py" line="118" />
            <source>Lâmpada — unexpected error</source>
            <translation>Lâmpada — erro inesperado</translation>
        </message>
        <message>
            <location filename="../../app/gui/main.py" line="120" />
            <source>Something went wrong. Your library is safe; you can keep working or restart Lâmpada.</source>
            <translation>Algo deu errado. Sua biblioteca está segura; você pode continuar ou reiniciar o Lâmpada.</translation>
        </message>
        <message>
            <location filename="../../app/gui/main.py" line="127" />
            <source>The details were written to the log file: %1</source>
            <translation>Os detalhes foram gravados no arquivo de registro: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/main.py" line="206" />
            <source>The data folder “%1” cannot be used: %2.</source>
            <translation>A pasta de dados “%1” não pode ser usada: %2.</translation>
        </message>
        <message>
            <location filename="../../app/gui/main.py" line="209" />
            <source>it is a file, not a folder</source>
            <translation>é um arquivo, não uma pasta</translation>
        </message>
        <message>
            <location filename="../../app/gui/main.py" line="212" />
            <source>It is the folder LAMPADA_DATA_DIR names: point it to a folder.</source>
            <translation>É a pasta indicada por LAMPADA_DATA_DIR: aponte-a para uma pasta.</translation>
        </message>
        <message>
            <location filename="../../app/gui/main.py" line="213" />
            <source>Lâmpada cannot start</source>
            <translation>O Lâmpada não pode abrir</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/panels/related.py" line="241" />
            <source>%n reader vote(s)</source>
            <translation>
                <numerusform>%n voto de leitores</numerusform>
                <numerusform>%n votos de leitores</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="247" />
            <source>cross-reference</source>
            <comment>more like this: readers linked the two verses</comment>
            <translation>referência cruzada</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="250" />
            <source>shared cross-references</source>
            <comment>more like this: both verses are linked to the same verses</comment>
            <translation>referências em comum</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="253" />
            <source>passage cross-reference</source>
            <comment>more like this: readers linked a neighbouring verse to it</comment>
            <translation>referência do trecho</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="256" />
            <source>shared topic</source>
            <comment>more like this: readers voted both verses for a topic</comment>
            <translation>tema comum</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="259" />
            <source>meaning</source>
            <comment>more like this: close in meaning</comment>
            <translation>sentido</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/mark_painting.py" line="56" />
            <source>Yellow</source>
            <translation>Amarelo</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/mark_painting.py" line="57" />
            <source>Green</source>
            <translation>Verde</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/mark_painting.py" line="58" />
            <source>Blue</source>
            <translation>Azul</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/mark_painting.py" line="59" />
            <source>Pink</source>
            <translation>Rosa</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/mark_painting.py" line="60" />
            <source>Orange</source>
            <translation>Laranja</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="122" />
            <source>words</source>
            <comment>badge: matched by its words</comment>
            <translation>palavra</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="123" />
            <source>meaning</source>
            <comment>badge: matched by meaning</comment>
            <translation>sentido</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="124" />
            <source>both</source>
            <comment>badge: matched by words and meaning</comment>
            <translation>ambos</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="125" />
            <source>topic</source>
            <comment>badge: brought only by readers' votes for a topic, not by the text</comment>
            <translation>tema</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="128" />
            <source>reference</source>
            <comment>badge: the passage you typed</comment>
            <translation>referência</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="137" />
            <source>exact words</source>
            <translation>palavras exatas</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="139" />
            <source>by Strong's number</source>
            <translation>por número de Strong</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="141" />
            <source>by words</source>
            <translation>por palavras</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="142" />
            <source>by words and meaning</source>
            <translation>por palavras e sentido</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="149" />
            <source>Found by the words you typed</source>
            <translation>Encontrado pelas palavras que você digitou</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="150" />
            <source>Found by meaning: it speaks of what you wrote, in other words</source>
            <translation>Encontrado pelo sentido: fala do que você escreveu, com outras palavras</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="153" />
            <source>Found by its words and by its meaning</source>
            <translation>Encontrado pelas palavras e pelo sentido</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="154" />
            <source>Not found in the text: brought by readers' votes for a topic</source>
            <translation>Não encontrado no texto: trazido pelos votos de leitores para um tema</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="157" />
            <source>The passage you typed</source>
            <translation>A passagem que você digitou</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="164" />
            <source>topic: %1</source>
            <comment>beside a result's badge: OpenBible.info topics</comment>
            <translation>tema: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="173" />
            <source>“%1”</source>
            <comment>a topic's name, quoted</comment>
            <translation>«%1»</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="176" />
            <source>Readers of OpenBible.info (CC-BY) voted this passage for the topic %1</source>
            <translation>Leitores do OpenBible.info (CC-BY) votaram esta passagem para o tema %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="179" />
            <source>Readers of OpenBible.info (CC-BY) voted this passage for the topics %1</source>
            <translation>Leitores do OpenBible.info (CC-BY) votaram esta passagem para os temas %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="183" />
            <source>Readers of OpenBible.info (CC-BY) voted this verse for the topic %1</source>
            <translation>Leitores do OpenBible.info (CC-BY) votaram este versículo para o tema %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="186" />
            <source>Readers of OpenBible.info (CC-BY) voted this verse for the topics %1</source>
            <translation>Leitores do OpenBible.info (CC-BY) votaram este versículo para os temas %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/health.py" line="123" />
            <source>Part of Lâmpada's data is damaged</source>
            <translation>Parte dos dados do Lâmpada está danificada</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/health.py" line="126" />
            <source>Repair rebuilds it from what is still intact; your notes, bookmarks and highlights are kept.</source>
            <translation>Reparar reconstrói isso a partir do que ainda está intacto; suas anotações, marcadores e destaques são mantidos.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/health.py" line="132" />
            <source>Repair…</source>
            <translation>Reparar…</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/health.py" line="136" />
            <source>Part of Lâmpada's data cannot be checked</source>
            <translation>Parte dos dados do Lâmpada não pôde ser verificada</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/health.py" line="149" />
            <source>The Bible library can be read and searched, but translations cannot be imported or removed: %1.</source>
            <translation>A biblioteca bíblica pode ser lida e pesquisada, mas não é possível importar nem remover traduções: %1.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/health.py" line="157" />
            <source>Your notes, bookmarks and highlights are shown, but nothing new can be saved: %1.</source>
            <translation>Suas anotações, marcadores e destaques aparecem, mas nada novo pode ser salvo: %1.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/health.py" line="166" />
            <source>Some changes cannot be saved</source>
            <translation>Algumas alterações não podem ser salvas</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/health.py" line="169" />
            <source>Make the folder writable (or copy it to a disk that is), then restart Lâmpada.</source>
            <translation>Permita gravar na pasta (ou copie-a para um disco que permita) e abra o Lâmpada de novo.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/single_window.py" line="124" />
            <source>Lâmpada was already open: here it is.</source>
            <translation>O Lâmpada já estava aberto: aqui está ele.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/single_window.py" line="131" />
            <source>Lâmpada is already open</source>
            <translation>O Lâmpada já está aberto</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/single_window.py" line="133" />
            <source>Another Lâmpada (process %1) is using your data folder, but it did not answer.</source>
            <translation>Outro Lâmpada (processo %1) está usando a sua pasta de dados, mas não respondeu.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/single_window.py" line="137" />
            <source>Another Lâmpada is using your data folder, but it did not answer.</source>
            <translation>Outro Lâmpada está usando a sua pasta de dados, mas não respondeu.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/single_window.py" line="142" />
            <source>It may still be starting, be repairing your data, or have stopped responding. Look for its window; if it is stuck, close it and start Lâmpada again. Only one Lâmpada can use a data folder at a time, so that no note is lost.</source>
            <translation>Ele pode estar abrindo ainda, reparando os seus dados ou ter parado de responder. Procure a janela dele; se estiver travado, feche-o e abra o Lâmpada de novo. Só um Lâmpada pode usar uma pasta de dados de cada vez, para que nenhuma anotação se perca.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/single_window.py" line="149" />
            <source>Data folder: %1</source>
            <translation>Pasta de dados: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="57" />
            <source>Regular backup</source>
            <translation>Cópia diária</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="59" />
            <source>Before an import</source>
            <translation>Antes de uma importação</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="61" />
            <source>Before a restore</source>
            <translation>Antes de uma restauração</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="63" />
            <source>Before an update of Lâmpada</source>
            <translation>Antes de uma atualização do Lâmpada</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="74" />
            <source>Your notes, bookmarks and highlights are missing</source>
            <translation>Suas anotações, marcadores e destaques sumiram</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="76" />
            <source>Your notes, bookmarks and highlights are empty</source>
            <translation>Suas anotações, marcadores e destaques estão vazios</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="79" />
            <source>The file that holds them is not there (“%1”).</source>
            <translation>O arquivo que os guarda não está lá (“%1”).</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="81" />
            <source>The file that holds them is empty (“%1”).</source>
            <translation>O arquivo que os guarda está vazio (“%1”).</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/data_dialogs.py" line="84" />
            <source>The backup of %1 holds %n item(s) you made (notes, bookmarks, highlights).</source>
            <translation>
                <numerusform>A cópia de segurança de %1 guarda %n item feito por você (anotações, marcadores, destaques).</numerusform>
                <numerusform>A cópia de segurança de %1 guarda %n itens feitos por você (anotações, marcadores, destaques).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="106" />
            <source>Your notes, bookmarks and highlights cannot be saved</source>
            <translation>Suas anotações, marcadores e destaques não podem ser salvos</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="112" />
            <source>Nothing was deleted or overwritten: the file is still at “%1”, and a copy was kept at “%2”.</source>
            <translation>Nada foi apagado nem sobrescrito: o arquivo continua em “%1”, e uma cópia foi guardada em “%2”.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="119" />
            <source>Nothing was deleted or overwritten: the file is still at “%1”.</source>
            <translation>Nada foi apagado nem sobrescrito: o arquivo continua em “%1”.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="124" />
            <location filename="../../app/gui/study/data_dialogs.py" line="143" />
            <location filename="../../app/gui/study/data_dialogs.py" line="151" />
            <source>Your notes, bookmarks and highlights could not be opened</source>
            <translation>Não foi possível abrir suas anotações, marcadores e destaques</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="125" />
            <source>The file that holds them is damaged (%1).</source>
            <translation>O arquivo que os guarda está danificado (%1).</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="131" />
            <source>Your notes, bookmarks and highlights were saved by a newer Lâmpada</source>
            <translation>Suas anotações, marcadores e destaques foram salvos por um Lâmpada mais novo</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="132" />
            <source>This version of Lâmpada cannot read them (format %1; it reads up to %2). Update Lâmpada to use them. The file was left untouched at “%3”.</source>
            <translation>Esta versão do Lâmpada não consegue lê-los (formato %1; ela lê até o %2). Atualize o Lâmpada para usá-los. O arquivo ficou intacto em “%3”.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="144" />
            <source>The file “%1” could not be opened (%2). Nothing was changed.</source>
            <translation>Não foi possível abrir o arquivo “%1” (%2). Nada foi alterado.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="160" />
            <source>Nothing was changed.</source>
            <translation>Nada foi alterado.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="165" />
            <source>“%1” is not an export of Lâmpada notes, bookmarks and highlights.</source>
            <translation>“%1” não é uma exportação de anotações, marcadores e destaques do Lâmpada.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="169" />
            <source>“%1” was made by a newer version of Lâmpada; update Lâmpada to import it.</source>
            <translation>“%1” foi feito por uma versão mais nova do Lâmpada; atualize o Lâmpada para importá-lo.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="174" />
            <source>“%1” is damaged or incomplete (%2).</source>
            <translation>“%1” está danificado ou incompleto (%2).</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="179" />
            <source>“%1” has a problem: %2</source>
            <translation>“%1” tem um problema: %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/data_dialogs.py" line="196" />
            <source>%n note(s)</source>
            <translation>
                <numerusform>%n anotação</numerusform>
                <numerusform>%n anotações</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/data_dialogs.py" line="197" />
            <source>%n bookmark(s)</source>
            <translation>
                <numerusform>%n marcador</numerusform>
                <numerusform>%n marcadores</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/data_dialogs.py" line="198" />
            <source>%n highlighted verse(s)</source>
            <translation>
                <numerusform>%n versículo destacado</numerusform>
                <numerusform>%n versículos destacados</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/data_dialogs.py" line="199" />
            <source>%n folder(s)</source>
            <translation>
                <numerusform>%n pasta</numerusform>
                <numerusform>%n pastas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/data_dialogs.py" line="200" />
            <source>%n label(s)</source>
            <translation>
                <numerusform>%n etiqueta</numerusform>
                <numerusform>%n etiquetas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/data_dialogs.py" line="201" />
            <source>%n reading plan(s)</source>
            <translation>
                <numerusform>%n plano de leitura</numerusform>
                <numerusform>%n planos de leitura</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/data_dialogs.py" line="202" />
            <source>%n day(s) read in the plans</source>
            <translation>
                <numerusform>%n dia lido nos planos</numerusform>
                <numerusform>%n dias lidos nos planos</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="207" />
            <source>Added: %1.</source>
            <translation>Acrescentados: %1.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="209" />
            <source>Nothing new was added.</source>
            <translation>Nada de novo foi acrescentado.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/data_dialogs.py" line="212" />
            <source>%n item(s) updated with a newer version.</source>
            <translation>
                <numerusform>%n item atualizado por uma versão mais nova.</numerusform>
                <numerusform>%n itens atualizados por uma versão mais nova.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/data_dialogs.py" line="1" />
            <source>%n record(s) of the file could not be imported and were left out (%1).</source>
            <translation>
                <numerusform>%n registro do arquivo não pôde ser importado e ficou de fora (%1).</numerusform>
                <numerusform>%n registros do arquivo não puderam ser importados e ficaram de fora (%1).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/data_dialogs.py" line="1" />
            <source>Broken characters in %n text(s) were replaced by “�”.</source>
            <translation>
                <numerusform>Caracteres quebrados em %n texto foram trocados por “�”.</numerusform>
                <numerusform>Caracteres quebrados em %n textos foram trocados por “�”.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="224" />
            <source>Your data as it was before is kept in the backup “%1”.</source>
            <translation>Seus dados como estavam antes estão guardados na cópia “%1”.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../app/gui/shell/window.py" line="76" />
            <source>&amp;Import a translation…</source>
            <translation>&amp;Importar uma tradução…</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="77" />
            <source>Import from another &amp;Bible program…</source>
            <translation>Importar de outro programa de &amp;Bíblia…</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="78" />
            <source>&amp;Translations…</source>
            <translation>&amp;Traduções…</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="80" />
            <source>&amp;Quit</source>
            <translation>&amp;Sair</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="84" />
            <source>&amp;Copy verses with reference</source>
            <translation>&amp;Copiar versículos com referência</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="89" />
            <source>&amp;Search</source>
            <translation>&amp;Buscar</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="90" />
            <source>Clear recent searches</source>
            <translation>Limpar buscas recentes</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="93" />
            <source>Search my &amp;notes</source>
            <translation>Buscar nas minhas a&amp;notações</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="99" />
            <source>&amp;Larger text</source>
            <translation>Texto &amp;maior</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="101" />
            <source>&amp;Smaller text</source>
            <translation>Texto me&amp;nor</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="102" />
            <source>&amp;Normal size</source>
            <translation>Tamanho &amp;normal</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="105" />
            <source>&amp;Parallel translations</source>
            <translation>Traduções em &amp;paralelo</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="111" />
            <source>Search &amp;filters</source>
            <translation>&amp;Filtros da busca</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="114" />
            <source>&amp;Back</source>
            <translation>&amp;Voltar</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="116" />
            <source>&amp;Forward</source>
            <translation>&amp;Avançar</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="118" />
            <source>&amp;Previous chapter</source>
            <translation>Capítulo &amp;anterior</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="119" />
            <source>&amp;Next chapter</source>
            <translation>&amp;Próximo capítulo</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="120" />
            <source>&amp;Open in the reader</source>
            <translation>&amp;Abrir no leitor</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="122" />
            <source>How to &amp;search</source>
            <translation>Como &amp;buscar</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="124" />
            <source>&amp;Keyboard shortcuts</source>
            <translation>&amp;Atalhos de teclado</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="125" />
            <source>&amp;About Lâmpada</source>
            <translation>&amp;Sobre o Lâmpada</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="364" />
            <source>&amp;File</source>
            <translation>&amp;Arquivo</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="368" />
            <source>&amp;Edit</source>
            <translation>&amp;Editar</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="371" />
            <source>Copy &amp;format</source>
            <translation>&amp;Formato da cópia</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="374" />
            <source>“Text” — Reference (TRANSLATION)</source>
            <translation>“Texto” — Referência (TRADUÇÃO)</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="375" />
            <source>Reference (TRANSLATION), then the text</source>
            <translation>Referência (TRADUÇÃO) e depois o texto</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="376" />
            <source>Text only</source>
            <translation>Só o texto</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="382" />
            <source>&amp;View</source>
            <translation>E&amp;xibir</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="386" />
            <source>&amp;Theme</source>
            <translation>&amp;Tema</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="388" />
            <source>Follow the system</source>
            <translation>Seguir o sistema</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="388" />
            <source>Light</source>
            <translation>Claro</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="388" />
            <source>Dark</source>
            <translation>Escuro</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="402" />
            <source>&amp;Go</source>
            <translation>&amp;Ir</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="405" />
            <source>&amp;Help</source>
            <translation>Aj&amp;uda</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="538" />
            <source>Lâmpada could not start</source>
            <translation>O Lâmpada não conseguiu iniciar</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="586" />
            <source>No translation is installed yet</source>
            <translation>Ainda não há nenhuma tradução instalada</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="587" />
            <source>Import a Bible file to start reading and searching.</source>
            <translation>Importe um arquivo da Bíblia para começar a ler e buscar.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="589" />
            <source>Import…</source>
            <translation>Importar…</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="773" />
            <location filename="../../app/gui/shell/window.py" line="794" />
            <source>“%1” was imported</source>
            <translation>“%1” foi importada</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="774" />
            <source>Select a verse in the reader: the Commentary panel shows what it says on it.</source>
            <translation>Selecione um versículo no leitor: o painel Comentário mostra o que ele diz sobre o versículo.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/shell/window.py" line="784" />
            <source>%n verse(s) are ready to read and to search by words.</source>
            <translation>
                <numerusform>%n versículo está pronto para ler e buscar por palavras.</numerusform>
                <numerusform>%n versículos estão prontos para ler e buscar por palavras.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/shell/window.py" line="789" />
            <source>…and %n more (all of them are in the log file).</source>
            <translation>
                <numerusform>…e mais %n (todos estão no arquivo de registro).</numerusform>
                <numerusform>…e mais %n (todos estão no arquivo de registro).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/window.py" line="790" />
            <source>Worth knowing about this file:</source>
            <translation>Vale saber sobre este arquivo:</translation>
        </message>
    </context>
    <context>
        <name>MeaningView</name>
        <message>
            <location filename="../../app/gui/search/meaning_view.py" line="59" />
            <source>Preparing meaning search: getting the language model ready…</source>
            <translation>Preparando a busca por sentido: deixando o modelo de linguagem pronto…</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/meaning_view.py" line="61" />
            <source>Preparing meaning search: the OpenBible.info topics…</source>
            <translation>Preparando a busca por sentido: os temas do OpenBible.info…</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/meaning_view.py" line="70" />
            <source>Refining meaning search for %1: %2%</source>
            <translation>Aprimorando a busca por sentido em %1: %2%</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/meaning_view.py" line="72" />
            <source>Preparing meaning search for %1: %2%</source>
            <translation>Preparando a busca por sentido em %1: %2%</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/meaning_view.py" line="104" />
            <source>Meaning search is not available</source>
            <translation>A busca por sentido não está disponível</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/meaning_view.py" line="105" />
            <source>Searching by words and references still works.</source>
            <translation>A busca por palavras e referências continua funcionando.</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/meaning_view.py" line="111" />
            <source>Meaning search is still being prepared…</source>
            <translation>A busca por sentido ainda está sendo preparada…</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/meaning_view.py" line="115" />
            <source>Reading %1: %2 of %3 verses. Meanwhile, words and references already work.</source>
            <translation>Lendo %1: %2 de %3 versículos. Enquanto isso, palavras e referências já funcionam.</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/meaning_view.py" line="125" />
            <source>Reading %1 first; this translation comes next. Meanwhile, words and references already work.</source>
            <translation>Lendo %1 primeiro; esta tradução vem em seguida. Enquanto isso, palavras e referências já funcionam.</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/meaning_view.py" line="129" />
            <source>Getting OpenBible.info's topics ready for search. Meanwhile, words and references already work.</source>
            <translation>Preparando os temas do OpenBible.info para a busca. Enquanto isso, palavras e referências já funcionam.</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/meaning_view.py" line="134" />
            <source>Getting the language model ready on this computer. Meanwhile, words and references already work.</source>
            <translation>Preparando o modelo de linguagem neste computador. Enquanto isso, palavras e referências já funcionam.</translation>
        </message>
    </context>
    <context>
        <name>NoteEditor</name>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="54" />
            <source>Bold</source>
            <translation>Negrito</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="55" />
            <source>Italic</source>
            <translation>Itálico</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="56" />
            <source>List</source>
            <translation>Lista</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="57" />
            <source>Save and keep editing</source>
            <translation>Salvar e continuar editando</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="59" />
            <source>Save and close</source>
            <translation>Salvar e fechar</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="61" />
            <source>Print the note with its passage</source>
            <translation>Imprimir a anotação com a sua passagem</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="116" />
            <source>Note — %1</source>
            <translation>Anotação — %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="128" />
            <source>Title (optional)</source>
            <translation>Título (opcional)</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="129" />
            <source>Title</source>
            <translation>Título</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="131" />
            <source>Bold (Ctrl+B)</source>
            <translation>Negrito (Ctrl+B)</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="135" />
            <source>Italic (Ctrl+I)</source>
            <translation>Itálico (Ctrl+I)</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="139" />
            <source>List (Ctrl+Shift+8)</source>
            <translation>Lista (Ctrl+Shift+8)</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="140" />
            <source>**bold**   *italic*   - list</source>
            <translation>**negrito**   *itálico*   - lista</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="144" />
            <source>Note</source>
            <translation>Anotação</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="145" />
            <source>Write your note…</source>
            <translation>Escreva sua anotação…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="151" />
            <source>Preview</source>
            <translation>Prévia</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="165" />
            <source>Delete note</source>
            <translation>Apagar anotação</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="167" />
            <source>Close</source>
            <translation>Fechar</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="168" />
            <source>Save</source>
            <translation>Salvar</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="171" />
            <source>Save and close (Ctrl+Enter); Ctrl+S saves and keeps editing</source>
            <translation>Salvar e fechar (Ctrl+Enter); Ctrl+S salva e continua editando</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="175" />
            <location filename="../../app/gui/study/note_editor.py" line="179" />
            <source>Print…</source>
            <translation>Imprimir…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="177" />
            <source>Print the note with its passage (Ctrl+P), or save it as a PDF</source>
            <translation>Imprimir a anotação com a sua passagem (Ctrl+P), ou salvá-la como PDF</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="180" />
            <source>Save as PDF…</source>
            <translation>Salvar como PDF…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="314" />
            <source>The preview appears here.</source>
            <translation>A prévia aparece aqui.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="337" />
            <source>Not saved yet — a draft was kept at %1</source>
            <translation>Ainda não salva — rascunho guardado às %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="342" />
            <source>Not saved yet</source>
            <translation>Ainda não salva</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="345" />
            <source>Saved at %1</source>
            <translation>Salva às %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="442" />
            <source>Recovered text you had not saved</source>
            <translation>Texto recuperado que você não tinha salvado</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="443" />
            <source>It was kept at %1. Save to keep it in the note.</source>
            <translation>Ele foi guardado em %1. Salve para mantê-lo na anotação.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="445" />
            <source>Discard it</source>
            <translation>Descartar</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/note_editor.py" line="468" />
            <source>Not saved: %1</source>
            <translation>Não salva: %1</translation>
        </message>
    </context>
    <context>
        <name>NoteEditors</name>
        <message>
            <location filename="../../app/gui/study/editors.py" line="111" />
            <source>That note no longer exists.</source>
            <translation>Essa anotação não existe mais.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/editors.py" line="124" />
            <source>That draft is no longer there.</source>
            <translation>Esse rascunho não existe mais.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/editors.py" line="162" />
            <source>You have notes that were not saved</source>
            <translation>Há anotações que não foram salvas</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/editors.py" line="164" />
            <source>When Lâmpada last closed, %n note(s) had not been saved: %1. The text was kept.</source>
            <translation>
                <numerusform>Quando o Lâmpada foi fechado da última vez, %n anotação não tinha sido salva: %1. O texto foi guardado.</numerusform>
                <numerusform>Quando o Lâmpada foi fechado da última vez, %n anotações não tinham sido salvas: %1. O texto foi guardado.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/study/editors.py" line="169" />
            <source>Open</source>
            <translation>Abrir</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/editors.py" line="187" />
            <location filename="../../app/gui/study/editors.py" line="189" />
            <source>Discard draft</source>
            <translation>Descartar rascunho</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/editors.py" line="188" />
            <source>Throw away the text you had not saved on %1?</source>
            <translation>Jogar fora o texto que você não tinha salvado em %1?</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/editors.py" line="206" />
            <location filename="../../app/gui/study/editors.py" line="208" />
            <source>Delete note</source>
            <translation>Apagar anotação</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/editors.py" line="207" />
            <source>Delete your note on %1? This cannot be undone.</source>
            <translation>Apagar sua anotação em %1? Não dá para desfazer.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/editors.py" line="270" />
            <source>Note saved: %1</source>
            <translation>Anotação salva: %1</translation>
        </message>
    </context>
    <context>
        <name>NoteResultsModel</name>
        <message>
            <location filename="../../app/gui/study/notes_results.py" line="127" />
            <location filename="../../app/gui/study/notes_results.py" line="163" />
            <source>Bookmark</source>
            <translation>Marcador</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/notes_results.py" line="172" />
            <source>Folder:</source>
            <translation>Pasta:</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/notes_results.py" line="176" />
            <source>Labels:</source>
            <translation>Etiquetas:</translation>
        </message>
    </context>
    <context>
        <name>NoteResultsView</name>
        <message>
            <location filename="../../app/gui/study/notes_results.py" line="239" />
            <source>Notes and bookmarks found</source>
            <translation>Anotações e marcadores encontrados</translation>
        </message>
    </context>
    <context>
        <name>NotesResults</name>
        <message>
            <location filename="../../app/gui/study/notes_search.py" line="280" />
            <source>No note matches “%1”.</source>
            <translation>Nenhuma anotação corresponde a “%1”.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/notes_search.py" line="281" />
            <source>Try other words, or search the Bible instead.</source>
            <translation>Tente outras palavras, ou busque na Bíblia.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/notes_search.py" line="291" />
            <source>Your notes could not be searched</source>
            <translation>Não foi possível buscar nas suas anotações</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/notes_search.py" line="320" />
            <source>%n note(s)</source>
            <translation>
                <numerusform>%n anotação</numerusform>
                <numerusform>%n anotações</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/notes_search.py" line="321" />
            <source>%n bookmark(s)</source>
            <translation>
                <numerusform>%n marcador</numerusform>
                <numerusform>%n marcadores</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/notes_search.py" line="325" />
            <source>%n note(s) still being prepared for meaning search</source>
            <translation>
                <numerusform>%n anotação ainda sendo preparada para a busca por sentido</numerusform>
                <numerusform>%n anotações ainda sendo preparadas para a busca por sentido</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ParallelBar</name>
        <message>
            <location filename="../../app/gui/reader/parallel.py" line="110" />
            <source>The translation you read: choose it in the search bar</source>
            <translation>A tradução que você lê: escolha-a na barra de busca</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/parallel.py" line="122" />
            <source>Translation shown in this column</source>
            <translation>Tradução mostrada nesta coluna</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/parallel.py" line="123" />
            <source>Column %1</source>
            <translation>Coluna %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/parallel.py" line="137" />
            <source>Remove this column</source>
            <translation>Remover esta coluna</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/parallel.py" line="138" />
            <source>Remove column %1</source>
            <translation>Remover a coluna %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/parallel.py" line="164" />
            <source>At most %1 translations side by side</source>
            <translation>No máximo %1 traduções lado a lado</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/parallel.py" line="166" />
            <source>Every installed translation is already shown</source>
            <translation>Todas as traduções instaladas já estão à mostra</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/parallel.py" line="168" />
            <source>Add a translation beside these</source>
            <translation>Acrescentar uma tradução ao lado destas</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/parallel.py" line="170" />
            <source>Add a column</source>
            <translation>Acrescentar uma coluna</translation>
        </message>
    </context>
    <context>
        <name>PlanDialog</name>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="49" />
            <source>Write at least one passage: a line a day, like “John 1-3” or “Ps 23; Rom 8:28-39”.</source>
            <translation>Escreva pelo menos uma passagem: uma linha por dia, como “Jo 1-3” ou “Sl 23; Rm 8:28-39”.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="54" />
            <source>A plan has at most %1 days; this one has %2.</source>
            <translation>Um plano tem no máximo %1 dias; este tem %2.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="59" />
            <source>A plan lasts from 1 to %1 days.</source>
            <translation>Um plano dura de 1 a %1 dias.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="64" />
            <source>These passages make %1 readings: they cannot fill %2 days.</source>
            <translation>Estas passagens dão %1 leituras: não preenchem %2 dias.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="69" />
            <source>a day holds at most %1 passages</source>
            <translation>um dia tem no máximo %1 passagens</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="73" />
            <source>“%1” is not a passage.</source>
            <translation>“%1” não é uma passagem.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="74" />
            <source>Line %1: %2</source>
            <translation>Linha %1: %2</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="83" />
            <source>Start a reading plan</source>
            <translation>Começar um plano de leitura</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="101" />
            <source>My own plan, from a list of passages</source>
            <translation>Meu próprio plano, a partir de uma lista de passagens</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="111" />
            <source>First day:</source>
            <translation>Primeiro dia:</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="122" />
            <source>Start</source>
            <translation>Começar</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="134" />
            <source>Name, e.g. Advent</source>
            <translation>Nome, por exemplo Advento</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="137" />
            <source>A line a day, e.g.
Isa 9:1-7
Isa 11
Luke 1:26-38</source>
            <translation>Uma linha por dia, por exemplo
Is 9:1-7
Is 11
Lc 1:26-38</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="139" />
            <source>Spread the passages over</source>
            <translation>Distribuir as passagens em</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="145" />
            <source> days</source>
            <translation> dias</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="150" />
            <source>Name:</source>
            <translation>Nome:</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="151" />
            <source>Passages:</source>
            <translation>Passagens:</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plan_dialog.py" line="173" />
            <source>Give your plan a name.</source>
            <translation>Dê um nome ao seu plano.</translation>
        </message>
    </context>
    <context>
        <name>PlansPanel</name>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="85" />
            <source>Reading plan</source>
            <translation>Plano de leitura</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="86" />
            <source>Start a plan…</source>
            <translation>Começar um plano…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="91" />
            <source>No reading plan yet. A plan says what to read each day — the Bible in a year, the New Testament in 90 days, Psalms and Proverbs in a month, or your own list of passages — and keeps your place.</source>
            <translation>Nenhum plano de leitura ainda. Um plano diz o que ler a cada dia — a Bíblia em um ano, o Novo Testamento em 90 dias, Salmos e Provérbios em um mês, ou a sua própria lista de passagens — e guarda onde você está.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="134" />
            <source>Today's reading</source>
            <translation>Leitura de hoje</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="138" />
            <source>Read today's reading</source>
            <translation>Ler a leitura de hoje</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="141" />
            <source>Mark as read</source>
            <translation>Marcar como lida</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="147" />
            <source>Catch up over the next days</source>
            <translation>Pôr em dia nos próximos dias</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="150" />
            <source>Restart from today</source>
            <translation>Recomeçar de hoje</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="154" />
            <source>Remove this plan…</source>
            <translation>Remover este plano…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="162" />
            <source>The plan's days</source>
            <translation>Os dias do plano</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="164" />
            <source>Day</source>
            <translation>Dia</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="164" />
            <source>Reading</source>
            <translation>Leitura</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="164" />
            <source>Date</source>
            <translation>Data</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="174" />
            <source>Tick a day when you have read it; double-click to read it</source>
            <translation>Marque um dia quando o tiver lido; clique duas vezes para lê-lo</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="243" />
            <source>%1 of %2 days read</source>
            <translation>%1 de %2 dias lidos</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="246" />
            <source>Today, %1</source>
            <translation>Hoje, %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="251" />
            <source>Day %1 (behind): %2</source>
            <translation>Dia %1 (atrasado): %2</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="251" />
            <source>Day %1: %2</source>
            <translation>Dia %1: %2</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="257" />
            <location filename="../../app/gui/study/plans_panel.py" line="303" />
            <source>Open it in the reader</source>
            <translation>Abrir no leitor</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/plans_panel.py" line="275" />
            <source>Finished: all %n day(s) read.</source>
            <translation>
                <numerusform>Concluído: %n dia lido.</numerusform>
                <numerusform>Concluído: todos os %n dias lidos.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="277" />
            <source>Starts on %1.</source>
            <translation>Começa em %1.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/plans_panel.py" line="280" />
            <source>Its last day was %1; %n day(s) still to read.</source>
            <translation>
                <numerusform>O último dia foi %1; falta ler %n dia.</numerusform>
                <numerusform>O último dia foi %1; faltam ler %n dias.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="283" />
            <source>Day %1 of %2 · ends on %3</source>
            <translation>Dia %1 de %2 · termina em %3</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="292" />
            <source>Every day of this plan is read.</source>
            <translation>Todos os dias deste plano foram lidos.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="297" />
            <source>Today's reading is done. Next, day %1: %2</source>
            <translation>A leitura de hoje está feita. A seguir, dia %1: %2</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="299" />
            <source>First, day %1: %2</source>
            <translation>Primeiro, dia %1: %2</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/plans_panel.py" line="315" />
            <source>%n reading(s) behind since %1; catching up until %2.</source>
            <translation>
                <numerusform>%n leitura atrasada desde %1; pondo em dia até %2.</numerusform>
                <numerusform>%n leituras atrasadas desde %1; pondo em dia até %2.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/study/plans_panel.py" line="318" />
            <source>%n reading(s) behind since %1</source>
            <translation>
                <numerusform>%n leitura atrasada desde %1</numerusform>
                <numerusform>%n leituras atrasadas desde %1</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/study/plans_panel.py" line="340" />
            <source>Behind</source>
            <translation>Atrasado</translation>
        </message>
    </context>
    <context>
        <name>PrintController</name>
        <message>
            <location filename="../../app/gui/reader/printing.py" line="224" />
            <source>&amp;Print…</source>
            <translation>&amp;Imprimir…</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/printing.py" line="227" />
            <source>Save as P&amp;DF…</source>
            <translation>Salvar como P&amp;DF…</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/printing.py" line="265" />
            <source>Open a passage or search first: there is nothing to print yet.</source>
            <translation>Abra uma passagem ou faça uma busca primeiro: ainda não há o que imprimir.</translation>
        </message>
    </context>
    <context>
        <name>Printing</name>
        <message>
            <location filename="../../app/gui/reader/printing.py" line="107" />
            <source>Search: “%1”</source>
            <translation>Busca: “%1”</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/reader/printing.py" line="110" />
            <source>%n result(s)</source>
            <translation>
                <numerusform>%n resultado</numerusform>
                <numerusform>%n resultados</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/printing.py" line="126" />
            <source>Note on %1</source>
            <translation>Anotação sobre %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/printing.py" line="182" />
            <source>Print</source>
            <translation>Imprimir</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/printing.py" line="277" />
            <source>Save as PDF</source>
            <translation>Salvar como PDF</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/printing.py" line="279" />
            <source>PDF documents (*.pdf)</source>
            <translation>Documentos PDF (*.pdf)</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/printing.py" line="306" />
            <source>The PDF could not be saved</source>
            <translation>Não foi possível salvar o PDF</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/printing.py" line="307" />
            <source>%1: %2. Nothing was written.</source>
            <translation>%1: %2. Nada foi gravado.</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/printing.py" line="313" />
            <source>Saved %1.</source>
            <translation>%1 salvo.</translation>
        </message>
    </context>
    <context>
        <name>QShortcut</name>
        <message>
            <location filename="../../app/gui/shell/help.py" line="43" />
            <source>Return</source>
            <translation>Enter</translation>
        </message>
    </context>
    <context>
        <name>Questions</name>
        <message>
            <location filename="../../app/gui/study/questions.py" line="55" />
            <source>Unsaved note</source>
            <translation>Anotação não salva</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/questions.py" line="57" />
            <source>Save your note on %1?</source>
            <translation>Salvar sua anotação em %1?</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/questions.py" line="59" />
            <source>If you don't save, your changes will be lost.</source>
            <translation>Se você não salvar, suas alterações serão perdidas.</translation>
        </message>
    </context>
    <context>
        <name>ReaderBar</name>
        <message>
            <location filename="../../app/gui/reader/chapter_view.py" line="434" />
            <source>Previous chapter (Ctrl+PgUp)</source>
            <translation>Capítulo anterior (Ctrl+PgUp)</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/chapter_view.py" line="435" />
            <source>Previous chapter</source>
            <translation>Capítulo anterior</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/chapter_view.py" line="437" />
            <source>Next chapter (Ctrl+PgDown)</source>
            <translation>Próximo capítulo (Ctrl+PgDown)</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/chapter_view.py" line="438" />
            <source>Next chapter</source>
            <translation>Próximo capítulo</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/chapter_view.py" line="439" />
            <source>Book</source>
            <translation>Livro</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/chapter_view.py" line="440" />
            <source>Chapter</source>
            <translation>Capítulo</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/chapter_view.py" line="443" />
            <source>Show other translations side by side</source>
            <translation>Mostrar outras traduções lado a lado</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/chapter_view.py" line="444" />
            <source>Parallel</source>
            <translation>Paralelo</translation>
        </message>
    </context>
    <context>
        <name>ReaderPane</name>
        <message>
            <location filename="../../app/gui/reader/chapter_view.py" line="564" />
            <source>Show other translations side by side</source>
            <translation>Mostrar outras traduções lado a lado</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/chapter_view.py" line="566" />
            <source>Side by side needs a second translation: import one (File ▸ Import a translation)</source>
            <translation>Lado a lado precisa de uma segunda tradução: importe uma (Arquivo ▸ Importar uma tradução)</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/chapter_view.py" line="874" />
            <source>— this verse does not exist in this translation —</source>
            <translation>— este versículo não existe nesta tradução —</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/chapter_view.py" line="899" />
            <source>This translation does not have %1.</source>
            <translation>Esta tradução não tem %1.</translation>
        </message>
    </context>
    <context>
        <name>ReaderTools</name>
        <message>
            <location filename="../../app/gui/study/reader_tools.py" line="70" />
            <source>Select a verse first.</source>
            <translation>Selecione um versículo primeiro.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reader_tools.py" line="72" />
            <source>Your notes and bookmarks are not available right now.</source>
            <translation>Suas anotações e marcadores não estão disponíveis agora.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reader_tools.py" line="136" />
            <source>Edit note: %1</source>
            <translation>Editar anotação: %1</translation>
        </message>
    </context>
    <context>
        <name>ReaderView</name>
        <message>
            <location filename="../../app/gui/reader/chapter_view.py" line="58" />
            <source>Previous or next verse</source>
            <translation>Versículo anterior ou seguinte</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/chapter_view.py" line="59" />
            <source>Extend the selection</source>
            <translation>Estender a seleção</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/chapter_view.py" line="79" />
            <source>Bible text</source>
            <translation>Texto da Bíblia</translation>
        </message>
    </context>
    <context>
        <name>ReadingPlans</name>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="64" />
            <source>Reading plans</source>
            <translation>Planos de leitura</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="64" />
            <source>Close the reading plans (F8)</source>
            <translation>Fechar os planos de leitura (F8)</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="69" />
            <source>Reading &amp;plans</source>
            <translation>&amp;Planos de leitura</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="70" />
            <source>Plans</source>
            <translation>Planos</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="71" />
            <source>Your reading plans: today's reading and your progress (F8)</source>
            <translation>Seus planos de leitura: a leitura de hoje e o seu progresso (F8)</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="74" />
            <source>&amp;Today's reading</source>
            <translation>Leitura de &amp;hoje</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="76" />
            <source>Open today's reading of your plan in the reader (Ctrl+T)</source>
            <translation>Abrir no leitor a leitura de hoje do seu plano (Ctrl+T)</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="171" />
            <source>Day %1 of %2: %3</source>
            <translation>Dia %1 de %2: %3</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="194" />
            <source>Started “%1” — saved.</source>
            <translation>Começou “%1” — salvo.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="203" />
            <source>Marked as read — saved.</source>
            <translation>Marcado como lido — salvo.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="203" />
            <source>Marked as not read — saved.</source>
            <translation>Marcado como não lido — salvo.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="211" />
            <source>The readings behind are spread until %1 — saved.</source>
            <translation>As leituras atrasadas foram distribuídas até %1 — salvo.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="219" />
            <source>The plan starts again today from the first day not read — saved.</source>
            <translation>O plano recomeça hoje pelo primeiro dia não lido — salvo.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="228" />
            <source>Remove the plan</source>
            <translation>Remover o plano</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="229" />
            <source>Remove “%1” and the record of the days you read?</source>
            <translation>Remover “%1” e o registro dos dias que você leu?</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="230" />
            <source>Remove</source>
            <translation>Remover</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/reading_plans.py" line="237" />
            <source>Removed “%1”.</source>
            <translation>“%1” removido.</translation>
        </message>
    </context>
    <context>
        <name>Recovery</name>
        <message>
            <location filename="../../app/gui/study/recovery.py" line="75" />
            <source>Your notes, bookmarks and highlights are back</source>
            <translation>Suas anotações, marcadores e destaques estão de volta</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/recovery.py" line="76" />
            <source>They were restored from the backup of %1.</source>
            <translation>Eles foram restaurados da cópia de %1.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/recovery.py" line="83" />
            <location filename="../../app/gui/study/recovery.py" line="128" />
            <source>You start with empty notes</source>
            <translation>Você recomeça com as anotações vazias</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/recovery.py" line="85" />
            <source>The backup of %1 still holds your earlier notes; File ▸ Backups of my data can restore it.</source>
            <translation>A cópia de segurança de %1 ainda guarda as suas anotações anteriores; Arquivo ▸ Cópias de segurança dos meus dados pode restaurá-la.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/recovery.py" line="129" />
            <source>The previous file was kept at “%1”.</source>
            <translation>O arquivo anterior foi guardado em “%1”.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/recovery.py" line="136" />
            <source>That did not work</source>
            <translation>Isso não deu certo</translation>
        </message>
    </context>
    <context>
        <name>RelatedController</name>
        <message>
            <location filename="../../app/gui/panels/related.py" line="436" />
            <source>Related passages</source>
            <translation>Passagens relacionadas</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="437" />
            <source>Close the related passages (Ctrl+Shift+R)</source>
            <translation>Fechar as passagens relacionadas (Ctrl+Shift+R)</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="438" />
            <source>&amp;Related passages</source>
            <translation>Passagens &amp;relacionadas</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="439" />
            <source>Related</source>
            <translation>Relacionadas</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="440" />
            <source>Cross-references and the verses most like the selected one (Ctrl+Shift+R)</source>
            <translation>Referências cruzadas e os versículos mais parecidos com o selecionado (Ctrl+Shift+R)</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="441" />
            <source>Cross-references and similar verses</source>
            <translation>Referências cruzadas e versículos parecidos</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="484" />
            <source>“More like this” needs meaning search, which is not available.</source>
            <translation>“Mais como este” precisa da busca por sentido, que não está disponível.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="486" />
            <source>“More like this” appears when meaning search is ready.</source>
            <translation>“Mais como este” aparece quando a busca por sentido estiver pronta.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="490" />
            <source>The related passages could not be read: %1</source>
            <translation>Não foi possível ler as passagens relacionadas: %1</translation>
        </message>
    </context>
    <context>
        <name>RelatedPanel</name>
        <message>
            <location filename="../../app/gui/panels/related.py" line="301" />
            <source>Select a verse in the reader to see its cross-references and the verses most like it.</source>
            <translation>Selecione um versículo no leitor para ver as referências cruzadas e os versículos mais parecidos com ele.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="306" />
            <location filename="../../app/gui/panels/related.py" line="308" />
            <source>Cross-references</source>
            <translation>Referências cruzadas</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="310" />
            <source>Cross-references: %1</source>
            <translation>Referências cruzadas: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="314" />
            <source>Readers of OpenBible.info voted for these links between passages (%1).</source>
            <translation>Leitores do OpenBible.info votaram nessas ligações entre passagens (%1).</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="327" />
            <location filename="../../app/gui/panels/related.py" line="329" />
            <source>More like this</source>
            <translation>Mais como este</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="381" />
            <source>This translation does not have %1.</source>
            <translation>Esta tradução não tem %1.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="387" />
            <source>This library has no cross-references yet: Lâmpada adds them from OpenBible.info when it sets up the library.</source>
            <translation>Esta biblioteca ainda não tem referências cruzadas: o Lâmpada as acrescenta, do OpenBible.info, ao preparar a biblioteca.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="391" />
            <source>Readers have linked no other passage to %1.</source>
            <translation>Os leitores não ligaram nenhuma outra passagem a %1.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/related.py" line="399" />
            <source>No verse of this translation is close to it in meaning.</source>
            <translation>Nenhum versículo desta tradução tem sentido próximo a este.</translation>
        </message>
    </context>
    <context>
        <name>RepairDialog</name>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="157" />
            <source>Repairing Lâmpada's data</source>
            <translation>Reparando os dados do Lâmpada</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="163" />
            <source>Stopping… the library is left as it was.</source>
            <translation>Parando… a biblioteca fica como estava.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="166" />
            <source>Lâmpada is rebuilding what is damaged from what is still intact. This can take a minute; nothing is deleted: damaged files are kept aside.</source>
            <translation>O Lâmpada está reconstruindo o que está danificado a partir do que ainda está intacto. Isso pode levar um minuto; nada é apagado: os arquivos danificados são guardados à parte.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="173" />
            <source>Checking everything first…</source>
            <translation>Verificando tudo primeiro…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="203" />
            <source>Rebuilding %1…</source>
            <translation>Reconstruindo %1…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/repair_dialog.py" line="209" />
            <source>Finishing the repair: checking everything again…</source>
            <translation>Concluindo o reparo: verificando tudo de novo…</translation>
        </message>
    </context>
    <context>
        <name>ResultsPane</name>
        <message>
            <location filename="../../app/gui/search/results_pane.py" line="68" />
            <source>Welcome</source>
            <translation>Boas-vindas</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results_pane.py" line="69" />
            <source>No results</source>
            <translation>Nenhum resultado</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results_pane.py" line="92" />
            <location filename="../../app/gui/search/results_pane.py" line="196" />
            <source>Searching…</source>
            <translation>Buscando…</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results_pane.py" line="136" />
            <source>Your word is a lamp to my feet, and a light for my path.</source>
            <translation>Lâmpada para os meus pés é a tua palavra, e luz para o meu caminho.</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results_pane.py" line="137" />
            <source>Psalm 119:105</source>
            <translation>Salmo 119:105</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results_pane.py" line="138" />
            <source>Type a reference, a name, a theme, or a question — in your own words.</source>
            <translation>Digite uma referência, um nome, um tema ou uma pergunta — com as suas palavras.</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results_pane.py" line="139" />
            <source>Try:</source>
            <translation>Experimente:</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results_pane.py" line="183" />
            <location filename="../../app/gui/search/results_pane.py" line="184" />
            <source>Did you mean: %1?</source>
            <translation>Você quis dizer: %1?</translation>
        </message>
    </context>
    <context>
        <name>ResultsView</name>
        <message>
            <location filename="../../app/gui/search/results.py" line="38" />
            <source>Previous or next result, shown in the reader</source>
            <translation>Resultado anterior ou seguinte, mostrado no leitor</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="41" />
            <source>Open the result in the reader</source>
            <translation>Abrir o resultado no leitor</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="263" />
            <source>Results</source>
            <translation>Resultados</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/results.py" line="264" />
            <source>Enter opens the passage in the reader</source>
            <translation>Enter abre a passagem no leitor</translation>
        </message>
    </context>
    <context>
        <name>SearchBar</name>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="109" />
            <location filename="../../app/gui/search/search_bar.py" line="118" />
            <source>Search</source>
            <translation>Buscar</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="116" />
            <source>Recent searches</source>
            <translation>Buscas recentes</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="117" />
            <source>Recent searches (Alt+Down)</source>
            <translation>Buscas recentes (Alt+Seta para baixo)</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="121" />
            <source>Clear the search</source>
            <translation>Limpar a busca</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="124" />
            <source>Bible</source>
            <translation>Bíblia</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="125" />
            <source>My notes</source>
            <translation>Minhas anotações</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="126" />
            <source>Search the Bible, or your own notes (Ctrl+Shift+N)</source>
            <translation>Buscar na Bíblia ou nas suas anotações (Ctrl+Shift+N)</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="127" />
            <source>Where to search</source>
            <translation>Onde buscar</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="130" />
            <source>Translation for searching and reading</source>
            <translation>Tradução para buscar e ler</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="131" />
            <source>Translation</source>
            <translation>Tradução</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="135" />
            <source>Filters: testament and books</source>
            <translation>Filtros: testamento e livros</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="136" />
            <location filename="../../app/gui/search/search_bar.py" line="260" />
            <location filename="../../app/gui/search/search_bar.py" line="261" />
            <source>Filters</source>
            <translation>Filtros</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="139" />
            <source>Best match</source>
            <translation>Mais relevantes</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="140" />
            <source>Bible order</source>
            <translation>Ordem bíblica</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="141" />
            <source>Order of the results</source>
            <translation>Ordem dos resultados</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="142" />
            <source>Order</source>
            <translation>Ordem</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="160" />
            <source>Whole Bible</source>
            <translation>Toda a Bíblia</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="161" />
            <source>Old Testament</source>
            <translation>Antigo Testamento</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="162" />
            <source>New Testament</source>
            <translation>Novo Testamento</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="163" />
            <source>Books…</source>
            <translation>Livros…</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="173" />
            <source>From the book</source>
            <translation>Do livro</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="174" />
            <source>To the book</source>
            <translation>Até o livro</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="175" />
            <source>from</source>
            <translation>de</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="176" />
            <source>to</source>
            <translation>até</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="180" />
            <source>Search in</source>
            <translation>Buscar em</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="203" />
            <source>Search your notes: a word, or what it was about…</source>
            <translation>Busque nas suas anotações: uma palavra, ou do que ela falava…</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="205" />
            <source>Type a reference, a word, or what is on your heart…</source>
            <translation>Digite uma referência, uma palavra ou o que está no seu coração…</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="261" />
            <source>Filters (on)</source>
            <translation>Filtros (ativos)</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="298" />
            <source>No recent searches</source>
            <translation>Nenhuma busca recente</translation>
        </message>
    </context>
    <context>
        <name>SearchBox</name>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="40" />
            <source>Search, or open a typed reference</source>
            <translation>Buscar, ou abrir a referência digitada</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="41" />
            <source>Go down to the results</source>
            <translation>Descer para os resultados</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="42" />
            <source>Recent searches</source>
            <translation>Buscas recentes</translation>
        </message>
        <message>
            <location filename="../../app/gui/search/search_bar.py" line="43" />
            <source>Clear the box</source>
            <translation>Limpar a caixa</translation>
        </message>
    </context>
    <context>
        <name>SearchHelpDialog</name>
        <message>
            <location filename="../../app/gui/shell/help.py" line="218" />
            <source>How to search — Lâmpada</source>
            <translation>Como buscar — Lâmpada</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="219" />
            <location filename="../../app/gui/shell/help.py" line="298" />
            <source>How to search</source>
            <translation>Como buscar</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="228" />
            <source>A reference</source>
            <translation>Uma referência</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="230" />
            <source>Opens the passage in the reader: a book by its name or abbreviation, in Portuguese or English, then a chapter, a verse or a range.</source>
            <translation>Abre a passagem no leitor: um livro pelo nome ou pela abreviação, em português ou em inglês, depois um capítulo, um versículo ou um trecho.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="233" />
            <source>John 3:16</source>
            <translation>Jo 3:16</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="233" />
            <source>Psalm 23</source>
            <translation>Salmo 23</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="233" />
            <source>1 Cor 13:4-7</source>
            <translation>1 Co 13:4-7</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="236" />
            <source>A word or a name</source>
            <translation>Uma palavra ou um nome</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="238" />
            <source>Finds the verses that have it (badge “words”). A phrase in quotes is found exactly; a word ending in * finds every word that starts so.</source>
            <translation>Encontra os versículos que a têm (selo “palavra”). Uma frase entre aspas é encontrada exatamente assim; uma palavra terminada em * encontra todas as palavras que começam assim.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="241" />
            <source>Melchizedek</source>
            <translation>Melquisedeque</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="241" />
            <source>“the Lord is my shepherd”</source>
            <translation>“o Senhor é o meu pastor”</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="241" />
            <source>forgiv*</source>
            <translation>perdo*</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="244" />
            <source>A question or a feeling, in your own words</source>
            <translation>Uma pergunta ou um sentimento, com as suas palavras</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="246" />
            <source>Meaning search finds the verses that speak of it even without the same words (badge “meaning”; “both” when the words match too). It is prepared on this computer the first time; meanwhile, searching by words works.</source>
            <translation>A busca por sentido encontra os versículos que falam disso mesmo sem as mesmas palavras (selo “sentido”; “ambos” quando as palavras também coincidem). Ela é preparada neste computador na primeira vez; enquanto isso, a busca por palavras funciona.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="250" />
            <source>I am afraid of the future</source>
            <translation>estou com medo do futuro</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="250" />
            <source>how can I forgive someone who hurt me?</source>
            <translation>como posso perdoar quem me feriu?</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="253" />
            <source>Topics voted by readers</source>
            <translation>Temas votados por leitores</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="252" />
            <source>A verse the readers of OpenBible.info voted for the topic nearest your search says so on its card (“topic: anxiety”: the topics are named in English); when only their votes brought it, its badge is “topic”. Topics: OpenBible.info, CC-BY.</source>
            <translation>Um versículo que os leitores do OpenBible.info votaram para o tema mais próximo da sua busca diz isso no cartão (“tema: anxiety”: os temas têm nomes em inglês); quando só esses votos o trouxeram, o selo é “tema”. Temas: OpenBible.info, CC-BY.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="255" />
            <source>A verse the readers of OpenBible.info voted for the topic nearest your search says so on its card (“topic: anxiety”); when only their votes brought it, its badge is “topic”. Topics: OpenBible.info, CC-BY; their Portuguese names are Lâmpada's translation.</source>
            <translation>Um versículo que os leitores do OpenBible.info votaram para o tema mais próximo da sua busca diz isso no cartão (“tema: ansiedade”); quando só esses votos o trouxeram, o selo é “tema”. Temas: OpenBible.info, CC-BY; os nomes em português são tradução do Lâmpada.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="262" />
            <source>Filters and order</source>
            <translation>Filtros e ordem</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="264" />
            <source>Filters (Ctrl+Shift+F) keep the results to a testament or to a span of books; the results come best match first, or in Bible order.</source>
            <translation>Os filtros (Ctrl+Shift+F) limitam os resultados a um testamento ou a um intervalo de livros; os resultados vêm do mais relevante para o menos, ou na ordem bíblica.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="270" />
            <source>Your notes</source>
            <translation>Suas anotações</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="272" />
            <source>Choose “My notes” before the search box (Ctrl+Shift+N) to search your notes, the passages they are on and your bookmarks, by words and by meaning.</source>
            <translation>Escolha “Minhas anotações” antes da caixa de busca (Ctrl+Shift+N) para buscar nas suas anotações, nas passagens em que estão e nos seus marcadores, por palavras e por sentido.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="278" />
            <source>When nothing matches</source>
            <translation>Quando nada é encontrado</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="280" />
            <source>A word typed with a slip gets “Did you mean…?”. A question in another language than the translation being read is searched by meaning, and a translation in its language is offered.</source>
            <translation>Uma palavra digitada com um deslize recebe “Você quis dizer…?”. Uma pergunta em outra língua que não a da tradução lida é buscada por sentido, e uma tradução na língua dela é oferecida.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="287" />
            <source>Keys in the search box</source>
            <translation>Teclas na caixa de busca</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="289" />
            <source>Enter searches at once (typing searches after a pause); Down moves into the results; Alt+Down shows the recent searches; Esc clears.</source>
            <translation>Enter busca na hora (ao digitar, a busca vem após uma pausa); Seta para baixo vai para os resultados; Alt+Seta para baixo mostra as buscas recentes; Esc limpa.</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="298" />
            <source>For example:</source>
            <translation>Por exemplo:</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="306" />
            <source>All the keyboard shortcuts</source>
            <translation>Todos os atalhos de teclado</translation>
        </message>
    </context>
    <context>
        <name>SetupDialog</name>
        <message>
            <location filename="../../app/gui/dialogs/setup_dialog.py" line="27" />
            <source>Preparing your library</source>
            <translation>Preparando sua biblioteca</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/setup_dialog.py" line="32" />
            <source>The library could not be prepared</source>
            <translation>Não foi possível preparar a biblioteca</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/setup_dialog.py" line="33" />
            <source>Stopping… nothing is left half-done.</source>
            <translation>Parando… nada fica pela metade.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/setup_dialog.py" line="34" />
            <source>Lâmpada is preparing the Bible texts. This happens only once.</source>
            <translation>O Lâmpada está preparando os textos bíblicos. Isso acontece só uma vez.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/setup_dialog.py" line="36" />
            <source>Starting…</source>
            <translation>Começando…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/setup_dialog.py" line="53" />
            <source>Step %1 of %2: %3</source>
            <translation>Etapa %1 de %2: %3</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/setup_dialog.py" line="66" />
            <source>Your library is ready.</source>
            <translation>Sua biblioteca está pronta.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/setup_dialog.py" line="68" />
            <source>Some topics keep their English names</source>
            <translation>Alguns temas ficam com os nomes em inglês</translation>
        </message>
    </context>
    <context>
        <name>ShortcutsDialog</name>
        <message>
            <location filename="../../app/gui/shell/help.py" line="175" />
            <source>Keyboard shortcuts — Lâmpada</source>
            <translation>Atalhos de teclado — Lâmpada</translation>
        </message>
        <message>
            <location filename="../../app/gui/shell/help.py" line="176" />
            <source>Keyboard shortcuts</source>
            <translation>Atalhos de teclado</translation>
        </message>
    </context>
    <context>
        <name>SideDock</name>
        <message>
            <location filename="../../app/gui/shell/docks.py" line="46" />
            <source>Close</source>
            <translation>Fechar</translation>
        </message>
    </context>
    <context>
        <name>StudyActions</name>
        <message>
            <location filename="../../app/gui/study/study_actions.py" line="27" />
            <source>&amp;Bookmark</source>
            <translation>&amp;Marcar</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/study_actions.py" line="33" />
            <source>Remove bookmark</source>
            <translation>Tirar o marcador</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/study_actions.py" line="34" />
            <source>Remove highlight</source>
            <translation>Tirar o destaque</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/study_actions.py" line="37" />
            <source>Add or edit &amp;note…</source>
            <translation>Escrever ou editar a&amp;notação…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/study_actions.py" line="44" />
            <source>As JSON (complete, to import again)…</source>
            <translation>Em JSON (completo, para importar de novo)…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/study_actions.py" line="47" />
            <source>As Markdown (to read or print)…</source>
            <translation>Em Markdown (para ler ou imprimir)…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/study_actions.py" line="49" />
            <source>Import &amp;my data…</source>
            <translation>Importar &amp;meus dados…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/study_actions.py" line="50" />
            <source>&amp;Backups of my data…</source>
            <translation>&amp;Cópias de segurança dos meus dados…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/study_actions.py" line="75" />
            <source>&amp;Highlight</source>
            <translation>&amp;Destacar</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/study_actions.py" line="82" />
            <source>&amp;Export my data</source>
            <translation>&amp;Exportar meus dados</translation>
        </message>
    </context>
    <context>
        <name>StudyController</name>
        <message>
            <location filename="../../app/gui/study/controller.py" line="138" />
            <location filename="../../app/gui/study/controller.py" line="143" />
            <source>Study</source>
            <translation>Estudo</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/controller.py" line="138" />
            <source>Close the study panel (F9)</source>
            <translation>Fechar o painel de estudo (F9)</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/controller.py" line="142" />
            <source>&amp;Study panel</source>
            <translation>Painel de &amp;estudo</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/controller.py" line="213" />
            <source>Bookmarks, notes, highlights and history (F9)</source>
            <translation>Marcadores, anotações, destaques e histórico (F9)</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/controller.py" line="279" />
            <source>Your notes are closed for a moment</source>
            <translation>Suas anotações estão fechadas por um momento</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/controller.py" line="280" />
            <source>Lâmpada is repairing its data; they come back when it is done.</source>
            <translation>O Lâmpada está reparando os dados dele; elas voltam quando terminar.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/controller.py" line="317" />
            <source>That could not be saved</source>
            <translation>Não foi possível salvar</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/controller.py" line="342" />
            <source>Save the note as PDF</source>
            <translation>Salvar a anotação como PDF</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/controller.py" line="342" />
            <source>PDF documents (*.pdf)</source>
            <translation>Documentos PDF (*.pdf)</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/controller.py" line="367" />
            <source>Clear reading history</source>
            <translation>Limpar o histórico de leitura</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/controller.py" line="367" />
            <source>Forget the chapters you read?</source>
            <translation>Esquecer os capítulos que você leu?</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/controller.py" line="367" />
            <location filename="../../app/gui/study/controller.py" line="373" />
            <source>Clear</source>
            <translation>Limpar</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/controller.py" line="373" />
            <source>Clear recent searches</source>
            <translation>Limpar buscas recentes</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/controller.py" line="373" />
            <source>Forget your recent searches?</source>
            <translation>Esquecer suas buscas recentes?</translation>
        </message>
    </context>
    <context>
        <name>StudyOperations</name>
        <message>
            <location filename="../../app/gui/study/operations.py" line="78" />
            <source>Bookmarked %1 — saved.</source>
            <translation>%1 marcado — salvo.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/operations.py" line="100" />
            <source>Bookmark saved: %1</source>
            <translation>Marcador salvo: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/operations.py" line="107" />
            <source>Bookmark removed: %1</source>
            <translation>Marcador removido: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/operations.py" line="116" />
            <source>Bookmark removed.</source>
            <translation>Marcador removido.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/operations.py" line="126" />
            <location filename="../../app/gui/study/operations.py" line="143" />
            <source>Saved.</source>
            <translation>Salvo.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/operations.py" line="153" />
            <source>Folder deleted.</source>
            <translation>Pasta apagada.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/operations.py" line="170" />
            <source>%1 highlighted in %2 — saved.</source>
            <translation>%1 destacado em %2 — salvo.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/operations.py" line="181" />
            <source>Highlight removed: %1</source>
            <translation>Destaque removido: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/operations.py" line="188" />
            <source>Note deleted.</source>
            <translation>Anotação apagada.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/operations.py" line="193" />
            <source>Draft discarded.</source>
            <translation>Rascunho descartado.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/operations.py" line="201" />
            <source>Reading history cleared.</source>
            <translation>Histórico de leitura apagado.</translation>
        </message>
    </context>
    <context>
        <name>StudyPanel</name>
        <message>
            <location filename="../../app/gui/study/panel.py" line="224" />
            <source>Show the bookmarks with this label</source>
            <translation>Mostrar os marcadores com esta etiqueta</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="226" />
            <location filename="../../app/gui/study/panel.py" line="300" />
            <source>New folder</source>
            <translation>Nova pasta</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="237" />
            <source>No bookmarks yet. Select a verse and press Ctrl+D.</source>
            <translation>Ainda não há marcadores. Selecione um versículo e tecle Ctrl+D.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="239" />
            <location filename="../../app/gui/study/panel.py" line="296" />
            <source>Bookmarks</source>
            <translation>Marcadores</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="243" />
            <source>No notes yet. Select a verse and press Ctrl+N.</source>
            <translation>Ainda não há anotações. Selecione um versículo e tecle Ctrl+N.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="246" />
            <location filename="../../app/gui/study/panel.py" line="296" />
            <source>Notes</source>
            <translation>Anotações</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="250" />
            <source>No highlights yet. Select a verse and press Ctrl+1 … Ctrl+5.</source>
            <translation>Ainda não há destaques. Selecione um versículo e tecle Ctrl+1 … Ctrl+5.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="252" />
            <location filename="../../app/gui/study/panel.py" line="296" />
            <source>Highlights</source>
            <translation>Destaques</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="257" />
            <source>Clear reading</source>
            <translation>Limpar leituras</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="259" />
            <source>Clear searches</source>
            <translation>Limpar buscas</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="270" />
            <location filename="../../app/gui/study/panel.py" line="296" />
            <source>History</source>
            <translation>Histórico</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="294" />
            <source>Study panel</source>
            <translation>Painel de estudo</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="299" />
            <source>Label</source>
            <translation>Etiqueta</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="336" />
            <source>What can I do?</source>
            <translation>O que posso fazer?</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="372" />
            <source>All labels</source>
            <translation>Todas as etiquetas</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="394" />
            <location filename="../../app/gui/study/panel.py" line="574" />
            <source>No folder</source>
            <translation>Sem pasta</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="437" />
            <source>Not saved: %1</source>
            <translation>Não salva: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="437" />
            <source>Not saved</source>
            <translation>Não salva</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="446" />
            <source>A draft kept at %1 and not saved yet</source>
            <translation>Rascunho guardado em %1, ainda não salvo</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="458" />
            <source>(empty)</source>
            <translation>(vazia)</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="502" />
            <source>Reading</source>
            <translation>Leitura</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="508" />
            <source>Searches</source>
            <translation>Buscas</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="548" />
            <source>Open in the reader</source>
            <translation>Abrir no leitor</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="550" />
            <source>Edit note…</source>
            <translation>Editar anotação…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="552" />
            <source>Delete note…</source>
            <translation>Apagar anotação…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="554" />
            <source>Continue writing…</source>
            <translation>Continuar escrevendo…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="556" />
            <source>Discard draft…</source>
            <translation>Descartar rascunho…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="560" />
            <source>Rename folder…</source>
            <translation>Renomear pasta…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="561" />
            <source>Delete folder…</source>
            <translation>Apagar pasta…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="563" />
            <source>Remove highlight</source>
            <translation>Tirar o destaque</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="565" />
            <source>Search again</source>
            <translation>Buscar de novo</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="569" />
            <source>Rename…</source>
            <translation>Renomear…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="570" />
            <source>Move to folder</source>
            <translation>Mover para a pasta</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="581" />
            <source>New folder…</source>
            <translation>Nova pasta…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="582" />
            <source>Labels</source>
            <translation>Etiquetas</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="591" />
            <source>New label…</source>
            <translation>Nova etiqueta…</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/panel.py" line="593" />
            <source>Remove bookmark</source>
            <translation>Tirar o marcador</translation>
        </message>
    </context>
    <context>
        <name>SwordImportDialog</name>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="53" />
            <source>Import from another Bible program</source>
            <translation>Importar de outro programa de Bíblia</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="57" />
            <source>Nothing was imported</source>
            <translation>Nada foi importado</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="58" />
            <source>The library was not changed.</source>
            <translation>A biblioteca não foi alterada.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="59" />
            <source>Stopped. The library was not changed.</source>
            <translation>Interrompido. A biblioteca não foi alterada.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="63" />
            <source>Bibles and commentaries that BibleTime, Xiphos and other SWORD programs installed on this computer. From AndBible, copy the phone's modules folder (mods.d and modules) to this computer and choose it with “Folder…”; a module downloaded as a .zip opens with “File…”.</source>
            <translation>Bíblias e comentários que o BibleTime, o Xiphos e outros programas SWORD instalaram neste computador. Do AndBible, copie a pasta de módulos do celular (mods.d e modules) para este computador e escolha-a em “Pasta…”; um módulo baixado como .zip abre em “Arquivo…”.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="73" />
            <source>Modules found</source>
            <translation>Módulos encontrados</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="76" />
            <source>Module</source>
            <translation>Módulo</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="76" />
            <source>Kind</source>
            <translation>Tipo</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="76" />
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="76" />
            <source>Name</source>
            <translation>Nome</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="81" />
            <source>Folder…</source>
            <translation>Pasta…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="83" />
            <source>File…</source>
            <translation>Arquivo…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="85" />
            <source>Import</source>
            <translation>Importar</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="99" />
            <source>Looking for modules…</source>
            <translation>Procurando módulos…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="105" />
            <source>Bible</source>
            <translation>Bíblia</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="105" />
            <source>Commentary</source>
            <translation>Comentário</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="106" />
            <source>Dictionary</source>
            <translation>Dicionário</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="108" />
            <source>not importable</source>
            <translation>não importável</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="110" />
            <source>(locked)</source>
            <translation>(bloqueado)</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="121" />
            <source>Choose a Bible, a commentary or a dictionary, then import it.</source>
            <translation>Escolha uma Bíblia, um comentário ou um dicionário e importe.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="125" />
            <source>No SWORD Bible, commentary or dictionary was found on this computer. Choose the folder that holds mods.d and modules, or a module's .zip.</source>
            <translation>Nenhuma Bíblia, comentário ou dicionário SWORD foi encontrado neste computador. Escolha a pasta que contém mods.d e modules, ou o .zip de um módulo.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="133" />
            <source>Choose a SWORD folder (it holds mods.d and modules)</source>
            <translation>Escolha uma pasta SWORD (ela contém mods.d e modules)</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="141" />
            <source>Choose a SWORD module</source>
            <translation>Escolha um módulo SWORD</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="143" />
            <source>SWORD modules (*.zip *.conf);;All files (*)</source>
            <translation>Módulos SWORD (*.zip *.conf);;Todos os arquivos (*)</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="162" />
            <source>Importing %1…</source>
            <translation>Importando %1…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="196" />
            <source>“%1” is locked: it is sold or lent with a key. Write the key its publisher gave you in the module's .conf file as CipherKey=…, then import it again.</source>
            <translation>“%1” está bloqueado: é vendido ou emprestado com uma chave. Escreva a chave que a editora lhe deu no arquivo .conf do módulo como CipherKey=… e importe de novo.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="203" />
            <source>a dictionary</source>
            <translation>um dicionário</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="204" />
            <source>a book</source>
            <translation>um livro</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/sword_import_dialog.py" line="208" />
            <source>“%1” is %2: Lâmpada imports Bibles and commentaries.</source>
            <translation>“%1” é %2: o Lâmpada importa Bíblias e comentários.</translation>
        </message>
    </context>
    <context>
        <name>TranslationsController</name>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="216" />
            <source>%1 was removed</source>
            <translation>%1 foi removida</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="217" />
            <source>Your notes, bookmarks and highlights are all kept; they show in every translation.</source>
            <translation>Suas anotações, marcadores e destaques continuam todos guardados; eles aparecem em todas as traduções.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="226" />
            <source>%1 was not removed</source>
            <translation>%1 não foi removida</translation>
        </message>
    </context>
    <context>
        <name>TranslationsDialog</name>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="46" />
            <source>Translations</source>
            <translation>Traduções</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="50" />
            <source>The translations in your library. Removing one keeps your notes, bookmarks and highlights: they belong to the verses and show in every translation.</source>
            <translation>As traduções da sua biblioteca. Remover uma mantém suas anotações, marcadores e destaques: eles pertencem aos versículos e aparecem em todas as traduções.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="56" />
            <source>Installed translations</source>
            <translation>Traduções instaladas</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="57" />
            <source>Import…</source>
            <translation>Importar…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="58" />
            <source>Remove…</source>
            <translation>Remover…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="59" />
            <source>Close</source>
            <translation>Fechar</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="75" />
            <source>No translation yet.</source>
            <translation>Nenhuma tradução ainda.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="81" />
            <source>%n verse(s)</source>
            <translation>
                <numerusform>%n versículo</numerusform>
                <numerusform>%n versículos</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="84" />
            <source>comes with Lâmpada</source>
            <translation>vem com o Lâmpada</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="92" />
            <source>Select a translation first.</source>
            <translation>Selecione uma tradução primeiro.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="94" />
            <source>%1 comes with Lâmpada and cannot be removed.</source>
            <translation>%1 vem com o Lâmpada e não pode ser removida.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="96" />
            <source>The library cannot be changed: %1.</source>
            <translation>A biblioteca não pode ser alterada: %1.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="107" />
            <source>Remove %1 from the library; your notes stay.</source>
            <translation>Remover %1 da biblioteca; suas anotações ficam.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="117" />
            <source>Remove “%1”</source>
            <translation>Remover “%1”</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs/translations_dialog.py" line="120" />
            <source>Remove “%1” (%2) from the library, with its word and meaning indexes? Your notes, bookmarks and highlights stay, including those you made while reading it: they show in the other translations. To read it again, import its file again.</source>
            <translation>Remover “%1” (%2) da biblioteca, com os índices de palavras e de sentido? Suas anotações, marcadores e destaques ficam, inclusive os que você fez lendo essa tradução: eles aparecem nas outras traduções. Para lê-la de novo, importe o arquivo dela outra vez.</translation>
        </message>
    </context>
    <context>
        <name>UserDataProblemDialog</name>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="245" />
            <source>Your study data</source>
            <translation>Seus dados de estudo</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="260" />
            <source>Reading and searching the Bible work as usual.</source>
            <translation>Ler e buscar na Bíblia funcionam normalmente.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="268" />
            <source>Restore that backup to get them back. Or start with empty notes: the backup stays in the backups folder, and File ▸ Backups of my data can restore it later.</source>
            <translation>Restaure essa cópia para tê-los de volta. Ou comece com as anotações vazias: a cópia continua na pasta de cópias de segurança, e Arquivo ▸ Cópias de segurança dos meus dados pode restaurá-la depois.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="273" />
            <source>You can restore the latest backup, from %1. The current file is kept as another backup first.</source>
            <translation>Você pode restaurar a cópia mais recente, de %1. Antes, o arquivo atual é guardado em outra cópia.</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="278" />
            <source>There is no backup to restore. You can start with empty notes: the current file is set aside (renamed, not deleted).</source>
            <translation>Não há cópia para restaurar. Você pode recomeçar com as anotações vazias: o arquivo atual é posto de lado (renomeado, não apagado).</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="286" />
            <source>Restore the backup</source>
            <translation>Restaurar a cópia</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="290" />
            <source>Start fresh</source>
            <translation>Recomeçar do zero</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="293" />
            <source>Try again</source>
            <translation>Tentar de novo</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="296" />
            <source>Continue without them</source>
            <translation>Continuar sem eles</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="304" />
            <source>Start with empty notes</source>
            <translation>Começar com anotações vazias</translation>
        </message>
        <message>
            <location filename="../../app/gui/study/data_dialogs.py" line="305" />
            <source>Decide later</source>
            <translation>Decidir depois</translation>
        </message>
    </context>
    <context>
        <name>VerseCopier</name>
        <message>
            <location filename="../../app/gui/reader/clipboard.py" line="59" />
            <source>Select a verse first.</source>
            <translation>Selecione um versículo primeiro.</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader/clipboard.py" line="64" />
            <source>Copied: %1</source>
            <translation>Copiado: %1</translation>
        </message>
    </context>
    <context>
        <name>WordStudyController</name>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="484" />
            <location filename="../../app/gui/panels/word_study_panel.py" line="487" />
            <source>Word study</source>
            <translation>Estudo da palavra</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="485" />
            <source>Close the word study (Ctrl+Shift+W)</source>
            <translation>Fechar o estudo da palavra (Ctrl+Shift+W)</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="486" />
            <source>&amp;Word study</source>
            <translation>Estudo da &amp;palavra</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="488" />
            <source>The Greek or Hebrew behind a word you click in the reader (Ctrl+Shift+W)</source>
            <translation>O grego ou o hebraico por trás da palavra que você clica no leitor (Ctrl+Shift+W)</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="489" />
            <source>Study this word</source>
            <translation>Estudar esta palavra</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="543" />
            <source>Word study: tagging the words of %1, %2%</source>
            <translation>Estudo da palavra: etiquetando as palavras da %1, %2%</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="558" />
            <source>Its words are being tagged with Strong's numbers, in the background (about a minute): search again then.</source>
            <translation>As palavras desta tradução estão recebendo os números de Strong, em segundo plano (cerca de um minuto): pesquise de novo depois.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="561" />
            <source>No verse found by Strong's number yet</source>
            <translation>Ainda nenhum versículo encontrado pelo número de Strong</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="654" />
            <source>The word study could not be read: %1</source>
            <translation>Não foi possível ler o estudo da palavra: %1</translation>
        </message>
    </context>
    <context>
        <name>WordStudyPanel</name>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="289" />
            <source>Strong's number</source>
            <translation>Número de Strong</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="300" />
            <source>In the dictionary</source>
            <translation>No dicionário</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="301" />
            <source>Strong's entry in the Dictionary panel</source>
            <translation>O verbete de Strong no painel Dicionário</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="309" />
            <source>The verses where the word is</source>
            <translation>Os versículos onde a palavra está</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="354" />
            <source>Click a word in the reader to see the Greek or Hebrew behind it: its Strong's number, its meaning, and every verse where it is.</source>
            <translation>Clique numa palavra do leitor para ver o grego ou o hebraico por trás dela: o número de Strong, o significado e todos os versículos onde ela está.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="375" />
            <source>The words of %1 are being tagged with Strong's numbers (about a minute); the word study opens once they are.</source>
            <translation>As palavras da %1 estão recebendo os números de Strong (cerca de um minuto); o estudo abre assim que terminar.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="381" />
            <source>This verse is not in this translation.</source>
            <translation>Este versículo não existe nesta tradução.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="385" />
            <source>No Strong's number is shown under “%1”: no Greek or Hebrew word stands behind it here, or the alignment is not sure enough to say which.</source>
            <translation>Nenhum número de Strong aparece sob “%1”: nenhuma palavra grega ou hebraica está por trás dela aqui, ou o alinhamento não tem certeza suficiente para dizer qual.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="410" />
            <source>Strong's dictionaries are not loaded.</source>
            <translation>Os dicionários de Strong não estão carregados.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="413" />
            <source>KJV: %1</source>
            <translation>KJV: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="415" />
            <source>%1: %2 verses, %3 words</source>
            <translation>%1: %2 versículos, %3 palavras</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="438" />
            <source>…and %1 more: search %2 to see them all.</source>
            <translation>…e mais %1: pesquise %2 para ver todos.</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="445" />
            <source>Strong's numbers: the KJV's (CrossWire, public domain)</source>
            <translation>Números de Strong: os da KJV (CrossWire, domínio público)</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="448" />
            <source>Strong's numbers: this translation aligned with the KJV's (CrossWire, public domain); shown from 70% probability, about 9 in 10 right</source>
            <translation>Números de Strong: esta tradução alinhada com os da KJV (CrossWire, domínio público); mostrados a partir de 70% de probabilidade, cerca de 9 em 10 certos</translation>
        </message>
        <message>
            <location filename="../../app/gui/panels/word_study_panel.py" line="451" />
            <source>Strong's dictionaries (1890), public domain</source>
            <translation>Dicionários de Strong (1890), domínio público</translation>
        </message>
    </context>
</TS>
