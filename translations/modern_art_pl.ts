<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>AuctionPanels</name>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} się zastanawia…</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>Czekamy na: {name}…</translation>
    </message>
    <message>
        <source>Your turn to be the auctioneer: choose a painting from your hand (double click offers it at once).</source>
        <translation>Prowadzisz aukcję: wybierz obraz z ręki (dwuklik od razu go wystawia).</translation>
    </message>
    <message>
        <source>(choosing a painting to auction)</source>
        <translation>(wybiera obraz na aukcję)</translation>
    </message>
    <message>
        <source>You may add a second {artist} painting (not a double): both are then sold in its auction.</source>
        <translation>Możesz dołożyć drugi obraz artysty {artist} (nie z aukcją łączoną): oba zostaną sprzedane na jego aukcji.</translation>
    </message>
    <message>
        <source>{name} added nothing. Add a {artist} painting (not a double) and you become the auctioneer of both: the money goes to you.</source>
        <translation>{name} nie dokłada obrazu. Jeśli dołożysz obraz artysty {artist} (nie z aukcją łączoną), poprowadzisz aukcję obu obrazów i to ty dostaniesz pieniądze.</translation>
    </message>
    <message>
        <source>(deciding whether to add a second {artist})</source>
        <translation>(decyduje, czy dołożyć drugi obraz: {artist})</translation>
    </message>
    <message>
        <source>Click the painting in your hand, then add it (a double click adds it at once).</source>
        <translation>Kliknij obraz w swojej ręce, a potem go dołóż (dwuklik dokłada go od razu).</translation>
    </message>
    <message>
        <source>Bidding…</source>
        <translation>Licytacja…</translation>
    </message>
    <message>
        <source>Going once…</source>
        <translation>Po raz pierwszy…</translation>
    </message>
    <message>
        <source>Going twice…</source>
        <translation>Po raz drugi…</translation>
    </message>
    <message>
        <source>Sold!</source>
        <translation>Sprzedane!</translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation>Brak ofert</translation>
    </message>
    <message>
        <source>highest bid: {name}</source>
        <translation>najwyższa oferta: {name}</translation>
    </message>
    <message>
        <source>{name}: {amount}</source>
        <translation>{name}: {amount}</translation>
    </message>
    <message>
        <source>{name}: passed</source>
        <translation>{name}: pas</translation>
    </message>
    <message>
        <source>You cannot top this bid with your money: pass.</source>
        <translation>Nie masz dość pieniędzy, żeby przebić tę ofertę: spasuj.</translation>
    </message>
    <message>
        <source>Not sent: your {typed} is below the lowest bid allowed now, {least}. Type a higher amount, or pass.</source>
        <translation>Nie wysłano: twoje {typed} to mniej niż najniższa dozwolona teraz oferta, {least}. Wpisz wyższą kwotę albo spasuj.</translation>
    </message>
    <message>
        <source>Your turn: bid higher or pass. You speak only once.</source>
        <translation>Twoja kolej: przebij ofertę albo spasuj. Mówisz tylko raz.</translation>
    </message>
    <message>
        <source>Bid higher or pass. A new bid lets everyone bid again.</source>
        <translation>Przebij ofertę albo spasuj. Każda nowa oferta pozwala wszystkim licytować dalej.</translation>
    </message>
    <message>
        <source>You hold the highest bid.</source>
        <translation>Twoja oferta jest najwyższa.</translation>
    </message>
    <message>
        <source>You passed. If someone bids, you may bid again.</source>
        <translation>Spasowano. Jeśli ktoś przebije, możesz znów licytować.</translation>
    </message>
    <message>
        <source>The others are bidding…</source>
        <translation>Pozostali licytują…</translation>
    </message>
    <message>
        <source>{name}: fist closed</source>
        <translation>{name}: pięść zaciśnięta</translation>
    </message>
    <message>
        <source>{name}: deciding</source>
        <translation>{name}: namysł</translation>
    </message>
    <message>
        <source>Your sealed bid: {amount}</source>
        <translation>Twoja zakryta oferta: {amount}</translation>
    </message>
    <message>
        <source>no bid</source>
        <translation>brak oferty</translation>
    </message>
    <message>
        <source>Choose your secret bid (0 means no bid). Nobody sees it until every fist is closed.</source>
        <translation>Wybierz tajną ofertę (0 oznacza brak oferty). Nikt jej nie zobaczy, dopóki wszyscy nie zacisną pięści.</translation>
    </message>
    <message>
        <source>Waiting for the other fists to close…</source>
        <translation>Czekamy, aż pozostali zacisną pięści…</translation>
    </message>
    <message>
        <source>No price yet</source>
        <translation>Cena jeszcze nieustalona</translation>
    </message>
    <message>
        <source>Name your price. If nobody buys, you must buy the painting yourself at that price.</source>
        <translation>Podaj cenę. Jeśli nikt nie kupi, sam musisz kupić obraz za tę cenę.</translation>
    </message>
    <message>
        <source>You do not have enough money to buy: pass.</source>
        <translation>Nie masz dość pieniędzy, żeby kupić: spasuj.</translation>
    </message>
    <message>
        <source>Your turn: buy at this price or pass.</source>
        <translation>Twoja kolej: kup za tę cenę albo spasuj.</translation>
    </message>
    <message>
        <source>(naming a price)</source>
        <translation>(ustala cenę)</translation>
    </message>
    <message numerus="yes">
        <source>You may turn up a random card of the mystery hand (%n left). It counts as offered and belongs to nobody.</source>
        <translation>
            <numerusform>Możesz odkryć losową kartę z tajemniczej ręki (została %n). Liczy się jako wystawiona i nie należy do nikogo.</numerusform>
            <numerusform>Możesz odkryć losową kartę z tajemniczej ręki (zostały %n). Liczy się jako wystawiona i nie należy do nikogo.</numerusform>
            <numerusform>Możesz odkryć losową kartę z tajemniczej ręki (zostało %n). Liczy się jako wystawiona i nie należy do nikogo.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Offer this painting</source>
        <translation>&amp;Wystaw ten obraz</translation>
    </message>
    <message>
        <source>&amp;Add this painting</source>
        <translation>&amp;Dołóż ten obraz</translation>
    </message>
    <message>
        <source>Add &amp;nothing</source>
        <translation>&amp;Nie dokładam</translation>
    </message>
    <message>
        <source>&amp;Bid</source>
        <translation>&amp;Licytuj</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Pas</translation>
    </message>
    <message>
        <source>Close my &amp;fist on this bid</source>
        <translation>&amp;Zaciśnij pięść na tej ofercie</translation>
    </message>
    <message>
        <source>&amp;Set this price</source>
        <translation>&amp;Ustal tę cenę</translation>
    </message>
    <message>
        <source>&amp;Buy for {amount}</source>
        <translation>&amp;Kup za {amount}</translation>
    </message>
    <message>
        <source>&amp;Reveal a mystery card</source>
        <translation>&amp;Odkryj tajemniczą kartę</translation>
    </message>
    <message>
        <source>&amp;Leave it</source>
        <translation>&amp;Nie odkrywaj</translation>
    </message>
    <message>
        <source>(the mystery hand)</source>
        <translation>(tajemnicza ręka)</translation>
    </message>
    <message>
        <source>The game is over. Most money: {names}, {amount}.</source>
        <translation>Koniec gry. Najwięcej pieniędzy: {names}, {amount}.</translation>
    </message>
    <message>
        <source>{auction}: {artist}</source>
        <translation>{auction}: {artist}</translation>
    </message>
    <message>
        <source>Auctioneer: {name}</source>
        <translation>Prowadzi: {name}</translation>
    </message>
    <message>
        <source>took over the double from {name}</source>
        <translation>przejęła aukcję łączoną od: {name}</translation>
    </message>
    <message>
        <source>two paintings, one price</source>
        <translation>dwa obrazy, jedna cena</translation>
    </message>
    <message>
        <source>Offered by {name}</source>
        <translation>Wystawia: {name}</translation>
    </message>
    <message>
        <source>{name} is the auctioneer</source>
        <translation>Aukcję prowadzi: {name}</translation>
    </message>
    <message>
        <source>The mystery hand</source>
        <translation>Tajemnicza ręka</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Koniec gry</translation>
    </message>
    <message>
        <source>{artist} ×2</source>
        <translation>{artist} ×2</translation>
    </message>
    <message>
        <source>Last sale: nobody bid, {name} keeps {what} for free.</source>
        <translation>Ostatnia sprzedaż: brak ofert, {name} zatrzymuje obraz {what} za darmo.</translation>
    </message>
    <message>
        <source>Last sale: {name} buys {what} for {amount} (paid to the bank).</source>
        <translation>Ostatnia sprzedaż: {name} kupuje {what} za {amount} (płaci bankowi).</translation>
    </message>
    <message>
        <source>Last sale: {name} buys {what} from {seller} for {amount}.</source>
        <translation>Ostatnia sprzedaż: {name} kupuje {what} za {amount} (sprzedaje: {seller}).</translation>
    </message>
    <message>
        <source>Sealed bids revealed: {bids}</source>
        <translation>Odkryte oferty: {bids}</translation>
    </message>
