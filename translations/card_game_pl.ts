<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>CardGameChoices</name>
    <message>
        <source>Play %1</source>
        <translation>Wyłóż %1</translation>
    </message>
    <message>
        <source>Show %1 as a second card</source>
        <translation>Wyłóż %1 jako drugi obraz</translation>
    </message>
    <message>
        <source>Show no second card</source>
        <translation>Bez drugiego obrazu</translation>
    </message>
    <message>
        <source>Pick %1 in secret</source>
        <translation>Wybierz w tajemnicy: %1</translation>
    </message>
    <message>
        <source>Put the award token on %1</source>
        <translation>Połóż żeton nagrody na artyście %1</translation>
    </message>
    <message>
        <source>Add %1 as a bonus painting</source>
        <translation>Dołóż %1 jako obraz premiowy</translation>
    </message>
    <message>
        <source>Add no more bonus paintings</source>
        <translation>Nie dokładaj więcej obrazów premiowych</translation>
    </message>
</context>
<context>
    <name>CardGameFinal</name>
    <message>
        <source>not played</source>
        <translation>nierozegrana</translation>
    </message>
    <message>
        <source>{count} × {value} {artist}</source>
        <translation>{count} × {value} {artist}</translation>
    </message>
    <message numerus="yes">
        <source>(%n bonus card(s))</source>
        <translation>
            <numerusform>(%n karta premiowa)</numerusform>
            <numerusform>(%n karty premiowe)</numerusform>
            <numerusform>(%n kart premiowych)</numerusform>
        </translation>
    </message>
    <message>
        <source>= {total}</source>
        <translation>= {total}</translation>
    </message>
    <message>
        <source>Round by round: where the points came from</source>
        <translation>Runda po rundzie: skąd wzięły się punkty</translation>
    </message>
    <message>
        <source>Each round: the points earned, then paintings × points per painting for every artist that scored (face-down and bonus cards included), then the running total.</source>
        <translation>W każdej rundzie: zdobyte punkty, potem obrazy × punkty za obraz dla każdego punktującego artysty (wliczając zakryte i premiowe), na końcu suma do tej pory.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Runda {n}</translation>
    </message>
    <message>
        <source>Final points</source>
        <translation>Punkty końcowe</translation>
    </message>
</context>
<context>
    <name>CardGameGuide</name>
    <message>
        <source>Modern Art: The Card Game in a minute</source>
        <translation>Modern Art: gra karciana w minutę</translation>
    </message>
    <message>
        <source>In turn, each player lays one painting from their hand in front of them; a symbol on it lets them do a little more.</source>
        <translation>Po kolei każdy gracz wykłada przed sobą jeden obraz z ręki; symbol na nim pozwala zrobić coś jeszcze.</translation>
    </message>
    <message>
        <source>When one artist has six paintings on the table (five with two players), the round ends. The three artists shown most gain value tokens of 3, 2 and 1, which stay with them for the whole game.</source>
        <translation>Gdy jeden artysta ma na stole sześć obrazów (pięć w grze dwuosobowej), runda się kończy. Trzej najczęściej wystawiani artyści dostają żetony wartości 3, 2 i 1, które zostają przy nich do końca gry.</translation>
    </message>
    <message>
        <source>Each painting of those three artists earns all their tokens in points. After four rounds, the most points win.</source>
        <translation>Każdy obraz tych trzech artystów przynosi tyle punktów, ile warte są wszystkie ich żetony. Po czterech rundach wygrywa gracz z największą liczbą punktów.</translation>
    </message>
