<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>ArtSocietyChoices</name>
    <message>
        <source>Hang your first painting at row {row}, column {col}</source>
        <translation>Powieś pierwszy obraz w rzędzie {row}, kolumnie {col}</translation>
    </message>
    <message>
        <source>Pick a {w}×{h} painting for the auction</source>
        <translation>Wybierz na aukcję obraz {w}×{h}</translation>
    </message>
    <message>
        <source>Play lollipop {n}</source>
        <translation>Wystaw lizaka {n}</translation>
    </message>
    <message>
        <source>Take {tile}</source>
        <translation>Weź: {tile}</translation>
    </message>
    <message>
        <source>Hang {tile} at row {row}, column {col}</source>
        <translation>Powieś {tile} w rzędzie {row}, kolumnie {col}</translation>
    </message>
    <message>
        <source>Hand {tile} to your assistant</source>
        <translation>Oddaj asystentowi: {tile}</translation>
    </message>
    <message>
        <source>Swap {tile} with the museum</source>
        <translation>Wymień {tile} z muzeum</translation>
    </message>
    <message>
        <source>Set the painting aside as excess</source>
        <translation>Odłóż obraz jako nadmiarowy</translation>
    </message>
    <message>
        <source>Hang a {w}×{h} decor at row {row}, column {col}</source>
        <translation>Powieś dekorację {w}×{h} w rzędzie {row}, kolumnie {col}</translation>
    </message>
    <message>
        <source>Hand a {w}×{h} decor to your assistant</source>
        <translation>Oddaj asystentowi dekorację {w}×{h}</translation>
    </message>
    <message>
        <source>Exchange decor for a {w}×{h} tile</source>
        <translation>Wymień dekoracje na płytkę {w}×{h}</translation>
    </message>
    <message>
        <source>Leave the decor</source>
        <translation>Zostaw dekorację</translation>
    </message>
    <message>
        <source>Start your turn again</source>
        <translation>Zacznij turę od nowa</translation>
    </message>
    <message>
        <source>Confirm your turn</source>
        <translation>Zatwierdź swoją turę</translation>
    </message>
</context>
<context>
    <name>ArtSocietyGuide</name>
    <message>
        <source>Art Society in a minute</source>
        <translation>Art Society w minutę</translation>
    </message>
    <message>
        <source>The auctioneer puts a few paintings up for sale; everyone offers a lollipop in secret, and the highest picks first.</source>
        <translation>Licytator wystawia kilka obrazów na sprzedaż; wszyscy w sekrecie wystawiają lizaka, a najwyższy wybiera pierwszy.</translation>
    </message>
    <message>
        <source>Drag your painting onto your wall: it must touch a tile along an edge. Matching frames earn decor; two paintings of one kind side by side are a faux pas.</source>
        <translation>Przeciągnij obraz na swoją ścianę: musi stykać się bokiem z inną płytką. Pasujące ramy dają dekoracje; dwa obrazy jednego rodzaju obok siebie to faux pas.</translation>
    </message>
    <message>
        <source>The painting nobody takes goes to the museum and makes its kind more fashionable: at the end, the kinds in fashion score the most.</source>
        <translation>Obraz, którego nikt nie weźmie, trafia do muzeum i czyni swój rodzaj modniejszym: na koniec modne rodzaje dają najwięcej punktów.</translation>
    </message>