</context>
<context>
    <name>Auctions</name>
    <message>
        <source>Open auction</source>
        <translation>Aukcja otwarta</translation>
    </message>
    <message>
        <source>Once-around auction</source>
        <translation>Aukcja jednorazowa</translation>
    </message>
    <message>
        <source>Sealed auction</source>
        <translation>Aukcja zamkniętej dłoni</translation>
    </message>
    <message>
        <source>Fixed-price auction</source>
        <translation>Aukcja ustalonej ceny</translation>
    </message>
    <message>
        <source>Double auction</source>
        <translation>Aukcja łączona</translation>
    </message>
    <message>
        <source>Everyone may bid, in any order, as often as they like. The auction ends when all others have passed on the highest bid.</source>
        <translation>Każdy może licytować w dowolnej kolejności i dowolnie często. Aukcja kończy się, gdy wszyscy pozostali spasują przy najwyższej ofercie.</translation>
    </message>
    <message>
        <source>Starting left of the auctioneer, each player bids once or passes; the auctioneer speaks last.</source>
        <translation>Zaczynając od gracza po lewej prowadzącego, każdy raz licytuje albo pasuje; prowadzący mówi ostatni.</translation>
    </message>
    <message>
        <source>Everyone secretly commits one bid at the same time; the highest bid wins when all are revealed.</source>
        <translation>Wszyscy jednocześnie i w tajemnicy składają jedną ofertę; po odkryciu wygrywa najwyższa.</translation>
    </message>
    <message>
        <source>The auctioneer names a price; in turn, each player may buy at that price. If nobody buys, the auctioneer must.</source>
        <translation>Prowadzący ustala cenę; po kolei każdy może kupić obraz za tę cenę. Jeśli nikt nie kupi, musi go kupić prowadzący.</translation>
    </message>
    <message>
        <source>The auctioneer may add a second painting of the same artist; both are then sold together in the second card&apos;s auction.</source>
        <translation>Prowadzący może dołożyć drugi obraz tego samego artysty; oba sprzedaje się razem na aukcji wskazanej przez drugą kartę.</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Artist values</source>
        <translation>Wartość artystów</translation>
    </message>
    <message>
        <source>Round %1 (current)</source>
        <translation>Runda %1 (bieżąca)</translation>
    </message>
    <message>
        <source>no token</source>
        <translation>brak żetonu</translation>
    </message>
    <message>
        <source>%1 of 5</source>
        <translation>%1 z 5</translation>
    </message>
    <message>
        <source>%1 of 5: one more ends the round</source>
        <translation>%1 z 5: jeszcze jeden kończy rundę</translation>
    </message>
    <message>
        <source>Artist values: a painting is worth the sum of its artist&apos;s tokens, but only if the artist is in this round&apos;s top three.</source>
        <translation>Wartość artystów: obraz jest wart sumę żetonów swojego artysty, ale tylko wtedy, gdy artysta jest w pierwszej trójce tej rundy.</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runda %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <source>Offered</source>
        <translation>Wystawione</translation>
    </message>
    <message>
        <source>%1: %2 of 5 cards offered this round</source>
        <translation>%1: wystawiono %2 z 5 kart w tej rundzie</translation>
    </message>
    <message>
        <source>{names} or {last}</source>
        <translation>{names} lub {last}</translation>
    </message>
    <message>
        <source>One more %1 ends the round.</source>
        <translation>Jeszcze jeden %1 i koniec rundy.</translation>
    </message>
    <message>
        <source>The next %1 offered ends the round.</source>
        <translation>Kolejny wystawiony obraz artysty %1 zakończy rundę.</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <source>Modern Art</source>
        <translation>Modern Art</translation>
    </message>
    <message>
        <source>Five kinds of auction, secret money, four rounds: buy the paintings whose market is about to rise.</source>
        <translation>Pięć rodzajów aukcji, tajne pieniądze, cztery rundy: kupuj obrazy, których ceny zaraz pójdą w górę.</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <source>Offer %1</source>
        <translation>Wystaw %1</translation>
    </message>
    <message>
        <source>Add %1 to the double</source>
        <translation>Dołóż %1 do podwójnej aukcji</translation>
    </message>
    <message>
        <source>Add no second painting</source>
        <translation>Nie dokładaj drugiego obrazu</translation>
    </message>
    <message>
        <source>Bid %1 now, and up to %2 in this auction</source>
        <translation>Licytuj teraz %1, a w tej aukcji do %2</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Licytuj %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasuj</translation>
    </message>
    <message>
        <source>Bid %1 in secret</source>
        <translation>Licytuj w tajemnicy %1</translation>
    </message>
    <message>
        <source>Ask %1 for it</source>
        <translation>Zażądaj za niego %1</translation>
    </message>
    <message>
        <source>Buy at the asking price</source>
        <translation>Kup po żądanej cenie</translation>
    </message>
    <message>
        <source>Reveal a mystery card</source>
        <translation>Odkryj tajemniczą kartę</translation>
    </message>
    <message>
        <source>Leave the mystery hand</source>
        <translation>Zostaw tajemniczą rękę</translation>
    </message>