</context>
<context>
    <name>CardGameLog</name>
    <message>
        <source>{name}: {card}</source>
        <translation>{name}: {card}</translation>
    </message>
    <message>
        <source>The game begins. {name} plays first.</source>
        <translation>Gra się zaczyna. Pierwszy ruch: {name}.</translation>
    </message>
    <message>
        <source>Round {n} begins.</source>
        <translation>Zaczyna się runda {n}.</translation>
    </message>
    <message>
        <source>Extra card: {card}.</source>
        <translation>Karta dodatkowa: {card}.</translation>
    </message>
    <message>
        <source>You receive: {cards}.</source>
        <translation>Dostajesz: {cards}.</translation>
    </message>
    <message>
        <source>{name} draws a card.</source>
        <translation>{name} dobiera kartę.</translation>
    </message>
    <message>
        <source>You draw {card}.</source>
        <translation>Dobierasz: {card}.</translation>
    </message>
    <message>
        <source>{name} would draw, but the deck is empty.</source>
        <translation>Talia jest pusta: {name} nie dobiera karty.</translation>
    </message>
    <message>
        <source>{name} plays no second card.</source>
        <translation>{name} nie wykłada drugiego obrazu.</translation>
    </message>
    <message>
        <source>{name} adds a card face down.</source>
        <translation>{name} dokłada zakrytą kartę.</translation>
    </message>
    <message>
        <source>Your face-down card: {card}.</source>
        <translation>Twoja zakryta karta: {card}.</translation>
    </message>
    <message>
        <source>{name} calls for simultaneous play: everyone with cards chooses one in secret.</source>
        <translation>{name} ogłasza zagranie jednoczesne: każdy, kto ma karty, w tajemnicy wybiera jedną.</translation>
    </message>
    <message>
        <source>{name} has chosen.</source>
        <translation>{name}: wybór gotowy.</translation>
    </message>
    <message>
        <source>Your choice: {card}.</source>
        <translation>Twój wybór: {card}.</translation>
    </message>
    <message>
        <source>All reveal together: {cards}.</source>
        <translation>Wszyscy odkrywają naraz: {cards}.</translation>
    </message>
    <message numerus="yes">
        <source>Everyone receives %n card(s).</source>
        <translation>
            <numerusform>Każdy dostaje %n kartę.</numerusform>
            <numerusform>Każdy dostaje %n karty.</numerusform>
            <numerusform>Każdy dostaje %n kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} shows {card} (%n face up).</source>
        <translation>
            <numerusform>{name} wykłada: {card} (%n odkryta).</numerusform>
            <numerusform>{name} wykłada: {card} (%n odkryte).</numerusform>
            <numerusform>{name} wykłada: {card} (%n odkrytych).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} adds {card} face up (%n face up).</source>
        <translation>
            <numerusform>{name} dokłada odkrytą kartę: {card} (%n odkryta).</numerusform>
            <numerusform>{name} dokłada odkrytą kartę: {card} (%n odkryte).</numerusform>
            <numerusform>{name} dokłada odkrytą kartę: {card} (%n odkrytych).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} places an award token on {artist} (%n left).</source>
        <translation>
            <numerusform>{name} kładzie żeton nagrody: {artist} (został %n).</numerusform>
            <numerusform>{name} kładzie żeton nagrody: {artist} (zostały %n).</numerusform>
            <numerusform>{name} kładzie żeton nagrody: {artist} (zostało %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} would place an award token, but none are left.</source>
        <translation>Nie ma już żetonów nagrody: {name} żadnego nie kładzie.</translation>
    </message>
    <message>
        <source>Round {n} ends: nobody has a card left.</source>
        <translation>Runda {n} się kończy: nikt nie ma już kart.</translation>
    </message>
    <message>
        <source>Round {n} ends on {name}&apos;s turn.</source>
        <translation>Runda {n} się kończy (tura: {name}).</translation>
    </message>
    <message>
        <source>{name} adds a bonus card: {card} (worth {value}).</source>
        <translation>{name} dokłada kartę premiową: {card} (wartość: {value}).</translation>
    </message>
    <message>
        <source>{name} adds no more bonus cards.</source>
        <translation>{name} nie dokłada więcej kart premiowych.</translation>
    </message>
    <message>
        <source>Round {n} scored. Per painting: {top}. Points: {scores}.</source>
        <translation>Punktacja rundy {n}. Za obraz: {top}. Punkty: {scores}.</translation>
    </message>
    <message>
        <source>Round {n} is skipped: nobody holds a card.</source>
        <translation>Runda {n} zostaje pominięta: nikt nie ma kart.</translation>
    </message>
    <message>
        <source>The game is over. Winner: {names} with {points}.</source>
        <translation>Koniec gry. Wygrywa: {names} ({points}).</translation>
    </message>