</context>
<context>
    <name>ArtSocietyLog</name>
    <message>
        <source>The game begins. Start lollipops: {list}. {name} is the first auctioneer.</source>
        <translation>Gra się zaczyna. Lizaki startowe: {list}. Pierwszym licytatorem jest {name}.</translation>
    </message>
    <message>
        <source>{name} hangs a start painting: {tile}.</source>
        <translation>{name} wiesza obraz startowy: {tile}.</translation>
    </message>
    <message>
        <source>Round {n}: {name} is the auctioneer.</source>
        <translation>Runda {n}: licytatorem jest {name}.</translation>
    </message>
    <message>
        <source>{name} chooses a {w}×{h} painting by its back.</source>
        <translation>{name} wybiera obraz {w}×{h} po rewersie.</translation>
    </message>
    <message>
        <source>On offer: {tiles}.</source>
        <translation>Do wzięcia: {tiles}.</translation>
    </message>
    <message>
        <source>{name} has chosen a lollipop.</source>
        <translation>{name} ma już wybranego lizaka.</translation>
    </message>
    <message>
        <source>You hold out lollipop {v}.</source>
        <translation>Wystawiasz lizaka {v}.</translation>
    </message>
    <message>
        <source>Lollipops revealed: {bids}. Picking order: {order}.</source>
        <translation>Lizaki odkryte: {bids}. Kolejność wyboru: {order}.</translation>
    </message>
    <message>
        <source>{name} takes {tile}.</source>
        <translation>{name} bierze: {tile}.</translation>
    </message>
    <message>
        <source>{name} hangs {tile} at row {row}, column {col}.</source>
        <translation>{name} wiesza na ścianie: {tile} (rząd {row}, kolumna {col}).</translation>
    </message>
    <message>
        <source>Faux pas: {name}&apos;s painting touches one of its own type.</source>
        <translation>Faux pas: obraz gracza {name} styka się z obrazem tego samego rodzaju.</translation>
    </message>
    <message>
        <source>{name} hands {tile} to the assistant.</source>
        <translation>{name} oddaje asystentowi: {tile}.</translation>
    </message>
    <message>
        <source>{name} has no room and swaps {given} for {tile} from the museum.</source>
        <translation>{name} nie ma miejsca i wymienia {given} na {tile} z muzeum.</translation>
    </message>
    <message>
        <source>{name} has no room: {tile} becomes an excess painting.</source>
        <translation>{name} nie ma miejsca: {tile} to obraz nadmiarowy.</translation>
    </message>
    <message>
        <source>{name} earns decor: {shields}.</source>
        <translation>{name} zdobywa dekorację: {shields}.</translation>
    </message>
    <message>
        <source>{name} exchanges decor tiles for {tile}.</source>
        <translation>{name} wymienia dekoracje na: {tile}.</translation>
    </message>
    <message>
        <source>{name} takes no decor.</source>
        <translation>{name} nie bierze dekoracji.</translation>
    </message>
    <message>
        <source>{name}&apos;s wall is full: the decor earned is lost.</source>
        <translation>Ściana gracza {name} jest pełna: zdobyta dekoracja przepada.</translation>
    </message>
    <message>
        <source>{name} takes the turn back.</source>
        <translation>{name} cofa swój ruch.</translation>
    </message>
    <message>
        <source>{name} is done.</source>
        <translation>{name} kończy ruch.</translation>
    </message>
    <message>
        <source>Nothing is left for {name}.</source>
        <translation>Dla gracza {name} nic nie zostało.</translation>
    </message>
    <message numerus="yes">
        <source>Unsold, {tile} goes to the museum: {type} moves %n step(s).</source>
        <translation>
            <numerusform>Nikt nie kupuje: {tile} trafia do muzeum, {type} przesuwa się o %n pole.</numerusform>
            <numerusform>Nikt nie kupuje: {tile} trafia do muzeum, {type} przesuwa się o %n pola.</numerusform>
            <numerusform>Nikt nie kupuje: {tile} trafia do muzeum, {type} przesuwa się o %n pól.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over ({reason}). Winner: {names} with {points}.</source>
        <translation>Koniec gry ({reason}). Wygrywa: {names}, wynik {points}.</translation>
    </message>