</context>
<context>
    <name>FinalBreakdown</name>
    <message>
        <source>Round by round: where the money came from</source>
        <translation>Runda po rundzie: skąd wzięły się pieniądze</translation>
    </message>
    <message>
        <source>received as auctioneer</source>
        <translation>wpływy prowadzącego aukcję</translation>
    </message>
    <message>
        <source>paid for paintings bought</source>
        <translation>zapłacone za kupione obrazy</translation>
    </message>
    <message>
        <source>paid by the bank at the round&apos;s end</source>
        <translation>wypłata z banku na koniec rundy</translation>
    </message>
    <message>
        <source>everyone started with {amount}</source>
        <translation>każdy zaczynał z kwotą {amount}</translation>
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
        <source>Final money</source>
        <translation>Pieniądze na koniec</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>nierozegrana</translation>
    </message>
    <message>
        <source>= {amount}</source>
        <translation>= {amount}</translation>
    </message>
</context>
<context>
    <name>HotSeat</name>
    <message>
        <source>Sealed bids are entered one at a time behind the curtain; everyone else, please look away.</source>
        <translation>Zakryte oferty składa się po kolei za kurtyną; pozostali, proszę odwrócić wzrok.</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>The game begins. {name} is the first auctioneer.</source>
        <translation>Gra się zaczyna. Pierwszą aukcję prowadzi: {name}.</translation>
    </message>
    <message numerus="yes">
        <source>Round {n} begins: %n new card(s) for each player.</source>
        <translation>
            <numerusform>Początek rundy {n}: każdy dostaje %n nową kartę.</numerusform>
            <numerusform>Początek rundy {n}: każdy dostaje %n nowe karty.</numerusform>
            <numerusform>Początek rundy {n}: każdy dostaje %n nowych kart.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {n} begins: no new cards this round.</source>
        <translation>Początek rundy {n}: w tej rundzie nie ma nowych kart.</translation>
    </message>
    <message>
        <source>You receive: {cards}.</source>
        <translation>Otrzymujesz: {cards}.</translation>
    </message>
    <message>
        <source>{name} offers {card} ({count} of 5 this round).</source>
        <translation>{name} wystawia {card} ({count}. z 5 w tej rundzie).</translation>
    </message>
    <message>
        <source>{name} may add a second painting.</source>
        <translation>{name} może dołożyć drugi obraz.</translation>
    </message>
    <message>
        <source>{name} adds nothing.</source>
        <translation>{name} nic nie dokłada.</translation>
    </message>
    <message>
        <source>{name} adds {card}.</source>
        <translation>{name} dokłada {card}.</translation>
    </message>
    <message>
        <source>{name} adds {card} and becomes the auctioneer of both paintings.</source>
        <translation>{name} dokłada {card} i prowadzi aukcję obu obrazów.</translation>
    </message>
    <message>
        <source>{type}, run by {name}.</source>
        <translation>{type}, prowadzi: {name}.</translation>
    </message>
    <message>
        <source>{name} bids {amount}.</source>
        <translation>{name} licytuje {amount}.</translation>
    </message>
    <message>
        <source>{name} passes.</source>
        <translation>{name} pasuje.</translation>
    </message>
    <message>
        <source>Time ran out for {name}.</source>
        <translation>Czas minął dla: {name}.</translation>
    </message>
    <message>
        <source>{name} closes a fist on a sealed bid.</source>
        <translation>{name} zaciska pięść na zakrytej ofercie.</translation>
    </message>
    <message>
        <source>Your sealed bid: {amount}.</source>
        <translation>Twoja zakryta oferta: {amount}.</translation>
    </message>
    <message>
        <source>The fists open: {bids}.</source>
        <translation>Pięści się otwierają: {bids}.</translation>
    </message>
    <message>
        <source>{name} sets the price at {amount}.</source>
        <translation>{name} ustala cenę: {amount}.</translation>
    </message>
    <message>
        <source>Nobody buys: {name} must buy it at {amount}.</source>
        <translation>Nikt nie kupuje: {name} musi kupić obraz za {amount}.</translation>
    </message>
    <message>
        <source>{name} buys {cards} for {amount}, paid to the bank.</source>
        <translation>{name} kupuje {cards} za {amount} i płaci bankowi.</translation>
    </message>
    <message>
        <source>{name} buys {cards} for {amount}, paid to {seller}.</source>
        <translation>{name} kupuje {cards} za {amount}; pieniądze otrzymuje: {seller}.</translation>
    </message>
    <message>
        <source>Nobody bids: {name} keeps {cards} for free.</source>
        <translation>Nikt nie licytuje: {name} zatrzymuje {cards} za darmo.</translation>
    </message>
    <message>
        <source>{name} reveals {card} from the mystery hand ({count} of 5 this round).</source>
        <translation>{name} odkrywa z tajemniczej ręki: {card} ({count}. z 5 w tej rundzie).</translation>
    </message>
    <message>
        <source>{name} leaves the mystery hand alone.</source>
        <translation>{name} nie odkrywa tajemniczej karty.</translation>
    </message>
    <message>
        <source>Round {n} is skipped: nobody holds a card.</source>
        <translation>Runda {n} zostaje pominięta: nikt nie ma kart.</translation>
    </message>
    <message>
        <source>Round {n} ends. Ranking: {top}.</source>
        <translation>Koniec rundy {n}. Ranking: {top}.</translation>
    </message>
    <message>
        <source>no artist</source>
        <translation>brak artystów</translation>
    </message>
    <message>
        <source>The game is over. Winner: {names}.</source>
        <translation>Koniec gry. Zwycięstwo: {names}.</translation>
    </message>