</context>
<context>
    <name>CardGameNames</name>
    <message>
        <source>no symbol</source>
        <translation>bez symbolu</translation>
    </message>
    <message>
        <source>draw a card</source>
        <translation>dobierz kartę</translation>
    </message>
    <message>
        <source>second card face up</source>
        <translation>druga karta odkryta</translation>
    </message>
    <message>
        <source>second card face down</source>
        <translation>druga karta zakryta</translation>
    </message>
    <message>
        <source>simultaneous play</source>
        <translation>zagranie jednoczesne</translation>
    </message>
    <message>
        <source>award token</source>
        <translation>żeton nagrody</translation>
    </message>
    <message>
        <source>Take the top card of the deck into your hand.</source>
        <translation>Weź na rękę wierzchnią kartę talii.</translation>
    </message>
    <message>
        <source>You may show one more card of the same artist, face up.</source>
        <translation>Możesz wyłożyć odkrytą jeszcze jedną kartę tego samego artysty.</translation>
    </message>
    <message>
        <source>You may show one more card of any artist, face down: nobody sees it until scoring.</source>
        <translation>Możesz wyłożyć zakrytą jeszcze jedną kartę dowolnego artysty: nikt jej nie zobaczy aż do punktacji.</translation>
    </message>
    <message>
        <source>Everyone with cards picks one in secret; all are revealed together.</source>
        <translation>Każdy, kto ma karty, w tajemnicy wybiera jedną; wszystkie odkrywa się naraz.</translation>
    </message>
    <message>
        <source>Put an award token (2 points) on any artist, for the rest of the game.</source>
        <translation>Połóż żeton nagrody (2 punkty) na dowolnym artyście — zostaje tam do końca gry.</translation>
    </message>
    <message>
        <source>Bonus cards at scoring (one per artist you show)</source>
        <translation>Karty premiowe przy punktacji (po jednej na każdego wystawionego artystę)</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punkt</numerusform>
            <numerusform>%n punkty</numerusform>
            <numerusform>%n punktów</numerusform>
        </translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3.</translation>
    </message>