</context>
<context>
    <name>ArtSocietyNames</name>
    <message>
        <source>City life</source>
        <translation>Życie miasta</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Portret</translation>
    </message>
    <message>
        <source>Still life</source>
        <translation>Martwa natura</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Pejzaż</translation>
    </message>
    <message>
        <source>gilded frame</source>
        <translation>złocona rama</translation>
    </message>
    <message>
        <source>ebony frame</source>
        <translation>hebanowa rama</translation>
    </message>
    <message>
        <source>silver frame</source>
        <translation>srebrna rama</translation>
    </message>
    <message>
        <source>oak frame</source>
        <translation>dębowa rama</translation>
    </message>
    <message numerus="yes">
        <source>%n shield(s)</source>
        <translation>
            <numerusform>%n tarcza</numerusform>
            <numerusform>%n tarcze</numerusform>
            <numerusform>%n tarcz</numerusform>
        </translation>
    </message>
    <message>
        <source>decor {w}×{h} ({shields})</source>
        <translation>dekoracja {w}×{h} ({shields})</translation>
    </message>
    <message>
        <source>{type} {w}×{h} ({frame}, value {value})</source>
        <translation>{type} {w}×{h} ({frame}, wartość {value})</translation>
    </message>
    <message>
        <source>Not on the wall: the tile must lie wholly inside the grid.</source>
        <translation>Poza ścianą: płytka musi leżeć w całości na siatce.</translation>
    </message>
    <message>
        <source>Covers a tile already hung.</source>
        <translation>Zasłania płytkę, która już wisi.</translation>
    </message>
    <message>
        <source>Must touch another tile along an edge (corners do not count).</source>
        <translation>Musi stykać się bokiem z inną płytką (same rogi się nie liczą).</translation>
    </message>
    <message>
        <source>Your first painting must cover a star cell.</source>
        <translation>Pierwszy obraz musi zakryć pole z gwiazdą.</translation>
    </message>
    <message>
        <source>Not now: finish the step in progress first.</source>
        <translation>Nie teraz: najpierw dokończ bieżący krok.</translation>
    </message>
    <message>
        <source>Your assistant already holds a tile.</source>
        <translation>Twój asystent już trzyma płytkę.</translation>
    </message>
    <message>
        <source>Decor shields</source>
        <translation>Tarcze dekoracji</translation>
    </message>
    <message>
        <source>Eyeline bonus</source>
        <translation>Premia za linię wzroku</translation>
    </message>
    <message>
        <source>Full wall</source>
        <translation>Pełna ściana</translation>
    </message>
    <message>
        <source>Open corners</source>
        <translation>Puste narożniki</translation>
    </message>
    <message>
        <source>Excess paintings</source>
        <translation>Obrazy nadmiarowe</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <source>a wall is full</source>
        <translation>czyjaś ściana jest pełna</translation>
    </message>
    <message>
        <source>a player has a second excess painting</source>
        <translation>ktoś ma drugi obraz nadmiarowy</translation>
    </message>
    <message>
        <source>every lollipop has been played</source>
        <translation>wszystkie lizaki zostały zagrane</translation>
    </message>
    <message>
        <source>the box is empty</source>
        <translation>pudełko jest puste</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punkt</numerusform>
            <numerusform>%n punkty</numerusform>
            <numerusform>%n punktów</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ArtSocietyRefusals</name>
    <message>
        <source>There is no such stack.</source>
        <translation>Nie ma takiego stosu.</translation>
    </message>
    <message>
        <source>That stack is empty.</source>
        <translation>Ten stos jest pusty.</translation>
    </message>
    <message>
        <source>You have already played that lollipop.</source>
        <translation>Ten lizak został już zagrany.</translation>
    </message>
    <message>
        <source>Take a painting from the row first.</source>
        <translation>Najpierw weź obraz z rzędu.</translation>
    </message>
    <message>
        <source>That painting is not on offer.</source>
        <translation>Tego obrazu nie ma w ofercie.</translation>
    </message>
    <message>
        <source>You hold no painting.</source>
        <translation>Nie trzymasz żadnego obrazu.</translation>
    </message>
    <message>
        <source>You have already taken a painting this turn.</source>
        <translation>W tej turze masz już wzięty obraz.</translation>
    </message>
    <message>
        <source>Hang the painting in your hand (or give it away) before you confirm.</source>
        <translation>Zanim zatwierdzisz, powieś obraz z ręki (albo go oddaj).</translation>
    </message>
    <message>
        <source>Hang the painting from the museum before your assistant&apos;s tile.</source>
        <translation>Powieś obraz z muzeum przed płytką asystenta.</translation>
    </message>
    <message>
        <source>That tile is not yours to hang.</source>
        <translation>To nie twoja płytka do powieszenia.</translation>
    </message>
    <message>
        <source>Hang the painting from the museum first.</source>
        <translation>Najpierw powieś obraz z muzeum.</translation>
    </message>
    <message>
        <source>The painting still fits on your wall: hang it or give it to your assistant.</source>
        <translation>Obraz wciąż mieści się na ścianie: powieś go albo oddaj asystentowi.</translation>
    </message>
    <message>
        <source>That painting is not in the museum.</source>
        <translation>Tego obrazu nie ma w muzeum.</translation>
    </message>
    <message>
        <source>That museum painting does not fit on your wall either.</source>
        <translation>Ten obraz z muzeum też się nie zmieści na ścianie.</translation>
    </message>
    <message>
        <source>Take your decor first.</source>
        <translation>Najpierw weź dekorację.</translation>
    </message>
    <message>
        <source>There is no such decor tile.</source>
        <translation>Nie ma takiej dekoracji.</translation>
    </message>
    <message>
        <source>Those decor tiles cannot be exchanged.</source>
        <translation>Tych dekoracji nie można wymienić.</translation>
    </message>
    <message>
        <source>That decor tile has more shields than you earned.</source>
        <translation>Ta dekoracja ma więcej tarcz, niż zdobywasz.</translation>
    </message>
    <message>
        <source>No decor tile of that shape is left.</source>
        <translation>Nie ma już dekoracji tego kształtu.</translation>
    </message>
    <message>
        <source>You have earned no decor now.</source>
        <translation>Teraz nie zdobywasz dekoracji.</translation>
    </message>
    <message>
        <source>Earned decor must be hung or given to your assistant: you may decline it only when it fits nowhere and your assistant is busy.</source>
        <translation>Zdobytą dekorację trzeba powiesić albo przekazać asystentowi: zrezygnować z niej można tylko wtedy, gdy nigdzie się nie mieści, a asystent jest zajęty.</translation>
    </message>