</context>
<context>
    <name>ModernArtTutorial</name>
    <message>
        <source>This guided game follows a prepared deal: please make the move the coach asks for.</source>
        <translation>Ta gra z trenerem idzie według przygotowanego rozdania: wykonaj ruch, o który prosi trener.</translation>
    </message>
    <message>
        <source>Welcome to Modern Art! You are an art dealer. Over four rounds everyone sells paintings by auction and buys them; the paintings of the artists in fashion are then sold to the bank. Whoever has the most money at the end wins. Your money, {money}, is secret: only you see it.</source>
        <translation>Witaj w Modern Art! Jesteś marszandem. Przez cztery rundy wszyscy sprzedają obrazy na aukcjach i je kupują; obrazy modnych artystów są potem sprzedawane bankowi. Wygrywa ten, kto na końcu ma najwięcej pieniędzy. Twoje pieniądze, {money}, są tajne: widzisz je tylko ty.</translation>
    </message>
    <message>
        <source>These are your paintings. Each is by one of five artists, and its symbol says how it will be auctioned: open, once around, sealed, at a fixed price, or double. Point at a card to read it.</source>
        <translation>To twoje obrazy. Każdy jest dziełem jednego z pięciu artystów, a jego symbol mówi, jak będzie licytowany: otwarcie, jednorazowo, w zamkniętej dłoni, po ustalonej cenie albo łącznie. Wskaż kartę, by ją odczytać.</translation>
    </message>
    <message>
        <source>The board counts the paintings offered this round. The round ends as soon as an artist&apos;s fifth painting is offered. Then the three artists offered most gain value, and the bank buys every painting of theirs that the players own.</source>
        <translation>Plansza liczy obrazy wystawione w tej rundzie. Runda kończy się, gdy tylko zostanie wystawiony piąty obraz jednego artysty. Wtedy trzej najczęściej wystawiani artyści zyskują na wartości, a bank kupuje każdy ich obraz, który mają gracze.</translation>
    </message>
    <message>
        <source>You are the first auctioneer. Offer your Darmoir with the double symbol: a double lets you add a second Darmoir painting, and both are sold together in the second card&apos;s auction. Click the card, then “Offer this painting” (or double-click it).</source>
        <translation>Prowadzisz pierwszą aukcję. Wystaw Darmoira z symbolem aukcji łączonej: pozwala ona dołożyć drugi obraz Darmoira i oba są sprzedawane razem w aukcji drugiej karty. Kliknij kartę, a potem „Wystaw ten obraz” (albo kliknij ją dwukrotnie).</translation>
    </message>
    <message>
        <source>This lesson is the double auction: offer the Darmoir with the double symbol.</source>
        <translation>Ta lekcja dotyczy aukcji łączonej: wystaw Darmoira z symbolem aukcji łączonej.</translation>
    </message>
    <message>
        <source>Now add your Darmoir with the fixed-price symbol: both paintings will be sold together, at a fixed price. Click it, then “Add this painting”.</source>
        <translation>Teraz dołóż Darmoira z symbolem ustalonej ceny: oba obrazy zostaną sprzedane razem, po stałej cenie. Kliknij go, a potem „Dołóż ten obraz”.</translation>
    </message>
    <message>
        <source>Add the fixed-price Darmoir: the next lesson is the fixed price.</source>
        <translation>Dołóż Darmoira z aukcji ustalonej ceny: następna lekcja to stała cena.</translation>
    </message>
    <message>
        <source>At a fixed price, the auctioneer names the price. Going left, each player may buy at that price; if nobody does, the auctioneer must buy it from the bank. Two Darmoir paintings are worth a good price: type {price} and press “Set this price”.</source>
        <translation>W aukcji ustalonej ceny prowadzący podaje cenę. Po kolei w lewo każdy gracz może kupić po tej cenie; jeśli nikt nie kupi, prowadzący musi kupić sam od banku. Dwa obrazy Darmoira są warte dobrą cenę: wpisz {price} i naciśnij „Ustal tę cenę”.</translation>
    </message>
    <message>
        <source>Ada buys both paintings for {price}. The money goes to you, the auctioneer. (When an auctioneer buys their own painting, they pay the bank instead.)</source>
        <translation>Ada kupuje oba obrazy za {price}. Pieniądze trafiają do ciebie, prowadzącego aukcję. (Gdy prowadzący kupuje własny obraz, płaci bankowi).</translation>
    </message>
    <message>
        <source>Ada offers a Darmoir in a once-around auction: going left from the auctioneer, each player bids once or passes, and the auctioneer speaks last. Bruno bid {amount}.</source>
        <translation>Ada wystawia Darmoira w aukcji jednorazowej: od lewej strony prowadzącego każdy gracz raz licytuje albo pasuje, a prowadzący mówi ostatni. Bruno zaoferował {amount}.</translation>
    </message>
    <message>
        <source>Your only chance to bid in this auction. Darmoir already has three paintings offered this round, so it may well be in fashion: type {amount} and press “Bid”.</source>
        <translation>Twoja jedyna szansa na ofertę w tej aukcji. Darmoir ma już w tej rundzie trzy wystawione obrazy, więc może być w modzie: wpisz {amount} i naciśnij „Licytuj”.</translation>
    </message>
    <message>
        <source>Ada passes, so the Darmoir is yours for {amount}: you pay Ada, its auctioneer.</source>
        <translation>Ada pasuje, więc Darmoir jest twój za {amount}: płacisz Adzie, prowadzącej aukcję.</translation>
    </message>
    <message>
        <source>Bruno offers a Sadland in an open auction: everyone may bid, in any order, as often as they like, and it ends when all the others have passed on the highest bid. Bruno passed for now.</source>
        <translation>Bruno wystawia Sadlanda w aukcji otwartej: każdy może licytować w dowolnej kolejności i dowolnie często, a aukcja kończy się, gdy wszyscy pozostali spasują przy najwyższej ofercie. Bruno na razie pasuje.</translation>
    </message>
    <message>
        <source>Open the bidding: type {amount} and press “Bid”.</source>
        <translation>Rozpocznij licytację: wpisz {amount} i naciśnij „Licytuj”.</translation>
    </message>
    <message>
        <source>Ada raised to {ada}. In an open auction you may bid again: bid {amount}.</source>
        <translation>Ada podbiła do {ada}. W aukcji otwartej możesz licytować ponownie: zaoferuj {amount}.</translation>
    </message>
    <message>
        <source>Everyone else passes: the Sadland is yours for {amount}.</source>
        <translation>Wszyscy pozostali pasują: Sadland jest twój za {amount}.</translation>
    </message>
    <message>
        <source>Your turn to be the auctioneer again: offer your Darmoir with the sealed symbol.</source>
        <translation>Znowu prowadzisz aukcję: wystaw Darmoira z symbolem aukcji zamkniętej dłoni.</translation>
    </message>
    <message>
        <source>This lesson is the sealed auction: offer the Darmoir with the sealed symbol.</source>
        <translation>Ta lekcja dotyczy aukcji zamkniętej dłoni: wystaw Darmoira z tym symbolem.</translation>
    </message>
    <message>
        <source>A sealed auction: everyone, the auctioneer too, picks one bid in secret, and all are shown together; the highest buys. Win your own auction and you pay the bank, so bid low: type {amount} and press “Close my fist on this bid”.</source>
        <translation>Aukcja zamkniętej dłoni: każdy, także prowadzący, wybiera w tajemnicy jedną ofertę, a wszystkie są odkrywane naraz; najwyższa kupuje. Jeśli wygrasz własną aukcję, płacisz bankowi, więc licytuj nisko: wpisz {amount} i naciśnij „Zaciśnij pięść na tej ofercie”.</translation>
    </message>
    <message>
        <source>The fists open: Ada bid {ada}, Bruno {bruno}. Ada buys the Darmoir and pays you.</source>
        <translation>Pięści się otwierają: Ada zaoferowała {ada}, Bruno {bruno}. Ada kupuje Darmoira i płaci tobie.</translation>
    </message>
    <message>
        <source>Ada offers two Sadland paintings at {price}; Bruno buys them.</source>
        <translation>Ada wystawia dwa obrazy Sadlanda za {price}; Bruno je kupuje.</translation>
    </message>
    <message>
        <source>Bruno offers a Sadland, sealed. Sadland now has four paintings offered this round: it is sure to be the top artist. Bid {amount}.</source>
        <translation>Bruno wystawia Sadlanda w aukcji zamkniętej dłoni. Sadland ma w tej rundzie już cztery wystawione obrazy: na pewno będzie najwyżej. Zaoferuj {amount}.</translation>
    </message>
    <message>
        <source>Your {amount} is the highest: the Sadland is yours, paid to Bruno.</source>
        <translation>Twoje {amount} to najwyższa oferta: Sadland jest twój, płacisz Brunowi.</translation>
    </message>
    <message>
        <source>Offer your Sadland with the open symbol. It is Sadland&apos;s fifth painting this round, so the round ends at once: that painting is not sold, and the round is scored.</source>
        <translation>Wystaw Sadlanda z symbolem aukcji otwartej. To piąty obraz Sadlanda w tej rundzie, więc runda od razu się kończy: ten obraz nie zostaje sprzedany, a runda jest podliczana.</translation>
    </message>
    <message>
        <source>Offer the open-auction Sadland: the lesson is how a round ends.</source>
        <translation>Wystaw Sadlanda z aukcji otwartej: ta lekcja pokazuje, jak kończy się runda.</translation>
    </message>
    <message>
        <source>Round one is over. Sadland, offered most, is worth {first} a painting; Darmoir, second, {second}; the third place went to nobody. The bank bought your two Sadland and your Darmoir: {earned}. Values add up over the rounds for artists in fashion again. That is the whole game: three more rounds like this one. Play on against the computer, or go back to the start page.</source>
        <translation>Pierwsza runda skończona. Sadland, wystawiany najczęściej, jest wart {first} za obraz; Darmoir, drugi, {second}; trzecie miejsce nie przypadło nikomu. Bank kupił twoje dwa obrazy Sadlanda i Darmoira: {earned}. Wartości artystów, którzy znów są w modzie, sumują się z rundy na rundę. To cała gra: jeszcze trzy takie rundy. Graj dalej z komputerem albo wróć do strony startowej.</translation>
    </message>
    <message>
        <source>Round one of a three-player game, with a coach</source>
        <translation>Pierwsza runda gry na trzech graczy, z trenerem</translation>
    </message>