</context>
<context>
    <name>CardGamePrompt</name>
    <message>
        <source>{card}: {effect}</source>
        <translation>{card}: {effect}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Koniec gry.</translation>
    </message>
    <message>
        <source>Your turn: show a painting from your hand (double click shows it at once).</source>
        <translation>Twoja kolej: wyłóż obraz z ręki (dwuklik wykłada go od razu).</translation>
    </message>
    <message>
        <source>Show a second {artist} painting face up?</source>
        <translation>Wyłożyć drugi odkryty obraz ({artist})?</translation>
    </message>
    <message>
        <source>You hold no {artist} painting.</source>
        <translation>Nie masz na ręce obrazu: {artist}.</translation>
    </message>
    <message>
        <source>Add a second painting of any artist face down? Nobody else sees it until scoring.</source>
        <translation>Dołożyć zakryty drugi obraz dowolnego artysty? Nikt inny nie zobaczy go aż do punktacji.</translation>
    </message>
    <message>
        <source>Simultaneous play: choose a painting. It stays hidden until everyone has chosen, then all are shown together.</source>
        <translation>Zagranie jednoczesne: wybierz obraz. Pozostanie ukryty, aż wszyscy wybiorą; potem wszystkie zostaną odkryte naraz.</translation>
    </message>
    <message>
        <source>Place an award token (2 points) on any artist: it stays there for the rest of the game.</source>
        <translation>Połóż żeton nagrody (2 punkty) na dowolnym artyście: zostanie tam do końca gry.</translation>
    </message>
    <message>
        <source>Scoring: you may add one bonus painting from your hand for each artist you show. It scores that artist&apos;s value.</source>
        <translation>Punktacja: możesz dołożyć z ręki po jednym obrazie premiowym każdego artysty, którego obrazy masz przed sobą. Liczy się on według wartości tego artysty.</translation>
    </message>
    <message>
        <source>&amp;Show this painting</source>
        <translation>&amp;Wyłóż ten obraz</translation>
    </message>
    <message>
        <source>&amp;Show it face up</source>
        <translation>&amp;Wyłóż odkryty</translation>
    </message>
    <message>
        <source>&amp;No second painting</source>
        <translation>&amp;Bez drugiego obrazu</translation>
    </message>
    <message>
        <source>&amp;Play it face down</source>
        <translation>&amp;Połóż zakryty</translation>
    </message>
    <message>
        <source>&amp;Choose this painting</source>
        <translation>&amp;Wybierz ten obraz</translation>
    </message>
    <message>
        <source>&amp;Add as a bonus painting</source>
        <translation>&amp;Dołóż jako premiowy</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Gotowe</translation>
    </message>
    <message>
        <source>Select a painting to see what its symbol does.</source>
        <translation>Zaznacz obraz, aby zobaczyć, co robi jego symbol.</translation>
    </message>
    <message>
        <source>{card}: no symbol.</source>
        <translation>{card}: bez symbolu.</translation>
    </message>
    <message>
        <source>{card} ends the round: its symbol is ignored.</source>
        <translation>{card} kończy rundę: jej symbol się pomija.</translation>
    </message>
    <message>
        <source>Value per painting this round: {values}.</source>
        <translation>Wartość obrazu w tej rundzie: {values}.</translation>
    </message>
    <message>
        <source>Your choice: {card}.</source>
        <translation>Twój wybór: {card}.</translation>
    </message>
    <message>
        <source>Simultaneous play: waiting for {names}…</source>
        <translation>Zagranie jednoczesne: czekamy na: {names}…</translation>
    </message>
    <message>
        <source>{name} chooses a painting to show…</source>
        <translation>{name} wybiera obraz do wyłożenia…</translation>
    </message>
    <message>
        <source>{name} may show a second painting face up…</source>
        <translation>{name} może wyłożyć odkryty drugi obraz…</translation>
    </message>
    <message>
        <source>{name} may add a painting face down…</source>
        <translation>{name} może dołożyć zakryty obraz…</translation>
    </message>
    <message>
        <source>{name} places an award token…</source>
        <translation>{name} kładzie żeton nagrody…</translation>
    </message>
    <message>
        <source>Scoring: {name} chooses bonus paintings…</source>
        <translation>Punktacja: {name} wybiera obrazy premiowe…</translation>
    </message>
</context>
<context>
    <name>CardGameRefusals</name>
    <message>
        <source>That painting is not in your hand.</source>
        <translation>Nie masz tego obrazu na ręce.</translation>
    </message>
    <message>
        <source>The second face-up painting must be by %1.</source>
        <translation>Drugi odkryty obraz musi być tego samego autora: %1.</translation>
    </message>
    <message>
        <source>There is no such artist.</source>
        <translation>Nie ma takiego artysty.</translation>
    </message>
    <message>
        <source>A bonus painting must be by an artist you already show (%1 is not among your paintings).</source>
        <translation>Obraz premiowy musi być autorstwa artysty, którego obrazy już masz przed sobą (nie masz przed sobą obrazów: %1).</translation>
    </message>
    <message>
        <source>You already added a bonus painting by %1.</source>
        <translation>Obraz premiowy tego autora już został dołożony: %1.</translation>
    </message>
</context>
<context>
    <name>CardGameScoring</name>
    <message>
        <source>End of round</source>
        <translation>Koniec rundy</translation>
    </message>
    <message>
        <source>Round {n} is scored</source>
        <translation>Punktacja rundy {n}</translation>
    </message>
    <message>
        <source>The round ends: nobody has a card left.</source>
        <translation>Runda się kończy: nikt nie ma już kart.</translation>
    </message>
    <message>
        <source>The round ends on {name}&apos;s turn: an artist reached the face-up limit.</source>
        <translation>Runda się kończy (tura: {name}): jeden z artystów osiągnął limit odkrytych obrazów.</translation>
    </message>
    <message>
        <source>Artist</source>
        <translation>Artysta</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <source>Per painting</source>
        <translation>Za obraz</translation>
    </message>
    <message>
        <source>{place} (+{token})</source>
        <translation>{place} (+{token})</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Paintings (face-down ones revealed)</source>
        <translation>Obrazy (także te leżące zakryte)</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Premia</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Ta runda</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Dalej</translation>
    </message>