</context>
<context>
    <name>ArtSocietyTable</name>
    <message>
        <source>Prestige</source>
        <translation>Prestiż</translation>
    </message>
    <message>
        <source>In the museum</source>
        <translation>W muzeum</translation>
    </message>
    <message>
        <source>Each painting counts</source>
        <translation>Każdy obraz liczy się</translation>
    </message>
    <message>
        <source>Prestige track and museum</source>
        <translation>Tor prestiżu i muzeum</translation>
    </message>
    <message>
        <source>Your wall, cell by cell</source>
        <translation>Twoja ściana, pole po polu</translation>
    </message>
    <message>
        <source>{n} of {all} cells covered</source>
        <translation>Zakryte pola: {n} z {all}</translation>
    </message>
    <message>
        <source>Row {n}</source>
        <translation>Rząd {n}</translation>
    </message>
    <message>
        <source>Row {n} (eye level)</source>
        <translation>Rząd {n} (linia wzroku)</translation>
    </message>
    <message>
        <source>Column {n}</source>
        <translation>Kolumna {n}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>puste</translation>
    </message>
    <message>
        <source>empty star cell</source>
        <translation>puste pole z gwiazdą</translation>
    </message>
    <message>
        <source>empty corner</source>
        <translation>pusty narożnik</translation>
    </message>
    <message>
        <source>Lollipops are chosen in secret, one player after another: nobody sees them until all are in.</source>
        <translation>Lizaki wybiera się w sekrecie, jeden gracz po drugim: nikt ich nie widzi, dopóki wszyscy nie wybiorą.</translation>
    </message>
    <message>
        <source>A {w}×{h} painting, value {value}, face down</source>
        <translation>Obraz {w}×{h}, wartość {value}, rewersem do góry</translation>
    </message>
    <message>
        <source>Your start painting</source>
        <translation>Twój obraz startowy</translation>
    </message>
    <message>
        <source>Paintings on offer</source>
        <translation>Obrazy na sprzedaż</translation>
    </message>
    <message>
        <source>Excess (−2 each)</source>
        <translation>Nadmiarowe (−2 za każdy)</translation>
    </message>
    <message>
        <source>In your hand</source>
        <translation>W twojej ręce</translation>
    </message>
    <message>
        <source>Your assistant</source>
        <translation>Twój asystent</translation>
    </message>
    <message>
        <source>Decor</source>
        <translation>Dekoracje</translation>
    </message>
    <message>
        <source>Decor earned: {shields}</source>
        <translation>Zdobyta dekoracja: {shields}</translation>
    </message>
    <message>
        <source>Take it into your hand</source>
        <translation>Weź go do ręki</translation>
    </message>
    <message>
        <source>Hand it to your assistant</source>
        <translation>Oddaj asystentowi</translation>
    </message>
    <message>
        <source>Hang it here</source>
        <translation>Powieś tutaj</translation>
    </message>
    <message numerus="yes">
        <source>%n matching frame(s): decor</source>
        <translation>
            <numerusform>%n pasująca rama: dekoracja</numerusform>
            <numerusform>%n pasujące ramy: dekoracja</numerusform>
            <numerusform>%n pasujących ram: dekoracja</numerusform>
        </translation>
    </message>
    <message>
        <source>faux pas: touches its own type</source>
        <translation>faux pas: dotyka obrazu tego samego rodzaju</translation>
    </message>
    <message>
        <source>eyeline</source>
        <translation>linia wzroku</translation>
    </message>
    <message>
        <source>{tile}, carried to row {row}, column {col}: {spot}. Enter hangs it, Esc puts it back.</source>
        <translation>{tile}, przeniesiony do rzędu {row}, kolumny {col}: {spot}. Enter wiesza obraz, Esc odkłada go z powrotem.</translation>
    </message>
    <message>
        <source>{tile}, carried to {slot}: {spot}. Enter puts it there, Esc back.</source>
        <translation>{tile}, przeniesiony na pole „{slot}”: {spot}. Enter go tam kładzie, Esc odkłada z powrotem.</translation>
    </message>
    <message>
        <source>your hand</source>
        <translation>twoja ręka</translation>
    </message>
    <message>
        <source>your assistant</source>
        <translation>twój asystent</translation>
    </message>
    <message>
        <source>{tile}. Enter picks it up; the arrow keys choose another painting.</source>
        <translation>{tile}. Enter podnosi obraz; strzałki wybierają inny.</translation>
    </message>
    <message>
        <source>Your wall and the paintings you may hang.</source>
        <translation>Twoja ściana i obrazy, które możesz powiesić.</translation>
    </message>
    <message>
        <source>Your wall</source>
        <translation>Twoja ściana</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>wstrzymany</translation>
    </message>
    <message>
        <source>has chosen a lollipop</source>
        <translation>lizak wybrany</translation>
    </message>
    <message>
        <source>choosing a lollipop…</source>
        <translation>wybiera lizaka…</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>myśli…</translation>
    </message>
    <message>
        <source>picking</source>
        <translation>wybiera obraz</translation>
    </message>
    <message numerus="yes">
        <source>%n lollipop(s)</source>
        <translation>
            <numerusform>%n lizak</numerusform>
            <numerusform>%n lizaki</numerusform>
            <numerusform>%n lizaków</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n excess</source>
        <translation>
            <numerusform>%n nadmiarowy</numerusform>
            <numerusform>%n nadmiarowe</numerusform>
            <numerusform>%n nadmiarowych</numerusform>
        </translation>
    </message>
    <message>
        <source>Assistant: {tile}</source>
        <translation>Asystent: {tile}</translation>
    </message>
    <message>
        <source>The assistant holds nothing.</source>
        <translation>Asystent nic nie trzyma.</translation>
    </message>
    <message>
        <source>Auctioneer</source>
        <translation>Licytator</translation>
    </message>
    <message>
        <source>Picking</source>
        <translation>Wybiera</translation>
    </message>
    <message>
        <source>Click to enlarge this wall.</source>
        <translation>Kliknij, aby powiększyć tę ścianę.</translation>
    </message>
    <message numerus="yes">
        <source>%n painting(s) hung</source>
        <translation>
            <numerusform>%n obraz powieszony</numerusform>
            <numerusform>%n obrazy powieszone</numerusform>
            <numerusform>%n obrazów powieszonych</numerusform>
        </translation>
    </message>
    <message>
        <source>Press Enter to enlarge it.</source>
        <translation>Naciśnij Enter, aby ją powiększyć.</translation>
    </message>
    <message>
        <source>Watching the game</source>
        <translation>Oglądasz grę</translation>
    </message>
    <message>
        <source>{name} · {lollipops}</source>
        <translation>{name} · {lollipops}</translation>
    </message>
    <message numerus="yes">
        <source>%n lollipop(s) left</source>
        <translation>
            <numerusform>został %n lizak</numerusform>
            <numerusform>zostały %n lizaki</numerusform>
            <numerusform>zostało %n lizaków</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n excess painting(s)</source>
        <translation>
            <numerusform>%n obraz nadmiarowy</numerusform>
            <numerusform>%n obrazy nadmiarowe</numerusform>
            <numerusform>%n obrazów nadmiarowych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{w}×{h} · value {value}