</context>
<context>
    <name>Moments</name>
    <message>
        <source>two {artist} paintings</source>
        <translation>dwa obrazy ({artist})</translation>
    </message>
    <message>
        <source>Nobody bid!</source>
        <translation>Nikt nie licytował!</translation>
    </message>
    <message>
        <source>{name} keeps {what} for free.</source>
        <translation>{name} zatrzymuje za darmo: {what}.</translation>
    </message>
    <message>
        <source>Sold to {name}!</source>
        <translation>Sprzedane – kupuje {name}!</translation>
    </message>
    <message>
        <source>{what} for {amount}, paid to the bank.</source>
        <translation>{what} za {amount}, pieniądze trafiają do banku.</translation>
    </message>
    <message>
        <source>{what} for {amount}, paid to {seller}.</source>
        <translation>{what} za {amount}, pieniądze otrzymuje: {seller}.</translation>
    </message>
    <message>
        <source>Equal bids: the tied seat nearest the auctioneer (the auctioneer first, then clockwise) wins.</source>
        <translation>Równe oferty: wygrywa gracz najbliżej prowadzącego aukcję (najpierw sam prowadzący, potem zgodnie z ruchem wskazówek zegara).</translation>
    </message>
    <message>
        <source>no bid</source>
        <translation>brak oferty</translation>
    </message>
    <message>
        <source>Click to go on</source>
        <translation>Kliknij, aby kontynuować</translation>
    </message>
    <message>
        <source>SOLD</source>
        <translation>SPRZEDANE</translation>
    </message>
    <message>
        <source>The fists open!</source>
        <translation>Pięści się otwierają!</translation>
    </message>
    <message>
        <source>Every fist is closed…</source>
        <translation>Wszystkie pięści zamknięte…</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>Mystery hand (3 players: a fourth hand lies face down)</source>
        <translation>Tajemnicza ręka (3 graczy: czwarta ręka leży zakryta)</translation>
    </message>
    <message>
        <source>Open money (everyone&apos;s money is shown)</source>
        <translation>Jawne pieniądze (wszyscy widzą stan konta każdego gracza)</translation>
    </message>
    <message>
        <source>Open auction clock</source>
        <translation>Zegar aukcji otwartej</translation>
    </message>
    <message>
        <source>In an open auction, how many seconds each bid stays open. When they run out, the highest bidder buys the painting (with no bid, the auctioneer keeps it for free). Off: no clock, the auction ends once everyone else has passed.</source>
        <translation>W aukcji otwartej: przez ile sekund każda oferta czeka na przebicie. Gdy czas minie, obraz kupuje gracz z najwyższą ofertą (jeśli nikt nie licytował, prowadzący aukcję zatrzymuje go za darmo). Wyłączony: bez zegara – aukcja kończy się, gdy wszyscy pozostali spasują.</translation>
    </message>
