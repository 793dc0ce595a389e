<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
    <context>
        <name>AboutDialog</name>
        <message>
            <location filename="../../app/gui/dialogs.py" line="452" />
            <source>About Lâmpada</source>
            <translation>Sobre o Lâmpada</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="468" />
            <source>Your word is a lamp to my feet, and a light for my path.</source>
            <translation>Lâmpada para os meus pés é a tua palavra, e luz para o meu caminho.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="469" />
            <source>Psalm 119:105</source>
            <translation>Salmo 119:105</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="470" />
            <source>An offline Bible study app. Nothing you type leaves this computer.</source>
            <translation>Um aplicativo de estudo bíblico que funciona sem internet. Nada do que você digita sai deste computador.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="471" />
            <source>Bible texts</source>
            <translation>Textos bíblicos</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="472" />
            <source>No translation is installed yet.</source>
            <translation>Ainda não há nenhuma tradução instalada.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="473" />
            <source>Licence</source>
            <translation>Licença</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="474" />
            <source>not stated</source>
            <translation>não informada</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="475" />
            <source>Meaning search model</source>
            <translation>Modelo da busca por sentido</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="476" />
            <source>Meaning search uses the multilingual-e5-small model, running on this computer.</source>
            <translation>A busca por sentido usa o modelo multilingual-e5-small, rodando neste computador.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="477" />
            <source>Software</source>
            <translation>Programa</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="479" />
            <source>Lâmpada is free software (GPL-3.0-or-later), built with Qt for Python (LGPL), SQLite, NumPy and ONNX Runtime.</source>
            <translation>O Lâmpada é software livre (GPL-3.0 ou posterior), feito com Qt for Python (LGPL), SQLite, NumPy e ONNX Runtime.</translation>
        </message>
    </context>
    <context>
        <name>Banner</name>
        <message>
            <location filename="../../app/gui/banner.py" line="58" />
            <source>Close</source>
            <translation>Fechar</translation>
        </message>
    </context>
    <context>
        <name>ImportDialog</name>
        <message>
            <location filename="../../app/gui/dialogs.py" line="177" />
            <source>Import a translation</source>
            <translation>Importar uma tradução</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="188" />
            <source>Lâmpada reads USFM (a folder or .zip of books, or one file), OSIS, USFX, Zefania and one verse per line with a vref.txt list beside it.</source>
            <translation>O Lâmpada lê USFM (uma pasta ou .zip de livros, ou um só arquivo), OSIS, USFX, Zefania e um versículo por linha com a lista vref.txt ao lado.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="196" />
            <source>Choose a file or a folder…</source>
            <translation>Escolha um arquivo ou uma pasta…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="198" />
            <source>File…</source>
            <translation>Arquivo…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="200" />
            <source>Folder…</source>
            <translation>Pasta…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="211" />
            <source>short, lowercase: blivre</source>
            <translation>curto, em minúsculas: blivre</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="218" />
            <source>for example: CC BY 4.0, public domain</source>
            <translation>por exemplo: CC BY 4.0, domínio público</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="220" />
            <source>The attribution the licence asks for</source>
            <translation>A atribuição que a licença pede</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="223" />
            <source>Id</source>
            <translation>Identificador</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="224" />
            <source>Name</source>
            <translation>Nome</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="225" />
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="226" />
            <source>Licence</source>
            <translation>Licença</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="227" />
            <source>Attribution</source>
            <translation>Atribuição</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="234" />
            <source>Import</source>
            <translation>Importar</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="258" />
            <source>Choose a Bible file</source>
            <translation>Escolha um arquivo da Bíblia</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="260" />
            <source>Bible files (*.usfm *.sfm *.xml *.osis *.zip *.txt *.tsv);;All files (*)</source>
            <translation>Arquivos da Bíblia (*.usfm *.sfm *.xml *.osis *.zip *.txt *.tsv);;Todos os arquivos (*)</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="267" />
            <source>Choose a folder of USFM books</source>
            <translation>Escolha uma pasta de livros USFM</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="281" />
            <source>Reading…</source>
            <translation>Lendo…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="310" />
            <source>%1 verses in %2 books (%3). Check the details below, then import.</source>
            <translation>%1 versículos em %2 livros (%3). Confira os dados abaixo e importe.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="339" />
            <source>The id must be 1 to 32 lowercase letters, digits or “_” (for example: blivre).</source>
            <translation>O identificador deve ter de 1 a 32 letras minúsculas, algarismos ou “_” (por exemplo: blivre).</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="344" />
            <source>Say which language the translation is in (for example: pt-BR or en).</source>
            <translation>Diga em que idioma está a tradução (por exemplo: pt-BR ou en).</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="350" />
            <source>Importing…</source>
            <translation>Importando…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="377" />
            <source>Stopped. The library was not changed.</source>
            <translation>Interrompido. A biblioteca não foi alterada.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="386" />
            <source>Nothing was imported</source>
            <translation>Nada foi importado</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="387" />
            <source>The library was not changed.</source>
            <translation>A biblioteca não foi alterada.</translation>
        </message>
    </context>
    <context>
        <name>Lampada</name>
        <message>
            <location filename="../../app/gui/dialogs.py" line="159" />
            <source>importing %1</source>
            <translation>importando %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="111" />
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
            <location filename="../../app/gui/i18n.py" line="130" />
            <source>That range ends before it starts.</source>
            <translation>Esse intervalo termina antes de começar.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="131" />
            <source>That does not look like a Bible reference I know.</source>
            <translation>Isso não parece uma referência bíblica que eu conheça.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="138" />
            <source>Could not import “%1” (line %2): %3</source>
            <translation>Não foi possível importar “%1” (linha %2): %3</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="144" />
            <source>Could not import “%1”: %2</source>
            <translation>Não foi possível importar “%1”: %2</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="155" />
            <source>There is already a translation with the id “%1”. Choose another id.</source>
            <translation>Já existe uma tradução com o identificador “%1”. Escolha outro.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="159" />
            <source>The translation “%1” is not in the library.</source>
            <translation>A tradução “%1” não está na biblioteca.</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="163" />
            <source>The library file cannot be read: %1</source>
            <translation>Não foi possível ler o arquivo da biblioteca: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="167" />
            <source>The meaning-search model is not available: %1</source>
            <translation>O modelo da busca por sentido não está disponível: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="173" />
            <source>The file could not be read or written: %1</source>
            <translation>Não foi possível ler ou gravar o arquivo: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/i18n.py" line="176" />
            <source>Something went wrong: %1</source>
            <translation>Algo deu errado: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/main.py" line="89" />
            <source>Lâmpada — unexpected error</source>
            <translation>Lâmpada — erro inesperado</translation>
        </message>
        <message>
            <location filename="../../app/gui/main.py" line="91" />
            <source>Something went wrong. Your library is safe; you can keep working or restart Lâmpada.</source>
            <translation>Algo deu errado. Sua biblioteca está segura; você pode continuar ou reiniciar o Lâmpada.</translation>
        </message>
        <message>
            <location filename="../../app/gui/main.py" line="97" />
            <source>The details were written to the log file: %1</source>
            <translation>Os detalhes foram gravados no arquivo de registro: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/results.py" line="145" />
            <source>words</source>
            <comment>badge: matched by its words</comment>
            <translation>palavra</translation>
        </message>
        <message>
            <location filename="../../app/gui/results.py" line="146" />
            <source>meaning</source>
            <comment>badge: matched by meaning</comment>
            <translation>sentido</translation>
        </message>
        <message>
            <location filename="../../app/gui/results.py" line="147" />
            <source>both</source>
            <comment>badge: matched by words and meaning</comment>
            <translation>ambos</translation>
        </message>
        <message>
            <location filename="../../app/gui/results.py" line="148" />
            <source>reference</source>
            <comment>badge: the passage you typed</comment>
            <translation>referência</translation>
        </message>
        <message>
            <location filename="../../app/gui/results.py" line="155" />
            <source>Found by the words you typed</source>
            <translation>Encontrado pelas palavras que você digitou</translation>
        </message>
        <message>
            <location filename="../../app/gui/results.py" line="156" />
            <source>Found by meaning: it speaks of what you wrote, in other words</source>
            <translation>Encontrado pelo sentido: fala do que você escreveu, com outras palavras</translation>
        </message>
        <message>
            <location filename="../../app/gui/results.py" line="159" />
            <source>Found by its words and by its meaning</source>
            <translation>Encontrado pelas palavras e pelo sentido</translation>
        </message>
        <message>
            <location filename="../../app/gui/results.py" line="160" />
            <source>The passage you typed</source>
            <translation>A passagem que você digitou</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../app/gui/window.py" line="173" />
            <source>Type a reference, a word, or what is on your heart…</source>
            <translation>Digite uma referência, uma palavra ou o que está no seu coração…</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="175" />
            <source>Search</source>
            <translation>Buscar</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="182" />
            <source>Recent searches (Alt+Down)</source>
            <translation>Buscas recentes (Alt+Seta para baixo)</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="187" />
            <source>Translation for searching and reading</source>
            <translation>Tradução para buscar e ler</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="191" />
            <source>Filters: testament and books</source>
            <translation>Filtros: testamento e livros</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="193" />
            <location filename="../../app/gui/window.py" line="927" />
            <location filename="../../app/gui/window.py" line="943" />
            <source>Filters</source>
            <translation>Filtros</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="196" />
            <source>Best match</source>
            <translation>Mais relevantes</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="197" />
            <source>Bible order</source>
            <translation>Ordem bíblica</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="198" />
            <source>Order of the results</source>
            <translation>Ordem dos resultados</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="217" />
            <source>Whole Bible</source>
            <translation>Toda a Bíblia</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="218" />
            <source>Old Testament</source>
            <translation>Antigo Testamento</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="219" />
            <source>New Testament</source>
            <translation>Novo Testamento</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="220" />
            <source>Books…</source>
            <translation>Livros…</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="230" />
            <source>from</source>
            <translation>de</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="231" />
            <source>to</source>
            <translation>até</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="235" />
            <source>Search in</source>
            <translation>Buscar em</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="316" />
            <source>&amp;File</source>
            <translation>&amp;Arquivo</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="317" />
            <source>&amp;Import a translation…</source>
            <translation>&amp;Importar uma tradução…</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="322" />
            <source>&amp;Quit</source>
            <translation>&amp;Sair</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="328" />
            <source>&amp;Edit</source>
            <translation>&amp;Editar</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="329" />
            <source>&amp;Copy verses with reference</source>
            <translation>&amp;Copiar versículos com referência</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="333" />
            <source>Copy &amp;format</source>
            <translation>&amp;Formato da cópia</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="336" />
            <source>“Text” — Reference (TRANSLATION)</source>
            <translation>“Texto” — Referência (TRADUÇÃO)</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="337" />
            <source>Reference (TRANSLATION), then the text</source>
            <translation>Referência (TRADUÇÃO) e depois o texto</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="338" />
            <source>Text only</source>
            <translation>Só o texto</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="348" />
            <source>&amp;Search</source>
            <translation>&amp;Buscar</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="352" />
            <source>Clear recent searches</source>
            <translation>Limpar buscas recentes</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="356" />
            <source>&amp;View</source>
            <translation>E&amp;xibir</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="357" />
            <source>&amp;Larger text</source>
            <translation>Texto &amp;maior</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="362" />
            <source>&amp;Smaller text</source>
            <translation>Texto me&amp;nor</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="365" />
            <source>&amp;Normal size</source>
            <translation>Tamanho &amp;normal</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="371" />
            <source>&amp;Theme</source>
            <translation>&amp;Tema</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="374" />
            <source>Follow the system</source>
            <translation>Seguir o sistema</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="375" />
            <source>Light</source>
            <translation>Claro</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="376" />
            <source>Dark</source>
            <translation>Escuro</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="384" />
            <source>&amp;Parallel translations</source>
            <translation>Traduções em &amp;paralelo</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="388" />
            <source>Search &amp;filters</source>
            <translation>&amp;Filtros da busca</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="393" />
            <source>&amp;Go</source>
            <translation>&amp;Ir</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="394" />
            <source>&amp;Back</source>
            <translation>&amp;Voltar</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="397" />
            <source>&amp;Forward</source>
            <translation>&amp;Avançar</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="402" />
            <source>&amp;Previous chapter</source>
            <translation>Capítulo &amp;anterior</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="405" />
            <source>&amp;Next chapter</source>
            <translation>&amp;Próximo capítulo</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="418" />
            <source>&amp;Open in the reader</source>
            <translation>&amp;Abrir no leitor</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="423" />
            <source>&amp;Help</source>
            <translation>Aj&amp;uda</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="424" />
            <source>&amp;About Lâmpada</source>
            <translation>&amp;Sobre o Lâmpada</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="489" />
            <source>Lâmpada could not start</source>
            <translation>O Lâmpada não conseguiu iniciar</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="532" />
            <source>No translation is installed yet</source>
            <translation>Ainda não há nenhuma tradução instalada</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="533" />
            <source>Import a Bible file to start reading and searching.</source>
            <translation>Importe um arquivo da Bíblia para começar a ler e buscar.</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="535" />
            <source>Import…</source>
            <translation>Importar…</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="640" />
            <source>%1 — opened in the reader</source>
            <translation>%1 — aberto no leitor</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="645" />
            <source>%1 is not in this translation (%2).</source>
            <translation>%1 não existe nesta tradução (%2).</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="648" />
            <source>Translations number some verses differently; try the parallel view.</source>
            <translation>As traduções numeram alguns versículos de modo diferente; experimente a visão paralela.</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="660" />
            <source>Nothing found for “%1”.</source>
            <translation>Nada encontrado para “%1”.</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="661" />
            <source>Try other words, fewer words, or a wider filter.</source>
            <translation>Tente outras palavras, menos palavras ou um filtro mais amplo.</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="665" />
            <source>The Bible does not seem to speak of this directly</source>
            <translation>A Bíblia não parece falar disso diretamente</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="667" />
            <source>These are the passages closest to what you wrote. Read them in their context, with care.</source>
            <translation>Estas são as passagens mais próximas do que você escreveu. Leia-as no seu contexto, com cuidado.</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="687" />
            <source>exact words</source>
            <translation>palavras exatas</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="689" />
            <source>by words</source>
            <translation>por palavras</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="691" />
            <source>by words and meaning</source>
            <translation>por palavras e sentido</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/window.py" line="692" />
            <source>%n result(s)</source>
            <translation>
                <numerusform>%n resultado</numerusform>
                <numerusform>%n resultados</numerusform>
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
            <translation>Não foi possível fazer a busca</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="719" />
            <location filename="../../app/gui/window.py" line="724" />
            <source>Searching…</source>
            <translation>Buscando…</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="732" />
            <source>That reference does not exist</source>
            <translation>Essa referência não existe</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="744" />
            <source>Your word is a lamp to my feet, and a light for my path.</source>
            <translation>Lâmpada para os meus pés é a tua palavra, e luz para o meu caminho.</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="745" />
            <source>Psalm 119:105</source>
            <translation>Salmo 119:105</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="746" />
            <source>Type a reference, a name, a theme, or a question — in your own words.</source>
            <translation>Digite uma referência, um nome, um tema ou uma pergunta — com as suas palavras.</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="747" />
            <source>Try:</source>
            <translation>Experimente:</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="778" />
            <source>No recent searches</source>
            <translation>Nenhuma busca recente</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="956" />
            <source>Preparing meaning search for %1: %2%</source>
            <translation>Preparando a busca por sentido em %1: %2%</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="992" />
            <source>Meaning search is not available</source>
            <translation>A busca por sentido não está disponível</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="993" />
            <source>Searching by words and references still works.</source>
            <translation>A busca por palavras e referências continua funcionando.</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="997" />
            <source>Meaning search is still being prepared…</source>
            <translation>A busca por sentido ainda está sendo preparada…</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="1000" />
            <source>Reading %1: %2 of %3 verses. Meanwhile, words and references already work.</source>
            <translation>Lendo %1: %2 de %3 versículos. Enquanto isso, palavras e referências já funcionam.</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="1007" />
            <source>Reading %1 first; this translation comes next. Meanwhile, words and references already work.</source>
            <translation>Lendo %1 primeiro; esta tradução vem em seguida. Enquanto isso, palavras e referências já funcionam.</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="1011" />
            <source>Getting the language model ready on this computer. Meanwhile, words and references already work.</source>
            <translation>Preparando o modelo de linguagem neste computador. Enquanto isso, palavras e referências já funcionam.</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="1032" />
            <source>Select a verse first.</source>
            <translation>Selecione um versículo primeiro.</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="1037" />
            <source>Copied: %1</source>
            <translation>Copiado: %1</translation>
        </message>
        <message>
            <location filename="../../app/gui/window.py" line="1110" />
            <source>“%1” was imported</source>
            <translation>“%1” foi importada</translation>
        </message>
        <message numerus="yes">
            <location filename="../../app/gui/window.py" line="1111" />
            <source>%n verse(s) are ready to read and to search by words.</source>
            <translation>
                <numerusform>%n versículo está pronto para ler e buscar por palavras.</numerusform>
                <numerusform>%n versículos estão prontos para ler e buscar por palavras.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ReaderPane</name>
        <message>
            <location filename="../../app/gui/reader.py" line="172" />
            <source>Previous chapter (Ctrl+PgUp)</source>
            <translation>Capítulo anterior (Ctrl+PgUp)</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader.py" line="175" />
            <source>Next chapter (Ctrl+PgDown)</source>
            <translation>Próximo capítulo (Ctrl+PgDown)</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader.py" line="179" />
            <source>Book</source>
            <translation>Livro</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader.py" line="186" />
            <source>Chapter</source>
            <translation>Capítulo</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader.py" line="195" />
            <source>Show a second translation side by side</source>
            <translation>Mostrar uma segunda tradução lado a lado</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader.py" line="197" />
            <source>Parallel</source>
            <translation>Paralelo</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader.py" line="201" />
            <source>Translation shown beside the one you read</source>
            <translation>Tradução mostrada ao lado da que você lê</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader.py" line="458" />
            <source>— this verse does not exist in this translation —</source>
            <translation>— este versículo não existe nesta tradução —</translation>
        </message>
        <message>
            <location filename="../../app/gui/reader.py" line="489" />
            <source>This translation does not have %1.</source>
            <translation>Esta tradução não tem %1.</translation>
        </message>
    </context>
    <context>
        <name>SetupDialog</name>
        <message>
            <location filename="../../app/gui/dialogs.py" line="61" />
            <source>Preparing your library</source>
            <translation>Preparando sua biblioteca</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="69" />
            <source>Lâmpada is preparing the Bible texts. This happens only once.</source>
            <translation>O Lâmpada está preparando os textos bíblicos. Isso acontece só uma vez.</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="71" />
            <source>Starting…</source>
            <translation>Começando…</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="118" />
            <source>Step %1 of %2: %3</source>
            <translation>Etapa %1 de %2: %3</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="139" />
            <source>The library could not be prepared</source>
            <translation>Não foi possível preparar a biblioteca</translation>
        </message>
        <message>
            <location filename="../../app/gui/dialogs.py" line="148" />
            <source>Stopping… nothing is left half-done.</source>
            <translation>Parando… nada fica pela metade.</translation>
        </message>
    </context>
</TS>