%n left</source>
        <translation>
            <numerusform>{w}×{h} · wartość {value}
został %n</numerusform>
            <numerusform>{w}×{h} · wartość {value}
zostały %n</numerusform>
            <numerusform>{w}×{h} · wartość {value}
zostało %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Your lollipops</source>
        <translation>Twoje lizaki</translation>
    </message>
    <message>
        <source>Lollipop {v}: revealed in round {n}</source>
        <translation>Lizak {v}: odkryty w rundzie {n}</translation>
    </message>
    <message>
        <source>Lollipop {v}: played</source>
        <translation>Lizak {v}: zagrany</translation>
    </message>
    <message>
        <source>Lollipop {v}</source>
        <translation>Lizak {v}</translation>
    </message>
    <message>
        <source>Swap it for {tile} from the museum</source>
        <translation>Wymień na {tile} z muzeum</translation>
    </message>
    <message>
        <source>Set it aside as an excess painting (−2)</source>
        <translation>Odłóż jako obraz nadmiarowy (−2)</translation>
    </message>
    <message>
        <source>Exchange your decor at row {row}, column {col} for one {w}×{h}</source>
        <translation>Wymień swoje dekoracje w rzędzie {row}, kolumnie {col} na jedną {w}×{h}</translation>
    </message>
    <message>
        <source>Take no decor: it fits nowhere</source>
        <translation>Bez dekoracji: nigdzie się nie mieści</translation>
    </message>
    <message>
        <source>Take this turn back</source>
        <translation>Cofnij ten ruch</translation>
    </message>
    <message>
        <source>Confirm: my turn is done</source>
        <translation>Zatwierdź: koniec mojego ruchu</translation>
    </message>
    <message>
        <source>The game is over. Final scoring, line by line:</source>
        <translation>Koniec gry. Końcowe punkty, pozycja po pozycji:</translation>
    </message>
    <message>
        <source>Drag your start painting onto the wall so that it covers a star.</source>
        <translation>Przeciągnij obraz startowy na ścianę tak, by zakrył gwiazdę.</translation>
    </message>
    <message>
        <source>Everyone hangs a start painting over a star.</source>
        <translation>Każdy wiesza obraz startowy na gwieździe.</translation>
    </message>
    <message numerus="yes">
        <source>You are the auctioneer: choose %n more painting(s) by their backs.</source>
        <translation>
            <numerusform>Jesteś licytatorem: wybierz jeszcze %n obraz po rewersie.</numerusform>
            <numerusform>Jesteś licytatorem: wybierz jeszcze %n obrazy po rewersach.</numerusform>
            <numerusform>Jesteś licytatorem: wybierz jeszcze %n obrazów po rewersach.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} chooses the paintings for this round.</source>
        <translation>{name} wybiera obrazy na tę rundę.</translation>
    </message>
    <message>
        <source>Choose a lollipop in secret: everyone reveals at once, the highest picks first.</source>
        <translation>Wybierz lizaka w sekrecie: wszyscy odkrywają naraz, najwyższy wybiera pierwszy.</translation>
    </message>
    <message>
        <source>You hold out lollipop {v}. Waiting for the others…</source>
        <translation>Wystawiasz lizaka {v}. Czekamy na pozostałych…</translation>
    </message>
    <message>
        <source>Everyone chooses a lollipop in secret.</source>
        <translation>Wszyscy wybierają lizaki w sekrecie.</translation>
    </message>
    <message>
        <source>{name} picks a painting.</source>
        <translation>{name} wybiera obraz.</translation>
    </message>
    <message>
        <source>Your excess painting brings a 1-shield decor tile: drag it onto your wall (or to your assistant).</source>
        <translation>Za obraz nadmiarowy dostajesz dekorację z 1 tarczą: przeciągnij ją na ścianę (lub do asystenta).</translation>
    </message>
    <message>
        <source>Matching frames: drag a decor tile onto your wall (or to your assistant).</source>
        <translation>Pasujące ramy: przeciągnij dekorację na ścianę (lub do asystenta).</translation>
    </message>
    <message>
        <source>The painting in your hand fits nowhere on your wall: drag it to your assistant, or choose below what to do with it.</source>
        <translation>Obraz w twojej ręce nigdzie nie zmieści się na ścianie: przeciągnij go do asystenta albo wybierz poniżej, co z nim zrobić.</translation>
    </message>
    <message>
        <source>The painting in your hand fits nowhere on your wall: choose below what to do with it.</source>
        <translation>Obraz w twojej ręce nigdzie nie zmieści się na ścianie: wybierz poniżej, co z nim zrobić.</translation>
    </message>
    <message>
        <source>Matching frames: drag a decor tile onto your wall (or to your assistant), or take none.</source>
        <translation>Pasujące ramy: przeciągnij dekorację na ścianę (lub do asystenta) albo zrezygnuj.</translation>
    </message>
    <message>
        <source>Your pick: drag a painting from the row onto your wall, or onto your assistant.</source>
        <translation>Twój wybór: przeciągnij obraz z rzędu na ścianę albo do asystenta.</translation>
    </message>
    <message>
        <source>No painting on offer fits your wall: drag one to your assistant, or into your hand to choose what to do with it.</source>
        <translation>Żaden obraz na sprzedaż nie zmieści się na twojej ścianie: przeciągnij jeden do asystenta albo do ręki, by wybrać, co z nim zrobić.</translation>
    </message>
    <message>
        <source>No painting on offer fits your wall: drag one into your hand, then choose what to do with it.</source>
        <translation>Żaden obraz na sprzedaż nie zmieści się na twojej ścianie: przeciągnij jeden do ręki, a potem wybierz, co z nim zrobić.</translation>
    </message>
    <message>
        <source>Hang the painting from the museum on your wall.</source>
        <translation>Powieś obraz z muzeum na ścianie.</translation>
    </message>
    <message>
        <source>With the keyboard: Enter picks the painting up, the arrow keys move it on the wall, Enter hangs it.</source>
        <translation>Z klawiatury: Enter podnosi obraz, strzałki przesuwają go po ścianie, Enter go wiesza.</translation>
    </message>
    <message>
        <source>Drag the painting in your hand onto your wall.</source>
        <translation>Przeciągnij obraz z ręki na ścianę.</translation>
    </message>
    <message>
        <source>Confirm your turn, or take it back to hang things elsewhere.</source>
        <translation>Zatwierdź ruch albo go cofnij, by powiesić coś gdzie indziej.</translation>
    </message>
    <message>
        <source>Lollipops revealed, in picking order.</source>
        <translation>Odkryte lizaki, w kolejności wyboru.</translation>
    </message>
    <message>
        <source>The lollipops of the last round.</source>
        <translation>Lizaki z ostatniej rundy.</translation>
    </message>
    <message>
        <source>Start lollipops (ties): {bids}</source>
        <translation>Lizaki startowe (remisy): {bids}</translation>
    </message>
    <message>
        <source>{name}&apos;s wall</source>
        <translation>Ściana: {name}</translation>
    </message>
    <message>
        <source>{type}: prestige {steps}, {count} in the museum, ×{mult}</source>
        <translation>{type}: prestiż {steps}, w muzeum: {count}, ×{mult}</translation>
    </message>
    <message>
        <source>Museum</source>
        <translation>Muzeum</translation>
    </message>
    <message>
        <source>Lollipop value left (tie-break)</source>
        <translation>Wartość pozostałych lizaków (remis)</translation>
    </message>
    <message>
        <source>The game ended because {reason}.</source>
        <translation>Gra się skończyła, bo {reason}.</translation>
    </message>
    <message>
        <source>Take no more decor</source>
        <translation>Nie biorę więcej dekoracji</translation>
    </message>