</context>
<context>
    <name>QuickGuide</name>
    <message>
        <source>Modern Art in a minute</source>
        <translation>Modern Art w minutę</translation>
    </message>
    <message>
        <source>In turn, each player offers a painting from their hand; its symbol says how it is auctioned. The money goes to the seller (or to the bank if the seller buys it).</source>
        <translation>Gracze po kolei wystawiają obraz z ręki; jego symbol mówi, jak przebiega aukcja. Pieniądze trafiają do sprzedającego (albo do banku, jeśli sprzedający sam kupi obraz).</translation>
    </message>
    <message>
        <source>When the fifth painting of one artist is offered, the round ends. The three artists offered most gain value: 30, 20 and 10, adding up over the rounds.</source>
        <translation>Gdy zostanie wystawiony piąty obraz jednego artysty, runda się kończy. Trzej najczęściej wystawiani artyści zyskują na wartości: 30, 20 i 10, a wartości sumują się z rundy na rundę.</translation>
    </message>
    <message>
        <source>The bank buys every painting of those artists from their owners. After four rounds, the richest player wins; money stays secret until then.</source>
        <translation>Bank odkupuje od właścicieli wszystkie obrazy tych artystów. Po czterech rundach wygrywa najbogatszy gracz; do tego czasu pieniądze są tajne.</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>That painting is not in your hand.</source>
        <translation>Nie masz tego obrazu na ręce.</translation>
    </message>
    <message>
        <source>The second painting must be by the same artist as the double.</source>
        <translation>Drugi obraz musi być tego samego artysty co karta aukcji łączonej.</translation>
    </message>
    <message>
        <source>The second painting cannot be another double auction card.</source>
        <translation>Drugim obrazem nie może być kolejna karta aukcji łączonej.</translation>
    </message>
    <message>
        <source>Your bid must be at least %1.</source>
        <translation>Twoja oferta musi wynosić co najmniej %1.</translation>
    </message>
    <message>
        <source>You cannot bid more than your money (%1).</source>
        <translation>Nie możesz zaoferować więcej, niż masz (%1).</translation>
    </message>
    <message>
        <source>The price must be at least %1.</source>
        <translation>Cena musi wynosić co najmniej %1.</translation>
    </message>
    <message>
        <source>The price cannot be more than your money (%1).</source>
        <translation>Cena nie może przekraczać twoich pieniędzy (%1).</translation>
    </message>
    <message>
        <source>You do not have enough money to buy at %1.</source>
        <translation>Nie masz dość pieniędzy, żeby kupić za %1.</translation>
    </message>