</context>
<context>
    <name>CardGameTable</name>
    <message>
        <source>Round {n}</source>
        <translation>Runda {n}</translation>
    </message>
    <message>
        <source>skipped: nobody held a card</source>
        <translation>pominięta: nikt nie miał karty</translation>
    </message>
    <message>
        <source>not played yet</source>
        <translation>jeszcze nie rozegrana</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>pauza</translation>
    </message>
    <message>
        <source>has chosen</source>
        <translation>wybór gotowy</translation>
    </message>
    <message>
        <source>choosing…</source>
        <translation>wybiera…</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>myśli…</translation>
    </message>
    <message>
        <source>out of cards</source>
        <translation>bez kart</translation>
    </message>
    <message numerus="yes">
        <source>%n in hand</source>
        <translation>
            <numerusform>%n karta na ręce</numerusform>
            <numerusform>%n karty na ręce</numerusform>
            <numerusform>%n kart na ręce</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Ruch</translation>
    </message>
    <message>
        <source>Your paintings this round; face-down ones are dimmed.</source>
        <translation>Twoje obrazy w tej rundzie; zakryte są przyciemnione.</translation>
    </message>
    <message>
        <source>Your hand and face-down cards stay hidden until your turn: others may be looking.</source>
        <translation>Twoja ręka i zakryte karty są schowane do twojego ruchu: inni mogą patrzeć.</translation>
    </message>
    <message>
        <source>no tokens yet</source>
        <translation>jeszcze bez żetonów</translation>
    </message>
    <message>
        <source>{place}: {value} per card</source>
        <translation>{place} miejsce: {value} za kartę</translation>
    </message>
    <message>
        <source>scores nothing</source>
        <translation>nic nie daje</translation>
    </message>
    <message numerus="yes">
        <source>%n face down</source>
        <translation>
            <numerusform>%n zakryta</numerusform>
            <numerusform>%n zakryte</numerusform>
            <numerusform>%n zakrytych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{artist}: tokens worth {worth} so far; %n of {limit} face-up cards this round</source>
        <translation>
            <numerusform>{artist}: żetony warte dotąd {worth}; odkryte obrazy w tej rundzie: %n z {limit}</numerusform>
            <numerusform>{artist}: żetony warte dotąd {worth}; odkryte obrazy w tej rundzie: %n z {limit}</numerusform>
            <numerusform>{artist}: żetony warte dotąd {worth}; odkryte obrazy w tej rundzie: %n z {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of {limit} face up</source>
        <translation>
            <numerusform>odkryte: %n z {limit}</numerusform>
            <numerusform>odkryte: %n z {limit}</numerusform>
            <numerusform>odkryte: %n z {limit}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the deck</source>
        <translation>
            <numerusform>%n karta w talii</numerusform>
            <numerusform>%n karty w talii</numerusform>
            <numerusform>%n kart w talii</numerusform>
        </translation>
    </message>
    <message>
        <source>Extra card: {card}</source>
        <translation>Karta dodatkowa: {card}</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Talia</translation>
    </message>
    <message>
        <source>Extra card</source>
        <translation>Dodatkowa</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Punktacja</translation>
    </message>
    <message>
        <source>R{n}</source>
        <translation>R{n}</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
</context>
<context>
    <name>CardGameTutorial</name>
    <message>
        <source>This guided game follows a prepared deal: please make the move the coach asks for.</source>
        <translation>Ta gra z przewodnikiem idzie według przygotowanego rozdania: wykonaj ruch, o który prosi trener.</translation>
    </message>
    <message>
        <source>Welcome to Modern Art: The Card Game! Over four rounds, everyone shows paintings from their hand. When a round ends, the three artists shown most gain value, and each of their paintings in front of you scores points. The most points after four rounds win.</source>
        <translation>Witaj w Modern Art: The Card Game! Przez cztery rundy wszyscy wykładają obrazy z ręki. Gdy runda się kończy, trzej najczęściej wykładani artyści zyskują na wartości, a każdy ich obraz leżący przed tobą daje punkty. Po czterech rundach wygrywa ten, kto ma najwięcej punktów.</translation>
    </message>
    <message>
        <source>The five artist cards count the paintings shown this round. The card beside the deck is this round&apos;s extra painting: it counts for its artist too (here, a Karl Gitter). The round ends when one artist has six paintings shown.</source>
        <translation>Pięć kart artystów liczy obrazy wyłożone w tej rundzie. Karta obok talii to dodatkowy obraz tej rundy: też liczy się dla swojego artysty (tu Karl Gitter). Runda kończy się, gdy jeden artysta ma wyłożonych sześć obrazów.</translation>
    </message>
    <message>
        <source>In turn, each player shows one painting. A symbol on it lets you do a little more. Show your Krypto with the draw symbol: you will take the top card of the deck into your hand. Click it, then “Show this painting”.</source>
        <translation>Po kolei każdy gracz wykłada jeden obraz. Symbol na nim pozwala zrobić coś więcej. Wyłóż swojego Krypto z symbolem dobierania: weźmiesz do ręki wierzchnią kartę talii. Kliknij go, a potem „Wyłóż ten obraz”.</translation>
    </message>
    <message>
        <source>This lesson is the draw symbol: show the Krypto that has it.</source>
        <translation>Ta lekcja dotyczy symbolu dobierania: wyłóż Krypto z tym symbolem.</translation>
    </message>
    <message>
        <source>Ada and Bruno each showed a Karl Gitter. Show your Karl Gitter with the award symbol: it lets you place an award token on any artist.</source>
        <translation>Ada i Bruno wyłożyli po jednym Karlu Gitterze. Wyłóż swojego Karla Gittera z symbolem nagrody: pozwala położyć żeton nagrody na dowolnym artyście.</translation>
    </message>
    <message>
        <source>This lesson is the award: show the Karl Gitter that has it.</source>
        <translation>Ta lekcja dotyczy nagrody: wyłóż Karla Gittera z tym symbolem.</translation>
    </message>
    <message>
        <source>An award token stays on its artist for the whole game: it adds 2 points to each of that artist&apos;s paintings whenever the artist is among the top three. Your hand is full of Yoko: click Yoko&apos;s artist card.</source>
        <translation>Żeton nagrody zostaje przy artyście do końca gry: dodaje 2 punkty każdemu jego obrazowi, gdy tylko artysta jest w pierwszej trójce. Masz w ręce dużo Yoko: kliknij kartę artystki Yoko.</translation>
    </message>
    <message>
        <source>Put the award on Yoko: you hold many of her paintings.</source>
        <translation>Połóż nagrodę na Yoko: masz wiele jej obrazów.</translation>
    </message>
    <message>
        <source>Ada shows a Yoko with the simultaneous symbol: everyone who holds cards picks one painting in secret, and all of them are shown together.</source>
        <translation>Ada wykłada Yoko z symbolem zagrania jednoczesnego: każdy, kto ma karty, wybiera w tajemnicy jeden obraz, a wszystkie są odkrywane razem.</translation>
    </message>
    <message>
        <source>Pick a Yoko in secret: click it, then “Choose this painting”. Nobody sees it until everyone has chosen.</source>
        <translation>Wybierz w tajemnicy Yoko: kliknij ją, a potem „Wybierz ten obraz”. Nikt jej nie zobaczy, dopóki wszyscy nie wybiorą.</translation>
    </message>
    <message>
        <source>All three are shown at once: a Karl Gitter from Bruno, a Yoko from you and from Ada. A symbol on a card picked this way does nothing.</source>
        <translation>Wszystkie trzy zostają odkryte naraz: Karl Gitter od Bruna, Yoko od ciebie i od Ady. Symbol na karcie wybranej w ten sposób nic nie robi.</translation>
    </message>
    <message>
        <source>Bruno shows a Yoko with an award and puts his token on Krypto.</source>
        <translation>Bruno wykłada Yoko z nagrodą i kładzie swój żeton na Krypto.</translation>
    </message>
    <message>
        <source>Yoko has four paintings shown: the sixth will end the round. Show your Yoko with the face-down symbol: it lets you add a second painting of any artist, face down.</source>
        <translation>Yoko ma już cztery wyłożone obrazy: szósty zakończy rundę. Wyłóż swoją Yoko z symbolem karty zakrytej: pozwala dołożyć drugi obraz dowolnego artysty, zakryty.</translation>
    </message>
    <message>
        <source>This lesson is the face-down symbol: show the Yoko that has it.</source>
        <translation>Ta lekcja dotyczy symbolu karty zakrytej: wyłóż Yoko z tym symbolem.</translation>
    </message>
    <message>
        <source>Nobody sees a face-down painting until the round ends, but then it counts for its artist and scores. Krypto may still come third: add your plain Krypto, then press “Play it face down”.</source>
        <translation>Nikt nie widzi zakrytego obrazu do końca rundy, ale potem liczy się dla swojego artysty i daje punkty. Krypto może jeszcze być trzeci: dołóż swojego zwykłego Krypto, a potem naciśnij „Połóż zakryty”.</translation>
    </message>
    <message>
        <source>Ada shows the sixth Yoko: the round ends at once, and the face-down paintings are turned up. Yoko is first, Karl Gitter second, Krypto third: they get value tokens of 3, 2 and 1, and the awards add 2 to Yoko and Krypto.</source>
        <translation>Ada wykłada szóstą Yoko: runda od razu się kończy, a zakryte obrazy zostają odkryte. Yoko jest pierwsza, Karl Gitter drugi, Krypto trzeci: dostają żetony wartości 3, 2 i 1, a nagrody dodają 2 do Yoko i Krypto.</translation>
    </message>
    <message>
        <source>Before the scoring, each player may add from the hand one bonus painting of each artist they show; it scores like the others. Add a Yoko: click it, then “Add as a bonus painting”.</source>
        <translation>Przed punktacją każdy gracz może dołożyć z ręki po jednym obrazie premiowym każdego artysty, którego obrazy ma przed sobą; liczy się jak pozostałe. Dołóż Yoko: kliknij ją, a potem „Dołóż jako premiowy”.</translation>
    </message>
    <message>
        <source>That is enough for this round: press “Done”.</source>
        <translation>To wystarczy w tej rundzie: naciśnij „Gotowe”.</translation>
    </message>
    <message>
        <source>Round one is scored. Each Yoko earned you 5 points (3 for first place, 2 for your award), the Karl Gitter 2, each Krypto 3: 23 points, the best of the table. The tokens stay for the whole game, so an artist in fashion again is worth more. That is the whole game: three more rounds. Play on against the computer, or go back to the start page.</source>
        <translation>Pierwsza runda podliczona. Każda Yoko dała ci 5 punktów (3 za pierwsze miejsce, 2 za twoją nagrodę), Karl Gitter 2, każdy Krypto 3: 23 punkty, najwięcej przy stole. Żetony zostają do końca gry, więc artysta znów w modzie jest wart więcej. To cała gra: jeszcze trzy rundy. Graj dalej z komputerem albo wróć do strony startowej.</translation>
    </message>
    <message>
        <source>Round one of a three-player game, with a coach</source>
        <translation>Pierwsza runda gry na trzech graczy, z trenerem</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <source>Modern Art: The Card Game</source>
        <translation>Modern Art: gra karciana</translation>
    </message>
    <message>
        <source>No money, no bidding: play paintings to push your favourite artists up the ranking.</source>
        <translation>Bez pieniędzy i bez licytacji: wykładaj obrazy i wypychaj ulubionych artystów na szczyt rankingu.</translation>
    </message>
</context>
</TS>