</context>
<context>
    <name>ArtSocietyTutorial</name>
    <message>
        <source>This guided game follows a prepared deal: please make the move the coach asks for.</source>
        <translation>Ta gra z przewodnikiem idzie według przygotowanego rozdania: wykonaj ruch, o który prosi trener.</translation>
    </message>
    <message>
        <source>Not there: the coach rings the cells where this lesson&apos;s tile goes. Drag it back and try again.</source>
        <translation>Nie tam: trener zaznacza pola, na które idzie płytka z tej lekcji. Przeciągnij ją jeszcze raz.</translation>
    </message>
    <message>
        <source>Welcome to Art Society! You are a collector with a bare gallery wall: this grid. Each round a few paintings come up for sale, everyone offers a lollipop in secret, and the highest picks first. At the end each painting scores what its kind is worth in the museum&apos;s ranking; decor, the eyeline and a full wall add points.</source>
        <translation>Witaj w Art Society! Jesteś kolekcjonerem z pustą ścianą galerii: to ta siatka. W każdej rundzie kilka obrazów trafia na sprzedaż, wszyscy w tajemnicy wystawiają lizaka, a najwyższy wybiera pierwszy. Na koniec każdy obraz daje tyle punktów, ile jest wart jego rodzaj w rankingu muzeum; dekoracje, linia wzroku i pełna ściana dodają punkty.</translation>
    </message>
    <message>
        <source>First everyone hangs a start painting. Yours, a still life in a silver frame, waits beside the wall. Drag it onto the wall so that it covers a star cell: its top-left corner on row 5, column 5, where the coach rings.</source>
        <translation>Najpierw każdy wiesza obraz startowy. Twój, martwa natura w srebrnej ramie, czeka obok ściany. Przeciągnij go na ścianę tak, by zakrył pole z gwiazdką: lewym górnym rogiem na rząd 5, kolumnę 5, tam gdzie wskazuje trener.</translation>
    </message>
    <message>
        <source>Bruno holds the mallet: he is this round&apos;s auctioneer. He chooses one more painting than there are players, by their backs only (a stack for each shape).</source>
        <translation>Bruno trzyma młotek: prowadzi aukcję w tej rundzie. Wybiera o jeden obraz więcej, niż jest graczy, widząc tylko ich rewersy (każdy kształt ma swój stos).</translation>
    </message>
    <message>
        <source>Four paintings are on offer, above your wall. Everyone now offers one of their lollipops, 1 to 20, in secret; each can be played only once in the game. The highest picks first. Offer lollipop 10: click it.</source>
        <translation>Nad twoją ścianą są cztery obrazy na sprzedaż. Teraz każdy w tajemnicy wystawia jednego ze swoich lizaków, od 1 do 20; każdego można użyć tylko raz w grze. Najwyższy wybiera pierwszy. Wystaw lizaka 10: kliknij go.</translation>
    </message>
    <message>
        <source>The lollipops are revealed: your 10 beats Bruno&apos;s 9 and Ada&apos;s 8, so you pick first, then Bruno, then Ada.</source>
        <translation>Lizaki odkryte: twoje 10 bije 9 Bruna i 8 Ady, więc wybierasz pierwszy, potem Bruno, potem Ada.</translation>
    </message>
    <message>
        <source>Take the portrait 4×2 in a silver frame (value 5) and drag it onto your wall, its top-left corner on row 5, column 1: left of your start painting, touching it along an edge. While you drag, the wall shows in green where it may go.</source>
        <translation>Weź portret 4×2 w srebrnej ramie (wartość 5) i przeciągnij go na ścianę, lewym górnym rogiem na rząd 5, kolumnę 1: na lewo od obrazu startowego, stykając się z nim bokiem. Podczas przeciągania ściana pokazuje na zielono, gdzie można go powiesić.</translation>
    </message>
    <message>
        <source>This lesson is about frames: take the portrait in the silver frame.</source>
        <translation>Ta lekcja dotyczy ram: weź portret w srebrnej ramie.</translation>
    </message>
    <message>
        <source>Hang the portrait with its top-left corner on row 5, column 1.</source>
        <translation>Powieś portret lewym górnym rogiem w rzędzie 5, kolumnie 1.</translation>
    </message>
    <message>
        <source>Its silver frame touches your silver start painting: matching frames earn decor, here a one-shield tile (each shield is a point at the end). Drag it from the tray onto row 4, column 1, just above the portrait.</source>
        <translation>Jego srebrna rama styka się ze srebrnym obrazem startowym: pasujące ramy dają dekoracje, tutaj płytkę z jedną tarczą (każda tarcza to na koniec punkt). Przeciągnij ją z tacki na rząd 4, kolumnę 1, tuż nad portretem.</translation>
    </message>
    <message>
        <source>Until you confirm, you may take the turn back and hang things elsewhere. Press “Confirm: my turn is done”.</source>
        <translation>Dopóki nie zatwierdzisz, możesz cofnąć ruch i powiesić coś gdzie indziej. Naciśnij „Zatwierdź: koniec mojego ruchu”.</translation>
    </message>
    <message>
        <source>Nobody took the still life: it goes to the museum, and still lifes move up the prestige track by its value. At the end, the kinds highest in the museum are worth the most: 5 points a painting, then 4, 3 and 2.</source>
        <translation>Nikt nie wziął martwej natury: trafia do muzeum, a martwe natury przesuwają się na torze prestiżu o jej wartość. Na koniec najwyżej w muzeum stojące rodzaje są warte najwięcej: 5 punktów za obraz, potem 4, 3 i 2.</translation>
    </message>
    <message>
        <source>The mallet passes left: now you are the auctioneer. Choose four paintings by their backs; each button shows a shape, its value and how many are left. Start with a 4×4 (value 7).</source>
        <translation>Młotek przechodzi w lewo: teraz ty prowadzisz aukcję. Wybierz cztery obrazy po rewersach; każdy przycisk pokazuje kształt, wartość i ile zostało. Zacznij od 4×4 (wartość 7).</translation>
    </message>
    <message>
        <source>Your lollipop 10 is spent (it shows struck through). Offer 13 to pick first again.</source>
        <translation>Lizak 10 jest już zużyty (jest przekreślony). Wystaw 13, by znów wybierać pierwszy.</translation>
    </message>
    <message>
        <source>You pick first. Take the city life 4×4 (value 7) and hang it below your portrait, its top-left corner on row 7, column 1. It is no faux pas: only two paintings of the same kind side by side are one, and score nothing for their kind.</source>
        <translation>Wybierasz pierwszy. Weź życie miasta 4×4 (wartość 7) i powieś je pod portretem, lewym górnym rogiem w rzędzie 7, kolumnie 1. To nie faux pas: jest nim tylko para obrazów tego samego rodzaju obok siebie, która nie daje punktów za rodzaj.</translation>
    </message>
    <message>
        <source>Hang the city life with its top-left corner on row 7, column 1.</source>
        <translation>Powieś życie miasta lewym górnym rogiem w rzędzie 7, kolumnie 1.</translation>
    </message>
    <message>
        <source>Confirm your turn.</source>
        <translation>Zatwierdź swój ruch.</translation>
    </message>
    <message>
        <source>That is how every round goes. The game ends after the round in which a wall is full, a player has a second excess painting (one that fits nowhere), or the last lollipops are played. Then the scoring adds up each painting&apos;s kind, the decor shields, the eyeline bonus (the shaded rows) and a full wall, less open corners. Play on against the computer, or go back to the start page.</source>
        <translation>Tak wygląda każda runda. Gra kończy się po rundzie, w której czyjaś ściana jest pełna, ktoś ma drugi obraz nadmiarowy (taki, który nigdzie się nie mieści) albo zagrano ostatnie lizaki. Wtedy punktacja sumuje rodzaje obrazów, tarcze dekoracji, premię za linię wzroku (zacienione rzędy) i pełną ścianę, odejmując za wolne narożniki. Graj dalej z komputerem albo wróć do strony startowej.</translation>
    </message>
    <message>
        <source>The first two rounds of a three-player game, with a coach</source>
        <translation>Dwie pierwsze rundy gry na trzech graczy, z trenerem</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <source>Art Society</source>
        <translation>Art Society</translation>
    </message>
    <message>
        <source>Bid for paintings and hang them on your gallery wall; what nobody buys goes to the museum.</source>
        <translation>Licytuj obrazy i wieszaj je na ścianie swojej galerii; to, czego nikt nie kupi, trafia do muzeum.</translation>
    </message>
</context>
</TS>