</context>
<context>
    <name>Scoring</name>
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
    <message>
        <source>End of round</source>
        <translation>Koniec rundy</translation>
    </message>
    <message>
        <source>Round {n}: the paintings are sold</source>
        <translation>Runda {n}: obrazy trafiają do banku</translation>
    </message>
    <message>
        <source>The round ends: nobody has a card left.</source>
        <translation>Runda się kończy: nikt nie ma już kart.</translation>
    </message>
    <message>
        <source>The round ends: {name} offered the fifth painting of an artist, which stays unsold.</source>
        <translation>Runda się kończy: {name} wystawia piąty obraz jednego artysty, który pozostaje niesprzedany.</translation>
    </message>
    <message>
        <source>Artist</source>
        <translation>Artysta</translation>
    </message>
    <message>
        <source>Offered</source>
        <translation>Wystawione</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Miejsce</translation>
    </message>
    <message>
        <source>Value per painting</source>
        <translation>Wartość obrazu</translation>
    </message>
    <message>
        <source>{place} (+{token})</source>
        <translation>{place} (+{token})</translation>
    </message>
    <message>
        <source>worthless</source>
        <translation>bez wartości</translation>
    </message>
    <message>
        <source>Equal counts: the artist further left on the board ranks higher.</source>
        <translation>Przy równej liczbie obrazów wyżej jest artysta położony bardziej na lewo na planszy.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Paintings sold to the bank</source>
        <translation>Obrazy sprzedane do banku</translation>
    </message>
    <message>
        <source>Earned</source>
        <translation>Zarobek</translation>
    </message>
    <message>
        <source>Your money now: {amount}</source>
        <translation>Masz teraz: {amount}</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Dalej</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>paused</source>
        <translation>pauza</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>myśli…</translation>
    </message>
    <message>
        <source>high bid {amount}</source>
        <translation>prowadzi: {amount}</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>fist closed</source>
        <translation>pięść zaciśnięta</translation>
    </message>
    <message>
        <source>money hidden</source>
        <translation>kwota ukryta</translation>
    </message>
    <message>
        <source>Mystery hand</source>
        <translation>Tajemnicza ręka</translation>
    </message>
    <message>
        <source>Face down. After an auction, its auctioneer may reveal one card: it counts as offered.</source>
        <translation>Zakryta. Po aukcji jej prowadzący może odkryć jedną kartę: liczy się jako wystawiona.</translation>
    </message>
    <message>
        <source>Auctioneer</source>
        <translation>Prowadzący</translation>
    </message>
    <message>
        <source>Your money</source>
        <translation>Twoje pieniądze</translation>
    </message>
    <message>
        <source>Your money (secret)</source>
        <translation>Twoje pieniądze (tajne)</translation>
    </message>
    <message>
        <source>Paintings bought this round</source>
        <translation>Obrazy kupione w tej rundzie</translation>
    </message>
    <message>
        <source>Your hand and money stay hidden until your turn: others may be looking.</source>
        <translation>Twoja ręka i pieniądze są schowane do twojego ruchu: inni mogą patrzeć.</translation>
    </message>
    <message>
        <source>No painting bought this round</source>
        <translation>W tej rundzie nie kupiono obrazów</translation>
    </message>
    <message>
        <source>Cards in hand: %1</source>
        <translation>Karty na ręce: %1</translation>
    </message>
</context>
</TS>
